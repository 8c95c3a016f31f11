"""Objects dumped to plain data without pydantic's serializers (issue 17): the inverse of
:mod:`gmconsole.engine.trusted`.

Writing a save dumps the scenario, the state and the journal (``model_dump`` with
``exclude_none``); pydantic's serializers are built with the validators, and building them was
most of what ``gmconsole apply`` paid to write a save beside the TOML writer. :func:`dump` walks
the type annotations instead and gives what ``model_dump(mode=..., exclude_none=True)`` gives:
each model's and dataclass's fields in pydantic's order, a None field left out, a tuple kept in
``python`` mode and made a list in ``json`` mode, a value annotated ``Any`` by its own type.

It checks each value's exact class against its annotation and raises
:class:`~gmconsole.engine.trusted.Untrusted` for anything else or for what it does not know (a
serializer of the model's own, a computed field, an alias, an enum, a datetime in ``json``
mode, a float that is not finite, a subclass where the annotation names its base): the caller
then dumps with pydantic as before. ``tests/engine/test_trusted_dump.py`` compares it with
pydantic's ``model_dump`` over saves of every game.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from datetime import date, datetime, time
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel

from gmconsole.engine.trusted import Untrusted, _evaluated, _exact, _hints, _is_union

Dumper = Callable[[Any], Any]

_DUMPERS: dict[tuple[Any, bool], Dumper] = {}


def dump(tp: Any, value: Any, *, json: bool) -> Any:
    """``value`` (annotated ``tp``) as ``model_dump(mode="json" if json else "python",
    exclude_none=True)`` gives it; Untrusted when it cannot say so for sure."""
    return dumper(tp, json)(value)


def dumper(tp: Any, json: bool) -> Dumper:
    """The function that dumps a value of ``tp`` (made once per annotation and mode)."""
    key = (tp, json)
    try:
        found = _DUMPERS.get(key)
    except TypeError:  # an unhashable annotation: not kept
        return _make(tp, json)
    if found is None:
        _DUMPERS[key] = lambda value: _DUMPERS[key](value)  # a type that holds its own kind
        try:
            found = _DUMPERS[key] = _make(tp, json)
        except BaseException:
            del _DUMPERS[key]
            raise
    return found


def _float(value: Any) -> Any:
    """A float in ``python`` mode: kept as it is (an int or a bool too, as pydantic keeps them)."""
    cls = value.__class__
    if cls is not float and cls is not int and cls is not bool:
        raise Untrusted(f"a float expected, got {cls.__name__}")
    return value


def _json_float(value: Any) -> Any:
    """A float in ``json`` mode: an int or a bool made a float, as pydantic makes them; one that
    is not finite is pydantic's to say (``ser_json_inf_nan``)."""
    cls = value.__class__
    if cls is int or cls is bool:
        return float(value)
    if cls is not float or not math.isfinite(value):
        raise Untrusted(f"a finite float expected, got {value!r}")
    return value


def _pydantics(why: str) -> Dumper:
    """A value only pydantic dumps (its format for it is its own)."""

    def refuse(value: Any) -> Any:
        raise Untrusted(why)

    return refuse


def _none(value: Any) -> None:
    if value is not None:
        raise Untrusted("None expected")


_ATOMS: dict[Any, Dumper] = {
    str: _exact(str),
    int: _exact(int),
    bool: _exact(bool),
    float: _float,
    type(None): _none,
    None: _none,
}


def _any(json: bool) -> Dumper:
    """A value annotated ``Any``: pydantic dumps it by its own type (plain data only here)."""

    def anything(value: Any) -> Any:
        cls = value.__class__
        if cls is str or cls is int or cls is bool or value is None:
            return value
        if cls is float:
            if json and not math.isfinite(value):
                raise Untrusted(f"{value!r} in json mode")
            return value
        if cls is list:
            return [anything(v) for v in value]
        if cls is tuple:
            return [anything(v) for v in value] if json else tuple(anything(v) for v in value)
        if cls is dict:
            made = {}
            for k, v in value.items():
                if k.__class__ is not str:
                    raise Untrusted(f"a key of type {k.__class__.__name__}")
                made[k] = anything(v)
            return made
        raise Untrusted(f"a {cls.__name__} under Any")

    return anything


