"""Winterfell's ``accuse`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class Accuse(Action):
    """A GV names an accused with a justification (W-J-1). A GV's new accusation replaces his
    previous one when every GV still has a name to give; the same pair again edits the text."""

    kind: Literal["accuse"] = "accuse"
    by: str
    accused: str
    justification: str = ""
    text_fields = frozenset({"justification"})
