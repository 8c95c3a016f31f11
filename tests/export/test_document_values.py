"""The document's blocks and inlines behave as the frozen dataclasses they were (issue 17, the
fifth pass made them plain slotted classes): equal by class and fields, hashable, immutable,
shown by their fields."""

from __future__ import annotations

from dataclasses import FrozenInstanceError

import pytest

from gmconsole.export.document import (
    Bold,
    BulletList,
    Code,
    Color,
    Document,
    Heading,
    Italic,
    Paragraph,
    Quote,
    Rule,
    Spoiler,
    Table,
)


def test_equal_by_class_and_fields_and_hashed_alike() -> None:
    assert Bold("x") == Bold(text="x") and hash(Bold("x")) == hash(Bold("x"))
    assert Bold("x") != Italic("x") and Bold("x") != "x"
    assert Heading("a") == Heading("a", 1) != Heading("a", 2)
    assert Paragraph("a") == Paragraph(["a"]) and Paragraph("a").inlines == ("a",)
    assert Table(["h"], [["c"]]) == Table(["h"], [["c"]], ["left"])
    assert Quote([Rule()]) == Quote([Rule()], "") != Quote([Rule()], "Zoé")
    assert Spoiler("t", [Code("c")]) == Spoiler("t", [Code("c")])
    assert Rule() == Rule() and len({Rule(), Rule(), BulletList(["a"]), BulletList(["a"])}) == 2
    assert Document([Rule()]) == Document([Rule()]) != Document()
    assert Document().blocks == [] and Document().add(Rule()).blocks == [Rule()]
    with pytest.raises(TypeError):
        hash(Document())


def test_shown_by_their_fields() -> None:
    assert repr(Bold("x")) == "Bold(text='x')"
    assert repr(Heading("a")) == "Heading(text='a', level=1)"
    assert repr(Color("x", "red")) == "Color(text='x', color='red')"
    assert repr(Rule()) == "Rule()"
    assert repr(Document([Paragraph("a")])) == "Document(blocks=[Paragraph(inlines=('a',))])"


def test_immutable_and_checked() -> None:
    with pytest.raises(FrozenInstanceError):
        Bold("x").text = "y"  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del Heading("a").level  # type: ignore[misc]
    with pytest.raises(ValueError):
        Color("x", "not a colour!")
    with pytest.raises(ValueError):
        Heading("a", 4)
