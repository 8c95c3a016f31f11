"""The 50-player Winterfell save after 5 turns that the start-up measures use (issue 17), and the
orders of its next step for ``apply``.

    .venv/bin/python benchmarks/startup_save.py DIR   # writes DIR/wf50.toml and DIR/orders.toml
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import tomli_w

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.winterfell.rules.simulate import RandomPolicy
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario

TURNS = 5


def build(folder: Path, seed: str = "startup") -> tuple[Path, Path]:
    """Deal and play (``Game.push``, one batch a step, the random policy) until turn 6 opens;
    a seed whose game lasts that long is searched from ``seed``."""
    scenario = load_scenario("winterfell")
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, 51)]
    for attempt in range(100):
        game = Game.new(scenario, roster, f"{seed}-{attempt}")
        policy = RandomPolicy(random.Random(attempt), scenario)
        while not game.state.winner and game.state.turn <= TURNS:
            orders = policy.orders(game.state)
            kept = []
            for order in orders:  # the orders the rules take, one by one (a GM's corrections)
                try:
                    game.push([order])
                    game.undo()
                    kept.append(order)
                except RuleViolation:
                    pass
            game.push([*kept, Resolve()])
        if not game.state.winner:
            break
    else:  # pragma: no cover
        raise SystemExit("no seed lasts 5 turns")
    folder.mkdir(parents=True, exist_ok=True)
    save = save_game(game, folder / "wf50.toml")
    orders = []
    for order in policy.orders(game.state):
        try:
            game.push([order])
            game.undo()
            orders.append(order.model_dump(mode="json", exclude_defaults=True) | {"kind": order.kind})
        except RuleViolation:
            pass
    path = folder / "orders.toml"
    path.write_text(tomli_w.dumps({"orders": orders}), encoding="utf-8")
    return save, path


if __name__ == "__main__":
    print(*build(Path(sys.argv[1])))
