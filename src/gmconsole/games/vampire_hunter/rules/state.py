"""Vampire Hunter's state: the hunters on the map, the vampire tokens, the decks, the turn order."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import Field
from pydantic import dataclasses as pydantic

from gmconsole.engine.records import Record
from gmconsole.engine.state import GameState

HUNT, OVER = "hunt", "over"
HUNTERS, VAMPIRES = "hunters", "vampires"


@dataclass(slots=True)
class Item(Record):
    """An equipment card a hunter holds, with its charges left (0: a card without charges)."""

    card: str
    charges: int = 0


@dataclass(slots=True)
class Hunter(Record):
    """A player's hunter: his card, where he stands, where he was at the previous turn, his
    wounds, his equipment, and the cards his diligence holds face down (V-E-1)."""

    card: str
    town: str
    previous: str
    wounds: int = 0
    items: list[Item] = field(default_factory=list)
    hold: list[Item] = field(default_factory=list)


@pydantic.dataclass(kw_only=True)
class VampireHunterState(GameState):
    """``phase`` is hunt (one hunter's turn at a time, ``current`` in ``order``) or over."""

    game: Literal["vampire-hunter"] = "vampire-hunter"
    hunters: dict[str, Hunter] = Field(default_factory=dict)
    """Player name -> his hunter."""
    order: list[str] = Field(default_factory=list)
    """The players in turn order (V-S-4)."""
    current: int = 0
    tokens: dict[str, int] = Field(default_factory=dict)
    """Town -> vampire tokens (towns without tokens are left out)."""
    vampire_deck: list[str] = Field(default_factory=list)
    vampire_discard: list[str] = Field(default_factory=list)
    travel_deck: list[str] = Field(default_factory=list)
    travel_discard: list[str] = Field(default_factory=list)
    equipment_deck: list[str] = Field(default_factory=list)
    equipment_discard: list[str] = Field(default_factory=list)
    propagation_deck: list[str] = Field(default_factory=list)
    propagation_discard: list[str] = Field(default_factory=list)
    orders: dict[str, Any] = Field(default_factory=dict)
    """The current hunter's order, entered and not yet resolved."""
    dracula_destroyed: bool = False
    last_fight: list[str] = Field(default_factory=list)
    """The last fight's stack, top first (for the console)."""

    @property
    def step(self) -> str:
        """The player whose turn it is ("" when the game is over)."""
        return self.order[self.current] if self.order and not self.over else ""

    def hunter(self, name: str) -> Hunter:
        return self.hunters[name]

    def occupied(self, town: str, but: str = "") -> str:
        """The player whose hunter stands on ``town`` (other than ``but``), or ""."""
        for name, hunter in self.hunters.items():
            if name != but and hunter.town == town and self.player(name).alive:
                return name
        return ""

    def public_view(self) -> dict[str, Any]:
        view = super().public_view()
        view.update(
            current=self.step,
            order=list(self.order),
            tokens=dict(self.tokens),
            hunters={
                name: {
                    "card": h.card,
                    "town": h.town,
                    "wounds": h.wounds,
                    "items": [i.card for i in h.items],
                    "held": len(h.hold),
                }
                for name, h in self.hunters.items()
            },
        )
        return view

    def public_player(self, player: Any) -> dict[str, Any]:
        entry = super().public_player(player)
        entry["roles"] = list(player.roles)  # the hunter card lies face up (V-S-1)
        return entry
