"""The end report is made when the game's events are read (``ctx.record_made``, issue 17's speed:
a simulator never reads them), from the state the game ended in and the points lines the victory
check made: read at the end of a whole game on one context, it is the report read at once, and
``state.scores`` are its rows' points (W-P-1..5)."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.scenarios import load_scenario

RULES = WinterfellRules()


def _events(events) -> list[tuple]:
    return [(e.kind, e.turn, e.phase, e.audience, e.rule, repr(e.data)) for e in events]


def _play(scenario, seed: int, one_context: bool) -> tuple[list[tuple], dict, object]:
    state, ctx = RULES.setup(scenario, random_roster(30), f"late-{seed}")
    events = [] if one_context else _events(ctx.events)
    policy = RandomPolicy(random.Random(seed), scenario)
    report = None
    while not state.over:
        ctx.next_step() if one_context else None
        for action in policy.orders(state):
            step = ctx if one_context else Context(state, scenario)
            try:
                RULES.apply(state, action, step)
            except RuleViolation:
                continue
            if one_context and (state.phase != ctx.phase or state.turn != ctx.turn):
                ctx.next_step()
            events += [] if one_context else _events(step.events)
        step = ctx if one_context else Context(state, scenario)
        RULES.apply(state, Resolve(), step)
        if state.over:
            report = points.end_report(state, scenario)  # made at once, the eager way
        events += [] if one_context else _events(step.events)
    if one_context:
        events = _events(ctx.events)  # read at the very end
    return events, report, state


@pytest.mark.parametrize("scenario_name", ["winterfell", "meereen"])
def test_w_p_1_the_end_report_read_late_is_the_report_made_at_once(scenario_name: str) -> None:
    scenario = load_scenario(scenario_name)
    winners = set()
    for seed in range(5):
        late, report, state = _play(scenario, seed, one_context=True)
        soon, _, _ = _play(scenario, seed, one_context=False)
        assert late == soon
        (made,) = [e for e in late if e[0] == "end_report"]
        assert made[5] == repr(report)
        assert state.scores == {row["name"]: row["points"] for row in report["players"]}
        assert any(state.scores.values())
        winners.add(state.winner)
    assert len(winners) > 1  # more than one camp's points
