"""Issue 13, "A GM's evening without a stumble": the places where a new GM tripped, each pinned
by a Pilot test (they failed on the main branch before the fixes)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.demo import demo_game_path
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.launcher import Launcher


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def press(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


async def until_typing(pilot, app) -> None:
    """Wait for a field to have the focus (it comes after the next step's first frame)."""
    for _ in range(30):
        if isinstance(app.focused, Input):
            return
        await pilot.pause()


def demo_ballot(screen: GameScreen) -> tuple[list[str], list[str]]:
    """The demo's justice ballot as it stands: the accused in their ballot order (``1``, ``2``...)
    and the voters who have not voted yet, in seat order (the demo's dice choose both)."""
    state = screen.session.state
    accused = [a.accused for a in state.justice.accusations]
    waiting = [
        p.name for p in state.living() if p.rank != "great_vassal" and p.name not in state.justice.votes
    ]
    return accused, waiting


def executed_by_resolving(screen: GameScreen) -> list[str]:
    """The demo's ballot completed (every voter left votes for the first accused), and who the
    votes then execute (the engine's own tally, as the result box says)."""
    from gmconsole.games.winterfell.rules import justice

    accused, waiting = demo_ballot(screen)
    outcome = screen.session.act({"kind": "justice_votes", "votes": dict.fromkeys(waiting, accused[0])})
    assert outcome.ok, outcome
    return justice.tally(screen.session.state, screen.session.scenario).executed


async def to_approval(pilot) -> None:
    """Astrub: Alice and Bob proposed, the proposal resolved: the approval ballot has the focus."""
    await press(pilot, "space", "down", "space", "enter", "ctrl+r", "enter")


# -- point 1: the status line says what was entered (M-M-3, M-M-6) ----------------------------
async def test_astrub_status_line_says_no_when_n_is_pressed(astrub_save: Path) -> None:
    """M-M-3: ``n`` on Bob's row enters a no, and the line says "non" (it said "oui")."""
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await to_approval(pilot)
        await press(pilot, "y", "n")
        assert app.screen.session.state.votes == {"Alice": True, "Bob": False}
        assert "Bob non" in status(app) and "Bob oui" not in status(app)


async def test_astrub_status_line_for_typed_words(astrub_save: Path) -> None:
    """Typed "Émile non" says "Émile non"; typed "alice réussite" says "réussite" (M-M-6)."""
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await to_approval(pilot)
        await press(pilot, *"emile non", "enter")
        assert app.screen.session.state.votes == {"Émile": False}
        assert "Émile non" in status(app), status(app)
        await press(pilot, "escape", "f3")
        await press(pilot, *(["y"] * 5), "ctrl+r", "enter")
        assert app.screen.session.state.phase == "mission"
        await press(pilot, *"alice réussite", "enter")
        assert app.screen.session.state.choices == {"Alice": False}
        assert "Alice réussite" in status(app) and "sabotage" not in status(app), status(app)


# -- point 2: tab keys never enter votes ---------------------------------------------------------
async def test_digits_on_the_justice_ballot_are_votes_and_tabs_are_function_keys() -> None:
    """W-J-3: on the justice ballot ``3`` is a vote for the third accused and nothing else; the
    tabs are on F2-F5, and the header says so."""
    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        labels = [str(t.label) for t in screen.query("ContentTab")]
        assert labels[0].startswith("F2") and labels[3].startswith("F5")
        accused, waiting = demo_ballot(screen)
        luwin, third = waiting[0], accused[2]
        table = screen.query_one("#ballot-table")
        table.move_cursor(row=[str(k.value) for k in table.rows].index(luwin))
        await press(pilot, "3")
        assert screen.session.state.justice.votes[luwin] == third
        assert screen.query_one("#tabs").active == "orders"  # "3" did not switch to the dice
        await press(pilot, "f2")
        assert screen.query_one("#tabs").active == "roster"
        assert screen.session.state.justice.votes[luwin] == third  # and F2 entered nothing


# -- point 3: one unknown name keeps the rest of the line ----------------------------------------
async def test_a_line_with_one_unknown_name_enters_the_rest() -> None:
    """W-J-3: "Barbrey : révolte, Rodrik : Wendel, Inconnu : Medger" enters Barbrey and Rodrik;
    "Inconnu : Medger" stays in the field, marked; "Wylis : 3" is the third accused (the names
    are the demo's: two voters who have not voted, the accused)."""
    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        accused, waiting = demo_ballot(screen)
        barbrey, rodrik, wylis, harwood = waiting[:4]
        first, third = accused[0], accused[2]
        await press(pilot, *f"{barbrey} : révolte, {rodrik} : {third}, Inconnu : {first}", "enter")
        votes = screen.session.state.justice.votes
        assert votes[barbrey] == "revolt" and votes[rodrik] == third
        field = screen.query_one("#ballot-input", Input)
        assert field.value == f"Inconnu : {first}"
        problem = str(screen.query_one("#ballot-problem", Static).render())
        assert "Inconnu" in problem and "aucun joueur" in problem
        assert barbrey in status(app) and "Inconnu" in status(app)  # the status line too (80x24)
        assert load_game(save).state.justice.votes[rodrik] == third
        field.value = ""
        await press(pilot, *f"{wylis} : 3", "enter")
        assert screen.session.state.justice.votes[wylis] == third
        typo = harwood[:-2] + harwood[-1]  # a letter left out: the closest names are offered
        await press(pilot, *f"{typo} : {first}", "enter")
        problem = str(screen.query_one("#ballot-problem", Static).render())
        assert harwood in problem, problem
        assert harwood not in screen.session.state.justice.votes


# -- point 4: typed names count; letters go to the name field -------------------------------------
async def test_typed_members_count_when_tabbing_away(tmp_path: Path, new_winterfell) -> None:
    """W-A-1: members typed in the squad's field and left with tab are in the squad."""
    save = new_winterfell(Path("saves/ex1.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert app.focused is not None and app.focused.id == "wolf-members"
        await press(pilot, *"wyman, howland, davos", "tab", *"jon", "enter", *"robett", "enter")
        squads = screen.session.state.assassination.squads
        assert [sorted(s.members) for s in squads] == [["Davos", "Howland", "Wyman"]]


async def test_letters_in_the_wolf_list_go_to_the_members_field(tmp_path: Path, new_winterfell) -> None:
    """On a name-typing screen, ``r``, ``u``, ``n``, ``q`` typed in the list are the start of a
    name, never a command (no resolution, no undo, no "no assassination", no quit)."""
    save = new_winterfell(Path("saves/ex1.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await press(pilot, "shift+tab")  # the wolves' list
        assert type(app.focused).__name__ == "WolfList"
        await press(pilot, *"robett")
        assert screen.query_one("#wolf-members", Input).value == "robett"
        assert isinstance(app.screen, GameScreen)
        assert not screen.session.state.assassination.no_assassination


async def test_footer_shows_ctrl_keys_only(tmp_path: Path, new_winterfell) -> None:
    """The screen's commands shown in the footer are ctrl and function keys."""
    save = new_winterfell(Path("saves/ex1.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shown = [key for key, active in app.screen.active_bindings.items() if active.binding.show]
        assert shown and all(k.startswith(("ctrl+", "f")) or k == "enter" for k in shown), shown


# -- point 6: back to the launcher; quit asks when a field holds text ----------------------------
async def test_back_to_the_launcher_and_quit_asks_first(astrub_save: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, Launcher)
        app.open_game(astrub_save)
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await press(pilot, "ctrl+o")
        assert isinstance(app.screen, Launcher)
        app.open_game(astrub_save)
        await pilot.pause()
        await press(pilot, *"chlo")  # a letter in the list goes to the name field
        assert app.screen.query_one("#squad-name", Input).value == "chlo"
        await press(pilot, "ctrl+q")
        assert type(app.screen).__name__ == "Ask" and app.is_running
        await press(pilot, "escape")
        assert isinstance(app.screen, GameScreen) and app.is_running


# -- point 5: help ---------------------------------------------------------------------------
async def test_f1_opens_the_phase_help_with_its_rules() -> None:
    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await press(pilot, "f1")
        assert type(app.screen).__name__ == "Page"
        text = str(app.screen.query_one("#page-text", Static).render())
        assert "W-J-3" in text and "W-J-4" in text and "ctrl+r" in text
        await press(pilot, "escape")
        assert isinstance(app.screen, GameScreen)
        await press(pilot, "?")
        assert type(app.screen).__name__ == "Page"


async def test_the_palette_finds_help_export_and_notes() -> None:
    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        titles = [t for t, _, _ in app.screen.palette_commands()]
        from gmconsole.engine.names import fold

        for word in ("aide", "help", "exporter", "notes"):
            assert any(word in fold(t) for t in titles), word


# -- point 13: after a resolution, its result stays on screen ------------------------------------
async def test_the_result_of_a_resolution_stays_until_the_gm_moves_on() -> None:
    """W-J-4: resolving the justice vote shows who is executed in a result box, which stays when
    the GM switches tabs and goes when he enters the next order."""
    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        [medger] = executed_by_resolving(screen)
        await press(pilot, "ctrl+r", "enter")
        assert screen.session.state.phase == "justice"  # now the interrogation
        box = screen.query_one("#result", Static)
        assert box.display and medger in str(box.render()) and "exécuté" in str(box.render())
        await press(pilot, "f4", "f3")
        assert box.display and medger in str(box.render())
        await until_typing(pilot, app)
        await press(pilot, *medger.lower(), "enter")  # the interrogation: the next order
        assert screen.session.state.justice.interrogate == medger
        assert not box.display


async def test_the_interrogation_answer_is_shown_after_resolving() -> None:
    """W-J-6: the Bastard's Boy's answer (GM's eyes only) is on screen after the resolution."""
    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        [medger] = executed_by_resolving(screen)
        boy = screen.session.state.holder_of("bastards_boy")[0].name
        await press(pilot, "ctrl+r", "enter")
        await until_typing(pilot, app)
        await press(pilot, *medger.lower(), "enter", "ctrl+r", "enter")
        assert screen.session.state.phase != "justice" or screen.session.state.turn > 3, status(app)
        box = screen.query_one("#result", Static)
        assert box.display, str(box.render())
        text = str(box.render())
        assert medger in text and boy in text, text


# -- point 11: copy what is shown, beside w's files, and say it honestly ------------------------
async def test_copy_from_the_messages_overview_copies_one_message() -> None:
    from gmconsole.export.files import posts_dir
    from gmconsole.tui.widgets.post import PostView

    save = demo_game_path(Path("saves"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await press(pilot, "f5")
        post = app.screen.query_one(PostView)
        await press(pilot, "s", "s")
        assert post.kind == "private" and post.message == 0 and len(post.recipients) >= 2
        await press(pilot, "c")
        first, second = post.recipients[0], post.recipients[1]
        assert post.message == 1 and app.clipboard == post.text
        assert first in app.clipboard and f"{second}\n" not in app.clipboard.split("\n", 1)[0]
        folder = posts_dir(save, post.latest_turn())
        files = list((folder / "private").glob("*.bbcode.txt"))
        assert len(files) == 1 and files[0].read_text(encoding="utf-8") == post.text + "\n"
        line = status(app)
        assert "certains terminaux" in line and "set-clipboard on" in line and files[0].name in line


# -- point 7: a damaged save offers its backup ---------------------------------------------------
async def test_a_damaged_save_offers_to_restore_its_backup(tmp_path: Path, new_astrub) -> None:
    from gmconsole.saves import save_game

    path = new_astrub(Path("saves/g.toml"), steps=[[{"kind": "squad", "members": ["Alice", "Bob"]}]])
    save_game(load_game(path), path)  # a second save: g.toml.bak holds the first
    assert Path("saves/g.toml.bak").exists()
    path.write_text(path.read_text(encoding="utf-8")[:200] + "\n[state\nbroken", encoding="utf-8")
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.open_game(path)
        await pilot.pause()
        assert type(app.screen).__name__ == "Ask"
        body = " ".join(str(s.render()) for s in app.screen.query(Static))
        assert "g.toml.bak" in body and "5 players" in body and "Guilde" in body
        await press(pilot, "enter")
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.state.squad == ["Alice", "Bob"]
        assert Path("saves/g.toml.damaged").read_text(encoding="utf-8").endswith("broken")
        assert load_game(path).state.squad == ["Alice", "Bob"]


async def test_a_damaged_save_is_said_in_the_launchers_language(
    tmp_path: Path, new_astrub, monkeypatch
) -> None:
    """Issue 11: a French GM reads why a save does not open in French, tomllib's English aside,
    in the restore dialog and in the launcher's list."""
    from gmconsole.engine.worded import describe
    from gmconsole.saves import save_game
    from gmconsole.tui.screens.launcher import read_save_info

    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    path = new_astrub(Path("saves/g.toml"), steps=[[{"kind": "squad", "members": ["Alice", "Bob"]}]])
    save_game(load_game(path), path)
    path.write_text(path.read_text(encoding="utf-8")[:200] + "\n[state\nbroken", encoding="utf-8")
    listed = describe(read_save_info(path).error, "fr")
    assert listed == "pas de table [state]\u202f: ce n'est pas une sauvegarde de gmconsole"
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.open_game(path)
        await pilot.pause()
        body = " ".join(str(s.render()) for s in app.screen.query(Static))
        assert "g.toml\u202f: n'est pas du TOML valide\u202f: " in body, body
        assert "Invalid" not in body and "5 joueurs" in body
    Path("saves/other.toml").write_text('game = "astrub\n', encoding="utf-8")
    listed = describe(read_save_info(Path("saves/other.toml")).error, "fr")
    assert listed.startswith("n'est pas du TOML valide\u202f: ") and "(ligne 1, colonne" in listed


# -- point 10: the GM's notes ----------------------------------------------------------------
async def test_gm_notes_are_kept_in_the_save_shown_in_the_roster_and_never_exported(
    astrub_save: Path,
) -> None:
    from gmconsole.export.files import write_posts
    from gmconsole.tui.widgets.roster import Roster

    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.edit_note("players", "Bob")
        await pilot.pause()
        await press(pilot, *"ment sur sa mission", "enter")
        screen.edit_note("turns", "1")
        await pilot.pause()
        await press(pilot, *"relancer Chloé", "enter")
        saved = load_game(astrub_save)
        assert saved.notes == {"players": {"Bob": "ment sur sa mission"}, "turns": {"1": "relancer Chloé"}}
        await press(pilot, "f2")
        table = screen.query_one(Roster).query_one("DataTable")
        cells = " ".join(str(c) for row in table.rows for c in table.get_row(row))
        assert "ment sur sa mission" in cells
        titles = [t for t, _, _ in screen.palette_commands()]
        assert "Notes\u202f: Bob" in titles
    paths = write_posts(load_game(astrub_save), astrub_save, 0)
    for path in paths:
        text = path.read_text(encoding="utf-8")
        assert "ment sur sa mission" not in text and "relancer" not in text


async def test_astrub_squad_names_typed_as_a_list_and_left_with_tab(astrub_save: Path) -> None:
    """M-M-2: "alice, chlo" + enter ticks both; "emile" left with tab is ticked too."""
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        builder = app.screen.query_one("#squad")
        await press(pilot, *"alice, chlo", "enter")
        assert builder.draft() == ["Alice", "Chloé"]
        await press(pilot, "space")  # the name field still has the focus: a space is typed
        app.screen.query_one("#squad-name", Input).value = "emile"
        await press(pilot, "tab")
        assert builder.draft() == ["Alice", "Chloé", "Émile"]
