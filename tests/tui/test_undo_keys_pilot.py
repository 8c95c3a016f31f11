"""ctrl+z and ctrl+y undo and redo the game's last step from any field of the game screen, as the
help and the footer say: a text area (the orders typed as TOML, for a step without forms) has
its own text undo on these keys in Textual 8.2.8 and took them; from an input, the key went to
the field first and the step was not undone either."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Input, TextArea

from gmconsole.demo import demo_save_path
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen


async def test_ctrl_z_and_ctrl_y_in_the_toml_orders_undo_and_redo_the_step() -> None:
    app = GMConsoleApp(demo_save_path(Path("saves"), game="vampire-hunter"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        journal = len(screen.session.game.journal)
        toml = screen.query_one("#forms-toml")
        toml.display = True  # as for a step without forms
        area = toml.query_one(TextArea)
        area.focus()
        await pilot.pause()
        await pilot.press(*"ab")
        await pilot.pause()
        typed = area.text
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(screen.session.game.journal) == journal - 1, "ctrl+z undid the text, not the step"
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert len(screen.session.game.journal) == journal
        assert "ab" in typed


async def test_ctrl_z_from_an_input_undoes_the_step() -> None:
    """The hunt form's first field (an input, which has no undo of its own in Textual 8.2.8)."""
    app = GMConsoleApp(demo_save_path(Path("saves"), game="vampire-hunter"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        journal = len(screen.session.game.journal)
        field = screen.query(Input).first()
        field.focus()
        await pilot.pause()
        app.post_message(events.Key("ctrl+z", None))
        await pilot.pause()
        assert len(screen.session.game.journal) == journal - 1
