"""Keys typed fast (posted at once, no pause: as a terminal delivers them) on the screens beside
the game screen: the simulator, the vote import's paste box, review and correction, and the
seats' forms. A key that moves the focus (tab, shift+tab, enter to the next field) or opens a
dialog acts when it is pressed: the keys after it go where it sent the focus, none is lost to
the widget left behind."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Input, TextArea

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.seats import ReplaceDialog
from gmconsole.tui.screens.simulator import Simulator
from gmconsole.tui.screens.vote_import import CorrectLine, ReviewImport, ReviewTable

CHARACTERS = {"tab": "\t", "enter": "\r", "space": " "}


def _type(app: GMConsoleApp, keys: list[str]) -> None:
    """Every key posted at once, no pause between them."""
    for key in keys:
        character = key if len(key) == 1 else CHARACTERS.get(key)
        app.post_message(events.Key(key, character))


async def test_simulator_tab_moves_on_before_the_next_digit(tmp_path: Path, new_astrub) -> None:
    app = GMConsoleApp(new_astrub(tmp_path / "saves" / "g.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, Simulator)
        low, high, games = (app.screen.query_one(f"#sim-{n}", Input) for n in ("low", "high", "games"))
        low.focus()
        await pilot.pause()
        _type(app, ["3", "tab", "9", "tab", "5", "0", "shift+tab", "8"])
        await pilot.pause()
        assert (low.value, high.value, games.value) == ("3", "8", "50")
        assert app.focused is high


async def test_seat_form_tab_and_enter_move_on_before_the_next_letter(tmp_path: Path, new_astrub) -> None:
    app = GMConsoleApp(new_astrub(tmp_path / "saves" / "g.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        screen.ask_replace()
        await pilot.pause()
        assert isinstance(app.screen, ReplaceDialog)
        player, new, aliases = (
            app.screen.query_one(f"#seat-{n}", Input) for n in ("player", "new", "aliases")
        )
        assert app.focused is player
        _type(app, [*"Bob", "tab", *"Zed", "enter", *"Zz"])
        await pilot.pause()
        assert (player.value, new.value, aliases.value) == ("Bob", "Zed", "Zz")
        assert app.focused is aliases


async def _review(pilot, app: GMConsoleApp) -> ReviewImport:
    from test_vote_import_pilot import paste

    await paste(pilot, app)
    await pilot.press("ctrl+s")
    await pilot.pause()
    assert isinstance(app.screen, ReviewImport)
    return app.screen


async def test_review_edit_then_a_name_at_once_goes_to_the_correction(tmp_path: Path) -> None:
    """e opens the correction when pressed: the vote typed right after it is the correction's,
    not the review's keys (its n, a, s would have moved the cursor or dropped lines)."""
    from test_vote_import_pilot import justice_game

    app = GMConsoleApp(justice_game(Path("saves/justice.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        review = await _review(pilot, app)
        row = next(r for r in review.review.rows if r.voter is not None)
        review.query_one(ReviewTable).move_cursor(row=row.index)
        await pilot.pause()
        _type(app, ["e", *"Sansa"])
        await pilot.pause()
        assert isinstance(app.screen, CorrectLine)
        assert app.focused is app.screen.query_one("#correct-vote", Input)
        assert app.focused.value == "Sansa"
        assert review.current() is row


async def test_correction_enter_from_the_voter_goes_to_the_vote_at_once(tmp_path: Path) -> None:
    """A line read without its voter: e, the voter, tab, the vote, typed at once; each field
    has its own. Then the vote emptied and enter from the voter: the vote field, at once."""
    from test_vote_import_pilot import justice_game

    app = GMConsoleApp(justice_game(Path("saves/justice.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        review = await _review(pilot, app)
        index = next(r.index for r in review.review.rows if r.voter is None)
        review.query_one(ReviewTable).move_cursor(row=index)
        await pilot.pause()
        _type(app, ["e", *"Zoe", "tab", *"Luwin"])
        await pilot.pause()
        assert isinstance(app.screen, CorrectLine)
        voter, vote = (app.screen.query_one(f"#correct-{n}", Input) for n in ("voter", "vote"))
        assert (voter.value, vote.value) == ("Zoe", "Luwin")
        assert app.focused is vote
        voter.value = vote.value = ""
        voter.focus()
        await pilot.pause()
        _type(app, [*"Zoé", "enter", *"Maxime"])
        await pilot.pause()
        assert (voter.value, vote.value) == ("Zoé", "Maxime")
        assert app.focused is vote


async def test_paste_box_tab_leaves_the_box_before_the_next_key(tmp_path: Path, new_winterfell) -> None:
    """Tab out of the paste box, then a space at once: the space presses the button tab went
    to (Read the votes), it is not typed into the thread."""
    from test_vote_import_pilot import justice_game

    app = GMConsoleApp(justice_game(Path("saves/justice.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+t")
        await pilot.pause()
        box = app.screen.query_one("#paste-text", TextArea)
        assert app.focused is box
        _type(app, [*"ab", "tab", "space"])
        await pilot.pause()
        assert box.text == "ab"
