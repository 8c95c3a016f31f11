"""Property tests: random documents full of markup characters render to balanced BBCode and to
Markdown whose HTML has exactly the document's structure and text."""

from __future__ import annotations

from collections import Counter

from export_markup import bbcode_visible, check_bbcode, markdown_html, squash
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.export import (
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
    render,
)
from gmconsole.export.document import Block, Inlines, plain

PIECES = [
    "[b]",
    "[/b]",
    "[quote]",
    "[/quote]",
    "[/code]",
    "[*]",
    "[table]",
    "[spoiler=x]",
    "[",
    "]",
    "|",
    "||",
    "*",
    "**",
    "_",
    "`",
    "```",
    "\\",
    "<b>",
    "</details>",
    "&amp;",
    "&",
    "#",
    "- ",
    "1. ",
    "+",
    "=",
    ">",
    "~",
    "!",
    "(",
    ")",
    ":",
    "@everyone",
    " ",
    "  ",
    "\n",
    "\n\n",
    "\t",
    "\u00a0",
    "é",
    "e\u0301",
    "漢",
    "✔",
]
WORDS = st.text(alphabet="abcXYZ019.,;'\"", min_size=1, max_size=4)
TEXT = st.lists(st.one_of(st.sampled_from(PIECES), WORDS), max_size=6).map("".join)
INLINE = st.one_of(
    TEXT,
    st.builds(Bold, TEXT),
    st.builds(Italic, TEXT),
    st.builds(Color, TEXT, st.sampled_from(["red", "#c00"])),
)
INLINES = st.lists(INLINE, max_size=4)


@st.composite
def tables(draw) -> Table:
    width = draw(st.integers(1, 3))
    headers = draw(st.lists(INLINES, min_size=width, max_size=width))
    rows = draw(st.lists(st.lists(INLINES, min_size=width, max_size=width), max_size=3))
    align = draw(st.lists(st.sampled_from(["left", "right", "center"]), min_size=width, max_size=width))
    return Table(headers, rows, align)


LEAVES = st.one_of(
    st.builds(Heading, TEXT, st.integers(1, 3)),
    st.builds(Paragraph, INLINES),
    tables(),
    st.builds(BulletList, st.lists(INLINES, min_size=1, max_size=3)),
    st.builds(Code, TEXT),
    st.builds(Rule),
)
BLOCKS = st.recursive(
    LEAVES,
    lambda inner: st.one_of(
        st.builds(Quote, st.lists(inner, max_size=3), TEXT),
        st.builds(Spoiler, TEXT, st.lists(inner, max_size=3)),
    ),
    max_leaves=6,
)
DOCUMENTS = st.builds(Document, st.lists(BLOCKS, max_size=4))
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def walk(blocks: tuple[Block, ...] | list[Block]):
    for block in blocks:
        yield block
        if isinstance(block, (Quote, Spoiler)):
            yield from walk(block.blocks)


def runs(doc: Document) -> list[Inlines]:
    """Every run of inlines of the document (paragraphs, list items, table cells)."""
    found: list[Inlines] = []
    for block in walk(doc.blocks):
        if isinstance(block, Paragraph):
            found.append(block.inlines)
        elif isinstance(block, BulletList):
            found.extend(block.items)
        elif isinstance(block, Table):
            found.extend(block.headers)
            found.extend(cell for row in block.rows for cell in row)
    return found


def leaf_texts(doc: Document) -> list[str]:
    """Every piece of user text shown as content (not inside a tag value)."""
    texts = [plain((item,)) for run in runs(doc) for item in run]
    for block in walk(doc.blocks):
        if isinstance(block, (Heading, Code)):
            texts.append(block.text)
    return texts


def has_text(text: str) -> bool:
    return bool(text.strip(" \t\n\u00a0"))


