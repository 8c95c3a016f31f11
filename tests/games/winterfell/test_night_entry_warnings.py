"""A squad's warnings at its entry (``apply_order``: the lookout, the influence, the sword's
preparation, Ben) are the console's for that squad (``_squad_warnings``, worked out afresh from
the state and the orders), whatever came before it in the night: the entry keeps what it read of
the state and of the sword's bearer between orders (``_Checked.alone``, ``.preparing``), and a
sword handed, a passage sent or a death between two orders must not leave them stale.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import actions as orders
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import ASSASSINATION, CAPTAIN, WinterfellState
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
SWORD_AT_ONCE = WINTERFELL.model_copy(
    update={"assassination": WINTERFELL.assassination.model_copy(update={"sword_threshold": 99})}
)
"""The ghost finds the sword at the first night: the sword's warnings from the start."""


def _night_orders(state: WinterfellState, rng: random.Random, policy: RandomPolicy) -> list[Action]:
    """The policy's orders, shuffled, with swords handed between squads and squads of the
    bearers (the captains among them), Ben on their targets, and a few roles' orders."""
    wolves = [p.name for p in state.hierarchy()]
    living = [p.name for p in state.living()]
    captains = [p.name for p in state.hierarchy() if p.rank == CAPTAIN]
    out = list(policy.orders(state))
    for _ in range(rng.randint(0, 3)):
        if not wolves:
            break
        bearer = rng.choice(captains or wolves) if rng.random() < 0.7 else rng.choice(wolves)
        others = [w for w in wolves if w != bearer]
        target = rng.choice([n for n in living if n != bearer])
        out.append(orders.HandSword(bearer=bearer))
        out.append(
            orders.SquadOrder(
                members=[bearer, *rng.sample(others, min(len(others), rng.randint(0, 2)))],
                target=target,
                lookout=rng.choice(["", *wolves, *living]),
                sword=rng.random() < 0.1,
            )
        )
        if rng.random() < 0.3:
            out.append(orders.BenProtects(protects=target))
    if rng.random() < 0.2:
        out.append(orders.RemoveSquad(index=1))
    rng.shuffle(out)
    return out


@pytest.mark.slow
def test_a_squads_entry_warnings_are_the_consoles_for_it() -> None:
    rules = WinterfellRules()
    seen: Counter[str] = Counter()
    for seed in range(24):
        scenario = SWORD_AT_ONCE if seed % 2 else WINTERFELL
        state, _ = rules.setup(scenario, random_roster(25), f"night-warnings-{seed}")
        rng = random.Random(seed)
        policy = RandomPolicy(rng, scenario)
        while not state.over:
            night = state.phase == ASSASSINATION
            for action in _night_orders(state, rng, policy) if night else policy.orders(state):
                ctx = Context(state, scenario)
                try:
                    rules.apply(state, action, ctx)
                except RuleViolation:
                    continue
                if night and isinstance(action, orders.SquadOrder):
                    squads = state.assassination.squads
                    expected = wa._squad_warnings(state, scenario, state.assassination, len(squads) - 1, "en")
                    assert [str(w) for w in ctx.warnings] == expected, f"seed {seed}: {action!r}"
                    seen.update(w.key for w in ctx.warnings)  # type: ignore[attr-defined]
            rules.apply(state, Resolve(), Context(state, scenario))
    # every kind of warning was compared
    assert seen["squad-holds-sword-killing-squad-he"] > 3, seen
    assert seen["squad-against-attempt-will-fail-reveal"] > 20, seen
    assert seen["squad-has-influence-against-needed-for"] > 20, seen
    assert seen["squad-protected-by-attempt-fails-silently"] > 2, seen
