"""Thiercelieux's **default**s that are scenario settings since pass 13 (T-D-7, T-D-8): each
test plays the alternative and asserts its effect, and the default beside it."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.errors import FileProblem, RuleViolation
from gmconsole.games.thiercelieux.rules.policy import RandomPolicy

from .table import new_game, scenario
from .test_rules import alive, step, through_first_night


# -- T-D-7: the dying captain's successor ------------------------------------------------------
def test_T_D_7_default_the_dying_captain_names_a_successor() -> None:
    """T-D-7 default: the captain devoured, the successor step comes."""
    game = new_game()
    through_first_night(game, victim="Cupidon", lovers=("Anne", "Voleur"))  # Cupidon was captain
    assert game.state.step == "successor" and game.state.pending == "Cupidon"


def test_T_D_7_with_succession_none_the_title_lapses() -> None:
    """T-D-7 with ``succession = "none"``: no successor step, no captain for the rest of the game."""
    game = new_game(captain={"succession": "none"})
    through_first_night(game, victim="Cupidon", lovers=("Anne", "Voleur"))
    assert game.state.captain == "" and game.state.step == "vote" and "Cupidon" not in alive(game)
    kinds = [e.kind for entry in game.entries() for e in entry.events]
    assert "captain_dies" not in kinds and "captain_named" not in kinds


# -- T-D-8: a vote for oneself ----------------------------------------------------------------
def test_T_D_8_default_a_player_may_vote_for_himself() -> None:
    """T-D-8 default: Paul's vote against himself is taken and counts."""
    game = new_game()
    through_first_night(game, victim="Voyante", lovers=("Cupidon", "Voleur"))
    step(game, {"kind": "votes", "votes": {"Paul": "Paul"}})
    assert "Paul" not in alive(game)


def test_T_D_8_a_scenario_may_refuse_a_vote_for_oneself() -> None:
    """T-D-8 with ``self_vote = false``: the vote is refused with the voter named, nothing
    changes; a vote against another is taken. The captain's election is not a day vote."""
    game = new_game(day={"self_vote": False})
    through_first_night(game, victim="Voyante", lovers=("Cupidon", "Voleur"))
    before = len(game.entries())
    with pytest.raises(RuleViolation) as info:
        step(game, {"kind": "votes", "votes": {"Paul": "Paul"}})
    assert info.value.rule == "T-D-8" and "Paul" in str(info.value) and len(game.entries()) == before
    step(game, {"kind": "votes", "votes": {"Paul": "Anne"}})
    assert "Anne" not in alive(game)


def test_T_D_8_the_random_policy_never_votes_for_itself_when_the_scenario_refuses_it() -> None:
    """T-D-8: the random policy's day votes keep to ``self_vote = false``."""
    game = new_game(day={"self_vote": False})
    through_first_night(game, victim="Voyante", lovers=("Cupidon", "Voleur"))
    policy = RandomPolicy(random.Random(7), game.scenario)
    for _ in range(30):
        [votes] = policy.orders(game.state)
        assert all(voter != target for voter, target in votes.votes.items())


def test_a_wrong_value_of_a_new_setting_is_refused_with_its_key() -> None:
    """A wrong value gives the key and what is expected, never a traceback."""
    with pytest.raises(FileProblem, match=r"captain\.succession"):
        scenario(captain={"succession": "heir"})
    with pytest.raises(FileProblem, match=r"day\.self_vote"):
        scenario(day={"self_vote": "sometimes"})
