"""Quitting a Vampire Hunter game whose hunt form shows its defaults (« les meilleurs », « auto
(soins dès 4 blessures) », « rien », « oui ») leaves at once: a default is no text the GM typed,
and the console asked « Tapé mais pas encore saisi (ce sera perdu) » at every ctrl+q (p10-gm2's
trial). A town typed and not sent is still asked about."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.dialogs import Ask
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.views.forms import FormBox

from .test_console import new_save


async def test_a_forms_defaults_are_not_typed_text(tmp_path: Path) -> None:
    app = GMConsoleApp(new_save(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        box = screen.query_one(FormBox)
        shown = [w.value for w in box.query(Input) if w.value]
        assert shown, shown  # the form shows its defaults
        assert screen.draft() == []
        moves = next(w for w in box.query(Input) if not w.value)  # the town to go to
        moves.value = "bot"
        assert screen.draft() == ["bot"]
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, Ask)
        body = str(app.screen.body)
        assert "bot" in body and "auto (soins" not in body, body
