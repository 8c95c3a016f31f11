"""The console's new-game dialog refuses a scenario whose own check fails in the scenario's
language (issue 11, point 3): « 12 espions pour 10 joueurs », not "12 spies for 10 players"."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
import tomli_w
from textual.widgets import Select, Static

from gmconsole.scenarios import find_scenario
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import NewGame


@pytest.mark.parametrize(
    ("language", "needle", "other"),
    [("fr", "12 espions pour 10 joueurs", "spies for"), ("en", "12 spies for 10 players", "espions")],
)
async def test_a_broken_scenario_is_refused_in_its_own_language(
    tmp_path: Path, language, needle, other
) -> None:
    data = tomllib.loads(find_scenario("astrub").read_text(encoding="utf-8"))
    data["spies"]["10"] = 12
    data["language"] = language
    folder = tmp_path / "scenarios"
    folder.mkdir()
    broken = folder / "astrub-casse.toml"
    broken.write_text(tomli_w.dumps(data), encoding="utf-8")
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        app.screen.query_one("#new-scenario", Select).value = str(Path("scenarios") / broken.name)
        await pilot.pause()
        for name in ("Alice", "Bob", "Chloé", "David", "Émile", "Fanny"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        problem = str(app.screen.query_one("#new-problem", Static).render())
        assert needle in problem and other not in problem, problem
        assert list(Path("saves").glob("*.toml")) == []
