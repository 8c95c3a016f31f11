"""Objects rebuilt from data gmconsole wrote itself, without pydantic's validation (issue 17).

A sealed save (its digest matches its content: gmconsole wrote it and nobody changed it) holds
what validated objects dumped. Validating it again is cheap in pydantic's core, but building
the validators first (the schemas of the save, its journal, the scenario with its settings and
the state with its records) was a large part of every command's start-up. :func:`build` walks
the type annotations instead and makes the objects directly: ``model_construct`` for a model,
the fields set on a bare instance for a dataclass (a pydantic one or a plain one: the state's
records), tuples where the annotation says tuple, defaults where a key is absent, an integer
made a float where the annotation says float, as validation does.

It checks the shape on the way (each value's exact type, a Literal's values, no missing
required field, no unknown key) and raises :class:`Untrusted` when something does not fit or
when an annotation is one it does not know (a validator in ``Annotated``, a union it cannot
tell apart): the caller then validates the data as for any other save, which gives the
refusal its usual message. What it does not run are the constraints (``ge=1``) and the
models' own validators: the digest says these values passed them when they were written.
``tests/engine/test_trusted.py`` compares, over saves of every game, what it builds with what
validation builds.
"""

from __future__ import annotations

import dataclasses
import sys
import types
import typing
from collections.abc import Callable
from datetime import date, datetime, time
from functools import partial
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

Builder = Callable[[Any], Any]


class Untrusted(Exception):
    """The data does not fit its annotations (or they are beyond :func:`build`): validate it."""


def build(tp: Any, data: Any) -> Any:
    """``data`` as an instance of ``tp`` (a model, a dataclass, or any annotation), unvalidated."""
    return builder(tp)(data)


_BUILDERS: dict[Any, Builder] = {}


def builder(tp: Any) -> Builder:
    """The function that builds ``tp`` from plain data (made once per annotation)."""
    try:
        found = _BUILDERS.get(tp)
    except TypeError:  # an unhashable annotation (Literal of a list...): not kept
        return _make(tp)
    if found is None:
        # A type may refer to itself (through a list of its own kind): the recursion finds this
        # forwarder, which calls the builder once it is made.
        _BUILDERS[tp] = lambda value: _BUILDERS[tp](value)
        try:
            found = _BUILDERS[tp] = _make(tp)
        except BaseException:
            del _BUILDERS[tp]
            raise
    return found


def _exact(kind: type) -> Builder:
    def check(value: Any) -> Any:
        if value.__class__ is not kind:
            raise Untrusted(f"{kind.__name__} expected, got {value.__class__.__name__}")
        return value

    return check


def _float(value: Any) -> float:
    cls = value.__class__
    if cls is float:
        return value  # type: ignore[no-any-return]
    if cls is int:
        return float(value)  # as pydantic's validation makes it
    raise Untrusted(f"float expected, got {cls.__name__}")


def _any(value: Any) -> Any:
    return value


def _none(value: Any) -> None:
    if value is not None:
        raise Untrusted("None expected")


_ATOMS: dict[Any, Builder] = {
    Any: _any,
    object: _any,
    str: _exact(str),
    int: _exact(int),
    bool: _exact(bool),
    float: _float,
    datetime: _exact(datetime),
    date: _exact(date),
    time: _exact(time),
    type(None): _none,
    None: _none,
}

_EXACT: dict[Builder, type] = {_ATOMS[kind]: kind for kind in (str, int, bool)}
"""The builders that only check a value's exact class, by the class."""

# What a value of each Python type may be built as, for telling a union's members apart.
_KINDS: dict[Any, str] = {
    str: "str",
    int: "int",
    bool: "bool",
    float: "float",
    datetime: "datetime",
    date: "date",
    time: "time",
    type(None): "none",
    None: "none",
    list: "list",
    tuple: "list",
    set: "list",
    frozenset: "list",
    dict: "dict",
}


