"""Astrub's state: the mission track, the leader, the squad and the pending orders."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field
from pydantic import dataclasses as pydantic

from gmconsole.engine.state import GameState

SPY = "spy"
MERCENARY = "mercenary"
SPIES = "spies"
MERCENARIES = "mercenaries"


@pydantic.dataclass(kw_only=True)
class AstrubState(GameState):
    """``turn`` is the mission number (1-5); ``phase`` is proposal, approval, mission or over."""

    game: Literal["astrub"] = "astrub"
    leader: str = ""
    """The squad leader; empty until the GM names the first one (M-S-3)."""
    attempt: int = 1
    """Squads proposed for this mission so far (this one included)."""
    rejections: int = 0
    """Squads rejected in a row (M-M-5)."""
    squad: list[str] = Field(default_factory=list)
    votes: dict[str, bool] = Field(default_factory=dict)
    """Approval votes entered so far: True approves (M-M-3)."""
    choices: dict[str, bool] = Field(default_factory=dict)
    """Secret mission choices entered so far: True sabotages (M-M-6)."""
    results: list[bool] = Field(default_factory=list)
    """One entry per mission played: True when it succeeded."""

    # A cache, not a field (no annotation), dropped with the engine's by ``invalidate`` and a copy.
    _next = None  # name -> the next player's name in seat order
    _seated = None  # the players' names

    def seated(self) -> frozenset[str]:
        """The players' names, a set made once per state: the names of an order are checked
        against it (a set against a set costs a fraction of a set against a dict's keys)."""
        found = self._seated
        if found is None:
            found = self._seated = frozenset([p.name for p in self.players])
        return found

    def next_after(self, name: str) -> str:
        """``after(name).name``, the next leader (M-M-4), from a table made once per state: a
        simulator passes the lead a few times a game."""
        table = self._next
        if table is None:
            order = self.seating()
            table = self._next = {p.name: order[(i + 1) % len(order)].name for i, p in enumerate(order)}
        found = table.get(name)
        return found if found is not None else self.after(name).name

    def invalidate(self) -> None:
        super().invalidate()
        self._next = self._seated = None

    def spies(self) -> list[str]:
        return [p.name for p in self.players if p.camp == SPIES]

    def public_view(self) -> dict[str, Any]:
        view = super().public_view()
        view.update(
            mission=self.turn,
            leader=self.leader,
            attempt=self.attempt,
            rejections=self.rejections,
            squad=list(self.squad),
            results=["success" if r else "fail" for r in self.results],
            voted=sorted(self.votes),
            chosen=sorted(self.choices),
        )
        return view
