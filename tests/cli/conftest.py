"""The command line's tests expect its English words where no game is known yet (argparse's
usage, a file too broken to tell its game): the environment asks for English here, as
``tests/tui/conftest.py`` does for the launcher. The French ones set their own language
(``tests/cli/test_cli_usage_language.py``)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from gmconsole.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _english_before_any_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "en")


@pytest.fixture
def startup_save(tmp_path: Path) -> tuple[Path, Path]:
    """The benchmarks' 50-player Winterfell save after 5 turns and its next orders, in
    ``tmp_path`` (``benchmarks/startup_save.py``, issue 17's measures)."""
    spec = importlib.util.spec_from_file_location("startup_save", ROOT / "benchmarks" / "startup_save.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build(tmp_path)  # type: ignore[no-any-return]


@pytest.fixture
def cli_in_fresh_process(tmp_path: Path) -> Callable[[list[str], str], tuple[int, str, Any]]:
    """Run ``gmconsole argv`` in a fresh interpreter (in ``tmp_path``), then evaluate ``probe``, a
    Python expression over ``sys`` and ``types`` (what the command loaded): its exit code, its
    output and the probe's value."""

    def run(argv: list[str], probe: str) -> tuple[int, str, Any]:
        script = textwrap.dedent(
            f"""
            import contextlib, io, json, sys, types
            from gmconsole.cli import main
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                code = main({argv!r})
            print(json.dumps({{"code": code, "out": out.getvalue(), "probe": {probe}}}))
            """
        )
        proc = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, cwd=tmp_path, timeout=300
        )
        assert proc.returncode == 0, proc.stderr[-3000:]
        found = json.loads(proc.stdout.strip().splitlines()[-1])
        return found["code"], found["out"], found["probe"]

    return run


@pytest.fixture
def save_with_removed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> Callable[[dict[str, str], str, str], Path]:
    """A new game of ``scenario`` for the roster ``{name: role}`` (seed ``x``), saved as
    ``tmp_path/partie.toml``, from which ``gone`` was removed (``gmconsole remove``)."""

    def make(table: dict[str, str], scenario: str, gone: str) -> Path:
        roster = {"players": [{"name": n, "role": r} for n, r in table.items()]}
        (tmp_path / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
        save = tmp_path / "partie.toml"
        args = [
            "new",
            scenario,
            "--players",
            str(tmp_path / "roster.toml"),
            "--seed",
            "x",
            "--save",
            str(save),
        ]
        assert main(args) == 0, capsys.readouterr().err
        assert main(["remove", str(save), gone]) == 0, capsys.readouterr().err
        capsys.readouterr()
        return save

    return make
