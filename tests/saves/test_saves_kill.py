"""Killing the process while it saves never leaves an unreadable save (issue 10 §6): the save
itself always opens, whole and sealed, the lock dies with the process, and the next save removes
what the killed one left behind."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import tomli_w

from gmconsole.engine.errors import FileProblem
from gmconsole.saves import load_game, load_save, save_game

# Saves a 10-player game over and over, its journal growing and shrinking (push, undo), so that
# every kill lands somewhere in to_toml, the temporary file, the fsync, the backup or the rename.
SAVER = textwrap.dedent(
    """
    import sys
    from gmconsole.engine import Game, Resolve, RosterEntry
    from gmconsole.games.astrub.rules.actions import CastVotes, ProposeSquad
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario

    path = sys.argv[1]
    names = [f"Player {i}" for i in range(10)]
    game = Game.new(load_scenario(sys.argv[2]), [RosterEntry(name=n) for n in names], "kill")
    save_game(game, path)
    print("ready", flush=True)
    i = 0
    while True:
        i += 1
        if game.state.phase == "proposal" and i % 7:
            game.push([ProposeSquad(members=names[i % 5 : i % 5 + 3]), Resolve()])
        elif game.state.phase == "approval" and i % 7:
            game.push([CastVotes(votes={n: False for n in names}), Resolve()])
        elif game.journal:
            game.undo()
        if game.state.rejections == 4:
            game.undo()
        save_game(game, path)
    """
)


def opens(path: Path) -> bool:
    try:
        load_game(path)
    except FileProblem:
        return False
    return True


def kill_when_ready(script: str, args: list, delay: float) -> None:
    """Run ``python -c script *args``, wait for its "ready" line, let it work ``delay`` seconds
    and kill -9 it while it still runs (its exit, if any, fails with what it wrote to stderr)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", script, *map(str, args)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready", proc.stderr.read() if proc.stderr else ""
        time.sleep(delay)
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait(timeout=30)
        for stream in (proc.stdout, proc.stderr):
            if stream:
                stream.close()


@pytest.mark.slow
def test_kill_during_save_leaves_a_file_that_opens(tmp_path):
    scenario = Path(__file__).resolve().parents[2] / "scenarios" / "astrub.toml"
    path = tmp_path / "game.toml"
    rng = random.Random(20240601)
    kills = 0
    for _ in range(8):
        kill_when_ready(SAVER, [path, scenario], rng.uniform(0.05, 0.6))
        kills += 1
        assert opens(path), f"{path} does not open after the kill"
        assert load_save(path).seal == "sealed"  # whole: the digest matches
        # the next run starts over from a fresh game (the saver rewrites the file)
    assert kills == 8
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ("game.toml", "game.toml.bak")]
    # a kill between the temporary file and the rename may leave it; it never takes the save's name
    assert all(name.startswith(".game.toml.") and name.endswith(".tmp") for name in leftovers), leftovers
    save_game(load_game(path), path)  # the next save removes them
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.toml", "game.toml.bak"]


# A GM's shell: apply then undo, over and over, through the CLI's entry function (lock included).
CLI_LOOP = textwrap.dedent(
    """
    import sys
    from gmconsole.cli import main

    save, orders = sys.argv[1], sys.argv[2]
    print("ready", flush=True)
    while True:
        for args in (["apply", save, orders], ["undo", save]):
            code = main(args)
            if code != 0:
                sys.exit(f"exit {code} for {args}")
    """
)


@pytest.mark.slow
def test_kill_a_cli_writer_the_lock_goes_with_it(tmp_path, cli, players_file):
    """kill -9 of `apply`/`undo` at random moments: the save opens sealed, and the next command
    gets the lock at once (the system releases it with the dead process)."""
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(6), "--seed", "kill", "--save", path).code == 0
    orders = tmp_path / "squad.toml"
    orders.write_text(
        tomli_w.dumps({"resolve": False, "orders": [{"kind": "squad", "members": ["Alice", "Bob"]}]}),
        encoding="utf-8",
    )
    rng = random.Random(20261201)
    for _ in range(6):
        kill_when_ready(CLI_LOOP, [path, orders], rng.uniform(0.1, 1.5))
        loaded = load_save(path)
        assert loaded.seal == "sealed" and len(loaded.game.journal) in (0, 1)
        if loaded.game.journal:
            assert cli("undo", path).code == 0  # not busy: the lock died with the writer
        else:
            assert cli("apply", path, orders).code == 0 and cli("undo", path).code == 0
    assert load_game(path).verify() == []
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
