"""A hunter's turn (V-T-1 to V-T-3): his order checked when it is entered, then carried out: his
discards and healing, one move (two with the diligence), and in each town reached a fight or a
travel card."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Context
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules import fight as fights
from gmconsole.games.vampire_hunter.rules import travel
from gmconsole.games.vampire_hunter.rules.actions import Hunt
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import VampireHunterState


def find_town(scenario: VampireHunterScenario, typed: str) -> str:
    wanted = fold(typed.strip())
    for key, town in scenario.towns.items():
        if wanted in (fold(key), fold(town.name)):
            return key
    raise RuleViolation.of("unknown-town", scenario=scenario, rule="V-T-1", typed=typed[:60])


def legal_moves(
    state: VampireHunterState, scenario: VampireHunterScenario, name: str, town: str = ""
) -> list[str]:
    """V-T-1: the towns next to ``town`` (his own by default) that no other hunter stands on."""
    start = town or state.hunters[name].town
    return [t for t in scenario.adjacency()[start] if not state.occupied(t, but=name)]


def check_order(state: VampireHunterState, scenario: VampireHunterScenario, action: Hunt) -> dict[str, Any]:
    """The order as it is stored until resolve, every name resolved; refused when illegal."""
    current = state.step
    name = state.resolve(action.hunter).name if action.hunter.strip() else current
    if name != current:
        raise RuleViolation.of(
            "not-his-turn", scenario=scenario, rule="V-S-4", player=name, current=current, name=name
        )
    hunter = state.hunters[name]
    moves = [find_town(scenario, t) for t in action.moves]
    if not moves and legal_moves(state, scenario, name):  # V-T-1: « fait un déplacement »
        raise RuleViolation.of("move-missing", scenario=scenario, rule="V-T-1", player=name, name=name)
    if len(moves) == 2 and not eqp.has_diligence(scenario, hunter):
        raise RuleViolation.of("no-diligence", scenario=scenario, rule="V-T-2", player=name, name=name)
    here = hunter.town
    for town in moves:
        if town not in scenario.adjacency()[here]:
            raise RuleViolation.of(
                "no-road",
                scenario=scenario,
                rule="V-T-1",
                player=name,
                here=scenario.towns[here].name,
                town=scenario.towns[town].name,
                neighbours=", ".join(scenario.towns[t].name for t in scenario.adjacency()[here]),
            )
        other = state.occupied(town, but=name)
        if other:
            raise RuleViolation.of(
                "town-taken",
                scenario=scenario,
                rule="V-T-1",
                player=name,
                town=scenario.towns[town].name,
                other=other,
            )
        here = town
    use = eqp.owned_items(scenario, hunter, action.use, "V-F-2", name)
    weapons = [k for k in dict.fromkeys(use) if scenario.equipment[k].kind == "weapon"]
    hands = sum(scenario.equipment[k].hands for k in weapons)
    if hands > 2:
        raise RuleViolation.of(
            "too-many-hands",
            scenario=scenario,
            rule="V-E-1",
            player=name,
            weapons=", ".join(scenario.equipment[k].name for k in weapons),
            hands=hands,
        )
    heal = eqp.owned_items(scenario, hunter, action.heal_with, "V-E-4", name)
    for key in heal:
        if not scenario.rules.heal_value(scenario.equipment[key].holy):
            raise RuleViolation.of(
                "does-not-heal",
                scenario=scenario,
                rule="V-E-4",
                player=name,
                item=scenario.equipment[key].name,
            )
    order = {
        "hunter": name,
        "moves": moves,
        "use": list(dict.fromkeys(use)),
        "reward": action.reward,
        "heal_with": heal,
        "discard": eqp.owned_items(scenario, hunter, action.discard, "V-E-1", name),
        "heal_when_dying": action.heal_when_dying,
    }
    make_room = eqp.owned_items(scenario, hunter, action.make_room, "V-E-1", name)
    for key in make_room:
        if not eqp.in_the_way(scenario, key):
            raise RuleViolation.of(
                "not-in-the-way",
                scenario=scenario,
                rule="V-E-1",
                player=name,
                item=scenario.equipment[key].name,
                weapons=scenario.rules.weapons,
            )
    if make_room:  # only when given: an order without it is stored as it always was
        order["make_room"] = list(dict.fromkeys(make_room))
    return order


def play_turn(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, orders: dict[str, Any]
) -> None:
    """Carry out the current hunter's turn."""
    name = state.step
    hunter = state.hunters[name]
    if not orders:
        if legal_moves(state, scenario, name):
            raise RuleViolation.of(
                "move-missing",
                scenario=scenario,
                rule="V-T-1",
                player=name,
                name=name,
            )
        orders = {"moves": []}
    hunter.previous = hunter.town
    eqp.discard_items(state, ctx, scenario, name, orders.get("discard", []))
    eqp.heal_with(state, ctx, scenario, name, orders.get("heal_with", []))
    eqp.take_out_of_hold(state, ctx, scenario, name)
    moves = orders.get("moves", [])
    if not moves:
        ctx.emit("stay", rule="V-T-1", player=name, town=hunter.town)
    choices = (orders.get("use", []), orders.get("reward", "auto"), orders.get("make_room", []))
    for n, town in enumerate(moves):
        if n == 1 and not eqp.has_diligence(scenario, hunter):
            break  # the diligence was lost on the way
        if state.occupied(town, but=name) or town not in scenario.adjacency()[hunter.town]:
            break
        ctx.emit("move", rule="V-T-2" if n else "V-T-1", player=name, origin=hunter.town, town=town)
        hunter.town = town
        outcome = arrive(state, ctx, scenario, name, town, *choices)
        if outcome == fights.DEAD:
            return damned(state, ctx, scenario, name)
        if outcome == fights.FLED:
            hunter.town = hunter.previous
            ctx.emit("flee", rule="V-F-3", player=name, town=hunter.previous)
            break
        if state.dracula_destroyed:
            break
    if not moves and scenario.rules.no_move == "resolve":  # V-T-1: he resolves where he stands
        outcome = arrive(state, ctx, scenario, name, hunter.town, *choices)
        if outcome == fights.DEAD:
            return damned(state, ctx, scenario, name)
        if outcome == fights.FLED:
            ctx.emit("flee", rule="V-F-3", player=name, town=hunter.town)
    if orders.get("heal_when_dying", True):
        eqp.heal_if_dying(state, ctx, scenario, name)


def damned(state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str) -> None:
    """V-F-5: his last wound: he is damned (the game is lost, V-V-2)."""
    state.player(name).alive = False
    ctx.emit("damned", rule="V-F-5", player=name, hunter=scenario.hunters[state.hunters[name].card].name)


def arrive(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    town: str,
    use: list[str],
    reward: str,
    make_room: Sequence[str] = (),
) -> str:
    """V-T-3: vampire tokens mean a fight; otherwise a travel card."""
    tokens = state.tokens.get(town, 0)
    if tokens:
        stack = fights.build_stack(state, ctx, scenario, tokens)
        outcome = fights.fight(state, ctx, scenario, name, town, stack, use)
        if outcome == fights.WON:
            fights.free_town(state, ctx, scenario, name, town, reward, make_room)
        return outcome
    return travel.travel(state, ctx, scenario, name, town, use, reward, make_room)
