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
import marshal
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date, datetime, time
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, overload

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


_encode = json.JSONEncoder(
    sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=_canonical, check_circular=False
).encode
"""``json.dumps`` with :func:`content_digest`'s settings, without the check for a value that holds
itself (the same text: a save's data is a tree, read from TOML or dumped from the game's objects;
the check's bookkeeping of every list and table was some 8% of the digest, issue 17)."""

_KEPT_JSON = ("roster", "scenario", "setup")
"""The kept parts whose canonical JSON comes after the journal's (keys sorted)."""


class Canonical:
    """How far :func:`content_digest` of a save had gone when it reached the end of the journal's
    last entry, for a write that only adds entries to take it up from there (issue 17: the
    digest of a 50-player save, its canonical JSON over the whole content, was some 25 M
    instructions of each ``apply``, on top of dumping every journal entry for it).

    The canonical JSON is ``{"created_at":…,"dice":…,"game":…,"journal":[…],"redo":…}``, keys
    sorted: ``before`` is its text up to the journal's value, ``journal`` the SHA-256 fed with
    it and the entries' JSON (not the closing bracket), ``kept`` the JSON of the scenario, the
    roster and the setup, which a write copies (:meth:`Written.keeps` checked that the game still
    holds the objects read)."""

    before: str
    journal: Any
    entries: int
    kept: dict[str, str]

    def __init__(self, before: str, journal: Any, entries: int, kept: dict[str, str]) -> None:
        # a plain class (here and for Written and LoadedSave): ``@dataclass`` compiles its
        # methods with ``exec`` when the module is imported, some 2 M instructions a class for
        # every command that reads a save (issue 17); nothing compares or shows these
        self.before, self.journal, self.entries, self.kept = before, journal, entries, kept

    def digest(self, data: dict[str, Any]) -> tuple[str, Canonical] | None:
        """:func:`content_digest` of ``data``, whose ``journal`` holds only the entries added
        after :attr:`entries` (the parts of :data:`_KEPT_JSON` are not read), and the parts of
        that digest; None when the keys before the journal's are not the ones read (then the
        caller digests the whole save)."""
        keys = sorted(k for k in data if k != "digest")
        at = keys.index("journal")
        before = "{" + ",".join(_encode(k) + ":" + _encode(data[k]) for k in keys[:at])
        if before != self.before:
            return None
        added = _encode(data["journal"])[1:-1]
        journal = self.journal.copy()
        if added:
            journal.update(("," + added if self.entries else added).encode("utf-8"))
        rest = "".join(
            "," + _encode(k) + ":" + (self.kept[k] if k in _KEPT_JSON else _encode(data[k]))
            for k in keys[at + 1 :]
        )
        whole = journal.copy()
        whole.update(f"]{rest}}}".encode())
        entries = self.entries + len(data["journal"])
        return "sha256:" + whole.hexdigest(), Canonical(self.before, journal, entries, self.kept)


def _digest_parts(data: dict[str, Any]) -> tuple[str, Canonical | None]:
    """:func:`content_digest` of ``data``, and its :class:`Canonical` parts (None when the data
    has no journal list, or a kept part is missing: every write then digests the whole save)."""
    keys = [k for k in data if k != "digest"]
    if not all(k.__class__ is str for k in keys) or data.get("journal").__class__ is not list:
        return content_digest(data), None
    keys.sort()
    texts = [_encode(data[k]) for k in keys]
    at = keys.index("journal")
    before = "{" + ",".join(_encode(k) + ":" + t for k, t in zip(keys[:at], texts[:at], strict=True))
    journal = hashlib.sha256(f'{before}{"," if at else ""}"journal":{texts[at][:-1]}'.encode())
    whole = journal.copy()
    rest = "".join("," + _encode(k) + ":" + t for k, t in zip(keys[at + 1 :], texts[at + 1 :], strict=True))
    whole.update(f"]{rest}}}".encode())
    kept = {k: t for k, t in zip(keys, texts, strict=True) if k in _KEPT_JSON}
    parts = Canonical(before, journal, len(data["journal"]), kept) if len(kept) == len(_KEPT_JSON) else None
    return "sha256:" + whole.hexdigest(), parts


HEADER = "# gmconsole save: edit with care; `gmconsole validate` checks it.\n"

