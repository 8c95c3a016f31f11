"""The assassination phase (W-A): tests written for the mutants of ``assassination.py`` that the
phase's tests let survive (issue 12, ``docs/testing.md``). Each asserts a rule's outcome (the
state, the events' data, the refusal's rule), never a message's wording.

The table (``phase_cast``): ``cap1`` the ghost (captain); lieutenants ``kn1``, ``kn2`` (knights)
and ``g1`` (guard); cubs ``kn3`` (knight), ``g2``, ``g3``, ``g4`` the turncoat, ``g5`` Wyman,
``g6`` Pestagaupe; ``g7``/``g8`` Hooded Men; ``g26`` Abel; ``g27`` Ben; ``g28`` a loyal
Schlingue; ``g29`` the Vervoyant; ``g30`` the Gars du Bâtard.
"""

from __future__ import annotations

import re

import pytest
from phase_cast import RULES, SCENARIO, events, kill, night, one, play, resolve, squad, with_settings
from pydantic import ValidationError

from gmconsole.engine.errors import RuleViolation
from gmconsole.games.winterfell.rules import assassination as A
from gmconsole.games.winterfell.rules.assassination import SendPassage, SquadOrder
from gmconsole.games.winterfell.rules.state import PassageState


def passage_night(real: bool = True, turn: int = 2, **changes):
    state = night(turn, **changes)
    state.passage = PassageState(real=real, usable_turn=turn)
    return state


def rule_of(state, action, scenario=SCENARIO) -> str:
    """The rule id of the refusal of ``action`` (the state is left unchanged)."""
    before = state.model_copy(deep=True)
    with pytest.raises(RuleViolation) as info:
        play(state, action, scenario=scenario)
    assert state == before
    return info.value.rule


def squad_statuses(state, scenario=SCENARIO) -> list[str]:
    return [s.status for s in RULES.checklist(state, scenario) if s.label.startswith(("squad", "escouade"))]


# -- W-A-2 lookouts -----------------------------------------------------------------------------------
def test_w_a_2_a_present_lookout_is_recorded_without_a_problem():
    """W-A-2: a squad with its lookout present records no lookout problem (an empty text)."""
    state = night()
    play(state, squad(["kn1", "kn2", "g2"], "cap2", lookout="g3"))
    assert [w for w in RULES.warnings(state, SCENARIO) if "W-A-1, W-A-5" in w] == []  # 7 against 7
    result = one(resolve(state), "squad_result")
    assert result.rule == "W-A-4"
    assert result.data["lookout_present"] is True and result.data["lookout_problem"] == ""
    assert result.data["outcome"] == "success"


def test_w_a_13_a_lookout_sure_to_be_drawn_for_the_passage_is_flagged_before_the_night():
    """W-A-13, W-A-2: the passage unnamed, the tied wolves all busy, the only lookout among them
    is sure to go: his squad is flagged in the checklist at once, and fails at the night."""
    state = passage_night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="kn3"), SendPassage())
    assert squad_statuses(state) == ["warning"]
    # no draw among the lookouts: kn3, the only one, is sure to go (no "draw takes" warning)
    assert [w for w in RULES.warnings(state, SCENARIO) if "W-A-13, W-A-2" in w] == []
    ctx = resolve(state)
    assert one(ctx, "passage_result").data["wolves"] == ["cap1", "kn3"]
    result = one(ctx, "squad_result")
    assert (result.data["lookout_present"], result.data["outcome"]) == (False, "failed")
    assert state.wp("kn5").alive


# -- the settings' and orders' defaults (the scenario file sets every key: read here) ------------------
def test_w_a_the_assassination_settings_defaults_are_the_sources():
    """W-A-1, W-A-2, W-A-5, W-A-7..W-A-13: ``AssassinationSettings()`` holds the source's numbers,
    the same as the shipped scenario."""
    s = A.AssassinationSettings()
    assert (s.guard_requirement, s.sword_threshold, s.sword_gv_rank, s.sword_gv_preparation_phases) == (
        2,
        5,
        "captain",
        1,
    )
    assert (s.sword_own_rank_or_below, s.one_gv_beside_sword, s.ghost_alone_needs_no_lookout) == (
        True,
        True,
        True,
    )
    assert (s.ben_reveal_percent, s.reek_reveal_percent, s.passage_spotted_percent) == (25.0, 33.0, 90.0)
    assert (s.wyman_told_passage, s.announce_failures) == (False, False)
    assert s == SCENARIO.assassination
    percents = ("ben_reveal_percent", "reek_reveal_percent", "passage_spotted_percent")
    for field, bad in (
        ("guard_requirement", 0),
        ("sword_threshold", -1),
        ("sword_gv_preparation_phases", -1),
        *((p, -0.5) for p in percents),
        *((p, 100.5) for p in percents),
    ):
        with pytest.raises(ValidationError):
            A.AssassinationSettings(**{field: bad})
    for field, good in (
        ("guard_requirement", 1),
        ("sword_threshold", 0),
        ("sword_gv_preparation_phases", 0),
        *((p, 0) for p in percents),
        *((p, 100) for p in percents),
    ):
        assert getattr(A.AssassinationSettings(**{field: good}), field) == good
    with pytest.raises(ValidationError):
        s.guard_requirement = 3  # type: ignore[misc]  # frozen, as every scenario section


