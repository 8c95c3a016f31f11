"""Discord's limit: a message holds at most 2,000 characters. :func:`split_message` cuts a
rendered ``markdown-discord`` post into messages under it, at the most sensible break found:
between blocks (a blank line), then between lines, then after a sentence, then between words.
A code block or a spoiler that must be cut is closed at the end of one message and opened
again at the start of the next, so each message renders on its own.
"""

from __future__ import annotations

import re

LIMIT = 2000
"""Discord's limit for one message, in characters as Discord counts them (UTF-16 units)."""

_SENTENCE = re.compile(r"(?<=[.!?…:;])\s+")


def size(text: str) -> int:
    """``text``'s length as Discord counts it (an emoji outside the BMP counts two)."""
    return len(text.encode("utf-16-le")) // 2


def _blocks(text: str) -> list[str]:
    """The blocks of a post: paragraphs separated by blank lines, a code block (which may hold
    blank lines) kept whole."""
    blocks: list[str] = []
    current: list[str] = []
    fence = False
    for line in text.split("\n"):
        if line.startswith("```"):
            fence = not fence
            current.append(line)
            continue
        if not line.strip() and not fence:
            if current:
                blocks.append("\n".join(current))
                current = []
            continue
        current.append(line)
    if current:
        blocks.append("\n".join(current))
    return blocks


def _pieces(text: str, room: int, separators: list[re.Pattern[str] | str]) -> list[str]:
    """``text`` cut into pieces of at most ``room`` characters, at the first kind of break in
    ``separators`` that makes every piece fit (the last resort: a hard cut)."""
    if size(text) <= room:
        return [text]
    if not separators:
        out: list[str] = []
        start = 0
        while start < len(text):
            end = start + room
            while size(text[start:end]) > room:
                end -= 1
            out.append(text[start:end])
            start = end
        return out
    first, rest = separators[0], separators[1:]
    parts = first.split(text) if isinstance(first, re.Pattern) else text.split(first)
    glue = " " if isinstance(first, re.Pattern) else first
    out = []
    current = ""
    for part in parts:
        for piece in _pieces(part, room, rest):
            candidate = f"{current}{glue}{piece}" if current else piece
            if size(candidate) <= room:
                current = candidate
            else:
                if current:
                    out.append(current)
                current = piece
    if current:
        out.append(current)
    return out


def _split_block(block: str, limit: int) -> list[str]:
    """A block too long for one message, cut; a code block or spoiler wrapped again."""
    lines = block.split("\n")
    if lines[0].startswith("```") and lines[-1].startswith("```") and len(lines) >= 2:
        head, tail = lines[0], lines[-1]
        inner = "\n".join(lines[1:-1])
        room = limit - size(head) - size(tail) - 2
        return [f"{head}\n{piece}\n{tail}" for piece in _pieces(inner, room, ["\n", " "])]
    if block.startswith("||") and block.endswith("||") and len(block) > 4:
        inner = block[2:-2]
        room = limit - 4
        return [f"||{piece}||" for piece in _pieces(inner, room, ["\n", _SENTENCE, " "])]
    return _pieces(block, limit, ["\n", _SENTENCE, " "])


def split_message(text: str, limit: int = LIMIT) -> list[str]:
    """``text`` as Discord messages of at most ``limit`` characters, cut at sensible breaks;
    ``[text]`` when it fits (trailing blank lines dropped)."""
    text = text.strip("\n").rstrip()
    if size(text) <= limit:
        return [text]
    messages: list[str] = []
    current = ""
    for block in _blocks(text):
        if size(block) <= limit:
            pieces = [block]
        elif current and size(current) <= limit // 4:
            # A heading or a short line before a long block stays with its first part.
            pieces = _split_block(block, limit - size(current) - 2)
        else:
            pieces = _split_block(block, limit)
        for piece in pieces:
            candidate = f"{current}\n\n{piece}" if current else piece
            if size(candidate) <= limit:
                current = candidate
            else:
                if current:
                    messages.append(current)
                current = piece
    if current:
        messages.append(current)
    return messages
