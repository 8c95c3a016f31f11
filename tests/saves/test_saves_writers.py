"""One writer at a time (issue 10 §2): a command that writes holds the save's lock across its
read, change and write; a second one waits, then says who holds the save (exit 5); two CLI
writers running at once lose no step."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import tomli_w

from gmconsole import savelock
from gmconsole.savelock import save_lock
from gmconsole.saves import load_game


@pytest.fixture
def save(cli, tmp_path, players_file) -> Path:
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(6), "--seed", "writers", "--save", path).code == 0
    return path


def squad_file(tmp_path: Path, members: list[str]) -> Path:
    """An order the proposal step takes again and again (each one a journal entry, nothing resolved)."""
    path = tmp_path / "squad.toml"
    path.write_text(
        tomli_w.dumps({"resolve": False, "orders": [{"kind": "squad", "members": members}]}), encoding="utf-8"
    )
    return path


def test_a_second_writer_waits_then_names_the_holder(cli, save, tmp_path, monkeypatch):
    monkeypatch.setattr(savelock, "LOCK_TIMEOUT", 0.2)
    orders = squad_file(tmp_path, ["Alice", "Bob"])
    before = save.read_bytes()
    with save_lock(save, "gmconsole test-holder"):
        for args in (("apply", save, orders), ("undo", save), ("redo", save)):
            result = cli(*args)
            assert result.code == 5, (args, result)
            n = "\u202f"  # the save's game (Astrub) is French: said in its language
            assert result.err.startswith(
                f"occupée{n}: {save}{n}: la sauvegarde est occupée{n}: gmconsole test-holder (pid {os.getpid()}"
            ), result.err
            assert "rien n'a été modifié" in result.err and "Traceback" not in result.err
        assert save.read_bytes() == before
        assert cli("status", save).code == 0  # reading needs no lock
    assert cli("apply", save, orders).code == 0  # released: the writer goes through
    assert len(load_game(save).journal) == 1
    holder = save.with_name(f".{save.name}.lock.holder")
    assert not holder.exists()  # the holder record goes with the lock


def test_new_over_an_unsound_file_writes_nothing(cli, tmp_path, players_file):
    """`new --save` over a file that is not a sound save: refused, the file kept, no .bak."""
    path = tmp_path / "notes.toml"
    path.write_text("my notes, not a save\n", encoding="utf-8")
    result = cli("new", "astrub", "--players", players_file(5), "--save", path)
    # the scenario (Astrub, French) is read: said in its language, the TOML problem too
    assert result.code == 4 and "existe déjà et n'est pas une sauvegarde saine" in result.err
    assert "n'est pas du TOML valide" in result.err
    assert path.read_text(encoding="utf-8") == "my notes, not a save\n"
    assert not path.with_name("notes.toml.bak").exists()


# Each worker runs one CLI command after another through the CLI's entry function (a lock taken
# and released each time), and prints how many went through; busy ones (exit 5) are counted apart.
WORKER = textwrap.dedent(
    """
    import sys
    from gmconsole.cli import main

    command, save, extra, n = sys.argv[1], sys.argv[2], sys.argv[3:-1], int(sys.argv[-1])
    done = busy = 0
    for _ in range(n):
        code = main([command, save, *extra])
        if code == 0:
            done += 1
        elif code == 5:
            busy += 1
        else:
            sys.exit(f"unexpected exit {code}")
    print(done, busy)
    """
)


def _workers(*commands: list[str]) -> list[tuple[int, int]]:
    env = dict(os.environ, GMCONSOLE_LOCK_TIMEOUT="30", PYTHONIOENCODING="utf-8")
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, *command],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for command in commands
    ]
    counts = []
    for proc in procs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err[-2000:]
        done, busy = out.strip().splitlines()[-1].split()
        counts.append((int(done), int(busy)))
    return counts


@pytest.mark.slow
def test_two_cli_writers_lose_no_step(save, tmp_path):
    """Two processes applying at once: every apply that says done is in the journal."""
    orders = squad_file(tmp_path, ["Alice", "Bob"])
    (a_done, a_busy), (b_done, b_busy) = _workers(
        ["apply", str(save), str(orders), "25"], ["apply", str(save), str(orders), "25"]
    )
    assert a_busy == b_busy == 0
    assert a_done == b_done == 25
    game = load_game(save)
    assert len(game.journal) == 50
    assert game.verify() == []


@pytest.mark.slow
def test_apply_and_undo_at_once_match_a_serial_order(cli, save, tmp_path):
    """One process applies, another undoes: the journal's length is what a serial order gives."""
    orders = squad_file(tmp_path, ["Alice", "Bob"])
    for _ in range(20):
        assert cli("apply", save, orders).code == 0
    (applied, a_busy), (undone, u_busy) = _workers(
        ["apply", str(save), str(orders), "20"], ["undo", str(save), "20"]
    )
    assert a_busy == u_busy == 0 and applied == undone == 20
    game = load_game(save)
    assert len(game.journal) == 20 + applied - undone
    assert game.verify() == []
