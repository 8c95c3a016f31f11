"""W-J-4, W-E-1: the tallies' rows (``justice_result`` and ``election_result``'s ``votes``) are
made when the events are read, from copies of the living, their ranks and the votes taken when
the votes are counted (``Context.record_made``). These tests play random games, keep each
resolution's context, read its events only once the game is over (every death, promotion and
new vote since made), and compare every result's data, keys' order included, with the tally
made at once (``justice.tally``, ``elections.tally``) just before the resolution.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import elections, justice
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import ELECTIONS, GREAT_VASSAL, JUSTICE, WinterfellState
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _expected(state: WinterfellState) -> tuple[str, list[dict[str, Any]], dict[str, int]] | None:
    """The rows and totals the next resolution reports, made at once (None: it reports none)."""
    if state.phase == JUSTICE and justice.current_step(state) == justice.VOTE:
        result = justice.tally(state, WINTERFELL)
        return "justice_result", result.rows, result.totals
    if state.phase == ELECTIONS and state.elections.round:
        rows, totals = elections.tally(state, WINTERFELL)
        return "election_result", rows, totals
    return None


def _play(seed: int) -> list[tuple[tuple[str, list[dict[str, Any]], dict[str, int]], Context]]:
    """A random game; each tallying resolution's expected rows and its context, unread."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(40), f"rows-later-{seed}")
    policy = RandomPolicy(random.Random(seed), WINTERFELL)
    kept = []
    while not state.over and state.turn < 40:
        for action in policy.orders(state):
            try:
                rules.apply(state, action, Context(state, WINTERFELL))
            except RuleViolation:
                pass
        expected = _expected(state)
        ctx = Context(state, WINTERFELL)
        rules.apply(state, Resolve(), ctx)
        if expected is not None:
            kept.append((expected, ctx))
    return kept


@pytest.mark.parametrize("seed", range(6))
def test_w_j_4_w_e_1_rows_read_after_the_game_are_the_tallys_at_its_resolution(seed: int) -> None:
    kept = _play(seed)
    assert kept
    for (kind, rows, totals), ctx in kept:
        [event] = [e for e in ctx.events if e.kind == kind]
        assert event.data["votes"] == rows
        assert [list(row) for row in event.data["votes"]] == [["voter", "vote", "weight"]] * len(rows)
        assert event.data["totals"] == totals
        if kind == "justice_result":
            assert list(event.data) == [
                "votes",
                "totals",
                "available",
                "threshold",
                "executed",
                "not_voted",
                "revolt_success",
                "revolt_votes",
                "revolt_dead",
            ]
        else:
            assert list(event.data) == ["rank", "seats", "votes", "totals", "elected", "tie", "unfilled"]


def test_w_j_4_rows_keep_the_executed_voters_and_the_weights_they_had() -> None:
    """The executed die and the elected change rank after the count: their rows are still those
    of the count (a copy of the living and of their ranks, not the index's own lists)."""
    executed = promoted = 0
    kinds = set()
    for seed in range(6):
        for (kind, rows, _), ctx in _play(seed):
            kinds.add(kind)
            event = next(e for e in ctx.events if e.kind == kind)
            voters = {row["voter"] for row in event.data["votes"]}
            if kind == "justice_result":
                executed += len(voters & set(event.data["executed"]))
            else:
                promoted += (
                    len(voters & set(event.data["elected"])) if event.data["rank"] != GREAT_VASSAL else 0
                )
            assert event.data["votes"] == rows
    assert kinds == {"justice_result", "election_result"}  # both tallies were resolved
    assert executed and promoted  # the cases the copies are for were played
