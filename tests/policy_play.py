"""Playing a game on by a plug-in's random policy, as the GM's path does (``Game.push``): the
step the tests that play whole or partial games share. ``tests/`` is on ``sys.path`` (the root
``conftest.py`` puts it there), so any test folder imports it: ``from policy_play import play_step``.
"""

from __future__ import annotations

import random
from typing import Any

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario


def every_scenario() -> list[tuple[str, str]]:
    """Each registered game with each of its scenarios: (game, scenario)."""
    return [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]


def play_step(game: Game, policy: Any) -> None:
    """One step: every order ``policy`` proposes for the game's state pushed, those the rules
    refuse dropped (as a GM drops an order the rules refuse), then the step's resolution."""
    for order in policy.orders(game.state):
        try:
            game.push(order)
        except RuleViolation:
            continue
    game.push(Resolve())


def played_game(
    game_name: str, scenario_name: str, seed: str, policy_seed: int, steps: int
) -> tuple[Game, Any]:
    """A new game of ``scenario_name`` (the plug-in's roster size, or its rules' least) dealt
    from ``seed``, played ``steps`` steps (fewer if it ends) by its random policy; the game and
    the policy, to play on."""
    plugin = registry.find_plugin(game_name)
    scenario = load_scenario(scenario_name)
    count = plugin.players or registry.find_rules(game_name).min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count + 1)]
    game = Game.new(scenario, roster, seed)
    policy = plugin.load(plugin.policy)(random.Random(policy_seed), scenario)
    for _ in range(steps):
        if game.state.over:
            break
        play_step(game, policy)
    return game, policy
