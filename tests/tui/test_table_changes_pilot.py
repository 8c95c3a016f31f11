"""The table's changes from the console (issue 13, point 20), from key presses: forms opened
from the command palette (or a player's own palette entry), the player chosen from the living
roster with completion, the new name and aliases, a removal in the GM's words, a deadline as a
date and a time; each is the CLI's own engine action: saved, undone by one ctrl+z, in the post.
And the reminder to post."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

from textual.widgets import Input, Static, TextArea

from gmconsole.engine.seats import deadline_words
from gmconsole.export import public_post, render
from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.dialogs import Page
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.seats import DeadlineDialog, RemoveDialog, ReplaceDialog, ShowText


def FR(text: str) -> str:
    """``text`` with the French typography the posts use (narrow no-break spaces, ’)."""
    from gmconsole.engine.wording import typography

    return typography(text, "fr", apostrophes=True)


def SCREEN(text: str) -> str:
    """``text`` with the French typography of every screen (narrow no-break spaces, straight ')."""
    from gmconsole.engine.wording import typography

    return typography(text, "fr")


SQUAD = [[{"kind": "squad", "members": ["Alice", "Bob"]}], [{"kind": "resolve"}]]


async def palette(pilot, text: str) -> None:
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*text)
    await pilot.pause(0.5)
    await pilot.press("enter")
    await pilot.pause()


KEYS = {"enter", "right", "escape", "ctrl+z", "f1"}


async def type_in(pilot, *parts: str) -> None:
    """Each part typed (or pressed, for a key's name), one after the other: a field takes the
    focus on enter before the next part is typed, as when a GM types."""
    for part in parts:
        if part in KEYS:
            await pilot.press(part)
        elif part:
            await pilot.press(*part)
        await pilot.pause()


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


def problem(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#seat-problem", Static).render())


def public_text(save: Path) -> str:
    game = load_game(save)
    return render(public_post(game.events(), game.scenario), "text")


async def test_replace_from_the_palette_with_completion_saved_undone_and_announced(
    tmp_path: Path, new_astrub
) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await palette(pilot, "remplacer un joueur")
        assert isinstance(app.screen, ReplaceDialog)
        assert app.screen.focused.id == "seat-player"
        await type_in(pilot, "chlo", "right")  # → takes the completion
        assert app.screen.query_one("#seat-player", Input).value == "Chloé"
        await type_in(pilot, "", "enter")  # on to the new name
        assert app.screen.focused.id == "seat-new"
        await type_in(pilot, "Zacharie", "enter")
        await type_in(pilot, "Zach, zach.bzh", "enter")
        assert isinstance(app.screen, GameScreen)
        state = app.screen.session.state
        assert state.resolve("zach.bzh").name == "Zacharie" and state.player("Zacharie").seat == 3
        assert "Zacharie remplace Chloé" in status(app)
        saved = load_game(save)
        assert saved.state.player("Zacharie").seat == 3 and saved.state.player("Zacharie").roles
        assert "Zacharie remplace Chloé" in public_text(save)  # the post announces it
        await type_in(pilot, "", "ctrl+z")  # one undo takes it back
        assert load_game(save).state.players[2].name == "Chloé"


async def test_a_players_own_palette_entry_opens_the_form_on_him(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "remplacer chloe")
        assert isinstance(app.screen, ReplaceDialog)
        assert app.screen.query_one("#seat-player", Input).value == "Chloé"
        assert app.screen.focused.id == "seat-new"
        await type_in(pilot, "Zacharie", "enter", "enter")
        assert load_game(save).state.player("Zacharie").seat == 3


async def test_the_form_refuses_an_unknown_player_and_a_taken_name_and_keeps_what_is_typed(
    tmp_path: Path, new_astrub
) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    before = save.read_bytes()
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "remplacer un joueur")
        await type_in(pilot, "Chloe2", "enter", "Zacharie", "enter", "enter")
        assert isinstance(app.screen, ReplaceDialog)
        assert "n'est pas un joueur en vie" in problem(app) and "Chloé" in problem(app)
        assert app.screen.focused.id == "seat-player"
        app.screen.query_one("#seat-player", Input).value = "Chloé"
        app.screen.query_one("#seat-new", Input).value = "alice"
        await type_in(pilot, "", "enter", "enter", "enter")
        assert isinstance(app.screen, ReplaceDialog)
        assert "déjà le nom d'un joueur (Alice)" in problem(app)
        await type_in(pilot, "", "escape")
        assert isinstance(app.screen, GameScreen)
    assert save.read_bytes() == before  # nothing changed


