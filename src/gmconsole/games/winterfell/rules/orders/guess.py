"""Winterfell's ``guess`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class FileGuess(Action):
    """One guess of this election phase (W-E-10): a surviving cub, a surviving lieutenant, the
    ghost (any may be left empty). ``spectator`` marks a guesser who is not in the roster. A new
    guess by the same guesser in the same turn replaces the previous one."""

    kind: Literal["guess"] = "guess"
    by: str
    cub: str = ""
    lieutenant: str = ""
    ghost: str = ""
    spectator: bool = False
