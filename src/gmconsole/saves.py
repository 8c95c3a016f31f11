"""Save files: one self-contained TOML file per game.

A save holds ``schema_version``, the rules revision it is played under and its dice derivation,
a digest of its content, the scenario it was started from (copied in, so it opens even if
``scenarios/`` changes), the roster, the seed and its SHA-256, the setup and the journal of
applied actions with their events and rolls, the redo stack, and the current state. It is
written after every action with :func:`gmconsole.tomlio.write_atomic` (the previous version
kept as ``NAME.toml.bak``). The line before its first table records what gmconsole wrote below it
(:data:`WRITTEN`), so that the next write copies the unchanged scenario, setup and journal
instead of rendering them again (:func:`render_save`). A damaged file is reported with the line (tomllib's position) or the
field, and the backup is named so the GM can fall back to it.

Soundness, cheaply: ``digest`` is the SHA-256 of the save's content (every key but the digest,
in a canonical JSON form), written with each save and checked at load. A command that writes
(:func:`load_for_writing`) refuses a save whose digest does not match (edited by hand, or
damaged in a way that still parses): nothing is written, and so no unsound file is ever rotated
into ``.bak``. ``gmconsole validate`` replays such a save in full, and ``validate --accept``
writes a fresh digest for an edit that passes. A save of schema 1 has no digest: a writing
command replays it once (as ``verify`` does) before writing it as schema 2.

Older saves migrate by :data:`MIGRATIONS`, one dict-to-dict step per schema version.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date, datetime, time
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gmconsole.engine.dice import DERIVATIONS
from gmconsole.engine.errors import FileProblem, GMConsoleError, short
from gmconsole.engine.game import Game
from gmconsole.engine.journal import JournalEntry, utcnow
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.rules.registry import find_rules
from gmconsole.engine.trusted import Untrusted, build
from gmconsole.engine.validation import file_problem, language_of_data
from gmconsole.limits import check_save_texts
from gmconsole.scenarios import scenario_from_dict
from gmconsole.tomlio import problem_from, read_toml, write_atomic

SCHEMA_VERSION = 2
SAVES_DIR = Path("saves")


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Schema 2 records the rules revision and the dice derivation (both the only ones schema 1
    knew) and a digest (which a schema 1 save lacks: it is replayed before its first write)."""
    return {**data, "schema_version": 2, "rules_revision": 1, "dice": "blake2b-v1"}


MIGRATIONS: list[Callable[[dict[str, Any]], dict[str, Any]]] = [_v1_to_v2]
"""``MIGRATIONS[n - 1]`` turns a save of schema ``n`` into one of schema ``n + 1``."""
assert len(MIGRATIONS) == SCHEMA_VERSION - 1


class SaveFile(BaseModel):
    """The on-disk form of a game (see the module docstring)."""

    model_config = ConfigDict(defer_build=True)  # a sealed save is not validated (issue 17)

    schema_version: int
    game: str
    rules_revision: int = Field(ge=1)
    dice: str
    digest: str | None = None
    created_at: datetime = Field(default_factory=utcnow)
    saved_at: datetime = Field(default_factory=utcnow)
    seed: str
    seed_sha256: str
    scenario: dict[str, Any]
    roster: list[RosterEntry]
    setup: JournalEntry
    journal: list[JournalEntry] = Field(default_factory=list)
    redo: list[JournalEntry] = Field(default_factory=list)
    state: dict[str, Any]
    notes: dict[str, dict[str, str]] | None = None
    """The GM's own notes, never exported: ``players`` (name -> text) and ``turns`` ("3" -> text)."""


def _canonical(value: Any) -> Any:
    """A TOML value JSON has no form for: a date or a time (a hand-edited save may hold any)."""
    if isinstance(value, datetime | date | time):
        return value.isoformat()
    return f"{type(value).__name__}:{value!r}"


def content_digest(data: dict[str, Any]) -> str:
    """``sha256:<hex>`` of a save's content: every key but ``digest``, as canonical JSON."""
    body = {k: v for k, v in data.items() if k != "digest"}
    text = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=_canonical)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


