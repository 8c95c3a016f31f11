"""Issue 17, the console's first frame: the console imports at its start only what that frame
needs. The dialogs (the resolution's confirmation in ``screens/modals.py``, the pages, the
seats' dialogs), the launcher, the simulator, the vote import, the posts' export and the
libraries only they use load when they are first used, not before the game screen is drawn."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

NOT_AT_START = (
    "gmconsole.tui.screens.modals",
    "gmconsole.tui.screens.dialogs",
    "gmconsole.tui.screens.launcher",
    "gmconsole.tui.screens.simulator",
    "gmconsole.tui.screens.save_problems",
    "gmconsole.tui.screens.seats",
    "gmconsole.tui.screens.vote_import",
    "gmconsole.tui.help",
    "gmconsole.export",
    "gmconsole.simulate",
    "gmconsole.engine.votes_import",
    "plotext",
    "rapidfuzz",
)
"""Modules (and their submodules) that the first frame of the game screen does not need."""


def _loaded_at_first_frame(save: Path) -> list[str]:
    """Open ``save`` in the console, headless, in a fresh interpreter; once the game screen's
    first frame with every tab mounted is drawn, the modules of :data:`NOT_AT_START` loaded."""
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
                found["loaded"] = sorted(
                    m for m in sys.modules
                    if any(m == n or m.startswith(n + ".") for n in {NOT_AT_START!r})
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
    found = json.loads(proc.stdout.strip().splitlines()[-1])
    assert found["screen"] == "GameScreen"
    return found["loaded"]  # type: ignore[no-any-return]


@pytest.mark.slow
def test_the_first_frame_of_a_winterfell_game_imports_no_dialog_export_or_simulator(new_winterfell) -> None:
    save = new_winterfell(Path("saves/wf.toml")).resolve()
    assert _loaded_at_first_frame(save) == []


@pytest.mark.slow
def test_the_first_frame_of_an_astrub_game_imports_no_dialog_export_or_simulator(new_astrub) -> None:
    save = new_astrub(Path("saves/astrub.toml")).resolve()
    assert _loaded_at_first_frame(save) == []


async def test_the_resolution_s_confirmation_still_opens_from_the_game_screen(new_astrub) -> None:
    """``screens/modals.py`` is imported when the GM first asks to resolve (ctrl+r)."""
    from gmconsole.tui.app import GMConsoleApp

    app = GMConsoleApp(new_astrub(Path("saves/g.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert type(app.screen).__name__ == "ConfirmResolve"
