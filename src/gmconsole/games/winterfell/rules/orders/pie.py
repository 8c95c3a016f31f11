"""Winterfell's ``pie`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.actions import Action


class Pie(Action):
    """Whether Wyman tortures a wolf killed by the wolves this phase (W-A-12; default yes)."""

    kind: Literal["pie"] = "pie"
    torture: bool = True