HEADER = "# gmconsole save: edit with care; `gmconsole validate` checks it.\n"

WRITTEN = "# gmconsole wrote the text below: sha256:"
"""The line before the first table of a save this gmconsole writes: a SHA-256 of the text below it (the TOML) and
of the numbers that follow: where its kept tables lie in that text and how many journal entries
they hold (:class:`Written`). tomllib reads it as a comment; a save without it is read as before."""

_KEPT = ("scenario", "roster", "setup", "journal")
"""The parts of a save that a write can copy from the file read: only undo and a new game change
them, and the journal only grows at its end."""


@dataclass
class Written:
    """The TOML of a save as read, certified by the line above it (:data:`WRITTEN`) to be what
    gmconsole wrote, for the next write to copy its unchanged tables instead of rendering them
    again with tomli-w (issue 17).

    ``body[start:end]`` is the TOML of the tables of :data:`_KEPT`, from the scenario's to the
    last journal entry's (with the roster's when it is a table, not an inline array); it was
    rendered from ``parts``: the scenario, the roster list and its entries, the setup and the
    journal entries, the very objects the game was read into. A write copies it only when the
    body is the one the record's SHA-256 names (checked at the first write, not at the read:
    ``status`` never writes) and the game still holds them (:meth:`keeps`); any other write
    renders the whole save."""

    body: str
    start: int
    end: int
    parts: tuple[Any, list[Any], list[Any], Any, list[Any]]
    sha256: str | None = None
    """The record's SHA-256 of ``body``, until it is checked (None: checked, or our own text)."""

    def keeps(self, game: Game) -> bool:
        """Whether the body is the record's and ``game`` still holds the objects it was
        rendered from."""
        if self.sha256 is not None:
            if _record_sha256(self.body, self.start, self.end, len(self.parts[4])) != self.sha256:
                return False
            self.sha256 = None
        scenario, roster, roster_items, setup, entries = self.parts
        journal = game.journal
        return (
            game.scenario is scenario
            and game.roster is roster
            and len(roster) == len(roster_items)
            and all(a is b for a, b in zip(roster, roster_items, strict=True))
            and game.setup is setup
            and len(journal) >= len(entries)
            and all(a is b for a, b in zip(journal, entries, strict=False))
        )

    @property
    def roster_table(self) -> bool:
        """Whether the roster is a table in the kept text (else an inline array above it)."""
        return "\n[[roster]]\n" in self.body[self.start - 1 : self.end]


def _written(body: str, start: int, end: int, game: Game, sha256: str | None = None) -> Written:
    parts = (game.scenario, game.roster, list(game.roster), game.setup, list(game.journal))
    return Written(body, start, end, parts, sha256)


def written_of(text: str, game: Game) -> Written | None:
    """The :class:`Written` of a save's ``text`` read into ``game`` (sealed: its digest matched),
    or None when the line before its first table is not a record of the text below it (a save
    of an earlier gmconsole or of another program, edited or damaged: the next write renders it
    all; the record's SHA-256 is checked by that write, :meth:`Written.keeps`)."""
    line = text.find("\n\n") + 2  # tomli-w's blank line between the plain values and the tables
    if line < 2 or not text.startswith(WRITTEN, line):
        return None
    cut = text.find("\n", line) + 1
    fields = text[line + len(WRITTEN) : cut - 1].split(" ")
    if cut < 1 or len(fields) != 4 or not all(f.isascii() and f.isalnum() for f in fields):
        return None
    body = text[cut:]
    start, end, entries = (int(f) if f.isdigit() else -1 for f in fields[1:])
    if not (0 <= start < end <= len(body) and entries == len(game.journal) > 0):
        return None
    return _written(body, start, end, game, fields[0])


def _piece(key: str, value: Any) -> tuple[bool, str]:
    """``key``'s TOML as ``tomli_w.dumps`` renders it in a whole save, and whether it is a table
    (tomli-w writes the plain values first, in order, then each table after a blank line)."""
    import tomli_w  # a writer's: a command that only reads never loads it

    text = tomli_w.dumps({key: value})
    return text.startswith("["), text


