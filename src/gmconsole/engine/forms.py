"""Order forms read from a game's action models: what each kind of order takes, as data.

The generic console and the docs use it to show a game without widgets of its own the orders
its current step expects (:meth:`GameRules.order_kinds`), with their fields and defaults, as an
orders-file template the GM fills in.
"""

from __future__ import annotations

import json
import typing
from typing import Any

from gmconsole.engine.actions import Action
from gmconsole.engine.rules.base import GameRules, ScenarioBase
from gmconsole.engine.state import GameState


def action_classes(rules: GameRules) -> dict[str, type[Action]]:
    """Every kind of order of ``rules`` -> its action model."""
    found: dict[str, type[Action]] = {}
    pending: list[Any] = [rules.action_model]
    while pending:
        item = pending.pop()
        args = typing.get_args(item)
        if args:
            pending.extend(args)
            continue
        fields = getattr(item, "model_fields", None)
        if fields and "kind" in fields:
            found[fields["kind"].default] = item
    return found


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return (
            "{ "
            + ", ".join(
                f"{json.dumps(str(k), ensure_ascii=False)} = {_toml_value(v)}" for k, v in value.items()
            )
            + " }"
        )
    return json.dumps("" if value is None else str(value), ensure_ascii=False)


def _empty(annotation: Any) -> Any:
    origin = typing.get_origin(annotation) or annotation
    if origin is bool:
        return False
    if origin is int:
        return 0
    if origin in (list, tuple):
        return []
    if origin is dict:
        return {}
    return ""


def order_template(rules: GameRules, state: GameState, scenario: ScenarioBase) -> str:
    """An orders-file template for the current step: one ``[[orders]]`` table per kind it takes,
    each field with its default (a ballot's voters listed, their votes empty)."""
    classes = action_classes(rules)
    ballot = rules.ballot(state, scenario)
    tables = []
    for kind in rules.order_kinds(state, scenario):
        model = classes.get(kind)
        if model is None:
            continue
        lines = ["[[orders]]", f'kind = "{kind}"']
        for name, field in model.model_fields.items():
            if name == "kind":
                continue
            if ballot is not None and kind == ballot.action and name == "votes":
                value: Any = {voter: "" for voter in ballot.voters}
            elif field.is_required():
                value = _empty(field.annotation)
            else:
                value = field.get_default(call_default_factory=True)
            lines.append(f"{name} = {_toml_value(value)}")
        tables.append("\n".join(lines))
    return "\n\n".join(tables) + "\n" if tables else ""
