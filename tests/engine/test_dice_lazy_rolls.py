"""Rolls made inline with their key, expression and outcome written when read (issue 17).

``Dice._draw`` logs a roll of the current derivation as the values it was drawn from, made a
Roll with its strings when the log is read (``Dice.log``). These tests compare it with
``Dice._roll`` (the general path, which writes everything at once): the same results, counters,
fields, dumps, errors, and the same save bytes after whole games of every registered game.
"""

from __future__ import annotations

import copy
import enum
import pickle
import random
from datetime import UTC, datetime

import pytest

import gmconsole.saves as saves
from gmconsole.engine import dice as engine_dice
from gmconsole.engine.actions import Resolve
from gmconsole.engine.dice import Dice, Roll, compute
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import PUBLIC, to_player
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.scenarios import load_scenario
from policy_play import played_game

CASES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))[:1]]
AT = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


@pytest.fixture
def eager(monkeypatch):
    """Every Dice made from now on rolls by ``_roll`` (everything written at once)."""
    original = Dice.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self._inline = False

    def switch() -> None:
        monkeypatch.setattr(Dice, "__init__", init)

    return switch


def _save_text(game, monkeypatch) -> str:
    """The save's text with every clock at ``AT`` (the steps', the game's start, the writing)."""
    for entry in game.entries():
        entry.at = AT
    monkeypatch.setattr(saves, "utcnow", lambda: AT)
    return saves.to_toml(game, created_at=AT)


@pytest.mark.parametrize(("game", "scenario_name"), CASES)
def test_a_saved_game_has_the_same_bytes_with_rolls_written_when_read(
    game, scenario_name, eager, monkeypatch
):
    texts, dumps = [], []
    for _ in range(2):
        played, _policy = played_game(game, scenario_name, f"lazy-{game}", 7, 6)
        rolls = played.rolls()
        # read some rolls' outcome first, others' key or expression first: any order fills all
        for i, roll in enumerate(rolls):
            (roll.outcome, roll.key, roll.expr)[i % 3]  # noqa: B018
        dumps.append([r.model_dump(mode="json") for r in rolls])
        texts.append(_save_text(played, monkeypatch))
        eager()
    assert dumps[0] == dumps[1]
    assert texts[0].encode() == texts[1].encode()


@pytest.mark.parametrize(("game", "scenario_name"), CASES)
def test_the_fast_path_logs_the_same_rolls(game, scenario_name, eager):
    """The simulator's path (a Context per action): the rolls of random games, dumped."""
    plugin = registry.find_plugin(game)
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(game)
    count = plugin.players or rules.min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count + 1)]
    runs = []
    for _ in range(2):
        logged = []
        for seed in range(3):
            policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
            state, ctx = rules.setup(scenario, roster, f"fast-{seed}")
            rolls = list(ctx.rolls)
            for _ in range(60):
                if state.winner:
                    break
                for order in [*policy.orders(state), Resolve()]:
                    step = Context(state, scenario)
                    try:
                        rules.apply(state, order, step)
                    except RuleViolation:
                        continue
                    rolls += step.rolls
            logged.append(([r.model_dump() for r in rolls], state.model_dump(mode="json")))
        runs.append(logged)
        eager()
    assert runs[0] == runs[1]
    assert any(dumped for dumped, _ in runs[0]) or game == "toy"


def _both(calls, seed="seed", turn=3, phase="night"):
    """The rolls of ``calls`` (name, args, kwargs) on an inline Dice and on a ``_roll`` one: each
    call's result or error, the counters and the dumped log."""
    out = []
    for inline in (True, False):
        counters: dict[str, int] = {}
        d = Dice(seed, counters, turn, phase)
        d._inline = inline
        results = []
        for name, args, kwargs in calls:
            try:
                results.append(getattr(d, name)(*args, **kwargs))
            except (ValueError, TypeError) as exc:
                results.append((type(exc).__name__, str(exc)))
        out.append((results, dict(counters), [r.model_dump() for r in d.log]))
    return out


