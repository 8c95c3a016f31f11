"""Issue 17: the ``gmconsole`` script (``gmconsole/__main__.py``) runs a one-step command with the
cyclic garbage collector paused and leaves without the interpreter's teardown; nothing of its
output or its exit code may be lost on the way."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

import gmconsole.__main__ as entry
from gmconsole import cli

ROOT = Path(__file__).resolve().parents[2]


class Left(Exception):
    """What the test's ``os._exit`` raises instead of ending the test process."""


def _run_entry(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> tuple[bool | None, int | None]:
    """Run the script's ``main`` on ``argv`` with the command replaced by a probe: whether the
    collector ran during the command, and the code the script left with (None: returned)."""
    seen: list[bool] = []

    def command() -> int:
        seen.append(gc.isenabled())
        return 3

    def exit_now(code: int) -> None:
        raise Left(code)

    monkeypatch.setattr(sys, "argv", ["gmconsole", *argv])
    monkeypatch.setattr(cli, "main", command)
    monkeypatch.setattr(entry.os, "_exit", exit_now)
    try:
        returned = entry.main()
    except Left as left:
        return seen[0], left.args[0]
    finally:
        gc.enable()
    assert returned == 3
    return seen[0], None


@pytest.mark.parametrize("command", sorted(cli.ONE_STEP_COMMANDS))
def test_a_one_step_command_runs_without_the_collector_and_leaves_with_its_code(monkeypatch, command) -> None:
    assert _run_entry(monkeypatch, [command, "x.toml"]) == (False, 3)


@pytest.mark.parametrize(
    "argv", [["simulate", "astrub"], ["serve", "x.toml"], ["new", "astrub"], ["open"], []]
)
def test_the_other_commands_keep_the_collector_and_return(monkeypatch, argv) -> None:
    assert _run_entry(monkeypatch, argv) == (True, None)


@pytest.mark.slow
def test_the_script_leaves_with_every_line_written_and_the_commands_code(
    tmp_path: Path, capsys, startup_save: tuple[Path, Path]
) -> None:
    """A long output to a file and a refusal on stderr, through ``python -m gmconsole``: the same
    text and code as the command line run in this process."""
    save, _ = startup_save
    for argv in (
        ["status", str(save)],
        ["export", str(save)],
        ["apply", str(save), str(tmp_path / "none.toml")],
    ):
        expected_code = cli.main(argv)
        expected = capsys.readouterr()
        with open(tmp_path / "out.txt", "w") as out, open(tmp_path / "err.txt", "w") as err:
            proc = subprocess.run(
                [sys.executable, "-m", "gmconsole", *argv], stdout=out, stderr=err, cwd=tmp_path, timeout=300
            )
        assert proc.returncode == expected_code
        assert (tmp_path / "out.txt").read_text() == expected.out
        assert (tmp_path / "err.txt").read_text() == expected.err
        assert (len(expected.out) > 500) if argv[0] != "apply" else ("no such file" in expected.err)
