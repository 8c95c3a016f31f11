"""Winterfell's ``ben`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class BenProtects(Action):
    """Ben les Os protects one player this phase (W-A-10)."""

    kind: Literal["ben"] = "ben"
    protects: str
