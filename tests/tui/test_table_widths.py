"""The console's tables draw again what they drew before Textual measured their columns
(tui/widgets/table.py): a table rebuilt with wider cells, drawn once before its idle measure as a
busy console may (CI once kept the simulator's narrow header that way), shows its header over
its cells after that measure."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widgets import DataTable

from gmconsole.tui.widgets.table import Table


class OneTable(App[None]):
    def __init__(self, table: DataTable) -> None:
        super().__init__()
        self.table = table

    def compose(self) -> ComposeResult:
        yield self.table


async def _rebuilt_and_drawn_early(table: DataTable) -> tuple[str, str]:
    """The header and first row after a rebuild drawn once before the table's idle measure."""
    app = OneTable(table)
    async with app.run_test(size=(80, 10)) as pilot:
        table.add_columns("name", "vote")
        table.add_rows([["Al", "yes"], ["Bo", "no"]])
        await pilot.pause()
        table.clear(columns=True)  # the same rows, now wider: the table keeps its height
        table.add_columns("name", "vote")
        table.add_rows([["Tourte-Chaude", "yes"], ["Bo", "no"]])
        table.render_lines(Region(0, 0, table.size.width, 3))  # a frame before the measure
        await pilot.pause()
        await pilot.pause()
        return table.render_line(0).text, table.render_line(1).text


async def test_a_header_drawn_before_the_measure_is_drawn_again_over_its_cells() -> None:
    header, row = await _rebuilt_and_drawn_early(Table())
    assert "Tourte-Chaude" in row and header.index("vote") == row.index("yes"), (header, row)


async def test_textual_s_own_table_keeps_the_early_header() -> None:
    """Why Table exists: the pinned Textual keeps the header drawn before the measure. When this
    fails, Textual draws again by itself and Table can go."""
    header, row = await _rebuilt_and_drawn_early(DataTable())
    assert "Tourte-Chaude" not in row, (header, row)  # the early, narrow drawing kept