def test_w_a_the_orders_defaults():
    """W-A-1, W-A-12, W-A-13: a squad without ``sword`` or ``lookout`` is an ordinary squad with
    no lookout; a passage without wolves sends the two most influential; a pie tortures."""
    order = SquadOrder(members=["kn1"], target="g10")
    assert (order.sword, order.lookout) == (False, "")
    assert SendPassage().wolves == []
    assert A.Pie().torture is True
    state = night()
    play(state, SquadOrder(members=["kn1", "kn2"], target="kn5", lookout="g3"))
    assert state.assassination.squads[0].sword is False
    ctx = resolve(state)
    assert one(ctx, "squad_result").data["sword"] is False and not state.wp("kn5").alive


# -- W-A-7 the sword -----------------------------------------------------------------------------------
def test_w_a_7_before_the_sword_is_found_nobody_bears_it():
    """W-A-7: with more wolves than the threshold the sword is not found: its bearer is nobody
    (an empty name, as the console shows it), and once found it is the ghost by default."""
    state = night()
    assert A.sword_available(state, SCENARIO) is False
    assert A.sword_bearer(state, SCENARIO) == ""
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    assert A.sword_available(state, SCENARIO) is True
    assert A.sword_bearer(state, SCENARIO) == "cap1"


# -- W-A-13 who is sure to go through the passage --------------------------------------------------------
def test_w_a_13_no_passage_sent_sends_nobody():
    """W-A-13: without a passage order nobody is sure to go through it."""
    state = passage_night()
    play(state, squad(["kn1", "kn2"], "kn5", lookout="kn3"))
    assert A.passage_sure(state, SCENARIO, state.assassination) == []
    assert squad_statuses(state) == ["entered"]


def test_w_a_13_two_tied_first_wolves_one_idle_one_watching_both_go():
    """W-A-13, W-A-2: the ghost and another captain tie for the two places; one watches for a
    squad, the other is idle: both are sure to go, and the squad is flagged without a lookout."""
    state = passage_night(kn1={"rank": "captain"})
    play(state, squad(["kn2", "kn3"], "kn5", lookout="kn1"), SendPassage())
    assert sorted(A.passage_sure(state, SCENARIO, state.assassination)) == ["cap1", "kn1"]
    assert squad_statuses(state) == ["warning"]
    ctx = resolve(state)
    assert sorted(one(ctx, "passage_result").data["wolves"]) == ["cap1", "kn1"]
    assert one(ctx, "squad_result").data["outcome"] == "failed"


def test_w_a_13_two_living_wolves_may_still_go_through_the_passage():
    """W-A-13: the passage takes two wolves: with exactly two alive (the ghost and kn1), both go."""
    state = passage_night()
    kill(state, "kn2", "g1", "kn3", "g2", "g3", "g4", "g5", "g6", turn=0)
    play(state, SendPassage())
    ctx = resolve(state)
    assert sorted(one(ctx, "passage_result").data["wolves"]) == ["cap1", "kn1"]


def test_w_a_12_the_ghost_killed_the_night_wyman_opens_a_passage_is_not_told_of_it():
    """W-A-12, W-A-13: the wolves kill their own ghost; Wyman tortures him and opens a passage,
    but the dead ghost is not told it is open."""
    state = night()
    play(state, squad(["kn1", "kn2", "g2"], "cap1", lookout="g3"))
    ctx = resolve(state)
    assert not state.wp("cap1").alive and state.ghost_died_turn == 1  # W-V-1: the wolves' defeat starts
    assert one(ctx, "pie_result").data["victims"] == ["cap1"]
    assert events(ctx, "passage_open") == []


def _sword_warnings(phases: int) -> list[str]:
    scenario = with_settings("assassination", sword_gv_preparation_phases=phases)
    state = night()
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)  # five wolves: the sword is found
    play(state, A.HandSword(bearer="cap1"), squad(["cap1", "kn1"], "kn5", lookout="kn3"), scenario=scenario)
    return [w for w in RULES.warnings(state, scenario) if "W-A-8" in w]


def test_w_a_8_a_preparing_captain_killing_in_a_squad_is_warned_only_when_a_preparation_is_needed():
    """W-A-8: a captain handed the sword who kills in a squad does not prepare a GV kill: the GM
    is warned, unless the scenario needs no preparation (0 phases)."""
    assert len(_sword_warnings(1)) == 1
    assert _sword_warnings(0) == []


