"""A value quoted the English/Python way when a refusal is made (``repr()``, ``short()``) reads
in French quotes for a French reader: « Zorro », « D'Artagnan », « Jules » ou « Jim ». The
English text (what saves, journals and fingerprints record) keeps its quotes."""

from __future__ import annotations

import pytest

from gmconsole.engine.errors import RuleViolation, UnknownPlayer, short
from gmconsole.engine.worded import describe, reworded, worded
from gmconsole.engine.wording import french_quotes, text

N = "\u202f"


@pytest.mark.parametrize(
    ("value", "french"),
    [
        ("'Zorro'", f"«{N}Zorro{N}»"),
        (repr("D'Artagnan"), f"«{N}D'Artagnan{N}»"),
        (repr("x'y\"z"), f"«{N}x'y\"z{N}»"),
        ("'Jules' ou 'Jim'", f"«{N}Jules{N}» ou «{N}Jim{N}»"),
        ("'a', 'b' or 'c'", f"«{N}a{N}», «{N}b{N}» or «{N}c{N}»"),
        (repr("'Zo'"), f"«{N}'Zo'{N}»"),  # the GM typed the quotes: they are his
        (repr("a\nb"), f"«{N}a\\nb{N}»"),  # a line end stays escaped, on one line
        (repr(""), f"«{N}{N}»"),
    ],
)
def test_quotations_read_in_french_quotes(value: str, french: str) -> None:
    assert french_quotes(value) == french


@pytest.mark.parametrize(
    "value",
    [
        "Zorro",
        "42",
        "'x' (3)",
        "'a' + 'b'",
        "'unfinished",
        "'\\q'",  # no repr() writes this
        '"plain"',  # repr() would write 'plain'
        "'x'… (1,000 characters)",
        "l'escouade 'deux'",
    ],
)
def test_other_values_are_left_as_they_are(value: str) -> None:
    assert french_quotes(value) == value


def test_an_unknown_player_in_french_and_in_english() -> None:
    exc = UnknownPlayer("Zorro")
    assert describe(exc, "fr") == f"joueur inconnu{N}: «{N}Zorro{N}»"
    assert describe(exc, "en") == "unknown player 'Zorro'"
    assert str(exc) == "unknown player 'Zorro'"  # the record: unchanged


def test_suggestions_in_french_quotes() -> None:
    exc = UnknownPlayer("Jule", ["Jules", "Julie"])
    assert describe(exc, "fr") == (
        f"joueur inconnu{N}: «{N}Jule{N}»{N}; vouliez-vous dire «{N}Jules{N}» ou «{N}Julie{N}»{N}?"
    )
    assert str(exc) == "unknown player 'Jule'; did you mean 'Jules' or 'Julie'?"


def test_a_name_with_an_apostrophe() -> None:
    exc = UnknownPlayer("D'Artagnon", ["D'Artagnan"])
    assert describe(exc, "fr") == (
        f"joueur inconnu{N}: «{N}D'Artagnon{N}»{N}; vouliez-vous dire «{N}D'Artagnan{N}»{N}?"
    )
    assert str(exc) == 'unknown player "D\'Artagnon"; did you mean "D\'Artagnan"?'


def test_a_refusal_of_a_game_quoting_with_repr() -> None:
    """The rules quote with ``repr()`` too (``name=repr(name)``): the same in French."""
    exc = RuleViolation.of("unknown-player", name=repr("Zorro"))
    assert describe(exc, "fr") == f"joueur inconnu{N}: «{N}Zorro{N}»"
    assert describe(exc, "en") == "unknown player 'Zorro'"


def test_a_worded_text_and_a_direct_text() -> None:
    said = worded("", "unknown-player", name=short("Zorro"))
    assert said == "unknown player 'Zorro'" and said.shown("fr") == f"joueur inconnu{N}: «{N}Zorro{N}»"
    assert text("fr", "unknown-player", name=short("Zorro")) == f"joueur inconnu{N}: «{N}Zorro{N}»"
    assert text("en", "unknown-player", name=short("Zorro")) == "unknown player 'Zorro'"


def test_a_recorded_english_text_read_back() -> None:
    """A text an event's data recorded in English is said again in French with its values read
    back from it: the quotation is one of them."""
    assert reworded("unknown player 'Zorro'", "fr", ("unknown-player",), game="") == (
        f"joueur inconnu{N}: «{N}Zorro{N}»"
    )
