"""Winterfell's ``greenseer`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class GreenseerAsks(Action):
    """The Vervoyant asks for the role of one player (W-R-1)."""

    kind: Literal["greenseer"] = "greenseer"
    asks: str
