"""A save is dumped without pydantic's serializers (``engine/trusted_dump.py``) and an order is
validated by its own action class (issue 17): what is written must be byte for byte what the
validated path (``SaveFile`` validated and ``model_dump``-ed, the union's validator) writes, for
every game; anything the dumper does not know goes to pydantic."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pytest
import tomli_w
from pydantic import BaseModel, ConfigDict, ValidationError, field_serializer

import gmconsole.engine.actions as engine_actions
import gmconsole.saves as saves
from gmconsole.engine.game import Game
from gmconsole.engine.journal import JournalEntry
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.trusted import Untrusted
from gmconsole.engine.trusted_dump import dump
from gmconsole.scenarios import load_scenario
from policy_play import play_step

GAMES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]
WHEN = datetime(2026, 12, 1, 21, 30, tzinfo=UTC)


def _ordered(value: Any) -> Any:
    """``value`` with its dicts' key order and every value's class, to compare exactly."""
    if isinstance(value, dict):
        return ("dict", [(k, _ordered(v)) for k, v in value.items()])
    if isinstance(value, list | tuple):
        return (value.__class__.__name__, [_ordered(v) for v in value])
    return (value.__class__.__name__, value)


def _games(game_name: str, scenario_name: str, seed: int):
    """One game of random play, yielded after the deal, every few steps, at the end, and with a
    step undone (a redo stack) and GM notes."""
    plugin = registry.find_plugin(game_name)
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(game_name)
    count = plugin.players or rules.min_players(scenario)
    roster = [
        RosterEntry(
            name=f"Joueur {i:02d}", aliases=[f"J{i}"] if i % 3 == 0 else [], gender="f" if i % 4 else None
        )
        for i in range(1, count + 1)
    ]
    game = Game.new(scenario, roster, f"dump-{seed}")
    policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
    for step in range(400):
        if step % 5 == 0:
            yield game
        if game.state.over:
            break
        play_step(game, policy)
    yield game
    game.undo()
    game.notes = {"players": {"Joueur 01": "a note"}, "turns": {"1": ""}}
    yield game


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_a_save_dumps_as_pydantic_dumps_it(game_name, scenario_name):
    """Over games of every registered game from random play: the save's data dumped without
    pydantic is the validated ``SaveFile``'s ``model_dump`` (same keys in the same order, same
    classes), its TOML the same bytes; and the dumper took it whole (nothing sent to pydantic)."""
    rules = registry.find_rules(game_name)
    checked = 0
    for seed in range(2):
        for game in _games(game_name, scenario_name, seed):
            mine = saves.save_data(game, WHEN, WHEN)
            theirs = saves.validated_save_data(game, WHEN, WHEN)
            assert _ordered(mine) == _ordered(theirs)
            assert tomli_w.dumps(mine) == tomli_w.dumps(theirs)
            # the fast path itself, not its fallback
            assert dump(rules.state_model, game.state, json=True) == mine["state"]
            assert dump(rules.scenario_model, game.scenario, json=True) == mine["scenario"]
            assert dump(list[JournalEntry], game.journal, json=False) == mine["journal"]
            checked += 1
    assert checked >= 4


class _Validated(dict):
    """No action made or dumped without pydantic (``engine.actions``' plans, all refused)."""

    def get(self, key, default=None):
        return False


@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_an_apply_writes_the_bytes_of_the_validated_path(game_name, scenario_name, tmp_path, monkeypatch):
    """A save written after orders (sealed save rebuilt without validation, orders validated by
    their own class, the save dumped without pydantic) is byte for byte the save the fully
    validated path writes from the same file and orders."""
    plugin = registry.find_plugin(game_name)
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(game_name)
    count = plugin.players or rules.min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count + 1)]
    game = Game.new(scenario, roster, "dump-apply")
    policy = plugin.load(plugin.policy)(random.Random(3), scenario)
    for _ in range(6):
        if game.state.over:
            break
        play_step(game, policy)
    start = tmp_path / "start.toml"
    saves.save_game(game, start)
    # the next step's orders, as a policy gives them
    probe = saves.load_game(start)
    before = len(probe.journal)
    play_step(probe, policy)
    actions = [a for entry in probe.journal[before:] for a in entry.actions]

    def applied(validated: bool) -> bytes:
        path = tmp_path / f"{'validated' if validated else 'fast'}.toml"
        path.write_bytes(start.read_bytes())
        with monkeypatch.context() as patch:
            patch.setattr(saves, "utcnow", lambda: WHEN)
            if validated:
                patch.setattr(saves, "_trusted", lambda model, data: None)
                patch.setattr(  # the whole save, through pydantic (None: nothing kept from the file)
                    saves,
                    "save_data",
                    lambda g, created=None, kept=None: (
                        None if kept is not None else saves.validated_save_data(g, created, WHEN)
                    ),
                )
                patch.setattr(type(rules), "action_classes", classmethod(lambda cls: {}))
                patch.setattr(engine_actions, "_PLANS", _Validated())  # every action validated
            loaded = saves.load_for_writing(path)
            loaded.push([loaded.parse(a) for a in actions])
            loaded.journal[-1].at = WHEN  # the entry's time stamp, the same in both
            saves.save_game(loaded, path)
        return path.read_bytes()

    fast, validated = applied(False), applied(True)
    assert fast == validated
    assert fast != start.read_bytes()


