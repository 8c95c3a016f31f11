"""Tests written for the points module's surviving mutants (issue 12, ``tools/mutate.py``).

Each asserts a rule's outcome (the winner, the rule, the points and their breakdown), not the
English text of a message: the messages move to a wording system. The mutants each test kills are
listed in ``docs/testing.md``.
"""

from __future__ import annotations

import pydantic
import pytest
from phase_cast import SCENARIO, kill, one, table

from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.points import PointsSettings


def test_the_points_settings_defaults_are_the_sources_numbers():
    """W-V-1..W-V-3, W-P-1..W-P-5: the model's defaults (a scenario file that leaves a key out gets
    them) are the source's numbers and the catalogue's defaults, the same as the shipped scenario's."""
    defaults = PointsSettings()
    assert defaults.model_dump() == SCENARIO.points.model_dump()
    assert defaults.ghost_death_wins_after_next_assassination and not defaults.abel_counts_as_wolf
    assert defaults.worshippers_win_below == 15 and not defaults.dead_guesses_score
    assert (defaults.guess_ghost, defaults.guess_lieutenant, defaults.guess_cub) == (1, 0.5, 0.25)
    assert defaults.rank == {"guard": 1, "knight": 2, "captain": 4, "great_vassal": 10}
    assert defaults.wolf_hierarchy == {"cub": 5, "lieutenant": 10, "ghost": 15}
    assert (defaults.prophecy, defaults.worshippers_win) == (8, 20)


def test_the_points_settings_are_frozen_and_refuse_unknown_keys():
    """The ``[points]`` tables name known ranks, places and roles; the settings cannot change once
    loaded."""
    with pytest.raises(pydantic.ValidationError):
        PointsSettings().prophecy = 1  # type: ignore[misc]
    for table_, key in (("rank", "king"), ("wolf_hierarchy", "alpha"), ("loyalist_roles", "jester")):
        with pytest.raises(pydantic.ValidationError):
            PointsSettings(**{table_: {key: 1}})
    PointsSettings(worshippers_win_below=0, wolf_roles={"abel": 3})


def _guess(by, turn, ghost, *, alive=True, right=True):
    from gmconsole.games.winterfell.rules.state import Guess

    return Guess(by=by, turn=turn, ghost=ghost, alive=alive, ghost_right=right)


# -- W-V-1: the turn the loyalists win ----------------------------------------------------------
def test_w_v_1_after_the_ghosts_death_the_loyalists_win_only_when_an_assassination_phase_ends():
    """W-V-1: "Si le Fantôme de Winterfell vient à mourir, le camp des loyalistes l’emporte à
    l’issue de la phase d’assassinat suivante": the ghost dead at turn 1, turn 2's assassination
    resolution that leaves the phase open wins nothing, nor does a later phase's resolution; the
    one that ends it wins."""
    state = table(phase="assassination", turn=2)
    kill(state, "cap1", turn=1, phase="justice")
    ctx = Context(state, SCENARIO)
    assert points.victory(state, ctx) is None, "the assassination phase is not over"
    state.phase = "justice"
    assert points.victory(state, ctx)[:2] == ("loyalists", "W-V-1")
    later = table(phase="elections", turn=2)
    kill(later, "cap1", turn=1, phase="justice")
    assert points.victory(later, Context(later, SCENARIO)) is None, "a justice or election resolution"


# -- W-V-3: the worshippers' victory needs a worshipper ------------------------------------------------
def test_w_v_3_fewer_than_15_survivors_and_no_living_worshipper_is_no_victory():
    """W-V-3: "il faut qu’ils se débrouillent pour qu’il reste moins de 15 survivants à
    Winterfell": 13 survivors without a living worshipper win nothing; with one, the worshippers win."""
    state = table(gv1={"camp": "worshippers"})
    kill(state, *[p.name for p in state.players][14:])
    kill(state, "gv1")
    assert len(state.living()) == 13
    assert points.victory(state, Context(state, SCENARIO)) is None
    state.wp("gv1").alive = True
    state.players_changed()
    assert points.victory(state, Context(state, SCENARIO))[:2] == ("worshippers", "W-V-3")


# -- W-P: the breakdown and the report -----------------------------------------------------------------
def test_w_p_1_a_players_breakdown_from_the_whole_guess_list_takes_his_own_guesses():
    """W-P-1, W-P-5: ``breakdown`` without the guesses grouped by guesser reads the whole list:
    it scores the player's own living guesses, whoever guessed before him."""
    state = table()
    state.winner = "loyalists"
    state.guesses = [
        _guess("g21", 1, "cap1"),
        _guess("Bran", 1, "cap1"),
        _guess("g20", 1, "cap1"),
        _guess("g22", 2, "cap1", alive=False),
        _guess("g20", 2, "cap1"),
    ]
    lines = points.breakdown(state, SCENARIO, state.wp("g20"))
    assert [(line["item"], line.get("turn")) for line in lines] == [
        ("guess", 1),
        ("guess", 2),
        ("rank", None),
    ]
    grouped = {"g20": [state.guesses[2], state.guesses[4]]}
    assert points.breakdown(state, SCENARIO, state.wp("g20"), grouped) == lines


def test_w_p_5_the_end_report_names_the_neutral_players():
    """W-P-5, W-S-12: the end report lists the neutral players (the Vervoyant) apart."""
    state = table()
    state.winner, state.victory_rule = "loyalists", "W-V-1"
    assert points.end_report(state, SCENARIO)["neutral"] == ["g29"]
    ctx = Context(state, SCENARIO)
    ctx.emit("end_report", rule="W-P-1", **points.end_report(state, SCENARIO))
    assert one(ctx, "end_report").data["neutral"] == ["g29"]


def test_w_p_1_w_p_2_a_rank_left_out_of_the_points_table_scores_nothing():
    """W-P-1, W-P-2: a scenario whose ``[points] rank`` table leaves a rank out gives that rank no
    points (and no breakdown line), for the winning loyalists and the winning wolves alike."""
    scenario = SCENARIO.model_copy(
        update={"points": SCENARIO.points.model_copy(update={"rank": {"great_vassal": 10, "captain": 4}})}
    )
    state = table()
    state.winner = "loyalists"
    assert points.breakdown(state, scenario, state.wp("g20"), {}) == []
    assert [line["points"] for line in points.breakdown(state, scenario, state.wp("gv1"), {})] == [10]
    state.winner = "wolves"
    assert points.breakdown(state, scenario, state.wp("g3"), {}) == [
        {"item": "hierarchy", "key": "cub", "points": 5}
    ]
