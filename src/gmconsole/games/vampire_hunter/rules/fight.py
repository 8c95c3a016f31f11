"""Combat (V-F): the stack of vampires with their bodyguards, the fear test, vulnerabilities and
immunities, the order items are destroyed in, wounds and flight, the reward or the healing.

Every roll is public and made through the engine's dice under a stable purpose id
(``fight.fear.hunter`` and ``fight.fear.opponent``, ``fight.combat.hunter`` and
``fight.combat.opponent``);
each test's event holds both sides' die, bonus and total, so the post can write
"1d10 (7) + 3 = 10 contre 1d10 (4) + 5 = 9".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gmconsole.engine.events import PUBLIC
from gmconsole.engine.rules.base import Context
from gmconsole.engine.worded import worded
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules.decks import add_tokens, discard, draw
from gmconsole.games.vampire_hunter.rules.scenario import VampireCard, VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import Item, VampireHunterState

WON, FLED, DEAD = "won", "fled", "dead"


def build_stack(
    state: VampireHunterState, ctx: Context, scenario: VampireHunterScenario, tokens: int
) -> list[str]:
    """V-F-1: one vampire per token, each followed by its bodyguards (each of blood strictly lower
    than the last kept); the card that ends a chain is discarded (or, with ``guard_breaker =
    "next"``, is the next token's vampire). Returned in draw order: the hunter fights from the end."""
    stack: list[str] = []
    carried: str | None = None
    for n in range(tokens):
        head = carried if carried is not None else draw(state, ctx, "vampire")
        carried = None
        if head is None:
            break
        stack.append(head)
        last = scenario.vampires[head]
        while True:
            nxt = draw(state, ctx, "vampire")
            if nxt is None:
                break
            if scenario.vampires[nxt].blood < last.blood:
                stack.append(nxt)
                last = scenario.vampires[nxt]
                continue
            if scenario.rules.guard_breaker == "next" and n + 1 < tokens:
                carried = nxt
            else:
                discard(state, "vampire", nxt)
            break
    if carried is not None:
        discard(state, "vampire", carried)
    return stack


SAY: dict[str, Callable[[Any], tuple[str, str]]] = {
    "fight.fear": lambda s: (worded(s, "dice-fight-fear-hunter"), worded(s, "dice-fight-fear-opponent")),
    "fight.combat": lambda s: (
        worded(s, "dice-fight-combat-hunter"),
        worded(s, "dice-fight-combat-opponent"),
    ),
    "travel.courage": lambda s: (
        worded(s, "dice-travel-courage-hunter"),
        worded(s, "dice-travel-courage-opponent"),
    ),
}
"""The sentences each test's two dice log, in English (the purpose id stays the key; the
wording's dice-<purpose id> shows them in the game's language)."""


def test(ctx: Context, who: str, hunter_bonus: int, other_bonus: int) -> dict[str, Any]:
    """1d10 + the hunter's bonus against 1d10 + the other side's: success on greater or equal."""
    hunters, opponents = (str(s) for s in SAY[who](ctx.scenario))  # plain text in the log
    mine = ctx.dice.die(
        f"{who}.hunter",
        10,
        PUBLIC,
        say=hunters,
    )
    theirs = ctx.dice.die(
        f"{who}.opponent",
        10,
        PUBLIC,
        say=opponents,
    )
    return {
        "hunter_roll": mine,
        "hunter_bonus": hunter_bonus,
        "hunter_total": mine + hunter_bonus,
        "other_roll": theirs,
        "other_bonus": other_bonus,
        "other_total": theirs + other_bonus,
        "success": mine + hunter_bonus >= theirs + other_bonus,
    }


def combat_bonus(
    scenario: VampireHunterScenario, card_key: str, town: str, vampire: VampireCard, items: list[Item]
) -> tuple[int, list[str]]:
    """V-F-8: the hunter's combat, his items' bonuses, the place and his speciality (and why)."""
    hunter = scenario.hunters[card_key]
    total, why = hunter.combat, [f"combat {hunter.combat}"]
    items_bonus = sum(eqp.card(scenario, i).combat for i in items)
    if items_bonus:
        total += items_bonus
        why.append(f"equipment {items_bonus:+d}")
    place = scenario.towns[town].fight_bonus
    if place:
        total += place
        why.append(f"place {place:+d}")
    spec = hunter.speciality
    if (
        (spec.region and scenario.towns[town].region == spec.region)
        or (spec.vampire_kind and vampire.kind == spec.vampire_kind)
        or (spec.weapon_kind and any(eqp.card(scenario, i).weapon_kind == spec.weapon_kind for i in items))
    ):
        total += spec.bonus
        why.append(f"speciality {spec.bonus:+d}")
    return total, why


def fight(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    town: str,
    stack: list[str],
    use: list[str],
    source: str = "town",
) -> str:
    """The hunter fights ``stack`` from its top (its end): won, fled or dead. The drawn vampires
    go to the discard, beaten or not (V-F-6)."""
    hunter = state.hunters[name]
    card = scenario.hunters[hunter.card]
    state.last_fight = [scenario.vampires[v].name for v in reversed(stack)]
    ctx.emit(
        "fight_start",
        rule="V-F-1",
        player=name,
        town=town,
        source=source,
        stack=[scenario.vampires[v].name for v in reversed(stack)],
        keys=list(reversed(stack)),
    )
    outcome = WON
    for key in reversed(stack):
        vampire = scenario.vampires[key]
        items = eqp.chosen_items(scenario, hunter, vampire, use, scenario.towns[town].region)
        names = [eqp.card(scenario, i).name for i in items]
        courage = card.courage + sum(eqp.card(scenario, i).courage for i in items)
        fear = test(ctx, "fight.fear", courage, vampire.fear)
        ctx.emit("fear_test", rule="V-F-3", player=name, vampire=vampire.name, items=names, **fear)
        if not fear["success"]:  # he flees before the fight: only what gave him courage was used
            brave = [i for i in items if eqp.card(scenario, i).courage]
            eqp.use_charges(state, ctx, scenario, name, brave)
            outcome = FLED
            break
        bonus, why = combat_bonus(scenario, hunter.card, town, vampire, items)
        killers = [i for i in items if eqp.card(scenario, i).holy in vampire.vulnerable_to()]
        roll = test(ctx, "fight.combat", bonus, vampire.combat)
        if killers:  # V-F-4: destroyed at once; the roll decides whether the item survives
            ctx.emit(
                "vulnerable",
                rule="V-F-4",
                player=name,
                vampire=vampire.name,
                item=eqp.card(scenario, killers[0]).name,
                why=why,
                **roll,
            )
            if not roll["success"]:
                order = vampire.destruction_order()
                lost = min(killers, key=lambda i: order.index(eqp.card(scenario, i).holy or ""))
                eqp.lose(state, hunter, lost)
                if lost in items:
                    items.remove(lost)
                ctx.emit(
                    "item_destroyed",
                    rule="V-F-4",
                    player=name,
                    card=lost.card,
                    name=eqp.card(scenario, lost).name,
                )
            eqp.use_charges(state, ctx, scenario, name, items)
        else:
            ctx.emit("combat", rule="V-F-5", player=name, vampire=vampire.name, items=names, why=why, **roll)
            eqp.use_charges(state, ctx, scenario, name, items)
            if not roll["success"]:
                hunter.wounds += 1
                life = card.life
                ctx.emit("wound", rule="V-F-5", player=name, wounds=hunter.wounds, life=life)
                outcome = DEAD if hunter.wounds >= life else FLED
                break
        ctx.emit(
            "vampire_destroyed", rule="V-F-5", player=name, vampire=vampire.name, dracula=vampire.dracula
        )
        if vampire.dracula:
            # the hunters' victory, decided by victory.check (V-V-1): his vampires vanish with
            # him (« leur disparition totale »), so the rest of the stack is not fought
            state.dracula_destroyed = True
            break
    discard(state, "vampire", *stack)
    return outcome


def free_town(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    town: str,
    reward: str,
    make_room: Sequence[str] = (),
) -> None:
    """V-F-7: every vampire beaten: the town's tokens are removed, and the hunter draws one
    equipment card per token (``make_room``: what he gives up for a card he cannot keep, V-E-1),
    or has all his wounds healed."""
    removed = state.tokens.pop(town, 0)
    heal = choose_heal(state, scenario, name, reward)
    ctx.emit(
        "town_freed",
        rule="V-F-7",
        player=name,
        town=town,
        tokens=removed,
        reward="heal" if heal else "equipment",
    )
    reward_hunter(state, ctx, scenario, name, removed, heal, "V-F-7", make_room)


def choose_heal(state: VampireHunterState, scenario: VampireHunterScenario, name: str, reward: str) -> bool:
    hunter = state.hunters[name]
    if reward == "auto":
        life = scenario.hunters[hunter.card].life
        return hunter.wounds > 0 and hunter.wounds >= scenario.rules.auto_heal_reward * life
    return reward == "heal"


def reward_hunter(
    state: VampireHunterState,
    ctx: Context,
    scenario: VampireHunterScenario,
    name: str,
    cards: int,
    heal: bool,
    rule: str,
    make_room: Sequence[str] = (),
) -> None:
    hunter = state.hunters[name]
    if heal:
        healed, hunter.wounds = hunter.wounds, 0
        ctx.emit("healed", rule=rule, player=name, healed=healed)
    else:
        eqp.gain(state, ctx, scenario, name, cards, rule, make_room)


def place_token(state: VampireHunterState, scenario: VampireHunterScenario, town: str) -> int:
    return add_tokens(state, town, 1, scenario.rules.max_tokens)
