"""Orders files: the GM's inputs for one step, in TOML (documented in docs/orders.md).

```toml
step = "approval"     # optional: refuse if the game is at another step
resolve = true        # optional (default true; false when every order is a seat change)

[[orders]]
kind = "votes"
votes = { Alice = "yes", Bob = "no" }
```
"""

from __future__ import annotations

import os
from typing import Any

from pydantic import ValidationError

from gmconsole.engine.actions import Action, Resolve, SeatAction, SetDeadline
from gmconsole.engine.errors import FileProblem, RuleViolation, short, short_key
from gmconsole.engine.game import Game
from gmconsole.engine.validation import file_problem
from gmconsole.limits import too_long_message
from gmconsole.tomlio import problem_from, read_toml

_KNOWN = {"step", "turn", "resolve", "orders"}


def orders_from_dict(
    data: dict[str, Any], game: Game, source: str | os.PathLike[str] = "<orders>"
) -> list[Action]:
    from gmconsole.engine.wording import text

    language = game.scenario.language
    unknown = sorted(set(data) - _KNOWN)
    if unknown:
        raise file_problem(
            source,
            language,
            "file-orders-unknown-key",
            key=short_key(unknown[0]),
            known=", ".join(sorted(_KNOWN)),
        )
    for key, kind, example in (
        ("step", str, '"approval"'),
        ("turn", int, "2"),
        ("resolve", bool, text(language, "file-orders-true-false")),
    ):
        value = data.get(key)
        if value is not None and (type(value) is not kind):
            raise file_problem(
                source, language, "file-orders-not-valid", key=key, value=short(value), example=example
            )
    step = data.get("step")
    if step is not None and len(step) > game.scenario.max_name_length:
        raise FileProblem(source, too_long_message("step", "name", game.scenario.max_name_length, step))
    # a game whose phases have steps of their own (a night's roles in turn) names the step too
    inner = getattr(game.state, "step", "") or ""
    if step is not None and game.state.over:  # not "the game is at step over": it is over
        raise RuleViolation.of(
            "game-over-won",
            scenario=game.scenario,
            rule=game.state.victory_rule,
            winner=game.scenario.display(game.state.winner),
        )
    if step is not None and step not in (game.state.phase, inner):
        from gmconsole.engine.worded import named_step

        raise RuleViolation.of(  # the English record keeps the keys; people read the steps' names
            "these-orders-are-for-step-but",
            scenario=game.scenario,
            step=named_step(game.scenario, step),
            now=named_step(game.scenario, game.state.phase, inner),
        )
    turn = data.get("turn")
    if turn is not None and turn != game.state.turn:
        raise RuleViolation.of(
            "these-orders-are-for-turn-but", scenario=game.scenario, turn=turn, turn2=game.state.turn
        )
    raw = data.get("orders", [])
    if not isinstance(raw, list) or not all(isinstance(o, dict) for o in raw):
        raise file_problem(source, language, "file-orders-as-tables")
    actions: list[Action] = []
    scenario = game.scenario
    for i, item in enumerate(raw):
        try:
            action = game.parse(item)
        except ValidationError as exc:
            raise problem_from(
                source, exc, prefix=f"orders.{i}", tag=str(item.get("kind", "")), language=scenario.language
            ) from None
        found = action.too_long(scenario.max_name_length, scenario.max_text_length)
        if found is not None:  # before any name is matched (a megabyte name takes minutes)
            raise FileProblem(source, too_long_message(f"orders.{i}.{found[0]}", *found[1:]))
        actions.append(action)
    # Seat changes alone (a replacement, a removal) resolve nothing unless the file says so.
    seats_only = bool(actions) and all(isinstance(a, SeatAction) for a in actions)
    if data.get("resolve", not seats_only) and not any(isinstance(a, Resolve) for a in actions):
        # A deadline given with orders that resolve the step is that of the call the post makes:
        # the next step's, so it comes after the resolution.
        deadlines = [a for a in actions if isinstance(a, SetDeadline)]
        resolve = Resolve.model_construct()  # what Resolve() makes, without building its validator
        actions = [a for a in actions if not isinstance(a, SetDeadline)] + [resolve, *deadlines]
    if not actions:
        raise file_problem(source, language, "file-orders-none")
    return actions


def load_orders(path: str | os.PathLike[str], game: Game) -> list[Action]:
    return orders_from_dict(read_toml(path), game, path)
