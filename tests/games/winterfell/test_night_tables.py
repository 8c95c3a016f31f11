"""The night's settings read once per scenario (issue 17): the seers' appearance table and the
assassination's odds give what the scenario's own fields give, for the scenario in play."""

from __future__ import annotations

from phase_cast import SCENARIO, with_settings

from gmconsole.engine.dice import Dice
from gmconsole.games.winterfell.rules import assassination, seers
from gmconsole.games.winterfell.rules.seers import IDENTITIES, SEERS


def _every_appearance(scenario):
    return {(kind, i): seers._sees(scenario, kind, i) for kind in SEERS for i in IDENTITIES}


def _read_from_fields(scenario):
    return {(kind, i): seers._appearance(scenario.seers, kind, i) for kind in SEERS for i in IDENTITIES}


def test_the_seers_table_gives_what_the_appearance_tables_give():
    """W-R-1..W-R-4, W-A-11: each seer's appearance of each identity, Schlingue's as a camp."""
    changed = with_settings(
        "seers",
        every_seer={},
        greenseer={"ghost": "lieutenant"},
        reek={"loyalist": "cub"},
        abel_reveal_percent=55.0,
    )
    assert _every_appearance(SCENARIO) == _read_from_fields(SCENARIO)
    assert _every_appearance(changed) == _read_from_fields(changed)
    assert seers._sees(changed, "greenseer", "ghost") == "lieutenant"
    assert seers._sees(changed, "reek", "loyalist") == "wolves"
    assert seers._sees(SCENARIO, "greenseer", "ghost") == "cub"  # the table follows the scenario
    assert seers._table(changed).abel_reveal_percent == 55.0
    assert seers._table(SCENARIO).abel_reveal_percent == SCENARIO.seers.abel_reveal_percent


def test_the_night_odds_table_follows_the_scenario():
    """W-A-10..W-A-13: the odds and flags the resolution reads are the scenario's."""
    values = {
        "ben_reveal_percent": 12.5,
        "reek_reveal_percent": 77.0,
        "passage_spotted_percent": 40.0,
        "wyman_told_passage": True,
        "sword_gv_rank": "guard",
    }
    changed = with_settings("assassination", **values)
    table = assassination._table(changed)
    assert {name: getattr(table, name) for name in values} == values
    default = assassination._table(SCENARIO)
    settings = SCENARIO.assassination
    assert {name: getattr(default, name) for name in values} == {
        name: getattr(settings, name) for name in values
    }


def test_the_reveals_odds_are_given_to_the_dice_and_worded_as_the_scenario_has_them():
    """W-A-10, W-A-11, W-A-13, W-R-2: each reveal's odds as ``Dice.chance`` takes them (an int
    when whole: the same threshold on 1d100; else the float, on 1d10000) and as its roll's
    reason writes them (``f"{percent:g}"``), for whole and fractional percents."""
    changed = with_settings(
        "assassination", ben_reveal_percent=12.5, reek_reveal_percent=33.0, passage_spotted_percent=100.0
    )
    table = assassination._table(changed)
    assert table.ben_chance == (12.5, "12.5") and type(table.ben_chance[0]) is float
    assert table.reek_chance == (33, "33") and type(table.reek_chance[0]) is int
    assert table.passage_chance == (100, "100")
    abel = seers._table(with_settings("seers", abel_reveal_percent=7.25))
    assert abel.abel_chance == (7.25, "7.25")
    assert seers._table(SCENARIO).abel_chance == (30, "30")
    for percent in (0.0, 1.0, 12.5, 33.0, 99.99, 100.0):  # the same roll as the float gives
        whole, _ = assassination._chance(percent)
        for key in ("a", "b", "c"):
            first = Dice("seed", {}, 1, "assassination").chance(key, percent)
            assert Dice("seed", {}, 1, "assassination").chance(key, whole) == first
