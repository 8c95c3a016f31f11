"""``gmconsole export``: the public post, the private messages, the GM summary and the files, on a
saved Winterfell game (Example 1 of the source text); and file names made of odd player names."""

from __future__ import annotations

from pathlib import Path

import pytest
from winterfell_games import example_1

from gmconsole.export import posts_dir, slugify, write_posts
from gmconsole.export.files import unique_slugs
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


@pytest.fixture(scope="module")
def game():
    return example_1(WINTERFELL)


@pytest.fixture
def save(game, tmp_path) -> Path:
    return save_game(game, tmp_path / "partie.toml")


def test_default_is_the_public_post_with_one_trailing_newline(cli, save, game):
    result = cli("export", save, "--turn", "1", "--phase", "assassination")
    assert result.code == 0, result
    assert (
        result.out
        == "[size=120][b]Tour 1\u202f: assassinats[/b][/size]\n\n[b]Jon[/b] (Capitaine) a été tué cette nuit.\n"
    )  # Luwin's escape is his alone (W-A-5: announce_failures is off by default)
    whole = cli("export", save, "--format", "text").out
    assert game.state.seed_sha256 in whole and whole.endswith(".\n") and not whole.endswith("\n\n")
    assert "Robett" not in cli("export", save, "--turn", "1").out


def test_formats_and_profiles(cli, save):
    md = cli("export", save, "--turn", "1", "--format", "markdown").out
    assert md.startswith("## Tour 1\u202f: assassinats\n\n**Jon**")
    assert "[size=16]" in cli("export", save, "--turn", "1", "--profile", "bbcode-forumactif").out
    assert cli("export", save, "--turn", "1", "--profile", "markdown-discord").out.startswith("## Tour 1")
    clash = cli("export", save, "--format", "bbcode", "--profile", "markdown-discord")
    # the save's game (Astrub) is French: said in its language
    assert clash.code == 2 and "--profile markdown-discord n'est pas un profil bbcode" in clash.err
    assert cli("export", save, "--profile", "pdf").code == 2
    nothing = cli("export", save, "--turn", "1", "--phase", "setup")  # a step with nothing public
    assert nothing.code == 0 and nothing.out == "" and "rien de public" in nothing.err
    beyond = cli("export", save, "--turn", "9")  # a turn the game has not reached: said so
    assert beyond.code == 2 and beyond.out == "" and "le tour 9 n'existe pas" in beyond.err


def test_private_messages_all_or_one_player(cli, save):
    every = cli("export", save, "--private", "--turn", "1", "--format", "text")
    assert every.code == 0 and every.out.startswith("Messages privés à envoyer\n")
    for name in ("Wyman", "Howland", "Davos", "Robett", "Tourte-Chaude", "Lady Moustache", "Luwin"):
        assert f"Message privé pour {name}\n" in every.out
    one = cli("export", save, "--private", "lady moustache", "--turn", "1", "--format", "text")
    assert one.code == 0 and one.out.startswith("Message privé pour Lady Moustache\n")
    assert "Robett est l\u2019un des tiens" in one.out and "Wyman" not in one.out
    none = cli("export", save, "--private", "Jon", "--turn", "1")
    assert none.code == 0 and none.out == "" and "Jon n'a pas de message privé" in none.err
    assert cli("export", save, "--private", "Nobody").code == 3
    setup = cli("export", save, "--private", "--turn", "0", "--format", "text").out
    assert setup.index("Envoi 1 sur 2") < setup.index("Envoi 2 sur 2")


def test_gm_summary(cli, save):
    out = cli("export", save, "--gm", "--turn", "1", "--format", "text").out
    assert out.startswith("Résumé du MJ\n") and "Robett est révélé à Luwin" in out and "Dés" in out
    assert cli("export", save, "--gm", "--private").code == 2  # one thing at a time


def test_write_puts_every_file_next_to_the_save(cli, save, tmp_path):
    result = cli("export", save, "--write")
    assert result.code == 0, result
    folder = tmp_path / "partie" / "posts" / "turn-01"
    paths = [Path(line) for line in result.out.splitlines()]
    assert paths[:3] == [
        folder / "public.bbcode.txt",
        folder / "gm.bbcode.txt",
        folder / "private.bbcode.txt",
    ]
    assert [p.name for p in paths[3:]] == [
        "wyman.bbcode.txt",
        "howland.bbcode.txt",
        "davos.bbcode.txt",
        "robett.bbcode.txt",
        "tourte-chaude.bbcode.txt",
        "lady-moustache.bbcode.txt",
        "luwin.bbcode.txt",
    ]
    assert all(p.is_file() for p in paths)
    assert "[b]Jon[/b] (Capitaine) a été tué" in (folder / "public.bbcode.txt").read_text(encoding="utf-8")
    assert "Robett" in (folder / "private" / "luwin.bbcode.txt").read_text(encoding="utf-8")
    phase = cli("export", save, "--write", "--turn", "0", "--phase", "setup", "--format", "markdown")
    setup_dir = tmp_path / "partie" / "posts" / "turn-00" / "setup"
    assert Path(phase.out.splitlines()[0]) == setup_dir / "public.md"
    private = [Path(line) for line in phase.out.splitlines()[3:]]
    assert len(private) == 50 and all(p.parent == setup_dir / "private" for p in private)


def test_write_posts_removes_the_messages_of_an_undone_step(game, tmp_path):
    save = tmp_path / "g.toml"
    first = write_posts(game, save, 1)
    stale = posts_dir(save, 1) / "private" / "ghost.bbcode.txt"
    stale.write_text("old", encoding="utf-8")
    again = write_posts(game, save, 1)
    assert again == first and not stale.exists()


def test_wording_file(cli, save, tmp_path):
    mine = tmp_path / "mine.ftl"
    mine.write_text("assassination_victim = **{ $name }** est tombé.\n", encoding="utf-8")
    out = cli("export", save, "--turn", "1", "--format", "text", "--wording", mine).out
    assert "Jon est tombé." in out
    mine.write_text("assassination_victm = x\n", encoding="utf-8")
    bad = cli("export", save, "--wording", mine)
    assert bad.code == 4 and "vouliez-vous dire assassination_victim\u202f?" in bad.err
    old = tmp_path / "old.toml"  # a GM's wording file written before the Fluent files: still read
    old.write_text('[events]\nassassination_victim = "**{name}** est tombé."\n', encoding="utf-8")
    assert "Jon est tombé." in cli("export", save, "--turn", "1", "--format", "text", "--wording", old).out


def test_the_save_is_untouched(cli, save):
    before = save.read_bytes()
    cli("export", save, "--write")
    assert save.read_bytes() == before and load_game(save).journal


@pytest.mark.parametrize(
    "name, slug",
    [
        ("Zoé", "zoe"),
        ("Lady Moustache", "lady-moustache"),
        ("../../etc/passwd", "etc-passwd"),
        ("CON", "con-"),
        ("漢字", "player"),
        ("", "player"),
        ("a/b\\c:d*e?f", "a-b-c-d-e-f"),
        (".hidden", "hidden"),
        ("x" * 200, "x" * 60),
        ("[b]Zoé[/b]", "b-zoe-b"),
        ("Ǆ", "dz"),
    ],
)
def test_slugify_odd_player_names(name, slug):
    assert slugify(name) == slug


def test_slugs_are_unique():
    assert unique_slugs(["Zoé", "Zoe", "zoé", "漢", "字"]) == {
        "Zoé": "zoe",
        "Zoe": "zoe-2",
        "zoé": "zoe-3",
        "漢": "player",
        "字": "player-2",
    }
