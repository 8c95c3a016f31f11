"""A whole Astrub game played from key presses only, and undo/redo from the keyboard."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
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


@asynccontextmanager
async def console(save: Path, size: tuple[int, int] = (120, 40)) -> AsyncIterator[tuple[GMConsoleApp, Keys]]:
    """The console opened on ``save``, its first frame drawn, and a key counter for it."""
    app = GMConsoleApp(save)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        yield app, Keys(pilot)


async def approved_squad(keys: Keys, app: GMConsoleApp, size: int, players: int = 5) -> None:
    """The first ``size`` players in the list proposed, the proposal resolved, approved by every
    player and resolved: the mission phase."""
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


async def play_mission(keys: Keys, app: GMConsoleApp, size: int, players: int = 5, sabotage: int = 0) -> None:
    await approved_squad(keys, app, size, players)
    # the squad's secret choices
    await keys(*(["x"] * sabotage), *(["s"] * (size - sabotage)))
    await keys("ctrl+r", "enter")


async def test_whole_astrub_game_from_the_keyboard(astrub_save: Path) -> None:
    async with console(astrub_save) as (app, keys):
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
    async with console(astrub_save, size=(80, 24)) as (app, keys):
        for mission in range(3):
            await play_mission(keys, app, SIZES_5[mission], sabotage=1)
        assert app.screen.session.state.winner == "spies"


async def test_undo_and_redo_from_the_keyboard(astrub_save: Path) -> None:
    async with console(astrub_save) as (app, keys):
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
        await keys.pilot.pause()
        assert type(app.focused).__name__ == "SquadList"


async def test_a_refused_order_says_why_and_changes_nothing(astrub_save: Path) -> None:
    async with console(astrub_save) as (app, keys):
        screen = app.screen
        problems = screen.query_one("#squad-problems", Static)
        await keys("space")
        assert "2 membres, pas 1" in str(problems.render())
        await keys("enter")
        assert "Refusé" in status(app) and "M-M-2" in status(app)
        assert screen.session.state.squad == []
        assert load_game(astrub_save).journal == []
        # resolving with no squad: the modal shows the rules' refusal
        await keys("ctrl+r")
        assert "aucune escouade saisie" in app.screen.problem
        await keys("escape")
        assert isinstance(app.screen, GameScreen)


async def test_leader_choice_and_typed_names(astrub_save: Path) -> None:
    async with console(astrub_save) as (app, keys):
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
    async with console(astrub_save) as (app, keys):
        screen = app.screen
        await keys("space", "down", "space", "enter", "ctrl+r", "enter", "tab")
        await keys(*"alice oui, bob non, chloe yes", "enter")
        assert screen.session.state.votes == {"Alice": True, "Bob": False, "Chloé": True}
        await keys(*"david peutetre", "enter")
        assert "Refusé" in status(app)
        assert "David" not in screen.session.state.votes


async def test_mission_entry_shows_how_many_sabotages_fail_it_m_m_7(astrub_save: Path) -> None:
    """M-M-7 (issue 14): before the GM resolves, the mission entry says how many sabotages make
    the mission fail, as the vote entry shows its rule: one, and two for the Émeraudes Koalak."""
    async with console(astrub_save) as (app, keys):
        screen = app.screen
        seen = []
        for mission, sabotage in enumerate([0, 1, 0]):  # success, failure, success
            await approved_squad(keys, app, SIZES_5[mission])
            seen.append(screen.query_one("#choices").spec.threshold)
            await keys(*(["x"] * sabotage), *(["s"] * (SIZES_5[mission] - sabotage)), "ctrl+r", "enter")
        await approved_squad(keys, app, SIZES_5[3])
        assert screen.session.state.turn == 4 and screen.session.state.phase == "mission", status(app)
        seen.append(screen.query_one("#choices").spec.threshold)
        assert seen[:3] == ["un sabotage fait échouer la mission"] * 3
        assert seen[3] == "il en faut 2 pour faire échouer la mission"


async def test_first_leader_is_asked_for_and_can_change_until_resolved_m_s_3(astrub_save: Path) -> None:
    """M-S-3 (issue 14): no seat is taken for the first leader; the GM picks him, proposes, picks
    another and proposes again; once the squad is resolved, the lead is no longer his choice."""
    async with console(astrub_save) as (app, keys):
        screen = app.screen
        builder = screen.query_one("#squad")
        assert builder.leader == "" and "(M-S-3)" in str(screen.query_one("#squad-title").render())
        await keys("down", "ctrl+l", "space", "down", "space", "enter")
        assert screen.session.state.leader == "Bob"
        await keys("ctrl+l", "enter")  # the cursor is on Chloé: she leads instead
        assert screen.session.state.leader == "Chloé" and builder.spec.leader_editable
        await keys("ctrl+r", "enter", *(["n"] * 5), "ctrl+r", "enter")  # resolved, then rejected
        assert screen.session.state.leader == "David" and not builder.spec.leader_editable
