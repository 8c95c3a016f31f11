"""A squad's meeting (W-A-6, ``assassination._meet``) keeps the state's index of facts up to date
as it tells (the next reading of the facts then has nothing to catch up)."""

from __future__ import annotations

import random

from gmconsole.engine.rules.base import Context
from gmconsole.engine.state import _FactIndex
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def test_a_meetings_facts_are_in_the_fact_index_it_leaves() -> None:
    """A squad's meeting (``_meet``) files each fact it tells in the state's index of facts as it
    tells it: the index it leaves is the one a fresh reading of the facts makes, and a second
    meeting, which reads it, tells what a meeting by ``tell`` would (no known wolf told again)."""
    rules = WinterfellRules()
    for seed in range(20):
        rng = random.Random(seed)
        state, _ = rules.setup(WINTERFELL, random_roster(25), f"night-fact-index-{seed}")
        names = [p.name for p in state.players]
        ctx = Context(state, WINTERFELL)
        for _ in range(3):
            for _ in range(rng.randrange(0, 6)):
                who, about = rng.sample(names, 2)
                state.learn(who, about, rng.choice(["wolves", "cub", "loyalist"]))
            told = len(state.knowledge)
            group = rng.sample(names[:8], rng.randrange(1, 5))
            wa._meet(state, ctx, group, "W-A-6", "squad")
            fresh = _FactIndex(state.knowledge)
            fresh.catch_up()
            index = state._fact_index()
            assert index.latest == {who: facts for who, facts in fresh.latest.items()}, seed
            assert (index.read, index.last) == (fresh.read, fresh.last), seed
            for k in state.knowledge[told:]:  # told once, each to one who did not know him a wolf
                assert sum(f.who == k.who and f.about == k.about for f in state.knowledge[told:]) == 1
