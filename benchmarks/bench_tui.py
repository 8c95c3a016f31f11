"""Console start-up and keyboard cost (a script, not a timed test).

    .venv/bin/python benchmarks/bench_tui.py [--runs 7]

1. Time from process start to the first frame of the demo game (``gmconsole open`` on the demo
   save, headless, 120x40), against a bare Textual app showing one DataTable with as many rows,
   both measured in the same run as fresh processes, alternated; medians and their ratio.
2. The key presses a whole Astrub game takes in the Pilot script (5 players, three missions),
   and the key presses of Winterfell's Example 1 night (two squads typed by name, then resolved),
   with the wall time of each script.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# Example 1's players pinned as the source text tells (one file for every test and benchmark).
EXAMPLE_1_ROSTER = Path(__file__).resolve().parents[1] / "tests" / "data" / "example-1-roster.toml"

CONSOLE = r"""
import sys
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen

class Probe(GMConsoleApp):
    def _open(self, session):
        screen = GameScreen(session)
        self.push_screen(screen)
        screen.call_after_refresh(self.first_frame)

    def first_frame(self):
        print("FRAME", flush=True)
        self.exit()

Probe(sys.argv[1]).run(headless=True, size=(120, 40))
"""

BARE = r"""
import sys
from textual.app import App
from textual.widgets import DataTable

ROWS = int(sys.argv[1])

class Bare(App):
    def compose(self):
        yield DataTable()

    def on_mount(self):
        table = self.query_one(DataTable)
        table.add_columns("seat", "name", "camp", "roles", "alive", "knows")
        table.add_rows([(i, f"Player {i}", "camp", "role", "alive", "") for i in range(1, ROWS + 1)])
        self.call_after_refresh(self.first_frame)

    def first_frame(self):
        print("FRAME", flush=True)
        self.exit()

Bare().run(headless=True, size=(120, 40))
"""


def time_to_frame(code: str, arg: str, cwd: Path) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-c", code, arg], cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("FRAME"):
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError(f"no frame: {proc.stderr.read() if proc.stderr else ''}")
    proc.wait(timeout=30)
    return elapsed


def startup(runs: int) -> None:
    from gmconsole.saves import load_game
    from gmconsole.tui.demo import demo_game_path

    work = Path(tempfile.mkdtemp(prefix="bench-tui-"))
    try:
        os.chdir(work)
        demo = demo_game_path(work / "saves")
        game = load_game(demo)
        rows = len(game.state.players)
        print(f"demo: {demo.name}, {game.scenario.name}, {rows} players, {len(game.journal)} steps")
        time_to_frame(CONSOLE, str(demo), work)  # warm the file cache and the .pyc files
        time_to_frame(BARE, str(rows), work)
        console, bare = [], []
        for _ in range(runs):
            console.append(time_to_frame(CONSOLE, str(demo), work))
            bare.append(time_to_frame(BARE, str(rows), work))
        c, b = statistics.median(console), statistics.median(bare)
        print(
            f"first frame, demo game:          median {c * 1000:6.0f} ms  (min {min(console) * 1000:.0f}, {runs} runs)"
        )
        print(
            f"first frame, bare app+DataTable: median {b * 1000:6.0f} ms  (min {min(bare) * 1000:.0f}, {runs} runs)"
        )
        print(f"ratio demo / bare: {c / b:.2f}")
    finally:
        os.chdir(Path(__file__).resolve().parent)
        shutil.rmtree(work, ignore_errors=True)


async def astrub_keys() -> tuple[int, float]:
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario
    from gmconsole.tui.app import GMConsoleApp

    work = Path(tempfile.mkdtemp(prefix="bench-tui-"))
    try:
        players = ["Alice", "Bob", "Chloé", "David", "Émile"]
        game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in players], "bench")
        path = save_game(game, work / "bench.toml")
        app = GMConsoleApp(path)
        presses = 0
        start = time.perf_counter()
        async with app.run_test(size=(120, 40)) as pilot:

            async def press(*keys: str) -> None:
                nonlocal presses
                presses += len(keys)
                await pilot.press(*keys)
                await pilot.pause()

            for size in (2, 3, 2):
                await press("space", *(["down", "space"] * (size - 1)), "enter", "ctrl+r", "enter")
                await press(*(["y"] * len(players)), "ctrl+r", "enter")
                await press(*(["s"] * size), "ctrl+r", "enter")
            assert app.screen.session.state.winner == "mercenaries"
        return presses, time.perf_counter() - start
    finally:
        shutil.rmtree(work, ignore_errors=True)


# Example 1's night as a GM types it (issue 13's keystroke budget: 72 keys before, 60 at most):
# the members field has the focus when the phase opens, and three or four letters of a name are
# enough (the completion shows the rest; enter or leaving the field takes it).
EXAMPLE_1_KEYS = [
    *"wym, how, dav",
    "enter",
    *"jon",
    "enter",
    *"rob",
    "enter",
    *"rob, tou",
    "enter",
    *"luw",
    "enter",
    *"lady",
    "enter",
    "ctrl+r",
    "enter",
]


async def example_1_keys() -> tuple[int, float]:
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_roster, load_scenario
    from gmconsole.tui.app import GMConsoleApp

    work = Path(tempfile.mkdtemp(prefix="bench-tui-"))
    try:
        roster = load_roster(EXAMPLE_1_ROSTER)
        roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, 51 - len(roster))]
        game = Game.new(load_scenario("winterfell"), roster, "exemple-1-0")
        path = save_game(game, work / "example1.toml")
        app = GMConsoleApp(path)
        start = time.perf_counter()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for key in EXAMPLE_1_KEYS:
                await pilot.press(key)
            await pilot.pause()
            state = app.screen.session.state
            assert not state.wp("Jon").alive and state.wp("Luwin").alive and state.phase == "justice"
        return len(EXAMPLE_1_KEYS), time.perf_counter() - start
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    print("$ " + " ".join([Path(sys.executable).name, *sys.argv]))
    import platform

    import textual

    print(f"python {platform.python_version()}, textual {textual.__version__}, {os.cpu_count()} CPUs")
    startup(args.runs)
    presses, seconds = asyncio.run(astrub_keys())
    print(
        f"whole Astrub game (5 players, 3 missions) in the Pilot script: {presses} key presses, {seconds:.1f} s"
    )
    presses, seconds = asyncio.run(example_1_keys())
    print(
        f"Winterfell Example 1 night (2 squads by name, resolved) in the Pilot script: {presses} key presses, "
        f"{seconds:.1f} s"
    )


if __name__ == "__main__":
    main()
