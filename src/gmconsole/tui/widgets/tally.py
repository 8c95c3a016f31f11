"""A ballot: who has voted (or chosen) what, entered one key per player or typed as a list, with
a live tally per option (a bar each, weighted when the game weighs votes) and who is missing.

Used for yes/no votes, secret mission choices (success/sabotage) and weighted votes with special
options (an abstention, or any the game declares). The widget only collects; the screen pushes the order the
game's view builds from ``Cast.entries``, and the engine checks it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.coordinate import Coordinate
from textual.message import Message
from textual.widgets import Input, Static

from gmconsole.engine.names import NameIndex, fold
from gmconsole.tui.labels import Labels
from gmconsole.tui.widgets.names import NameSuggester, compact, complete_name, some_names, split_entries
from gmconsole.tui.widgets.table import Table

_CHUNKS = re.compile(r"[,;\n]")
BAR_WIDTH = 24
MISSING_SHOWN = 8


@dataclass
class Option:
    """One answer of a ballot and the keys that cast it."""

    key: str
    """The word sent to the engine (``"yes"``, ``"sabotage"``)."""
    label: str
    keys: tuple[str, ...]
    style: str = ""
    short: str = ""
    """What the voter's row shows (default: the label)."""


@dataclass
class BallotSpec:
    """What a ballot shows: its voters, options, the votes cast and its words."""

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
    totals: dict[str, int] | None = None
    """Totals per option as the engine counts them (weights, abstentions); None: count here,
    one vote (or the voter's weight) each."""
    scale: int | None = None
    """The total a full bar stands for (default: every voter's weight)."""
    mark: int | None = None
    """A threshold drawn on each bar (│) at this total."""
    extra: list[Any] = field(default_factory=list)
    """More lines under the bars (Text or str)."""


PASS_THROUGH: frozenset[str] = frozenset()
"""Letters the ballot leaves to the screen: none. The screen's commands are ctrl and function
keys (issue 13), so any letter that is not an option's key starts a typed vote, and once the
field has the focus every letter goes to it."""


