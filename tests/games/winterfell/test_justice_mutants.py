"""Tests written for the justice module's surviving mutants (issue 12, ``tools/mutate.py``).

Each asserts a rule's outcome (the state, the events, the checklist's structure, a refusal's
``rule``), not the English text of a message: the messages move to a wording system. The mutants
each test kills are listed in ``docs/testing.md``.
"""

from __future__ import annotations

from phase_cast import SCENARIO, accused_table, kill, one, play, refused_under, resolve, table, with_settings

from gmconsole.games.winterfell.rules import justice
from gmconsole.games.winterfell.rules.justice import Accuse, Interrogate, JusticeVotes, tally


def _executed_table(target="g7"):
    state = accused_table(accused=(target, "g11", "kn5"))
    votes = {f"kn{i}": target for i in range(1, 13)} | {f"cap{i}": target for i in range(1, 6)}
    play(state, JusticeVotes(votes=votes))
    resolve(state)
    assert state.step == "interrogation"
    return state


# -- the public checklist (W-J-1, W-J-3, W-J-4, W-J-5, W-J-6) ---------------------------------
def test_w_j_1_the_public_checklist_of_the_accusation_step_is_the_gms():
    """W-J-1: the accusations are cast in the thread: the public checklist shows them as the GM's."""
    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="a"))
    public = justice.public_checklist(state, SCENARIO)
    assert public == justice.checklist(state, SCENARIO)
    assert [s.status for s in public] == ["missing", "optional"]  # the names left to the draw


def test_w_j_5_the_public_checklist_of_the_vote_shows_the_revolt_votes_cast_never_the_loyalist_count():
    """W-J-5: the public vote step shows the votes and tally (as the GM's) and how many voted for
    the revolt; the loyalist count and the votes needed stay the GM's unless published."""
    state = accused_table()
    play(state, JusticeVotes(votes={"g20": "revolt", "g3": "revolt", "cap2": "g10"}))
    gm = justice.checklist(state, SCENARIO)
    public = justice.public_checklist(state, SCENARIO)
    assert len(gm) == 3 and len(public) == 3
    assert public[:2] == gm[:2]
    assert public[2] != gm[2] and public[2].status == "optional"
    assert "2" in public[2].detail and str(tally(state, SCENARIO).revolt_needed) not in public[2].label
    published = with_settings("justice", publish_revolt_count=True)
    assert justice.public_checklist(state, published) == justice.checklist(state, published)
    calm = with_settings("justice", revolt=False)
    assert justice.public_checklist(state, calm) == justice.checklist(state, calm)[:2]


def test_w_j_6_the_public_checklist_of_the_interrogation_is_private():
    """W-J-6: the Gars du Bâtard's choice goes to the GM in private: the public step says so."""
    state = _executed_table("g7")
    [step] = justice.public_checklist(state, SCENARIO)
    assert step.status == "private" and "g7" in step.detail
    play(state, Interrogate(target="g7"))
    [step] = justice.public_checklist(state, SCENARIO)
    assert step.status == "private"
    assert justice.checklist(state, SCENARIO)[0].status == "entered"


def test_w_j_5_the_gms_checklist_counts_the_loyalist_revolt_votes_and_warns_of_a_success():
    """W-J-5: the GM's vote step ends with the revolt's count: optional while short of half the
    loyalists, a warning once the votes entered make it succeed."""
    state = accused_table()
    play(state, JusticeVotes(votes={"g20": "revolt"}))
    last = justice.checklist(state, SCENARIO)[-1]
    assert last.status == "optional"
    loyal = [p.name for p in state.living() if p.camp == "loyalists" and p.rank != "great_vassal"]
    play(state, JusticeVotes(votes={name: "revolt" for name in loyal}))
    assert tally(state, SCENARIO).revolt_success
    last = justice.checklist(state, SCENARIO)[-1]
    assert last.status == "warning"


# -- W-J-1, W-J-2: accusations -----------------------------------------------------------------
def test_w_j_1_with_fewer_accused_than_gvs_the_first_gvs_to_name_take_the_places():
    """W-J-1: "Les Grands Vassaux doivent chacun proposer un nom". With a scenario of one or two
    accused (``accused``, "whatever the number of GVs"), the first GVs to name take the places, a
    later GV is refused (W-J-2) and a GV's new name replaces his own. (The engine used to refuse
    every accusation there: the places of the silent GVs were reserved even for a first name.)"""
    one_accused = with_settings("justice", accused=1)
    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="a"), scenario=one_accused)
    assert [(a.by, a.accused) for a in state.justice.accusations] == [("gv1", "g10")]
    error = refused_under(state, Accuse(by="gv2", accused="g11", justification="b"), "W-J-2", one_accused)
    assert error.player == "gv2"
    ctx = play(state, Accuse(by="gv1", accused="g12", justification="c"), scenario=one_accused)
    assert [(a.by, a.accused) for a in state.justice.accusations] == [("gv1", "g12")]
    assert len(ctx.warnings) == 1  # the replacement is said
    two_accused = with_settings("justice", accused=2)
    state = table()
    play(
        state,
        Accuse(by="gv2", accused="g10", justification="a"),
        Accuse(by="gv3", accused="g11", justification="b"),
        scenario=two_accused,
    )
    refused_under(state, Accuse(by="gv1", accused="g12", justification="c"), "W-J-2", two_accused)
    ctx = resolve(state, two_accused)
    assert [a["accused"] for a in one(ctx, "accused").data["accused"]] == ["g10", "g11"] and not ctx.rolls


