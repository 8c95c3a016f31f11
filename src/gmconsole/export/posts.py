"""The three things a GM sends: the public post, the private messages, and their own summary.

Secrets are kept by filtering *before* building: :func:`public_post` hands the builders only
events whose audience is public, :func:`private_messages` only the events a player may read.
A builder therefore cannot leak what it never receives, whatever its template says.

Each document is cut in sections, one per step (turn, phase) in the order things happened: a
step that comes back (a proposal and its approval vote, once per attempt) gets a section each
time, under a heading from the wording (``section``, ``section_attempt`` for an attempt after
the first, ``section_setup`` for turn 0). The public post shows each public die right after the
event it decided (a game's :func:`~gmconsole.export.builders.roll_builder` says which, and puts
it in words); a die no game places comes at the end of its step.

Private messages may go out in batches (a camp told three days before the others, say): an event
names its batch in its data (``batch``); :func:`batches` gives the batches in sending order and
:func:`all_messages` puts every message in one document for the GM, batch by batch.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.worded import dice_expression, dice_outcome, dice_sentence
from gmconsole.engine.wording import typography
from gmconsole.export.builders import (
    PostContext,
    View,
    builder_for,
    default_blocks,
    roll_builder_for,
    run_builder_for,
)
from gmconsole.export.document import Block, BulletList, Document, Heading, Italic, Paragraph, Rule
from gmconsole.export.templates import Wording, load_wording

Step = tuple[int, str]
T = TypeVar("T", Event, Roll)


def select(items: Iterable[T], turn: int | None = None, phase: str | None = None) -> list[T]:
    """The events (or rolls) of one turn and/or one phase (all of them when both are ``None``).

    With both a turn and a phase, a step that came back in that turn (an approval vote, once per
    attempt) gives its latest occurrence only: exporting the step again does not post the
    earlier attempts' tables a second time."""
    items = list(items)  # read twice below
    chosen = [i for i in items if (turn is None or i.turn == turn) and (phase is None or i.phase == phase)]
    if turn is None or phase is None:
        return chosen
    runs = _occurrences(items, turn, phase)
    if len(runs) < 2:
        return chosen
    latest = runs[-1]
    return [i for i in chosen if id(i) in latest]


def _occurrences(items: Iterable[T], turn: int, phase: str) -> list[set[int]]:
    """The ids of the items of each occurrence of the step (turn, phase), in order."""
    runs: list[set[int]] = []
    inside = False
    for item in items:
        if item.turn == turn and item.phase == phase:
            if not inside:
                runs.append(set())
                inside = True
            runs[-1].add(id(item))
        else:
            inside = False
    return runs


People = Mapping[str, "str | None"]


def genders(players: Iterable[Any]) -> dict[str, str | None]:
    """Each player's gender by name (``genders(game.state.players)``), for ``people=``: French
    sentences about a player agree with it (``assassinée``)."""
    return {p.name: getattr(p, "gender", None) for p in players}


def _context(
    scenario: ScenarioBase,
    wording: Wording | None,
    view: View,
    reader: str = "",
    people: People | None = None,
) -> PostContext:
    return PostContext(
        scenario, wording or load_wording(scenario.game, scenario.language), view, reader, people or {}
    )


def _heading(ctx: PostContext, step: Step, events: Sequence[Event] = ()) -> Heading:
    turn, phase = step
    if turn == 0 and ctx.wording.has("labels", "section_setup"):
        return Heading(ctx.label("section_setup"), 2)
    attempt = next((e.data["attempt"] for e in events if "attempt" in e.data), 1)
    if attempt != 1 and ctx.wording.has("labels", "section_attempt"):
        return Heading(ctx.label("section_attempt", turn=turn, phase=ctx.display(phase), attempt=attempt), 2)
    return Heading(ctx.label("section", turn=turn, phase=ctx.display(phase)), 2)


def _by_step(items: Iterable[T]) -> dict[Step, list[T]]:
    """``items`` grouped by (turn, phase), the steps in the order they first appear."""
    groups: dict[Step, list[T]] = {}
    for item in items:
        groups.setdefault((item.turn, item.phase), []).append(item)
    return groups


def _in_order(items: Iterable[T]) -> list[tuple[Step, list[T]]]:
    """``items`` cut where the step (turn, phase) changes: a step that comes back (a new attempt)
    is a new section, so that everything reads in the order it happened."""
    sections: list[tuple[Step, list[T]]] = []
    for item in items:
        step = (item.turn, item.phase)
        if sections and sections[-1][0] == step:
            sections[-1][1].append(item)
        else:
            sections.append((step, [item]))
    return sections


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


