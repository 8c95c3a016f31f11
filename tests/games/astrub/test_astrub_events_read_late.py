"""Astrub's events filed with their data made when read (``Context.record_made``): read at the
end of a whole game on one context, as a simulator would, they are the events read after each
action; the state's squad, votes, choices and results held by an event never change after."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine import Context, Resolve, RosterEntry, find_rules
from gmconsole.engine.actions import ReplacePlayer
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
from gmconsole.games.astrub.rules.policy import HeuristicPolicy, RandomPolicy

NAMES = ["Alice", "Bob", "Chloé", "David", "Eve", "Fanny", "Gus", "Hélène", "Ivan", "Jules"]


def said(events) -> list[tuple]:
    return [(e.kind, e.turn, e.phase, e.audience, e.rule, repr(e.data)) for e in events]


def play_both_ways(astrub, roster, seed: str, steps):
    """The same game on a new context per action (events read at once) and on the deal's context
    aimed at each step (events read at the end): ``steps(state)`` gives each step's orders."""
    rules = find_rules("astrub")
    state, ctx = rules.setup(astrub, roster, seed)
    early = said(ctx.events)
    late_state, late = rules.setup(astrub, roster, seed)
    for _ in range(200):
        if state.winner:
            break
        for action in [*steps(state), Resolve()]:
            step = Context(state, astrub)
            rules.perform(state, action, step)
            early += said(step.events)
            late.next_step()
            rules.perform(late_state, action, late)
    assert late_state.model_dump() == state.model_dump()
    return early, said(late.events)


@pytest.mark.parametrize("policy", [RandomPolicy, HeuristicPolicy])
@pytest.mark.parametrize("n", [5, 7, 10])
def test_events_read_at_the_end_are_those_read_after_each_action(astrub, policy, n):
    roster = [RosterEntry(name=name) for name in NAMES[:n]]
    for seed in range(12):
        players = policy(random.Random(seed), astrub)
        early, late = play_both_ways(astrub, roster, f"late-{n}-{seed}", players.orders)
        assert late == early
        kinds = {event[0] for event in late}
        assert {"squad_proposed", "approval_vote", "leader_passes", "mission_result"} <= kinds


def test_votes_and_choices_in_several_orders_and_a_seat_change(astrub):
    """Votes entered in two orders (the second changing one), choices likewise, and a seat given
    to a newcomer mid-game: what each event says is what was true when it was filed."""
    roster = [RosterEntry(name=name) for name in NAMES[:5]]
    seen = {"replaced": False}

    def steps(state):
        names = [p.name for p in state.players]
        if state.phase == "proposal":
            if state.turn == 2 and not seen["replaced"]:
                seen["replaced"] = True
                return [
                    ReplacePlayer(player=names[1], by="Zoé"),
                    ProposeSquad(members=[names[0], "Zoé", names[2]]),
                ]
            size = [2, 3, 2, 3, 3][state.turn - 1]
            return [ProposeSquad(members=names[state.attempt % 3 : state.attempt % 3 + size])]
        if state.phase == "approval":
            first = {name: True for name in names[:3]}
            rest = {name: state.attempt > 1 for name in names[2:]}  # changes the third's vote
            return [CastVotes(votes=first), CastVotes(votes=rest)]
        squad = list(state.squad)
        return [
            MissionChoices(choices={squad[0]: state.turn % 2 == 0}),
            MissionChoices(choices={name: False for name in squad[1:]}),
            MissionChoices(choices={squad[0]: state.turn % 2 == 1}),
        ]

    early, late = play_both_ways(astrub, roster, "late-orders", steps)
    assert late == early
    assert any(kind == "player_replaced" for kind, *_ in late)
    votes = [data for kind, *_, data in late if kind == "approval_vote"]
    assert any(": 'no'" in data for data in votes) and any(": 'no'" not in data for data in votes)
