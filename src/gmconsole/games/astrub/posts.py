"""Astrub's posts: the events that deserve more than one sentence (rules in astrub.md).

Each attempt at a squad is told in order, proposal, votes, outcome, under a heading that names
the attempt (``section_attempt``); the outcome of the vote and the mission's result name the
squad.

``leader_passes`` and ``mercenary_sabotage`` use the default (one sentence from the wording);
``squad_proposed`` too, with the mission's name set in the post's typography (``d’Amakna``): a
mission's name is a word of the scenario, not a name typed by a player. The public post gives the number of sabotages and never who
(M-M-6): that is in ``mission_choices``, which only the GM reads.
"""

from __future__ import annotations

from typing import Any

from gmconsole.engine.events import Event
from gmconsole.engine.wording import typography
from gmconsole.export.builders import PostContext, block_builder
from gmconsole.export.document import Block, BulletList

GAME = "astrub"


def _option(ctx: PostContext, name: str, default: Any) -> Any:
    return getattr(getattr(ctx.scenario, "options", None), name, default)


def _mission(ctx: PostContext, name: Any) -> str:
    """A mission's name as the post writes it: the scenario's words, with typographic apostrophes."""
    return typography(str(name), ctx.scenario.language, apostrophes=True)


@block_builder(GAME, "game_start")
def game_start(event: Event, ctx: PostContext) -> list[Block]:
    names = event.data["missions"]
    missions = getattr(ctx.scenario, "missions", [])
    sizes = getattr(ctx.scenario, "squad_sizes", {}).get(str(len(event.data["players"])), [])
    items = []
    for number, name in enumerate(names, start=1):
        size = sizes[number - 1] if number <= len(sizes) else "?"
        fails_at = missions[number - 1].fails_at if number <= len(missions) else 1
        label = "mission_item_threshold" if fails_at > 1 else "mission_item"
        items.append(
            ctx.label(label, number=number, mission=_mission(ctx, name), size=size, fails_at=fails_at)
        )
    return [
        ctx.paragraph(event, count=len(event.data["players"])),
        ctx.paragraph(event, "missions"),
        BulletList(items),
        ctx.paragraph(event, "seed"),
    ]


@block_builder(GAME, "squad_proposed")
def squad_proposed(event: Event, ctx: PostContext) -> list[Block]:
    return [ctx.paragraph(event, mission=_mission(ctx, event.data.get("mission", "")))]


@block_builder(GAME, "role_card")
def role_card(event: Event, ctx: PostContext) -> list[Block]:
    role = event.data["role"]
    return [ctx.paragraph(event, role, role=ctx.display(role))]


@block_builder(GAME, "spies_known")
def spies_known(event: Event, ctx: PostContext) -> list[Block]:
    if ctx.view == "gm":  # the GM's summary is not written to one of the spies
        return [ctx.paragraph(event, "gm")]
    others = [name for name in event.data["spies"] if name != ctx.reader]
    return [ctx.paragraph(event, others=others)]


@block_builder(GAME, "approval_vote")
def approval_vote(event: Event, ctx: PostContext) -> list[Block]:
    """The votes as a table (player, vote), then the totals and the outcome (M-M-3, M-M-4)."""
    data = event.data
    rows = [(name, ctx.label(vote)) for name, vote in data["votes"].items()]
    outcome = "rejected" if not data["approved"] else "tie" if data["tie"] else "approved"
    plain = "" if "leader" in data else "_plain"  # a vote saved before the event named its squad
    return [ctx.table(["voter", "vote"], rows), ctx.paragraph(event, outcome + plain, outcome)]


@block_builder(GAME, "mission_choices")
def mission_choices(event: Event, ctx: PostContext) -> list[Block]:
    rows = [(name, ctx.label(choice)) for name, choice in event.data["choices"].items()]
    return [ctx.paragraph(event), ctx.table(["voter", "choice"], rows)]


def track_line(ctx: PostContext, track: list[str]) -> str:
    """``Or ✔ · Rubis ✘ · Diamants …``: each mission's first word and its outcome so far."""
    missions = [_mission(ctx, m.name.split()[0]) for m in getattr(ctx.scenario, "missions", [])]
    missions += [str(n) for n in range(len(missions) + 1, len(track) + 1)]
    marks = [ctx.label("track_success" if r == "success" else "track_fail") for r in track]
    marks += [ctx.label("track_pending")] * (len(missions) - len(marks))
    return ctx.label("track_separator").join(f"{name} {mark}" for name, mark in zip(missions, marks))


@block_builder(GAME, "mission_result")
def mission_result(event: Event, ctx: PostContext) -> list[Block]:
    """The outcome with the number of sabotages (never who, M-M-6), then the mission track."""
    outcome = "success" if event.data["success"] else "fail"
    threshold = f"{outcome}_threshold" if event.data.get("needed", 1) > 1 else ""
    plain = "" if "members" in event.data else "_plain"  # saved before the event named its squad
    variants = [f"{threshold}{plain}" if threshold else "", f"{outcome}{plain}", threshold, outcome]
    return [
        ctx.paragraph(event, *variants, mission=_mission(ctx, event.data.get("mission", ""))),
        ctx.paragraph(event, "track", track=track_line(ctx, event.data["track"])),
    ]


@block_builder(GAME, "victory")
def victory(event: Event, ctx: PostContext) -> list[Block]:
    variant = "rejections" if event.rule == "M-M-5" else event.data["winner"]
    extra = {"wins": _option(ctx, "wins_needed", 3), "limit": _option(ctx, "rejections_limit", 5)}
    blocks: list[Block] = [ctx.paragraph(event, variant, **extra)]
    if event.data.get("spies"):
        blocks.append(ctx.paragraph(event, "reveal"))
    return blocks