def _step_blocks(events: Sequence[Event], ctx: PostContext, rolls: Sequence[Roll] = ()) -> list[Block]:
    """The blocks of a step's events; ``rolls`` (public dice) each right after the event it
    decided, the others at the end."""
    placed, pending = _placed_rolls(events, rolls, ctx)
    blocks: list[Block] = []
    for run, together in _runs(events, ctx):
        if together:
            blocks.extend(_build_run(run, ctx))
        else:
            for event in run:
                built = _build(event, ctx)
                if id(event) in placed:
                    dice = _public_rolls(placed[id(event)], ctx, event)
                    before_last = any(_before_last(r, ctx) for r in placed[id(event)]) and len(built) > 1
                    built = [*built[:-1], *dice, built[-1]] if before_last else [*built, *dice]
                blocks.extend(built)
    if pending:
        blocks.extend(_public_rolls(pending, ctx))
    return merged(blocks)


def _before_last(roll: Roll, ctx: PostContext) -> bool:
    found = roll_builder_for(ctx.scenario.game, roll)
    return bool(found and found[3])


def _placed_rolls(
    events: Sequence[Event], rolls: Sequence[Roll], ctx: PostContext
) -> tuple[dict[int, list[Roll]], list[Roll]]:
    """Each roll under the event it decided (by the event's id), and the rolls no event takes."""
    placed: dict[int, list[Roll]] = {}
    pending: list[Roll] = []
    for roll in rolls:
        found = roll_builder_for(ctx.scenario.game, roll)
        event = None
        if found is not None:
            after, matches = found[0], found[1]
            event = next((e for e in events if e.kind == after and matches(roll, e)), None)
        if event is None:
            pending.append(roll)
        else:
            placed.setdefault(id(event), []).append(roll)
    return placed, pending


def _sections(events: Sequence[Event], ctx: PostContext) -> list[Block]:
    blocks: list[Block] = []
    for step, step_events in _in_order(events):
        blocks.append(_heading(ctx, step, step_events))
        blocks.extend(_step_blocks(step_events, ctx))
    return blocks


def _roll_result(roll: Roll) -> str:
    return ", ".join(map(str, roll.result)) if isinstance(roll.result, list) else str(roll.result)


def _public_rolls(rolls: Sequence[Roll], ctx: PostContext, event: Event | None = None) -> list[Block]:
    """Public dice in words: what each draw was and what it decided (the game's words, from the
    roll and the ``event`` it decided, else the purpose and the outcome as logged)."""
    rows = []
    for roll in rolls:
        found = roll_builder_for(ctx.scenario.game, roll)
        rows.append(
            found[2](roll, event, ctx)
            if found
            else (dice_sentence(roll, ctx.scenario), dice_outcome(roll.outcome, ctx.scenario))
        )
    return [Paragraph(ctx.label("public_rolls")), ctx.table(["roll_what", "roll_result"], rows)]


def public_post(
    events: Iterable[Event],
    scenario: ScenarioBase,
    *,
    turn: int | None = None,
    phase: str | None = None,
    wording: Wording | None = None,
    rolls: Iterable[Roll] = (),
    people: People | None = None,
) -> Document:
    """The post for the thread, from public events only (of ``turn`` / ``phase`` if given), each
    step followed by its public dice (rolls whose audience is public) when ``rolls`` are given."""
    public = [e for e in events if e.audience.to == "public"]  # the only gate: nothing else is built
    dice = [r for r in rolls if r.audience.to == "public"]  # the same gate for the dice
    ctx = _context(scenario, wording, "public", people=people)
    sections = _in_order(select(public, turn, phase))
    shown = _by_step(select(dice, turn, phase))
    blocks: list[Block] = []
    for step, step_events in sections:
        blocks.append(_heading(ctx, step, step_events))
        blocks.extend(_step_blocks(step_events, ctx, shown.pop(step, ())))
    for step, step_rolls in shown.items():  # dice of a step without a public event
        blocks.append(_heading(ctx, step))
        blocks.extend(_public_rolls(step_rolls, ctx))
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
    people: People | None = None,
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
        ctx = _context(scenario, wording, "private", name, people)
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
    people: People | None = None,
) -> Document:
    """Every private message in one document for the GM, in sending order: batch by batch (each
    under a heading when there are several), each message after a separator."""
    chosen = select(events, turn, phase)
    messages = private_messages(chosen, scenario, players=players, wording=wording, people=people)
    ctx = _context(scenario, wording, "gm", people=people)
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
    language = ctx.scenario.language
    rows = [
        (
            # the post's apostrophes (« l’escouade »), as the summary's sentences above the table
            typography(dice_sentence(roll, ctx.scenario), language, apostrophes=True),
            dice_expression(roll.expr, ctx.scenario),
            _roll_result(roll),
            typography(dice_outcome(roll.outcome, ctx.scenario), language, apostrophes=True),
            ctx.audience(roll.audience),
        )
        for roll in rolls
    ]
    headers = ["roll_purpose", "roll_expr", "roll_result", "roll_outcome", "roll_audience"]
    return [Paragraph(Italic(ctx.label("rolls"))), ctx.table(headers, rows)]


