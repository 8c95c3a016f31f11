"""A ballot: who has voted (or chosen) what, entered one key per player or typed as a list, with
a live tally per option (a bar each, weighted when the game weighs votes) and who is missing.

Used for Astrub's approval votes (yes/no) and secret mission choices (success/sabotage), and
meant for Winterfell's weighted votes. The widget only collects; the screen pushes the order the
game's view builds from ``Cast.entries``, and the engine checks it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import DataTable, Input, Static

from gmconsole.engine.names import NameIndex
from gmconsole.tui.labels import Labels
from gmconsole.tui.widgets.names import NameSuggester, split_entries

BAR_WIDTH = 24


@dataclass
class Option:
    key: str
    """The word sent to the engine (``"yes"``, ``"sabotage"``)."""
    label: str
    keys: tuple[str, ...]
    style: str = ""


@dataclass
class BallotSpec:
    title: str
    voters: list[str]
    options: list[Option]
    cast: dict[str, str]
    """Voter → option key, as the engine holds them."""
    names: NameIndex
    weights: dict[str, int] = field(default_factory=dict)
    threshold: str = ""
    """A line saying what decides (shown under the bars); empty for none."""
    hint: str = ""
    placeholder: str = ""
    header: str = ""
    missing_label: str = "not_voted"
    """The label key for the voters still missing."""
    complete_label: str = "all_voted"
    key: Any = None
    """When it changes (a new vote), the cursor goes to the first voter still missing."""


class BallotTable(DataTable):
    """The voters, one row each; a key per option casts it for the highlighted voter."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.key_map: dict[str, str] = {}

    async def _on_key(self, event: Any) -> None:
        option = self.key_map.get(event.key)
        if option is not None and self.row_count:
            event.stop()
            event.prevent_default()
            row_key = self.coordinate_to_cell_key((self.cursor_row, 0)).row_key
            self.post_message(Ballot.Cast({str(row_key.value): option}, advance=True))
            return
        await super()._on_key(event)


class Ballot(Vertical):
    class Cast(Message):
        def __init__(self, entries: dict[str, str], advance: bool = False) -> None:
            super().__init__()
            self.entries = entries
            self.advance = advance

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.spec: BallotSpec | None = None
        self._voters: list[str] = []
        self._key: Any = object()

    def compose(self) -> ComposeResult:
        yield Static("", classes="pane-title", id="ballot-title")
        yield BallotTable(id="ballot-table")
        yield Static("", id="ballot-tally", classes="tally")
        yield Input(id="ballot-input", compact=True)

    def show(self, spec: BallotSpec) -> None:
        self.spec = spec
        title = Text(spec.title, style="bold")
        if spec.hint:
            title.append("\n" + spec.hint, style="dim")
        self.query_one("#ballot-title", Static).update(title)
        table = self.query_one(BallotTable)
        table.key_map = {k: o.key for o in spec.options for k in o.keys}
        by_key = {o.key: o for o in spec.options}
        if not table.columns:
            table.add_column("#", key="seat")
            table.add_column(self.L("col_name"), key="name")
            table.add_column(spec.header or self.L("vote"), key="vote")
        if spec.voters != self._voters:
            cursor = table.cursor_row
            table.clear()
            for i, voter in enumerate(spec.voters, start=1):
                table.add_row(str(i), voter, self._cell(spec.cast.get(voter), by_key), key=voter)
            self._voters = list(spec.voters)
            if spec.voters:
                table.move_cursor(row=min(cursor, len(spec.voters) - 1) if cursor > 0 else 0)
        else:
            for voter in spec.voters:
                table.update_cell(voter, "vote", self._cell(spec.cast.get(voter), by_key))
        if spec.key != self._key and spec.voters:
            missing = [i for i, v in enumerate(spec.voters) if v not in spec.cast]
            table.move_cursor(row=missing[0] if missing else 0)
        self._key = spec.key
        name_input = self.query_one("#ballot-input", Input)
        name_input.placeholder = spec.placeholder
        if name_input.suggester is None:
            name_input.suggester = NameSuggester(spec.names)
        else:
            name_input.suggester.set_index(spec.names)  # type: ignore[attr-defined]
        self.query_one("#ballot-tally", Static).update(self._tally(spec, by_key))

    def _cell(self, value: str | None, by_key: dict[str, Option]) -> Text:
        if value is None:
            return Text("—", style="dim")
        option = by_key.get(value)
        return Text(option.label if option else value, style=option.style if option else "")

    def _tally(self, spec: BallotSpec, by_key: dict[str, Option]) -> Text:
        totals = {o.key: 0 for o in spec.options}
        for voter, value in spec.cast.items():
            totals[value] = totals.get(value, 0) + spec.weights.get(voter, 1)
        full = sum(spec.weights.get(v, 1) for v in spec.voters) or 1
        width = max(len(o.label) for o in spec.options) if spec.options else 0
        text = Text()
        for option in spec.options:
            n = totals.get(option.key, 0)
            filled = round(BAR_WIDTH * n / full)
            text.append(f"{option.label:<{width}} ", style="bold")
            text.append("█" * filled, style=option.style or "white")
            text.append("░" * (BAR_WIDTH - filled), style="dim")
            text.append(f" {n}\n")
        if spec.threshold:
            text.append(spec.threshold + "\n", style="dim")
        missing = [v for v in spec.voters if v not in spec.cast]
        if missing:
            text.append(self.L(spec.missing_label, names=", ".join(missing)), style="red")
        else:
            text.append(self.L(spec.complete_label), style="green")
        return text

    def focus_main(self) -> None:
        self.query_one(BallotTable).focus()

    def on_ballot_cast(self, event: Cast) -> None:
        if event.advance:
            table = self.query_one(BallotTable)
            if table.cursor_row < table.row_count - 1:
                table.move_cursor(row=table.cursor_row + 1)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        entries = {name: word for name, word in split_entries(event.value) if word}
        if entries:
            self.post_message(self.Cast(entries))
            event.input.value = ""
