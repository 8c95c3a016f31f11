"""Winterfell's ``abel`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class AbelAsks(Action):
    """Abel le Barde asks for the role of one player (W-R-2)."""

    kind: Literal["abel"] = "abel"
    asks: str
