"""The balance simulator: many games of a scenario played by the game's own policy, for any game
in the registry.

Game ``i`` of a run is dealt with the seed ``"{seed}-{i}"`` and its policy draws from a stream
seeded with the same text, so a game's outcome depends on nothing but the run's seed and its
number: spreading games over processes (``jobs``) gives the same results as one process. Games
are played on the fast path (one state, the deal's context aimed at each step), as the rules contract allows: an
order the rules refuse leaves the state untouched and is skipped, as a GM would.
"""

from __future__ import annotations

import gc
import math
import random
import threading
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, get_args

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import GMConsoleError, RuleViolation
from gmconsole.engine.rules.base import RosterEntry, ScenarioBase
from gmconsole.engine.rules.registry import find_plugin, find_rules

MAX_STEPS = 2_000
RESOLVE = Resolve()


@dataclass(frozen=True)
class Outcome:
    """How one game ended: the winner (a camp, or "" when it did not end), the rule, its length."""

    winner: str
    rule: str
    turns: int
    steps: int


@dataclass
class Summary:
    """Many games' outcomes: win rates with their 95% intervals, lengths, endings."""

    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    endings: Counter[str] = field(default_factory=Counter)
    turns: int = 0
    steps: int = 0

    def add(self, outcome: Outcome) -> None:
        self.games += 1
        self.wins[outcome.winner or "unfinished"] += 1
        self.endings[outcome.rule or "unfinished"] += 1
        self.turns += outcome.turns
        self.steps += outcome.steps

    def rates(self) -> list[tuple[str, int, float, float, float]]:
        """(camp, wins, rate, low, high) by wins, the interval a Wilson score interval at 95%."""
        return [
            (camp, wins, wins / self.games, *wilson(wins, self.games))
            for camp, wins in self.wins.most_common()
        ]

    def as_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "winners": {
                camp: {"wins": wins, "rate": rate, "low": low, "high": high}
                for camp, wins, rate, low, high in self.rates()
            },
            "mean_turns": self.turns / self.games if self.games else 0.0,
            "mean_steps": self.steps / self.games if self.games else 0.0,
            "endings": dict(self.endings.most_common()),
        }


