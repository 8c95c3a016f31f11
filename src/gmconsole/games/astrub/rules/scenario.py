"""The Astrub scenario file: missions, the squad-size table, spy counts and rule options."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.rules.base import ScenarioBase


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
                    raise ValueError(f"{table}.{key}: a key must be a number of players")
        if set(self.spies) != set(self.squad_sizes):
            only = sorted(set(self.spies) ^ set(self.squad_sizes), key=int)
            raise ValueError(
                f"spies and squad_sizes must cover the same player counts; only one of them has {', '.join(only)}"
            )
        for key, count in self.spies.items():
            if not 1 <= count < int(key):
                raise ValueError(f"spies.{key}: {count} spies for {key} players; give 1 to {int(key) - 1}")
        for key, sizes in self.squad_sizes.items():
            if len(sizes) != len(self.missions):
                raise ValueError(
                    f"squad_sizes.{key}: has {len(sizes)} sizes, expected {len(self.missions)} (one per mission)"
                )
            for mission, size in zip(self.missions, sizes):
                if not 1 <= size <= int(key):
                    raise ValueError(
                        f"squad_sizes.{key}: a squad of {size} for {mission.name} cannot be formed with {key} players"
                    )
                if mission.fails_at > size:
                    raise ValueError(
                        f"missions.{mission.key}.fails_at: {mission.fails_at} sabotages needed but the squad for "
                        f"{key} players has only {size} members"
                    )
        if 2 * self.options.wins_needed - 1 > len(self.missions):
            raise ValueError(
                f"options.wins_needed: {self.options.wins_needed} wins cannot always be decided in {len(self.missions)} missions"
            )
        return self

    def player_counts(self) -> list[int]:
        return sorted(int(k) for k in self.spies)
