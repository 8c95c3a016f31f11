"""The new-game dialog at 80x24 shows several players' lines (it showed one), its buttons stay in
sight when the deal's notes or the estimate make the fields taller than the screen (the fields
scroll, not the buttons), and at 120x40 the players' box is as it was (four lines)."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.widgets import Button, Static, TextArea

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import NewGame


@pytest.fixture(autouse=True)
def _no_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    """No simulated games: the test fills the notes itself."""
    monkeypatch.setattr(NewGame, "_estimate", lambda self, scenario: None)


async def open_dialog(pilot) -> NewGame:
    await pilot.pause()
    await pilot.press("n")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, NewGame)
    return screen


def in_sight(screen: NewGame, widget) -> bool:
    box = screen.query_one("#new-box").region
    return (
        widget.region.height > 0
        and box.contains_region(widget.region)
        and widget.region.bottom <= screen.app.size.height
    )


async def test_at_80x24_the_players_box_shows_five_lines_and_the_buttons_stay() -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_dialog(pilot)
        players = screen.query_one("#new-players", TextArea)
        assert players.scrollable_content_region.height >= 5, players.scrollable_content_region
        for name in ("Alice", "Bob", "Chloé", "David", "Émile"):
            await pilot.press(*name, "enter")
        await pilot.pause()
        assert players.scroll_offset.y <= 1  # five names and the cursor's line: hardly scrolled
        for button in screen.query(Button):
            assert in_sight(screen, button), button.region
        # a long note under the fields: they scroll, the buttons do not leave the screen
        screen.query_one("#new-deal", Static).update(Text("\n".join(f"note {n}" for n in range(12))))
        await pilot.pause()
        for button in screen.query(Button):
            assert in_sight(screen, button), button.region
        fields = screen.query_one("#new-fields")
        assert fields.max_scroll_y > 0  # the fields are what scrolls
        await pilot.press("ctrl+s")  # still works: the game is created
        await pilot.pause()
        assert not isinstance(app.screen, NewGame)


async def test_at_120x40_the_dialog_is_as_it_was() -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_dialog(pilot)
        assert screen.query_one("#new-players", TextArea).scrollable_content_region.height == 4
        box = screen.query_one("#new-box").region
        assert box.height < 40 - 4  # sized to its fields, not the whole height
        for button in screen.query(Button):
            assert in_sight(screen, button), button.region
