"""The table's changes from the console (every game): a player replaced, a player removed, the
deadline of the step's call, and the reminder to post (see docs/orders.md, "Seat changes").

:class:`ReplaceDialog`, :class:`RemoveDialog` and :class:`DeadlineDialog` are forms that give
back the engine's own action (the one ``gmconsole replace``, ``remove`` and ``deadline`` push),
or ``None`` when cancelled: the player chosen from the living roster with completion, the new
name and aliases, the GM's wording, a date and a time. :class:`ShowText` shows the reminder
ready to copy.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, Static, TextArea

from gmconsole.engine.actions import RemovePlayer, ReplacePlayer, SeatAction, SetDeadline
from gmconsole.engine.names import NameIndex
from gmconsole.engine.seats import DeadlineProblem, deadline_words, parse_deadline
from gmconsole.tui.fast_keys import FOCUS_KEYS, EnterMovesOn
from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.textual_words import WordedBindings
from gmconsole.tui.widgets.names import NameSuggester


class ShowText(WordedBindings, ModalScreen[None]):
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


class SeatForm(EnterMovesOn, WordedBindings, ModalScreen[SeatAction | None]):
    """A small form: labelled fields, a line for what is wrong, OK and Cancel. Enter in a field
    goes to the next one, and from the last one validates; escape cancels (``None``). Tab and
    enter move on when pressed: a name typed fast after them goes to the next field."""

    BINDINGS = [Binding("escape", "cancel", "key_cancel"), *FOCUS_KEYS, *EnterMovesOn.ENTER_KEYS]
    FIELDS: tuple[str, ...] = ()

    def __init__(self, L: Labels, state: Any, title: str) -> None:
        super().__init__()
        self.L, self.state, self.title_text = L, state, title
        living = [p for p in state.seating() if p.alive]
        self.living = NameIndex([p.name for p in living], {p.name: p.aliases for p in living})
        localize_bindings(self, L)

    def fields(self) -> ComposeResult:  # pragma: no cover - each form has its own
        yield from ()

    def compose(self) -> ComposeResult:
        with Vertical(id="seat-box", classes="modal-box"):
            yield Label(Text(self.title_text, style="bold"))
            yield from self.fields()
            yield Static("", id="seat-problem", classes="problems")
            with Horizontal(classes="buttons"):
                yield Button(self.L("ask_ok"), variant="primary", id="seat-ok")
                yield Button(self.L("cancel"), id="seat-cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.start()

    def start(self) -> None:
        """The focus on the first field left empty (the player's when none is chosen yet)."""
        first = next((i for i in self.query(Input) if not i.value), None) or self.query(Input).first()
        first.focus()

    def value(self, field: str) -> str:
        return " ".join(self.query_one(f"#{field}", Input).value.split())

    def problem(self, text: str) -> None:
        self.query_one("#seat-problem", Static).update(Text(text, style="red"))

    def player(self, field: str = "seat-player") -> str | None:
        """The living player typed in ``field`` (a name or an alias, accents and case ignored)."""
        typed = self.value(field)
        found = self.living.get(typed) if typed else None
        if found is None:
            close = self.living.suggest(typed) if typed else []
            self.problem(
                self.L("seat_no_player", typed=typed, close=", ".join(close[:3]))
                if close
                else self.L("seat_pick_player")
            )
            self.query_one(f"#{field}", Input).focus()
        return found

    def build(self) -> SeatAction | None:  # pragma: no cover - each form has its own
        return None

    def _keep(self) -> None:
        action = self.build()
        if action is not None:
            self.dismiss(action)

    def next_field(self, field: Input) -> Input | None:
        inputs = list(self.query(Input))
        at = inputs.index(field) if field in inputs else len(inputs)
        return inputs[at + 1] if at + 1 < len(inputs) else None

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        inputs = list(self.query(Input))
        at = inputs.index(event.input)
        if at + 1 < len(inputs):
            inputs[at + 1].focus()
        else:
            self._keep()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "seat-ok":
            self._keep()
        else:
            self.dismiss(None)

    def action_cancel(self) -> None:
        self.dismiss(None)


def _field(label: str, hint: str = "") -> ComposeResult:
    yield Label(Text(label, style="bold"))
    if hint:
        yield Static(Text(hint, style="dim"))


class ReplaceDialog(SeatForm):
    """Who leaves (a living player, completed from the roster), who takes his seat, and the new
    player's other names: :class:`ReplacePlayer`."""

    def __init__(self, L: Labels, state: Any, player: str = "") -> None:
        super().__init__(L, state, L("replace_form_title"))
        self.preset = player

    def fields(self) -> ComposeResult:
        L = self.L
        yield from _field(L("seat_player_label"))
        yield Input(self.preset, id="seat-player", suggester=NameSuggester(self.living))
        yield from _field(L("replace_new_label"))
        yield Input(id="seat-new")
        yield from _field(L("replace_aliases_label"))
        yield Input(id="seat-aliases")

    def build(self) -> SeatAction | None:
        player = self.player()
        if player is None:
            return None
        new = self.value("seat-new")
        if not new:
            self.problem(self.L("replace_need_name"))
            self.query_one("#seat-new", Input).focus()
            return None
        taken = self.state.names.get(new)
        if taken is not None and taken != player:
            self.problem(self.L("replace_taken", new=new, taken=taken))
            self.query_one("#seat-new", Input).focus()
            return None
        aliases = [a for a in (" ".join(p.split()) for p in self.value("seat-aliases").split(",")) if a]
        return ReplacePlayer(player=player, by=new, aliases=aliases)


class RemoveDialog(SeatForm):
    """Who is removed (a living player, completed) and the post's sentence as the GM words it
    (empty: the game's sentence, shown as the field's placeholder): :class:`RemovePlayer`."""

    def __init__(self, L: Labels, state: Any, player: str = "") -> None:
        super().__init__(L, state, L("remove_form_title"))
        self.preset = player

    def fields(self) -> ComposeResult:
        L = self.L
        yield from _field(L("seat_player_label"))
        yield Input(self.preset, id="seat-player", suggester=NameSuggester(self.living))
        yield from _field(L("remove_words_label"), L("remove_hint"))
        yield Input(id="seat-words", placeholder=L("remove_default"))

    def build(self) -> SeatAction | None:
        player = self.player()
        if player is None:
            return None
        return RemovePlayer(player=player, announcement=self.query_one("#seat-words", Input).value.strip())


class DeadlineDialog(SeatForm):
    """The deadline as a date and a time (tomorrow 21:00 by default), shown as the players will
    read it; or the GM's own words: :class:`SetDeadline`."""

    def __init__(self, L: Labels, state: Any, language: str, today: date | None = None) -> None:
        super().__init__(L, state, L("deadline_title"))
        self.language = language
        self.today = today or date.today()

    def fields(self) -> ComposeResult:
        L = self.L
        tomorrow = self.today + timedelta(days=1)
        with Horizontal(classes="seat-row"):
            with Vertical():
                yield Label(Text(f"{L('deadline_date_label')} ({L('deadline_date_hint')})", style="bold"))
                yield Input(tomorrow.isoformat(), id="seat-date")
            with Vertical():
                yield Label(Text(L("deadline_time_label"), style="bold"))
                yield Input("21:00", id="seat-time")
        yield Label(Text(L("deadline_words_label"), style="bold"))
        yield Input(id="seat-words", placeholder=L("deadline_words_hint"))
        yield Static("", id="seat-preview")

    def start(self) -> None:
        self.query_one("#seat-date", Input).focus()
        self._preview()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._preview()

    def words(self) -> str:
        """What the post will say; ``ValueError`` for a date or a time that does not read."""
        own = self.value("seat-words")
        if own:
            return own
        when = parse_deadline(self.value("seat-date"), self.value("seat-time"), self.today)
        return deadline_words(when, self.language)

    def _preview(self) -> None:
        try:
            text = Text(self.L("deadline_preview", deadline=self.words()), style="green")
        except DeadlineProblem as exc:
            text = Text(self.L(f"deadline_bad_{exc.field}", typed=exc.typed), style="yellow")
        self.query_one("#seat-preview", Static).update(text)

    def build(self) -> SeatAction | None:
        try:
            return SetDeadline(deadline=self.words())
        except DeadlineProblem as exc:
            self.problem(self.L(f"deadline_bad_{exc.field}", typed=exc.typed))
            self.query_one(f"#seat-{exc.field}", Input).focus()
            return None
