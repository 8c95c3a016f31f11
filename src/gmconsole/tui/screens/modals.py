"""Modal screens that return a value: the resolve confirmation (bool) and the new game (the path
of the new save, or None)."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static, TextArea

from gmconsole.engine.errors import GMConsoleError, RuleViolation
from gmconsole.engine.rules.base import RosterEntry, Step
from gmconsole.engine.worded import describe, said_error
from gmconsole.tui.help import WIDTH, row
from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.screens.dialogs import Reflowed
from gmconsole.tui.textual_words import WordedBindings
from gmconsole.tui.widgets.checklist import ICONS, STYLES, said_below


class ConfirmResolve(WordedBindings, ModalScreen[bool]):
    """Lists the steps that will be resolved (the rules' ``resolving``: a night of roles
    resolved one by one is its current role only), those resolved after them, and the missing
    orders among the first; enter confirms.

    When the rules' dry run refuses the resolution, only cancelling is offered."""

    BINDINGS = [
        Binding("escape,n", "cancel", "key_cancel"),
        Binding("enter,y,o", "confirm", "key_resolve"),
    ]

    def __init__(
        self, L: Labels, steps: list[Step], warnings: list[str], problem: str, later: Sequence[Step] = ()
    ) -> None:
        super().__init__()
        self.L, self.steps, self.warnings, self.problem = L, steps, warnings, problem
        self.later = list(later)
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        L = self.L
        with Vertical(id="confirm-box", classes="modal-box"):
            yield Label(Text(L("resolve_title"), style="bold"), id="confirm-title")
            with VerticalScroll(id="confirm-body"):
                yield Reflowed(self.text, WIDTH)
            yield Static(Text(L("refuse_keys") if self.problem else L("confirm_keys"), style="dim"))
            with Horizontal(classes="buttons"):
                if not self.problem:
                    yield Button(L("resolve"), variant="primary", id="confirm-yes")
                yield Button(L("cancel"), id="confirm-no")

    def text(self, width: int) -> Text:
        """What will be resolved for ``width`` columns: a step's wrapped label and detail line
        up under their start."""
        L = self.L
        text = Text(L("will_resolve") + "\n", style="bold")
        missing = []
        for step in self.steps:
            row(text, f" {ICONS.get(step.status, '?')}", step.label, 3, width, STYLES.get(step.status, ""))
            if step.detail and not said_below(step.detail, [*self.warnings, self.problem]):
                row(text, "", step.detail, 5, width, "", "dim")
            if step.status == "missing":
                missing.append(step)
        if self.later:
            text.append(L("resolve_later") + " ", style="dim")
            text.append(", ".join(s.label for s in self.later) + "\n", style="dim")
        text.append("\n" + L("missing_orders") + " ", style="bold")
        if missing:
            text.append(", ".join(s.label for s in missing) + "\n", style="red")
        else:
            text.append(L("nothing_missing") + "\n", style="green")
        for warning in self.warnings:
            row(text, "⚠", warning, 2, width, "yellow", "yellow")
        if self.problem:
            text.append("\n" + L("will_refuse") + "\n", style="bold red")
            text.append(self.problem + "\n", style="red")
        return text

    def action_confirm(self) -> None:
        self.dismiss(not self.problem)

    def action_cancel(self) -> None:
        self.dismiss(False)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "confirm-yes")


def scenario_choices() -> list[tuple[str, str]]:
    """(label, path) of every scenario file in ./scenarios and the shipped folder, deduplicated
    by name (./scenarios wins)."""
    from gmconsole.scenarios import scenario_dirs
    from gmconsole.tomlio import read_toml

    seen: dict[str, tuple[str, str]] = {}
    for folder in scenario_dirs():
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.toml")):
            if path.stem in seen:
                continue
            try:
                name = str(read_toml(path).get("name", path.stem))
            except GMConsoleError:
                continue
            seen[path.stem] = (f"{name}  ({path.stem})", str(path))
    return list(seen.values())


def find_min_players(scenario: Any) -> int:
    """The fewest players the scenario's game deals for."""
    from gmconsole.engine.rules.registry import find_rules

    rules = find_rules(scenario.game)
    count: int = rules.min_players(scenario)
    return count


