"""The roster: one row per player, in three views.

- GM view: every secret (camp, roles, and what each player knows), and under the table the
  game's GM blocks (a hierarchy: who commands whom and who knows whom);
- public view: the rows of the public projection (``engine/public.py``, the same rows as the
  public ``gmconsole status``), built from public state only: :func:`public_cells`;
- one player's view: the same public columns plus what that player knows of each other player
  (``state.known_by``), to answer his questions without leaking.

Typing in the filter keeps the rows whose shown text contains it (accents ignored); ``s`` or a
click on a header sorts; dead players are dimmed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Input, Static

from gmconsole.engine.names import fold
from gmconsole.engine.wording import Person
from gmconsole.tui.labels import Labels

if TYPE_CHECKING:
    from textual.widgets import DataTable

    from gmconsole.tui.widgets.roster_table import RosterTable

GM, PUBLIC = "gm", "public"
_BASE = ("seat", "name", "alive")


class Roster(Vertical):
    class ViewRequest(Message):
        def __init__(self, view: str | None) -> None:
            super().__init__()
            self.view = view

    class SortRequest(Message):
        def __init__(self, column: str | None) -> None:
            super().__init__()
            self.column = column

    class FilterRequest(Message):
        pass

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.view = GM
        self.sort_by = "seat"
        self.state: Any = None
        self.display_name: Any = str
        self.public_extra: Any = lambda player: {}
        self.secret_extra: Any = lambda player: []
        self.public: Any = None
        self._rows: dict[str, dict[str, Any]] = {}
        self.sections: Any = lambda: []
        self._columns: list[str] = []
        self._sections_text: Static | None = None

    def compose(self) -> ComposeResult:
        # The title, filter, table and sections are mounted when the tab is first shown (``show``,
        # in the handler that shows it): hidden, their styling cost the console's start (issue 17);
        # the table's module (``roster_table.py``, with Textual's DataTable) is imported then.
        yield from ()

    def _parts(self) -> None:
        if self._sections_text is not None:
            return
        # mounted at once with its box (a child given to a container's compose would be
        # mounted only when the box composes, after ``show`` has queried it)
        from gmconsole.tui.widgets.roster_table import RosterTable

        self._sections_text = Static("", id="roster-sections-text")
        self.mount(
            Static("", id="roster-view", classes="pane-title"),
            Input(placeholder=self.L("filter"), id="roster-filter", compact=True),
            RosterTable(self.L, id="roster-table"),
            VerticalScroll(id="roster-sections"),
        )
        self.query_one("#roster-sections", VerticalScroll).mount(self._sections_text)

    # -- attributes down --------------------------------------------------------------------
    def show(
        self,
        state: Any,
        display: Any,
        public_extra: Any = None,
        secret_extra: Any = None,
        public: Any = None,
        sections: Any = None,
    ) -> None:
        """``public_extra(player)``: more columns in the GM view (a rank's influence);
        ``secret_extra(player)``: more secret role keys shown before the roles in the GM view (a
        place in a hierarchy); ``public``: the public projection (``engine.public.PublicView``),
        whose rows alone make the public and the player views' public columns; ``sections()``:
        titled blocks of lines shown under the table in the GM view only."""
        self.state, self.display_name = state, display
        self.public = public
        self._rows = {row["name"]: row for row in public.players} if public is not None else {}
        if public_extra is not None:
            self.public_extra = public_extra
        if secret_extra is not None:
            self.secret_extra = secret_extra
        if sections is not None:
            self.sections = sections
        self._rebuild()

    def set_view(self, view: str) -> None:
        self.view = view
        self._rebuild()

    def _table(self) -> RosterTable:
        self._parts()
        return self.query_one("#roster-table")  # type: ignore[return-value]

    def show_player(self, name: str) -> None:
        """Put the cursor on ``name``'s row (clearing a filter that hides it)."""
        table = self._table()
        if name not in {str(k.value) for k in table.rows}:
            self.query_one("#roster-filter", Input).value = ""
            self._rebuild()
        table.move_cursor(row=table.get_row_index(name))
        table.focus()

    def focus_main(self) -> None:
        self._table().focus()

    # -- building ---------------------------------------------------------------------------
    def _public_row(self, player: Any) -> dict[str, Any]:
        """The player's public columns: his row of the public projection; the GM view adds the
        game view's extras."""
        row = self._rows.get(player.name)
        if row is None:  # no projection given: the state's public fields
            row = self.state.public_player(player)
        if self.view == GM:
            row = {**row, **self.public_extra(player)}
        return row

    def _public_extra(self) -> list[str]:
        keys: dict[str, None] = {}
        for player in self.state.players:
            for key in self._public_row(player):
                if key not in _BASE:
                    keys.setdefault(key)
        return list(keys)

    def _column_keys(self) -> list[str]:
        extra = self._public_extra()
        if self.view == GM:
            # the secret columns say these (a dead player's public card too: « role »)
            extra = [k for k in extra if k not in ("camp", "roles", "role")]
            return ["seat", "name", *extra, "camp", "roles", "alive", "knows"]
        if self.view == PUBLIC:
            return ["seat", "name", *extra, "alive"]
        return ["seat", "name", *extra, "alive", "seen_as"]

    def _cells(self, player: Any, viewer: str | None, known: dict[str, Any]) -> dict[str, Any]:
        d = self.display_name
        cells = public_cells(self._public_row(player), d, self.L)
        if self.view == GM:
            cells["camp"] = d(player.camp)
            cells["roles"] = ", ".join(d(r) for r in [*self.secret_extra(player), *player.roles])
            grouped: dict[str, list[str]] = {}
            for about, fact in self.state.known_by(player.name).items():
                grouped.setdefault(d(fact.seen_as), []).append(about)
            cells["knows"] = "; ".join(
                seen + self.L("colon") + ", ".join(names) for seen, names in grouped.items()
            )
        elif viewer is not None:
            if player.name == viewer:
                roles = ", ".join(d(r) for r in [*self.secret_extra(player), *player.roles]) or d(player.camp)
                cells["seen_as"] = f"{roles} {self.L('self', who=Person.of(player))}"
            elif player.name in known:
                fact = known[player.name]
                cells["seen_as"] = f"{d(fact.seen_as)} (t{fact.turn})"
            else:
                cells["seen_as"] = "?"
        return cells

    def _rebuild(self) -> None:
        if self.state is None:
            return
        table = self._table()
        viewer = self.view.split(":", 1)[1] if self.view.startswith("player:") else None
        known = self.state.known_by(viewer) if viewer else {}
        keys = self._column_keys()
        if keys != self._columns:
            table.clear(columns=True)
            for key in keys:
                table.add_column(self.L(f"col_{key}"), key=key)
            self._columns = keys
        else:
            table.clear()
        needle = fold(self.query_one("#roster-filter", Input).value)
        rows = []
        for player in self.state.players:
            cells = self._cells(player, viewer, known)
            if needle and not any(needle in fold(str(v)) for v in cells.values()):
                continue
            rows.append((player, cells))
        sort_key = self.sort_by if self.sort_by in keys else "seat"
        rows.sort(key=lambda pc: _sortable(pc[1].get(sort_key)))
        for player, cells in rows:
            style = "" if player.alive else "dim strike"
            if viewer and player.name == viewer:
                style += " bold"
            table.add_row(*(Text(str(cells.get(k, "")), style=style) for k in keys), key=player.name)
        title = {GM: self.L("view_gm"), PUBLIC: self.L("view_public")}.get(self.view) or self.L(
            "view_player", name=viewer
        )
        shown = self.L("rows", shown=len(rows), total=len(self.state.players))
        header = Text(title, style={GM: "bold red", PUBLIC: "bold green"}.get(self.view, "bold cyan"))
        header.append(f"   {shown}", style="dim")
        self.query_one("#roster-view", Static).update(header)
        self._show_sections()

    def _show_sections(self) -> None:
        """The game's GM blocks under the table, in the GM view only (never in a public view)."""
        box = self.query_one("#roster-sections", VerticalScroll)
        blocks = self.sections() if self.view == GM else []
        box.display = bool(blocks)
        if not blocks:
            return
        text = Text()
        for title, lines in blocks:
            if text:
                text.append("\n")
            text.append(title + self.L("colon").rstrip(), style="bold red")
            text.append(f"  [{self.L('gm_only')}]", style="dim")
            for line in lines:
                text.append("\n" + line)
        assert self._sections_text is not None
        self._sections_text.update(text)

    # -- messages up and from the table -----------------------------------------------------
    def on_roster_view_request(self, event: ViewRequest) -> None:
        event.stop()
        if event.view is None:
            self.set_view(PUBLIC if self.view == GM else GM)
        else:
            self.set_view(event.view)

    def on_roster_sort_request(self, event: SortRequest) -> None:
        event.stop()
        if event.column is None:
            order = [k for k in self._columns if k not in ("knows",)]
            i = order.index(self.sort_by) if self.sort_by in order else -1
            self.sort_by = order[(i + 1) % len(order)]
        else:
            self.sort_by = event.column
        self._rebuild()

    def on_roster_filter_request(self, event: FilterRequest) -> None:
        event.stop()
        self.query_one("#roster-filter", Input).focus()

    def on_data_table_header_selected(self, event: DataTable.HeaderSelected) -> None:
        event.stop()
        self.sort_by = str(event.column_key.value)
        self._rebuild()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.set_view(f"player:{event.row_key.value}")

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._rebuild()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.focus_main()


def public_cells(row: dict[str, Any], display: Any, L: Labels) -> dict[str, Any]:
    """The cells of one public row (a row of ``PublicView.players``): what the public roster shows."""
    cells: dict[str, Any] = {
        "seat": row["seat"],
        "name": row["name"],
        "alive": L("alive") if row["alive"] else L("dead"),
    }
    for key, value in row.items():
        if key not in _BASE:
            if isinstance(value, (list, tuple)):
                value = ", ".join(display(str(v)) for v in value)
            cells[key] = display(value) if isinstance(value, str) else value
    return cells


def _sortable(value: Any) -> tuple[int, Any]:
    if isinstance(value, (int, float)):
        return (0, value)
    return (1, fold(str(value)))


def __getattr__(name: str) -> Any:
    # ``from gmconsole.tui.widgets.roster import RosterTable`` still works: the table's module is
    # imported when it is first asked for, not with this one
    if name == "RosterTable":
        from gmconsole.tui.widgets.roster_table import RosterTable

        return RosterTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
