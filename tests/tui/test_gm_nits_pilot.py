"""What a GM met in the console (pass 11): an optional step is not shown « à faire » in the
order pane while the checklist says « facultatif »; the night's fields come in the same order
in a console that entered the orders as in one that reopened the save; the new-game dialog fits
80 columns and tab moves on at once; what is typed after escape goes back to the field."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w
from rich.text import Text
from textual import events
from textual.widgets import Input, Static, TextArea

from gmconsole.cli import main
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.modals import NewGame
from gmconsole.tui.widgets.checklist import Checklist
from gmconsole.tui.widgets.order_fields import FieldRow, OrderFields

THIERCELIEUX_ROSTER = [
    ("Fanny", "werewolf"),
    ("Hélène", "werewolf"),
    ("Alice", "hunter"),
    ("Bob", "witch"),
    ("Émile", "seer"),
    ("Inès", "cupid"),
    ("Georges", "thief"),
    ("Chloé", "villager"),
    ("Denis", "villager"),
]
# Chloé elected captain, then killed the first night: her successor is the step at dawn (T-D-7).
CAPTAIN_KILLED = [
    'step = "vote"\n[[orders]]\nkind = "captain_votes"\nvotes = { Alice = "Chloé", Bob = "Chloé" }\n',
    '[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Alice", "Fanny"]\n'
    '[[orders]]\nkind = "seer"\n[[orders]]\nkind = "werewolves"\nvictim = "Chloé"\n[[orders]]\nkind = "witch"\n',
]


def _successor_save(folder: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    roster = {"players": [{"name": n, "role": r} for n, r in THIERCELIEUX_ROSTER]}
    (folder / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    save = folder / "saves" / "successor.toml"
    roster_file = str(folder / "roster.toml")
    assert main(["new", "thiercelieux", "--players", roster_file, "--seed", "s", "--save", str(save)]) == 0
    for i, orders in enumerate(CAPTAIN_KILLED):
        (folder / f"{i}.toml").write_text(orders, encoding="utf-8")
        assert main(["apply", str(save), str(folder / f"{i}.toml")]) == 0
    capsys.readouterr()
    return save


async def test_the_successor_form_is_optional_as_the_checklist_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = _successor_save(tmp_path, capsys)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.session.state.step == "successor"
        checklist = str(app.screen.query_one(Checklist).render())
        title = app.screen.query_one(".form-title", Static).render()
        title = title.plain if isinstance(title, Text) else str(title)
        assert "○ facultatif successeur du Capitaine" in checklist, checklist
        assert "Successeur de Chloé" in title, title  # a form's title starts with a capital
        assert "facultatif" in title and "à faire" not in title, title


SQUAD = {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"}


def _field_labels(app: GMConsoleApp) -> list[str]:
    fields = app.screen.query_one(OrderFields)
    return [str(row.spec.label) for row in fields.children if isinstance(row, FieldRow)]


async def test_the_night_fields_keep_their_order_after_reopening(tmp_path: Path, new_winterfell) -> None:
    save = new_winterfell(tmp_path / "saves" / "wf.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        before = _field_labels(app)
        screen._report(screen.session.act(SQUAD), "entered", "x")  # the squad's « remove » field comes
        await pilot.pause()
        entered = _field_labels(app)
    assert len(entered) == len(before) + 1 and entered[1:] == before, entered
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert _field_labels(app) == entered


async def test_the_new_game_dialog_at_80x24_shows_every_label_whole() -> None:
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        shown = app.export_screenshot().replace("&#160;", " ")
        assert "(docs/orders.md)" in shown, "the players file's label is cut"


async def test_tab_in_the_new_game_dialog_moves_on_before_the_next_key() -> None:
    """The keys a terminal delivers together (a busy dialog): tab, then a letter. The letter goes
    to the field tab moved to, never into the players box."""
    app = GMConsoleApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"Alice", "enter")
        await pilot.pause()
        app.post_message(events.Key("tab", "\t"))
        app.post_message(events.Key("X", "X"))
        await pilot.pause()
        assert app.screen.query_one("#new-players", TextArea).text == "Alice\n"
        assert app.screen.query_one("#new-file", Input).value == "X"
        app.post_message(events.Key("shift+tab", None))
        app.post_message(events.Key("B", "B"))
        await pilot.pause()
        assert app.screen.query_one("#new-players", TextArea).text == "Alice\nB"


@pytest.mark.parametrize("escapes", [1, 2])
async def test_letters_typed_after_escape_go_back_to_the_field(astrub_save: Path, escapes: int) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press(*"ali")  # from the squad's list: the name field takes them
        await pilot.pause()
        field = app.screen.query_one("#squad-name", Input)
        assert app.focused is field and field.value == "ali"
        await pilot.press(*["escape"] * escapes)
        await pilot.pause()
        assert app.focused is None
        await pilot.press(*"bo")  # leaving the field counted « ali » (Alice ticked): a new name
        await pilot.pause()
        assert app.focused is field and field.value == "bo"


# A yes/no ballot whose voters' names begin with its option keys: o/y yes, n no.
OPTION_NAMES = ["Alice", "Bob", "Nadia", "Ophélie", "Yann"]


async def _to_the_vote(pilot, app: GMConsoleApp) -> None:
    """Alice and Bob proposed, the vote on the squad open: its list has the focus, on Alice."""
    await pilot.pause()
    await pilot.press("space", "down", "space", "enter", "ctrl+r")
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    assert app.screen.session.state.votes == {} and app.screen.session.state.squad


async def test_a_name_typed_from_the_ballot_list_is_typed_not_a_vote(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(tmp_path / "saves" / "names.toml", players=OPTION_NAMES)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await _to_the_vote(pilot, app)
        await pilot.press(*"nadia : oui")  # « n » is « non », and Nadia's first letter
        await pilot.pause()
        assert app.screen.session.state.votes == {}, "the n was cast for Alice"
        field = app.screen.query_one("#ballot-input", Input)
        assert field.value == "nadia : oui" and app.focused is field
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.session.state.votes == {"Nadia": True}


async def test_an_option_key_that_begins_a_name_still_votes(tmp_path: Path, new_astrub) -> None:
    save = new_astrub(tmp_path / "saves" / "keys.toml", players=OPTION_NAMES)
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await _to_the_vote(pilot, app)
        await pilot.press("n", "y", "1")  # the next key says « n » is no name: cast at once
        await pilot.pause()
        assert app.screen.session.state.votes == {"Alice": False, "Bob": True}
        await pilot.press("o")  # alone: cast once no name goes on
        await pilot.pause(app.screen.query_one("BallotTable").HOLD + 0.3)
        await pilot.pause()
        assert app.screen.session.state.votes == {"Alice": False, "Bob": True, "Nadia": True}


async def test_a_key_with_nowhere_to_go_after_escape_is_said(astrub_save: Path, monkeypatch) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("escape")
        await pilot.pause()
        screen._left = None  # a step whose tab has nothing to type in
        monkeypatch.setattr(screen, "focus_tab", lambda tab: None)
        await pilot.press("x")
        await pilot.pause()
        said = str(screen.query_one("#status", Static).render()).replace("\u202f", " ")
        assert "« x » : rien ne se tape ici" in said, said
