"""A lookout's problem worded from a placeholder text (``assassination._english_issue``) is the
text the wording gives, with the same key and values, in English and shown in French."""

from __future__ import annotations

import pytest

from gmconsole.engine.worded import Worded, worded
from gmconsole.games.winterfell.rules import assassination as wa

NAMES = ["Arya", "Jon Snow", "Élise d'Aube", "x" * 60, "A{B}", "$name", "1"]


@pytest.mark.parametrize(
    ("key", "values"),
    [
        ("no-lookout", {}),
        *[("lookout-dead", {"name": n}) for n in NAMES],
        *[("lookout-not-wolf", {"name": n}) for n in NAMES],
        *[("lookout-inside-squad", {"name": n}) for n in NAMES],
        *[("lookout-goes-through-passage", {"name": n}) for n in NAMES],
        *[
            ("lookout-already-watches-for-squad", {"name": n, "other": k})
            for n in NAMES
            for k in (1, 2, 12, 1000)
        ],
    ],
)
def test_a_lookout_problem_reads_as_the_wording_says(key: str, values: dict[str, object]) -> None:
    expected = worded("winterfell", key, **values)
    for _ in range(2):  # the placeholder text made, then read again
        said = wa._english_issue(key, dict(values))
        assert isinstance(said, Worded)
        assert str(said) == str(expected)
        assert (said.key, said.values, said.game) == (expected.key, expected.values, expected.game)
        assert said.shown("fr") == expected.shown("fr")
