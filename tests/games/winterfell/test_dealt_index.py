"""The deal fills the state's index of the living (``WinterfellState.living_index``) and the
ghost's place as it makes the players (``_Living.dealt``, ``WinterfellState.dealt``) instead of
leaving them to a scan at their first use: what it leaves must be what the scans give (W-S-1
ranks, W-S-3..W-S-6 hierarchy, the roles), for free rosters and pinned ones, in both scenarios.
"""

from __future__ import annotations

import pytest

from gmconsole.engine import RosterEntry
from gmconsole.games.winterfell.rules.setup import deal
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.games.winterfell.rules.state import _NO_PLACE, GHOST, WinterfellState, _Living
from gmconsole.scenarios import load_scenario


def _check_dealt(state: WinterfellState) -> None:
    kept = state._living
    assert kept is not None and kept.players is state.players
    fresh = _Living(state.players)
    assert kept.shape() == fresh.shape()
    assert list(kept.ranks) == list(fresh.ranks) and list(kept.roles) == list(fresh.roles)
    assert kept.changes == 0 and kept._at is None
    assert kept.living is not state.players  # the index's own list (a death takes him out of it)
    ghosts = [i for i, p in enumerate(state.players) if p.hierarchy == GHOST]
    assert state._ghost_at == (ghosts[0] if ghosts else _NO_PLACE)
    # and the queries answer what a scan answers
    assert state.ghost() is (state.players[ghosts[0]] if ghosts else None)
    assert [p.name for p in state.hierarchy()] == [p.name for p in state.players if p.hierarchy]


@pytest.mark.parametrize("scenario_name", ["winterfell", "meereen"])
@pytest.mark.parametrize("players", [25, 36, 50, 61])
def test_w_s_1_the_dealt_index_is_what_a_scan_builds(scenario_name: str, players: int) -> None:
    scenario = load_scenario(scenario_name)
    roster = random_roster(players)
    for seed in range(6):
        state, _ = deal(scenario, roster, f"dealt-{players}-{seed}")
        _check_dealt(state)


def test_w_s_16_a_pinned_deal_leaves_the_index_a_scan_builds() -> None:
    scenario = load_scenario("winterfell")
    source, _ = deal(scenario, random_roster(50), "dealt-source")
    pins = {}
    for p in source.players[:12]:
        pinned: dict[str, object] = {"rank": p.rank}
        if p.hierarchy:
            pinned["hierarchy"] = p.hierarchy
        if p.roles:
            pinned["roles"] = list(p.roles)
        pins[p.name] = pinned
    roster = [RosterEntry(name=p.name, pins=pins.get(p.name, {})) for p in source.players]
    for seed in range(4):
        state, _ = deal(scenario, roster, f"dealt-pinned-{seed}")
        for name, pinned in pins.items():
            assert state.wp(name).rank == pinned["rank"]
        _check_dealt(state)