WRITTEN = "# gmconsole wrote the text below: sha256:"
"""The line before the first table of a save this gmconsole writes: a SHA-256 of the text below it (the TOML) and
of the numbers that follow: where its kept tables lie in that text and how many journal entries
they hold (:class:`Written`). tomllib reads it as a comment; a save without it is read as before."""

_KEPT = ("scenario", "roster", "setup", "journal")
"""The parts of a save that a write can copy from the file read: only undo and a new game change
them, and the journal only grows at its end."""


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
    canonical: Canonical | None = None
    """The digest's parts as read or written (:class:`Canonical`), if known."""
    state: Any = None
    """The state's data whose TOML is in ``body`` (as read, or as written), if known."""
    encoded: bytes | None = None
    """``body``'s UTF-8 bytes as read from the file, until the record is checked (its hash is
    of them: the body is not encoded again; issue 17), if known."""

    def __init__(
        self,
        body: str,
        start: int,
        end: int,
        parts: tuple[Any, list[Any], list[Any], Any, list[Any]],
        sha256: str | None = None,
        canonical: Canonical | None = None,
        state: Any = None,
        encoded: bytes | None = None,
    ) -> None:
        self.body, self.start, self.end, self.parts = body, start, end, parts
        self.sha256, self.canonical, self.state, self.encoded = sha256, canonical, state, encoded

    def keeps(self, game: Game) -> bool:
        """Whether the body is the record's and ``game`` still holds the objects it was
        rendered from."""
        if self.sha256 is not None:
            body = self.encoded if self.encoded is not None else self.body.encode("utf-8")
            if _record_sha256(body, self.start, self.end, len(self.parts[4])) != self.sha256:
                return False
            self.sha256 = self.encoded = None
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


def _written(
    body: str,
    start: int,
    end: int,
    game: Game,
    sha256: str | None = None,
    canonical: Canonical | None = None,
    state: Any = None,
    encoded: bytes | None = None,
) -> Written:
    parts = (game.scenario, game.roster, list(game.roster), game.setup, list(game.journal))
    if canonical is not None and canonical.entries != len(game.journal):
        canonical = None
    return Written(body, start, end, parts, sha256, canonical, state, encoded)


def written_of(
    text: str, game: Game, canonical: Canonical | None = None, state: Any = None, raw: bytes | None = None
) -> Written | None:
    """The :class:`Written` of a save's ``text`` read into ``game`` (sealed: its digest matched),
    or None when the line before its first table is not a record of the text below it (a save
    of an earlier gmconsole or of another program, edited or damaged: the next write renders it
    all; the record's SHA-256 is checked by that write, :meth:`Written.keeps`).

    ``raw``: the file's bytes that ``text`` was decoded from, whose part below the record the
    check hashes instead of encoding the body again (not when the text holds U+FFFD, which a
    decoding with replacement may have put for bytes that are not UTF-8)."""
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
    encoded = None
    if raw is not None and "\ufffd" not in text:
        encoded = raw[len(text[:cut].encode("utf-8")) :]
    return _written(body, start, end, game, fields[0], canonical, state, encoded)


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


Rendered = tuple[str, str, int, int, bytes]
"""A save's text, its body, where the kept tables lie in the body, and the text's UTF-8 bytes
(:func:`render_save`'s four, and the bytes, encoded once for the record's hash and the file)."""


def render_save(
    data: dict[str, Any], written: Written | None = None, *, added: bool = False
) -> tuple[str, str, int, int]:
    """The save's text (:data:`HEADER` and ``tomli_w.dumps(data)``, the :data:`WRITTEN` line
    before its first table), its tables (the text below that line), and where the kept tables
    lie in them (0, 0 when there are none: an empty journal).

    ``data`` is rendered key by key in the order and with the blank lines of ``tomli_w.dumps``
    (the same text: ``tests/saves/test_saves_written.py``). With ``written`` (whose objects the
    caller checked the game still holds: :meth:`Written.keeps`), the kept tables and the
    journal's first entries are copied from the file read, and only the rest is rendered.

    ``added``: ``data`` holds only what :func:`save_data` gives with ``kept`` (the journal's
    entries after the written ones, the scenario and the setup left out); raises
    :class:`_WholeSave` where the whole save must be rendered."""
    return _render(data, written, added)[:4]


