"""A plain players file gives a player's gender after the name, « Chloé (f) » / « Denis (m) »
(the trial's « Chloé est élu Capitaine »): French sentences agree with it; a name without a
marker reads as before, and another word in the parentheses is refused with its line."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main
from gmconsole.engine.errors import GMConsoleError
from gmconsole.engine.worded import describe
from gmconsole.saves import load_game
from gmconsole.scenarios import load_roster, roster_lines

PLAYERS = "Alice (f)\nBob (m)\nChloé (f)\nDenis (M)\nÉmile\nInès(f) # her sister plays too\nJules\nLéa (f)\n"


def test_a_text_roster_reads_the_gender_after_the_name(tmp_path: Path) -> None:
    path = tmp_path / "players.txt"
    path.write_text(PLAYERS, encoding="utf-8")
    roster = {e.name: e.gender for e in load_roster(path)}
    assert roster == {
        "Alice": "f",
        "Bob": "m",
        "Chloé": "f",
        "Denis": "m",
        "Émile": None,
        "Inès": "f",
        "Jules": None,
        "Léa": "f",
    }


def test_names_without_a_marker_read_as_before() -> None:
    assert [(e.name, e.gender) for e in roster_lines(["Alice", "  Jean-Éd ", "# a comment", ""])] == [
        ("Alice", None),
        ("Jean-Éd", None),
    ]


@pytest.mark.parametrize("line", ["Chloé (x)", "Chloé (femme)", "Chloé ()", "(f)"])
def test_a_malformed_marker_is_refused_with_its_line(line: str) -> None:
    with pytest.raises(GMConsoleError) as caught:
        roster_lines(["Alice", line])
    said = describe(caught.value.args[0], "fr")
    assert said.startswith("ligne 2") and "(f) ou (m)" in said and line in said, said
    assert "line 2" in describe(caught.value.args[0], "en")


def test_a_malformed_marker_in_a_file_is_refused_with_its_line(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    Path("players.txt").write_text("Alice\nBob\nChloé (x)\n", encoding="utf-8")
    assert main(["new", "thiercelieux-en", "--players", "players.txt", "--save", "g.toml"]) != 0
    err = capsys.readouterr().err
    # said in the game's language (tests/cli/test_roster_game_language.py: French in a French game)
    assert "line 3" in err and "“Chloé (x)”" in err and "(f) or (m)" in err, err
    assert not Path("g.toml").exists()


def test_a_french_game_from_a_marked_players_file_agrees_in_the_feminine(
    tmp_path: Path, monkeypatch, capsys
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("players.txt").write_text(PLAYERS, encoding="utf-8")
    assert main(["new", "thiercelieux", "--players", "players.txt", "--seed", "s", "--save", "g.toml"]) == 0
    votes = ", ".join(
        f'"{name}" = "Chloé"' for name in ("Alice", "Bob", "Chloé", "Denis", "Émile", "Inès", "Jules", "Léa")
    )
    Path("o.toml").write_text(
        f'step = "vote"\n[[orders]]\nkind = "captain_votes"\nvotes = {{ {votes} }}\n', encoding="utf-8"
    )
    capsys.readouterr()
    assert main(["apply", "g.toml", "o.toml"]) == 0
    out = capsys.readouterr().out
    assert "Chloé est élue Capitaine" in out, out
    game = load_game(Path("g.toml"))
    assert {p.name: p.gender for p in game.state.players}["Chloé"] == "f"
