"""Travel cards (V-T-4 to V-T-7): the courage test, the isolated castle, the crypt, and the other
cards resolved as their data says."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gmconsole.engine.rules.base import Context
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules import fight as fights
from gmconsole.games.vampire_hunter.rules.decks import discard, draw
from gmconsole.games.vampire_hunter.rules.scenario import Effect, TravelCard, VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import VampireHunterState

WON, FLED, DEAD = fights.WON, fights.FLED, fights.DEAD


def courage_test(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str, card: TravelCard
) -> dict[str, Any]:
    """V-T-4: 1d10 + courage against 1d10 + the card's fear, success on greater or equal; the
    equipment's courage bonuses count only where the card says so (a scenario setting)."""
    hunter = state.hunters[name]
    courage = scenario.hunters[hunter.card].courage
    mode = scenario.rules.travel_tests_count_equipment
    if mode == "always" or (mode == "card" and card.equipment_counts):
        courage += sum(eqp.card(scenario, i).courage for i in hunter.items)
    return fights.test(ctx, "travel.courage", courage, card.fear)


def castle_vampire(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, blood: int
) -> str | None:
    """V-T-5: vampire cards are drawn until one has blood at most ``blood``, the others discarded;
    by default Dracula is put back under the deck and another card drawn (V-T-6)."""
    tries = len(scenario.vampires) + len(state.vampire_deck) + len(state.vampire_discard) + 1
    skipped: list[str] = []
    for _ in range(tries):
        key = draw(state, ctx, "vampire")
        if key is None:
            break
        vampire = scenario.vampires[key]
        if vampire.dracula and scenario.rules.castle_skips_dracula:
            skipped.append(key)
            ctx.emit("dracula_skipped", rule="V-T-6", vampire=vampire.name)
            continue
        if vampire.blood <= blood:
            state.vampire_deck.extend(skipped)
            return key
        discard(state, "vampire", key)
    state.vampire_deck.extend(skipped)
    return None


def travel(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    town: str,
    use: list[str],
    reward: str,
    make_room: Sequence[str] = (),
) -> str:
    """The hunter draws and resolves a travel card in ``town``: won (he may go on), fled or dead."""
    key = draw(state, ctx, "travel")
    if key is None:
        ctx.emit("no_travel_card", rule="V-T-3", player=name, town=town)
        return WON
    card = scenario.travel[key]
    ctx.emit(
        "travel_card", rule="V-T-3", player=name, town=town, card=key, name=card.name, card_kind=card.kind
    )
    discard(state, "travel", key)
    if card.kind in ("isolated_castle", "crypt"):
        vampire = castle_vampire(state, ctx, scenario, card.blood)
        if vampire is None:
            ctx.emit("lair_empty", rule="V-T-5", player=name, town=town)
            return WON
        if card.kind == "crypt":  # V-T-6: won outright, the reward gained, no token
            ctx.emit("crypt", rule="V-T-6", player=name, town=town, vampire=scenario.vampires[vampire].name)
            discard(state, "vampire", vampire)
            if scenario.vampires[vampire].dracula:
                state.dracula_destroyed = True
            heal = fights.choose_heal(state, scenario, name, reward)
            fights.reward_hunter(state, ctx, scenario, name, card.reward, heal, "V-T-6", make_room)
            return WON
        added = fights.place_token(state, scenario, town)
        ctx.emit(
            "castle",
            rule="V-T-5",
            player=name,
            town=town,
            vampire=scenario.vampires[vampire].name,
            added=added,
        )
        outcome = fights.fight(state, ctx, scenario, name, town, [vampire], use, source="castle")
        if outcome == WON:
            fights.free_town(state, ctx, scenario, name, town, reward, make_room)
        return outcome
    if card.test:
        result = courage_test(state, ctx, scenario, name, card)
        ctx.emit("courage_test", rule="V-T-4", player=name, name=card.name, **result)
        effect = card.success if result["success"] else card.failure
    else:
        effect = card.success
    return apply_effect(state, ctx, scenario, name, town, effect, make_room)


def apply_effect(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    town: str,
    effect: Effect,
    make_room: Sequence[str] = (),
) -> str:
    """V-T-7: a travel card's consequence, as its data says."""
    hunter = state.hunters[name]
    life = scenario.hunters[hunter.card].life
    if effect.heal and hunter.wounds:
        healed = min(effect.heal, hunter.wounds)
        hunter.wounds -= healed
        ctx.emit("healed", rule="V-T-7", player=name, healed=healed)
    if effect.equipment:
        eqp.gain(state, ctx, scenario, name, effect.equipment, "V-T-7", make_room)
    if effect.tokens:
        added = sum(fights.place_token(state, scenario, town) for _ in range(effect.tokens))
        ctx.emit("tokens_placed", rule="V-T-7", player=name, town=town, added=added)
    for _ in range(effect.lose_item):
        if hunter.items:
            item = hunter.items[-1]
            eqp.lose(state, hunter, item)
            ctx.emit(
                "item_lost", rule="V-T-7", player=name, card=item.card, name=eqp.card(scenario, item).name
            )
    if effect.wounds:
        hunter.wounds += effect.wounds
        ctx.emit("wound", rule="V-T-7", player=name, wounds=hunter.wounds, life=life)
        if hunter.wounds >= life:
            return DEAD
    if effect.flee:
        return FLED
    return WON
