"""Seat changes every game has: a player replaced by another in his seat, a player removed by
the GM (see :class:`~gmconsole.engine.actions.ReplacePlayer` and
:class:`~gmconsole.engine.actions.RemovePlayer`).

A replacement renames the seat everywhere in the state: every value (and every mapping key)
equal to the old name becomes the new one, so the role, the knowledge both ways ("who knows
whom"), the orders entered and a game's own records follow the seat without the game having
to list them. The journal and the events already posted keep the old name: that is history.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from gmconsole.engine.actions import RemovePlayer, ReplacePlayer, SetDeadline
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import PUBLIC, to_player
from gmconsole.engine.names import fold

if TYPE_CHECKING:
    from gmconsole.engine.rules.base import Context
    from gmconsole.engine.state import GameState


def _renamed(value: Any, old: str, new: str) -> Any:
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, dict):
        return {_renamed(k, old, new): _renamed(v, old, new) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return type(value)(_renamed(v, old, new) for v in value)
    return value


def _words_of_the_game(state: GameState, ctx: Context) -> set[str]:
    """Roles, camps and the scenario's keys: a name equal to one of them cannot be renamed
    safely (the rename would change the word too)."""
    words = {state.game, state.phase, *ctx.scenario.names}
    for p in state.players:
        words.add(p.camp)
        words.update(p.roles)
    return words


def replace_player(state: GameState, action: ReplacePlayer, ctx: Context) -> None:
    """Give ``action.player``'s seat to ``action.by`` (see the module's docstring)."""
    old = state.resolve(action.player)
    new = " ".join(action.by.split())
    if not new or not any(c.isalnum() for c in new):
        raise RuleViolation.of("not-name-write-new-player-forum", new=repr(new))
    if not old.alive:
        raise RuleViolation.of("out-game-nobody-can-take-seat", player=old.name, name=old.name)
    names = state.names
    for typed in (new, *action.aliases):
        taken = names.get(typed)
        if taken is not None and taken != old.name:
            raise RuleViolation.of(
                "already-names-choose-another-name", player=taken, typed=repr(typed), taken=taken
            )
    if new == old.name:
        raise RuleViolation.of("already-holds-this-seat", new=new)
    words = _words_of_the_game(state, ctx)
    if old.name in words or new in words:
        raise RuleViolation.of(
            "also-word-game-role-camp-phase",
            player=old.name,
            value=repr(old.name if old.name in words else new),
        )
    aliases = [
        a for a in dict.fromkeys(" ".join(a.split()) for a in action.aliases) if a and fold(a) != fold(new)
    ]
    cls = type(state)
    data = _renamed(state.model_dump(), old.name, new)
    for player in data["players"]:
        if player["name"] == new:
            player["aliases"] = aliases
            player["gender"] = action.gender
    fresh = cls.model_validate(data)
    for name in cls.__dataclass_fields__:
        setattr(state, name, getattr(fresh, name))
    state._facts = None
    state.invalidate()
    ctx.emit("player_replaced", PUBLIC, old=old.name, new=new, seat=old.seat)
    # The newcomer's message: the seat's role and camp, and what it knows of the others.
    seat = state.player(new)
    display = ctx.scenario.display
    ctx.emit(
        "seat_handover",
        to_player(new),
        old=old.name,
        roles=[display(r) for r in seat.roles],
        camp=display(seat.camp) if seat.camp else "",
    )
    known = {about: display(fact.seen_as) for about, fact in state.known_by(new).items() if about != new}
    if known:
        ctx.emit("seat_handover_known", to_player(new), old=old.name, known=known)


def remove_player(state: GameState, action: RemovePlayer, ctx: Context) -> None:
    """Take ``action.player`` out of the game, as dead, by the GM's decision."""
    player = state.resolve(action.player)
    if not player.alive:
        raise RuleViolation.of("already-out-game", player=player.name, name=player.name)
    player.alive = False
    state.invalidate()  # a game's state may keep an index of its living players
    text = action.announcement.strip()
    if text:
        ctx.emit("player_removed_announced", PUBLIC, player=player.name, announcement=text)
    else:
        ctx.emit("player_removed", PUBLIC, player=player.name)


def set_deadline(state: GameState, action: SetDeadline, ctx: Context) -> None:
    """Announce the deadline of the current step (a public event of this step)."""
    text = " ".join(action.deadline.split())
    if not text:
        raise RuleViolation.of("deadline-empty-write-it-as-players")
    ctx.emit("deadline", PUBLIC, deadline=text)


def current_deadline(events: list[Any], turn: int, phase: str) -> str:
    """The latest deadline announced for step (``turn``, ``phase``), or ""."""
    for event in reversed(events):
        if event.kind == "deadline" and event.turn == turn and event.phase == phase:
            return str(event.data.get("deadline", ""))
    return ""


# -- a deadline from a date and a time (the console's form, ``gmconsole deadline --at``) -----------
_FR_DAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
_FR_MONTHS = (
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
)
_EN_DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
_EN_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


class DeadlineProblem(ValueError):
    """A date or a time that does not read: ``field`` is ``"date"`` or ``"time"``."""

    def __init__(self, field: str, typed: str, message: str) -> None:
        super().__init__(message)
        self.field, self.typed = field, typed


def parse_deadline(date_text: str, time_text: str, today: date) -> datetime:
    """The moment a GM types as a date (``2026-12-02``, ``2/12/2026``, ``2/12``: this year, or
    next year when that day is past) and a time (``21:00``, ``21 h``, ``21h30``, ``21``).
    Raises ``ValueError`` with what is wrong and how to write it."""
    d = date_text.strip()
    try:
        if re.fullmatch(r"\d{4}-\d{1,2}-\d{1,2}", d):
            y, m, day = (int(x) for x in d.split("-"))
            when = date(y, m, day)
        elif match := re.fullmatch(r"(\d{1,2})[/.](\d{1,2})(?:[/.](\d{2}|\d{4}))?", d):
            day, m = int(match[1]), int(match[2])
            if match[3]:
                y = int(match[3]) + (2000 if len(match[3]) == 2 else 0)
                when = date(y, m, day)
            else:
                when = date(today.year, m, day)
                if when < today:
                    when = date(today.year + 1, m, day)
        else:
            raise ValueError("format")
    except ValueError:
        raise DeadlineProblem(
            "date", date_text, f"{date_text!r} is not a date: write 2026-12-02, 2/12/2026 or 2/12"
        ) from None
    t = time_text.strip().lower().replace(" ", "")
    match = re.fullmatch(r"(\d{1,2})(?:[:h](\d{2})?)?", t)
    if not match or int(match[1]) > 23 or int(match[2] or 0) > 59:
        raise DeadlineProblem("time", time_text, f"{time_text!r} is not a time: write 21:00, 21 h or 21h30")
    return datetime(when.year, when.month, when.day, int(match[1]), int(match[2] or 0))


def deadline_words(when: datetime, language: str) -> str:
    """The deadline as players read it: ``mercredi 2 décembre à 21 h`` (``21 h 30``), or
    ``Wednesday 2 December at 21:00``."""
    if language == "fr":
        day = "1er" if when.day == 1 else str(when.day)
        hour = f"{when.hour} h" + (f" {when.minute:02d}" if when.minute else "")
        return f"{_FR_DAYS[when.weekday()]} {day} {_FR_MONTHS[when.month - 1]} à {hour}"
    return f"{_EN_DAYS[when.weekday()]} {when.day} {_EN_MONTHS[when.month - 1]} at {when:%H:%M}"
