"""The table's changes from the console (every game): a player replaced, a player removed, the
deadline of the step's call, and the reminder to post (see docs/orders.md, "Seat changes").

:class:`AskText` asks one line (the new player's name and aliases, the removal's wording, the
deadline); :class:`ShowText` shows the reminder ready to copy.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, Static, TextArea

from gmconsole.tui.labels import Labels, localize_bindings


class AskText(ModalScreen[str | None]):
    """One line of text; enter keeps it, escape cancels (``None``). An empty line is refused
    unless ``empty_ok`` (the removal's wording: empty means the game's sentence)."""

    BINDINGS = [Binding("escape", "cancel", "key_cancel")]

    def __init__(self, L: Labels, title: str, hint: str, *, empty_ok: bool = False) -> None:
        super().__init__()
        self.L, self.title_text, self.hint, self.empty_ok = L, title, hint, empty_ok
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        with Vertical(id="ask-box", classes="modal-box"):
            yield Label(Text(self.title_text, style="bold"))
            yield Static(Text(self.hint, style="dim"))
            yield Input(id="ask-input")
            yield Static("", id="ask-problem", classes="problems")
            with Horizontal(classes="buttons"):
                yield Button(self.L("ask_ok"), variant="primary", id="ask-ok")
                yield Button(self.L("cancel"), id="ask-cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#ask-input", Input).focus()

    def _keep(self) -> None:
        value = self.query_one("#ask-input", Input).value.strip()
        if not value and not self.empty_ok:
            self.query_one("#ask-problem", Static).update(Text(self.L("ask_empty"), style="red"))
            return
        self.dismiss(value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self._keep()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "ask-ok":
            self._keep()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ShowText(ModalScreen[None]):
    """A text to copy (the reminder), in a read-only text area; escape closes."""

    BINDINGS = [Binding("escape", "close", "key_close")]

    def __init__(self, L: Labels, title: str, text: str) -> None:
        super().__init__()
        self.L, self.title_text, self.text = L, title, text
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        with Vertical(id="show-box", classes="modal-box"):
            yield Label(Text(self.title_text, style="bold"))
            yield TextArea(self.text, id="show-text", read_only=True, soft_wrap=True)
            with Horizontal(classes="buttons"):
                yield Button(self.L("close"), variant="primary", id="show-close")
        yield Footer()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)


def split_names(text: str) -> tuple[str, list[str]]:
    """ "Zacharie, Zach, zach.bzh" -> ("Zacharie", ["Zach", "zach.bzh"]): the new name, then aliases."""
    parts = [" ".join(p.split()) for p in text.split(",")]
    parts = [p for p in parts if p]
    return (parts[0], parts[1:]) if parts else ("", [])
