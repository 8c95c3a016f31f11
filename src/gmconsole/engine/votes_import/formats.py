"""Post headers: one small detector per forum format, behind a registry.

A pasted thread is a run of lines. A :class:`HeaderFormat` looks at line ``i`` and says whether a
new post starts there and who wrote it (a :class:`Header`). The parser picks one format for the
whole paste (the one that finds the most headers, see :func:`detect_format`) and cuts the text at
its headers. To support another forum, subclass :class:`HeaderFormat` and :func:`register_format`
it; docs/vote-import.md describes the shipped formats with examples.

Only the author matters for the votes; the date is kept as written, for the GM's eyes.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from gmconsole.engine.names import fold

# A clock time as forums print it: 21:14, 21h14, 9:14 pm, 9:14 PM.
TIME = r"\d{1,2}\s?[:h]\s?\d{2}(?:\s?[ap]\.?m\.?)?"
_TIME_RE = re.compile(TIME, re.I)
# A weekday-led or relative date: "lun. 3 nov.", "Lun 3 Nov", "Mon Nov 03,", "Aujourd'hui à", "Today at".
_DAY = (
    r"(?:(?:lun|mar|mer|jeu|ven|sam|dim)[a-z]*\.?\s+\d{1,2}\b"
    r"|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+(?:\d{1,2}\b|[a-z]{3,9}\.?\s+\d{1,2}\b)"
    r"|aujourd['’]hui|hier|today|yesterday|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})"
)
_BBCODE_TAG = re.compile(r"\[/?[a-z*][a-z0-9*]*(?:=[^\]]*)?\]", re.I)
_MD_EMPHASIS = re.compile(r"\*\*|__|~~|\|\|")
_VOTE_WORD = re.compile(r"\b(?:un-?)?vote\b|r[ée]volte|abstiens|abstention", re.I)
_QUOTE_TAG = re.compile(r"\[/?quote", re.I)
SIGNATURE_LINE = re.compile(r"^\s*_{10,}\s*$")
"""The line above a signature on Forumactif and phpBB2-like boards (17 underscores)."""


def strip_markup(line: str) -> str:
    """``line`` without BBCode tags and Markdown emphasis markers (for reading headers)."""
    return _MD_EMPHASIS.sub("", _BBCODE_TAG.sub("", line)).strip()


@dataclass(frozen=True, slots=True)
class Header:
    """A post header found by a format.

    ``start`` is the index of its first line (it may begin above the line that gave it away: a
    profile block, a title), ``end`` the index of the first line of the body. ``rest`` is body
    text found on the header line itself ("Alice: vote Bob").
    """

    author: str
    start: int
    end: int
    when: str = ""
    rest: str = ""


@dataclass(slots=True)
class ParseContext:
    """What a detector may look at: the lines, the first line it may claim (``floor``: the end
    of the previous header), and the folded names of the roster when the caller gave them."""

    lines: list[str]
    floor: int = 0
    known: frozenset[str] = field(default_factory=frozenset)
    _text: str | None = None
    _starts: list[int] | None = None

    def text(self) -> str:
        """The lines joined again (for searching them all at once)."""
        if self._text is None:
            self._text = "\n".join(self.lines)
        return self._text

    def starts(self) -> list[int]:
        """The offset in :meth:`text` where each line starts."""
        if self._starts is None:
            starts, pos = [], 0
            for line in self.lines:
                starts.append(pos)
                pos += len(line) + 1
            self._starts = starts
        return self._starts


class HeaderFormat:
    """A forum format: how a post header looks once pasted.

    ``noise`` matches page furniture (buttons, profile fields, "Back to top") that is trimmed
    from the ends of post bodies; ``bare_names`` says that a post which is only a name is a vote
    for that name (the plain "Alice: Bob" list).
    """

    name: ClassVar[str]
    label: ClassVar[str]
    bare_names: ClassVar[bool] = False
    noise: ClassVar[re.Pattern[str] | None] = None
    signature: ClassVar[re.Pattern[str] | None] = SIGNATURE_LINE
    """A body line after which the rest of the post is the poster's signature (never a vote):
    the ``_________________`` line Forumactif and phpBB2 print above it, SMF's "Logged"."""
    signatures: ClassVar[bool] = False
    """A page copy whose signatures may come without a separator line (prosilver, XenForo): the
    lines that end every post of one poster are taken as his signature (see
    :func:`gmconsole.engine.votes_import.extract.signature_starts`)."""
    anchor: ClassVar[re.Pattern[str] | None] = None
    """A cheap test that a line may be a header, searched over the whole paste at once
    (multi-line mode; it must not match across a line break). :meth:`detect` runs only on the
    lines it hits, which keeps a 30,000-line paste fast; ``None``: every line is tried."""

    def detect(self, ctx: ParseContext, i: int) -> Header | None:  # pragma: no cover - abstract
        raise NotImplementedError

    def candidates(self, ctx: ParseContext) -> list[int]:
        """The indices of the lines that may be headers (see :attr:`anchor`)."""
        if self.anchor is None:
            return list(range(len(ctx.lines)))
        starts = ctx.starts()
        found: list[int] = []
        for m in self.anchor.finditer(ctx.text()):
            i = bisect_right(starts, m.start()) - 1
            if not found or found[-1] != i:
                found.append(i)
        return found

    def is_noise(self, line: str) -> bool:
        return bool(self.noise is not None and self.noise.match(line.strip()))


