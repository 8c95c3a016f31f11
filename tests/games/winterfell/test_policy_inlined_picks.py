"""The random policy's faster picks (``simulate._more_picks``) and the picks its hot loops draw
inline with ``getrandbits``, for speed (issue 17), draw what ``random.Random`` draws: the same
items, the same generator after them, so the same orders and the same games."""

from __future__ import annotations

import random
from typing import Any

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, _more_picks, random_roster, steps
from gmconsole.scenarios import load_scenario


@pytest.mark.parametrize("seed", [0, 1, 17, "bench-3"])
def test_place_without_and_sample_are_the_generators_own(seed: object) -> None:
    own, fast = random.Random(seed), random.Random(seed)
    place_without, sample = _more_picks(fast)
    for size in range(1, 70):
        seq = [f"Joueur {i:02d}" for i in range(size)]
        for at in {0, size // 2, size - 1}:
            if size > 1:
                rest = [x for x in seq if x != seq[at]]
                assert seq[place_without(seq, seq[at])] == own.choice(rest)
            else:
                with pytest.raises(IndexError):
                    place_without(seq, seq[at])
        assert seq[place_without(seq, "absent")] == own.choice(seq)  # nothing to leave out
        for k in {0, 1, min(4, size), size // 2, size}:
            assert sample(seq, k) == own.sample(seq, k)
        assert fast.random() == own.random()
    assert fast.getstate() == own.getstate()
    with pytest.raises(ValueError):
        sample([1, 2], 3)


class _OwnChoice(random.Random):
    """A generator with a choice of its own (the same draws as Random's): the policy then draws
    through its methods, none inline."""

    def choice(self, seq: Any) -> Any:
        return super().choice(seq)


def _orders(rng: random.Random, seed: int) -> list[Any]:
    scenario = load_scenario("winterfell")
    rules = WinterfellRules()
    state, _ = rules.setup(scenario, random_roster(50), f"inline-{seed}")
    policy = RandomPolicy(rng, scenario)
    made = []
    for action in steps(state, policy):
        made.append((type(action).__name__, list(action.__dict__.items())))
        try:
            rules.apply(state, action, Context(state, scenario))
        except RuleViolation:
            pass
    return [*made, rng.getstate()]


@pytest.mark.parametrize("seed", [3, 8])
def test_the_inlined_picks_make_the_orders_the_generators_methods_make(seed: int) -> None:
    fast = RandomPolicy(random.Random(1), load_scenario("winterfell"))
    plain = RandomPolicy(_OwnChoice(1), load_scenario("winterfell"))
    assert fast.getrandbits is not None and plain.getrandbits is None
    assert _orders(random.Random(seed), seed) == _orders(_OwnChoice(seed), seed)
