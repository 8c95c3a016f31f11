"""The assassination phase (W-A). First version: orders are stored; resolve moves to justice."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from gmconsole.engine.actions import Action
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context, Step
from gmconsole.engine.rules.winterfell.state import (
    JUSTICE,
    AssassinationOrders,
    Squad,
    WinterfellState,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.engine.rules.winterfell.scenario import WinterfellScenario


class AssassinationSettings(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    guard_requirement: int = Field(2, ge=1)


class SquadOrder(Action):
    kind: Literal["squad"] = "squad"
    members: list[str]
    target: str
    lookout: str = ""
    sword: bool = False


class NoAssassination(Action):
    kind: Literal["no_assassination"] = "no_assassination"


ACTIONS = (SquadOrder, NoAssassination)


def apply_order(state: WinterfellState, action: Action, ctx: Context) -> None:
    if isinstance(action, SquadOrder):
        members = [state.resolve(m).name for m in action.members]
        target = state.resolve(action.target).name
        lookout = state.resolve(action.lookout).name if action.lookout else ""
        state.assassination.squads.append(Squad(members=members, target=target, lookout=lookout, sword=action.sword))
    elif isinstance(action, NoAssassination):
        state.assassination.no_assassination = True
    else:  # pragma: no cover
        raise RuleViolation(f"unknown order {action.kind}")


def resolve(state: WinterfellState, ctx: Context) -> None:
    state.assassination = AssassinationOrders()
    state.phase, state.step = JUSTICE, ""


def checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    return [Step(label="squads", status="entered" if state.assassination.squads else "missing")]


def warnings(state: WinterfellState, scenario: WinterfellScenario) -> list[str]:
    return []
