"""What Astrub's deal reads from a roster (M-S-1, M-S-2), read and checked once per roster.

A deal needs the roster's names checked (no two reading alike), its pins sorted out (who is
pinned a spy or a mercenary, refused when they contradict each other or the table's count), the
players' fields, and, for the whole game, the next leader after each seat and the set of names
the orders are checked against. None of it depends on the seed: a simulator deals thousands of
games at one table, so :func:`seating` keeps what it made for a roster (by the names, aliases,
genders and pins it read, and the number of spies) and gives it again; a changed roster is read
and checked again. What it gives is never changed by the rules: each deal makes its own players,
and shares only the tables (``next``, ``seated``), which the state reads and never changes.
"""

from __future__ import annotations

from typing import Any

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import Audience, to_player
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import RosterEntry, check_roster_names
from gmconsole.games.astrub.rules.state import MERCENARY, SPY

# The words a roster may pin a role or a camp with (folded), in English and in French.
_ROLE_PINS = {
    **dict.fromkeys(("spy", "spies", "espion", "espions", "espionne", "espionnes"), SPY),
    **dict.fromkeys(("mercenary", "mercenaries", "mercenaire", "mercenaires"), MERCENARY),
}


class Seating:
    """A roster as the deal uses it, made by :func:`seating`."""

    __slots__ = ("rows", "names", "free", "pinned_spies", "to_draw", "audiences", "next", "seated")

    def __init__(
        self, rows: list[tuple[str, int, list[str], str | None]], pinned: dict[str, str], spies: int
    ):
        self.rows = rows
        """Each player's name, seat (1-based, the roster's order), aliases and gender."""
        self.names = [row[0] for row in rows]
        self.free = [name for name in self.names if name not in pinned]
        """The names the spies are drawn from: the players pinned neither way."""
        self.pinned_spies = frozenset(name for name, role in pinned.items() if role == SPY)
        self.to_draw = spies - len(self.pinned_spies)
        """The spies to draw among :attr:`free`."""
        self.audiences: list[Audience] = [to_player(name) for name in self.names]
        """Each player's own audience (his role card's), in seat order."""
        self.next = {name: self.names[i % len(rows)] for i, name in enumerate(self.names, start=1)}
        """The next leader after each name, in seat order (``AstrubState.next_after``'s table)."""
        self.seated = frozenset(self.names)
        """The players' names (``AstrubState.seated``)."""


_SEATINGS: dict[tuple[Any, ...], Seating] = {}
"""What :func:`seating` made, by the roster's values it read and the number of spies."""


def seating(roster: list[RosterEntry], spies: int) -> Seating:
    """The roster as the deal uses it, with ``spies`` spies to deal; a :class:`RuleViolation`
    (the same as the deal always gave, in the same order) for names that read alike or pins
    that cannot be dealt."""
    rows = []
    key: list[Any] = [spies]
    for entry in roster:
        fields = entry.__dict__  # a model's fields read once (each read of one costs several dict lookups)
        name, aliases, gender, pins = fields["name"], fields["aliases"], fields["gender"], fields["pins"]
        rows.append((name, aliases, gender, pins))
        key.append((name, gender, tuple(aliases), tuple(pins.items())) if aliases or pins else (name, gender))
    try:
        found = _SEATINGS.get(tuple(key))
    except TypeError:  # an unhashable value where a name or a pin should be: checked, not kept
        return _checked(roster, rows, spies)
    if found is None:
        found = _checked(roster, rows, spies)
        if len(_SEATINGS) >= 256:
            _SEATINGS.clear()
        _SEATINGS[tuple(key)] = found
    return found


def _checked(roster: list[RosterEntry], rows: list[tuple[Any, ...]], spies: int) -> Seating:
    check_roster_names(roster)
    n = len(rows)
    pinned: dict[str, str] = {}
    for name, _, _, pins in rows:
        if not pins:
            continue
        for key, value in pins.items():
            if key not in ("role", "camp"):
                raise RuleViolation.of(
                    "unknown-pin-astrub-pins-only-role",
                    game="astrub",
                    player=name,
                    name=name,
                    key=repr(key),
                )
            role = _ROLE_PINS.get(fold(str(value)))
            if role is None:
                raise RuleViolation.of(
                    "pinned-neither-spy-nor-mercenary",
                    game="astrub",
                    rule="M-S-2",
                    player=name,
                    name=name,
                    key=key,
                    value=repr(value),
                )
            if pinned.get(name, role) != role:
                raise RuleViolation.of(
                    "pins-contradict-each-other-spy-mercenary",
                    game="astrub",
                    rule="M-S-2",
                    player=name,
                    name=name,
                )
            pinned[name] = role
    pinned_spies = sum(1 for r in pinned.values() if r == SPY)
    if pinned_spies > spies:
        raise RuleViolation.of(
            "players-are-pinned-as-spies-but",
            game="astrub",
            rule="M-S-2",
            pinned_spies=pinned_spies,
            n=n,
            spies_wanted=spies,
        )
    pinned_mercenaries = len(pinned) - pinned_spies
    if pinned_mercenaries > n - spies:
        raise RuleViolation.of(
            "players-are-pinned-as-mercenaries-but",
            game="astrub",
            rule="M-S-2",
            pinned_mercenaries=pinned_mercenaries,
            n=n,
            value=n - spies,
        )
    seats = [(name, seat, list(aliases), gender) for seat, (name, aliases, gender, _) in enumerate(rows, 1)]
    return Seating(seats, pinned, spies)
