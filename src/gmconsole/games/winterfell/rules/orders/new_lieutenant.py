"""Winterfell's ``new_lieutenant`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class NewLieutenant(Action):
    """The ghost's choice of the cub who replaces a dead lieutenant (W-E-7)."""

    kind: Literal["new_lieutenant"] = "new_lieutenant"
    dead: str
    cub: str
