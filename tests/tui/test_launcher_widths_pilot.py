"""The launcher's table fits its width, every column in sight: at 120 columns with long names
(it was 122 wide), and after a resize to 80 columns (the columns kept their wide widths: the
phase and the date were cut off)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.launcher import Launcher


async def test_the_saves_table_fits_120_then_80_columns(tmp_path: Path, new_astrub) -> None:
    new_astrub(Path("saves/une-partie-au-nom-tres-long-pour-la-guilde.toml"))
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Launcher)
        table = app.screen.query_one(DataTable)
        assert table.virtual_size.width <= 120 - 2, table.virtual_size
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert table.virtual_size.width <= 80 - 2, table.virtual_size
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.pause()
        assert table.virtual_size.width <= 120 - 2, table.virtual_size
        assert str(table.get_row_at(2)[0]).startswith("une-partie")


async def test_at_80_columns_in_french_the_saved_time_is_whole(
    tmp_path: Path, new_astrub, monkeypatch
) -> None:
    """The French demo row (« ★ Partie de démonstration », 25 wide) widened the first column:
    the table was 78 wide in 76 columns and the saved time lost its last digit."""
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    new_astrub(Path("saves/astrub-20261203-1025.toml"))
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.virtual_size.width <= table.size.width, (table.virtual_size, table.size)