def _author_ok(author: str) -> bool:
    author = author.strip()
    return 0 < len(author) <= 60 and any(c.isalnum() for c in author)


# -- phpBB (prosilver and its children), copied from the browser -----------------------------------


class PhpBB(HeaderFormat):
    """phpBB copied from the browser: "Message par Alice » lun. 3 nov. 2025 21:14",
    "par Alice » 03 nov. 2025, 21:14", "Post by Alice » Mon Nov 03, 2025 9:14 pm".

    The profile block that prosilver prints before the post (author, rank, "Messages : 523",
    "Inscription : ...") and the title line ("Re: Tour 3 - Justice") belong to the header.
    """

    name = "phpbb"
    label = "phpBB, copied from the browser"
    signatures = True
    anchor = re.compile("»")
    _line = re.compile(
        r"^(?:(?:message|post|beitrag|messaggio)\s+)?(?:par|by|von|di)\s+(?P<author>[^»]{1,60}?)\s*»\s*"
        r"(?P<when>.*?" + TIME + r".*?)$",
        re.I,
    )
    noise = re.compile(
        r"^(?:haut|top|citer|quote|r[ée]pondre avec citation|signaler|report|edit|[ée]diter|"
        r"supprimer|delete|avertir|warn|information|info|avatar de l[’']utilisateur|user avatar|"
        r"(?:messages|posts|inscription|joined|localisation|location|contact|sexe|gender|[âa]ge)"
        r"\s*:.*|re\s*:.*|_{3,}|-{3,})$",
        re.I,
    )

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        line = ctx.lines[i].strip()
        if "»" not in line:
            return None
        m = self._line.match(line)
        if not m or not _author_ok(m["author"]):
            return None
        author = m["author"].strip()
        return Header(author, self._block_start(ctx, i, author), i + 1, m["when"].strip())

    def _block_start(self, ctx: ParseContext, i: int, author: str) -> int:
        """The first line of the profile block and title above the header line, if any."""
        lines, top = ctx.lines, max(ctx.floor, i - 12)
        start = i
        while start > top and (not lines[start - 1].strip() or self.is_noise(lines[start - 1])):
            start -= 1
        key = fold(author)
        for k in range(i - 1, top - 1, -1):
            line = lines[k].strip()
            if len(line) <= len(author) + 4 and fold(line) == key:
                between = lines[k + 1 : i]
                if all(len(x.strip()) <= 40 for x in between):
                    start = k
                    while start > top and self.is_noise(lines[start - 1]):
                        start -= 1  # the avatar's alt text above the name
                break
        return start


# -- Forumactif (Forumotion), copied from the browser ----------------------------------------------


