"""Fixed games for the snapshots (seeded, saved under ./saves with pinned file times)."""

from __future__ import annotations

import os
from pathlib import Path

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario

PLAYERS = ["Alice", "Bob", "Chloé", "David", "Émile", "Fanny", "Gaspard"]
SEED = "snapshot-seed"
MISSION_1 = [
    [{"kind": "squad", "members": ["Alice", "Chloé"], "leader": "Alice"}], [{"kind": "resolve"}],
    [{"kind": "votes", "votes": {n: n != "David" for n in PLAYERS}}], [{"kind": "resolve"}],
    [{"kind": "mission", "choices": {"Alice": "success", "Chloé": "sabotage"}}], [{"kind": "resolve"}],
]
PARTIAL_VOTES = [
    [{"kind": "squad", "members": ["Bob", "David", "Fanny"]}], [{"kind": "resolve"}],
    [{"kind": "votes", "votes": {"Alice": "yes", "Bob": "yes", "Chloé": "no", "David": "yes"}}],
]


def astrub(name: str, steps: list[list[dict]] = (), mtime: int = 1_750_000_000) -> Path:
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in PLAYERS], SEED)
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    path = save_game(game, Path("saves") / name)
    os.utime(path, (mtime, mtime))
    return path