class GmSaid:
    """Events as the GM summary says them (:func:`gm_events`): one event, or a run of events that
    a game's run builder says together. Equal when every field is (a plain class: a
    ``NamedTuple`` built its class and compiled its annotations at each import of the export,
    1 M instructions of every ``gmconsole export``, issue 17)."""

    __slots__ = ("events", "blocks", "audience", "together", "worded")
    events: list[Event]
    blocks: list[Block]
    """What the GM summary shows for them, untagged."""
    audience: str
    """Who may read them, in words (``[MJ seulement]``, ``[à Alice]``; a run's every reader)."""
    together: bool
    """Said by a run builder."""
    worded: bool
    """Said by a builder or a template of the wording: False for an event shown as its kind and
    data only (:func:`~gmconsole.export.builders.default_blocks` without a template)."""

    def __init__(self, events: list[Event], blocks: list[Block], audience: str, together: bool, worded: bool):
        self.events, self.blocks, self.audience = events, blocks, audience
        self.together, self.worded = together, worded

    def _fields(self) -> tuple[Any, ...]:
        return (self.events, self.blocks, self.audience, self.together, self.worded)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, GmSaid)
        return self._fields() == other._fields()

    __hash__ = None  # type: ignore[assignment]  # its lists change

    def __repr__(self) -> str:
        return (
            f"GmSaid(events={self.events!r}, blocks={self.blocks!r}, audience={self.audience!r}, "
            f"together={self.together!r}, worded={self.worded!r})"
        )


def _gm_said(events: Sequence[Event], ctx: PostContext) -> list[GmSaid]:
    said: list[GmSaid] = []
    to_one: dict[str, PostContext] = {}
    for run, together in _runs(events, ctx):
        if together:
            said.append(GmSaid(run, _build_run(run, ctx), _readers(run, ctx), True, True))
            continue
        for event in run:
            worded = builder_for(ctx.scenario.game, event.kind) is not default_blocks or ctx.wording.has(
                "events", event.kind
            )
            built = _build(event, _addressed(event, ctx, to_one))
            said.append(GmSaid([event], built, ctx.audience(event.audience), False, worded))
    return said


def _addressed(event: Event, ctx: PostContext, made: dict[str, PostContext]) -> PostContext:
    """``ctx`` with the reader of a message to one player: the GM reads « [à Alice] … t'a
    interrogée » as Alice does, the French agreeing with her (``$reader_gender``)."""
    players = event.audience.players if event.audience.to == "player" else ()
    if len(players) != 1:
        return ctx
    reader = players[0]
    if reader not in made:
        made[reader] = _context(ctx.scenario, ctx.wording, ctx.view, reader, ctx.people)
    return made[reader]


def _readers(run: Sequence[Event], ctx: PostContext) -> str:
    """Who may read a run of events, in words: their audience when they share it, every reader
    when each goes to some players (``[à Alice, Bob et Chloé]``), else each audience in turn."""
    audiences = list(dict.fromkeys(ctx.audience(e.audience) for e in run))
    if len(audiences) == 1 or not all(e.audience.to in ("player", "group") for e in run):
        return " ".join(audiences)
    players = dict.fromkeys(name for e in run for name in e.audience.players)
    return ctx.label("audience_player", players=ctx.join(players))


def gm_events(
    events: Iterable[Event],
    scenario: ScenarioBase,
    *,
    wording: Wording | None = None,
    people: People | None = None,
) -> list[GmSaid]:
    """``events`` one by one (a run that a game's builder says together, together), each as the GM
    summary says it and with who may read it in words: what ``gmconsole apply`` prints of the
    events of the step it applied. No heading, no dice."""
    return _gm_said(list(events), _context(scenario, wording, "gm", people=people))


def gm_summary(
    events: Iterable[Event],
    rolls: Iterable[Roll],
    scenario: ScenarioBase,
    *,
    turn: int | None = None,
    phase: str | None = None,
    wording: Wording | None = None,
    people: People | None = None,
) -> Document:
    """Everything, for the GM's records: every event tagged with who may read it, and the dice.

    A run of events built together (a game's run builder, such as what the players learned)
    is not tagged event by event: its builder shows who reads what."""
    sections, dice = _in_order(select(events, turn, phase)), _by_step(select(rolls, turn, phase))
    ctx = _context(scenario, wording, "gm", people=people)
    blocks: list[Block] = [Heading(ctx.label("gm_title"), 1)]
    steps = [*sections, *((step, []) for step in dice if step not in {s for s, _ in sections})]
    for step, step_events in steps:
        blocks.append(_heading(ctx, step, step_events))
        built: list[Block] = []
        for said in _gm_said(step_events, ctx):
            # a run builder shows who reads what itself (ctx.view is "gm"); a public event is untagged
            public = said.together or said.events[0].public
            built.extend(said.blocks if public else _tagged(said.blocks, said.audience))
        blocks.extend(merged(built))
        if step in dice:
            blocks.extend(_roll_table(dice.pop(step), ctx))
    return Document(blocks)
