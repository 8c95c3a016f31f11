"""Winterfell's ``remove_squad`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class RemoveSquad(Action):
    """Take back squad number ``index`` (1-based, as numbered in the checklist)."""

    kind: Literal["remove_squad"] = "remove_squad"
    index: int
