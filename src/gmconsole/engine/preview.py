"""What pushing some orders would do, without doing it.

Clients (the console's squad builder, the resolve confirmation) ask the rules themselves whether
a draft order is legal, instead of re-implementing any rule: :func:`preview` runs the actions on a
throw-away copy of the game and reports the refusal, or the warnings and the state it would give.
The game passed in is never modified (its state, journal and redo stack stay as they are).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gmconsole.engine.actions import Action
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.state import GameState
from gmconsole.engine.worded import describe


@dataclass
class Preview:
    """``problem`` is the rules' refusal ("" when legal); ``state`` the state it would give."""

    problem: str = ""
    rule: str = ""
    player: str = ""
    warnings: list[str] = field(default_factory=list)
    state: GameState | None = None

    @property
    def ok(self) -> bool:
        return not self.problem


def preview(game: Game, actions: Action | Iterable[Action]) -> Preview:
    """Dry-run ``actions`` on a copy of ``game``: the refusal it would meet, or its warnings."""
    probe = Game(game.rules, game.scenario, game.roster, game.seed, game.state, game.setup)
    try:
        applied = probe._push(actions)
    except RuleViolation as exc:
        return Preview(problem=describe(exc, game.scenario), rule=exc.rule, player=exc.player)
    return Preview(warnings=[describe(w, game.scenario) for w in applied.warnings], state=probe.state)
