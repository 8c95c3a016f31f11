"""How many whole random-policy Winterfell games the engine plays per second on one core, and
how long one turn of a 50-player game takes to resolve.

Run from the project's root (the figures go in the "Winterfell" section of
``docs/performance.md``)::

    .venv/bin/python benchmarks/bench_winterfell.py                  # both paths, 50 players
    .venv/bin/python benchmarks/bench_winterfell.py --path fast --games 500
    .venv/bin/python -m cProfile -s tottime benchmarks/bench_winterfell.py --path fast --games 100

Every game is dealt from its own seed (the deal's draws included) and played to a victory by
:class:`~gmconsole.games.winterfell.rules.simulate.RandomPolicy` (squads, lookouts, the sword and
the passage, Ben, Schlingue, the seers, accusations, justice votes and the revolt, interrogations,
election votes, lieutenants, guesses), with the engine's validation, events and roll logging on.
Two paths:

- ``fast``: the simulator's path (``gmconsole.simulate.play_state``): :meth:`GameRules.apply` on
  one state mutated in place, the deal's :class:`Context` aimed at each step (``next_step``),
  the game's events filed and counted, not made into objects (nothing reads them), the cycle
  collector's thresholds the simulator's (``gmconsole.simulate.playing``);
- ``push``: the GM's path, :meth:`Game.push` with one batch per step (the step's orders and its
  ``resolve``): a copy of the state per batch, a journal entry, undo kept. A batch an order of
  which is refused is pushed again without it.

"Turn" figures: the CPU time (process time) of one whole turn (every order and the five or six
resolutions of assassination, justice and elections) averaged over the turns played, and the
share of it spent in the resolutions alone, from a second run of the same games with the turns
timed (the games per second come from a run with no clock read inside a game). Games per second
are given in wall time and per CPU second; on a busy machine the second is the one to compare.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from contextlib import nullcontext
from pathlib import Path

from bench_common import pin_to_core, time_games

from gmconsole.engine import Context, Game
from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import playing

ROOT = Path(__file__).resolve().parents[1]
RESOLVE = Resolve()


def _untimed() -> float:
    return 0.0


def play_fast(
    rules, scenario, roster, seed: str, rng: random.Random, tally: Counter, timed: bool = True
) -> str:
    """One whole game on one state, as the simulator plays it (``gmconsole.simulate.play_state``):
    the deal's Context aimed at each step, its events counted, not made (``timed``: with the
    turn's clocks)."""
    clock = time.process_time if timed else _untimed
    state, ctx = rules.setup(scenario, roster, seed)
    policy = RandomPolicy(rng, scenario)
    apply, next_step = rules.apply, ctx.next_step
    actions, refused = 0, 0
    resolving = playing = 0.0
    while not state.over:
        start = clock()
        next_step()
        for action in policy.orders(state):
            try:
                apply(state, action, ctx)
            except RuleViolation:
                refused += 1
                continue
            actions += 1
            if state.phase != ctx.phase or state.turn != ctx.turn:
                next_step()
        middle = clock()
        apply(state, RESOLVE, ctx)
        end = clock()
        actions += 1
        resolving += end - middle
        playing += end - start
    tally.update(
        events=ctx.count_events(), rolls=ctx.count_rolls(), actions=actions, refused=refused, turns=state.turn
    )
    tally["resolve_s"] += resolving
    tally["turn_s"] += playing
    return f"{state.winner} ({state.victory_rule})"