def test_w_a_13_the_lookouts_draw_warning_needs_an_unnamed_passage_order():
    """W-A-13, W-A-2: the warning that the passage's draw will take lookouts is given only when
    an unnamed passage is ordered, not for the same squads without a passage."""
    state = passage_night()
    play(state, squad(["kn3", "g2"], "kn5", lookout="kn1"), squad(["g3", "g5"], "g10", lookout="kn2"))
    assert [w for w in RULES.warnings(state, SCENARIO) if "W-A-13, W-A-2" in w] == []
    play(state, SendPassage())
    assert len([w for w in RULES.warnings(state, SCENARIO) if "W-A-13, W-A-2" in w]) == 1


def test_w_a_8_without_a_preparation_a_captain_bearer_strikes_a_gv_at_once():
    """W-A-8: with ``sword_gv_preparation_phases = 0`` the captain holding the sword may kill a
    GV the night he holds it; with the default (1 phase) the same strike is refused (W-A-8)."""
    scenario = with_settings("assassination", sword_gv_preparation_phases=0)
    state = night()
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)  # five wolves: the sword is found
    assert rule_of(state.model_copy(deep=True), squad("cap1", "gv1", lookout="kn1", sword=True)) == "W-A-8"
    play(state, squad("cap1", "gv1", lookout="kn1", sword=True), scenario=scenario)
    resolve(state, scenario=scenario)
    assert not state.wp("gv1").alive


def test_w_a_13_the_same_wolf_named_twice_for_the_passage_is_refused():
    """W-A-13: two different wolves go through the passage: the ghost named twice is refused."""
    state = passage_night()
    assert rule_of(state, SendPassage(wolves=["cap1", "cap1"])) == "W-A-13"
    assert rule_of(state, SendPassage(wolves=["cap1", "kn1", "kn2"])) == "W-A-13"


def test_w_a_13_three_tied_first_wolves_two_watching_send_exactly_two():
    """W-A-13: the ghost and two captains tie; the two captains watch for squads, the ghost is
    idle: he goes, and one of the two lookouts is drawn: two wolves in all, never three."""
    state = passage_night(kn1={"rank": "captain"}, kn2={"rank": "captain"})
    play(state, squad(["kn3", "g2"], "kn5", lookout="kn1"), squad(["g3", "g5"], "g10", lookout="kn2"))
    play(state, SendPassage())
    ctx = resolve(state)
    sent = one(ctx, "passage_result").data["wolves"]
    assert len(sent) == 2 and sent[0] == "cap1" and sent[1] in ("kn1", "kn2")


def test_w_a_8_a_captain_bearer_who_kills_in_a_squad_prepares_nothing():
    """W-A-8: the ghost (a captain) holding the sword and killing in a squad: no preparation is
    recorded (0 phases, turn 0)."""
    state = night()
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    play(state, squad(["cap1", "kn1"], "kn5", lookout="kn3"))
    resolve(state)
    assert (state.sword.holder, state.sword.prepared_phases, state.sword.prepared_turn) == ("cap1", 0, 0)


def test_w_a_7_a_bearer_killed_the_night_he_holds_the_sword_gives_it_back_to_the_ghost():
    """W-A-7: kn1, handed the sword, is killed that night: the ghost holds it from the next turn."""
    state = night(3)
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    play(state, A.HandSword(bearer="kn1"), squad(["kn3"], "kn1", lookout="g5"))
    resolve(state)
    assert not state.wp("kn1").alive and state.ghost_died_turn == 0  # only the ghost's death counts
    assert (state.sword.holder, state.sword.held_since_turn) == ("cap1", 4)


def _rolls_of(scenario, *orders) -> int:
    state = night()
    play(state, *orders, scenario=scenario)
    return len(resolve(state, scenario=scenario).rolls)


def test_w_a_10_w_a_11_certain_or_impossible_reveals_roll_no_die():
    """W-A-10, W-A-11: a reveal at 100% or 0% is decided without a roll; at the default percents
    one die is rolled (Ben protecting a wolf, Schlingue scanning anyone)."""
    for percent, rolls in ((100, 0), (0, 0), (25, 1)):
        scenario = with_settings("assassination", ben_reveal_percent=percent)
        assert _rolls_of(scenario, A.BenProtects(protects="kn5"), A.NoAssassination()) == 0  # a loyalist
        assert _rolls_of(scenario, A.BenProtects(protects="g2"), A.NoAssassination()) == rolls, percent
    for percent, rolls in ((100, 0), (0, 0), (33, 1), (0.5, 1)):
        scenario = with_settings("assassination", reek_reveal_percent=percent)
        assert _rolls_of(scenario, A.ReekScans(scans="g2"), A.NoAssassination()) == rolls, percent
    state = night()
    sure = with_settings("assassination", ben_reveal_percent=100, reek_reveal_percent=100)
    play(state, A.BenProtects(protects="g2"), A.ReekScans(scans="g3"), A.NoAssassination(), scenario=sure)
    resolve(state, scenario=sure)
    assert "g27" in state.known_by("g2") and "g28" in state.known_by("g3")


