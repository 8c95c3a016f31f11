"""What a GM met in the console (pass 11): an optional step is not shown « à faire » in the
order pane while the checklist says « facultatif »."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w
from rich.text import Text
from textual.widgets import Static

from gmconsole.cli import main
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.checklist import Checklist

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
    args = ["new", "thiercelieux", "--players", str(folder / "roster.toml"), "--seed", "s", "--save", str(save)]
    assert main(args) == 0
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
