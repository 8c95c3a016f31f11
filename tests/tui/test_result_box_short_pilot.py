"""At 80x24 the result box shown after a resolve keeps its title and two lines (4 rows), for every
game: at its 8 rows the form the GM types in kept 6 of the 24. From 36 rows, and after a resize
there, it is back to its 8."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.demo import demo_save_path
from gmconsole.tui.app import GMConsoleApp


async def test_the_result_box_is_short_on_a_short_screen_and_back_when_it_grows() -> None:
    app = GMConsoleApp(demo_save_path(Path("saves")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        box = app.screen.query_one("#result", Static)
        assert box.display and app.screen.has_class("-short")
        assert box.outer_size.height == 4, box.outer_size
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert app.screen.has_class("-tall") and not app.screen.has_class("-short")
        assert 4 < box.outer_size.height <= 8, box.outer_size