def _make(tp: Any) -> Builder:  # noqa: C901 (one case a type)
    atom = _ATOMS.get(tp) if _hashable(tp) else None
    if atom is not None:
        return atom
    origin = get_origin(tp)
    if origin is Annotated:
        inner, *metadata = get_args(tp)
        for item in metadata:
            if _validates(item):
                raise Untrusted(f"a validator in {tp!r}")
        discriminator = next((getattr(m, "discriminator", None) for m in metadata if _is_field(m)), None)
        return _union(get_args(inner), discriminator) if _is_union(inner) else builder(inner)
    if origin is Literal:
        allowed = get_args(tp)
        classes = {a.__class__ for a in allowed}

        def literal(value: Any) -> Any:
            if value.__class__ not in classes or value not in allowed:
                raise Untrusted(f"{value!r} is not one of {allowed!r}")
            return value

        return literal
    if _is_union(tp):
        return _union(get_args(tp), None)
    if origin in (list, set, frozenset):
        (item,) = get_args(tp) or (Any,)
        return _sequence(item, list if origin is list else origin)
    if origin is tuple:
        args = get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return _sequence(args[0], tuple)
        parts = [builder(a) for a in args]

        def fixed_tuple(value: Any) -> Any:
            if (value.__class__ is not list and value.__class__ is not tuple) or len(value) != len(parts):
                raise Untrusted(f"a list of {len(parts)} expected")
            return tuple(b(v) for b, v in zip(parts, value, strict=True))

        return fixed_tuple
    if origin is dict:
        key, item = get_args(tp) or (str, Any)
        if key is not str:
            raise Untrusted(f"keys of type {key!r}")  # validation would convert them
        return _mapping(item)
    if origin is None and tp in (list, tuple, dict, set, frozenset):
        return _make({list: list[Any], tuple: tuple[Any, ...], dict: dict[str, Any]}.get(tp, set[Any]))
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return _model(tp)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _dataclass(tp)
    raise Untrusted(f"no builder for {tp!r}")


def _sequence(item: Any, made: type) -> Builder:
    """A list, tuple or set of ``item`` (a TOML array is a list)."""
    if item is Any:

        def anything(value: Any) -> Any:
            if value.__class__ is not list and value.__class__ is not tuple:
                raise Untrusted(f"a list expected, got {value.__class__.__name__}")
            return made(value)

        return anything
    if item in (str, int, bool):

        def atoms(value: Any) -> Any:
            if value.__class__ is not list and value.__class__ is not tuple:
                raise Untrusted(f"a list expected, got {value.__class__.__name__}")
            for one in value:
                if one.__class__ is not item:
                    raise Untrusted(f"a list of {item.__name__} expected")
            return made(value)

        return atoms
    each = builder(item)

    def sequence(value: Any) -> Any:
        if value.__class__ is not list and value.__class__ is not tuple:
            raise Untrusted(f"a list expected, got {value.__class__.__name__}")
        return made(map(each, value))

    return sequence


def _mapping(item: Any) -> Builder:
    """A table of ``item`` by text keys (a TOML table's keys are always text)."""
    if item is Any:

        def anything(value: Any) -> Any:
            if value.__class__ is not dict:
                raise Untrusted(f"a table expected, got {value.__class__.__name__}")
            return dict(value)

        return anything
    if item in (str, int, bool):

        def atoms(value: Any) -> Any:
            if value.__class__ is not dict:
                raise Untrusted(f"a table expected, got {value.__class__.__name__}")
            for one in value.values():
                if one.__class__ is not item:
                    raise Untrusted(f"a table of {item.__name__} expected")
            return dict(value)

        return atoms
    each = builder(item)

    def mapping(value: Any) -> Any:
        if value.__class__ is not dict:
            raise Untrusted(f"a table expected, got {value.__class__.__name__}")
        return {k: each(v) for k, v in value.items()}

    return mapping


def _hashable(tp: Any) -> bool:
    try:
        hash(tp)
    except TypeError:
        return False
    return True


def _is_union(tp: Any) -> bool:
    return get_origin(tp) in (Union, types.UnionType)


def _is_field(item: Any) -> bool:
    from pydantic.fields import FieldInfo

    return isinstance(item, FieldInfo)


