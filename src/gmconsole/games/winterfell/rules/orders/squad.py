"""Winterfell's ``squad`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class SquadOrder(Action):
    """A squad: its members, its target and its lookout (W-A-1, W-A-2); ``sword``: a sword strike,
    the bearer alone (W-A-7)."""

    kind: Literal["squad"] = "squad"
    members: list[str]
    target: str
    lookout: str = ""
    sword: bool = False
