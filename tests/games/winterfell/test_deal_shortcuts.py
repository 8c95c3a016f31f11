"""The deal's shortcuts for a simulator (issue 17, speed) keep what they stand for: the roster
check remembered by names and aliases, the minimum remembered by scenario, the phases' empty
orders made new for each state (W-S-1). The pools of a deal without pins are compared with the
general path's in test_deal_records.py."""

from __future__ import annotations

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.winterfell.rules import setup
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.games.winterfell.rules.state import (
    AssassinationOrders,
    ElectionOrders,
    JusticeOrders,
    SwordState,
    WinterfellState,
)
from gmconsole.scenarios import load_scenario

WF = load_scenario("winterfell")


def test_w_s_1_an_alias_is_checked_after_the_same_names_passed_without_any() -> None:
    roster = random_roster(30)
    setup.deal(WF, roster, "shortcut-names")  # remembered: these names, no alias
    clash = [*roster[:-1], RosterEntry(name=roster[-1].name, aliases=[roster[0].name])]
    with pytest.raises(RuleViolation):
        setup.deal(WF, clash, "shortcut-names")
    aliased = [*roster[:-1], RosterEntry(name=roster[-1].name, aliases=["Quelqu'un d'autre"])]
    state, _ = setup.deal(WF, aliased, "shortcut-names")
    assert state.players[-1].aliases == ["Quelqu'un d'autre"]


def test_w_s_1_each_scenario_has_its_own_minimum() -> None:
    bigger = WF.model_copy(update={"setup": WF.setup.model_copy(update={"wolves_base": 20})})
    first = setup.minimum_players(WF)
    assert setup.minimum_players(bigger) == setup._minimum_players(bigger) > first
    assert setup.minimum_players(WF) == first == setup._minimum_players(WF)
    with pytest.raises(RuleViolation):
        setup.deal(bigger, random_roster(first), "shortcut-minimum")


def test_w_s_1_each_deal_has_its_own_empty_orders() -> None:
    a, _ = setup.deal(WF, random_roster(50), "shortcut-a")
    b, _ = setup.deal(WF, random_roster(50), "shortcut-b")
    for field, empty in (
        ("sword", SwordState()),
        ("assassination", AssassinationOrders()),
        ("justice", JusticeOrders()),
        ("elections", ElectionOrders()),
    ):
        assert getattr(a, field) == empty == getattr(b, field)
        assert getattr(a, field) is not getattr(b, field)
    a.assassination.squads.append(None)  # type: ignore[arg-type]
    assert b.assassination.squads == []
    # the state is the one validation makes of its dump
    assert WinterfellState.model_validate(b.model_dump()).model_dump() == b.model_dump()
