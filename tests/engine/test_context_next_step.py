"""``Context.next_step``: a simulator keeps the deal's context for a whole game and aims it at
each step; what it files and rolls after that is what a new context would (issue 17)."""

from __future__ import annotations

from copy import deepcopy

from gmconsole.engine.events import PUBLIC
from gmconsole.engine.rules.base import Context, ScenarioBase
from gmconsole.engine.state import GameState, Player

SCENARIO = ScenarioBase(game="test", name="test")


def a_state() -> GameState:
    return GameState(
        game="test", seed="next-step", seed_sha256="", players=[Player("Ann", 1), Player("Ben", 2)]
    )


def test_a_context_aimed_at_the_next_step_rolls_and_files_as_a_new_one() -> None:
    state = a_state()
    kept = Context(state, SCENARIO)
    kept.dice.die("test.first", 6)  # its dice made at turn 0, phase setup
    kept.add_event("first", PUBLIC, "", {})
    state.turn, state.phase = 2, "day"
    twin = deepcopy(state)

    kept.next_step()
    kept.dice.die("test.roll", 100)
    kept.dice.die("test.roll", 100)
    kept.add_event("later", PUBLIC, "", {"n": 1})
    new = Context(twin, SCENARIO)
    new.dice.die("test.roll", 100)
    new.dice.die("test.roll", 100)
    new.add_event("later", PUBLIC, "", {"n": 1})

    assert (kept.turn, kept.phase) == (2, "day")
    assert [r.model_dump() for r in kept.rolls[1:]] == [r.model_dump() for r in new.rolls]
    assert [e.model_dump() for e in kept.events[1:]] == [e.model_dump() for e in new.events]
    assert state.dice_counters == twin.dice_counters
    assert [e.kind for e in kept.events] == ["first", "later"] and len(kept.rolls) == 3  # kept


def test_next_step_without_dice_made_yet() -> None:
    state = a_state()
    ctx = Context(state, SCENARIO)
    state.turn, state.phase = 1, "night"
    ctx.next_step()
    assert ctx.dice.turn == 1 and ctx.dice.phase == "night" and ctx.rolls == []
