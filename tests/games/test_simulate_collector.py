"""The simulator's cycle collector: its youngest threshold raised while games are played, and
put back as it was when the run ends, whatever happened (issue 17)."""

from __future__ import annotations

import gc
import threading

import pytest

from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import YOUNG_THRESHOLD, playing, simulate


@pytest.fixture
def thresholds():
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*before)


def test_a_run_plays_with_the_raised_threshold_and_puts_it_back(thresholds) -> None:
    seen: list[tuple[int, ...]] = []
    scenario = load_scenario("astrub")
    roster = [RosterEntry(name=f"J{i}") for i in range(5)]
    summary = simulate(scenario, roster, 3, seed="gc", progress=lambda n: seen.append(gc.get_threshold()))
    assert summary.games == 3
    assert seen == [(YOUNG_THRESHOLD, 10, 10)] * 3
    assert gc.get_threshold() == (700, 10, 10)


def test_overlapping_runs_put_the_thresholds_back_when_the_last_ends(thresholds) -> None:
    first, second = playing(), playing()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)  # the first run ends before the second (two threads)
    assert gc.get_threshold()[0] == YOUNG_THRESHOLD
    second.__exit__(None, None, None)
    assert gc.get_threshold() == (700, 10, 10)


def test_a_run_that_fails_puts_the_thresholds_back(thresholds) -> None:
    with pytest.raises(RuntimeError), playing():
        raise RuntimeError("a game that breaks")
    assert gc.get_threshold() == (700, 10, 10)


def test_a_higher_threshold_is_kept(thresholds) -> None:
    gc.set_threshold(50_000, 20, 20)
    with playing():
        assert gc.get_threshold() == (50_000, 20, 20)
    assert gc.get_threshold() == (50_000, 20, 20)


def test_runs_in_threads_leave_the_thresholds_as_they_were(thresholds) -> None:
    start = threading.Barrier(4)

    def run() -> None:
        start.wait()
        for _ in range(200):
            with playing():
                pass

    workers = [threading.Thread(target=run) for _ in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert gc.get_threshold() == (700, 10, 10)
