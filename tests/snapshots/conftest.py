"""Snapshot tests of the console (sync ``snap_compare``, 120x40, fixed seeds, blink off).

Each test runs in a temporary folder with its own ./saves; file times are pinned and the time zone
is UTC so that the launcher's dates are the same on every machine.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from textual.widgets import Input, TextArea

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_roster, load_scenario

# Example 1's players pinned as the source text tells (one file for every test and benchmark).
EXAMPLE_1_ROSTER = Path(__file__).resolve().parents[1] / "data" / "example-1-roster.toml"


@pytest.fixture(autouse=True)
def _steady(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(Input.cursor_blink, "_default", False)
    monkeypatch.setattr(TextArea.cursor_blink, "_default", False)
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()


PLAYERS = ["Alice", "Bob", "Chloé", "David", "Émile", "Fanny", "Gaspard"]
SEED = "snapshot-seed"


def _astrub(name: str, steps: list[list[dict]] = (), mtime: int = 1_750_000_000) -> Path:
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in PLAYERS], SEED)
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    path = save_game(game, Path("saves") / name)
    os.utime(path, (mtime, mtime))
    return path


# Winterfell: Example 1's players pinned (as in the source text), 50 players, a fixed seed.
NIGHT_1 = [
    [
        {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
        {
            "kind": "squad",
            "members": ["Robett", "Tourte-Chaude"],
            "target": "Luwin",
            "lookout": "Lady Moustache",
        },
        {"kind": "resolve"},
    ]
]


def _winterfell(name: str, steps: list[list[dict]] = (), mtime: int = 1_750_000_000) -> Path:
    roster = load_roster(EXAMPLE_1_ROSTER)
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, 51 - len(roster))]
    game = Game.new(load_scenario("winterfell"), roster, "exemple-1-0")
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    path = save_game(game, Path("saves") / name)
    os.utime(path, (mtime, mtime))
    return path


def _justice_vote(name: str) -> Path:
    """Night 1 of Example 1, the three GVs' accusations, then 30 of the 46 justice votes."""
    path = _winterfell(name, NIGHT_1)
    game = load_game(path)
    gvs = [p.name for p in game.state.players if p.rank == "great_vassal"]
    accused = ["Luwin", "Robett", "Défenseur 01"]
    game.push(
        [
            game.parse({"kind": "accuse", "by": g, "accused": a, "justification": "trop calme"})
            for g, a in zip(gvs, accused)
        ]
    )
    game.push(game.parse({"kind": "resolve"}))
    voters = [p.name for p in game.state.players if p.alive and p.rank != "great_vassal"]
    choice = ["Luwin", "Robett", "Luwin", "revolt", "Défenseur 01", "abstain"]
    votes = {v: choice[i % len(choice)] for i, v in enumerate(voters[:30])}
    game.push(game.parse({"kind": "justice_votes", "votes": votes}))
    save_game(game, path)
    os.utime(path, (1_750_000_000, 1_750_000_000))
    return path


THREADS = Path(__file__).parent.parent / "tui" / "threads"


def _justice_import(name: str) -> Path:
    """The vote-import pilot's game (tests/tui/threads/justice_roster.toml): Example 1's night,
    then Catelyn, Roose and Walder accuse Luwin, Maxime and Robett; nobody has voted yet."""
    from gmconsole.scenarios import load_roster

    game = Game.new(
        load_scenario("winterfell"), load_roster(THREADS / "justice_roster.toml"), "justice-import"
    )
    game.push([game.parse(o) for o in NIGHT_1[0]])
    accusations = [("Catelyn", "Luwin"), ("Roose", "Maxime"), ("Walder", "Robett")]
    game.push(
        [
            game.parse({"kind": "accuse", "by": by, "accused": who, "justification": "trop calme"})
            for by, who in accusations
        ]
    )
    game.push(game.parse({"kind": "resolve"}))
    path = save_game(game, Path("saves") / name)
    os.utime(path, (1_750_000_000, 1_750_000_000))
    return path


@pytest.fixture
def justice_import():
    """``justice_import(name)``: the vote-import game at the justice vote, and the thread to paste."""
    return _justice_import


@pytest.fixture
def justice_thread() -> str:
    return (THREADS / "justice_phpbb_fr.txt").read_text(encoding="utf-8")


@pytest.fixture
def astrub():
    """``astrub(name, steps, mtime)``: a 7-player Astrub game saved as saves/NAME."""
    return _astrub


@pytest.fixture
def winterfell():
    """``winterfell(name, steps, mtime)``: a 50-player Winterfell game, Example 1's players pinned."""
    return _winterfell


@pytest.fixture
def justice_vote():
    """``justice_vote(name)``: Winterfell at the justice vote, 30 of 46 votes entered."""
    return _justice_vote
