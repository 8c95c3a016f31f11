"""The Thiercelieux demo: twelve villagers after a first night and a first day, stopped in the
middle of the second day's vote, so the roster, the ballot, the dice and the post have content."""

from __future__ import annotations

import random

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario

THIERCELIEUX_PLAYERS = [
    ("Aurélie", "f"),
    ("Baptiste", "m"),
    ("Clémence", "f"),
    ("Damien", "m"),
    ("Élodie", "f"),
    ("Fabrice", "m"),
    ("Gaëlle", "f"),
    ("Hugo", "m"),
    ("Inès", "f"),
    ("Jules", "m"),
    ("Karine", "f"),
    ("Léon", "m"),
]


def build_demo(seed: str = "demo-thiercelieux", policy_seed: int = 1) -> Game:
    """Twelve players played by the heuristic policy until the second day's vote, then half of
    that vote entered. Seeds whose game ends before that day are skipped, in order, so the demo
    is the same every time."""
    from gmconsole.engine.errors import RuleViolation
    from gmconsole.games.thiercelieux.rules.policy import HeuristicPolicy
    from gmconsole.games.thiercelieux.rules.state import DAY, VOTE, ThiercelieuxState

    scenario = load_scenario("thiercelieux")
    roster = [RosterEntry(name=name, gender=gender) for name, gender in THIERCELIEUX_PLAYERS]
    for attempt in range(50):
        game = Game.new(scenario, roster, seed if attempt == 0 else f"{seed}-{attempt}")
        policy = HeuristicPolicy(random.Random(policy_seed), scenario)  # type: ignore[arg-type]
        for _ in range(200):
            state: ThiercelieuxState = game.state  # type: ignore[assignment]
            if state.over or (state.turn == 2 and state.phase == DAY and state.step == VOTE):
                break
            try:
                game.push([*policy.orders(state), game.parse({"kind": "resolve"})])
            except RuleViolation:
                game.push(game.parse({"kind": "resolve"}))
        if game.state.over:
            continue
        for order in policy.orders(game.state):  # type: ignore[arg-type]
            votes = getattr(order, "votes", None)
            if votes:
                half = dict(list(votes.items())[: len(votes) // 2])
                game.push(game.parse({"kind": order.kind, "votes": half}))
        return game
    raise RuntimeError("no Thiercelieux demo seed reached the second day: look at the policy")
