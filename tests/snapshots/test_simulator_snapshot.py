"""The balance simulator's screen after a sweep, pinned (issue 17, point 1): the form, the table of
each camp's rate with its interval, plotext's chart (fixed seed, few games, blink off). Regenerate
with ``--snapshot-update`` after looking at the report."""

from __future__ import annotations

import asyncio

from textual.widgets import Input, Select

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

    assert snap_compare(GMConsoleApp(path), run_before=sweep, terminal_size=(120, 40))
