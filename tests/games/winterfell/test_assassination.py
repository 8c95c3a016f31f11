"""The assassination phase (W-A): squads, lookouts, the sword, Ben, Schlingue, Wyman's pie and
the passage, the simultaneous resolution, and the orders refused before anything is rolled.

The table (``phase_cast``): ``cap1`` the ghost (captain, 7); lieutenants ``kn1``, ``kn2``
(knights, 3) and ``g1`` (guard); cubs ``kn3`` (knight), ``g2``, ``g3``, ``g4`` the turncoat,
``g5`` Wyman, ``g6`` Pestagaupe; ``g7``/``g8`` Hooded Men; ``g26`` Abel; ``g27`` Ben;
``g28`` a loyal Schlingue; ``g29`` the Vervoyant; ``g30`` the Gars du Bâtard.
"""

from __future__ import annotations

import pytest
from phase_cast import (
    RULES,
    SCENARIO,
    events,
    kill,
    night,
    one,
    play,
    refused,
    resolve,
    squad,
    with_settings,
)

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.games.winterfell.rules import assassination as A
from gmconsole.games.winterfell.rules.assassination import (
    BenProtects,
    HandSword,
    NoAssassination,
    Pie,
    ReekScans,
    RemoveSquad,
    SendPassage,
)
from gmconsole.games.winterfell.rules.state import PassageState


def next_night(state):
    """Skip justice and elections (tested elsewhere): the next turn's assassination phase."""
    assert state.phase == "justice"
    state.turn += 1
    state.phase, state.step = "assassination", ""


def learned(ctx, who):
    return [
        (e.data["about"], e.data["seen_as"], e.rule)
        for e in events(ctx, "learned")
        if e.audience.players == (who,)
    ]


def five_wolves(turn: int = 1, **changes):
    """A table where only cap1 (ghost), kn1, kn3, g4 (turncoat) and g5 (Wyman) are alive wolves."""
    state = night(turn, **changes)
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    return state


# -- W-A-1 the squad's influence against the target's ---------------------------------------------------
def test_w_a_1_a_squad_whose_influence_reaches_the_target_kills_it():
    """W-A-1: a squad whose influence reaches the target kills it."""
    state = night()
    play(state, squad(["kn1", "kn2", "g2"], "cap2", lookout="g3"))
    ctx = resolve(state)
    result = one(ctx, "squad_result")
    assert (
        result.data["influence"] == 7 and result.data["needed"] == 7 and result.data["outcome"] == "success"
    )
    assert not state.wp("cap2").alive


def test_w_a_1_against_a_guard_the_squad_needs_two_influence():
    """W-A-1: against a guard the squad needs two influence."""
    state = night()
    play(state, squad("g2", "g10", lookout="g3"), squad(["g1", "g6"], "g11", lookout="kn1"))
    assert any("influence 1 pour 2 requise contre g10" in w for w in RULES.warnings(state, SCENARIO))
    ctx = resolve(state)
    first, second = events(ctx, "squad_result")
    assert (first.data["needed"], first.data["outcome"]) == (2, "failed") and state.wp("g10").alive
    assert (second.data["influence"], second.data["outcome"]) == (2, "success") and not state.wp("g11").alive
    scenario = with_settings("assassination", guard_requirement=1)
    state = night()
    play(state, squad("g2", "g10", lookout="g3"), scenario=scenario)
    resolve(state, scenario=scenario)
    assert not state.wp("g10").alive


# -- W-A-2 the lookout: each absent case is a warning and a failure with its reveal ----------------------
ABSENT = {  # lookout, the problem in English (the event, an order's warnings), the problem in French (the console)
    "none": ("", "no lookout", "pas de guetteur"),
    "dead": ("g3", "the lookout g3 is dead", "g3, au guet, n'est plus en vie"),
    "not a wolf": ("g12", "the lookout g12 is not a wolf", "g12, au guet, n'est pas un loup"),
    "Abel is not a wolf here": ("g26", "the lookout g26 is not a wolf", "g26, au guet, n'est pas un loup"),
    "inside the squad": (
        "kn2",
        "the lookout kn2 is inside the squad",
        "kn2, au guet, fait aussi partie de l'escouade",
    ),
}


@pytest.mark.parametrize("case", sorted(ABSENT))
def test_w_a_2_an_absent_lookout_is_not_refused_it_warns_and_the_attempt_fails_with_a_reveal(case):
    """W-A-2: an absent lookout is not refused it warns and the attempt fails with a reveal."""
    lookout, problem, probleme = ABSENT[case]
    state = night()
    if case == "dead":
        kill(state, "g3", turn=0)
    ctx = play(state, squad(["kn1", "kn2", "g2"], "kn5", lookout=lookout))
    assert any(problem in w and "W-A-2" in w for w in ctx.warnings), ctx.warnings
    assert any(probleme in w and "W-A-2" in w for w in RULES.warnings(state, SCENARIO))
    assert any(problem in w for w in RULES.warnings(state, SCENARIO.model_copy(update={"language": "en"})))
    assert A.lookout_problem(state, SCENARIO, state.assassination, 0) == probleme
    assert [s.status for s in RULES.checklist(state, SCENARIO) if s.label == "escouade 1"] == ["warning"]
    ctx = resolve(state)
    result = one(ctx, "squad_result")
    assert result.data["outcome"] == "failed" and result.data["lookout_problem"] == problem
    assert state.wp("kn5").alive
    assert learned(ctx, "kn5") == [(result.data["revealed"], "wolves", "W-A-5")]
    if lookout and case != "inside the squad":
        assert learned(ctx, lookout) == [], "an absent lookout learns nothing"


