"""What the console shows of a hunter's turn, as data: the ``hunt`` order's form (its choices
computed from the state, each with its default) and the panels beside it (each hunter's card, the
last fight's stack). Every word comes from the game's wording (``forms.ftl``, ``panels.ftl``)."""

from __future__ import annotations

import math
from typing import Any

from gmconsole.engine.rules.base import Choice, MultiChoice, OrderForm, Panel, PanelLine
from gmconsole.engine.wording import text
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import Hunter, VampireHunterState
from gmconsole.games.vampire_hunter.rules.turn import legal_moves

SEATS = "①②③④⑤⑥⑦⑧⑨"


def seat_mark(seat: int) -> str:
    """A seat's number in a circle, as the map marks the hunter standing there."""
    return SEATS[min(max(seat, 1), 9) - 1]


def _held(scenario: VampireHunterScenario, hunter: Hunter) -> list[tuple[str, str]]:
    """The cards he holds, each once (card key, its name), in the order he got them."""
    keys = dict.fromkeys(i.card for i in hunter.items)
    return [(k, scenario.equipment[k].name) for k in keys]


def _second_moves(
    state: VampireHunterState, scenario: VampireHunterScenario, name: str, first: list[str]
) -> list[str]:
    """V-T-2: the towns a second move may reach, from any first move (the rules check the pair)."""
    towns: dict[str, None] = {}
    for town in first:
        towns.update(dict.fromkeys(legal_moves(state, scenario, name, town)))
    return [t for t in scenario.towns if t in towns]


def hunt_form(state: VampireHunterState, scenario: VampireHunterScenario) -> OrderForm:
    """The current hunter's order: where he goes (the free neighbouring towns, V-T-1; with the
    diligence a second town, V-T-2), the items he uses (V-F-2), his reward (V-F-7), the holy
    items he heals with and the cards he discards (V-E-1, V-E-4), the items he would give up for
    a reward he could not keep otherwise (V-E-1). The defaults are the order's: the best items
    against each vampire, the reward by his wounds, nothing discarded or given up."""
    name = state.step
    hunter = state.hunters[name]
    card = scenario.hunters[hunter.card]
    towns = scenario.towns
    entered: dict[str, Any] = state.orders
    moves: list[str] = list(entered.get("moves", []))
    first = legal_moves(state, scenario, name)
    fields: list[Any] = []
    info = [
        text(
            scenario,
            "form-hunt-where",
            town=towns[hunter.town].name,
            wounds=hunter.wounds,
            life=card.life,
        )
    ]
    if first:
        fields.append(
            Choice(
                field="move",
                label=text(scenario, "form-move"),
                options=[(t, towns[t].name) for t in first],
                value=moves[0] if moves else None,
            )
        )
        held = [f"{towns[t].name} {state.tokens[t]}" for t in first if state.tokens.get(t)]
        if held:
            info.append(text(scenario, "form-vampires-near", towns=", ".join(held)))
    else:
        stays = "form-no-free-road-resolve" if scenario.rules.no_move == "resolve" else "form-no-free-road"
        info.append(text(scenario, stays))
    if first and eqp.has_diligence(scenario, hunter):
        fields.append(
            Choice(
                field="then",
                label=text(scenario, "form-then"),
                options=[("", text(scenario, "form-then-none"))]
                + [(t, towns[t].name) for t in _second_moves(state, scenario, name, first)],
                value=moves[1] if len(moves) > 1 else "",
            )
        )
    items = _held(scenario, hunter)
    if items:
        fields.append(
            MultiChoice(
                field="use",
                label=text(scenario, "form-use"),
                options=items,
                value=list(entered.get("use", [])),
                none=text(scenario, "form-use-best"),
            )
        )
    share = max(1, math.ceil(scenario.rules.auto_heal_reward * card.life))  # as fight.choose_heal
    fields.append(
        Choice(
            field="reward",
            label=text(scenario, "form-reward"),
            options=[
                ("auto", text(scenario, "form-reward-auto", wounds=share)),
                ("equipment", text(scenario, "form-reward-equipment")),
                ("heal", text(scenario, "form-reward-heal")),
            ],
            value=entered.get("reward", "auto"),
        )
    )
    healing = [(k, n) for k, n in items if scenario.rules.heal_value(scenario.equipment[k].holy)]
    if healing and hunter.wounds:
        fields.append(
            MultiChoice(
                field="heal_with",
                label=text(scenario, "form-heal-with"),
                options=healing,
                value=list(entered.get("heal_with", [])),
                none=text(scenario, "form-nothing"),
            )
        )
    if items:
        fields.append(
            MultiChoice(
                field="discard",
                label=text(scenario, "form-discard"),
                options=items,
                value=list(entered.get("discard", [])),
                none=text(scenario, "form-nothing"),
            )
        )
    swappable = [(k, n) for k, n in items if eqp.in_the_way(scenario, k)]
    if swappable:  # V-E-1: what he gives up for a reward he could not keep otherwise
        fields.append(
            MultiChoice(
                field="make_room",
                label=text(scenario, "form-make-room"),
                options=swappable,
                value=list(entered.get("make_room", [])),
                none=text(scenario, "form-nothing"),
            )
        )
    if healing:
        fields.append(
            Choice(
                field="heal_when_dying",
                label=text(scenario, "form-heal-when-dying"),
                options=[(True, text(scenario, "yes")), (False, text(scenario, "no"))],
                value=bool(entered.get("heal_when_dying", True)),
            )
        )
    return OrderForm(
        action="hunt",
        label=text(scenario, "form-hunt", name=name, hunter=card.name),
        fields=fields,
        fixed={"hunter": name},
        info=info,
        status="entered" if entered else "missing",
        key=f"{state.turn}:{state.current}:{name}",
    )


