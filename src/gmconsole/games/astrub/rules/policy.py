"""The random policy: orders for the current step, drawn as careless players would give them.

The contract's policy (see :mod:`gmconsole.engine.rules.plugin`): built with a random stream
and the scenario, ``orders(state)`` gives the orders of the current step without the final
``resolve``. The leader picks a squad of the right size uniformly; each approval vote and each
spy's sabotage is a coin (0.5 by default, the public peers' policy).
"""

from __future__ import annotations

import random

from gmconsole.engine.actions import Action
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
from gmconsole.games.astrub.rules.rules import APPROVAL, PROPOSAL
from gmconsole.games.astrub.rules.scenario import AstrubScenario
from gmconsole.games.astrub.rules.state import AstrubState


class RandomPolicy:
    def __init__(
        self, rng: random.Random, scenario: AstrubScenario, *, approve: float = 0.5, sabotage: float = 0.5
    ) -> None:
        self.rng = rng
        self.scenario = scenario
        self.approve = approve
        self.sabotage = sabotage

    def orders(self, state: AstrubState) -> list[Action]:
        rng, names = self.rng, [p.name for p in state.players]
        if state.phase == PROPOSAL:
            size = self.scenario.squad_sizes[str(len(names))][state.turn - 1]
            return [ProposeSquad(members=rng.sample(names, size))]
        if state.phase == APPROVAL:
            return [CastVotes(votes={name: rng.random() < self.approve for name in names})]
        spies = set(state.spies())
        return [MissionChoices(choices={n: n in spies and rng.random() < self.sabotage for n in state.squad})]
