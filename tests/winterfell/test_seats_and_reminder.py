"""Winterfell's justice vote with the forum's realities (issue 13, point 20): who is awaited
for the reminder (W-J-3), and a replacement in the middle of the vote."""

from __future__ import annotations

from phase_cast import RULES, SCENARIO, play, resolve, table

from gmconsole.engine.actions import Action, RemovePlayer, ReplacePlayer
from gmconsole.engine.rules.base import Context
from gmconsole.engine.votes_import import import_thread
from gmconsole.games.winterfell.rules.justice import Accuse, JusticeVotes


def seat(state, action: Action) -> None:
    """A seat change, as the Game carries it out (``GameRules.perform``)."""
    RULES.perform(state, action, Context(state, SCENARIO))


def vote_table():
    state = table()
    play(
        state,
        *(
            Accuse(by=f"gv{i}", accused=a, justification="trop discret")
            for i, a in enumerate(("g10", "g11", "kn5"), start=1)
        ),
    )
    resolve(state)
    assert state.step == "vote"
    return state


def test_w_j_3_the_reminder_names_the_voters_who_have_not_voted() -> None:
    state = vote_table()
    voters = RULES.ballot(state, SCENARIO).voters
    assert RULES.awaited(state, SCENARIO) == [p.name for p in state.seating() if p.name in voters]
    play(state, JusticeVotes(votes={"g20": "g10", "cap2": "abstain"}))
    awaited = RULES.awaited(state, SCENARIO)
    assert "g20" not in awaited and "cap2" not in awaited and "g21" in awaited
    assert not any(name.startswith("gv") for name in awaited)  # the GVs do not vote (W-J-3)


def test_a_replacement_during_the_vote_keeps_the_vote_and_matches_the_new_name() -> None:
    state = vote_table()
    play(state, JusticeVotes(votes={"g20": "g10"}))
    seat(state, ReplacePlayer(player="g20", by="Gwendal", aliases=["gwen.bzh"]))
    seat(state, ReplacePlayer(player="g21", by="Inès"))
    assert state.justice.votes == {"Gwendal": "g10"}
    assert "Gwendal" not in RULES.awaited(state, SCENARIO) and "Inès" in RULES.awaited(state, SCENARIO)
    ballot = RULES.ballot(state, SCENARIO)
    thread = "Inès: vote g11\ngwen.bzh: vote g11\ng21: vote kn5\n"
    lines = {
        line.poster: line
        for line in import_thread(thread, state.names, ballot.candidates, voters=ballot.voters).lines
    }
    assert (lines["Inès"].poster_match, lines["Inès"].status) == ("Inès", "clear")
    assert lines["gwen.bzh"].poster_match == "Gwendal"
    # The old name no longer answers for the seat (here it is only like g2: asked, never taken).
    assert lines["g21"].poster_match is None and lines["g21"].status != "clear"
    assert "Inès" not in {name for name, _ in lines["g21"].poster_candidates}


def test_a_removed_player_is_no_longer_awaited() -> None:
    state = vote_table()
    seat(state, RemovePlayer(player="g21"))
    assert "g21" not in RULES.awaited(state, SCENARIO)
    assert "g21" not in RULES.ballot(state, SCENARIO).voters
