"""Winterfell's ``no_assassination`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class NoAssassination(Action):
    """The wolves order no assassination this phase (W-A-3 default)."""

    kind: Literal["no_assassination"] = "no_assassination"
