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