def play_push(
    rules, scenario, roster, seed: str, rng: random.Random, tally: Counter, timed: bool = True
) -> str:
    """One whole game through Game.push, one batch per step, as the console plays it."""
    clock = time.process_time if timed else _untimed
    game = Game.new(scenario, roster, seed)
    policy = RandomPolicy(rng, scenario)
    refused = 0
    playing = 0.0
    while not game.state.over:
        batch = [*policy.orders(game.state), RESOLVE]
        start = clock()
        while True:
            try:
                game.push(batch)
                break
            except RuleViolation:
                refused += 1
                batch = [a for a in batch if not _refused(rules, scenario, game.state, a)]
        playing += clock() - start
    tally.update(
        events=sum(len(e.events) for e in game.entries()),
        rolls=sum(len(e.rolls) for e in game.entries()),
        actions=sum(len(e.actions) for e in game.journal),
        refused=refused,
        turns=game.state.turn,
    )
    tally["turn_s"] += playing
    return f"{game.state.winner} ({game.state.victory_rule})"


def _refused(rules, scenario, state, action) -> bool:
    if isinstance(action, Resolve):
        return False
    work = state.model_copy(deep=True)
    try:
        rules.apply(work, action, Context(work, scenario))
    except RuleViolation:
        return True
    return False


def run(path: str, games: int, players: int, scenario_name: str, policy_seed: int) -> dict:
    scenario = load_scenario(ROOT / "scenarios" / f"{scenario_name}.toml")
    rules = WinterfellRules()
    roster = random_roster(players)
    play = play_fast if path == "fast" else play_push
    play(rules, scenario, roster, "warm-up", random.Random(-1), Counter())
    # The games per second: no clock read inside a game (each read is a system call, some 170 a
    # game on the fast path). The same games are then played again with the turns timed. The
    # fast path with the collector's thresholds the simulator plays with, the push path with
    # Python's, as the console has them.
    with playing() if path == "fast" else nullcontext():
        result = time_games(
            path,
            games,
            lambda i, tally: play(
                rules, scenario, roster, f"bench-{i}", random.Random(policy_seed * 100003 + i), tally, False
            ),
        )
        tally = result["tally"]
        for i in range(games):
            play(
                rules,
                scenario,
                roster,
                f"bench-{i}",
                random.Random(policy_seed * 100003 + i),
                timing := Counter(),
            )
            tally["turn_s"] += timing["turn_s"]
            tally["resolve_s"] += timing["resolve_s"]
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--path", choices=("fast", "push", "both"), default="both")
    parser.add_argument("--games", type=int, help="games per path (default: 300 fast, 30 push)")
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--scenario", default="winterfell", help="winterfell or meereen")
    parser.add_argument("--policy-seed", type=int, default=1, help="seed of the players' random choices")
    parser.add_argument("--cpu", type=int, help="pin the process to this core (Linux)")
    args = parser.parse_args(argv)
    pin_to_core(args.cpu)
    paths = ("fast", "push") if args.path == "both" else (args.path,)
    print(
        f"Winterfell ({args.scenario}), {args.players} players, random policy (seed {args.policy_seed}); "
        f"Python {sys.version.split()[0]}, one core"
    )
    for path in paths:
        games = args.games or (300 if path == "fast" else 30)
        r = run(path, games, args.players, args.scenario, args.policy_seed)
        t = r["tally"]
        turns = t["turns"]
        print(
            f"{path:>5}: {r['rate']:8.1f} games/s  ({1e3 / r['rate']:.1f} ms a game; {games} games in "
            f"{r['seconds']:.2f} s; per game {turns / games:.1f} turns, {t['actions'] / games:.0f} actions, "
            f"{t['events'] / games:.0f} events, {t['rolls'] / games:.0f} rolls, {t['refused'] / games:.2f} refused)"
        )
        line = f"       one turn: {1e3 * t['turn_s'] / turns:.2f} ms CPU"
        if t["resolve_s"]:
            line += f" (resolutions alone {1e3 * t['resolve_s'] / turns:.2f} ms)"
        print(line)
        print(f"       per CPU second (process time, robust to a busy machine): {r['cpu_rate']:.1f} games/s")
        top = ", ".join(f"{k} {v / games:.0%}" for k, v in r["winners"].most_common())
        print(f"       winners: {top}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
