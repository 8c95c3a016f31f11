"""What the engine's dataclasses share: pydantic's model interface, and cheap copies.

The state, its records, events and rolls are dataclasses, not pydantic models: the rules read
and write their attributes all the time, and a model's ``__getattr__`` and ``__setattr__`` keep
CPython from specialising those reads and writes. Pydantic still validates them where data comes
in (a save being loaded) and dumps them where data goes out (a save, ``--json``):
:class:`ModelInterface` gives a dataclass the ``model_validate`` and ``model_dump`` the rest of
the code calls, through a :class:`~pydantic.TypeAdapter` made once per class.
"""

from __future__ import annotations

from copy import deepcopy
from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    from pydantic import TypeAdapter


_ATOMS = frozenset({str, int, bool, float, type(None)})


class ModelInterface:
    """``model_validate`` and ``model_dump`` for a dataclass, as pydantic's models have them."""

    __slots__ = ()

    @classmethod
    def model_validate(cls, data: Any) -> Self:
        """An instance from plain data; pydantic's ValidationError names the field if it does not fit."""
        made: Self = adapter(cls).validate_python(data)
        return made

    def model_dump(self, **options: Any) -> dict[str, Any]:
        """The fields as plain data (``mode="json"``, ``exclude``, ``exclude_none``... as pydantic's)."""
        dumped: dict[str, Any] = adapter(self.__class__).dump_python(self, **options)
        return dumped


_ADAPTERS: dict[type, TypeAdapter[Any]] = {}


def adapter(cls: type) -> TypeAdapter[Any]:
    """The validator and serializer of one dataclass (made once per class)."""
    made = _ADAPTERS.get(cls)
    if made is None:
        from pydantic import (
            TypeAdapter,  # pydantic.type_adapter: a command that validates no record never loads it
        )

        made = _ADAPTERS[cls] = TypeAdapter(cls)
    return made


class Record:
    """Base of the state's records: players and a game's phase records (orders, sword...).

    Plain dataclasses with slots (see the module's docstring), validated as fields of the state
    when a save is loaded and dumped with it; the rules build them from values they have already
    checked, so building one costs no validation.
    """

    __slots__ = ()

    def __copy__(self) -> Self:
        """A shallow copy (the generic one goes through ``__reduce_ex__``: slow for slots)."""
        new = object.__new__(self.__class__)
        for name in self.__dataclass_fields__:  # type: ignore[attr-defined]
            setattr(new, name, getattr(self, name))
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """A copy sharing the immutable values (names, numbers, flags): ``Game.push`` copies the
        state at every batch, and the generic deep copy of a slotted dataclass is slow."""
        new = object.__new__(self.__class__)
        for name in self.__dataclass_fields__:  # type: ignore[attr-defined]
            value = getattr(self, name)
            setattr(new, name, value if type(value) in _ATOMS else deepcopy(value, memo))
        return new


def copy_fields(source: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of a (non-slotted) dataclass's fields only, immutable values shared: what is
    not a field (a cache) is left behind for the copy to rebuild."""
    new = object.__new__(source.__class__)
    values = new.__dict__
    fields = source.__dataclass_fields__
    for name, value in source.__dict__.items():
        if name in fields:
            values[name] = value if type(value) in _ATOMS else deepcopy(value, memo)
    return new
