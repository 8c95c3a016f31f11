"""Reading the votes in the posts: :func:`extract_votes`.

A vote is read only where a player states it, at the start of a sentence or in a first-person
phrase, never in quoted text or code:

=====================  =================================================================
vote for a player      ``VOTE: Bob``, ``vote Bob``, ``Vote : Bob``, ``vote pour Bob``,
                       ``[b]vote Bob[/b]``, ``**vote Bob**``, ``!vote Bob``,
                       ``Je vote Bob``, ``Je vote pour/contre Bob``, ``Mon vote : Bob``,
                       ``mon vote va à Bob``, ``je change mon vote : Bob``,
                       ``I vote (for) Bob``, ``I'm voting Bob``, ``my vote goes to Bob``
unvote                 ``UNVOTE``, ``unvote (Bob)``, ``dévote``, ``je retire mon vote``,
                       ``j'annule mon vote``, ``I withdraw/retract my vote``
a special option      the words the ballot's form gives for it (:class:`SpecialOption`):
                       after a vote word (``vote X``, ``je vote (pour) X``) or alone on
                       its line
abstention             the ballot's abstention words (``abstention`` alone on its line,
                       ``vote blanc``, ``vote nul``, ``je vote personne``), and always
                       ``je m'abstiens``, ``I abstain``
=====================  =================================================================

The special options are the ballot's (``Ballot.specials``, declared by the game's rules): this
module knows no game's option. Without a ballot only the abstention is read.

The name runs to the end of the sentence (``.``, ``!``, ``?``, ``,``, ``(``, " - "...) or to a
word that starts an explanation ("car", "parce", "because"...); the matcher then finds the
longest run of its first words that names a player. "Vote :" alone on a line takes a short
next line as the name (``[b]VOTE :[/b]`` then ``[size=150]Bob[/size]``). Negations ("je ne vote
pas", "je vote pas Bob") are not votes; neither are "vote" as a noun ("Vote du jour : ...").
"vote Bob ou Carol" is read as Bob with a doubt (``Vote.doubt``), which the matcher turns into a
question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import ABSTAIN, SpecialOption, abstention
from gmconsole.engine.votes_import.formats import HeaderFormat, get_format
from gmconsole.engine.votes_import.markup import (
    cite,
    clean_line,
    hide_blocks,
    hide_struck,
    is_date_line,
    is_quote_end,
    norm_line,
)
from gmconsole.engine.votes_import.models import Post, PosterVote, Vote, VoteKind

_KEYWORDS = re.compile(
    r"(?P<retract>\bje\s+retire\s+mon\s+vote\b|\bj['’]\s?annule\s+mon\s+vote\b"
    r"|\bI\s+(?:retract|withdraw|remove|cancel)\s+my\s+vote\b)"
    r"|(?P<abstain>\bje\s+m['’]\s?abstiens\b|\bI\s+abstain\b|\bI(?:['’]m|\s+am)\s+abstaining\b)"
    r"|(?P<firstperson>\bje\s+(?:vote|voterai)\b|\bI\s+vote\b|\bI(?:['’]m|\s+am)\s+voting\b"
    r"|\bje\s+change\s+mon\s+vote\b|\bI\s+change\s+my\s+vote\b"
    r"|\bmon\s+vote\s+(?:va|est|sera|ira)\b|\bmy\s+vote\s+(?:goes|is|will\s+go)\b)"
    r"|(?P<unvote>(?<![\w-])[!/]?(?:un-?vote|d[ée]-?vote)\b"
    r"|\bje\s+(?:d[ée]-?vote|un-?vote)(?:rai)?\b|\bj['’]\s?un-?vote(?:rai)?\b)"
    r"|(?P<vote>(?<![\w-])[!/]?(?:(?:mon|my)\s+)?vote\b)",
    re.I,
)
# What may stand between the keyword and the name.
_CONNECTOR = re.compile(
    r"^\s*(?:[:=>→-]+\s*)?(?:(?:pour|contre|for|against|to|on|sur|à|a)\s+(?=\S))?",
    re.I,
)
# Where the name ends.
_NAME_END = re.compile(r"[.!?;,()\[\]{}<>\"«»“”|:…]|\s[-–—/]\s|\s[-–—]$")
_EXPLANATION = re.compile(
    r"\s(?:car|parce|puisque|because|since|cause|mais|but|et|and|qui|who|donc|so|sinon|or|ou|"
    r"pour|for|comme|as|if|si|sauf|unless|jusqu|until|ce|this|today|aujourd|tonight|aussi|too|"
    r"also|then|alors|moi|me|now|maintenant|finalement|instead|plut[ôo]t|svp|please|merci|thanks)\b",
    re.I,
)
# After a bare "vote" these words show a noun ("Vote du jour", "vote count"), not a vote.
_NOUN_FOLLOWERS = frozenset(
    fold(w)
    for w in (
        "de du des d est sera était a ont aura is was will has have count tally results résultats "
        "résultat décompte ce cette ces the this these that ne n pas not en in at à fermé fermés "
        "closed ouvert ouverts open clos terminé cours with avec until jusqu jusque before avant by "
        "using here ici now maintenant opens closes ends starts tonight ce soir demain tomorrow "
        "nom name pseudo joueur player someone quelqu quelqu'un xxx x"
    ).split()
)
# Before an "unvote" inside a sentence: words that make it not the poster's own unvote
# ("je ne dévote pas", "pourquoi tu as unvote ?", "écrivez unvote", "pas d'unvote").
_NOT_MY_UNVOTE = re.compile(
    r"(?:\b(?:ne|n['’]|pas|jamais|tu|t['’]|il|elle|on|ils|elles|vous|nous|as|a|ont|avez|avons|aurait|"
    r"écrivez|ecrivez|écris|ecris|tapez|tape|mettez|utilisez|faites|fais|pour|sans|de|d['’]|un|une|le|la|l['’]|"
    r"si|s['’]|if|whether|should|"
    r"don['’]t|won['’]t|not|never|no|you|he|she|they|we|did|has|have|write|type|use|to|without|an?|the)"
    r"|[\"«“])\s*$",
    re.I,
)
_NEGATION = frozenset({"pas", "plus", "jamais", "not", "never", "point"})
_MAX_SPECIAL_WORDS = 3
_ALONE_MAX = 40  # a line longer than this is never a special option's word alone


@dataclass(frozen=True, slots=True)
class Specials:
    """The special options a ballot takes, as the reader looks for them: ``heads`` (folded
    words after a vote word -> key) and ``alone`` (folded line -> key)."""

    heads: dict[str, str]
    alone: dict[str, str]

    @classmethod
    def of(cls, options: Iterable[SpecialOption] | None) -> Specials:
        options = list(options) if options is not None else [abstention()]
        heads: dict[str, str] = {}
        alone: dict[str, str] = {}
        for option in options:
            for word in (*option.words, *option.alone):
                heads.setdefault(fold(word), option.key)
            for word in option.alone:
                alone.setdefault(fold(word), option.key)
        return cls(heads, alone)


_DEFAULT = Specials.of(None)


def _specials(options: Iterable[SpecialOption] | Specials | None) -> Specials:
    if options is None:
        return _DEFAULT
    return options if isinstance(options, Specials) else Specials.of(options)


_MAX_NAME_WORDS = 5
# "vote Bob ou Carol": the vote is read as Bob, with a doubt for the GM.
_ALTERNATIVE = re.compile(
    r"\s*(?:ou|or|/)\s*(?:pour\s+|for\s+)?(?!(?:pas|not|rien|nothing|personne|nobody|alors|else)\b)[^\W\d]\S*",
    re.I,
)
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_HINT = re.compile(r"(?i)vot|abst")  # every form above holds one of these, or is a short line


@dataclass(slots=True)
class _Seen:
    """The earlier posts, indexed to find where a browser-copied quote ends.

    A post's lines are normalised only when a quote may come from it (a quote of its author,
    or one whose author is not known), so a thread without browser quotes costs nothing."""

    posts: list[Post] = field(default_factory=list)
    lines: dict[int, list[str]] = field(default_factory=dict)  # post -> its non-blank lines, normalised
    authors: list[str] = field(default_factory=list)  # per post: the folded author
    pending: dict[str, list[int]] = field(default_factory=dict)  # author -> posts not indexed yet
    where: dict[str, list[tuple[int, int]]] = field(default_factory=dict)  # line -> (post, position)

    def add(self, post: Post) -> None:
        key = fold(post.author)
        self.pending.setdefault(key, []).append(len(self.posts))
        self.posts.append(post)
        self.authors.append(key)

    def _index(self, key: str | None) -> None:
        """Index the pending posts of author ``key`` (of everyone when ``None``)."""
        keys = list(self.pending) if key is None else [key]
        for author in keys:
            for index in self.pending.pop(author, []):
                norm = [n for n in (norm_line(x) for x in self.posts[index].text.split("\n")) if n]
                self.lines[index] = norm
                for pos, text in enumerate(norm):
                    self.where.setdefault(text, []).append((index, pos))

    def quoted_run(self, quoted: list[str], who: str) -> tuple[int, int]:
        """How many leading ``quoted`` lines are surely, and at most, lines quoted from an
        earlier post (the posts of ``who``, the cited author, when there are any).

        Each earlier post holding ``quoted[0]`` gives a run of matching lines. A run that covers
        its post from first line to last is a whole post quoted, which is what the forums' Quote
        button gives: the shortest such run is sure. When no run is a whole post, the longest is
        taken. Longer runs leave the lines between in doubt.
        """
        if not quoted:
            return 0, 0
        key = fold(who)
        self._index(key or None)
        starts = [(p, s) for p, s in self.where.get(quoted[0], []) if self.authors[p] == key]
        if not starts:  # not the cited author's words (or no author named): any earlier post
            self._index(None)
            starts = self.where.get(quoted[0], [])
        longest = 0
        whole: list[int] = []
        for post, pos in starts:
            lines = self.lines[post]
            run = 0
            while run < len(quoted) and pos + run < len(lines) and lines[pos + run] == quoted[run]:
                run += 1
            longest = max(longest, run)
            if pos == 0 and run == len(lines):
                whole.append(run)
        return (min(whole) if whole else longest), longest


def _skip_browser_quote(raw: list[str], i: int, who: str, seen: _Seen) -> tuple[int, int]:
    """Where the browser-copied quote opened at ``raw[i]`` ends: ``(first line after it, first
    line after the doubtful zone)``.

    The quoted lines are looked for in the earlier posts (the cited author's first, see
    :meth:`_Seen.quoted_run`). When they are not in the paste (quoted from an earlier page, or
    edited), the first line is taken as quoted and the rest of its paragraph (up to a blank
    line) as doubtful: it may be quoted or the poster's own words.
    """
    j = i + 1
    while j < len(raw) and not raw[j].strip():
        j += 1
    if j < len(raw) and is_date_line(raw[j]):
        j += 1
    for k in range(j, len(raw)):
        if is_quote_end(raw[k]):  # XenForo marks the end of a long quote
            return k + 1, k + 1
        if cite(raw[k].strip() or "-") is not None:
            break
    positions: list[int] = []
    norms: list[str] = []
    for k in range(j, len(raw)):
        text = norm_line(raw[k])
        if text:
            positions.append(k)
            norms.append(text)
    sure, most = seen.quoted_run(norms, who)
    if sure:
        return positions[sure - 1] + 1, positions[most - 1] + 1
    if not positions:
        return len(raw), len(raw)
    end = positions[0] + 1
    k = end
    while k < len(raw) and raw[k].strip():
        k += 1
    return end, k


DOUBT_QUOTED = "may be inside a quote copied from the browser (its end is unclear)"


def visible_lines(post: Post, seen: _Seen | None = None) -> list[tuple[int, str, bool]]:
    """The lines of ``post`` that are the poster's own words: ``(line number in the paste, text,
    doubtful)``; a doubtful line may still be quoted (see :func:`_skip_browser_quote`).

    Quotes and code of every kind are left out (see :mod:`.markup`)."""
    seen = seen or _Seen()
    raw = hide_struck(hide_blocks(post.text)).split("\n")
    mark = _format(post.format)
    if mark is not None and mark.signature is not None:
        for n, line in enumerate(raw):
            if mark.signature.match(line.strip()):
                raw = raw[:n]  # the signature below the separator is never a vote
                break
    out: list[tuple[int, str, bool]] = []
    fence = False
    doubtful_until = 0
    i = 0
    while i < len(raw):
        line = raw[i]
        stripped = line.strip()
        if stripped.startswith("```"):
            fence = not fence if stripped.count("```") % 2 else fence
            i += 1
            continue
        if fence:
            i += 1
            continue
        if stripped.startswith(">>>"):
            break
        if stripped.startswith(">") or stripped.startswith("&gt;"):
            i += 1
            continue
        opened = cite(stripped) if stripped else None
        if opened is not None:
            who, is_code = opened
            if is_code:  # a code box: its text is not from an earlier post; it ends at a blank line
                i += 1
                while i < len(raw) and raw[i].strip():
                    i += 1
            else:
                i, doubtful_until = _skip_browser_quote(raw, i, who, seen)
            continue
        out.append((post.first_line + i, line, i < doubtful_until))
        i += 1
    return out


def _cut_name_span(text: str) -> str:
    """The start of ``text`` that holds the name (see :func:`_cut_name`), as written."""
    m = _NAME_END.search(text)
    if m:
        text = text[: m.start()]
    m = _EXPLANATION.search(text)
    if m and text[: m.start()].strip():
        text = text[: m.start()]
    return text


def _cut_name(text: str) -> str:
    """The name at the start of ``text``: up to the end of the sentence or an explanation."""
    words = _cut_name_span(text).split()[:_MAX_NAME_WORDS]
    return " ".join(words).strip(" '’\"-–—~*_")


def classify(name: str, specials: Iterable[SpecialOption] | Specials | None = None) -> tuple[VoteKind, str]:
    """A written vote target as a kind: one of the ballot's special options (its key), or a
    vote for ``name``."""
    table = _specials(specials).heads
    key = fold(name).strip(" !.…")
    words = key.split()
    for size in range(min(_MAX_SPECIAL_WORDS, len(words)), 0, -1):
        found = table.get(" ".join(words[:size]))
        if found is not None:
            return found, name
    return "vote", name


def _alone(text: str, specials: Specials) -> str | None:
    """The special option a line names alone ("Abstention !"), or None."""
    if len(text) > _ALONE_MAX or not specials.alone:
        return None
    return specials.alone.get(fold(text).strip(" !.…"))


def _events_in_line(text: str, specials: Specials = _DEFAULT) -> tuple[list[tuple[VoteKind, str, str]], bool]:
    """The vote statements in one clean line, in order, as ``(kind, target, doubt)``, and
    whether the line ends with a "vote" keyword still waiting for its name (on the next line)."""
    whole = _alone(text, specials)
    if whole is not None:
        return [(whole, text.strip(" !.…"), "")], False
    events: list[tuple[VoteKind, str, str]] = []
    matches = list(_KEYWORDS.finditer(text))
    waiting = False
    last_end = -1
    for n, m in enumerate(matches):
        kind = m.lastgroup
        before = text[: m.start()].rstrip()
        sentence_start = not before or before[-1] in ".!?;:…)" or last_end >= 0
        if kind == "vote" and not sentence_start:
            continue
        if kind == "unvote" and not sentence_start and _NOT_MY_UNVOTE.search(before):
            continue  # "je ne dévote pas", "tu as unvote", "écrivez unvote"
        end = matches[n + 1].start() if n + 1 < len(matches) else len(text)
        after = text[m.end() : end]
        if kind == "retract" or kind == "unvote":
            events.append(("unvote", "", ""))
            last_end = m.end()
            continue
        if kind == "abstain":
            events.append((ABSTAIN, m.group(0), ""))
            last_end = m.end()
            continue
        connector = _CONNECTOR.match(after)
        rest = after[connector.end() :] if connector else after
        name = _cut_name(rest)
        words = fold(name).split()
        if words and words[0] in _NEGATION:
            continue
        if kind == "vote" and words and words[0].strip("'’") in _NOUN_FOLLOWERS:
            continue
        if name and not name[0].isalpha():
            continue  # "Vote à 21h", "vote 2"
        if not name:
            if not after.strip(" :=>→-"):
                waiting = n + 1 == len(matches)
            continue
        kind, target = classify(name, specials)
        other = _ALTERNATIVE.match(rest[len(_cut_name_span(rest)) :])
        doubt = f"names more than one player ('{name} {other.group(0).strip()}')" if other else ""
        events.append((kind, target, doubt))
        last_end = m.end()
    return events, waiting


def _name_on_next_line(text: str) -> str:
    """A short line that can be the name announced by a "Vote :" on the line before."""
    if not text or _KEYWORDS.search(text) or len(text) > 40:
        return ""
    name = _cut_name(text)
    return name if name and len(name.split()) <= 4 else ""


def votes_in_post(
    post: Post, seen: _Seen | None = None, specials: Iterable[SpecialOption] | Specials | None = None
) -> list[Vote]:
    """Every vote statement of ``post``, in order (quotes and code left out); ``specials``: the
    ballot's special options (the abstention alone when None)."""
    table = _specials(specials)
    votes: list[Vote] = []
    waiting: tuple[int, str] | None = None
    lines = visible_lines(post, seen)
    for number, raw, doubtful in lines:
        if waiting is None and not _HINT.search(raw) and (len(raw) > _ALONE_MAX or not table.alone):
            continue  # no vote word at all: skip the cleaning (most lines of a thread)
        text = clean_line(_INLINE_CODE.sub(" ", raw) if "`" in raw else raw)
        if not text:
            continue
        doubt = DOUBT_QUOTED if doubtful else ""
        if waiting is not None:
            name = _name_on_next_line(text)
            if name:
                kind, target = classify(name, table)
                said = f"{waiting[1]} {raw.strip()}"
                votes.append(
                    Vote(kind=kind, target=target, text=said, post=post.index, line=waiting[0], doubt=doubt)
                )
                waiting = None
                continue
            waiting = None
        events, pending = _events_in_line(text, table)
        for kind, target, also in events:
            votes.append(
                Vote(
                    kind=kind,
                    target=target,
                    text=raw.strip(),
                    post=post.index,
                    line=number,
                    doubt=doubt or also,
                )
            )
        if pending:
            waiting = (number, raw.strip())
    if not votes and _bare_names(post):
        own = [(number, raw, clean_line(raw)) for number, raw, _ in lines if clean_line(raw)]
        if len(own) == 1 and any(c.isalpha() for c in own[0][2]):
            number, raw, text = own[0]
            name = _cut_name(text)
            if name:
                kind, target = classify(name, table)
                votes.append(Vote(kind=kind, target=target, text=raw.strip(), post=post.index, line=number))
    return votes