class Forumactif(HeaderFormat):
    """Forumactif copied from the browser.

    phpBB2-like themes print the author on its own line, then the rank and profile fields, then
    "Sujet: Re: Tour 3 - Justice  Lun 3 Nov - 21:14" (often pasted as "MessageSujet: ..."). The
    phpBB3-like and ModernBB themes print "par Alice le Lun 3 Nov - 21:14". English boards say
    "Subject:" and "by Alice on ...".
    """

    name = "forumactif"
    label = "Forumactif, copied from the browser"
    signatures = True
    anchor = re.compile(
        r"^[ \t]*(?:\[[^\]\n]*\][ \t]*)*(?:message[ \t]*)?(?:sujet|subject|par|by)\b.*\d[:h]\d", re.I | re.M
    )
    _subject = re.compile(
        r"^(?:message\s*)?(?:sujet|subject)\s*:\s*.*?(?P<when>" + _DAY + r".*?" + TIME + r")\s*$", re.I
    )
    _par = re.compile(
        r"^(?:par|by)\s+(?P<author>[^»:]{1,60}?)\s+(?:le\s+|on\s+)?"
        r"(?P<when>" + _DAY + r".*?" + TIME + r")\s*$",
        re.I,
    )
    _field = re.compile(r"^[^\W\d][\w'’ .-]{1,30}\s*:\s*\S.*$")
    _trailer = re.compile(
        r"^(?:revenir en haut|aller en bas|back to top|go down|voir le profil|view user profile|"
        r"permission de ce forum|sauter vers|jump to|r[ée]ponse rapide|quick reply|voir le sujet|"
        r"view previous topic|auteur\s+message|author\s+message)\b.*$",
        re.I,
    )
    noise = re.compile(
        r"^(?:revenir en haut|aller en bas|back to top|go down|voir le profil|view user profile|"
        r"citer|quote|multi-?citer|multi-?quote|[ée]diter|edit|supprimer|delete|r[ée]pondre|reply|"
        r"partager|share|permission de ce forum|sauter vers|jump to|(?:messages|posts|date d'inscription|"
        r"join date|localisation|location|age|points|r[ée]putation|reputation|humeur)\s*:.*)\b.*$",
        re.I,
    )

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        line = strip_markup(ctx.lines[i])
        if not line or not _TIME_RE.search(line):
            return None
        m = self._par.match(line)
        if m and _author_ok(m["author"]):
            start = i
            while start > ctx.floor and not ctx.lines[start - 1].strip():
                start -= 1
            return Header(m["author"].strip(), start, i + 1, m["when"].strip())
        m = self._subject.match(line)
        if m:
            found = self._author_above(ctx, i)
            if found is not None:
                author, start = found
                return Header(author, start, i + 1, m["when"].strip())
        return None

    def _author_above(self, ctx: ParseContext, i: int) -> tuple[str, int] | None:
        """The author of the profile block above a "Sujet:" line, and the block's first line.

        The block ends (going up) at the previous post's trailer ("Revenir en haut"), the
        previous header, or a line that cannot be a name or a rank (a long line, a sentence).
        Within it the author is a roster name if one is there, else a line printed twice (the
        name and the avatar's alt text), else its first line.
        """
        lines, top = ctx.lines, max(ctx.floor, i - 14)
        block: list[int] = []
        k = i - 1
        while k >= top and len(block) < 4:
            text = strip_markup(lines[k])
            if self._trailer.match(text):
                break
            if text and not self._field.match(text):
                if len(text) > 40 or text[-1] in ".!?;,:" or _VOTE_WORD.search(text):
                    break
                block.append(k)
            k -= 1
        if not block:
            return None
        block.reverse()
        names = [strip_markup(lines[k]) for k in block]
        keys = [fold(n) for n in names]
        for pos, key in enumerate(keys):
            if key in ctx.known:
                return names[pos], block[0]
        for pos, key in enumerate(keys):
            if keys.count(key) > 1:
                return names[pos], block[0]
        return names[0], block[0]


# -- Discord, copied from the client ---------------------------------------------------------------


