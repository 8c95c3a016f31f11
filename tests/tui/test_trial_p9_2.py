"""The ninth trial's second round (a GM playing Thiercelieux, Vampire Hunter and Astrub in both
languages): each place where the console tripped him, pinned by a test that failed before its fix."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Select, Static

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.modals import NewGame


# -- 1: a player's gender in the new-game dialog's names, as in a players file -------------------
async def test_the_new_game_dialog_takes_the_gender_after_a_name(tmp_path: Path) -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        choices = dict((str(path), label) for label, path in app.screen.choices)
        scenario = next(p for p in choices if p.endswith("thiercelieux.toml"))
        app.screen.query_one("#new-scenario", Select).value = scenario
        await pilot.pause()
        for name in ("Alice (f)", "Bob (m)", "Chloé (f)", "Denis", "Émile", "Inès (f)", "Jules", "Léa"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+s")
        await pilot.pause()
        saves = list(Path("saves").glob("*.toml"))
        assert len(saves) == 1, str(app.screen.query_one("#new-problem", Static).render())
        genders = {p.name: p.gender for p in load_game(saves[0]).state.players}
        assert genders == {
            "Alice": "f",
            "Bob": "m",
            "Chloé": "f",
            "Denis": None,
            "Émile": None,
            "Inès": "f",
            "Jules": None,
            "Léa": None,
        }


@pytest.mark.parametrize(
    ("language", "line", "words"), [("en", "line 3", "(f) or (m)"), ("fr", "ligne 3", "(f) ou (m)")]
)
async def test_the_new_game_dialog_refuses_a_malformed_marker_with_its_line(
    tmp_path: Path, monkeypatch, language: str, line: str, words: str
) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", language)
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        for name in ("Alice", "Bob", "Chloé (x)", "Denis", "Émile"):
            await pilot.press(*name, "enter")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        problem = str(app.screen.query_one("#new-problem", Static).render())
        assert line in problem and words in problem, problem
        assert list(Path("saves").glob("*.toml")) == []


# -- 2: the resolve confirmation says what ctrl+r resolves now --------------------------------
def _road(game, name: str) -> str:
    """A town next to hunter ``name``'s (any road leaves every town)."""
    town = game.state.hunters[name].town
    return next(b if a == town else a for a, b in game.scenario.roads if town in (a, b))


def test_a_hunter_turn_resolves_that_hunter_only_and_the_last_the_propagation() -> None:
    from games.vampire_hunter.table import new_game

    game = new_game()
    rows = game.checklist()
    assert game.resolving() == [rows[0]]  # the first hunter's turn, not the round
    for _ in range(len(game.state.order) - 1):
        hunter = game.state.order[game.state.current]
        game.push([game.parse({"kind": "hunt", "hunter": hunter, "moves": [_road(game, hunter)]})])
        game.push([game.parse({"kind": "resolve"})])
    rows = game.checklist()
    assert game.resolving() == [rows[-2], rows[-1]]  # the last hunter, then the propagation (V-P)
    assert "propag" in rows[-1].label


