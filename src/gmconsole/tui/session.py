"""The console's hold on one game: the engine's :class:`Game`, its save file, and the GM's words
for what happened.

Every change goes through :meth:`Session.act`, :meth:`Session.undo` or :meth:`Session.redo`:
the engine decides (a refusal comes back as ``Outcome.error`` and changes nothing), and the save
is written after every accepted change. No rule lives here.

The session is one writer among others (the CLI, another console): each change holds the save's
lock (``savelock.save_lock``) and first checks that the file on disk is still the one it read or
wrote last; if another program changed it, nothing is changed or written (``Outcome.problem ==
"changed"``) and the console offers to reload. A console opened with :meth:`Session.open` claims
the save; a second console gets it read-only (``Session.read_only``), and so does a save changed
by hand. A write that fails (disk full...) keeps the game in memory (``problem ==
"write-failed"``); :meth:`save_as` writes it elsewhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
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
from gmconsole.engine.worded import describe, said_error
from gmconsole.savelock import ConsoleClaim, Holder, SaveBusy, save_lock
from gmconsole.saves import ensure_sound, file_sha256, load_save, write_save
from gmconsole.tomlio import WriteFailed

CONSOLE_LOCK_TIMEOUT = 3.0
"""Seconds a console action waits for a CLI command writing the same save."""


@dataclass
class Outcome:
    """What one GM action gave: ``error`` (nothing changed) or the entry applied."""

    error: str = ""
    key: str = ""
    """The refusal's wording key (``nothing-redo``...), when ``error`` is a refusal."""
    entry: JournalEntry | None = None
    warnings: list[str] = field(default_factory=list)
    message: str = ""
    problem: str = ""
    """Why the save was not written: ``read-only``, ``changed`` (another program wrote it: nothing
    was done), ``busy`` (another program is writing it: nothing was done) or ``write-failed``
    (the change is kept in memory; ``error`` says why the file could not be written)."""

    @property
    def ok(self) -> bool:
        return not self.error


def _read_locked(path: Path, program: str, timeout: float | None = None) -> Any:
    """The save read under its lock (no writer halfway), or as it is in a folder we cannot write
    in (no lock can be made there, and no one can write there either)."""
    try:
        with save_lock(path, program, timeout=timeout):
            return load_save(path)
    except WriteFailed:
        return load_save(path)


def _writable(path: Path) -> bool:
    """Whether the save may be written over: not made read-only by its owner (``chmod a-w``,
    which the atomic write, a rename, would otherwise pass by; the bits are read, so root too)."""
    import os
    import stat

    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return True  # a missing file is written anew
    return bool(mode & 0o222) and os.access(path, os.W_OK)