def _journal_tables(entries: list[Any]) -> str | None:
    """The entries' ``[[journal]]`` tables, one after the other, or None when tomli-w writes
    them as an inline array (then only the whole journal's rendering decides its form)."""
    import tomli_w  # a writer's: a command that only reads never loads it

    text = tomli_w.dumps({"journal": entries})
    return text if text.startswith("[[journal]]\n") else None


def render_save(data: dict[str, Any], written: Written | None = None) -> tuple[str, str, int, int]:
    """The save's text (:data:`HEADER` and ``tomli_w.dumps(data)``, the :data:`WRITTEN` line
    before its first table), its tables (the text below that line), and where the kept tables
    lie in them (0, 0 when there are none: an empty journal).

    ``data`` is rendered key by key in the order and with the blank lines of ``tomli_w.dumps``
    (the same text: ``tests/saves/test_saves_written.py``). With ``written`` (whose objects the
    caller checked the game still holds: :meth:`Written.keeps`), the kept tables and the
    journal's first entries are copied from the file read, and only the rest is rendered."""
    import tomli_w  # a writer's: a command that only reads never loads it

    journal = data.get("journal")
    old = len(written.parts[4]) if written is not None else 0
    if not journal or len(journal) < old or not all(k in data for k in _KEPT):
        return _sealed(tomli_w.dumps(data), 0, 0)
    fresh = _journal_tables(journal[old:]) if len(journal) > old else ""
    if fresh is None:
        return _sealed(tomli_w.dumps(data), 0, 0)
    literals: list[str] = []
    tables: list[str] = []
    start = end = -1  # the kept tables are tables[start:end]
    for key, value in data.items():
        if key == "journal":
            kept = written.body[written.start : written.end] if written is not None else ""
            tables.append(kept + "\n" + fresh if kept and fresh else kept or fresh)
            end = len(tables)
            continue
        if written is not None and key in _KEPT and (key != "roster" or written.roster_table):
            if key == "scenario":
                start = len(tables)
            continue  # in the kept text
        is_table, text = _piece(key, value)
        if is_table and key == "scenario":
            start = len(tables)
        elif is_table and key in _KEPT and written is not None:
            start = -1  # the roster became a table: not the kept layout
        (tables if is_table else literals).append(text)
    if start != 0 or end < 1 or not literals:  # not the layout the kept text is for
        return _sealed(tomli_w.dumps(data), 0, 0)
    head = "".join(literals) + "\n"
    kept = "\n".join(tables[:end])
    return _sealed(head + kept + "".join("\n" + t for t in tables[end:]), len(head), len(head) + len(kept))


def _record_sha256(body: str, start: int, end: int, entries: int) -> str:
    """The record's SHA-256: of its numbers and of the text below it."""
    digest = hashlib.sha256(f"{start} {end} {entries}\n".encode())
    digest.update(body.encode("utf-8"))
    return digest.hexdigest()


def _sealed(toml: str, start: int, end: int) -> tuple[str, str, int, int]:
    """The file's text: :data:`HEADER`, the plain values, the blank line, the :data:`WRITTEN`
    record, the tables (its ``body``: ``start`` and ``end`` become offsets in it)."""
    line = toml.find("\n\n") + 2
    if line < 2:  # no table: nothing to keep, no record
        return HEADER + toml, "", 0, 0
    body = toml[line:]
    start, end = (start - line, end - line) if end else (0, 0)
    entries = (
        body.count("\n[[journal]]\n", start, end) + body.startswith("[[journal]]\n", start) if end else 0
    )
    digest = _record_sha256(body, start, end, entries)
    return f"{HEADER}{toml[:line]}{WRITTEN}{digest} {start} {end} {entries}\n{body}", body, start, end


def to_toml(game: Game, created_at: datetime | None = None) -> str:
    """The save's text: :data:`HEADER`, the TOML of :func:`save_data` and its digest, and the
    :data:`WRITTEN` record (see :func:`render_save`)."""
    return _render_game(game, created_at)[0]


