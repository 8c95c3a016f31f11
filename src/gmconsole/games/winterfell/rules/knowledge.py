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
    # ``state.learn``, inline, the fact made as its class makes it without calling it (no
    # ``__init__`` frame): a game tells some 150 facts (speed); the event filed by
    # ``ctx.record_made``, its data made only when the events are read (``ctx.events``, which
    # reading here would make every event filed so far: a simulator never reads them). ``data``
    # is this call's own dict: nothing changes it after.
    # tests/games/winterfell/test_night_facts.py compares them with the classes' own.
    fact = _new(Knowledge)
    fact.who, fact.about, fact.seen_as, fact.turn, fact.source = who, about, seen_as, state.turn, rule
    knowledge = state.knowledge
    # The state's index of facts (``_fact_index``), when it has read every fact so far, files
    # this one as its next reading would (the night's squads read it at each meeting, the
    # policy at each step): that reading then has nothing to catch up.
    # tests/games/winterfell/test_night_fact_index.py compares it with a fresh reading.
    index = state._facts
    if (
        index is not None
        and index.read == len(knowledge)
        and index.facts is knowledge
        and (not knowledge or knowledge[-1] is index.last)
    ):
        mine = index.latest.get(who)
        if mine is None:
            index.latest[who] = {about: fact}
        else:
            mine[about] = fact
        index.read += 1
        index.last = fact
    knowledge.append(fact)
    ctx.record_made("learned", to_player(who), rule, _learned, (about, seen_as, data))


def _learned(about: str, seen_as: str, data: dict[str, Any]) -> dict[str, Any]:
    """A ``learned`` event's data: who it is about, as what, then what ``tell`` was given."""
    return {"about": about, "seen_as": seen_as, **data}


_new = object.__new__
