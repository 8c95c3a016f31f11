"""The random policy makes its orders without pydantic's validation (``simulate._made``, for
speed): each must be the order validation makes from the fields the policy names, the same
values of the same types in the declared order, the same fields set, nothing extra or private.

Random games are played as the simulator plays them, and every order the policy proposes
(refused or not) is compared with the one made by validating its given fields."""

from __future__ import annotations

import random
from typing import Any

from gmconsole.engine.actions import Action
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.games.winterfell.rules import elections as we
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.simulate import play_random_game
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")

EVERY_KIND = {
    wa.HandSword,
    wa.SendPassage,
    wa.SquadOrder,
    wa.NoAssassination,
    wa.BenProtects,
    wa.ReekScans,
    wa.GreenseerAsks,
    wa.AbelAsks,
    wj.Accuse,
    wj.JusticeVotes,
    wj.Interrogate,
    we.ElectionVotes,
    we.NewLieutenant,
    we.FileGuess,
}


def _shape(order: Action) -> tuple[Any, ...]:
    fields = order.__dict__
    return (
        type(order),
        list(fields),  # the declared order
        [(name, type(value), value) for name, value in fields.items()],
        order.model_fields_set,
        order.__pydantic_extra__,
        order.__pydantic_private__,
    )


def test_every_order_of_the_policy_is_the_one_validation_makes() -> None:
    seen: dict[type, int] = {}

    def compare(state: object, action: Action, ctx: object, refusal: object) -> None:
        cls = type(action)
        if cls not in EVERY_KIND:
            return
        seen[cls] = seen.get(cls, 0) + 1
        given = {name: action.__dict__[name] for name in action.model_fields_set}
        validated = cls.model_validate(given)
        assert _shape(action) == _shape(validated), action
        assert action == validated

    for seed in range(12):
        play_random_game(WINTERFELL, f"orders-{seed}", random.Random(seed), on_step=compare)
    assert set(seen) == EVERY_KIND, EVERY_KIND - set(seen)
