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


# Winterfell: Example 1's players pinned (as in the source text), 50 players, a fixed seed.
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
NIGHT_1 = [[
    {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
    {"kind": "squad", "members": ["Robett", "Tourte-Chaude"], "target": "Luwin", "lookout": "Lady Moustache"},
    {"kind": "resolve"},
]]


def winterfell(name: str, steps: list[list[dict]] = (), mtime: int = 1_750_000_000) -> Path:
    roster = [RosterEntry(name=p["name"], pins={k: v for k, v in p.items() if k != "name"}) for p in EXAMPLE_1]
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, 51 - len(roster))]
    game = Game.new(load_scenario("winterfell"), roster, "exemple-1-3")
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    path = save_game(game, Path("saves") / name)
    os.utime(path, (mtime, mtime))
    return path


def justice_vote(name: str) -> Path:
    """Night 1 of Example 1, the three GVs' accusations, then 30 of the 46 justice votes."""
    path = winterfell(name, NIGHT_1)
    from gmconsole.saves import load_game

    game = load_game(path)
    gvs = [p.name for p in game.state.players if p.rank == "great_vassal"]
    accused = ["Luwin", "Robett", "Défenseur 01"]
    game.push([game.parse({"kind": "accuse", "by": g, "accused": a}) for g, a in zip(gvs, accused)])
    game.push(game.parse({"kind": "resolve"}))
    voters = [p.name for p in game.state.players if p.alive and p.rank != "great_vassal"]
    choice = ["Luwin", "Robett", "Luwin", "revolt", "Défenseur 01", "abstain"]
    votes = {v: choice[i % len(choice)] for i, v in enumerate(voters[:30])}
    game.push(game.parse({"kind": "justice_votes", "votes": votes}))
    save_game(game, path)
    os.utime(path, (1_750_000_000, 1_750_000_000))
    return path
