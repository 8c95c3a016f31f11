"""What a GM met in the console (pass 11): an optional step is not shown « à faire » in the
order pane while the checklist says « facultatif »; the night's fields come in the same order
in a console that entered the orders as in one that reopened the save."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w
from rich.text import Text
from textual.widgets import Static

from gmconsole.cli import main
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.widgets.checklist import Checklist
from gmconsole.tui.widgets.order_fields import FieldRow, OrderFields

THIERCELIEUX_ROSTER = [
    ("Fanny", "werewolf"),
    ("Hélène", "werewolf"),
    ("Alice", "hunter"),
    ("Bob", "witch"),
    ("Émile", "seer"),
    ("Inès", "cupid"),
    ("Georges", "thief"),
    ("Chloé", "villager"),
    ("Denis", "villager"),
]
# Chloé elected captain, then killed the first night: her successor is the step at dawn (T-D-7).
CAPTAIN_KILLED = [
    'step = "vote"\n[[orders]]\nkind = "captain_votes"\nvotes = { Alice = "Chloé", Bob = "Chloé" }\n',
    '[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Alice", "Fanny"]\n'
    '[[orders]]\nkind = "seer"\n[[orders]]\nkind = "werewolves"\nvictim = "Chloé"\n[[orders]]\nkind = "witch"\n',
]


def _successor_save(folder: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    roster = {"players": [{"name": n, "role": r} for n, r in THIERCELIEUX_ROSTER]}
    (folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    save = folder / "saves" / "successor.toml"
    roster_file = str(folder / "roster.toml")
    assert main(["new", "thiercelieux", "--players", roster_file, "--seed", "s", "--save", str(save)]) == 0
    for i, orders in enumerate(CAPTAIN_KILLED):
        (folder / f"{i}.toml").write_text(orders, encoding="utf-8")
        assert main(["apply", str(save), str(folder / f"{i}.toml")]) == 0
    capsys.readouterr()
    return save


async def test_the_successor_form_is_optional_as_the_checklist_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = _successor_save(tmp_path, capsys)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.session.state.step == "successor"
        checklist = str(app.screen.query_one(Checklist).render())
        title = app.screen.query_one(".form-title", Static).render()
        title = title.plain if isinstance(title, Text) else str(title)
        assert "○ facultatif successeur du Capitaine" in checklist, checklist
        assert "successeur de Chloé" in title, title
        assert "facultatif" in title and "à faire" not in title, title


SQUAD = {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"}


def _field_labels(app: GMConsoleApp) -> list[str]:
    fields = app.screen.query_one(OrderFields)
    return [str(row.spec.label) for row in fields.children if isinstance(row, FieldRow)]


async def test_the_night_fields_keep_their_order_after_reopening(tmp_path: Path, new_winterfell) -> None:
    save = new_winterfell(tmp_path / "saves" / "wf.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        before = _field_labels(app)
        screen._report(screen.session.act(SQUAD), "entered", "x")  # the squad's « remove » field comes
        await pilot.pause()
        entered = _field_labels(app)
    assert len(entered) == len(before) + 1 and entered[1:] == before, entered
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert _field_labels(app) == entered
