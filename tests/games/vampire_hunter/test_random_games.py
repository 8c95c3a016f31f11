"""Seeded random Vampire Hunter games reach an end, with the invariants checked after every step:
never more than 5 tokens on a town (V-P-2), never two hunters on a town (V-T-1), wounds below
life points while the game goes on (V-F-5), the end matching its rule (V-V-1, V-V-2)."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.games.vampire_hunter.rules.policy import RandomPolicy

from .table import RULES, scenario

SCENARIO = scenario()


def check(state) -> None:
    assert all(0 < n <= SCENARIO.rules.max_tokens for n in state.tokens.values()), "V-P-2"
    towns = [h.town for h in state.hunters.values()]
    assert len(towns) == len(set(towns)), "V-T-1: two hunters share a town"
    if state.winner == "hunters":
        assert state.dracula_destroyed or not state.tokens, "V-V-1"
    elif state.winner == "vampires":
        dead = [p for p in state.players if not p.alive]
        assert dead or all(state.tokens.get(t) for t in SCENARIO.towns), "V-V-2"
    else:
        for name, hunter in state.hunters.items():
            assert hunter.wounds < SCENARIO.hunters[hunter.card].life, f"V-F-5: {name} should be dead"


def play(seed: int, players: int = 4):
    roster = [RosterEntry(name=f"Joueur {i}") for i in range(1, players + 1)]
    state, _ = RULES.setup(SCENARIO, roster, f"random-{seed}")
    policy = RandomPolicy(random.Random(seed), SCENARIO)
    for _ in range(2000):
        if state.over:
            return state
        for order in policy.orders(state):
            RULES.apply(state, order, Context(state, SCENARIO))
        RULES.apply(state, Resolve(), Context(state, SCENARIO))
        check(state)
    raise AssertionError(f"seed {seed}: no end after 2000 steps")


def test_fifty_random_games_end_with_their_invariants() -> None:
    winners = {play(seed, 1 + seed % 8).winner for seed in range(50)}
    assert winners <= {"hunters", "vampires"} and winners


@pytest.mark.slow
def test_a_thousand_random_games_end_and_both_sides_win() -> None:
    winners = [play(seed, 1 + seed % 8).winner for seed in range(1000)]
    assert {"hunters", "vampires"} <= set(winners)
