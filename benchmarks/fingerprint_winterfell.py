"""A fingerprint of the engine's behaviour, for optimisations that must change nothing.

Plays seeded random games and prints one SHA-256 over everything they produced: every event,
every roll (``model_dump``), every refusal (rule, player, message) and the final state of each
game, deal included. An optimisation of the engine must leave the fingerprint as it was::

    .venv/bin/python benchmarks/fingerprint_winterfell.py            # 30 Winterfell, 10 Meereen, 30 Astrub
    .venv/bin/python benchmarks/fingerprint_winterfell.py --verbose  # one hash per scenario too

The Winterfell and Meereen games are played by ``simulate.RandomPolicy`` (50 players, the
random-games test's occasional orders that must be refused included) on the fast path
(:meth:`GameRules.apply` in place, a :class:`Context` per action); the Astrub games by a small
random policy of their own (5 to 10 players).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from gmconsole.engine import Context, RosterEntry, find_rules
from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[1]
RESOLVE = Resolve()


class Digest:
    """A SHA-256 fed with JSON lines (sorted keys: dict order of the data is not hashed)."""

    def __init__(self) -> None:
        self.sha = hashlib.sha256()
        self.items = 0

    def add(self, tag: str, value: Any) -> None:
        self.sha.update(json.dumps([tag, value], sort_keys=True, default=repr, ensure_ascii=False).encode())
        self.sha.update(b"\n")
        self.items += 1

    def context(self, ctx: Context) -> None:
        for event in ctx.events:
            self.add("event", event.model_dump())
        for roll in ctx.rolls:
            self.add("roll", roll.model_dump())

    def refusal(self, exc: RuleViolation) -> None:
        self.add("refused", [exc.rule, exc.player, str(exc)])

    def hexdigest(self) -> str:
        return self.sha.hexdigest()


def winterfell_game(digest: Digest, scenario, seed: str, policy_seed: int, players: int = 50) -> None:
    rules = find_rules("winterfell")
    state, ctx = rules.setup(scenario, random_roster(players), seed)
    digest.context(ctx)
    rng = random.Random(policy_seed)
    policy = RandomPolicy(rng, scenario)

    def apply(action) -> None:
        ctx = Context(state, scenario)
        try:
            rules.apply(state, action, ctx)
        except RuleViolation as exc:
            if isinstance(action, Resolve):
                raise
            digest.refusal(exc)
            return
        digest.add("action", action.model_dump())
        digest.context(ctx)
        for warning in ctx.warnings:
            digest.add("warning", warning)

    while not state.over:
        if state.turn > 80:
            raise RuntimeError(f"{seed}: no victory after 80 turns")
        if rng.random() < 0.3:
            for probe in policy.mistaken(state):
                apply(probe)
        for action in policy.orders(state):
            apply(action)
        apply(RESOLVE)
    digest.add("state", state.model_dump())


def astrub_game(digest: Digest, scenario, seed: str, policy_seed: int) -> None:
    rules = find_rules("astrub")
    rng = random.Random(policy_seed)
    names = [f"Joueur {i}" for i in range(1, rng.randint(5, 10) + 1)]
    state, ctx = rules.setup(scenario, [RosterEntry(name=n) for n in names], seed)
    digest.context(ctx)
    sizes = scenario.squad_sizes[str(len(names))]
    spies = set(state.spies())
    while not state.winner:
        if state.phase == "proposal":
            order = rules.parse_action({"kind": "squad", "members": rng.sample(names, sizes[state.turn - 1])})
        elif state.phase == "approval":
            order = rules.parse_action({"kind": "votes", "votes": {n: rng.random() < 0.6 for n in names}})
        else:
            order = rules.parse_action(
                {"kind": "mission", "choices": {n: n in spies and rng.random() < 0.7 for n in state.squad}}
            )
        for action in (order, RESOLVE):
            ctx = Context(state, scenario)
            rules.apply(state, action, ctx)
            digest.add("action", action.model_dump())
            digest.context(ctx)
    digest.add("state", state.model_dump())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--winterfell", type=int, default=30, help="Winterfell games (default 30)")
    parser.add_argument("--meereen", type=int, default=10, help="Meereen games (default 10)")
    parser.add_argument("--astrub", type=int, default=30, help="Astrub games (default 30)")
    parser.add_argument("--verbose", action="store_true", help="one hash per scenario too")
    args = parser.parse_args(argv)
    total = Digest()
    for name, games in (("winterfell", args.winterfell), ("meereen", args.meereen), ("astrub", args.astrub)):
        scenario = load_scenario(ROOT / "scenarios" / f"{name}.toml")
        part = Digest()
        for i in range(games):
            if name == "astrub":
                astrub_game(part, scenario, f"fingerprint-{i}", i)
            else:
                winterfell_game(part, scenario, f"fingerprint-{name}-{i}", 1000 + i)
        total.add(name, part.hexdigest())
        if args.verbose:
            print(f"{name:>10}: {games} games, {part.items} items, {part.hexdigest()}")
    print(total.hexdigest())
    return 0


if __name__ == "__main__":
    sys.exit(main())
