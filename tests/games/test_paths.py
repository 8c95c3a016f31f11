"""The simulator's fast path and the GM's path (Game.push) play the same game: same seeds and
orders give the same final state and the same events, for every registered game (issue 17)."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.scenarios import load_scenario
from policy_play import play_step

CASES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))[:1]]


def events_of(ctx_events) -> list[tuple]:
    return [
        (e.kind, e.turn, e.phase, e.audience.to, tuple(e.audience.players), repr(e.data)) for e in ctx_events
    ]


@pytest.mark.parametrize(("game", "scenario_name"), CASES)
def test_fast_path_and_push_path_agree(game: str, scenario_name: str) -> None:
    plugin = registry.find_plugin(game)
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(game)
    count = plugin.players or rules.min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count + 1)]
    for seed in range(4 if count > 20 else 10):
        # the fast path
        policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
        state, ctx = rules.setup(scenario, roster, f"paths-{seed}")
        fast_events = events_of(ctx.events)
        for _ in range(400):
            if state.winner:
                break
            for order in policy.orders(state):
                step = Context(state, scenario)
                try:
                    rules.apply(state, order, step)
                except RuleViolation:
                    continue
                fast_events += events_of(step.events)
            step = Context(state, scenario)
            rules.apply(state, Resolve(), step)
            fast_events += events_of(step.events)
        # the GM's path, with a policy seeded alike
        policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
        played = Game.new(scenario, roster, f"paths-{seed}")
        for _ in range(400):
            if played.state.over:
                break
            play_step(played, policy)
        # the Game adds what a GM's save needs (the seed revealed at the end), not the rules
        push_events = [
            ev for entry in played.entries() for ev in events_of(entry.events) if ev[0] != "seed_revealed"
        ]
        assert played.state.model_dump(mode="json") == state.model_dump(mode="json"), f"{game} seed {seed}"
        assert push_events == fast_events, f"{game} seed {seed}"
