"""Thiercelieux's demo: a game in the middle of the second day's vote, women said in the feminine."""

from __future__ import annotations

from gmconsole.games.thiercelieux.demo import THIERCELIEUX_PLAYERS, build_demo


def test_the_thiercelieux_demo_stops_in_the_second_days_vote_with_half_the_votes_in():
    game = build_demo()
    state = game.state
    assert (state.turn, state.phase, state.step) == (2, "day", "vote")
    living = [p.name for p in state.players if p.alive]
    assert 0 < len(state.votes) < len(living)
    assert len(living) < len(THIERCELIEUX_PLAYERS)  # a night and a day have killed


def test_the_demo_roster_gives_each_player_a_gender_so_french_agrees():
    game = build_demo()
    genders = {p.name: p.gender for p in game.state.players}
    assert genders == dict(THIERCELIEUX_PLAYERS)
