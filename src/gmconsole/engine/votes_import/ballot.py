"""From a pasted thread to the votes of the ballot the game is waiting for.

``rules.ballot(state, scenario)`` says which vote is open (its action, candidates, voters and
special votes); :func:`import_for_ballot` reads the thread against it, and :func:`ballot_votes`
keeps the lines that can be entered without asking: the clear ones whose vote the ballot takes.
Everything else goes back to the GM with the reason.
"""

from __future__ import annotations

from collections.abc import Iterable

from gmconsole.engine.rules.base import ABSTAIN, Ballot
from gmconsole.engine.state import GameState
from gmconsole.engine.votes_import import import_thread
from gmconsole.engine.votes_import.models import ThreadImport, VoteLine


def import_for_ballot(
    text: str,
    state: GameState,
    ballot: Ballot,
    *,
    ignore: Iterable[str] = (),
    format: str | None = None,  # noqa: A002
    language: str = "en",
) -> ThreadImport:
    """Parse ``text`` and match its votes against the roster, the ballot's candidates and voters
    (the lines' problems said in ``language``)."""
    return import_thread(
        text,
        state.names,
        ballot.candidates,
        voters=ballot.voters,
        ignore=ignore,
        format=format,
        specials=ballot.specials,
        language=language,
    )


def line_vote(line: VoteLine, ballot: Ballot) -> tuple[str | None, str]:
    """The vote ``line`` enters in ``ballot`` (an unvote is an abstention), or None and why not."""
    if line.status != "clear" or line.poster_match is None:
        return None, line.problem or "not clear: the GM must choose"
    if line.special == "unvote":
        return (
            (ABSTAIN, "")
            if ballot.special(ABSTAIN) is not None
            else (None, "an unvote, and this ballot has no abstention")
        )
    if line.special is not None:
        option = ballot.special(line.special)
        if option is None:
            return None, f"a {line.special} vote, which this ballot ({ballot.label}) does not take"
        if not option.allows(line.poster_match):
            return None, option.refusal or f"{line.poster_match} may not vote {option.label or option.key}"
        return line.special, ""
    if line.target_match is None:
        return None, "no player matched"
    return line.target_match, ""


def ballot_votes(
    lines: Iterable[VoteLine], ballot: Ballot
) -> tuple[dict[str, str], list[tuple[VoteLine, str]]]:
    """The votes that can be entered as they are, and the lines left for the GM with the reason."""
    votes: dict[str, str] = {}
    left: list[tuple[VoteLine, str]] = []
    for line in lines:
        vote, reason = line_vote(line, ballot)
        if vote is None:
            left.append((line, reason))
        else:
            votes[line.poster_match] = vote  # type: ignore[index]
    return votes, left
