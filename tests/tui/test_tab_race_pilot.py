"""Tab in the game screen's fields moves on when it is pressed: a letter typed right after it
(the keys a terminal delivers together when the GM types fast) goes to the next field, never
into the one tab left."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import Input, TextArea

from gmconsole.demo import demo_save_path
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.views.forms import FormsPane
from gmconsole.tui.widgets.order_fields import FieldRow, OrderFields
from gmconsole.tui.widgets.squad import SquadList
from gmconsole.tui.widgets.tally import BallotTable


def _inputs(app: GMConsoleApp) -> list[Input]:
    fields = app.screen.query_one(OrderFields)
    return [row.query_one(Input) for row in fields.children if isinstance(row, FieldRow)]


def _type(app: GMConsoleApp, keys: list[str]) -> None:
    """Every key posted at once, no pause between them: as a terminal delivers fast typing."""
    for key in keys:
        character = key if len(key) == 1 else {"tab": "\t"}.get(key)
        app.post_message(events.Key(key, character))


async def test_tab_in_the_order_fields_moves_on_before_the_next_letter(
    tmp_path: Path, new_winterfell
) -> None:
    save = new_winterfell(tmp_path / "saves" / "wf.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        first, second = _inputs(app)[:2]
        first.focus()
        await pilot.pause()
        _type(app, [*"sib", "tab", *"pieu"])
        await pilot.pause()
        assert (first.value, second.value) == ("sib", "pieu")
        assert app.focused is second
        _type(app, ["shift+tab", *"yl"])
        await pilot.pause()
        # Back in the first field (its text selected on focus, as any field's): the letters go
        # there, and the second field keeps what it had.
        assert first.value in ("yl", "sibyl") and second.value == "pieu"
        assert app.focused is first


async def _demo(game: str | None) -> GMConsoleApp:
    return GMConsoleApp(demo_save_path(Path("saves"), game=game))


async def test_tab_in_a_form_moves_on_before_the_next_letter() -> None:
    """Vampire Hunter's hunt form: the hunter's move, tab, the items to use."""
    app = await _demo("vampire-hunter")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        move, use = list(app.screen.query_one(FormsPane).query(Input))[:2]
        move.focus()
        await pilot.pause()
        _type(app, [*"ab", "tab", *"eau"])
        await pilot.pause()
        assert (move.value, use.value) == ("ab", "eau")
        assert app.focused is use


async def test_shift_tab_from_the_vote_field_goes_to_the_ballot_before_the_next_key() -> None:
    """The next key after shift+tab is the ballot's (down: the next voter), not the field's."""
    app = await _demo(None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.query_one(BallotTable)
        field = app.screen.query_one("#ballot-input", Input)
        row = table.cursor_row
        field.focus()
        await pilot.pause()
        _type(app, ["shift+tab", "down"])
        await pilot.pause()
        assert app.focused is table and table.cursor_row == row + 1
        assert field.value == ""


async def test_shift_tab_from_the_squad_field_ticks_its_names_and_goes_to_the_list_at_once() -> None:
    app = await _demo("astrub")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        squad_list = app.screen.query_one(SquadList)
        field = app.screen.query_one("#squad-name", Input)
        name = str(squad_list.get_option_at_index(0).value)
        highlighted = squad_list.highlighted
        field.focus()
        await pilot.pause()
        _type(app, [*name[:4], "shift+tab", "down"])
        await pilot.pause()
        assert app.focused is squad_list and squad_list.highlighted == (highlighted or 0) + 1
        assert name in squad_list.selected and field.value == ""


@pytest.mark.parametrize(("opening", "closing"), [("ctrl+r", "n"), ("f1", "q")])
async def test_the_keys_typed_right_after_a_dialog_key_go_to_the_dialog(
    tmp_path: Path, new_winterfell, opening: str, closing: str
) -> None:
    """ctrl+r (the confirm dialog) or F1 (the help), then the key that closes it, at once: the
    dialog takes it, the field keeps what it had."""
    save = new_winterfell(tmp_path / "saves" / "wf.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        first = _inputs(app)[0]
        first.focus()
        await pilot.pause()
        _type(app, [*"sib", opening, closing])
        await pilot.pause()
        assert first.value == "sib"
        assert app.screen is screen, "the dialog took no key"


async def test_the_new_game_dialog_keys_panel_names_tab(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tab's priority binding keeps Textual's description: the keys panel says what tab does."""
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    app = GMConsoleApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        shown = {k: a.binding.description for k, a in app.screen.active_bindings.items()}
        assert shown["tab"] == "Champ suivant" and shown["shift+tab"], shown


async def test_the_text_typed_right_after_ctrl_t_goes_to_the_paste_box() -> None:
    """ctrl+t (paste the thread) from the vote field, then text at once: the text is the box's."""
    app = await _demo(None)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#ballot-input", Input)
        field.focus()
        await pilot.pause()
        _type(app, [*"ab", "ctrl+t", *"Xy"])
        await pilot.pause()
        assert field.value == "ab"
        assert app.screen.query_one("#paste-text", TextArea).text == "Xy"