class Colour(str, enum.Enum):  # noqa: UP042 - on purpose: str() is not the value
    RED = "red"
    BLUE = "blue"


class Card:
    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return f"card {self.name}"


def test_every_kind_of_roll_and_refusal_is_the_same_inline():
    names = [f"p{i}" for i in range(12)]
    calls = [
        ("die", ("toy.d6", 6), {}),
        ("die", ("toy.d6", 6), {"say": "a six-sided die"}),
        ("die", ("toy.big", 999_999_999), {}),
        ("die", ("toy.huge", 1_000_000_000), {}),
        ("die", ("toy.zero", 0), {}),
        ("die", ("toy.negative", -3), {}),
        ("die", ("toy.bool", True), {}),
        ("die", ("Not an id", 6), {}),
        ("chance", ("toy.half", 50), {"audience": PUBLIC}),
        ("chance", ("toy.eighth", 12.5), {}),
        ("chance", ("toy.float", 40.0), {}),
        ("chance", ("toy.over", 130), {}),
        ("chance", ("toy.under", -5), {}),
        ("chance", ("toy.bool", True), {}),
        ("choice", ("toy.who", names), {"audience": to_player("p1")}),
        ("choice", ("toy.tuple", tuple(names)), {}),
        ("choice", ("toy.ints", [3, 5, 8]), {}),
        ("choice", ("toy.enum", [Colour.RED, Colour.BLUE]), {}),
        ("choice", ("toy.cards", [Card("a"), Card("b")]), {}),
        ("choice", ("toy.empty", []), {}),
        ("choice", ("toy.dict", names), {"audience": {"to": "player", "players": ["p2"]}}),
        ("sample", ("toy.some", names, 4), {"say": "some drawn"}),
        ("sample", ("toy.all", names, 12), {}),
        ("sample", ("toy.none", names, 0), {}),
        ("sample", ("toy.too_many", names, 13), {}),
        ("sample", ("toy.negative", names, -1), {}),
        ("sample", ("toy.enum", [Colour.RED, Colour.BLUE], 2), {}),
        ("sample", ("toy.ints", range(30), 7), {}),
        ("sample", ("toy.cards", [Card("a"), Card("b"), Card("c")], 2), {}),
        ("shuffle", ("toy.deck", names), {}),
        ("shuffle", ("toy.one", ["solo"]), {}),
        ("shuffle", ("toy.mixed", ["a", 1, Colour.RED, Card("x")]), {}),
        ("choice", ("toy.bad_audience", names), {"audience": {"to": "nobody"}}),
    ]
    calls += [("choice", ("toy.again", names), {})] * 300  # indices past the precomputed ones
    inline, general = _both(calls)
    assert inline == general
    again = _both(calls, seed="other", turn=400, phase="day")
    assert again[0] == again[1] and again[0] != inline


def test_a_roll_is_filled_in_whichever_field_is_read_first():
    d = Dice("seed", {}, 2, "day")
    d.die("toy.d20", 20)
    d.chance("toy.coin", 50)
    d.choice("toy.who", ["ann", "ben"])
    d.sample("toy.two", ["a", "b", "c"], 2)
    d.shuffle("toy.deck", ["x", "y", "z"])
    die, coin, who, two, deck = d.log
    assert die.outcome == str(die.result) and die.key == "2/day/toy.d20/0" and die.expr == "1d20"
    assert coin.key == "2/day/toy.coin/0" and coin.expr == "1d100"
    assert coin.outcome == (f"{coin.result} <= 50: yes" if coin.result <= 50 else f"{coin.result} > 50: no")
    assert who.expr == "1d2" and who.outcome in ("ann", "ben")
    assert two.outcome.count(", ") == 1 and two.expr == "sample 2 of 3"
    assert deck.expr == "perm 3" and sorted(deck.outcome.split(", ")) == ["x", "y", "z"]
    for roll in d.log:
        assert compute("seed", roll.key, roll.expr) == roll.result


