"""The squad builder: pick members from the living players; the rules' verdict on the draft is
shown live (from a dry run of the order, never from rules copied here); enter proposes it.

Keys in the list: space toggles a player, enter proposes the squad, ctrl+l makes the highlighted
player the leader (while the game lets the GM choose him); a letter goes to the name field (a
name-typing screen: letters go to the names, commands are ctrl keys). In the name field: names
(comma-separated, accents and case ignored, completion with →) and enter toggles those players;
leaving the field (tab, a click) ticks them, so typed names are never lost.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input, SelectionList, Static
from textual.widgets.selection_list import Selection

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import NameIndex
from gmconsole.engine.preview import Preview
from gmconsole.engine.worded import describe
from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.widgets.names import (
    NameSuggester,
    compact,
    complete_name,
    first_letter_to,
    stop_typing,
    typed_names,
    typing_to,
)


@dataclass
class SquadSpec:
    """What the game's view asks of the builder (attributes down)."""

    title: str
    candidates: list[str]
    size: int | None
    build: Callable[[list[str], str], dict[str, Any]]
    """The order for a draft squad (members in seat order) and its leader."""
    check: Callable[[dict[str, Any]], Preview]
    """The rules' verdict on that order (a dry run)."""
    names: NameIndex
    key: Any = None
    """When it changes (a new proposal), the draft restarts from ``selected``."""
    selected: list[str] = field(default_factory=list)
    entered: list[str] = field(default_factory=list)
    leader: str = ""
    leader_editable: bool = False
    """True while the GM may still choose the leader (``ctrl+l`` on a player)."""
    ok_key: str = "squad_ok"
    entered_key: str = "squad_entered"
    """The labels of a valid draft and of the group entered (a squad's words by default)."""
    group: bool = False
    """Any group (the lovers), not a squad: enter confirms it rather than proposes it."""


class NameTypingList(SelectionList[str]):
    """A list of players beside a field for typing their names: a letter typed in the list goes to
    that field (a name-typing screen: letters go to the names, commands are ctrl keys). The
    bindings' descriptions are label keys, said in the game's language."""

    name_field = ""
    """The selector of the field the letters go to (on the same screen)."""

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        localize_bindings(self, L)

    async def _on_key(self, event: Any) -> None:
        if self.parent is not None:
            field = self.screen.query_one(self.name_field, Input)
            if await typing_to(field, event, self) or first_letter_to(field, event, self):
                return
        await super()._on_key(event)

    def _on_focus(self, event: Any) -> None:
        stop_typing(self)
        super()._on_focus(event)


