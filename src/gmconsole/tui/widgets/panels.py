"""The panels a game shows beside its forms (:meth:`GameRules.panels
<gmconsole.engine.rules.base.GameRules.panels>`): each a title over a table or key-value lines,
drawn the same way for every game. Nothing here knows a game: every word is the panel's."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from gmconsole.engine.rules.base import Panel, PanelLine

STYLES = {"": "", "strong": "bold", "muted": "dim", "alert": "bold red"}
TITLE_STYLES = {"": "bold", "strong": "bold reverse", "muted": "bold dim", "alert": "bold red"}


def _lines(lines: tuple[PanelLine, ...], colon: str) -> list[RenderableType]:
    out: list[RenderableType] = []
    for line in lines:
        style = STYLES[line.style]
        text = Text(style=style)
        if len(line.cells) >= 2:  # a key, then its value
            text.append(line.cells[0], style="dim" if not line.style else style)
            text.append(colon)
            text.append(" · ".join(line.cells[1:]))
        else:
            text.append("".join(line.cells))
        out.append(text)
    return out


def _table(panel: Panel) -> Table:
    table = Table(box=None, padding=(0, 1, 0, 0), show_edge=False, expand=False, header_style="dim")
    for n, column in enumerate(panel.columns):
        table.add_column(column, justify="left" if n == 0 else "right", overflow="fold")
    for line in panel.lines:
        cells = list(line.cells[: len(panel.columns)])
        table.add_row(*cells, *[""] * (len(panel.columns) - len(cells)), style=STYLES[line.style])
    return table


def render_panel(panel: Panel, colon: str = ": ") -> RenderableType:
    """One panel: its title, then its table (``columns`` named) or its lines."""
    title = Text(panel.title, style=TITLE_STYLES[panel.style])
    body: list[RenderableType] = [_table(panel)] if panel.columns else _lines(panel.lines, colon)
    return Group(title, *body)


def render_panels(panels: list[Panel], colon: str = ": ") -> RenderableType:
    parts: list[RenderableType] = []
    for n, panel in enumerate(panels):
        if n:
            parts.append(Text(""))
        parts.append(render_panel(panel, colon))
    return Group(*parts)


class PanelsView(VerticalScroll):
    """The panels of the current step, one under the other (scrolled when they are long)."""

    DEFAULT_CSS = """
    PanelsView {
        height: auto;
        max-height: 100%;
        padding: 0 0 0 1;
        border-left: tall $primary 30%;
    }
    PanelsView > Static {
        height: auto;
    }
    """

    def __init__(self, colon: str = ": ", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.colon = colon
        self.panels: list[Panel] = []

    def compose(self) -> Any:
        yield Static("", classes="panels-body")

    def show(self, panels: list[Panel]) -> None:
        self.panels = list(panels)
        self.display = bool(self.panels)
        self.query_one(".panels-body", Static).update(render_panels(self.panels, self.colon))

    def text(self) -> str:
        """The panels as plain text (what a test reads)."""
        from rich.console import Console

        console = Console(width=max(self.size.width, 40), record=True, file=None, force_terminal=False)
        with console.capture() as capture:
            console.print(render_panels(self.panels, self.colon))
        return capture.get()
