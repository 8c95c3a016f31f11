"""Thiercelieux in the console: no widget of its own, the generic form of each step's orders."""

from __future__ import annotations

import random
from pathlib import Path

import tomli_w
from textual.widgets import TextArea

from gmconsole.cli import main
from gmconsole.games.thiercelieux.rules.policy import RandomPolicy
from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp

PLAYERS = "Alice\nBruno\nChloé\nDenis\nÉmile\nFanny\nGaston\nHélène\n"


def new_save(tmp_path: Path) -> Path:
    (tmp_path / "p.txt").write_text(PLAYERS, encoding="utf-8")
    save = tmp_path / "lg.toml"
    assert (
        main(
            ["new", "thiercelieux", "--players", str(tmp_path / "p.txt"), "--seed", "s", "--save", str(save)]
        )
        == 0
    )
    return save


async def test_the_form_offers_the_orders_of_the_current_step(tmp_path: Path) -> None:
    app = GMConsoleApp(new_save(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = app.screen.query_one("#toml-orders", TextArea).text
        assert 'kind = "captain_votes"' in text and '"Hélène" = ""' in text
        area = app.screen.query_one("#toml-orders", TextArea)
        area.load_text(
            text.replace('"Alice" = ""', '"Alice" = "Bruno"').replace('"Bruno" = ""', '"Bruno" = "Bruno"')
        )
        await pilot.press("ctrl+s", "ctrl+r")
        await pilot.pause()
        await pilot.press("enter")  # the resolve dialog: confirm
        await pilot.pause()
        game = load_game(tmp_path / "lg.toml")
        assert game.state.captain == "Bruno" and game.state.phase == "night"
        offered = app.screen.query_one("#toml-orders", TextArea).text
        assert f'kind = "{game.state.step}"' in offered or game.state.step in ("werewolves",)


async def test_a_whole_eight_player_game_from_the_keyboard(tmp_path: Path) -> None:
    save = new_save(tmp_path)
    game = load_game(save)
    policy = RandomPolicy(random.Random(3), game.scenario)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(200):
            game = app.screen.session.game
            if game.state.over:
                break
            orders = [o.model_dump(mode="json", exclude_none=True) for o in policy.orders(game.state)]
            if orders:
                area = app.screen.query_one("#toml-orders", TextArea)
                area.load_text(tomli_w.dumps({"orders": orders}))
                area.focus()
                await pilot.press("ctrl+s")
            await pilot.press("ctrl+r")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
    final = load_game(save)
    assert final.state.over and final.verify() == []
