"""Small modal screens: a yes/no question (:class:`Ask`) and a page of text (:class:`Page`, the
phase's help on F1 or ``?``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Static

from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.textual_words import WordedBindings


class Ask(WordedBindings, ModalScreen[bool]):
    """A question with two answers; enter (or ``o``/``y``) says yes, escape (or ``n``) no."""

    BINDINGS = [
        Binding("escape,n", "answer(False)", "key_cancel"),
        Binding("enter,y,o", "answer(True)", "key_confirm"),
    ]

    def __init__(self, L: Labels, title: str, body: Text | str, yes: str, no: str) -> None:
        super().__init__()
        self.L, self.title_text, self.body, self.yes, self.no = L, title, body, yes, no
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        with Vertical(id="ask-box", classes="modal-box"):
            yield Label(Text(self.title_text, style="bold"), id="ask-title")
            with VerticalScroll(id="ask-body"):
                yield Static(self.body)
            with Horizontal(classes="buttons"):
                yield Button(self.yes, variant="primary", id="ask-yes")
                yield Button(self.no, id="ask-no")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "ask-yes")


class Reflowed(Static):
    """A text laid out for its width by ``build(width)``, again whenever its width changes (the
    help's columns: a wrapped description lines up with its column)."""

    def __init__(self, build: Callable[[int], Text], width: int, **kwargs: Any) -> None:
        super().__init__(build(width), **kwargs)
        self.build, self.laid_out = build, width

    def on_resize(self) -> None:
        width = self.content_size.width
        if width > 0 and width != self.laid_out:
            self.laid_out = width
            self.update(self.build(width))


class Page(WordedBindings, ModalScreen[None]):
    """A page of text (the phase's help); escape, F1 or ``?`` closes it. The body is a text, or
    a function of the width that lays it out (:class:`Reflowed`)."""

    BINDINGS = [Binding("escape,f1,question_mark,q", "close", "key_close")]

    def __init__(self, L: Labels, title: str, body: Text | Callable[[int], Text], width: int = 74) -> None:
        super().__init__()
        self.L, self.title_text, self.body, self.width = L, title, body, width
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        with Vertical(id="page-box", classes="modal-box"):
            yield Label(Text(self.title_text, style="bold"), id="page-title")
            with VerticalScroll(id="page-body"):
                if callable(self.body):
                    yield Reflowed(self.body, self.width, id="page-text")
                else:
                    yield Static(self.body, id="page-text")
            yield Static(Text(self.L("page_keys"), style="dim"))

    def on_mount(self) -> None:
        self.query_one("#page-body").focus()

    def action_close(self) -> None:
        self.dismiss(None)


class NoteDialog(WordedBindings, ModalScreen[str | None]):
    """One line of the GM's note (about a player, or a turn); enter keeps it, escape cancels.
    An empty note deletes it. Notes stay in the save and are never exported."""

    BINDINGS = [Binding("escape", "cancel", "key_cancel")]

    def __init__(self, L: Labels, title: str, text: str) -> None:
        super().__init__()
        self.L, self.title_text, self.text = L, title, text
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        with Vertical(id="note-box", classes="modal-box"):
            yield Label(Text(self.title_text, style="bold"))
            yield Input(self.text, id="note-text", placeholder=self.L("note_hint"))
            yield Static(Text(self.L("note_keys"), style="dim"))

    def on_mount(self) -> None:
        self.query_one("#note-text", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)
