"""The GM's view of the wolves' hierarchy (W-S-4, W-S-5, W-E-7): text for the GM's roster and
status, in the scenario's language. GM only: nothing here may reach a public output.

- :func:`place`: a player's place, with the lieutenant's cubs or the cub's lieutenant
  ("Lieutenant (sous ses ordres : Arya, Jon)", "Louveteau (Lieutenant : Pyp)");
- :func:`wolves_block`: the "wolves" block: who commands whom (the ghost, each lieutenant and
  his cubs, cubs without a living lieutenant, Abel outside the hierarchy), then who knows whom
  (what each member of the hierarchy knows of the other wolves, ``state.known_by``).

Dead players are marked "†". Display names come from the scenario (the Meereen scenario speaks
of la Harpie and Sbires); the few words of its own are written in both languages with ``say``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gmconsole.engine.wording import text
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    CUB,
    GHOST,
    LIEUTENANT,
    WOLVES,
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario

DEAD_MARK = " †"


def _name(p: WinterfellPlayer) -> str:
    return p.name + ("" if p.alive else DEAD_MARK)


def cubs_of(state: WinterfellState, lieutenant: str) -> list[WinterfellPlayer]:
    """The cubs under ``lieutenant`` (dead ones included), in seat order."""
    return [p for p in state.players if p.hierarchy == CUB and p.lieutenant == lieutenant]


def place(state: WinterfellState, scenario: WinterfellScenario, p: WinterfellPlayer) -> str:
    """``p``'s place in the hierarchy as the GM reads it, or "" for a player outside it."""
    if p.hierarchy == GHOST:
        return scenario.display(GHOST)
    if p.hierarchy == LIEUTENANT:
        cubs = cubs_of(state, p.name)
        if not cubs:
            return text(scenario, "no-one-under-orders", lieutenant=scenario.display(LIEUTENANT))
        return text(
            scenario,
            "under-orders",
            lieutenant=scenario.display(LIEUTENANT),
            cubs=", ".join(_name(c) for c in cubs),
        )
    if p.hierarchy == CUB:
        if not p.lieutenant:
            return text(
                scenario, "no-lieutenant", cub=scenario.display(CUB), lieutenant=scenario.display(LIEUTENANT)
            )
        return f"{scenario.display(CUB)} ({scenario.display(LIEUTENANT)}{_colon(scenario)}{_name(state.wp(p.lieutenant))})"
    return ""


def _colon(scenario: WinterfellScenario) -> str:
    return text(scenario, "text")


def wolves_block(state: WinterfellState, scenario: WinterfellScenario) -> tuple[str, list[str]]:
    """The title and the lines of the "wolves" block (empty lines when there is no hierarchy)."""
    colon = _colon(scenario)
    title = scenario.display(WOLVES)
    title = title[:1].upper() + title[1:]
    members = state.hierarchy(alive=False)
    if not members:
        return title, []
    lines = [text(scenario, "who-commands-whom")]
    ghost = state.ghost()
    if ghost is not None:
        lines.append(f"  {scenario.display(GHOST)}{colon}{_name(ghost)}")
    for lt in (p for p in members if p.hierarchy == LIEUTENANT):
        cubs = cubs_of(state, lt.name)
        under = ", ".join(_name(c) for c in cubs) or text(scenario, "no-one")
        lines.append(
            text(
                scenario,
                "under-orders-2",
                lieutenant=scenario.display(LIEUTENANT),
                name=_name(lt),
                cubs=under,
            )
        )
    lieutenants = {p.name for p in members if p.hierarchy == LIEUTENANT}
    orphans = [p for p in members if p.hierarchy == CUB and p.lieutenant not in lieutenants]
    if orphans:
        lines.append(
            text(
                scenario,
                "without",
                lieutenant=scenario.display(LIEUTENANT),
                names=", ".join(_name(p) for p in orphans),
            )
        )
    outside = [p for p in state.players if ABEL in p.roles and not p.hierarchy]
    if outside:
        lines.append(
            text(
                scenario,
                "outside-hierarchy-do-not-know-him",
                abel=scenario.display(ABEL),
                wolves=scenario.display(WOLVES),
                names=", ".join(_name(p) for p in outside),
            )
        )
    lines.append(text(scenario, "who-knows-whom"))
    wolves = {p.name for p in members} | {p.name for p in outside}
    for p in members:
        known = state.known_by(p.name)
        facts = [
            f"{_name(state.wp(about))} ({scenario.display(fact.seen_as)})"
            for about, fact in sorted(known.items(), key=lambda kv: state.wp(kv[0]).seat)
            if about in wolves
        ]
        lines.append(
            text(scenario, "knows", name=_name(p), facts=", ".join(facts))
            if facts
            else text(scenario, "knows-no-one-else-among", name=_name(p), wolves=scenario.display(WOLVES))
        )
    return title, lines
