"""The random policy's own share of the fast path's Winterfell games, for callgrind.

Plays the games of ``bench_winterfell.py --path fast`` (the same seeds, untimed; by default the
twenty that ``callgrind_games.sh winterfell`` counts, ``bench-2`` to ``bench-21``) and calls the
policy's methods named by ``--measure`` through ``operator.call``, a C function nothing else in a
game calls: callgrind run with ``--toggle-collect=_operator_call`` then counts those methods'
instructions alone (what they call included), which ``benchmarks/callgrind_policy.sh`` divides by
the games played. ``orders`` is the whole policy; ``assassination``, ``accusations``,
``justice_votes``, ``interrogation``, ``elections``, ``_guess``, ``_living_names`` (the names of
the living) and ``_camps`` (the wolves' and the others' names) one method each.

A warm-up game and every order model made beforehand, unmeasured: each order's model is imported
at its first use (``lazy_module``), some 0.1 to 1 M instructions that a run pays once.
"""

from __future__ import annotations

import argparse
import operator
import random
import sys
from pathlib import Path

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.games.winterfell.rules import assassination, elections, justice
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import playing

ROOT = Path(__file__).resolve().parents[1]
RESOLVE = Resolve()
METHODS = (
    "orders",
    "assassination",
    "accusations",
    "justice_votes",
    "interrogation",
    "elections",
    "_guess",
    "_living_names",
    "_camps",
)


def measured(policy: RandomPolicy, name: str) -> None:
    """``policy.<name>`` called through ``operator.call`` from now on (an instance attribute
    before the class's method: the policy's own calls go through it too)."""
    method = getattr(policy, name)
    setattr(policy, name, lambda *args, **kwargs: operator.call(method, *args, **kwargs))


def play(rules, scenario, roster, seed: str, rng: random.Random, measure: str) -> None:
    """One game as ``bench_winterfell.play_fast`` plays it, untimed (``measure``: "" for none)."""
    state, ctx = rules.setup(scenario, roster, seed)
    policy = RandomPolicy(rng, scenario)
    if measure:
        measured(policy, measure)
    apply, next_step = rules.apply, ctx.next_step
    while not state.over:
        next_step()
        for action in policy.orders(state):
            try:
                apply(state, action, ctx)
            except RuleViolation:
                continue
            if state.phase != ctx.phase or state.turn != ctx.turn:
                next_step()
        apply(state, RESOLVE, ctx)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--first", type=int, default=2, help="the first game's number (bench-N)")
    parser.add_argument("--measure", choices=METHODS, default="orders")
    parser.add_argument("--policy-seed", type=int, default=1)
    args = parser.parse_args(argv)
    scenario = load_scenario(ROOT / "scenarios" / "winterfell.toml")
    rules = WinterfellRules()
    roster = random_roster(50)
    with playing():
        play(rules, scenario, roster, "warm-up", random.Random(-1), "")
        for module in (assassination, elections, justice):
            for name in module._ORDERS:
                getattr(module, name)
        for i in range(args.first, args.first + args.games):
            rng = random.Random(args.policy_seed * 100003 + i)
            play(rules, scenario, roster, f"bench-{i}", rng, args.measure)
    return 0


if __name__ == "__main__":
    sys.exit(main())
