"""Vampire Hunter in the console: the map of Romania at 120x40 and 80x24, the hunters' cards and
the fight's stack, and two hunters' turns played from the keyboard."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.cli import main
from gmconsole.engine.names import fold
from gmconsole.games.vampire_hunter.console import abbreviations, draw_map
from gmconsole.games.vampire_hunter.rules.turn import legal_moves
from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.views.forms import FormBox
from gmconsole.tui.widgets.panels import PanelsView

from .table import new_game, scenario


def new_save(tmp_path: Path) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    (tmp_path / "p.txt").write_text("Ana\nBob\nCid\nDan\n", encoding="utf-8")
    save = tmp_path / "vh.toml"
    args = ["new", "vampire-hunter", "--players", str(tmp_path / "p.txt"), "--seed", "s", "--save", str(save)]
    assert main(args) == 0
    return save


def test_the_map_places_towns_by_latitude_and_longitude() -> None:
    game = new_game()
    s = scenario()
    for width, height in ((78, 24), (46, 10)):
        lines = draw_map(s, game.state, width, height).plain.splitlines()
        assert all(len(line) <= width for line in lines[:height])
        assert "Transylvanie" in lines[-1] and "Dobroudja" in lines[-1]
        assert any(line.startswith("▲ ") and "BRA" in line for line in lines)  # the tokens' legend
    big = draw_map(s, game.state, 78, 24).plain.splitlines()[:24]
    row = {}
    for i, line in enumerate(big):
        for abbr in abbreviations(s).values():
            if abbr in line:
                row.setdefault(abbr, i)
    assert row["SUC"] < row["BRA"] < row["BUC"]  # Suceava north of Brașov, north of Bucharest
    col = {abbr: line.index(abbr) for line in big for abbr in ("TIM", "CON") if abbr in line}
    assert set(col) == {"TIM", "CON"}
    assert col["TIM"] < col["CON"]  # Timișoara west of Constanța
    assert len(set(abbreviations(s).values())) == len(s.towns)


async def test_the_orders_tab_shows_the_map_the_cards_and_the_fight(tmp_path: Path) -> None:
    """The map is the game's widget; the hunters' cards and the fight's stack are the rules'
    panels, drawn by the generic forms pane beside the hunt order's form."""
    for size in ((120, 40), (80, 24)):
        app = GMConsoleApp(new_save(tmp_path / f"{size[0]}"))
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            shown = app.screen.query_one("#vh-map").render().plain
            assert "Transylvanie" in shown and "BRA" in shown
            panels = app.screen.query_one(PanelsView)
            assert panels.display
            side = panels.text()
            assert all(name in side for name in ("Ana", "Bob", "Cid", "Dan"))
            assert "courage" in side and "blessures\u202f: 0/" in side and "Dernier combat" in side
            form = app.screen.query_one(FormBox)
            assert form.form.action == "hunt" and await focus_on(pilot, app, "move")


async def focus_on(pilot, app, field: str) -> bool:
    """Whether the field named ``field`` gets the focus within a few frames (a loaded machine
    mounts a new form later)."""
    for _ in range(30):
        if app.focused is not None and app.focused.name == field:
            return True
        await pilot.pause()
    return False


def typed_town(game) -> list[str]:
    """The keys of a free neighbouring town of the current hunter, as the GM types it (without
    its accents)."""
    town = legal_moves(game.state, game.scenario, game.state.step)[0]
    keys = {" ": "space", "-": "minus", "'": "apostrophe"}
    return [keys.get(c, c) for c in fold(game.scenario.towns[town].name)]


