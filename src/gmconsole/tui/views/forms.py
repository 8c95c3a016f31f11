"""The generic Orders pane: the current step's order forms, as the rules describe them
(:meth:`~gmconsole.engine.rules.base.GameRules.forms`), drawn with the generic widgets.

- a :class:`~gmconsole.engine.rules.base.Ballot` is the tally (one key per voter, weights, the
  threshold, the special options with their own labels and keys);
- a :class:`~gmconsole.engine.rules.base.GroupPicker` is the squad builder (members, size, the
  rules' verdict live from a dry run);
- an :class:`~gmconsole.engine.rules.base.OrderForm` is a box of one-line fields (names,
  choices, multiple choices) under its information block; enter in any field sends the whole
  order. A choice's default is written in its field, its options under it;
- the game's :class:`~gmconsole.engine.rules.base.Panel` s (a character's card, a fight's stack)
  are drawn beside the forms (:class:`~gmconsole.tui.widgets.panels.PanelsView`).

A step without forms falls back on the orders typed as TOML (:class:`TomlOrders`), so any game
stays playable. Nothing here knows a game: every word shown is the form's or the console's.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.suggester import Suggester
from textual.widgets import Input, Label, Static

from gmconsole.engine.names import NameIndex, fold
from gmconsole.engine.rules.base import Ballot as BallotForm
from gmconsole.engine.rules.base import Choice, GroupPicker, MultiChoice, NameField, OrderForm
from gmconsole.tui.labels import Labels
from gmconsole.tui.views import OrderReady
from gmconsole.tui.views.generic import TomlOrders
from gmconsole.tui.widgets.names import NameSuggester, complete_name
from gmconsole.tui.widgets.panels import PanelsView
from gmconsole.tui.widgets.squad import SquadBuilder, SquadSpec
from gmconsole.tui.widgets.tally import Ballot, ballot_spec

STATUS_STYLE = {"done": "green", "entered": "green", "missing": "red", "optional": "dim"}


def ballot_keys(form: BallotForm, L: Labels) -> str:
    """The hint of a ballot whose game words none: the keys it really has (the candidates' 1 to
    9 at most, as :func:`ballot_spec` gives them, and each special option's own), then the typed
    form."""
    parts = [L("form_ballot_candidates", n=min(9, len(form.candidates)))] if form.candidates else []
    parts += [
        L("form_ballot_special", keys="/".join(s.keys), label=s.label or L(s.key))
        for s in form.specials
        if s.keys
    ]
    return " · ".join([*parts, L("form_ballot_typed")])


def read_choice(field: Choice | MultiChoice, typed: str) -> tuple[bool, Any]:
    """The value a typed choice stands for: one of the options, by its words (accents and case
    ignored), by its value, by its place (1, 2...), by the start of its words when only one
    option starts so, else by the start of a word inside it when only one option has it (the
    thief's "Cupidon" for « carte 2 : Cupidon »); ``(False, None)`` when none."""
    key = fold(typed).strip(" .!")
    for value, words in field.options:
        if key in (fold(words), fold(str(value))):
            return True, value
        if isinstance(value, bool) and key and fold(words).startswith(key):
            return True, value
    if key.isdigit() and 1 <= int(key) <= len(field.options):
        return True, field.options[int(key) - 1][0]
    starting = [value for value, words in field.options if key and fold(words).startswith(key)]
    if len(starting) == 1:
        return True, starting[0]
    if not starting and key and not key.isdigit():  # "cupidon" for "carte 2 : Cupidon"
        inside = [value for value, words in field.options if _word_starts(fold(words), key)]
        if len(inside) == 1:
            return True, inside[0]
    return False, None


def _word_starts(words: str, key: str) -> bool:
    """True when ``key`` starts one of the words of ``words`` (both folded)."""
    return any(words[i:].startswith(key) for i in range(len(words)) if i == 0 or not words[i - 1].isalnum())


def read_choices(field: MultiChoice, typed: str) -> tuple[list[Any], list[str]]:
    """The values of a typed multiple choice (comma-separated; empty or its ``none`` words: no
    value), in the options' order, and the parts that name no option."""
    if not typed.strip() or (field.none and fold(typed) == fold(field.none)):
        return [], []
    chosen: list[Any] = []
    unread: list[str] = []
    for part in typed.replace(";", ",").split(","):
        if not part.strip():
            continue
        ok, value = read_choice(field, part)
        if ok:
            chosen.append(value)
        else:
            unread.append(part.strip())
    order = [v for v, _ in field.options]
    return sorted(dict.fromkeys(chosen), key=order.index), unread


def shown_value(field: NameField | Choice | MultiChoice) -> str:
    if isinstance(field, Choice):
        return next((w for v, w in field.options if v == field.value), "")
    if isinstance(field, MultiChoice):
        words = dict((repr(v), w) for v, w in field.options)
        return ", ".join(words.get(repr(v), str(v)) for v in field.value) or field.none
    return field.value


def options_hint(field: NameField | Choice | MultiChoice) -> str:
    """The options of a choice, under its field: its default hides the placeholder, and a
    placeholder is cut at the field's width (two options of a single choice, yes and no, say
    themselves)."""
    if isinstance(field, NameField):
        return ""
    if isinstance(field, Choice) and len(field.options) <= 2:
        return ""
    return " · ".join(w for _, w in field.options)


class ChoiceSuggester(Suggester):
    """Completes the option being typed (after the last comma in a multiple choice)."""

    def __init__(self, field: Choice | MultiChoice) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.words = [w for _, w in field.options]
        self.many = isinstance(field, MultiChoice)

    async def get_suggestion(self, value: str) -> str | None:
        head, comma, last = value.rpartition(",") if self.many else ("", "", value)
        typed = fold(last.strip())
        if not typed:
            return None
        found = [w for w in self.words if fold(w).startswith(typed)]
        if len(found) != 1:
            return None
        lead = last[: len(last) - len(last.lstrip())]
        return head + comma + lead + found[0]


class FormBox(Vertical):
    """One :class:`OrderForm`: its title and status, its information block, a row per field."""

    DEFAULT_CSS = """
    FormBox {
        height: auto;
        margin-bottom: 1;
    }
    FormBox .form-info {
        color: $text-muted;
    }
    FormBox .field-options {
        color: $text-muted;
        padding-left: 2;
    }
    """

    def __init__(
        self, form: OrderForm, names: NameIndex, L: Labels, compact: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(classes="form-box", **kwargs)
        self.form, self.names, self.L = form, names, L
        self.compact = compact
        """Panels stand beside the form: its labels take only the room they need."""
        self.shown: dict[str, str] = {}
        """Each field's value as the form showed it (its default): not text the GM typed."""

    def compose(self) -> ComposeResult:
        yield Static(self._title(), classes="pane-title form-title")
        yield Static(self._info(), classes="form-info")
        for field in self.form.fields:
            with Horizontal(classes="field-row"):
                label = Label(field.label, classes="field-label")
                if self.compact:
                    label.styles.width = max(len(f.label) for f in self.form.fields) + 1
                yield label
                placeholder = (
                    ", ".join(field.names)[:60]
                    if isinstance(field, NameField)
                    else (" / " if isinstance(field, Choice) else ", ").join(w for _, w in field.options)
                )
                self.shown[field.field] = shown_value(field)
                yield Input(
                    shown_value(field),
                    placeholder=placeholder,
                    compact=True,
                    classes="field-input",
                    name=field.field,
                    suggester=NameSuggester(self.names)
                    if isinstance(field, NameField)
                    else ChoiceSuggester(field),
                )
            hint = options_hint(field)
            if hint:
                yield Static(Text(hint), classes="field-options")
        yield Static("", classes="problems form-problem")

    def _title(self) -> Text:
        # a title: its first letter capital (« Les Loups-Garous (…) », a label written to go
        # inside a sentence, « les Loups-Garous »)
        label = self.form.label
        text = Text(label[:1].upper() + label[1:], style="bold")
        text.append(f"  {self.L('form_' + self.form.status)}", style=STATUS_STYLE[self.form.status])
        return text

    def _info(self) -> Text:
        return Text("\n".join(self.form.info)) if self.form.info else Text("")

    def typed(self) -> list[str]:
        """What the GM typed in this form's fields and did not send: the fields changed from
        what the form showed (a default such as « les meilleurs » is no typed text)."""
        return [
            field_input.value.strip()
            for field_input in self.query(Input)
            if field_input.value.strip() and field_input.value != self.shown.get(field_input.name or "")
        ]

    def update_form(self, form: OrderForm) -> None:
        """The same form, new state (the order entered, the information changed)."""
        self.form = form
        self.query_one(".form-title", Static).update(self._title())
        self.query_one(".form-info", Static).update(self._info())

    def values(self) -> tuple[dict[str, Any], list[str]]:
        """The order's fields as typed, and what cannot be read (said to the GM)."""
        values: dict[str, Any] = {}
        problems: list[str] = []
        inputs = {i.name: i for i in self.query(Input)}
        for field in self.form.fields:
            typed = inputs[field.field].value.strip() if field.field in inputs else ""
            if isinstance(field, MultiChoice):
                chosen, unread = read_choices(field, typed)
                if unread:
                    problems.append(
                        self.L(
                            "form_choose",
                            field=f"{field.label} ({', '.join(unread)})",
                            options=", ".join(w for _, w in field.options),
                        )
                    )
                    continue
                values[field.field] = chosen
            elif isinstance(field, Choice):
                if not typed and field.value is not None:
                    values[field.field] = field.value
                    continue
                ok, value = read_choice(field, typed)
                if not ok:
                    problems.append(
                        self.L(
                            "form_choose", field=field.label, options=" / ".join(w for _, w in field.options)
                        )
                    )
                    continue
                values[field.field] = value
            elif field.many:
                parts = [n.strip() for n in typed.replace(";", ",").split(",") if n.strip()]
                values[field.field] = [self._completed(field, n) for n in parts]
            else:
                if not typed and not field.optional:
                    problems.append(self.L("form_field_missing", field=field.label))
                    continue
                values[field.field] = self._completed(field, typed)
        return values, problems

    def _completed(self, field: NameField, typed: str) -> str:
        """The name a typed start stands for, as the field's completion shows it ("elo" for
        Éloïse: the one name of the field's, else of the roster's, that starts so); anything
        else as typed, for the rules to read (a name, an alias, "personne") or refuse."""
        if not typed or self.names.get_loose(typed) is not None:
            return typed
        among = NameIndex(field.names) if field.names else self.names
        return complete_name(among, typed) or complete_name(self.names, typed) or typed

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        values, problems = self.values()
        box = self.query_one(".form-problem", Static)
        if problems:
            words = "✘ " + " · ".join(problems)
            box.update(Text(words, style="bold red"))
            box.scroll_visible(animate=False)
            # and on the status line: the form's own line may be out of sight (under the last
            # result's box, below a map), and enter then seemed to do nothing
            say = getattr(self.screen, "say", None)
            if callable(say):
                say(words, "bold red")
            return
        box.update("")
        self.post_message(OrderReady(self.form.order(values)))

    def focus_main(self, tries: int = 5, *, scroll_visible: bool = True) -> None:
        """Focus the first field; ``scroll_visible=False`` for a pane that scrolls itself (the
        focus's own scroll is animated, and a snapshot taken under load caught it midway)."""
        inputs = list(self.query(Input))
        if inputs:
            inputs[0].focus(scroll_visible=scroll_visible)
        elif self.form.fields and tries:  # just mounted: its fields come with the next frame
            self.call_after_refresh(self.focus_main, tries - 1, scroll_visible=scroll_visible)


class FormsPane(Vertical):
    """The Orders pane of a game without widgets of its own (see the module's docstring)."""

    DEFAULT_CSS = """
    FormsPane #forms-main {
        width: 3fr;
    }
    FormsPane #forms-main > * {
        height: 1fr;
    }
    FormsPane #forms-panels {
        width: 2fr;
        min-width: 34;
        max-width: 56;
    }
    FormsPane #forms-boxes {
        height: auto;
        max-height: 1fr;
    }
    FormsPane #forms-ballot, FormsPane #forms-picker {
        height: 1fr;
    }
    """

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.session: Any = None
        self.ballot_form: BallotForm | None = None
        self.picker_form: GroupPicker | None = None
        self._boxes: list[tuple[str, FormBox]] = []
        self.session_shown = False
        """Shown once: the screen gave the first focus; later, a step drawn in another widget
        takes it (``show``)."""

    def compose(self) -> ComposeResult:
        with Horizontal(id="forms-row"):
            with Vertical(id="forms-main"):
                yield Static("", id="forms-over", classes="pane-title")
                yield VerticalScroll(id="forms-boxes")
                yield Ballot(self.L, id="forms-ballot")
                yield SquadBuilder(self.L, id="forms-picker")
                yield TomlOrders(self.L, id="forms-toml")
            yield PanelsView(self.L("colon"), id="forms-panels")  # "\u202f: " in French

    def _drawn(self) -> str:
        """Which widget takes the orders: the ballot, the picker, the boxes or the TOML."""
        if self.ballot_form is not None:
            return "ballot"
        if self.picker_form is not None:
            return "picker"
        return "boxes" if self._boxes else "toml"

    def show(self, session: Any) -> None:
        self.session = session
        state, game = session.state, session.game
        forms = [] if state.over else game.rules.forms(state, game.scenario)
        focused = self.screen.focused if self.is_attached else None
        typing = focused is None or self in focused.ancestors_with_self
        drawn = self._drawn() if self.session_shown else None  # None: the first show
        ballots = [f for f in forms if isinstance(f, BallotForm)]
        pickers = [f for f in forms if isinstance(f, GroupPicker)]
        boxes = [f for f in forms if isinstance(f, OrderForm)]
        self.ballot_form = ballots[0] if ballots else None
        self.picker_form = pickers[0] if pickers else None
        over = self.query_one("#forms-over", Static)
        over.display = bool(state.over)
        if state.over:
            over.update(Text(self.L("orders_over", winner=session.display(state.winner)), style="bold green"))
        panels = game.rules.panels(state, game.scenario)
        self._show_boxes(boxes, state.names, compact=bool(panels))
        ballot = self.query_one("#forms-ballot", Ballot)
        ballot.display = self.ballot_form is not None
        if self.ballot_form is not None:
            ballot.show(
                ballot_spec(
                    self.ballot_form,
                    state.names,
                    self.L,
                    hint=self.ballot_form.hint or ballot_keys(self.ballot_form, self.L),
                    # a title, as a form's: its first letter capital (« Vote du village »)
                    title=self.ballot_form.label[:1].upper() + self.ballot_form.label[1:],
                )
            )
        picker = self.query_one("#forms-picker", SquadBuilder)
        picker.display = self.picker_form is not None
        if self.picker_form is not None:
            self._show_picker(self.picker_form)
        toml = self.query_one("#forms-toml", TomlOrders)
        toml.display = not forms and not state.over
        if toml.display:
            toml.show(session)
        self.query_one("#forms-panels", PanelsView).show(panels)
        self.session_shown = True
        if typing and self.is_attached and drawn is not None and self._drawn() != drawn:
            # the next step takes its order in another widget (a form after a picker): the GM
            # goes on typing there, never on the tab bar where the focus would fall
            self.call_after_refresh(self.focus_main)

    def _show_boxes(self, forms: list[OrderForm], names: NameIndex, compact: bool = False) -> None:
        scroll = self.query_one("#forms-boxes", VerticalScroll)
        scroll.display = bool(forms)
        keys = [f.key or f.action for f in forms]
        if keys == [k for k, _ in self._boxes]:
            for form, (_, box) in zip(forms, self._boxes):
                if box.is_mounted:
                    box.update_form(form)
            return
        focused = self.screen.focused if self.is_attached else None
        typing = focused is None or any(box in focused.ancestors_with_self for _, box in self._boxes)
        for _, box in self._boxes:
            box.remove()
        self._boxes = [(k, FormBox(f, names, self.L, compact)) for k, f in zip(keys, forms)]
        if self._boxes:
            scroll.mount(*[box for _, box in self._boxes])
            if typing and self.is_attached:  # the next order's first field, as the GM goes on
                self.call_after_refresh(self._boxes[0][1].focus_main)

    def _show_picker(self, form: GroupPicker) -> None:
        session = self.session
        size = form.max_size if form.max_size is not None and form.max_size == form.min_size else None
        title = Text(form.label).plain
        if form.info:
            title += " · " + " · ".join(form.info)
        self.query_one("#forms-picker", SquadBuilder).show(
            SquadSpec(
                title=title,
                candidates=list(form.members),
                size=size,
                build=lambda members, leader: form.order(members, leader),
                check=session.preview,
                names=session.state.names,
                key=form.key or form.action,
                selected=list(form.selected),
                entered=list(form.entered),
                leader=form.leader,
                leader_editable=bool(form.leader_field),
                ok_key="group_ok",  # any group (the lovers): a squad's words would be wrong
                entered_key="group_entered",
                group=True,
            )
        )

    def focus_main(self, *, scroll_visible: bool = True) -> None:
        """Focus the step's first widget (``scroll_visible``: as :meth:`OrderForm.focus_main`'s)."""
        if self.ballot_form is not None:
            self.query_one("#forms-ballot", Ballot).focus_main()
        elif self.picker_form is not None:
            self.query_one("#forms-picker", SquadBuilder).focus_main()
        elif self._boxes:
            self._boxes[0][1].focus_main(scroll_visible=scroll_visible)
        elif self.query_one("#forms-toml", TomlOrders).display:
            self.query_one("#forms-toml", TomlOrders).focus_main()
        else:
            self.screen.set_focus(None)

    # -- messages up ------------------------------------------------------------------------
    def on_ballot_cast(self, event: Ballot.Cast) -> None:
        event.stop()
        if self.ballot_form is not None:
            self.post_message(OrderReady(self.ballot_form.order(event.entries), event.problems, event.done))

    def on_squad_builder_submitted(self, event: SquadBuilder.Submitted) -> None:
        event.stop()
        self.post_message(OrderReady(event.order))
