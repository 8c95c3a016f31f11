"""``tomlio.dump_toml`` writes what tomli-w writes, to the byte (issue 17: it writes every save,
about three times faster), over saves of every game and over hostile values."""

from __future__ import annotations

import random
from collections import OrderedDict
from datetime import UTC, date, datetime, time, timedelta, timezone
from decimal import Decimal
from types import MappingProxyType

import pytest
import tomli_w

from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import to_toml
from gmconsole.scenarios import load_scenario
from gmconsole.tomlio import dump_toml
from policy_play import play_step

GAMES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_every_games_saves_are_written_as_tomli_w_writes_them(game_name, scenario_name, monkeypatch):
    plugin = registry.find_plugin(game_name)
    scenario = load_scenario(scenario_name)
    count = plugin.players or registry.find_rules(game_name).min_players(scenario)
    roster = [
        RosterEntry(name=f"Joueur {i:02d} « é »", aliases=[f'J"{i}'] if i % 4 == 0 else [])
        for i in range(1, count + 1)
    ]
    game = Game.new(scenario, roster, "writer")
    game.notes = {"players": {roster[0].name: "suspect\nligne 2\t\x01"}, "turns": {"1": "calme"}}  # type: ignore[attr-defined]
    policy = plugin.load(plugin.policy)(random.Random(1), scenario)
    seen: list[dict] = []

    def recording(data: dict) -> str:  # the data a save is written from, as ``to_toml`` gives it
        seen.append(data)
        return dump_toml(data)

    monkeypatch.setattr("gmconsole.saves.dump_toml", recording)
    for step in range(400):
        if step % 5 == 0:
            to_toml(game)
        if game.state.over:
            break
        play_step(game, policy)
    game.undo()  # a redo stack
    to_toml(game)
    assert len(seen) > 2
    for data in seen:
        assert dump_toml(data) == tomli_w.dumps(data)


HOSTILE_TEXTS = [
    "",
    "plain",
    'quote " inside',
    "back\\slash",
    "tab\tinside",
    "new\nline",
    "cr\r\nlf",
    "\b\f\x00\x01\x1f\x7f",
    "é « » ’ \u202f \U0001f600",
    "\u2028\u2029\x85",
    "a" * 120,
]


@pytest.mark.parametrize("text", HOSTILE_TEXTS)
def test_texts_and_keys_are_escaped_as_tomli_w_does(text):
    data = {
        "value": text,
        text or "empty": {"k": text},
        "list": [text, text],
        "inline": [{"k": text}, {"k": text}],
        "bare-key_09": 1,
        "key with space": 2,
    }
    assert dump_toml(data) == tomli_w.dumps(data)


def test_values_and_layouts_are_those_of_tomli_w():
    inline_edge = {"name": "x" * 80}  # near tomli-w's 100-character limit for an inline table
    data = {
        "int": -(2**63),
        "float": 3.0,
        "floats": [float("inf"), float("-inf"), 1e300, -0.0, 0.1],
        "bool": [True, False],
        "when": datetime(2026, 12, 1, 21, 15, 25, tzinfo=UTC),
        "offset": datetime(2026, 1, 1, 0, 0, tzinfo=timezone(timedelta(hours=2))),
        "naive": datetime(2026, 1, 1, 1, 2, 3, 456789),
        "day": date(2026, 12, 1),
        "hour": time(21, 15),
        "tuple": (1, "a", (2, 3)),
        "nested": [[1, [2, []]], [], [{}]],
        "empty_table": {},
        "empty_list": [],
        "aot_long": [inline_edge, {"name": "y" * 100}],
        "aot_short": [{"a": 1}, {"b": {"c": [1, 2]}}],
        "aot_multiline": [{"a": [1, 2]}],
        "mixed": [{"a": 1}, 2],
        "deep": {"a": {"b": {"c": {"d": 1}, "e": [{"f": 1}, {"g": "h" * 99}]}}, "x": 1},
        "only_tables": {"t1": {"x": 1}, "t2": {}},
    }
    assert dump_toml(data) == tomli_w.dumps(data)


@pytest.mark.parametrize(
    "odd",
    [
        Decimal("1.50"),
        OrderedDict(a=1),
        MappingProxyType({"a": 1}),
        [OrderedDict(a=1)],
        [1, Decimal("2")],
    ],
    ids=["decimal", "ordered-dict", "mapping-proxy", "list-of-ordered-dicts", "decimal-in-list"],
)
def test_what_it_does_not_know_is_written_by_tomli_w(odd):
    data = {"odd": odd, "after": {"x": 1}}
    assert dump_toml(data) == tomli_w.dumps(data)


@pytest.mark.parametrize("bad", [{"x": None}, {"x": {1, 2}}, {"x": time(1, tzinfo=UTC)}, {1: 2}])
def test_what_tomli_w_refuses_is_refused_alike(bad):
    with pytest.raises((TypeError, ValueError)) as theirs:
        tomli_w.dumps(bad)
    with pytest.raises(theirs.type):
        dump_toml(bad)


def test_the_long_integer_prefilter_misses_no_literal_the_pattern_finds():
    """``_may_hold_long_int`` (issue 17: the pattern's search cost more than parsing a save) is
    true wherever ``_LONG_INT`` matches: random texts built from the characters that matter."""
    from gmconsole.tomlio import _LONG_INT, _may_hold_long_int

    rng = random.Random(17)
    kinds = ["0123456789_", "01_", "01234567_", "0123456789abcdefABCDEF_", "xob", ' ="é\n']
    hits = 0
    for _ in range(5000):
        text = "".join(
            "".join(rng.choice(kind) for _ in range(rng.randint(1, 40)))
            for kind in rng.choices(kinds, weights=[4, 2, 1, 2, 2, 1], k=rng.randint(1, 8))
        )
        if _LONG_INT.search(text):
            hits += 1
            assert _may_hold_long_int(text), text
    for text in ["1" * 19, "0x" + "f" * 17, "0o" + "7" * 22, "0b" + "1" * 64, "a = 1_2_3_4_5_6_7_8_9_0"]:
        assert _LONG_INT.search(text) and _may_hold_long_int(text)
    assert hits > 100
    assert not _may_hold_long_int('seed_sha256 = "' + "4c3572ab0138eddd12eb856b76740f4b124e1a665867704f01b9bd2c3083f9c9" + '"')
