"""Issue 17 (eighth pass): ``apply`` creates the classes of the orders it is given, no other
(Winterfell names its classes by kind, one module each: ``rules/orders/<kind>.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

ORDERS = "gmconsole.games.winterfell.rules.orders"


@pytest.mark.slow
def test_apply_of_squads_creates_the_squad_class_alone(
    tmp_path: Path, startup_save: tuple[Path, Path], cli_in_fresh_process
) -> None:
    save, orders = startup_save
    probe = f"sorted(m for m in sys.modules if m.startswith({ORDERS + '.'!r}))"
    code, out, loaded = cli_in_fresh_process(["apply", str(save), str(orders)], probe)
    assert code == 0, out
    assert loaded == [f"{ORDERS}.squad"]
    # status and export create none
    for argv in (["status", str(save)], ["export", str(save)]):
        code, out, loaded = cli_in_fresh_process(argv, probe)
        assert code == 0, (argv, out)
        assert loaded == [], argv
