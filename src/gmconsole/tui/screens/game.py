"""The game screen: header (scenario, turn, phase, winner), the tabs (roster, orders, dice, post),
the phase checklist, a status line saying what the last action did, and the footer's keys.

Every change goes through the :class:`~gmconsole.tui.session.Session` (the engine decides, the
save is written); the screen then hands the new state down to its widgets.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Header, Static, TabbedContent, TabPane

from gmconsole.engine.actions import Resolve
from gmconsole.engine.worded import audience_words, dice_expression, dice_outcome, dice_sentence, step_name
from gmconsole.tui.commands import GameCommands, bind
from gmconsole.tui.labels import Labels, labels, localize_bindings
from gmconsole.tui.session import Outcome, Session
from gmconsole.tui.textual_words import WordedBindings
from gmconsole.tui.views import OrderReady, views_for
from gmconsole.tui.widgets.checklist import Checklist
from gmconsole.tui.widgets.dice_log import DiceLog
from gmconsole.tui.widgets.footer import KeysFooter
from gmconsole.tui.widgets.post import PostView
from gmconsole.tui.widgets.roster import GM, PUBLIC, Roster

TABS = ("roster", "orders", "dice", "post")


HEADER_SIDES = 8
"""The header's columns beside its title: the icon and the space facing it (gmconsole.tcss)."""