def _format(name: str) -> HeaderFormat | None:
    try:
        return get_format(name)
    except ValueError:
        return None


def _bare_names(post: Post) -> bool:
    fmt = _format(post.format)
    return fmt is not None and fmt.bare_names


DOUBT_SIGNATURE = "may be the poster's signature (the same lines end each of their posts)"


def signature_starts(posts: Iterable[Post]) -> dict[int, int]:
    """``{post index: first line of its signature}`` (a line number of the paste) for page
    copies whose signatures come without a separator (:attr:`HeaderFormat.signatures`).

    A forum prints a poster's signature under each of his posts, so the lines that end every
    post of one poster (two posts at least), and are not the whole of any of them, are taken as
    his signature."""
    groups: dict[str, list[Post]] = {}
    for post in posts:
        fmt = _format(post.format)
        if fmt is not None and fmt.signatures:
            groups.setdefault(fold(post.author), []).append(post)
    starts: dict[int, int] = {}
    for group in groups.values():
        if len(group) < 2:
            continue
        bodies: list[list[tuple[int, str]]] = []
        for post in group:
            lines = [(n, norm_line(x)) for n, x in enumerate(post.text.split("\n"))]
            bodies.append([(n, x) for n, x in lines if x])
        size = 0
        shortest = min(len(b) for b in bodies)
        while size < shortest - 1 and len({b[-1 - size][1] for b in bodies}) == 1:
            size += 1
        if size:
            for post, body in zip(group, bodies):
                starts[post.index] = post.first_line + body[-size][0]
    return starts


