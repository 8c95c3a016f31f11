"""Instructions spent inside chosen functions during the console's start (issue 17).

``bench_issue17.py``'s console probe, with callgrind collecting only while one of the functions
named in ``$CGT`` runs (comma-separated ``module:Qualified.name``, synchronous functions only;
a call inside another target is counted once). A measuring tool, never product code: it wraps
Textual's and the console's functions in this process only. Needs valgrind's headers and a C
compiler (the client request that toggles collection is a macro: a 5-line library is built in a
temporary folder). Example, the share of the compositor's renders:

    CGT=textual._compositor:Compositor.render_update PYTHONHASHSEED=0 \\
        valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/console_cost_map.py SAVE

"Collected" is then the instructions inside the targets (inclusive of what they call).
"""

from __future__ import annotations

import ctypes
import functools
import importlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

_C = """#include <valgrind/callgrind.h>
void cg_toggle(void){ CALLGRIND_TOGGLE_COLLECT; }
"""


def _toggle_library() -> Any:
    folder = Path(tempfile.mkdtemp(prefix="cgc"))
    (folder / "cgc.c").write_text(_C)
    subprocess.run(
        ["cc", "-O1", "-shared", "-fPIC", "-o", str(folder / "libcgc.so"), str(folder / "cgc.c")], check=True
    )
    return ctypes.CDLL(str(folder / "libcgc.so"))


def _wrap(fn: Any, toggle: Any, depth: list[int]) -> Any:
    @functools.wraps(fn)
    def counted(*args: Any, **kwargs: Any) -> Any:
        if depth[0] == 0:
            toggle()
        depth[0] += 1
        try:
            return fn(*args, **kwargs)
        finally:
            depth[0] -= 1
            if depth[0] == 0:
                toggle()

    return counted


def main(save: str) -> None:
    from gmconsole.tui.app import GMConsoleApp
    from gmconsole.tui.screens.game import GameScreen

    lib = _toggle_library()
    depth = [0]
    for spec in filter(None, os.environ.get("CGT", "").split(",")):
        module, qualified = spec.split(":")
        owner: Any = importlib.import_module(module)
        *path, name = qualified.split(".")
        for part in path:
            owner = getattr(owner, part)
        setattr(owner, name, _wrap(getattr(owner, name), lib.cg_toggle, depth))

    tabs = ("#roster-view-pane", "#dice-log", "#post-view")

    class Probe(GMConsoleApp):
        def _open(self, session):  # type: ignore[no-untyped-def]
            self.screen_ = GameScreen(session)
            self.push_screen(self.screen_)
            self.screen_.call_after_refresh(self.check)

        def check(self) -> None:
            if all(self.screen_.query(t) for t in tabs):
                self.screen_.call_after_refresh(self.exit)  # the frame with every tab mounted
            else:
                self.set_timer(0.002, self.check)

    Probe(save).run(headless=True, size=(120, 40))


if __name__ == "__main__":
    main(sys.argv[1])