class Discord(HeaderFormat):
    """Discord messages copied from the client or the browser: "Alice — Today at 21:14",
    "Alice — 03/11/2025 21:14", "Alice — Aujourd’hui à 21:14", "Alice — Yesterday at 9:14 PM",
    and the compact layout "[21:14] Alice: vote Bob". A reply's preview line ("@Bob vote X")
    just above a header is dropped with the header.
    """

    name = "discord"
    label = "Discord, copied from the client"
    anchor = re.compile(
        r"[—–-][ \t]+(?:today|yesterday|aujourd|hier|\d{1,2}/\d)|^[ \t]*\[\d{1,2}[:h]\d", re.I | re.M
    )
    _line = re.compile(
        r"^(?P<author>\S.{0,60}?)\s+(?:bot\s+|app\s+)?[—–-]\s+"
        r"(?P<when>(?:(?:today|yesterday|aujourd['’]hui|hier)"
        r"(?:\s+(?:at|à))?\s+" + TIME + r"|\d{1,2}/\d{1,2}/\d{2,4},?\s+(?:(?:at|à)\s+)?" + TIME + r"))\s*$",
        re.I,
    )
    _compact = re.compile(
        r"^\[(?P<when>" + TIME + r")\]\s*(?P<author>[^:\[\]]{1,60}?)\s*:\s*(?P<rest>.*)$", re.I
    )
    noise = re.compile(
        r"^(?:\[" + TIME + r"\]|\((?:edited|modifi[ée])\)|new|nouveau|image|click to see attachment)$", re.I
    )

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        line = ctx.lines[i].strip()
        m = self._line.match(line)
        if m and _author_ok(m["author"]):
            start = i
            if start > ctx.floor and ctx.lines[start - 1].lstrip().startswith("@"):
                start -= 1  # the preview of the message replied to
            return Header(m["author"].strip(), start, i + 1, m["when"])
        m = self._compact.match(line)
        if m and _author_ok(m["author"]):
            return Header(m["author"].strip(), i, i + 1, m["when"], m["rest"])
        return None


# -- Discourse raw export --------------------------------------------------------------------------


class DiscourseRaw(HeaderFormat):
    """Discourse's raw topic export (``/raw/<topic id>``): "alice | 2025-11-03 21:14:05 UTC | #12"
    headers, posts separated by a line of dashes, bodies in Markdown and BBCode quotes."""

    name = "discourse"
    label = "Discourse raw export (/raw/<topic>)"
    anchor = re.compile(r"\|[ \t]+#\d+[ \t]*$", re.M)
    _line = re.compile(
        r"^(?P<author>\S[^|]{0,60}?)\s+\|\s+"
        r"(?P<when>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2})?(?:\s*UTC)?)\s+\|\s+#\d+\s*$"
    )
    noise = re.compile(r"^-{5,}$")

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        m = self._line.match(ctx.lines[i].strip())
        if m and _author_ok(m["author"]):
            return Header(m["author"].strip(), i, i + 1, m["when"])
        return None


# -- BBCode source with author lines ---------------------------------------------------------------


class BBCodeExport(HeaderFormat):
    """A BBCode source export: each post's source under an author line such as
    "Posté par Alice le 03/11/2025 à 21:14", "[b]Posted by Alice[/b] on 3 Nov 2025, 21:14",
    "=== #12 Alice (03/11/2025 21:14) ===", "--- Alice | 03/11/2025 21:14 ---" or
    "Auteur : Alice". Quotes in the source (``[quote="Bob"]``) are never headers.
    """

    name = "bbcode"
    label = "BBCode source with author lines"
    anchor = re.compile(
        r"^[ \t]*(?:\[[^\]\n]*\][ \t]*)*(?:#\d+[^\n]{0,3})?"
        r"(?:post|[ée]crit|written|envoy|sent|auteur|author)"
        r"|^[ \t]*[=\-#~*]{3}",
        re.I | re.M,
    )
    _posted = re.compile(
        r"^(?:#\d+\s*[-—·|:]?\s*)?(?:post[ée]e?|posted|[ée]crit|written|envoy[ée]|sent)\s+(?:par|by)\s*:?\s+"
        r"(?P<author>[^»|,()]{1,60}?)"
        r"(?:\s*(?:,|»|\||—|·|\ble\b|\bon\b|\bat\b)\s*(?P<when>.*\d.*?))?\s*$",
        re.I,
    )
    _separator = re.compile(
        r"^[=\-#~*]{3,}\s*(?:#\d+\s*[-—·|:]?\s*)?(?P<author>[^()=|#~*]{1,60}?)\s*"
        r"(?:\((?P<when1>[^)]*\d[^)]*)\)|[|·—]\s*(?P<when2>[^=|#~*]*\d[^=|#~*]*?))\s*[=\-#~*]{3,}$"
    )
    _author = re.compile(r"^(?:auteur|author)\s*:\s*(?P<author>.{1,60}?)\s*$", re.I)
    noise = re.compile(r"^(?:[=\-#~*_]{3,})$")

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        raw = ctx.lines[i]
        if not raw.strip():
            return None
        line = strip_markup(raw)
        if line.startswith("[") or _QUOTE_TAG.search(raw):
            return None
        m = self._separator.match(line)
        if m and _author_ok(m["author"]):
            return Header(m["author"].strip(), i, i + 1, (m["when1"] or m["when2"] or "").strip())
        for pattern in (self._posted, self._author):
            m = pattern.match(line)
            if m and _author_ok(m["author"]):
                return Header(m["author"].strip(), i, i + 1, (m.groupdict().get("when") or "").strip())
        return None