def wilson(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


# -- refusals ---------------------------------------------------------------------------------
class SimulationRefused(GMConsoleError):
    """A run the simulator cannot make: a setting the scenario lacks, a range not written
    ``KEY=LOW..HIGH``, a policy the game does not declare, a count below 1.

    Worded by a key of the generic wording (``simulate.ftl``) with its values, like a refusal
    (:meth:`~gmconsole.engine.errors.RuleViolation.of`): ``str(exc)`` is the English text, and
    :meth:`shown` says it in ``language``, the scenario's when it was known (``""`` before)."""

    def __init__(self, key: str, language: str = "", /, **values: Any) -> None:
        from gmconsole.engine.worded import worded

        self.key = key
        self.words = worded("", key, **values)
        self.language = language
        super().__init__(str(self.words))

    def shown(self, language: str = "") -> str:
        """The refusal in ``language`` (default: the scenario's, else English)."""
        return self.words.shown(language or self.language or "en")


# -- settings ---------------------------------------------------------------------------------
def parse_setting(text: str, language: str = "") -> tuple[list[str], Any]:
    """``table.key=2`` -> (["table", "key"], 2); the value is read as TOML (a number,
    true/false, a list), else kept as text. A refusal is worded in ``language``."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise SimulationRefused("simulate-set-form", language, text=text)
    try:
        value = tomllib.loads(f"v = {raw.strip()}")["v"]
    except tomllib.TOMLDecodeError:
        value = raw.strip()
    return [part for part in key.strip().split(".") if part], value


def with_settings(scenario: ScenarioBase, settings: Iterable[str]) -> ScenarioBase:
    """The scenario with ``key=value`` settings changed, validated again by the game's model."""
    from gmconsole.engine.wording import text as words
    from gmconsole.scenarios import scenario_from_dict

    settings = list(settings)
    if not settings:
        return scenario
    language = scenario.language
    data = scenario.model_dump(mode="json")
    for text in settings:
        path, value = parse_setting(text, language)
        where = data
        for part in path[:-1]:
            if not isinstance(where.get(part), dict):
                raise SimulationRefused("simulate-no-section", language, text=text, section=part)
            where = where[part]
        if path[-1] not in where:
            import difflib

            key = ".".join(path)
            close = difflib.get_close_matches(key, [k for k, _ in settings_of(scenario, whole=False)], n=1)
            if close:
                raise SimulationRefused(
                    "simulate-no-setting-close", language, text=text, key=key, close=close[0]
                )
            raise SimulationRefused("simulate-no-setting", language, text=text, key=key)
        where[path[-1]] = value
    source = words(scenario, "simulate-changed-scenario", settings=", ".join(settings))
    return scenario_from_dict(data, source)


def settings_of(scenario: ScenarioBase, whole: bool = True) -> list[tuple[str, Any]]:
    """The scenario's settings as (dotted key, value), in the file's order: with ``whole`` the
    whole-number ones alone, those a sweep can run over (a setting left out of the file whose
    model takes a whole number, such as a count the game computes when it is not given, is one
    too, with the value None). The settings every scenario has (its name, language, names,
    limits on texts) are left out: they change no game."""
    from pydantic import BaseModel

    common = set(ScenarioBase.model_fields)
    found: list[tuple[str, Any]] = []

    def takes_int(annotation: Any) -> bool:
        return annotation is int or int in get_args(annotation)

    def walk(value: Any, prefix: str, annotation: Any) -> None:
        if isinstance(value, BaseModel):
            for name, info in type(value).model_fields.items():
                if not prefix and name in common:
                    continue
                walk(getattr(value, name), f"{prefix}{name}.", info.annotation)
        elif isinstance(value, dict):
            for key, item in value.items():
                walk(item, f"{prefix}{key}.", get_args(annotation)[1] if get_args(annotation) else None)
        elif not whole:
            found.append((prefix[:-1], value))
        elif (isinstance(value, int) and not isinstance(value, bool)) or (
            value is None and takes_int(annotation)
        ):
            found.append((prefix[:-1], value))

    walk(scenario, "", None)
    return found


# -- playing ----------------------------------------------------------------------------------
POLICIES = ("random", "heuristic")


def policy_class(game: str, kind: str = "random", language: str = "") -> Any:
    """The game's policy of ``kind`` ("random" or "heuristic"), or a clear refusal (worded in
    ``language``)."""
    plugin = find_plugin(game)
    cls = plugin.policy_class(kind) if kind in POLICIES else None
    if cls is None:
        key = "simulate-no-policy-random" if kind != "random" and plugin.policy else "simulate-no-policy"
        raise SimulationRefused(key, language, game=plugin.name, policy=kind)
    return cls


def policies(game: str) -> list[str]:
    """The policies the game declares, of :data:`POLICIES`."""
    plugin = find_plugin(game)
    return [kind for kind in POLICIES if plugin.policy_class(kind) is not None]


def play_one(
    scenario: ScenarioBase, roster: Sequence[RosterEntry], seed: str, policy_kind: str = "random"
) -> Outcome:
    """One game by the plug-in's policy of ``policy_kind``, on the fast path."""
    state, steps = play_state(scenario, roster, seed, policy_kind)
    return Outcome(state.winner, state.victory_rule, state.turn, steps)


def play_state(
    scenario: ScenarioBase, roster: Sequence[RosterEntry], seed: str, policy_kind: str = "random"
) -> tuple[Any, int]:
    """:func:`play_one`'s game: its final state and the number of steps resolved."""
    rules = find_rules(scenario.game)
    policy = policy_class(scenario.game, policy_kind)(random.Random(seed), scenario)
    state, ctx = rules.setup(scenario, list(roster), seed)
    apply, next_step = rules.apply, ctx.next_step
    steps = 0
    while not state.winner and steps < MAX_STEPS:
        # The deal's Context aimed at each step, as the games' benchmarks play: it
        # files events and keys rolls by the turn and phase it is aimed at, so this plays what a
        # new Context per action plays (aimed again after an order that moves either). It keeps
        # the game's events, which are not read here.
        next_step()
        for order in policy.orders(state):
            try:
                apply(state, order, ctx)
            except RuleViolation:
                continue
            if state.phase != ctx.phase or state.turn != ctx.turn:
                next_step()
        try:
            apply(state, RESOLVE, ctx)
        except RuleViolation:
            break  # the policy left the step without what it needs: an unfinished game
        steps += 1
    return state, steps


YOUNG_THRESHOLD = 10_000
"""The cycle collector's youngest threshold while games are played (Python's default: 700)."""

_playing_lock = threading.Lock()
_playing_runs: list[tuple[int, ...]] = []  # the thresholds before the first run, one item a run


@contextmanager
def playing() -> Iterator[None]:
    """The cycle collector's youngest generation collected after :data:`YOUNG_THRESHOLD`
    allocations instead of 700 while games are played; the thresholds put back when the last
    run ends (runs may overlap: the console's estimate and its simulator run in threads).

    A game builds its state, events and orders (a 50-player game of the largest shipped game
    holds some 4,000 container objects at its peak) and frees them all when it ends: at 700 the
    collector went through the live game again and again (and now and then through every
    object of the process), some 0.9 M instructions of a 25 M game, for nothing to collect. At
    10,000 it does not run in a game; the few objects games leave behind are still collected,
    every few thousand games (issue 17, docs/performance.md). The games' results are the same."""
    with _playing_lock:
        before = _playing_runs[0] if _playing_runs else gc.get_threshold()
        _playing_runs.append(before)
        gc.set_threshold(max(YOUNG_THRESHOLD, before[0]), *before[1:])
    try:
        yield
    finally:
        with _playing_lock:
            _playing_runs.pop()
            if not _playing_runs:
                gc.set_threshold(*before)


def _play_batch(
    args: tuple[ScenarioBase, list[RosterEntry], str, list[int], str],
) -> list[tuple[int, Outcome]]:
    scenario, roster, seed, numbers, kind = args
    with playing():
        return [(i, play_one(scenario, roster, f"{seed}-{i}", kind)) for i in numbers]


def simulate(
    scenario: ScenarioBase,
    roster: Sequence[RosterEntry],
    games: int,
    seed: str = "simulate",
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    policy: str = "random",
) -> Summary:
    """Play ``games`` games by the ``policy`` players ("random" or "heuristic"); the same seed
    gives the same summary whatever ``jobs`` is."""
    summary = Summary()
    roster = list(roster)
    policy_class(scenario.game, policy, scenario.language)  # refused before any game
    if jobs <= 1:
        with playing():
            for i in range(games):
                summary.add(play_one(scenario, roster, f"{seed}-{i}", policy))
                if progress:
                    progress(1)
        return summary
    size = max(1, min(50, games // (jobs * 4) or 1))
    batches = [list(range(start, min(games, start + size))) for start in range(0, games, size)]
    outcomes: dict[int, Outcome] = {}
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for done in pool.map(_play_batch, [(scenario, roster, seed, b, policy) for b in batches]):
            outcomes.update(done)
            if progress:
                progress(len(done))
    for i in range(games):  # added in game order: the summary is the one a single process makes
        summary.add(outcomes[i])
    return summary


def default_roster(scenario: ScenarioBase, players: int | None) -> list[RosterEntry]:
    """``players`` numbered players (default: the plug-in's typical table, else the minimum)."""
    plugin = find_plugin(scenario.game)
    count = players or plugin.players or find_rules(scenario.game).min_players(scenario)
    return [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count + 1)]


MAX_SWEEP = 100
"""The most values a sweep runs (a chart of more would be unreadable)."""


def sweep_values(text: str, language: str = "") -> tuple[list[str], list[Any]]:
    """``table.key=1..3`` -> (the key, [1, 2, 3]); a refusal is worded in ``language``."""
    key, sep, span = text.partition("=")
    low, dots, high = span.partition("..")
    try:
        values = list(range(int(low), int(high) + 1)) if dots else []
    except ValueError:
        values = []
    if not sep or not key.strip() or not values:
        raise SimulationRefused("simulate-sweep-form", language, text=text)
    if len(values) > MAX_SWEEP:
        raise SimulationRefused("simulate-sweep-long", language, text=text, n=len(values), most=MAX_SWEEP)
    return [key.strip()], values


def check_sweep(scenario: ScenarioBase, text: str) -> tuple[str, list[int]]:
    """``KEY=LOW..HIGH`` read (:func:`sweep_values`) and its key checked: a whole-number setting
    of the scenario (:func:`settings_of`), or a refusal in the scenario's language that names
    the closest one."""
    path, values = sweep_values(text, scenario.language)
    key = path[0]
    whole = [k for k, _ in settings_of(scenario)]
    if key not in whole:
        import difflib

        close = difflib.get_close_matches(key, whole, n=1)
        which = "simulate-sweep-no-setting-close" if close else "simulate-sweep-no-setting"
        raise SimulationRefused(which, scenario.language, text=text, key=key, close=close[0] if close else "")
    return key, values


# -- the estimate at game creation ------------------------------------------------------------
ESTIMATE_GAMES = 300


def estimate(
    scenario: ScenarioBase,
    players: int,
    games: int = ESTIMATE_GAMES,
    seed: str = "estimate",
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """The camps' chances for ``players`` players of ``scenario``: ``games`` games by the
    heuristic policy (the random one for a game that declares no heuristic), numbered players."""
    kind = "heuristic" if find_plugin(scenario.game).heuristic else "random"
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, players + 1)]
    return simulate(scenario, roster, games, seed, progress=progress, policy=kind)


def estimate_lines(scenario: ScenarioBase, players: int, summary: Summary) -> list[str]:
    """The estimate in the scenario's language, one line: each camp's chance and its 95%
    interval, then the mean length."""
    from gmconsole.engine.wording import text

    kind = "heuristic" if find_plugin(scenario.game).heuristic else "random"

    def pct(x: float) -> str:
        return text(scenario, "estimate-percent", n=str(round(100 * x)))

    unfinished = text(scenario, "estimate-unfinished")
    camps = text(scenario, "estimate-separator").join(
        text(
            scenario,
            "estimate-camp",
            camp=unfinished if camp == "unfinished" else scenario.display(camp),
            rate=pct(rate),
            low=pct(low),
            high=pct(high),
        )
        for camp, _, rate, low, high in summary.rates()
    )
    how = (
        text(scenario, "estimate-players-heuristic")
        if kind == "heuristic"
        else text(scenario, "estimate-players-random")
    )
    return [
        text(
            scenario,
            "estimate-line",
            n=players,
            games=summary.games,
            how=how,
            camps=camps,
            turns=f"{summary.turns / summary.games if summary.games else 0.0:.1f}".replace(
                ".", text(scenario, "decimal-separator")
            ),
        )
    ]


# -- the words of a run: the command line's and the console's ----------------------------------
#
# Everything in the scenario's language (simulate.ftl): the camps by their display names, the
# numbers with the language's decimal separator ("52,5 %"), French spacing by the wording.


def decimal(where: ScenarioBase | str, value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals and the language's separator: ``3,8`` in French."""
    from gmconsole.engine.wording import text

    return f"{value:.{digits}f}".replace(".", text(where, "decimal-separator"))


def percent(where: ScenarioBase | str, rate: float) -> str:
    """A rate (0 to 1) as a percentage with one decimal: ``52,5 %`` in French, ``52.5%`` in English."""
    from gmconsole.engine.wording import text

    return text(where, "simulate-percent", n=decimal(where, 100 * rate))


def camp_name(scenario: ScenarioBase, camp: str) -> str:
    """A winner's key as the scenario names it (``les espions``); games that did not end are
    ``unfinished`` in the summary."""
    from gmconsole.engine.wording import text

    return text(scenario, "simulate-unfinished") if camp == "unfinished" else scenario.display(camp)


def interval_words(scenario: ScenarioBase, low: float, high: float) -> str:
    """A 95% interval: ``de 45,6 % à 59,3 %``."""
    from gmconsole.engine.wording import text

    return text(scenario, "simulate-interval", low=percent(scenario, low), high=percent(scenario, high))


def run_heading(scenario: ScenarioBase, players: int, games: int, seed: str, policy: str) -> str:
    """What was simulated, in one line: the scenario, the table's size, the games, the seed and
    the players' policy."""
    from gmconsole.engine.wording import text

    return text(
        scenario,
        "simulate-heading",
        scenario=scenario.name,
        players=players,
        games=games,
        seed=str(seed),
        how=text(scenario, "simulate-policy", policy=policy),
    )


def summary_lines(scenario: ScenarioBase, summary: Summary) -> list[str]:
    """A run's summary as text lines: a table of the camps (wins, rate, 95% interval), the mean
    length and how games ended (rule ids)."""
    from gmconsole.engine.wording import text

    head = [text(scenario, f"simulate-column-{c}") for c in ("camp", "games", "rate", "interval")]
    rows = [
        [camp_name(scenario, camp), text(scenario, "simulate-count", n=wins), percent(scenario, rate),
         interval_words(scenario, low, high)]
        for camp, wins, rate, low, high in summary.rates()
    ]  # fmt: skip
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(3)]

    def line(row: list[str]) -> str:
        return f"{row[0]:<{widths[0]}}  {row[1]:>{widths[1]}}  {row[2]:>{widths[2]}}   {row[3]}".rstrip()

    games = summary.games or 1
    turns, steps = summary.turns / games, summary.steps / games
    length = text(
        scenario,
        "simulate-length",
        turns=decimal(scenario, turns),
        turns_n=round(turns, 1),
        steps=decimal(scenario, steps),
        steps_n=round(steps, 1),
    )
    endings = text(scenario, "list-separator").join(
        text(scenario, "simulate-ending", rule=camp_name(scenario, rule) if rule == "unfinished" else rule,
             n=count)
        for rule, count in summary.endings.most_common()
    )  # fmt: skip
    return [line(head), *(line(r) for r in rows), length, text(scenario, "simulate-endings", endings=endings)]


def sweep_camps(results: Sequence[tuple[Any, Summary]]) -> list[str]:
    """The camps that won a game of a sweep, the most winning first (games that did not end last)."""
    total: Counter[str] = Counter()
    for _, summary in results:
        total.update(summary.wins)
    camps = [camp for camp, _ in total.most_common() if camp != "unfinished"]
    return camps + (["unfinished"] if "unfinished" in total else [])


def chart(
    scenario: ScenarioBase,
    key: str,
    results: Sequence[tuple[Any, Summary]],
    width: int = 80,
    height: int = 20,
    color: bool = True,
) -> str:
    """The sweep's chart, drawn by plotext as text: one line per camp, its win rate (%) against
    the setting's value, in the scenario's language. Without ``color``, no escape code."""
    import re

    import plotext as plt

    from gmconsole.engine.wording import text

    xs = [value for value, _ in results]
    plt.clear_figure()
    for camp in sweep_camps(results):
        rates = [100 * s.wins[camp] / s.games if s.games else 0.0 for _, s in results]
        plt.plot(xs, rates, label=camp_name(scenario, camp), marker="dot")
    plt.title(text(scenario, "simulate-chart-title", key=key))
    plt.xlabel(key)
    step = max(1, math.ceil(len(xs) / 10))  # at most ten values under the axis
    plt.xticks(xs[::step], [text(scenario, "simulate-count", n=v) for v in xs[::step]])
    plt.ylim(0, 100)
    plt.yticks([0, 25, 50, 75, 100], ["0", "25", "50", "75", "100"])
    plt.limit_size(False, False)  # the size asked for, not the terminal's (the console's box)
    plt.plotsize(width, height)
    if not color:
        plt.clear_color()
    drawn: str = plt.build()
    plt.clear_figure()
    return drawn if color else re.sub(r"\x1b\[[0-9;]*m", "", drawn)
