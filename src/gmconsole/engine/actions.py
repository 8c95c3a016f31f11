"""GM inputs as actions.

Every input the GM gives is one :class:`Action` model whose ``kind`` names it; each game
declares its actions as subclasses with a ``Literal`` kind and groups them in a discriminated
union (see a game's ``rules/actions.py``). ``resolve`` is shared: it resolves the current step
with the orders entered so far.
"""

from __future__ import annotations

import types
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict


class Action(BaseModel):
    """Base of every action. Subclasses set ``kind`` to a ``Literal``."""

    # defer_build: an action's validator is made when the first action of its kind is checked,
    # not when its module is imported; most commands (status, export) check none (start-up).
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    kind: str
    text_fields: ClassVar[frozenset[str]] = frozenset()
    """The fields that hold free text (a justification), up to the scenario's ``max_text_length``;
    every other text in an action is a name or a key, up to its ``max_name_length``."""

    def too_long(self, max_name: int, max_text: int) -> tuple[str, str, int, str] | None:
        """The first text of this action longer than its limit: ``(field path, "name" or "text",
        limit, the text)``. Checked before any name is matched, so that a megabyte "name" is
        refused at once."""
        for name in self.__class__.model_fields:
            what, limit = ("text", max_text) if name in self.text_fields else ("name", max_name)
            found = _too_long(getattr(self, name), limit, name)
            if found is not None:
                return found[0], what, limit, found[2]
        return None

    def describe(self) -> str:
        """One line for the journal and the undo message."""
        fields = self.model_dump(exclude={"kind"}, exclude_defaults=True)
        inner = ", ".join(f"{k}={v}" for k, v in fields.items())
        return f"{self.kind}({inner})" if inner else self.kind


class Resolve(Action):
    """Resolve the current step with the orders entered so far."""

    kind: Literal["resolve"] = "resolve"


# -- seat changes: GM actions every game has ------------------------------------------------------


class SeatAction(Action):
    """A change at the table the GM decides, in any game: a replacement, a removal, a deadline. Every game
    parses and carries them out the same way (:meth:`GameRules.perform
    <gmconsole.engine.rules.base.GameRules.perform>`); a game may add its own consequences in
    its ``after_seat_change`` hook."""


class ReplacePlayer(SeatAction):
    """``by`` takes ``player``'s seat (a forum's replacement): the role, the camp, what the seat
    knows and every order entered stay with the seat; from then on the seat answers to ``by``
    and its ``aliases`` (the old name and its aliases no longer match)."""

    kind: Literal["replace_player"] = "replace_player"
    player: str
    by: str
    aliases: list[str] = []
    gender: Literal["f", "m"] | None = None
    """The newcomer's, for French agreement (the seat does not keep the old player's)."""


class RemovePlayer(SeatAction):
    """``player`` leaves the game by the GM's decision (inactivity, a rule broken): he is out
    like a dead player. ``announcement`` is the post's wording, as the GM writes it (empty: the
    game's default sentence)."""

    kind: Literal["remove_player"] = "remove_player"
    player: str
    announcement: str = ""


class SetDeadline(SeatAction):
    """The deadline of the current step's call to vote or act, as the GM words it ("mardi 21 h",
    "ce soir à 22 h"): the post of the step says it, and the reminder repeats it."""

    kind: Literal["deadline"] = "deadline"
    deadline: str


SEAT_ACTIONS: dict[str, type[SeatAction]] = {
    "replace_player": ReplacePlayer,
    "remove_player": RemovePlayer,
    "deadline": SetDeadline,
}
"""The actions every game has, by kind (an orders file entry or a journal entry with one of
these kinds): they change the table, not the game's step, and resolve nothing."""


def _too_long(value: Any, limit: int, path: str) -> tuple[str, int, str] | None:
    if isinstance(value, str):
        return (path, limit, value) if len(value) > limit else None
    if isinstance(value, dict):
        for key, item in value.items():
            found = _too_long(key, limit, path) or _too_long(item, limit, f"{path}.{str(key)[:limit]}")
            if found is not None:
                return found
    elif isinstance(value, (list, tuple, set, frozenset)):
        for i, item in enumerate(value):
            found = _too_long(item, limit, f"{path}.{i}")
            if found is not None:
                return found
    elif isinstance(value, BaseModel):
        for name in value.__class__.model_fields:
            found = _too_long(getattr(value, name), limit, f"{path}.{name}")
            if found is not None:
                return found
    return None


# -- actions made and dumped without pydantic's validator and serializer (issue 17) ----------------

_Check = Any  # a function: the value as validation makes it, or _REFUSED
_REFUSED: Any = object()
_PLANS: dict[type, Any] = {}
_CONFIG = frozenset({"extra", "frozen", "defer_build"})
_ATOMS = (str, int, bool)


