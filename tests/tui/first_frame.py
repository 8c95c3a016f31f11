"""Issue 17's probe of the console's first frame, shared by the startup tests: open a save in the
console, headless, in a fresh interpreter (as ``bench_issue17.py``'s probe does) and look at the
frame with every tab mounted. pytest puts this folder on the path, so a test here imports it:
``from first_frame import first_frame``."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any


def first_frame(save: Path, watched: tuple[str, ...]) -> dict[str, Any]:
    """What the first frame of ``save`` with every tab mounted shows: ``screen``, the screen's
    class name (checked to be the game screen); ``footer``, the footer's keys; ``loaded``, the
    modules of ``watched`` (or their submodules) imported by then, sorted."""
    script = textwrap.dedent(
        f"""
        import json, sys
        from gmconsole.tui.app import GMConsoleApp

        TABS = ("#roster-view-pane", "#dice-log", "#post-view")
        found = {{}}

        class FirstFrame(GMConsoleApp):
            def _open(self, session):
                super()._open(session)
                self.screen.call_after_refresh(self.check)

            def check(self):
                if all(self.screen.query(t) for t in TABS):
                    self.screen.call_after_refresh(self.done)
                else:
                    self.set_timer(0.002, self.check)

            def done(self):
                found["screen"] = type(self.screen).__name__
                found["footer"] = [k.key for k in self.screen.query("FooterKey")]
                found["loaded"] = sorted(
                    m for m in sys.modules if any(m == n or m.startswith(n + ".") for n in {watched!r})
                )
                self.exit()

        FirstFrame({str(save)!r}).run(headless=True, size=(120, 40))
        print(json.dumps(found))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=save.parent, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    found: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["screen"] == "GameScreen"
    return found