def hunter_card(state: VampireHunterState, scenario: VampireHunterScenario, name: str) -> Panel:
    """A hunter's card: courage, combat, wounds, hands used, his equipment and the diligence's hold."""
    hunter = state.hunters[name]
    card = scenario.hunters[hunter.card]
    player = state.player(name)
    hands = eqp.hands_used(scenario, hunter.items)
    stats = text(scenario, "panel-hunter-stats", courage=card.courage, combat=card.combat, hands=hands)
    danger = hunter.wounds and hunter.wounds >= card.life - 1
    items = ", ".join(
        eqp.card(scenario, i).name + (f" ({i.charges})" if i.charges else "") for i in hunter.items
    )
    lines: list[PanelLine] = [
        Panel.line(stats),
        Panel.line(
            text(scenario, "panel-wounds"), f"{hunter.wounds}/{card.life}", style="alert" if danger else ""
        ),
        Panel.line(
            text(scenario, "panel-equipment"),
            items or text(scenario, "panel-none"),
            style="" if items else "muted",
        ),
    ]
    if hunter.hold:
        lines.append(
            Panel.line(
                text(scenario, "panel-hold"), text(scenario, "panel-hold-cards", count=len(hunter.hold))
            )
        )
    if not player.alive:
        lines.append(Panel.line(text(scenario, "panel-damned"), style="alert"))
    title = text(
        scenario,
        "panel-hunter",
        seat=seat_mark(player.seat),
        name=name,
        hunter=card.name,
        town=scenario.towns[hunter.town].name,
    )
    current = name == state.step
    return Panel(
        title=title,
        lines=tuple(lines),
        style="strong" if current else "muted" if not player.alive else "",
        key=f"hunter:{name}",
    )


def fight_panel(state: VampireHunterState, scenario: VampireHunterScenario) -> Panel:
    """The last fight's stack, from its top: each vampire's blood, fear and combat (V-F-1)."""
    title = text(scenario, "panel-fight")
    if not state.last_fight:
        return Panel(
            title=title, lines=(Panel.line(text(scenario, "panel-no-fight"), style="muted"),), key="fight"
        )
    by_name = {v.name: v for v in scenario.vampires.values()}
    lines = []
    for vampire_name in state.last_fight:
        v = by_name.get(vampire_name)
        if v is None:
            lines.append(Panel.line(vampire_name))
        else:
            lines.append(
                Panel.line(vampire_name, v.blood, v.fear, v.combat, style="alert" if v.dracula else "")
            )
    columns = tuple(
        text(scenario, key) for key in ("panel-vampire", "panel-blood", "panel-fear", "panel-combat")
    )
    return Panel(title=title, columns=columns, lines=tuple(lines), key="fight")


def panels(state: VampireHunterState, scenario: VampireHunterScenario) -> list[Panel]:
    """The card of the hunter whose turn it is (what the GM enters his order from), the last
    fight's stack (what was just resolved), then the other hunters' cards in turn order."""
    names = state.order or [p.name for p in state.players]
    if state.step in names:
        at = names.index(state.step)
        names = names[at:] + names[:at]
    cards = [hunter_card(state, scenario, n) for n in names]
    return [*cards[:1], fight_panel(state, scenario), *cards[1:]]