class Session:
    def __init__(self, game: Game, path: str | Path, seen: str | None = None) -> None:
        self.game = game
        self.path = Path(path)
        self.read_only: tuple[str, dict[str, str]] | None = None
        """Why this console may not write the save: a label key and its values, or None."""
        self.unsaved = False
        """True when the game in memory holds changes the file does not (a write failed)."""
        self.claim: ConsoleClaim | None = None
        self.last_failure: WriteFailed | None = None
        self._seen = seen if seen is not None else file_sha256(self.path)

    @classmethod
    def open(cls, path: str | Path) -> Session:
        """Open a save for the console: claim it (or read-only when another console has it),
        read it under its lock; a save changed by hand or unsound opens read-only too."""
        path = Path(path)
        claim = ConsoleClaim(path)
        other = claim.acquire()
        try:
            loaded = _read_locked(path, "gmconsole console (opening)")
        except BaseException:
            claim.release()
            raise
        session = cls(loaded.game, path, seen=loaded.file_sha256)
        session.claim = claim if claim.held else None
        if isinstance(other, Holder):
            who = f"{other.program}, pid {other.pid}, {other.host}, {other.since}"
            session.read_only = ("ro_other_console", {"who": who})
        elif isinstance(other, WriteFailed):
            session.read_only = ("ro_cannot_write", {"why": other.cause, "code": other.code})
        elif not _writable(path):
            session.read_only = ("ro_read_only_file", {"path": str(path)})
        else:
            session._check_seal(loaded)
        return session

    def _check_seal(self, loaded: Any) -> None:
        try:
            ensure_sound(loaded)
        except GMConsoleError as exc:
            key = "ro_edited" if loaded.seal == "edited" else "ro_unsound"
            self.read_only = (key, {"path": str(self.path), "why": said_error(exc, loaded.scenario)})

    def close(self) -> None:
        """Give the save back (another console may then write it)."""
        if self.claim is not None:
            self.claim.release()
            self.claim = None

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
            from gmconsole.engine.validation import first_problem

            words = self.form_words(data)
            raise RuleViolation.of(
                "validation-refused", scenario=self.game.scenario, problem=first_problem(exc, words)
            ) from None

    def form_words(self, data: dict[str, Any]) -> Any:
        """How the console names the parts of the order ``data`` (a
        :class:`~gmconsole.engine.validation.FormWords`): the current step's form of its kind
        (the one whose fixed values ``data`` holds, a hunter's), else the game's console
        labels ``field-<kind>-<field>`` for a game with its own widgets, else nothing (the TOML
        pane, where the GM typed the keys himself)."""
        from gmconsole.engine.rules.forms import Ballot, GroupPicker, OrderForm
        from gmconsole.engine.validation import FormWords

        kind = str(data.get("kind", ""))
        state, scenario = self.game.state, self.game.scenario
        forms = [] if state.over else self.game.rules.forms(state, scenario)
        mine = [f for f in forms if f.action == kind]
        fitting = [f for f in mine if all(data.get(k) == v for k, v in getattr(f, "fixed", {}).items())]
        form = next(iter(fitting or mine), None)
        if isinstance(form, Ballot):
            return FormWords(kind, title=form.label, fields={form.field: ""})
        if isinstance(form, GroupPicker):
            fields = {form.field: ""} | ({form.leader_field: ""} if form.leader_field else {})
            return FormWords(kind, title=form.label, fields=fields)
        if isinstance(form, OrderForm):
            return FormWords(
                kind,
                title=form.label,
                fields={f.field: f.label for f in form.fields},
                options={f.field: f.options for f in form.fields if f.kind != "name"},
            )
        from gmconsole.tui.labels import labels

        L = labels(scenario.language, self.game.rules.name, scenario.names)
        model = self.game.rules.action_class(kind) if kind else None
        names = list(model.model_fields) if model is not None else [str(k) for k in data if k != "kind"]
        said = {n: L(f"field_{kind}_{n}") for n in names if L.has(f"field_{kind}_{n}")}
        return FormWords(kind, fields=said) if said else FormWords(kind)

    def preview(self, data: dict[str, Any] | Action | Iterable[Action]) -> Preview:
        """The rules' verdict on a draft order (nothing is changed)."""
        try:
            actions = self.parse(data) if isinstance(data, dict) else data
        except RuleViolation as exc:
            return Preview(problem=describe(exc, self.game.scenario))
        return preview(self.game, actions)

    # -- changing ---------------------------------------------------------------------------
    def act(self, orders: dict[str, Any] | Action | Sequence[dict[str, Any] | Action]) -> Outcome:
        """Push orders (dicts or actions) as one undoable batch, then save."""
        items = [orders] if isinstance(orders, (dict, Action)) else list(orders)

        def push() -> Outcome:
            actions = [self.parse(o) if isinstance(o, dict) else o for o in items]
            applied = self.game.push(actions)
            return Outcome(entry=applied.entry, warnings=self._shown(applied.warnings))

        return self._change(push)

    def resolve(self) -> Outcome:
        return self.act(Resolve())

    def undo(self) -> Outcome:
        return self._change(lambda: Outcome(entry=self.game.undo()))

    def redo(self) -> Outcome:
        def redo() -> Outcome:
            applied = self.game.redo()
            return Outcome(entry=applied.entry, warnings=self._shown(applied.warnings))

        return self._change(redo)

    def _shown(self, warnings: list[str]) -> list[str]:
        """An order's warnings (recorded in English) in the game's language."""
        return [describe(w, self.game.scenario) for w in warnings]

    def _change(self, change: Callable[[], Outcome]) -> Outcome:
        """Under the save's lock: check the file is the one we know, change, write."""
        if self.read_only is not None:
            return Outcome(error="read-only", problem="read-only")
        try:
            with save_lock(self.path, "gmconsole console", timeout=CONSOLE_LOCK_TIMEOUT):
                if file_sha256(self.path) != self._seen:
                    return Outcome(error=f"{self.path} was changed by another program", problem="changed")
                try:
                    outcome = change()
                except GMConsoleError as exc:  # a refusal: in the game's language
                    return Outcome(error=describe(exc, self.game.scenario), key=getattr(exc, "key", ""))
                try:
                    self._write(self.path)
                except WriteFailed as exc:
                    self.unsaved, self.last_failure = True, exc
                    outcome.error, outcome.problem = str(exc), "write-failed"
                return outcome
        except SaveBusy as exc:
            return Outcome(error=str(exc), problem="busy")
        except WriteFailed as exc:  # the lock itself cannot be made: a folder we cannot write in
            self.last_failure = exc
            return Outcome(error=str(exc), problem="write-failed")

    def _write(self, path: Path) -> None:
        self._seen = write_save(self.game, path)
        self.unsaved = False

    def retry(self) -> Outcome:
        """Write the game to its save again (after a failed write), with the checks of a change."""
        return self._change(Outcome)

    # -- the GM's notes (kept in the save, never exported) ----------------------------------
    def notes(self, kind: str) -> dict[str, str]:
        """``kind`` is ``players`` (name -> note) or ``turns`` (turn number as text -> note)."""
        notes = getattr(self.game, "notes", None)
        if notes is None:
            notes = self.game.notes = {}  # type: ignore[attr-defined]
        return notes.setdefault(kind, {})

    def set_note(self, kind: str, key: str, text: str) -> Outcome:
        """Keep a note and write the save; never raises: a read-only console changes nothing
        (``Outcome.problem == "read-only"``), a failed write keeps the note in memory (as any
        change, :meth:`retry` or :meth:`save_as`)."""
        if self.read_only is not None:
            return Outcome(error="read-only", problem="read-only")
        notes = self.notes(kind)
        if text.strip():
            notes[key] = text.strip()
        else:
            notes.pop(key, None)
        return self.retry()

    def save(self) -> Path:
        """:meth:`retry`, raising :class:`GMConsoleError` when the save was not written."""
        outcome = self.retry()
        if outcome.problem:
            raise GMConsoleError(outcome.error)
        return self.path

    def save_as(self, path: str | Path) -> str:
        """Write the game to a new file and go on there; the problem in words, or "" when done.

        The new file must not exist yet: nothing is ever written over a file this way."""
        path = Path(path)
        if path.exists():
            return f"{path} already exists: choose another name"
        claim = ConsoleClaim(path)
        other = claim.acquire()
        if other is not None:
            if isinstance(other, WriteFailed):
                return self._not_written(other)
            return f"{path}: {other.describe()}"
        try:
            with save_lock(path, "gmconsole console"):
                self._write(path)
        except WriteFailed as exc:  # the system's English cause, said in the game's language
            claim.release()
            return self._not_written(exc)
        except GMConsoleError as exc:
            claim.release()
            return said_error(exc, self.game.scenario)
        self.close()
        self.claim, self.path, self.read_only = claim, path, None
        return ""

    def _not_written(self, exc: WriteFailed) -> str:
        """« v-2.toml : n'a pas pu être écrit : le disque est plein… », in the game's language."""
        from gmconsole.engine.wording import text, wording_for

        language = self.game.scenario.language
        key = f"write-cause-{exc.code}"
        known = exc.code != "other" and wording_for(language).has(key)
        cause = text(language, key) if known else exc.cause
        return text(language, "cli-not-written", path=exc.path, cause=cause)

    def reload(self) -> None:
        """Read the save again from disk (what another program wrote); unsaved changes are lost.

        Raises :class:`GMConsoleError` when it cannot be read."""
        loaded = _read_locked(self.path, "gmconsole console (reloading)", CONSOLE_LOCK_TIMEOUT)
        self.game, self._seen, self.unsaved = loaded.game, loaded.file_sha256, False
        if self.read_only is None or self.read_only[0] != "ro_other_console":
            self.read_only = None
            self._check_seal(loaded)

    def stop_writing(self) -> None:
        """The GM chose not to reload after another program changed the save: read-only."""
        self.read_only = ("ro_changed", {"path": str(self.path)})

    # -- words ------------------------------------------------------------------------------
    def describe_entry(self, entry: JournalEntry) -> str:
        """One line for the GM: the step and the orders of a journal entry, in the game's words
        (:func:`~gmconsole.engine.worded.describe_step`, the CLI's sentence too)."""
        from gmconsole.engine.worded import describe_step

        return describe_step(entry, self.game)

    def describe_action(self, action: dict[str, Any]) -> str:
        """An order in the game's words (:func:`~gmconsole.engine.worded.describe_action`): the
        journal, "Entered:", "Undone:" and the CLI say the same sentence."""
        from gmconsole.engine.worded import describe_action

        return describe_action(action, self.game)

    def describe_events(self, events: list[Event]) -> str:
        """The public events of a resolution, in words (the export's text when available)."""
        public = [e for e in events if e.public]
        if not public:
            return ""
        try:
            from gmconsole.export.document import BulletList, Paragraph, plain
            from gmconsole.export.posts import genders, public_post

            doc = public_post(public, self.game.scenario, people=genders(self.game.state.players))
            lines = [plain(b.inlines) for b in doc.blocks if isinstance(b, Paragraph)]
            lines += [plain(i) for b in doc.blocks if isinstance(b, BulletList) for i in b.items]
            if lines:
                return " ".join(line.strip() for line in lines if line.strip())
        except Exception:  # the export is optional here: fall back to a plain description
            pass
        return " · ".join(describe_event(e, self.scenario) for e in public)

    def result_lines(self, events: list[Event]) -> list[str]:
        """What a resolution gave, for the GM (every audience, the secrets too: the console is
        the GM's): the interrogation's answer, who is elected, a mission's outcome (issue 13).
        A short table (a justice's totals, an election's count) is shown in aligned columns
        after the sentences (the box is a few lines high: what happened comes first); a long
        one (every voter's vote) is named in its place with its size, the whole of it being in
        the message tab (F5), so that « Les votes : » is never left saying nothing."""
        if not events:
            return []
        try:
            from gmconsole.export.document import BulletList, Paragraph, Quote, Table, plain
            from gmconsole.export.posts import genders, gm_summary
            from gmconsole.export.render import aligned_columns
            from gmconsole.tui.labels import labels

            doc = gm_summary(events, [], self.game.scenario, people=genders(self.game.state.players))
            lines: list[str] = []
            tables: list[str] = []  # after the sentences: the box is short, what happened comes first
            longs: list[str] = []  # the long tables named, last
            for block in doc.blocks:
                if isinstance(block, Paragraph):
                    lines.append(plain(block.inlines).strip())
                elif isinstance(block, BulletList):
                    lines += ["• " + plain(item).strip() for item in block.items]
                elif isinstance(block, Quote):  # a justification: after its sentence's colon
                    quoted = " ".join(
                        plain(inner.inlines).strip() for inner in block.blocks if isinstance(inner, Paragraph)
                    )
                    if quoted and lines and lines[-1].endswith(":"):
                        lines[-1] += " " + quoted
                    elif quoted:
                        lines.append("  " + quoted)
                elif isinstance(block, Table) and len(block.rows) <= RESULT_TABLE_ROWS:
                    tables += ["  " + line for line in aligned_columns(block).splitlines()]
                elif isinstance(block, Table):
                    # named in one line with its heading (« Les votes : (21 lignes …) »), after the
                    # sentences: on a short screen the box keeps two lines, what happened first
                    L = labels(self.game.scenario.language, self.game.rules.name, self.game.scenario.names)
                    named = L("result_long_table", rows=len(block.rows))
                    heading = lines.pop() + " " if lines and lines[-1].endswith(":") else ""
                    longs.append(heading + named)
            lines = [line for line in lines if line.strip("• ")] + tables + longs
            if lines:
                return lines
        except Exception:  # the export is optional here: fall back to a plain description
            pass
        return [describe_event(e, self.scenario) for e in events]


RESULT_TABLE_ROWS = 8
"""The longest table the result box shows whole (:meth:`Session.result_lines`)."""


def describe_event(event: Event, scenario: Any) -> str:
    """An event in a few words when the export cannot say it: its display name and its fields
    (:meth:`Event.short_data`), in the scenario's language's typography (``justice\u202f: ...``)."""
    from gmconsole.engine.wording import text

    data = event.short_data(skip=("seed_sha256",))
    name = scenario.display(event.kind)
    return text(scenario, "pair", key=name, value=data) if data else name
