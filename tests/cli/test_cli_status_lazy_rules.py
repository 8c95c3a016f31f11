"""Issue 17 (fifth pass): a command that gives no order never creates a game's order models.

Winterfell's action models live in ``rules/actions.py``, which the phase modules reach through a
lazy module (:func:`gmconsole.engine.rules.base.lazy_module`) and the rules through
:class:`gmconsole.engine.rules.base.Imported`; the deal's flow (``pinning.py``) and the GM's
notes (``gm_view.py``) are lazy too, and the save lock's module is loaded by the commands that
write. ``status`` and ``export`` on a save must load none of them, and every way of reaching an
order class must give the same class."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = "gmconsole.games.winterfell.rules"
LAZY = (
    f"{RULES}.actions",
    f"{RULES}.justice",
    f"{RULES}.elections",
    f"{RULES}.setup",
    f"{RULES}.points",
    f"{RULES}.pinning",
    f"{RULES}.gm_view",
    "gmconsole.savelock",
    "tomli_w",
    "pydantic.type_adapter",
)
"""Modules ``status`` and ``export`` never execute (absent, or a lazy module not yet loaded)."""


def _executed_after(run, argv: list[str]) -> tuple[int, str, list[str]]:
    """``gmconsole argv`` in a fresh interpreter: its exit code, its output and which of
    :data:`LAZY` were executed (a plain module in ``sys.modules``; ``type()`` does not load a
    lazy one)."""
    return run(argv, f"[m for m in {LAZY!r} if type(sys.modules.get(m)) is types.ModuleType]")


@pytest.mark.slow
def test_status_and_export_create_no_order_model_and_load_no_lock(
    tmp_path: Path, startup_save: tuple[Path, Path], cli_in_fresh_process
) -> None:
    save, orders = startup_save
    for argv in (["status", str(save)], ["export", str(save)]):  # --json dumps records: their TypeAdapter
        code, out, done = _executed_after(cli_in_fresh_process, argv)
        assert code == 0, (argv, out)
        assert out.strip(), argv
        assert done == [], (argv, done)
    # An order, once given, loads them (the lazy modules work in a fresh process too).
    code, out, done = _executed_after(cli_in_fresh_process, ["apply", str(save), str(orders)])
    assert code == 0, out
    assert f"{RULES}.actions" in done and "gmconsole.savelock" in done


def test_every_way_to_an_order_class_gives_the_same_class() -> None:
    from gmconsole.engine.rules.registry import find_rules
    from gmconsole.games.winterfell.rules import actions, assassination, elections, justice, rules
    from gmconsole.games.winterfell.rules.assassination import SquadOrder
    from gmconsole.games.winterfell.rules.justice import Accuse

    assert SquadOrder is actions.SquadOrder and Accuse is actions.Accuse
    assert assassination.ACTIONS == actions.ASSASSINATION_ACTIONS
    assert justice.ACTIONS == actions.JUSTICE_ACTIONS
    assert elections.ACTIONS == actions.ELECTION_ACTIONS
    for module in (assassination, justice, elections):
        for cls in module.ACTIONS:
            assert getattr(module, cls.__name__) is cls
        with pytest.raises(AttributeError):
            module.NoSuchOrder  # noqa: B018
    found = find_rules("winterfell")
    assert found.action_model is actions.WinterfellAction
    assert rules.WinterfellRules.action_model is actions.WinterfellAction
    kinds = found.action_classes()
    assert set(kinds.values()) == {
        *actions.ASSASSINATION_ACTIONS,
        *actions.JUSTICE_ACTIONS,
        *actions.ELECTION_ACTIONS,
    } | {actions.Resolve}


def test_lazy_module_runs_the_module_at_its_first_attribute(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gmconsole.engine.rules.base import Imported, lazy_module

    (tmp_path / "p5s_lazy_probe.py").write_text("import sys\nRAN = sys.modules[__name__]\nVALUE = 42\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "p5s_lazy_probe", raising=False)
    module = lazy_module("p5s_lazy_probe")
    assert type(module) is not types.ModuleType  # not run yet
    assert lazy_module("p5s_lazy_probe") is module
    assert module.VALUE == 42
    assert type(module) is types.ModuleType
    import p5s_lazy_probe  # type: ignore[import-not-found]

    assert p5s_lazy_probe is module
    with pytest.raises(ModuleNotFoundError):
        lazy_module("p5s_no_such_module")

    class Holder:
        value = Imported("p5s_lazy_probe:VALUE")

    assert "value" in Holder.__dict__ and not isinstance(Holder.__dict__["value"], int)
    assert Holder().value == 42
    assert Holder.__dict__["value"] == 42  # kept in the class from then on
