"""The formatting marks of a filled-in message are found by ``str.find`` (``templates._marks``),
exactly where the regular expression they were found by until the seventh pass finds them
(issue 17)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from gmconsole.engine.wording import CLOSE, OPEN
from gmconsole.export.templates import _marks, _one_style_parts, _parts_by_marks, _styled_parts

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


def slow_or_error(text: str) -> object:
    try:
        return _parts_by_marks(text)
    except ValueError as exc:
        return str(exc)


@given(st.text(alphabet=["*", "\\", OPEN, CLOSE, "a", "é", " "], max_size=30))
def test_one_style_messages_split_as_mark_by_mark(text: str) -> None:
    """The quick split of a message with one kind of mark gives the parts the mark-by-mark
    reading gives, and leaves to it any message that reading refuses."""
    quick = _one_style_parts(text)
    if quick is not None:
        assert quick == slow_or_error(text)
    if "*" in text and not isinstance(slow_or_error(text), str):
        assert _styled_parts.__wrapped__(text) == slow_or_error(text)


def test_the_usual_messages_take_the_quick_split() -> None:
    for text in ("**Escouade** de " + OPEN + "Zoé" + CLOSE + " : **fin**", "*à* " + OPEN + "x" + CLOSE):
        assert _one_style_parts(text) is not None
        assert _one_style_parts(text) == _parts_by_marks(text)
    assert _one_style_parts("**a** *b*") is None
    assert _one_style_parts(OPEN + "*" + CLOSE + " **a**") is None


def test_a_label_is_the_plain_text_of_its_inlines() -> None:
    """``label`` reads the filled-in message's plain text at once (``Wording.text``, kept by
    text; a label without values reuses its context's values): what ``plain`` gives of the
    inlines ``styled`` builds, for every label of the game, said twice."""
    from gmconsole.export.builders import PostContext
    from gmconsole.export.document import plain
    from gmconsole.export.templates import TemplateProblem, load_wording
    from gmconsole.scenarios import load_scenario

    scenario = load_scenario("winterfell")
    wording = load_wording(scenario.game, scenario.language)
    ctx = PostContext(scenario, wording, "private", "Zoé", {"Zoé": "f"})
    said = 0
    for key in sorted(wording.fluent.keys()):
        for _ in range(2):
            try:
                expected = plain(ctx.styled(key))
            except TemplateProblem:  # a label that needs values
                break
            assert ctx.label(key) == expected, key
            assert wording.label(key, reader="Zoé") == plain(wording.format("labels", key, {"reader": "Zoé"}))
            said += 1
    assert said > 50
