"""The journal: every batch of actions the GM applied, with the events and rolls it produced.

A :class:`JournalEntry` is one undoable step: the actions (as their dict form, so a save stays
readable), and what they produced. The export is derived from the entries' events; ``verify``
recomputes their rolls.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import Event


def utcnow() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


class JournalEntry(BaseModel):
    """One undoable step: the GM's actions and what they produced."""

    model_config = ConfigDict(defer_build=True)  # a sealed save's journal is not validated (issue 17)

    turn: int
    phase: str
    actions: list[dict[str, Any]] = Field(default_factory=list)
    events: list[Event] = Field(default_factory=list)
    rolls: list[Roll] = Field(default_factory=list)
    at: datetime = Field(default_factory=utcnow)

    def describe(self) -> str:
        kinds = [a.get("kind", "?") for a in self.actions]
        return f"turn {self.turn} {self.phase}: " + ", ".join(kinds)
