"""A French GM's Winterfell evening in the console (p10-gm1's trial): what a typed name or a
refused order did to the fields, each pinned by a Pilot test that failed before its fix."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from gmconsole.engine.names import fold
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.order_fields import FieldRow


async def settle(pilot, n: int = 3) -> None:
    for _ in range(n):
        await pilot.pause()


def field(app: GMConsoleApp, prefix: str) -> Input:
    """The input of the night field whose key starts with ``prefix`` (``greenseer-``)."""
    row = next(r for r in app.screen.query(FieldRow) if r.spec.key.startswith(prefix))
    return row.query_one(Input)


def unique_start(names: list[str], name: str) -> str:
    """The shortest start of ``name`` (at least 4 letters) that no other name shares."""
    for size in range(4, len(name) + 1):
        start = fold(name)[:size]
        if [n for n in names if fold(n).startswith(start)] == [name]:
            return name[:size].lower()
    raise AssertionError(name)


async def test_a_refused_night_order_stays_in_its_field(new_winterfell) -> None:
    """W-R-1: an unknown name typed for the Vervoyant is refused, and what was typed stays in the
    field to be corrected (it was erased as soon as enter was pressed, refused or not)."""
    app = GMConsoleApp(new_winterfell(Path("saves/refused.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        box = field(app, "greenseer-")
        box.focus()
        await pilot.press(*"Zzyzx", "enter")
        await settle(pilot)
        assert "inconnu" in str(app.screen.query_one("#status", Static).render())
        assert box.value == "Zzyzx"
        assert app.screen.session.state.assassination.greenseer_asks == ""


async def test_an_entered_night_order_clears_its_field(new_winterfell) -> None:
    app = GMConsoleApp(new_winterfell(Path("saves/entered.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        state = app.screen.session.state
        target = next(p.name for p in state.living() if p.rank == "guard" and not p.roles)
        box = field(app, "greenseer-")
        box.focus()
        await pilot.press(*target, "enter")
        await settle(pilot)
        assert app.screen.session.state.assassination.greenseer_asks == target
        assert box.value == ""


async def test_tab_goes_from_the_lookout_to_the_first_night_field(new_winterfell) -> None:
    """The column of night fields took the focus itself on tab, and the letters typed then went
    nowhere: tab now goes from the squad's lookout to a field."""
    app = GMConsoleApp(new_winterfell(Path("saves/tab.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.screen.query_one("#wolf-lookout", Input).focus()
        await pilot.press("tab")
        await settle(pilot)
        assert isinstance(app.focused, Input)


async def test_a_night_field_takes_the_name_its_completion_shows(new_winterfell) -> None:
    """W-R-1: the first letters of a name, completed in the field as the GM types, are that
    player on enter, as in the squads' fields (they were refused as an unknown player)."""
    app = GMConsoleApp(new_winterfell(Path("saves/completion.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        state = app.screen.session.state
        names = [p.name for p in state.players]
        target = next(p.name for p in state.living() if p.rank == "guard" and len(p.name) > 5)
        box = field(app, "greenseer-")
        box.focus()
        await pilot.press(*unique_start(names, target), "enter")
        await settle(pilot)
        assert app.screen.session.state.assassination.greenseer_asks == target


async def test_names_left_in_the_members_field_say_why_after_tab(new_winterfell) -> None:
    """W-A-3: a player who is no living wolf, typed among the members, stays in the field and the
    verdict says why, also when the GM leaves the field with tab (its message was wiped at once)."""
    app = GMConsoleApp(new_winterfell(Path("saves/members.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        state = app.screen.session.state
        wolves = {p.name for p in wa.wolves(state)}
        loyal = next(p.name for p in state.living() if p.name not in wolves and p.rank == "guard")
        box = app.screen.query_one("#wolf-members", Input)
        box.focus()
        await pilot.press(*f"{loyal}, Zzyzx", "tab")
        await settle(pilot)
        assert box.value == f"{loyal}, Zzyzx"
        verdict = str(app.screen.query_one("#wolf-verdict", Static).render())
        assert f"{loyal} n'est pas un loup vivant" in verdict
        assert "inconnu" in verdict and "Zzyzx" in verdict


async def test_a_typed_vote_for_a_voter_whose_name_starts_with_a(tmp_path) -> None:
    """W-J-3: on the justice ballot, « amélie : 1 » typed from the voters' list is Amélie's vote
    for the first accused; the « a » was an undocumented one-key abstention (the hint says « 0 :
    abstention »), which cast an abstention for the highlighted voter and left « mélie : 1 »."""
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario

    roster = [RosterEntry(name="Amélie", gender="f")] + [
        RosterEntry(name=f"Joueur {i:02d}") for i in range(2, 51)
    ]
    game = Game.new(load_scenario("winterfell"), roster, "amelie-1")
    game.push([game.parse({"kind": "no_assassination"}), game.parse({"kind": "resolve"})])
    game.push([game.parse({"kind": "resolve"})])  # the accused drawn at random (W-J-2)
    save = save_game(game, tmp_path / "saves" / "amelie.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        state = app.screen.session.state
        first = state.justice.accusations[0].accused
        voters = [p.name for p in state.living() if p.rank != "great_vassal"]
        assert voters[0] != "Amélie" or first != "Amélie"
        app.screen.query_one("#ballot-table").focus()
        await settle(pilot)
        await pilot.press(*"amélie : 1", "enter")
        await settle(pilot)
        votes = app.screen.session.state.justice.votes
        assert votes.get("Amélie") == first, votes
        assert list(votes) == ["Amélie"], votes


async def test_a_vote_typed_from_the_list_is_a_new_entry_after_the_left_ones(tmp_path) -> None:
    """W-J-3: the field keeps the entries that were not read (« Zzyzx : 1 »); a vote typed from
    the voters' list afterwards is a new entry, where it was glued to the last one (« Zzyzx :
    1amélie : 1 ») and lost with it."""
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario

    roster = [RosterEntry(name="Amélie", gender="f")] + [
        RosterEntry(name=f"Joueur {i:02d}") for i in range(2, 51)
    ]
    game = Game.new(load_scenario("winterfell"), roster, "amelie-1")
    game.push([game.parse({"kind": "no_assassination"}), game.parse({"kind": "resolve"})])
    game.push([game.parse({"kind": "resolve"})])
    save = save_game(game, tmp_path / "saves" / "glued.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        first = app.screen.session.state.justice.accusations[0].accused
        app.screen.query_one("#ballot-table").focus()
        await settle(pilot)
        await pilot.press(*"zzyzx : 1", "enter")
        await settle(pilot)
        assert app.screen.query_one("#ballot-input", Input).value == "zzyzx : 1"
        app.screen.query_one("#ballot-table").focus()
        await settle(pilot)
        await pilot.press(*"amélie : 1", "enter")
        await settle(pilot)
        assert app.screen.session.state.justice.votes.get("Amélie") == first
        assert app.screen.query_one("#ballot-input", Input).value == "zzyzx : 1"


async def test_new_game_with_a_missing_players_file_says_it_in_french(monkeypatch) -> None:
    """The new-game dialog of a French console: a players file that is not there is « fichier
    introuvable », where the dialog said « roster.txt: no such file » in English."""
    from gmconsole.tui.screens.modals import NewGame

    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGame)
        app.screen.query_one("#new-file", Input).value = "absent.txt"
        await pilot.press("ctrl+s")
        await settle(pilot)
        problem = str(app.screen.query_one("#new-problem", Static).render())
        assert "absent.txt\u202f: fichier introuvable" in problem, problem
        assert "no such file" not in problem


async def test_names_typed_fast_in_the_squad_list_all_reach_the_field(astrub_save) -> None:
    """M-M-2: « chl, emi » typed fast (or pasted) in the players' list: the keys that reach the
    list before the name field has the focus follow the first letter, where the comma and the
    space stayed with the list (the space ticked the highlighted player) and left « chlemi »."""
    from textual import events

    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        squad_list = app.screen.query_one("#squad-list")
        squad_list.focus()
        await settle(pilot)
        for char in "chl, emi":
            key = {",": "comma", " ": "space"}.get(char, char)
            squad_list.post_message(events.Key(key, char))
        await settle(pilot)
        assert app.screen.query_one("#squad-name", Input).value == "chl, emi"
        assert squad_list.selected == []


async def test_a_typed_choice_for_a_player_outside_the_squad_says_who_chooses(new_astrub) -> None:
    """M-M-6: « alice : sabotage » on a mission Alice is not on says who chooses (« Alice ne vote
    pas ici ; votent : Bob, Chloé »), where it said only that she does not vote here."""
    save = new_astrub(
        Path("saves/mission.toml"),
        [
            [{"kind": "squad", "leader": "Alice", "members": ["Bob", "Chloé"]}, {"kind": "resolve"}],
            [{"kind": "votes", "votes": dict.fromkeys(["Alice", "Bob", "Chloé", "David", "Émile"], "oui")}],
            [{"kind": "resolve"}],
        ],
    )
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.screen.session.state.phase == "mission"
        field = app.screen.query_one("#ballot-input", Input)
        field.focus()
        await pilot.press(*"alice : sabotage", "enter")
        await settle(pilot)
        said = str(app.screen.query_one("#status", Static).render())
        assert "Alice ne vote pas ici\u202f; votent\u202f: Bob, Chloé" in said, said
        assert field.value == "alice : sabotage"
