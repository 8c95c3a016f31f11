"""Winterfell's ``justice_votes`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class JusticeVotes(Action):
    """Justice votes by voter: an accused's name, ``revolt`` (révolte) or ``abstain``
    (abstention). A later vote replaces an earlier one (W-J-3, W-J-5)."""

    kind: Literal["justice_votes"] = "justice_votes"
    votes: dict[str, str]
