"""The points settings are read once per scenario (issue 17, speed): each scenario still scores
with its own settings, whichever was read before (W-P-1..4, W-V-3)."""

from __future__ import annotations

from phase_cast import SCENARIO, table, with_settings

from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.state import Guess


def _scores(scenario) -> dict[str, float]:
    state = table()
    state.winner, state.victory_rule, state.phase = "loyalists", "W-V-1", "over"
    state.guesses = [Guess(by="g20", turn=1, ghost="cap1", ghost_right=True)]
    return {row["name"]: row["points"] for row in points.end_report(state, scenario)["players"]}


def test_w_p_1_each_scenario_scores_with_its_own_settings_in_turn() -> None:
    richer = with_settings("points", guess_ghost=5.0)
    first = _scores(SCENARIO)
    other = _scores(richer)
    assert other["g20"] == first["g20"] + 4.0
    assert _scores(SCENARIO) == first and _scores(richer) == other


def test_w_v_3_the_worshippers_threshold_is_the_scenarios_own() -> None:
    state = table()
    for p in state.players:
        if p.rank == "great_vassal":
            p.camp = "worshippers"
    kept = 0
    for p in state.players:  # ten survive, the worshippers among them
        if p.rank == "great_vassal" or kept < 7:
            kept += p.rank != "great_vassal"
        else:
            p.alive = False
    state.players_changed()
    living = sum(p.alive for p in state.players)
    lower = with_settings("points", worshippers_win_below=living)
    assert points.victory(state, Context(state, SCENARIO)) is not None  # default: below 15
    assert points.victory(state, Context(state, lower)) is None
    assert points.victory(state, Context(state, SCENARIO)) is not None
