"""The game state shared by every game: pydantic dataclasses (validated, dumped, copied).

A game's rules subclass :class:`GameState` (and, where they need more, :class:`Player`) with the
fields their game needs: a mission track, ranks and a hierarchy, a map. What every game has lives here: the players in seat order with camp, roles and
alive flag; the turn and phase; who knows whom; the winner; the dice counters.
"""

from __future__ import annotations

from copy import copy, deepcopy
from dataclasses import dataclass, field
from typing import Any, Self

from pydantic import ConfigDict
from pydantic import dataclasses as pydantic

from gmconsole.engine.errors import SHORT, RuleViolation, short
from gmconsole.engine.names import NameIndex
from gmconsole.engine.records import _ATOMS, ModelInterface, Record, copy_fields


@dataclass(slots=True)
class Player(Record):
    """A seat at the table. ``seat`` is the roster order (1-based)."""

    name: str
    seat: int
    aliases: list[str] = field(default_factory=list)
    camp: str = ""
    roles: list[str] = field(default_factory=list)
    alive: bool = True
    gender: str | None = None
    """``"f"``, ``"m"`` or None (not given), from the roster: for French agreement only."""

    def has_role(self, role: str) -> bool:
        return role in self.roles


@dataclass(slots=True)
class Knowledge:
    """``who`` knows ``about`` as ``seen_as`` (a role, camp or rank label) since ``turn``.

    ``source`` names how it was learned (the rule id or the action), for the GM's records. A
    fact is never changed once learned (a newer fact replaces it), so copies of the state share
    it; it is not a frozen dataclass only because that would double the cost of learning one.
    """

    who: str
    about: str
    seen_as: str
    turn: int = 0
    source: str = ""

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> Knowledge:
        """The fact itself: it never changes and holds only text and a number, so a copy of a state
        (``Game.push`` makes one per batch) shares its facts instead of copying hundreds of them."""
        return self


_set = object.__setattr__
_new = object.__new__
_UNCHECKED: dict[tuple[type, tuple[str, ...]], Any] = {}
"""What :meth:`GameState.unchecked` knows of a class and its keywords: the function that fills a
new state's fields (see :func:`_filler`)."""
_LAST_NAMES: dict[str, tuple[list[str], dict[str, list[str]], NameIndex]] = {}
"""The last name index a state built, with the names and aliases it was built from (copies):
the next state with the same roster (a simulator deals game after game) shares it instead of
folding every name again. A :class:`NameIndex` is read only once built."""


_LITERALS = frozenset({str, int, bool, type(None)})


def _filler(cls: Any, made: Any, values: dict[str, Any]) -> Any:
    """``fill(new, values)``, which sets every field of a new ``cls`` in the order pydantic set
    those of ``made``: a value given (in ``values``) as it is, the default of another from
    ``made``'s (an immutable one shared, an empty list or dict a new one, any other mutable one a
    deep copy of ``made``'s, copied now: ``made`` is the caller's). Its code is written for the
    fields, one store each, as a dataclass's ``__init__`` is: CPython stores an attribute by
    bytecode several times faster than through ``setattr`` (a simulator deals thousands of
    games). A class with its own ``__setattr__`` gets its fields through ``object.__setattr__``.
    """
    template = {k: None if k in values else deepcopy(v) for k, v in made.__dict__.items()}
    store = "new.{0} = {1}" if cls.__setattr__ is _set else "_set(new, {0!r}, {1})"
    lines = ["def fill(new, values):"]
    for name, value in template.items():
        if name in values:  # a field's name is a Python name (the dataclass's __init__ takes it)
            lines.append("    " + store.format(name, f"values[{name!r}]"))
        elif value.__class__ in _LITERALS:  # written as it is (its repr reads back as itself)
            lines.append("    " + store.format(name, repr(value)))
        elif value.__class__ in _ATOMS:
            lines.append("    " + store.format(name, f"_t[{name!r}]"))
        elif value.__class__ is list and not value:
            lines.append("    " + store.format(name, "[]"))
        elif value.__class__ is dict and not value:
            lines.append("    " + store.format(name, "{}"))
        else:
            lines.append("    " + store.format(name, f"_copy(_t[{name!r}])"))
    scope: dict[str, Any] = {"_t": template, "_set": _set, "_copy": deepcopy}
    exec("\n".join(lines), scope)  # noqa: S102 - code made above from the class's field names
    return scope["fill"]


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
        for fact in facts[self.read :]:  # the new facts (a copy of them: no index kept in Python)
            mine = latest.get(fact.who)
            if mine is None:
                mine = latest[fact.who] = {}
            mine[fact.about] = fact
        if self.read != len(facts):
            self.read = len(facts)
            self.last = facts[-1]

    def __deepcopy__(self, memo: dict[int, Any]) -> None:
        return None


