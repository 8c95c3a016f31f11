"""Markup of post bodies: what is quoted or code (never a vote) and what a line says once plain.

Three kinds of quote reach the parser:

* BBCode quotes in source text: ``[quote]``, ``[quote="Alice"]``, ``[quote=Alice post_id=12]``,
  nested to any depth; ``[code]`` blocks likewise. :func:`hide_blocks` blanks them out, keeping
  the line breaks so line numbers still point into the paste.
* Markdown quotes: lines starting with ``>``, and Discord's ``>>>`` (the rest of the message).
  Fenced code blocks (```` ``` ````) are skipped the same way.
* Quotes copied from a browser, where the markup is gone: a cite line ("Alice a écrit : ↑",
  "Bob wrote:", "Citation :") followed by the quoted text. Where that text ends is not marked;
  the extractor works it out by finding the quoted lines in the earlier posts
  (see :mod:`gmconsole.engine.votes_import.extract`).
"""

from __future__ import annotations

import re

from gmconsole.engine.names import fold

_BLOCK_TAG = re.compile(r"\[(/?)(quote|code)(?:[=\s][^\]]*)?\]", re.I)
_INLINE_TAG = re.compile(r"\[/?[a-z*][a-z0-9*]*(?:=[^\]]*)?\]", re.I)
_EMPHASIS = re.compile(r"\*\*|__|~~|\|\||`|\*|(?<!\w)_+|_+(?!\w)")
_EMPHASIS_CHARS = re.compile(r"[*_~|`]")
# Leading bullets, arrows and Markdown heading marks ("## VOTE : Bob" reads like "**VOTE : Bob**").
_LEAD = re.compile(r"^(?:[\s\-*•·→⇒=>~+\[(]|#{1,6}(?=\s))+")

TIME = r"\d{1,2}\s?[:h]\s?\d{2}(?:\s?[ap]\.?m\.?)?"
_CITE = re.compile(
    r"^(?P<who>\S.{0,60}?)\s+(?:a\s+[ée]crit|wrote|a\s+dit|said|escribi[óo]|hat\s+geschrieben)"
    r"\s*:?\s*(?P<tail>.*)$",
    re.I,
)
# SMF: "Citation de: Alice le mercredi 20 mars 2024, 14:17:52", "Quote from: Alice on March 20, 2024".
_CITE_FROM = re.compile(
    r"^(?:citation de|quote from|zitat von|cita de)\s*:\s*(?P<who>.+?)(?:\s+(?:le|on|am|el)\s+(?P<tail>.*\d.*))?$",
    re.I,
)
# XenForo ends a long quote with its expand link.
_QUOTE_END = re.compile(
    r"^(?:cliquez pour (?:agrandir|d[ée]velopper)|click to expand|zum erweitern klicken)\W*$", re.I
)
_CITE_ANON = re.compile(r"^(?:citation|quote|zitat|cita)\s*:?\s*$", re.I)
_CODE_HEAD = re.compile(
    r"^code\s*:\s*(?:tout s[ée]lectionner|select all|s[ée]lectionner tout|\[?s[ée]lectionner\]?|\[?select\]?)?\s*$",
    re.I,
)
_DATE_TAIL = re.compile(r"^[\w.,/' ]{0,30}" + TIME + r"\s*$", re.I)
_ARROWS = "↑⇧^"


def hide_blocks(text: str) -> str:
    """``text`` with the contents of ``[quote]`` and ``[code]`` blocks (and the tags) replaced by
    nothing but their line breaks. Nested quotes are handled; inside ``[code]`` every tag but
    ``[/code]`` is text; an unclosed block hides the rest of the post; a stray closing tag is
    dropped."""
    if "[" not in text:
        return text
    out: list[str] = []
    depth = 0  # open quotes
    in_code = False
    pos = 0
    for m in _BLOCK_TAG.finditer(text):
        closing, tag = m.group(1) == "/", m.group(2).lower()
        if in_code and not (closing and tag == "code"):
            continue
        hidden = depth > 0 or in_code
        chunk = text[pos : m.start()]
        out.append("\n" * chunk.count("\n") if hidden else chunk)
        out.append("\n" * m.group(0).count("\n"))
        pos = m.end()
        if tag == "code":
            in_code = not closing  # inside code (quoted or not) every other tag is text
        elif closing:
            depth = max(0, depth - 1)
        else:
            depth += 1
    rest = text[pos:]
    out.append("\n" * rest.count("\n") if (depth > 0 or in_code) else rest)
    return "".join(out)


