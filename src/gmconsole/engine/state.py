"""The game state shared by every game: pydantic dataclasses (validated, dumped, copied).

A game's rules subclass :class:`GameState` (and, where they need more, :class:`Player`) with the
fields their game needs: Astrub's mission track, Winterfell's ranks and hierarchy, a map for
Vampire Hunter. What every game has lives here: the players in seat order with camp, roles and
alive flag; the turn and phase; who knows whom; the winner; the dice counters.
"""

from __future__ import annotations

from copy import copy, deepcopy
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Self

from pydantic import TypeAdapter
from pydantic import dataclasses as pydantic

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import NameIndex

_ATOMS = frozenset({str, int, bool, float, type(None)})


class Record:
    """Base of the state's records: players and a game's phase records (orders, sword...).

    They are plain dataclasses with slots, not pydantic models: the rules read and write their
    attributes all the time, and a model's ``__getattr__`` and ``__setattr__`` keep CPython from
    specialising those reads and writes (a 50-player Winterfell game made some 30,000 of them).
    Pydantic validates them where data comes in, as fields of the state (a save being loaded,
    ``GameState.model_validate``), and dumps them with it; the rules build them from values they
    have already checked, so building one costs no validation.
    """

    __slots__ = ()

    def __copy__(self) -> Record:
        """A shallow copy (the generic one goes through ``__reduce_ex__``: slow for slots)."""
        new = object.__new__(self.__class__)
        for name in self.__dataclass_fields__:  # type: ignore[attr-defined]
            setattr(new, name, getattr(self, name))
        return new

    def __deepcopy__(self, memo: dict[int, Any]) -> Record:
        """A copy sharing the immutable values (names, numbers, flags): ``Game.push`` copies the
        state at every batch, and the generic deep copy of a slotted dataclass is slow."""
        new = object.__new__(self.__class__)
        for name in self.__dataclass_fields__:  # type: ignore[attr-defined]
            value = getattr(self, name)
            setattr(new, name, value if value.__class__ in _ATOMS else deepcopy(value, memo))
        return new


@dataclass(slots=True)
class Player(Record):
    """A seat at the table. ``seat`` is the roster order (1-based)."""

    name: str
    seat: int
    aliases: list[str] = field(default_factory=list)
    camp: str = ""
    roles: list[str] = field(default_factory=list)
    alive: bool = True

    def has_role(self, role: str) -> bool:
        return role in self.roles


@dataclass(frozen=True, slots=True)
class Knowledge:
    """``who`` knows ``about`` as ``seen_as`` (a role, camp or rank label) since ``turn``.

    ``source`` names how it was learned (the rule id or the action), for the GM's records. A
    plain frozen record like the others (see :class:`Record`): validated as a field of the state.
    """

    who: str
    about: str
    seen_as: str
    turn: int = 0
    source: str = ""

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Knowledge:
        """The fact itself: it is frozen and holds only text and a number, so a copy of a state
        (``Game.push`` makes one per batch) shares its facts instead of copying hundreds of them."""
        return self


class _FactIndex:
    """The latest fact by who and about, for one knowledge list that only grows.

    ``known_by`` used to scan the whole list (several hundred facts in a long game) at each call.
    The index follows the list by its identity and the number of facts it has read, so facts
    appended without :meth:`GameState.learn` are read too; a deep copy of the state does not copy
    it (the copy makes its own on first use).
    """

    __slots__ = ("facts", "read", "last", "latest")

    def __init__(self, facts: list[Knowledge]) -> None:
        self.facts = facts
        self.read = 0
        self.last: Knowledge | None = None
        self.latest: dict[str, dict[str, Knowledge]] = {}

    def follows(self, facts: list[Knowledge]) -> bool:
        """Whether this index is that of ``facts`` (the same list, grown or as it was)."""
        read = self.read
        return facts is self.facts and len(facts) >= read and (read == 0 or facts[read - 1] is self.last)

    def catch_up(self) -> None:
        facts, latest = self.facts, self.latest
        for i in range(self.read, len(facts)):
            fact = facts[i]
            mine = latest.get(fact.who)
            if mine is None:
                mine = latest[fact.who] = {}
            mine[fact.about] = fact
        if self.read != len(facts):
            self.read = len(facts)
            self.last = facts[-1]

    def __deepcopy__(self, memo: dict) -> None:
        return None