def _render_game(game: Game, created_at: datetime | None) -> tuple[str, str, int, int]:
    data = save_data(game, created_at)
    data["digest"] = content_digest(data)
    written: Written | None = getattr(game, "written", None)
    return render_save(data, written if written is not None and written.keeps(game) else None)


def save_data(
    game: Game, created_at: datetime | None = None, saved_at: datetime | None = None
) -> dict[str, Any]:
    """What a save holds but its digest, as ``SaveFile(...).model_dump(mode="python",
    exclude_none=True)`` gives it (:func:`validated_save_data`), dumped without pydantic's
    serializers when every value is of its annotated class (``engine/trusted_dump.py``: building
    the serializers of the save, its journal, the scenario and the state was most of what a
    write cost beside tomli-w; issue 17)."""
    from gmconsole.engine.trusted import Untrusted
    from gmconsole.engine.trusted_dump import dump

    created = created_at or utcnow()
    saved = saved_at or utcnow()
    try:
        notes = {k: v for k, v in getattr(game, "notes", {}).items() if v} or None
        data: dict[str, Any] = {
            "schema_version": SCHEMA_VERSION,
            "game": game.rules.name,
            "rules_revision": game.rules_revision,
            "dice": game.dice,
            "created_at": created,
            "saved_at": saved,
            "seed": game.seed,
            "seed_sha256": game.state.seed_sha256,
            "scenario": dump(game.rules.scenario_model, game.scenario, json=True),
            "roster": dump(list[RosterEntry], game.roster, json=False),
            "setup": dump(JournalEntry, game.setup, json=False),
            "journal": dump(list[JournalEntry], game.journal, json=False),
            "redo": dump(list[JournalEntry], game.redo_stack, json=False),
            "state": dump(game.rules.state_model, game.state, json=True),
        }
        for key in ("schema_version", "rules_revision"):
            if data[key].__class__ is not int:
                raise Untrusted(key)
        for key in ("game", "dice", "seed", "seed_sha256"):
            if data[key].__class__ is not str:
                raise Untrusted(key)
        if created.__class__ is not datetime or saved.__class__ is not datetime:
            raise Untrusted("a time stamp")
        if notes is not None:
            data["notes"] = dump(dict[str, dict[str, str]], notes, json=False)
    except Untrusted:
        return validated_save_data(game, created, saved)
    return data


def validated_save_data(
    game: Game, created_at: datetime | None = None, saved_at: datetime | None = None
) -> dict[str, Any]:
    """:func:`save_data` through pydantic: the save validated as a :class:`SaveFile` and dumped."""
    save = SaveFile(
        schema_version=SCHEMA_VERSION,
        game=game.rules.name,
        rules_revision=game.rules_revision,
        dice=game.dice,
        created_at=created_at or utcnow(),
        seed=game.seed,
        seed_sha256=game.state.seed_sha256,
        scenario=game.scenario.model_dump(mode="json", exclude_none=True),
        roster=game.roster,
        setup=game.setup,
        journal=game.journal,
        redo=game.redo_stack,
        state=game.state.model_dump(mode="json", exclude_none=True),
        notes={k: v for k, v in getattr(game, "notes", {}).items() if v} or None,  # none: no table
        **({"saved_at": saved_at} if saved_at is not None else {}),
    )
    return save.model_dump(mode="python", exclude_none=True)


def save_game(game: Game, path: str | os.PathLike[str]) -> Path:
    """Write ``game`` to ``path`` (atomically, the previous version kept as ``.bak``).

    The caller has made sure ``path`` holds nothing unsound (:func:`load_for_writing`)."""
    path = Path(path)
    write_save(game, path)
    return path


