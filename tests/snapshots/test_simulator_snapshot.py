"""The balance simulator's screen after a sweep, pinned (issue 17, point 1): the form, the table of
each camp's rate with its interval, plotext's chart (fixed seed, few games, blink off). Regenerate
with ``--snapshot-update`` after looking at the report."""

from __future__ import annotations

import asyncio

from textual.widgets import Input, Select, Static

from gmconsole.tui.app import GMConsoleApp


def test_balance_simulator_after_a_sweep(snap_compare, astrub) -> None:
    path = astrub("g.toml")

    async def sweep(pilot) -> None:
        await pilot.press("f6")
        await pilot.pause()
        screen = pilot.app.screen
        screen.query_one("#sim-setting", Select).value = "options.rejections_limit"
        await pilot.pause()
        screen.query_one("#sim-games", Input).value = "20"
        await pilot.press("ctrl+s")
        for _ in range(15000):  # until the worker is done (no clock: a bounded number of turns, some minutes)
            if not screen.running:
                break
            await asyncio.sleep(0.02)
            await pilot.pause()
        await pilot.pause()
        # what the picture must show, said in words when it does not (a failed run, a run not over)
        problem = str(screen.query_one("#sim-problem", Static).render())
        state = str(screen.query_one("#sim-state", Static).render())
        assert not screen.running, f"the sweep is still running: {state}"
        assert not problem.strip(), f"the sweep failed: {problem}"
        assert [value for value, _ in screen.results] == [4, 5, 6], state

    assert snap_compare(GMConsoleApp(path), run_before=sweep, terminal_size=(120, 40))
