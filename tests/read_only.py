"""Folders and files the GM may not write (or read), for tests that must run everywhere: as root
(CI may run so) a ``chmod`` does not bite, so :func:`simulate` makes the system calls that
would fail fail the same way, with ``PermissionError`` (EACCES). ``tests/`` is on ``sys.path``
(the root ``conftest.py``), so any test folder imports it: ``from read_only import simulate``."""

from __future__ import annotations

import builtins
import errno
import io
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

WRITING = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def running_as_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def simulate(
    monkeypatch: pytest.MonkeyPatch,
    folders: Iterable[Path] = (),
    files: Iterable[Path] = (),
    unreadable: Iterable[Path] = (),
) -> None:
    """``folders``: nothing in them (or under them) can be created, changed, renamed or removed;
    ``files``: these cannot be opened for writing (their folder may change around them, as a
    ``chmod a-w`` file's does); ``unreadable``: nothing under these can be opened or listed."""
    roots = [Path(f).resolve() for f in folders]
    fixed = {Path(f).resolve() for f in files}
    hidden = [Path(f).resolve() for f in unreadable]

    def under(path: Any, places: list[Path]) -> bool:
        if isinstance(path, int):
            return False
        try:
            resolved = Path(os.fsdecode(path)).resolve()
        except (TypeError, ValueError):
            return False
        return any(resolved == p or p in resolved.parents for p in places)

    def denied(path: Any) -> PermissionError:
        return PermissionError(errno.EACCES, "Permission denied", os.fsdecode(path))

    def writes(path: Any) -> bool:
        return under(path, roots) or (
            not isinstance(path, int) and Path(os.fsdecode(path)).resolve() in fixed
        )

    real_os_open, real_open = os.open, builtins.open

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if under(path, hidden) or (flags & WRITING and writes(path)):
            raise denied(path)
        return real_os_open(path, flags, *args, **kwargs)

    def open_(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if under(file, hidden) or (any(c in mode for c in "wax+") and writes(file)):
            raise denied(file)
        return real_open(file, mode, *args, **kwargs)

    def guard(name: str, *positions: int) -> None:
        real = getattr(os, name)

        def call(*args: Any, **kwargs: Any) -> Any:
            for i in positions:
                if i < len(args) and under(args[i], roots + hidden):
                    raise denied(args[i])
            return real(*args, **kwargs)

        monkeypatch.setattr(os, name, call)

    monkeypatch.setattr(os, "open", os_open)
    monkeypatch.setattr(builtins, "open", open_)
    monkeypatch.setattr(io, "open", open_)
    for name, positions in (
        ("mkdir", (0,)),
        ("replace", (0, 1)),
        ("rename", (0, 1)),
        ("link", (0, 1)),
        ("unlink", (0,)),
        ("remove", (0,)),
        ("rmdir", (0,)),
    ):
        guard(name, *positions)
    real_scandir, real_listdir = os.scandir, os.listdir

    def scandir(path: Any = ".") -> Any:
        if under(path, hidden):
            raise denied(path)
        return real_scandir(path)

    def listdir(path: Any = ".") -> Any:
        if under(path, hidden):
            raise denied(path)
        return real_listdir(path)

    monkeypatch.setattr(os, "scandir", scandir)
    monkeypatch.setattr(os, "listdir", listdir)


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` and its bytes (lock files included: they may be made empty)."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
