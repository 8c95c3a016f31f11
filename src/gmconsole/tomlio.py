"""TOML in and out, with errors that name the file, the line or the key, never a traceback.

``read_toml`` reports tomllib's position; ``problem_from`` turns a pydantic ValidationError into
"file: key.path: what is wrong"; ``write_atomic`` writes through a temporary file in the same
folder, fsyncs it, keeps the previous version as ``NAME.bak`` and renames into place, so a crash
at any moment leaves a file that opens (the new one, the old one, or its backup).
"""

from __future__ import annotations

import os
import tempfile
import tomllib
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gmconsole.engine.errors import FileProblem


def read_toml(path: str | os.PathLike[str]) -> dict[str, Any]:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise FileProblem(path, "no such file") from None
    except OSError as exc:
        raise FileProblem(path, f"cannot be read ({exc.strerror})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(path, f"is not UTF-8 text (byte {exc.start})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise FileProblem(path, f"not valid TOML: {exc}") from None


def _key(loc: tuple[Any, ...]) -> str:
    parts = [str(p) for p in loc if not (isinstance(p, str) and p.startswith("function-"))]
    return ".".join(parts)


def problem_from(
    path: str | os.PathLike[str], exc: ValidationError, prefix: str = "", tag: str = ""
) -> FileProblem:
    """A FileProblem listing each invalid key of ``exc`` and what is wrong with it.

    ``tag`` is the discriminator value of a tagged union (an order's ``kind``): pydantic puts it
    first in each error's location, where the file has no such key, so it is left out.
    """
    lines = []
    for err in exc.errors(include_url=False):
        loc = tuple(err["loc"])
        if tag and loc and loc[0] == tag:
            loc = loc[1:]
        loc = _key(loc)
        key = ".".join(k for k in (prefix, loc) if k)
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "missing":
            msg = "missing key"
        elif err["type"] == "extra_forbidden":
            msg = "unknown key (misspelt?)"
        lines.append(f"{key}: {msg}" if key else msg)
    return FileProblem(path, "; ".join(lines))


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` so that a crash never leaves an unreadable file.

    The previous version is kept as ``path + ".bak"``.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            backup = path.with_name(path.name + ".bak")
            link = path.with_name(f".{path.name}.bak.tmp")
            link.unlink(missing_ok=True)
            os.link(path, link)  # the current file stays in place while the backup is swapped
            os.replace(link, backup)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
