"""`gmconsole apply` says each event on a line that starts with who may read it: an event with
no sentence of its own (the spread's table, V-P-1/V-P-2) puts that tag on its table's first line
and never prints a bare « [public] (V-P-1) » line before it (a GM's trial)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .test_cli_scenarios import TABLE, Cli, hunt

BARE_TAG = re.compile(r"^\s*\[[^\]]*\](\s*\([A-Z]+(-[A-Za-z0-9]+)+\))*\s*$")


@pytest.fixture
def cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Cli:
    return Cli(tmp_path, capsys)


def test_the_spread_table_is_tagged_on_its_first_line(cli: Cli) -> None:
    cli.new(TABLE)
    cli.apply(hunt("Sibiu"))
    cli.apply(hunt("Vișeu de Sus"))
    out = cli.apply(hunt("Brăila"))  # the last hunter: the vampires spread (V-P-1)
    lines = out.splitlines()
    assert not [line for line in lines if BARE_TAG.match(line)], out
    header = next(i for i, line in enumerate(lines) if "Propagation vers" in line)
    assert lines[header].startswith("[public] Ville") and "(V-P-1)" in lines[header], out
    column = lines[header].index("Ville")
    rows = lines[header + 1 : header + 3]
    assert rows[0][column:].startswith("-----") and rows[1][:column].strip() == "", out
