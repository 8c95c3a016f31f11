"""The lieutenants, dead or alive, are kept from one election to the next (``elections._lieutenants``,
issue 17's speed): the lieutenants who died this turn (W-E-7) are those a scan of the players
finds, after every step of random games, a cub made lieutenant included."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import elections
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import LIEUTENANT
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
RULES = WinterfellRules()


def _scan(state) -> list[int]:
    return [
        id(p)
        for p in state.players
        if p.hierarchy == LIEUTENANT and not p.alive and p.died_turn == state.turn
    ]


def _vacant(state) -> list[int]:
    return [id(p) for p in elections.vacant_lieutenants(state)]


@pytest.mark.parametrize("players", [25, 50])
def test_w_e_7_the_kept_lieutenants_are_the_scanned_ones(players: int) -> None:
    vacant = replaced = 0
    for seed in range(6):
        state, ctx = RULES.setup(WINTERFELL, random_roster(players), f"lieutenants-{players}-{seed}")
        policy = RandomPolicy(random.Random(seed), WINTERFELL)
        for _ in range(400):
            if state.over:
                break
            ctx.next_step()
            for action in policy.orders(state):
                try:
                    RULES.apply(state, action, ctx)
                except RuleViolation:
                    continue
                if state.phase != ctx.phase or state.turn != ctx.turn:
                    ctx.next_step()
                assert _vacant(state) == _scan(state)
            made = ctx.count_events()
            RULES.apply(state, Resolve(), ctx)
            assert _vacant(state) == _scan(state)
            copy = state.model_copy(deep=True)
            assert _vacant(copy) == _scan(copy)  # another players' list: found again
            assert _vacant(state) == _scan(state)
            vacant += len(_scan(state))
            replaced += sum(1 for e in ctx.events[made:] if e.kind == "lieutenant_replaced")
    assert vacant and replaced  # lieutenants died, and cubs replaced them


def test_w_e_7_a_cub_made_lieutenant_is_found_when_he_dies() -> None:
    state, _ = RULES.setup(WINTERFELL, random_roster(50), "lieutenants-unit")
    assert elections.vacant_lieutenants(state) == []
    before = {p.name for p in state.players if p.hierarchy == LIEUTENANT}
    dead = next(p for p in state.living_index().wolves if p.hierarchy == LIEUTENANT)
    dead.alive, dead.died_turn = False, state.turn
    state.player_died(dead)
    assert elections.vacant_lieutenants(state) == [dead]
    elections._replace_lieutenants(state, Context(state, WINTERFELL))  # a random cub replaces him
    (new,) = [p for p in state.players if p.hierarchy == LIEUTENANT and p.alive and p.name not in before]
    state.turn += 1
    assert elections.vacant_lieutenants(state) == []
    new.alive, new.died_turn = False, state.turn
    state.player_died(new)
    assert elections.vacant_lieutenants(state) == [new]