async def test_the_night_confirmation_lists_the_current_role_only(tmp_path: Path) -> None:
    """Thiercelieux's night resolves one role at a time (T-N-3): « Sera résolu : Voleur », the
    night's other roles under « Ensuite », never as if resolved now."""
    from test_trial_p9 import ROLES, thiercelieux

    from gmconsole.tui.screens.modals import ConfirmResolve

    path = thiercelieux(tmp_path, [{"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}}])
    app = GMConsoleApp(path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.session.state.step == "thief"
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmResolve)
        said = " ".join(str(app.screen.query_one("#confirm-body Static", Static).render()).split())
        now, _, later = said.partition("Ensuite")
        assert "Sera résolu" in now and "Voleur" in now, said
        for role in ("Cupidon", "Voyante", "Loups-Garous", "Sorcière"):
            assert role not in now and role in later, said


async def test_a_phase_resolved_whole_lists_its_whole_checklist(astrub_save: Path) -> None:
    """Astrub's proposal (one resolution for the phase): every step, nothing « then »."""
    from gmconsole.tui.screens.modals import ConfirmResolve

    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmResolve)
        said = str(app.screen.query_one("#confirm-body Static", Static).render())
        game = app.screen.app.screen_stack[-2].session.game
        assert all(step.label in said for step in game.checklist()) and "Then" not in said


# -- 3: F1's wrapped descriptions line up with their column ----------------------------------
async def test_the_help_pages_wrapped_descriptions_line_up_with_their_column(astrub_save: Path) -> None:
    """At 80x24 the palette's commands (« remplacer », « retirer »…) and the keys wrap: each
    wrapped line starts under its description, never at the page's left margin."""
    from gmconsole.tui.screens.dialogs import Page

    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, Page)
        lines = str(app.screen.query_one("#page-text", Static).render()).splitlines()
        keys = lines[next(i for i, line in enumerate(lines) if line.lstrip().startswith("ctrl+r")) :]
        keys = keys[: keys.index("")]  # the keys' table, up to the closing sentence
        column = keys[0].index("résoudre")  # where the first key's description starts
        wrapped = [line for line in keys if line[:column].strip() == ""]
        assert any("remplac" in line for line in keys) and len(wrapped) >= 3, keys
        for line in keys:
            assert len(line) - len(line.lstrip()) in (2, 4, column), line  # a key, a command, or wrapped
        assert max(map(len, keys)) <= 76  # laid out for the page's width: nothing left to wrap


# -- 4: the footer at 80 columns shows whole keys, F1 always --------------------------------
async def _footer_keys(app, pilot) -> tuple[list[str], int]:
    from textual.widgets._footer import FooterKey

    for _ in range(3):
        await pilot.pause()
    keys = list(app.screen.query_one("Footer").query(FooterKey))
    palette = next(k for k in keys if k.has_class("-command-palette"))
    shown = [k for k in keys if k.display and k is not palette]
    for key in shown:  # whole: none runs under the palette's key or past the screen
        assert key.region.right <= palette.region.x, (key.key_display, key.description, key.region)
    return [k.key for k in shown], palette.region.x


async def test_the_footer_shows_whole_keys_at_80_columns_on_every_tab(tmp_path: Path) -> None:
    from test_trial_p9 import thiercelieux

    from games.vampire_hunter.table import new_game
    from gmconsole.saves import save_game

    saves = [thiercelieux(tmp_path, []), save_game(new_game(), tmp_path / "saves" / "vh.toml")]
    for save in saves:
        app = GMConsoleApp(save)
        async with app.run_test(size=(80, 24)) as pilot:
            shown, _ = await _footer_keys(app, pilot)
            assert "f1" in shown and "ctrl+r" in shown, shown
            if app.screen.session.state.step == "vote":  # the trial's « ^o » cut: whole now
                assert {"ctrl+z", "ctrl+q", "ctrl+o", "ctrl+t"} <= set(shown), shown
            for tab in ("f2", "f3", "f4", "f5"):
                await pilot.press(tab)
                shown, _ = await _footer_keys(app, pilot)
                assert shown, tab


async def test_the_footer_shows_every_key_when_there_is_room(tmp_path: Path) -> None:
    from test_trial_p9 import thiercelieux

    app = GMConsoleApp(thiercelieux(tmp_path, []))
    async with app.run_test(size=(160, 40)) as pilot:
        await pilot.press("f5")
        shown, _ = await _footer_keys(app, pilot)
        assert {"m", "t", "s", "c", "w", "f1", "ctrl+r", "ctrl+z", "ctrl+q", "ctrl+o", "ctrl+t"} <= set(shown)


# -- 5: the header's title reads well and fits at 80 columns ----------------------------------
async def test_the_header_fits_the_turn_and_the_phase_at_80_columns(tmp_path: Path, new_astrub) -> None:
    """« Vampire Hunter : la Roumanie · vampire-hunter.toml — Tour 1 · tour des chasseurs » was
    cut to « tour des… »: at 80 columns the title leaves out what does not fit (the save's
    ``.toml``, then the game's name), never the turn and the phase; with room, all of it."""
    from test_trial_p9 import thiercelieux
    from textual.widgets._header import HeaderTitle

    from games.vampire_hunter.table import new_game
    from gmconsole.saves import save_game

    saves = [
        save_game(new_game(), tmp_path / "saves" / "vampire-hunter-2026-12-02.toml"),
        thiercelieux(tmp_path, []),
        new_astrub(tmp_path / "saves" / "la-guilde-du-jeudi.toml"),
    ]
    for save in saves:
        for width in (80, 160):
            app = GMConsoleApp(save)
            async with app.run_test(size=(width, 24)) as pilot:
                await pilot.pause()
                screen = app.screen
                header = screen.query_one(HeaderTitle)
                shown = str(header.render())
                assert shown.endswith(screen.sub_title) and "…" not in shown, shown
                assert len(shown) <= header.content_size.width, (shown, header.content_size)
                assert save.stem in shown or len(save.stem) + 3 + len(screen.sub_title) > 72, shown
                if width == 160:
                    assert shown.startswith(f"{screen.session.scenario.name} · {save.name}"), shown


def test_status_says_the_game_without_two_colons_in_a_row(tmp_path: Path, capsys) -> None:
    from games.vampire_hunter.table import new_game
    from gmconsole.cli import main
    from gmconsole.saves import save_game

    save = save_game(new_game(), tmp_path / "vh.toml")
    assert main(["status", str(save)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Vampire Hunter\u202f: la Roumanie — tour 1, "), first
    assert first.count(":") == 1, first


def test_the_confirmations_wrapped_details_line_up_under_their_step() -> None:
    """Forty names not voted yet wrap under the step's detail, not at the box's left margin."""
    from gmconsole.engine.rules.base import Step
    from gmconsole.tui.labels import labels
    from gmconsole.tui.screens.modals import ConfirmResolve

    names = ", ".join(f"Défenseur {i:02d}" for i in range(1, 30))
    steps = [Step(label="votes 20/49", status="missing", detail=f"n'ont pas voté : {names}")]
    # a warning naming other players (one naming the same ones would take the step's detail's place)
    others = ", ".join(f"Garde {i:02d}" for i in range(1, 30))
    modal = ConfirmResolve(labels("fr"), steps, [f"29 accusés sans justification : {others}"], "")
    lines = modal.text(60).plain.splitlines()
    detail = lines.index(next(line for line in lines if "n'ont pas voté" in line))
    warning = lines.index(next(line for line in lines if line.startswith("⚠")))
    assert all(line.startswith(" " * 5) and line[5] != " " for line in lines[detail : detail + 4])
    assert all(line.startswith("  ") and line[2] != " " for line in lines[warning + 1 : warning + 4])
    assert max(map(len, lines)) <= 60
