"""Issue 17, the console's first frame: what the start built is frozen out of the cycle
collector's reach once, at the first app's first frame (``GMConsoleApp.started``), and the
collector runs again; an app started later in the same process freezes nothing more."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest


@pytest.mark.slow
def test_first_frame_freezes_the_start_once_per_process_and_collector_back_on(new_astrub) -> None:
    save = new_astrub(Path("saves/astrub.toml")).resolve()
    script = textwrap.dedent(
        f"""
        import gc, json
        from gmconsole.tui.app import GMConsoleApp

        seen = []
        freezes = []
        freeze = gc.freeze
        gc.freeze = lambda: (freezes.append(1), freeze())  # counts the calls

        class FirstFrame(GMConsoleApp):
            def _open(self, session):
                super()._open(session)
                self.screen.call_after_refresh(self.check)

            def check(self):
                if self._collector_paused:  # the game screen's first frame not drawn yet
                    self.set_timer(0.002, self.check)
                    return
                seen.append(
                    {{"enabled": gc.isenabled(), "frozen": gc.get_freeze_count(), "calls": len(freezes)}}
                )
                self.exit()

        before = gc.get_freeze_count()
        FirstFrame({str(save)!r}).run(headless=True, size=(120, 40))
        FirstFrame({str(save)!r}).run(headless=True, size=(120, 40))
        print(json.dumps({{"before": before, "seen": seen}}))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=save.parent, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    first, second = found["seen"]
    assert found["before"] == 0
    assert first["enabled"] and second["enabled"]
    assert first["frozen"] > 10_000  # the modules, classes, widgets and game of the start
    assert first["calls"] == second["calls"] == 1  # the second app's objects stay collectable
