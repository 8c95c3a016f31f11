"""Roster views, the dice log, the post and the command palette, from key presses."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable, Static

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.widgets.post import PostView
from gmconsole.tui.widgets.roster import Roster


def FR(text: str) -> str:
    """``text`` with the French typography the posts use (narrow no-break spaces, ’)."""
    from gmconsole.engine.wording import typography

    return typography(text, "fr", apostrophes=True)


MISSION_1 = [
    [{"kind": "squad", "members": ["Alice", "Bob"]}],
    [{"kind": "resolve"}],
    [{"kind": "votes", "votes": {n: "yes" for n in ["Alice", "Bob", "Chloé", "David", "Émile"]}}],
    [{"kind": "resolve"}],
    [{"kind": "mission", "choices": {"Alice": "success", "Bob": "sabotage"}}],
    [{"kind": "resolve"}],
]


def cells(table: DataTable, column: str) -> list[str]:
    return [str(table.get_cell(row, column)) for row in table.rows]


@asynccontextmanager
async def console(save: Path, size: tuple[int, int] = (120, 40)) -> AsyncIterator[tuple[GMConsoleApp, Pilot]]:
    """The console opened on ``save``, its first frame drawn."""
    app = GMConsoleApp(save)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        yield app, pilot


async def press(pilot: Pilot, *keys: str) -> None:
    """Press ``keys``, then let the console draw what they did."""
    await pilot.press(*keys)
    await pilot.pause()


async def from_the_palette(pilot: Pilot, typed: str) -> None:
    """Open the command palette, type ``typed``, wait for its matches and take the first."""
    await press(pilot, "ctrl+p")
    await pilot.press(*typed)
    await pilot.pause(0.5)
    await press(pilot, "enter")


async def test_roster_views_filter_and_sort(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"))
    async with console(save) as (app, pilot):
        await press(pilot, "f2")
        roster = app.screen.query_one(Roster)
        table = roster.query_one(DataTable)
        keys = [str(c.value) for c in table.columns]
        assert keys == ["seat", "name", "camp", "roles", "alive", "knows"]
        spies = app.screen.session.state.spies()
        assert sorted(
            n for n, c in zip(cells(table, "name"), cells(table, "camp")) if c == "les espions"
        ) == sorted(spies)
        await press(pilot, "v")  # public view: no secrets at all
        assert [str(c.value) for c in table.columns] == ["seat", "name", "alive"]
        await press(pilot, "v", "slash", *"chlo")
        assert cells(table, "name") == ["Chloé"]
        await pilot.press("enter")  # back to the table
        await press(pilot, "enter")  # Chloé's view: what she knows
        assert roster.view == "player:Chloé"
        assert [str(c.value) for c in table.columns] == ["seat", "name", "alive", "seen_as"]
        await press(pilot, "escape")
        assert roster.view == "gm"
        roster.query_one("#roster-filter").value = ""
        await pilot.pause()
        await press(pilot, "s")  # sort by name
        names = cells(table, "name")
        assert names == sorted(names, key=lambda n: n.replace("É", "E"))


async def test_a_spy_sees_the_other_spy(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"))
    async with console(save) as (app, pilot):
        spy, other = app.screen.session.state.spies()
        app.screen.view_as(spy)
        await pilot.pause()
        table = app.screen.query_one(Roster).query_one(DataTable)
        seen = dict(zip(cells(table, "name"), cells(table, "seen_as")))
        assert seen[other].startswith("espion")
        assert all(v == "?" for n, v in seen.items() if n not in (spy, other))


async def test_palette_reaches_a_player_by_fuzzy_name(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"))
    async with console(save) as (app, pilot):
        await from_the_palette(pilot, "joueur chloe")
        assert isinstance(app.screen, GameScreen)
        table = app.screen.query_one(Roster).query_one(DataTable)
        assert app.screen.query_one("#tabs").active == "roster"
        assert str(table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value) == "Chloé"


async def test_palette_reaches_an_action(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), MISSION_1[:1])
    async with console(save) as (app, pilot):
        await from_the_palette(pilot, "resoudre")
        await press(pilot, "enter")  # confirm in the modal
        assert app.screen.session.state.phase == "approval"


async def test_dice_log_and_post(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"), MISSION_1)
    async with console(save) as (app, pilot):
        await press(pilot, "f4")
        dice = app.screen.query_one("#dice-table", DataTable)
        assert dice.row_count == len(app.screen.session.game.rolls()) >= 1
        assert "tirage des espions" in cells(dice, "purpose")
        when = cells(dice, "when")
        assert "0 mise en place" in when and not any("setup" in w for w in when), when  # not the key
        await press(pilot, "f5")
        post = app.screen.query_one(PostView)
        assert post.profile == "bbcode-phpbb"
        assert "[b]" in post.text or "[" in post.text
        assert "Bob" in post.text
        # the squad is named (public since its proposal), never who sabotaged (M-M-6)
        assert FR("sabotages : 1") in post.text and "Bob a saboté" not in post.text
        assert not re.search(r"Bob\W+(sabotage\b|a choisi)", post.text)
        await press(pilot, "m")
        assert post.profile.startswith("markdown")
        await press(pilot, "c")
        from gmconsole.export.files import extension, posts_dir

        written = posts_dir(Path("saves/g.toml"), 1) / f"public.{extension(post.profile)}"  # beside w's
        assert written.exists()
        assert app.clipboard == post.text
        assert str(written) in str(app.screen.query_one("#status", Static).render())
        await press(pilot, "t")
        assert post.whole_game


async def test_winterfell_public_roster_is_the_public_projection(tmp_path: Path, new_winterfell) -> None:
    """Issue 10: the console's public roster shows the rows of the public projection (the public
    ``status``): rank, influence and the public Gars du Bâtard (W-S-2), no camp, no secret role,
    no place in the hierarchy."""
    from gmconsole.engine.public import public_view
    from gmconsole.tui.widgets.roster import public_cells

    save = new_winterfell(Path("saves/wf.toml"))
    async with console(save, size=(160, 60)) as (app, pilot):
        await press(pilot, "f2")
        roster = app.screen.query_one(Roster)
        table = roster.query_one(DataTable)
        assert "camp" in [str(c.value) for c in table.columns]  # the GM view first
        await press(pilot, "v")
        keys = [str(c.value) for c in table.columns]
        assert "camp" not in keys and "knows" not in keys and "seen_as" not in keys
        game = app.screen.session.game
        view = public_view(game)
        expected = [public_cells(row, game.scenario.display, app.screen.L) for row in view.players]
        shown = [{k: str(table.get_cell(row["name"], k)) for k in keys} for row in expected]
        assert shown == [{k: str(row.get(k, "")) for k in keys} for row in expected]
        secret = {game.scenario.display(p.camp) for p in game.state.players} | {
            game.scenario.display(p.hierarchy) for p in game.state.players if p.hierarchy
        }
        text = " ".join(" ".join(row.values()) for row in shown)
        assert not any(word in text for word in secret)


async def test_dice_log_names_a_shuffles_cards_in_the_games_words(tmp_path: Path) -> None:
    """Thiercelieux's deal shuffles role cards: the Dice tab shows « Sorcière, Loup-Garou… »,
    not the cards' keys (``witch, werewolf``)."""
    from gmconsole.demo import build_demo
    from gmconsole.saves import save_game

    game = build_demo("thiercelieux")
    save = save_game(game, tmp_path / "demo.toml")
    shuffled = next(r for r in game.rolls() if "werewolf" in r.outcome.split(", "))
    async with console(save, size=(160, 40)) as (app, pilot):
        await press(pilot, "f4")
        dice = app.screen.query_one("#dice-table", DataTable)
        outcomes = [str(dice.get_row_at(i)[2]) for i in range(dice.row_count)]
        deal = next(o for o in outcomes if "Loup-Garou" in o)
        assert len(deal.split(", ")) == len(shuffled.outcome.split(", ")), deal
        assert not re.search(r"\b(werewolf|witch|seer|villager)\b", " ".join(outcomes)), outcomes
