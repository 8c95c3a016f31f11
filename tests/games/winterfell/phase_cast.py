"""A hand-built Winterfell table for the justice, elections, victory and points tests.

50 players at the turn-1 ranks (W-S-1), named after what they are so that a test reads plainly:

- ``gv1``..``gv3`` great vassals; ``cap1``..``cap5`` captains; ``kn1``..``kn12`` knights;
  ``g1``..``g30`` guards; everyone a loyalist unless listed below;
- the hierarchy: ``cap1`` the ghost; lieutenants ``kn1`` (cubs ``kn3``, ``g2``), ``kn2`` (cubs
  ``g3``, ``g4`` the turncoat) and ``g1`` (cubs ``g5`` Wyman, ``g6`` Pestagaupe);
- ``g7`` and ``g8`` Hooded Men (loyalists); ``g26`` Abel (wolves, outside the hierarchy);
  ``g27`` Ben les Os; ``g28`` a loyal Schlingue; ``g29`` the Vervoyant (neutral) with the
  prophecies Life ``gv1``, Death ``g20``, Glory ``g21``; ``g30`` the Gars du Bâtard.

``table(**changes)`` applies per-player field changes (``table(gv1={"camp": "worshippers"})``).
"""

from __future__ import annotations

from copy import deepcopy
from typing import Any

import pytest

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import elections
from gmconsole.games.winterfell.rules.assassination import SquadOrder
from gmconsole.games.winterfell.rules.elections import ElectionVotes
from gmconsole.games.winterfell.rules.justice import Accuse
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.state import WinterfellPlayer, WinterfellState
from gmconsole.scenarios import load_scenario

SCENARIO = load_scenario("winterfell")
RULES = WinterfellRules()

_WOLVES: dict[str, dict[str, Any]] = {
    "cap1": {"hierarchy": "ghost"},
    "kn1": {"hierarchy": "lieutenant"},
    "kn2": {"hierarchy": "lieutenant"},
    "g1": {"hierarchy": "lieutenant"},
    "kn3": {"hierarchy": "cub", "lieutenant": "kn1"},
    "g2": {"hierarchy": "cub", "lieutenant": "kn1"},
    "g3": {"hierarchy": "cub", "lieutenant": "kn2"},
    "g4": {"hierarchy": "cub", "lieutenant": "kn2", "camp": "loyalists", "roles": ["turncoat"]},
    "g5": {"hierarchy": "cub", "lieutenant": "g1", "roles": ["manderly"]},
    "g6": {"hierarchy": "cub", "lieutenant": "g1", "roles": ["whoresbane"]},
}
_OTHERS: dict[str, dict[str, Any]] = {
    "g7": {"roles": ["hooded_man"]},
    "g8": {"roles": ["hooded_man"]},
    "g26": {"camp": "wolves", "roles": ["abel"]},
    "g27": {"roles": ["ben_bones"]},
    "g28": {"roles": ["reek"]},
    "g29": {"camp": "neutral", "roles": ["greenseer"]},
    "g30": {"roles": ["bastards_boy"]},
}


def names() -> list[tuple[str, str]]:
    out = [(f"gv{i}", "great_vassal") for i in range(1, 4)]
    out += [(f"cap{i}", "captain") for i in range(1, 6)]
    out += [(f"kn{i}", "knight") for i in range(1, 13)]
    out += [(f"g{i}", "guard") for i in range(1, 31)]
    return out


def table(
    *, phase: str = "justice", step: str = "", turn: int = 1, **changes: dict[str, Any]
) -> WinterfellState:
    players = []
    for seat, (name, rank) in enumerate(names(), start=1):
        fields: dict[str, Any] = {"name": name, "seat": seat, "rank": rank, "camp": "loyalists"}
        if name in _WOLVES:
            fields["camp"] = "wolves"
            fields.update(_WOLVES[name])
        fields.update(_OTHERS.get(name, {}))
        fields.update(changes.get(name, {}))
        players.append(WinterfellPlayer(**deepcopy(fields)))  # the cast's role lists stay unshared
    state = WinterfellState(
        seed="test-seed",
        seed_sha256="0" * 64,
        turn=turn,
        phase=phase,
        step=step,
        players=players,
        prophecies={"life": "gv1", "death": "g20", "glory": "g21"},
    )
    return state


