"""Killing the process while it saves never leaves an unreadable save: the file or its .bak opens."""

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

from gmconsole.engine.errors import FileProblem
from gmconsole.saves import load_game

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


@pytest.mark.slow
def test_kill_during_save_leaves_a_file_that_opens(tmp_path):
    scenario = Path(__file__).resolve().parents[2] / "scenarios" / "astrub.toml"
    path = tmp_path / "game.toml"
    rng = random.Random(20240601)
    kills = 0
    for _ in range(8):
        proc = subprocess.Popen(
            [sys.executable, "-c", SAVER, str(path), str(scenario)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready", proc.stderr.read() if proc.stderr else ""
            time.sleep(rng.uniform(0.05, 0.6))
            assert proc.poll() is None, proc.stderr.read() if proc.stderr else ""
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        finally:
            proc.kill()
            proc.wait(timeout=30)
            for stream in (proc.stdout, proc.stderr):
                if stream:
                    stream.close()
        backup = path.with_name(path.name + ".bak")
        assert opens(path) or opens(backup), f"neither {path} nor {backup} opens after the kill"
        # the next run starts over from a fresh game (the saver rewrites the file)
    assert kills == 8
    leftovers = [p.name for p in tmp_path.iterdir() if p.name not in ("game.toml", "game.toml.bak")]
    # a kill between mkstemp and rename may leave a temporary file; it never takes the save's name
    assert all(name.startswith(".game.toml.") and name.endswith(".tmp") for name in leftovers), leftovers