def _make(tp: Any, json: bool) -> Dumper:  # noqa: C901 (one case a type)
    try:
        atom = _ATOMS.get(tp)
    except TypeError:
        atom = None
    if atom is not None:
        return _json_float if json and atom is _float else atom
    if tp is Any or tp is object:
        return _any(json)
    if tp in (datetime, date, time):
        return _pydantics(f"a {tp.__name__} in json mode") if json else _exact(tp)
    origin = get_origin(tp)
    if origin is Annotated:
        inner, *metadata = get_args(tp)
        for item in metadata:
            if _serializes(item):
                raise Untrusted(f"a serializer in {tp!r}")
        return dumper(inner, json)
    if origin is Literal:
        allowed = get_args(tp)
        classes = {a.__class__ for a in allowed}
        if not classes <= {str, int, bool}:
            raise Untrusted(f"a Literal of {classes!r}")

        def literal(value: Any) -> Any:
            if value.__class__ not in classes:
                raise Untrusted(f"{value!r} is not one of {allowed!r}")
            return value

        return literal
    if _is_union(tp):
        return _union(get_args(tp), json)
    if origin is list or tp is list:
        (item,) = get_args(tp) or (Any,)
        each = dumper(item, json)

        def sequence(value: Any) -> Any:
            if value.__class__ is not list:
                raise Untrusted(f"a list expected, got {value.__class__.__name__}")
            return [each(v) for v in value]

        return sequence
    if origin is tuple:
        args = get_args(tp)
        if not (len(args) == 2 and args[1] is Ellipsis):
            parts = [dumper(a, json) for a in args]

            def fixed_tuple(value: Any) -> Any:
                if value.__class__ is not tuple or len(value) != len(parts):
                    raise Untrusted(f"a tuple of {len(parts)} expected")
                made = [d(v) for d, v in zip(parts, value, strict=True)]
                return made if json else tuple(made)

            return fixed_tuple
        each = dumper(args[0], json)

        def tuple_of(value: Any) -> Any:
            if value.__class__ is not tuple:
                raise Untrusted(f"a tuple expected, got {value.__class__.__name__}")
            return [each(v) for v in value] if json else tuple(each(v) for v in value)

        return tuple_of
    if origin is dict or tp is dict:
        key, item = get_args(tp) or (str, Any)
        if key is not str:
            raise Untrusted(f"keys of type {key!r}")
        each = dumper(item, json)

        def mapping(value: Any) -> Any:
            if value.__class__ is not dict:
                raise Untrusted(f"a dict expected, got {value.__class__.__name__}")
            made = {}
            for k, v in value.items():
                if k.__class__ is not str:
                    raise Untrusted(f"a key of type {k.__class__.__name__}")
                made[k] = each(v)
            return made

        return mapping
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return _fields_of(tp, tp.__pydantic_fields__, json, model=True)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _fields_of(tp, getattr(tp, "__pydantic_fields__", None), json, model=False)
    raise Untrusted(f"no dumper for {tp!r}")


def _serializes(item: Any) -> bool:
    """Whether an ``Annotated`` item changes how a value is dumped (a pydantic serializer, a
    field excluded or renamed)."""
    from pydantic.fields import FieldInfo

    module = getattr(item.__class__, "__module__", "")
    if module.startswith(("pydantic.functional_serializers", "pydantic.functional_validators")):
        return True
    if isinstance(item, FieldInfo):
        return bool(item.exclude or item.serialization_alias or any(_serializes(m) for m in item.metadata))
    return False


def _kind(tp: Any) -> type | None:
    """The one class a value of ``tp`` has, for telling a union's members apart (None: unknown)."""
    if tp is None or tp is type(None):
        return type(None)
    if tp in (str, int, bool, float, datetime, date, time):
        return tp  # type: ignore[no-any-return]
    if isinstance(tp, type) and (issubclass(tp, BaseModel) or dataclasses.is_dataclass(tp)):
        return tp  # dumped only when the value is of this very class
    origin = get_origin(tp)
    if origin is Annotated:
        return _kind(get_args(tp)[0])
    if origin is Literal:
        kinds = {a.__class__ for a in get_args(tp)}
        return kinds.pop() if len(kinds) == 1 else None
    if origin in (list, tuple, dict):
        return origin  # type: ignore[no-any-return]
    return None


def _union(members: tuple[Any, ...], json: bool) -> Dumper:
    """A union's member chosen by the value's exact class (``str | None``, ``int | list[int]``)."""
    by_class: dict[type, Dumper] = {}
    for member in members:
        kind = _kind(member)
        if kind is None or kind in by_class:
            raise Untrusted(f"cannot tell the members of {members!r} apart")
        by_class[kind] = dumper(member, json)

    def union(value: Any) -> Any:
        made = by_class.get(value.__class__)
        if made is None:
            raise Untrusted(f"{value.__class__.__name__} fits no member of {members!r}")
        return made(value)

    return union


def _fields_of(cls: type, infos: dict[str, Any] | None, json: bool, *, model: bool) -> Dumper:
    """A model's or a dataclass's fields, by pydantic's order, None values left out."""
    decorators = getattr(cls, "__pydantic_decorators__", None)
    if decorators is not None and (
        decorators.field_serializers or decorators.model_serializers or decorators.computed_fields
    ):
        raise Untrusted(f"{cls.__name__} has serializers or computed fields")
    config = getattr(cls, "model_config", None) or getattr(cls, "__pydantic_config__", None) or {}
    if config.get("extra") == "allow" or config.get("serialize_by_alias") or config.get("json_encoders"):
        raise Untrusted(f"{cls.__name__}'s configuration changes its dump")
    plan: list[tuple[str, Dumper]] = []
    if infos is None:  # a plain dataclass
        hints = _hints(cls)
        for f in dataclasses.fields(cls):
            if not f.init:
                raise Untrusted(f"{cls.__name__}.{f.name} is not an init field")
            plan.append((f.name, dumper(hints[f.name], json)))
    else:
        hints = None
        for name, info in infos.items():
            if info.exclude or info.serialization_alias or any(_serializes(m) for m in info.metadata):
                raise Untrusted(f"{cls.__name__}.{name} is excluded, renamed or serialized its own way")
            annotation = info.annotation
            if not _evaluated(annotation):
                hints = hints or _hints(cls)
                annotation = hints[name]
            plan.append((name, dumper(annotation, json)))
    if not model and infos is not None and [f.name for f in dataclasses.fields(cls)] != list(infos):
        raise Untrusted(f"{cls.__name__}'s fields are not its dataclass fields")

    def fields(value: Any) -> Any:
        if value.__class__ is not cls:
            raise Untrusted(f"{cls.__name__} expected, got {value.__class__.__name__}")
        if model:
            if getattr(value, "__pydantic_extra__", None):
                raise Untrusted(f"{cls.__name__} holds extra keys")
            values = value.__dict__
            made = {}
            for name, dump_one in plan:
                item = values[name]
                if item is not None:
                    made[name] = dump_one(item)
            return made
        made = {}
        for name, dump_one in plan:
            item = getattr(value, name)
            if item is not None:
                made[name] = dump_one(item)
        return made

    return fields
