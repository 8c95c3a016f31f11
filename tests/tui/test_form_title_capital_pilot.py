"""A form's title starts with a capital: Thiercelieux's werewolves' form read
« les Loups-Garous (Alice, Fanny) » at the head of the Orders tab (the label is written to sit
inside a sentence, « Saisi : les Loups-Garous désignent Denis »)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp
from thiercelieux_roles import ROLES


async def test_the_werewolves_form_title_starts_with_a_capital(tmp_path: Path) -> None:
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux"), roster, "capital")
    for order in (
        {"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        {"kind": "seer", "target": "Alice"},
    ):
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    assert game.state.step == "werewolves"
    app = GMConsoleApp(save_game(game, tmp_path / "saves" / "t.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        title = str(app.screen.query_one(".form-title", Static).render())
        assert title.startswith("Les Loups-Garous"), title
