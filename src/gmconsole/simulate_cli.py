"""``gmconsole simulate``: the simulator's command (see :mod:`gmconsole.simulate`).

It speaks the scenario's language (issue 11, point 3): the heading, the table of camps by their
display names, the numbers (``52,5 %``, ``de 45,6 % à 59,3 %``), the sweep's chart and what it
refuses. Before the scenario is read (``--games``/``--jobs`` below 1) it speaks the launcher's
language. ``--json`` is for programs: its keys are stable and never translated (docs/cli.md).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from gmconsole.engine.errors import refusals_of
from gmconsole.scenarios import load_roster, load_scenario
from gmconsole.simulate import (
    SimulationRefused,
    Summary,
    chart,
    check_sweep,
    default_roster,
    run_heading,
    simulate,
    summary_lines,
    with_settings,
)

EXIT_USAGE = 2
"""What ``gmconsole`` exits with on a usage error (``cli.EXIT_USAGE``)."""


def run(args: argparse.Namespace) -> int:
    try:
        return _simulate(args)
    except SimulationRefused as exc:
        from gmconsole.engine.wording import text

        language = exc.language or _system_language()
        print(text(language, "cli-error", why=exc.shown(language)), file=sys.stderr)
        return EXIT_USAGE


def _simulate(args: argparse.Namespace) -> int:
    if args.games < 1 or args.jobs < 1:
        # no scenario read yet: the environment's language, as the launcher's
        from gmconsole.engine.language import system_language

        raise SimulationRefused("simulate-counts", system_language())
    base = with_settings(load_scenario(args.scenario), args.set)
    if args.players is not None and args.players < 1:
        raise SimulationRefused("simulate-players", base.language)
    roster = (
        load_roster(args.roster, base.max_name_length, base.language)
        if args.roster
        else default_roster(base, args.players)
    )
    if args.sweep:
        key, values = check_sweep(base, args.sweep)
        results: list[tuple[Any, Summary]] = []
        for value in values:
            scenario = with_settings(base, [f"{key}={value}"])
            results.append((value, _run(scenario, roster, args, label=f"{key}={value}")))
        if args.json:
            runs = [{"value": v, **s.as_dict()} for v, s in results]
            print(json.dumps({"key": key, "runs": runs}, indent=2, ensure_ascii=False))
        else:
            _print_sweep(base, key, results, len(roster), args)
        return 0
    summary = _run(base, roster, args, label=base.name)
    if args.json:
        print(json.dumps(summary.as_dict(), indent=2, ensure_ascii=False))
    else:
        print(run_heading(base, len(roster), summary.games, args.seed, args.policy))
        print("\n".join(summary_lines(base, summary)))
    return 0


def _print_sweep(
    base: Any, key: str, results: list[tuple[Any, Summary]], players: int, args: argparse.Namespace
) -> None:
    from gmconsole.engine.wording import text

    print(run_heading(base, players, args.games, args.seed, args.policy))
    for value, summary in results:
        print("\n" + text(base, "simulate-sweep-value", key=key, value=value))
        print("\n".join(summary_lines(base, summary)))
    print()
    print(chart(base, key, results, color=sys.stdout.isatty()))


def _run(scenario: Any, roster: Any, args: argparse.Namespace, label: str) -> Summary:
    with refusals_of(scenario):  # a refusal of the deal is said in the scenario's language
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


def _system_language() -> str:
    from gmconsole.engine.language import system_language

    return system_language()
