"""The shipped messages are read and formatted without fluent.runtime (issue 17's speed:
``gmconsole.engine.wording_ftl``), and formatted texts are kept: the text must be Fluent's own,
to the letter, for every message of every shipped file (every game, both languages, the
console's files too) with every kind of value, and a value the own formatter does not write
goes to Fluent."""

from __future__ import annotations

import math
import random

import pytest
from babel import Locale
from babel.plural import to_python
from fluent.runtime.types import FluentFloat, FluentInt

from gmconsole.engine import wording as W
from gmconsole.engine import wording_ftl as ftl
from gmconsole.engine.rules import registry
from gmconsole.engine.worded import Worded
from gmconsole.engine.wording import Person

GAMES = [None, *sorted(p.name for p in registry.plugins())]
VALUES = [
    0,
    1,
    2,
    1.5,
    21,
    "f",
    "m",
    "other",
    Person("Eve", "f"),
    Person("Max", "m"),
    Person("Lou"),
    "Bob",
    "Éloïse l'Ancienne",
    "",
    ["Alice", "Bob"],
    [Person("Zoé", "f"), Person("Ada", "f")],
    True,
    False,
    None,
    999,
    1000,
    12345,
    1_000_000,
    -1,
    0.5,
    2.675,
    1.0,
    "one",
    "0",
]
"""The representative values: numbers of every plural category in French and English, genders,
names with and without a vowel first, lists, booleans, nothing."""


def _entries(game: str | None, language: str) -> W.Wording:
    return W.Wording(game, language, part="all")


def both_ways(wording: W.Wording, key: str, attribute: str, args: dict) -> tuple[str | None, str, list]:
    """(the own formatter's text or None, Fluent's text, Fluent's errors)."""
    arguments = wording._arguments(args)
    entry = wording._entry(key)
    assert entry is not None, key
    pattern = entry.attributes[attribute] if attribute else entry.value
    mine = ftl.format_pattern(pattern, arguments, wording.language, W.OWN_FUNCTIONS)
    message = wording.bundle.get_message(key)
    fluent_pattern = message.attributes[attribute] if attribute else message.value
    result, errors = wording.bundle.format_pattern(fluent_pattern, W._for_fluent(arguments))
    return mine, str(result), errors