class NewGame(WordedBindings, ModalScreen[Path | None]):
    """Scenario, players (pasted or a roster file), seed; returns the new save's path."""

    BINDINGS = [
        Binding("escape", "cancel", "key_cancel"),
        Binding("ctrl+s", "create", "key_create"),
        Binding("f6", "simulate", "key_simulate", show=False, priority=True),  # over a TextArea's F6
        # Tab acts when it is pressed: as a screen binding it acted once the key had bubbled up
        # from the field, and a letter typed just after (a busy dialog) went into the players box.
        # Textual's own descriptions, which the keys panel says in the console's language.
        Binding("tab", "app.focus_next", "Focus Next", show=False, priority=True),
        Binding("shift+tab", "app.focus_previous", "Focus Previous", show=False, priority=True),
    ]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    def __init__(self, L: Labels, saves_dir: Path) -> None:
        super().__init__()
        self.L = L
        self.saves_dir = saves_dir
        localize_bindings(self, L)
        self.choices = scenario_choices()

    def compose(self) -> ComposeResult:
        L = self.L
        # the fields scroll, the buttons stay in sight (at 80x24 too: issue 13, point 12)
        with Vertical(id="new-box", classes="modal-box"):
            yield Label(Text(L("new_game"), style="bold"))
            with VerticalScroll(id="new-fields"):
                yield Label(L("scenario"))
                yield Select(
                    [(label, path) for label, path in self.choices],
                    value=self.choices[0][1] if self.choices else Select.NULL,
                    allow_blank=not self.choices,
                    id="new-scenario",
                    compact=True,
                )
                yield Label(L("players_paste"))
                yield TextArea("", id="new-players", tab_behavior="focus")
                yield Label(L("players_file"))
                yield Input(placeholder="roster.txt / roster.toml", id="new-file", compact=True)
                yield Label(L("seed"))
                yield Input(id="new-seed", compact=True)
                yield Label(L("save_name"))
                yield Input(placeholder=L("save_name_hint"), id="new-save", compact=True)
                yield Static("", id="new-deal")
                yield Static("", id="new-estimate")
            yield Static("", id="new-problem", classes="problems")
            with Horizontal(classes="buttons"):
                yield Static(Text(L("new_keys"), style="dim"), id="new-keys")
                yield Button(L("create"), variant="primary", id="new-create", compact=True)
                yield Button(L("cancel"), id="new-cancel", compact=True)

    def on_mount(self) -> None:
        self.query_one("#new-estimate", Static).display = False  # no room taken until there is one
        self.query_one("#new-players", TextArea).focus()

    def on_text_area_changed(self, event: TextArea.Changed) -> None:
        self._clear_problem()
        self._show_deal()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._clear_problem()
        if event.input.id == "new-file":
            self._show_deal()

    def _clear_problem(self) -> None:
        """A problem said is about what was typed then: a changed field takes it away (« fichier
        introuvable » stayed under a players file emptied); ctrl+s says the next one."""
        if self.is_mounted:
            self.query_one("#new-problem", Static).update("")

    def on_select_changed(self, event: Select.Changed) -> None:
        self._show_deal()

    def _show_deal(self) -> None:
        """What the deal will be for this roster (the game's notes: a roster of another size
        than the source's, W-S-1), shown before the GM creates the game."""
        from gmconsole.engine.rules.registry import find_rules
        from gmconsole.scenarios import load_scenario

        notes: list[str] | None = []
        scenario = None
        scenario_path = self.query_one("#new-scenario", Select).value
        try:
            if scenario_path is not Select.NULL and scenario_path:
                scenario = load_scenario(str(scenario_path))
                if self._running_game() is None:  # a game taken over is not dealt: no note
                    notes = find_rules(scenario.game).deal_notes(scenario, len(self._roster()))
        except GMConsoleError:
            notes = None  # an unfinished roster or path: the create button says what is wrong
        self.query_one("#new-deal", Static).update(Text("\n".join(notes or []), style="yellow"))
        self._estimate(scenario if notes is not None and scenario_path else None)

    _estimated: tuple[str, int] | None = None
    """The scenario and roster size of the estimate shown or under way."""

    def _estimate(self, scenario: object) -> None:
        """The camps' chances for this scenario and roster size (issue 17): a few hundred games
        by the heuristic players, simulated in a thread worker, shown when done; the dialog
        stays usable meanwhile, and a new roster size cancels the estimate under way."""
        from gmconsole.engine.rules.base import ScenarioBase

        shown = self.query_one("#new-estimate", Static)
        try:
            size = len(self._roster()) if isinstance(scenario, ScenarioBase) else 0
            taken_over = size and self._running_game() is not None
        except GMConsoleError:
            size, taken_over = 0, False
        if not size or taken_over:
            self._estimated = None
            self.workers.cancel_group(self, "estimate")
            shown.update("")
            shown.display = False
            return
        key = (scenario.model_dump_json(), size)  # type: ignore[attr-defined]
        if key == self._estimated:
            return
        self._estimated = key
        shown.update(Text(self.L("estimating", n=size), style="dim"))
        shown.display = True
        self.run_worker(
            lambda: self._run_estimate(scenario, size, key),
            thread=True,
            exclusive=True,
            group="estimate",
            exit_on_error=False,
        )

    def _run_estimate(self, scenario: Any, size: int, key: tuple[str, int]) -> None:
        from textual.worker import get_current_worker

        from gmconsole.simulate import estimate, estimate_lines

        worker = get_current_worker()

        def progress(_: int) -> None:
            if worker.is_cancelled:
                raise InterruptedError  # a newer roster size: this estimate is not wanted

        try:
            if find_min_players(scenario) > size:
                return
            summary = estimate(scenario, size, progress=progress)
        except InterruptedError:
            return
        except Exception:  # noqa: BLE001 - an estimate that cannot be made is left out, never a crash
            self.app.call_from_thread(self._show_estimate, key, "")
            return
        text = "\n".join(estimate_lines(scenario, size, summary))
        self.app.call_from_thread(self._show_estimate, key, text)

    def _show_estimate(self, key: tuple[str, int], text: str) -> None:
        if key == self._estimated:
            shown = self.query_one("#new-estimate", Static)
            said = Text(text, style="cyan")
            if text:  # the simulator goes further: a setting over a range (issue 17)
                said.append("\n" + self.L("new_simulate_hint"), style="dim")
            shown.update(said)
            shown.display = bool(text)

    def action_simulate(self) -> None:
        """F6: the balance simulator on the chosen scenario, for the roster typed (else the
        game's usual table)."""
        from gmconsole.engine.rules.registry import find_plugin
        from gmconsole.scenarios import load_scenario
        from gmconsole.tui.labels import labels
        from gmconsole.tui.screens.simulator import Simulator  # not on the console's start path

        problem = self.query_one("#new-problem", Static)
        scenario_path = self.query_one("#new-scenario", Select).value
        if scenario_path is Select.NULL or not scenario_path:
            problem.update(Text("✘ " + self.L("no_scenarios"), style="bold red"))
            return
        try:
            scenario = load_scenario(str(scenario_path))
        except GMConsoleError as exc:
            problem.update(Text(f"✘ {self._said(exc)}", style="bold red"))
            return
        try:
            players = len(self._roster())
        except GMConsoleError:  # no roster yet: the game's usual table, else its fewest players
            players = find_plugin(scenario.game).players or find_min_players(scenario)
        # the scenario's language, as a game's screens speak it
        self.app.push_screen(
            Simulator(labels(scenario.language, scenario.game, scenario.names), scenario, players)
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "new-create":
            self.action_create()
        else:
            self.dismiss(None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_create()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def _running_game(self) -> tuple[list[RosterEntry], dict] | None:
        """The roster file as a running game to take over (a TOML file with ``[state]``), or None."""
        from gmconsole.scenarios import load_running
        from gmconsole.tomlio import read_toml

        file = self.query_one("#new-file", Input).value.strip()
        if not file.endswith(".toml") or not Path(file).is_file() or "state" not in read_toml(file):
            return None
        return load_running(file)

    def _roster(self) -> list[RosterEntry]:
        """The roster file, else the names typed (a roster file's lines: « Chloé (f) »)."""
        from gmconsole.scenarios import load_roster, roster_lines

        file = self.query_one("#new-file", Input).value.strip()
        if file:
            return load_roster(file)
        try:
            entries = roster_lines(self.query_one("#new-players", TextArea).text.splitlines())
        except GMConsoleError as exc:  # a line the GM typed: said in the dialog's language
            raise GMConsoleError(describe(exc.args[0], self.L.lang)) from None
        if not entries:
            raise GMConsoleError(self.L("no_players"))
        return entries

    def _save_path(self, game: object) -> Path | None:
        """The save the GM named (a file name in the saves folder, ``.toml`` added), or None
        for the default name; a name taken or with a folder in it is refused, nothing lost."""
        typed = self.query_one("#new-save", Input).value.strip()
        if not typed:
            return None
        if "/" in typed or "\\" in typed or typed.startswith("."):
            raise GMConsoleError(self.L("save_name_bad", name=typed))
        path = self.saves_dir / (typed if typed.endswith(".toml") else f"{typed}.toml")
        if path.exists():
            raise GMConsoleError(self.L("save_name_taken", name=path.name))
        return path

    def action_create(self) -> None:
        from gmconsole.engine.game import Game
        from gmconsole.saves import default_save_path, save_game
        from gmconsole.scenarios import load_scenario

        problem = self.query_one("#new-problem", Static)
        scenario_path = self.query_one("#new-scenario", Select).value
        if scenario_path is Select.NULL or not scenario_path:
            problem.update(Text("✘ " + self.L("no_scenarios"), style="bold red"))
            return
        seed = self.query_one("#new-seed", Input).value.strip() or secrets.token_hex(16)
        try:
            scenario = load_scenario(str(scenario_path))
            running = self._running_game()  # a running game's file: taken over as it stands (W-S-16)
            if running is not None:
                game = Game.new(scenario, running[0], seed, running[1])
            else:
                game = Game.new(scenario, self._roster(), seed)
            path = self._save_path(game) or self.saves_dir / default_save_path(game).name
            save_game(game, path)
        except GMConsoleError as exc:
            problem.update(Text(f"✘ {self._said(exc)}", style="bold red"))
            return
        self.dismiss(path)

    def _said(self, exc: GMConsoleError) -> str:
        """A refusal of the deal in the scenario's language; a file's problem (a roster file
        that is not there, not text) in the dialog's, with its file (it came in English:
        « roster.txt: no such file »)."""
        if isinstance(exc, RuleViolation):
            return describe(exc)
        return said_error(exc, self.L.lang)
