"""The Dice tab's table (:class:`~gmconsole.tui.widgets.dice_log.DiceLog`), in a module of its own:
imported when the tab is first shown, with Textual's DataTable, not at the console's start
(issue 17)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from gmconsole.tui.labels import Labels
from gmconsole.tui.widgets.table import Table


class DiceTable(Table):
    """The rolls, one row each."""

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        # fixed widths keep the audience in view at 80 columns (long cells are cut with …); the
        # titles are words, not markup: as Text, Rich does not parse them, nor load its emoji
        # table for them (~10 M instructions of the console's start, issue 17)
        for key, width in (("when", 14), ("purpose", 30), ("outcome", 22), ("audience", None)):
            self.add_column(Text(L(f"col_{key}")), key=key, width=width)
