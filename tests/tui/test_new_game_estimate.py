"""The estimate at game creation in the console (issue 17, point 2): simulated in a worker,
shown in the new-game dialog when done, the dialog usable meanwhile."""

from __future__ import annotations

import asyncio
from pathlib import Path

from textual.widgets import Static

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import NewGame


async def test_the_new_game_dialog_shows_the_estimate_when_it_is_ready(tmp_path: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        for name in ("Alice", "Bob", "Chloé", "David", "Émile", "Fanny", "Gaston"):
            await pilot.press(*name, "enter")
        await pilot.pause()
        screen = app.screen
        estimate = screen.query_one("#new-estimate", Static)
        # the dialog answers while the estimate runs: the seed field takes keys
        await pilot.press("tab", "tab", *"s1")
        assert screen.query_one("#new-seed").value == "s1"
        for _ in range(600):  # until the worker is done (no clock: a bounded number of turns)
            if "Estimation pour 7 joueurs" in str(estimate.render()):
                break
            await asyncio.sleep(0.05)
            await pilot.pause()
        text = str(estimate.render())
        assert "Estimation pour 7 joueurs, 300 parties simulées (joueurs heuristiques)" in text, text
        assert "les espions" in text and "les mercenaires" in text and "(de " in text
        assert isinstance(app.screen, NewGame)  # nothing created meanwhile
        assert not list(Path("saves").glob("*.toml"))
