"""How many whole random-policy Astrub games the engine plays per second on one core.

Run from the project's root (the figures go in ``docs/performance.md``)::

    .venv/bin/python benchmarks/bench_astrub.py --cpu 1           # both paths, 5 players, core 1
    .venv/bin/python benchmarks/bench_astrub.py --path fast --games 20000 --repeat 5
    .venv/bin/python -m cProfile -s tottime benchmarks/bench_astrub.py --path fast --games 3000 --repeat 1

"games per CPU second" (process time) is the figure to compare when the machine is busy.

Two paths are measured, each dealing every game from its own seed (the deal's roll included)
with the engine's validation and roll logging on:

- ``push``: the GM's path, :meth:`Game.push` with a batch ``[order, resolve]`` per step (a copy
  of the state per batch, a journal entry with the actions, events and rolls, undo kept);
- ``fast``: what the simulator does, :meth:`GameRules.apply` on one state mutated in place,
  with the deal's :class:`Context` aimed at each step (``Context.next_step``), the order and its
  resolve (so every event and roll is still built and kept, filed under the step's turn and
  phase as with a new Context per action), the cycle collector's thresholds the simulator's
  (``gmconsole.simulate.playing``).

Every order is a validated action model, and the rules check it completely (squad size,
duplicates, names, phase...) before carrying it out; the policy validates each distinct order
once (a squad, a set of votes, a set of choices) and gives the same frozen order object again
when the same one is drawn, as a simulator does. The random policy has its own
``random.Random``, separate from the game's dice: the leader proposes a random squad of the right
size, each player approves with probability ``--approve``, each spy in a squad sabotages with
probability ``--sabotage`` and each mercenary succeeds.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from contextlib import nullcontext
from itertools import combinations
from pathlib import Path

from bench_common import pin_to_core, time_games

from gmconsole.engine import Game, RosterEntry, find_rules
from gmconsole.engine.actions import Resolve
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import playing

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Alice", "Bob", "Chloé", "David", "Eve", "Fanny", "Gus", "Hélène", "Ivan", "Jules"]
RESOLVE = Resolve()


class RandomPolicy:
    """The players' and the leader's choices, from a random stream of their own.

    The leader picks one of the squads of the right size uniformly; each vote and each spy's
    sabotage is a coin with its own probability. The policy reads the camps once per game (at
    the deal) as the players themselves would know their own card.
    """

    def __init__(self, seed: int, names: list[str], approve: float, sabotage: float) -> None:
        self.rng = random.Random(seed)
        self.names = names
        self.approve = approve
        self.sabotage = sabotage
        # Every squad of each size as its validated order, made once: the same order object is
        # given again whenever the same squad is drawn (orders are frozen; the rules check each
        # one completely every time). Votes and choices likewise, by what was drawn.
        self.squads = {
            k: [ProposeSquad(members=list(c)) for c in combinations(names, k)]
            for k in range(1, len(names) + 1)
        }
        # What ``rng.choice(squads)`` draws, without its two calls: CPython's
        # ``_randbelow_with_getrandbits``, bits for the count's length until one is below it
        # (the same stream, the same games: ``fingerprint_astrub.py`` checks it).
        self.draws = {k: (squads, len(squads), len(squads).bit_length()) for k, squads in self.squads.items()}
        self.random, self.getrandbits = self.rng.random, self.rng.getrandbits  # bound once
        # Everyone's approval, ``random() < approve`` in seat order, as one expression for the
        # table's size: the same draws in the same order as a loop, without the loop and its list
        self.draw_votes = eval("lambda random, approve: (" + "random() < approve, " * len(names) + ")")
        self.votes: dict[tuple[bool, ...], CastVotes] = {}
        self.choices: dict[tuple[str | bool, ...], MissionChoices] = {}
        self.spies: frozenset[str] = frozenset()

    def deal(self, state) -> None:
        self.spies = frozenset(state.spies())

    def order(self, state, sizes: list[int]):
        """The one order the current step needs: a squad, everyone's votes, or the choices."""
        phase = state.phase
        if phase == "proposal":
            squads, n, bits = self.draws[sizes[state.turn - 1]]
            getrandbits = self.getrandbits
            r = getrandbits(bits)
            while r >= n:
                r = getrandbits(bits)
            return squads[r]
        if phase == "approval":
            drawn = self.draw_votes(self.random, self.approve)
            order = self.votes.get(drawn)
            if order is None:
                order = self.votes[drawn] = CastVotes(votes=dict(zip(self.names, drawn)))
            return order
        random_, sabotage, spies = self.random, self.sabotage, self.spies
        squad = state.squad
        sabotages = []
        for name in squad:
            sabotages.append(name in spies and random_() < sabotage)
        chosen = (*squad, *sabotages)
        order = self.choices.get(chosen)
        if order is None:
            order = self.choices[chosen] = MissionChoices(choices=dict(zip(squad, chosen[len(squad) :])))
        return order


