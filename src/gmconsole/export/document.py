"""A tiny document model for one forum post, independent of any markup.

Builders (``builders.py``) turn events into these blocks; renderers (``render.py``) turn the
blocks into BBCode, Markdown or plain text. Every string here is *user text*: it is escaped by
the renderer, so a player called ``[b]Zoé`` or ``*|*`` cannot break the markup.

Blocks: :class:`Heading`, :class:`Paragraph`, :class:`Table`, :class:`BulletList`,
:class:`Quote`, :class:`Spoiler`, :class:`Code`, :class:`Rule`.
Inlines (inside a paragraph, a list item or a table cell): a plain ``str``, :class:`Bold`,
:class:`Italic`, :class:`Color`. Inlines do not nest: that keeps every renderer simple.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal, Union

# -- inlines --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bold:
    text: str


@dataclass(frozen=True)
class Italic:
    text: str


_COLOR = re.compile(r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20}")


@dataclass(frozen=True)
class Color:
    """Coloured text where the markup has colours (BBCode); plain text elsewhere."""

    text: str
    color: str

    def __post_init__(self) -> None:
        if not _COLOR.fullmatch(self.color):
            raise ValueError(f"{self.color!r} is not a colour: use a name (red) or #rgb / #rrggbb")


Inline = Union[str, Bold, Italic, Color]
Inlines = tuple[Inline, ...]
InlinesLike = Union[Inline, Iterable[Inline]]


def inlines(value: InlinesLike) -> Inlines:
    """Normalise ``"text"``, ``Bold("x")`` or a sequence of inlines to a tuple of inlines."""
    if isinstance(value, (str, Bold, Italic, Color)):
        return (value,)
    items = tuple(value)
    for item in items:
        if not isinstance(item, (str, Bold, Italic, Color)):
            raise TypeError(f"{item!r} is not an inline (str, Bold, Italic or Color)")
    return items


def plain(value: InlinesLike) -> str:
    """The text of some inlines, without any formatting."""
    return "".join(item if isinstance(item, str) else item.text for item in inlines(value))


# -- blocks ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Heading:
    text: str
    level: int = 1

    def __post_init__(self) -> None:
        if self.level not in (1, 2, 3):
            raise ValueError(f"heading level {self.level}: use 1, 2 or 3")


@dataclass(frozen=True)
class Paragraph:
    """A run of inlines: ``Paragraph(["Mission ", Bold("réussie"), "."])`` or ``Paragraph("text")``."""

    inlines: Inlines

    def __init__(self, content: InlinesLike = ()) -> None:
        object.__setattr__(self, "inlines", inlines(content))


Align = Literal["left", "right", "center"]


@dataclass(frozen=True)
class Table:
    """A table with a header row. A cell is a string or some inlines; ``align`` is per column."""

    headers: tuple[Inlines, ...]
    rows: tuple[tuple[Inlines, ...], ...]
    align: tuple[Align, ...]

    def __init__(
        self,
        headers: Sequence[InlinesLike],
        rows: Iterable[Sequence[InlinesLike]] = (),
        align: Sequence[Align] | None = None,
    ) -> None:
        head = tuple(inlines(cell) for cell in headers)
        if not head:
            raise ValueError("a table needs at least one column")
        body = tuple(tuple(inlines(cell) for cell in row) for row in rows)
        for number, row in enumerate(body, start=1):
            if len(row) != len(head):
                raise ValueError(f"table row {number} has {len(row)} cells, the header has {len(head)}")
        columns = tuple(align) if align is not None else ("left",) * len(head)
        if len(columns) != len(head) or any(a not in ("left", "right", "center") for a in columns):
            raise ValueError(f"align must give left, right or center for each of the {len(head)} columns")
        object.__setattr__(self, "headers", head)
        object.__setattr__(self, "rows", body)
        object.__setattr__(self, "align", columns)


@dataclass(frozen=True)
class BulletList:
    items: tuple[Inlines, ...]

    def __init__(self, items: Iterable[InlinesLike]) -> None:
        object.__setattr__(self, "items", tuple(inlines(item) for item in items))


@dataclass(frozen=True)
class Quote:
    blocks: tuple[Block, ...]
    author: str = ""

    def __init__(self, blocks: Iterable[Block], author: str = "") -> None:
        object.__setattr__(self, "blocks", tuple(blocks))
        object.__setattr__(self, "author", author)


@dataclass(frozen=True)
class Spoiler:
    """Hidden until the reader opens it (where the markup allows; a titled quote elsewhere)."""

    title: str
    blocks: tuple[Block, ...]

    def __init__(self, title: str, blocks: Iterable[Block]) -> None:
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "blocks", tuple(blocks))


@dataclass(frozen=True)
class Code:
    """Preformatted text, shown as typed."""

    text: str


@dataclass(frozen=True)
class Rule:
    """A horizontal separator."""


Block = Union[Heading, Paragraph, Table, BulletList, Quote, Spoiler, Code, Rule]


@dataclass
class Document:
    """One post (or one private message): blocks in reading order."""

    blocks: list[Block] = field(default_factory=list)

    def add(self, *blocks: Block) -> Document:
        self.blocks.extend(blocks)
        return self
