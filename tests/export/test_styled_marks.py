"""The formatting marks of a filled-in message are found by ``str.find`` (``templates._marks``),
exactly where the regular expression they were found by until the seventh pass finds them
(issue 17)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from gmconsole.engine.wording import CLOSE, OPEN
from gmconsole.export.templates import _marks, _styled_parts

MARKS = re.compile(f"{OPEN}[^{CLOSE}]*{CLOSE}|\\\\\\*|\\*\\*|\\*")


def by_regex(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in MARKS.finditer(text)]


@given(st.text(alphabet=["*", "\\", OPEN, CLOSE, "a", " "], max_size=24))
def test_marks_are_where_the_regex_finds_them(text: str) -> None:
    assert list(_marks(text)) == by_regex(text)


def test_marks_of_some_messages() -> None:
    samples = [
        "",
        "plain",
        "**Bold** and *italic*",
        f"**{OPEN}Zoé *star*{CLOSE}** a voté",
        f"{OPEN}unclosed *x*",
        "a \\* star and \\\\* two",
        f"{OPEN}a{OPEN}b{CLOSE}*c*",
        "***",
        f"*{CLOSE}*",
    ]
    for text in samples:
        assert list(_marks(text)) == by_regex(text), text


def test_styled_parts_keep_values_and_escaped_stars() -> None:
    text = f"**Escouade** de {OPEN}Zo*é{CLOSE} : \\* *fin*"
    assert _styled_parts(text) == (("bold", "Escouade"), ("", " de Zo*é : * "), ("italic", "fin"))
