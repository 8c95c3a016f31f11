"""Vote import: paste a forum thread, get the votes, with every doubt shown to the GM.

Three steps, each usable on its own (no Textual here: the TUI and the CLI are clients)::

    from gmconsole.engine.votes_import import parse_thread, extract_votes, match_votes

    posts = parse_thread(text)                      # list[Post]: author, body, line numbers
    poster_votes = extract_votes(posts)             # list[PosterVote]: votes in order, .last counts
    lines = match_votes(poster_votes, state.names,  # list[VoteLine]: clear / question / problem
                        candidates=["Bob", "Carol"], voters=[p.name for p in state.living()])

or at once: ``import_thread(text, state.names, candidates=...)`` gives a :class:`ThreadImport`.

``parse_thread`` recognises the post headers of phpBB and Forumactif copied from a browser,
Discord copies, Discourse raw exports, BBCode source with author lines, and a plain
"Name: vote X" list (:mod:`.formats`, pluggable); ``extract_votes`` reads the vote forms listed
in :mod:`.extract` and ignores quotes and code; ``match_votes`` never guesses (:mod:`.matching`).
docs/vote-import.md is the user-facing description.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from gmconsole.engine.names import NameIndex
from gmconsole.engine.rules.base import SpecialOption
from gmconsole.engine.votes_import.extract import extract_votes, votes_in_post
from gmconsole.engine.votes_import.formats import (
    Header,
    HeaderFormat,
    ParseContext,
    detect_format,
    formats,
    get_format,
    register_format,
)
from gmconsole.engine.votes_import.matching import (
    CANDIDATE_SPREAD,
    CLEAR_MARGIN,
    CLEAR_RATIO,
    CLEAR_SCORE,
    MAX_CANDIDATES,
    MIN_FUZZY_LENGTH,
    POSTER_WEAK_SCORE,
    WEAK_SCORE,
    NameMatch,
    as_index,
    match_name,
    match_votes,
)
from gmconsole.engine.votes_import.models import Post, PosterVote, ThreadImport, Vote, VoteKind, VoteLine
from gmconsole.engine.votes_import.parser import parse_thread, split_lines


def import_thread(
    text: str,
    roster: NameIndex | Mapping[str, Iterable[str]] | Iterable[str],
    candidates: Iterable[str] | None = None,
    *,
    voters: Iterable[str] | None = None,
    aliases: Mapping[str, Iterable[str]] | None = None,
    ignore: Iterable[str] = (),
    format: str | None = None,  # noqa: A002
    specials: Iterable[SpecialOption] | None = None,
    language: str = "en",
) -> ThreadImport:
    """Parse, extract and match in one call (the arguments are those of the three steps;
    ``specials``: the ballot's special options, the abstention alone when None; ``language``:
    the lines' problems are said in it)."""
    index = as_index(roster, aliases)
    posts = parse_thread(text, format=format, names=index)
    lines = match_votes(
        extract_votes(posts, specials), index, candidates, voters=voters, ignore=ignore, language=language
    )
    return ThreadImport(format=posts[0].format if posts else None, posts=len(posts), lines=lines)


__all__ = [
    "CANDIDATE_SPREAD",
    "CLEAR_MARGIN",
    "CLEAR_RATIO",
    "CLEAR_SCORE",
    "MAX_CANDIDATES",
    "MIN_FUZZY_LENGTH",
    "POSTER_WEAK_SCORE",
    "WEAK_SCORE",
    "Header",
    "HeaderFormat",
    "NameMatch",
    "ParseContext",
    "Post",
    "PosterVote",
    "ThreadImport",
    "Vote",
    "VoteKind",
    "VoteLine",
    "as_index",
    "detect_format",
    "extract_votes",
    "formats",
    "get_format",
    "import_thread",
    "match_name",
    "match_votes",
    "parse_thread",
    "register_format",
    "split_lines",
    "votes_in_post",
]
