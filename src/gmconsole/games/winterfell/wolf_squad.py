"""The wolves' squad builder: members picked from the living wolves, a target, a lookout, a sword
strike when the sword is in play. The summed influence against the target's requirement and the
rules' verdict on the draft (a dry run: refusals, and warnings such as a missing lookout) update
as members are added; the squads already entered are listed above with their own verdicts.

Keys in the wolves' list: space toggles a wolf, enter sends the squad, ctrl+n orders no
assassination this phase; a letter goes to the members field (a name-typing screen: letters go to
the names, commands are ctrl keys). The fields, for typing (names completed with →, accents
ignored): members (``wym, how``: enter or leaving the field ticks them in the list; a name that is
no living wolf stays in the field, marked), target (enter goes on to the lookout), lookout (enter
sends the squad). The members field has the focus when the phase opens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, cast

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Input, SelectionList, Static
from textual.widgets.selection_list import Selection

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import NameIndex
from gmconsole.engine.preview import Preview
from gmconsole.engine.worded import describe
from gmconsole.tui.labels import Labels
from gmconsole.tui.widgets.names import (
    NameSuggester,
    compact,
    complete_name,
    typed_names,
)
from gmconsole.tui.widgets.squad import NameTypingList

if TYPE_CHECKING:
    from textual.widgets import Checkbox


@dataclass
class WolfSquadSpec:
    title: str
    wolves: list[tuple[str, str]]
    """(name, label) of each living wolf, label with rank and influence."""
    names: NameIndex
    build: Callable[[list[str], str, str, bool], dict[str, Any]]
    """The order for (members, target, lookout, sword)."""
    check: Callable[[dict[str, Any]], Preview]
    measure: Callable[[list[str], str], tuple[int, int | None]]
    """(influence of the members, influence needed against the target or None)."""
    entered: list[Text] = field(default_factory=list)
    key: Any = None
    sword_bearer: str = ""
    """Who holds the sword this phase ("" when the sword is not in play)."""
    no_assassination: dict[str, Any] | None = None


class WolfList(NameTypingList):
    BINDINGS = [
        Binding("enter", "send", "key_send_squad"),
        Binding("ctrl+n", "no_assassination", "key_no_assassination"),
    ]
    name_field = "#wolf-members"

    def action_send(self) -> None:
        self.post_message(WolfSquad.Send())

    def action_no_assassination(self) -> None:
        self.post_message(WolfSquad.Nothing())


class WolfSquad(Vertical):
    SCOPED_CSS = False  # the rules below also follow the game screen's narrow layout
    DEFAULT_CSS = """
    #wolf {
        height: 1fr;
    }

    #wolf-entered {
        height: auto;
        max-height: 6;
    }

    #wolf-builder {
        height: 1fr;
        min-height: 6;
    }

    #wolf-list {
        width: 1fr;
        height: 1fr;
        border: round $secondary 50%;
    }

    #wolf-form {
        width: 1fr;
        height: auto;
        padding: 0 0 0 1;
    }

    #wolf-form Input, #wolf-form Checkbox {
        margin: 0 0 1 0;
    }

    GameScreen.-narrow #wolf-form Input, GameScreen.-narrow #wolf-form Checkbox {
        margin: 0;
    }
    """

    class Send(Message):
        pass

    class Nothing(Message):
        pass

    class Submitted(Message):
        def __init__(self, order: dict[str, Any]) -> None:
            super().__init__()
            self.order = order

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.spec: WolfSquadSpec | None = None
        self._key: Any = object()
        self._wolves: list[tuple[str, str]] = []

    def compose(self) -> ComposeResult:
        yield Static("", classes="pane-title", id="wolf-title")
        yield Static("", id="wolf-entered")
        with Horizontal(id="wolf-builder"):
            yield WolfList(self.L, id="wolf-list")
            with Vertical(id="wolf-form"):
                yield compact(Input(placeholder=self.L("members"), id="wolf-members"))
                yield compact(Input(placeholder=self.L("target"), id="wolf-target"))
                yield compact(Input(placeholder=self.L("lookout"), id="wolf-lookout"))
                # the sword's checkbox (``#wolf-sword``) is mounted here when the sword is first
                # in play (:meth:`_sword`): hidden otherwise, it cost the console's start its
                # module and its styling (issue 17)
                yield Static("", id="wolf-verdict", classes="problems")

    def show(self, spec: WolfSquadSpec) -> None:
        self.spec = spec
        self.query_one("#wolf-title", Static).update(Text(spec.title, style="bold"))
        entered = Text()
        for line in spec.entered:
            entered.append_text(line)
            entered.append("\n")
        entered.rstrip()
        box = self.query_one("#wolf-entered", Static)
        box.update(entered)
        box.display = bool(spec.entered)
        for input_id in ("#wolf-members", "#wolf-target", "#wolf-lookout"):
            field = self.query_one(input_id, Input)
            if field.suggester is None:
                field.suggester = NameSuggester(spec.names)
            else:
                field.suggester.set_index(spec.names)  # type: ignore[attr-defined]
        sword = self._sword(bool(spec.sword_bearer))
        if sword is not None:
            sword.display = bool(spec.sword_bearer)
        if sword is not None and spec.sword_bearer:
            sword.label = f"{self.L('sword_strike')} ({spec.sword_bearer})"
        wolf_list = self.query_one(WolfList)
        restart = spec.key != self._key
        if restart or spec.wolves != self._wolves:
            keep = [] if restart else [v for v in wolf_list.selected if v in dict(spec.wolves)]
            self._wolves = list(spec.wolves)
            wolf_list.clear_options()
            wolf_list.add_options([Selection(Text(label), name, name in keep) for name, label in spec.wolves])
            if spec.wolves:
                wolf_list.highlighted = 0
        if restart:
            focused = self.screen.focused
            typing = focused is not None and focused.id in ("wolf-members", "wolf-target", "wolf-lookout")
            for input_id in ("#wolf-members", "#wolf-target", "#wolf-lookout"):
                self.query_one(input_id, Input).value = ""
            if sword is not None:
                sword.value = False
            if typing:
                self.query_one("#wolf-members", Input).focus()
        self._key = spec.key
        self._update_verdict()

    def focus_main(self) -> None:
        self.query_one("#wolf-members", Input).focus()

    def _sword(self, needed: bool = False) -> Checkbox | None:
        """The sword strike's checkbox, mounted before the verdict when first ``needed``."""
        found = self.query("#wolf-sword")
        if found:
            return cast("Checkbox", found.first())
        if not needed:
            return None
        from textual.widgets import Checkbox

        sword = compact(Checkbox(self.L("sword_strike"), id="wolf-sword"))
        self.query_one("#wolf-form").mount(sword, before=self.query_one("#wolf-verdict"))
        return sword

    # -- the draft -------------------------------------------------------------------------
    def _typed(self, input_id: str) -> str:
        assert self.spec is not None
        typed = self.query_one(input_id, Input).value.strip()
        if not typed:
            return ""
        return self.spec.names.get(typed) or complete_name(self.spec.names, typed) or typed

    def draft(self) -> tuple[list[str], str, str, bool]:
        chosen = set(self.query_one(WolfList).selected)
        if self.spec is not None:  # names typed in the members field count at once
            typed, _ = typed_names(
                self.spec.names, self.query_one("#wolf-members", Input).value, list(dict(self._wolves))
            )
            chosen.update(typed)
        members = [n for n, _ in self._wolves if n in chosen]
        box = self._sword()
        sword = box is not None and box.value and bool(self.spec and self.spec.sword_bearer)
        if sword and self.spec:
            members = [self.spec.sword_bearer]
        return members, self._typed("#wolf-target"), self._typed("#wolf-lookout"), sword

    def draft_order(self) -> dict[str, Any] | None:
        if self.spec is None:
            return None
        members, target, lookout, sword = self.draft()
        return self.spec.build(members, target, lookout, sword)

    def _update_verdict(self) -> None:
        if self.spec is None:
            return
        members, target, lookout, sword = self.draft()
        text = Text()
        influence, needed = self.spec.measure(members, target)
        text.append(f"{self.L('influence')} {influence}", style="bold")
        if sword:
            text.append(f"  ({self.L('sword_strike')})", style="yellow")
        elif needed is not None:
            ok = influence >= needed
            text.append(f" / {needed} ", style="bold")
            text.append("✔" if ok else "✘", style="green" if ok else "red")
        text.append("\n")
        for problem in self._member_problems():
            text.append(f"✘ {problem}\n", style="bold red")
        if not members or not target:
            text.append(self.L("squad_hint"), style="dim")
        else:
            verdict = self.spec.check(self.spec.build(members, target, lookout, sword))
            if not verdict.ok:
                text.append(f"✘ {verdict.problem}", style="bold red")
            elif verdict.warnings:
                text.append("⚠ " + self.L("squad_send_but"), style="yellow")
                for warning in verdict.warnings:
                    text.append(f"\n⚠ {warning}", style="yellow")
            else:
                text.append("✔ " + self.L("squad_send"), style="green")
        self.query_one("#wolf-verdict", Static).update(text)

    def _member_problems(self) -> list[str]:
        """What is wrong with each name left in the members field once the GM has moved on
        (enter, tab, a click), one line each: a player who is no living wolf, or a name that is
        no player's, with the close names. Said as long as it stays there (issue: a tab used to
        leave it marked by nothing)."""
        box = self.query_one("#wolf-members", Input)
        if self.spec is None or box.has_focus or not box.value.strip():
            return []
        names = self.spec.names
        _, rest = typed_names(names, box.value, list(dict(self._wolves)))
        problems: list[str] = []
        for typed in rest:
            name = names.get_loose(typed) or complete_name(names, typed)
            if name is not None:
                problems.append(self.L("not_a_living_wolf", name=name, typed=typed))
                continue
            try:
                names.resolve(typed)
            except RuleViolation as exc:
                problems.append(describe(exc, getattr(self.L, "lang", "en")))
            else:  # pragma: no cover - a name resolve reads is found above
                problems.append(self.L("not_wolves", names=typed))
        return problems

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        event.stop()
        self._update_verdict()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._update_verdict()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        self._update_verdict()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.input.id == "wolf-members":
            self._toggle_typed(event.input)
            self.query_one("#wolf-target", Input).focus()
        elif event.input.id == "wolf-target" and not self.query_one("#wolf-lookout", Input).value.strip():
            self.query_one("#wolf-lookout", Input).focus()
        else:
            self.on_wolf_squad_send(self.Send())

    def on_input_blurred(self, event: Input.Blurred) -> None:
        """Names typed in the members field count when the GM moves on (tab, a click), not only
        on enter: they are ticked in the list, what is not a living wolf stays in the field."""
        if event.input.id == "wolf-members" and event.input.value.strip():
            self._toggle_typed(event.input)

    def _toggle_typed(self, box: Input) -> None:
        """Tick in the list every wolf named in ``box`` (comma-separated); keep the rest there."""
        if self.spec is None:
            return
        wolf_list = self.query_one(WolfList)
        found, unknown = typed_names(self.spec.names, box.value, list(dict(self._wolves)))
        for name in found:
            if name not in wolf_list.selected:
                wolf_list.select(name)
        box.value = ", ".join(unknown)
        self._update_verdict()  # says what is wrong with each name left in the field

    def on_wolf_squad_send(self, event: Send) -> None:
        event.stop()
        order = self.draft_order()
        if order is not None:
            self.post_message(self.Submitted(order))

    def on_wolf_squad_nothing(self, event: Nothing) -> None:
        event.stop()
        if self.spec is not None and self.spec.no_assassination is not None:
            self.post_message(self.Submitted(self.spec.no_assassination))
