"""The dialogs of a save the console could not write: changed on disk by another program
(reload, or stay read-only) and a failed write (save as another file, or retry), where the
game stays in memory whatever the GM chooses."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from gmconsole.tui.labels import Labels
from gmconsole.tui.textual_words import WordedBindings


class SaveChanged(WordedBindings, ModalScreen[bool]):
    """Another program wrote the save: True reloads it, False keeps the console read-only."""

    BINDINGS = [Binding("escape", "keep", "key_cancel", show=False)]

    def __init__(self, L: Labels, path: str, unsaved: bool) -> None:
        super().__init__()
        self.L, self.path, self.unsaved = L, path, unsaved

    def compose(self) -> ComposeResult:
        L = self.L
        body = Text(L("changed_body", path=self.path) + "\n")
        if self.unsaved:
            body.append("\n" + L("changed_unsaved") + "\n", style="bold yellow")
        with Vertical(id="changed-box", classes="modal-box"):
            yield Label(Text(L("changed_title"), style="bold"))
            yield Static(body)
            with Horizontal(classes="buttons"):
                yield Button(L("reload"), variant="primary", id="changed-reload")
                yield Button(L("keep_read_only"), id="changed-keep")

    def action_keep(self) -> None:
        self.dismiss(False)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "changed-reload")


class WriteFailedDialog(WordedBindings, ModalScreen[str | None]):
    """The save could not be written: returns a new path to save to, ``""`` to retry, or None."""

    BINDINGS = [Binding("escape", "close", "key_cancel", show=False)]

    def __init__(self, L: Labels, path: str, cause: str, suggestion: str) -> None:
        super().__init__()
        self.L, self.path, self.cause, self.suggestion = L, path, cause, suggestion

    def compose(self) -> ComposeResult:
        L = self.L
        with Vertical(id="write-failed-box", classes="modal-box"):
            yield Label(Text(L("write_failed_title"), style="bold red"))
            yield Static(
                Text(L("write_failed_body", path=self.path, cause=self.cause)), id="write-failed-body"
            )
            yield Input(self.suggestion, id="save-as-path")
            yield Static("", id="save-as-problem")
            with Horizontal(classes="buttons"):
                yield Button(L("save_as"), variant="primary", id="write-save-as")
                yield Button(L("retry"), id="write-retry")
                yield Button(L("cancel"), id="write-cancel")

    def on_mount(self) -> None:
        self.query_one("#save-as-path", Input).focus()

    def show_problem(self, text: str) -> None:
        self.query_one("#save-as-problem", Static).update(Text(f"✘ {text}", style="bold red"))

    def action_close(self) -> None:
        self.dismiss(None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.value.strip():
            self.dismiss(event.value.strip())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "write-save-as":
            value = self.query_one("#save-as-path", Input).value.strip()
            if value:
                self.dismiss(value)
        elif event.button.id == "write-retry":
            self.dismiss("")
        else:
            self.dismiss(None)