def test_w_a_2_a_squads_warnings_are_worded_only_when_read_in_english_with_their_keys():
    """W-A-1, W-A-2: a squad order's warnings (no lookout, influence short of the target) are
    kept as wording keys and worded in English only when ``ctx.warnings`` is read; the GM's
    language words them again from the keys (the lookout's problem inside included)."""
    from gmconsole.engine.worded import Worded, describe

    state = night()
    ctx = Context(state, SCENARIO)
    RULES.apply(state, squad(["g2"], "kn5"), ctx)
    assert [w.__class__ for w in ctx._warnings] == [tuple, tuple]  # nothing worded yet
    warnings = ctx.warnings
    assert all(isinstance(w, Worded) for w in warnings)
    assert [w.key for w in warnings] == [
        "squad-against-attempt-will-fail-reveal",
        "squad-has-influence-against-needed-for",
    ]
    assert "no lookout" in warnings[0] and "W-A-2" in warnings[0]
    assert "pas de guetteur" in describe(warnings[0], SCENARIO)
    assert warnings == A._squad_warnings(state, SCENARIO, state.assassination, 0, "en")


def test_w_a_2_a_lookout_already_watching_for_another_squad_is_absent_for_the_second():
    """W-A-2: a lookout already watching for another squad is absent for the second."""
    state = night()
    ctx = play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"), squad(["kn3", "g2"], "kn6", lookout="g3"))
    assert any("the lookout g3 already watches for squad 1" in w for w in ctx.warnings)
    ctx = resolve(state)
    first, second = events(ctx, "squad_result")
    assert first.data["outcome"] == "success" and second.data["outcome"] == "failed"
    assert not state.wp("kn5").alive and state.wp("kn6").alive


def test_w_a_2_the_lookout_does_not_count_toward_the_influence():
    """W-A-2: the lookout does not count toward the influence."""
    state = night()
    play(state, squad(["kn1", "kn2"], "cap2", lookout="kn3"))
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["influence"] == 6 and state.wp("cap2").alive


def test_w_a_2_the_lone_ghost_needs_no_lookout():
    """W-A-2: the lone ghost needs no lookout."""
    state = night()
    kill(state, "kn1", "kn2", "g1", "kn3", "g2", "g3", "g4", "g5", "g6", turn=0)
    ctx = play(state, squad("cap1", "kn5"))
    assert ctx.warnings == []
    resolve(state)
    assert not state.wp("kn5").alive


# -- W-A-3 one squad per wolf, refusals before anything is rolled ----------------------------------------
def test_w_a_3_a_wolf_may_watch_for_one_squad_and_kill_in_another():
    """W-A-3: a wolf may watch for one squad and kill in another."""
    state = night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g2"), squad(["g2", "g3"], "g10", lookout="kn3"))
    resolve(state)
    assert not state.wp("kn5").alive and not state.wp("g10").alive


def test_w_a_3_a_dead_squad_member_is_refused():
    """W-A-3: a dead squad member is refused."""
    state = night()
    kill(state, "g2", turn=0)
    refused(
        state, squad(["kn1", "g2"], "kn5", lookout="g3"), r"g2 is dead and cannot be in squad 1 \(W-A-3\)"
    )


@pytest.mark.parametrize("member", ["g12", "g26", "gv1"])
def test_w_a_3_a_squad_member_who_is_not_a_wolf_is_refused(member):
    """W-A-3: a squad member who is not a wolf is refused."""
    state = night()
    error = refused(
        state,
        squad(["kn1", member], "kn5", lookout="g3"),
        rf"{member} is not a wolf and cannot be in squad 1 \(W-A-3\)",
    )
    assert error.rule == "W-A-3" and error.player == member


def test_w_a_3_a_wolf_in_two_squads_is_refused():
    """W-A-3: a wolf in two squads is refused."""
    state = night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"))
    error = refused(
        state,
        squad(["kn1", "g2"], "kn6", lookout="g4"),
        r"kn1 is already in squad 1: a wolf joins one squad a night \(W-A-3\)",
    )
    assert error.player == "kn1"


def test_w_a_3_a_dead_or_unknown_target_is_refused():
    """W-A-3: a dead or unknown target is refused."""
    state = night()
    kill(state, "kn5", turn=0)
    refused(
        state, squad(["kn1", "kn2"], "kn5", lookout="g3"), r"the target of squad 1, kn5, is dead \(W-A-3\)"
    )
    refused(state, squad(["kn1", "kn2"], "Nobody", lookout="g3"), r"unknown player 'Nobody'")


def test_w_a_3_the_wolves_may_order_no_assassination_and_the_checklist_shows_it():
    """W-A-3: the wolves may order no assassination and the checklist shows it."""
    state = night()
    assert [s.status for s in RULES.checklist(state, SCENARIO) if s.label == "escouades"] == ["missing"]
    assert any("aucune escouade saisie" in w and "(W-A-3)" in w for w in RULES.warnings(state, SCENARIO))
    play(state, NoAssassination())
    assert [s.detail for s in RULES.checklist(state, SCENARIO) if s.label == "escouades"] == [
        "pas d'assassinat ordonné (W-A-3)"
    ]
    ctx = resolve(state)
    assert one(ctx, "assassination_night").data["victims"] == [] and state.phase == "justice"


def test_w_a_3_no_assassination_beside_squads_is_refused_and_a_squad_can_be_removed():
    """W-A-3: no assassination beside squads is refused and a squad can be removed."""
    state = night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"))
    refused(
        state,
        NoAssassination(),
        r"no assassination was ordered: remove the squads and the passage first \(W-A-3\)",
    )
    refused(state, RemoveSquad(index=2), r"there is no squad 2")
    play(state, RemoveSquad(index=1), NoAssassination())
    assert state.assassination.squads == [] and state.assassination.no_assassination


# -- W-A-4, W-A-5, W-A-6 success, failure, mutual knowledge ------------------------------------------------
def test_w_a_4_success_eliminates_the_target_announced_without_the_killers():
    """W-A-4: success eliminates the target announced without the killers."""
    state = night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"))
    ctx = resolve(state)
    victim = one(ctx, "assassination_victim")
    assert victim.audience.to == "public" and victim.data == {"name": "kn5", "rank": "knight"}
    assert (state.wp("kn5").alive, state.wp("kn5").died_turn, state.wp("kn5").died_phase) == (
        False,
        1,
        "assassination",
    )
    public = [e for e in ctx.events if e.audience.to == "public"]
    assert not any("kn1" in str(e.data) or "kn2" in str(e.data) for e in public)


