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


def test_tell_files_its_fact_in_an_index_that_read_every_fact() -> None:
    """``tell`` files its fact in the state's index of facts when that index has read every fact
    so far (the next reading then has nothing to catch up), and leaves an index behind the list
    as it is (its next reading catches up): either way the index read next is a fresh reading's."""
    from gmconsole.games.winterfell.rules.knowledge import tell

    rules = WinterfellRules()
    filed = behind = 0
    for seed in range(20):
        rng = random.Random(seed)
        state, _ = rules.setup(WINTERFELL, random_roster(25), f"tell-fact-index-{seed}")
        names = [p.name for p in state.players]
        ctx = Context(state, WINTERFELL)
        for _ in range(12):
            up_to_date = rng.random() < 0.6
            if up_to_date:
                state._fact_index()
            else:
                state.learn(*rng.sample(names, 2), "cub")  # appended without the index
            index, read = state._facts, state._facts.read if state._facts is not None else -1
            who, about = rng.sample(names, 2)
            tell(state, ctx, who, about, rng.choice(["wolves", "cub", "loyalists"]), "W-A-5", how="test")
            if up_to_date:
                assert (index.read, index.last) == (read + 1, state.knowledge[-1]), seed
                assert index.latest[who][about] is state.knowledge[-1], seed
                filed += 1
            elif index is not None:
                assert index.read == read, seed  # not filed: caught up at its next reading
                behind += 1
            fresh = _FactIndex(state.knowledge)
            fresh.catch_up()
            now = state._fact_index()
            assert now.latest == fresh.latest, seed
            assert (now.read, now.last) == (fresh.read, fresh.last), seed
    assert filed and behind