# -- SMF (Simple Machines Forum), copied from the browser ------------------------------------------


_SMF_LANDMARK = re.compile(
    r"^(?:\*+|hors ligne|en ligne|offline|online|(?:messages|posts|karma|sexe|gender|[âa]ge|localisation|"
    r"location|r[ée]putation)\s*:.*|voir le profil|view profile|site web|website|e-?mail|"
    r"message personnel|personal message)$",
    re.I,
)


class SMF(HeaderFormat):
    """SMF (Simple Machines) copied from the browser: the poster's block (name, groups, stars,
    "Hors ligne", "Messages: 523", "Voir le profil"), the subject ("Re : Tour 3 - Justice"),
    then "« Réponse #3 le: mercredi 20 mars 2024, 14:17:52 »" ("« le: ... »" for the first
    post; English "« Reply #3 on: March 20, 2024, 02:17:52 PM »"). After the body, "Journalisé"
    ("Logged") comes above the signature."""

    name = "smf"
    label = "SMF (Simple Machines), copied from the browser"
    signatures = True
    signature = re.compile(r"^(?:_{10,}|journalis[ée]|logged)$", re.I)
    anchor = re.compile(r"«[^»\n]*\b(?:le|on)[ \t]*:[^»\n]*\d[:h]\d", re.I)
    _line = re.compile(
        r"^(?:.*?\s)?«\s*(?:(?:r[ée]ponse|reply|antwort|risposta)\s*#\d+\s+)?(?:le|on|am|il)\s*:\s*"
        r"(?P<when>[^»]*?" + TIME + r"[^»]*?)\s*»\s*$",
        re.I,
    )
    _trailer = re.compile(r"^(?:journalis[ée]|logged|citer|quote|en bas|en haut|pages\s*:.*)$", re.I)
    noise = re.compile(
        r"^(?:citer|quote|modifier|modify|supprimer|remove|s[ée]parer|split|journalis[ée]|logged|"
        r"signaler au mod[ée]rateur|report to moderator|«\s*derni[èe]re [ée]dition\s*:.*|"
        r"«\s*last edit\s*:.*)$",
        re.I,
    )

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        line = ctx.lines[i].strip()
        m = self._line.match(line)
        if not m:
            return None
        found = self._author_above(ctx, i)
        if found is None:
            return None
        author, start = found
        return Header(author, start, i + 1, m["when"].strip())

    def _author_above(self, ctx: ParseContext, i: int) -> tuple[str, int] | None:
        """The poster named in the block above the header line: the subject line is skipped,
        then the profile lines (stars, "Hors ligne", "Messages: 523"...) mark the block; the name
        is a roster name if one is there, else the top line of name and groups."""
        lines, top = ctx.lines, max(ctx.floor, i - 16)
        k = i - 1
        while k >= top and not lines[k].strip():
            k -= 1
        if k >= top and not _SMF_LANDMARK.match(lines[k].strip()):
            k -= 1  # the subject
        above: list[int] = []  # name and groups, bottom up
        landmark = False
        while k >= top:
            text = strip_markup(lines[k])
            if not text:
                k -= 1
                continue
            if self._trailer.match(text):
                break
            if _SMF_LANDMARK.match(text):
                if above:
                    break
                landmark = True
            else:
                if (
                    not landmark
                    or len(text) > 40
                    or text[-1] in '.!?;,:»”"…'
                    or text[0] in '«“"('
                    or _VOTE_WORD.search(text)
                ):
                    break  # a sentence: the previous post's signature
                above.append(k)
            k -= 1
        if not above:
            return None
        above.reverse()
        names = [strip_markup(lines[n]) for n in above]
        start = above[0]
        for pos, name in enumerate(names):
            if fold(name) in ctx.known:
                return name, above[pos]
        if len(names) <= 3:
            return names[0], start
        return names[-2], above[-2]  # name and post group; the lines above are a signature


