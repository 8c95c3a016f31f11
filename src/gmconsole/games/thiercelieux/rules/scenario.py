"""The Thiercelieux scenario file: the deck, and a setting for every point the rules leave open."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.validation import invalid

SpecialRole = Literal["seer", "hunter", "cupid", "thief", "little_girl", "witch"]
SPECIAL_ROLES: tuple[SpecialRole, ...] = ("seer", "hunter", "cupid", "thief", "little_girl", "witch")


class DeckSettings(BaseModel):
    """T-S-1, T-S-2: which cards are dealt."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    werewolves_by_players: list[tuple[int, int]] = [(0, 1), (8, 2), (12, 3)]
    """(from this many players, this many werewolves): fewer than 8: 1, 8-11: 2, 12 and more: 3."""
    werewolves: int | None = Field(None, ge=1)
    """A fixed number of werewolves instead of the table above."""
    specials: list[SpecialRole] = list(SPECIAL_ROLES)
    """The special roles in play; villagers fill the rest (two more with the thief, T-S-2)."""
    min_players: int = Field(4, ge=3)
    max_players: int = Field(18, ge=3)
    """The source's box holds 18 vote cards (and 20 role cards, two of them in the middle with
    the thief): 18 players at most unless a scenario says more."""
    middle: list[str] = []
    """T-S-3: the thief's two middle cards chosen by the GM (role keys or the scenario's names,
    ``["werewolf", "werewolf"]``), taken out of the deck before the deal; empty: dealt at random."""

    def werewolf_count(self, players: int) -> int:
        if self.werewolves is not None:
            return self.werewolves
        count = 1
        for threshold, wolves in sorted(self.werewolves_by_players):
            if players >= threshold:
                count = wolves
        return count


class CaptainSettings(BaseModel):
    """T-S-4, T-D-7."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    mode: Literal["elect", "appoint", "none"] = "elect"
    """Elected by a vote before the first night (a tie drawn at random), appointed by the GM, or none."""
    vote_weight: int = Field(1, ge=1, le=3)
    """The captain's vote weight in the day vote (1: the source; 2: the common variant)."""
    succession: Literal["named", "none"] = "named"
    """T-D-7 default: a dying captain names his successor (the GM enters it; drawn at random when
    nobody is named); ``none``: the title lapses with him."""


class NightSettings(BaseModel):
    """T-N-6, T-N-7."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    little_girl_caught_percent: float = Field(20, ge=0, le=100)
    little_girl_learns_percent: float = Field(50, ge=0, le=100)
    witch_heal_potions: int = Field(1, ge=0)
    """How many times in the game the witch may heal (T-N-7 default: once)."""
    witch_poison_potions: int = Field(1, ge=0)
    """How many times in the game the witch may poison (T-N-7 default: once)."""
    witch_both_potions_same_night: bool = True


class DaySettings(BaseModel):
    """T-D-2, T-D-5, T-D-6, T-D-8."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    revotes: int = Field(1, ge=0)
    """Revotes between the tied before the final tie rule applies."""
    final_tie: Literal["nobody", "random"] = "nobody"
    """After the last revote, a tie eliminates no one, or one of the tied drawn at random."""
    double_vote: bool = False
    """The double-vote arrow: one player, drawn at setup, whose vote counts twice."""
    hunter_shoots_on_any_death: bool = True
    """The hunter also shoots when poisoned or dead of grief (not only devoured or executed)."""
    self_vote: bool = True
    """T-D-8 default: a player may vote for himself in the day vote; False: such a vote is refused."""


class VictorySettings(BaseModel):
    """T-V-2."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    werewolves_win_when: Literal["one_villager_left", "no_villager_left"] = "one_villager_left"


class ThiercelieuxScenario(ScenarioBase):
    game: Literal["thiercelieux"]
    deck: DeckSettings = DeckSettings()
    captain: CaptainSettings = CaptainSettings()
    night: NightSettings = NightSettings()
    day: DaySettings = DaySettings()
    victory: VictorySettings = VictorySettings()

    @model_validator(mode="after")
    def _players(self) -> ThiercelieuxScenario:
        if self.deck.min_players > self.deck.max_players:
            raise invalid("thiercelieux", "scenario-min-above-max")
        if self.deck.middle and len(self.deck.middle) != 2:
            raise invalid("thiercelieux", "scenario-middle-two-cards")
        if self.deck.middle and "thief" not in self.deck.specials:
            raise invalid("thiercelieux", "scenario-middle-needs-thief")
        return self