def write_save(game: Game, path: Path) -> str:
    """:func:`save_game`, returning the SHA-256 of the bytes written (to notice a later change)."""
    text, body, start, end = _render_game(game, getattr(game, "created_at", None))
    write_atomic(path, text)
    # what the next write of this game may copy (a console writes the same game again)
    game.written = _written(body, start, end, game) if end else None  # type: ignore[attr-defined]
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def file_sha256(path: Path) -> str | None:
    """The SHA-256 of a file's bytes, None when there is no such file (or it cannot be read)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


Seal = Literal["sealed", "edited", "unsealed"]


@dataclass
class LoadedSave:
    """A save as read: the game, and what the digest says about the file.

    ``seal`` is ``sealed`` (the digest matches: written by gmconsole, untouched), ``edited``
    (it does not, or is missing: changed by hand or damaged) or ``unsealed`` (schema 1, no
    digest yet). ``file_sha256`` is the hash of the bytes read, to notice a later change."""

    path: Path
    game: Game
    seal: Seal
    schema_version: int
    file_sha256: str


def load_game(path: str | os.PathLike[str]) -> Game:
    """Open a save; a FileProblem names the line or field that is wrong (and the backup)."""
    return load_save(path).game


def load_save(path: str | os.PathLike[str]) -> LoadedSave:
    """Open a save with its seal (see :class:`LoadedSave`); errors as :func:`load_game`."""
    path = Path(path)
    try:
        return _load(path)
    except FileProblem as exc:
        backup = path.with_name(path.name + ".bak")
        if backup.exists() and exc.path == str(path):
            if exc.language:  # said in the game's language, as the problem is
                from gmconsole.engine.wording import text

                hint = text(exc.language, "save-backup-hint", problem=exc.problem, backup=str(backup))
            else:  # a file too broken to tell its game: said in the reader's language
                from gmconsole.engine.worded import worded

                hint = worded("", "save-backup-hint", problem=exc.problem, backup=str(backup))
            problem = FileProblem(path, hint)
            problem.language = exc.language
            raise problem from None
        raise


class SaveEdited(FileProblem):
    """A save whose digest does not match its content: no command writes on top of it."""


def ensure_sound(loaded: LoadedSave) -> Game:
    """The game, if its save may be written over; else a FileProblem saying what to do.

    A sealed save is sound (cheap); an edited one is refused; an unsealed (schema 1) save is
    replayed once, as ``verify`` does."""
    from gmconsole.engine.wording import text

    path = loaded.path
    if loaded.seal == "edited":
        language = loaded.game.scenario.language
        edited = SaveEdited(path, text(language, "file-save-edited", path=str(path)))
        edited.language = language
        raise edited
    if loaded.seal == "unsealed":
        problems = loaded.game.verify()
        if problems:
            from gmconsole.engine.validation import Invalid

            language = loaded.game.scenario.language
            listed = Invalid(*problems[:3], more=max(0, len(problems) - 3)).shown(language)
            problem = FileProblem(path, text(language, "save-unsound", problems=listed, path=str(path)))
            problem.language = language
            raise problem
    return loaded.game


def load_for_writing(path: str | os.PathLike[str]) -> Game:
    """Open a save that a command is about to change (hold :func:`editing`'s lock around it)."""
    return ensure_sound(load_save(path))


@contextmanager
def editing(path: str | os.PathLike[str], program: str) -> Iterator[Game]:
    """The save's game, under its write lock, checked sound: change it, ``save_game`` it.

    A second writer waits (``savelock.LOCK_TIMEOUT``), then gets ``SaveBusy``."""
    from gmconsole.savelock import save_lock  # a writer's: a command that only reads never loads it

    with save_lock(path, program):
        yield load_for_writing(path)


def _migrate(path: Path, data: dict[str, Any]) -> tuple[dict[str, Any], int]:
    version = data.get("schema_version")
    if type(version) is not int or not 1 <= version <= SCHEMA_VERSION:
        raise FileProblem(
            path,
            f"schema_version: {version!r} is not a save version this gmconsole reads "
            f"(1 to {SCHEMA_VERSION}; a newer gmconsole wrote it?)",
        )
    original = version
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version - 1](data)
        version += 1
    return data, original


