"""Seers (W-R): tests written for the mutants of ``seers.py`` the seers' tests let survive
(issue 12, ``docs/testing.md``). Each asserts a rule's outcome on the hand-built table of
``phase_cast`` (cap1 ghost, kn1 lieutenant, g5 Wyman, g26 Abel, g28 a loyal Schlingue, g29 the
Vervoyant, g30 the Gars du Bâtard), never a message's wording.
"""

from __future__ import annotations

import pytest
from phase_cast import SCENARIO, events, night, play, resolve, with_settings
from pydantic import ValidationError

from gmconsole.games.winterfell.rules.assassination import AbelAsks, GreenseerAsks
from gmconsole.games.winterfell.rules.seers import SeerSettings, appears_as, identity, whole_role


# -- identities ------------------------------------------------------------------------------------
def test_w_r_1_a_plain_loyalist_is_seen_as_a_loyalist_by_every_seer():
    """W-R-1, W-R-2, W-R-3: a player with no role and no place is a plain loyalist to every seer,
    and Schlingue learns the loyalists' camp (W-A-11)."""
    state = night()
    assert identity(state.wp("g10")) == "loyalist"
    for seer in ("greenseer", "abel", "bastards_boy"):
        assert appears_as(state, SCENARIO, seer, "g10") == "loyalist"
    assert appears_as(state, SCENARIO, "reek", "g10") == "loyalists"


