"""Posts for Discord cut under its 2,000-character limit at sensible breaks (issue 13, point 20)."""

from __future__ import annotations

from export_markup import markdown_html

from gmconsole.export import Document, Heading, Paragraph, Spoiler, Table, render
from gmconsole.export.discord import LIMIT, size, split_message

SENTENCE = "Le village dort, mais les loups veillent. "


def test_a_short_post_is_one_message() -> None:
    assert split_message("## Tour 1\n\nBonjour.\n") == ["## Tour 1\n\nBonjour."]


def test_paragraphs_are_never_cut_when_they_fit() -> None:
    paragraphs = [(f"Paragraphe {n}. " + SENTENCE * 8).strip() for n in range(20)]
    parts = split_message("\n\n".join(paragraphs))
    assert len(parts) > 1 and all(size(p) <= LIMIT for p in parts)
    assert [q for p in parts for q in p.split("\n\n")] == paragraphs  # cut between blocks only


def test_a_long_paragraph_is_cut_after_a_sentence() -> None:
    parts = split_message(SENTENCE * 100)
    assert len(parts) == 3 and all(size(p) <= LIMIT for p in parts)
    assert all(p.endswith("veillent.") for p in parts)


def test_a_long_table_stays_a_code_block_in_every_message() -> None:
    rows = [[f"Joueur {n}", "oui" if n % 2 else "non"] for n in range(300)]
    text = render(
        Document([Heading("Tour 2 : justice"), Table(["Joueur", "Vote"], rows)]), "markdown-discord"
    )
    parts = split_message(text)
    assert len(parts) > 1 and all(size(p) <= LIMIT for p in parts)
    for part in parts:
        assert part.count("```") % 2 == 0  # every message opens and closes its code block
        found, _, _ = markdown_html(part)
        assert found["pre"] >= 1
    lines = [line for p in parts for line in p.split("\n") if line.startswith("Joueur ")]
    assert len(lines) == 301  # the header and every row, once


def test_a_long_spoiler_is_hidden_in_every_message() -> None:
    text = render(Document([Spoiler("", [Paragraph(SENTENCE * 80)])]), "markdown-discord")
    parts = split_message(text)
    assert len(parts) > 1
    assert all(p.startswith("||") and p.endswith("||") and size(p) <= LIMIT for p in parts)


def test_emoji_count_as_discord_counts_them() -> None:
    parts = split_message("🐺 " * 1500)
    assert all(size(p) <= LIMIT for p in parts) and len(parts) == 3


def test_a_word_longer_than_a_message_is_cut_hard() -> None:
    parts = split_message("x" * 4500)
    assert [len(p) for p in parts] == [2000, 2000, 500]


def test_the_cli_prints_one_message_per_part(cli, tmp_path, monkeypatch) -> None:
    from gmconsole.export import discord

    players = tmp_path / "wf.txt"
    players.write_text("\n".join(f"Joueur numéro {n}" for n in range(1, 31)) + "\n", encoding="utf-8")
    save = tmp_path / "wf.toml"
    assert cli("new", "winterfell", "--players", players, "--seed", "split", "--save", save).code == 0
    whole = cli("export", save, "--profile", "markdown-discord").out
    assert "=== message Discord" not in whole  # under the limit: one message, as before
    monkeypatch.setattr(discord, "LIMIT", 400)
    result = cli("export", save, "--profile", "markdown-discord")
    assert result.code == 0 and "messages Discord (400 caractères au plus chacun)" in result.err
    parts = result.out.split("=== message Discord ")[1:]
    assert len(parts) > 2 and parts[0].startswith(f"1/{len(parts)} ===\n")
    bodies = [p.split("===\n", 1)[1].rstrip("\n") for p in parts]
    assert all(size(b) <= 400 for b in bodies)
    assert "".join(bodies).replace("\n", "") == whole.replace("\n", "")  # nothing lost or added
