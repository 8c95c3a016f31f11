"""The GM's orders in Thiercelieux: one action per role's decision, the votes, and resolve."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from gmconsole.engine.actions import Action, Resolve


class CaptainVotes(Action):
    """T-S-4: the captain's election, one vote each (voter -> candidate)."""

    kind: Literal["captain_votes"] = "captain_votes"
    votes: dict[str, str]


class AppointCaptain(Action):
    """T-S-4: the GM appoints the captain (or, T-D-7, enters the dying captain's successor)."""

    kind: Literal["captain"] = "captain"
    name: str = ""
    """The captain; for a successor, "" lets the die draw one among the living (T-D-7)."""


class ThiefChoice(Action):
    """T-N-1: the thief takes middle card 1 or 2, or keeps his own (take = 0)."""

    kind: Literal["thief"] = "thief"
    take: int = Field(0, ge=0)
    """0 keeps his card; 1 or 2 takes that middle card (a larger number is refused by the rules)."""


class CupidChoice(Action):
    """T-N-2: the two lovers."""

    kind: Literal["cupid"] = "cupid"
    lovers: list[str]


class SeerChoice(Action):
    """T-N-4: the player whose card the seer sees ("": she looks at no one tonight)."""

    kind: Literal["seer"] = "seer"
    target: str = ""


class WerewolvesChoice(Action):
    """T-N-5, T-N-6: the victim (none: no victim), the werewolves who stay asleep, and whether the
    little girl spies (``little_girl_outcome`` lets the GM enter what happened instead of a die)."""

    kind: Literal["werewolves"] = "werewolves"
    victim: str = ""
    asleep: list[str] = Field(default_factory=list)
    little_girl_spies: bool = False
    little_girl_outcome: Literal["", "caught", "learns", "nothing"] = ""


class WitchChoice(Action):
    """T-N-7: heal the victim, poison a player, both or neither."""

    kind: Literal["witch"] = "witch"
    heal: bool = False
    poison: str = ""


class DayVotes(Action):
    """T-D-5: voter -> the player he votes against ("" or "abstain": an abstention)."""

    kind: Literal["votes"] = "votes"
    votes: dict[str, str]


class HunterShot(Action):
    """T-D-2: the dying hunter's target."""

    kind: Literal["shoot"] = "shoot"
    target: str


ThiercelieuxAction = Annotated[
    CaptainVotes
    | AppointCaptain
    | ThiefChoice
    | CupidChoice
    | SeerChoice
    | WerewolvesChoice
    | WitchChoice
    | DayVotes
    | HunterShot
    | Resolve,
    Field(discriminator="kind"),
]
