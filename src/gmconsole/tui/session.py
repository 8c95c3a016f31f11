"""The console's hold on one game: the engine's :class:`Game`, its save file, and the GM's words
for what happened.

Every change goes through :meth:`Session.act`, :meth:`Session.undo` or :meth:`Session.redo`:
the engine decides (a refusal comes back as ``Outcome.error`` and changes nothing), and the save
is written after every accepted change. No rule lives here.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import GMConsoleError, RuleViolation
from gmconsole.engine.events import Event
from gmconsole.engine.game import Game
from gmconsole.engine.journal import JournalEntry
from gmconsole.engine.preview import Preview, preview
from gmconsole.saves import save_game


@dataclass
class Outcome:
    """What one GM action gave: ``error`` (nothing changed) or the entry applied."""

    error: str = ""
    entry: JournalEntry | None = None
    warnings: list[str] = field(default_factory=list)
    message: str = ""

    @property
    def ok(self) -> bool:
        return not self.error


def validation_message(exc: ValidationError) -> str:
    """The first problem of a pydantic error, in one line."""
    err = exc.errors()[0]
    where = ".".join(str(p) for p in err.get("loc", ()) if not isinstance(p, int))
    msg = str(err.get("msg", exc)).removeprefix("Value error, ")
    return f"{where}: {msg}" if where else msg


class Session:
    def __init__(self, game: Game, path: str | Path) -> None:
        self.game = game
        self.path = Path(path)

    # -- reading ----------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.game.state

    @property
    def scenario(self) -> Any:
        return self.game.scenario

    def display(self, key: str) -> str:
        return self.game.scenario.display(key) if key else ""

    def parse(self, data: dict[str, Any]) -> Action:
        """An action from its dict form; a wrong value raises :class:`RuleViolation`."""
        try:
            return self.game.parse(data)
        except ValidationError as exc:
            raise RuleViolation(validation_message(exc)) from None

    def preview(self, data: dict[str, Any] | Action | Iterable[Action]) -> Preview:
        """The rules' verdict on a draft order (nothing is changed)."""
        try:
            actions = self.parse(data) if isinstance(data, dict) else data
        except RuleViolation as exc:
            return Preview(problem=str(exc))
        return preview(self.game, actions)

    # -- changing ---------------------------------------------------------------------------
    def act(self, orders: dict[str, Any] | Action | list[dict[str, Any] | Action]) -> Outcome:
        """Push orders (dicts or actions) as one undoable batch, then save."""
        items = orders if isinstance(orders, list) else [orders]
        try:
            actions = [self.parse(o) if isinstance(o, dict) else o for o in items]
            applied = self.game.push(actions)
        except GMConsoleError as exc:
            return Outcome(error=str(exc))
        self.save()
        return Outcome(entry=applied.entry, warnings=applied.warnings)

    def resolve(self) -> Outcome:
        return self.act(Resolve())

    def undo(self) -> Outcome:
        try:
            entry = self.game.undo()
        except GMConsoleError as exc:
            return Outcome(error=str(exc))
        self.save()
        return Outcome(entry=entry)

    def redo(self) -> Outcome:
        try:
            applied = self.game.redo()
        except GMConsoleError as exc:
            return Outcome(error=str(exc))
        self.save()
        return Outcome(entry=applied.entry, warnings=applied.warnings)

    # -- the GM's notes (kept in the save, never exported) ----------------------------------
    def notes(self, kind: str) -> dict[str, str]:
        """``kind`` is ``players`` (name -> note) or ``turns`` (turn number as text -> note)."""
        notes = getattr(self.game, "notes", None)
        if notes is None:
            notes = self.game.notes = {}  # type: ignore[attr-defined]
        return notes.setdefault(kind, {})

    def set_note(self, kind: str, key: str, text: str) -> None:
        notes = self.notes(kind)
        if text.strip():
            notes[key] = text.strip()
        else:
            notes.pop(key, None)
        self.save()

    def save(self) -> Path:
        return save_game(self.game, self.path)

    # -- words ------------------------------------------------------------------------------
    def describe_entry(self, entry: JournalEntry) -> str:
        """One line for the GM: the step and the orders of a journal entry."""
        parts = [self.describe_action(a) for a in entry.actions]
        return f"{self.display(entry.phase)} ({entry.turn}): " + "; ".join(parts)

    def describe_action(self, action: dict[str, Any]) -> str:
        kind = action.get("kind", "?")
        fields = {k: v for k, v in action.items() if k != "kind" and v not in (False, "", [], {}, None)}
        if not fields:
            return self.display(kind)
        return f"{self.display(kind)} " + ", ".join(_short(k, v) for k, v in fields.items())

    def describe_events(self, events: list[Event]) -> str:
        """The public events of a resolution, in words (the export's text when available)."""
        public = [e for e in events if e.public]
        if not public:
            return ""
        try:
            from gmconsole.export.document import BulletList, Paragraph, plain
            from gmconsole.export.posts import public_post

            doc = public_post(public, self.game.scenario)
            lines = [plain(b.inlines) for b in doc.blocks if isinstance(b, Paragraph)]
            lines += [plain(i) for b in doc.blocks if isinstance(b, BulletList) for i in b.items]
            if lines:
                return " ".join(line.strip() for line in lines if line.strip())
        except Exception:  # the export is optional here: fall back to a plain description
            pass
        return " · ".join(describe_event(e, self.display) for e in public)

    def result_lines(self, events: list[Event]) -> list[str]:
        """What a resolution gave, for the GM (every audience, the secrets too: the console is
        the GM's): the interrogation's answer, who is elected, a mission's outcome (issue 13)."""
        if not events:
            return []
        try:
            from gmconsole.export.document import BulletList, Paragraph, plain
            from gmconsole.export.posts import gm_summary

            doc = gm_summary(events, [], self.game.scenario)
            lines: list[str] = []
            for block in doc.blocks:
                if isinstance(block, Paragraph):
                    lines.append(plain(block.inlines).strip())
                elif isinstance(block, BulletList):
                    lines += ["• " + plain(item).strip() for item in block.items]
            lines = [line for line in lines if line.strip("• ")]
            if lines:
                return lines
        except Exception:  # the export is optional here: fall back to a plain description
            pass
        return [describe_event(e, self.display) for e in events]


def describe_event(event: Event, display: Any = str) -> str:
    data = ", ".join(_short(k, v) for k, v in event.data.items() if k not in ("seed_sha256",))
    return f"{display(event.kind)}: {data}" if data else display(event.kind)


def _short(key: str, value: Any) -> str:
    if isinstance(value, dict):
        inner = ", ".join(f"{k} {_value(v)}" for k, v in value.items())
        return inner
    if isinstance(value, list):
        return f"{key} " + ", ".join(_value(v) for v in value)
    return f"{key} {_value(value)}"


def _value(value: Any) -> str:
    if value is True:
        return "✓"
    if value is False:
        return "✗"
    return str(value)
