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


# Example 1 of the Winterfell source text: the players it names, pinned (W-S-16); the seed is one
# that makes Robett a cub as the example tells (as in tests/winterfell/test_examples.py).
EXAMPLE_1 = [
    {"name": "Robett", "rank": "knight", "hierarchy": "cub", "roles": []},
    {"name": "Wyman", "rank": "knight", "hierarchy": "cub", "roles": []},
    {"name": "Howland", "rank": "knight", "hierarchy": "cub", "roles": []},
    {"name": "Davos", "rank": "guard", "hierarchy": "cub", "roles": []},
    {"name": "Tourte-Chaude", "rank": "guard", "hierarchy": "cub", "roles": []},
    {"name": "Lady Moustache", "rank": "guard", "hierarchy": "cub", "roles": []},
    {"name": "Jon", "rank": "captain", "camp": "loyalists", "roles": []},
    {"name": "Luwin", "rank": "captain", "camp": "loyalists", "roles": []},
]
EXAMPLE_1_SEED = "exemple-1-3"


def new_winterfell(path: Path, pinned: list[dict] = EXAMPLE_1, seed: str = EXAMPLE_1_SEED, players: int = 50) -> Path:
    roster = [RosterEntry(name=p["name"], pins={k: v for k, v in p.items() if k != "name"}) for p in pinned]
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, players - len(roster) + 1)]
    game = Game.new(load_scenario("winterfell"), roster, seed)
    return save_game(game, path)
