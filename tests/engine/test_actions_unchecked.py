"""Flat actions made and dumped without pydantic's validator and serializer (issue 17,
docs/performance.md "Sixth pass"): ``unchecked`` must make what ``model_validate`` makes (same
class, fields, fields set and order) or say it is unsure, and ``action_data`` must dump what
``model_dump(mode="json")`` dumps, with and without the defaults, for every action of every game."""

from __future__ import annotations

from typing import Any, Literal, Union, get_args, get_origin

import pytest
from pydantic import Field, field_validator

from gmconsole.engine.actions import SEAT_ACTIONS, Action, _plan, action_data, unchecked
from gmconsole.engine.rules import registry

CLASSES = sorted(
    {cls for name in registry.games() for cls in registry.find_rules(name).action_classes().values()}
    | set(SEAT_ACTIONS.values()),
    key=lambda c: (c.__module__, c.__name__),
)


def _sample(tp: Any, other: bool = False) -> Any:
    origin, args = get_origin(tp), get_args(tp)
    if tp is str:
        return "Zoé" if other else "Joueur 01"
    if tp is bool:
        return not other
    if tp is int:
        return 0 if other else 3
    if origin is Literal:
        return args[-1] if other else args[0]
    if origin is list:
        return [] if other else [_sample(args[0]), _sample(args[0], True)]
    if origin is dict:
        return {} if other else {_sample(args[0]): _sample(args[1], True)}
    if origin is Union or type(None) in args:
        return None if other else _sample(next(a for a in args if a is not type(None)))
    return None


def _datas(cls: type[Action]) -> list[dict[str, Any]]:
    fields = {n: f for n, f in cls.model_fields.items() if n != "kind"}
    required = {n: _sample(f.annotation) for n, f in fields.items() if f.is_required()}
    every = {n: _sample(f.annotation) for n, f in fields.items()}
    others = {n: _sample(f.annotation, True) for n, f in fields.items()}
    kind = cls.model_fields["kind"].default
    return [
        {"kind": kind, **required},
        {**required},
        {"kind": kind, **every},
        {**others, "kind": kind},
    ]


def _same(made: Action, validated: Action) -> None:
    assert made.__class__ is validated.__class__
    assert made == validated
    assert list(made.__dict__) == list(validated.__dict__)
    assert made.model_fields_set == validated.model_fields_set
    for name, value in validated.__dict__.items():
        assert made.__dict__[name].__class__ is value.__class__


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: f"{c.__module__.split('.')[2]}-{c.__name__}")
def test_an_unchecked_action_is_the_validated_one(cls):
    """Every action of every game, with its required fields only, every field, and other
    values: made unchecked it is the validated action, and dumped without the serializer it is
    ``model_dump``'s (with and without the defaults)."""
    made = 0
    for data in _datas(cls):
        try:
            validated = cls.model_validate(data)
        except Exception:
            assert unchecked(cls, data) is None
            continue
        found = unchecked(cls, data)
        if found is None:
            continue
        made += 1
        _same(found, validated)
        for action in (found, validated):
            assert action_data(action) == validated.model_dump(mode="json", exclude_defaults=True)
            assert list(action_data(action)) == list(validated.model_dump(mode="json", exclude_defaults=True))
            assert action_data(action, defaults=True) == validated.model_dump(mode="json")
            assert list(action_data(action, defaults=True)) == list(validated.model_dump(mode="json"))
    if _plan(cls) is not False:  # (not: a validator, a constraint, a mutable default, another type)
        assert made, f"{cls.__name__} is never made unchecked"


def test_data_validation_would_convert_or_refuse_is_left_to_it():
    """A value of another type (which validation converts or refuses), an unknown key, a missing
    field, a kind not of the class: unsure, validation decides."""
    squad = registry.find_rules("winterfell").action_classes()["squad"]
    good = {"kind": "squad", "members": ["A"], "target": "B"}
    assert unchecked(squad, good) is not None
    assert sum(_plan(cls) is not False for cls in CLASSES) >= len(CLASSES) // 2
    for bad in (
        {**good, "members": "A"},
        {**good, "members": ("A",)},
        {**good, "target": 3},
        {**good, "sword": 1},
        {**good, "lookout": None},
        {**good, "kind": "squads"},
        {**good, "other": 1},
        {"kind": "squad", "members": ["A"]},
        [("kind", "squad")],
    ):
        assert unchecked(squad, bad) is None  # type: ignore[arg-type]


class _Checked(Action):
    kind: Literal["checked"] = "checked"
    name: str

    @field_validator("name")
    @classmethod
    def _strip(cls, value: str) -> str:
        return value.strip()


class _Bounded(Action):
    kind: Literal["bounded"] = "bounded"
    count: int = Field(ge=1)


class _Mutable(Action):
    kind: Literal["mutable"] = "mutable"
    names: list[str] = []


def test_an_action_with_a_validator_a_constraint_or_a_mutable_default_is_validated():
    """What validation would run code on (a validator, a bound) or copy (a mutable default) is
    never made unchecked."""
    assert unchecked(_Checked, {"name": " A "}) is None
    assert unchecked(_Bounded, {"count": 0}) is None
    assert unchecked(_Mutable, {"names": ["A"]}) is None
    assert action_data(_Bounded(count=2)) == {"count": 2}
