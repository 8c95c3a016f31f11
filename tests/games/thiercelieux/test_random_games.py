"""Seeded random Thiercelieux games reach an end, with the invariants checked after every step
(T-V-4: victory once each chain is complete; T-D-3: lovers die together)."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.thiercelieux.rules.policy import RandomPolicy
from gmconsole.scenarios import load_scenario

SCENARIO = load_scenario("thiercelieux")


def check(game: Game) -> None:
    state = game.state
    alive = {p.name for p in state.players if p.alive}
    if state.lovers and not state.chain and not state.pending:
        assert len(alive & set(state.lovers)) != 1, "T-D-3: a lover outlived the other"
    if state.winner:
        wolves = [n for n in alive if state.role(n) == "werewolf"]
        if state.winner == "villagers":
            assert not wolves, "T-V-1"
        elif state.winner == "werewolves":
            assert wolves and len(alive) - len(wolves) <= 1, "T-V-2"
        elif state.winner == "lovers":
            assert alive == set(state.lovers), "T-V-3"
        else:
            assert state.winner == "nobody" and not alive, "T-V-4"
    else:
        assert state.step, "a game in progress always waits for a step"
    if state.captain:
        assert state.player(state.captain).alive, "T-D-7: the captain is a living player"


def play(seed: int, players: int) -> Game:
    roster = [RosterEntry(name=f"Joueur {i}") for i in range(1, players + 1)]
    game = Game.new(SCENARIO, roster, f"random-{seed}")
    policy = RandomPolicy(random.Random(seed), SCENARIO)
    for _ in range(500):
        if game.state.over:
            return game
        for order in policy.orders(game.state):
            try:
                game.push(order)
            except RuleViolation:
                continue
        game.push(Resolve())  # never refused: the policy gives every step what it needs
        check(game)
    raise AssertionError(f"seed {seed}: no end after 500 steps")


def test_fifty_random_games_end_with_their_invariants() -> None:
    for seed in range(50):
        assert play(seed, 8 + seed % 11).state.winner


@pytest.mark.slow
def test_five_hundred_random_games_end_with_their_invariants() -> None:
    winners = {play(seed, 8 + seed % 11).state.winner for seed in range(500)}
    assert {"villagers", "werewolves"} <= winners
