"""Renderers: a :class:`~gmconsole.export.document.Document` to the text a GM pastes.

One :class:`Renderer` per markup profile; the profile is a scenario setting (``markup``):

==================== ==================================================================
``bbcode-phpbb``      phpBB's default tags only; tables as aligned columns in ``[code]``,
                      spoilers as a quote with the title in bold (``bbcode.py``)
``bbcode-forumactif`` ``[table]``, ``[spoiler=title]``, ``[hr]`` (``bbcode.py``)
``markdown-discourse`` GFM pipe tables, ``<details>`` spoilers (``markdown.py``)
``markdown-discord``   no tables (aligned columns in a code block), ``||spoilers||``
``text``              plain text, aligned columns (this module)
``bbcode-smf``        SMF: ``[table]``, ``[hr]``, ``[quote author=...]`` (``bbcode.py``)
``bbcode-xenforo``    XenForo: ``[TABLE]``/``[TH]``, ``[SPOILER="title"]`` (``bbcode.py``)
==================== ==================================================================

A renderer escapes every piece of user text for its markup. Column widths are measured in
terminal cells (``rich.cells.cell_len``), so ``é`` (composed or not) counts as one and ``漢`` as
two. This package never imports Textual.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from importlib import import_module

from gmconsole.export.document import (
    Block,
    Bold,
    BulletList,
    Code,
    Color,
    Document,
    Heading,
    Inline,
    Inlines,
    Italic,
    Paragraph,
    Quote,
    Rule,
    Spoiler,
    Table,
    plain,
)

PROFILES = (
    "bbcode-phpbb",
    "bbcode-forumactif",
    "bbcode-smf",
    "bbcode-xenforo",
    "markdown-discourse",
    "markdown-discord",
    "text",
)

# Characters one terminal cell wide in every Unicode version rich knows: its own single-cell
# Latin ranges (" " to "~", U+00A0 to U+02FF but the soft hyphen U+00AD), and the general
# punctuation of French posts (U+2010 to U+2027, U+202F to U+205F: ’, the narrow no-break
# space); checked against rich character by character in tests/export/test_render_cells.py.
# Told without a regular expression: compiling the character class cost 1.8 M instructions at
# each import (issue 17). Below U+0300, the characters Python does not call printable are the
# controls, U+00A0 and U+00AD: the no-break space and the punctuation become spaces, and what
# is left must be printable and below U+0300.
_SPACED = dict.fromkeys((0xA0, *range(0x2010, 0x2028), *range(0x202F, 0x2060)), " ")


def one_cell_each(text: str) -> bool:
    """Whether every character of ``text`` is one of the single-cell characters above."""
    if len(text.encode("latin-1", "ignore")) == len(text):  # below U+0100 (é, «): at once
        return text.replace("\xa0", " ").isprintable()
    rest = text.translate(_SPACED)
    return rest.isprintable() and max(rest) < "\u0300"


def cell_len(text: str) -> int:
    """The width of ``text`` in terminal cells, as ``rich.cells.cell_len`` measures it."""
    if text.isascii() and text.isprintable():  # " " to "~": what one_cell_each takes, at once
        return len(text)
    if one_cell_each(text):
        return len(text)
    # rich (6 M instructions to import) only for other scripts: a post in French or English
    # seldom needs it.
    from rich.cells import cell_len as rich_cell_len

    return rich_cell_len(text)


_CONTROL = r"[\x00-\x08\x0b-\x1f\x7f-\x9f]"
"""The control characters :func:`clean` removes (as a pattern, for the tests)."""
_DROPPED = dict.fromkeys([*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0)])
""":data:`_CONTROL`'s characters, for ``str.translate`` to delete: a text with a line break
compiled the pattern, about 1 M instructions of each ``apply`` (issue 17)."""


def clean(text: str) -> str:
    """User text fit for a post: Unix newlines, no control characters (tabs become spaces)."""
    if text.isprintable():  # no control character, newline or tab: nothing to change
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", "    ").translate(_DROPPED)


class Renderer(ABC):
    """Turns blocks into markup. Subclasses say how each block and inline looks."""

    profile: str

    def render(self, doc: Document) -> str:
        body = self.blocks(doc.blocks)
        return body + "\n" if body else ""

    def blocks(self, blocks: Iterable[Block]) -> str:
        parts = (self.block(b) for b in blocks)
        return "\n\n".join(p for p in parts if p)

    def block(self, block: Block) -> str:
        if isinstance(block, Heading):
            return self.heading(clean(block.text).replace("\n", " ").strip(), block.level)
        if isinstance(block, Paragraph):
            return self.paragraph(block.inlines)
        if isinstance(block, Table):
            return self.table(block)
        if isinstance(block, BulletList):
            return self.bullet_list(block.items)
        if isinstance(block, Quote):
            return self.quote(block.blocks, clean(block.author).replace("\n", " ").strip())
        if isinstance(block, Spoiler):
            return self.spoiler(clean(block.title).replace("\n", " ").strip(), block.blocks)
        if isinstance(block, Code):
            return self.code(clean(block.text).strip("\n"))
        if isinstance(block, Rule):
            return self.rule()
        raise TypeError(f"{block!r} is not a block")

    def inlines(self, items: Inlines) -> str:
        return "".join(self.inline(item) for item in items)

    def inline(self, item: Inline) -> str:
        if isinstance(item, str):
            return self.escape(clean(item))
        text = clean(item.text)
        if not text.strip():
            return self.escape(text)
        if isinstance(item, Bold):
            return self.bold(self.escape(text))
        if isinstance(item, Italic):
            return self.italic(self.escape(text))
        if isinstance(item, Color):
            return self.color(self.escape(text), item.color)
        raise TypeError(f"{item!r} is not an inline")

    # -- what each profile defines ------------------------------------------------------
    @abstractmethod
    def escape(self, text: str) -> str: ...

    def bold(self, text: str) -> str:
        return text

    def italic(self, text: str) -> str:
        return text

    def color(self, text: str, color: str) -> str:
        return text

    @abstractmethod
    def heading(self, text: str, level: int) -> str: ...

    def paragraph(self, items: Inlines) -> str:
        return self.inlines(items).strip("\n")

    @abstractmethod
    def table(self, table: Table) -> str: ...

    @abstractmethod
    def bullet_list(self, items: tuple[Inlines, ...]) -> str: ...

    @abstractmethod
    def quote(self, blocks: tuple[Block, ...], author: str) -> str: ...

    @abstractmethod
    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str: ...

    @abstractmethod
    def code(self, text: str) -> str: ...

    @abstractmethod
    def rule(self) -> str: ...


# -- aligned columns, for the markups without tables ------------------------------------------


def _padded(text: str, size: int, width: int, align: str) -> str:
    """``text``, ``size`` cells wide, padded to ``width`` cells."""
    gap = width - size
    if align == "right":
        return " " * gap + text
    if align == "center":
        return " " * (gap // 2) + text + " " * (gap - gap // 2)
    return text + " " * gap


def _cell_text(cell: Inlines) -> str:
    """A table cell's text on one line, its formatting dropped."""
    text = cell[0] if len(cell) == 1 and isinstance(cell[0], str) else plain(cell)
    return clean(text).replace("\n", " ").strip()


