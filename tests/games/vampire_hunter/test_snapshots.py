"""Snapshots of the Vampire Hunter console: the map view at 120x40 and at 80x24, and the order's
form with the panels at 80x24 (a fixed seed, pinned hunters, blink off)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.widgets import Input, TextArea

from gmconsole.saves import save_game
from gmconsole.tui.app import GMConsoleApp

from .table import new_game


@pytest.fixture(autouse=True)
def _steady(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(Input.cursor_blink, "_default", False)
    monkeypatch.setattr(TextArea.cursor_blink, "_default", False)
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()


def _save() -> Path:
    path = save_game(new_game(seed="snapshot-seed"), Path("saves") / "vh.toml")
    os.utime(path, (1_750_000_000, 1_750_000_000))
    return path


def test_the_map_view_at_120x40(snap_compare) -> None:
    assert snap_compare(GMConsoleApp(_save()), terminal_size=(120, 40))


def test_the_map_view_at_80x24(snap_compare) -> None:
    """At 80x24 the form the GM types in comes first; page up shows the map above it."""
    assert snap_compare(GMConsoleApp(_save()), terminal_size=(80, 24), press=["pageup"])


def test_the_form_and_panels_at_80x24(snap_compare) -> None:
    """The hunt order's form, its first field focused, beside the rules' panels (the last
    fight, the current hunter's card first)."""
    assert snap_compare(GMConsoleApp(_save()), terminal_size=(80, 24))


def _resolve_a_turn():
    """The first hunter's move typed (the first free town) and resolved: the result box shown."""
    from gmconsole.engine.names import fold
    from gmconsole.games.vampire_hunter.rules.turn import legal_moves

    async def run(pilot) -> None:
        await pilot.pause()
        game = pilot.app.screen.session.game
        town = legal_moves(game.state, game.scenario, game.state.step)[0]
        keys = {" ": "space", "-": "minus", "'": "apostrophe"}
        await pilot.press(*[keys.get(c, c) for c in fold(game.scenario.towns[town].name)], "enter")
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")
        for _ in range(4):
            await pilot.pause()
        await pilot.wait_for_scheduled_animations()  # the focus's scroll to the next form
        await pilot.pause()

    return run


def test_the_form_under_a_result_at_80x24(snap_compare) -> None:
    """After a resolve the result box keeps 4 rows (its title and two lines), the next
    hunter's form the rest."""
    assert snap_compare(GMConsoleApp(_save()), terminal_size=(80, 24), run_before=_resolve_a_turn())


def test_the_form_under_a_result_at_120x40(snap_compare) -> None:
    """At 120x40 the result box keeps its 8 rows; the pane scrolls down from the map's top just
    as far as the field the GM types in and its options' line (most of the map above the form)."""
    assert snap_compare(GMConsoleApp(_save()), terminal_size=(120, 40), run_before=_resolve_a_turn())
