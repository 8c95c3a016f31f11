"""The console's start cut into parts, in instructions (issue 17): ``bench_issue17.py``'s console
probe run under callgrind with a dump of the counters at each checkpoint, so that each part's
instructions are those since the previous checkpoint. A measuring tool, never product code.

The checkpoints: the imports of the app and the game screen, the game screen's construction,
``push_screen``, the check that every tab is mounted, the exit; and, for each function named in
``$CGT`` (comma-separated ``module:Qualified.name``, synchronous functions only), its entry
(what ran since the previous checkpoint is counted as ``other``) and its return (counted under
its name, calls inside another target counted once). Needs valgrind's headers and a C compiler.

    CGT=textual.css.stylesheet:Stylesheet.parse,textual._compositor:Compositor.render_update \\
    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/tmp/seg/cg.out \\
        .venv/bin/python benchmarks/console_segments.py SAVE
    .venv/bin/python benchmarks/console_segments.py --sum /tmp/seg

``--sum FOLDER`` adds up the dumps (``cg.out.N``) by checkpoint. The callgrind run needs its own
copy of the save (the console locks it: a second console would open it read-only).
"""

from __future__ import annotations

import ctypes
import functools
import gc
import importlib
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

_C = """#include <valgrind/callgrind.h>
void cg_dump(const char *label){ CALLGRIND_DUMP_STATS_AT(label); }
"""


def _dumper() -> Any:
    folder = Path(tempfile.mkdtemp(prefix="cgs"))
    (folder / "cgs.c").write_text(_C)
    subprocess.run(
        ["cc", "-O1", "-shared", "-fPIC", "-o", str(folder / "libcgs.so"), str(folder / "cgs.c")], check=True
    )
    lib = ctypes.CDLL(str(folder / "libcgs.so"))
    return lambda label: lib.cg_dump(label.encode())


def _wrap(spec: str, dump: Any) -> None:
    module, qualified = spec.split(":")
    owner: Any = importlib.import_module(module)
    *path, name = qualified.split(".")
    for part in path:
        owner = getattr(owner, part)
    fn = getattr(owner, name)
    depth = [0]

    @functools.wraps(fn)
    def counted(*args: Any, **kwargs: Any) -> Any:
        if depth[0] == 0:
            dump("other")
        depth[0] += 1
        try:
            return fn(*args, **kwargs)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                dump(qualified)

    setattr(owner, name, counted)


def run(save: str) -> None:
    gc.disable()  # as the probe does (`gmconsole open` pauses the collector before its imports)
    dump = _dumper()
    dump("startup")
    from gmconsole.tui.app import GMConsoleApp
    from gmconsole.tui.screens.game import GameScreen

    dump("import app+game")
    for spec in filter(None, os.environ.get("CGT", "").split(",")):
        _wrap(spec, dump)
    tabs = ("#roster-view-pane", "#dice-log", "#post-view")

    class Probe(GMConsoleApp):
        def _open(self, session):  # type: ignore[no-untyped-def]
            dump("other")
            self.screen_ = GameScreen(session)
            dump("GameScreen()")
            self.push_screen(self.screen_)
            self.screen_.call_after_refresh(self.check)
            dump("push_screen")

        def check(self) -> None:
            if all(self.screen_.query(t) for t in tabs):
                dump("other")
                self.screen_.call_after_refresh(self.done)
            else:
                self.set_timer(0.002, self.check)

        def done(self) -> None:
            dump("other")
            self.exit()

    Probe(save).run(headless=True, size=(120, 40))
    dump("exit")


def add_up(folder: str) -> None:
    totals: dict[str, int] = {}
    calls: dict[str, int] = {}
    for path in Path(folder).glob("cg.out*"):
        text = path.read_text(errors="replace")
        found = re.search(r"^desc: Trigger: (?:Client Request: )?(.*)$", text, re.M)
        label = found.group(1) if found else "?"
        count = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
        totals[label] = totals.get(label, 0) + (int(count.group(1)) if count else 0)
        calls[label] = calls.get(label, 0) + 1
    for label, value in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"{value / 1e6:9.1f} M  x{calls[label]:3d}  {label}")
    print(f"{sum(totals.values()) / 1e6:9.1f} M  total")


if __name__ == "__main__":
    if sys.argv[1] == "--sum":
        add_up(sys.argv[2])
    else:
        run(sys.argv[1])