def unchecked(cls: type[Action], data: Any) -> Action | None:
    """``cls.model_validate(data)`` for a flat action (texts, whole numbers, yes/no, a
    ``Literal``, a list or a table of texts, None where allowed) whose every value is already of
    its field's exact type, made without building pydantic's validator; None when unsure (then
    the caller validates, which also says what is wrong).

    Building an action's validator (and with it pydantic's plug-in loader, which reads every
    installed distribution's entry points) was some 15 M instructions of an ``apply`` of two
    orders. ``tests/engine/test_actions_unchecked.py`` compares it with ``model_validate`` for
    every action of every game."""
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _plan(cls)
    if plan is False or data.__class__ is not dict:
        return None
    values: dict[str, Any] = {}
    given = 0
    for name, check, default, factory in plan:
        value = data.get(name, _REFUSED)
        if value is not _REFUSED:
            value = check(value)
            if value is _REFUSED:
                return None
            given += 1
        elif factory is not None:
            value = factory()
        elif default is not _REFUSED:
            value = default
        else:
            return None
        values[name] = value
    if given != len(data):  # an unknown key: refused by validation
        return None
    made = cls.__new__(cls)  # what validation makes: every field in order, the keys given as set
    object.__setattr__(made, "__dict__", values)
    object.__setattr__(made, "__pydantic_fields_set__", set(data))
    object.__setattr__(made, "__pydantic_extra__", None)
    object.__setattr__(made, "__pydantic_private__", None)
    return made


def action_data(action: Action, *, defaults: bool = False) -> dict[str, Any]:
    """``action.model_dump(mode="json", exclude_defaults=not defaults)``, without pydantic's
    serializer for a flat action (:func:`unchecked`'s kind)."""
    cls = action.__class__
    plan = _PLANS.get(cls)
    if plan is None:
        plan = _PLANS[cls] = _plan(cls)
    if plan is False:
        return action.model_dump(mode="json", exclude_defaults=not defaults)
    found: dict[str, Any] = {}
    values = action.__dict__
    for name, check, default, factory in plan:
        value = values[name]
        if check(value) is _REFUSED:  # not what the action was made of: pydantic says
            return action.model_dump(mode="json", exclude_defaults=not defaults)
        if not defaults and factory is not None:
            default = factory()
        if not defaults and default is not _REFUSED and value == default:  # as pydantic compares
            continue
        found[name] = (
            list(value) if value.__class__ is list else dict(value) if value.__class__ is dict else value
        )
    return found


def _plan(cls: type[Action]) -> Any:
    """(name, check, default, factory) for each field of ``cls``, or False when an action of it
    must be validated (a validator, a serializer, a constraint, an alias, another type)."""
    decorators = cls.__pydantic_decorators__
    if (
        any(
            (
                decorators.validators,
                decorators.field_validators,
                decorators.root_validators,
                decorators.field_serializers,
                decorators.model_serializers,
                decorators.model_validators,
                decorators.computed_fields,
            )
        )
        or cls.__pydantic_post_init__
        or cls.__private_attributes__
        or not set(cls.model_config) <= _CONFIG
        or cls.model_config.get("extra") != "forbid"
    ):
        return False
    plan: list[tuple[str, Any, Any, Any]] = []
    for name, info in cls.__pydantic_fields__.items():
        if info.metadata or info.alias is not None or info.validation_alias is not None:
            return False
        check = _check(info.annotation)
        if check is None:
            return False
        factory = info.default_factory
        if factory is not None:
            if factory not in (list, dict):
                return False
            plan.append((name, check, _REFUSED, factory))
        elif info.is_required():
            plan.append((name, check, _REFUSED, None))
        elif info.default is None or info.default.__class__ in _ATOMS:
            plan.append((name, check, info.default, None))
        else:  # a mutable default: validation copies it
            return False
    return plan


def _check(tp: Any) -> _Check | None:
    """The check of a value annotated ``tp``, or None for a type not handled here."""
    from typing import Union, get_args, get_origin

    origin, args = get_origin(tp), get_args(tp)
    if tp in _ATOMS:

        def atom(value: Any) -> Any:
            return value if value.__class__ is tp else _REFUSED

        return atom
    if origin is Literal and all(a.__class__ is str for a in args):
        allowed = frozenset(args)

        def literal(value: Any) -> Any:
            return value if value.__class__ is str and value in allowed else _REFUSED

        return literal
    if origin is list and args == (str,):

        def texts(value: Any) -> Any:
            if value.__class__ is not list or not all(v.__class__ is str for v in value):
                return _REFUSED
            return list(value)

        return texts
    if origin is dict and args == (str, str):

        def table(value: Any) -> Any:
            if value.__class__ is not dict or not all(
                k.__class__ is str and v.__class__ is str for k, v in value.items()
            ):
                return _REFUSED
            return dict(value)

        return table
    if origin in (Union, types.UnionType) and len(args) == 2 and type(None) in args:
        inner = _check(next(a for a in args if a is not type(None)))
        if inner is None:
            return None
        some = inner

        def optional(value: Any) -> Any:
            return None if value is None else some(value)

        return optional
    return None
