"""The balance simulator in the console (issue 17, point 1: "`--sweep` ... also in the console"):
opened from the game screen (F6, the palette) and the new-game dialog, a sweep over a setting run
in a worker (the console answers meanwhile, Escape cancels it), a table of each camp's rate with
its interval by the camps' display names, and plotext's chart; every word in the scenario's
language."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from textual.widgets import DataTable, Input, Select, Static

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.modals import NewGame
from gmconsole.tui.screens.simulator import Simulator

PLAYERS_7 = ["Alice", "Bob", "Chloé", "David", "Émile", "Fanny", "Gaston"]


async def wait_until(pilot, done, turns: int = 800) -> None:
    """Let the app run until ``done()`` (no clock: a bounded number of turns)."""
    for _ in range(turns):
        if done():
            return
        await asyncio.sleep(0.02)
        await pilot.pause()
    raise AssertionError("the condition never came")


async def fill(pilot, screen: Simulator, field: str, value: str) -> None:
    screen.query_one(f"#{field}", Input).value = value
    await pilot.pause()


def table_text(table: DataTable) -> str:
    rows = [" | ".join(str(c) for c in table.get_row_at(i)) for i in range(table.row_count)]
    head = " | ".join(str(c.label) for c in table.columns.values())
    return "\n".join([head, *rows])


async def open_simulator(pilot, app) -> Simulator:
    await pilot.press("f6")
    await pilot.pause()
    assert isinstance(app.screen, Simulator)
    return app.screen


async def test_a_two_value_sweep_from_the_game_screen(tmp_path: Path, new_astrub) -> None:
    """F6 on a 7-player Astrub game: the whole-number settings offered, a 2-value sweep of few
    games run in a worker, the table (values, camps by their French names, rates with their
    intervals) and the chart drawn; Escape closes."""
    path = new_astrub(tmp_path / "saves" / "g.toml", players=PLAYERS_7)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        screen = await open_simulator(pilot, app)
        assert str(screen.query_one("#sim-title").render()).startswith("Simulateur d'équilibre\u202f: ")
        setting = screen.query_one("#sim-setting", Select)
        keys = [value for _, value in setting._options if value is not Select.NULL]
        assert setting.value == "spies.7"  # the setting of the table's size comes first
        assert "spies.5" in keys and "options.rejections_limit" in keys and "options.wins_needed" in keys
        assert "max_name_length" not in keys  # not a rule of the game
        # each setting by its French name and value; its key in the scenario file said under the list
        prompts = {value: str(prompt) for prompt, value in setting._options}
        assert prompts["spies.7"] == "espions à 7 joueurs (actuellement 3)"
        assert prompts["options.rejections_limit"] == (
            "escouades rejetées d'affilée qui font gagner les espions (actuellement 5)"
        )
        assert not any("." in prompt for prompt in prompts.values())  # no TOML key in the list
        key = screen.query_one("#sim-key", Static)
        assert str(key.render()) == "clé dans le scénario\u202f: spies.7 (--set, --sweep)"
        setting.value = "options.rejections_limit"
        await pilot.pause()
        assert "options.rejections_limit (--set" in str(key.render())
        assert screen.query_one("#sim-low", Input).value == "4"  # around the scenario's 5
        assert screen.query_one("#sim-players", Input).value == "7"  # the game's table
        await fill(pilot, screen, "sim-low", "2")
        await fill(pilot, screen, "sim-high", "3")
        await fill(pilot, screen, "sim-games", "12")
        await fill(pilot, screen, "sim-seed", "pilote")
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: not screen.running)
        assert not str(screen.query_one("#sim-problem", Static).render()).strip()
        table = screen.query_one("#sim-table", DataTable)
        assert table.row_count == 2
        text = table_text(table)
        assert text.splitlines()[0].startswith("valeur | ")
        assert "les espions" in text and "les mercenaires" in text and "durée moyenne" in text
        assert [str(table.get_row_at(i)[0]) for i in range(2)] == ["2", "3"]
        assert re.search(r"\d{1,3},\d %\nde \d{1,3},\d % à \d{1,3},\d %", text), text
        chart = str(screen.query_one("#sim-chart", Static).render())
        assert "taux de victoire (%) selon escouades rejetées d'affilée qui font gagner les espions" in chart
        assert "les espions" in chart and "les mercenaires" in chart and "┤" in chart
        done = "Terminé\u202f: 2 valeurs de «\u202fescouades rejetées d'affilée qui font gagner les espions\u202f», 12 parties"
        assert done in str(screen.query_one("#sim-state").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_escape_cancels_a_run_and_the_screen_answers_meanwhile(tmp_path: Path, new_astrub) -> None:
    """A long run is cancelled by Escape (the screen stays, says so), then Escape closes."""
    path = new_astrub(tmp_path / "saves" / "g.toml", players=PLAYERS_7)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        screen = await open_simulator(pilot, app)
        await fill(pilot, screen, "sim-low", "1")
        await fill(pilot, screen, "sim-high", "9")
        await fill(pilot, screen, "sim-games", "100000")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert screen.running
        state = str(screen.query_one("#sim-state").render())  # the setting by its name, in quotes
        assert "«\u202fespions à 7 joueurs\u202f» = 1 (valeur 1 sur 9)" in state, state
        screen.query_one("#sim-seed", Input).focus()  # the console answers while the games run
        await pilot.press("end", "x")
        assert screen.query_one("#sim-seed", Input).value == "simulatex"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, Simulator) and not screen.running
        assert "Simulation annulée" in str(screen.query_one("#sim-state").render())
        await wait_until(pilot, lambda: not any(w.is_running for w in screen.workers))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_the_palette_opens_it_and_bad_numbers_are_said(tmp_path: Path, new_astrub) -> None:
    path = new_astrub(tmp_path / "saves" / "g.toml", players=PLAYERS_7)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        command = next(c for c in game.palette_commands() if c[0].startswith("Simulateur d'équilibre"))
        command[2]()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Simulator)
        await fill(pilot, screen, "sim-low", "5")
        await fill(pilot, screen, "sim-high", "3")
        await pilot.press("ctrl+s")
        await pilot.pause()
        problem = str(screen.query_one("#sim-problem", Static).render())
        assert "la première valeur (5) dépasse la dernière (3)" in problem and not screen.running
        await fill(pilot, screen, "sim-high", "sept")
        await pilot.press("ctrl+s")
        await pilot.pause()
        problem = str(screen.query_one("#sim-problem", Static).render())
        assert "à\u202f: il faut un nombre entier d'au moins 0, pas «\u202fsept\u202f»" in problem
        # a value the scenario's model refuses: said in French, the screen stays usable
        setting = screen.query_one("#sim-setting", Select)
        setting.value = "options.rejections_limit"
        await pilot.pause()
        await fill(pilot, screen, "sim-low", "0")
        await fill(pilot, screen, "sim-high", "1")
        await fill(pilot, screen, "sim-games", "2")
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: not screen.running)
        problem = str(screen.query_one("#sim-problem", Static).render())
        assert "La simulation s'est arrêtée\u202f: " in problem and "au moins 1" in problem, problem


async def test_an_english_game_s_simulator_speaks_english(tmp_path: Path) -> None:
    """The screen speaks the scenario's language: from the new-game dialog (F6) with an English
    scenario, the labels, the camps and the numbers are English."""
    from gmconsole.scenarios import find_scenario

    app = GMConsoleApp()
    async with app.run_test(size=(120, 50)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, NewGame)
        dialog.query_one("#new-scenario", Select).value = str(find_scenario("thiercelieux-en"))
        await pilot.pause()
        await pilot.press("f6")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Simulator)
        assert str(screen.query_one("#sim-title").render()).startswith("Balance simulator: ")
        assert screen.query_one("#sim-players", Input).value == "10"  # no roster typed: the usual table
        setting = screen.query_one("#sim-setting", Select)
        setting.value = "day.revotes"
        await pilot.pause()
        assert (
            str(dict((v, p) for p, v in setting._options)["day.revotes"])
            == "revotes between the tied (now 1)"
        )
        assert str(screen.query_one("#sim-key", Static).render()) == (
            "key in the scenario: day.revotes (--set, --sweep)"
        )
        await fill(pilot, screen, "sim-games", "6")
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: not screen.running)
        text = table_text(screen.query_one("#sim-table", DataTable))
        assert "the Villagers" in text and "mean length" in text
        assert re.search(r"\d{1,3}\.\d%\n\d{1,3}\.\d% to \d{1,3}\.\d%", text), text
        assert "win rate (%) by revotes between the tied" in str(
            screen.query_one("#sim-chart", Static).render()
        )
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)  # back to the dialog, nothing created
        assert not list(Path("saves").glob("*.toml"))