def test_w_a_5_failure_reveals_one_member_drawn_at_random_to_the_target():
    """W-A-5: failure reveals one member drawn at random to the target."""
    drawn = set()
    for turn in range(1, 13):
        state = night(turn)
        play(state, squad(["kn1", "g2"], "cap2", lookout="g3"))
        ctx = resolve(state)
        [roll] = [r for r in ctx.rolls if r.purpose == "squad 1 failed: the member revealed to cap2 (W-A-5)"]
        assert roll.expr == "1d2"
        result = one(ctx, "squad_result")
        assert learned(ctx, "cap2") == [(result.data["revealed"], "wolves", "W-A-5")]
        assert state.known_by("cap2")[result.data["revealed"]].seen_as == "wolves"
        drawn.add(result.data["revealed"])
    assert drawn == {"kn1", "g2"}


def test_w_a_5_a_failure_is_revealed_to_the_target_only_not_announced_by_default():
    """W-A-5: the seed: "l'identité d'un membre au hasard de l'escouade concernée est révélée au
    joueur ciblé par la tentative avortée." The failure is revealed to the target only: no public
    event by default (the scenario files and the settings' default); ``announce_failures = true``
    still makes the public post say that the target escaped an attempt."""
    from gmconsole.games.winterfell.rules.assassination import AssassinationSettings
    from gmconsole.scenarios import load_scenario

    assert AssassinationSettings().announce_failures is False
    assert load_scenario("winterfell").assassination.announce_failures is False
    assert load_scenario("meereen").assassination.announce_failures is False
    state = night()
    play(state, squad(["kn1", "g2"], "cap2", lookout="g3"))
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["outcome"] == "failed"
    assert [e for e in ctx.events if e.public and "cap2" in str(e.data)] == []
    revealed = one(ctx, "squad_result").data["revealed"]
    told = [e for e in events(ctx, "learned") if e.data["about"] == revealed and e.rule == "W-A-5"]
    assert [e.audience.players for e in told] == [("cap2",)]
    loud = with_settings("assassination", announce_failures=True)
    state = night()
    play(state, squad(["kn1", "g2"], "cap2", lookout="g3"), scenario=loud)
    ctx = resolve(state, scenario=loud)
    failed = one(ctx, "assassination_failed")
    assert failed.public and failed.data == {"target": "cap2"}


def test_w_a_6_members_and_lookout_learn_each_other_whatever_the_outcome():
    """W-A-6: members and lookout learn each other whatever the outcome."""
    state = night()
    play(state, squad(["kn3", "g2"], "cap2", lookout="g6"))  # fails: 4 < 7
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["outcome"] == "failed"
    for who in ("kn3", "g2", "g6"):
        known = state.known_by(who)
        assert {"kn3", "g2", "g6"} - {who} <= set(known)
    # kn3 and g2 are both cubs of kn1: each learns the other and g6, told as learned events (W-A-6)
    assert ("g6", "wolves", "W-A-6") in learned(ctx, "kn3")


def test_w_a_6_what_a_wolf_already_knows_is_not_told_again():
    """W-A-6: what a wolf already knows is not told again."""
    state = night()
    state.learn("cap1", "kn1", "lieutenant", source="W-S-5")
    state.learn("cap1", "kn3", "cub", source="W-S-5")
    play(state, squad(["cap1", "kn1"], "cap2", lookout="kn3"))
    ctx = resolve(state)
    assert learned(ctx, "cap1") == [], "the ghost already knows them"
    assert state.known_by("cap1")["kn1"].seen_as == "lieutenant", "what he knew is kept"
    assert ("cap1", "wolves", "W-A-6") in learned(ctx, "kn1")


# -- W-A-7 the sword -----------------------------------------------------------------------------------
def test_w_a_7_the_sword_is_found_only_when_the_wolves_number_five_or_fewer():
    """W-A-7: the sword is found only when the wolves number five or fewer."""
    state = night()
    refused(
        state,
        HandSword(bearer="kn3"),
        r"the ghost finds the sword when the wolves number 5 or fewer; they are 10 \(W-A-7\)",
    )
    refused(state, squad("cap1", "cap2", lookout="kn1", sword=True), r"W-A-7")
    state = five_wolves()
    assert A.sword_available(state, SCENARIO) and A.sword_bearer(state, SCENARIO) == "cap1"
    assert any(
        s.label == "épée" and s.detail == "tenue par cap1 (W-A-7)" for s in RULES.checklist(state, SCENARIO)
    )


def test_w_a_7_the_bearer_alone_kills_the_rank_directly_above_his_own_and_still_needs_a_lookout():
    """W-A-7: the bearer alone kills the rank directly above his own and still needs a lookout."""
    state = five_wolves()
    told = play(state, HandSword(bearer="kn3"))
    play(state, squad("kn3", "cap2", lookout="g5", sword=True))
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["outcome"] == "success" and not state.wp("cap2").alive
    assert state.sword.holder == "kn3" and state.sword.struck_turn == 1
    handed = [e for e in events(told, "sword_handed") if e.audience.players == ("kn3",)]
    assert handed and handed[0].data == {"bearer": "kn3"}, "told when handed, before the night"
    assert not [e for e in events(ctx, "sword_handed") if e.audience.to == "player"], "not told twice"
    state = five_wolves()
    play(state, HandSword(bearer="kn3"), squad("kn3", "cap2", sword=True))
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["outcome"] == "failed" and state.wp("cap2").alive
    assert learned(ctx, "cap2") == [("kn3", "wolves", "W-A-5")]


def test_w_a_7_the_sword_beyond_its_reach_is_refused():
    """W-A-7: the sword beyond its reach is refused."""
    state = five_wolves()
    play(state, HandSword(bearer="g5"))
    error = refused(
        state, squad("g5", "cap2", lookout="kn1", sword=True), r"the sword is beyond its reach: g5 \(Garde\)"
    )
    assert error.rule == "W-A-7" and error.player == "g5"
    refused(
        state,
        squad("kn1", "kn5", lookout="g4", sword=True),
        r"a sword strike is made by the bearer alone; g5 holds the sword",
    )
    refused(state, squad(["g5", "kn1"], "kn5", lookout="g4", sword=True), r"bearer alone")


