"""Matching posters and vote targets to the roster: :func:`match_votes`.

Names are compared folded (case and accents ignored, see :func:`gmconsole.engine.names.fold`),
through the roster's aliases, then with rapidfuzz's ``WRatio`` (0-100). The rule is that the
import never guesses: a name is taken without asking only when it is exact, or when one player
scores high and clearly above every other; anything else goes to the GM as a question with the
candidates, or as a problem.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rapidfuzz import fuzz, process

from gmconsole.engine.errors import short
from gmconsole.engine.names import NameIndex, fold, squash
from gmconsole.engine.votes_import.extract import DOUBT_QUOTED, DOUBT_SIGNATURE
from gmconsole.engine.votes_import.models import PosterVote, Status, Vote, VoteLine

if TYPE_CHECKING:
    from gmconsole.engine.worded import Worded

CLEAR_SCORE = 85.0
"""A fuzzy match scoring at least this may be taken without asking (with :data:`CLEAR_MARGIN`).

``WRatio`` gives 91 to "Maxim"/Maxime and 90 to "Maxim"/Maximilien, 86 to "Maxx"/Max, 83 to
"Heleen"/Hélène and 80 to "Aliec"/Alice: one typo in a short name lands in the 80s, so below
this a single candidate is still offered as a question rather than taken."""

CLEAR_MARGIN = 10.0
"""...and only when the runner-up scores at least this much lower. "Maxim" (Maxime 91,
Maximilien 90) and "Maxi" (Maxime 90, Maximilien 90, Max 86) are questions; "Zoey" (Zoé 86,
next far below) is clear."""

CLEAR_RATIO = 75.0
"""...and only when the whole names are alike too (``fuzz.ratio`` at least this). ``WRatio``
scores a name contained in a longer one at 90 ("Jean Bon" in Jean-Baptiste, "Jean" too); such
a partial likeness is offered as a question, never taken."""

WEAK_SCORE = 60.0
"""Below this nothing is offered: the name matches no player (``WRatio`` gives about 60 to
unrelated names that share a couple of letters)."""

POSTER_WEAK_SCORE = 75.0
"""Posters are not typed but copied: a forum name that is not a roster name or alias (after
folding, spaces and punctuation ignored) and scores below this is someone not in the game (a
spectator, the GM), not a question."""

CANDIDATE_SPREAD = 12.0
"""A question lists the players within this many points of the best one (at most
:data:`MAX_CANDIDATES`, none below :data:`WEAK_SCORE`)."""

MAX_CANDIDATES = 4

MIN_FUZZY_LENGTH = 3
"""A typed name shorter than this (letters and digits) is never taken by fuzzy matching alone:
"Zo" is a question even if Zoé is the only close player. Exact names and aliases ("JB") are
always clear."""

_SEVERITY = {"clear": 0, "question": 1, "problem": 2}
_FIRST_TOKEN = re.compile(r"[^\W\d_]+")


def _digits(text: str) -> str:
    return "".join(c for c in text if c.isdigit())


def _stem(typed: str) -> str:
    """The first run of letters of a folded name ("gael.bzh" gives "gael", "Jérem" "jerem")."""
    m = _FIRST_TOKEN.search(fold(typed))
    return m.group(0) if m else ""


@dataclass(slots=True)
class NameMatch:
    """How a written name matched the roster.

    ``status`` is ``clear`` (``name`` set), ``question`` (``candidates`` to choose from) or
    ``none`` (nothing close: ``candidates`` may still hold the closest, for information)."""

    typed: str
    name: str | None
    status: str
    score: float
    exact: bool = False
    candidates: list[tuple[str, int]] = field(default_factory=list)


def as_index(
    roster: NameIndex | Mapping[str, Iterable[str]] | Iterable[str],
    aliases: Mapping[str, Iterable[str]] | None = None,
) -> NameIndex:
    """A :class:`NameIndex` from an index, a ``{name: aliases}`` mapping or a list of names,
    with ``aliases`` (``{name: [aliases]}``) added."""
    if isinstance(roster, NameIndex):
        if not aliases:
            return roster
        merged: dict[str, list[str]] = {name: [] for name in roster.names}
        for key, name in roster.entries.items():
            merged[name].append(key)
        names = roster.names
    elif isinstance(roster, Mapping):
        merged = {name: list(alts) for name, alts in roster.items()}
        names = list(roster)
    else:
        names = list(roster)
        merged = {name: [] for name in names}
    for name, alts in (aliases or {}).items():
        merged.setdefault(name, []).extend(alts)
    return NameIndex(names, merged)


class _Scorer:
    """Scores a written name against every roster key and applies the thresholds."""

    def __init__(self, index: NameIndex) -> None:
        self.index = index
        self.owner = index.entries  # folded key -> roster name
        self.groups: dict[int, list[str]] = {}  # keys by number of words
        for key in self.owner:
            self.groups.setdefault(len(key.split()), []).append(key)
        self.most_words = max([4, *self.groups]) + 1
        """A target is read from at most this many leading words (the longest key's, one more)."""

    def scores(self, typed: str, *, whole: bool) -> list[tuple[str, float, str]]:
        """``(player, score, best key)``, best first. Each key is compared with as many leading
        words of ``typed`` as it has itself (unless ``whole``), so that the words after a name
        ("Bob il ment") do not blur its score."""
        words = fold(typed).split()
        if not words:
            return []
        best: dict[str, tuple[float, str]] = {}
        cutoff = WEAK_SCORE - CANDIDATE_SPREAD
        for size, keys in self.groups.items():
            text = " ".join(words if whole else words[:size])
            found = process.extract(text, keys, scorer=fuzz.WRatio, limit=None, score_cutoff=cutoff)
            for key, score, _ in found:
                name = self.owner[key]
                if score > best.get(name, (-1.0, ""))[0]:
                    best[name] = (float(score), key)
        return sorted(((n, sc, k) for n, (sc, k) in best.items()), key=lambda t: (-t[1], t[0]))

    def plausible(self, typed: str) -> set[str]:
        """The players one of whose names starts with the first word of ``typed`` (at least
        :data:`MIN_FUZZY_LENGTH` letters): "Jérem" may be Jérémie, "gael.bzh" Gaël or Gaëlle,
        however low the fuzzy score. Such a player is always offered, and keeps a fuzzy match
        of another from being taken without asking."""
        stem = _stem(typed)
        if len(stem) < MIN_FUZZY_LENGTH:
            return set()
        return {name for key, name in self.owner.items() if squash(key).startswith(stem)}

    def _score(self, typed: str, name: str, whole: bool) -> float:
        """The best score of ``typed`` against any key of player ``name``."""
        words = fold(typed).split()
        best = 0.0
        for key, owner in self.owner.items():
            if owner == name:
                text = " ".join(words if whole else words[: len(key.split())])
                best = max(best, float(fuzz.WRatio(text, key)))
        return best

    def match(self, typed: str, *, whole: bool = False, weak: float = WEAK_SCORE) -> NameMatch:
        """How ``typed`` matches the roster: see :func:`match_name`."""
        # A name longer than any roster name matches none: said at once, not after fuzzy matching
        # megabytes. A target is read from its first words only, whatever follows them.
        limit = self.index.max_length
        if not whole:
            n = self.most_words
            words = typed.split(None, n)[:n]
            if len(" ".join(words[:-1] if len(words) == n else words)) > limit:
                return NameMatch(typed, None, "none", 0.0)
            typed = " ".join(words)
        elif len(typed) > limit:
            return NameMatch(typed, None, "none", 0.0)
        if whole:
            found = self.index.get_loose(typed)
            exact = (found, len(typed.split())) if found else None
        else:
            exact = self.index.longest_prefix(typed)
        scored = self.scores(typed, whole=whole)
        if exact is not None:
            name, used = exact
            # A longer name that the following words nearly spell competes ("Jean Bonn": Jean
            # exactly, and Jean Bon).
            more_words = len(typed.split()) > used
            rivals = [
                (other, round(score))
                for other, score, key in scored
                if more_words and other != name and len(key.split()) > used and score >= CLEAR_SCORE
            ]
            if not rivals:
                return NameMatch(typed, name, "clear", 100.0, exact=True, candidates=[(name, 100)])
            return NameMatch(
                typed, None, "question", 100.0, candidates=[(name, 100), *rivals][:MAX_CANDIDATES]
            )
        if not scored:
            return NameMatch(typed, None, "none", 0.0)
        likely = self.plausible(typed)
        top, top_score, top_key = scored[0]
        second = scored[1][1] if len(scored) > 1 else 0.0
        if top_score < weak:
            closest = [(n, round(sc)) for n, sc, _ in scored[:3]]
            return NameMatch(typed, None, "none", top_score, candidates=closest)
        near = [
            (n, round(sc))
            for n, sc, _ in scored
            if sc >= max(WEAK_SCORE, top_score - CANDIDATE_SPREAD)
            or (n in likely and sc >= WEAK_SCORE - CANDIDATE_SPREAD)
        ]
        near += [(n, round(self._score(typed, n, whole))) for n in sorted(likely - {n for n, _ in near})]
        words = fold(typed).split()
        compared = " ".join(words if whole else words[: len(top_key.split())])
        alike = max(  # the whole of one of the player's names or aliases is like the typed name
            fuzz.ratio(" ".join(words if whole else words[: len(key.split())]), key)
            for key, name in self.owner.items()
            if name == top
        )
        if (
            top_score >= CLEAR_SCORE
            and top_score - second >= CLEAR_MARGIN
            and alike >= CLEAR_RATIO
            and len(squash(compared)) >= MIN_FUZZY_LENGTH
            and not (likely - {top})
            and _digits(compared) == _digits(top_key)  # "g21" is not g2, "Loup42" not Loup4
        ):
            return NameMatch(typed, top, "clear", top_score, candidates=near[:MAX_CANDIDATES])
        return NameMatch(typed, None, "question", top_score, candidates=near[:MAX_CANDIDATES])


def match_name(
    typed: str,
    roster: NameIndex | Mapping[str, Iterable[str]] | Iterable[str],
    *,
    poster: bool = False,
) -> NameMatch:
    """How one written name matches the roster, by the rules of :func:`match_votes` (for a
    client that lets the GM retype a name in the review table).

    A vote target is read from its first words ("Bob il ment" is Bob); a ``poster`` name is
    taken whole and a weak likeness makes it an outsider (:data:`POSTER_WEAK_SCORE`)."""
    scorer = _Scorer(as_index(roster))
    if poster:
        return scorer.match(typed, whole=True, weak=POSTER_WEAK_SCORE)
    return scorer.match(typed)


def _said(key: str, /, **values: object) -> Worded:
    """A problem of a vote line, worded by ``key`` of the generic ``votes.ftl`` (said in the
    game's language by :func:`_in_language`)."""
    from gmconsole.engine.worded import worded

    return worded("", key, **values)


def _in_language(thing: object, language: str) -> str:
    from gmconsole.engine.worded import describe as worded_in

    return worded_in(thing, language)


def _joined(problems: Sequence[str], language: str) -> str:
    """The problems of a line, each in ``language``, one after the other."""
    if not problems:
        return ""
    from gmconsole.engine.wording import text

    return text(language, "votes-separator").join(_in_language(p, language) for p in problems)


def _listing(candidates: list[tuple[str, int]], both: bool = True) -> Worded:
    """``Bob (91)``, ``both Bob (91) and Bea (88)`` (without ``both``: ``Bob (91) and Bea
    (88)``), ``A (90), B (88) and C (85)``."""
    parts = [f"{name} ({score})" for name, score in candidates]
    if len(parts) == 1:
        return _said("votes-listing-one", name=parts[0])
    if len(parts) == 2:
        key = "votes-listing-two" if both else "votes-listing-pair"
        return _said(key, first=parts[0], second=parts[1])
    return _said("votes-listing-many", names=", ".join(parts[:-1]), last=parts[-1])


def _question_text(typed: str, candidates: list[tuple[str, int]], poster: bool = False) -> Worded:
    key = "votes-may-be" if len(candidates) == 1 else "votes-close-to"
    return _said(key + ("-poster" if poster else ""), typed=short(typed), listing=_listing(candidates))


def _doubt(vote: Vote) -> Worded:
    """The extraction's doubt about a vote (``Vote.doubt``, English) as a worded problem."""
    if vote.doubt == DOUBT_QUOTED:
        doubt = _said("votes-doubt-quoted")
    elif vote.doubt == DOUBT_SIGNATURE:
        doubt = _said("votes-doubt-signature")
    else:
        found = re.fullmatch(r"names more than one player \('(?P<said>.*)'\)", vote.doubt, re.S)
        doubt = (
            _said("votes-doubt-alternative", said=found["said"])
            if found
            else _said("votes-doubt-other", doubt=vote.doubt)
        )
    return _said("votes-doubt", line=str(vote.line), doubt=doubt)


def _worse(a: Status, b: Status) -> Status:
    return a if _SEVERITY[a] >= _SEVERITY[b] else b


def _resolve_all(index: NameIndex, names: Iterable[str] | None) -> set[str] | None:
    return None if names is None else {index.resolve(n) for n in names}


def match_votes(
    poster_votes: Iterable[PosterVote],
    roster: NameIndex | Mapping[str, Iterable[str]] | Iterable[str],
    candidates: Iterable[str] | None = None,
    *,
    voters: Iterable[str] | None = None,
    aliases: Mapping[str, Iterable[str]] | None = None,
    ignore: Iterable[str] = (),
    language: str = "en",
) -> list[VoteLine]:
    """One :class:`VoteLine` per poster: the vote that counts, matched to the roster.

    ``roster`` is a :class:`NameIndex` (``GameState.names``), a ``{name: [aliases]}`` mapping
    or a list of names (with ``aliases`` beside it). ``candidates`` (roster names) are those who
    may be voted for; ``voters`` (roster names) those who may vote: a vote outside either is a
    problem. Posters in ``ignore`` (the GM's own accounts) are left out.

    Status: ``clear`` when poster and target are exact names or aliases or unique strong fuzzy
    matches (see :data:`CLEAR_SCORE`, :data:`CLEAR_MARGIN`); ``question`` when a name is close to
    several players or only weakly to one; ``problem`` when the poster is not in the game, the
    target matches no player or is not a candidate, the poster may not vote, or a later vote
    of the same player (posted under another name) supersedes this one. ``problem`` says why
    in ``language`` ("en" or "fr").
    """
    index = as_index(roster, aliases)
    scorer = _Scorer(index)
    eligible = _resolve_all(index, candidates)
    allowed = _resolve_all(index, voters)
    skip = {fold(name) for name in ignore}
    lines: list[VoteLine] = []
    for pv in poster_votes:
        if fold(pv.poster) in skip:
            continue
        lines.append(_line(pv, scorer, eligible, allowed, language))
    return _flag_duplicates(lines, language)


def _line(
    pv: PosterVote, scorer: _Scorer, eligible: set[str] | None, allowed: set[str] | None, language: str
) -> VoteLine:
    vote: Vote = pv.last
    problems: list[Worded] = []
    status: Status = "clear"

    who = scorer.match(pv.poster, whole=True, weak=POSTER_WEAK_SCORE)
    poster_conf = who.score
    poster_candidates: list[tuple[str, int]] = []
    if who.status == "none":
        status = "problem"
        problems.append(_said("votes-not-in-game", poster=short(pv.poster)))
    elif who.status == "question":
        status = "question"
        poster_candidates = who.candidates
        problems.append(_question_text(pv.poster, who.candidates, poster=True))
    elif allowed is not None and who.name not in allowed:
        status = "problem"
        problems.append(_said("votes-may-not-vote", name=who.name))

    if vote.doubt:
        status = _worse(status, "question")
        problems.append(_doubt(vote))

    target_match: str | None = None
    target_candidates: list[tuple[str, int]] = []
    target_conf = 100.0
    special = None if vote.kind == "vote" else vote.kind
    if vote.kind == "vote":
        what = scorer.match(vote.target)
        target_conf = what.score
        if what.status == "clear":
            target_match = what.name
            if vote.doubt and what.name is not None:
                target_candidates = [(what.name, round(what.score))]
            if eligible is not None and target_match not in eligible:
                status = "problem"
                problems.append(_said("votes-not-candidate", name=target_match))
        elif what.status == "question":
            options = what.candidates
            others: list[tuple[str, int]] = []
            if eligible is not None:
                others = [(n, s) for n, s in options if n not in eligible]
                options = [(n, s) for n, s in options if n in eligible]
            if options:
                # The candidates first; the other close players after them, marked, so that the
                # GM sees why the line is asked ("Jérem": Jérôme, and Jérémie not accused).
                status = _worse(status, "question")
                target_candidates = (options + others)[:MAX_CANDIDATES]
                shown = [(n, s) for n, s in target_candidates if (n, s) in options]
                text = _question_text(vote.target, shown)
                hidden = [(n, s) for n, s in target_candidates if (n, s) in others]
                if hidden:
                    key = "votes-also-close-one" if len(hidden) == 1 else "votes-also-close"
                    text = _said(key, question=text, listing=_listing(hidden, both=False))
                problems.append(text)
            else:
                status = "problem"
                target_candidates = what.candidates
                listing = _listing(what.candidates)
                problems.append(
                    _said("votes-close-none-candidate", typed=short(vote.target), listing=listing)
                )
        else:
            status = "problem"
            target_candidates = what.candidates
            if what.candidates:
                closest = _listing(what.candidates[:2])
                problems.append(_said("votes-no-player-closest", typed=short(vote.target), listing=closest))
            else:
                problems.append(_said("votes-no-player", typed=short(vote.target)))

    return VoteLine(
        poster=pv.poster,
        poster_match=who.name if who.status == "clear" else None,
        vote_raw=vote.target or vote.kind,
        target_match=target_match,
        special=special,
        confidence=int(round(min(poster_conf, target_conf))),
        status=status,
        candidates=target_candidates,
        poster_candidates=poster_candidates,
        problem=_joined(problems, language),
        vote=vote,
        history=list(pv.votes),
    )


def _flag_duplicates(lines: list[VoteLine], language: str) -> list[VoteLine]:
    """When one player posted under two names, only the later vote stands."""
    latest: dict[str, VoteLine] = {}
    for line in lines:
        if line.poster_match is None:
            continue
        seen = latest.get(line.poster_match)
        if seen is None or (line.vote.post, line.vote.line) > (seen.vote.post, seen.vote.line):
            latest[line.poster_match] = line
    out: list[VoteLine] = []
    for line in lines:
        keep = latest.get(line.poster_match) if line.poster_match else None
        if keep is not None and keep is not line:
            note = _in_language(
                _said("votes-superseded", name=line.poster_match, poster=keep.poster), language
            )
            problem = _joined([line.problem, note], language) if line.problem else note
            line = line.model_copy(update={"status": "problem", "problem": problem})
        out.append(line)
    return out
