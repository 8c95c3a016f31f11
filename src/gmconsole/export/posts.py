"""The three things a GM sends: the public post, the private messages, and their own summary.

Secrets are kept by filtering *before* building: :func:`public_post` hands the builders only
events whose audience is public, :func:`private_messages` only the events a player may read.
A builder therefore cannot leak what it never receives, whatever its template says.

Each document is cut in sections, one per (turn, phase), in the order they happened, each
under a heading from the wording (``section``, or ``section_setup`` for turn 0).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.export.builders import PostContext, View, builder_for
from gmconsole.export.document import Block, Document, Heading, Italic, Paragraph
from gmconsole.export.templates import Wording, load_wording

Step = tuple[int, str]
T = TypeVar("T", Event, Roll)


def select(items: Iterable[T], turn: int | None = None, phase: str | None = None) -> list[T]:
    """The events (or rolls) of one turn and/or one phase (all of them when both are ``None``)."""
    return [i for i in items if (turn is None or i.turn == turn) and (phase is None or i.phase == phase)]


def _context(scenario: ScenarioBase, wording: Wording | None, view: View, reader: str = "") -> PostContext:
    return PostContext(scenario, wording or load_wording(scenario.game, scenario.language), view, reader)


def _heading(ctx: PostContext, step: Step) -> Heading:
    turn, phase = step
    if turn == 0 and ctx.wording.has("labels", "section_setup"):
        return Heading(ctx.label("section_setup"), 2)
    return Heading(ctx.label("section", turn=turn, phase=ctx.display(phase)), 2)


def _by_step(items: Iterable[T]) -> dict[Step, list[T]]:
    """``items`` grouped by (turn, phase), the steps in the order they first appear."""
    groups: dict[Step, list[T]] = {}
    for item in items:
        groups.setdefault((item.turn, item.phase), []).append(item)
    return groups


def _build(event: Event, ctx: PostContext) -> list[Block]:
    return builder_for(ctx.scenario.game, event.kind)(event, ctx)


def _sections(events: Sequence[Event], ctx: PostContext) -> list[Block]:
    blocks: list[Block] = []
    for step, step_events in _by_step(events).items():
        blocks.append(_heading(ctx, step))
        for event in step_events:
            blocks.extend(_build(event, ctx))
    return blocks


def public_post(
    events: Iterable[Event], scenario: ScenarioBase, *, turn: int | None = None, phase: str | None = None,
    wording: Wording | None = None,
) -> Document:
    """The post for the thread, from public events only (of ``turn`` / ``phase`` if given)."""
    public = [e for e in events if e.audience.to == "public"]  # the only gate: nothing else is built
    ctx = _context(scenario, wording, "public")
    return Document(_sections(select(public, turn, phase), ctx))


def private_messages(
    events: Iterable[Event], scenario: ScenarioBase, *, turn: int | None = None, phase: str | None = None,
    players: Sequence[str] | None = None, with_public: bool = False, wording: Wording | None = None,
) -> dict[str, Document]:
    """One message per player who has something private to read, in the order they appear.

    A player's message holds the events addressed to them (alone or in a group); the public
    events are in the thread already and are added only with ``with_public``. ``players``
    restricts (and orders) the recipients.
    """
    chosen = select(events, turn, phase)
    private = [e for e in chosen if e.audience.to in ("player", "group")]
    if players is None:
        players = list(dict.fromkeys(name for e in private for name in e.audience.players))
    messages: dict[str, Document] = {}
    for name in players:
        mine = [e for e in chosen if e.audience.includes(name) and (with_public or not e.public)]
        if not any(not e.public for e in mine):
            continue
        ctx = _context(scenario, wording, "private", name)
        messages[name] = Document([Heading(ctx.label("private_title", player=name), 1), *_sections(mine, ctx)])
    return messages


def _tagged(blocks: list[Block], tag: str) -> list[Block]:
    """``blocks`` with ``tag`` (who may read them) in front, in italics."""
    if blocks and isinstance(blocks[0], Paragraph):
        return [Paragraph([Italic(tag), " ", *blocks[0].inlines]), *blocks[1:]]
    return [Paragraph(Italic(tag)), *blocks]


def _roll_table(rolls: Sequence[Roll], ctx: PostContext) -> list[Block]:
    rows = []
    for roll in rolls:
        result = ", ".join(map(str, roll.result)) if isinstance(roll.result, list) else str(roll.result)
        rows.append((roll.purpose, roll.expr, result, roll.outcome, ctx.audience(roll.audience)))
    headers = ["roll_purpose", "roll_expr", "roll_result", "roll_outcome", "roll_audience"]
    return [Paragraph(Italic(ctx.label("rolls"))), ctx.table(headers, rows)]


def gm_summary(
    events: Iterable[Event], rolls: Iterable[Roll], scenario: ScenarioBase, *, turn: int | None = None,
    phase: str | None = None, wording: Wording | None = None,
) -> Document:
    """Everything, for the GM's records: every event tagged with who may read it, and the dice."""
    chosen, dice = _by_step(select(events, turn, phase)), _by_step(select(rolls, turn, phase))
    ctx = _context(scenario, wording, "gm")
    blocks: list[Block] = [Heading(ctx.label("gm_title"), 1)]
    for step in dict.fromkeys([*chosen, *dice]):
        blocks.append(_heading(ctx, step))
        for event in chosen.get(step, []):
            built = _build(event, ctx)
            blocks.extend(built if event.public else _tagged(built, ctx.audience(event.audience)))
        if step in dice:
            blocks.extend(_roll_table(dice[step], ctx))
    return Document(blocks)
