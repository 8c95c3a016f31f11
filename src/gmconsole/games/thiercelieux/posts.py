"""Thiercelieux's post builders: the events whose data hold game keys (a role, a cause of death,
a camp) are shown with the scenario's display names, and counts choose singular or plural
sentences (``game_start_one``, ``dawn_none``, ``dawn_one``)."""

from __future__ import annotations

from typing import Any

from gmconsole.engine.events import Event
from gmconsole.export.builders import PostContext, block_builder
from gmconsole.export.document import Block

GAME = "thiercelieux"
KEYED = {
    "game_start": ("roles",),
    "role_card": ("role",),
    "thief_sees": ("cards",),
    "thief_takes": ("role",),
    "thief_swap": ("role",),
    "seer_sees": ("role",),
    "werewolves_victim": ("victim",),
    "witch_shown": ("victim",),
    "dawn": ("dead",),
    "death": ("role", "cause"),
    "hunter_shot": ("target",),
    "victory": ("winner", "survivors"),
}
"""Event kind -> the fields that hold game keys."""


def _displayed(ctx: PostContext, value: Any) -> Any:
    if isinstance(value, list | tuple):
        return ctx.join(ctx.display(str(v)) for v in value)
    return ctx.display(str(value))


def _variant(event: Event) -> str:
    data = event.data
    if event.kind == "game_start":
        return "one" if data.get("werewolves") == 1 else ""
    if event.kind == "dawn":
        count = data.get("count", 0)
        return "none" if count == 0 else "one" if count == 1 else ""
    return ""


def _build(event: Event, ctx: PostContext) -> list[Block]:
    extra = {key: _displayed(ctx, event.data[key]) for key in KEYED[event.kind] if key in event.data}
    if event.kind == "death":  # T-D-1: "morte de chagrin" for a woman, when the scenario says it
        feminine = f"{event.data.get('cause', '')}_f"
        if ctx.people.get(str(event.data.get("player", ""))) == "f" and feminine in ctx.scenario.names:
            extra["cause"] = ctx.display(feminine)
    return [ctx.paragraph(event, _variant(event), **extra)]


for _kind in KEYED:
    block_builder(GAME, _kind)(_build)
