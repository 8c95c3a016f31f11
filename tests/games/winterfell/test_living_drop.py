"""A death taken out of the index of the living (``_Living.died``) removes that very player,
whether the players are in the seats' order (found by his seat) or not (found one by one), and
never another player equal to him field by field; a promotion puts him at his place in his
new rank's list, by his seat or player by player likewise."""

from __future__ import annotations

import copy

import pytest

from gmconsole.games.winterfell.rules.state import GUARD, KNIGHT, WinterfellPlayer, _drop, _Living


def _players(seats: list[int]) -> list[WinterfellPlayer]:
    return [WinterfellPlayer(name=f"P{seat}", seat=seat, rank=GUARD) for seat in seats]


@pytest.mark.parametrize("seats", [list(range(1, 13)), [5, 3, 9, 1, 12, 2, 7, 8, 4, 11, 10, 6]])
def test_each_death_takes_out_that_player_and_keeps_the_order(seats):
    players = _players(seats)
    index = _Living(players)
    for p in [players[3], players[0], players[-1], players[6]]:
        p.alive = False
        assert index.died(p)
        assert index.shape() == _Living(players).shape()
    assert not index.died(players[3])  # dead already: not held


def test_an_equal_player_is_not_him():
    players = _players([1, 2, 3])
    twin = copy.copy(players[1])
    assert twin == players[1] and twin is not players[1]
    found = [*players]
    assert not _drop(found, twin) and found == players
    same_seat = _players([1, 2, 2, 3])  # two seats alike: the one asked for is dropped
    found = [*same_seat]
    assert _drop(found, same_seat[2]) and all(a is b for a, b in zip(found, same_seat[:2] + same_seat[3:]))


@pytest.mark.parametrize("seats", [list(range(1, 13)), [5, 3, 9, 1, 12, 2, 7, 8, 4, 11, 10, 6]])
def test_a_promotion_puts_the_player_at_his_place_among_his_new_rank(seats):
    players = _players(seats)
    for p in players[::3]:
        p.rank = KNIGHT
    index = _Living(players)
    for p in [players[7], players[1], players[11], players[4]]:  # guards made knights
        p.rank = KNIGHT
        assert index.promoted(p, GUARD)
        assert index.shape() == _Living(players).shape()
