"""Markdown renderers: Discourse (CommonMark with GFM tables, via markdown-it) and Discord.

User text is escaped with backslashes: every character that can start markup anywhere
(``\\ ` * _ [ ] < > | ~ # &``) is escaped, and so is whatever would start a block at the
beginning of a line (``-``, ``+``, ``=``, ``1.``). Pipes are escaped too, so table cells and
Discord spoilers hold.

Bold and italic use ``**`` and ``*``. CommonMark only honours them when they touch the text
the right way (its "flanking" rules): ``x**[a]**`` is no emphasis. Where that would happen the
Discourse renderer writes ``<strong>`` / ``<em>``, which Discourse allows; Discord has no such
rules and no HTML, so it keeps the stars and only separates touching ones.
"""

from __future__ import annotations

import html
import re
import unicodedata

from gmconsole.export.document import Block, Bold, Inlines, Italic, Paragraph, Table
from gmconsole.export.render import Renderer, aligned_columns, clean, indent

ZWSP = "\u200b"
_SPECIAL = re.compile(r"([\\`*_\[\]<>|~#&])")
_BULLET_START = re.compile(r"^([ \t]*)([-+=])", re.M)
_NUMBER_START = re.compile(r"^([ \t]*\d+)([.)])", re.M)


def escape_markdown(text: str) -> str:
    """Backslash-escape the characters that start inline markup anywhere in ``text``."""
    return _SPECIAL.sub(r"\\\1", text)


def escape_line_starts(text: str) -> str:
    """Escape what would start a list, a setext underline or an ordered list at a line start."""
    return _NUMBER_START.sub(r"\1\\\2", _BULLET_START.sub(r"\1\\\2", text))


def _is_space(ch: str | None) -> bool:
    """CommonMark's Unicode whitespace (``None`` is the start or end of the text)."""
    return ch is None or ch in "\t\n\x0b\x0c\r" or unicodedata.category(ch) == "Zs"


def _is_punct(ch: str) -> bool:
    return unicodedata.category(ch).startswith(("P", "S"))


def _split_space(text: str) -> tuple[str, str, str]:
    start, end = 0, len(text)
    while start < end and _is_space(text[start]):
        start += 1
    while end > start and _is_space(text[end - 1]):
        end -= 1
    return text[:start], text[start:end], text[end:]


def delimiters_hold(core: str, before: str | None, after: str | None) -> bool:
    """True when ``*`` or ``**`` around ``core`` (escaped, no outer spaces) make emphasis.

    ``before`` and ``after`` are the characters around the delimiters (``None`` at the ends).
    """
    if before == "*" or after == "*":
        return False  # the runs would merge into one
    opens = not _is_punct(core[0]) or _is_space(before) or _is_punct(before)  # type: ignore[arg-type]
    closes = not _is_punct(core[-1]) or _is_space(after) or _is_punct(after)  # type: ignore[arg-type]
    return opens and closes


def _flatten(text: str) -> str:
    """Lines of a paragraph-like text: trimmed, no blank line (that would end the block)."""
    lines = (line.strip(" \t") for line in text.split("\n"))
    return escape_line_starts("\n".join(line for line in lines if line))


