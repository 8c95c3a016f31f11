"""The roster's table (:class:`~gmconsole.tui.widgets.roster.Roster`), in a module of its own:
imported when the Roster tab is first shown, with Textual's DataTable, not at the console's
start (issue 17)."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.widgets.roster import GM, Roster
from gmconsole.tui.widgets.table import Table


class RosterTable(Table):
    BINDINGS = [
        Binding("v", "cycle_view", "key_view"),
        Binding("s", "cycle_sort", "key_sort"),
        Binding("slash", "filter", "key_filter"),
        Binding("enter", "select_cursor", "key_player_view"),
        Binding("escape", "gm_view", "view_gm", show=False),
    ]

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        localize_bindings(self, L)

    def action_cycle_view(self) -> None:
        self.post_message(Roster.ViewRequest(None))

    def action_gm_view(self) -> None:
        self.post_message(Roster.ViewRequest(GM))

    def action_cycle_sort(self) -> None:
        self.post_message(Roster.SortRequest(None))

    def action_filter(self) -> None:
        self.post_message(Roster.FilterRequest())