def aligned_columns(table: Table) -> str:
    """The table as plain text: columns padded to the widest cell, a dashed line under the header.

    Formatting inside cells is dropped (this goes in a code block). Widths are terminal cells.
    """
    grid = [
        [
            # a cell of one printable text (most): its text as it is, as _cell_text gives it
            cell[0].strip()
            if len(cell) == 1 and cell[0].__class__ is str and cell[0].isprintable()
            else _cell_text(cell)
            for cell in row
        ]
        for row in (table.headers, *table.rows)
    ]
    sizes = [  # each cell measured once; printable ASCII as cell_len takes it, without its call
        [len(cell) if cell.isascii() and cell.isprintable() else cell_len(cell) for cell in row]
        for row in grid
    ]
    widths = [max(1, *(row[i] for row in sizes)) for i in range(len(table.headers))]
    lines = [
        "  ".join(
            [
                cell + " " * (w - size) if a == "left" else _padded(cell, size, w, a)
                for cell, size, w, a in zip(row, row_sizes, widths, table.align)
            ]
        ).rstrip()
        for row, row_sizes in zip(grid, sizes)
    ]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def indent(text: str, prefix: str, first: str | None = None) -> str:
    """Prefix every line of ``text`` (``first`` on the first line, if given); blank lines get the
    prefix without its trailing spaces."""
    lines = []
    for number, line in enumerate(text.split("\n")):
        lead = first if number == 0 and first is not None else prefix
        lines.append(lead + line if line else lead.rstrip())
    return "\n".join(lines)


# -- plain text -------------------------------------------------------------------------------


class TextRenderer(Renderer):
    """Plain text: what a terminal or a plain-text forum shows as is. Nothing needs escaping."""

    profile = "text"

    def escape(self, text: str) -> str:
        return text

    def heading(self, text: str, level: int) -> str:
        if level == 3:
            return text
        return text + "\n" + ("=" if level == 1 else "-") * max(cell_len(text), 3)

    def table(self, table: Table) -> str:
        return aligned_columns(table)

    def bullet_list(self, items: tuple[Inlines, ...]) -> str:
        return "\n".join(indent(self.inlines(item).strip("\n"), "  ", "- ") for item in items)

    def quote(self, blocks: tuple[Block, ...], author: str) -> str:
        body = self.blocks(blocks)
        if author:
            body = f"{author}:\n{body}" if body else f"{author}:"
        return indent(body, "> ")

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        body = self.blocks(blocks)
        return f"[{title}]\n{indent(body, '  ')}" if body else f"[{title}]"

    def code(self, text: str) -> str:
        return indent(text, "    ")

    def rule(self) -> str:
        return "-" * 40


# -- profiles ---------------------------------------------------------------------------------

_RENDERERS = {
    "bbcode-phpbb": ("gmconsole.export.bbcode", "PhpBBRenderer"),
    "bbcode-forumactif": ("gmconsole.export.bbcode", "ForumactifRenderer"),
    "markdown-discourse": ("gmconsole.export.markdown", "DiscourseRenderer"),
    "markdown-discord": ("gmconsole.export.markdown", "DiscordRenderer"),
    "text": (__name__, "TextRenderer"),
    "bbcode-smf": ("gmconsole.export.bbcode", "SMFRenderer"),
    "bbcode-xenforo": ("gmconsole.export.bbcode", "XenForoRenderer"),
}


def renderer_for(profile: str) -> Renderer:
    """The renderer of a markup profile (one of :data:`PROFILES`)."""
    try:
        module, name = _RENDERERS[profile]
    except KeyError:
        raise ValueError(f"unknown markup profile {profile!r}; use one of: {', '.join(PROFILES)}") from None
    return getattr(import_module(module), name)()


def render(doc: Document, profile: str) -> str:
    """``doc`` as the text to paste on a forum using markup ``profile``."""
    return renderer_for(profile).render(doc)