def _render(data: dict[str, Any], written: Written | None, added: bool) -> Rendered:
    """:func:`render_save`, with the text's bytes (:data:`Rendered`)."""
    journal = data.get("journal")
    old = len(written.parts[4]) if written is not None else 0
    if added:
        if written is None or journal.__class__ is not list:
            raise _WholeSave
        journal, old = [None] * old + journal, old  # the written entries are not read below
    if not journal or len(journal) < old or not all(k in data for k in _KEPT):
        return _whole(data, added)
    fresh = _journal_tables(journal[old:]) if len(journal) > old else ""
    if fresh is None:
        return _whole(data, added)
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
        text = _state_piece(value, written) if key == "state" and written is not None else None
        is_table, text = (True, text) if text is not None else _piece(key, value)
        if is_table and key == "scenario":
            start = len(tables)
        elif is_table and key in _KEPT and written is not None:
            start = -1  # the roster became a table: not the kept layout
        (tables if is_table else literals).append(text)
    if start != 0 or end < 1 or not literals:  # not the layout the kept text is for
        return _whole(data, added)
    head = "".join(literals) + "\n"
    kept = "\n".join(tables[:end])
    return _sealed(head + kept + "".join("\n" + t for t in tables[end:]), len(head), len(head) + len(kept))


_BARE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
"""The characters of a bare TOML key (a state's text is cut by string search, not by regular
expressions: compiling each was about 1 M instructions of a write; issue 17)."""


def _bare(name: str) -> bool:
    """Whether ``name`` is a bare TOML key (``[A-Za-z0-9_-]+``)."""
    return bool(name) and not name.strip(_BARE)


def _after_state(body: str, at: int) -> int:
    """Where the first table after the state's, from ``at``, starts (at its blank line: the
    first blank line and ``[`` not followed by ``state.`` or ``[state.``); -1 when there is none."""
    found = body.find("\n\n[", at)
    while found >= 0 and body.startswith(("state.", "[state."), found + 3):
        found = body.find("\n\n[", found + 3)
    return found


def _state_header(block: str) -> tuple[str, str] | None:
    """The key and the end of a block's header, ``[[state.KEY]]``, ``[state.KEY]`` or
    ``[state.KEY.``: (``KEY``, ``]]``, ``]`` or ``.``); None for any other line."""
    start = 8 if block.startswith("[[state.") else 7 if block.startswith("[state.") else 0
    if not start:
        return None
    line_end = block.find("\n", start)
    head = block[start:] if line_end < 0 else block[start:line_end]
    end = start + len(head) - len(head.lstrip(_BARE))  # the bare key's end (not a character loop)
    if end == start:
        return None
    mark = "]]" if block.startswith("]]", end) else block[end : end + 1]
    return (block[start:end], mark) if mark in ("]]", "]", ".") else None


def _state_piece(value: Any, written: Written) -> str | None:
    """``tomli_w.dumps({"state": value})``, the parts equal to the state's as read copied from
    its text in the file, the others rendered (issue 17: the 50-player state's rendering was
    some 25 M instructions of each ``apply``, most of it players and knowledge that did not
    change). Copied at three levels: a key of the state whose value has the same ``repr`` as
    the one read (the same types, keys and order, so the same TOML); an element of an array of
    tables (``[[state.players]]``); an element of an inline array (one line each). None when the
    text read is not in the form expected (then the state is rendered whole)."""
    import tomli_w  # a writer's: a command that only reads never loads it

    old = written.state
    # the keys as read come in the file's order (tomli-w writes the plain values first); the
    # text depends only on the order of each kind, which the new value's order gives below
    if old.__class__ is not dict or value.__class__ is not dict or old.keys() != value.keys():
        return None
    parts = _state_parts(written, old)
    if parts is None:
        return None
    literals: list[str] = []
    tables: list[str] = []
    for key, new in value.items():
        was = old[key]
        kind, text = parts[key]
        found = None
        lists = new.__class__ is list and was.__class__ is list
        if lists and kind == "aot":  # element by element (the whole list's repr is not taken)
            found = _aot_elements(key, new, was, text)
        elif lists and kind == "literal" and was:
            found = _inline_elements(key, new, was, text)
        if found is None and _same(new, was):
            found = kind, text
        if found is None:
            rendered = tomli_w.dumps({"state": {key: new}})
            if rendered.startswith("[state]\n"):
                found = "literal", rendered[len("[state]\n") :]
            else:
                found = "table", "\n" + rendered
        kind, text = found
        if kind == "literal":
            literals.append(text)
        elif kind == "aot":
            tables.extend(text)
        else:
            tables.append(text)
    if not literals:  # tomli-w writes no [state] header then
        return None
    return "[state]\n" + "".join(literals) + "".join(tables)


