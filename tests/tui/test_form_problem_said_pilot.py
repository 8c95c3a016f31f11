"""A form's field that cannot be read (a town not among the choices): enter says why on the
status line as well as under the form, which may be out of sight (under the last result's box
at 80x24, below Vampire Hunter's map at 120x40): enter no longer seems to do nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, Static

from gmconsole.demo import demo_save_path
from gmconsole.tui.app import GMConsoleApp


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_choice_not_read_is_said_on_the_status_line(size: tuple[int, int]) -> None:
    app = GMConsoleApp(demo_save_path(Path("saves"), game="vampire-hunter"))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        field = app.screen.query(Input).first()
        field.focus()
        await pilot.pause()
        journal = len(app.screen.session.game.journal)
        await pilot.press(*"xyz", "enter")
        await pilot.pause()
        status = str(app.screen.query_one("#status", Static).render())
        problem = str(app.screen.query_one(".form-problem", Static).render())
        assert problem.startswith("✘ ") and status == problem, (status, problem)
        assert "Timișoara" in status  # the choices: how to fix it
        assert len(app.screen.session.game.journal) == journal and field.value == "xyz"
