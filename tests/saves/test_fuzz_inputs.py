"""Fuzzing the input files (issue 10): 200 mutations of real saves and 100 of orders files and
rosters, through ``gmconsole.cli.main`` in-process, and a sample through ``python -m gmconsole``.

Each case must end with a documented exit code (0, 3, 4), no traceback, a message naming the
file and the line or key (never a bad value whole) and nothing written: the save, its ``.bak``
and the folder compared byte for byte and by mtime (see ``fuzz_inputs.py``). One case in ten runs
by default; the rest are ``slow``.
"""

from __future__ import annotations

import pytest
from fuzz_inputs import input_case, make_bases, save_case

SAVES, INPUTS = 200, 100
SUBPROCESS_SAVES = range(0, SAVES, 40)  # 5 cases of each kind in a subprocess too
SUBPROCESS_INPUTS = range(1, INPUTS, 20)


def _cases(count: int, every: int = 10):
    return [n if n % every == 0 else pytest.param(n, marks=pytest.mark.slow) for n in range(count)]


@pytest.fixture(scope="module")
def bases(tmp_path_factory):
    return make_bases(tmp_path_factory.mktemp("fuzz-bases"))


def _report(outcome) -> str:
    return f"{outcome.case}: gmconsole {' '.join(outcome.argv)[:200]} -> {outcome.code}: {outcome.problems}"


@pytest.mark.parametrize("n", _cases(SAVES))
def test_damaged_save(bases, tmp_path, n):
    outcome = save_case(bases, tmp_path / "work", n)
    assert not outcome.problems, _report(outcome)


@pytest.mark.parametrize("n", _cases(INPUTS))
def test_damaged_orders_or_roster(bases, tmp_path, n):
    outcome = input_case(bases, tmp_path / "work", n)
    assert not outcome.problems, _report(outcome)


@pytest.mark.slow
@pytest.mark.parametrize("n", SUBPROCESS_SAVES)
def test_damaged_save_in_a_subprocess(bases, tmp_path, n):
    outcome = save_case(bases, tmp_path / "work", n, subprocess_run=True)
    assert not outcome.problems, _report(outcome)


@pytest.mark.slow
@pytest.mark.parametrize("n", SUBPROCESS_INPUTS)
def test_damaged_input_in_a_subprocess(bases, tmp_path, n):
    outcome = input_case(bases, tmp_path / "work", n, subprocess_run=True)
    assert not outcome.problems, _report(outcome)


def test_the_mutations_reach_every_exit_code(bases, tmp_path):
    """The fuzzing is not vacuous: some damaged files still open (0), some are refused (4)."""
    codes = {save_case(bases, tmp_path / "work", n).code for n in range(0, 60, 3)}
    assert {0, 4} <= codes
