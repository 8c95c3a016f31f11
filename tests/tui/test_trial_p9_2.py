"""The ninth trial's second round (a GM playing Thiercelieux, Vampire Hunter and Astrub in both
languages): each place where the console tripped him, pinned by a test that failed before its fix."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select, Static

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import NewGame


# -- 1: a player's gender in the new-game dialog's names, as in a players file -------------------
async def test_the_new_game_dialog_takes_the_gender_after_a_name(tmp_path: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        choices = dict((str(path), label) for label, path in app.screen.choices)
        scenario = next(p for p in choices if p.endswith("thiercelieux.toml"))
        app.screen.query_one("#new-scenario", Select).value = scenario
        await pilot.pause()
        for name in ("Alice (f)", "Bob (m)", "Chloé (f)", "Denis", "Émile", "Inès (f)", "Jules", "Léa"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+s")
        await pilot.pause()
        saves = list(Path("saves").glob("*.toml"))
        assert len(saves) == 1, str(app.screen.query_one("#new-problem", Static).render())
        genders = {p.name: p.gender for p in load_game(saves[0]).state.players}
        assert genders == {
            "Alice": "f",
            "Bob": "m",
            "Chloé": "f",
            "Denis": None,
            "Émile": None,
            "Inès": "f",
            "Jules": None,
            "Léa": None,
        }


async def test_the_new_game_dialog_refuses_a_malformed_marker_with_its_line(tmp_path: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        for name in ("Alice", "Bob", "Chloé (x)", "Denis", "Émile"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        problem = str(app.screen.query_one("#new-problem", Static).render())
        assert "line 3" in problem and "(f) or (m)" in problem, problem
        assert list(Path("saves").glob("*.toml")) == []
