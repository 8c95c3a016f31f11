"""Every measure of issue 17 in one run, each alternated round by round with its reference on
the same core (``taskset``), reported as medians with their spread, never a best-of alone.

    .venv/bin/python benchmarks/bench_issue17.py --rounds 7 --cpu 1

1. Headless commands on a 50-player Winterfell save after 5 turns (``startup_save.py``):
   ``status``, ``apply`` (the next step's orders, on a fresh copy each round), ``export``,
   ``validate``, ``verify``, each a fresh process, against the reference process (Python that
   imports pydantic and builds and validates one small ``BaseModel``). CPU time of the child
   (user + system: what the machine's other load moves least) and wall time; the ratio is the
   median of each round's ratio to that round's reference.
2. The console: process start to the first frame with every tab mounted (the game screen on the
   same save, 120x40, headless), against ``shared/bench/skeleton.py`` (Header, DataTable,
   Footer, pydantic, tomli-w; it exits after its first frame). Both are whole processes.
3. Astrub, 5 players, random games on one core with the public peers' policy (random squad,
   approval 0.5, spies sabotage 0.5, the good side always succeeds): ``bench_astrub.py --path
   fast`` against the fastest public Python Avalon engine (jagdeepsb/avalon through
   ``shared/bench/jsb_random.py``; its source is fetched, never copied into the project: see
   ``shared/bench/README.md``; ``--peer-python`` is a Python with numpy, ``$SCOUT`` its folder).
   Both rates are given in wall time and per CPU second of the game loop alone (the peer's
   driver is run unchanged, its two clock reads answered with the process time): on a loaded
   machine the wall times say how the scheduler shared the core, the CPU times what each costs.
4. Winterfell, 50 players, random policy, fast path: games per CPU second
   (``bench_winterfell.py``).

The children run with bytecode caching on (``PYTHONDONTWRITEBYTECODE`` removed, the package
compiled first), as an installed gmconsole runs.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("GMCONSOLE_BENCH_SHARED", "/work/shared/bench"))
PY = sys.executable
GM = str(Path(PY).with_name("gmconsole"))
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

REFERENCE = """
from pydantic import BaseModel
class Model(BaseModel):
    players: list[str] = []
Model.model_validate({"players": ["a", "b"]})
"""

CONSOLE = r"""
import gc
import sys
gc.disable()  # as `gmconsole open` does before its imports (cli._run_tui); the app turns it on after its first frame
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen

TABS = ("#roster-view-pane", "#dice-log", "#post-view")

class Probe(GMConsoleApp):
    def _open(self, session):
        self.screen_ = GameScreen(session)
        self.push_screen(self.screen_)
        self.screen_.call_after_refresh(self.check)

    def check(self):
        if all(self.screen_.query(t) for t in TABS):
            self.screen_.call_after_refresh(self.exit)  # the frame with every tab mounted
        else:
            self.set_timer(0.002, self.check)

Probe(sys.argv[1]).run(headless=True, size=(120, 40))
"""


PEER = r"""
import runpy, sys, time
# The peer's driver times its loop with two perf_counter() calls: it reads the process time
# instead (what the machine's other load moves least), and the wall time is printed apart.
real, walls = time.perf_counter, []
def clock():
    walls.append(real())
    return time.process_time()
