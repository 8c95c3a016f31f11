"""Pilot tests of the console: a temporary working folder with ./saves, cursor blink off, and
games to open (``new_astrub``, ``new_winterfell``: factories that save a seeded game and return
its path); ``disk_full``: every write of ``astrub_save`` fails as on a full disk."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from textual.widgets import Input, TextArea

from gmconsole import tomlio
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_roster, load_scenario

# Example 1's players pinned as the source text tells (one file for every test and benchmark).
EXAMPLE_1_ROSTER = Path(__file__).resolve().parents[1] / "data" / "example-1-roster.toml"

PLAYERS = ["Alice", "Bob", "Chloé", "David", "Émile"]
SEED = "pilot-seed"

# Example 1 of the Winterfell source text: the players it names, pinned (W-S-16); the seed is one
# that makes Robett a cub as the example tells (as in tests/games/winterfell/test_examples.py).
EXAMPLE_1_SEED = "exemple-1-0"


def _astrub(path: Path, steps: list[list[dict]] = (), players: list[str] = PLAYERS, seed: str = SEED) -> Path:
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in players], seed)
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    return save_game(game, path)


def _winterfell(
    path: Path, steps: list[list[dict]] = (), seed: str = EXAMPLE_1_SEED, players: int = 50
) -> Path:
    roster = load_roster(EXAMPLE_1_ROSTER)
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, players - len(roster) + 1)]
    game = Game.new(load_scenario("winterfell"), roster, seed)
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    return save_game(game, path)


@pytest.fixture(autouse=True)
def _quiet(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(Input.cursor_blink, "_default", False)
    monkeypatch.setattr(TextArea.cursor_blink, "_default", False)
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()


@pytest.fixture
def new_astrub():
    """``new_astrub(path, steps=[...])``: a 5-player Astrub game saved at ``path``."""
    return _astrub


@pytest.fixture
def new_winterfell():
    """``new_winterfell(path, steps=[...])``: a 50-player Winterfell game with Example 1's
    players pinned, saved at ``path``."""
    return _winterfell


@pytest.fixture
def astrub_save(tmp_path: Path) -> Path:
    return _astrub(tmp_path / "saves" / "astrub-pilot.toml")


@pytest.fixture
def disk_full(astrub_save: Path, monkeypatch: pytest.MonkeyPatch) -> bytes:
    """Every write of ``astrub_save`` fails with ENOSPC once written (a full disk); returns the
    save's bytes before, which must stay as they are."""

    def fault(point: str, path: Path) -> None:
        if point == "written" and path == astrub_save:
            raise OSError(errno.ENOSPC, "No space left on device")

    before = astrub_save.read_bytes()
    monkeypatch.setattr(tomlio, "FAULT_HOOK", fault)
    return before
