"""Events: what an action produced, each addressed to an audience.

The public post is rendered from public events alone, a player's private message from the
events addressed to that player alone, so an event's audience is the only gate on secrets.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

AudienceKind = Literal["public", "gm", "player", "group"]


class Audience(BaseModel):
    """Who may read an event: everyone, the GM only, one player, or a group of players.

    ``group`` names the group for the GM ("wolves", "spies"); ``players`` lists its members at
    the time of the event. The GM reads everything.
    """

    model_config = ConfigDict(frozen=True)

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


PUBLIC = Audience(to="public")
GM = Audience(to="gm")


@lru_cache(maxsize=4096)
def to_player(name: str) -> Audience:
    """The audience of one player (audiences are frozen, so one instance per name is shared)."""
    return Audience(to="player", players=(name,))


def to_group(names: list[str] | tuple[str, ...], group: str) -> Audience:
    players = tuple(names)
    try:
        return _group(players, group)  # shared like to_player: a simulator deals the same groups again
    except TypeError:  # an unhashable name: validation says what is wrong with it
        return Audience(to="group", players=players, group=group)


@lru_cache(maxsize=4096)
def _group(players: tuple[str, ...], group: str) -> Audience:
    return Audience(to="group", players=players, group=group)


class Event(BaseModel):
    """One thing that happened. ``kind`` is a game's event name (``"mission_result"``), ``data``
    holds TOML-friendly values that the export templates fill in, ``rule`` the rule applied."""

    model_config = ConfigDict(frozen=True)

    kind: str
    turn: int
    phase: str
    audience: Audience = PUBLIC
    rule: str = ""
    data: dict[str, Any] = Field(default_factory=dict)

    @property
    def public(self) -> bool:
        return self.audience.to == "public"

    @classmethod
    def trusted(cls, kind: str, turn: int, phase: str, audience: Audience, rule: str, data: dict[str, Any]) -> Event:
        """An event from values already of their types, without validation (what
        :meth:`Context.emit <gmconsole.engine.rules.base.Context.emit>` uses: a resolution emits
        dozens of events and validating them only copied them). Equal to ``Event(...)`` with the
        same values, every field counted as set, as pydantic's ``model_construct`` would make it.
        An audience that is not an :class:`Audience` goes through validation as usual.
        """
        values = {"kind": kind, "turn": turn, "phase": phase, "audience": audience, "rule": rule, "data": data}
        if cls is not Event or audience.__class__ is not Audience or not _FAST_EVENTS:
            return cls.model_validate(values)
        event = _new(cls)  # construct(), inlined: this is the engine's most frequent model
        _set_dict(event, values)
        _set_fields_set(event, _EVENT_FIELD_SET.copy())
        _set_extra(event, None)
        _set_private(event, None)
        return event


_new = object.__new__
_TRUSTED: dict[type, frozenset[str]] = {}


def construct(cls: type[Any], values: dict[str, Any]) -> Any:
    """``cls(**values)`` without validation, for values already of their types naming every field.

    What pydantic's ``model_construct`` does, through the slots' own descriptors (the quickest
    way in), for the engine's plain frozen records (:class:`Event`, :class:`~.dice.Roll`); any
    other model, or values that do not name exactly its fields, is validated as usual.
    """
    fields = _TRUSTED.get(cls)
    if fields is None:
        fields = _TRUSTED[cls] = _plain_fields(cls)
    if not fields or len(values) != len(fields) or not fields.issuperset(values):
        return cls.model_validate(values)
    model = _new(cls)
    _set_dict(model, values)
    _set_fields_set(model, set(fields))
    _set_extra(model, None)
    _set_private(model, None)
    return model


def _plain_fields(cls: type[Any]) -> frozenset[str]:
    """The fields of a model that ``construct`` may build directly (none when it may not)."""
    plain = _FAST and not cls.__private_attributes__ and not cls.__pydantic_post_init__
    plain = plain and cls.model_config.get("extra") != "allow" and not cls.__pydantic_root_model__
    return frozenset(cls.model_fields) if plain else frozenset()


try:
    _set_dict, _set_fields_set, _set_extra, _set_private = (
        BaseModel.__dict__[name].__set__
        for name in ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__")
    )
    _FAST = True
except (KeyError, AttributeError):  # pragma: no cover - another pydantic layout
    _FAST = False
_EVENT_FIELDS = ("kind", "turn", "phase", "audience", "rule", "data")
_EVENT_FIELD_SET = set(_EVENT_FIELDS)
_FAST_EVENTS = _plain_fields(Event) == _EVENT_FIELD_SET