time.perf_counter = clock
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
print(f"wall: {int(sys.argv[1]) / (walls[-1] - walls[0]):.1f} games/s")
"""


def pinned(cpu: int | None, argv: list[str]) -> list[str]:
    return ["taskset", "-c", str(cpu), *argv] if cpu is not None and shutil.which("taskset") else argv


def timed(argv: list[str], cwd: Path) -> tuple[float, float, str]:
    """(CPU ms of the child, wall ms, its output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, cwd=cwd, env=ENV, capture_output=True, text=True)
    wall = 1000 * (time.perf_counter() - start)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    cpu = 1000 * (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return cpu, wall, done.stdout


def spread(values: list[float], fmt: str = "{:.0f}") -> str:
    """median [min-max] of ``values``."""
    return f"{fmt.format(statistics.median(values))} [{fmt.format(min(values))}-{fmt.format(max(values))}]"


def ratios(ours: list[float], ref: list[float]) -> list[float]:
    return [a / b for a, b in zip(ours, ref, strict=True)]


def commands(work: Path, rounds: int, cpu: int | None) -> None:
    save, orders = work / "wf50.toml", work / "orders.toml"
    runs = {
        "reference": [PY, "-c", REFERENCE],
        "status": [GM, "status", str(save)],
        "apply": [GM, "apply", str(work / "apply.toml"), str(orders)],
        "export": [GM, "export", str(save)],
        "validate": [GM, "validate", str(save)],
        "verify": [GM, "verify", str(save)],
    }
    cpu_ms: dict[str, list[float]] = {k: [] for k in runs}
    wall_ms: dict[str, list[float]] = {k: [] for k in runs}
    for argv in runs.values():  # warm-up: the file cache, the .pyc files
        shutil.copy(save, work / "apply.toml")
        timed(pinned(cpu, argv), work)
    for _ in range(rounds):
        for name, argv in runs.items():
            shutil.copy(save, work / "apply.toml")
            c, w, _ = timed(pinned(cpu, argv), work)
            cpu_ms[name].append(c)
            wall_ms[name].append(w)
    print(f"\n1. Headless commands, 50-player Winterfell save after 5 turns, {rounds} rounds alternated")
    print(
        f"   {'command':<10} {'CPU ms median [min-max]':>26} {'wall ms median [min-max]':>26}  ratio to the reference (CPU, by round)"
    )
    for name in runs:
        line = f"   {name:<10} {spread(cpu_ms[name]):>26} {spread(wall_ms[name]):>26}"
        if name != "reference":
            r = ratios(cpu_ms[name], cpu_ms["reference"])
            rw = ratios(wall_ms[name], wall_ms["reference"])
            line += f"  {spread(r, '{:.2f}')}  (wall {statistics.median(rw):.2f})"
        print(line)


def console(work: Path, rounds: int, cpu: int | None) -> None:
    skeleton = [PY, str(SHARED / "skeleton.py")]
    ours = [PY, "-c", CONSOLE, str(work / "wf50.toml")]
    timed(pinned(cpu, skeleton), work)
    timed(pinned(cpu, ours), work)
    got: dict[str, tuple[list[float], list[float]]] = {"skeleton": ([], []), "console": ([], [])}
    for _ in range(rounds):
        for name, argv in (("skeleton", skeleton), ("console", ours)):
            c, w, _ = timed(pinned(cpu, argv), work)
            got[name][0].append(c)
            got[name][1].append(w)
    print(f"\n2. Console, process start to the first frame with every tab mounted (120x40), {rounds} rounds")
    for name, (c, w) in got.items():
        print(f"   {name:<10} CPU {spread(c):>18} ms   wall {spread(w):>18} ms")
    r = ratios(got["console"][0], got["skeleton"][0])
    rw = ratios(got["console"][1], got["skeleton"][1])
    print(f"   ratio console / skeleton: CPU {spread(r, '{:.2f}')}, wall {spread(rw, '{:.2f}')}")


def astrub(rounds: int, cpu: int | None, games: int, peer_python: str | None) -> None:
    ours_argv = [
        PY,
        str(ROOT / "benchmarks" / "bench_astrub.py"),
        "--path",
        "fast",
        "--games",
        str(games),
        "--repeat",
        "1",
        "--approve",
        "0.5",
        "--sabotage",
        "0.5",
    ]
    peer_argv = [peer_python or "", "-c", PEER, str(SHARED / "jsb_random.py"), str(games), "7"]
    have_peer = (
        bool(peer_python)
        and (Path(os.environ.get("SCOUT", Path(tempfile.gettempdir()) / "scout")) / "jsb").is_dir()
    )
    ours: list[float] = []
    peer: list[float] = []
    ours_cpu: list[float] = []
    peer_cpu: list[float] = []
    for _ in range(rounds):
        out = timed(pinned(cpu, ours_argv), ROOT)[2]
        ours.append(float(re.search(r"fast:\s+([\d.]+) games/s", out).group(1)))  # type: ignore[union-attr]
        ours_cpu.append(float(re.search(r"([\d.]+) games per CPU second", out).group(1)))  # type: ignore[union-attr]
        if have_peer:
            out = timed(pinned(cpu, peer_argv), ROOT)[2]
            peer_cpu.append(float(re.search(r"= ([\d.]+) games/s", out).group(1)))  # type: ignore[union-attr]
            peer.append(float(re.search(r"wall: ([\d.]+) games/s", out).group(1)))  # type: ignore[union-attr]
    print(
        f"\n3. Astrub, 5 players, random games with the peers' policy (0.5/0.5), one core, {games} games a run, {rounds} rounds"
    )
    print(
        f"   gmconsole (fast path)        {spread(ours):>22} games/s   {spread(ours_cpu):>22} per CPU second"
    )
    if peer:
        print(
            f"   jagdeepsb/avalon (peer)      {spread(peer):>22} games/s   {spread(peer_cpu):>22} per CPU second"
        )
        print(
            f"   ratio gmconsole / peer: wall {spread(ratios(ours, peer), '{:.2f}')}, "
            f"CPU {spread(ratios(ours_cpu, peer_cpu), '{:.2f}')} (each round's loop alone)"
        )
    else:
        print(
            "   (peer not run: give --peer-python and fetch it into $SCOUT/jsb, see shared/bench/README.md)"
        )


def winterfell(rounds: int, cpu: int | None, games: int) -> None:
    argv = [PY, str(ROOT / "benchmarks" / "bench_winterfell.py"), "--path", "fast", "--games", str(games)]
    rates: list[float] = []
    for _ in range(rounds):
        out = timed(pinned(cpu, argv), ROOT)[2]
        rates.append(float(re.search(r"per CPU second[^:]*: ([\d.]+)", out).group(1)))  # type: ignore[union-attr]
    print(f"\n4. Winterfell, 50 players, random policy, fast path, {games} games a run, {rounds} runs")
    print(f"   games per CPU second: {spread(rates, '{:.1f}')} (aim: 400)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--cpu", type=int, default=1, help="the core every process is pinned to")
    parser.add_argument("--only", choices=("commands", "console", "astrub", "winterfell"), action="append")
    parser.add_argument("--astrub-games", type=int, default=3000)
    parser.add_argument("--winterfell-games", type=int, default=100)
    parser.add_argument("--peer-python", help="a Python with numpy, to run the Avalon peer")
    args = parser.parse_args()
    only = set(args.only or ("commands", "console", "astrub", "winterfell"))
    subprocess.run(
        [PY, "-m", "compileall", "-q", str(ROOT / "src")], env=ENV, check=True, capture_output=True
    )
    load = os.getloadavg()
    print(
        f"issue 17 measures; Python {sys.version.split()[0]}, pinned to core {args.cpu}, "
        f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}"
    )
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if only & {"commands", "console"}:
            subprocess.run(
                [PY, str(ROOT / "benchmarks" / "startup_save.py"), str(work)],
                env=ENV,
                check=True,
                capture_output=True,
            )
        if "commands" in only:
            commands(work, args.rounds, args.cpu)
        if "console" in only:
            console(work, args.rounds, args.cpu)
    if "astrub" in only:
        astrub(args.rounds, args.cpu, args.astrub_games, args.peer_python)
    if "winterfell" in only:
        winterfell(args.rounds, args.cpu, args.winterfell_games)
    return 0


if __name__ == "__main__":
    sys.exit(main())
