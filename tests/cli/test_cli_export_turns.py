"""`gmconsole export --turn N` (and --phase) on a turn or a phase the game has not: the GM reads
that it does not exist and which ones do, in the game's language, and nothing is written; a
turn that exists but where nothing public happened yet is still « rien de public »."""

from __future__ import annotations

from pathlib import Path

import pytest

NNBSP = "\u202f"


@pytest.fixture
def astrub_game(cli, players_file, tmp_path: Path) -> Path:
    save = tmp_path / "partie.toml"
    assert cli("new", "astrub", "--players", players_file(5), "--save", save, "--seed", "s").code == 0
    return save


@pytest.fixture
def english_game(cli, players_file, tmp_path: Path) -> Path:
    save = tmp_path / "game.toml"
    roster = players_file(8)
    assert cli("new", "thiercelieux-en", "--players", roster, "--save", save, "--seed", "s").code == 0
    return save


def _plain(text: str) -> str:
    return text.replace(NNBSP, " ")


@pytest.mark.parametrize("turn", ["99", "2", "-1"])
@pytest.mark.parametrize("what", [(), ("--gm",), ("--private",), ("--private", "Alice"), ("--write",)])
def test_a_turn_the_game_has_not_is_said_with_those_it_has(cli, astrub_game: Path, turn, what) -> None:
    before = sorted(p.name for p in astrub_game.parent.iterdir())
    result = cli("export", astrub_game, f"--turn={turn}", *what)
    assert result.code == 2 and result.out == "", result
    said = _plain(result.err)
    assert f"le tour {turn} n'existe pas dans cette partie, qui en est au tour 1" in said, said
    assert "donnez --turn de 0 (la mise en place) à 1" in said and "rien de public" not in said
    assert sorted(p.name for p in astrub_game.parent.iterdir()) == before  # --write wrote nothing


def test_turns_the_game_has_still_export(cli, astrub_game: Path) -> None:
    setup = cli("export", astrub_game, "--turn", "0")
    assert setup.code == 0 and "Début de la partie" in setup.out
    current = cli("export", astrub_game, "--turn", "1")  # reached, nothing public yet
    assert current.code == 0 and "rien de public" in current.err


def test_a_turn_that_is_no_number_is_said_in_the_environment_language(
    cli, astrub_game: Path, monkeypatch
) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    result = cli("export", astrub_game, "--turn", "x")
    assert result.code == 2 and "nombre entier" in result.err and "Traceback" not in result.err
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    result = cli("export", astrub_game, "--turn", "x")
    assert result.code == 2 and "whole number" in result.err


def test_in_english(cli, english_game: Path) -> None:
    result = cli("export", english_game, "--turn", "99")
    assert result.code == 2
    assert (
        "turn 99 does not exist in this game, which is at turn 1: give --turn from 0 (the setup) to 1"
        in result.err
    )
    phase = cli("export", english_game, "--phase", "zz")
    assert phase.code == 2 and "phase zz was not played in this game: give --phase among" in phase.err


def test_a_phase_by_its_name_or_key_and_an_unknown_one(cli, astrub_game: Path) -> None:
    by_key = cli("export", astrub_game, "--phase", "setup")
    by_name = cli("export", astrub_game, "--phase", "Mise en place")
    assert by_key.code == by_name.code == 0 and by_key.out == by_name.out and "Début" in by_key.out
    unknown = cli("export", astrub_game, "--turn", "1", "--phase", "zz")
    said = _plain(unknown.err)
    assert unknown.code == 2 and "la phase zz n'a pas été jouée dans cette partie" in said
    assert "mise en place (`setup`)" in said and "rien de public" not in said
