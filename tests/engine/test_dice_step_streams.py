"""A roll's stream made from its step's hash (``turn/phase/`` fed once a step, issue 17).

``dice._stream`` starts a purpose's stream from a copy of the step's keyed hash, kept for the last
seed, turn and phase. These tests compare every roll with :func:`compute` (the key hashed whole
from the seed) across purposes, steps, seeds and contexts interleaved.
"""

from __future__ import annotations

from gmconsole.engine.dice import Dice, compute

PURPOSES = ("night.squad_failure", "night.victim", "justice.fill_accused")


def _rolled(dice: Dice, purpose: str, turn: int, phase: str) -> tuple[str, object]:
    dice.turn, dice.phase = turn, phase
    kind = len(dice.log) % 4
    if kind == 0:
        result: object = dice.die(purpose, 6)
    elif kind == 1:
        result = dice.chance(purpose, 37)
    elif kind == 2:
        result = dice.choice(purpose, ["a", "b", "c", "d", "e"])
    else:
        result = dice.sample(purpose, list(range(20)), 3)
    roll = dice.log[-1]
    assert compute(dice.seed, roll.key, roll.expr) == roll.result
    return roll.key, result


def test_rolls_of_several_purposes_steps_and_seeds_are_those_the_key_gives() -> None:
    keys = []
    first, second = Dice("one", {}, 0, "setup"), Dice("two", {}, 0, "setup")
    for turn in (0, 1, 1, 2, 300):
        for phase in ("setup", "assassination", "justice"):
            for purpose in PURPOSES:
                for dice in (first, second, first):  # two seeds in turn: the step kept is replaced
                    keys.append((dice.seed, _rolled(dice, purpose, turn, phase)[0]))
    assert len(set(keys)) == len(keys)  # every key once a seed: the counters moved
    assert ("one", "300/justice/justice.fill_accused/1") in keys


def test_the_same_step_made_again_rolls_the_same() -> None:
    def game() -> list[tuple[str, object]]:
        dice = Dice("seed", {}, 1, "assassination")
        made = [_rolled(dice, purpose, 1, "assassination") for purpose in PURPOSES]
        made += [_rolled(dice, purpose, 2, "justice") for purpose in PURPOSES]
        made += [_rolled(dice, purpose, 1, "assassination") for purpose in reversed(PURPOSES)]
        return made

    other = Dice("other", {}, 1, "assassination")
    before = game()
    _rolled(other, PURPOSES[0], 1, "assassination")  # another seed's step in between
    assert game() == before
