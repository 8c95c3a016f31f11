"""A dead Thiercelieux player's card is public (T-D-1): the GM roster does not show it a second
time beside the secret roles (it showed a column titled with the raw key « col_role »)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import DataTable

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.roster import Roster

PLAYERS = ["Alice", "Bruno", "Chloé", "Denis", "Émile", "Fanny", "Gaston", "Hélène"]


async def test_gm_roster_with_a_dead_player_has_only_worded_columns(tmp_path: Path) -> None:
    game = Game.new(load_scenario("thiercelieux"), [RosterEntry(name=n) for n in PLAYERS], "dead-card")
    app = GMConsoleApp(save_game(game, tmp_path / "saves" / "t.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        state = app.screen.session.state
        bruno = next(p for p in state.players if p.name == "Bruno")
        bruno.alive = False
        await pilot.press("f2")
        await pilot.pause()
        roster = app.screen.query_one(Roster)
        table = roster.query_one(DataTable)
        keys = [str(c.key.value) for c in table.columns.values()]
        headers = [str(c.label) for c in table.columns.values()]
        assert keys == ["seat", "name", "camp", "roles", "alive", "knows"], keys
        assert not [h for h in headers if h.startswith("col_")], headers
        roles = str(table.get_cell("Bruno", "roles"))
        assert roles == app.screen.session.game.scenario.display(bruno.roles[0]), roles


async def test_public_roster_names_the_dead_player_s_card_column(tmp_path: Path) -> None:
    """The public view shows a dead player's card (T-D-1) in a column worded « Rôle », not the raw
    key « col_role »."""
    game = Game.new(load_scenario("thiercelieux"), [RosterEntry(name=n) for n in PLAYERS], "dead-card")
    app = GMConsoleApp(save_game(game, tmp_path / "saves" / "t.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        bruno = next(p for p in app.screen.session.state.players if p.name == "Bruno")
        bruno.alive = False
        await pilot.press("f2")
        await pilot.pause()
        roster = app.screen.query_one(Roster)
        roster.set_view("public")
        await pilot.pause()
        headers = [str(c.label) for c in roster.query_one(DataTable).columns.values()]
    assert not [h for h in headers if h.startswith("col_")], headers