@pydantic.dataclass(kw_only=True)
class GameState:
    """Everything the rules need to decide the next step. Secret fields included: views for the
    public or a player are derived from it, never stored.

    A pydantic dataclass, like the records it holds (see :class:`Record`): the rules read its
    attributes at every step, and a model's ``__getattr__`` would slow each read. It keeps the
    part of pydantic's model interface the engine uses (``model_validate``, ``model_dump``,
    ``model_copy``) through a :class:`~pydantic.TypeAdapter`. A game's state subclasses it with
    the same decorator, ``@pydantic.dataclass(kw_only=True)``; ``register`` checks that it did.
    """

    game: str
    seed: str
    seed_sha256: str
    turn: int = 0
    phase: str = "setup"
    players: list[Player]
    knowledge: list[Knowledge] = field(default_factory=list)
    winner: str = ""
    victory_rule: str = ""
    dice_counters: dict[str, int] = field(default_factory=dict)

    # Caches, not fields (no annotation): built on first use, dropped by ``invalidate`` and by a
    # deep copy. The class-level None is what a state reads until it builds its own.
    _index = None  # name -> Player
    _names = None  # NameIndex
    _seats = None  # players in seat order
    _facts = None  # _FactIndex

    # -- pydantic's model interface ----------------------------------------------------------
    @classmethod
    def model_validate(cls, data: Any) -> Self:
        """A state from its dumped form (a save's ``[state]``); pydantic's ValidationError if
        the data does not fit."""
        return _adapter(cls).validate_python(data)

    def model_dump(self, **options: Any) -> dict[str, Any]:
        """The fields as plain data (``mode="json"``, ``exclude``, ``exclude_none``... as pydantic's)."""
        return _adapter(self.__class__).dump_python(self, **options)

    def model_copy(self, *, deep: bool = False) -> Self:
        return deepcopy(self) if deep else copy(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """The fields copied (immutable values shared, as in :meth:`Record.__deepcopy__`), the
        caches left behind: the copy builds its own."""
        new = object.__new__(self.__class__)
        values = new.__dict__
        for name, value in self.__dict__.items():
            if name in self.__dataclass_fields__:  # type: ignore[attr-defined]
                values[name] = value if value.__class__ in _ATOMS else deepcopy(value, memo)
        return new

    # -- players ---------------------------------------------------------------------------
    def _player_index(self) -> dict[str, Player]:
        index = self._index
        if index is None:
            index = self._index = {p.name: p for p in self.players}
        return index

    def player(self, name: str) -> Player:
        """The player called exactly ``name`` (a roster name)."""
        index = self._index
        try:
            return (index if index is not None else self._player_index())[name]
        except KeyError:
            raise RuleViolation(f"unknown player {name!r}", player=name) from None

    @property
    def names(self) -> NameIndex:
        """Index to resolve the GM's spelling of a name (folded, aliases, suggestions)."""
        names = self._names
        if names is None:
            names = self._names = NameIndex([p.name for p in self.players], {p.name: p.aliases for p in self.players})
        return names

    def resolve(self, typed: str) -> Player:
        """The player the GM means by ``typed``; an error with suggestions if none."""
        # A roster name typed exactly resolves to itself (the roster never holds two names that
        # fold alike, and names win over aliases), so skip the folding for it.
        index = self._index
        found = (index if index is not None else self._player_index()).get(typed)
        if found is not None:
            return found
        return self.player(self.names.resolve(typed))

    def living(self) -> list[Player]:
        return [p for p in self.players if p.alive]

    def seating(self) -> list[Player]:
        """The players in seat order (cached like the name index; see :meth:`invalidate`)."""
        order = self._seats
        if order is None:
            order = self._seats = sorted(self.players, key=lambda p: p.seat)
        return order

    def after(self, name: str, *, alive_only: bool = False) -> Player:
        """The next player in seat order after ``name``, wrapping round (the neighbour)."""
        order = self.seating()
        for start, player in enumerate(order):
            if player.name == name:
                break
        else:
            raise RuleViolation(f"unknown player {name!r}", player=name)
        if not alive_only:  # the plain neighbour: no need to look at who is alive
            return order[(start + 1) % len(order)]
        for step in range(1, len(order) + 1):
            candidate = order[(start + step) % len(order)]
            if candidate.alive or not alive_only:
                return candidate
        raise RuleViolation("no living player to pass to", player=name)

    # -- knowledge -------------------------------------------------------------------------
    def learn(self, who: str, about: str, seen_as: str, source: str = "") -> Knowledge:
        """Record that ``who`` now knows ``about`` as ``seen_as`` (newest knowledge wins)."""
        fact = Knowledge(who, about, seen_as, self.turn, source)
        self.knowledge.append(fact)
        return fact

    def known_by(self, who: str) -> dict[str, Knowledge]:
        """What ``who`` knows, one line per other player (the latest fact about each)."""
        return dict(self._fact_index().latest.get(who, {}))

    def fact(self, who: str, about: str) -> Knowledge | None:
        """The latest fact ``who`` knows about ``about``, or None (``known_by(who).get(about)``)."""
        facts = self._fact_index().latest.get(who)
        return facts.get(about) if facts is not None else None

    def _fact_index(self) -> _FactIndex:
        """The index of ``knowledge``, brought up to date with the facts appended since its last use
        (made anew when the list was replaced or shortened)."""
        index = self._facts
        facts = self.knowledge
        if index is not None and index.facts is facts and index.read == len(facts) and (
            not facts or facts[-1] is index.last
        ):
            return index  # nothing new since the last call: the common case
        if index is None or not index.follows(facts):
            index = _FactIndex(facts)
            self._facts = index
        index.catch_up()
        return index

    @property
    def over(self) -> bool:
        return bool(self.winner)

    def public_view(self) -> dict[str, Any]:
        """The state as the players may see it: no roles, camps, knowledge, seed or counters.

        Games override :meth:`public_player` to add what is public in their game (a rank).
        """
        return {
            "game": self.game,
            "turn": self.turn,
            "phase": self.phase,
            "seed_sha256": self.seed_sha256,
            "winner": self.winner,
            "victory_rule": self.victory_rule,
            "players": [self.public_player(p) for p in self.players],
        }

    def public_player(self, player: Player) -> dict[str, Any]:
        return {"seat": player.seat, "name": player.name, "alive": player.alive}

    def invalidate(self) -> None:
        """Forget the name caches after players were added or renamed."""
        self._index = None
        self._names = None
        self._seats = None


@cache
def _adapter(cls: type[GameState]) -> TypeAdapter[Any]:
    """The validator and serializer of one game's state class (made once per class)."""
    return TypeAdapter(cls)
