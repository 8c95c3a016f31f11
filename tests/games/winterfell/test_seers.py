"""Seers (W-R): the appearance tables, the Vervoyant's and Abel's questions.

The table (``phase_cast``): cap1 ghost, kn1 lieutenant, kn3 cub, g4 turncoat, g5 Wyman, g6
Pestagaupe, g7/g8 Hooded Men, g26 Abel, g27 Ben, g28 a loyal Schlingue, g29 the Vervoyant,
g30 the Gars du Bâtard.
"""

from __future__ import annotations

import pytest
from phase_cast import SCENARIO, events, kill, night, play, refused, resolve, with_settings

from gmconsole.games.winterfell.rules.assassination import AbelAsks, GreenseerAsks
from gmconsole.games.winterfell.rules.seers import SeerSettings, appears_as, identity


def seen(state, seer, target, scenario=SCENARIO):
    return appears_as(state, scenario, seer, target)


# -- W-R-1 the Vervoyant ---------------------------------------------------------------------------
def test_w_r_1_the_vervoyant_sees_the_ghost_as_a_cub_and_worshippers_as_loyalists():
    """W-R-1: the vervoyant sees the ghost as a cub and worshippers as loyalists."""
    state = night(gv1={"camp": "worshippers"})
    assert identity(state.wp("cap1")) == "ghost" and seen(state, "greenseer", "cap1") == "cub"
    assert identity(state.wp("gv1")) == "worshipper" and seen(state, "greenseer", "gv1") == "loyalist"
    assert seen(state, "greenseer", "g4") == "turncoat"
    assert seen(state, "greenseer", "kn1") == "lieutenant"
    assert seen(state, "greenseer", "g5") == "manderly"
    assert seen(state, "greenseer", "g27") == "ben_bones"
    assert seen(state, "greenseer", "g26") == "abel"


def test_w_r_1_the_vervoyants_question_is_answered_as_a_learned_event_at_the_resolution():
    """W-R-1: the vervoyants question is answered as a learned event at the resolution."""
    state = night()
    play(state, GreenseerAsks(asks="cap1"))
    assert state.assassination.greenseer_asks == "cap1"
    ctx = resolve(state)
    learned = [e for e in events(ctx, "learned") if e.audience.players == ("g29",)]
    assert [(e.data["about"], e.data["seen_as"], e.rule, e.data["how"]) for e in learned] == [
        ("cap1", "cub", "W-R-1", "greenseer")
    ]
    assert state.known_by("g29")["cap1"].seen_as == "cub"
    gm = [e for e in events(ctx, "seer_result") if e.data["role"] == "greenseer"]
    assert gm[0].audience.to == "gm" and gm[0].data["seen_as"] == "cub"


def test_w_r_1_a_dead_vervoyant_asks_nothing_and_none_asks_about_himself():
    """W-R-1: a dead vervoyant asks nothing and none asks about himself."""
    state = night()
    refused(state, GreenseerAsks(asks="g29"), r"the Vervoyant cannot ask about himself \(W-R-1\)")
    kill(state, "g29")
    refused(state, GreenseerAsks(asks="cap1"), r"the Vervoyant \(g29\) is dead \(W-R-1\)")


# -- W-R-2 Abel ----------------------------------------------------------------------------------------
def test_w_r_2_abel_sees_the_turncoat_as_a_plain_loyalist_and_the_ghost_as_the_ghost():
    """W-R-2: abel sees the turncoat as a plain loyalist and the ghost as the ghost."""
    state = night()
    assert seen(state, "abel", "g4") == "loyalist"
    assert seen(state, "abel", "cap1") == "ghost"
    assert seen(state, "abel", "g29") == "greenseer"


@pytest.mark.parametrize(("percent", "revealed"), [(100, True), (0, False)])
def test_w_r_2_abel_is_revealed_to_his_target_with_the_set_probability(percent, revealed):
    """W-R-2: abel is revealed to his target with the set probability."""
    scenario = with_settings("seers", abel_reveal_percent=percent)
    state = night()
    play(state, AbelAsks(asks="kn1"), scenario=scenario)
    ctx = resolve(state, scenario=scenario)
    assert state.known_by("g26")["kn1"].seen_as == "lieutenant"
    assert ("g26" in state.known_by("kn1")) is revealed
    if revealed:
        told = [e for e in events(ctx, "learned") if e.audience.players == ("kn1",)]
        assert (
            told[0].data == {"about": "g26", "seen_as": "abel", "how": "abel_revealed"}
            and told[0].rule == "W-R-2"
        )


def test_w_r_2_the_30_percent_reveal_is_a_logged_roll():
    """W-R-2: the 30 percent reveal is a logged roll."""
    reveals = 0
    for turn in range(1, 41):
        state = night(turn=turn)
        play(state, AbelAsks(asks="g10"))
        ctx = resolve(state)
        [roll] = [r for r in ctx.rolls if r.purpose == "is Abel revealed to g10 (30%, W-R-2)"]
        assert ("g26" in state.known_by("g10")) == (roll.result <= 30)
        reveals += roll.result <= 30
    assert 3 <= reveals <= 22


# -- W-R-3 the Gars du Bâtard's interrogation uses the same tables ------------------------------------------
def test_w_r_3_the_gars_du_batard_sees_through_the_common_table():
    """W-R-3: the gars du batard sees through the common table."""
    state = night()
    assert seen(state, "bastards_boy", "g7") == "cub"
    assert seen(state, "bastards_boy", "g6") == "loyalist"
    assert seen(state, "bastards_boy", "cap1") == "ghost"
    scenario = with_settings("seers", bastards_boy={"ghost": "lieutenant"})
    assert seen(state, "bastards_boy", "cap1", scenario) == "lieutenant"


# -- W-R-4 Hooded Men and Pestagaupe for every seer; the tables are scenario data ------------------------
@pytest.mark.parametrize("seer", ["greenseer", "abel", "bastards_boy"])
def test_w_r_4_hooded_men_appear_as_cubs_and_pestagaupe_as_a_loyalist_to_every_seer(seer):
    """W-R-4: hooded men appear as cubs and pestagaupe as a loyalist to every seer."""
    state = night()
    assert seen(state, seer, "g7") == "cub" and seen(state, seer, "g8") == "cub"
    assert seen(state, seer, "g6") == "loyalist"


def test_w_r_4_schlingue_sees_the_camps_after_the_same_table():
    """W-R-4: schlingue sees the camps after the same table."""
    state = night(gv1={"camp": "worshippers"})
    assert seen(state, "reek", "g7") == "wolves"  # a Hooded Man looks like a cub
    assert seen(state, "reek", "g6") == "loyalists"  # Pestagaupe looks like a loyalist
    assert seen(state, "reek", "cap1") == "wolves"
    assert seen(state, "reek", "g4") == "loyalists"  # the turncoat's true camp
    assert seen(state, "reek", "gv1") == "worshippers"
    assert seen(state, "reek", "g29") == "neutral"
    assert seen(state, "reek", "g26") == "wolves"


def test_w_r_4_the_appearance_table_is_scenario_data():
    """W-R-4: the appearance table is scenario data."""
    state = night()
    scenario = with_settings("seers", every_seer={})
    assert seen(state, "greenseer", "g7", scenario) == "hooded_man"
    with pytest.raises(ValueError, match="not an identity"):
        SeerSettings(every_seer={"hooded_man": "dragon"})
    assert SCENARIO.seers.every_seer == {"hooded_man": "cub", "whoresbane": "loyalist"}
