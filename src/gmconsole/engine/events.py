"""Events: what an action produced, each addressed to an audience.

The public post is rendered from public events alone, a player's private message from the
events addressed to that player alone, so an event's audience is the only gate on secrets.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from gmconsole.engine.records import ModelInterface

AudienceKind = Literal["public", "gm", "player", "group"]


class Audience(BaseModel):
    """Who may read an event: everyone, the GM only, one player, or a group of players.

    ``group`` names the group for the GM ("wolves", "spies"); ``players`` lists its members at
    the time of the event. The GM reads everything.
    """

    # The validator is built at first use (issue 17): a sealed save's audiences are not validated.
    model_config = ConfigDict(frozen=True, defer_build=True)

    to: AudienceKind
    players: tuple[str, ...] = ()
    group: str = ""

    def includes(self, player: str) -> bool:
        """True when ``player`` may read an event with this audience."""
        return self.to == "public" or (self.to in ("player", "group") and player in self.players)

    def label(self) -> str:
        if self.to == "player":
            return f"@{self.players[0]}"
        if self.to == "group":
            return f"{self.group or 'group'}: {', '.join(self.players)}"
        return self.to


PUBLIC = Audience.model_construct(to="public")  # what Audience(to=...) makes, without its validator
GM = Audience.model_construct(to="gm")


@lru_cache(maxsize=4096)
def to_player(name: str) -> Audience:
    """The audience of one player (audiences are frozen, so one instance per name is shared)."""
    if name.__class__ is str:  # what validation makes of it, without building the validator (issue 17)
        return Audience.model_construct(to="player", players=(name,))
    return Audience(to="player", players=(name,))


def to_group(names: list[str] | tuple[str, ...], group: str) -> Audience:
    players = tuple(names)
    try:
        return _group(players, group)  # shared like to_player: a simulator deals the same groups again
    except TypeError:  # an unhashable name: validation says what is wrong with it
        return Audience(to="group", players=players, group=group)


@lru_cache(maxsize=4096)
def _group(players: tuple[str, ...], group: str) -> Audience:
    if group.__class__ is str and all(p.__class__ is str for p in players):  # as to_player
        return Audience.model_construct(to="group", players=players, group=group)
    return Audience(to="group", players=players, group=group)


@dataclass(slots=True)
class Event(ModelInterface):
    """One thing that happened. ``kind`` is a game's event name (``"mission_result"``), ``data``
    holds TOML-friendly values that the export templates fill in, ``rule`` the rule applied.

    A plain dataclass: a game emits hundreds of events, and neither validating them nor freezing
    them (a frozen dataclass's constructor costs twice as much) buys anything, since the rules
    build them from values they hold and nothing changes an event once made. Pydantic validates
    and dumps them with the journal (see ``records.py``).
    """

    kind: str
    turn: int
    phase: str
    audience: Audience = PUBLIC
    rule: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def public(self) -> bool:
        return self.audience.to == "public"

    def short_data(self, skip: tuple[str, ...] = ()) -> str:
        """Its data in one short line for the GM, ``key=value, ...`` (a list ``[a, b]``, a
        mapping ``{k: v}``): ``gmconsole status --gm``'s events, the console's words for an event
        when the export cannot say it. Field names and values as recorded, not worded."""
        return ", ".join(f"{k}={_short(v)}" for k, v in self.data.items() if k not in skip)


def _short(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {v}" for k, v in value.items()) + "}"
    return str(value)
