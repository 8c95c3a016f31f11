"""Winterfell's ``passage`` order: its model alone, made at the first order of its kind (issue 17)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from gmconsole.engine.actions import Action


class SendPassage(Action):
    """The ghost sends two wolves through Wyman's passage (W-A-13); empty: the two most
    influential living wolves, ties drawn at random at the resolution."""

    kind: Literal["passage"] = "passage"
    wolves: list[str] = Field(default_factory=list)
