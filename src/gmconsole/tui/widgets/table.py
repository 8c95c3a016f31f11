"""The console's tables: Textual's DataTable, whose drawn cells follow its columns' widths.

DataTable measures its automatic columns when it is next idle, and keeps the cells and lines it
drew keyed by its update count, which that measure leaves as it is. A frame drawn between
adding rows and that idle (a loaded machine; rows filled by a worker's message, a roster view
switched) was kept after it: a header as wide as its labels alone over wider rows, until the
next change of the table. Here a measure that changes the width of a column already drawn is a
change of the table: what was drawn is drawn again.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import DataTable
from textual.widgets._data_table import RowKey


class Table(DataTable):
    """A DataTable that draws again what it drew before its idle measure changed a width."""

    _drawn: tuple[int, tuple[int, ...]] = (-1, ())
    """The update count and the columns' widths of the last lines drawn."""

    def _widths(self) -> tuple[int, ...]:
        return tuple(column.get_render_width(self) for column in self.ordered_columns)

    def render_lines(self, crop: Region) -> list[Strip]:
        self._drawn = (self._update_count, self._widths())
        return super().render_lines(crop)

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        super()._update_dimensions(new_rows)
        count, widths = self._drawn
        if count == self._update_count and widths != self._widths():
            self._update_count += 1  # the cells and lines drawn are kept by it
            self.refresh()
