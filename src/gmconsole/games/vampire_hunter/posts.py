"""Vampire Hunter's post builders: towns by their names, each test written in full ("1d10 (7) + 3
= 10 contre 1d10 (4) + 5 = 9"), the spread of the vampires and the board as tables."""

from __future__ import annotations

import re
from typing import Any

from gmconsole.engine.events import Event
from gmconsole.engine.wording import typography
from gmconsole.export.builders import PostContext, block_builder, run_builder
from gmconsole.export.document import Block, Paragraph

GAME = "vampire-hunter"
TESTS = ("fear_test", "combat", "vulnerable", "courage_test")
KINDS = (
    "game_start",
    "hunter_card",
    "turn_order",
    "propagation",
    "propagation_card",
    "hunter_turn",
    "stay",
    "move",
    "fight_start",
    "item_destroyed",
    "vampire_destroyed",
    "wound",
    "flee",
    "damned",
    "town_freed",
    "healed",
    "holy_heal",
    "equipment_gained",
    "equipment_held",
    "equipment_refused",
    "equipment_swapped",
    "equipment_unpacked",
    "equipment_discarded",
    "equipment_used_up",
    "equipment_exhausted",
    "travel_card",
    "no_travel_card",
    "castle",
    "crypt",
    "dracula_skipped",
    "lair_empty",
    "tokens_placed",
    "item_lost",
    "reshuffle",
    "victory",
)


def _town(ctx: PostContext, key: Any) -> str:
    towns = getattr(ctx.scenario, "towns", {})
    return towns[key].name if key in towns else str(key)


def de(name: str) -> str:
    """French "de" before a town's name, elided before a vowel: "de Sibiu", "d'Iași"."""
    return f"d'{name}" if name[:1].upper() in "AEIOUÂÎ" else f"de {name}"


def roll_line(ctx: PostContext, data: dict[str, Any]) -> str:
    """Both sides of a test: ``1d10 (7) + 3 = 10 contre 1d10 (4) + 5 = 9``."""

    def side(roll: int, bonus: int, total: int) -> str:
        sign = "+" if bonus >= 0 else "-"
        return f"1d10 ({roll}) {sign} {abs(bonus)} = {total}"

    return (
        side(data["hunter_roll"], data["hunter_bonus"], data["hunter_total"])
        + f" {ctx.label('versus')} "
        + side(data["other_roll"], data["other_bonus"], data["other_total"])
    )


def _variant(event: Event) -> str:
    data = event.data
    kind = event.kind
    if kind == "propagation":
        return "none" if not data.get("towns") else ""
    if kind == "propagation_card":
        return "favourite" if data.get("favourite") else "" if data.get("placed") else "full"
    if kind == "fight_start":
        return "castle" if data.get("source") == "castle" else ""
    if kind == "vampire_destroyed":
        return "dracula" if data.get("dracula") else ""
    if kind == "town_freed":
        return "heal" if data.get("reward") == "heal" else "one" if data.get("tokens") == 1 else ""
    if kind == "equipment_swapped":
        return "held" if data.get("held") else ""
    if kind == "holy_heal":
        return "one" if data.get("healed") == 1 else ""
    if kind == "healed":
        return "none" if not data.get("healed") else "one" if data.get("healed") == 1 else ""
    if kind == "tokens_placed":
        return "none" if not data.get("added") else "one" if data.get("added") == 1 else ""
    if kind == "victory":
        return str(data.get("reason", "")) if data.get("reason") != "no_token" else ""
    return ""


CARDS = ("vampire", "name", "item", "hunter", "given")
"""The event fields that hold a card's name (the scenario's words, not a typed name)."""


def _card(ctx: PostContext, name: Any) -> str:
    """A card's name with the post's typography (« L’Enfant moroï », « Gousses d’ail »): the
    scenario's words, like its display names."""
    return typography(str(name), ctx.scenario.language, apostrophes=True)


