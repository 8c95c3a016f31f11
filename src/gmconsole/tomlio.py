"""TOML in and out, with errors that name the file, the line or the key, never a traceback.

``read_toml`` reports tomllib's position; ``problem_from`` turns a pydantic ValidationError into
"file: key.path: what is wrong"; ``write_atomic`` writes through a temporary file in the same
folder, fsyncs it, keeps the previous version as ``NAME.bak`` and renames into place, so a crash
at any moment leaves a file that opens (the new one, the old one, or its backup), and a failed
write is a :class:`WriteFailed` naming the file and the cause.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gmconsole.engine.errors import FileProblem, GMConsoleError


def read_toml(path: str | os.PathLike[str]) -> dict[str, Any]:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise unreadable(path, exc) from None
    return parse_toml(decode_utf8(raw, path), path, raw=raw)


def said(key: str, /, **values: Any) -> str:
    """A file's problem worded by ``key`` of the generic wording (``files.ftl``, ``toml.ftl``): an
    English text that the command line and the console show in the reader's language
    (:func:`gmconsole.engine.worded.describe`), since a broken file does not tell its game's."""
    from gmconsole.engine.worded import worded

    return worded("", key, **values)


def unreadable(path: str | os.PathLike[str], exc: OSError) -> FileProblem:
    """The problem of a file that cannot be read: missing, or the system's reason."""
    if isinstance(exc, FileNotFoundError):
        return FileProblem(path, said("file-no-such-file"))
    if isinstance(exc, IsADirectoryError):  # the system's words would be English ("Is a directory")
        return FileProblem(path, said("file-is-a-folder"))
    if isinstance(exc, PermissionError):  # the system's words would be English ("Permission denied")
        return FileProblem(path, said("file-not-readable"))
    return FileProblem(path, said("file-cannot-be-read", why=str(exc.strerror or exc)))