# -- XenForo, copied from the browser --------------------------------------------------------------

_XF_DATE = re.compile(
    r"^(?:(?:aujourd['’]hui|hier|today|yesterday|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:à|at)\s+" + TIME + r"|"
    r"\d{1,2}\s+[^\W\d]{3,10}\.?\s+\d{4}(?:\s+(?:à|at)\s+" + TIME + r")?|"
    r"[^\W\d]{3,9}\.?\s+\d{1,2},\s+\d{4}(?:\s+at\s+" + TIME + r")?|"
    r"\d{1,2}/\d{1,2}/\d{2,4})$",
    re.I,
)


class XenForo(HeaderFormat):
    """XenForo 2 copied from the browser: the poster's block (the avatar's initial when there
    is no picture, the name, the user title, a banner), the date ("20 Mars 2024", "Aujourd'hui
    à 15:10", "Mar 20, 2024") and the post number "#4" on lines of their own. The body ends
    with the action bar ("Signaler", "J'aime", "Citer", "Répondre"). Quotes are "Alice a dit :"
    / "Alice said:", ended by "Cliquez pour agrandir..." / "Click to expand..." when long."""

    name = "xenforo"
    label = "XenForo, copied from the browser"
    signatures = True
    anchor = re.compile(r"^[ \t]*#\d+[ \t]*$", re.M)
    _number = re.compile(r"^#\d+$")
    _between = re.compile(
        r"^(?:nouveau|new|partager|share|ajouter un marque-page|bookmark|marque-page)$", re.I
    )
    _trailer = re.compile(
        r"^(?:signaler|report|j['’]aime|like|r[ée]agir|react|citer|quote|\+\s*citer|\+\s*quote|"
        r"r[ée]pondre|reply|modifier|edit|supprimer|delete|r[ée]actions\s*:.*|reactions\s*:.*|"
        r"discussion dans .*|thread starter.*|.*d[ée]marr[ée]e par .*)$",
        re.I,
    )
    noise = re.compile(
        r"^(?:signaler|report|j['’]aime|like|r[ée]agir|react|citer|quote|\+\s*citer|\+\s*quote|"
        r"multi-?citer|multi-?quote|r[ée]pondre|reply|modifier|edit|supprimer|delete|"
        r"r[ée]actions\s*:.*|reactions\s*:.*|derni[èe]re [ée]dition\s*:.*|last edited\s*:.*|"
        r"vous devez vous connecter.*|you must log in.*)$",
        re.I,
    )

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        if not self._number.match(ctx.lines[i].strip()):
            return None
        k = i - 1
        while k >= ctx.floor and (not ctx.lines[k].strip() or self._between.match(ctx.lines[k].strip())):
            k -= 1
        if k < ctx.floor or not _XF_DATE.match(strip_markup(ctx.lines[k])):
            return None
        when = strip_markup(ctx.lines[k])
        found = self._author_above(ctx, k)
        if found is None:
            return None
        author, start = found
        return Header(author, start, i + 1, when)

    def _author_above(self, ctx: ParseContext, k: int) -> tuple[str, int] | None:
        lines, top = ctx.lines, max(ctx.floor, k - 8)
        block: list[int] = []
        n = k - 1
        while n >= top and len(block) < 5:
            text = strip_markup(lines[n])
            if text:
                if self._trailer.match(text) or len(text) > 40 or text[-1] in ".!?;,:":
                    break
                block.append(n)
            n -= 1
        block.reverse()
        names = [strip_markup(lines[n]) for n in block]
        while names and len(names[0]) <= 2 and len(names) > 1:  # the avatar's initial
            names.pop(0)
            block.pop(0)
        if not names:
            return None
        keys = [fold(x) for x in names]
        for name, key in zip(names, keys):
            if key in ctx.known or keys.count(key) > 1:
                return name, block[0]
        return names[0], block[0]


