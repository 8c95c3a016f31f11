"""The GM's orders in Vampire Hunter: a hunter's turn (his move and his choices), and resolve."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, model_validator

from gmconsole.engine.actions import Action, Resolve


class Hunt(Action):
    """A hunter's turn, as his player posts it. Every choice has a default the form shows.

    - ``moves``: the town he goes to (V-T-1), and a second one with the diligence (V-T-2);
    - ``use``: the equipment he uses in his fights (V-F-2); empty: the best he has against each
      vampire (items it is vulnerable to, the bonuses, the best weapons for two hands);
    - ``reward``: equipment or healing when he frees a town (V-F-7); auto: healing when his
      wounds reach the scenario's share of his life points;
    - ``heal_with``: holy items discarded to heal at the start of his turn (V-E-4);
    - ``discard``: equipment discarded at the start of his turn (to make room, V-E-1);
    - ``make_room``: the items he gives up, in this order, for a reward card he could not keep
      otherwise (V-E-1: « il doit d'abord défausser une carte équipement excédentaire pour
      pouvoir prendre la nouvelle »); empty: he keeps his own, and such a card goes into the
      diligence's hold, or to the discard;
    - ``heal_when_dying``: at the end of his turn, one wound from death, he heals with the
      smallest holy item that does (V-E-4).
    """

    kind: Literal["hunt"] = "hunt"
    hunter: str = ""
    moves: list[str] = Field(default_factory=list, max_length=2)
    use: list[str] = Field(default_factory=list, max_length=50)
    reward: Literal["auto", "equipment", "heal"] = "auto"
    heal_with: list[str] = Field(default_factory=list, max_length=50)
    discard: list[str] = Field(default_factory=list, max_length=50)
    make_room: list[str] = Field(default_factory=list, max_length=50)
    heal_when_dying: bool = True

    @model_validator(mode="before")
    @classmethod
    def _one_field_per_move(cls, data: Any) -> Any:
        """The console's form gives the moves one field each, ``move`` and ``then`` (the
        diligence's second): they are the order's ``moves``, the empty ones left out."""
        if isinstance(data, dict) and "moves" not in data and ("move" in data or "then" in data):
            data = dict(data)
            moves = [data.pop("move", ""), data.pop("then", "")]
            data["moves"] = [m for m in moves if not (isinstance(m, str) and not m.strip())]
        return data


VampireHunterAction = Annotated[Hunt | Resolve, Field(discriminator="kind")]
