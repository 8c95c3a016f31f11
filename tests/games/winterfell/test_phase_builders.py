"""What the phases build without their classes' own code (issue 17, speed) is what that code
builds: ``tell``'s fact and ``learned`` event (W-S-5 and every gain of knowledge), and a guess
filed through ``WinterfellState.filed`` (W-E-10: a guesser's later guess of the same turn
replaces his earlier one), whatever the state's guesses list went through in between."""

from __future__ import annotations

import pytest

from gmconsole.engine.events import Event, to_player
from gmconsole.engine.rules.base import Context
from gmconsole.engine.state import Knowledge
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.games.winterfell.rules.state import Guess, WinterfellState
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


def _scan(guesses: list[Guess], guess: Guess) -> list[Guess]:
    """What ``filed`` replaced: a scan of every guess."""
    return [g for g in guesses if not (g.by == guess.by and g.turn == guess.turn)] + [guess]


@pytest.mark.parametrize("meddle", ["none", "replaced", "appended", "emptied"])
def test_w_e_10_a_filed_guess_replaces_the_guessers_guess_of_the_turn_only(meddle: str) -> None:
    state = _state()
    names = [p.name for p in state.players]
    plan = [(names[0], 1), (names[1], 1), (names[0], 1), (names[0], 2), (names[2], 2), (names[1], 1)]
    for i, (by, turn) in enumerate(plan):
        if i == 3 and meddle == "replaced":  # a new list given by hand (a takeover, a test)
            state.guesses = [Guess(by=names[2], turn=2, ghost=names[3])]
        elif i == 3 and meddle == "appended":  # the same list grown in place
            state.guesses.append(Guess(by=names[2], turn=2, ghost=names[4]))
        elif i == 3 and meddle == "emptied":
            state.guesses = []
        before = state.guesses
        kept = list(before)
        guess = Guess(by=by, turn=turn, ghost=names[5 + i])
        filed = state.filed(guess)
        assert filed == _scan(kept, guess)
        assert filed is not before and before == kept  # a new list; the state's own unchanged
        state.guesses = filed
