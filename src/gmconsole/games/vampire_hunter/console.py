"""Vampire Hunter in the console: the Orders tab shows the map of Romania (towns placed by their
latitude and longitude, each region in its colour, vampire tokens as red digits, hunters as their
seat number) above the generic forms pane: the ``hunt`` order's form and, beside it, the rules'
panels (each hunter's card, the last fight's stack: ``rules/forms.py``). Only the map is this
game's own widget.

The map is drawn by :func:`draw_map`, a pure function of the scenario, the state and a size: a
town's marker is its token count (``·`` for none) or the seat number of the hunter standing on
it; its three-letter abbreviation follows where there is room, and the legend under the map
names the regions, the hunters and the abbreviations."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.geometry import Offset, Region
from textual.widget import Widget
from textual.widgets import Input, Static

from gmconsole.games.vampire_hunter.rules.forms import seat_mark
from gmconsole.tui.labels import Labels
from gmconsole.tui.views import GameViews

REGION_STYLES = (
    "magenta",
    "yellow",
    "green",
    "cyan",
    "blue",
    "bright_magenta",
    "bright_green",
    "bright_cyan",
    "bright_yellow",
    "bright_blue",
)


def abbreviations(scenario: Any) -> dict[str, str]:
    """A distinct three-letter abbreviation per town (from its name, accents kept)."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for key, town in scenario.towns.items():
        letters = [c for c in town.name if c.isalpha()]
        candidates = ["".join(letters[:3])] + [letters[0] + letters[1] + c for c in letters[2:]]
        candidates += [letters[0] + c + d for c in letters[1:] for d in letters[2:]]
        abbr = next((c.upper() for c in candidates if c.upper() not in used), key[:3].upper())
        used.add(abbr)
        out[key] = abbr
    return out


def draw_map(scenario: Any, state: Any, width: int, height: int) -> Text:
    """The map in ``width`` x ``height`` cells (at least 20 x 8), then its legend."""
    width, height = max(width, 20), max(height, 8)
    towns = scenario.towns
    lats = [t.lat for t in towns.values()]
    lons = [t.lon for t in towns.values()]
    south, north, west, east = min(lats), max(lats), min(lons), max(lons)
    regions = list(scenario.regions)
    style_of = {r: REGION_STYLES[i % len(REGION_STYLES)] for i, r in enumerate(regions)}
    grid: list[list[tuple[str, str]]] = [[(" ", "")] * width for _ in range(height)]
    seats = {h.town: state.player(name).seat for name, h in state.hunters.items()}
    abbr = abbreviations(scenario)
    spots: dict[str, tuple[int, int]] = {}
    for key, town in towns.items():
        x = round((town.lon - west) / (east - west or 1) * (width - 5))
        y = round((north - town.lat) / (north - south or 1) * (height - 1))
        while grid[y][x][0] != " " and x < width - 1:  # two towns on one cell: the next free one
            x += 1
        spots[key] = (x, y)
        tokens = state.tokens.get(key, 0)
        if key in seats:
            grid[y][x] = (seat_mark(seats[key]), "bold reverse white")
        elif tokens:
            grid[y][x] = (str(tokens), "bold white on red")
        else:
            grid[y][x] = ("·", style_of[town.region])
    for key, (x, y) in spots.items():  # the labels, where they fit
        label = abbr[key]
        cells = range(x + 1, x + 1 + len(label))
        if (
            x + len(label) < width
            and all(grid[y][c][0] == " " for c in cells)
            and (x + len(label) + 1 >= width or grid[y][x + len(label) + 1][0] == " ")
        ):
            for c, letter in zip(cells, label, strict=True):
                grid[y][c] = (letter, style_of[towns[key].region])
    text = Text()
    for row in grid:
        line = Text()
        for char, style in row:
            line.append(char, style)
        line.rstrip()
        text.append_text(line)
        text.append("\n")
    held = [(abbr[k], n) for k in towns if (n := state.tokens.get(k, 0))]
    if held:
        text.append("▲ ", "bold red")
        text.append(" ".join(f"{a} {n}" for a, n in held) + "\n")
    legend = Text()
    for region in regions:
        legend.append("■ ", style_of[region])
        legend.append(scenario.regions[region].name + "  ")
    text.append_text(legend)
    return text


class MapView(Static):
    """The map, drawn to the widget's size."""

    DEFAULT_CSS = """
    MapView {
        height: auto;
        min-height: 10;
        max-height: 32;
        border: round $primary;
        padding: 0 1;
    }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.session: Any = None
        self.legend = ""
        """What the map's marks mean, in the game's language."""

    def show(self, session: Any, legend: str = "") -> None:
        self.session, self.legend = session, legend
        self.refresh(layout=True)

    def render(self) -> Text:
        if self.session is None:
            return Text("")
        width = max(self.content_size.width, 20) or 78
        screen = self.app.size if self.is_attached else None
        height = max(8, min(24, (screen.height - 22) if screen else 18))
        text = draw_map(self.session.scenario, self.session.state, width, height)
        text.append(f"\n{self.legend}", style="dim")  # under the map: a border title cuts it
        return text


ROOM = 36
"""The screen's height from which the map and the form are in sight together."""