def _same(new: Any, was: Any) -> bool:
    """Whether ``new`` renders to the same TOML as ``was`` (read from the file): the same types,
    values and order of keys, as their ``repr`` says. ``marshal`` (its version 0: no shared
    references, no interned strings, floats written as text) writes the same things about plain
    data in about half the time (issue 17); what it cannot write (a date read from the file, any
    other class) is compared by ``repr``."""
    try:
        return marshal.dumps(new, 0) == marshal.dumps(was, 0)
    except ValueError:
        return repr(new) == repr(was)


def _state_parts(written: Written, old: dict[str, Any]) -> dict[str, tuple[str, Any]] | None:
    """The text of each key of the state as read (``old``), from the file's text: ``literal``
    (its ``key = value`` lines), ``table`` (its blank line and tables) or ``aot`` (a list: the
    blank line and tables of each element); None when the text is not what ``old`` renders to in
    tomli-w's form."""
    body = written.body
    at = body.find("\n[state]\n", written.end - 1) + 1
    if at < 1:
        return None
    after = _after_state(body, at)
    text = body[at : after + 1 if after >= 0 else len(body)]
    blocks = text.split("\n\n")
    parts: dict[str, tuple[str, Any]] = {}
    lines = (blocks[0] if len(blocks) == 1 else blocks[0] + "\n").split("\n")
    if lines[0] != "[state]" or lines[-1] != "":
        return None
    starts = [i for i, line in enumerate(lines) if line[:1] not in (" ", "]")]  # not an array's line
    if starts[0] != 0 or starts[-1] != len(lines) - 1:
        return None
    for first, then in zip(starts[1:-1], starts[2:], strict=True):
        name = lines[first].split(" = ", 1)[0]
        if name in parts or name not in old or not _bare(name):
            return None
        parts[name] = ("literal", "\n".join(lines[first:then]) + "\n")
    elements: list[str] = []
    key = None
    for block in blocks[1:]:
        block += "\n" if not block.endswith("\n") else ""
        header = _state_header(block)
        if header is None or header[0] not in old:
            return None
        name, end = header
        if end == "]]":  # an element of an array of tables
            if name != key:
                if name in parts:
                    return None
                key, elements = name, []
                parts[name] = ("aot", elements)
            elements.append("\n" + block)
        elif end == "]":  # a table
            if name in parts:
                return None
            key, elements = name, []
            parts[name] = ("table", "\n" + block)
        elif name != key:  # a table inside the current one
            return None
        elif elements:
            elements[-1] += "\n" + block
        else:
            parts[name] = ("table", parts[name][1] + "\n" + block)
    if len(parts) != len(old):
        return None
    for name, (kind, found) in parts.items():
        was = old[name]
        if kind == "aot" and (was.__class__ is not list or len(was) != len(found)):
            return None
        if kind == "table" and was.__class__ is not dict:
            return None
    return parts


def _aot_elements(key: str, new: list[Any], was: list[Any], texts: list[str]) -> tuple[str, Any] | None:
    """The tables of an array of tables of the state whose elements read are ``was`` with
    ``texts``: the unchanged ones copied, the others rendered; None when one of those is written
    inline (then the whole array may be)."""
    import tomli_w  # a writer's: a command that only reads never loads it

    head = f"[[state.{key}]]\n"
    found: list[str] = []
    fresh = False
    for i, item in enumerate(new):
        if i < len(was) and _same(item, was[i]):
            found.append(texts[i])
            continue
        rendered = tomli_w.dumps({"state": {key: [item]}})
        if not rendered.startswith(head) or item.__class__ is not dict:
            return None
        found.append("\n" + rendered)
        fresh = True
    if not fresh and len(new) != len(was):  # only elements taken away: is it still an array of tables?
        return None
    return "aot", found  # (a fresh table says the array is still one; else it is the one read)