def _validates(item: Any) -> bool:
    """Whether an ``Annotated`` item runs code on the value (a pydantic functional validator, a
    field with validators of its own); constraints (``Field(ge=0)``, ``annotated_types``) do not."""
    module = getattr(item.__class__, "__module__", "")
    if module.startswith("pydantic.functional_"):
        return True
    if _is_field(item):
        return any(_validates(m) for m in item.metadata)
    return False


def _union(members: tuple[Any, ...], discriminator: Any) -> Builder:
    """A union's member chosen by the value's own type (as pydantic's smart mode picks the exact
    type), or by the discriminator's value among models and dataclasses."""
    if isinstance(discriminator, str):
        by_tag: dict[Any, Builder] = {}
        for member in members:
            tags = _literal_of(member, discriminator)
            for tag in tags:
                by_tag[tag] = builder(member)

        def tagged(value: Any) -> Any:
            if value.__class__ is not dict:
                raise Untrusted("a table expected")
            made = by_tag.get(value.get(discriminator))
            if made is None:
                raise Untrusted(f"unknown {discriminator} {value.get(discriminator)!r}")
            return made(value)

        return tagged
    if discriminator is not None:
        raise Untrusted("a callable discriminator")
    by_kind: dict[str, Builder] = {}
    for member in members:
        kind = _kind(member)
        if kind in by_kind:
            raise Untrusted(f"two members of {members!r} take a {kind}")
        by_kind[kind] = builder(member)
    if "float" in by_kind and "int" not in by_kind:
        by_kind["int"] = by_kind["float"]

    def union(value: Any) -> Any:
        made = by_kind.get(_KINDS.get(value.__class__, ""))
        if made is None:
            raise Untrusted(f"{value.__class__.__name__} fits no member of {members!r}")
        return made(value)

    return union


def _kind(tp: Any) -> str:
    """What kind of plain value builds ``tp`` (``dict`` for models and dataclasses)."""
    if _hashable(tp) and tp in _KINDS:
        return _KINDS[tp]
    origin = get_origin(tp)
    if origin is Annotated:
        return _kind(get_args(tp)[0])
    if origin is Literal:
        kinds = {_KINDS.get(a.__class__) for a in get_args(tp)}
        if len(kinds) != 1 or None in kinds:
            raise Untrusted(f"a mixed Literal {tp!r}")
        return kinds.pop()  # type: ignore[return-value]
    if origin in (list, tuple, set, frozenset):
        return "list"
    if origin is dict or (
        isinstance(tp, type) and (issubclass(tp, BaseModel) or dataclasses.is_dataclass(tp))
    ):
        return "dict"
    raise Untrusted(f"cannot tell {tp!r} apart in a union")


