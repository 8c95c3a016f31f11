"""The table's changes from the console (issue 13, point 20), from key presses: a player
replaced through the command palette, a removal in the GM's words, the deadline of the call,
and the reminder to post."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static, TextArea

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.seats import AskText, ShowText

SQUAD = [[{"kind": "squad", "members": ["Alice", "Bob"]}], [{"kind": "resolve"}]]


async def palette(pilot, text: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*text)
    await pilot.pause(0.5)
    await pilot.press("enter")
    await pilot.pause()


async def answer(pilot, app: GMConsoleApp, text: str) -> None:
    assert isinstance(app.screen, AskText)
    await pilot.press(*text)
    await pilot.press("enter")
    await pilot.pause()


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def test_replace_from_the_palette_then_the_new_name_is_the_players(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "remplacer chloe")
        await answer(pilot, app, "Zacharie, Zach")
        assert isinstance(app.screen, GameScreen)
        state = app.screen.session.state
        assert state.resolve("zach").name == "Zacharie" and state.player("Zacharie").seat == 3
        assert "Zacharie remplace Chloé" in status(app)
    assert load_game(save).state.player("Zacharie").seat == 3  # saved


async def test_remove_in_the_gms_words_and_an_empty_answer(tmp_path: Path, new_winterfell) -> None:
    save = new_winterfell(Path("saves/w.toml"))
    game = load_game(save)
    name = game.state.players[5].name
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, f"retirer {name}")
        await answer(pilot, app, f"{name} ne répond plus.")
        assert isinstance(app.screen, GameScreen)
        assert not app.screen.session.state.player(name).alive
        events = app.screen.session.game.journal[-1].events
        assert events[-1].data["announcement"] == f"{name} ne répond plus."


async def test_deadline_and_reminder(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "date limite")
        assert isinstance(app.screen, AskText)
        await pilot.press("enter")  # empty: refused, the dialog stays
        await pilot.pause()
        assert isinstance(app.screen, AskText)
        assert "écrivez quelque chose" in str(app.screen.query_one("#ask-problem", Static).render())
        await answer(pilot, app, "mardi 21 h")
        assert "date limite : mardi 21 h" in status(app)
        await palette(pilot, "rappel")
        assert isinstance(app.screen, ShowText)
        text = app.screen.query_one("#show-text", TextArea).text
        assert "vous avez jusqu'à mardi 21 h pour voter" in text
        assert "Alice, Bob, Chloé, David et Émile" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
