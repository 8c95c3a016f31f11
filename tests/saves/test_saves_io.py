"""Failed writes and crashes while writing (issue 10 §3 and §6): a clear message naming the file
and the cause with exit 6, never a traceback; a crash at any point of `write_atomic` leaves the
old or the new save whole, and its leftovers are removed by the next save; the file's
permission mode is kept."""

from __future__ import annotations

import builtins
import errno
import os
import resource
import stat
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import tomli_w

from gmconsole import tomlio
from gmconsole.saves import load_game, save_game
from gmconsole.tomlio import FAULT_POINTS, WriteFailed, write_atomic


@pytest.fixture
def save(cli, tmp_path, players_file) -> Path:
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(6), "--seed", "io", "--save", path).code == 0
    return path


def squad_file(tmp_path: Path) -> Path:
    path = tmp_path / "orders" / "squad.toml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(
        tomli_w.dumps({"resolve": False, "orders": [{"kind": "squad", "members": ["Alice", "Bob"]}]}),
        encoding="utf-8",
    )
    return path


def fail_with(code: int, at: str = "written"):
    def hook(point: str, path: Path) -> None:
        if point == at:
            raise OSError(code, os.strerror(code), str(path))

    return hook


FRENCH = {
    "the disk is full": "le disque est plein ou le quota est dépassé",
    "the disk quota is exceeded": "le disque est plein ou le quota est dépassé",
    "the file-size limit was reached": "la taille maximale de fichier est atteinte",
    "the folder is on a read-only file system": "le dossier est sur un système de fichiers en lecture seule",
    "permission denied": "permission refusée",
}
"""The causes of a failed write as a French game's command line says them."""


@pytest.mark.parametrize(
    ("code", "at", "cause"),
    [
        (errno.ENOSPC, "written", "the disk is full"),
        (errno.EFBIG, "written", "the file-size limit was reached"),
        (errno.EROFS, "start", "the folder is on a read-only file system"),
        (errno.EACCES, "opened", "permission denied"),
        (errno.EDQUOT, "synced", "the disk quota is exceeded"),
    ],
)
def test_a_failed_write_exits_6_names_the_file_and_the_cause(
    cli, save, tmp_path, monkeypatch, code, at, cause
):
    before = save.read_bytes()
    monkeypatch.setattr(tomlio, "FAULT_HOOK", fail_with(code, at))
    for args in (("apply", save, squad_file(tmp_path)), ("undo", save)):
        result = cli(*args)
        if args[0] == "undo":
            assert result.code == 3  # nothing to undo: refused before any write
            continue
        assert result.code == 6, result
        # the save's game (Astrub) is French: said in its language
        n = "\u202f"
        assert result.err.startswith(f"erreur{n}: {save}{n}: n'a pas pu être écrit{n}: {FRENCH[cause]}")
        assert "Traceback" not in result.err
    assert save.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".game.toml.")) == [
        ".game.toml.lock"
    ]


def test_file_size_limit_in_a_subprocess(save, tmp_path):
    """RLIMIT_FSIZE below the save's size: `apply` exits 6 with the cause; the save is intact."""
    before = save.read_bytes()
    limit = len(before) // 2

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    proc = subprocess.run(
        [sys.executable, "-m", "gmconsole", "apply", str(save), str(squad_file(tmp_path))],
        capture_output=True,
        text=True,
        preexec_fn=small_files,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
        timeout=120,
    )
    assert proc.returncode == 6, proc.stderr
    n = "\u202f"  # the save's game (Astrub) is French: said in its language
    assert proc.stderr.startswith(
        f"erreur{n}: {save}{n}: n'a pas pu être écrit{n}: la taille maximale de fichier est atteinte"
    )
    assert "Traceback" not in proc.stderr
    assert save.read_bytes() == before
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_export_write_into_a_folder_that_fails(cli, save, monkeypatch):
    """Post files too: an OSError anywhere ends in a message and exit 6, not a traceback."""

    real_open = builtins.open

    def refuse(file, mode="r", *args, **kwargs):  # the post files' (temporary) writes refused
        if "x" in mode or "w" in mode:
            raise OSError(errno.ENOSPC, "No space left on device", "saves/posts/public.txt")
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", refuse)
    result = cli("export", save, "--write", "--turn", "0")
    assert result.code == 6 and "Traceback" not in result.err
    n = "\u202f"  # the save's game (Astrub) is French: said in its language
    assert result.err.startswith(
        f"erreur{n}: saves/posts/public.txt{n}: n'a pas pu être écrit{n}: le disque est plein"
    )


def test_mode_is_kept_and_a_new_file_follows_the_umask(table, tmp_path):
    game = table(5).game
    path = save_game(game, tmp_path / "game.toml")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~umask
    path.chmod(0o640)
    save_game(game, path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert stat.S_IMODE(path.with_name("game.toml.bak").stat().st_mode) == 0o640


def test_leftovers_of_an_earlier_crash_are_removed(table, tmp_path):
    path = save_game(table(5).game, tmp_path / "game.toml")
    for name in (".game.toml.0123456789abcdef.tmp", ".game.toml.bak.tmp", ".game.toml.k2j_x9ab.tmp"):
        (tmp_path / name).write_text("half a save", encoding="utf-8")
    other = tmp_path / ".other.toml.0123456789abcdef.tmp"  # another save's: not ours to remove
    other.write_text("x", encoding="utf-8")
    save_game(table(5).game, path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [other.name, "game.toml", "game.toml.bak"]


def test_a_failed_write_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "f.toml"
    write_atomic(path, "a = 1\n")
    for point in FAULT_POINTS[:-1]:
        monkeypatch.setattr(tomlio, "FAULT_HOOK", fail_with(errno.ENOSPC, point))
        with pytest.raises(WriteFailed, match="the disk is full"):
            write_atomic(path, "a = 2\n")
        assert path.read_text() == "a = 1\n", point
        assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp") and p.name != ".f.toml.bak.tmp"]


# A crash (the process ends at once: no cleanup runs) at one point of write_atomic.
CRASHER = textwrap.dedent(
    """
    import os, sys
    from gmconsole import tomlio
    from gmconsole.saves import load_game, save_game

    path, point = sys.argv[1], sys.argv[2]
    game = load_game(path)
    game.undo()

    def crash(at, where):
        if at == point:
            os._exit(17)

    tomlio.FAULT_HOOK = crash
    save_game(game, path)
    print("no crash")
    """
)


@pytest.mark.parametrize("point", FAULT_POINTS)
def test_a_crash_at_each_point_leaves_a_whole_save(cli, save, tmp_path, point, dump):
    """Old or new content whole; the .bak whole; the leftovers go with the next save."""
    cli("apply", save, squad_file(tmp_path))
    cli("apply", save, squad_file(tmp_path))
    old_text = save.read_text(encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-c", CRASHER, str(save), point], capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 17, proc.stderr
    text = save.read_text(encoding="utf-8")
    game = load_game(save)  # opens: never half-written
    steps = len(game.journal)
    if FAULT_POINTS.index(point) < FAULT_POINTS.index("replaced"):
        assert text == old_text and steps == 2
    else:
        assert steps == 1
    assert len(load_game(save.with_name("game.toml.bak")).journal) in (1, 2)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    if point in ("opened", "written", "synced", "backup-linked", "backup-replaced"):
        assert leftovers  # what the crash left behind...
    assert cli("undo", save).code == 0  # ...goes with the next save
    names = sorted(p.name for p in tmp_path.iterdir() if "game.toml" in p.name)
    assert names == [".game.toml.lock", "game.toml", "game.toml.bak"], names
