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
from dataclasses import FrozenInstanceError
from typing import Any, Literal


class _Value:
    """The base of the blocks and inlines: immutable, equal when of the same class with equal
    fields, hashed and shown by their fields (``Bold(text='x')``), as ``@dataclass(frozen=True)``
    made them; written by hand because a dataclass compiles its methods with ``exec`` when its
    module is imported (about 2.5 M instructions each, 30 M for this module, paid by every
    ``export`` and ``apply``)."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()

    def _values(self) -> tuple[Any, ...]:
        return tuple(getattr(self, name) for name in self._fields)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._values() == other._values()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


# -- inlines --------------------------------------------------------------------------------


class Bold(_Value):
    __slots__ = ("text",)
    _fields = ("text",)
    text: str

    def __init__(self, text: str) -> None:
        object.__setattr__(self, "text", text)


class Italic(_Value):
    __slots__ = ("text",)
    _fields = ("text",)
    text: str

    def __init__(self, text: str) -> None:
        object.__setattr__(self, "text", text)


# compiled by ``re`` at the first coloured text, not at import: few posts have one (issue 17)
_COLOR = r"#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|[a-zA-Z]{3,20}"


class Color(_Value):
    """Coloured text where the markup has colours (BBCode); plain text elsewhere."""

    __slots__ = ("text", "color")
    _fields = ("text", "color")
    text: str
    color: str

    def __init__(self, text: str, color: str) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "color", color)
        if not re.fullmatch(_COLOR, self.color):
            raise ValueError(f"{self.color!r} is not a colour: use a name (red) or #rgb / #rrggbb")


# The aliases are ``|`` unions (``types.UnionType``, built in C) rather than ``typing.Union``,
# whose checks and caches cost 0.7 M instructions at each import of the export (issue 17).
Inline = str | Bold | Italic | Color
Inlines = tuple[Inline, ...]
InlinesLike = Inline | Iterable[Inline]


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


class Heading(_Value):
    __slots__ = ("text", "level")
    _fields = ("text", "level")
    text: str
    level: int

    def __init__(self, text: str, level: int = 1) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "level", level)
        if self.level not in (1, 2, 3):
            raise ValueError(f"heading level {self.level}: use 1, 2 or 3")


class Paragraph(_Value):
    """A run of inlines: ``Paragraph(["Mission ", Bold("réussie"), "."])`` or ``Paragraph("text")``."""

    __slots__ = ("inlines",)
    _fields = ("inlines",)
    inlines: Inlines

    def __init__(self, content: InlinesLike = ()) -> None:
        object.__setattr__(self, "inlines", inlines(content))


Align = Literal["left", "right", "center"]


class Table(_Value):
    """A table with a header row. A cell is a string or some inlines; ``align`` is per column."""

    __slots__ = ("headers", "rows", "align")
    _fields = ("headers", "rows", "align")
    headers: tuple[Inlines, ...]
    rows: tuple[tuple[Inlines, ...], ...]
    align: tuple[Align, ...]

    def __init__(
        self,
        headers: Sequence[InlinesLike],
        rows: Iterable[Sequence[InlinesLike]] = (),
        align: Sequence[Align] | None = None,
    ) -> None:
        # a cell given as a string (most of them: the builders' words) is made a 1-tuple here
        # without a call of ``inlines``, the post's 700 cells (issue 17)
        head = tuple([(cell,) if cell.__class__ is str else inlines(cell) for cell in headers])
        if not head:
            raise ValueError("a table needs at least one column")
        body = tuple(
            [tuple([(cell,) if cell.__class__ is str else inlines(cell) for cell in row]) for row in rows]
        )
        for number, row in enumerate(body, start=1):
            if len(row) != len(head):
                raise ValueError(f"table row {number} has {len(row)} cells, the header has {len(head)}")
        columns = tuple(align) if align is not None else ("left",) * len(head)
        if len(columns) != len(head) or any(a not in ("left", "right", "center") for a in columns):
            raise ValueError(f"align must give left, right or center for each of the {len(head)} columns")
        object.__setattr__(self, "headers", head)
        object.__setattr__(self, "rows", body)
        object.__setattr__(self, "align", columns)


class BulletList(_Value):
    __slots__ = ("items",)
    _fields = ("items",)
    items: tuple[Inlines, ...]

    def __init__(self, items: Iterable[InlinesLike]) -> None:
        object.__setattr__(self, "items", tuple(inlines(item) for item in items))


class Quote(_Value):
    __slots__ = ("blocks", "author")
    _fields = ("blocks", "author")
    blocks: tuple[Block, ...]
    author: str

    def __init__(self, blocks: Iterable[Block], author: str = "") -> None:
        object.__setattr__(self, "blocks", tuple(blocks))
        object.__setattr__(self, "author", author)


class Spoiler(_Value):
    """Hidden until the reader opens it (where the markup allows; a titled quote elsewhere)."""

    __slots__ = ("title", "blocks")
    _fields = ("title", "blocks")
    title: str
    blocks: tuple[Block, ...]

    def __init__(self, title: str, blocks: Iterable[Block]) -> None:
        object.__setattr__(self, "title", title)
        object.__setattr__(self, "blocks", tuple(blocks))


class Code(_Value):
    """Preformatted text, shown as typed."""

    __slots__ = ("text",)
    _fields = ("text",)
    text: str

    def __init__(self, text: str) -> None:
        object.__setattr__(self, "text", text)


class Rule(_Value):
    """A horizontal separator."""

    __slots__ = ()


Block = Heading | Paragraph | Table | BulletList | Quote | Spoiler | Code | Rule


class Document:
    """One post (or one private message): blocks in reading order (compared and shown by them;
    a plain class for the reason given at :class:`_Value`)."""

    __hash__ = None  # type: ignore[assignment]  # mutable, as a dataclass with eq is
    blocks: list[Block]

    def __init__(self, blocks: list[Block] | None = None) -> None:
        self.blocks = [] if blocks is None else blocks

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self.blocks == other.blocks
        return NotImplemented

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}(blocks={self.blocks!r})"

    def add(self, *blocks: Block) -> Document:
        self.blocks.extend(blocks)
        return self