def test_w_a_8_two_preparation_phases_in_a_row_let_the_captain_strike_a_gv():
    """W-A-8: with 2 preparation phases, the ghost (a captain) holding the sword through two
    quiet nights may strike a GV on the third; the count goes up only while he keeps it."""
    scenario = with_settings("assassination", sword_gv_preparation_phases=2)
    state = night()
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    for turn in (2, 3):
        state.turn, state.phase, state.step = turn, "assassination", ""
        play(state, A.NoAssassination(), scenario=scenario)
        resolve(state, scenario=scenario)
        assert (state.sword.prepared_phases, state.sword.prepared_turn) == (turn - 1, turn)
    state.turn, state.phase, state.step = 4, "assassination", ""
    play(state, squad("cap1", "gv1", lookout="kn1", sword=True), scenario=scenario)
    resolve(state, scenario=scenario)
    assert not state.wp("gv1").alive


def test_w_a_8_the_refusal_of_an_unprepared_strike_gives_the_phases_needed():
    """W-A-8: a GV strike before the preparation is refused (W-A-8) with the number of phases
    the scenario needs (2 here), not the default's one."""
    scenario = with_settings("assassination", sword_gv_preparation_phases=2)
    state = night()
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    with pytest.raises(RuleViolation) as info:
        play(state, squad("cap1", "gv1", lookout="kn1", sword=True), scenario=scenario)
    assert info.value.rule == "W-A-8" and re.search(r"\b2\b", str(info.value))


def test_w_a_5_a_failed_squad_result_is_under_w_a_5():
    """W-A-5: a squad without its influence fails, recorded under W-A-5."""
    state = night()
    play(state, squad(["g2"], "cap2", lookout="g3"))
    result = one(resolve(state), "squad_result")
    assert (result.rule, result.data["outcome"]) == ("W-A-5", "failed")


def test_w_a_13_no_lookouts_draw_warning_when_an_idle_tied_wolf_is_enough():
    """W-A-13, W-A-2: one tied wolf needed, one idle: the draw takes no lookout, no warning."""
    state = passage_night()
    play(state, squad(["kn2", "g2"], "kn5", lookout="kn1"), SendPassage())
    assert [w for w in RULES.warnings(state, SCENARIO) if "W-A-13, W-A-2" in w] == []


def test_w_a_13_the_checklist_shows_the_passage_only_the_phase_it_is_open():
    """W-A-13: the passage's checklist line is there the phase it is open, not the phase before."""
    open_now = len(RULES.checklist(passage_night(), SCENARIO))
    state = night(2)
    state.passage = PassageState(real=True, usable_turn=3)
    assert len(RULES.checklist(state, SCENARIO)) == open_now - 1


def test_w_a_7_the_sword_found_after_the_nights_deaths_is_held_from_the_next_turn():
    """W-A-7: the night's deaths leave five wolves: the ghost finds the sword for the next turn."""
    state = night(2)
    kill(state, "kn2", "g1", "g2", "g3", turn=0)
    play(state, squad(["kn1", "kn3"], "g6", lookout="g5"))
    resolve(state)
    assert (state.sword.found, state.sword.holder, state.sword.held_since_turn) == (True, "cap1", 3)


def test_w_a_12_the_ghost_is_told_the_passage_opens_next_turn():
    """W-A-12, W-A-13: a wolf killed by the wolves, Wyman tortures him: the ghost is told the
    passage is usable next turn."""
    state = night(2)
    play(state, squad(["kn1", "kn3"], "g2", lookout="g3"))
    ctx = resolve(state)
    assert one(ctx, "passage_open").data["usable_turn"] == 3 and state.passage.usable_turn == 3


def test_w_a_8_a_preparation_under_way_is_warned_when_the_captain_kills_in_a_squad():
    """W-A-8: the ghost, a captain who prepared through the last phase, kills in a squad: warned;
    without a preparation under way (nor the sword handed this phase), no warning."""
    for prepared_turn, warned in ((1, 1), (0, 0)):
        state = night(2)
        kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
        state.sword.found, state.sword.holder, state.sword.held_since_turn = True, "cap1", 1
        state.sword.prepared_phases, state.sword.prepared_turn = (
            (1, prepared_turn) if prepared_turn else (0, 0)
        )
        play(state, squad(["cap1", "kn1"], "kn5", lookout="kn3"))
        assert len([w for w in RULES.warnings(state, SCENARIO) if "W-A-8" in w]) == warned
