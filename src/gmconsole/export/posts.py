"""The three things a GM sends: the public post, the private messages, and their own summary.

Secrets are kept by filtering *before* building: :func:`public_post` hands the builders only
events whose audience is public, :func:`private_messages` only the events a player may read.
A builder therefore cannot leak what it never receives, whatever its template says.

Each document is cut in sections, one per (turn, phase), in the order they happened, each
under a heading from the wording (``section``, or ``section_setup`` for turn 0). The public post
lists the step's public dice (rolls whose audience is public) after its events.

Private messages may go out in batches (a camp told three days before the others, say): an event
names its batch in its data (``batch``); :func:`batches` gives the batches in sending order and
:func:`all_messages` puts every message in one document for the GM, batch by batch.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.export.builders import PostContext, View, builder_for, run_builder_for
from gmconsole.export.document import Block, BulletList, Document, Heading, Italic, Paragraph, Rule
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


def _runs(events: Sequence[Event], ctx: PostContext) -> list[tuple[list[Event], bool]]:
    """``events`` cut in runs: consecutive events of a kind that has a run builder go together.

    Each run comes with whether it is built by a run builder (True) or event by event."""
    runs: list[tuple[list[Event], bool]] = []
    for event in events:
        together = run_builder_for(ctx.scenario.game, event.kind) is not None
        if together and runs and runs[-1][1] and runs[-1][0][-1].kind == event.kind:
            runs[-1][0].append(event)
        else:
            runs.append(([event], together))
    return runs


def _build_run(run: list[Event], ctx: PostContext) -> list[Block]:
    builder = run_builder_for(ctx.scenario.game, run[0].kind)
    assert builder is not None
    return builder(run, ctx)


def merged(blocks: Iterable[Block]) -> list[Block]:
    """Adjacent bullet lists become one list (two lists in a row read as one anyway)."""
    out: list[Block] = []
    for block in blocks:
        if isinstance(block, BulletList) and out and isinstance(out[-1], BulletList):
            out[-1] = BulletList([*out[-1].items, *block.items])
        else:
            out.append(block)
    return out


def _step_blocks(events: Sequence[Event], ctx: PostContext) -> list[Block]:
    blocks: list[Block] = []
    for run, together in _runs(events, ctx):
        if together:
            blocks.extend(_build_run(run, ctx))
        else:
            for event in run:
                blocks.extend(_build(event, ctx))
    return merged(blocks)


def _sections(events: Sequence[Event], ctx: PostContext) -> list[Block]:
    blocks: list[Block] = []
    for step, step_events in _by_step(events).items():
        blocks.append(_heading(ctx, step))
        blocks.extend(_step_blocks(step_events, ctx))
    return blocks


def _roll_result(roll: Roll) -> str:
    return ", ".join(map(str, roll.result)) if isinstance(roll.result, list) else str(roll.result)


def _public_rolls(rolls: Sequence[Roll], ctx: PostContext) -> list[Block]:
    """The public dice of a step: what anyone can recompute from the seed once it is revealed."""
    rows = [(roll.key, roll.expr, _roll_result(roll), roll.outcome) for roll in rolls]
    headers = ["roll_key", "roll_expr", "roll_result", "roll_outcome"]
    return [Paragraph(ctx.label("public_rolls")), ctx.table(headers, rows, ["left", "left", "right", "left"])]


def public_post(
    events: Iterable[Event],
    scenario: ScenarioBase,
    *,
    turn: int | None = None,
    phase: str | None = None,
    wording: Wording | None = None,
    rolls: Iterable[Roll] = (),
) -> Document:
    """The post for the thread, from public events only (of ``turn`` / ``phase`` if given), each
    step followed by its public dice (rolls whose audience is public) when ``rolls`` are given."""
    public = [e for e in events if e.audience.to == "public"]  # the only gate: nothing else is built
    dice = [r for r in rolls if r.audience.to == "public"]  # the same gate for the dice
    ctx = _context(scenario, wording, "public")
    chosen, shown = _by_step(select(public, turn, phase)), _by_step(select(dice, turn, phase))
    blocks: list[Block] = []
    for step in dict.fromkeys([*chosen, *shown]):
        blocks.append(_heading(ctx, step))
        blocks.extend(_step_blocks(chosen.get(step, []), ctx))
        if step in shown:
            blocks.extend(_public_rolls(shown[step], ctx))
    return Document(blocks)


def private_messages(
    events: Iterable[Event],
    scenario: ScenarioBase,
    *,
    turn: int | None = None,
    phase: str | None = None,
    players: Sequence[str] | None = None,
    with_public: bool = False,
    wording: Wording | None = None,
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
        messages[name] = Document(
            [Heading(ctx.label("private_title", player=name), 1), *_sections(mine, ctx)]
        )
    return messages


def batches(
    events: Iterable[Event],
    *,
    turn: int | None = None,
    phase: str | None = None,
    players: Sequence[str] | None = None,
) -> list[tuple[str, list[str]]]:
    """Who gets his private message in which batch: ``[(batch, [players])]`` in sending order.

    A player's batch is the ``batch`` field of the first private event addressed to him in the
    selection ("" when it has none); batches come in the order they first appear. ``players`` restricts the recipients.
    """
    batch_of: dict[str, str] = {}
    for event in select(events, turn, phase):
        if event.audience.to in ("player", "group"):
            for name in event.audience.players:
                batch_of.setdefault(name, str(event.data.get("batch", "")))
    if players is not None:
        batch_of = {name: batch_of[name] for name in players if name in batch_of}
    out: dict[str, list[str]] = {}
    for name, batch in batch_of.items():
        out.setdefault(batch, []).append(name)
    return list(out.items())


def _batch_name(ctx: PostContext, batch: str) -> str:
    if ctx.wording.has("labels", f"batch_{batch}"):
        return ctx.label(f"batch_{batch}")
    return ctx.display(batch) if batch else ctx.label("batch_all")


def all_messages(
    events: Iterable[Event],
    scenario: ScenarioBase,
    *,
    turn: int | None = None,
    phase: str | None = None,
    players: Sequence[str] | None = None,
    wording: Wording | None = None,
) -> Document:
    """Every private message in one document for the GM, in sending order: batch by batch (each
    under a heading when there are several), each message after a separator."""
    chosen = select(events, turn, phase)
    messages = private_messages(chosen, scenario, players=players, wording=wording)
    ctx = _context(scenario, wording, "gm")
    groups = [(b, [n for n in names if n in messages]) for b, names in batches(chosen, players=players)]
    groups = [(b, names) for b, names in groups if names]
    blocks: list[Block] = [Heading(ctx.label("messages_title"), 1)]
    if not groups:
        blocks.append(Paragraph(Italic(ctx.label("messages_none"))))
    for number, (batch, names) in enumerate(groups, start=1):
        if len(groups) > 1:
            blocks.append(
                Heading(
                    ctx.label("batch_title", number=number, count=len(groups), batch=_batch_name(ctx, batch)),
                    1,
                )
            )
            if number == 1:
                blocks.append(Paragraph(Italic(ctx.label("batch_first"))))
        for name in names:
            blocks.append(Rule())
            blocks.extend(messages[name].blocks)
    return Document(blocks)


def _tagged(blocks: list[Block], tag: str) -> list[Block]:
    """``blocks`` with ``tag`` (who may read them) in front, in italics."""
    if blocks and isinstance(blocks[0], Paragraph):
        return [Paragraph([Italic(tag), " ", *blocks[0].inlines]), *blocks[1:]]
    return [Paragraph(Italic(tag)), *blocks]


def _roll_table(rolls: Sequence[Roll], ctx: PostContext) -> list[Block]:
    rows = [
        (roll.purpose, roll.expr, _roll_result(roll), roll.outcome, ctx.audience(roll.audience))
        for roll in rolls
    ]
    headers = ["roll_purpose", "roll_expr", "roll_result", "roll_outcome", "roll_audience"]
    return [Paragraph(Italic(ctx.label("rolls"))), ctx.table(headers, rows)]


def gm_summary(
    events: Iterable[Event],
    rolls: Iterable[Roll],
    scenario: ScenarioBase,
    *,
    turn: int | None = None,
    phase: str | None = None,
    wording: Wording | None = None,
) -> Document:
    """Everything, for the GM's records: every event tagged with who may read it, and the dice.

    A run of events built together (a game's run builder, such as what the players learned)
    is not tagged event by event: its builder shows who reads what."""
    chosen, dice = _by_step(select(events, turn, phase)), _by_step(select(rolls, turn, phase))
    ctx = _context(scenario, wording, "gm")
    blocks: list[Block] = [Heading(ctx.label("gm_title"), 1)]
    for step in dict.fromkeys([*chosen, *dice]):
        blocks.append(_heading(ctx, step))
        built: list[Block] = []
        for run, together in _runs(chosen.get(step, []), ctx):
            if together:  # a run builder shows who reads what itself (ctx.view is "gm")
                built.extend(_build_run(run, ctx))
                continue
            for event in run:
                own = _build(event, ctx)
                built.extend(own if event.public else _tagged(own, ctx.audience(event.audience)))
        blocks.extend(merged(built))
        if step in dice:
            blocks.extend(_roll_table(dice[step], ctx))
    return Document(blocks)
