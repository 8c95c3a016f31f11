"""A players file is read for one game: what is wrong in it is said in that game's language,
not the environment's (a French GM whose system speaks English reads « ligne 3 », not "line 3").
The environment asks for English here (tests/cli/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main

FILES = {
    "gender": ("Alice\nBob\nChloé (x)\n", "ligne 3 : « Chloé (x) » : le genre s'écrit (f) ou (m)"),
    "too-long": ("Alice\n" + "Z" * 200 + "\n", "ligne 2 :"),
    "not-utf8": (b"Alice\n\xff\n", "n'est pas du texte UTF-8"),
}


@pytest.mark.parametrize("case", sorted(FILES))
def test_a_bad_players_file_is_refused_in_the_french_games_language(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    content, expected = FILES[case]
    path = Path("players.txt")
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    assert main(["new", "thiercelieux", "--players", "players.txt", "--save", "g.toml"]) == 4
    err = capsys.readouterr().err.replace("\u202f", " ")
    assert err.startswith("erreur : players.txt : ") and expected in err, err
    assert "line" not in err and "error" not in err, err
    assert not Path("g.toml").exists()


def test_a_bad_players_file_is_refused_in_the_english_games_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    monkeypatch.chdir(tmp_path)
    Path("players.txt").write_text("Alice\nBob\nChloé (x)\n", encoding="utf-8")
    assert main(["new", "thiercelieux-en", "--players", "players.txt", "--save", "g.toml"]) == 4
    err = capsys.readouterr().err
    assert "error: players.txt: line 3" in err and "(f) or (m)" in err, err
    assert not Path("g.toml").exists()


def test_a_bad_running_game_file_is_refused_in_the_games_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    monkeypatch.chdir(tmp_path)
    Path("running.toml").write_text("[state]\nturn = 2\n", encoding="utf-8")
    assert main(["new", "thiercelieux-en", "--from-running", "running.toml", "--save", "g.toml"]) == 4
    err = capsys.readouterr().err
    assert err.startswith("error: running.toml: players"), err
    assert not Path("g.toml").exists()
