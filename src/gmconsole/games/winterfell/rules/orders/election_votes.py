"""Winterfell's ``election_votes`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class ElectionVotes(Action):
    """Votes of the current round by voter: a candidate's name or ``abstain`` (W-E-1). A later
    vote replaces an earlier one."""

    kind: Literal["election_votes"] = "election_votes"
    votes: dict[str, str]