def kill(state: WinterfellState, *names_: str, turn: int | None = None, phase: str = "assassination") -> None:
    for name in names_:
        p = state.wp(name)
        p.alive, p.died_turn, p.died_phase = False, state.turn if turn is None else turn, phase
    state.players_changed()  # the state's index of the living (the rules do it where they kill)


def play(state: WinterfellState, *actions: Action, scenario=SCENARIO) -> Context:
    """Apply ``actions`` in order through the game's dispatch; the last context is returned
    with every event and roll of the batch gathered in it."""
    gathered: Context | None = None
    for action in actions:
        ctx = Context(state, scenario)
        RULES.apply(state, action, ctx)
        if gathered is None:
            gathered = ctx
        else:
            gathered.events.extend(ctx.events)
            gathered.dice.log.extend(ctx.rolls)
            gathered.warnings.extend(ctx.warnings)
    assert gathered is not None
    return gathered


def resolve(state: WinterfellState, scenario=SCENARIO) -> Context:
    return play(state, Resolve(), scenario=scenario)


def refused(state: WinterfellState, action: Action, match: str, scenario=SCENARIO) -> RuleViolation:
    """Assert ``action`` is refused with a message matching ``match`` and the state unchanged."""
    before = state.model_copy(deep=True)
    with pytest.raises(RuleViolation, match=match) as info:
        play(state, action, scenario=scenario)
    assert state == before, "a refused order changed the state"
    return info.value


def refused_under(state: WinterfellState, action: Action, rule: str, scenario=SCENARIO) -> RuleViolation:
    """Assert ``action`` is refused under ``rule`` (whatever the wording) and the state unchanged."""
    before = state.model_copy(deep=True)
    try:
        play(state, action, scenario=scenario)
    except RuleViolation as error:
        assert error.rule == rule, (error.rule, str(error))
        assert state == before, "a refused order changed the state"
        return error
    raise AssertionError(f"{action!r} was accepted; expected a {rule} refusal")


def events(ctx: Context, kind: str) -> list:
    return [e for e in ctx.events if e.kind == kind]


def one(ctx: Context, kind: str):
    found = events(ctx, kind)
    assert len(found) == 1, f"expected one {kind} event, got {len(found)}: {[e.kind for e in ctx.events]}"
    return found[0]


def with_settings(section: str, **values: Any):
    """The default scenario with some settings of one section changed."""
    current = getattr(SCENARIO, section)
    return SCENARIO.model_copy(update={section: current.model_copy(update=values)})


# -- a table at a given phase -------------------------------------------------------------------
def night(turn: int = 1, **changes: dict[str, Any]) -> WinterfellState:
    """The table at ``turn``'s assassination phase."""
    return table(phase="assassination", turn=turn, **changes)


def squad(members, target, lookout="", sword=False) -> SquadOrder:
    """A squad order; ``members`` one name or several."""
    return SquadOrder(
        members=list(members) if not isinstance(members, str) else [members],
        target=target,
        lookout=lookout,
        sword=sword,
    )


def accused_table(accused=("g10", "g11", "kn5"), **changes: dict[str, Any]) -> WinterfellState:
    """A table at the justice vote step with ``accused`` named by gv1, gv2, gv3."""
    state = table(**changes)
    play(
        state,
        *(Accuse(by=f"gv{i}", accused=a, justification=f"why {a}") for i, a in enumerate(accused, start=1)),
    )
    resolve(state)
    assert state.step == "vote"
    return state


def opened(*dead: str, revolt: bool = False, scenario=SCENARIO, **changes: dict[str, Any]):
    """A table at the start of the elections after ``dead`` died in this turn's justice."""
    state = table(**changes)
    kill(state, *dead, phase="justice")
    if revolt:
        state.revolt_turn = state.turn
    ctx = Context(state, scenario)
    elections.open_phase(state, ctx)
    return state, ctx


def everyone_votes(state: WinterfellState, candidate: str, *, but=()) -> ElectionVotes:
    """Every living player (but ``but``) votes for ``candidate``."""
    return ElectionVotes(votes={p.name: candidate for p in state.living() if p.name not in but})
