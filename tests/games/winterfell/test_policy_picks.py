"""The random policy's picks and shuffles (``simulate._picks``, for speed) draw what
``random.Random.choice`` and ``shuffle`` draw: the same items, the same order, the generator
left in the same state. Should CPython's ``random`` change how it draws them, this fails (and
the policy falls back to the generator's own methods for any other kind of generator)."""

from __future__ import annotations

import random

import pytest

from gmconsole.games.winterfell.rules.simulate import _picks


@pytest.mark.parametrize("seed", [0, 1, 17, "bench-3"])
def test_the_picks_and_shuffles_are_the_generators_own(seed: object) -> None:
    own, fast = random.Random(seed), random.Random(seed)
    choice, shuffle = _picks(fast)
    for size in range(1, 70):
        seq = [f"Joueur {i:02d}" for i in range(size)]
        for _ in range(20):
            assert choice(seq) == own.choice(seq)
        assert choice(tuple(seq)) == own.choice(tuple(seq))
        mine, theirs = seq.copy(), seq.copy()
        shuffle(mine)
        own.shuffle(theirs)
        assert mine == theirs
        assert fast.random() == own.random()
    assert fast.getstate() == own.getstate()
    shuffle(empty := [])
    assert empty == []
    with pytest.raises(IndexError):
        choice([])


def test_another_generator_keeps_its_own_methods() -> None:
    class Fixed(random.Random):
        def random(self) -> float:
            return 0.5

    rng = Fixed(1)
    assert _picks(rng) == (rng.choice, rng.shuffle)
