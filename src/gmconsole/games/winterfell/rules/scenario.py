"""The Winterfell scenario file: ranks, and one settings section per part of the rules.

Each phase module gives the model of its section (``setup.py`` has ``SetupSettings``, and so
on); the assassination's and the seers' are defined in their modules, the deal's, justice's,
the elections' and the points' in ``settings.py``, so that reading a save does not run those
phases' code (issue 17). Every **default** of the catalogue is a
setting here (W-SC-1): ``scenarios/winterfell.toml`` and ``scenarios/meereen.toml`` run on the
same code with other names and counts.
"""

from __future__ import annotations

from functools import cached_property
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.validation import invalid
from gmconsole.games.winterfell.rules.assassination import AssassinationSettings
from gmconsole.games.winterfell.rules.seers import SeerSettings
from gmconsole.games.winterfell.rules.settings import (
    ElectionSettings,
    JusticeSettings,
    PointsSettings,
    SetupSettings,
)
from gmconsole.games.winterfell.rules.state import RANKS

_RANK_PLACE = {key: i for i, key in enumerate(RANKS)}


class RankSettings(BaseModel):
    """One rank (caste): its influence, its count at turn 1 and its election vote weight."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    key: Literal["great_vassal", "captain", "knight", "guard"]
    influence: int = Field(ge=1)
    count: int = Field(ge=0)
    """Players of this rank at turn 1 (W-S-1); the guards absorb the difference."""
    election_weight: int | None = None
    """Weight of this rank's vote in elections (W-E-1: a GV's vote weighs 10); default: influence."""


class WinterfellScenario(ScenarioBase):
    game: Literal["winterfell"]
    ranks: list[RankSettings]
    # Made when a scenario leaves them out, not at import: building a model's validator is
    # deferred to its first use (issue 17), and a default instance would build it at import.
    setup: SetupSettings = Field(default_factory=SetupSettings)
    assassination: AssassinationSettings = Field(default_factory=AssassinationSettings)
    seers: SeerSettings = Field(default_factory=SeerSettings)
    justice: JusticeSettings = Field(default_factory=JusticeSettings)
    elections: ElectionSettings = Field(default_factory=ElectionSettings)
    points: PointsSettings = Field(default_factory=PointsSettings)

    @model_validator(mode="after")
    def _ranks_in_order(self) -> WinterfellScenario:
        keys = [r.key for r in self.ranks]
        if keys != list(RANKS):
            raise invalid("winterfell", "scenario-ranks-order", ranks=", ".join(RANKS), given=", ".join(keys))
        return self

    def rank(self, key: str) -> RankSettings:
        # The ranks are in RANKS order (checked at load): look at the rank's own place first.
        i = _RANK_PLACE.get(key, -1)
        if 0 <= i < len(self.ranks) and self.ranks[i].key == key:
            return self.ranks[i]
        return next(r for r in self.ranks if r.key == key)

    def influence(self, rank: str) -> int:
        return self.influences[rank]

    def election_weight(self, rank: str) -> int:
        return self.election_weights[rank]

    # The rules ask for influences hundreds of times a game: one dict lookup each (the scenario
    # is frozen, so the tables are computed once, on first use). Rank key -> value.
    @cached_property
    def influences(self) -> dict[str, int]:
        return {r.key: r.influence for r in self.ranks}

    @cached_property
    def seat_counts(self) -> dict[str, int]:
        """Each rank's count at turn 1 (``rank(key).count``, read at every election's seats)."""
        return {r.key: r.count for r in self.ranks}

    @cached_property
    def election_weights(self) -> dict[str, int]:
        return {
            r.key: r.election_weight if r.election_weight is not None else r.influence for r in self.ranks
        }