class PaneScroll(VerticalScroll):
    """The pane's scroll (the map, then the form). A widget that takes the focus asks to be
    centred, with an animation: here it is only brought into sight, at once, so that the pane's
    own placement (``VampireOrders._place``), which asks for the same or more, has the last word
    whichever of the two comes first (a resolve replaces the form and both follow)."""

    def scroll_to_region(
        self, region: Region, *, animate: bool = True, center: bool = False, **kwargs: Any
    ) -> Offset:
        return super().scroll_to_region(region, animate=False, center=False, **kwargs)


class VampireOrders(Vertical):
    """The map, then the generic forms pane: the ``hunt`` order's form, with the rules' panels
    (each hunter's card, the last fight's stack) beside it."""

    DEFAULT_CSS = """
    VampireOrders FormsPane, VampireOrders FormsPane #forms-row,
    VampireOrders FormsPane #forms-main, VampireOrders FormsPane #forms-main > * {
        height: auto;
    }
    VampireOrders FormsPane #forms-boxes, VampireOrders FormsPane #forms-panels {
        max-height: 100vh;
    }
    """

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L

    def compose(self) -> ComposeResult:
        from gmconsole.tui.views.forms import FormsPane

        with PaneScroll(id="vh-scroll"):
            yield MapView(id="vh-map")
            yield FormsPane(self.L, id="vh-forms")

    def show(self, session: Any) -> None:
        L = self.L
        m = self.query_one(MapView)
        m.border_title = L("vh_map")
        m.show(session, L("vh_legend"))
        self.query_one("#vh-forms").show(session)  # type: ignore[attr-defined]

    def focus_main(self) -> None:
        forms = self.query_one("#vh-forms")
        forms.focus_main(scroll_visible=False)  # type: ignore[attr-defined]  # scrolled below, not animated
        self._place()

    def _place(self) -> None:
        """Room for both (36 rows): the map stays in sight above the form (the pane scrolled
        down from the map's top only as far as the focused field and its options need, when
        the result box takes the form's rows); a small screen (80x24): the form the GM types
        in, page up shows the map."""
        scroll = self.query_one("#vh-scroll", VerticalScroll)
        if self.app.size.height >= ROOM:
            self.call_after_refresh(self._map_then_field, scroll)
        else:
            self.call_after_refresh(
                scroll.scroll_to_widget, self.query_one("#vh-forms"), animate=False, top=True
            )

    def _map_then_field(self, scroll: VerticalScroll) -> None:
        """The map at the top, then (once drawn so: a widget's place is the last frame's) down
        as far as the focused field and its options' line."""
        scroll.scroll_home(animate=False)
        self.call_after_refresh(self._down_to_field, scroll)

    def _down_to_field(self, scroll: VerticalScroll) -> None:
        focused = self.screen.focused
        if not (isinstance(focused, Input) and self in focused.ancestors):
            return
        target: Widget = focused
        row = focused.parent
        if isinstance(row, Widget) and isinstance(row.parent, Widget):
            siblings = list(row.parent.children)
            at = siblings.index(row) + 1
            options = siblings[at] if at < len(siblings) else None
            target = options if options is not None and options.has_class("field-options") else row
        scroll.scroll_to_widget(target, animate=False)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Room for both: each field that takes the focus (the next hunter's after a resolve,
        tab to the next one) is brought into sight with its options, the map kept above it as
        far as it fits."""
        if isinstance(event.widget, Input) and self.app.size.height >= ROOM:
            self.call_after_refresh(self._map_then_field, self.query_one("#vh-scroll", VerticalScroll))

    def on_resize(self) -> None:
        """The terminal gives its size after the start, or the GM resizes it: the field that
        has the focus stays in sight."""
        focused = self.screen.focused
        if isinstance(focused, Input) and self in focused.ancestors:
            self._place()


class VampireHunterViews(GameViews):
    def orders_pane(self) -> Widget:
        return VampireOrders(self.L, id="orders-pane")

    def summary(self) -> list[Text | str]:
        state, scenario, L = self.session.state, self.session.scenario, self.L
        held = sum(1 for n in state.tokens.values() if n)
        line = Text(f"{L('vh_vampires')}{L('colon')}", style="bold")
        line.append(
            L("vh_held_towns", tokens=sum(state.tokens.values()), towns=held, total=len(scenario.towns))
        )
        return [line]