def _inline_elements(key: str, new: list[Any], was: list[Any], text: str) -> tuple[str, Any] | None:
    """The ``key = [...]`` lines of an inline array of the state whose elements read are ``was``,
    one line each in ``text``: the unchanged lines copied, the others rendered; None when an
    element is not one line, or a table that tomli-w would not write inline."""
    import tomli_w  # a writer's: a command that only reads never loads it

    lines = text.split("\n")
    head, items = f"{key} = [", lines[1:-2]
    if not new or lines[0] != head or lines[-2:] != ["]", ""] or len(items) != len(was):
        return None
    found: list[str] = []
    for i, item in enumerate(new):
        if i < len(was) and _same(item, was[i]):
            line = items[i]
        else:
            rendered = tomli_w.dumps({key: [item]}).split("\n")
            if len(rendered) != 4 or rendered[0] != head or rendered[2:] != ["]", ""]:
                return None
            line = rendered[1]
        if not line.startswith("    ") or line.startswith("     ") or not line.endswith(","):
            return None
        if item.__class__ is dict and len(line) > 100:  # tomli-w would write the array as tables
            return None
        found.append(line + "\n")
    return "literal", f"{head}\n{''.join(found)}]\n"


class _WholeSave(Exception):
    """A write from :func:`save_data`'s ``kept`` data that must render the whole save instead."""


def _whole(data: dict[str, Any], added: bool) -> Rendered:
    import tomli_w  # a writer's: a command that only reads never loads it

    if added:
        raise _WholeSave
    return _sealed(tomli_w.dumps(data), 0, 0)


def _record_sha256(body: bytes, start: int, end: int, entries: int) -> str:
    """The record's SHA-256: of its numbers and of the text below it (its UTF-8 bytes)."""
    digest = hashlib.sha256(f"{start} {end} {entries}\n".encode())
    digest.update(body)
    return digest.hexdigest()


def _sealed(toml: str, start: int, end: int) -> Rendered:
    """The file's text: :data:`HEADER`, the plain values, the blank line, the :data:`WRITTEN`
    record, the tables (its ``body``: ``start`` and ``end`` become offsets in it); and its bytes,
    the body encoded once for the record's hash and the file (issue 17)."""
    line = toml.find("\n\n") + 2
    if line < 2:  # no table: nothing to keep, no record
        text = HEADER + toml
        return text, "", 0, 0, text.encode("utf-8")
    body = toml[line:]
    start, end = (start - line, end - line) if end else (0, 0)
    entries = (
        body.count("\n[[journal]]\n", start, end) + body.startswith("[[journal]]\n", start) if end else 0
    )
    encoded = body.encode("utf-8")
    digest = _record_sha256(encoded, start, end, entries)
    head = f"{HEADER}{toml[:line]}{WRITTEN}{digest} {start} {end} {entries}\n"
    return head + body, body, start, end, head.encode("utf-8") + encoded


def to_toml(game: Game, created_at: datetime | None = None) -> str:
    """The save's text: :data:`HEADER`, the TOML of :func:`save_data` and its digest, and the
    :data:`WRITTEN` record (see :func:`render_save`)."""
    return _render_game(game, created_at)[0][0]


def _render_game(game: Game, created_at: datetime | None) -> tuple[Rendered, Canonical | None, Any]:
    """The save's text as :func:`render_save` gives it with its bytes, its digest's parts and its
    state's data."""
    written: Written | None = getattr(game, "written", None)
    if written is not None and not written.keeps(game):
        written = None
    if written is not None and written.canonical is not None:
        # the kept parts are neither dumped nor encoded again: the digest goes on from the
        # journal's end as read, the text copies their tables (issue 17)
        data = save_data(game, created_at, kept=written)
        digest = written.canonical.digest(data) if data is not None else None
        if data is not None and digest is not None:
            data["digest"] = digest[0]
            try:
                return _render(data, written, True), digest[1], data["state"]
            except _WholeSave:
                pass
    data = save_data(game, created_at)
    data["digest"], canonical = _digest_parts(data)
    return _render(data, written, False), canonical, data["state"]


@overload
def save_data(
    game: Game, created_at: datetime | None = None, saved_at: datetime | None = None
) -> dict[str, Any]: ...


@overload
def save_data(
    game: Game, created_at: datetime | None = None, saved_at: datetime | None = None, *, kept: Written
) -> dict[str, Any] | None: ...