# -- a plain "Name: vote" list ---------------------------------------------------------------------


class PlainList(HeaderFormat):
    """A list the GM typed or collected: one "Alice: vote Bob", "Alice : Bob", "Alice -> Bob"
    per line. A line that is only a name is a vote for that name. Used only when no other format
    finds a header."""

    name = "plain"
    label = 'plain list ("Alice: vote Bob")'
    anchor = re.compile(r":|->|→|=>")
    bare_names = True
    _line = re.compile(r"^\s*(?:[-*•·]\s+)?(?P<author>[^:>→\[\]]{1,40}?)\s*(?::|->|→|=>)\s*(?P<rest>\S.*)$")
    _not_author = re.compile(
        r"^(?:(?:je|mon|my|i)\s+)?(?:un-?)?vote\b|^https?\b|^re\b"
        r"|^(?:sujet|subject|message|tour|turn|day|jour)\b",
        re.I,
    )

    def detect(self, ctx: ParseContext, i: int) -> Header | None:
        m = self._line.match(strip_markup(ctx.lines[i]))
        if not m:
            return None
        author = m["author"].strip()
        if not _author_ok(author) or self._not_author.match(author) or len(author.split()) > 4:
            return None
        return Header(author, i, i + 1, "", m["rest"].strip())


# -- the registry ----------------------------------------------------------------------------------

_FORMATS: dict[str, HeaderFormat] = {}
FALLBACK = "plain"
"""The format used only when no other format finds a single header."""


def register_format(fmt: HeaderFormat) -> HeaderFormat:
    """Add (or replace) a format. Earlier formats win ties in :func:`detect_format`."""
    _FORMATS[fmt.name] = fmt
    return fmt


def formats() -> list[HeaderFormat]:
    """The registered formats, in tie-breaking order."""
    return list(_FORMATS.values())


def get_format(name: str) -> HeaderFormat:
    try:
        return _FORMATS[name]
    except KeyError:
        known = ", ".join(_FORMATS)
        raise ValueError(f"unknown thread format {name!r} (known: {known})") from None


def find_headers(fmt: HeaderFormat, ctx: ParseContext) -> list[Header]:
    """Every header ``fmt`` finds in the paste, in order; a header never claims lines of the
    one before it (``ctx.floor``)."""
    headers: list[Header] = []
    ctx.floor = 0
    for i in fmt.candidates(ctx):
        if i < ctx.floor:
            continue
        header = fmt.detect(ctx, i)
        if header is not None:
            headers.append(header)
            ctx.floor = header.end
    ctx.floor = 0
    return headers


def count_headers(fmt: HeaderFormat, ctx: ParseContext) -> int:
    """How many headers ``fmt`` finds in the paste."""
    return len(find_headers(fmt, ctx))


def best_format(ctx: ParseContext) -> tuple[HeaderFormat | None, list[Header]]:
    """The format that finds the most headers (ties: registration order; the plain list only
    when no other finds any) with its headers; ``(None, [])`` when nothing looks like a post."""
    best: HeaderFormat | None = None
    best_headers: list[Header] = []
    for fmt in _FORMATS.values():
        if fmt.name == FALLBACK:
            continue
        headers = find_headers(fmt, ctx)
        if len(headers) > len(best_headers):
            best, best_headers = fmt, headers
    if best is None and FALLBACK in _FORMATS:
        headers = find_headers(_FORMATS[FALLBACK], ctx)
        if headers:
            best, best_headers = _FORMATS[FALLBACK], headers
    return best, best_headers


def detect_format(lines: list[str], known: Iterable[str] = ()) -> HeaderFormat | None:
    """The format of a paste's ``lines`` (see :func:`best_format`)."""
    return best_format(ParseContext(lines, 0, frozenset(fold(k) for k in known)))[0]


for _fmt in (PhpBB(), Forumactif(), SMF(), XenForo(), Discord(), DiscourseRaw(), BBCodeExport(), PlainList()):
    register_format(_fmt)
