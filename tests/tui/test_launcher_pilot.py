"""The launcher from key presses: a new game, the demo game, an existing save."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.widgets import DataTable, Static

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.launcher import Launcher, list_saves
from gmconsole.tui.screens.modals import NewGame


async def test_new_game_from_the_launcher(tmp_path: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Launcher)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        # the players' list has the focus: one name per line
        for name in ("Alice", "Bob", "Chloé", "David", "Émile", "Fanny"):
            await pilot.press(*name, "enter")
        await pilot.press("tab", "tab", *"seed-1", "enter")  # seed field; enter creates
        await pilot.pause()
        # the first minute: the save, the seed's SHA-256 to publish, what to send first
        assert type(app.screen).__name__ == "Page", app.screen
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen), app.screen
        game = app.screen.session.game
        assert [p.name for p in game.state.players] == ["Alice", "Bob", "Chloé", "David", "Émile", "Fanny"]
        assert game.seed == "seed-1"
        path = app.screen.session.path
        assert path.parent == Path("saves") and path.exists()
        assert load_game(path).state.phase == "proposal"


async def test_new_game_refused_roster_stays_in_the_modal(tmp_path: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Alice", "enter", *"Bob", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        problem = str(app.screen.query_one("#new-problem", Static).render())
        assert "de 5 à 10 joueurs" in problem and "en compte 2" in problem
        assert list(Path("saves").glob("*.toml")) == []
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, Launcher)


async def test_demo_and_saves_newest_first(tmp_path: Path, new_astrub) -> None:
    old = new_astrub(Path("saves/old.toml"))
    newer = new_astrub(
        Path("saves/newer.toml"), [[{"kind": "squad", "members": ["Alice", "Bob"]}], [{"kind": "resolve"}]]
    )
    os.utime(old, (1_700_000_000, 1_700_000_000))
    os.utime(newer, (1_700_000_100, 1_700_000_100))
    (Path("saves") / "broken.toml").write_text("this is = not [toml", encoding="utf-8")
    infos = list_saves(Path("saves"))
    assert [i.path.name for i in infos][-2:] == ["newer.toml", "old.toml"]
    newer_info = next(i for i in infos if i.path.name == "newer.toml")
    assert (newer_info.turn, newer_info.phase, newer_info.game) == (1, "approval", "astrub")
    assert next(i for i in infos if i.path.name == "broken.toml").error

    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.row_count == 2 + 3
        # the cursor starts on the newest save; three rows down is the oldest one
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.path.name == "old.toml"
        await pilot.press("q")
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.path == Path("saves/demo.toml")
        assert app.screen.session.game.journal  # a game a few steps in


@pytest.mark.parametrize(("lang", "shown"), [("fr", "14/11 21:05"), ("en", "11-14 21:05")])
async def test_a_narrow_launcher_writes_the_saved_date_in_its_languages_order(
    tmp_path: Path, new_astrub, monkeypatch, lang: str, shown: str
) -> None:
    """At 80 columns the saved time drops the year; a French GM reads « 14/11 », not « 11-14 »."""
    from datetime import datetime

    monkeypatch.setenv("GMCONSOLE_LANG", lang)
    save = new_astrub(Path("saves/one.toml"))
    stamp = datetime(2026, 11, 14, 21, 5).timestamp()
    os.utime(save, (stamp, stamp))
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        cells = [str(cell) for cell in table.get_row_at(2)]
        assert shown in cells, cells
