"""Cutting a pasted thread into posts: :func:`parse_thread`."""

from __future__ import annotations

from collections.abc import Iterable

from gmconsole.engine.names import NameIndex, fold
from gmconsole.engine.votes_import.formats import (
    Header,
    HeaderFormat,
    ParseContext,
    best_format,
    find_headers,
    get_format,
)
from gmconsole.engine.votes_import.models import Post

# Spaces a browser puts in copied text, and invisible characters that break matching.
_SPACES = "\u00a0\u202f\u2009\u2007\t"
_INVISIBLE = "\u200b\u200c\u200d\u2060\ufeff\u00ad"


def split_lines(text: str) -> list[str]:
    """The lines of a paste, with browser spaces made plain and invisible characters removed."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    for char in _SPACES:
        if char in text:
            text = text.replace(char, " ")
    for char in _INVISIBLE:
        if char in text:
            text = text.replace(char, "")
    return text.split("\n")


def _known(names: NameIndex | Iterable[str] | None) -> frozenset[str]:
    if names is None:
        return frozenset()
    if isinstance(names, NameIndex):
        return frozenset(names.entries)
    return frozenset(fold(n) for n in names)


def _post(index: int, header: Header, lines: list[str], stop: int, fmt: HeaderFormat) -> Post:
    """The post opened by ``header``, whose body runs to line ``stop`` (exclusive)."""
    body = lines[header.end : stop]
    first = header.end
    if header.rest:
        body = [header.rest, *body]
        first = header.end - 1
    # Trim blank lines and page furniture (buttons, profile fields) from both ends.
    while body and (not body[0].strip() or fmt.is_noise(body[0])):
        body.pop(0)
        first += 1
    while body and (not body[-1].strip() or fmt.is_noise(body[-1])):
        body.pop()
    return Post(
        index=index,
        author=header.author,
        text="\n".join(line.rstrip() for line in body),
        line=header.end,  # the 1-based number of the header's last line (the one naming the author)
        first_line=first + 1,
        format=fmt.name,
        when=header.when,
    )


def parse_thread(
    text: str,
    format: str | None = None,  # noqa: A002 - the natural name for the caller
    names: NameIndex | Iterable[str] | None = None,
) -> list[Post]:
    """Cut pasted thread ``text`` into posts, each with its author.

    ``format`` forces a format by name (``"phpbb"``, ``"forumactif"``, ``"smf"``, ``"xenforo"``,
    ``"discord"``, ``"discourse"``, ``"bbcode"``, ``"plain"``; see :mod:`.formats`); by default the one that
    finds the most post headers is used. ``names`` (the roster, optional) helps where a header
    is ambiguous (which line of a Forumactif profile block is the author). Text before the first
    header (page title, breadcrumbs) is dropped. An empty list means no post header was found.
    """
    lines = split_lines(text)
    ctx = ParseContext(lines, 0, _known(names))
    if format:
        chosen = get_format(format)
        fmt: HeaderFormat | None = chosen
        headers = find_headers(chosen, ctx)
    else:
        fmt, headers = best_format(ctx)
    if fmt is None:
        return []
    stops = [h.start for h in headers[1:]] + [len(lines)]
    return [_post(n, header, lines, stop, fmt) for n, (header, stop) in enumerate(zip(headers, stops))]
