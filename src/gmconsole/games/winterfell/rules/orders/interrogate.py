"""Winterfell's ``interrogate`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class Interrogate(Action):
    """The Gars du Bâtard interrogates one executed player (W-J-6)."""

    kind: Literal["interrogate"] = "interrogate"
    target: str
