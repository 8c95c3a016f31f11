"""One writer at a time on a save, and one console.

Every command that changes a save holds :func:`save_lock` across its whole read, change and
write: a lock file beside the save (``.NAME.toml.lock``, locked with ``fcntl.flock``, the call
``filelock`` makes on such a system, so both exclude each other; ``filelock`` itself where there
is no ``flock``; the system releases it if the process dies) and a small holder record (``.NAME.toml.lock.holder``: program,
pid, host, since). A second writer waits up to :data:`LOCK_TIMEOUT` seconds, then gets
:class:`SaveBusy`, which says who holds the save (the CLI's exit code 5).

A console also claims the save for as long as it has it open (:class:`ConsoleClaim`,
``.NAME.toml.console.lock``): a second console on the same save opens it read-only.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from gmconsole.engine.errors import GMConsoleError
from gmconsole.tomlio import WriteFailed, write_failed

LOCK_TIMEOUT = float(os.environ.get("GMCONSOLE_LOCK_TIMEOUT", "5"))
"""Seconds a writer waits for the save (the environment variable GMCONSOLE_LOCK_TIMEOUT sets it)."""


class Holder(NamedTuple):
    """Who holds a save: the program (``gmconsole apply``, ``gmconsole console``), its pid and
    host, and since when (UTC). A named tuple, immutable and compared by its fields as the
    frozen dataclass it was, made in a sixth of the time (``@dataclass(frozen=True)`` compiled
    five methods with ``exec`` at every writing command's import, 3.7 M instructions; issue 17)."""

    program: str
    pid: int
    host: str
    since: str

    def describe(self) -> str:
        return f"{self.program} (pid {self.pid} on {self.host}, since {self.since})"


class SaveBusy(GMConsoleError):
    """Another program is writing the save (or, for a console, has it open)."""

    def __init__(self, path: object, holder: Holder | None, what: str = "is writing it") -> None:
        self.path = str(path)
        self.holder = holder
        who = holder.describe() if holder else "another gmconsole"
        super().__init__(
            f"{path}: the save is busy: {who} {what}; try again in a moment (nothing was changed)"
        )


def lock_file(path: Path, kind: str = "lock") -> Path:
    return path.with_name(f".{path.name}.{kind}")


def _holder_file(lock: Path) -> Path:
    return lock.with_name(lock.name + ".holder")


def read_holder(lock: Path) -> Holder | None:
    """The holder record beside ``lock``, or None when there is none (or it cannot be read)."""
    try:
        data = json.loads(_holder_file(lock).read_text(encoding="utf-8"))
        return Holder(str(data["program"]), int(data["pid"]), str(data["host"]), str(data["since"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _host_name() -> str:
    """``socket.gethostname()``: where there is ``os.uname`` (POSIX) its node name, which is what
    the C library's ``gethostname`` returns, without importing ``socket`` (with ``selectors``
    and ``array``, some 4 M instructions of every writing command)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    import socket

    return socket.gethostname()


def _write_holder(lock: Path, program: str) -> None:
    since = datetime.now(UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
    record = {"program": program, "pid": os.getpid(), "host": _host_name(), "since": since}
    try:
        _holder_file(lock).write_text(json.dumps(record), encoding="utf-8")
    except OSError:  # the record only helps the message of a second writer
        pass


def _drop_holder(lock: Path) -> None:
    try:
        _holder_file(lock).unlink(missing_ok=True)
    except OSError:
        pass


_NO_FLOCK = frozenset({errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOLCK})
"""What ``flock`` says on a file system without it (some network ones): ``filelock`` then."""


class FlockLock:
    """An exclusive ``fcntl.flock`` on a lock file, with ``filelock.FileLock``'s ``acquire`` and
    ``release``: the same call on the same file as ``filelock``'s lock on Linux and macOS (an
    older gmconsole's lock and this one exclude each other), without importing ``filelock``
    (50 M instructions, a fifth of a writing command's own work; issue 17). A file system
    without ``flock`` is left to ``filelock`` (its soft-lock fallback)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._fallback: Any = None

    def acquire(self, timeout: float = -1) -> None:
        """Lock, waiting up to ``timeout`` seconds (forever when negative); ``TimeoutError``
        then (``filelock.Timeout`` is one); an ``OSError`` of the file system as is."""
        import fcntl
        import time

        if self._fallback is not None:
            self._fallback.acquire(timeout=timeout)
            return
        deadline = time.monotonic() + timeout
        while True:
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o644)
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                if 0 <= timeout and deadline <= time.monotonic():
                    raise TimeoutError(f"{self.path} is locked") from None
                time.sleep(0.05)
                continue
            except OSError as exc:
                os.close(fd)
                if exc.errno not in _NO_FLOCK:
                    raise
                from filelock import FileLock

                self._fallback = FileLock(self.path, thread_local=False)
                self._fallback.acquire(timeout=timeout)
                return
            try:  # removed or replaced between the open and the lock: lock the file in place
                same = os.path.samestat(os.fstat(fd), os.stat(self.path))
            except FileNotFoundError:
                same = False
            if same:
                self._fd = fd
                return
            os.close(fd)

    def release(self) -> None:
        if self._fallback is not None:
            self._fallback.release()
        elif self._fd is not None:
            import fcntl

            fd, self._fd = self._fd, None
            try:
                fcntl.flock(fd, fcntl.LOCK_UN)
            finally:
                os.close(fd)


def _file_lock(path: Path) -> Any:
    """The lock on ``path``: :class:`FlockLock`, or ``filelock.FileLock`` without ``fcntl``."""
    try:
        import fcntl  # noqa: F401
    except ImportError:  # Windows
        from filelock import FileLock

        return FileLock(path, thread_local=False)
    return FlockLock(path)


def _acquire(lock: Any, path: Path, timeout: float) -> bool:
    """Take ``lock``; False on timeout; an I/O failure (read-only folder...) is WriteFailed."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        lock.acquire(timeout=timeout)
    except TimeoutError:  # filelock.Timeout is one
        return False
    except OSError as exc:
        raise write_failed(path, exc) from None
    return True


@contextmanager
def save_lock(path: str | os.PathLike[str], program: str, timeout: float | None = None) -> Iterator[None]:
    """Hold the save's write lock inside the block; :class:`SaveBusy` after ``timeout`` seconds."""
    path = Path(path)
    lock_path = lock_file(path)
    lock = _file_lock(lock_path)
    if not _acquire(lock, path, LOCK_TIMEOUT if timeout is None else timeout):
        raise SaveBusy(path, read_holder(lock_path))
    _write_holder(lock_path, program)
    try:
        yield
    finally:
        _drop_holder(lock_path)
        lock.release()


class ConsoleClaim:
    """A console's hold on a save while it is open: the first console gets it, a second one
    learns who has it (and opens the save read-only)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._lock_path = lock_file(self.path, "console.lock")
        self._lock = _file_lock(self._lock_path)
        self.held = False

    def acquire(self) -> Holder | WriteFailed | None:
        """Claim the save: None when claimed, else the console holding it, or the I/O failure
        that keeps us from claiming it (a read-only folder)."""
        try:
            got = _acquire(self._lock, self.path, 0)
        except WriteFailed as exc:
            return exc
        if not got:
            return read_holder(self._lock_path) or Holder("gmconsole console", 0, "?", "?")
        self.held = True
        _write_holder(self._lock_path, "gmconsole console")
        return None

    def release(self) -> None:
        if self.held:
            _drop_holder(self._lock_path)
            self._lock.release()
            self.held = False
