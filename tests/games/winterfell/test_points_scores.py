"""``state.scores`` are made at the victory without the points lines (``points._scores``, issue
17's speed: only the end report reads the lines, made when its event is read): each player's
score is the sum of his ``breakdown`` lines, the same value and type (W-P-1..4), whichever camp
won, with zero-point settings too."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import LOYALISTS, WOLVES, WORSHIPPERS
from gmconsole.scenarios import load_scenario

RULES = WinterfellRules()


def _ended(scenario, seed: int):
    state, _ = RULES.setup(scenario, random_roster(40), f"scores-{seed}")
    policy = RandomPolicy(random.Random(seed), scenario)
    while not state.over:
        for action in policy.orders(state):
            try:
                RULES.apply(state, action, Context(state, scenario))
            except RuleViolation:
                continue
        RULES.apply(state, Resolve(), Context(state, scenario))
    return state


def _by_lines(state, scenario) -> dict[str, tuple[str, float]]:
    return {
        p.name: (type(s).__name__, s)
        for p in state.players
        for s in [points._sum(points.breakdown(state, scenario, p))]
    }


def _lean(state, scenario) -> dict[str, tuple[str, float]]:
    return {name: (type(s).__name__, s) for name, s in points._scores(state, scenario).items()}


@pytest.mark.parametrize("scenario_name", ["winterfell", "meereen"])
def test_w_p_the_scores_are_the_sums_of_the_breakdown_lines_for_every_winner(scenario_name: str) -> None:
    scenario = load_scenario(scenario_name)
    zero = scenario.model_copy(
        update={
            "points": scenario.points.model_copy(
                update={
                    "rank": {**scenario.points.rank, "guard": 0.0},
                    "guess_cub": 0.0,
                    "wolf_roles": {k: 0.0 for k in scenario.points.wolf_roles},
                    "prophecy": 0.0,
                }
            )
        }
    )
    scored = 0
    for seed in range(4):
        state = _ended(scenario, seed)
        assert state.scores == {name: s for name, (_, s) in _lean(state, scenario).items()}
        for winner in (LOYALISTS, WOLVES, WORSHIPPERS, "neutral"):
            state.winner = winner
            for table in (scenario, zero):
                lean = _lean(state, table)
                assert lean == _by_lines(state, table)
                scored += sum(1 for _, s in lean.values() if s)
    assert scored > 100
