"""Vampire Hunter's rules (catalogue: ``shared/rules/vampire-hunter.md``).

One step is one hunter's turn: the GM enters his ``hunt`` order (his move and his choices, each
with a default), then resolves it. After the last hunter of the round, the propagation (V-P) is
played in the same resolve and the next round starts. Everything is public: the game is
co-operative, and every roll is shown with both sides' totals.
"""

from __future__ import annotations

from typing import Any

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import (
    Ballot,
    Context,
    GameRules,
    GroupPicker,
    OrderForm,
    Panel,
    RosterEntry,
    ScenarioBase,
    Step,
)
from gmconsole.engine.rules.registry import register
from gmconsole.engine.wording import text
from gmconsole.games.vampire_hunter.rules import forms, propagation, setup, turn, victory
from gmconsole.games.vampire_hunter.rules.actions import Hunt, VampireHunterAction
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import VampireHunterState


@register
class VampireHunterRules(GameRules):
    name = "vampire-hunter"
    scenario_model = VampireHunterScenario
    state_model = VampireHunterState
    action_model = VampireHunterAction
    no_removal = "every hunter stands on the map until the end: replace the player instead"
    no_removal_key = "no-removal"

    def min_players(self, scenario: ScenarioBase) -> int:
        assert isinstance(scenario, VampireHunterScenario)
        return scenario.min_players

    def setup(
        self, scenario: ScenarioBase, roster: list[RosterEntry], seed: str
    ) -> tuple[VampireHunterState, Context]:
        assert isinstance(scenario, VampireHunterScenario)
        return setup.deal(scenario, roster, seed)

    def apply(self, state: Any, action: Action, ctx: Context) -> None:
        assert isinstance(state, VampireHunterState)
        scenario = ctx.scenario
        assert isinstance(scenario, VampireHunterScenario)
        if state.over:
            raise RuleViolation.of(
                "refused-game-over", scenario=scenario, winner=scenario.display(state.winner)
            )
        if isinstance(action, Hunt):
            state.orders = turn.check_order(state, scenario, action)
        elif isinstance(action, Resolve):
            self._resolve(state, ctx, scenario)

    def _resolve(self, state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario) -> None:
        orders, state.orders = state.orders, {}
        try:
            turn.play_turn(state, ctx, scenario, orders)
        except RuleViolation:
            state.orders = orders
            raise
        if victory.check(state, ctx, scenario):
            return
        state.current += 1
        if state.current >= len(state.order):  # every hunter has played: the propagation
            propagation.propagate(state, ctx, scenario)
            ctx.emit("board", rule="V-P-4", **setup.board(state, scenario))
            if victory.check(state, ctx, scenario):
                return
            state.current = 0
            state.turn += 1
        name = state.step
        ctx.emit("hunter_turn", rule="V-T-1", player=name, town=state.hunters[name].town)

    # -- what the console shows -----------------------------------------------------------
    def order_kinds(self, state: Any, scenario: ScenarioBase) -> list[str]:
        return [] if state.over else ["hunt"]

    def forms(self, state: Any, scenario: ScenarioBase) -> list[Ballot | GroupPicker | OrderForm]:
        """The current hunter's ``hunt`` order, its choices computed from the state (V-T-1,
        V-T-2, V-F-2, V-F-7, V-E-1, V-E-4), each with its default."""
        assert isinstance(state, VampireHunterState) and isinstance(scenario, VampireHunterScenario)
        if state.over or not state.order:
            return []
        return [forms.hunt_form(state, scenario)]

    def panels(self, state: Any, scenario: ScenarioBase) -> list[Panel]:
        """Each hunter's card (courage, combat, wounds, hands used, equipment) and the last
        fight's stack."""
        assert isinstance(state, VampireHunterState) and isinstance(scenario, VampireHunterScenario)
        return forms.panels(state, scenario)

    def awaited(self, state: Any, scenario: ScenarioBase) -> list[str]:
        return [] if state.over or state.orders else [state.step]

    def checklist(self, state: Any, scenario: ScenarioBase) -> list[Step]:
        assert isinstance(state, VampireHunterState) and isinstance(scenario, VampireHunterScenario)
        if state.over:
            reason = text(
                scenario,
                "game-over-winner",
                winner=scenario.display(state.winner),
                rule=state.victory_rule,
            )
            return [Step(label=text(scenario, "game-over"), status="done", detail=reason)]
        rows = []
        for i, name in enumerate(state.order):
            hunter = state.hunters[name]
            town = scenario.towns[hunter.town].name
            if i < state.current:
                status, detail = "done", town
            elif i == state.current:
                status = "entered" if state.orders else "missing"
                moves = state.orders.get("moves", [])
                detail = (
                    " → ".join([town, *(scenario.towns[t].name for t in moves)])
                    if state.orders
                    else text(scenario, "move-from", town=town)
                )
            else:
                status, detail = "optional", town
            rows.append(
                Step(label=f"{name} ({scenario.hunters[hunter.card].name})", status=status, detail=detail)
            )
        rows.append(
            Step(
                label=text(scenario, "propagation-step"),
                status="optional",
                detail=text(scenario, "after-last-hunter"),
            )
        )
        return rows

    def resolving(self, state: Any, scenario: ScenarioBase) -> list[Step]:
        """The current hunter's turn, and after the last hunter's the propagation (V-P): the
        checklist shows every hunter of the round, each resolved in turn."""
        assert isinstance(state, VampireHunterState)
        rows = self.checklist(state, scenario)
        if state.over or state.current >= len(state.order):
            return rows
        last = state.current == len(state.order) - 1
        return [rows[state.current], *(rows[-1:] if last else [])]

    def public_checklist(self, state: Any, scenario: ScenarioBase) -> list[Step]:
        return self.checklist(state, scenario)

    def action_arguments(self, action: Action, state: Any, scenario: ScenarioBase) -> dict[str, Any]:
        """A hunter's turn in words (``action-hunt`` of wording/*/actions.ftl): the hunter the order
        names (« le chasseur » when it names none), the towns and the equipment by their names."""
        if not isinstance(action, Hunt) or not isinstance(scenario, VampireHunterScenario):
            return {}
        from gmconsole.engine.names import fold

        def named(table: dict[str, Any], typed: str) -> str:
            wanted = fold(typed.strip())
            for key, thing in table.items():
                if wanted in (fold(key), fold(thing.name)):
                    return str(thing.name)
            return typed

        return {
            # The order as given: the state may be any later one (a journal line, or the
            # "Entered:" line once the turn has passed to the next hunter), so it never names him.
            "hunter": action.hunter or None,
            "moves": [named(scenario.towns, t) for t in action.moves],
            "use": [named(scenario.equipment, e) for e in action.use],
            "heal_with": [named(scenario.equipment, e) for e in action.heal_with],
            "discard": [named(scenario.equipment, e) for e in action.discard],
            "make_room": [named(scenario.equipment, e) for e in action.make_room],
        }

    def warnings(self, state: Any, scenario: ScenarioBase) -> list[str]:
        assert isinstance(state, VampireHunterState) and isinstance(scenario, VampireHunterScenario)
        if state.over or not state.order:
            return []
        name = state.step
        hunter = state.hunters[name]
        life = scenario.hunters[hunter.card].life
        out = []
        if hunter.wounds == life - 1:
            out.append(text(scenario, "one-wound-from-death", name=name))
        return out
