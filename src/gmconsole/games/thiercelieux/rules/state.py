"""Thiercelieux's state: roles, lovers, the captain, the potions, the night's and the day's orders."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field
from pydantic import dataclasses as pydantic

from gmconsole.engine.state import GameState

WEREWOLF, VILLAGER = "werewolf", "villager"
WEREWOLVES, VILLAGERS, LOVERS, NOBODY = "werewolves", "villagers", "lovers", "nobody"
CAPTAIN_VOTE, NIGHT, DAY, OVER = "captain", "night", "day", "over"
# the steps of a phase, in order (T-N-1 to T-N-7); a step whose role is not there is skipped
THIEF, CUPID, SEER, WOLVES, WITCH = "thief", "cupid", "seer", "werewolves", "witch"
VOTE, REVOTE, HUNTER, SUCCESSOR, APPOINT = "vote", "revote", "hunter", "successor", "appoint"


@pydantic.dataclass(kw_only=True)
class ThiercelieuxState(GameState):
    """``phase`` is captain, night, day or over; ``step`` the step within it."""

    game: Literal["thiercelieux"] = "thiercelieux"
    step: str = ""
    middle: list[str] = Field(default_factory=list)
    """The thief's two face-down cards (T-S-2)."""
    lovers: list[str] = Field(default_factory=list)
    captain: str = ""
    double_vote: str = ""
    heal_left: bool = True
    poison_left: bool = True
    heals_used: int = 0
    poisons_used: int = 0
    """The witch's potions used so far (T-N-7: ``night.witch_heal_potions`` and
    ``night.witch_poison_potions`` of each, once by default)."""
    orders: dict[str, Any] = Field(default_factory=dict)
    """The current step's order (its fields), entered and not yet resolved."""
    votes: dict[str, str] = Field(default_factory=dict)
    """Day (or captain) votes entered: voter -> target ("" abstains)."""
    candidates: list[str] = Field(default_factory=list)
    """On a revote: the tied players, the only ones who can be voted against."""
    revote: int = 0
    victim: str = ""
    """The werewolves' victim of this night (the little girl when caught), GM only."""
    girl_caught: bool = False
    night_deaths: list[list[str]] = Field(default_factory=list)
    """(player, cause) pairs that die at dawn."""
    chain: list[list[str]] = Field(default_factory=list)
    """Deaths still to carry out, (player, cause), in order (T-D-3, T-V-4)."""
    pending: str = ""
    """Who must decide before the chain goes on: the dying hunter or the dying captain."""
    after_chain: str = ""
    """The phase that follows once the chain is complete: day or night."""

    def role(self, name: str) -> str:
        return self.player(name).roles[0]

    def werewolves(self) -> list[str]:
        return [p.name for p in self.players if p.alive and p.roles[0] == WEREWOLF]

    def holder(self, role: str) -> str:
        """The living player holding ``role`` ("" when none)."""
        for p in self.players:
            if p.alive and p.roles[0] == role:
                return p.name
        return ""

    def public_view(self) -> dict[str, Any]:
        view = super().public_view()
        view.update(step=self.step, captain=self.captain, voted=sorted(self.votes))
        return view

    def public_player(self, player: Any) -> dict[str, Any]:
        entry = super().public_player(player)
        if not player.alive:  # a dead player's card is revealed (T-D-1)
            entry["role"] = player.roles[0]
        return entry