def decode_utf8(raw: bytes, source: str | os.PathLike[str]) -> str:
    """``raw`` as UTF-8 text; a :class:`FileProblem` naming the byte and its line otherwise."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise FileProblem(source, said("file-not-utf8", byte=str(exc.start), line=str(line))) from None


# An integer literal that may not fit in 64 bits (TOML's integers are 64-bit signed): more than
# 18 decimal digits, 16 hexadecimal, 21 octal or 63 binary ones. Only a hit costs a walk of the
# parsed data (a hash or a seed with a long run of digits is a hit, rarely). The patterns are
# compiled at their first use (a hit, or tomllib's path), not at every start (issue 17).
_LONG_INT = r"0x[0-9A-Fa-f_]{17,}|0o[0-7_]{22,}|0b[01_]{64,}|[0-9][0-9_]{18,}"
_HUGE_DECIMAL = r"[0-9][0-9_]{4300,}"
INT_MIN, INT_MAX = -(2**63), 2**63 - 1


# Each byte of the text mapped to "0" (a decimal digit or "_"), to "1" (any other hexadecimal
# digit) or to a space: a run of these characters is then found by a plain search.
_RUNS = bytes(48 if chr(b) in "0123456789_" else 49 if chr(b) in "abcdefABCDEF" else 32 for b in range(256))


def _may_hold_long_int(text: str, raw: bytes | None = None) -> bool:
    """False when ``_LONG_INT`` cannot match ``text`` (a save has none), found in a fraction of
    the regular expression's time (which took longer than parsing the file): each of its forms
    needs a ``0x`` or an ``0o``, 19 decimal digits or underscores in a row (which the octal form
    has too), or a ``b`` followed by 64 of them (the binary form's ``b`` and digits). ``raw``:
    the text's UTF-8 bytes when the caller has them (a file read), else ``text`` is encoded."""
    if raw is None:
        raw = text.encode("utf-8", "surrogatepass")
    if b"0x" in raw or b"0o" in raw:
        return True
    runs = raw.translate(_RUNS)  # one pass over the text for both remaining forms (issue 17)
    return b"0" * 19 in runs or b"1" + b"0" * 64 in runs


def _fast_loads(text: str, raw: bytes | None = None) -> dict[str, Any] | None:
    """``text`` parsed by toml-rs (Rust, about 8 times faster than tomllib on a 50-player save,
    which was the largest part of reading one; the same types, UTC as ``timezone.utc``), or
    None to let tomllib decide: on any refusal (the messages about a damaged file stay
    tomllib's), when toml-rs is not installed, or when the text may hold an integer that does
    not fit in 64 bits (checked on tomllib's path below). toml-rs follows TOML 1.1 where tomllib
    follows 1.0: it also takes a trailing comma or a line break in an inline table."""
    if _may_hold_long_int(text, raw) and re.search(_LONG_INT, text):
        return None
    try:
        import toml_rs
    except ImportError:  # pragma: no cover - an optional speed-up: tomllib does the same
        return None
    try:
        data = toml_rs.loads(text)
    except Exception:  # noqa: BLE001 - any refusal: tomllib gives the message
        return None
    return data if isinstance(data, dict) else None


def parse_toml(
    text: str, source: str | os.PathLike[str] = "<toml>", *, raw: bytes | None = None
) -> dict[str, Any]:
    """``text`` parsed as TOML; a :class:`FileProblem` naming ``source`` and the line or the key.

    Besides tomllib's syntax errors, an integer outside TOML's 64-bit range is refused (Python
    would take it, then fail later: one of more than 4,300 digits cannot even be printed).
    ``raw``: the UTF-8 bytes ``text`` was decoded from, if the caller has them.
    """
    data = _fast_loads(text, raw)
    if data is not None:
        return data
    import tomllib  # toml-rs took the file in the usual case: tomllib only for its messages

    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FileProblem(source, toml_problem(str(exc), text)) from None
    except ValueError:  # int() refused a literal of more than 4,300 digits
        found = re.search(_HUGE_DECIMAL, text)
        if found is None:
            raise FileProblem(source, said("file-integer-too-large")) from None
        line = str(text.count(chr(10), 0, found.start()) + 1)
        digits = len(found.group().replace("_", ""))
        raise FileProblem(source, said("file-integer-too-large-at", line=line, digits=digits)) from None
    if re.search(_LONG_INT, text):
        key = _out_of_range(data)
        if key is not None:
            raise FileProblem(source, said("file-integer-too-large-key", key=key))
    return data


# tomllib's messages (Python's tomllib/_parser.py, each as its source writes it: a {...} is the
# value it names) and the message of ``toml.ftl`` that says each in the reader's language. A
# message tomllib adds later is said without its words (``toml-other``); a test reads tomllib's
# source and fails on one that is missing here.
TOML_MESSAGES = {
    "Invalid statement": "toml-invalid-statement",
    "Expected newline or end of document after a statement": "toml-expected-newline",
    "Expected {expect!r}": "toml-expected",
    "Found invalid character {src[pos]!r}": "toml-invalid-character",
    "Cannot declare {key} twice": "toml-declared-twice",
    "Cannot overwrite a value": "toml-overwrite",
    "Expected ']' at the end of a table declaration": "toml-table-end",
    "Cannot mutate immutable namespace {key}": "toml-immutable",
    "Cannot mutate immutable namespace {abs_key_parent}": "toml-immutable",
    "Expected ']]' at the end of an array declaration": "toml-array-table-end",
    "Cannot redefine namespace {cont_key}": "toml-redefined",
    "Expected '=' after a key in a key/value pair": "toml-expected-equals",
    "Invalid initial character for a key part": "toml-key-start",
    "Unclosed array": "toml-unclosed-array",
    "Duplicate inline table key {key_stem!r}": "toml-duplicate-key",
    "Unclosed inline table": "toml-unclosed-table",
    "Unescaped '\\' in a string": "toml-unescaped-backslash",
    "Invalid hex value": "toml-invalid-hex",
    "Escaped character is not a Unicode scalar value": "toml-not-a-character",
    "Unterminated string": "toml-unterminated-string",
    "Illegal character {char!r}": "toml-illegal-character",
    "Invalid date or datetime": "toml-invalid-date",
    "Invalid value": "toml-invalid-value",
}


def _template(message: str) -> re.Pattern[str]:
    """A tomllib message's template as a pattern; its value (``{key}``) is the group ``value``."""
    parts = re.split(r"\{[^}]*\}", message)
    return re.compile("(?P<value>.+)".join(re.escape(part) for part in parts), re.S)


@lru_cache(maxsize=1)
def _toml_patterns() -> list[tuple[re.Pattern[str], str]]:
    """TOML_MESSAGES as patterns, compiled at the first broken file (not at every start), the
    most literal first: "Expected '=' after a key..." is not "Expected {expect!r}"."""

    def literal(item: tuple[str, str]) -> int:
        return -len(re.sub(r"\{[^}]*\}", "", item[0]))

    return [(_template(m), key) for m, key in sorted(TOML_MESSAGES.items(), key=literal)]


def _toml_value(value: str) -> str:
    """A value tomllib quotes: a key's parts (``('players', 'name')``) as a dotted key, else as
    it is (a character's ``repr``)."""
    import ast

    try:
        parts = ast.literal_eval(value)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return value
    if isinstance(parts, tuple) and all(isinstance(p, str) for p in parts):
        return ".".join(parts)
    return value


def toml_problem(message: str, text: str) -> str:
    """tomllib's ``message`` about ``text``, worded (:func:`said`) with its line and column, or
    for a file cut short the line where it ends."""
    found = re.fullmatch(
        r"(?P<message>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)",
        message,
        re.S,
    )
    what = found["message"] if found else message
    if found and found["line"]:
        where = said("toml-at", line=found["line"], column=found["column"])
    else:  # at the end of the document: a file cut short
        where = said("toml-at-end", line=str(text.count("\n", 0, len(text.rstrip())) + 1))
    for pattern, key in _toml_patterns():
        matched = pattern.fullmatch(what)
        if matched:
            values = {"value": _toml_value(matched["value"])} if "value" in pattern.groupindex else {}
            return said("file-not-toml", why=said(key, **values), where=where)
    return said("file-not-toml-other", message=what, where=where)


def _out_of_range(value: Any, path: str = "") -> str | None:
    """The key path of the first integer outside the 64-bit range in parsed TOML, or None."""
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        if type(value) is int and not INT_MIN <= value <= INT_MAX:
            return path or "(top level)"
        return None
    for key, item in items:
        found = _out_of_range(item, f"{path}.{key}" if path else str(key))
        if found is not None:
            return found
    return None


def problem_from(
    path: str | os.PathLike[str], exc: ValidationError, prefix: str = "", tag: str = "", language: str = "fr"
) -> FileProblem:
    """A FileProblem listing each invalid key of ``exc`` and what is wrong with it, in
    ``language`` (the scenario's): :func:`gmconsole.engine.validation.problem_from`."""
    from gmconsole.engine.validation import problem_from as worded

    return worded(path, exc, prefix, tag, language)


class WriteFailed(GMConsoleError):
    """A file could not be written (disk full, file-size limit, read-only folder, no permission).

    The message names the file and the cause; what was on disk before is untouched. ``code`` is
    the cause as a short id (``disk-full``, ``file-size``, ``read-only``, ``permission``,
    ``no-folder``, ``read-only-file``, ``other``) for a console that words it in the game's
    language.
    """

    def __init__(self, path: object, cause: str, code: str = "other") -> None:
        self.path = str(path)
        self.cause = cause
        self.code = code
        super().__init__(f"{path}: could not be written: {cause}")


_CAUSES = {
    errno.ENOSPC: ("disk-full", "the disk is full"),
    errno.EDQUOT: ("disk-full", "the disk quota is exceeded"),
    errno.EFBIG: ("file-size", "the file-size limit was reached"),
    errno.EROFS: ("read-only", "the folder is on a read-only file system"),
    errno.EACCES: ("permission", "permission denied"),
    errno.EPERM: ("permission", "permission denied"),
    errno.ENOENT: ("no-folder", "the folder does not exist"),
    errno.ENOTDIR: ("no-folder", "a part of the path is not a folder"),
}


def io_cause(exc: OSError) -> tuple[str, str]:
    """``(code, words)``: the cause of an I/O error for a GM (the system's words otherwise)."""
    return _CAUSES.get(exc.errno or 0) or ("other", exc.strerror or str(exc))


def write_failed(path: object, exc: OSError) -> WriteFailed:
    code, cause = io_cause(exc)
    return WriteFailed(path, cause, code)


FAULT_POINTS = ("start", "opened", "written", "synced", "backup-linked", "backup-replaced", "replaced")
"""The points of :func:`write_atomic` where :data:`FAULT_HOOK` is called, in order."""

FAULT_HOOK: Callable[[str, Path], None] | None = None
"""For tests: ``hook(point, path)`` is called at each of :data:`FAULT_POINTS`; it may raise an
``OSError`` (a full disk) or end the process (a crash at that point)."""


def _fault(point: str, path: Path) -> None:
    if FAULT_HOOK is not None:
        FAULT_HOOK(point, path)


_HEX = frozenset("0123456789abcdef")
_MKSTEMP = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


def _is_leftover(name: str, file: str) -> bool:
    """Whether ``file`` is a temporary that a write of ``name`` makes: ``.NAME.<16 hex>.tmp``,
    ``.NAME.<8 of [a-z0-9_]>.tmp`` (``mkstemp``'s names of earlier versions) or ``.NAME.bak.tmp``.
    By string tests, not a pattern compiled at each write (issue 17)."""
    head = f".{name}."
    if not (file.startswith(head) and file.endswith(".tmp")):
        return False
    middle = file[len(head) : -len(".tmp")]
    return (
        (len(middle) == 16 and _HEX.issuperset(middle))
        or (len(middle) == 8 and _MKSTEMP.issuperset(middle))
        or middle == "bak"
    )


def write_atomic(path: str | os.PathLike[str], text: str | bytes) -> None:
    """Write ``text`` (or its UTF-8 bytes) to ``path`` so that a crash never leaves an
    unreadable file.

    The text goes to a temporary file in the same folder, is fsynced, the previous version is
    kept as ``path + ".bak"`` (a hard link swapped into place, so ``path`` itself never goes
    missing) and the temporary file is renamed over ``path``. The file keeps the permission mode
    it had (a new file gets the umask's). Temporaries left by a crash of an earlier write of this
    file are removed once this one succeeded. An ``OSError`` becomes :class:`WriteFailed`,
    naming the file and the cause; the file on disk is then the previous version.
    """
    path = Path(path)
    try:
        _write(path, text if isinstance(text, bytes) else text.encode("utf-8"))
    except OSError as exc:
        raise write_failed(path, exc) from None


def _write(path: Path, data: bytes) -> None:
    _fault("start", path)
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        mode: int | None = stat.S_IMODE(os.stat(path).st_mode)
    except FileNotFoundError:
        mode = None
    if mode is not None and (not mode & 0o222 or not os.access(path, os.W_OK)):
        # made read-only by its owner (`chmod a-w`; root too): never replaced behind his back
        raise WriteFailed(path, "the file is read-only", "read-only-file")
    import secrets

    tmp = path.with_name(f".{path.name}.{secrets.token_hex(8)}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0), 0o666)
    try:
        _fault("opened", path)
        with os.fdopen(fd, "wb") as handle:
            if mode is not None:
                os.fchmod(handle.fileno(), mode)
            handle.write(data)
            handle.flush()
            _fault("written", path)
            os.fsync(handle.fileno())
        _fault("synced", path)
        if mode is not None:
            backup = path.with_name(path.name + ".bak")
            link = path.with_name(f".{path.name}.bak.tmp")
            link.unlink(missing_ok=True)
            os.link(path, link)  # the current file stays in place while the backup is swapped
            _fault("backup-linked", path)
            os.replace(link, backup)
            _fault("backup-replaced", path)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    _fault("replaced", path)
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    _clean_leftovers(path)


def _clean_leftovers(path: Path) -> None:
    """Remove the temporaries an interrupted earlier write of ``path`` left behind."""
    try:
        names = [e.name for e in os.scandir(path.parent) if _is_leftover(path.name, e.name)]
    except OSError:
        return
    for name in names:
        try:
            os.unlink(path.parent / name)
        except OSError:
            pass
