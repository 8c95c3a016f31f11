"""BBCode renderers: phpBB (default tags only), Forumactif (tables and spoilers), SMF (tables,
``[quote author=...]``) and XenForo (tables, ``[SPOILER="title"]``).

BBCode has no escape character. User text is neutralised by putting a zero-width space after
any ``[`` that would open or close a tag (``[b]``, ``[/quote]``, ``[*]``): the forum shows the
same characters but parses no tag. Inside a tag's value (a quote's author, a spoiler's title)
square brackets become parentheses and double quotes single ones, so the value cannot end early.
"""

from __future__ import annotations

import re

from gmconsole.export.document import Block, Inlines, Table
from gmconsole.export.render import Renderer, aligned_columns

ZWSP = "\u200b"
# compiled by ``re`` at the first text with a "[", not at import: most have none (issue 17)
_TAG_START = r"\[(?=/?[A-Za-z*])"


def escape_bbcode(text: str) -> str:
    """Text in which no ``[`` can start a BBCode tag."""
    if "[" not in text:
        return text
    return re.sub(_TAG_START, "[" + ZWSP, text)


def tag_value(text: str) -> str:
    """Text safe inside ``[tag=...]`` or ``[tag="..."]``."""
    return text.replace("[", "(").replace("]", ")").replace('"', "'")


class PhpBBRenderer(Renderer):
    """phpBB 3 with its default BBCodes only: b, i, u, color, size, quote, list, url, code."""

    profile = "bbcode-phpbb"
    heading_sizes: dict[int, int | str] = {1: 150, 2: 120}  # percent in phpBB

    def escape(self, text: str) -> str:
        return escape_bbcode(text)

    def bold(self, text: str) -> str:
        return f"[b]{text}[/b]"

    def italic(self, text: str) -> str:
        return f"[i]{text}[/i]"

    def color(self, text: str, color: str) -> str:
        return f"[color={color}]{text}[/color]"

    def heading(self, text: str, level: int) -> str:
        text = self.escape(text)
        size = self.heading_sizes.get(level)
        return f"[size={size}][b]{text}[/b][/size]" if size else f"[b][u]{text}[/u][/b]"

    def table(self, table: Table) -> str:
        return self.code(aligned_columns(table))

    def bullet_list(self, items: tuple[Inlines, ...]) -> str:
        lines = "\n".join("[*]" + self.inlines(item).strip("\n") for item in items)
        return f"[list]\n{lines}\n[/list]"

    def quote(self, blocks: tuple[Block, ...], author: str) -> str:
        opening = f'[quote="{tag_value(author)}"]' if author else "[quote]"
        return f"{opening}{self.blocks(blocks)}[/quote]"

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        """No spoiler tag in phpBB: a quote whose first line is the title in bold."""
        head = self.bold(self.escape(title)) + "\n" if title else ""
        return f"[quote]{head}{self.blocks(blocks)}[/quote]"

    def code(self, text: str) -> str:
        return f"[code]{self.escape(text)}[/code]"

    def rule(self) -> str:
        return "\u2015" * 20


class ForumactifRenderer(PhpBBRenderer):
    """Forumactif: phpBB's tags plus ``[table]``, ``[spoiler=title]`` and ``[hr]``."""

    profile = "bbcode-forumactif"
    heading_sizes = {1: 20, 2: 16}  # pixels on Forumactif

    def table(self, table: Table) -> str:
        # One line: Forumactif turns newlines between rows into blank lines above the table.
        head = "".join(
            f"[td]{self.bold(self.inlines(cell))}[/td]" if cell else "[td][/td]" for cell in table.headers
        )
        rows = "".join(
            "[tr]" + "".join(f"[td]{self.inlines(cell)}[/td]" for cell in row) + "[/tr]" for row in table.rows
        )
        return f"[table][tr]{head}[/tr]{rows}[/table]".replace("\n", " ")

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        opening = f"[spoiler={tag_value(title)}]" if title else "[spoiler]"
        return f"{opening}{self.blocks(blocks)}[/spoiler]"

    def rule(self) -> str:
        return "[hr]"


class SMFRenderer(ForumactifRenderer):
    """SMF (Simple Machines): phpBB's tags plus ``[table]``, ``[hr]`` and sizes in points; quotes
    name their author with ``[quote author=...]``. No spoiler tag: a quote with the title in
    bold, as on phpBB."""

    profile = "bbcode-smf"
    heading_sizes = {1: "16pt", 2: "13pt"}

    def quote(self, blocks: tuple[Block, ...], author: str) -> str:
        # SMF reads the author up to the next parameter or the bracket: no "=" or "]" inside.
        name = tag_value(author).replace("=", "-") if author else ""
        opening = f"[quote author={name}]" if name else "[quote]"
        return f"{opening}{self.blocks(blocks)}[/quote]"

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        return PhpBBRenderer.spoiler(self, title, blocks)


class XenForoRenderer(PhpBBRenderer):
    """XenForo 2: phpBB's tags plus ``[TABLE]`` (with ``[TH]`` headers) and
    ``[SPOILER="title"]``; sizes 1 to 7. Quotes are ``[QUOTE="name"]``: a comma would start
    XenForo's quote parameters (``post:``, ``member:``), so it is dropped from the name."""

    profile = "bbcode-xenforo"
    heading_sizes = {1: 5, 2: 4}

    def table(self, table: Table) -> str:
        head = "".join(f"[TH]{self.inlines(cell)}[/TH]" for cell in table.headers)
        rows = "".join(
            "[TR]" + "".join(f"[TD]{self.inlines(cell)}[/TD]" for cell in row) + "[/TR]" for row in table.rows
        )
        return f"[TABLE][TR]{head}[/TR]{rows}[/TABLE]".replace("\n", " ")

    def quote(self, blocks: tuple[Block, ...], author: str) -> str:
        opening = f'[QUOTE="{tag_value(author).replace(",", " ")}"]' if author else "[QUOTE]"
        return f"{opening}{self.blocks(blocks)}[/QUOTE]"

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        opening = f'[SPOILER="{tag_value(title)}"]' if title else "[SPOILER]"
        return f"{opening}{self.blocks(blocks)}[/SPOILER]"