@pydantic.dataclass(kw_only=True, config=ConfigDict(defer_build=True))
class GameState(ModelInterface):
    """Everything the rules need to decide the next step. Secret fields included: views for the
    public or a player are derived from it, never stored.

    A pydantic dataclass (see ``records.py`` for why not a model), validated when it is built
    and when a save is loaded, with the part of pydantic's model interface the engine uses
    (``model_validate``, ``model_dump``, ``model_copy``). A game's state subclasses it with the
    same decorator, ``@pydantic.dataclass(kw_only=True)``; ``register`` checks that it did. The
    subclass inherits the configuration: its validator is built at its first use, not at import
    (a sealed save's state is rebuilt without validation, ``engine/trusted.py``; issue 17).
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

    @classmethod
    def unchecked(cls, **values: Any) -> Self:
        """The state ``cls(**values)`` makes, without pydantic validating ``values`` again: for a
        deal, whose values the rules made themselves from a checked roster (a simulator deals
        thousands of games). The first state built with a given set of keywords is validated as
        usual, and the defaults of the other fields are taken from it: an empty list or dict a new
        one each time, another mutable default a deep copy. The values given become the state's
        own, not copied."""
        fill = _UNCHECKED.get((cls, tuple(values)))
        if fill is None:
            made = cls(**values)
            _UNCHECKED[(cls, tuple(values))] = _filler(cls, made, values)
            return made
        new = object.__new__(cls)
        fill(new, values)
        return new

    # -- copies ------------------------------------------------------------------------------
    def model_copy(self, *, deep: bool = False) -> Self:
        return deepcopy(self) if deep else copy(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        """The fields copied (immutable values shared), the caches left behind: the copy builds its own."""
        copied: Self = copy_fields(self, memo)
        return copied

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
            raise RuleViolation.of("unknown-player-2", player=name[:SHORT], name=short(name)) from None

    @property
    def names(self) -> NameIndex:
        """Index to resolve the GM's spelling of a name (folded, aliases, suggestions)."""
        names = self._names
        if names is None:
            roster = [p.name for p in self.players]
            aliases = {p.name: p.aliases for p in self.players}
            last = _LAST_NAMES.get("index")
            if last is not None and last[0] == roster and last[1] == aliases:
                names = last[2]  # the same names and aliases as the last state's (a simulator's games)
            else:
                names = NameIndex(roster, aliases)
                _LAST_NAMES["index"] = (roster, {name: [*alts] for name, alts in aliases.items()}, names)
            self._names = names
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
        for start, player in enumerate(order):  # noqa: B007 (used after the loop)
            if player.name == name:
                break
        else:
            raise RuleViolation.of("unknown-player", player=name, name=repr(name))
        if not alive_only:  # the plain neighbour: no need to look at who is alive
            return order[(start + 1) % len(order)]
        for step in range(1, len(order) + 1):
            candidate = order[(start + step) % len(order)]
            if candidate.alive or not alive_only:
                return candidate
        raise RuleViolation.of("no-living-player-pass", player=name)

    # -- knowledge -------------------------------------------------------------------------
    def learn(self, who: str, about: str, seen_as: str, source: str = "") -> Knowledge:
        """Record that ``who`` now knows ``about`` as ``seen_as`` (newest knowledge wins)."""
        # what ``Knowledge(who, about, seen_as, self.turn, source)`` makes, without calling the
        # class (its ``__init__`` frame), as the events are made
        fact = _new(Knowledge)
        fact.who, fact.about, fact.seen_as, fact.turn, fact.source = who, about, seen_as, self.turn, source
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
        if (
            index is not None
            and index.facts is facts
            and index.read == len(facts)
            and (not facts or facts[-1] is index.last)
        ):
            return index  # nothing new since the last call: the common case
        if index is None or not index.follows(facts):
            index = _FactIndex(facts)
            self._facts = index
        index.catch_up()
        return index

    @property
    def over(self) -> bool:
        return True if self.winner else False  # bool(self.winner) without a call (a game asks at every step)

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
        """Forget the caches derived from the players after players were added, renamed or
        put out of the game (a game's state may keep more: it overrides this)."""
        self._index = None
        self._names = None
        self._seats = None
