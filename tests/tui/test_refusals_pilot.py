"""The console shows a refusal and an order's warnings in the game's language (issue 11, point 3),
the console's own words being English here (GMCONSOLE_LANG=en): the rules' sentence is French."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.views import OrderReady

SQUAD_1 = {"kind": "squad", "members": ["Davos", "Howland", "Wyman"], "target": "Jon", "lookout": "Robett"}


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def test_w_a_1_an_empty_squad_is_refused_in_french_on_the_status_line(new_winterfell) -> None:
    """W-A-1: "l'escouade 2 n'a aucun membre (W-A-1)", and nothing changes."""
    save = new_winterfell(Path("saves/ex1.toml"), steps=[[SQUAD_1]])
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.post_message(OrderReady({"kind": "squad", "members": [], "target": "Luwin"}))
        await pilot.pause()
        assert "l'escouade 2 n'a aucun membre (W-A-1)" in status(app)
        assert "has no member" not in status(app)
        assert len(app.screen.session.state.assassination.squads) == 1
    assert len(load_game(save).state.assassination.squads) == 1


async def test_w_a_1_a_weak_squads_warning_is_french_in_the_console_and_english_in_the_journal(
    new_winterfell,
) -> None:
    """W-A-1, W-A-5: the warning of a squad too weak for its target."""
    save = new_winterfell(Path("saves/ex1.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        weak = {
            "kind": "squad",
            "members": ["Robett", "Tourte-Chaude"],
            "target": "Luwin",
            "lookout": "Lady Moustache",
        }
        app.screen.post_message(OrderReady(weak))
        await pilot.pause()
        assert "influence 4 pour 7 requise contre Luwin" in status(app)
        assert "influence against" not in status(app)


async def test_an_unknown_name_is_refused_in_french(new_winterfell) -> None:
    save = new_winterfell(Path("saves/ex1.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.post_message(OrderReady({"kind": "squad", "members": ["Zorglub"], "target": "Jon"}))
        await pilot.pause()
        assert "joueur inconnu" in status(app) and "Zorglub" in status(app)
