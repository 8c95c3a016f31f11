"""The end (V-V): the hunters win when no token is left or Dracula is destroyed; they lose when a
hunter dies or when every town holds tokens."""

from __future__ import annotations

from gmconsole.engine.rules.base import Context
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import HUNTERS, OVER, VAMPIRES, VampireHunterState


def check(state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario) -> bool:
    """Decide the game if it is decided; True when it is over."""
    winner, rule, reason = "", "", ""
    dead = [p.name for p in state.players if not p.alive]
    if dead:
        winner, rule, reason = VAMPIRES, "V-V-2", "damned"
    elif state.dracula_destroyed:
        winner, rule, reason = HUNTERS, "V-V-1", "dracula"
    elif not any(state.tokens.values()):
        winner, rule, reason = HUNTERS, "V-V-1", "no_token"
    elif all(state.tokens.get(t, 0) > 0 for t in scenario.towns):
        winner, rule, reason = VAMPIRES, "V-V-2", "every_town"
    if not winner:
        return False
    state.winner, state.victory_rule, state.phase = winner, rule, OVER
    state.orders = {}
    ctx.emit(
        "victory",
        rule=rule,
        winner=winner,
        reason=reason,
        damned=dead,
        turn=state.turn,
        seed=state.seed,
    )
    return True