def save_data(
    game: Game,
    created_at: datetime | None = None,
    saved_at: datetime | None = None,
    *,
    kept: Written | None = None,
) -> dict[str, Any] | None:
    """What a save holds but its digest, as ``SaveFile(...).model_dump(mode="python",
    exclude_none=True)`` gives it (:func:`validated_save_data`), dumped without pydantic's
    serializers when every value is of its annotated class (``engine/trusted_dump.py``: building
    the serializers of the save, its journal, the scenario and the state was most of what a
    write cost beside tomli-w; issue 17).

    With ``kept`` (whose objects the game still holds: :meth:`Written.keeps`), the scenario and
    the setup are not dumped (None in their place) and the journal holds only the entries after
    the kept ones: what :func:`render_save` and :meth:`Canonical.digest` take with it; None when
    a value needs pydantic (then the whole save is dumped)."""
    from gmconsole.engine.trusted import Untrusted
    from gmconsole.engine.trusted_dump import dump

    created = created_at or utcnow()
    saved = saved_at or utcnow()
    old = len(kept.parts[4]) if kept is not None else 0
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
            "scenario": None if kept else dump(game.rules.scenario_model, game.scenario, json=True),
            "roster": dump(list[RosterEntry], game.roster, json=False),
            "setup": None if kept else dump(JournalEntry, game.setup, json=False),
            "journal": dump(list[JournalEntry], game.journal[old:] if old else game.journal, json=False),
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
        return None if kept else validated_save_data(game, created, saved)
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
    _write(game, path)  # (no hash of the bytes written: nothing looks at it; issue 17)
    return path


def write_save(game: Game, path: Path) -> str:
    """:func:`save_game`, returning the SHA-256 of the bytes written (to notice a later change)."""
    return hashlib.sha256(_write(game, path)).hexdigest()


def _write(game: Game, path: Path) -> bytes:
    """:func:`save_game`, returning the bytes written."""
    (_, body, start, end, encoded), canonical, state = _render_game(game, getattr(game, "created_at", None))
    write_atomic(path, encoded)
    # what the next write of this game may copy (a console writes the same game again)
    written = _written(body, start, end, game, canonical=canonical, state=state) if end else None
    game.written = written  # type: ignore[attr-defined]
    return encoded


def file_sha256(path: Path) -> str | None:
    """The SHA-256 of a file's bytes, None when there is no such file (or it cannot be read)."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


Seal = Literal["sealed", "edited", "unsealed"]


class LoadedSave:
    """A save as read: the game, and what the digest says about the file.

    ``seal`` is ``sealed`` (the digest matches: written by gmconsole, untouched), ``edited``
    (it does not, or is missing: changed by hand or damaged) or ``unsealed`` (schema 1, no
    digest yet). ``file_sha256`` is the hash of the bytes read, to notice a later change."""

    path: Path
    game: Game
    seal: Seal
    schema_version: int
    raw: bytes
    """The bytes read."""

    def __init__(self, path: Path, game: Game, seal: Seal, schema_version: int, raw: bytes = b"") -> None:
        self.path, self.game, self.seal, self.schema_version, self.raw = path, game, seal, schema_version, raw

    @cached_property
    def file_sha256(self) -> str:
        """The SHA-256 of the bytes read (computed when asked: only the console asks; issue 17)."""
        return hashlib.sha256(self.raw).hexdigest()


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

    if not os.path.lexists(path):  # its "no such file", before a lock file or folder is made for it
        load_save(path)
    with save_lock(path, program):
        yield load_for_writing(path)


def _migrate(path: Path, data: dict[str, Any]) -> tuple[dict[str, Any], int]:
    version = data.get("schema_version")
    if type(version) is not int or not 1 <= version <= SCHEMA_VERSION:
        # said in the save's language when its scenario tells it, else in the reader's
        key = (
            "file-save-empty"
            if not data
            else "file-save-no-version"
            if version is None
            else "file-save-version"
        )
        values = {"version": short(version), "latest": str(SCHEMA_VERSION)}
        scenario = data.get("scenario")
        if isinstance(scenario, dict) and scenario.get("language") in ("fr", "en"):
            raise file_problem(path, language_of_data(scenario), key, **values)
        from gmconsole.tomlio import said

        raise FileProblem(path, said(key, **values))
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
    canonical = None
    if original >= 2:
        digest, canonical = _digest_parts(data)
        seal = "sealed" if data.get("digest") == digest else "edited"
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
        text = raw.decode("utf-8", "replace")
        game.written = written_of(text, game, canonical, data.get("state"), raw)  # type: ignore[attr-defined]
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
    return LoadedSave(path, game, seal, original, raw)


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
