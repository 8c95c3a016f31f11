"""The Astrub scenario file: missions, the squad-size table, spy counts and rule options."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.validation import invalid


class Mission(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str
    name: str
    fails_at: int = Field(1, ge=1, description="sabotages that make the mission fail (M-M-7)")


class AstrubOptions(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    tie_approves: bool = True
    """M-M-3: a tie on the approval vote launches the mission."""
    rejections_limit: int = Field(5, ge=1)
    """M-M-5: this many squads rejected in a row and the spies win."""
    spies_know_each_other: bool = True
    """M-S-2 (default): the spies are told who the other spies are."""
    mercenaries_may_sabotage: bool = True
    """M-M-6 default: a mercenary may choose sabotage (the console warns the GM); False: a
    mercenary's sabotage is refused (only the spies may sabotage)."""
    wins_needed: int = Field(3, ge=1)
    """M-V-1: missions a camp must win."""


class AstrubScenario(ScenarioBase):
    game: Literal["astrub"]
    missions: list[Mission] = Field(min_length=1)
    spies: dict[str, int]
    """Number of spies by number of players (M-S-2); its keys give the allowed player counts (M-S-1)."""
    squad_sizes: dict[str, list[int]]
    """Squad size per mission, by number of players (M-M-2)."""
    options: AstrubOptions = AstrubOptions()

    @model_validator(mode="after")
    def _consistent(self) -> AstrubScenario:
        for table in ("spies", "squad_sizes"):
            for key in getattr(self, table):
                if not key.isdigit():
                    raise invalid("astrub", "scenario-key-not-a-count", table=table, key=key)
        if set(self.spies) != set(self.squad_sizes):
            only = sorted(set(self.spies) ^ set(self.squad_sizes), key=int)
            raise invalid("astrub", "scenario-counts-differ", only=", ".join(only))
        for key, count in self.spies.items():
            if not 1 <= count < int(key):
                raise invalid("astrub", "scenario-spies-count", key=key, count=count, most=int(key) - 1)
        for key, sizes in self.squad_sizes.items():
            if len(sizes) != len(self.missions):
                raise invalid(
                    "astrub", "scenario-sizes-count", key=key, sizes=len(sizes), missions=len(self.missions)
                )
            for mission, size in zip(self.missions, sizes):
                if not 1 <= size <= int(key):
                    raise invalid(
                        "astrub", "scenario-squad-too-big", key=key, size=size, mission=mission.name
                    )
                if mission.fails_at > size:
                    raise invalid(
                        "astrub",
                        "scenario-fails-at",
                        mission=mission.key,
                        fails=mission.fails_at,
                        key=key,
                        size=size,
                    )
        if 2 * self.options.wins_needed - 1 > len(self.missions):
            raise invalid(
                "astrub", "scenario-wins-needed", wins=self.options.wins_needed, missions=len(self.missions)
            )
        return self

    def player_counts(self) -> list[int]:
        return sorted(int(k) for k in self.spies)
