"""The random policy: orders for the current step, drawn as careless players would give them.

The contract's policy (see :mod:`gmconsole.engine.rules.plugin`): built with a random stream
and the scenario, ``orders(state)`` gives the orders of the current step without the final
``resolve``. The leader picks a squad of the right size uniformly; each approval vote and each
spy's sabotage is a coin (0.5 by default, the public peers' policy).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gmconsole.engine.actions import Action
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
from gmconsole.games.astrub.rules.rules import APPROVAL, PROPOSAL
from gmconsole.games.astrub.rules.scenario import AstrubScenario
from gmconsole.games.astrub.rules.state import AstrubState

_ORDERS: dict[tuple[Any, ...], Action] = {}
"""Orders already validated, by what was drawn: a simulator plays thousands of games at one table,
and the same squads, votes and choices come again (orders are frozen models, so one is given
again instead of validating its twin). Forgotten whole when it reaches :data:`_MOST_ORDERS`."""
_MOST_ORDERS = 20_000


def _order(key: tuple[Any, ...], make: Callable[[], Action]) -> Action:
    order = _ORDERS.get(key)
    if order is None:
        if len(_ORDERS) >= _MOST_ORDERS:
            _ORDERS.clear()
        order = _ORDERS[key] = make()
    return order


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
        phase = state.phase
        if phase == PROPOSAL:
            size = self.scenario.squad_sizes[str(len(names))][state.turn - 1]
            members = rng.sample(names, size)
            return [_order(("squad", *members), lambda: ProposeSquad(members=members))]
        if phase == APPROVAL:
            random_, approve = rng.random, self.approve
            drawn = [random_() < approve for _ in names]  # the draws in seat order, as before
            return [_order(("votes", *names, *drawn), lambda: CastVotes(votes=dict(zip(names, drawn))))]
        spies = set(state.spies())
        random_, sabotage, squad = rng.random, self.sabotage, state.squad
        chosen = [n in spies and random_() < sabotage for n in squad]
        return [
            _order(("mission", *squad, *chosen), lambda: MissionChoices(choices=dict(zip(squad, chosen))))
        ]


class HeuristicPolicy(RandomPolicy):
    """Players who act on what they know (for ``--policy heuristic`` and the creation estimate).

    The spies know each other (M-S-2); every player sees which squads went on the missions and
    which missions failed. A mercenary suspects the members of failed missions (one point per
    failure), trusts the members of a mission that needed one sabotage and succeeded (a spy here
    always sabotages), trusts himself, proposes the least suspected squad with himself in it and approves
    only a squad no more suspected than the best he could make, and approves anything when one
    more rejection would give the spies the game (M-M-5). A spy leader takes himself and
    mercenaries; a spy approves a squad with a spy in it; a spy in a squad sabotages, one spy per
    squad enough when the mission needs one sabotage. Ties are broken by the policy's own draws.
    """

    def __init__(self, rng: random.Random, scenario: AstrubScenario) -> None:
        super().__init__(rng, scenario)
        self.suspicion: dict[str, int] = {}
        self.on_mission: tuple[int, list[str]] | None = None
        """The mission being played and its squad, read back once its result is known."""

    def _learn(self, state: AstrubState) -> None:
        if self.on_mission is not None:
            number, squad = self.on_mission
            if len(state.results) >= number:
                if not state.results[number - 1]:
                    for name in squad:
                        self.suspicion[name] = self.suspicion.get(name, 0) + 1
                elif self.scenario.missions[number - 1].fails_at == 1:
                    for name in squad:  # every spy sabotages: a success clears its squad
                        self.suspicion[name] = -100
                self.on_mission = None

    def _ranked(self, names: list[str], but: str) -> list[str]:
        """``names`` less ``but``, least suspected first (ties in a random order)."""
        rng, suspicion = self.rng, self.suspicion
        return sorted((n for n in names if n != but), key=lambda n: (suspicion.get(n, 0), rng.random()))

    def orders(self, state: AstrubState) -> list[Action]:
        self._learn(state)
        rng, names, scenario = self.rng, [p.name for p in state.players], self.scenario
        spies = set(state.spies())
        size = scenario.squad_sizes[str(len(names))][state.turn - 1]
        if state.phase == PROPOSAL:
            leader = state.leader or names[0]
            if leader in spies:
                others = [n for n in names if n not in spies]
                rng.shuffle(others)
                members = [leader, *others[: size - 1]]
            else:
                members = [leader, *self._ranked(names, leader)[: size - 1]]
            return [_order(("squad", *members), lambda: ProposeSquad(members=members))]
        if state.phase == APPROVAL:
            last_chance = state.rejections + 1 >= scenario.options.rejections_limit
            squad = state.squad
            votes = {}
            for name in names:
                if last_chance:
                    votes[name] = True
                elif name in spies:
                    votes[name] = any(m in spies for m in squad)
                else:
                    best = sum(self.suspicion.get(n, 0) for n in self._ranked(names, name)[: size - 1])
                    mine = sum(self.suspicion.get(n, 0) for n in squad if n != name)
                    votes[name] = mine <= best
            return [_order(("votes", *votes, *votes.values()), lambda: CastVotes(votes=votes))]
        self.on_mission = (state.turn, list(state.squad))
        needed = scenario.missions[state.turn - 1].fails_at
        saboteurs = [n for n in state.squad if n in spies][: max(1, needed)] if needed == 1 else spies
        choices = {n: n in saboteurs for n in state.squad}
        return [_order(("mission", *choices, *choices.values()), lambda: MissionChoices(choices=choices))]
