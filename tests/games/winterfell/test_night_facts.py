"""The night's facts (``tell`` and a squad's meeting, W-A-6) file their ``learned`` events with
``Context.record``, made only when the events are read (ninth pass, issue 17): the same facts
and the same events, in the same place among the others, as the classes make them."""

from __future__ import annotations

import random

from gmconsole.engine import Context
from gmconsole.engine.events import GM, Event, to_player
from gmconsole.engine.state import Knowledge
from gmconsole.games.winterfell.rules import assassination
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _dealt(seed: str):
    scenario = WINTERFELL
    state, _ = WinterfellRules().setup(scenario, random_roster(30), seed)
    return scenario, state


def _learned(who: str, about: str, seen_as: str, rule: str, turn: int, phase: str, data: dict) -> Event:
    return Event("learned", turn, phase, to_player(who), rule, {"about": about, "seen_as": seen_as, **data})


def test_tell_makes_the_classes_fact_and_event_in_their_place() -> None:
    scenario, state = _dealt("facts-tell")
    ctx = Context(state, scenario)
    names = [p.name for p in state.players]
    before = len(state.knowledge)
    ctx.emit("first", GM, rule="X")
    tell(state, ctx, names[0], names[1], "wolves", "W-A-5", how="failed_attack")
    ctx.emit("between", GM, rule="X")
    tell(state, ctx, names[2], names[3], "ben_bones", "W-A-10", how="ben", whole=["a", "b"])
    tell(state, ctx, names[4], names[4], "ben_bones", "W-A-10")  # about himself: nothing
    assert state.knowledge[before:] == [
        Knowledge(names[0], names[1], "wolves", state.turn, "W-A-5"),
        Knowledge(names[2], names[3], "ben_bones", state.turn, "W-A-10"),
    ]
    turn, phase = ctx.turn, ctx.phase
    assert [e.model_dump() for e in ctx.events] == [
        e.model_dump()
        for e in (
            Event("first", turn, phase, GM, "X", {}),
            _learned(names[0], names[1], "wolves", "W-A-5", turn, phase, {"how": "failed_attack"}),
            Event("between", turn, phase, GM, "X", {}),
            _learned(
                names[2], names[3], "ben_bones", "W-A-10", turn, phase, {"how": "ben", "whole": ["a", "b"]}
            ),
        )
    ]
    assert ctx.count_events() == 4


def _meet_by_tell(state, ctx, names: list[str], rule: str, how: str) -> None:
    """W-A-6 by its definition: each member learns each other who is not already known to him
    as a wolf (his latest fact about him), by ``tell``."""
    known = {(k.who, k.about): k.seen_as for k in state.knowledge}
    for who in names:
        for about in names:
            if about != who and known.get((who, about)) not in assassination.WOLF_LABELS:
                tell(state, ctx, who, about, "wolves", rule, how=how)


def test_a_meeting_tells_what_tell_tells_on_random_groups() -> None:
    for seed in range(30):
        rng = random.Random(seed)
        scenario, state = _dealt(f"facts-meet-{seed}")
        names = [p.name for p in state.players]
        # some facts already known, as wolves or as something else, before the meeting
        for _ in range(rng.randrange(0, 15)):
            who, about = rng.sample(names, 2)
            state.learn(who, about, rng.choice(["wolves", "cub", "lieutenant", "loyalist", "ben_bones"]))
        group = rng.sample(names, rng.randrange(1, 6))
        copy = state.model_copy(deep=True)
        ctx, ctx_copy = Context(state, scenario), Context(copy, scenario)
        ctx.emit("before", GM, rule="X")
        ctx_copy.emit("before", GM, rule="X")
        assassination._meet(state, ctx, group, "W-A-6", "squad")
        _meet_by_tell(copy, ctx_copy, group, "W-A-6", "squad")
        ctx.emit("after", GM, rule="X")
        ctx_copy.emit("after", GM, rule="X")
        assert state.knowledge == copy.knowledge, seed
        assert [e.model_dump() for e in ctx.events] == [e.model_dump() for e in ctx_copy.events], seed
