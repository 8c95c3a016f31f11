"""The ninth trial, a GM playing Thiercelieux, Vampire Hunter and Astrub in both languages: the
places where the console tripped him, each pinned by a test that failed before its fix."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from games.vampire_hunter.table import new_game
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Choice, RosterEntry
from gmconsole.games.vampire_hunter.console import MapView
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.views.forms import read_choice
from gmconsole.tui.widgets.squad import SquadList

ROLES = {
    "Alice": "werewolf",
    "Bruno": "seer",
    "Chloé": "witch",
    "Denis": "villager",
    "Émile": "cupid",
    "Fanny": "werewolf",
    "Gaston": "thief",
    "Hélène": "little_girl",
}


def thiercelieux(tmp_path: Path, orders: list[dict], scenario: str = "thiercelieux") -> Path:
    """A game of Thiercelieux with the roles pinned, played through ``orders`` (each resolved);
    the middle cards a villager and the hunter."""
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in ROLES.items()]
    model = load_scenario(scenario)
    deck = model.deck.model_copy(update={"middle": ["villager", "hunter"]})  # type: ignore[attr-defined]
    model = model.model_copy(update={"deck": deck})
    game = Game.new(model, roster, "trial")
    for order in orders:
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    return save_game(game, tmp_path / "saves" / "lg.toml")


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def focused_input(pilot, app: GMConsoleApp) -> Input:
    for _ in range(30):
        if isinstance(app.focused, Input):
            return app.focused
        await pilot.pause()
    raise AssertionError(f"no field has the focus ({app.focused!r})")


def test_a_choice_reads_a_word_inside_one_option_only() -> None:
    """The thief's card by its role: « cupidon » is « carte 2 : Cupidon » (a GM reads the
    player's « je prends Cupidon »); a word two options share is no guess."""
    take = Choice(
        field="take",
        label="prend",
        options=[(0, "garder sa carte"), (1, "carte 1 : Sorcière"), (2, "carte 2 : Cupidon")],
    )
    assert read_choice(take, "cupidon") == (True, 2)
    assert read_choice(take, "Sorciere") == (True, 1)
    assert read_choice(take, "1") == (True, 1)  # the card's number, as before
    assert read_choice(take, "carte") == (False, None)  # two options have it
    same = Choice(field="take", label="prend", options=[(1, "carte 1 : Loup"), (2, "carte 2 : Loup")])
    assert read_choice(same, "loup") == (False, None)


async def test_the_thief_takes_a_card_typed_by_its_role(tmp_path: Path) -> None:
    path = thiercelieux(tmp_path, [{"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}}])
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        field = await focused_input(pilot, app)
        assert field.name == "take"
        middle = load_game(path).state.middle
        card = app.screen.session.scenario.display(middle[1])
        await pilot.press(*card.lower(), "enter")
        await pilot.pause()
        assert "✘" not in str(app.screen.query_one(".form-problem", Static).render())
        assert app.screen.session.game.state.orders == {"take": 2}, status(app)


async def test_a_started_name_in_a_form_is_the_name_its_completion_shows(tmp_path: Path) -> None:
    """« hel » in the seer's field is Hélène, as its grey completion shows, not a refusal
    « joueur inconnu : 'hel' » from the rules."""
    path = thiercelieux(
        tmp_path,
        [
            {"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}},
            {"kind": "thief", "take": 0},
            {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        ],
    )
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        field = await focused_input(pilot, app)
        assert field.name == "target"
        await pilot.press(*"hel", "enter")
        await pilot.pause()
        assert app.screen.session.game.state.orders == {"target": "Hélène"}, status(app)


async def test_cupids_lovers_show_no_squad_keys(tmp_path: Path) -> None:
    """Cupid's two lovers are no squad: no « ^l Chef » (there is no leader) and enter confirms
    the pair, it does not « Proposer » it; the keys work as the footer says."""
    path = thiercelieux(
        tmp_path,
        [{"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}}, {"kind": "thief", "take": 0}],
    )
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(30):
            if isinstance(app.focused, SquadList):
                break
            await pilot.pause()
        assert isinstance(app.focused, SquadList)
        shown = {b.binding.action: b.binding.description for b in app.screen.active_bindings.values()}
        assert "leader" not in shown and "propose" not in shown
        assert shown.get("confirm") == "Confirmer"
        await pilot.press("space", "down", "space", "enter")
        await pilot.pause()
        assert app.screen.session.game.state.orders == {"lovers": ["Alice", "Bruno"]}, status(app)


async def test_vampire_hunters_field_is_in_sight_at_80x24_when_the_game_opens(tmp_path: Path) -> None:
    """At 80x24 the game opens on the hunt's form, its first field in sight with the focus (it
    opened on the map, the field focused below it, out of sight: the GM typed blind)."""
    path = save_game(new_game(seed="trial"), tmp_path / "saves" / "vh.toml")
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        field = await focused_input(pilot, app)
        await pilot.resize_terminal(80, 24)  # the terminal (tmux) gives its size after the start
        for _ in range(10):
            await pilot.pause()
        scroll = app.screen.query_one("#vh-scroll")
        assert scroll.scroll_offset.y > 0
        assert field.region.height and scroll.region.contains_region(field.region), (
            field.region,
            scroll.region,
        )


async def test_vampire_hunters_map_legend_is_whole_under_the_map(tmp_path: Path) -> None:
    """What the map's marks mean is said whole under it, not in its border's title, cut at
    « un chasseu… » even at 120 columns."""
    path = save_game(new_game(seed="trial"), tmp_path / "saves" / "vh.toml")
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        view = app.screen.query_one(MapView)
        assert str(view.border_title) == "Carte de la Roumanie"
        legend = "chiffre\u202f: pions de vampires · ①…⑧\u202f: un chasseur (siège) · ·\u202f: ville libre"
        assert legend in str(view.render())


def test_the_english_thiefs_form_assumes_no_gender() -> None:
    """The English thief « keep their card », as the French « garder sa carte »: the roster
    says nothing of who plays him."""
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux-en"), roster, "trial")
    game.push([game.parse({"kind": "captain_votes", "votes": {n: "Bruno" for n in ROLES}})])
    game.push([game.parse({"kind": "resolve"})])
    (form,) = game.rules.forms(game.state, game.scenario)
    words = [w for _, w in form.fields[0].options]
    assert words[0] == "keep their card", words