class DiscourseRenderer(Renderer):
    """Discourse: CommonMark, GFM pipe tables, ``<details>`` spoilers, a little HTML."""

    profile = "markdown-discourse"

    def escape(self, text: str) -> str:
        return escape_markdown(text)

    # -- inlines: the delimiters depend on the neighbours ----------------------------------
    def inlines(self, items: Inlines) -> str:
        pieces: list[tuple[str, str]] = []  # ("text" | "strong" | "em", escaped text)
        for item in items:
            if isinstance(item, (Bold, Italic)):
                lead, core, trail = _split_space(clean(item.text))
                kind = "strong" if isinstance(item, Bold) else "em"
                pieces += [
                    ("text", lead),
                    (kind, self.escape(core)) if core else ("text", ""),
                    ("text", trail),
                ]
            else:
                pieces.append(("text", self.inline(item)))
        pieces = [(kind, text) for kind, text in pieces if text]
        out = ""
        for index, (kind, text) in enumerate(pieces):
            if kind == "text":
                out += text
                continue
            following = pieces[index + 1] if index + 1 < len(pieces) else None
            after = None if following is None else "*" if following[0] != "text" else following[1][0]
            out += self.emphasis(kind, text, out[-1] if out else None, after)
        return out

    def emphasis(self, kind: str, core: str, before: str | None, after: str | None) -> str:
        if delimiters_hold(core, before, after):
            mark = "**" if kind == "strong" else "*"
            return f"{mark}{core}{mark}"
        return f"<{kind}>{core}</{kind}>"

    # -- blocks ---------------------------------------------------------------------------
    def heading(self, text: str, level: int) -> str:
        return ("#" * level + " " + self.escape(text)).rstrip()

    def paragraph(self, items: Inlines) -> str:
        return _flatten(self.inlines(items))

    def cell(self, cell: Inlines) -> str:
        return escape_line_starts(self.inlines(cell).replace("\n", " ").strip(" \t"))

    def table(self, table: Table) -> str:
        marks = {"left": "---", "right": "---:", "center": ":---:"}
        lines = [
            "| " + " | ".join(self.cell(c) for c in table.headers) + " |",
            "| " + " | ".join(marks[a] for a in table.align) + " |",
            *("| " + " | ".join(self.cell(c) for c in row) + " |" for row in table.rows),
        ]
        return "\n".join(lines)

    def bullet_list(self, items: tuple[Inlines, ...]) -> str:
        return "\n".join(indent(_flatten(self.inlines(item)), "  ", "- ").rstrip() for item in items)

    def quote_body(self, blocks: tuple[Block, ...], author: str) -> str:
        """The quoted blocks, under the author's name in bold."""
        body = self.blocks(blocks)
        if author:
            body = self.paragraph((Bold(author),)) + ("\n\n" + body if body else "")
        return body

    def quote(self, blocks: tuple[Block, ...], author: str) -> str:
        return indent(self.quote_body(blocks, author), "> ")

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        body = self.blocks(blocks)
        inner = f"\n\n{body}" if body else ""
        return f"<details>\n<summary>{html.escape(title)}</summary>{inner}\n\n</details>"

    def code(self, text: str) -> str:
        longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
        fence = "`" * max(3, longest + 1)
        return f"{fence}text\n{text}\n{fence}"

    def rule(self) -> str:
        return "---"


class DiscordRenderer(DiscourseRenderer):
    """Discord: no tables (aligned columns in a code block), ``||spoilers||``, no HTML."""

    profile = "markdown-discord"

    def escape(self, text: str) -> str:
        # A pasted @everyone or @here would ping the whole server.
        return re.sub(r"@(?=everyone|here)", "@" + ZWSP, escape_markdown(text))

    def emphasis(self, kind: str, core: str, before: str | None, after: str | None) -> str:
        mark = "**" if kind == "strong" else "*"
        return ("" if before != "*" else ZWSP) + f"{mark}{core}{mark}" + ("" if after != "*" else ZWSP)

    def table(self, table: Table) -> str:
        return self.code(aligned_columns(table))

    def quote(self, blocks: tuple[Block, ...], author: str) -> str:
        # Discord needs "> " with its space on every line, blank ones included.
        return "\n".join("> " + line for line in self.quote_body(blocks, author).split("\n"))

    def spoiler(self, title: str, blocks: tuple[Block, ...]) -> str:
        body = self.blocks(blocks) or ZWSP
        head = self.paragraph((Bold(title),)) + "\n" if title else ""
        if len(blocks) == 1 and isinstance(blocks[0], Paragraph):
            return f"{head}||{body}||"
        # Blocks (a code fence, a quote, a list) must start their own line: bars on their own lines.
        return f"{head}||\n{body}\n||"

    def code(self, text: str) -> str:
        # Discord fences are exactly three backticks: break any run of backticks or pipes.
        text = re.sub(r"([`|])(?=\1)", "\\1" + ZWSP, text) or ZWSP
        return f"```\n{text}\n```"

    def rule(self) -> str:
        return "\u2015" * 20
