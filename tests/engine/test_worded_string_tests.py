"""Issue 17 (ninth pass): the string tests that replaced patterns compiled by `apply` say what the
patterns said: a slug (`_SLUG`), a roll's expression (`_EXPRESSION`) and a chance's outcome
(`_CHANCE`) in engine/worded.py, and the control characters a post drops (export/render.py)."""

from __future__ import annotations

import importlib
import random
import re

from gmconsole.engine import worded

render = importlib.import_module("gmconsole.export.render")

DIGITS = ["7", "42", "٣", "０", "²", "½", "", "1_0", " 3"]  # Arabic-Indic and full-width digits are \d


def _samples(rng: random.Random, pieces: list[str], count: int) -> list[str]:
    return ["".join(rng.choice(pieces) for _ in range(rng.randint(0, 6))) for _ in range(count)]


def test_a_slug_is_what_the_pattern_says() -> None:
    rng = random.Random(1)
    pieces = ["a", "z", "Z", "é", "0", "9", "_", "-", " ", "\n", "revolt", "none", "true", "ß"]
    for text in [*_samples(rng, pieces, 5000), "", "a", "-a", "a-", "_", "9a", "aé"]:
        assert worded._is_slug(text) == bool(re.fullmatch(worded._SLUG, text)), repr(text)


def test_an_expression_is_read_as_the_pattern_reads_it() -> None:
    rng = random.Random(2)
    pieces = ["1d", "perm ", "sample ", " of ", "\n", "x", " ", *DIGITS]
    texts = [
        *_samples(rng, pieces, 8000),
        "1d6",
        "1d6\n",
        "1d6\n\n",
        "perm 5",
        "sample 3 of 7",
        "sample 3 of 7 of 9",
    ]
    for text in texts:
        found = re.match(worded._EXPRESSION, text)
        mine = worded._expression(text)
        if found is None:
            assert mine is None, repr(text)
        elif found["sides"] is not None:
            assert mine == ("die", found["sides"], ""), repr(text)
        elif found["n"] is not None:
            assert mine == ("perm", found["n"], ""), repr(text)
        else:
            assert mine == ("sample", found["k"], found["m"]), repr(text)


def test_a_chance_is_read_as_the_pattern_reads_it() -> None:
    rng = random.Random(3)
    pieces = [" ", "<=", ">", "<", ": ", ":", "yes", "no", "\n", *DIGITS]
    texts = [
        *_samples(rng, pieces, 8000),
        "24 <= 33: yes",
        "24 > 33: no\n",
        "24 >  33: no",
        "24 <= 33: yes\n\n",
    ]
    for text in texts:
        found = re.match(worded._CHANCE, text)
        mine = worded._chance(text)
        expected = None if found is None else (found["roll"], found["threshold"], found["answer"])
        assert mine == expected, repr(text)


def test_clean_drops_what_the_pattern_dropped() -> None:
    rng = random.Random(4)
    pieces = [
        "a",
        "é",
        "\t",
        "\r\n",
        "\r",
        "\n",
        "\x00",
        "\x08",
        "\x0b",
        "\x1f",
        "\x7f",
        "\x9f",
        "\xa0",
        "\u202f",
    ]
    for text in _samples(rng, pieces, 5000):
        by_pattern = re.sub(
            render._CONTROL, "", text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", "    ")
        )
        assert render.clean(text) == by_pattern, repr(text)


def test_the_dice_words_compile_no_pattern() -> None:
    """`dice_expression` and `dice_outcome` word a roll without compiling a regular expression."""
    re.purge()
    assert worded.dice_expression("sample 3 of 7", "fr") != "sample 3 of 7"
    assert worded.dice_outcome("24 <= 33: yes", "fr") != "24 <= 33: yes"
    assert worded._is_slug("revolt")
    assert render.clean("a\x07\nb") == "a\nb"
    assert not re._cache  # type: ignore[attr-defined]