def _load(path: Path) -> LoadedSave:
    try:
        raw = path.read_bytes()
    except OSError:
        raw = b""  # read_toml words the problem
    data = read_toml(path)
    data, original = _migrate(path, data)
    seal: Seal = "unsealed"
    if original >= 2:
        seal = "sealed" if data.get("digest") == content_digest(data) else "edited"
    # A sealed save is what gmconsole wrote from validated objects: it is rebuilt without
    # validation (engine/trusted.py; building the validators was a large part of a command's
    # start-up); anything else, or a sealed save that does not fit, is validated in full.
    save = _trusted(SaveFile, data) if seal == "sealed" else None
    if save is None:
        try:
            save = SaveFile.model_validate(data)
        except ValidationError as exc:
            raise problem_from(path, exc, language=language_of_data(data.get("scenario"))) from None
    language = language_of_data(data.get("scenario"))
    try:
        rules = find_rules(save.game)
    except GMConsoleError as exc:
        if not str(exc).startswith("unknown game"):
            raise FileProblem(path, f"game: {exc}") from None
        from gmconsole.engine.rules.registry import games

        raise file_problem(
            path, language, "file-game-unknown", name=short(save.game), games=", ".join(games())
        ) from None
    if save.rules_revision > rules.revision:
        raise file_problem(
            path,
            language,
            "file-save-newer-rules",
            revision=str(save.rules_revision),
            current=str(rules.revision),
            rules=rules.name,
        )
    if save.dice not in DERIVATIONS:
        raise file_problem(
            path, language, "file-save-dice", dice=repr(save.dice), known=", ".join(sorted(DERIVATIONS))
        )
    # The journal's orders, the scenario and the state are checked against their models, unless
    # the save is sealed by these rules: its digest says it is what gmconsole wrote, and gmconsole
    # writes only what the rules took (the checks build every model's validator).
    checked = not (seal == "sealed" and save.rules_revision == rules.revision)
    scenario = None if checked else _trusted(rules.scenario_model, save.scenario)
    if scenario is None:
        scenario = scenario_from_dict(save.scenario, f"{path} [scenario]")
    state = None if checked else _trusted(rules.state_model, save.state)
    if state is None:
        try:
            state = rules.state_model.model_validate(save.state)
        except ValidationError as exc:
            raise problem_from(path, exc, prefix="state", language=scenario.language) from None
    for where, entries in (("journal", save.journal), ("redo", save.redo)) if checked else ():
        for i, entry in enumerate(entries):
            for j, action in enumerate(entry.actions):
                try:
                    rules.parse_action(action)
                except ValidationError as exc:
                    raise problem_from(
                        path,
                        exc,
                        prefix=f"{where}.{i}.actions.{j}",
                        tag=str(action.get("kind", "")),
                        language=scenario.language,
                    ) from None
    check_save_texts(path, save, scenario, rules, orders=checked)
    game = Game(
        rules, scenario, save.roster, save.seed, state, save.setup, save.journal, save.redo, dice=save.dice
    )
    game.rules_revision = save.rules_revision
    game.created_at = save.created_at  # type: ignore[attr-defined]
    game.notes = save.notes or {}  # type: ignore[attr-defined]
    if seal == "sealed":  # what a write may copy (an edited save is never written over)
        game.written = written_of(raw.decode("utf-8", "replace"), game)  # type: ignore[attr-defined]
    try:  # a hand-edited state may be well-typed and still not fit its game (a turn past the last mission)
        game.checklist()
        game.warnings()
    except (LookupError, ValueError, TypeError, AttributeError) as exc:
        raise file_problem(
            path,
            game.scenario.language,
            "file-state-does-not-fit",
            kind=type(exc).__name__,
            detail=str(exc),  # Python's own words: said in English only
        ) from None
    return LoadedSave(path, game, seal, original, hashlib.sha256(raw).hexdigest())


def _trusted(model: Any, data: Any) -> Any:
    """``data`` (from a sealed save) as a ``model`` built without validation, or None when it
    does not fit (then it is validated, which says what is wrong)."""
    try:
        return build(model, data)
    except Untrusted:
        return None


def default_save_path(game: Game) -> Path:
    """``saves/<game>-<date>.toml``, numbered if it exists."""
    stamp = utcnow().strftime("%Y%m%d-%H%M")
    base = SAVES_DIR / f"{game.rules.name}-{stamp}"
    path = base.with_suffix(".toml")
    n = 2
    while path.exists():
        path = SAVES_DIR / f"{base.name}-{n}.toml"
        n += 1
    return path
