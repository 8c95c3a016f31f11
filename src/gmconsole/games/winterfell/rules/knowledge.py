"""Gains of knowledge: each is stored in the state and told to the player as an event.

Every time a player learns something about another player (a squad-mate, a failed attack's
reveal, a seer's answer, Ben's identity...), :func:`tell` records it (``state.knowledge``, which
answers "what does X know?") and emits a ``learned`` event addressed to that player alone, so the
private messages are written from events only (issue 5).
"""

from __future__ import annotations

from typing import Any

from gmconsole.engine.events import to_player
from gmconsole.engine.rules.base import Context
from gmconsole.engine.state import Knowledge
from gmconsole.games.winterfell.rules.state import WinterfellState


def tell(
    state: WinterfellState, ctx: Context, who: str, about: str, seen_as: str, rule: str, **data: Any
) -> None:
    """``who`` learns that ``about`` is ``seen_as`` (a role, hierarchy place, camp or rank key).

    ``data`` adds context for the message (``how="squad"``, ``target=...``).
    """
    if who == about:
        return
    # ``state.learn`` and ``ctx.emit``, inline, and the fact made as its class makes it without
    # calling it (no ``__init__`` frame): a game tells some 150 facts (speed).
    # tests/games/winterfell/test_knowledge_tell.py compares them with the classes' own. The
    # event filed with ``ctx.record``, made when the events are read: reading ``ctx.events``
    # here would make every event filed before it (the day's tallies' rows, issue 17).
    fact = _new(Knowledge)
    fact.who, fact.about, fact.seen_as, fact.turn, fact.source = who, about, seen_as, state.turn, rule
    state.knowledge.append(fact)
    ctx.record("learned", to_player(who), rule, {"about": about, "seen_as": seen_as, **data})


_new = object.__new__
