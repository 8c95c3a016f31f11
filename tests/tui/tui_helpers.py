"""Helpers of the console's Pilot tests: small Astrub games saved in ./saves."""

from __future__ import annotations

from pathlib import Path

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario

PLAYERS = ["Alice", "Bob", "Chloé", "David", "Émile"]
SEED = "pilot-seed"


def new_astrub(path: Path, steps: list[list[dict]] = (), players: list[str] = PLAYERS, seed: str = SEED) -> Path:
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in players], seed)
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    return save_game(game, path)
