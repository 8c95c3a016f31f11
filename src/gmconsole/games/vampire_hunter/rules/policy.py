"""Random play for Vampire Hunter: the current hunter goes to a random legal neighbour, most often
one the vampires hold (a hunter hunts), and on with the diligence half the time; the order's
defaults for everything else."""

from __future__ import annotations

import random

from gmconsole.engine.actions import Action
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules.actions import Hunt
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import Hunter, VampireHunterState
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


class HeuristicPolicy(RandomPolicy):
    """Hunters who play as a table would, with what everyone sees (the game is co-operative and
    the board public):

    - next to a town the vampires hold, a hunter goes to the one with the most tokens (the big
      stacks spread most, V-P-1, and the more vampires he meets the sooner he meets Dracula,
      V-V-1); otherwise he takes the road that brings him nearest to one; with the diligence he
      always moves twice, each time so (V-T-2);
    - one wound from death and nothing to heal with, he keeps away from the vampires (a lost
      fight would lose the game, V-V-2);
    - wounded to half his life points, he heals with the holy item that heals least before
      moving (V-E-4).
    """

    def orders(self, state: VampireHunterState) -> list[Action]:
        if state.over or not state.order:
            return []
        name = state.step
        hunter = state.hunters[name]
        first = legal_moves(state, self.scenario, name)
        if not first:
            return []
        heal = self._healing(hunter)
        life = self.scenario.hunters[hunter.card].life
        cautious = hunter.wounds + 1 >= life and not heal
        moves = [self._toward(state, first, cautious)]
        if not cautious and eqp.has_diligence(self.scenario, hunter):
            second = legal_moves(state, self.scenario, name, moves[0])
            if second:
                moves.append(self._toward(state, second, cautious))
        wounded = hunter.wounds and 2 * hunter.wounds >= life
        return [Hunt(hunter=name, moves=moves, heal_with=[heal] if wounded and heal else [])]

    def _healing(self, hunter: Hunter) -> str:
        """The held item that heals least, or "" (V-E-4)."""
        heals = [
            (self.scenario.rules.heal_value(eqp.card(self.scenario, i).holy), i.card)
            for i in hunter.items
            if self.scenario.rules.heal_value(eqp.card(self.scenario, i).holy)
        ]
        return min(heals)[1] if heals else ""

    def _toward(self, state: VampireHunterState, towns: list[str], cautious: bool) -> str:
        if cautious:
            safe = [t for t in towns if not state.tokens.get(t)]
            return self.rng.choice(safe or towns)
        held = [t for t in towns if state.tokens.get(t)]
        if held:
            most = max(state.tokens[t] for t in held)
            return self.rng.choice([t for t in held if state.tokens[t] == most])
        distance = self._distance_to_tokens(state)
        nearest = min(distance.get(t, len(distance)) for t in towns)
        return self.rng.choice([t for t in towns if distance.get(t, len(distance)) == nearest])

    def _distance_to_tokens(self, state: VampireHunterState) -> dict[str, int]:
        """Each town's distance by road to the nearest town with tokens (breadth first)."""
        roads = self.scenario.adjacency()
        distance = {t: 0 for t, n in state.tokens.items() if n}
        frontier = list(distance)
        while frontier:
            following = []
            for town in frontier:
                for other in roads[town]:
                    if other not in distance:
                        distance[other] = distance[town] + 1
                        following.append(other)
            frontier = following
        return distance
