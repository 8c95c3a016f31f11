"""Thiercelieux in the console through the generic forms its rules declare (no console module of
its own): the captain's election and the day vote in the tally, the night as forms in the night
order (the witch shown the werewolves' victim before she decides), Cupid's lovers in the group
picker, the hunter and the captain's successor as name forms; all from the keyboard."""

from __future__ import annotations

import random
from pathlib import Path

from textual.widgets import Input, Static

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Ballot, GroupPicker, OrderForm, RosterEntry
from gmconsole.games.thiercelieux.rules.policy import RandomPolicy
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp

from .table import ROLES


def new_save(tmp_path: Path, seed: str = "s") -> Path:
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux"), roster, seed)
    return save_game(game, tmp_path / "lg.toml")


async def type_text(pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    for ch in text:
        await pilot.press({" ": "space", ",": "comma", ":": "colon"}.get(ch, ch))


def forms(app):  # type: ignore[no-untyped-def]
    game = app.screen.session.game
    return game.rules.forms(game.state, game.scenario)


async def enter_order(pilot, app, order: dict) -> None:  # type: ignore[no-untyped-def]
    """Type ``order`` (a policy's choice) into the form the rules declare for the step."""
    (form,) = forms(app)
    await pilot.press("f3")
    await pilot.pause()
    if isinstance(form, Ballot):
        line = ", ".join(f"{v}: {t or 'abstention'}" for v, t in order["votes"].items())
        await type_text(pilot, line)
        await pilot.press("enter")
    elif isinstance(form, GroupPicker):
        await type_text(pilot, ", ".join(order[form.field]))
        await pilot.press("enter")  # the names typed are ticked
        await pilot.pause()
        await pilot.press("enter")  # the field empty: the group is proposed
    else:
        assert isinstance(form, OrderForm)
        box = app.screen.query_one("#orders-pane").query(Input)
        for n, field in enumerate(form.fields):
            value = order.get(field.field, "")
            if isinstance(value, bool):
                text = next(w for v, w in field.options if v is value)
            elif isinstance(value, list):
                text = ", ".join(value)
            else:
                text = (
                    str(value)
                    if field.kind == "name"
                    else str(list(v for v, _ in field.options).index(value) + 1)
                )
            if n:
                await pilot.press("tab")
            if list(box)[n].value:
                await pilot.press("end", "ctrl+u")
            await type_text(pilot, text)
        await pilot.press("enter")
    await pilot.pause()


async def test_the_witch_is_shown_the_victim_before_she_decides(tmp_path: Path) -> None:
    """T-N-7: the witch's form shows the werewolves' victim; T-N-5 then T-N-7 in the night order."""
    path = new_save(tmp_path)
    game = load_game(path)
    game.push(
        [
            game.parse({"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}}),
            game.parse({"kind": "resolve"}),
        ]
    )
    while game.state.step != "werewolves":
        orders = RandomPolicy(random.Random(1), game.scenario).orders(game.state)
        game.push([*orders, game.parse({"kind": "resolve"})])
    game.push([game.parse({"kind": "werewolves", "victim": "Denis"}), game.parse({"kind": "resolve"})])
    assert game.state.step == "witch"
    save_game(game, path)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        info = str(app.screen.query_one(".form-info", Static).render())
        assert "victime des Loups-Garous\u202f: Denis" in info
        assert "ordre de la nuit\u202f: ✔ Voleur" in info and "▶ Sorcière" in info
        await enter_order(pilot, app, {"heal": True, "poison": ""})
        assert app.screen.session.game.state.orders == {"heal": True, "poison": ""}


async def test_a_whole_eight_player_game_from_the_keyboard(tmp_path: Path) -> None:
    """Every step through its form, typed: the captain's election (T-S-4), the nights in their
    order (T-N-1 to T-N-7), the day votes and revotes (T-D-5, T-D-6), the hunter's shot and the
    captain's successor when they come (T-D-2, T-D-7), to a victory (T-V)."""
    path = new_save(tmp_path)
    policy = RandomPolicy(random.Random(3), load_game(path).scenario)
    seen: set[str] = set()
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(150):
            game = app.screen.session.game
            if game.state.over:
                break
            seen.add(game.state.step)
            before = len(game.journal)
            orders = [o.model_dump(mode="json", exclude_none=True) for o in policy.orders(game.state)]
            for order in orders:
                await enter_order(pilot, app, order)
            if orders:
                assert len(app.screen.session.game.journal) == before + 1, (game.state.step, orders)
            await pilot.press("ctrl+r")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
    final = load_game(path)
    assert final.state.over and final.verify() == []
    assert {"vote", "thief", "cupid", "seer", "werewolves", "witch"} <= seen


async def test_a_chain_of_deaths_step_by_step_in_the_journal(tmp_path: Path) -> None:
    """T-D-1, T-D-3, T-D-2: the village executes the hunter, a lover: his death, his lover's grief,
    then his turn to shoot, one journal line each, in that order; his shot is a name form."""
    path = new_save(tmp_path)
    game = load_game(path)
    alive = [n for n in ROLES if n != "Bruno"]
    orders = [
        {"kind": "captain_votes", "votes": {n: "Chloé" for n in ROLES}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        {"kind": "seer", "target": "Alice"},
        {"kind": "werewolves", "victim": "Bruno"},
        {"kind": "witch"},
        {"kind": "votes", "votes": {n: "Denis" for n in alive if n not in ("Denis", "Hélène")}},
    ]
    for order in orders:
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    assert game.state.step == "hunter" and game.state.pending == "Denis"
    save_game(game, path)
    app = GMConsoleApp(path)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        text = str(app.screen.query_one("#checklist").render())
        denis, grief, shot = text.find("Denis"), text.find("Hélène"), text.find("Chasseur")
        lines = [line for line in text.splitlines() if line.strip().startswith("→")]
        assert len(lines) >= 3, text
        assert "Denis" in lines[0] and "Hélène" in lines[1] and "Denis" in lines[2], lines
        assert denis >= 0 and grief >= 0 and shot >= 0
        await enter_order(pilot, app, {"target": "Alice"})
        assert app.screen.session.game.state.orders == {"target": "Alice"}


def test_t_d_1_the_journal_of_a_chain_of_deaths_agrees_with_the_roster_s_gender(tmp_path: Path) -> None:
    """T-D-1, T-D-3: the journal line of a woman's death (gender = "f" in the roster) says
    "Hélène (morte de chagrin) est éliminée"; a man's, or a player the roster says nothing of,
    stays in the masculine ("Denis (exécuté par le village) est éliminé")."""
    from gmconsole.tui.session import Session

    genders = {"Hélène": "f", "Chloé": "f"}
    roster = [RosterEntry(name=n, pins={"role": r}, gender=genders.get(n)) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux"), roster, "s")
    alive = [n for n in ROLES if n != "Bruno"]
    orders = [
        {"kind": "captain_votes", "votes": {n: "Chloé" for n in ROLES}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        {"kind": "seer", "target": "Alice"},
        {"kind": "werewolves", "victim": "Bruno"},
        {"kind": "witch"},
        {"kind": "votes", "votes": {n: "Denis" for n in alive if n not in ("Denis", "Hélène")}},
    ]
    for order in orders:
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    session = Session(game, tmp_path / "lg.toml")
    deaths = [
        session.describe_events([e])
        for e in game.journal[-1].events
        if e.kind == "death" and e.kind in game.rules.journal_steps
    ]
    assert deaths == [
        "Denis (exécuté par le village) est éliminé. Sa carte\u202f: Chasseur.",
        "Hélène (morte de chagrin) est éliminée. Sa carte\u202f: Petite Fille.",
    ]