async def test_remove_in_the_gms_words_from_the_palette(tmp_path: Path, new_winterfell) -> None:
    save = new_winterfell(Path("saves/w.toml"))
    name = load_game(save).state.players[5].name
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "retirer un joueur")
        assert isinstance(app.screen, RemoveDialog)
        await type_in(pilot, name, "enter", f"{name} ne répond plus depuis dix jours.", "enter")
        assert isinstance(app.screen, GameScreen)
        assert not app.screen.session.state.player(name).alive
    saved = load_game(save)
    found = [e for e in saved.journal[-1].events if e.kind.startswith("player_removed")]
    assert len(found) == 1, [(e.kind, e.data) for e in saved.journal[-1].events]
    removed = found[0]
    assert removed.data == {"player": name, "announcement": f"{name} ne répond plus depuis dix jours."}
    assert f"{name} ne répond plus depuis dix jours." in public_text(save)


async def test_remove_with_the_games_sentence(tmp_path: Path, new_winterfell) -> None:
    save = new_winterfell(Path("saves/w.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "retirer de la partie : davos")
        assert isinstance(app.screen, RemoveDialog) and app.screen.focused.id == "seat-words"
        await type_in(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        assert "Davos" in status(app) and not app.screen.session.state.player("Davos").alive
    assert "Davos quitte la partie sur décision du MJ." in public_text(save)


async def test_a_game_without_removals_says_why_instead_of_a_form(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    before = save.read_bytes()
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "retirer un joueur")
        assert isinstance(app.screen, GameScreen)
        assert "Ce jeu ne permet de retirer aucun joueur" in status(app)
    assert save.read_bytes() == before


async def test_a_deadline_from_a_date_and_a_time_then_the_reminder(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await palette(pilot, "date limite")
        assert isinstance(app.screen, DeadlineDialog)
        tomorrow = date.today() + timedelta(days=1)
        assert app.screen.query_one("#seat-date", Input).value == tomorrow.isoformat()
        await type_in(pilot, "31/2", "enter", "21h30", "enter", "enter")  # no 31 February
        assert isinstance(app.screen, DeadlineDialog)
        assert SCREEN("« 31/2 » n'est pas une date") in problem(app)
        await type_in(pilot, "2/12/2026", "enter", "enter", "enter")
        assert isinstance(app.screen, GameScreen)
        assert SCREEN("date limite : mercredi 2 décembre à 21 h 30") in status(app)
        assert FR("Date limite : mercredi 2 décembre à 21 h 30.") in public_text(save)
        await palette(pilot, "rappel")
        assert isinstance(app.screen, ShowText)
        text = app.screen.query_one("#show-text", TextArea).text
        assert FR("vous avez jusqu'à mercredi 2 décembre à 21 h 30 pour voter") in text
        assert "Alice, Bob, Chloé, David et Émile (vote sur l'escouade)" in text
        await type_in(pilot, "", "escape")
        assert isinstance(app.screen, GameScreen)
        await type_in(pilot, "", "ctrl+z")
        assert "Date limite" not in public_text(save)


async def test_a_deadline_in_the_gms_own_words(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "date limite")
        await type_in(pilot, "", "enter", "enter", "ce soir à 22 h")
        assert SCREEN("Le message dira : ce soir à 22 h") in str(
            app.screen.query_one("#seat-preview", Static).render()
        )
        await type_in(pilot, "", "enter")
    assert FR("Date limite : ce soir à 22 h.") in public_text(save)


async def test_the_help_page_names_the_table_changes(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), SQUAD)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await type_in(pilot, "", "f1")
        assert isinstance(app.screen, Page)
        text = str(app.screen.query_one("#page-text", Static).render())
        for words in map(SCREEN, ("« remplacer »", "« retirer »", "« date limite »", "« rappel »")):
            assert words in text


def test_deadline_words_in_french_and_english() -> None:
    from datetime import datetime

    assert deadline_words(datetime(2026, 12, 1, 9, 5), "fr") == "mardi 1er décembre à 9 h 05"
    assert deadline_words(datetime(2026, 12, 2, 21, 0), "en") == "Wednesday 2 December at 21:00"


async def test_the_nights_reminder_is_one_private_message_per_awaited_role(
    tmp_path: Path, new_winterfell
) -> None:
    """W-A-1, W-A-10, W-R-1: at night the reminder names nobody in the thread; each player whose
    night order is missing gets his own message (the console's equivalent of `gmconsole remind`)."""
    save = new_winterfell(Path("saves/w.toml"))
    game = load_game(save)
    assert game.state.phase == "assassination"
    awaited = game.rules.awaiting(game.state, game.scenario)
    assert awaited and all(a.secret for a in awaited)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await palette(pilot, "rappel")
        assert isinstance(app.screen, ShowText)
        text = app.screen.query_one("#show-text", TextArea).text
    assert "Nous attendons" not in text
    for entry in awaited:
        assert f"Message privé pour {entry.player}" in text
    assert "escouades de la nuit" in text
