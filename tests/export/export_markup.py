"""Independent checkers for the rendered markup, used by the export tests.

``check_bbcode`` is a tag-stack parser: every tag must be allowed by the profile, opened and
closed in order, lists items inside lists, cells inside rows inside tables, nothing parsed
inside [code]. ``markdown_html`` parses Markdown the way Discourse does (markdown-it with GFM
tables) and returns the tags and the text of the HTML it produces. ``untypo`` and ``rendered``
read a post's French typography as plain text, for tests that compare its words.
"""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser

from markdown_it import MarkdownIt

from gmconsole.export import render

ZWSP = "\u200b"
TAG = re.compile(r"\[(/?)([A-Za-z*]+)((?:=|\s+author=)[^\]]*)?\]")
PHPBB_TAGS = {"b", "i", "u", "color", "size", "quote", "list", "*", "url", "code"}
FORUMACTIF_TAGS = PHPBB_TAGS | {"table", "tr", "td", "spoiler", "hr"}
SMF_TAGS = PHPBB_TAGS | {"table", "tr", "td", "hr"}
XENFORO_TAGS = PHPBB_TAGS | {"table", "tr", "th", "td", "spoiler"}
ALLOWED = {
    "bbcode-phpbb": PHPBB_TAGS,
    "bbcode-forumactif": FORUMACTIF_TAGS,
    "bbcode-smf": SMF_TAGS,
    "bbcode-xenforo": XENFORO_TAGS,
}
_NO_CLOSE = {"*", "hr"}
_PARENT = {"*": "list", "tr": "table", "td": "tr", "th": "tr"}


def check_bbcode(text: str, profile: str) -> list[str]:
    """The tags of ``text`` in order (``"b"``, ``"/b"``...); AssertionError if they are not valid."""
    allowed = ALLOWED[profile]
    stack: list[str] = []
    seen: list[str] = []

    def fail(match: re.Match[str], problem: str) -> None:
        start = max(0, match.start() - 200)
        raise AssertionError(
            f"{problem}: {match.group()!r} at {match.start()} in ...{text[start : match.end() + 200]!r}..."
        )

    for match in TAG.finditer(text):
        closing, name, value = match.group(1), match.group(2).lower(), match.group(3)
        if name not in allowed:
            fail(match, f"tag not allowed in {profile}")
        if "code" in stack and not (closing and name == "code"):
            fail(match, "tag inside [code]")
        if value is not None and value.count('"') not in (0, 2):
            fail(match, "broken tag value")
        seen.append(closing + name)
        if name in _NO_CLOSE:
            if closing:
                fail(match, f"[/{name}] does not exist")
            if name in _PARENT and not (stack and stack[-1] == _PARENT[name]):
                fail(match, f"[{name}] outside [{_PARENT[name]}]")
            continue
        if closing:
            if not (stack and stack[-1] == name):
                fail(match, f"closes [{stack[-1] if stack else '-'}] with [/{name}]")
            stack.pop()
        else:
            if name in _PARENT and not (stack and stack[-1] == _PARENT[name]):
                fail(match, f"[{name}] outside [{_PARENT[name]}]")
            stack.append(name)
    assert not stack, f"unclosed tags {stack} in {text[-400:]!r}"
    return seen


def bbcode_visible(text: str) -> str:
    """What the forum shows: tags removed, zero-width spaces removed."""
    return TAG.sub("", text).replace(ZWSP, "")


class _Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: Counter[str] = Counter()
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: object) -> None:
        self.tags[tag] += 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def markdown_parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


def markdown_html(text: str) -> tuple[Counter[str], str, str]:
    """Tags counted, visible text, and the HTML of ``text`` rendered as Discourse would."""
    html = markdown_parser().render(text)
    collector = _Collector()
    collector.feed(html)
    collector.close()
    return collector.tags, "".join(collector.text), html


def squash(text: str) -> str:
    """Text without any whitespace or zero-width space, to compare contents across markups."""
    return re.sub(r"\s+", "", text.replace(ZWSP, ""))


def untypo(out: str) -> str:
    """French typography (narrow spaces, ’) read as plain spaces and apostrophes: the typography
    has its own tests (tests/engine/test_wording_fluent.py) and the golden files show it."""
    return out.replace("\u202f", " ").replace("\u2019", "'")


def rendered(doc, profile: str) -> str:
    """``doc`` rendered for ``profile``, its typography read plain (``untypo``)."""
    return untypo(render(doc, profile))
