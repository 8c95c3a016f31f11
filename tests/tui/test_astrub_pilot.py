"""A whole Astrub game played from key presses only, and undo/redo from the keyboard."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.modals import ConfirmResolve

SIZES_5 = [2, 3, 2, 3, 3]


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


class Keys:
    """Counts the key presses a script takes (the GM's time budget)."""

    def __init__(self, pilot) -> None:
        self.pilot = pilot
        self.count = 0

    async def __call__(self, *keys: str) -> None:
        self.count += len(keys)
        await self.pilot.press(*keys)
        await self.pilot.pause()


async def play_mission(keys: Keys, app: GMConsoleApp, size: int, players: int = 5, sabotage: int = 0) -> None:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    # proposal: the squad list has focus; space toggles, enter proposes
    await keys("space", *(["down", "space"] * (size - 1)), "enter")
    assert screen.session.state.squad, status(app)
    await keys("ctrl+r")
    assert isinstance(app.screen, ConfirmResolve)
    await keys("enter")
    assert screen.session.state.phase == "approval", status(app)
    # approval: one key per player, the cursor moves down by itself
    await keys(*(["y"] * players))
    await keys("ctrl+r", "enter")
    assert screen.session.state.phase == "mission", status(app)
    # the squad's secret choices
    await keys(*(["x"] * sabotage), *(["s"] * (size - sabotage)))
    await keys("ctrl+r", "enter")


async def test_whole_astrub_game_from_the_keyboard(astrub_save: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        keys = Keys(pilot)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for mission in range(3):
            await play_mission(keys, app, SIZES_5[mission])
            assert screen.session.state.results == [True] * (mission + 1), status(app)
        assert screen.session.state.winner == "mercenaries"
        assert "mercenaries" in screen.sub_title or "mercenaires" in screen.sub_title
        assert "Résolu" in status(app)
        # the save on disk holds the victory (written after every action)
        saved = load_game(astrub_save)
        assert saved.state.winner == "mercenaries"
        assert len(saved.journal) == sum(9 + s for s in SIZES_5[:3])  # one undoable step per order
        assert keys.count < 70
        # once the game is over, resolving is refused in the modal (only cancel is offered)
        await keys("ctrl+r")
        assert isinstance(app.screen, ConfirmResolve) and app.screen.problem
        await keys("enter")
        assert isinstance(app.screen, GameScreen)


async def test_spies_win_with_sabotage(astrub_save: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(80, 24)) as pilot:
        keys = Keys(pilot)
        await pilot.pause()
        for mission in range(3):
            await play_mission(keys, app, SIZES_5[mission], sabotage=1)
        assert app.screen.session.state.winner == "spies"


async def test_undo_and_redo_from_the_keyboard(astrub_save: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        keys = Keys(pilot)
        await pilot.pause()
        screen = app.screen
        await keys("space", "down", "space", "enter", "ctrl+r", "enter", "y", "n")
        assert screen.session.state.votes == {"Alice": True, "Bob": False}
        await keys("ctrl+z")
        assert screen.session.state.votes == {"Alice": True}
        assert "Annulé" in status(app) and "Bob non" in status(app)
        assert load_game(astrub_save).state.votes == {"Alice": True}
        await keys("ctrl+z")
        assert screen.session.state.votes == {}
        await keys("ctrl+y")
        assert screen.session.state.votes == {"Alice": True}
        assert "Rétabli" in status(app)
        await keys("ctrl+y")
        assert screen.session.state.votes == {"Alice": True, "Bob": False}
        assert load_game(astrub_save).state.votes == {"Alice": True, "Bob": False}
        await keys("ctrl+y")
        assert "rien à rétablir" in status(app)
        # undo across a resolution: back to the proposal, the squad builder has the focus again
        await keys("ctrl+z", "ctrl+z", "ctrl+z")
        assert screen.session.state.phase == "proposal"
        await pilot.pause()
        assert type(app.focused).__name__ == "SquadList"


async def test_a_refused_order_says_why_and_changes_nothing(astrub_save: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        keys = Keys(pilot)
        await pilot.pause()
        screen = app.screen
        problems = screen.query_one("#squad-problems", Static)
        await keys("space")
        assert "2 members, not 1" in str(problems.render())
        await keys("enter")
        assert "Refusé" in status(app) and "M-M-2" in status(app)
        assert screen.session.state.squad == []
        assert load_game(astrub_save).journal == []
        # resolving with no squad: the modal shows the rules' refusal
        await keys("ctrl+r")
        assert "no squad entered yet" in app.screen.problem
        await keys("escape")
        assert isinstance(app.screen, GameScreen)


async def test_leader_choice_and_typed_names(astrub_save: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        keys = Keys(pilot)
        await pilot.pause()
        screen = app.screen
        # make Chloé the first leader, then type the squad's names (accents ignored)
        await keys("down", "down", "ctrl+l", "tab", *"chloe", "enter", *"emile", "enter")
        builder = screen.query_one("#squad")
        assert builder.leader == "Chloé"
        assert builder.draft() == ["Chloé", "Émile"]
        await keys("enter")
        assert screen.session.state.squad == ["Chloé", "Émile"]
        assert screen.session.state.leader == "Chloé"


async def test_votes_typed_as_a_list(astrub_save: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        keys = Keys(pilot)
        await pilot.pause()
        screen = app.screen
        await keys("space", "down", "space", "enter", "ctrl+r", "enter", "tab")
        await keys(*"alice oui, bob non, chloe yes", "enter")
        assert screen.session.state.votes == {"Alice": True, "Bob": False, "Chloé": True}
        await keys(*"david peutetre", "enter")
        assert "Refusé" in status(app)
        assert "David" not in screen.session.state.votes