class BallotTable(Table):
    """The voters, one row each; a key per option casts it for the highlighted voter.

    A letter that is an option's key and also begins a known name (``n`` for « non » and
    Nadia) is held until the next key says which it is: a letter that goes on with a name
    starts a typed vote with both, any other key (or :attr:`HOLD` seconds without one)
    casts the option, then acts as usual."""

    HOLD = 0.5
    """Seconds an ambiguous option key waits for the next one before it casts."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.key_map: dict[str, str] = {}
        self.names: list[str] = []
        """The known names, folded (players and their other names): a typed vote begins with one."""
        self._typing = False
        """A typed vote has started: keys that arrive before the field has the focus follow it."""
        self._held: tuple[str, str] | None = None
        """An option key held (the letter, the option), with its timer."""
        self._hold_timer: Any = None

    _scroll_waiting = False
    """The cursor was moved before the table had a height: it is scrolled into view at the
    first one."""

    def _scroll_cursor_into_view(self, animate: bool = False) -> None:
        if not self.size.height:
            # Not laid out yet: a view of no height would put the cursor's row at its top
            # whatever the height to come, so the frame would depend on when the first layout
            # came (issue 17). The cursor is scrolled into view at the table's first height.
            self._scroll_waiting = True
            return
        super()._scroll_cursor_into_view(animate)

    def on_resize(self) -> None:
        if self._scroll_waiting and self.size.height:
            self._scroll_waiting = False
            self._scroll_cursor_into_view()

    def _on_focus(self, event: Any) -> None:
        self._typing = False
        super()._on_focus(event)

    def _on_blur(self, event: Any) -> None:
        self._release()
        super()._on_blur(event)

    def _field(self) -> Input | None:
        return self.parent.query_one("#ballot-input", Input) if self.parent is not None else None

    def _begins_a_name(self, typed: str) -> bool:
        folded = fold(typed)
        return any(name.startswith(folded) for name in self.names)

    def _cast(self, option: str) -> None:
        if not self.row_count:
            return
        row = self.cursor_row
        row_key = self.coordinate_to_cell_key(Coordinate(row, 0)).row_key
        moved = row < self.row_count - 1

        def done(ok: bool) -> None:
            # A refused vote (a lover against the other): the cursor comes back to its voter,
            # who has no vote yet, unless a key has moved it on since.
            if not ok and moved and self.cursor_row == row + 1:
                self.move_cursor(row=row)

        self.post_message(Ballot.Cast({str(row_key.value): option}, done=done))
        if moved:  # at once: the next key is for the next voter
            self.move_cursor(row=row + 1)

    def _release(self) -> None:
        """The held key casts its option (the next key was no name's, or none came)."""
        held, self._held = self._held, None
        if self._hold_timer is not None:
            self._hold_timer.stop()
            self._hold_timer = None
        if held is not None:
            self._cast(held[1])

    def _type(self, text: str) -> None:
        """Start a typed vote ("voter: vote") in the field below with ``text``."""
        field = self._field()
        if field is None:
            return
        self._typing = True
        field.focus()
        kept = field.value.rstrip()
        if kept:  # what was not entered before stays; the new vote is a new entry
            field.value = kept if kept.endswith((",", ";")) else kept + ","
            field.value += " "
            field.cursor_position = len(field.value)
        field.insert_text_at_cursor(text)

    async def _on_key(self, event: Any) -> None:
        if self._typing and (event.is_printable or event.key in ("enter", "backspace")):
            # Keys typed fast (or pasted) reach the table before the focus has moved: pass them on.
            event.stop()
            event.prevent_default()
            field = self._field()
            if field is not None:
                if event.key == "enter":
                    await field.action_submit()
                elif event.key == "backspace":
                    field.action_delete_left()
                else:
                    field.insert_text_at_cursor(event.character)
            return
        if self._held is not None:
            letter = self._held[0]
            if event.is_printable and event.character and self._begins_a_name(letter + event.character):
                event.stop()
                event.prevent_default()
                self._held = None
                self._release()  # the timer only: the two letters begin a name
                self._type(letter + event.character)
                return
            self._release()
        option = self.key_map.get(event.key)
        if option is not None and self.row_count:
            event.stop()
            event.prevent_default()
            if event.character and event.character.isalpha() and self._begins_a_name(event.character):
                self._held = (event.character, option)
                self._hold_timer = self.set_timer(self.HOLD, self._release)
                return
            self._cast(option)
            return
        if (
            event.is_printable
            and event.character
            and event.character.isalpha()
            and event.key not in PASS_THROUGH
        ):
            # A letter starts a typed vote ("voter: vote") in the field below, as the hint says,
            # so the rest of a name never reaches the screen's one-letter keys.
            event.stop()
            event.prevent_default()
            self._type(event.character)
            return
        await super()._on_key(event)


class Ballot(Vertical):
    class Cast(Message):
        def __init__(
            self, entries: dict[str, str], problems: str = "", done: Callable[[bool], None] | None = None
        ) -> None:
            super().__init__()
            self.entries = entries
            self.problems = problems
            """What of a typed line was not entered, and why (shown on the status line too)."""
            self.done = done
            """Told whether the rules took the vote (``OrderReady.done``): a key's vote refused
            brings the cursor back to its voter."""

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.spec: BallotSpec | None = None
        self._voters: list[str] = []
        self._key: Any = object()
        self._sent: tuple[str, dict[str, str]] | None = None
        """What stays of a typed line sent with words only the rules read (yes/no ballots), and
        the votes cast when it was sent: the whole line stays in the field until the cast votes
        change (the rules took it), so a refusal loses nothing."""

    def compose(self) -> ComposeResult:
        # The title, table, tally and field are mounted when the ballot is first shown (``show``,
        # or ``focus_main``): a ballot composed for a step not yet reached is hidden, and its
        # table and field cost the console's start their styling (issue 17).
        yield from ()

    def _parts(self) -> None:
        if not self.children:
            self.mount(
                Static("", classes="pane-title", id="ballot-title"),
                Static("", id="ballot-hint"),
                BallotTable(id="ballot-table"),
                Static("", id="ballot-tally", classes="tally"),
                compact(Input(id="ballot-input", select_on_focus=False)),
                Static("", id="ballot-problem", classes="problems"),
            )

    def show(self, spec: BallotSpec) -> None:
        self.spec = spec
        self._parts()
        self.query_one("#ballot-title", Static).update(Text(spec.title, style="bold"))
        self.query_one("#ballot-hint", Static).update(Text(spec.hint, style="dim"))
        table = self.query_one(BallotTable)
        table.key_map = {k: o.key for o in spec.options for k in o.keys}
        table.names = [*spec.names.entries, *(fold(v) for v in spec.voters)]
        by_key = {o.key: o for o in spec.options}
        columns = ["seat", "name", *(["weight"] if spec.weights else []), "vote"]
        if [str(c.value) for c in table.columns] != columns:
            table.clear(columns=True)
            self._voters = []
            table.add_column("#", key="seat")
            table.add_column(self.L("col_name"), key="name")
            if spec.weights:
                table.add_column(self.L("col_influence"), key="weight")
            width = max(
                [len(o.short or o.label) for o in spec.options] + [len(spec.header or self.L("vote"))]
            )
            table.add_column(spec.header or self.L("vote"), key="vote", width=min(width, 30))
        if spec.voters != self._voters:
            cursor = table.cursor_row
            table.clear()
            for i, voter in enumerate(spec.voters, start=1):
                weight = [str(spec.weights.get(voter, ""))] if spec.weights else []
                table.add_row(str(i), voter, *weight, self._cell(spec.cast.get(voter), by_key), key=voter)
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
        if self._sent is not None and spec.cast != self._sent[1]:
            name_input.value, self._sent = self._sent[0], None  # the rules took the line
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
        return Text((option.short or option.label) if option else value, style=option.style if option else "")

    def _tally(self, spec: BallotSpec, by_key: dict[str, Option]) -> Text:
        totals = spec.totals
        if totals is None:
            totals = {o.key: 0 for o in spec.options}
            for voter, value in spec.cast.items():
                totals[value] = totals.get(value, 0) + spec.weights.get(voter, 1)
        full = spec.scale or sum(spec.weights.get(v, 1) for v in spec.voters) or 1
        width = min(max((len(o.label) for o in spec.options), default=0), 24)
        mark = None if spec.mark is None else min(BAR_WIDTH - 1, round(BAR_WIDTH * spec.mark / full))
        text = Text()
        for option in spec.options:
            n = totals.get(option.key, 0)
            filled = min(BAR_WIDTH, round(BAR_WIDTH * n / full))
            reached = spec.mark is not None and n >= spec.mark and n > 0
            text.append(f"{option.label[:width]:<{width}} ", style="bold")
            for i in range(BAR_WIDTH):
                if i == mark:
                    text.append("│" if i >= filled else "┃", style="bold yellow")
                elif i < filled:
                    text.append("█", style=option.style or "white")
                else:
                    text.append("░", style="dim")
            text.append(f" {n}", style="bold red" if reached else "")
            text.append("\n")
        for line in spec.extra:
            text.append_text(line if isinstance(line, Text) else Text(str(line)))
            text.append("\n")
        if spec.threshold:
            text.append(spec.threshold + "\n", style="dim")
        missing = [v for v in spec.voters if v not in spec.cast]
        if missing:
            names = ", ".join(missing[:MISSING_SHOWN]) + (", …" if len(missing) > MISSING_SHOWN else "")
            text.append(self.L(spec.missing_label, names=f"{names} ({len(missing)})"), style="red")
        else:
            text.append(self.L(spec.complete_label), style="green")
        return text

    def focus_main(self) -> None:
        self._parts()
        self.query_one(BallotTable).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """A typed line: the entries that read clearly are cast at once; the others stay in the
        field, each with what is wrong and the closest names (issue 13: one unknown name never
        throws the whole line away)."""
        event.stop()
        if self.spec is None:
            return
        entries, kept, problems = self.read_line(event.value)
        said = self.L("not_entered", items=" · ".join(problems)) if problems else ""
        if entries:
            self.post_message(self.Cast(entries, said))
        elif said and hasattr(self.screen, "say"):  # nothing entered: the status line says why
            self.screen.say(said, "bold red")
        option_keys = {o.key for o in self.spec.options}
        if any(vote not in option_keys for vote in entries.values()):
            self._sent = (", ".join(kept), dict(self.spec.cast))  # ``show`` empties the field
            return
        event.input.value = ", ".join(kept)
        event.input.cursor_position = len(event.input.value)
        box = self.query_one("#ballot-problem", Static)
        box.update(Text("✘ " + said, style="bold red") if said else "")

    def read_line(self, line: str) -> tuple[dict[str, str], list[str], list[str]]:
        """``(entries, chunks kept as typed, problems)`` for a typed line of votes."""
        assert self.spec is not None
        entries: dict[str, str] = {}
        kept: list[str] = []
        problems: list[str] = []
        for chunk in [c.strip() for c in _CHUNKS.split(line) if c.strip()]:
            pairs = split_entries(chunk)
            voter_typed, word = pairs[0] if pairs else (chunk, "")
            voter, why = self._voter(voter_typed)
            vote, why_vote = self._vote(word) if voter else (None, "")
            if voter is None or vote is None:
                kept.append(chunk)
                problems.append(why or why_vote)
                continue
            entries[voter] = vote
        return entries, kept, problems

    def _closest(self, typed: str, names: list[str]) -> str:
        close = NameIndex(names).suggest(typed) if names else []
        return f" ({self.L('closest', names=', '.join(close))})" if close else ""

    def _voter(self, typed: str) -> tuple[str | None, str]:
        assert self.spec is not None
        spec = self.spec
        name = spec.names.get(typed) or spec.names.get_loose(typed) or complete_name(spec.names, typed)
        if name is None:
            return None, self.L("unknown_name", typed=typed) + self._closest(typed, spec.voters)
        if name not in spec.voters:
            return None, self.L("may_not_vote", name=name, voters=some_names(spec.voters))
        return name, ""

    def _vote(self, word: str) -> tuple[str | None, str]:
        """The option a typed vote stands for: its key, its label, its short form, one of its
        keys (``3`` for the third accused), or a player's name completed; else None and why."""
        assert self.spec is not None
        spec = self.spec
        if not word:
            return None, self.L("unknown_vote", typed="")
        key = fold(word)
        for option in spec.options:
            words = {fold(option.key), fold(option.label), fold(option.short or option.label)}
            if key in words or word in option.keys or key in option.keys:
                return option.key, ""
        option_keys = {o.key for o in spec.options}
        name = spec.names.get(word) or spec.names.get_loose(word) or complete_name(spec.names, word)
        if name is not None and name in option_keys:
            return name, ""
        named = [o.key for o in spec.options if spec.names.get(o.key)]
        if not named:  # a ballot of words (yes/no, success/sabotage): the engine reads the word
            return word, ""
        return None, self.L("unknown_vote", typed=word) + self._closest(word, named)


def ballot_spec(form: Any, names: NameIndex, L: Labels, style: str = "cyan", **shown: Any) -> BallotSpec:
    """The tally's spec drawn from a ballot form of the rules (:class:`~gmconsole.engine.rules.base.Ballot`):
    its voters and weights, its candidates (keys 1-9), its special options with their own labels and
    keys, the votes cast and the rules' totals, its threshold and information lines. ``shown``
    overrides what the game's view words its own way (``title``, ``hint``, ``threshold``...)."""
    options = [
        Option(name, f"{i}. {name}" if i <= 9 else name, (str(i),) if i <= 9 else (), style, name)
        for i, name in enumerate(form.candidates, start=1)
    ]
    options += [Option(s.key, s.label or L(s.key), tuple(s.keys), s.style) for s in form.specials]
    values: dict[str, Any] = {
        "title": form.label,
        "voters": list(form.voters),
        "options": options,
        "cast": dict(form.cast),
        "names": names,
        "weights": dict(form.weights),
        "totals": None if form.totals is None else dict(form.totals),
        "scale": form.scale,
        "mark": form.threshold,
        "threshold": form.rule,
        "extra": list(form.info),
        "hint": form.hint,
        "key": form.key or None,
        "header": L("vote"),
    }
    values.update(shown)
    return BallotSpec(**values)
