"""Vote import in the console: paste the thread, review what was read, enter the votes at once.

- :class:`PasteThread` (``p`` on the game screen while a vote on names is open): a text area to
  paste the thread into (copied from the browser, or its BBCode source); ctrl+s reads it and
  returns the text.
- :class:`ReviewImport`: one row per voter read (poster, what he wrote, the voter and vote
  matched, the confidence, clear / question / problem and why). The GM drops or restores a line
  (d), chooses among a question's candidates (1-4), types the names (e), confirms a doubtful
  line (y); enter or ctrl+s returns the votes that can be entered, which the game screen pushes
  as one action (one undo takes them all back). Escape returns None: nothing is entered.
- :class:`CorrectLine`: the voter and the vote of one line typed by the GM, each resolved by the
  import's own matcher (accents and case ignored, aliases known).

The engine decides everything: the import reads and matches (``import_for_ballot``), the ballot
says who votes and for whom, ``line_vote`` says what a line enters, and the rules check the
order before it is pushed (a dry run, refused orders are shown here).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, DataTable, Footer, Input, Label, Static, TextArea

from gmconsole.engine.rules.base import Ballot
from gmconsole.engine.votes_import.models import ThreadImport
from gmconsole.tui.fast_keys import FOCUS_KEYS, EnterMovesOn
from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.textual_words import WordedBindings
from gmconsole.tui.vote_review import (
    CORRECTED,
    DROPPED,
    ENTER,
    PROBLEM,
    QUESTION,
    SUPERSEDED,
    Review,
    ReviewRow,
    Verdict,
    resolve_vote,
    resolve_voter,
)
from gmconsole.tui.widgets.names import NameSuggester
from gmconsole.tui.widgets.table import Table

STATE_STYLE = {
    ENTER: "",
    CORRECTED: "cyan",
    QUESTION: "bold yellow",
    PROBLEM: "red",
    DROPPED: "dim strike",
    SUPERSEDED: "dim red",
}
STATE_ICON = {ENTER: "✔", CORRECTED: "✎", QUESTION: "?", PROBLEM: "✘", DROPPED: "–", SUPERSEDED: "↷"}
PROBLEM_WIDTH = 60
WROTE_WIDTH = 16
BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]


def _keys(n: int) -> str:
    return "1" if n == 1 else f"1-{n}"


class PasteThread(WordedBindings, ModalScreen[str | None]):
    """A text area for the pasted thread; ctrl+s (or the button) returns its text."""

    HORIZONTAL_BREAKPOINTS = BREAKPOINTS

    BINDINGS = [
        Binding("escape", "cancel", "key_cancel"),
        Binding("ctrl+s", "read", "key_read"),
        *FOCUS_KEYS,
    ]

    def __init__(self, L: Labels, ballot_label: str) -> None:
        super().__init__()
        self.L = L
        self.ballot_label = ballot_label
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        L = self.L
        with Vertical(id="paste-box", classes="modal-box"):
            yield Label(Text(L("paste_title", ballot=self.ballot_label), style="bold"))
            yield Static(Text(L("paste_hint"), style="dim"), id="paste-hint")
            yield TextArea("", id="paste-text", tab_behavior="focus", soft_wrap=True)
            yield Static("", id="paste-problem", classes="problems")
            with Horizontal(classes="buttons"):
                yield Button(L("read_votes"), variant="primary", id="paste-read")
                yield Button(L("cancel"), id="paste-cancel")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#paste-text", TextArea).focus()

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        lines = event.text_area.document.line_count if event.text_area.text else 0
        self.query_one("#paste-problem", Static).update(Text(self.L("paste_lines", n=lines), style="dim"))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "paste-read":
            self.action_read()
        else:
            self.dismiss(None)

    def action_read(self) -> None:
        text = self.query_one("#paste-text", TextArea).text
        if not text.strip():
            self.query_one("#paste-problem", Static).update(
                Text("✘ " + self.L("paste_empty"), style="bold red")
            )
            return
        self.dismiss(text)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ReviewTable(Table):
    """The review rows; enter asks the screen to enter the votes (not a row selection)."""

    BINDINGS = [Binding("enter", "screen.submit", "key_enter_votes", show=False)]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)


class ReviewImport(WordedBindings, ModalScreen[dict[str, str] | None]):
    """The lines read in the thread, for the GM to confirm, correct or drop; returns the votes
    to enter (voter → vote) or None."""

    HORIZONTAL_BREAKPOINTS = BREAKPOINTS

    BINDINGS = [
        Binding("escape", "cancel", "key_cancel"),
        Binding("ctrl+s", "submit", "key_enter_votes"),
        Binding("d,delete", "drop", "key_drop"),
        Binding("1", "choose(1)", "key_choose", key_display="1-4"),
        Binding("2", "choose(2)", "key_choose", show=False),
        Binding("3", "choose(3)", "key_choose", show=False),
        Binding("4", "choose(4)", "key_choose", show=False),
        # The correction opens when e is pressed: the name typed fast after it goes to its field,
        # not to this screen's keys (n, y, d would have moved on, confirmed or dropped lines).
        Binding("e", "edit", "key_edit", priority=True),
        Binding("y", "confirm", "key_confirm"),
        Binding("n", "next", "key_next"),
        Binding("backspace", "reset", "key_reset", show=False),
    ]

    def __init__(
        self, L: Labels, session: Any, ballot: Ballot, result: ThreadImport, title: str = ""
    ) -> None:
        super().__init__()
        self.L = L
        self.session = session
        self.ballot = ballot
        self.result = result
        self.review = Review(result, ballot, words=L)
        self.title_text = title or ballot.label
        self._armed = False
        self._note: Text | None = None
        localize_bindings(self, L)

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        L = self.L
        with Vertical(id="review-box", classes="modal-box"):
            yield Static("", id="review-title")
            yield Static(Text(L("review_keys"), style="dim"), id="review-hint")
            yield ReviewTable(id="review-table")
            yield Static("", id="review-detail")
            yield Static("", id="review-summary")
        yield Footer()

    def on_mount(self) -> None:
        L = self.L
        table = self.query_one(ReviewTable)
        for key, label in (
            ("n", "#"),
            ("state", L("col_status")),
            ("poster", L("col_posted")),
            ("wrote", L("col_wrote")),
            ("voter", L("col_voter")),
            ("vote", L("col_vote")),
            ("conf", L("col_conf")),
        ):
            table.add_column(label, key=key)
        table.add_column(L("col_problem"), key="problem", width=PROBLEM_WIDTH)
        verdicts = self.review.verdicts()
        for row, verdict in zip(self.review.rows, verdicts):
            table.add_row(*self._cells(row, verdict), key=str(row.index))
        table.focus()
        self._refresh(verdicts)
        undecided = self.review.undecided()
        if undecided:
            table.move_cursor(row=undecided[0])

    # -- cells ------------------------------------------------------------------------------
    def _vote_words(self, vote: str | None) -> str:
        if vote is None:
            return "?"
        if vote == "unvote":
            return self.L(vote)
        option = self.ballot.special(vote)
        if option is not None:
            return option.label or self.L(vote)
        return vote

    def _cells(self, row: ReviewRow, verdict: Verdict) -> list[Text]:
        style = STATE_STYLE[verdict.state]
        line = row.line
        conf = "" if row.edited else str(line.confidence)
        reason = verdict.reason if verdict.state != ENTER else ""
        if len(reason) > PROBLEM_WIDTH:
            reason = reason[: PROBLEM_WIDTH - 1] + "…"
        wrote = line.vote_raw if len(line.vote_raw) <= WROTE_WIDTH else line.vote_raw[: WROTE_WIDTH - 1] + "…"
        values = [
            str(row.index + 1),
            f"{STATE_ICON[verdict.state]} {self.L('st_' + verdict.state)}",
            line.poster,
            wrote,
            row.voter or "?",
            self._vote_words(row.vote),
            conf,
            reason,
        ]
        cells = [Text(v, style=style) for v in values]
        if row.voter is None and not row.dropped:
            cells[4].stylize("bold yellow")
        if row.vote is None and not row.dropped:
            cells[5].stylize("bold yellow")
        return cells

    def _refresh(self, verdicts: list[Verdict] | None = None, rows: list[int] | None = None) -> None:
        verdicts = verdicts if verdicts is not None else self.review.verdicts()
        table = self.query_one(ReviewTable)
        keys = ("n", "state", "poster", "wrote", "voter", "vote", "conf", "problem")
        for i in rows if rows is not None else []:
            for key, cell in zip(keys, self._cells(self.review.rows[i], verdicts[i])):
                table.update_cell(str(i), key, cell)
        self._title(verdicts)
        self._detail(verdicts)
        self._summary(verdicts)

    def _title(self, verdicts: list[Verdict]) -> None:
        result, L = self.result, self.L
        text = Text(L("review_title", ballot=self.title_text), style="bold")
        text.append(
            "  " + L("review_info", posts=result.posts, format=result.format or "?", lines=len(result.lines)),
            style="dim",
        )
        self.query_one("#review-title", Static).update(text)

    def current(self) -> ReviewRow | None:
        table = self.query_one(ReviewTable)
        if not table.row_count:
            return None
        return self.review.rows[table.cursor_row]

    def _detail(self, verdicts: list[Verdict]) -> None:
        row = self.current()
        detail = self.query_one("#review-detail", Static)
        if row is None:
            detail.update("")
            return
        L, line, verdict = self.L, row.line, verdicts[row.index]
        text = Text(f"{row.index + 1}. ", style="bold")
        text.append(line.poster, style="bold")
        text.append(f" — « {line.vote.text.strip()[:70]} » ", style="")
        text.append(f"({L('line_of', line=line.vote.line)})", style="dim")
        problem = line.problem if not row.edited else ""
        reason = verdict.reason if verdict.state != ENTER else ""
        for words in dict.fromkeys(w for w in (problem, reason) if w):
            text.append("\n  " + words, style=STATE_STYLE[verdict.state] or "")
        what, options = self.review.choosing(row)
        if what:
            text.append("\n  " + L("choose_" + what, keys=_keys(len(options))) + " ", style="bold")
            for i, (name, score) in enumerate(options, start=1):
                text.append(f"{i} ", style="bold cyan")
                text.append(f"{name} ({score})   ")
        if line.changed:
            earlier = " → ".join(
                self._vote_words(v.target if v.kind == "vote" else v.kind) for v in line.history
            )
            text.append("\n  " + L("history", votes=earlier), style="dim")
        detail.update(text)

    def _summary(self, verdicts: list[Verdict]) -> None:
        L = self.L
        counts: dict[str, int] = {}
        for v in verdicts:
            counts[v.state] = counts.get(v.state, 0) + 1
        to_enter = [v.vote for v in verdicts if v.vote is not None]
        text = Text(L("to_enter", n=len(to_enter)), style="bold green" if to_enter else "bold")
        for state in (QUESTION, PROBLEM, SUPERSEDED, DROPPED):
            if counts.get(state):
                text.append(
                    f"  {STATE_ICON[state]} " + L("count_" + state, n=counts[state]), style=STATE_STYLE[state]
                )
        order = [*self.ballot.candidates, *self.ballot.special_keys]
        per_vote = {k: to_enter.count(k) for k in order if k in to_enter}
        if per_vote:
            text.append("  —  ", style="dim")
            text.append(" · ".join(f"{self._vote_words(k)} {n}" for k, n in per_vote.items()), style="green")
        if self._note is not None:
            text.append("\n")
            text.append_text(self._note)
        self.query_one("#review-summary", Static).update(text)

    def note(self, text: str, style: str) -> None:
        self._note = Text(text, style=style)
        self._summary(self.review.verdicts())

    # -- events -----------------------------------------------------------------------------
    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self._detail(self.review.verdicts())

    def _changed(self, row: ReviewRow) -> None:
        """Redraw every row: one decision may change another line (a voter taken twice)."""
        self._armed = False
        self._note = None
        self._refresh(rows=list(range(len(self.review.rows))))

    # -- actions ----------------------------------------------------------------------------
    def action_drop(self) -> None:
        row = self.current()
        if row is not None:
            self.review.toggle_drop(row)
            self._changed(row)

    def action_choose(self, number: int) -> None:
        row = self.current()
        if row is None:
            return
        if self.review.choose(row, number):
            self._changed(row)
        else:
            self.note(self.L("nothing_to_choose"), "yellow")

    def action_confirm(self) -> None:
        row = self.current()
        if row is None:
            return
        if self.review.confirm(row):
            self._changed(row)
        else:
            self.note(self.L("choose_first"), "yellow")

    def action_reset(self) -> None:
        row = self.current()
        if row is not None:
            self.review.reset(row)
            self._changed(row)

    def action_next(self) -> None:
        table = self.query_one(ReviewTable)
        undecided = self.review.undecided()
        if not undecided:
            self.note(self.L("nothing_left"), "green")
            return
        after = [i for i in undecided if i > table.cursor_row]
        table.move_cursor(row=(after or undecided)[0])

    def action_edit(self) -> None:
        row = self.current()
        if row is None:
            return
        modal = CorrectLine(self.L, self.session.state.names, row, self.review.choosing(row), self.ballot)

        def done(value: tuple[str, str] | None) -> None:
            if value is not None:
                self.review.set(row, *value)
                self._changed(row)

        self.app.push_screen(modal, done)

    def action_submit(self) -> None:
        verdicts = self.review.verdicts()
        votes = self.review.votes()
        if not votes:
            self.note(self.L("nothing_to_enter"), "bold red")
            return
        questions = sum(1 for v in verdicts if v.state == QUESTION)
        if questions and not self._armed:
            self._armed = True
            self.note(self.L("questions_left", q=questions, n=len(votes)), "bold yellow")
            return
        verdict = self.session.preview(self.ballot.order(votes))
        if verdict.problem:
            self._armed = False
            self.note(self.L("refused", why=verdict.problem), "bold red")
            return
        self.dismiss(votes)

    def action_cancel(self) -> None:
        self.dismiss(None)


class CorrectLine(EnterMovesOn, WordedBindings, ModalScreen[tuple[str, str] | None]):
    """The voter and the vote of one line, typed; each must match one player (or a special).
    Tab, and enter from the voter to an empty vote, move on when pressed (fast typing)."""

    BINDINGS = [
        Binding("escape", "cancel", "key_cancel"),
        Binding("ctrl+s", "keep", "key_keep"),
        *FOCUS_KEYS,
        *EnterMovesOn.ENTER_KEYS,
    ]

    def __init__(
        self,
        L: Labels,
        names: Any,
        row: ReviewRow,
        choosing: tuple[str, list[tuple[str, int]]],
        ballot: Ballot,
    ) -> None:
        super().__init__()
        self.L, self.names, self.row, self.choosing, self.ballot = L, names, row, choosing, ballot
        # The field to type in has the focus from the first frame, as Textual gives a screen's:
        # a name typed right after e goes there, not into the first field (on_mount is later).
        self.AUTO_FOCUS = "#correct-voter" if row.voter is None else "#correct-vote"  # type: ignore[misc]
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        L, row = self.L, self.row
        line = row.line
        with Vertical(id="correct-box", classes="modal-box"):
            yield Label(Text(L("correct_title", n=row.index + 1), style="bold"))
            about = Text(f"{line.poster} — « {line.vote.text.strip()[:70]} »")
            if line.problem:
                about.append("\n" + line.problem, style="yellow")
            what, options = self.choosing
            if options:
                about.append("\n" + L("choose_" + what, keys=_keys(len(options))) + " ", style="dim")
                about.append(", ".join(f"{name} ({score})" for name, score in options), style="dim")
            yield Static(about, id="correct-about")
            yield Label(L("correct_voter"))
            yield Input(row.voter or "", id="correct-voter", suggester=NameSuggester(self.names))
            specials = ", ".join(o.label or L(o.key) for o in self.ballot.specials) or "—"
            yield Label(L("correct_vote", specials=specials))
            yield Input(self._vote_text(row.vote), id="correct-vote", suggester=NameSuggester(self.names))
            yield Static("", id="correct-problem", classes="problems")
            yield Static(Text(L("correct_keys"), style="dim"))

    def _vote_text(self, vote: str | None) -> str:
        return "" if vote is None else vote

    def on_mount(self) -> None:
        if self.focused is None:  # no auto focus (the app had no focus yet); never after keys
            self.query_one(self.AUTO_FOCUS or "#correct-vote", Input).focus()

    def next_field(self, field: Input) -> Input | None:
        vote = self.query_one("#correct-vote", Input)
        return vote if field.id == "correct-voter" and not vote.value.strip() else None

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.input.id == "correct-voter" and not self.query_one("#correct-vote", Input).value.strip():
            self.query_one("#correct-vote", Input).focus()
            return
        self.action_keep()

    def _problem(self, typed: str, status: str, candidates: list[tuple[str, int]]) -> str:
        if status == "question" and candidates:
            return self.L("name_question", typed=typed, names=", ".join(f"{n} ({s})" for n, s in candidates))
        return self.L("name_none", typed=typed)

    def action_keep(self) -> None:
        voter_text = self.query_one("#correct-voter", Input).value
        vote_text = self.query_one("#correct-vote", Input).value
        problem = self.query_one("#correct-problem", Static)
        voter, status, options = resolve_voter(voter_text, self.names)
        if voter is None:
            problem.update(Text("✘ " + self._problem(voter_text.strip(), status, options), style="bold red"))
            self._again("#correct-voter")
            return
        vote, status, options = resolve_vote(vote_text, self.names, self.ballot.specials)
        if vote is None:
            problem.update(Text("✘ " + self._problem(vote_text.strip(), status, options), style="bold red"))
            self._again("#correct-vote")
            return
        self.dismiss((voter, vote))

    def _again(self, field: str) -> None:
        """Back to a refused name, selected: typing replaces it."""
        name_input = self.query_one(field, Input)
        name_input.focus()
        name_input.select_all()

    def action_cancel(self) -> None:
        self.dismiss(None)
