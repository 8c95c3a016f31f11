"""Random play for Vampire Hunter: the current hunter goes to a random legal neighbour, most often
one the vampires hold (a hunter hunts), and on with the diligence half the time; the order's
defaults for everything else."""

from __future__ import annotations

import random

from gmconsole.engine.actions import Action
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules.actions import Hunt
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import VampireHunterState
from gmconsole.games.vampire_hunter.rules.turn import legal_moves


class RandomPolicy:
    def __init__(self, rng: random.Random, scenario: VampireHunterScenario) -> None:
        self.rng = rng
        self.scenario = scenario

    def orders(self, state: VampireHunterState) -> list[Action]:
        if state.over or not state.order:
            return []
        name = state.step
        first = legal_moves(state, self.scenario, name)
        if not first:
            return []
        moves = [self._pick(state, first)]
        if eqp.has_diligence(self.scenario, state.hunters[name]) and self.rng.random() < 0.5:
            second = legal_moves(state, self.scenario, name, moves[0])
            if second:
                moves.append(self._pick(state, second))
        return [Hunt(hunter=name, moves=moves)]

    def _pick(self, state: VampireHunterState, towns: list[str]) -> str:
        held = [t for t in towns if state.tokens.get(t)]
        if held and self.rng.random() < self.HUNT:
            return self.rng.choice(held)
        return self.rng.choice(towns)

    HUNT = 0.7
    """How often a hunter with vampires next door goes to fight them."""
