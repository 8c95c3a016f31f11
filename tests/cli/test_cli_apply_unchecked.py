"""``apply`` builds no pydantic validator for flat orders (issue 17, docs/performance.md "Sixth
pass"): building one loads pydantic's plug-in loader, which reads every installed distribution's
entry points (some 11 M instructions)."""

from __future__ import annotations

from pathlib import Path


def test_apply_builds_no_validator(startup_save: tuple[Path, Path], cli_in_fresh_process) -> None:
    """Two squads applied on the 50-player save, in a fresh interpreter: the step is written and
    said, and neither pydantic's plug-in loader nor the orders' union adapter was loaded."""
    save, orders = startup_save
    before = save.read_text(encoding="utf-8")
    code, out, loaded = cli_in_fresh_process(
        ["apply", str(save), str(orders)],
        "[m for m in ('pydantic.plugin._loader', 'pydantic.type_adapter') if m in sys.modules]",
    )
    assert code == 0, out
    assert "Escouade 1" in out
    assert save.read_text(encoding="utf-8") != before
    assert loaded == []