def test_w_a_7_by_default_the_bearer_may_strike_his_own_rank_or_below():
    """W-A-7: by default the bearer may strike his own rank or below."""
    state = five_wolves()
    play(state, HandSword(bearer="kn3"), squad("kn3", "kn5", lookout="g5", sword=True))
    resolve(state)
    assert not state.wp("kn5").alive
    scenario = with_settings("assassination", sword_own_rank_or_below=False)
    state = five_wolves()
    play(state, HandSword(bearer="kn3"), scenario=scenario)
    refused(state, squad("kn3", "kn5", lookout="g5", sword=True), r"beyond its reach", scenario=scenario)


def test_w_a_7_the_sword_goes_only_to_a_living_wolf_and_stays_with_its_holder():
    """W-A-7: the sword goes only to a living wolf and stays with its holder."""
    state = five_wolves()
    refused(state, HandSword(bearer="g12"), r"g12 cannot receive the sword: not a living wolf \(W-A-7\)")
    refused(state, HandSword(bearer="g2"), r"g2 cannot receive the sword")
    play(state, HandSword(bearer="kn1"))
    resolve(state)
    next_night(state)
    assert A.sword_bearer(state, SCENARIO) == "kn1", "without a new order the holder keeps it"
    kill(state, "kn1")
    assert A.sword_bearer(state, SCENARIO) == "cap1", "a dead holder's sword returns to the ghost"


def test_w_a_7_the_ghost_is_told_when_he_finds_the_sword():
    """W-A-7: the ghost is told when he finds the sword."""
    state = night()
    kill(state, "kn2", "g1", "g2", "g3", turn=0)
    play(state, squad(["kn1", "kn3"], "g6", lookout="g5"))  # the wolves kill one of their own: 5 left
    ctx = resolve(state)
    found = one(ctx, "sword_found")
    assert found.audience.players == ("cap1",) and state.sword.found and state.sword.holder == "cap1"