class SquadList(NameTypingList):
    BINDINGS = [
        Binding("enter", "propose", "key_propose", show=True),
        Binding("enter", "confirm", "key_confirm", show=True),
        Binding("ctrl+l", "leader", "leader", show=True),
    ]
    name_field = "#squad-name"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows what the keys do here: a squad is proposed, any other group (the
        lovers) confirmed; ``ctrl+l`` only while the GM chooses the leader."""
        spec = self.parent.spec if isinstance(self.parent, SquadBuilder) else None
        if action == "leader":
            return spec is not None and spec.leader_editable
        if action in ("propose", "confirm"):
            return (action == "confirm") == (spec is not None and spec.group)
        return True

    def action_propose(self) -> None:
        self.post_message(SquadBuilder.Propose())

    def action_confirm(self) -> None:
        self.post_message(SquadBuilder.Propose())

    def action_leader(self) -> None:
        if self.highlighted is not None:
            self.post_message(SquadBuilder.LeaderPick(self.get_option_at_index(self.highlighted).value))


class SquadBuilder(Vertical):
    class Submitted(Message):
        """The GM proposes this order (the screen pushes it)."""

        def __init__(self, order: dict[str, Any]) -> None:
            super().__init__()
            self.order = order

    class Propose(Message):
        pass

    class LeaderPick(Message):
        def __init__(self, name: str) -> None:
            super().__init__()
            self.name = name

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.spec: SquadSpec | None = None
        self._candidates: list[str] = []
        self._key: Any = object()
        self.leader = ""

    def compose(self) -> ComposeResult:
        yield Static("", classes="pane-title", id="squad-title")
        yield SquadList(self.L, id="squad-list")
        yield compact(Input(placeholder=self.L("add_member"), id="squad-name"))
        yield Static("", id="squad-problems", classes="problems")

    # -- attributes down --------------------------------------------------------------------
    def show(self, spec: SquadSpec) -> None:
        self.spec = spec
        self.query_one("#squad-title", Static).update(Text(spec.title, style="bold"))
        name_input = self.query_one("#squad-name", Input)
        if name_input.suggester is None:
            name_input.suggester = NameSuggester(spec.names)
        else:
            name_input.suggester.set_index(spec.names)  # type: ignore[attr-defined]
        squad_list = self.query_one(SquadList)
        restart = spec.key != self._key
        if restart or not spec.leader_editable:
            self.leader = spec.leader
        if spec.candidates != self._candidates or restart:
            keep = spec.selected if restart else [v for v in squad_list.selected if v in spec.candidates]
            self._candidates = list(spec.candidates)
            self._rebuild_options(keep, None if restart else squad_list.highlighted)
        self._key = spec.key
        squad_list.refresh_bindings()
        self._update_problems()

    def _rebuild_options(self, keep: list[str], highlighted: int | None) -> None:
        squad_list = self.query_one(SquadList)
        squad_list.clear_options()
        squad_list.add_options([Selection(self._prompt(n), n, n in keep) for n in self._candidates])
        if self._candidates:
            squad_list.highlighted = min(highlighted or 0, len(self._candidates) - 1)

    def _prompt(self, name: str) -> Text:
        text = Text(name)
        if name == self.leader:
            text.append(f"  ★ {self.L('leader')}", style="bold yellow")
        return text

    def draft(self) -> list[str]:
        chosen = set(self.query_one(SquadList).selected)
        return [n for n in self._candidates if n in chosen]

    def on_input_blurred(self, event: Input.Blurred) -> None:
        """Names typed in the field count when the GM moves on, not only on enter (issue 13)."""
        if self.spec is None or event.input.id != "squad-name" or not event.input.value.strip():
            return
        found, rest = typed_names(self.spec.names, event.input.value, self._candidates)
        squad_list = self.query_one(SquadList)
        for name in found:
            if name not in squad_list.selected:
                squad_list.select(name)
        event.input.value = ", ".join(rest)
        if rest:
            self.query_one("#squad-problems", Static).update(
                Text("✘ " + self.L("unknown_name", typed=", ".join(rest)), style="bold red")
            )

    def draft_order(self) -> dict[str, Any] | None:
        return self.spec.build(self.draft(), self.leader) if self.spec else None

    def focus_main(self) -> None:
        self.query_one(SquadList).focus()

    # -- live verdict -----------------------------------------------------------------------
    def _update_problems(self) -> None:
        if self.spec is None:
            return
        members = self.draft()
        text = Text()
        if self.spec.size is not None:
            count_style = "green" if len(members) == self.spec.size else "yellow"
            text.append(self.L("selected", n=len(members), size=self.spec.size) + "\n", style=count_style)
        verdict = self.spec.check(self.spec.build(members, self.leader))
        if not verdict.ok:
            text.append(f"✘ {verdict.problem}\n", style="bold red")
        elif members and members == self.spec.entered:
            text.append("● " + self.L(self.spec.entered_key, members=", ".join(members)) + "\n", style="cyan")
        else:
            text.append("✔ " + self.L(self.spec.ok_key) + "\n", style="green")
        for warning in verdict.warnings:
            text.append(f"⚠ {warning}\n", style="yellow")
        text.rstrip()
        self.query_one("#squad-problems", Static).update(text)

    def on_selection_list_selected_changed(self, event: SelectionList.SelectedChanged) -> None:
        event.stop()
        self._update_problems()

    def on_squad_builder_leader_pick(self, event: LeaderPick) -> None:
        event.stop()
        if self.spec is None or not self.spec.leader_editable:
            return
        squad_list = self.query_one(SquadList)
        self.leader = event.name
        self._rebuild_options(list(squad_list.selected), squad_list.highlighted)
        self._update_problems()

    def on_squad_builder_propose(self, event: Propose) -> None:
        event.stop()
        order = self.draft_order()
        if order is not None:
            self.post_message(self.Submitted(order))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if self.spec is None:
            return
        typed = event.value.strip()
        if not typed:
            self.on_squad_builder_propose(self.Propose())
            return
        if "," in typed or ";" in typed:  # several names: each is toggled, the rest stays
            found, rest = typed_names(self.spec.names, typed, self._candidates)
            for each in found:
                self.query_one(SquadList).toggle(each)
            event.input.value = ", ".join(rest)
            if rest:
                self.query_one("#squad-problems", Static).update(
                    Text("✘ " + self.L("unknown_name", typed=", ".join(rest)), style="bold red")
                )
            return
        name: str | None = self.spec.names.get(typed) or complete_name(self.spec.names, typed)
        problems = self.query_one("#squad-problems", Static)
        if name is None:
            try:
                self.spec.names.resolve(typed)
            except RuleViolation as exc:
                problems.update(Text(f"✘ {describe(exc, getattr(self.L, 'lang', 'en'))}", style="bold red"))
            return
        if name not in self._candidates:
            problems.update(Text(f"✘ {self.L('not_candidate', name=name)}", style="bold red"))
            return
        squad_list = self.query_one(SquadList)
        squad_list.toggle(name)
        event.input.value = ""
