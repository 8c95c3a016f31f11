"""A sample of one item (``Dice._draw``'s shortcut: the stream's first number, as for a die)
draws what the definition draws (:func:`compute`), a rejected first number included."""

from __future__ import annotations

import pytest

from gmconsole.engine import dice as engine_dice
from gmconsole.engine.dice import Dice, compute


@pytest.mark.parametrize("n", [1, 2, 3, 7, 50, 1000, 99_999])
def test_one_drawn_is_the_definitions_draw(n):
    items = list(range(n))
    d = Dice("one-drawn", {}, 4, "day")
    for index in range(300):  # indices past the precomputed ones too
        (picked,) = d.sample("toy.one", items, 1)
        roll = d.log[-1]
        assert roll.key == f"4/day/toy.one/{index}" and roll.expr == f"sample 1 of {n}"
        assert [picked] == roll.result == compute("one-drawn", roll.key, roll.expr)


def test_a_rejected_first_number_reads_on(monkeypatch):
    """The first number at the very top (rejected for a range not a power of two): the draw
    goes on with the stream's next numbers, as the definition does."""
    monkeypatch.setattr(engine_dice, "_first_u64", lambda block: ((1 << 64) - 1,))
    d = Dice("one-drawn", {}, 4, "day")
    for i in range(8):
        picked = d.sample(f"toy.rejected_{i}", list(range(3)), 1)
        roll = d.log[-1]
        assert picked == roll.result == compute("one-drawn", roll.key, "sample 1 of 3")
    # a power of two rejects no number: the (patched) first one is taken, odd: the second item
    assert d.sample("toy.kept", ["a", "b"], 1) == ["b"]
