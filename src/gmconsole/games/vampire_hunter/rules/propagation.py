"""Propagation (V-P): a d10 per town that held tokens at its start, the spread capped at 5 a
town, then one propagation card per player (none placed in the drawing hunter's favourite region)."""

from __future__ import annotations

from gmconsole.engine.events import PUBLIC
from gmconsole.engine.rules.base import Context
from gmconsole.engine.worded import worded
from gmconsole.games.vampire_hunter.rules.decks import add_tokens, discard, draw
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import VampireHunterState


def propagate(state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario) -> None:
    cap, factor = scenario.rules.max_tokens, scenario.rules.spread_factor
    links = scenario.adjacency()
    # V-P-1, V-P-3: only the towns holding tokens now roll, in the map file's order, each with
    # its count at the start of the propagation (or, with spread_count = "current", its count
    # when it rolls)
    start = [(town, state.tokens[town]) for town in scenario.towns if state.tokens.get(town, 0) > 0]
    ctx.emit("propagation", rule="V-P-1", towns=len(start))
    for town, count in start:
        if scenario.rules.spread_count == "current":
            count = state.tokens.get(town, count)
        roll = ctx.dice.die(
            "propagation.spread",
            10,
            PUBLIC,
            say=str(worded(scenario, "dice-propagation-spread", town=scenario.towns[town].name)),
        )
        spreads = roll <= factor * count
        added: dict[str, int] = {}
        if spreads:  # V-P-2: one token on each neighbour and one on the source, capped
            for target in [*links[town], town]:
                n = add_tokens(state, target, 1, cap)
                if n:
                    added[target] = n
        ctx.emit(
            "spread",
            rule="V-P-2" if spreads else "V-P-1",
            town=town,
            tokens=count,
            roll=roll,
            threshold=factor * count,
            spreads=spreads,
            added=sorted(added, key=list(scenario.towns).index),
        )
    # V-P-4: each player draws a propagation card, in turn order
    for name in state.order:
        if not state.player(name).alive:
            continue
        drawn = draw(state, ctx, "propagation")
        if drawn is None:
            continue
        town = drawn
        discard(state, "propagation", town)
        favourite = scenario.hunters[state.hunters[name].card].favourite
        if scenario.towns[town].region == favourite:
            ctx.emit("propagation_card", rule="V-P-4", player=name, town=town, placed=False, favourite=True)
        else:
            placed = add_tokens(state, town, 1, cap) > 0
            ctx.emit("propagation_card", rule="V-P-4", player=name, town=town, placed=placed, favourite=False)
