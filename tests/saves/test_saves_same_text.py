"""Issue 17 (ninth pass): a write compares the state's parts with the ones read by `marshal`
(`saves._same`) where it compared their repr: the same answer on plain data, and `repr` for
what marshal cannot write."""

from __future__ import annotations

import random
from datetime import UTC, date, datetime
from typing import Any

from gmconsole import saves

ATOMS: list[Any] = [
    0,
    1,
    -1,
    2**40,
    2**70,
    True,
    False,
    0.0,
    -0.0,
    1.0,
    4.0,
    1e300,
    "",
    "1",
    "Zoé",
    "a\ud800",
]


def _value(rng: random.Random, depth: int = 0) -> Any:
    kind = rng.random()
    if depth < 3 and kind < 0.2:
        return [_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    if depth < 3 and kind < 0.4:
        keys = rng.sample(["a", "b", "c", "d"], rng.randint(0, 3))
        return {k: _value(rng, depth + 1) for k in keys}
    return rng.choice(ATOMS)


def test_same_is_what_repr_says() -> None:
    rng = random.Random(9)
    equal = 0
    values = [_value(rng) for _ in range(400)]
    for a in values:
        for b in values[:60]:
            assert saves._same(a, b) == (repr(a) == repr(b)), (a, b)
            equal += repr(a) == repr(b)
    assert equal > 100


def test_what_marshal_cannot_write_is_compared_by_repr() -> None:
    when = datetime(2026, 12, 2, tzinfo=UTC)
    assert saves._same({"at": when}, {"at": datetime(2026, 12, 2, tzinfo=UTC)})
    assert not saves._same({"at": when}, {"at": "2026-12-02T00:00:00+00:00"})
    assert not saves._same(date(2026, 12, 2), datetime(2026, 12, 2))

    class Text(str):
        pass

    assert saves._same(Text("a"), Text("a")) == (repr(Text("a")) == repr(Text("a")))
    assert not saves._same({"b": 1, "a": 2}, {"a": 2, "b": 1})  # the order of keys is the text's
