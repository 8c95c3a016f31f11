"""Playing a game on by a plug-in's random policy, as the GM's path does (``Game.push``): the
step the tests that play whole or partial games share. ``tests/`` is on ``sys.path`` (the root
``conftest.py`` puts it there), so any test folder imports it: ``from policy_play import play_step``.
"""

from __future__ import annotations

from typing import Any

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game


def play_step(game: Game, policy: Any) -> None:
    """One step: every order ``policy`` proposes for the game's state pushed, those the rules
    refuse dropped (as a GM drops an order the rules refuse), then the step's resolution."""
    for order in policy.orders(game.state):
        try:
            game.push(order)
        except RuleViolation:
            continue
    game.push(Resolve())
