"""The GM's decisions on the lines of a pasted thread, before the votes are entered.

:class:`Review` holds one :class:`ReviewRow` per :class:`~gmconsole.engine.votes_import.VoteLine`
(as the import read it) with what the GM made of it: the voter and the vote he chose or typed,
and whether he dropped the line. Whether a line can be entered is never decided here: a line as
read goes through :func:`~gmconsole.engine.votes_import.ballot.line_vote`; a corrected line is
rebuilt as a :class:`VoteLine` whose status says whether its voter is among the ballot's
``voters`` and its vote among its ``candidates`` or ``specials`` (the options its form declares), then goes through
``line_vote`` too. No Textual here: the review screen shows a :class:`Review` and sends it keys.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Ballot, SpecialOption, abstention
from gmconsole.engine.votes_import import match_name
from gmconsole.engine.votes_import.ballot import line_vote
from gmconsole.engine.votes_import.extract import classify
from gmconsole.engine.votes_import.models import ThreadImport, VoteLine
from gmconsole.tui.widgets.names import some_names

UNVOTE = "unvote"
_UNVOTE_WORDS = {"unvote", "devote", "retrait", "retire", "withdraw", "aucun vote", "no vote"}

# what a row is, for the GM (and the style of its cells)
ENTER, CORRECTED, QUESTION, PROBLEM, DROPPED, SUPERSEDED = (
    "clear",
    "corrected",
    "question",
    "problem",
    "dropped",
    "superseded",
)


@dataclass
class ReviewRow:
    index: int
    line: VoteLine
    voter: str | None
    """The roster player who voted, as read or as the GM chose (None: not decided)."""
    vote: str | None
    """A candidate's name, ``unvote`` or the key of one of the ballot's special options; None:
    not decided."""
    edited: bool = False
    dropped: bool = False

    @property
    def key(self) -> tuple[int, int]:
        """Where the vote that counts stands in the paste: the later one wins for one voter."""
        return self.line.vote.post, self.line.vote.line


@dataclass
class Verdict:
    """What a row gives now: ``state`` (one of the constants above), the vote it enters (or
    None) and why not (``reason``)."""

    state: str
    vote: str | None
    reason: str = ""
    line: VoteLine | None = None


@dataclass
class Review:
    result: ThreadImport
    ballot: Ballot
    words: Any = None
    """``words(key, **values)``: the console's labels for the reasons this module gives
    (the English ones when None)."""
    rows: list[ReviewRow] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.rows:
            self.rows = [
                ReviewRow(i, line, line.poster_match, line.target_match or line.special)
                for i, line in enumerate(self.result.lines)
            ]

    # -- words ------------------------------------------------------------------------------
    def _say(self, key: str, **values: Any) -> str:
        if self.words is None:
            from gmconsole.tui.labels import labels

            self.words = labels("en")
        return str(self.words(key, **values))

    # -- what each row gives ----------------------------------------------------------------
    def effective(self, row: ReviewRow) -> VoteLine:
        """The line as the GM made it: the line read, or rebuilt from his choices."""
        if not row.edited:
            return row.line
        special = row.vote if row.vote == UNVOTE or row.vote in self.ballot.special_keys else None
        target = None if special or row.vote is None else row.vote
        status, problems = "clear", []
        if row.voter is None:
            status = "question"
            problems.append(self._say("voter_undecided"))
        elif row.voter not in self.ballot.voters:
            status = "problem"
            problems.append(self._say("may_not_vote", name=row.voter, voters=some_names(self.ballot.voters)))
        if row.vote is None:
            status = "problem" if status == "problem" else "question"
            problems.append(self._say("vote_undecided"))
        elif target is not None and target not in self.ballot.candidates:
            status = "problem"
            problems.append(self._say("not_candidate", name=target))
        return row.line.model_copy(
            update={
                "poster_match": row.voter,
                "target_match": target,
                "special": special,
                "status": status,
                "problem": "; ".join(problems),
                "confidence": 100 if status == "clear" else row.line.confidence,
            }
        )

    def verdicts(self) -> list[Verdict]:
        """One verdict per row; a voter with two enterable rows keeps the later vote."""
        out: list[Verdict] = []
        for row in self.rows:
            line = self.effective(row)
            if row.dropped:
                out.append(Verdict(DROPPED, None, line.problem, line))
                continue
            vote, reason = line_vote(line, self.ballot)
            if vote is not None:
                out.append(Verdict(CORRECTED if row.edited else ENTER, vote, "", line))
            else:
                out.append(Verdict(QUESTION if line.status == "question" else PROBLEM, None, reason, line))
        latest: dict[str, ReviewRow] = {}
        for row, verdict in zip(self.rows, out):
            if verdict.vote is None or row.voter is None:
                continue
            seen = latest.get(row.voter)
            if seen is None or row.key > seen.key:
                latest[row.voter] = row
        for row, verdict in zip(self.rows, out):
            keep = latest.get(row.voter or "") if verdict.vote is not None else None
            if keep is not None and keep is not row:
                verdict.state, verdict.vote = SUPERSEDED, None
                verdict.reason = self._say("superseded_by", row=keep.index + 1, name=row.voter)
        return out

    def votes(self) -> dict[str, str]:
        """The votes to enter, voter → vote, in the order of the rows."""
        return {
            row.voter: v.vote
            for row, v in zip(self.rows, self.verdicts())
            if v.vote is not None and row.voter
        }

    def undecided(self) -> list[int]:
        """The rows still waiting for the GM: questions and problems he has not dropped."""
        return [i for i, v in enumerate(self.verdicts()) if v.state in (QUESTION, PROBLEM, SUPERSEDED)]

    # -- the GM's decisions -----------------------------------------------------------------
    def choosing(self, row: ReviewRow) -> tuple[str, list[tuple[str, int]]]:
        """What the number keys choose on ``row``: ``("voter", candidates)``, ``("vote",
        candidates)`` or ``("", [])``. The voter first when he is not decided."""
        line = row.line
        if row.voter is None and line.poster_candidates:
            return "voter", line.poster_candidates
        if line.candidates and (row.vote is None or line.status != "clear" or row.edited):
            return "vote", line.candidates
        return "", []

    def choose(self, row: ReviewRow, number: int) -> str:
        """Take the ``number``-th (1-based) candidate; returns what was set ("" for nothing)."""
        what, options = self.choosing(row)
        if not what or not 1 <= number <= len(options):
            return ""
        name = options[number - 1][0]
        if what == "voter":
            row.voter = name
        else:
            row.vote = name
        row.edited = True
        row.dropped = False
        return what

    def confirm(self, row: ReviewRow) -> bool:
        """Accept the line as it stands (a doubtful quote, a weak match already filled in)."""
        if row.voter is None or row.vote is None:
            return False
        row.edited = True
        row.dropped = False
        return True

    def set(self, row: ReviewRow, voter: str | None, vote: str | None) -> None:
        row.voter, row.vote = voter, vote
        row.edited = True
        row.dropped = False

    def toggle_drop(self, row: ReviewRow) -> None:
        row.dropped = not row.dropped

    def reset(self, row: ReviewRow) -> None:
        row.voter = row.line.poster_match
        row.vote = row.line.target_match or row.line.special
        row.edited = row.dropped = False


def resolve_voter(typed: str, names: Any) -> tuple[str | None, str, list[tuple[str, int]]]:
    """A typed voter's name: ``(name, "", [])`` when clear, else ``(None, "question" | "none",
    candidates)`` (accents and case ignored, aliases known: :func:`match_name`)."""
    typed = typed.strip()
    if not typed:
        return None, "none", []
    found = match_name(typed, names, poster=True)
    if found.status == "clear":
        return found.name, "", []
    return None, found.status, found.candidates


def resolve_vote(
    typed: str, names: Any, specials: Iterable[SpecialOption] | None = None
) -> tuple[str | None, str, list[tuple[str, int]]]:
    """A typed vote: ``unvote``, one of the ballot's special options (``specials``: its key, its
    label or any of the words the import reads for it; the abstention alone when None) or a
    player's name, as :func:`resolve_voter` says it."""
    typed = typed.strip()
    if not typed:
        return None, "none", []
    key = fold(typed).strip(" !.")
    if key in _UNVOTE_WORDS:
        return UNVOTE, "", []
    options = list(specials) if specials is not None else [abstention()]
    kind, _ = classify(typed, options)
    if kind != "vote":
        return kind, "", []
    for option in options:
        if key in (fold(option.key), fold(option.label)):
            return option.key, "", []
    found = match_name(typed, names)
    if found.status == "clear":
        return found.name, "", []
    return None, found.status, found.candidates
