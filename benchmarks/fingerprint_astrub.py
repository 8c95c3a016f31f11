"""A fingerprint of Astrub's behaviour on the simulator's paths, for optimisations that must
change nothing (the companion of ``fingerprint_winterfell.py``, whose Astrub part plays orders
parsed from plain data).

Plays seeded games and prints one SHA-256 over everything they produced: every order, event and
roll (``model_dump``), every warning and the final state of each game, deal included. Three
policies, 5 to 10 players:

- the benchmark's (``bench_astrub.RandomPolicy``: what ``bench_issue17.py`` measures), with the
  peers' odds (approve 0.5, sabotage 0.5) and with 0.6 / 0.7;
- the game's own random and heuristic policies (``games/astrub/rules/policy.py``: what the
  simulator plays).

    .venv/bin/python benchmarks/fingerprint_astrub.py            # 3 x 200 + 2 x 100 games
    .venv/bin/python benchmarks/fingerprint_astrub.py --verbose  # one hash per policy too
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_astrub import NAMES  # noqa: E402
from bench_astrub import RandomPolicy as BenchPolicy  # noqa: E402
from fingerprint_winterfell import RESOLVE, Digest  # noqa: E402

from gmconsole.engine import Context, RosterEntry, find_rules  # noqa: E402
from gmconsole.games.astrub.rules.policy import HeuristicPolicy, RandomPolicy  # noqa: E402
from gmconsole.scenarios import load_scenario  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def play(digest: Digest, rules, scenario, roster, seed: str, orders) -> None:
    """One game: ``orders(state)`` gives the step's orders, each followed by a resolve."""
    state, ctx = rules.setup(scenario, roster, seed)
    digest.context(ctx)
    while not state.winner:
        for action in [*orders(state), RESOLVE]:
            ctx = Context(state, scenario)
            rules.apply(state, action, ctx)
            digest.add("action", action.model_dump())
            digest.context(ctx)
            for warning in ctx.warnings:
                digest.add("warning", warning)
    digest.add("state", state.model_dump())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per benchmark policy (default 200)")
    parser.add_argument("--verbose", action="store_true", help="one hash per policy too")
    args = parser.parse_args(argv)
    scenario = load_scenario(ROOT / "scenarios" / "astrub.toml")
    rules = find_rules("astrub")
    total = Digest()
    for approve, sabotage in ((0.5, 0.5), (0.6, 0.7)):
        part = Digest()
        for i in range(args.games):
            names = NAMES[: 5 + i % 6]
            policy = BenchPolicy(i, names, approve, sabotage)
            sizes = scenario.squad_sizes[str(len(names))]

            def orders(state, policy=policy, sizes=sizes):
                if not policy.spies:
                    policy.deal(state)
                return [policy.order(state, sizes)]

            play(part, rules, scenario, [RosterEntry(name=n) for n in names], f"fp-bench-{i}", orders)
        total.add(f"bench {approve}/{sabotage}", part.hexdigest())
        if args.verbose:
            print(f"bench {approve}/{sabotage}: {args.games} games, {part.items} items, {part.hexdigest()}")
    for name, kind in (("random", RandomPolicy), ("heuristic", HeuristicPolicy)):
        part = Digest()
        for i in range(args.games // 2):
            roster = [RosterEntry(name=n) for n in NAMES[: 5 + i % 6]]
            policy = kind(random.Random(i), scenario)
            play(part, rules, scenario, roster, f"fp-{name}-{i}", policy.orders)
        total.add(name, part.hexdigest())
        if args.verbose:
            print(f"{name}: {args.games // 2} games, {part.items} items, {part.hexdigest()}")
    print(total.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
