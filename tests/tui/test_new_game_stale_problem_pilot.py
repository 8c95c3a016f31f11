"""The new-game dialog's problem line is about what was typed when it was said: once the GM
changes the field it is about (a wrong players file emptied), it goes; it said « fichier
introuvable » under a form that would now create the game."""

from __future__ import annotations

from textual.widgets import Input, Static

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import NewGame


async def test_a_problem_goes_when_its_field_is_changed() -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        await pilot.press("tab", *"nulle-part.txt", "enter")
        await pilot.pause()
        problem = app.screen.query_one("#new-problem", Static)
        assert "nulle-part.txt" in str(problem.render())
        field = app.screen.query_one("#new-file", Input)
        assert field.has_focus
        await pilot.press("ctrl+u")
        await pilot.pause()
        assert field.value == ""
        assert str(problem.render()).strip() == "", str(problem.render())
