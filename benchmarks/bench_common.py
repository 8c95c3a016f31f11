"""What the game benchmarks (``bench_astrub.py``, ``bench_winterfell.py``) share: the timed run
of a number of games, in wall time and per CPU second, and the pinning to one core."""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Callable


def time_games(path: str, games: int, play_one: Callable[[int, Counter], str]) -> dict:
    """``play_one(i, tally)`` for the games 0..games-1, no clock read inside a game; each returns
    its winner, and adds what it counts to ``tally``. The figures of the run, by key."""
    tally: Counter = Counter()
    winners: Counter = Counter()
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(games):
        winners[play_one(i, tally)] += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {
        "path": path,
        "games": games,
        "seconds": elapsed,
        "rate": games / elapsed,
        "cpu_rate": games / cpu,
        "tally": tally,
        "winners": winners,
    }


def pin_to_core(cpu: int | None) -> None:
    """The process on core ``cpu`` alone (``--cpu``; Linux), or as it is."""
    if cpu is not None and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {cpu})