# Struck-out text: the poster crossed it out, it holds no vote. BBCode ``[s]``/``[strike]``,
# HTML ``<s>``/``<strike>``/``<del>`` (Discourse, some page sources), Markdown/Discord ``~~``.
_STRUCK = re.compile(
    r"\[(s|strike|del)\](.*?)\[/\1\]|<(s|strike|del)>(.*?)</\3>|(?<!~)~~(?!~)(\S(?:.*?\S)?)(?<!~)~~(?!~)",
    re.I | re.S,
)
_STRUCK_HINT = re.compile(r"~~|\[(?:s|strike|del)\]|<(?:s|strike|del)>", re.I)


def hide_struck(text: str) -> str:
    """``text`` with struck-out passages (``~~…~~``, ``[s]…[/s]``, ``[strike]…[/strike]``,
    ``<s>…</s>``, ``<del>…</del>``) blanked out, their line breaks kept. An unclosed mark hides
    nothing (it is more likely a typo than a strike through the rest of the post)."""
    if not _STRUCK_HINT.search(text):
        return text
    return _STRUCK.sub(lambda m: "\n" * m.group(0).count("\n"), text)


def clean_line(line: str) -> str:
    """A body line as plain words: BBCode tags, Markdown emphasis, leading bullets and arrows,
    and the ``@`` of mentions removed; spaces collapsed."""
    text = _INLINE_TAG.sub("", line) if "[" in line else line
    if _EMPHASIS_CHARS.search(text):
        text = _EMPHASIS.sub("", text)
    lead = _LEAD.match(text)
    if lead:
        text = text[lead.end() :]
    if "@" in text:
        text = text.replace("@", "")
    return " ".join(text.split())


def norm_line(line: str) -> str:
    """The form in which a quoted line is compared with the line it quotes."""
    return fold(clean_line(line).strip(_ARROWS + " "))


_CITE_HINT = re.compile(r"(?i)[ée]crit|wrote|dit\b|said|quote|citation|zitat|cita\b|code|escrib|geschrieben")


def cite(line: str) -> tuple[str, bool] | None:
    """``(who, is_code)`` when ``line`` opens a quote (or a code box) copied from a browser:
    "Alice a écrit : ↑", "Bob wrote:", "Alice a écrit : ↑ lun. 3 nov. 2025 21:10",
    "Citation :", "Code : Tout sélectionner". ``who`` is "" when the quote names nobody."""
    if not _CITE_HINT.search(line):
        return None
    text = clean_line(line)
    if not text or len(text) > 120:
        return None
    if _CITE_ANON.match(text):
        return "", False
    if _CODE_HEAD.match(text):
        return "", True
    m = _CITE_FROM.match(text)
    if m:
        return m["who"].strip(), False
    m = _CITE.match(text)
    if m is None:
        return None
    tail = m["tail"].strip().lstrip(_ARROWS).strip()
    if tail and not _DATE_TAIL.match(tail):
        return None  # "Alice a dit : vote Bob" is a sentence, not a cite line
    return m["who"].strip(), False


def is_quote_end(line: str) -> bool:
    """XenForo's "Cliquez pour agrandir..." / "Click to expand...", which ends a long quote."""
    text = clean_line(line)
    return bool(text) and len(text) <= 40 and bool(_QUOTE_END.match(text))


def is_date_line(line: str) -> bool:
    """A line that is only a date and time (as under a phpBB 3.3 cite line)."""
    text = clean_line(line)
    return bool(text) and len(text) <= 40 and bool(_DATE_TAIL.match(text))