_ARTICLE = re.compile(r"^(Le |La |Les |L’)")


def _running(ctx: PostContext, name: str) -> str:
    """A vampire's name inside a French sentence: its article in lower case (« contre la Fiancée
    de Dracula », « affronte : l’Enfant moroï »); a sentence that starts with it takes
    ``vampire_start``, the name as written."""
    if ctx.scenario.language != "fr":
        return name
    return _ARTICLE.sub(lambda m: m.group(1).lower(), name)


def _cards(event: Event, ctx: PostContext) -> dict[str, Any]:
    out = {key: _card(ctx, event.data[key]) for key in CARDS if isinstance(event.data.get(key), str)}
    if "vampire" in out:
        out["vampire_start"] = out["vampire"]
        out["vampire"] = _running(ctx, out["vampire"])
    return out


def _build(event: Event, ctx: PostContext) -> list[Block]:
    data = event.data
    extra: dict[str, Any] = _cards(event, ctx)
    for key in ("town", "origin"):
        if key in data:
            extra[key] = _town(ctx, data[key])
            # the post's apostrophe (« part d’Iași »): a value is left as it is by the wording
            extra[f"de_{key}"] = typography(de(extra[key]), ctx.scenario.language, apostrophes=True)
    if "card_kind" in data:
        extra["card_kind"] = ctx.display(data["card_kind"])
    if event.kind == "reshuffle":
        extra["deck"] = ctx.label(f"deck_{data['deck']}")
    if event.kind == "fight_start":
        stack = (_running(ctx, _card(ctx, v)) for v in data.get("stack", []))
        extra["stack"] = ctx.join(stack) or ctx.label("none")
    return [ctx.paragraph(event, _variant(event), **extra)]


def _build_test(event: Event, ctx: PostContext) -> list[Block]:
    outcome = ctx.label("test_success" if event.data["success"] else "test_failure")
    return [ctx.paragraph(event, roll=roll_line(ctx, event.data), outcome=outcome, **_cards(event, ctx))]


def _board(event: Event, ctx: PostContext) -> list[Block]:
    scenario: Any = ctx.scenario
    rows = [
        (scenario.towns[t].name, scenario.regions[scenario.towns[t].region].name, str(n))
        for t, n in event.data.get("tokens", {}).items()
        if t in scenario.towns
    ]
    hunters = [
        (
            name,
            _card(ctx, scenario.hunters[h["card"]].name)
            if h.get("card") in scenario.hunters
            else str(h.get("card", "")),
            _town(ctx, h["town"]),
            f"{h['wounds']}/{scenario.hunters[h['card']].life}"
            if h.get("card") in scenario.hunters
            else str(h["wounds"]),
        )
        for name, h in event.data.get("hunters", {}).items()
    ]
    return [
        Paragraph(ctx.styled("board_title")),
        ctx.table(["town", "region", "tokens"], rows, ["left", "left", "right"]),
        Paragraph(ctx.styled("hunters_title")),
        ctx.table(["player", "hunter", "town", "wounds"], hunters, ["left", "left", "left", "right"]),
    ]


@run_builder(GAME, "spread")
def _spreads(events: list[Event], ctx: PostContext) -> list[Block]:
    rows = []
    for event in events:
        d = event.data
        to = (
            ctx.join(_town(ctx, t) for t in d.get("added", []))
            if d.get("spreads")
            else ctx.label("no_spread")
        )
        rows.append(
            (_town(ctx, d["town"]), str(d["tokens"]), str(d["roll"]), f"≤ {d['threshold']}", to or "-")
        )
    return [
        ctx.table(
            ["town", "tokens", "die", "threshold", "spreads_to"],
            rows,
            ["left", "right", "right", "right", "left"],
        )
    ]


for _kind in KINDS:
    block_builder(GAME, _kind)(_build)
for _kind in TESTS:
    block_builder(GAME, _kind)(_build_test)
block_builder(GAME, "board")(_board)