def test_w_r_3_the_gars_du_batard_is_seen_as_the_gars_du_batard_while_loyal():
    """W-R-3, W-S-2: a loyal Gars du Bâtard is seen as such; one who is a cub is seen as the cub."""
    state = night()
    assert identity(state.wp("g30")) == "bastards_boy"
    assert appears_as(state, SCENARIO, "greenseer", "g30") == "bastards_boy"
    wolf = night(g9={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1", "roles": ["bastards_boy"]})
    assert identity(wolf.wp("g9")) == "cub"
    # the Gars du Bâtard's role is told whole with the place (W-R-1: "le rôle exact")
    assert whole_role(wolf, "g9", "cub") == ["cub", "bastards_boy"]


def test_w_a_11_a_loyal_schlingue_and_a_wolf_schlingue_are_told_apart():
    """W-S-10, W-A-11: a loyal Schlingue is ``reek`` (loyalists), a wolf one ``reek_wolf`` (wolves)."""
    state = night(g3={"roles": ["reek"]})  # g3: a cub of kn2
    assert identity(state.wp("g28")) == "reek"
    assert appears_as(state, SCENARIO, "reek", "g28") == "loyalists"
    assert identity(state.wp("g3")) == "reek_wolf"
    assert appears_as(state, SCENARIO, "reek", "g3") == "wolves"
    assert whole_role(state, "g3", "reek_wolf") == ["cub", "reek_wolf"]


def test_w_r_1_a_wolf_outside_the_hierarchy_without_a_role_is_seen_as_a_cub():
    """W-R-1: a wolf with no place and no role (a state entered by hand) is seen as a cub."""
    state = night(g10={"camp": "wolves"})
    assert identity(state.wp("g10")) == "cub"
    assert appears_as(state, SCENARIO, "reek", "g10") == "wolves"


# -- the whole role (W-R-1, W-R-2: "le rôle exact") -------------------------------------------------
def test_w_r_1_a_lieutenant_who_is_wyman_is_told_whole_place_first():
    """W-R-1: the Vervoyant asking about a lieutenant who is Wyman learns both, the place first;
    the learned event carries the whole role."""
    state = night(kn1={"roles": ["manderly"]}, g5={"roles": []})
    assert whole_role(state, "kn1", "manderly") == ["lieutenant", "manderly"]
    play(state, GreenseerAsks(asks="kn1"))
    ctx = resolve(state)
    [learned] = [e for e in events(ctx, "learned") if e.audience.players == ("g29",)]
    assert learned.data["seen_as"] == "manderly" and learned.data["whole"] == ["lieutenant", "manderly"]


def test_w_r_1_a_plain_answer_carries_no_whole_role():
    """W-R-1: a target who is only what he is seen as (a lieutenant) is told as such, no whole."""
    state = night()
    assert whole_role(state, "kn1", "lieutenant") == ["lieutenant"]
    assert whole_role(state, "g10", "loyalist") == ["loyalist"]
    assert whole_role(state, "g7", "cub") == ["cub"]  # a Hooded Man, disguised
    play(state, GreenseerAsks(asks="kn1"))
    ctx = resolve(state)
    [learned] = [e for e in events(ctx, "learned") if e.audience.players == ("g29",)]
    assert learned.data["seen_as"] == "lieutenant" and "whole" not in learned.data


def test_w_r_1_the_greenseer_answer_returns_what_was_seen():
    """W-R-1: the GM's seer_result gives what the Vervoyant saw (the ghost as a cub)."""
    state = night()
    play(state, GreenseerAsks(asks="cap1"))
    ctx = resolve(state)
    [gm] = [e for e in events(ctx, "seer_result") if e.rule == "W-R-1"]
    assert gm.data["seen_as"] == "cub"


# -- Abel's reveal (W-R-2) ---------------------------------------------------------------------------
def _abel_rolls(percent: float) -> tuple[int, bool]:
    """(the rolls Abel's question adds to a resolution, whether the target learned Abel)."""
    scenario = with_settings("seers", abel_reveal_percent=percent)
    base = night()
    without = len(resolve(base, scenario=scenario).rolls)
    state = night()
    play(state, AbelAsks(asks="kn1"), scenario=scenario)
    ctx = resolve(state, scenario=scenario)
    [gm] = [e for e in events(ctx, "seer_result") if e.rule == "W-R-2"]
    assert gm.data["revealed"] is ("g26" in state.known_by("kn1"))
    return len(ctx.rolls) - without, gm.data["revealed"]


@pytest.mark.parametrize(("percent", "rolls", "revealed"), [(100, 0, True), (0, 0, False)])
def test_w_r_2_a_certain_or_impossible_reveal_rolls_no_die(percent, rolls, revealed):
    """W-R-2: at 100% Abel is revealed and at 0% he is not, without a roll in the log."""
    assert _abel_rolls(percent) == (rolls, revealed)


def test_w_r_2_a_small_reveal_chance_is_still_rolled():
    """W-R-2: any chance above 0 (here 0.5%) is a logged roll."""
    rolls, _ = _abel_rolls(0.5)
    assert rolls == 1


# -- the settings -----------------------------------------------------------------------------------
def test_w_r_4_the_seer_settings_bounds_and_tables_are_checked():
    """W-R-4: the tables hold identities and camps; the reveal percent is within 0..100; the
    settings are frozen like every scenario section."""
    assert SeerSettings(abel_reveal_percent=0).abel_reveal_percent == 0
    assert SeerSettings(abel_reveal_percent=100).abel_reveal_percent == 100
    for bad in (-0.5, 100.5):
        with pytest.raises(ValidationError):
            SeerSettings(abel_reveal_percent=bad)
    camps = SeerSettings().camps
    with pytest.raises(ValidationError):
        SeerSettings(camps={**camps, "dragon": "wolves"})
    with pytest.raises(ValidationError):
        SeerSettings(camps={**camps, "cub": "dragons"})
    with pytest.raises(ValidationError):
        SeerSettings(camps={k: v for k, v in camps.items() if k != "cub"})
    with pytest.raises(ValidationError):
        SeerSettings(greenseer={"dragon": "cub"})
    settings = SeerSettings(reek={"hooded_man": "loyalist"})
    assert isinstance(settings, SeerSettings) and settings.reek == {"hooded_man": "loyalist"}
    with pytest.raises(ValidationError):
        settings.abel_reveal_percent = 50  # type: ignore[misc]
