"""``gmconsole simulate``: the simulator's command (see :mod:`gmconsole.simulate`)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from gmconsole.engine.errors import GMConsoleError
from gmconsole.scenarios import load_roster, load_scenario
from gmconsole.simulate import Summary, default_roster, simulate, sweep_values, with_settings
from gmconsole.tomlio import said


def run(args: argparse.Namespace) -> int:
    if args.games < 1 or args.jobs < 1:
        raise GMConsoleError(said("simulate-whole-numbers"))
    base = with_settings(load_scenario(args.scenario), args.set)
    roster = load_roster(args.roster) if args.roster else default_roster(base, args.players)
    if args.sweep:
        key, values = sweep_values(args.sweep)
        results: list[tuple[Any, Summary]] = []
        for value in values:
            scenario = with_settings(base, [f"{key[0]}={value}"])
            results.append((value, _run(scenario, roster, args, label=f"{key[0]}={value}")))
        if args.json:
            print(
                json.dumps(
                    {"key": key[0], "runs": [{"value": v, **s.as_dict()} for v, s in results]}, indent=2
                )
            )
        else:
            for value, summary in results:
                print(f"\n{key[0]} = {value}")
                _print(summary)
            _chart(key[0], results)
        return 0
    summary = _run(base, roster, args, label=base.name)
    if args.json:
        print(json.dumps(summary.as_dict(), indent=2, ensure_ascii=False))
    else:
        print(
            f"{base.name}: {len(roster)} players, {summary.games} games, seed {args.seed!r}, "
            f"{args.policy} policy"
        )
        _print(summary)
    return 0


def _run(scenario: Any, roster: Any, args: argparse.Namespace, label: str) -> Summary:
    if args.json or not sys.stderr.isatty():
        return simulate(scenario, roster, args.games, args.seed, args.jobs, policy=args.policy)
    from rich.progress import Progress

    with Progress(transient=True) as bar:
        task = bar.add_task(label, total=args.games)
        return simulate(
            scenario,
            roster,
            args.games,
            args.seed,
            args.jobs,
            lambda n: bar.advance(task, n),
            policy=args.policy,
        )


def _print(summary: Summary) -> None:
    print(f"{'winner':<16} {'games':>6} {'rate':>7}   95% interval")
    for camp, wins, rate, low, high in summary.rates():
        print(f"{camp:<16} {wins:>6} {rate:>7.1%}   {low:.1%} - {high:.1%}")
    data = summary.as_dict()
    print(f"mean length: {data['mean_turns']:.1f} turns, {data['mean_steps']:.1f} steps")
    print("endings: " + ", ".join(f"{rule} {count}" for rule, count in summary.endings.most_common()))


def _chart(key: str, results: list[tuple[Any, Summary]]) -> None:
    """One line per camp: its win rate against the setting's value."""
    import plotext as plt

    camps = sorted({camp for _, s in results for camp in s.wins})
    xs = [value for value, _ in results]
    plt.clear_figure()
    for camp in camps:
        plt.plot(xs, [100 * s.wins[camp] / s.games for _, s in results], label=camp, marker="dot")
    plt.title(f"win rate (%) by {key}")
    plt.xlabel(key)
    plt.ylim(0, 100)
    plt.plotsize(80, 20)
    if not sys.stdout.isatty():
        plt.clear_color()  # a file or a pipe: no escape codes
    plt.show()