def test_w_j_2_the_checklist_announces_a_single_name_left_to_the_draw():
    """W-J-2: with two names given, the checklist says one accused will be drawn on resolve."""
    state = table()
    play(
        state,
        Accuse(by="gv1", accused="g10", justification="a"),
        Accuse(by="gv2", accused="g11", justification="b"),
    )
    steps = justice.checklist(state, SCENARIO)
    assert len(steps) == 2 and steps[1].status == "optional" and steps[1].detail == "W-J-2"
    assert "1" in steps[1].label


# -- W-J-3: votes --------------------------------------------------------------------------------
def test_w_j_3_an_accused_whose_name_is_a_special_word_gets_the_vote_typed_in_another_case():
    """W-J-3: an accused's name wins over the special words: a player called "Blanc" is accused;
    "blanc" (the abstention word) typed in the vote is a vote for him."""
    state = accused_table(accused=("Blanc", "g11", "kn5"), g10={"name": "Blanc"})
    play(state, JusticeVotes(votes={"cap2": "blanc", "cap3": "Blanc"}))
    assert state.justice.votes == {"cap2": "Blanc", "cap3": "Blanc"}
    assert tally(state, SCENARIO).totals["Blanc"] == 14


# -- W-J-4: the execution of the ghost -----------------------------------------------------------
def test_w_j_4_the_ghosts_execution_sets_the_turn_of_his_death():
    """W-J-4, W-V-1: the ghost executed at turn 2 dies in justice, and the turn of the ghost's
    death (from which W-V-1 counts) is 2."""
    state = table(turn=2)
    play(
        state,
        *(
            Accuse(by=f"gv{i}", accused=a, justification="x")
            for i, a in enumerate(("cap1", "g11", "kn5"), start=1)
        ),
    )
    resolve(state)
    votes = {f"kn{i}": "cap1" for i in range(1, 13)} | {f"cap{i}": "cap1" for i in range(2, 6)}
    play(state, JusticeVotes(votes=votes))
    resolve(state)
    ghost = state.wp("cap1")
    assert not ghost.alive and (ghost.died_turn, ghost.died_phase) == (2, "justice")
    assert state.ghost_died_turn == 2


# -- the settings' model --------------------------------------------------------------------------
def test_the_justice_settings_are_frozen_and_accept_zero_minimums():
    """W-J-5, W-J-6: a revolt without a minimum of votes and an interrogation that never reveals
    are legal settings; the settings cannot be changed once loaded."""
    import pydantic
    import pytest

    from gmconsole.games.winterfell.rules.justice import JusticeSettings

    settings = JusticeSettings(revolt_min_votes=0, interrogation_percent=0)
    assert (settings.revolt_min_votes, settings.interrogation_percent) == (0, 0)
    for bad in ({"revolt_min_votes": -1}, {"interrogation_percent": -1}):
        with pytest.raises(pydantic.ValidationError):
            JusticeSettings(**bad)
    with pytest.raises(pydantic.ValidationError):
        settings.accused = 2  # type: ignore[misc]


def test_w_j_3_an_abstention_weighs_nothing_in_the_public_vote_table():
    """W-J-3: "Chaque joueur vote alors pour l'un des accusés (ou s'abstient)": an abstention is
    shown in the vote table with no weight."""
    state = accused_table()
    play(state, JusticeVotes(votes={"cap2": "abstain", "kn6": "g10"}))
    ctx = resolve(state)
    rows = one(ctx, "justice_result").data["votes"]
    assert {"voter": "cap2", "vote": "abstain", "weight": 0} in rows
    assert {"voter": "kn6", "vote": "g10", "weight": 3} in rows


def test_w_j_3_one_voter_given_two_different_votes_in_one_order_is_refused_the_same_vote_twice_is_not():
    """W-J-3: each player votes for one accused: an order naming the same voter twice (through two
    spellings) with two different votes is refused; twice the same vote is one vote."""
    state = accused_table()
    error = refused_under(state, JusticeVotes(votes={"g20": "g10", "G20": "g11"}), "W-J-3")
    assert error.player == "g20"
    play(state, JusticeVotes(votes={"g20": "g10", "G20": "G10"}))
    assert state.justice.votes == {"g20": "g10"}


def test_w_j_2_a_gvs_second_name_after_every_other_gv_named_takes_the_third_place():
    """W-J-2: "Si les Grands Vassaux ne sont plus au nombre de 3, ils ont quand même le droit de
    proposer un troisième nom": two GVs alive, both have named; the first one's second name takes
    the free third place (it replaces nothing)."""
    state = table()
    kill(state, "gv3")
    ctx = play(
        state,
        Accuse(by="gv2", accused="g11", justification="a"),
        Accuse(by="gv1", accused="g10", justification="b"),
        Accuse(by="gv1", accused="g12", justification="c"),
    )
    assert [(a.by, a.accused) for a in state.justice.accusations] == [
        ("gv2", "g11"),
        ("gv1", "g10"),
        ("gv1", "g12"),
    ]
    assert ctx.warnings == []
