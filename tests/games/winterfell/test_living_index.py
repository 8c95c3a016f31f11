"""The state's index of the living players by rank and in the hierarchy
(``WinterfellState.living_index``) never goes stale: every write of a player's ``alive``, ``rank``
or ``hierarchy`` is counted, by whoever makes it, and an index built before a write is built
again (or, for a death the rules announce, updated) before it is read (W-S-1 ranks, W-S-3..W-S-6
hierarchy).

Random games are replayed on the simulator's path (one state changed in place), and after every
order and every resolution the index the state kept, if any, is compared with one built afresh.
"""

from __future__ import annotations

import random

import pytest

from gmconsole.engine import Game, RosterEntry
from gmconsole.engine.actions import RemovePlayer, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.engine.seats import remove_player
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import (
    CUB,
    GREAT_VASSAL,
    GUARD,
    RANKS,
    WinterfellState,
    _Living,
)
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _check(state: WinterfellState, where: str) -> None:
    kept = state._living
    if kept is not None and kept.valid(state.players):
        assert kept.shape() == _Living(state.players).shape(), where
    # and what the queries answer is what a scan answers
    assert state.with_rank(GREAT_VASSAL) == [p for p in state.players if p.alive and p.rank == GREAT_VASSAL]
    for rank in RANKS:
        assert [id(p) for p in state.with_rank(rank)] == [
            id(p) for p in state.players if p.alive and p.rank == rank
        ], where
    assert [id(p) for p in state.hierarchy()] == [id(p) for p in state.players if p.alive and p.hierarchy]


@pytest.mark.slow
@pytest.mark.parametrize("players", [25, 36, 50])
def test_w_s_1_the_living_index_matches_a_scan_after_every_step(players: int) -> None:
    rules = WinterfellRules()
    roster = random_roster(players)
    games = 0
    for seed in range(12):
        state, ctx = rules.setup(WINTERFELL, roster, f"living-{players}-{seed}")
        _check(state, "deal")
        policy = RandomPolicy(random.Random(seed), WINTERFELL)
        step = 0
        while not state.over and step < 400:
            for action in policy.orders(state):
                state.living_index()  # built before the order: the order must not leave it stale
                try:
                    rules.apply(state, action, Context(state, WINTERFELL))
                except RuleViolation:
                    pass
                _check(state, f"seed {seed} step {step} after {action.kind}")
            state.living_index()
            rules.apply(state, Resolve(), Context(state, WINTERFELL))
            _check(state, f"seed {seed} step {step} after resolve")
            step += 1
        games += state.over
    assert games == 12


def test_a_player_changed_by_hand_is_seen_at_once() -> None:
    """A promotion (W-E-4), a death, a new cub, written on the player by anyone (a test, the
    engine), without telling the state: the next query answers from the players as they are."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(25), "living-promote")
    guard = state.with_rank(GUARD)[0]
    assert guard in state.living_index().ranks[GUARD]
    guard.rank = GREAT_VASSAL
    assert guard in state.with_rank(GREAT_VASSAL) and guard not in state.with_rank(GUARD)
    guard.hierarchy = CUB
    assert guard in state.hierarchy()
    guard.alive = False
    assert guard not in state.with_rank(GREAT_VASSAL) and guard not in state.hierarchy()
    assert state.living_index().count == 24


def test_player_died_updates_the_index_only_for_the_death_just_written() -> None:
    """The rules' death (W-A-14) keeps the index in place; any other write in between makes
    the next read build it again."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(25), "living-died")
    first, second = state.with_rank(GUARD)[:2]
    index = state.living_index()
    first.alive = False
    state.player_died(first)
    assert state.living_index() is index and first not in index.ranks[GUARD]
    _check(state, "after one death")
    second.rank = GREAT_VASSAL  # another write before the death below
    second.alive = False
    state.player_died(second)
    assert state.living_index() is not index
    _check(state, "after a promotion and a death")


def test_a_player_removed_by_the_gm_leaves_the_index() -> None:
    """The engine's seat change (remove a player, as dead) is seen by the game's index."""
    roster = [RosterEntry(name=f"Joueur {i}") for i in range(1, 26)]
    game = Game.new(WINTERFELL, roster, "living-removed")
    state = game.state
    gone = state.with_rank(GUARD)[0].name
    state.living_index()
    game.push(RemovePlayer(player=gone))
    state = game.state
    assert gone not in [p.name for p in state.with_rank(GUARD)]
    assert state.living_index().count == 24
    # in place too (the simulator's path): the index the state kept is built again
    state.living_index()
    other = state.with_rank(GUARD)[0].name
    remove_player(state, RemovePlayer(player=other), Context(state, WINTERFELL))
    assert other not in [p.name for p in state.with_rank(GUARD)]
    assert state.living_index().count == 23