async def test_two_turns_from_the_keyboard(tmp_path: Path) -> None:
    """Two hunters' turns typed into the hunt order's form (V-T-1), the second with a reward
    chosen (V-F-7), each resolved with ctrl+r and enter; the panels follow the turn."""
    save = new_save(tmp_path)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert await focus_on(pilot, app, "move")
        first = app.screen.session.game.state.step
        await pilot.press(*typed_town(app.screen.session.game), "enter")
        await pilot.pause()
        assert load_game(save).state.orders["hunter"] == first
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        game = app.screen.session.game
        second = game.state.step
        assert second != first
        assert app.screen.query_one(FormBox).form.fixed == {"hunter": second}
        assert await focus_on(pilot, app, "move")  # the next order's first field, without a key
        assert app.screen.query_one(PanelsView).panels[0].title.split(" · ")[0].endswith(second)
        await pilot.press(*typed_town(game))
        while app.focused.name != "reward":
            await pilot.press("tab")
        await pilot.press("ctrl+u", *"soins", "enter")
        await pilot.pause()
        assert load_game(save).state.orders["reward"] == "heal"
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
    game = load_game(save)
    assert game.state.current == 2 and len(game.journal) == 4
    assert [a["kind"] for e in game.journal for a in e.actions] == ["hunt", "resolve", "hunt", "resolve"]


async def test_the_help_page_names_the_rules(tmp_path: Path) -> None:
    """F1: what to enter for a hunter's turn, with its rule ids (V-T-1, V-P-1)."""
    app = GMConsoleApp(new_save(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        words = " ".join(str(w.render()) for w in app.screen.query(Static))
        assert "V-T-1" in words and "diligence" in words


def test_the_demo_is_a_game_in_the_middle_of_the_hunt(tmp_path: Path, monkeypatch) -> None:
    """``gmconsole demo vampire-hunter``: four hunters a round and a half in, after a fight, the
    game not over; the same demo every time, every die verified."""
    from gmconsole.games.vampire_hunter.demo import build_demo

    game = build_demo()
    state = game.state
    assert len(state.players) == 4 and not state.over
    assert state.turn >= 2 and state.last_fight
    assert game.verify() == []
    assert build_demo().state == state
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("gmconsole.cli._tui_available", lambda: False)  # the status, no console
    assert main(["demo", "vampire-hunter"]) == 0
    assert load_game(tmp_path / "saves" / "demo-vampire-hunter.toml").state == state
    assert main(["demo", "no-such-game"]) == 2  # a clear error, no traceback


async def test_after_a_resolve_the_form_stays_in_sight_at_80x24_and_120x40(tmp_path: Path) -> None:
    """The result box (after ctrl+r, until the next order) took 8 of 24 rows and left the form 6:
    at 80x24 it keeps 4 (its title, two lines; the whole result is in F4 and F5) and the next
    hunter's form has 10; at 120x40 it keeps its 8 and the pane scrolls to the field the GM
    types in. Resized from 80x24 to 120x40 with the box shown: its 8 rows again, and the field
    still in sight (the map was put back at the top, the field under the box)."""
    for size, rows in (((80, 24), 4), ((120, 40), 8)):
        save = new_save(tmp_path / f"r{size[0]}")
        app = GMConsoleApp(save)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert await focus_on(pilot, app, "move")
            await pilot.press(*typed_town(app.screen.session.game), "enter")
            await pilot.pause()
            await pilot.press("ctrl+r")
            await pilot.pause()
            await pilot.press("enter")
            for _ in range(3):
                await pilot.pause()
            box = app.screen.query_one("#result")
            assert box.display and box.region.height == rows, size
            assert await focus_on(pilot, app, "move")
            for _ in range(3):
                await pilot.pause()
            pane = app.screen.query_one("#vh-scroll").region
            field = app.focused.region
            assert pane.y <= field.y and field.bottom <= pane.bottom <= box.region.y, size
            assert pane.height >= (10 if size == (80, 24) else 20), size
            if size == (80, 24):
                await pilot.resize_terminal(120, 40)
                for _ in range(3):
                    await pilot.pause()
                box = app.screen.query_one("#result")
                assert box.region.height == 8
                pane, field = app.screen.query_one("#vh-scroll").region, app.focused.region
                assert pane.y <= field.y and field.bottom <= pane.bottom <= box.region.y
