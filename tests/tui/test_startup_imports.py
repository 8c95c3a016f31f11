"""Issue 17, the console's first frame: the console imports at its start only what that frame
needs. The dialogs (the resolution's confirmation in ``screens/modals.py``, the pages, the
seats' dialogs), the launcher, the simulator, the vote import, the posts' export and the
libraries only they use load when they are first used, not before the game screen is drawn."""

from __future__ import annotations

from pathlib import Path

import pytest
from first_frame import first_frame

NOT_AT_START = (
    "gmconsole.tui.screens.modals",
    "gmconsole.tui.screens.dialogs",
    "gmconsole.tui.screens.launcher",
    "gmconsole.tui.screens.simulator",
    "gmconsole.tui.screens.save_problems",
    "gmconsole.tui.screens.seats",
    "gmconsole.tui.screens.vote_import",
    "gmconsole.tui.help",
    "gmconsole.export",
    "gmconsole.simulate",
    "gmconsole.engine.votes_import",
    "plotext",
    "rapidfuzz",
)
"""Modules (and their submodules) that the first frame of the game screen does not need."""


@pytest.mark.slow
def test_the_first_frame_of_a_winterfell_game_imports_no_dialog_export_or_simulator(new_winterfell) -> None:
    save = new_winterfell(Path("saves/wf.toml")).resolve()
    assert first_frame(save, NOT_AT_START)["loaded"] == []


@pytest.mark.slow
def test_the_first_frame_of_an_astrub_game_imports_no_dialog_export_or_simulator(new_astrub) -> None:
    save = new_astrub(Path("saves/astrub.toml")).resolve()
    assert first_frame(save, NOT_AT_START)["loaded"] == []


async def test_the_resolution_s_confirmation_still_opens_from_the_game_screen(new_astrub) -> None:
    """``screens/modals.py`` is imported when the GM first asks to resolve (ctrl+r)."""
    from gmconsole.tui.app import GMConsoleApp

    app = GMConsoleApp(new_astrub(Path("saves/g.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert type(app.screen).__name__ == "ConfirmResolve"