def test_a_filled_roll_is_an_ordinary_roll():
    d = Dice("seed", {}, 1, "night")
    d.choice("toy.who", ["ann", "ben", "cat"], PUBLIC, say="who is drawn")
    d.die("toy.d6", 6)
    eager = Dice("seed", {}, 1, "night")
    eager._inline = False
    eager.choice("toy.who", ["ann", "ben", "cat"], PUBLIC, say="who is drawn")
    eager.die("toy.d6", 6)
    lazy, plain = d.log, eager.log
    assert copy.copy(lazy[1]) == plain[1]  # a copy of an unread roll reads the same
    assert copy.deepcopy(lazy) == plain
    assert pickle.loads(pickle.dumps(lazy)) == plain
    assert lazy == plain and repr(lazy) == repr(plain)
    assert Roll.model_validate(lazy[0].model_dump()) == plain[0]
    assert set(lazy[0].model_dump()) == set(Roll.__dataclass_fields__)
    with pytest.raises(AttributeError, match="'Roll' object has no attribute 'nothing'"):
        lazy[0].nothing  # noqa: B018
    fresh = Dice("seed", {}, 1, "night")
    fresh.die("toy.d6", 6)
    fresh.log[0].outcome = "rewritten"  # written before any read: kept
    assert fresh.log[0].outcome == "rewritten" and fresh.log[0].key == "1/night/toy.d6/0"
    made = object.__new__(Roll)  # a roll not made by Dice: an unset field is an ordinary error
    with pytest.raises(AttributeError):
        made.key  # noqa: B018


def test_equal_steps_of_other_objects_key_their_own_streams():
    """The kept streams are taken again for the very seed, turn and phase objects only."""
    turn = 1000
    other = int("1000")
    assert other == turn and other is not turn
    first = Dice("seed", {}, turn, "night")
    first.die("toy.same", 6)
    second = Dice("seed", {}, other, "night")
    second.die("toy.same", 6)
    third = Dice("another seed", {}, other, "night")
    third.die("toy.same", 6)
    fourth = Dice("seed", {}, 1001, "night")
    fourth.die("toy.same", 6)
    keys = [d.log[0].key for d in (first, second, third, fourth)]
    assert keys == [
        "1000/night/toy.same/0",
        "1000/night/toy.same/0",
        "1000/night/toy.same/0",
        "1001/night/toy.same/0",
    ]
    assert first.log[0].result == second.log[0].result == compute("seed", keys[0], "1d6")
    assert third.log[0].result == compute("another seed", keys[2], "1d6")
    assert fourth.log[0].result == compute("seed", keys[3], "1d6")


class _SecondRejected:
    """A stream hash whose first block holds one good number then 2**64 - 1 (rejected for any
    range that is not a power of two), then BLAKE2b's blocks."""

    def __init__(self, fed: bytes = b"") -> None:
        self.fed = fed

    def copy(self):
        return _SecondRejected(self.fed)

    def update(self, data: bytes) -> None:
        self.fed += data

    def digest(self) -> bytes:
        import hashlib

        block = hashlib.blake2b(self.fed, digest_size=32).digest()
        if self.fed.endswith((0).to_bytes(8, "little")):
            return block[:8] + b"\xff" * 24
        return block


def test_a_draw_rejecting_a_later_number_gives_the_streams_definition():
    def reference(base, n, k):
        stream = object.__new__(engine_dice._Stream)
        stream._base, stream._block, stream._pos, stream._counter = base, b"", 0, 0
        return engine_dice._partial_shuffle(stream, n, k)

    for n, k in ((7, 7), (9, 2), (50, 3), (5, 4)):
        assert engine_dice._result(_SecondRejected(), False, n, k) == reference(_SecondRejected(), n, k)