def play_fast(rules, scenario, roster, seed: str, policy: RandomPolicy, tally: Counter) -> str:
    """One whole game on one state, the deal's Context aimed at each step (the simulator's path)."""
    state, ctx = rules.setup(scenario, roster, seed)
    actions = 0
    apply, sizes, next_step = rules.apply, scenario.squad_sizes[str(len(roster))], ctx.next_step
    policy.deal(state)
    while not state.winner:
        # The Context aimed at the step: the order and its resolve run at the same turn and
        # phase (an order changes neither), so their events and rolls are filed as with a new
        # Context per action; it keeps the whole game's events and rolls.
        next_step()
        apply(state, policy.order(state, sizes), ctx)
        apply(state, RESOLVE, ctx)
        actions += 2
    tally["events"] += ctx.count_events()  # not len(ctx.events): that would make every event
    tally["rolls"] += ctx.count_rolls()  # nor len(ctx.rolls): every roll
    tally["actions"] += actions
    return f"{state.winner} ({state.victory_rule})"


def play_push(rules, scenario, roster, seed: str, policy: RandomPolicy, tally: Counter) -> str:
    """One whole game through Game.push, as the console and the CLI play it."""
    game = Game.new(scenario, roster, seed)
    sizes = scenario.squad_sizes[str(len(roster))]
    policy.deal(game.state)
    while not game.state.winner:
        game.push([policy.order(game.state, sizes), RESOLVE])
    tally["events"] += sum(len(e.events) for e in game.entries())
    tally["rolls"] += sum(len(e.rolls) for e in game.entries())
    tally["actions"] += sum(len(e.actions) for e in game.journal)
    return f"{game.state.winner} ({game.state.victory_rule})"


def run(path: str, games: int, players: int, policy_seed: int, approve: float, sabotage: float) -> dict:
    scenario = load_scenario(ROOT / "scenarios" / "astrub.toml")
    rules = find_rules("astrub")
    names = NAMES[:players]
    roster = [RosterEntry(name=name) for name in names]
    policy = RandomPolicy(policy_seed, names, approve, sabotage)
    play = play_fast if path == "fast" else play_push
    play(rules, scenario, roster, "warm-up", RandomPolicy(-1, names, approve, sabotage), Counter())
    # The fast path with the collector's thresholds the simulator plays with, the push path with
    # Python's, as the console has them (as bench_winterfell.py).
    with playing() if path == "fast" else nullcontext():
        return time_games(
            path, games, lambda i, tally: play(rules, scenario, roster, f"bench-{i}", policy, tally)
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--path", choices=("fast", "push", "both"), default="both")
    parser.add_argument("--games", type=int, help="games per run (default: 10000 fast, 1000 push)")
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs per path; the best is reported (default 3)"
    )
    parser.add_argument("--players", type=int, default=5, choices=range(5, 11), metavar="5-10")
    parser.add_argument("--policy-seed", type=int, default=1, help="seed of the players' random choices")
    parser.add_argument("--approve", type=float, default=0.6, help="probability that a player approves")
    parser.add_argument("--sabotage", type=float, default=0.7, help="probability that a spy sabotages")
    parser.add_argument("--cpu", type=int, help="pin the process to this core (Linux)")
    args = parser.parse_args(argv)
    pin_to_core(args.cpu)
    paths = ("fast", "push") if args.path == "both" else (args.path,)
    print(
        f"Astrub, {args.players} players, random policy (seed {args.policy_seed}); "
        f"Python {sys.version.split()[0]}, one core, best of {args.repeat} runs"
    )
    for path in paths:
        games = args.games or (10000 if path == "fast" else 1000)
        runs = [
            run(path, games, args.players, args.policy_seed, args.approve, args.sabotage)
            for _ in range(args.repeat)
        ]
        best = max(runs, key=lambda r: r["rate"])
        rates = sorted(r["rate"] for r in runs)
        t = best["tally"]
        print(
            f"{path:>5}: {best['rate']:8.0f} games/s  ({1e6 / best['rate']:.0f} us a game; {games} games in "
            f"{best['seconds']:.2f} s; runs {', '.join(f'{x:.0f}' for x in rates)} games/s; "
            f"{best['cpu_rate']:.0f} games per CPU second)"
        )
        print(
            f"       per game {t['actions'] / games:.1f} actions, {t['events'] / games:.1f} events, "
            f"{t['rolls'] / games:.1f} rolls; winners: "
            + ", ".join(f"{k} {v / games:.0%}" for k, v in best["winners"].most_common())
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
