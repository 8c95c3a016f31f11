"""The reminder the GM posts before a deadline: who has not voted or sent orders yet.

Built from public facts only: the step's deadline (a public ``deadline`` event) and the names of
the players the step still waits for (:meth:`GameRules.awaited
<gmconsole.engine.rules.base.GameRules.awaited>`), which the thread shows anyway (a vote not
posted, orders not sent). Nothing about what was entered is said.
"""

from __future__ import annotations

from collections.abc import Sequence

from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.seats import current_deadline
from gmconsole.export.builders import PostContext
from gmconsole.export.document import Document, Paragraph
from gmconsole.export.templates import Wording, load_wording


def reminder(
    events: Sequence[Event],
    scenario: ScenarioBase,
    turn: int,
    phase: str,
    awaited: Sequence[str],
    wording: Wording | None = None,
) -> Document:
    """The reminder for step (``turn``, ``phase``): the deadline if one was announced, then the
    players still awaited (``awaited``, in seat order); empty when nobody is awaited."""
    if not awaited:
        return Document([])
    ctx = PostContext(scenario, wording or load_wording(scenario.game, scenario.language))
    deadline = current_deadline(list(events), turn, phase)
    head = (
        ctx.styled("reminder_deadline", deadline=deadline) if deadline else ctx.styled("reminder_no_deadline")
    )
    return Document([Paragraph(head), Paragraph(ctx.styled("reminder_waiting", names=ctx.join(awaited)))])