def _literal_of(tp: Any, name: str) -> tuple[Any, ...]:
    hint = _hints(tp).get(name)
    if get_origin(hint) is not Literal:
        raise Untrusted(f"{tp!r}.{name} is not a Literal")
    return get_args(hint)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The class's annotations, evaluated (``from __future__ import annotations`` keeps them as
    text); a name that cannot be found is beyond :func:`build`."""
    found = _HINTS.get(cls)
    if found is None:
        try:
            found = _HINTS[cls] = _texts_evaluated(cls) or typing.get_type_hints(cls, include_extras=True)
        except Exception as exc:  # noqa: BLE001 - a name only known to type checkers...
            raise Untrusted(f"annotations of {cls.__name__}: {exc}") from None
    return found


_COMPILED: dict[str, Any] = {}


def _texts_evaluated(cls: type) -> dict[str, Any] | None:
    """``typing.get_type_hints(cls, include_extras=True)`` when every annotation of the class and
    its bases is a text that evaluates to classes, generics and Literals (no name left as text
    inside), each text compiled once: ``get_type_hints`` compiles each annotation anew, and the
    state's and the journal's classes have 81 of them, 12 different texts (``str`` 35 times),
    some 5 M instructions of every command that reads a save (issue 17). None otherwise (then
    ``get_type_hints`` says it). Names are looked up as ``get_type_hints`` looks them up: the
    base's module first, then the base's own namespace, then the builtins."""
    hints: dict[str, Any] = {}
    for base in reversed(cls.__mro__):
        annotations = base.__dict__.get("__annotations__", {})
        if not annotations or not isinstance(annotations, dict):
            continue
        module = getattr(sys.modules.get(base.__module__, None), "__dict__", {})
        namespace = dict(vars(base))  # eval's globals (it adds the builtins); the module: its locals
        for name, text in annotations.items():
            if text.__class__ is not str:
                return None
            code = _COMPILED.get(text)
            if code is None:
                code = _COMPILED[text] = compile(text, "<annotation>", "eval")
            value = eval(code, namespace, module)  # noqa: S307 - the class's own annotation
            if value is None or not _evaluated(value):
                return None
            hints[name] = value
    return hints


_EVALUATED: dict[Any, bool] = {}


def _evaluated(annotation: Any) -> bool:
    """Whether pydantic evaluated ``annotation`` whole (no name left as text)."""
    try:
        return _EVALUATED[annotation]  # (the same few annotations come again and again)
    except (KeyError, TypeError):
        pass
    if isinstance(annotation, str | typing.ForwardRef):
        found = False
    elif get_origin(annotation) is Literal:
        found = True
    else:
        found = all(_evaluated(a) for a in get_args(annotation))
    try:
        _EVALUATED[annotation] = found
    except TypeError:  # an unhashable annotation (Literal of a list...): not kept
        pass
    return found


_REQUIRED = object()


def _plan(cls: type, infos: dict[str, Any] | None) -> list[tuple[str, Builder, Any, Any]]:
    """(name, builder, default, factory) for each field of ``cls``, in order; ``infos`` are
    pydantic's fields (a model's or a pydantic dataclass's), None for a plain dataclass."""
    if _field_validators(cls):
        raise Untrusted(f"{cls.__name__} has validators")
    plan = []
    if infos is None:  # a plain dataclass: its annotations are read, its defaults are the dataclass's
        hints = _hints(cls)
        for f in dataclasses.fields(cls):
            if not f.init:
                raise Untrusted(f"{cls.__name__}.{f.name} is not an init field")
            factory = f.default_factory if f.default_factory is not _MISSING else None
            default = _REQUIRED if f.default is _MISSING and factory is None else f.default
            plan.append((f.name, builder(hints[f.name]), default, factory))
        return plan
    hints = None  # type: ignore[assignment]
    for name, info in infos.items():
        if info.alias is not None or info.validation_alias is not None:
            raise Untrusted(f"{cls.__name__}.{name} has an alias")
        if any(_validates(m) for m in info.metadata):
            raise Untrusted(f"{cls.__name__}.{name} has a validator")
        annotation = info.annotation
        if not _evaluated(annotation):
            hints = hints or _hints(cls)
            annotation = hints[name]
        made = _field(annotation, info.discriminator)
        if info.default_factory is not None:
            if _takes_data(info):
                raise Untrusted(f"{cls.__name__}.{name}'s default depends on the other fields")
            plan.append((name, made, _REQUIRED, info.default_factory))
        elif info.is_required():
            plan.append((name, made, _REQUIRED, None))
        else:
            default = info.default
            if default.__class__ not in _IMMUTABLE:  # copied for each instance, as pydantic does
                plan.append((name, made, _REQUIRED, partial(info.get_default, call_default_factory=False)))
            else:
                plan.append((name, made, default, None))
    return plan


_IMMUTABLE = frozenset({str, int, bool, float, type(None), tuple, frozenset, datetime, date, time})


def _takes_data(info: Any) -> bool:
    """Whether a default factory takes the fields validated before it (asked of pydantic only
    for a plain function: its answer reads the signature, which costs for a builtin)."""
    factory = info.default_factory
    if isinstance(factory, type):
        return False
    return bool(info.default_factory_takes_validated_data)


