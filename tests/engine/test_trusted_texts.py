"""Issue 17 (ninth pass): what `engine/trusted.py` now does in fewer steps gives what it gave.

- The annotations of a class written as text are evaluated once per text
  (`trusted._texts_evaluated`): the same hints as `typing.get_type_hints`, for every model and
  dataclass that a sealed save of any registered game is built from and dumped with.
- A frozen model's table read again is known by its repr: the same object for the same table,
  and a table whose values differ only by their type (``1``, ``True``, ``1.0``) is not taken for
  another.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any, get_args

import pytest
from pydantic import BaseModel, ConfigDict

from gmconsole.engine import trusted
from gmconsole.engine.events import Audience
from gmconsole.engine.journal import JournalEntry
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import SaveFile


def _classes(roots: list[Any]) -> list[type]:
    """Every model and dataclass reachable from ``roots`` through their annotations."""
    seen: list[type] = []
    todo = list(roots)
    while todo:
        tp = todo.pop()
        if isinstance(tp, type) and (issubclass(tp, BaseModel) or dataclasses.is_dataclass(tp)):
            if tp in seen:
                continue
            seen.append(tp)
            todo.extend(typing.get_type_hints(tp, include_extras=True).values())
        else:
            todo.extend(a for a in get_args(tp) if not isinstance(a, str))
    return seen


def _roots() -> list[Any]:
    roots: list[Any] = [SaveFile, JournalEntry, RosterEntry, Audience]
    for name in registry.games():
        rules = registry.find_rules(name)
        roots += [rules.state_model, rules.scenario_model]
    return roots


def test_annotations_evaluated_once_per_text_are_typings_hints() -> None:
    classes = _classes(_roots())
    taken = 0
    for cls in classes:
        mine = trusted._texts_evaluated(cls)
        if mine is None:  # left to typing: a name inside a text, a None...
            continue
        taken += 1
        assert mine == typing.get_type_hints(cls, include_extras=True), cls
        assert list(mine) == list(typing.get_type_hints(cls, include_extras=True)), cls
    assert taken >= len(classes) // 2  # the shortcut is the usual case


@dataclasses.dataclass
class _Shadow:
    audience: Audience
    Audience: int = 0  # a class attribute named like a name of the module: the module's is read
    Any: int = 0


def test_a_name_is_found_where_typing_finds_it() -> None:
    """The module's names first, then the class's own, then the builtins."""
    hints = trusted._texts_evaluated(_Shadow)
    assert hints == typing.get_type_hints(_Shadow, include_extras=True)
    assert hints is not None and hints["audience"] is Audience


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, defer_build=True)

    n: int = 0
    tags: tuple[str, ...] = ()


def test_a_frozen_table_read_again_is_the_same_object() -> None:
    first = trusted.build(_Frozen, {"n": 1, "tags": ["a"]})
    assert trusted.build(_Frozen, {"n": 1, "tags": ["a"]}) is first
    assert trusted.build(_Frozen, {"tags": ["a"], "n": 1}) is first  # the same values: shared as before
    assert trusted.build(_Frozen, {"n": 1}) is not first  # other fields set
    assert trusted.build(_Frozen, {"n": 1}).model_fields_set == {"n"}


@pytest.mark.parametrize("other", [True, 1.0, "1"])
def test_a_frozen_table_of_another_type_is_not_taken_for_the_one_read(other: Any) -> None:
    trusted.build(_Frozen, {"n": 1})
    with pytest.raises(trusted.Untrusted):
        trusted.build(_Frozen, {"n": other})
