"""One-line orders: a label, a field with name completion, and what is entered now.

Used for the night and special actions (Ben, Schlingue, the seers, the sword, the passage, the
pie), the GVs' accusations, the interrogation, new lieutenants and guesses. Enter in a field
builds the order from the text (the game's view says how) and posts it up; the engine checks it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from gmconsole.engine.names import NameIndex
from gmconsole.tui.views import OrderReady
from gmconsole.tui.widgets.names import NameSuggester, compact, complete_name


def completed(names: NameIndex | None, typed: str) -> str:
    """The player a typed start stands for, as the field's completion shows it (``laeti`` for
    Laëtitia: the one name that starts so); anything else as typed, for the rules to read or to
    refuse with the close names."""
    typed = typed.strip()
    if names is None or not typed or names.get_loose(typed) is not None:
        return typed
    return complete_name(names, typed) or typed


@dataclass
class Field:
    key: str
    """Stable id of the field (``ben``, ``accuse-Jon``): the same key keeps what is being typed."""
    label: str
    build: Callable[[str], dict[str, Any] | None]
    """The order for the typed text (None: nothing to send)."""
    current: str = ""
    placeholder: str = ""
    names: NameIndex | None = None


class FieldRow(Horizontal):
    def __init__(self, spec: Field, **kwargs: Any) -> None:
        super().__init__(classes="field-row", **kwargs)
        self.spec = spec

    def compose(self) -> ComposeResult:
        yield Label(self.spec.label, classes="field-label")
        yield compact(
            Input(
                placeholder=self.spec.placeholder,
                classes="field-input",
                suggester=NameSuggester(self.spec.names) if self.spec.names else None,
            )
        )
        yield Static("", classes="field-current")

    def update_spec(self, spec: Field) -> None:
        self.spec = spec
        self.query_one(Label).update(spec.label)
        field_input = self.query_one(Input)
        field_input.placeholder = spec.placeholder
        if spec.names is not None and isinstance(field_input.suggester, NameSuggester):
            field_input.suggester.set_index(spec.names)
        self.query_one(".field-current", Static).update(
            Text("✔ " + spec.current, style="green") if spec.current else Text("—", style="dim")
        )

    def on_mount(self) -> None:
        self.update_spec(self.spec)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        typed = event.value
        order = self.spec.build(typed.strip())
        if order is None:
            return
        field_input = event.input

        def done(ok: bool) -> None:
            """Entered: the field is free for the next order. Refused: what was typed stays, to
            be corrected (the status line says what is wrong)."""
            if ok and field_input.value == typed:
                field_input.value = ""

        self.post_message(OrderReady(order, done=done))


class OrderFields(VerticalScroll, can_focus=False):
    """A column of :class:`FieldRow`; ``show(title, fields)`` adds, updates and removes rows.

    The column itself takes no focus: tab goes from field to field, and a letter is never typed
    into the column, where it was lost; a field is scrolled into sight when it has the focus."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._rows: dict[str, FieldRow] = {}

    def compose(self) -> ComposeResult:
        yield Static("", classes="fields-title")

    def show(self, title: str, fields: list[Field]) -> None:
        self.query_one(".fields-title", Static).update(Text(title, style="bold") if title else "")
        self.display = bool(fields)
        wanted = {f.key for f in fields}
        for key in [k for k in self._rows if k not in wanted]:
            self._rows.pop(key).remove()
        # The rows in the fields' order: a row kept from the last step and a new one go where
        # the list puts them, as a fresh console (a save reopened) draws them.
        previous: Widget = self.query_one(".fields-title", Static)
        for spec in fields:
            row = self._rows.get(spec.key)
            if row is None:
                row = self._rows[spec.key] = FieldRow(spec)
                self.mount(row, after=previous)
            else:
                if row.is_mounted:
                    row.update_spec(spec)
                else:
                    row.spec = spec
                children = list(self.children)
                if children.index(row) != children.index(previous) + 1:
                    self.move_child(row, after=previous)
            previous = row
        self._rows = {spec.key: self._rows[spec.key] for spec in fields}  # the first one first

    def focus_main(self) -> bool:
        """Focus the first field (once mounted); False when there is no field."""
        if not self._rows:
            return False
        first = next(iter(self._rows.values()))
        if first.is_mounted and first.children:
            first.query_one(Input).focus()
        else:
            self.call_after_refresh(self.focus_main)
        return True