@SETTINGS
@given(DOCUMENTS)
def test_bbcode_is_balanced_allowed_and_shows_every_text(doc):
    for profile in ("bbcode-phpbb", "bbcode-forumactif"):
        out = render(doc, profile)
        tags = check_bbcode(out, profile)
        spoilers = sum(isinstance(b, Spoiler) for b in walk(doc.blocks))
        tables_ = sum(isinstance(b, Table) for b in walk(doc.blocks))
        if profile == "bbcode-phpbb":
            assert not {"table", "spoiler", "tr", "td"} & set(tags)
            assert tags.count("code") == tables_ + sum(isinstance(b, Code) for b in walk(doc.blocks))
        else:
            assert tags.count("table") == tables_ and tags.count("spoiler") == spoilers
        visible = squash(bbcode_visible(out))
        for text in leaf_texts(doc):
            assert squash(text) in visible


def expected_tags(doc: Document) -> Counter[str]:
    """The HTML tags Discourse must produce for ``doc``, no more, no fewer."""
    want: Counter[str] = Counter()
    for block in walk(doc.blocks):
        if isinstance(block, Heading):
            want[f"h{block.level}"] += 1
        elif isinstance(block, Table):
            want["table"] += 1
            want["tr"] += 1 + len(block.rows)
        elif isinstance(block, BulletList):
            want["li"] += len(block.items)
        elif isinstance(block, Code):
            want["pre"] += 1
        elif isinstance(block, Rule):
            want["hr"] += 1
        elif isinstance(block, Quote):
            want["blockquote"] += 1
            want["strong"] += has_text(block.author)
        elif isinstance(block, Spoiler):
            want["details"] += 1
    for run in runs(doc):
        for item in run:
            if isinstance(item, (Bold, Italic)) and has_text(item.text):
                want["strong" if isinstance(item, Bold) else "em"] += 1
    return want


STRUCTURE = {"h1", "h2", "h3", "table", "tr", "li", "pre", "hr", "blockquote", "details", "strong", "em"}


@SETTINGS
@given(DOCUMENTS)
def test_discourse_markdown_has_exactly_the_document_structure_and_text(doc):
    out = render(doc, "markdown-discourse")
    tags, text, html = markdown_html(out)
    got = Counter({tag: n for tag, n in tags.items() if tag in STRUCTURE})
    assert got == +expected_tags(doc), f"{out!r}\n{html}"
    unexpected = set(tags) - STRUCTURE - {"p", "thead", "tbody", "th", "td", "ul", "code", "summary"}
    assert not unexpected, f"{out!r}\n{html}"
    want = [b.author for b in walk(doc.blocks) if isinstance(b, Quote)]
    want += [b.title for b in walk(doc.blocks) if isinstance(b, Spoiler)]
    assert sorted(squash(text)) == sorted(squash("".join(leaf_texts(doc) + want))), f"{out!r}\n{html}"


def spoiler_bars(text: str) -> int:
    """How many ``||`` Discord reads as spoiler marks (a backslash escapes the next character)."""
    count, pos = 0, 0
    while pos < len(text):
        if text[pos] == "\\":
            pos += 2
        elif text.startswith("||", pos):
            count, pos = count + 1, pos + 2
        else:
            pos += 1
    return count


@SETTINGS
@given(DOCUMENTS)
def test_discord_markdown_keeps_code_blocks_and_spoilers_closed(doc):
    out = render(doc, "markdown-discord")
    blocks = list(walk(doc.blocks))
    fenced = sum(isinstance(b, (Code, Table)) for b in blocks)
    spoilers = sum(isinstance(b, Spoiler) for b in blocks)
    assert out.count("```") == 2 * fenced
    assert spoiler_bars(out) == 2 * spoilers
    tags, _, html = markdown_html(out)
    assert tags["table"] == 0 and tags["pre"] == fenced, f"{out!r}\n{html}"
    assert not {"details", "summary", "b", "a", "img"} & set(tags)


@SETTINGS
@given(DOCUMENTS)
def test_plain_text_shows_every_text(doc):
    # Quotes prefix their lines with "> ": ignore every ">" on both sides.
    out = squash(render(doc, "text")).replace(">", "")
    for text in leaf_texts(doc):
        assert squash(text).replace(">", "") in out