@pytest.mark.parametrize("language", W.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_entry_is_read_without_fluent(game: str | None, language: str) -> None:
    """Every message of every shipped file parses with the own reader: its attributes and its
    $variables are the ones Fluent's parser finds (so no shipped message needs fluent.syntax)."""
    wording = _entries(game, language)
    # the same files through fluent.runtime and fluent.syntax alone (extra texts: Fluent's)
    fluent = W.Wording(game, language, part="all", extra=[("nothing.ftl", "")])
    assert wording.keys() == fluent.keys()
    for key in sorted(wording.keys()):
        # where the entry is: as the bundle's lazy loader found it
        assert wording.source_of(key) == dict.__getitem__(fluent.bundle._messages, key), key
        assert wording._entry(key) is not None, f"{key} is not read by wording_ftl"
        assert fluent._entry(key) is None
        assert wording.attributes(key) == fluent.attributes(key), key
        assert wording.variables(key) == fluent.variables(key), key
        # a string literal is text to the own reader; Fluent's compiled pattern keeps it apart
        where = wording.source_of(key)
        assert where is not None
        source = where.text[where.start : where.end]
        assert wording.plain_parts(key) == fluent.plain_parts(key) or '"' in source, key


@pytest.mark.slow
@pytest.mark.parametrize("language", W.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_message_is_formatted_as_fluent_does(game: str | None, language: str) -> None:
    """Every message and attribute, each variable given each representative value in turn (the
    others shifted along the list), gives Fluent's text without Fluent; when Fluent reports an
    error (a missing value...), the own formatter leaves the message to it."""
    wording = _entries(game, language)
    formatted = 0
    for key in sorted(wording.keys()):
        names = sorted(wording.variables(key))
        for attribute in ["", *wording.attributes(key)]:
            if not attribute and wording._entry(key).value is None:  # type: ignore[union-attr]
                continue
            shifts = range(len(VALUES)) if names else range(1)
            for shift in shifts:
                args = {n: VALUES[(shift + 7 * i) % len(VALUES)] for i, n in enumerate(names)}
                mine, theirs, errors = both_ways(wording, key, attribute, args)
                if errors:
                    assert mine is None, (key, attribute, args, errors)
                    continue
                assert mine is not None, (key, attribute, args, theirs)
                assert mine == theirs, (key, attribute, args)
                formatted += 1
            if names:  # a value missing: Fluent reports it, the own formatter leaves it to Fluent
                mine, theirs, errors = both_ways(wording, key, attribute, {})
                # (an attribute may use none of its message's variables: a help page's rule)
                assert (errors and mine is None) or (not errors and mine == theirs), key
    assert formatted > 100


def test_values_the_own_formatter_does_not_write_go_to_fluent() -> None:
    """A part over Fluent's 2,500 characters, a number from 10^15 on, infinity, a value of
    another class: Fluent writes (or refuses) them, and the wording's text is Fluent's."""
    wording = W.Wording("winterfell", "en")
    key = "lookout-not-wolf"
    names = sorted(wording.variables(key))
    for odd in (10**15, 1e15, math.inf, math.nan, -(10**16)):
        args = dict.fromkeys(names, odd)
        mine, theirs, _ = both_ways(wording, key, "", args)
        assert mine is None
        assert wording.text(key, **args) == W.unmark(theirs)
    long = {n: ["x" * 2600] for n in names}  # a plain (joined) text over the limit: Fluent refuses it
    mine, theirs, errors = both_ways(wording, key, "", long)
    assert mine is None and errors and theirs == "{???}"


def test_plural_categories_are_babels() -> None:
    """The CLDR rules of French (one: i = 0,1; many: a whole multiple of a million) and English
    (one: n = 1 with no decimals) for 0..200, decimals, negative and large numbers."""
    numbers: list[int | float] = [*range(0, 201), -1, -2, -21, 10**6, 2 * 10**6, 10**6 + 1, 10**12, 10**18]
    numbers += [n / 10 for n in range(-30, 31)] + [n + 0.25 for n in range(0, 40)]
    numbers += [1.0, 2.0, 1e6, 3e6, 1e6 + 0.5, 0.001, 1e-7, 123.456, 1e20, -0.0]
    for language in W.LANGUAGES:
        babel = to_python(Locale.parse(language).plural_form)
        for n in numbers:
            assert ftl.plural(n, language) == babel(n), (language, n)


def test_numbers_are_written_as_babel_writes_them() -> None:
    """fluent.runtime's number format (Babel's ``#,##0.###``) for ints and floats in fr and en:
    groups, decimal separator, rounding half-even to three decimals, the sign."""
    rng = random.Random(17)
    ints = [*range(-1100, 1100), 9999, 10000, 123456, -1234567, 10**15 - 1, -(10**15) + 1]
    ints += [rng.randrange(-(10**14), 10**14) for _ in range(300)]
    floats = [0.0, -0.0, 0.5, 1.5, 2.675, 0.0005, 0.0015, 1.0005, 0.1 + 0.2, 1e-7, 123456.7895, 999.9995]
    floats += [rng.uniform(-1000, 1000) for _ in range(300)] + [rng.uniform(-1e14, 1e14) for _ in range(100)]
    floats += [round(rng.uniform(0, 100), 4) for _ in range(300)] + [n / 8 for n in range(-100, 100)]
    for language in W.LANGUAGES:
        locale = Locale.parse(language)
        for n in ints:
            assert ftl.number(n, language) == FluentInt(n).format(locale), (language, n)
        for x in floats:
            assert ftl.number(x, language) == FluentFloat(x).format(locale), (language, x)


def test_selectors_on_numbers_and_texts_follow_fluent() -> None:
    """Number keys against a number, identifier keys against its plural category, a text
    against a number key (Fluent compares the text with the key's category)."""
    text = (
        "n = { $n ->\n    [0] zéro\n    [one] un\n    [many] million\n   *[other] { $n }\n}\n"
        "t = { $t ->\n    [1] a\n   *[other] b\n}\n"
        'f = { DE($who) } et { ELISION("Ève", "de") }{ $who } { QUE("Yves") }\n'
    )
    for language in W.LANGUAGES:
        wording = W.Wording(None, language, extra=[("t.ftl", text)])
        own = ftl.parse_entry(text.split("t = ")[0], W.OWN_FUNCTIONS)
        assert own is not None and own.variables == {"n"}
        fluent = wording.bundle
        for n in (0, 1, 1.0, 1.5, 2, 0.0, 1_000_000, 2e6, 21):
            theirs, _ = fluent.format_pattern(fluent.get_message("n").value, {"n": n})
            assert ftl.format_pattern(own.value, {"n": n}, language, W.OWN_FUNCTIONS) == theirs, n
        own_t = ftl.parse_entry("t = " + text.split("t = ")[1].split("f = ")[0], W.OWN_FUNCTIONS)
        own_f = ftl.parse_entry("f = " + text.split("f = ")[1], W.OWN_FUNCTIONS)
        assert own_t is not None and own_f is not None
        for value in ("one", "other", "1"):
            arguments = {"t": ftl.Marked(value)}
            theirs, _ = fluent.format_pattern(fluent.get_message("t").value, W._for_fluent(arguments))
            assert ftl.format_pattern(own_t.value, arguments, language, W.OWN_FUNCTIONS) == theirs
        for who in ("Ugo", "Bob", "Hélène"):
            arguments = {"who": ftl.Marked(who)}
            theirs, _ = fluent.format_pattern(fluent.get_message("f").value, W._for_fluent(arguments))
            assert ftl.format_pattern(own_f.value, arguments, language, W.OWN_FUNCTIONS) == theirs


@pytest.mark.parametrize(
    "source",
    [
        "a = { -term }\n",
        "a = { other-message }\n",
        "a = { NUMBER($n) }\n",
        'a = { DE($n, word: "x") }\n',
        'a = { "\\u0041" }\n',
        "a = { $n\n",
        "a = { $n ->\n    [one] x\n}\n",  # no default variant
        "a = x\n  junk at column 2 }\n",
        "a =\n",
        "a = { { $n } }\n",
    ],
)
def test_entries_outside_the_subset_are_left_to_fluent(source: str) -> None:
    assert ftl.parse_entry(source, W.OWN_FUNCTIONS) is None


def test_the_reader_follows_fluents_indentation_and_blank_lines() -> None:
    """Multi-line patterns: the common indent removed, blank lines kept inside, dropped at the
    end, a block pattern, a line starting with a placeable, attributes, literals."""
    sources = {
        "a": "a =\n        deux\n\n      lignes { $x }\n    fin   \n\n    .title = Titre\n        suite\n",
        "b": "b = un\n{ $x } deux\n   trois\n\n",
        "c": 'c = {"  "}espaces{" "}\n',
        "d": "d = { $x ->\n    [X]\n        grand\n        x\n   *[other] { $x }\n  } fin\n",
        "e": "e =\n    .only = attribut { $x }\n",
    }
    wording = W.Wording(None, "fr", extra=[("t.ftl", "".join(sources.values()))])
    for value in ("X", "Y"):
        arguments = {"x": ftl.Marked(value)}
        for key, source in sources.items():
            own = ftl.parse_entry(source, W.OWN_FUNCTIONS)
            assert own is not None, key
            message = wording.bundle.get_message(key)
            if own.value is not None:
                theirs, _ = wording.bundle.format_pattern(message.value, W._for_fluent(arguments))
                assert ftl.format_pattern(own.value, arguments, "fr", W.OWN_FUNCTIONS) == theirs, key
            assert list(own.attributes) == list(message.attributes)
            for name, pattern in own.attributes.items():
                theirs, _ = wording.bundle.format_pattern(message.attributes[name], W._for_fluent(arguments))
                assert ftl.format_pattern(pattern, arguments, "fr", W.OWN_FUNCTIONS) == theirs, key


def test_kept_texts_tell_true_from_one_and_a_worded_by_its_letters() -> None:
    """The kept texts are keyed by each value's class: ``True`` is not ``1``."""
    wording = W.Wording(None, "en", extra=[("t.ftl", "said = value { $v }\n")])
    assert wording.text("said", v=1) == "value 1"
    assert wording.text("said", v=True) == "value true"
    assert wording.text("said", v=1) == "value 1"
    assert wording.text("said", v=Worded("winterfell", "no-lookout", {})) == "value no lookout"
    assert wording.text("said", v=1000) == "value 1,000"
