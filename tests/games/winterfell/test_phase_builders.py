"""What the phases build without their classes' own code (issue 17, speed) is what that code
builds: ``tell``'s fact and ``learned`` event (W-S-5 and every gain of knowledge)."""

from __future__ import annotations

from gmconsole.engine.events import Event, to_player
from gmconsole.engine.rules.base import Context
from gmconsole.engine.state import Knowledge
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.games.winterfell.rules.state import WinterfellState
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _state() -> WinterfellState:
    state, _ = WinterfellRules().setup(WINTERFELL, random_roster(25), "phase-builders")
    return state


def test_w_s_5_tell_makes_the_fact_and_the_event_their_classes_make() -> None:
    state = _state()
    ctx = Context(state, WINTERFELL)
    a, b = state.players[0].name, state.players[1].name
    facts = len(state.knowledge)
    tell(state, ctx, a, b, "cub", "W-S-5", how="setup", batch="wolves")
    fact, event = state.knowledge[-1], ctx.events[-1]
    assert type(fact) is Knowledge and fact == Knowledge(a, b, "cub", state.turn, "W-S-5")
    assert type(event) is Event
    assert event == Event(
        "learned",
        ctx.turn,
        ctx.phase,
        to_player(a),
        "W-S-5",
        {"about": b, "seen_as": "cub", "how": "setup", "batch": "wolves"},
    )
    assert list(event.data) == ["about", "seen_as", "how", "batch"]
    assert state.fact(a, b) is fact and len(state.knowledge) == facts + 1
    tell(state, ctx, a, a, "cub", "W-S-5")  # nobody learns about himself
    assert len(state.knowledge) == facts + 1 and ctx.events[-1] is event