# -- W-A-8 preparing a GV kill -----------------------------------------------------------------------------
def test_w_a_8_a_captain_must_hold_the_sword_a_whole_phase_without_striking_to_kill_a_gv():
    """W-A-8: a captain must hold the sword a whole phase without striking to kill a gv."""
    state = five_wolves(cap2={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    kill(state, "g5", turn=0)
    play(state, HandSword(bearer="cap2"))
    error = refused(
        state,
        squad("cap2", "gv2", lookout="kn1", sword=True),
        r"cap2 has not prepared the kill of the GV gv2",
    )
    assert error.rule == "W-A-8"
    resolve(state)
    next_night(state)
    play(state, squad("cap2", "gv2", lookout="kn1", sword=True))
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["outcome"] == "success" and not state.wp("gv2").alive


def test_w_a_8_a_strike_during_the_holding_phase_spoils_the_preparation_and_only_a_captain_prepares():
    """W-A-8: a strike during the holding phase spoils the preparation and only a captain prepares."""
    state = five_wolves(cap2={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    kill(state, "g5", turn=0)
    play(state, HandSword(bearer="cap2"), squad("cap2", "kn5", lookout="kn1", sword=True))
    resolve(state)
    next_night(state)
    refused(state, squad("cap2", "gv2", lookout="kn1", sword=True), r"has not prepared the kill")
    state = five_wolves()
    play(state, HandSword(bearer="kn3"))
    refused(
        state,
        squad("kn3", "gv1", lookout="kn1", sword=True),
        r"only a Capitaine can kill a GV with the sword; kn3 is Chevalier \(W-A-8\)",
    )


def test_w_a_8_a_captain_who_kills_in_a_squad_while_holding_the_sword_has_not_prepared():
    """W-A-8: the seed: "Pour tuer un Grand Vassal avec l'Epée du Dernier Héros, il faut qu'un
    Capitaine prépare durant deux tour son assassinat", and Example 2: he "garde l'Epée pendant un
    tour mais ne tue personne". Killing in an ordinary squad during the holding phase spoils the
    preparation; watching for a squad (the lookout kills no one) does not."""
    state = five_wolves(cap2={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    kill(state, "g5", turn=0)
    ctx = play(state, HandSword(bearer="cap2"), squad(["cap2", "kn3"], "kn5", lookout="kn1"))
    assert any("cap2 holds the sword" in w and "W-A-8" in w for w in ctx.warnings)
    assert any("cap2 tient l'épée" in w for w in RULES.warnings(state, SCENARIO))
    resolve(state)
    assert not state.wp("kn5").alive
    next_night(state)
    error = refused(state, squad("cap2", "gv2", lookout="kn1", sword=True), r"cap2 has not prepared the kill")
    assert error.rule == "W-A-8" and "kill nobody in it (neither with the sword nor in a squad)" in str(error)
    # A lookout kills no one: the captain who only watched has prepared.
    state = five_wolves(cap2={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    kill(state, "g5", turn=0)
    play(state, HandSword(bearer="cap2"), squad(["kn1", "kn3"], "kn5", lookout="cap2"))
    resolve(state)
    next_night(state)
    play(state, squad("cap2", "gv2", lookout="kn1", sword=True))
    assert one(resolve(state), "squad_result").data["outcome"] == "success" and not state.wp("gv2").alive


def test_w_a_8_the_preparing_bearer_must_be_a_captain_through_both_phases():
    """W-A-8: the seed: "il faut qu'un Capitaine prépare durant deux tour son assassinat". A
    knight who held the sword through a phase, then was made captain, has not prepared: he must
    hold it as a captain through the first phase too."""
    state = five_wolves()
    play(state, HandSword(bearer="kn3"))
    resolve(state)  # kn3 holds the sword through turn 1 as a knight and kills no one
    assert state.sword.holder == "kn3"
    next_night(state)
    state.wp("kn3").rank = "captain"  # promoted at the elections between the two phases
    state.players_changed()
    error = refused(state, squad("kn3", "gv1", lookout="kn1", sword=True), r"kn3 has not prepared the kill")
    assert error.rule == "W-A-8"
    resolve(state)  # now he holds it through turn 2 as a captain, killing no one
    next_night(state)
    play(state, squad("kn3", "gv1", lookout="kn1", sword=True))
    assert one(resolve(state), "squad_result").data["outcome"] == "success"


# -- W-A-9 one GV per sword phase -----------------------------------------------------------------------------
def _prepared_ghost():
    state = five_wolves()
    resolve(state)  # the ghost finds the sword and holds it through turn 1
    next_night(state)
    return state


def test_w_a_9_a_second_gv_beside_a_sword_strike_on_a_gv_is_refused():
    """W-A-9: a second gv beside a sword strike on a gv is refused."""
    state = _prepared_ghost()
    play(state, squad("cap1", "gv1", lookout="kn1", sword=True))
    error = refused(
        state,
        squad(["kn3", "g4", "g5"], "gv2", lookout="kn1"),
        r"squad 2 aims at the GV gv2 beside the sword strike on the GV gv1",
    )
    assert error.rule == "W-A-9"
    state = _prepared_ghost()
    play(state, squad(["kn3", "g4", "g5"], "gv2", lookout="kn1"))
    refused(
        state,
        squad("cap1", "gv1", lookout="g4", sword=True),
        r"no other GV can be assassinated this phase \(W-A-9\)",
    )


def test_w_a_9_the_setting_lets_both_orders_stand():
    """W-A-9: the setting lets both orders stand."""
    scenario = with_settings("assassination", one_gv_beside_sword=False)
    state = _prepared_ghost()
    play(
        state,
        squad("cap1", "gv1", lookout="kn1", sword=True),
        squad(["kn3", "g4", "g5"], "gv2", lookout="kn1"),
        scenario=scenario,
    )
    assert len(state.assassination.squads) == 2


# -- W-A-10 Ben les Os ---------------------------------------------------------------------------------------
def test_w_a_10_an_attack_on_bens_protege_fails_silently_but_the_squad_still_meets():
    """W-A-10: an attack on bens protege fails silently but the squad still meets."""
    state = night()
    play(state, BenProtects(protects="kn5"), squad(["kn1", "kn2"], "kn5", lookout="g3"))
    assert any("kn5 est protégé par Ben les Os" in w for w in RULES.warnings(state, SCENARIO))
    ctx = resolve(state)
    result = one(ctx, "squad_result")
    assert result.data["outcome"] == "protected" and result.data["revealed"] == "" and state.wp("kn5").alive
    assert learned(ctx, "kn5") == [] and events(ctx, "assassination_failed") == []
    assert ("g3", "wolves", "W-A-6") in learned(ctx, "kn1")
    assert state.ben_protected == ["kn5"]
    assert one(ctx, "ben_result").data == {
        "ben": "g27",
        "protects": "kn5",
        "attacked": True,
        "revealed": False,
    }


@pytest.mark.parametrize(
    ("protects", "message"),
    [
        ("g27", r"Ben les Os cannot protect himself \(W-A-10\)"),
        ("gv2", r"Ben les Os cannot protect a GV \(gv2\) \(W-A-10\)"),
        ("g4", r"Ben les Os cannot protect the turncoat \(g4\) \(W-A-10\)"),
    ],
)
def test_w_a_10_ben_cannot_protect_himself_a_gv_or_the_turncoat(protects, message):
    """W-A-10: ben cannot protect himself a gv or the turncoat."""
    refused(night(), BenProtects(protects=protects), message)


def test_w_a_10_ben_cannot_protect_the_same_player_twice():
    """W-A-10: ben cannot protect the same player twice."""
    state = night()
    play(state, BenProtects(protects="kn5"))
    resolve(state)
    next_night(state)
    refused(
        state, BenProtects(protects="kn5"), r"Ben les Os has protected kn5 before and cannot again \(W-A-10\)"
    )


def test_w_a_10_a_wolf_or_neutral_protege_learns_ben_with_the_set_probability():
    """W-A-10: a wolf or neutral protege learns ben with the set probability."""
    sure = with_settings("assassination", ben_reveal_percent=100)
    for protege, learns in (("kn3", True), ("g29", True), ("kn5", False), ("g7", False)):
        state = night()
        play(state, BenProtects(protects=protege), scenario=sure)
        ctx = resolve(state, scenario=sure)
        assert (("g27", "ben_bones", "W-A-10") in learned(ctx, protege)) is learns
    hits = 0
    for turn in range(1, 41):
        state = night(turn)
        play(state, BenProtects(protects="kn3"))
        ctx = resolve(state)
        [roll] = [r for r in ctx.rolls if "learn who Ben les Os is (25%" in r.purpose]
        hits += roll.result <= 25
        assert ("g27" in state.known_by("kn3")) == (roll.result <= 25)
    assert 2 <= hits <= 20


# -- W-A-11 Schlingue --------------------------------------------------------------------------------------
def test_w_a_11_schlingue_learns_the_camp_the_target_appears_to_have():
    """W-A-11: schlingue learns the camp the target appears to have."""
    state = night()
    play(state, ReekScans(scans="g7"), ReekScans(reek="g28", scans="g7"))
    assert state.assassination.reek_scans == {"g28": "g7"}
    ctx = resolve(state)
    assert learned(ctx, "g28") == [("g7", "wolves", "W-A-11")]  # a Hooded Man appears as a cub


@pytest.mark.parametrize(("percent", "revealed"), [(100, True), (0, False)])
def test_w_a_11_the_scanned_player_learns_schlingue_with_the_set_probability(percent, revealed):
    """W-A-11: the scanned player learns schlingue with the set probability."""
    scenario = with_settings("assassination", reek_reveal_percent=percent)
    state = night()
    play(state, ReekScans(scans="kn1"), scenario=scenario)
    ctx = resolve(state, scenario=scenario)
    assert (("g28", "reek", "W-A-11") in learned(ctx, "kn1")) is revealed


def test_w_a_11_the_33_percent_reveal_is_rolled_and_a_dead_schlingue_scans_no_one():
    """W-A-11: the 33 percent reveal is rolled and a dead schlingue scans no one."""
    state = night()
    play(state, ReekScans(scans="kn1"))
    ctx = resolve(state)
    assert [r.purpose for r in ctx.rolls] == ["does kn1 learn who Schlingue g28 is (33%, W-A-11)"]
    state = night()
    refused(state, ReekScans(scans="g28"), r"g28 cannot scan himself \(W-A-11\)")
    refused(state, ReekScans(reek="g12", scans="kn1"), r"g12 is not a Schlingue \(W-A-11\)")
    kill(state, "g28", turn=0)
    refused(state, ReekScans(scans="kn1"), r"no Schlingue is alive")
    refused(state, ReekScans(reek="g28", scans="kn1"), r"g28 is dead and scans no one \(W-A-11\)")


# -- W-A-12 Wyman's pie ---------------------------------------------------------------------------------------
def test_w_a_12_wyman_tortures_a_wolf_the_wolves_killed_the_turncoat_reveals_a_real_passage():
    """W-A-12: wyman tortures a wolf the wolves killed the turncoat reveals a real passage."""
    state = night()
    play(state, squad(["kn1", "kn2"], "g4", lookout="g3"))
    ctx = resolve(state)
    pie = one(ctx, "pie")
    assert pie.audience.players == ("g5",) and pie.data == {"victims": ["g4"], "usable_turn": 2}
    assert "real" not in pie.data, "Wyman is not told which (W-A-12 default)"
    assert one(ctx, "pie_result").data["real"] is True
    assert state.passage == PassageState(real=True, usable_turn=2)
    assert one(ctx, "passage_open").audience.players == ("cap1",)


def test_w_a_12_another_wolf_reveals_a_false_passage_and_wyman_may_decline():
    """W-A-12: another wolf reveals a false passage and wyman may decline."""
    state = night()
    play(state, squad(["kn1", "kn2"], "g2", lookout="g3"))
    resolve(state)
    assert state.passage == PassageState(real=False, usable_turn=2)
    state = night()
    play(state, Pie(torture=False), squad(["kn1", "kn2"], "g4", lookout="g3"))
    ctx = resolve(state)
    assert state.passage is None and events(ctx, "pie") == []
    told = with_settings("assassination", wyman_told_passage=True)
    state = night()
    play(state, squad(["kn1", "kn2"], "g4", lookout="g3"), scenario=told)
    assert one(resolve(state, scenario=told), "pie").data["real"] is True


def test_w_a_12_no_pie_without_a_living_wyman_or_a_wolf_victim():
    """W-A-12: no pie without a living wyman or a wolf victim."""
    state = night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"))
    resolve(state)
    assert state.passage is None
    state = night()
    kill(state, "g5", turn=0)
    refused(state, Pie(torture=False), r"Wyman Manderly \(g5\) is dead \(W-A-12\)")
    play(state, squad(["kn1", "kn2"], "g4", lookout="g3"))
    resolve(state)
    assert state.passage is None


# -- W-A-13 the passage -----------------------------------------------------------------------------------------
def _passage_night(real: bool, **changes):
    state = night(2, **changes)
    state.passage = PassageState(real=real, usable_turn=2)
    return state


def test_w_a_13_through_a_real_passage_a_gv_drawn_at_random_dies():
    """W-A-13: through a real passage a gv drawn at random dies."""
    state = _passage_night(True)
    play(state, SendPassage(wolves=["cap1", "kn2"]))
    ctx = resolve(state)
    result = one(ctx, "passage_result")
    assert result.data["real"] and result.data["victim"] in ("gv1", "gv2", "gv3")
    assert not state.wp(result.data["victim"]).alive
    assert one(ctx, "assassination_victim").data["name"] == result.data["victim"]
    assert any(r.purpose == "the GV killed through the real passage (W-A-13)" for r in ctx.rolls)
    assert state.passage is None
    assert ("kn2", "wolves", "W-A-13") in learned(ctx, "cap1") or "kn2" in state.known_by("cap1")


def test_w_a_13_a_false_passage_kills_one_of_the_two_and_the_other_is_reported_to_the_gvs():
    """W-A-13: a false passage kills one of the two and the other is reported to the gvs."""
    sure = with_settings("assassination", passage_spotted_percent=100)
    state = _passage_night(False)
    play(state, SendPassage(wolves=["cap1", "kn2"]), scenario=sure)
    ctx = resolve(state, scenario=sure)
    result = one(ctx, "passage_result")
    dead, other = result.data["victim"], result.data["spotted"]
    assert {dead, other} == {"cap1", "kn2"} and not state.wp(dead).alive and state.wp(other).alive
    assert one(ctx, "killed_by_guards").data == {"name": dead, "rank": state.wp(dead).rank}
    assert one(ctx, "killed_by_guards").audience.to == "gm"  # the cause would unmask a wolf
    public = [e for e in ctx.events if e.public and e.data.get("name") == dead]
    assert [e.kind for e in public] == ["assassination_victim"]
    for gv in ("gv1", "gv2", "gv3"):
        assert (other, "wolves", "W-A-13") in learned(ctx, gv)
    spotted = 0
    for turn in range(2, 32):
        state = _passage_night(False)
        state.turn = turn
        state.passage = PassageState(real=False, usable_turn=turn)
        play(state, SendPassage())
        ctx = resolve(state)
        [roll] = [r for r in ctx.rolls if "spotted in the false passage (90%" in r.purpose]
        spotted += roll.result <= 90
    assert spotted >= 20


def test_w_a_13_the_two_most_influential_wolves_go_ties_drawn():
    """W-A-13: the two most influential wolves go ties drawn."""
    state = _passage_night(True)
    refused(
        state,
        SendPassage(wolves=["kn1", "kn2"]),
        r"cap1 is among the two most influential wolves and must go \(W-A-13\)",
    )
    refused(
        state,
        SendPassage(wolves=["cap1", "g2"]),
        r"the ghost sends his two most influential wolves through the passage; g2 is not one of them",
    )
    refused(state, SendPassage(wolves=["cap1"]), r"name two different wolves")
    play(state, SendPassage())
    ctx = resolve(state)
    sent = one(ctx, "passage_result").data["wolves"]
    assert sent[0] == "cap1" and sent[1] in ("kn1", "kn2", "kn3")
    assert any(r.purpose == "the tied wolves sent through the passage (W-A-13)" for r in ctx.rolls)


def test_w_a_13_the_passage_is_for_the_next_phase_only_and_its_wolves_join_no_squad():
    """W-A-13: the passage is for the next phase only and its wolves join no squad."""
    state = night(2)
    refused(state, SendPassage(), r"there is no passage to use this phase")
    state = _passage_night(True)
    play(state, squad(["kn1", "kn3"], "kn5", lookout="g3"))
    refused(
        state,
        SendPassage(wolves=["cap1", "kn1"]),
        r"kn1 goes through the passage and joins no squad that night \(W-A-13\)",
    )
    state = _passage_night(True)
    assert any(
        "le passage secret n'est ouvert que pendant cette phase" in w for w in RULES.warnings(state, SCENARIO)
    )
    ctx = resolve(state)
    assert state.passage is None and one(ctx, "passage_closed").data == {"used": False}


def test_w_a_13_the_passages_wolves_are_busy_all_night_named_or_picked_by_the_console():
    """W-A-13: the seed: "le Fantôme de Winterfell peut envoyer ses deux Loups les plus influents en
    escouade par ce tunnel". The two sent are that night's passage squad, in no other squad as
    members or lookouts, whether the GM named them or the console picked them: a squad whose
    lookout goes through the passage has no lookout (W-A-2) and fails, the same either way."""
    for passage in (SendPassage(wolves=["cap1", "kn3"]), SendPassage()):
        state = _passage_night(True)
        play(state, squad(["kn1", "kn2"], "kn5", lookout="cap1"), passage)
        assert any("cap1" in w and "W-A-2" in w for w in RULES.warnings(state, SCENARIO)), passage
        ctx = resolve(state)
        result = one(ctx, "squad_result")
        assert "cap1" in one(ctx, "passage_result").data["wolves"]
        assert (result.data["lookout_present"], result.data["outcome"]) == (False, "failed"), passage
        assert result.data["lookout_problem"] == "the lookout cap1 goes through the passage"
        assert state.wp("kn5").alive
    # A tied wolf who watches for a squad is drawn only when no idle tied wolf is left.
    state = _passage_night(True)
    play(state, squad(["kn1", "g2"], "kn5", lookout="kn2"), SendPassage())
    ctx = resolve(state)
    assert one(ctx, "passage_result").data["wolves"] == ["cap1", "kn3"]
    assert not any("tied wolves" in r.purpose for r in ctx.rolls), "kn3, the only idle tied wolf, goes"
    assert one(ctx, "squad_result").data["outcome"] == "success"
    state = _passage_night(True)
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"), squad(["g2", "g6"], "g10", lookout="kn3"))
    play(state, SendPassage())
    ctx = resolve(state)
    assert one(ctx, "passage_result").data["wolves"] == ["cap1", "kn3"]
    second = events(ctx, "squad_result")[1]
    assert (second.data["lookout_present"], second.data["outcome"]) == (False, "failed")


def test_w_a_12_a_wyman_killed_in_the_false_passage_tortures_no_one_and_opens_no_passage():
    """W-A-12, W-A-13: the seed: "Un des deux Loups (au hasard) se fera tué" in the false passage,
    and Wyman "peut torturer la victime" only while he lives. A Wyman killed in the false passage
    the night the wolves kill one of their own tortures no one and opens no new passage."""
    for turn in range(2, 40):
        state = _passage_night(False, g5={"rank": "captain"})  # cap1 and Wyman: the two most influential
        state.turn = turn
        state.passage = PassageState(real=False, usable_turn=turn)
        play(state, SendPassage(), squad(["kn1", "kn2"], "g2", lookout="g3"))
        ctx = resolve(state)
        if one(ctx, "passage_result").data["victim"] == "g5":
            break
    else:  # pragma: no cover
        pytest.fail("Wyman never drawn as the false passage's victim")
    assert not state.wp("g5").alive and not state.wp("g2").alive
    assert events(ctx, "pie") == [] and events(ctx, "pie_result") == [] and events(ctx, "passage_open") == []
    assert state.passage is None


# -- W-A-14 simultaneous resolution ------------------------------------------------------------------------------
def test_w_a_14_a_squad_whose_member_dies_in_another_attack_still_acts():
    """W-A-14: a squad whose member dies in another attack still acts."""
    state = night()
    play(state, squad(["g2", "g3"], "g1", lookout="kn2"), squad(["g1", "kn3"], "kn5", lookout="g5"))
    ctx = resolve(state)
    assert [e.data["outcome"] for e in events(ctx, "squad_result")] == ["success", "success"]
    assert not state.wp("g1").alive and not state.wp("kn5").alive
    assert [e.data["name"] for e in events(ctx, "assassination_victim")] == ["kn5", "g1"]  # seat order
    assert one(ctx, "assassination_night").data["victims"] == [
        {"name": "kn5", "rank": "knight"},
        {"name": "g1", "rank": "guard"},
    ]


def test_w_a_14_orders_are_checked_again_at_the_resolution_before_any_roll():
    """W-A-14: orders are checked again at the resolution before any roll."""
    state = night()
    play(state, squad(["kn1", "g2"], "cap2", lookout="g3"))
    state.assassination.squads[0].members.append("g12")  # smuggled past the entry checks
    before = state.model_copy(deep=True)
    with pytest.raises(RuleViolation, match=r"g12 is not a wolf and cannot be in squad 1 \(W-A-3\)"):
        resolve(state)
    assert state == before


def test_w_a_14_an_order_other_than_a_squad_changed_in_place_is_refused_at_the_resolution():
    """W-A-14: the resolution checks nothing again only while the orders hold what they held at
    their last entry: one changed in place since (here "no assassination" beside a squad) is
    refused there, before any roll."""
    state = night()
    play(state, squad(["kn1", "g2"], "cap2", lookout="g3"))
    assert state.night_checked is not None and state.night_checked.orders is state.assassination
    state.assassination.no_assassination = True  # smuggled past the entry checks
    before = state.model_copy(deep=True)
    with pytest.raises(RuleViolation, match=r"\(W-A-3\)"):
        resolve(state)
    assert state == before


def test_w_a_14_the_nights_last_check_lives_on_the_state_and_a_copy_checks_whole():
    """The memory of the last check (``night_checked``) is the state's own: a deep copy (a
    ``Game.push`` batch's) leaves it behind, a resolution forgets it, and both resolutions give
    the same events, rolls and state."""
    state = night()
    play(state, squad(["kn1", "g2"], "cap2", lookout="g3"), squad(["kn3"], "g12", lookout="g2"))
    copy = state.model_copy(deep=True)
    assert copy.night_checked is None and state.night_checked is not None
    mine, whole = resolve(state), resolve(copy)
    assert state.night_checked is None
    assert [e.model_dump() for e in mine.events] == [e.model_dump() for e in whole.events]
    assert [r.model_dump() for r in mine.rolls] == [r.model_dump() for r in whole.rolls]
    assert state == copy


def test_w_a_14_refused_orders_leave_a_dealt_games_state_unchanged():
    """W-A-14: refused orders leave a dealt games state unchanged."""
    from gmconsole.scenarios import load_scenario

    game = Game.new(
        load_scenario("winterfell"), [RosterEntry(name=f"P{i:02d}") for i in range(1, 51)], "pure"
    )
    wolves = [p.name for p in game.state.hierarchy()]
    outsider = next(p.name for p in game.state.players if not p.hierarchy and p.rank == "guard")
    gv = game.state.with_rank("great_vassal")[0].name
    dump = game.state.model_dump()
    for orders in (
        [squad([wolves[0], outsider], gv, lookout=wolves[1])],
        [
            squad([wolves[0]], gv, lookout=wolves[1]),
            squad([wolves[0], wolves[2]], outsider, lookout=wolves[3]),
        ],
        [
            squad([wolves[0]], outsider, lookout=wolves[1]),
            Resolve(),
            squad([wolves[2]], gv),
        ],  # wrong phase at the end
    ):
        with pytest.raises(RuleViolation):
            game.push(orders)
        assert game.state.model_dump() == dump and game.journal == []
    applied = game.push([squad([wolves[0], wolves[1]], outsider, lookout=wolves[2]), Resolve()])
    assert game.state.phase == "justice" and any(e.kind == "squad_result" for e in applied.entry.events)
    assert game.verify() == []


def test_w_a_14_a_dead_ghost_means_no_victims():
    """W-A-14: a dead ghost means no victims."""
    state = night()
    kill(state, "cap1", turn=0)
    refused(
        state,
        squad(["kn1", "kn2"], "kn5", lookout="g3"),
        r"the ghost is dead: this assassination phase has no victims \(W-V-1\)",
    )
    assert [s.detail for s in RULES.checklist(state, SCENARIO)][0] == (
        "Fantôme de Winterfell n'est plus en vie\u202f: aucune victime cette phase (W-V-1)"
    )


def test_w_a_7_the_ghost_is_told_at_the_phase_opening_when_deaths_elsewhere_left_five_wolves():
    """W-A-7: open_phase (called when a turn starts) tells the ghost he found the sword, once."""
    from gmconsole.engine.rules.base import Context

    state = five_wolves(turn=3)
    ctx = Context(state, SCENARIO)
    A.open_phase(state, ctx)
    assert [e.audience.players for e in ctx.events if e.kind == "sword_found"] == [("cap1",)]
    assert (state.sword.found, state.sword.holder, state.sword.held_since_turn) == (True, "cap1", 3)
    ctx = Context(state, SCENARIO)
    A.open_phase(state, ctx)
    assert ctx.events == []
    assert events(resolve(state), "sword_found") == []


def test_w_a_13_an_unnamed_passage_takes_no_wolf_from_a_squad():
    """W-A-13: the most influential wolf in a squad is refused; tied wolves in squads are not drawn."""
    state = _passage_night(True)
    play(state, SendPassage())
    refused(
        state,
        squad(["cap1", "g2"], "kn5", lookout="g3"),
        r"cap1 goes through the passage and joins no squad that night \(W-A-13\)",
    )
    play(state, squad(["kn1", "kn2"], "kn5", lookout="g3"))
    ctx = resolve(state)
    assert one(ctx, "passage_result").data["wolves"] == ["cap1", "kn3"]
    assert not any("tied wolves" in r.purpose for r in ctx.rolls), "one free tied wolf: nothing to draw"


def test_w_a_2_the_lone_ghost_setting_can_require_a_lookout():
    """W-A-2: with ghost_alone_needs_no_lookout off, the lone ghost's attempt fails without one."""
    scenario = with_settings("assassination", ghost_alone_needs_no_lookout=False)
    state = night()
    kill(state, "kn1", "kn2", "g1", "kn3", "g2", "g3", "g4", "g5", "g6", turn=0)
    play(state, squad("cap1", "kn5"), scenario=scenario)
    ctx = resolve(state, scenario=scenario)
    assert one(ctx, "squad_result").data["outcome"] == "failed" and state.wp("kn5").alive


def test_w_a_7_the_bearer_is_told_when_the_sword_is_handed_and_a_replaced_one_is_told_too():
    """W-A-7 (issue 14): the bearer learns he holds the sword from the order that hands it, so he
    can strike that night (Example 3); a bearer replaced before the night is told he no longer
    holds it; the ghost keeping it gets no message."""
    state = five_wolves()
    first = play(state, HandSword(bearer="kn3"))
    assert [(e.kind, e.audience.players) for e in first.events] == [("sword_handed", ("kn3",))]
    second = play(state, HandSword(bearer=state.ghost().name))
    assert [(e.kind, e.audience.players) for e in second.events] == [("sword_withdrawn", ("kn3",))]
