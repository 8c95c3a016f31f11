"""Issue 17 (fourth pass): what ``status`` and ``export`` never need is never imported: the
``logging`` package (only a wording warning imports it) and the console's form and panel models
(``engine/rules/forms.py``, reached through ``engine/rules/base.py`` at their first look-up)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gmconsole.demo import build_demo
from gmconsole.saves import save_game

NEVER = ("logging", "gmconsole.engine.rules.forms")


def _loaded_after(folder: Path, argv: list[str]) -> tuple[int, str, list[str]]:
    script = textwrap.dedent(
        f"""
        import contextlib, io, json, sys
        from gmconsole.cli import main
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = main({argv!r})
        found = sorted(m for m in sys.modules if m in {NEVER!r})
        print(json.dumps({{"code": code, "out": out.getvalue(), "found": found}}))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=folder, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    return found["code"], found["out"], found["found"]


@pytest.mark.slow
def test_status_and_export_of_a_winterfell_save_import_neither_logging_nor_the_forms(tmp_path: Path) -> None:
    save = tmp_path / "winterfell.toml"
    save_game(build_demo("winterfell"), save)
    for argv in (
        ["status", str(save)],
        ["status", str(save), "--gm"],
        ["status", str(save), "--json", "--gm"],
        ["export", str(save)],
        ["export", str(save), "--gm"],
    ):
        code, out, found = _loaded_after(tmp_path, argv)
        assert code == 0, (argv, out)
        assert out.strip(), argv
        assert found == [], (argv, found)


def test_the_forms_are_the_same_classes_through_base_and_forms() -> None:
    from gmconsole.engine.rules import base, forms

    for name in base._FORMS:
        assert getattr(base, name) is getattr(forms, name), name
    from gmconsole.engine.rules.base import Ballot, abstention

    ballot = Ballot(action="vote", label="Vote", candidates=["Ana"], voters=["Ben"])
    assert ballot.specials == [abstention()]
    with pytest.raises(AttributeError):
        base.NoSuchForm  # noqa: B018
