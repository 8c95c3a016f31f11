"""Equipment (V-E): what a hunter may keep (unique items, weapons, the diligence's hold), charges,
healing with holy items, and the items he uses in a fight."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Context
from gmconsole.games.vampire_hunter.rules.decks import discard, draw
from gmconsole.games.vampire_hunter.rules.scenario import (
    EquipmentCard,
    VampireCard,
    VampireHunterScenario,
)
from gmconsole.games.vampire_hunter.rules.state import Hunter, Item, VampireHunterState


def card(scenario: VampireHunterScenario, item: Item | str) -> EquipmentCard:
    return scenario.equipment[item if isinstance(item, str) else item.card]


def has_diligence(scenario: VampireHunterScenario, hunter: Hunter) -> bool:
    return any(card(scenario, i).diligence for i in hunter.items)


def find_card(scenario: VampireHunterScenario, typed: str) -> str:
    """The equipment card the GM means by ``typed`` (its key or its name, accents and case aside)."""
    wanted = fold(typed.strip())
    for key, eq in scenario.equipment.items():
        if wanted in (fold(key), fold(eq.name)):
            return key
    names = ", ".join(eq.name for eq in scenario.equipment.values())
    raise RuleViolation.of(
        "unknown-equipment", scenario=scenario, rule="V-C-5", typed=typed[:60], names=names
    )


def owned_items(
    scenario: VampireHunterScenario, hunter: Hunter, typed: list[str], rule: str, name: str = ""
) -> list[str]:
    """The card keys of ``typed``, each held by the hunter of player ``name`` (refused otherwise)."""
    keys = []
    for text in typed:
        key = find_card(scenario, text)
        if not any(i.card == key for i in hunter.items):
            raise RuleViolation.of(
                "item-not-held",
                scenario=scenario,
                rule=rule,
                item=scenario.equipment[key].name,
                name=name or "?",
            )
        keys.append(key)
    return keys


def why_not_keep(scenario: VampireHunterScenario, hunter: Hunter, key: str) -> str:
    """Why the hunter cannot keep card ``key`` (V-E-1), or "" when he can."""
    return _why_not(scenario, hunter.items, key)


def _why_not(scenario: VampireHunterScenario, items: list[Item], key: str) -> str:
    new = scenario.equipment[key]
    if new.unique and any(i.card == key for i in items):
        return "unique"
    if new.kind == "weapon" and scenario.rules.weapons == "owned":
        same = [
            i for i in items if card(scenario, i).kind == "weapon" and card(scenario, i).hands == new.hands
        ]
        if len(same) >= (1 if new.hands == 2 else 2):
            return "weapons"
    return ""


def in_the_way(scenario: VampireHunterScenario, key: str) -> bool:
    """Whether card ``key`` can ever stop a hunter keeping a new card (V-E-1): a unique item (a
    second copy), or a weapon when the scenario limits the weapons owned (``weapons = "owned"``)."""
    eq = scenario.equipment[key]
    return eq.unique or (eq.kind == "weapon" and scenario.rules.weapons == "owned")


def room_for(
    scenario: VampireHunterScenario, hunter: Hunter, key: str, make_room: Sequence[str]
) -> Item | None:
    """V-E-1, « il doit d'abord défausser une carte équipement excédentaire pour pouvoir prendre
    la nouvelle »: the first item his order names in ``make_room`` whose departure lets him keep
    card ``key``, or None (his order names none that does)."""
    for wanted in make_room:
        for item in hunter.items:
            if item.card == wanted and not _why_not(
                scenario, [i for i in hunter.items if i is not item], key
            ):
                return item
    return None


def gain(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    count: int,
    rule: str,
    make_room: Sequence[str] = (),
) -> None:
    """The hunter draws ``count`` equipment cards (V-F-7): each one kept; when it cannot be kept
    (V-E-1), taken in place of the first item of ``make_room`` (his order's choice) that makes
    room for it, that item going into the diligence's hold if it has room, else to the discard;
    without such a choice, held face down by his diligence, or discarded when there is no room."""
    hunter = state.hunters[name]
    for _ in range(count):
        key = draw(state, ctx, "equipment")
        if key is None:
            ctx.emit("equipment_exhausted", rule=rule, player=name)
            return
        item = Item(key, scenario.equipment[key].charges)
        why = why_not_keep(scenario, hunter, key)
        given = room_for(scenario, hunter, key, make_room) if why else None
        if not why:
            hunter.items.append(item)
            ctx.emit("equipment_gained", rule=rule, player=name, card=key, name=scenario.equipment[key].name)
        elif given is not None:
            hunter.items.remove(given)
            held = has_diligence(scenario, hunter) and len(hunter.hold) < scenario.rules.hold_size
            if held:
                hunter.hold.append(given)
            else:
                discard(state, "equipment", given.card)
            hunter.items.append(item)
            ctx.emit(
                "equipment_swapped",
                rule="V-E-1",
                player=name,
                card=key,
                name=scenario.equipment[key].name,
                given_card=given.card,
                given=card(scenario, given).name,
                held=held,
                reason=why,
            )
        elif has_diligence(scenario, hunter) and len(hunter.hold) < scenario.rules.hold_size:
            hunter.hold.append(item)
            ctx.emit("equipment_held", rule="V-E-1", player=name, card=key, name=scenario.equipment[key].name)
        else:
            discard(state, "equipment", key)
            ctx.emit(
                "equipment_refused",
                rule="V-E-1",
                player=name,
                card=key,
                name=scenario.equipment[key].name,
                reason=why,
            )


def take_out_of_hold(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str
) -> None:
    """V-E-1: the cards the diligence holds come out as soon as they can be kept."""
    hunter = state.hunters[name]
    for item in list(hunter.hold):
        if not why_not_keep(scenario, hunter, item.card):
            hunter.hold.remove(item)
            hunter.items.append(item)
            ctx.emit(
                "equipment_unpacked",
                rule="V-E-1",
                player=name,
                card=item.card,
                name=card(scenario, item).name,
            )


def lose(state: VampireHunterState, hunter: Hunter, item: Item) -> None:
    """An item goes to the discard (destroyed, used up, soiled, lost)."""
    if item in hunter.items:
        hunter.items.remove(item)
    discard(state, "equipment", item.card)


def discard_items(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str, keys: list[str]
) -> None:
    hunter = state.hunters[name]
    for key in keys:
        item = next((i for i in hunter.items if i.card == key), None)
        if item is not None:
            lose(state, hunter, item)
            ctx.emit(
                "equipment_discarded", rule="V-E-1", player=name, card=key, name=card(scenario, key).name
            )
    take_out_of_hold(state, ctx, scenario, name)


def heal_with(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str, keys: list[str]
) -> None:
    """V-E-4: holy water heals 2, a crucifix (the crucifix weapons too, V-E-3) 4, a bible 6."""
    hunter = state.hunters[name]
    for key in keys:
        item = next((i for i in hunter.items if i.card == key), None)
        value = scenario.rules.heal_value(card(scenario, key).holy)
        if item is None or not value or not hunter.wounds:
            continue
        healed = min(value, hunter.wounds)
        hunter.wounds -= healed
        lose(state, hunter, item)
        ctx.emit(
            "holy_heal",
            rule="V-E-4",
            player=name,
            card=key,
            name=card(scenario, key).name,
            healed=healed,
            wounds=hunter.wounds,
        )


def heal_if_dying(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str
) -> None:
    """The order's default at the end of a turn: one wound from death, heal with the holy item
    that heals least (V-E-4)."""
    hunter = state.hunters[name]
    life = scenario.hunters[hunter.card].life
    if not hunter.wounds or hunter.wounds < life - 1:
        return
    healing = [
        (scenario.rules.heal_value(card(scenario, i).holy), card(scenario, i).kind == "weapon", n)
        for n, i in enumerate(hunter.items)
        if scenario.rules.heal_value(card(scenario, i).holy)
    ]
    if healing:
        _, _, n = min(healing)
        heal_with(state, ctx, scenario, name, [hunter.items[n].card])


def useful(eq: EquipmentCard, vampire: VampireCard) -> bool:
    """Whether an item counts against this vampire: it is not immune to it (V-F-2, V-E-3). Besides
    the holy kinds, a vampire can only be immune to « le courage »: the Courage card (V-C-3), not
    every virtue (True faith still counts)."""
    immune = vampire.immune_to()
    if eq.holy and eq.holy in immune:
        return False
    return not (eq.courage_card and "courage" in immune)


def chosen_items(
    scenario: VampireHunterScenario, hunter: Hunter, vampire: VampireCard, use: list[str], town_region: str
) -> list[Item]:
    """The items the hunter uses against ``vampire`` (V-F-2): those named in his order (all when
    it names none), less what the vampire is immune to, with at most two hands of weapons
    (V-E-1); without a choice in the order, the weapons that give most."""
    candidates = [
        i for i in hunter.items if (not use or i.card in use) and useful(card(scenario, i), vampire)
    ]
    vulnerable = vampire.vulnerable_to()
    spec = scenario.hunters[hunter.card].speciality
    if not use:  # an item with charges is used only where it gives something
        candidates = [
            i
            for i in candidates
            if not card(scenario, i).charges
            or card(scenario, i).courage
            or card(scenario, i).combat
            or card(scenario, i).holy in vulnerable
        ]
    weapons = [i for i in candidates if card(scenario, i).kind == "weapon"]
    others = [i for i in candidates if card(scenario, i).kind != "weapon"]

    def score(group: tuple[Item, ...]) -> tuple[int, int]:
        kills = any(card(scenario, i).holy in vulnerable for i in group)
        bonus = sum(card(scenario, i).combat for i in group)
        if spec.weapon_kind and any(card(scenario, i).weapon_kind == spec.weapon_kind for i in group):
            bonus += spec.bonus
        return (int(kills), bonus)

    best: tuple[Item, ...] = ()
    for size in (1, 2):
        for group in combinations(weapons, size):
            if sum(card(scenario, i).hands for i in group) <= 2 and score(group) > score(best):
                best = group
    return others + list(best)


def hands_used(scenario: VampireHunterScenario, items: list[Item]) -> int:
    return sum(card(scenario, i).hands for i in items)


def use_charges(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, name: str, items: list[Item]
) -> None:
    """V-E-2: one charge used per use; the card is discarded with its last charge."""
    hunter = state.hunters[name]
    for item in items:
        if not card(scenario, item).charges or item not in hunter.items:
            continue
        item.charges -= 1
        if item.charges <= 0:
            lose(state, hunter, item)
            ctx.emit(
                "equipment_used_up", rule="V-E-2", player=name, card=item.card, name=card(scenario, item).name
            )
