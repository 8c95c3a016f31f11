"""The balance simulator: many games of a scenario played by the game's own policy, for any game
in the registry.

Game ``i`` of a run is dealt with the seed ``"{seed}-{i}"`` and its policy draws from a stream
seeded with the same text, so a game's outcome depends on nothing but the run's seed and its
number: spreading games over processes (``jobs``) gives the same results as one process. Games
are played on the fast path (one state, a context per action), as the rules contract allows: an
order the rules refuse leaves the state untouched and is skipped, as a GM would.
"""

from __future__ import annotations

import math
import random
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import GMConsoleError, RuleViolation
from gmconsole.engine.rules.base import Context, RosterEntry, ScenarioBase
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


# -- settings ---------------------------------------------------------------------------------
def _said(key: str, /, **values: Any) -> str:
    """A problem of the command line's options, worded (``wording/<lang>/cli.ftl``): English, said
    again in the reader's language."""
    from gmconsole.tomlio import said

    return said(key, **values)


def parse_setting(text: str) -> tuple[list[str], Any]:
    """``table.key=2`` -> (["table", "key"], 2); the value is read as TOML (a number,
    true/false, a list), else kept as text."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise GMConsoleError(_said("simulate-set-format", typed=repr(text)))
    try:
        value = tomllib.loads(f"v = {raw.strip()}")["v"]
    except tomllib.TOMLDecodeError:
        value = raw.strip()
    return [part for part in key.strip().split(".") if part], value


def with_settings(scenario: ScenarioBase, settings: Iterable[str]) -> ScenarioBase:
    """The scenario with ``key=value`` settings changed, validated again by the game's model."""
    from gmconsole.scenarios import scenario_from_dict

    data = scenario.model_dump(mode="json")
    for text in settings:
        path, value = parse_setting(text)
        where = data
        for part in path[:-1]:
            if not isinstance(where.get(part), dict):
                raise GMConsoleError(_said("simulate-set-no-section", typed=repr(text), section=repr(part)))
            where = where[part]
        if path[-1] not in where:
            setting = repr(".".join(path))
            raise GMConsoleError(_said("simulate-set-no-setting", typed=repr(text), setting=setting))
        where[path[-1]] = value
    return scenario_from_dict(data, "<scenario with --set>")


# -- playing ----------------------------------------------------------------------------------
POLICIES = ("random", "heuristic")


def policy_class(game: str, kind: str = "random") -> Any:
    """The game's policy of ``kind`` ("random" or "heuristic"), or a clear refusal."""
    plugin = find_plugin(game)
    cls = plugin.policy_class(kind)
    if cls is None:
        other = "simulate-no-policy-random" if kind != "random" and plugin.policy else "simulate-no-policy"
        raise GMConsoleError(_said(other, game=repr(plugin.name), kind=kind))
    return cls


def play_one(
    scenario: ScenarioBase, roster: Sequence[RosterEntry], seed: str, policy_kind: str = "random"
) -> Outcome:
    """One game by the plug-in's policy of ``policy_kind``, on the fast path."""
    rules = find_rules(scenario.game)
    policy = policy_class(scenario.game, policy_kind)(random.Random(seed), scenario)
    state, _ = rules.setup(scenario, list(roster), seed)
    apply = rules.apply
    steps = 0
    while not state.winner and steps < MAX_STEPS:
        for order in policy.orders(state):
            try:
                apply(state, order, Context(state, scenario))
            except RuleViolation:
                continue
        try:
            apply(state, RESOLVE, Context(state, scenario))
        except RuleViolation:
            break  # the policy left the step without what it needs: an unfinished game
        steps += 1
    return Outcome(state.winner, state.victory_rule, state.turn, steps)


def _play_batch(
    args: tuple[ScenarioBase, list[RosterEntry], str, list[int], str],
) -> list[tuple[int, Outcome]]:
    scenario, roster, seed, numbers, kind = args
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
    policy_class(scenario.game, policy)  # a missing policy is refused before any game
    if jobs <= 1:
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


def sweep_values(text: str) -> tuple[list[str], list[Any]]:
    """``table.key=1..3`` -> (the key, [1, 2, 3])."""
    key, sep, span = text.partition("=")
    low, dots, high = span.partition("..")
    try:
        values = list(range(int(low), int(high) + 1)) if dots else []
    except ValueError:
        values = []
    if not sep or not values:
        raise GMConsoleError(_said("simulate-sweep-format", typed=repr(text)))
    return [key.strip()], values


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
