"""Winterfell's ``reek`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class ReekScans(Action):
    """A Schlingue scans one player (W-A-11); ``reek`` may be left out when only one lives."""

    kind: Literal["reek"] = "reek"
    scans: str
    reek: str = ""