@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_an_order_parses_by_its_class_as_by_the_union(game_name, scenario_name):
    """Every kind of order of every game: parsed by its own class it is what the union gives,
    and a bad one is refused with the union's errors (its locations name the kind)."""
    rules = registry.find_rules(game_name)
    classes = rules.action_classes()
    assert classes, "the game's actions are a union tagged by kind"
    union = rules.action_adapter()
    for kind, cls in classes.items():
        required = [n for n, info in cls.model_fields.items() if info.is_required()]
        bad = {"kind": kind, **{n: {"not": "a value"} for n in required}, "unknown_key": 1}
        with pytest.raises(ValidationError) as mine:
            rules.parse_action(bad)
        with pytest.raises(ValidationError) as theirs:
            union.validate_python(bad)
        assert mine.value.errors(include_context=False) == theirs.value.errors(include_context=False)
        assert str(mine.value) == str(theirs.value)
        if not required:
            assert rules.parse_action({"kind": kind}) == union.validate_python({"kind": kind})
            assert rules.parse_action({"kind": kind}).__class__ is cls


def test_the_dumper_leaves_to_pydantic_what_it_does_not_know():
    """A subclass where the annotation names its base, a serializer of the model's own, a set
    under Any, a float that is not finite, a datetime in json mode: Untrusted (pydantic dumps)."""

    class Base(BaseModel):
        model_config = ConfigDict(defer_build=True)
        name: str
        note: str | None = None

    class Sub(Base):
        extra: int = 0

    class Shown(BaseModel):
        name: str

        @field_serializer("name")
        def _upper(self, value: str) -> str:
            return value.upper()

    @dataclass
    class Holder:
        data: dict[str, Any] = field(default_factory=dict)
        at: datetime | None = None
        ratio: float = 0.0

    assert dump(Base, Base(name="a"), json=True) == {"name": "a"}  # None left out
    assert dump(list[Base], [Base(name="a", note="n")], json=False) == [{"name": "a", "note": "n"}]
    assert dump(Holder, Holder(data={"t": (1, 2)}), json=False) == {"data": {"t": (1, 2)}, "ratio": 0.0}
    assert dump(Holder, Holder(data={"t": (1, 2)}), json=True) == {"data": {"t": [1, 2]}, "ratio": 0.0}
    for tp, value, json in (
        (Base, Sub(name="a"), True),
        (Shown, Shown(name="a"), True),
        (Holder, Holder(data={"s": {1}}), False),
        (Holder, Holder(ratio=float("inf")), True),
        (Holder, Holder(at=WHEN), True),
        (Holder, Holder(data={1: "x"}), False),  # type: ignore[dict-item]
    ):
        with pytest.raises(Untrusted):
            dump(tp, value, json=json)
