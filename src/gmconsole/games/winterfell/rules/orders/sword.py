"""Winterfell's ``sword`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class HandSword(Action):
    """The ghost hands the sword to ``bearer`` (himself included) for this phase (W-A-7)."""

    kind: Literal["sword"] = "sword"
    bearer: str
