"""Quitting (or going home) while the game in memory could not be written (a full disk) asks
first and says the last orders would be lost, even when no field holds typed text: the console
let the GM leave with ctrl+q and lose them silently (p10-gm2's trial on a full tmpfs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.dialogs import Ask
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.save_problems import WriteFailedDialog


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+o"])
async def test_leaving_an_unsaved_game_asks_first(astrub_save: Path, disk_full: bytes, key: str) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen._report(screen.session.act({"kind": "squad", "members": ["Alice", "Bob"]}), "entered", "x")
        await pilot.pause()
        assert isinstance(app.screen, WriteFailedDialog)
        await pilot.press("escape")  # the GM closes the dialog without saving elsewhere
        await pilot.pause()
        assert app.screen is screen and screen.session.unsaved
        screen.set_focus(None)
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, Ask), app.screen
        body = str(app.screen.body).replace("\u202f", " ")
        assert f"La partie n'a pas pu être enregistrée dans {astrub_save} : en partant" in body, body
        await pilot.press("escape")  # « Rester »
        await pilot.pause()
        assert app.screen is screen and screen.session.state.squad == ["Alice", "Bob"]
    assert astrub_save.read_bytes() == disk_full