def _drop_signatures(found: dict[str, list[Vote]], starts: dict[int, int]) -> None:
    """A vote read in a signature (see :func:`signature_starts`) is dropped when its poster
    voted elsewhere; when it is all he wrote, it is kept as a question (it may be a vote he
    repeated at the end of each post)."""
    for key, votes in found.items():
        signed = [v.post in starts and v.line >= starts[v.post] for v in votes]
        if not any(signed):
            continue
        if all(signed):
            found[key] = [v.model_copy(update={"doubt": v.doubt or DOUBT_SIGNATURE}) for v in votes]
        else:
            found[key] = [v for v, s in zip(votes, signed) if not s]


def extract_votes(posts: Iterable[Post], specials: Iterable[SpecialOption] | None = None) -> list[PosterVote]:
    """Per poster (in order of their first vote), every vote they made, in thread order.

    ``PosterVote.last`` is the one that counts. Posters are told apart by their folded name
    ("Zoé" and "zoe" are one poster, shown as first written). Posters who never voted are
    left out. ``specials`` are the ballot's special options (:attr:`Ballot.specials`); without
    them only the abstention is read.
    """
    posts = list(posts)
    table = _specials(specials)
    seen = _Seen()
    order: list[str] = []
    spelled: dict[str, str] = {}
    found: dict[str, list[Vote]] = {}
    for post in posts:
        votes = votes_in_post(post, seen, table)
        seen.add(post)
        if not votes:
            continue
        key = fold(post.author)
        if key not in found:
            order.append(key)
            spelled[key] = post.author
            found[key] = []
        found[key].extend(votes)
    _drop_signatures(found, signature_starts(posts))
    return [PosterVote(poster=spelled[key], votes=found[key]) for key in order]
