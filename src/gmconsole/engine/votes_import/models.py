"""What vote import produces: posts, the votes read in them, and the lines the GM reviews.

All models are frozen pydantic models, so a client can dump them to JSON (``model_dump_json``)
or keep them in a table without fear of them changing underneath.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

VoteKind = str
"""What a vote line says: ``vote`` (for a player), ``unvote`` (a cancelled vote), or the key of
one of the ballot's special options (``abstain``, or what the game's form declares)."""

Special = str
"""``unvote`` or the key of a special option of the ballot."""
Status = Literal["clear", "question", "problem"]


class Post(BaseModel):
    """One post of the pasted thread, as its header gave it.

    ``line`` is the 1-based line of the paste where the header is, ``first_line`` the line of
    the first line of ``text`` (the body, markup kept), so a vote can point back into the paste.
    """

    model_config = ConfigDict(frozen=True)

    index: int
    author: str
    text: str
    line: int
    first_line: int
    format: str
    when: str = ""


class Vote(BaseModel):
    """One vote statement read in a post.

    ``target`` is the name as written (empty for ``unvote``; the words used for a special
    option), ``text`` the whole line it was read from, ``line`` its 1-based line in the
    paste and ``post`` the index of its post. ``doubt`` says why the vote may not be the
    poster's own (it may sit in a quote copied from a browser whose end is unclear); the
    matcher turns a doubtful vote into a question.
    """

    model_config = ConfigDict(frozen=True)

    kind: VoteKind
    target: str = ""
    text: str
    post: int
    line: int
    doubt: str = ""


class PosterVote(BaseModel):
    """Every vote one poster made in the thread, in order; the last one is the one that counts.

    The last one may be an ``unvote``: the poster then has no vote (and a vote entered before
    the import should be withdrawn).
    """

    model_config = ConfigDict(frozen=True)

    poster: str
    votes: list[Vote] = Field(min_length=1)

    @property
    def last(self) -> Vote:
        """The vote that counts (the poster's latest statement, possibly an ``unvote``)."""
        return self.votes[-1]

    @property
    def current(self) -> Vote | None:
        """The standing vote: :attr:`last`, or ``None`` when it was withdrawn."""
        last = self.votes[-1]
        return None if last.kind == "unvote" else last


class VoteLine(BaseModel):
    """One line of the review table: who voted, for whom, and how sure the import is.

    * ``poster`` / ``poster_match``: the author as posted and the roster player it is (``None``
      when not clear);
    * ``vote_raw``: the vote as written; ``target_match`` the roster player voted for (``None``
      when not clear, or for a special vote); ``special`` is ``unvote``, the key of one of the
      ballot's special options, or ``None`` for a vote for a player;
    * ``confidence``: 0-100, 100 for exact names and aliases;
    * ``status``: ``clear`` (can be entered as is), ``question`` (the GM must choose among
      ``candidates`` or ``poster_candidates``), ``problem`` (must not be entered as is:
      ``problem`` says why, in English);
    * ``vote`` the vote that counts and ``history`` every vote of that poster, in order.
    """

    model_config = ConfigDict(frozen=True)

    poster: str
    poster_match: str | None
    vote_raw: str
    target_match: str | None
    special: Special | None = None
    confidence: int = Field(ge=0, le=100)
    status: Status
    candidates: list[tuple[str, int]] = Field(default_factory=list)
    poster_candidates: list[tuple[str, int]] = Field(default_factory=list)
    problem: str = ""
    vote: Vote
    history: list[Vote] = Field(default_factory=list)

    @property
    def changed(self) -> bool:
        """The poster voted more than once (the GM may want to see the earlier votes)."""
        return len(self.history) > 1


class ThreadImport(BaseModel):
    """The whole result of importing a pasted thread (see :func:`import_thread`)."""

    model_config = ConfigDict(frozen=True)

    format: str | None
    posts: int
    lines: list[VoteLine]

    def by_status(self, status: Status) -> list[VoteLine]:
        return [line for line in self.lines if line.status == status]
