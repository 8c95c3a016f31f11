"""The state's index of the living players by rank, by role and in the hierarchy
(``WinterfellState.living_index``) never goes stale: every rule that kills a player or changes
his rank, hierarchy place or roles drops it (``players_changed``), so what the rules read from it
is what a scan of the players says (W-S-1 ranks, W-S-3..W-S-6 hierarchy, the roles).

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
    BASTARDS_BOY,
    GREAT_VASSAL,
    GUARD,
    RANKS,
    ROLES,
    WinterfellState,
    _Living,
)
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _check(state: WinterfellState, where: str) -> None:
    kept = state._living
    if kept is not None and kept.players is state.players:
        assert kept.shape() == _Living(state.players).shape(), where
    # and what the queries answer is what a scan answers
    assert state.with_rank(GREAT_VASSAL) == [p for p in state.players if p.alive and p.rank == GREAT_VASSAL]
    for rank in RANKS:
        assert [id(p) for p in state.with_rank(rank)] == [
            id(p) for p in state.players if p.alive and p.rank == rank
        ], where
    for role in ROLES:
        assert [id(p) for p in state.holder_of(role)] == [
            id(p) for p in state.players if p.alive and role in p.roles
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


def test_a_promotion_and_a_new_bastards_boy_change_the_index() -> None:
    """W-E-4, W-E-6 (what the elections change): the index follows ``players_changed``."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(25), "living-promote")
    guard = state.with_rank(GUARD)[0]
    assert guard in state.living_index().ranks[GUARD]
    guard.rank = GREAT_VASSAL
    state.players_changed()
    assert guard in state.with_rank(GREAT_VASSAL) and guard not in state.with_rank(GUARD)
    guard.roles.append(BASTARDS_BOY)
    state.players_changed()
    assert guard in state.holder_of(BASTARDS_BOY)


def test_a_player_removed_by_the_gm_leaves_the_index() -> None:
    """The engine's seat change (remove a player, as dead) drops the game's index too."""
    roster = [RosterEntry(name=f"Joueur {i}") for i in range(1, 26)]
    game = Game.new(WINTERFELL, roster, "living-removed")
    state = game.state
    gone = state.with_rank(GUARD)[0].name
    state.living_index()
    game.push(RemovePlayer(player=gone))
    state = game.state
    assert gone not in [p.name for p in state.with_rank(GUARD)]
    assert state.living_index().count == 24
    # in place too (the simulator's path): the index the state kept is dropped
    state.living_index()
    other = state.with_rank(GUARD)[0].name
    remove_player(state, RemovePlayer(player=other), Context(state, WINTERFELL))
    assert other not in [p.name for p in state.with_rank(GUARD)]
    assert state.living_index().count == 23


def test_w_e_1_a_promotion_and_the_bastards_boy_s_role_update_the_index_in_place() -> None:
    """W-E-1, W-E-4, W-E-6: ``player_promoted`` and ``role_changed`` keep the index the state
    holds (no rebuild) and equal to one built from a scan, each list in the players' order."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(36), "living-in-place")
    index = state.living_index()
    for rank_from, rank_to in ((GUARD, GREAT_VASSAL), (GUARD, RANKS[1]), (RANKS[2], RANKS[1])):
        for p in (state.with_rank(rank_from)[-1], state.with_rank(rank_from)[0]):
            p.rank = rank_to
            state.player_promoted(p, rank_from)
            assert state._living is index
            assert index.shape() == _Living(state.players).shape()
    boy = state.holder_of(BASTARDS_BOY)[0]
    boy.roles = [r for r in boy.roles if r != BASTARDS_BOY]
    state.role_changed(boy, BASTARDS_BOY)
    assert state._living is index and index.shape() == _Living(state.players).shape()
    new = state.with_rank(GUARD)[len(state.with_rank(GUARD)) // 2]
    new.roles.append(BASTARDS_BOY)
    state.role_changed(new, BASTARDS_BOY)
    assert state._living is index and index.shape() == _Living(state.players).shape()
    assert state.holder_of(BASTARDS_BOY) == [new]


def test_a_dead_player_promoted_or_given_a_role_drops_the_index() -> None:
    """What the index cannot follow in place (a player it does not hold) is built again."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(25), "living-dead-promoted")
    dead = state.with_rank(GUARD)[0]
    dead.alive = False
    state.player_died(dead)
    state.living_index()
    dead.rank = GREAT_VASSAL
    state.player_promoted(dead, GUARD)
    assert state._living is None
    _check(state, "a dead player promoted")
    state.living_index()
    dead.roles.append(BASTARDS_BOY)
    state.role_changed(dead, BASTARDS_BOY)
    _check(state, "a dead player given a role")