def _values(cls: type, plan: list[tuple[str, Builder, Any, Any]]) -> Callable[[Any], dict[str, Any]]:
    """The function giving the fields' values, built, from one table of data."""
    # a text, a whole number or a yes/no is checked here rather than by its builder's call (most
    # fields are: some 30% of a sealed save's rebuild; issue 17)
    steps = [
        (name, _EXACT.get(build_one), build_one, default, factory)
        for name, build_one, default, factory in plan
    ]

    def values(value: Any) -> dict[str, Any]:
        if value.__class__ is not dict:
            raise Untrusted(f"a table expected for {cls.__name__}")
        made = {}
        given = 0
        for name, exact, build_one, default, factory in steps:
            item = value.get(name, _REQUIRED)
            if item is not _REQUIRED:
                if item.__class__ is exact:
                    made[name] = item
                elif exact is None:
                    made[name] = build_one(item)
                else:
                    raise Untrusted(f"{exact.__name__} expected, got {item.__class__.__name__}")
                given += 1
            elif factory is not None:
                made[name] = factory()
            elif default is not _REQUIRED:
                made[name] = default
            else:
                raise Untrusted(f"{cls.__name__}: {name} is missing")
        if given != len(value):
            raise Untrusted(f"{cls.__name__}: an unknown key")
        return made

    return values


def _model(cls: type[BaseModel]) -> Builder:
    if cls.__pydantic_post_init__ or cls.__private_attributes__ or cls.__pydantic_root_model__:
        raise Untrusted(f"{cls.__name__} has private attributes or a post-init")
    if cls.model_config.get("extra") == "allow":
        raise Untrusted(f"{cls.__name__} keeps extra keys")
    values_of = _values(cls, _plan(cls, cls.__pydantic_fields__))
    new = cls.__new__
    setter = object.__setattr__
    shared: dict[Any, Any] | None = {} if cls.model_config.get("frozen") else None

    def construct(value: Any, values: dict[str, Any]) -> Any:
        made = new(cls)  # what ``model_construct`` does, with the fields already in hand
        setter(made, "__dict__", values)
        setter(made, "__pydantic_fields_set__", set(value))
        setter(made, "__pydantic_extra__", None)
        setter(made, "__pydantic_private__", None)
        return made

    read: dict[str, Any] = {}  # a frozen model's tables as read (their repr), and the model made

    def model(value: Any) -> Any:
        if shared is None:
            return construct(value, values_of(value))
        # A frozen model (an event's audience) is made once for the same values and shared, as
        # the rules share theirs (``to_player``). The same table read again (the same audience at
        # every event) is known by its text, without building its values again: the repr of
        # data read from TOML says its types too (``1``, ``True``, ``1.0``, ``'1'``; issue 17).
        text = repr(value) if value.__class__ is dict else None
        found = read.get(text) if text is not None else None
        if found is not None:
            return found
        values = values_of(value)
        try:
            key = (frozenset(value), *values.values())
            found = shared.get(key)
        except TypeError:  # a list or a table among the values
            return construct(value, values)
        if found is None:
            if len(shared) >= 4096:
                shared.clear()
            found = shared[key] = construct(value, values)
        if text is not None:
            if len(read) >= 4096:
                read.clear()
            read[text] = found
        return found

    return model


def _field(hint: Any, discriminator: Any) -> Builder:
    """The builder of a field, whose ``Field(discriminator=...)`` tags the union it holds."""
    if discriminator is None:
        return builder(hint)
    while get_origin(hint) is Annotated:
        hint = get_args(hint)[0]
    if not _is_union(hint):
        raise Untrusted(f"a discriminator on {hint!r}")
    return _union(get_args(hint), discriminator)


def _field_validators(cls: type) -> bool:
    """Whether pydantic validators that may change a value are declared on ``cls`` (field
    validators, model validators before validation); those after validation only check, and
    are not run."""
    decorators = getattr(cls, "__pydantic_decorators__", None)
    if decorators is None:
        return False
    return bool(
        decorators.field_validators
        or decorators.validators
        or decorators.root_validators
        or any(d.info.mode != "after" for d in decorators.model_validators.values())
    )


_MISSING = dataclasses.MISSING


def _dataclass(cls: type) -> Builder:
    infos = getattr(cls, "__pydantic_fields__", None)  # a pydantic dataclass's fields
    values_of = _values(cls, _plan(cls, infos))
    post_init = getattr(cls, "__post_init__", None)
    new = object.__new__
    setter = object.__setattr__

    def dataclass(value: Any) -> Any:
        made: Any = new(cls)
        for name, item in values_of(value).items():
            setter(made, name, item)
        if post_init is not None:
            post_init(made)
        return made

    return dataclass
