"""The reminder the GM posts before a deadline: who has not voted or sent orders yet, and what.

Built from the step's deadline (a public ``deadline`` event) and what the step still waits for
(:meth:`GameRules.awaiting <gmconsole.engine.rules.base.GameRules.awaiting>`):

- :func:`reminder`, the post for the thread, names the players whose vote or order is public
  (a vote not posted, the leader's proposal), with what each still owes; a secret order (a night
  role's, the wolves') is never named there: who is awaited for it would tell his role;
- :func:`private_reminders`, one message per player awaited for a secret order, to send him in
  private (the GM sees them all).

Nothing about what was entered is said.
"""

from __future__ import annotations

from collections.abc import Sequence

from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import Awaited, ScenarioBase
from gmconsole.engine.seats import current_deadline
from gmconsole.export.builders import PostContext
from gmconsole.export.document import Document, Heading, Paragraph
from gmconsole.export.templates import Wording, load_wording


def _entries(awaited: Sequence[Awaited | str]) -> list[Awaited]:
    return [a if isinstance(a, Awaited) else Awaited(player=a, what="") for a in awaited]


def _groups(entries: Sequence[Awaited]) -> list[tuple[str, list[str]]]:
    """(what, players) in the order each ``what`` first appears, each player once per group."""
    groups: dict[str, list[str]] = {}
    for entry in entries:
        names = groups.setdefault(entry.what, [])
        if entry.player not in names:
            names.append(entry.player)
    return list(groups.items())


def reminder(
    events: Sequence[Event],
    scenario: ScenarioBase,
    turn: int,
    phase: str,
    awaited: Sequence[Awaited | str],
    wording: Wording | None = None,
) -> Document:
    """The thread's reminder for step (``turn``, ``phase``): the deadline if one was announced,
    then the players still awaited for a public vote or order, with what they owe; empty when
    none is (the secret ones go to :func:`private_reminders`). Plain names are accepted too."""
    public = [a for a in _entries(awaited) if not a.secret]
    if not public:
        return Document([])
    ctx = PostContext(scenario, wording or load_wording(scenario.game, scenario.language))
    deadline = current_deadline(list(events), turn, phase)
    head = (
        ctx.styled("reminder_deadline", deadline=deadline) if deadline else ctx.styled("reminder_no_deadline")
    )
    parts = [
        ctx.join(names) + (ctx.label("reminder_what", what=what) if what else "")
        for what, names in _groups(public)
    ]
    return Document(
        [
            Paragraph(head),
            Paragraph(ctx.styled("reminder_waiting", names=ctx.label("reminder_groups").join(parts))),
        ]
    )


def private_reminders(
    events: Sequence[Event],
    scenario: ScenarioBase,
    turn: int,
    phase: str,
    awaited: Sequence[Awaited],
    wording: Wording | None = None,
) -> dict[str, Document]:
    """Per player awaited for a secret order, in the order of ``awaited``: his private reminder
    (the deadline if one was announced, and what the GM still waits for from him)."""
    secret: dict[str, list[str]] = {}
    for entry in awaited:
        if entry.secret:
            whats = secret.setdefault(entry.player, [])
            if entry.what not in whats:
                whats.append(entry.what)
    if not secret:
        return {}
    ctx = PostContext(scenario, wording or load_wording(scenario.game, scenario.language))
    deadline = current_deadline(list(events), turn, phase)
    out = {}
    for player, whats in secret.items():
        what = ctx.join(whats)
        line = (
            ctx.styled("reminder_private_deadline", deadline=deadline, what=what)
            if deadline
            else ctx.styled("reminder_private", what=what)
        )
        out[player] = Document([Heading(ctx.label("private_title", player=player), 1), Paragraph(line)])
    return out


def reminders(
    events: Sequence[Event],
    scenario: ScenarioBase,
    turn: int,
    phase: str,
    awaited: Sequence[Awaited],
    wording: Wording | None = None,
) -> list[Document]:
    """Everything to send before the deadline: the thread's reminder (when a public vote or
    order is awaited), then each private one; empty when nobody is awaited."""
    public = reminder(events, scenario, turn, phase, awaited, wording)
    private = private_reminders(events, scenario, turn, phase, awaited, wording)
    return ([public] if public.blocks else []) + list(private.values())
