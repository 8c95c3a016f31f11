"""Messages of plain text and variables are formatted without Fluent's resolver, and formatted
texts are kept (issue 17's speed): the text must be Fluent's own, to the letter, for every message
of every game in both languages, with every kind of value."""

from __future__ import annotations

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.rules import registry
from gmconsole.engine.worded import Worded
from gmconsole.engine.wording import Person

GAMES = [None, *(p.name for p in registry.plugins())]
VALUES = [
    "Bob",
    "Chloé l'Ancienne",
    "",
    0,
    1,
    7,
    999,
    1000,
    12345,
    -1,
    2.5,
    True,
    False,
    None,
    ["Alice", "Bob"],
    Person("Eve", "f"),
    "x" * 2600,
]


def fluent(wording: W.Wording, pattern, args: dict) -> tuple[str, list]:
    result, errors = wording.bundle.format_pattern(pattern, wording._arguments(args))
    return str(result), errors


@pytest.mark.parametrize("language", W.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_plain_messages_are_formatted_as_fluent_does(game: str | None, language: str) -> None:
    wording = W.Wording(game, language)
    plain = 0
    for key in sorted(wording.keys()):
        message = wording.bundle.get_message(key)
        patterns = [("", message.value), *message.attributes.items()]
        for attribute, pattern in patterns:
            if pattern is None:
                continue
            names = sorted(wording.variables(key))
            for shift in range(len(VALUES)):
                args = {n: VALUES[(shift + i) % len(VALUES)] for i, n in enumerate(names)}
                got = wording._plain_pattern(key, attribute, pattern, wording._arguments(args))
                if got is None:
                    continue
                plain += 1
                expected, errors = fluent(wording, pattern, args)
                assert not errors, (key, args)
                assert got == expected, (key, attribute, args)
    assert plain > 0


def test_a_plain_message_with_a_missing_value_goes_to_fluent() -> None:
    wording = W.Wording("winterfell", "en")
    message = wording.bundle.get_message("lookout-not-wolf")
    assert wording._plain_pattern("lookout-not-wolf", "", message.value, {}) is None


def test_kept_texts_tell_true_from_one_and_a_worded_by_its_letters() -> None:
    """The kept texts are keyed by each value's class: ``True`` is not ``1``."""
    wording = W.Wording(None, "en")
    wording.bundle.add_resource(W._parse(W.Path("t.ftl"), "said = value { $v }\n", None))
    assert wording.text("said", v=1) == "value 1"
    assert wording.text("said", v=True) == "value true"
    assert wording.text("said", v=1) == "value 1"
    assert wording.text("said", v=Worded("winterfell", "no-lookout", {})) == "value no lookout"
    assert wording.text("said", v=1000) == "value 1,000"
