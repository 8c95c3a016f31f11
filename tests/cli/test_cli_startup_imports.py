"""Issue 17: what a command never needs is never imported.

- The commands that only say shipped sentences never import fluent.runtime, fluent.syntax or
  Babel (their import and the first bundle cost more than half of the reference process);
  ``gmconsole.engine.wording_ftl`` writes those sentences itself.
- ``status`` and ``export`` never import the ``logging`` package (only a wording warning does)
  nor the console's form and panel models (``engine/rules/forms.py``, reached through
  ``engine/rules/base.py`` at their first look-up)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("fluent", "babel", "pytz", "attr")
"""Packages (first part of a module's name)."""
NEVER = ("logging", "gmconsole.engine.rules.forms")
"""Modules, by their whole name."""


def _loaded_after(run, argv: list[str]) -> tuple[int, str, list[str]]:
    """``gmconsole argv`` in a fresh interpreter: its exit code, its output, and the modules of
    :data:`HEAVY` and :data:`NEVER` it loaded."""
    return run(argv, f"sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r} or m in {NEVER!r})")


@pytest.mark.slow
def test_status_export_and_apply_on_the_50_player_save_never_import_fluent_or_babel(
    tmp_path: Path, startup_save: tuple[Path, Path], cli_in_fresh_process
) -> None:
    """``status``, ``status --gm``, ``export``, ``apply`` (French checklist, posts, journal lines
    and warnings, English records) on the start-up benchmark's save, each in a fresh interpreter."""
    save, orders = startup_save
    copy = tmp_path / "apply.toml"
    shutil.copy(save, copy)
    for argv in (
        ["status", str(save)],
        ["status", str(save), "--gm"],
        ["export", str(save)],
        ["apply", str(copy), str(orders)],
    ):
        code, out, heavy = _loaded_after(cli_in_fresh_process, argv)
        assert code == 0, (argv, out)
        assert out.strip(), argv
        assert not [m for m in heavy if m.split(".")[0] in HEAVY], (argv, heavy)
    assert "escouade" in out  # the French journal line of the squads just entered


@pytest.mark.slow
def test_status_and_export_of_a_winterfell_save_import_neither_logging_nor_the_forms(
    tmp_path: Path, cli_in_fresh_process
) -> None:
    from gmconsole.demo import build_demo
    from gmconsole.saves import save_game

    save = tmp_path / "winterfell.toml"
    save_game(build_demo("winterfell"), save)
    for argv in (
        ["status", str(save)],
        ["status", str(save), "--gm"],
        ["status", str(save), "--json", "--gm"],
        ["export", str(save)],
        ["export", str(save), "--gm"],
    ):
        code, out, loaded = _loaded_after(cli_in_fresh_process, argv)
        assert code == 0, (argv, out)
        assert out.strip(), argv
        assert loaded == [], (argv, loaded)


def test_the_forms_are_the_same_classes_through_base_and_forms() -> None:
    from gmconsole.engine.rules import base, forms

    for name in base._FORMS:
        assert getattr(base, name) is getattr(forms, name), name
    from gmconsole.engine.rules.base import Ballot, abstention

    ballot = Ballot(action="vote", label="Vote", candidates=["Ana"], voters=["Ben"])
    assert ballot.specials == [abstention()]
    with pytest.raises(AttributeError):
        base.NoSuchForm  # noqa: B018