class GameScreen(WordedBindings, Screen):
    # A default a game's own pane may override from its DEFAULT_CSS (rules of the app's
    # stylesheet would win over any widget's DEFAULT_CSS, whatever their specificity).
    DEFAULT_CSS = """
    #orders-pane, #orders-pane > * {
        height: 1fr;
    }
    """

    # One key, one meaning on this screen (issue 13): the GM types names and one-key votes in the
    # Orders tab, so the screen's own commands are ctrl and function keys only; a letter or a
    # digit always goes to the ballot or the field that has the focus.
    # The footer shows the keys that fit, whole, in this order after the focused widget's own
    # (widgets/footer.py): F1 first, since its page lists every key, then the most needed.
    BINDINGS = [
        # F1, ctrl+r and ctrl+t open their dialog when they are pressed (priority): as plain
        # bindings they acted once the key had bubbled up from the field, and the keys typed just
        # after (n or escape for the dialog, the pasted thread) went into the field left behind.
        Binding("f1", "help", "key_help", priority=True),
        Binding("ctrl+r", "resolve", "key_resolve", priority=True),
        # Undo and redo the game's step from any field (priority): a text area's own text undo on
        # these keys (the TOML orders) took them, and the help says they undo the last step.
        Binding("ctrl+z", "undo", "key_undo", priority=True),
        Binding("ctrl+q", "app.quit", "key_quit"),
        Binding("ctrl+o", "launcher", "key_launcher"),
        Binding("ctrl+t", "paste_thread", "key_paste", priority=True),  # its box takes what follows
        # With no vote on names open, check_action hides the binding above (out of the footer) and
        # Textual tries the next one for the key: this one says why there is nothing to paste.
        Binding("ctrl+t", "no_ballot", "key_paste", show=False, priority=True),
        Binding("ctrl+y", "redo", "key_redo", show=False, priority=True),
        Binding("question_mark", "help", "key_help", show=False),
        Binding("f2", "tab('roster')", "key_tab", show=False),
        Binding("f3", "tab('orders')", "key_tab", show=False),
        Binding("f4", "tab('dice')", "key_tab", show=False),
        Binding("f5", "tab('post')", "key_tab", show=False),
        Binding("escape", "blur", "key_blur", show=False),
        Binding("ctrl+b", "toggle_panel", "key_panel", show=False),
        Binding("f6", "simulate", "key_simulate", show=False, priority=True),  # over a TextArea's F6
        # Tab acts when it is pressed (as in the new-game dialog): as the screen's plain binding
        # it acted once the key had bubbled up from the field, and the letters typed just after
        # (« sib<tab>pieu ») went into the field tab was leaving. The blur it causes still does
        # what leaving a field does (a squad's typed names ticked, a held ballot key cast).
        # Textual's own descriptions, which the keys panel says in the game's language.
        Binding("tab", "app.focus_next", "Focus Next", show=False, priority=True),
        Binding("shift+tab", "app.focus_previous", "Focus Previous", show=False, priority=True),
    ]
    COMMANDS = {GameCommands}
    SCREENS_CSS = False  # gmconsole.tcss styles it; screens.tcss is the other screens' (app.py)
    # Textual focuses the first focusable widget (the tab bar) as soon as the screen is composed,
    # and ``on_mount`` then gives the focus to the Orders tab: the tab bar and its tabs were
    # restyled on gaining and on losing it (issue 17). The screen gives its first focus itself,
    # and does what Textual's automatic focus does after that (:meth:`_auto_focus`).
    AUTO_FOCUS = ""
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (36, "-tall")]
    """Below 36 rows (80x24) the result box keeps its title and two lines (gmconsole.tcss): the
    form the GM types in keeps the rest; the whole result is in the Dice and Message tabs."""

    def __init__(self, session: Session, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.session = session
        self.L: Labels = labels(session.scenario.language, session.game.rules.name, session.scenario.names)
        self.views = views_for(session, self.L)
        self._phase_key: tuple[int, str, str] | None = None
        self._stale: set[str] = set(TABS)
        self._said = Text()
        self._resumed = False
        self._left: Any = None
        """What escape left (``action_blur``): a key typed next goes back there."""
        localize_bindings(self, self.L)
        self._breakpoint_classes()

    def _breakpoint_classes(self) -> None:
        """The width's and the height's classes (``-wide``, ``-short``...) given before the
        widgets are styled, as Textual gives them at the first resize: set then, they restyled
        every widget once more (issue 17)."""
        try:
            width, height = self.app.size
        except Exception:  # no running app (a screen built in a test): the resize sets them
            return
        for size, breakpoints in ((width, self.HORIZONTAL_BREAKPOINTS), (height, self.VERTICAL_BREAKPOINTS)):
            wanted = self._get_breakpoint_classes(size, breakpoints)
            for _, name in breakpoints:
                self.set_class(name in wanted, name, update=False)

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        L = self.L
        yield Header(icon="⚔")
        with Horizontal(id="body"):
            with TabbedContent(initial="orders", id="tabs"):
                with TabPane(f"F2 {L('tab_roster')}", id="roster"):
                    yield Roster(L, id="roster-view-pane")
                with TabPane(f"F3 {L('tab_orders')}", id="orders"):
                    yield self.views.orders_pane()
                with TabPane(f"F4 {L('tab_dice')}", id="dice"):
                    yield DiceLog(L, id="dice-log")
                with TabPane(f"F5 {L('tab_post')}", id="post"):
                    yield PostView(L, id="post-view")
            yield Checklist(id="checklist")
        result = Static("", id="result")
        result.display = False
        result.border_title = L("last_result")
        yield result
        yield Static("", id="status")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.refresh_game()
        self.focus_tab("orders")
        # a step whose pane takes no focus: after the pane's own focus (``Widget.focus`` queues it
        # on the app)
        self.app.call_later(self._auto_focus)
        started = getattr(self.app, "started", None)
        if started is not None:  # the first frame: the app's start is over
            self.call_after_refresh(started)
        if self.session.read_only is not None:
            self.notify(self.read_only_words(), severity="warning", timeout=15)
            self.say(self.read_only_words(), "bold yellow")

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        # Textual styles the whole screen again when it becomes current. The first time, that is
        # just after every widget was styled as it was mounted, with the same stylesheet and
        # classes: the second pass only cost time (issue 17). Later resumes (back from a
        # dialog, after a change of theme) still restyle.
        if not self._resumed:
            self._resumed = True
            event.refresh_styles = False
        else:
            self._auto_focus()

    def _auto_focus(self) -> None:
        """Textual's automatic focus (the app's ``AUTO_FOCUS``, the first focusable widget):
        nothing focused, the tab bar takes the focus, as it did before the screen gave its first
        focus itself."""
        selector = self.app.AUTO_FOCUS
        if not (selector and self.app.app_focus) or self.focused is not None:
            return
        for widget in self.query(selector):
            if widget.focusable:
                widget.has_focus = True
                self.set_focus(widget)
                return

    def on_resize(self, event: events.Resize) -> None:
        # The driver and the app each send the terminal's first size, and the screen was laid
        # out at that size when it became current: another layout of every widget at the same
        # size changes nothing (issue 17). A new size goes to Textual.
        if event.size == self.outer_size:
            event.prevent_default()
        else:
            self.fit_title(event.size.width)

    def fit_title(self, width: int = 0) -> None:
        """The header's title for the screen's width: the game and the save (``NAME.toml``),
        else the game and the save's name without ``.toml``, else the save's name alone, else
        nothing, so that the turn and the phase after it are never cut (80 columns, a long
        scenario name or step)."""
        session = self.session
        room = (width or self.size.width or self.app.size.width) - HEADER_SIDES
        tail = len(self.sub_title or "") + 3  # Textual's « title — sub_title »
        name, save = session.scenario.name, session.path
        fits = [f"{name} · {save.name}", f"{name} · {save.stem}", save.stem]
        self.title = next((title for title in fits if len(title) + tail <= room), "")

    def on_unmount(self) -> None:
        self.session.close()  # another console may now write the save

    # -- attributes down --------------------------------------------------------------------
    def refresh_game(self) -> None:
        session = self.session
        self.sub_title = self.views.subtitle()
        if session.read_only is not None:
            self.sub_title += f" · {self.L('read_only')}"
        elif session.unsaved:
            self.sub_title += f" · {self.L('unsaved')}"
        self.fit_title()  # the game and which save is open, as the width allows
        journal: list[str] = []
        steps = session.game.rules.journal_steps
        for entry in reversed(session.game.journal[-8:]):
            journal.append(self._entry_words(entry))
            for event in entry.events if steps else ():
                if event.kind in steps and event.public:  # a chain, step by step
                    journal.append("→ " + session.describe_events([event]))
        summary = self.views.summary()
        note = session.notes("turns").get(str(session.state.turn))
        if note:  # the GM's note on this turn (never exported)
            summary = [*summary, Text(f"✎ {self.L('turn_note')}{self.L('colon')}{note}", style="italic")]
        self.query_one(Checklist).show(
            self.L, session.game.checklist(), session.game.warnings(), summary, journal
        )
        self._stale = set(TABS)
        self.refresh_bindings()  # the paste key shows while a vote on names is open
        self._refresh_tab(self.query_one(TabbedContent).active)
        key = (
            session.state.turn,
            session.state.phase,
            self.sub_title,
        )  # a new step: its widget gets the focus
        if (
            self._phase_key is not None
            and key != self._phase_key
            and self.query_one(TabbedContent).active == "orders"
        ):
            self.call_after_refresh(self.focus_tab, "orders")
        self._phase_key = key

    def _refresh_tab(self, tab: str) -> None:
        if tab not in self._stale:
            return
        session = self.session
        try:
            if tab == "roster":
                from gmconsole.engine.public import public_view

                self.query_one(Roster).show(
                    session.state,
                    session.display,
                    self.views.roster_public,
                    self._roster_secret,
                    public=public_view(session.game),
                    sections=self.views.roster_sections,
                )
            elif tab == "orders":
                self.query_one("#orders-pane").show(session)  # type: ignore[attr-defined]
            elif tab == "dice":
                scenario = session.scenario
                self.query_one(DiceLog).show(
                    session.game.rolls(),
                    lambda phase: step_name(scenario, phase, scenario.language),  # « mise en place »
                    lambda roll: dice_sentence(roll, scenario),
                    lambda expr: dice_expression(expr, scenario),
                    lambda audience: audience_words(audience, scenario),
                    lambda outcome: dice_outcome(outcome, scenario),
                )
            elif tab == "post":
                self.query_one(PostView).show(session)
        except NoMatches:  # a lazy tab not mounted yet: try again after the next frame
            self.call_after_refresh(self._refresh_tab, tab)
            return
        self._stale.discard(tab)

    def _roster_secret(self, player: Any) -> list[str]:
        """The game's secret keys of a player, and the GM's note on him (GM view only)."""
        note = self.session.notes("players").get(player.name)
        return [*self.views.roster_secret(player), *([f"✎ {note}"] if note else [])]

    def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        tab = event.pane.id or ""
        self._refresh_tab(tab)

    def focus_tab(self, tab: str) -> None:
        tabs = self.query_one(TabbedContent)
        tabs.active = tab
        self._refresh_tab(tab)
        target = {"roster": Roster, "dice": DiceLog, "post": PostView}.get(tab)
        try:
            widget = self.query_one(target) if target else self.query_one("#orders-pane")
        except NoMatches:
            self.call_after_refresh(self.focus_tab, tab)
            return
        if hasattr(widget, "focus_main"):
            widget.focus_main()
        else:
            widget.focus()

    def say(self, text: str | Text, style: str = "") -> None:
        self._said = text if isinstance(text, Text) else Text(text, style=style)
        self.query_one("#status", Static).update(self._said)

    def _report(self, outcome: Outcome, key: str, what: str, **words: Any) -> None:
        if outcome.problem:
            self.save_problem(outcome)
            return
        if not outcome.ok:
            self.say(self.L("refused", why=outcome.error), "bold red")
            return
        line = Text(self.L(key, what=what, **words), style="bold green" if key == "resolved" else "green")
        for warning in outcome.warnings:
            line.append(f"  ⚠ {warning}", style="yellow")
        self.say(line)
        self.refresh_game()

    # -- actions ----------------------------------------------------------------------------
    def on_order_ready(self, event: OrderReady) -> None:
        event.stop()
        outcome = self.session.act(event.orders)
        orders = event.orders if isinstance(event.orders, list) else [event.orders]
        if outcome.ok and outcome.entry is not None:
            orders = outcome.entry.actions  # as the engine read them (words parsed, defaults)
            self.clear_result()
        from gmconsole.engine.worded import describe_actions

        what = describe_actions(orders, self.session.game)
        self._report(outcome, "entered", what)
        if event.done is not None:
            event.done(outcome.ok)
        if event.note and outcome.ok:  # the part of a typed line left in the field, and why
            text = self._said.copy()
            text.append(f"  ✘ {event.note}", style="bold red")
            self.say(text)

    def action_resolve(self) -> None:
        # modals.py (its widgets: TextArea, Select, Button) loads when the dialog is first shown,
        # not at the console's start (issue 17)
        from gmconsole.tui.screens.modals import ConfirmResolve

        game = self.session.game
        verdict = self.session.preview(Resolve())
        steps = game.resolving()  # what ctrl+r resolves now; the rest of the phase after it
        later = [s for s in game.checklist() if s not in steps and s.status != "done"]
        modal = ConfirmResolve(self.L, steps, game.warnings(), verdict.problem, later)
        self.app.push_screen(modal, self._confirmed)

    def _confirmed(self, confirmed: bool | None) -> None:
        if not confirmed:
            return
        phase = f"{self.session.display(self.session.state.phase)} ({self.session.state.turn})"
        outcome = self.session.resolve()
        what = self.session.describe_events(outcome.entry.events) if outcome.entry else ""
        lines = self.session.result_lines(outcome.entry.events) if outcome.ok and outcome.entry else []
        # the result has its own box: the status line only says which step was resolved
        self._report(outcome, "resolved", phase if lines else what or phase)
        if outcome.ok:
            self.show_result(phase, lines)

    def show_result(self, phase: str, lines: list[str]) -> None:
        """The resolution's result stays on screen until the GM moves on (an order entered in
        the next step, an undo), not only in the dice tab (issue 13, point 13)."""
        box = self.query_one("#result", Static)
        if not lines:
            box.display = False
            return
        box.border_title = f"{self.L('last_result')}{self.L('colon')}{phase}"
        box.update(Text("\n".join(lines)))
        box.display = True

    def clear_result(self) -> None:
        self.query_one("#result", Static).display = False

    def action_undo(self) -> None:
        outcome = self.session.undo()
        if outcome.problem:
            self.save_problem(outcome)
        elif outcome.ok and outcome.entry is not None:
            self.clear_result()
            self._report(
                outcome, "undone", self._entry_words(outcome.entry), **self._step_words(outcome.entry)
            )
        else:
            self.say(self.L("nothing_to_undo"), "yellow")

    def action_redo(self) -> None:
        outcome = self.session.redo()
        if outcome.problem:
            self.save_problem(outcome)
        elif outcome.ok and outcome.entry is not None:
            self._report(
                outcome, "redone", self._entry_words(outcome.entry), **self._step_words(outcome.entry)
            )
        else:
            self.say(
                self.L("nothing_to_redo")
                if outcome.key == "nothing-redo"
                else self.L("refused", why=outcome.error),
                "yellow",
            )

    # -- a save that could not be written ----------------------------------------------------
    def save_problem(self, outcome: Outcome) -> None:
        """Read-only, busy, changed on disk (offer to reload) or a failed write (offer save as)."""
        from gmconsole.tui.screens.save_problems import SaveChanged

        L, session = self.L, self.session
        if outcome.problem == "read-only" and session.read_only is not None:
            self.say(L("ro_refused", why=self.read_only_words()), "bold yellow")
        elif outcome.problem == "busy":
            self.say(L("save_busy"), "bold yellow")
        elif outcome.problem == "changed":
            self.say(L("changed_title"), "bold yellow")
            self.app.push_screen(SaveChanged(L, str(session.path), session.unsaved), self._changed_answer)
        elif outcome.problem == "write-failed":
            if outcome.entry is not None:  # the change is made, in memory only
                self.refresh_game()
            self.offer_save_as()

    def read_only_words(self) -> str:
        """Why this console may not write, in the game's language."""
        if self.session.read_only is None:
            return ""
        key, values = self.session.read_only
        values = dict(values)
        code = values.pop("code", "")
        if code and code != "other":
            values["why"] = self.L(f"cause_{code}")
        return self.L(key, **values)

    def _failure_words(self) -> str:
        failure = self.session.last_failure
        if failure is None:
            return ""
        return self.L(f"cause_{failure.code}") if failure.code != "other" else failure.cause

    def offer_save_as(self, problem: str = "") -> None:
        from gmconsole.tui.screens.save_problems import WriteFailedDialog

        path = self.session.path
        self.say(self.L("write_failed_body", path=path, cause=self._failure_words()), "bold red")
        dialog = WriteFailedDialog(
            self.L, str(path), self._failure_words(), str(path.with_name(f"{path.stem}-2{path.suffix}"))
        )
        self.app.push_screen(dialog, self._write_answer)
        if problem:
            self.call_after_refresh(dialog.show_problem, problem)

    def _write_answer(self, answer: str | None) -> None:
        if answer is None:
            self.refresh_game()
            return
        if answer == "":
            outcome = self.session.retry()
            if outcome.problem:
                self.save_problem(outcome)
            else:
                self.say(self.L("saved_to", path=self.session.path), "green")
                self.refresh_game()
            return
        if Path(answer).exists():  # never written over: said in the screen's language
            self.offer_save_as(self.L("save_name_taken", name=answer))
            return
        problem = self.session.save_as(answer)
        if problem:
            self.offer_save_as(problem)
            return
        self.say(self.L("saved_as", path=self.session.path), "green")
        self.refresh_game()

    def _changed_answer(self, reload: bool | None) -> None:
        if reload:
            self.action_reload()
        else:
            self.session.stop_writing()
            self.refresh_game()
            self.say(self.read_only_words(), "bold yellow")

    def action_reload(self) -> None:
        """Read the save again from disk (after another program wrote it)."""
        from gmconsole.engine.errors import GMConsoleError

        try:
            self.session.reload()
        except GMConsoleError as exc:
            from gmconsole.engine.worded import said_error

            self.say(self.L("reload_failed", why=said_error(exc, self.L.lang)), "bold red")
            return
        self.clear_result()  # another program may have played steps since: the box is not the last
        self.refresh_game()
        self.say(self.L("reloaded", path=self.session.path), "green")

    def _entry_words(self, entry: Any) -> str:
        return self.session.describe_entry(entry)

    def _step_words(self, entry: Any) -> dict[str, Any]:
        """The step, turn and orders of ``entry``, which "Undone (step, turn n): orders" places."""
        from gmconsole.engine.worded import step_words

        return step_words(entry, self.session.game)

    def action_blur(self) -> None:
        """Leave a field or a ballot; a key typed next goes back there (``on_key``)."""
        if self.focused is not None:  # a second escape keeps where the first one left
            self._left = self.focused
        self.set_focus(None)

    def on_key(self, event: events.Key) -> None:
        """A letter or a digit typed while nothing has the focus (after escape) is not lost: it
        goes back to the field (or the list) escape left, else to the open tab's, and is typed
        there."""
        if self.focused is not None or not event.is_printable or event.key in self._bindings.key_to_bindings:
            return
        event.stop()
        event.prevent_default()
        left, self._left = self._left, None
        if left is not None and left in self.focus_chain:  # still there, in the open tab
            self.set_focus(left)  # at once: the next keys follow this one there
            left.post_message(events.Key(event.key, event.character))
        else:  # the tab's list or field, focused once the tab has drawn
            self.focus_tab(self.query_one(TabbedContent).active)
            self.app.call_later(self._retype, event.key, event.character)

    def _retype(self, key: str, character: str | None) -> None:
        if self.focused is not None:
            self.focused.post_message(events.Key(key, character))
        else:  # a step with nothing to type: said, never lost silently
            self.say(self.L("typed_nowhere", typed=character or key), "yellow")

    def action_help(self) -> None:
        """F1 or ?: what this phase takes, its rules by id, the keys (issue 13, point 5)."""
        from gmconsole.tui.help import WIDTH, help_text
        from gmconsole.tui.screens.dialogs import Page

        title = f"{self.L('help')} — {self.session.scenario.name}"  # a name may hold a colon
        subtitle = self.sub_title or ""

        def page(width: int) -> Text:
            return help_text(self.session, self.L, subtitle, self.views, width)

        self.app.push_screen(Page(self.L, title, page, WIDTH))

    def draft(self) -> list[str]:
        """What is typed in a field of this screen and not entered yet (lost on leaving)."""
        from textual.widgets import Input

        from gmconsole.tui.views.forms import FormBox

        boxes = list(self.query(FormBox))
        in_forms = {id(w) for box in boxes for w in box.query(Input)}
        typed = [text for box in boxes for text in box.typed()]  # a form's defaults are not typed
        return typed + [
            w.value.strip() for w in self.query(Input) if id(w) not in in_forms and w.value.strip()
        ]

    def leave(self, then: Any, question: str) -> None:
        """Run ``then`` now, or after the GM says yes when a field holds text not entered."""
        draft = self.draft()
        unsaved = self.session.unsaved  # a write failed: the game in memory is newer than its file
        if not draft and not unsaved:
            then()
            return
        from gmconsole.tui.screens.dialogs import Ask

        body = Text()
        if unsaved:
            body.append(self.L("unsaved_lost", path=str(self.session.path)) + "\n\n", style="bold red")
        if draft:
            body.append(self.L("draft_lost") + "\n", style="bold")
        for typed in draft:
            body.append(f"  {typed}\n", style="yellow")

        def answered(yes: bool | None) -> None:
            if yes:
                then()

        self.app.push_screen(Ask(self.L, question, body, self.L("leave_anyway"), self.L("stay")), answered)

    def first_minute(self) -> None:
        """Just after a new game is created: its save file, the seed's SHA-256 to publish, and
        what to do first, the messages written and ready to paste (issue 13, point 8)."""
        from gmconsole.export.files import posts_dir, write_posts
        from gmconsole.tui.screens.dialogs import Page

        L, session = self.L, self.session
        game = session.game
        try:
            write_posts(game, session.path, 0)
            folder = str(posts_dir(session.path, 0))
        except Exception as exc:  # the files are a help: the page says what went wrong
            folder = f"({exc})"
        private = any(not e.public for e in game.events())
        text = Text()
        text.append(L("fm_save") + L("colon"), style="bold")
        text.append(f"{session.path}\n")
        text.append(L("fm_seed") + L("colon"), style="bold")
        text.append(f"{session.state.seed_sha256}\n", style="cyan")
        text.append(L("fm_seed_why") + "\n\n", style="dim")
        text.append(L("fm_steps") + "\n", style="bold")
        text.append("  1. " + L("fm_post") + "\n")
        if private:  # messages sent in batches (a camp told before the others): say the first
            from gmconsole.export import batches

            sent = batches(game.events(), turn=0)
            first = session.scenario.display(sent[0][0]) if len(sent) > 1 and sent[0][0] else ""
            text.append("  2. " + (L("fm_cards_batches", first=first) if first else L("fm_cards")) + "\n")
        text.append(f"  {3 if private else 2}. " + L("fm_orders") + "\n\n")
        text.append(L("fm_files", folder=folder), style="dim")
        self.app.push_screen(Page(L, L("fm_title", game=session.scenario.name), text))

    def edit_note(self, kind: str, key: str) -> None:
        """The GM's note on a player or a turn (kept in the save, never exported)."""
        from gmconsole.tui.screens.dialogs import NoteDialog

        L = self.L
        title = (
            L("note_player", name=key) if kind == "players" else L("note_turn", turn=key)
        ) + f"  ({L('note_private')})"

        def done(text: str | None) -> None:
            if text is None:
                return
            outcome = self.session.set_note(kind, key, text)
            if outcome.problem:  # read-only, busy, changed on disk, or the write failed
                self.save_problem(outcome)
            else:
                self.say(L("note_kept"), "green")
            self._stale.add("roster")
            self.refresh_game()

        self.app.push_screen(NoteDialog(L, title, self.session.notes(kind).get(key, "")), done)

    def request_quit(self) -> None:
        self.leave(self.app.exit, self.L("quit_title"))

    def action_launcher(self) -> None:
        """Back to the launcher (the game is saved after every action)."""
        self.leave(self._to_launcher, self.L("leave_title"))

    def _to_launcher(self) -> None:
        from gmconsole.tui.screens.launcher import Launcher

        if any(isinstance(s, Launcher) for s in self.app.screen_stack):
            self.app.pop_screen()
        else:
            self.app.switch_screen(Launcher(self.app.L, self.app.saves_dir))  # type: ignore[attr-defined]

    def action_simulate(self) -> None:
        """F6: the balance simulator on this game's scenario and table size (issue 17)."""
        from gmconsole.tui.screens.simulator import Simulator  # not on the console's start path

        self.app.push_screen(Simulator(self.L, self.session.scenario, len(self.session.state.players)))

    def action_toggle_panel(self) -> None:
        """Hide or show the checklist panel (room for a wide roster)."""
        panel = self.query_one(Checklist)
        panel.display = not panel.display

    def action_tab(self, tab: str) -> None:
        self.focus_tab(tab)

    def on_post_view_copied(self, event: PostView.Copied) -> None:
        # OSC 52 never confirms: say what was done, and where the file is (issue 13, point 11).
        # In a browser (gmconsole serve), the page's terminal hands it to the browser's clipboard.
        import os

        where = "copy_sent_browser" if "web_driver" in os.environ.get("TEXTUAL_DRIVER", "") else "copy_sent"
        self.say(self.L(where, path=event.path), "green")

    def on_post_view_written(self, event: PostView.Written) -> None:
        message = self.L("written", n=len(event.paths), path=event.folder)
        split = getattr(event.paths, "split", {})
        if split:  # Discord: a post over its limit is also written in parts, to send in order
            message += ". " + "; ".join(
                self.L(
                    "written_split", name=whole.name, n=len(parts), first=parts[0].name, last=parts[-1].name
                )
                for whole, parts in split.items()
            )
        self.say(message, "green")

    # -- vote import: paste the thread, review, enter ---------------------------------------
    def ballot(self) -> Any:
        """The vote on names the game is waiting for (the rules say), or None."""
        game = self.session.game
        return game.rules.ballot(game.state, game.scenario)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "paste_thread":
            return self.ballot() is not None
        return True

    def _ballot_words(self, ballot: Any) -> str:
        return self.session.display(ballot.label)

    def action_no_ballot(self) -> None:
        self.say(self.L("no_ballot", phase=self.sub_title), "yellow")

    def action_paste_thread(self) -> None:
        from gmconsole.tui.screens.vote_import import PasteThread

        ballot = self.ballot()
        if ballot is None:
            self.say(self.L("no_ballot", phase=self.sub_title), "yellow")
            return
        self.app.push_screen(PasteThread(self.L, self._ballot_words(ballot)), self._pasted)

    def _pasted(self, text: str | None) -> None:
        from gmconsole.engine.votes_import.ballot import import_for_ballot
        from gmconsole.tui.screens.vote_import import ReviewImport

        ballot = self.ballot()
        if text is None or ballot is None:
            self.say(self.L("import_cancelled"), "yellow")
            return
        result = import_for_ballot(text, self.session.state, ballot, language=self.L.lang)
        if not result.lines:
            self.say(self.L("no_votes_found", posts=result.posts), "yellow")
            return
        review = ReviewImport(self.L, self.session, ballot, result, self._ballot_words(ballot))
        self.app.push_screen(review, self._reviewed)

    def _reviewed(self, votes: dict[str, str] | None) -> None:
        ballot = self.ballot()
        if not votes or ballot is None:
            self.say(self.L("import_cancelled"), "yellow")
            return
        outcome = self.session.act(ballot.order(votes))
        self._report(outcome, "entered", self.L("imported", n=len(votes), ballot=self._ballot_words(ballot)))
        if outcome.ok:
            self.focus_tab("orders")

    # -- players ----------------------------------------------------------------------------
    def show_player(self, name: str) -> None:
        self.focus_tab("roster")
        self.query_one(Roster).show_player(name)

    def view_as(self, name: str) -> None:
        self.focus_tab("roster")
        roster = self.query_one(Roster)
        roster.set_view(f"player:{name}")
        roster.show_player(name)

    def roster_view(self, view: str) -> None:
        self.focus_tab("roster")
        self.query_one(Roster).set_view(view)

    def _post(self) -> PostView | None:
        try:
            return self.query_one(PostView)
        except NoMatches:
            return None

    # -- the command palette ----------------------------------------------------------------
    def palette_commands(self) -> list[tuple[str, str, object]]:
        L = self.L
        commands: list[tuple[str, str, object]] = [
            (L("resolve"), "ctrl+r", self.action_resolve),
            (L("undo"), "ctrl+z", self.action_undo),
            (L("redo"), "ctrl+y", self.action_redo),
            (f"{L('help')} (help)", "F1 / ?", self.action_help),
            (L("tab_roster"), "F2", bind(self.focus_tab, "roster")),
            (L("tab_orders"), "F3", bind(self.focus_tab, "orders")),
            (L("tab_dice"), "F4", bind(self.focus_tab, "dice")),
            (L("tab_post"), "F5", bind(self.focus_tab, "post")),
            (L("view_gm"), "v", bind(self.roster_view, GM)),
            (L("view_public"), "v", bind(self.roster_view, PUBLIC)),
            (L("key_panel"), "ctrl+b", self.action_toggle_panel),
            (L("reload_cmd"), "", self.action_reload),
            (L("save_as_cmd"), "", self.offer_save_as),
            (f"{L('tab_post')}{L('colon')}{L('key_markup')}", "m", bind(self._post_action, "switch_markup")),
            (f"{L('tab_post')}{L('colon')}{L('key_scope')}", "t", bind(self._post_action, "switch_scope")),
            (f"{L('tab_post')}{L('colon')}{L('key_copy')}", "c", bind(self._post_action, "copy")),
            (f"{L('tab_post')}{L('colon')}{L('key_kind')}", "s", bind(self._post_action, "switch_kind")),
            (f"{L('export')} (export)", "w", bind(self._post_action, "write")),
            (L("launcher"), "ctrl+o", self.action_launcher),
            (L("quit"), "ctrl+q", self.request_quit),
        ]
        ballot = self.ballot()
        if ballot is not None:
            commands.insert(
                0, (f"{L('paste_thread')} ({self._ballot_words(ballot)})", "p", self.action_paste_thread)
            )
        commands.append((L("cmd_deadline"), L("cmd_deadline_help"), self.ask_deadline))
        commands.append((L("cmd_replace_any"), L("cmd_replace_help"), self.ask_replace))
        commands.append((L("cmd_remove_any"), L("cmd_remove_help"), self.ask_remove))
        commands.append((L("cmd_remind"), L("cmd_remind_help"), self.show_reminder))
        commands.append((L("cmd_simulate"), L("cmd_simulate_help"), self.action_simulate))
        for player in self.session.state.living():
            commands.append(
                (
                    f"{L('cmd_replace')} {player.name}",
                    L("cmd_replace_help"),
                    bind(self.ask_replace, player.name),
                )
            )
            if self.session.game.rules.no_removal:
                continue
            commands.append(
                (
                    f"{L('cmd_remove')}{L('colon')}{player.name}",
                    L("cmd_remove_help"),
                    bind(self.ask_remove, player.name),
                )
            )
        turn = str(self.session.state.turn)
        commands.append(
            (
                f"{L('notes')}{L('colon')}{L('note_turn', turn=turn)}",
                L("note_private"),
                bind(self.edit_note, "turns", turn),
            )
        )
        for player in self.session.state.players:
            commands.append(
                (
                    f"{L('notes')}{L('colon')}{player.name}",
                    L("note_private"),
                    bind(self.edit_note, "players", player.name),
                )
            )
            commands.append(
                (
                    f"{L('cmd_player')}{L('colon')}{player.name}",
                    L("cmd_show_row"),
                    bind(self.show_player, player.name),
                )
            )
            commands.append(
                (
                    f"{L('cmd_view_as')} {player.name}",
                    L("view_player", name=player.name),
                    bind(self.view_as, player.name),
                )
            )
        return commands

    # -- table changes (every game) ------------------------------------------------------------
    # The forms give back the engine's own action, the one the CLI's replace, remove and
    # deadline push: carried out by the session (saved, one undo takes it back, in the post).
    def ask_replace(self, name: str = "") -> None:
        from gmconsole.tui.screens.seats import ReplaceDialog

        self.app.push_screen(ReplaceDialog(self.L, self.session.state, name), self._seat_change)

    def ask_remove(self, name: str = "") -> None:
        from gmconsole.engine.worded import describe
        from gmconsole.tui.screens.seats import RemoveDialog

        game = self.session.game
        if game.rules.no_removal:  # the game refuses removals (the CLI's remove exits 3 with the same reason)
            why = describe(game.rules.no_removal_words(game.scenario), game.scenario)
            self.say(self.L("no_removal", why=why), "yellow")
            return
        self.app.push_screen(RemoveDialog(self.L, self.session.state, name), self._seat_change)

    def ask_deadline(self) -> None:
        from gmconsole.tui.screens.seats import DeadlineDialog

        dialog = DeadlineDialog(self.L, self.session.state, self.session.scenario.language)
        self.app.push_screen(dialog, self._seat_change)

    def _person(self, name: str) -> Any:
        """The player ``name`` as a wording argument (his gender, for French agreement)."""
        from gmconsole.engine.wording import people

        return people(self.session.state.players).get(name, name)

    def _seat_change(self, action: Any) -> None:
        from gmconsole.engine.actions import RemovePlayer, ReplacePlayer

        if action is None:
            return
        if isinstance(action, ReplacePlayer):
            done = self.L("replaced", new=action.by, old=self._person(action.player))
        elif isinstance(action, RemovePlayer):
            done = self.L("removed", name=self._person(action.player))
        else:
            done = self.L("deadline_set", deadline=action.deadline)
        self._report(self.session.act(action), "entered", done)

    def show_reminder(self) -> None:
        from gmconsole.export import render
        from gmconsole.export.reminder import reminders
        from gmconsole.tui.screens.seats import ShowText

        game, state = self.session.game, self.session.state
        awaited = [] if state.over else game.rules.awaiting(state, game.scenario)
        docs = reminders(game.events(), game.scenario, state.turn, state.phase, awaited)
        if not docs:
            self.say(self.L("nobody_awaited"), "yellow")
            return
        profile = game.scenario.markup
        text = "\n".join(render(doc, profile) for doc in docs)
        self.app.push_screen(ShowText(self.L, self.L("remind_title", profile=profile), text))

    def _post_action(self, action: str) -> None:
        self.focus_tab("post")
        post = self._post()
        if post is not None:
            getattr(post, f"action_{action}")()
