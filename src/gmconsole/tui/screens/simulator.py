"""The balance simulator in the console (issue 17, point 1): a sweep over a whole-number setting of
the scenario, as ``gmconsole simulate --sweep`` runs it, with its table and its chart.

The GM picks a setting (every whole-number setting of the scenario, :func:`gmconsole.simulate.
settings_of`, each by its name in the game's wording, :func:`gmconsole.engine.worded.setting_name`,
its key in the scenario file dimmed beside it: what ``--set`` and ``--sweep`` take), a range of values, the games per value, the table's size, the players' policy and
the seed; the games are played in a thread worker (the console stays responsive, a progress bar
moves, Escape cancels the run, then closes the screen). Each value's results go into a table (each
camp's win rate with its 95% interval, by the camps' display names) and the chart, drawn by
plotext, one line per camp. Every word is the scenario's language: the console's labels
(``console-sim-*``) and the simulator's words (``simulate.ftl``) shared with the command line.

Opened from the game screen (F6, the palette) and the new-game dialog; imported only then, so
the console's start pays nothing for it.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Input, Label, ProgressBar, Select, Static

from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.worded import setting_name
from gmconsole.simulate import (
    MAX_SWEEP,
    SimulationRefused,
    Summary,
    camp_name,
    decimal,
    default_roster,
    interval_words,
    percent,
    policies,
    settings_of,
    simulate,
    sweep_camps,
    with_settings,
)
from gmconsole.tui.fast_keys import FOCUS_KEYS
from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.textual_words import WordedBindings
from gmconsole.tui.widgets.footer import KeysFooter
from gmconsole.tui.widgets.table import Table

MAX_GAMES = 100_000
"""The most games per value the screen takes (a run of hours is a typing mistake)."""


class Simulator(WordedBindings, Screen[None]):
    """A sweep of one setting of ``scenario`` for ``players`` players: its table and its chart."""

    DEFAULT_CSS = """
    Simulator {
        layout: vertical;
    }
    Simulator #sim-title {
        padding: 0 1;
        text-style: bold;
    }
    Simulator .sim-row {
        height: auto;
        padding: 0 1;
    }
    Simulator .sim-row Label {
        padding: 0 1 0 0;
    }
    Simulator .sim-row Input {
        width: 8;
        margin: 0 2 0 0;
    }
    Simulator #sim-setting {
        width: 1fr;
    }
    /* the chosen setting on one line (a long name is cut, the list shows it whole) */
    Simulator #sim-setting SelectCurrent Static#label {
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    Simulator #sim-policy {
        width: 24;
        margin: 0 2 0 0;
    }
    Simulator #sim-seed {
        width: 12;
    }
    Simulator #sim-run {
        margin: 0 0 0 1;
    }
    Simulator #sim-key {
        padding: 0 1 0 9;
        height: auto;
    }
    Simulator #sim-problem {
        color: $error;
        padding: 0 1;
        height: auto;
    }
    Simulator #sim-state {
        padding: 0 1;
        height: auto;
    }
    Simulator #sim-progress {
        padding: 0 1;
    }
    Simulator #sim-results {
        height: 1fr;
    }
    Simulator #sim-table {
        height: auto;
        max-height: 16;
    }
    Simulator #sim-chart {
        height: auto;
        padding: 1 1 0 1;
    }
    """

    BINDINGS = [
        Binding("escape", "back", "key_sim_back"),
        Binding("ctrl+s", "run", "key_sim_run"),
        *FOCUS_KEYS,  # a digit typed fast after tab goes to the next field
    ]

    class Progressed(Message):
        """Games played so far (posted from the worker's thread)."""

        def __init__(self, run: int, done: int) -> None:
            super().__init__()
            self.run, self.done = run, done

    class ValueDone(Message):
        """One value of the setting simulated (posted from the worker's thread)."""

        def __init__(self, run: int, value: int, summary: Summary) -> None:
            super().__init__()
            self.run, self.value, self.summary = run, value, summary

    class Ended(Message):
        """The run is over: every value done, cancelled, or stopped by a problem (its words)."""

        def __init__(self, run: int, problem: str = "", cancelled: bool = False) -> None:
            super().__init__()
            self.run, self.problem, self.cancelled = run, problem, cancelled

    def __init__(self, L: Labels, scenario: ScenarioBase, players: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.scenario = scenario
        self.players = players
        self.settings = settings_of(scenario)
        self.names = {key: setting_name(key, scenario) or key for key, _ in self.settings}
        """Each setting's name in the game's words (its key when the wording has none)."""
        self.kinds = policies(scenario.game)
        self.results: list[tuple[int, Summary]] = []
        self.key = ""
        self.values: list[int] = []
        self.games = 0
        self.running = False
        self._run = 0  # the run whose messages count (an older run's late messages are dropped)
        localize_bindings(self, L)

    @property
    def _first(self) -> int:
        """The setting offered first: one of a table by player count for this table's size (a
        key ending in ``.7`` for 7 players), which changes these games, else the file's first."""
        suffix = f".{self.players}"
        return next((n for n, (key, _) in enumerate(self.settings) if key.endswith(suffix)), 0)

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        from gmconsole.engine.wording import text

        L, scenario = self.L, self.scenario
        yield Label(L("sim_title", scenario=scenario.name), id="sim-title")
        with Horizontal(classes="sim-row"):
            yield Label(L("sim_setting"))
            yield Select(
                [(self._setting_words(key, value), key) for key, value in self.settings],
                value=self.settings[self._first][0] if self.settings else Select.NULL,
                allow_blank=not self.settings,
                id="sim-setting",
                compact=True,
            )
        yield Static("", id="sim-key")
        low, high = self._range(self.settings[self._first][1] if self.settings else None)
        with Horizontal(classes="sim-row"):
            yield Label(L("sim_from"))
            yield Input(str(low), id="sim-low", compact=True)
            yield Label(L("sim_to"))
            yield Input(str(high), id="sim-high", compact=True)
            yield Label(L("sim_games"))
            yield Input("100", id="sim-games", compact=True)
            yield Label(L("sim_players"))
            yield Input(str(self.players), id="sim-players", compact=True)
        with Horizontal(classes="sim-row"):
            yield Label(L("sim_policy"))
            yield Select(
                [(text(scenario, "simulate-policy", policy=kind), kind) for kind in self.kinds],
                value=self.kinds[0] if self.kinds else Select.NULL,
                allow_blank=not self.kinds,
                id="sim-policy",
                compact=True,
            )
            yield Label(L("sim_seed"))
            yield Input("simulate", id="sim-seed", compact=True)
            yield Button(L("sim_run"), variant="primary", id="sim-run", compact=True)
        yield Static("", id="sim-problem")
        yield Static(Text(L("sim_hint"), style="dim"), id="sim-state")
        yield ProgressBar(id="sim-progress", show_eta=False)
        with VerticalScroll(id="sim-results"):
            yield Table(id="sim-table", zebra_stripes=True, cursor_type="row")
            yield Static("", id="sim-chart")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one("#sim-progress", ProgressBar).display = False
        self._show_key(self.settings[self._first][0] if self.settings else "")
        if not self.settings:
            self.query_one("#sim-problem", Static).update(Text("✘ " + self.L("sim_no_settings")))
        self.query_one("#sim-setting", Select).focus()

    def _setting_words(self, key: str, value: Any) -> Text:
        """A setting in the list: its name and its value (its key is said under the list,
        :meth:`_show_key`)."""
        name = self.names.get(key, key)
        if value is None:
            words = self.L("sim_setting_unset", setting=name)
        else:
            words = self.L("sim_setting_option", setting=name, value=value)
        return Text(words)

    def _show_key(self, key: str) -> None:
        """The chosen setting's key in the scenario file, dimmed: what ``--set``, ``--sweep`` and
        a copy of the scenario take."""
        said = self.L("sim_key", toml=key) if key else ""
        self.query_one("#sim-key", Static).update(Text(said, style="dim"))

    @staticmethod
    def _range(value: Any) -> tuple[int, int]:
        """The range first offered for a setting: around its value (1 to 3 when it has none)."""
        if not isinstance(value, int):
            return 1, 3
        return max(0, value - 1), value + 1

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id != "sim-setting" or event.value is Select.NULL:
            return
        self._show_key(str(event.value))
        low, high = self._range(dict(self.settings).get(str(event.value)))
        self.query_one("#sim-low", Input).value = str(low)
        self.query_one("#sim-high", Input).value = str(high)

    # -- a run ------------------------------------------------------------------------------
    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "sim-run":
            self.action_run()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_run()

    def _number(self, field: str, label: str, least: int) -> int:
        typed = self.query_one(f"#{field}", Input).value.strip()
        try:
            value = int(typed)
        except ValueError:
            value = least - 1
        if value < least:
            raise ValueError(self.L("sim_bad_number", field=self.L(label), value=typed, least=least))
        return value

    def _form(self) -> tuple[str, list[int], int, int, str, str]:
        """The run the form asks for, or ValueError with the problem in the screen's words."""
        L = self.L
        setting = self.query_one("#sim-setting", Select).value
        if setting is Select.NULL or not setting:
            raise ValueError(L("sim_no_settings"))
        low = self._number("sim-low", "sim_from", 0)
        high = self._number("sim-high", "sim_to", 0)
        if low > high:
            raise ValueError(L("sim_bad_range", low=low, high=high))
        if high - low + 1 > MAX_SWEEP:
            raise ValueError(L("sim_too_many", n=high - low + 1, most=MAX_SWEEP))
        games = self._number("sim-games", "sim_games", 1)
        if games > MAX_GAMES:
            raise ValueError(L("sim_too_many_games", n=games, most=MAX_GAMES))
        players = self._number("sim-players", "sim_players", 1)
        policy = self.query_one("#sim-policy", Select).value
        if policy is Select.NULL:
            raise ValueError(L("sim_no_policy"))
        seed = self.query_one("#sim-seed", Input).value.strip() or "simulate"
        return str(setting), list(range(low, high + 1)), games, players, str(policy), seed

    def action_run(self) -> None:
        problem = self.query_one("#sim-problem", Static)
        try:
            key, values, games, players, policy, seed = self._form()
        except ValueError as exc:
            problem.update(Text(f"✘ {exc}"))
            return
        problem.update("")
        self._run += 1
        self.key, self.values, self.games, self.running = key, values, games, True
        self.results = []
        self.query_one("#sim-table", Table).clear(columns=True)
        self.query_one("#sim-chart", Static).update("")
        bar = self.query_one("#sim-progress", ProgressBar)
        bar.update(total=games * len(values), progress=0)
        bar.display = True
        self._say_progress(0)
        run, scenario = self._run, self.scenario
        self.run_worker(
            lambda: self._simulate(run, scenario, key, values, games, players, policy, seed),
            thread=True,
            exclusive=True,
            group="simulate",
            exit_on_error=False,
        )

    def _simulate(
        self,
        run: int,
        scenario: ScenarioBase,
        key: str,
        values: list[int],
        games: int,
        players: int,
        policy: str,
        seed: str,
    ) -> None:
        """The worker: each value's games, in a thread; what it finds goes back as messages."""
        from textual.worker import get_current_worker

        from gmconsole.engine.errors import GMConsoleError
        from gmconsole.engine.worded import describe

        worker = get_current_worker()
        done = 0
        every = max(1, games // 25)  # the bar moves some 25 times a value

        def progress(n: int) -> None:
            nonlocal done
            if worker.is_cancelled:
                raise InterruptedError  # Escape, or the screen closed
            done += n
            if done % every == 0:
                self.post_message(self.Progressed(run, done))

        try:
            roster = default_roster(scenario, players)
            for value in values:
                changed = with_settings(scenario, [f"{key}={value}"])
                summary = simulate(changed, roster, games, seed, progress=progress, policy=policy)
                self.post_message(self.ValueDone(run, value, summary))
        except InterruptedError:
            self.post_message(self.Ended(run, cancelled=True))
            return
        except SimulationRefused as exc:
            self.post_message(self.Ended(run, exc.shown(scenario.language)))
            return
        except GMConsoleError as exc:  # a deal refused, a value the scenario's model refuses
            problem = getattr(exc, "problem", "") or describe(exc, scenario)
            self.post_message(self.Ended(run, problem))
            return
        except Exception as exc:  # noqa: BLE001 - said on the screen, never a crash of the console
            self.post_message(self.Ended(run, f"{type(exc).__name__}: {exc}"))
            return
        self.post_message(self.Ended(run))

    def on_simulator_progressed(self, message: Progressed) -> None:
        if message.run == self._run and self.running:
            self.query_one("#sim-progress", ProgressBar).update(progress=message.done)
            self._say_progress(message.done)

    def _say_progress(self, done: int) -> None:
        index = min(len(self.values) - 1, done // self.games) if self.games else 0
        value = self.values[index] if self.values else ""
        setting = self.names.get(self.key, self.key)
        words = self.L("sim_progress", setting=setting, value=value, n=index + 1, count=len(self.values))
        self.query_one("#sim-state", Static).update(Text(words, style="cyan"))

    def on_simulator_value_done(self, message: ValueDone) -> None:
        if message.run != self._run:
            return
        self.results.append((message.value, message.summary))
        self.query_one("#sim-progress", ProgressBar).update(progress=len(self.results) * self.games)
        self._show_table()
        self._show_chart()

    def on_simulator_ended(self, message: Ended) -> None:
        if message.run != self._run:
            return
        self.running = False
        self.query_one("#sim-progress", ProgressBar).display = False
        L, state = self.L, self.query_one("#sim-state", Static)
        if message.problem:
            self.query_one("#sim-problem", Static).update(Text("✘ " + L("sim_failed", why=message.problem)))
            state.update("")
        elif message.cancelled:
            state.update(
                Text(L("sim_cancelled", n=len(self.results), count=len(self.values)), style="yellow")
            )
        else:
            setting = self.names.get(self.key, self.key)
            state.update(
                Text(L("sim_done", setting=setting, count=len(self.values), games=self.games), style="green")
            )

    # -- the results ------------------------------------------------------------------------
    def _show_table(self) -> None:
        """One row per value: each camp's rate over its 95% interval, then the mean length."""
        scenario, L = self.scenario, self.L
        table = self.query_one("#sim-table", Table)
        camps = sweep_camps(self.results)
        table.clear(columns=True)
        table.add_column(L("sim_value"), key="value")  # the setting is named above and in the chart
        for camp in camps:
            table.add_column(camp_name(scenario, camp), key=camp)
        table.add_column(L("sim_length"), key="length")
        for value, summary in self.results:
            rates = {camp: (rate, low, high) for camp, _, rate, low, high in summary.rates()}
            cells: list[Any] = [Text(str(value), style="bold")]
            for camp in camps:
                rate, low, high = rates.get(camp, (0.0, *self._empty(summary)))
                cells.append(
                    Text.assemble(
                        (percent(scenario, rate), "bold"), "\n", (interval_words(scenario, low, high), "dim")
                    )
                )
            turns = summary.turns / summary.games if summary.games else 0.0
            cells.append(L("sim_turns", turns=decimal(scenario, turns), n=round(turns, 1)))
            table.add_row(*cells, height=2, key=str(value))

    @staticmethod
    def _empty(summary: Summary) -> tuple[float, float]:
        """The interval of a camp that won none of the value's games."""
        from gmconsole.simulate import wilson

        return wilson(0, summary.games)

    def _show_chart(self) -> None:
        from gmconsole.simulate import chart

        box = self.query_one("#sim-chart", Static)
        room = self.query_one("#sim-results", VerticalScroll).scrollable_content_region.width
        width = max(40, min(110, (room or 80) - 3))
        setting = self.names.get(self.key, self.key)
        box.update(Text.from_ansi(chart(self.scenario, setting, self.results, width=width, height=18)))

    # -- leaving ----------------------------------------------------------------------------
    def action_back(self) -> None:
        """Escape: cancel the run under way, else close the screen."""
        if self.running:
            self.workers.cancel_group(self, "simulate")
            self.running = False
            self.query_one("#sim-progress", ProgressBar).display = False
            state = self.query_one("#sim-state", Static)
            state.update(
                Text(self.L("sim_cancelled", n=len(self.results), count=len(self.values)), style="yellow")
            )
            return
        self.dismiss(None)

    def on_unmount(self, event: events.Unmount) -> None:
        self.workers.cancel_group(self, "simulate")
