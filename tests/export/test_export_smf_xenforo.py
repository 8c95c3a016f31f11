"""The SMF and XenForo markup profiles (issue 13, point 21): the tags each forum has, and the
posts they write read back by vote import as the same forum's BBCode."""

from __future__ import annotations

from export_markup import bbcode_visible, check_bbcode

from gmconsole.export import Document, Heading, Paragraph, Quote, Spoiler, Table, render
from gmconsole.export.render import renderer_for

HOSTILE = ["[b]Zoé", "[/quote]Max", "Jean, Bon", "Al]ice=x", "[*]"]


def doc(names: list[str]) -> Document:
    return Document(
        [
            Heading("Tour 3 : justice"),
            Table(["Joueur", "Vote"], [[name, "oui"] for name in names]),
            Spoiler(f"Secret de {names[1]}", [Paragraph(names[2])]),
            Quote([Paragraph("Je vote non.")], author=names[3]),
        ]
    )


def test_smf_tables_quotes_with_author_and_sizes_in_points() -> None:
    out = render(doc(HOSTILE), "bbcode-smf")
    tags = check_bbcode(out, "bbcode-smf")
    assert tags.count("table") == 1 and tags.count("tr") == len(HOSTILE) + 1
    assert "spoiler" not in tags  # SMF has no spoiler tag: a quote, the title in bold
    assert out.startswith("[size=16pt][b]Tour 3 : justice[/b][/size]")
    assert "[quote author=Al)ice-x]Je vote non.[/quote]" in out
    for name in ("[b]Zoé", "[/quote]Max", "Jean, Bon"):
        assert name in bbcode_visible(out)


def test_xenforo_tables_with_headers_spoilers_and_quotes() -> None:
    out = render(doc(HOSTILE), "bbcode-xenforo")
    tags = check_bbcode(out, "bbcode-xenforo")
    assert tags.count("TABLE") + tags.count("table") == 1
    assert [t.lower() for t in tags].count("th") == 2
    assert '[SPOILER="Secret de (/quote)Max"]' in out
    assert '[QUOTE="Al)ice=x"]Je vote non.[/QUOTE]' in out
    comma = render(Document([Quote([Paragraph("x")], author="Jean, Bon")]), "bbcode-xenforo")
    assert comma.startswith('[QUOTE="Jean  Bon"]')  # a comma would start XenForo's parameters


def test_profiles_are_known_to_the_cli_and_the_scenarios() -> None:
    from gmconsole.cli import MARKUP_PROFILES
    from gmconsole.engine.rules.base import ScenarioBase

    for profile in ("bbcode-smf", "bbcode-xenforo"):
        assert profile in MARKUP_PROFILES
        assert renderer_for(profile).profile == profile
        assert ScenarioBase(game="x", name="x", markup=profile).markup == profile
