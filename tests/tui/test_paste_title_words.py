"""The paste box's title names the open ballot by the label the game gives it, which is already
a noun phrase (« vote du village », « justice », « élection : Grand Vassal »): the title adds no
word of its own before it, so it never reads « vote de vote du village » (a GM's trial), and an
English one never « village vote vote »."""

from __future__ import annotations

import pytest

from gmconsole.scenarios import load_scenario
from gmconsole.tui.labels import labels


@pytest.mark.parametrize(
    ("lang", "game", "scenario", "key", "expected"),
    [
        ("fr", "thiercelieux", "thiercelieux", "day_vote", "Coller le fil\u202f: vote du village"),
        ("fr", "winterfell", "winterfell", "justice", "Coller le fil\u202f: justice"),
        ("en", "thiercelieux", "thiercelieux-en", "day_vote", "Paste the thread: village vote"),
    ],
)
def test_the_paste_title_names_the_ballot_once(
    lang: str, game: str, scenario: str, key: str, expected: str
) -> None:
    label = load_scenario(scenario).display(key)
    title = labels(lang, game)("paste_title", ballot=label)
    assert title.replace("\u00a0", "\u202f") == expected
    words = title.lower().split()
    assert all(a != b for a, b in zip(words, words[1:], strict=False)), title
    assert "vote de vote" not in title and "vote vote" not in title
