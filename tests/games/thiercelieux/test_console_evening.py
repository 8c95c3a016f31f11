"""Thiercelieux in the console as a GM plays a night on a forum evening: ctrl+r and enter
between the steps, then the next order typed at once (no F3), in French words."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp

from .table import ROLES


def night_save(tmp_path: Path) -> Path:
    """A game at the thief's step of the first night (the captain elected)."""
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux"), roster, "soir")
    game.push(
        [game.parse({"kind": "captain_votes", "votes": {"Alice": "Bruno"}}), game.parse({"kind": "resolve"})]
    )
    assert game.state.step == "thief"
    return save_game(game, tmp_path / "lg.toml")


async def type_text(pilot, text: str) -> None:  # type: ignore[no-untyped-def]
    for ch in text:
        await pilot.press({" ": "space", ",": "comma"}.get(ch, ch))


async def resolve(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.press("ctrl+r")
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()


async def test_after_each_resolution_the_next_step_s_field_has_the_focus(tmp_path: Path) -> None:
    """The thief's choice (a form), Cupid's lovers (a group picker), the seer's target (a form
    again): after ctrl+r and enter, the GM types the next step's order at once, as the console
    promises (docs/console.md); the focus never stays on the tab bar, where letters are lost."""
    app = GMConsoleApp(night_save(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await type_text(pilot, "1")
        await pilot.press("enter")
        await pilot.pause()
        await resolve(pilot)
        game = app.screen.session.game
        assert game.state.step == "cupid"
        assert isinstance(app.focused, Input) or app.focused.id == "squad-list", app.focused
        await type_text(pilot, "alice, chloe")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.orders.get("lovers") == ["Alice", "Chloé"]
        await resolve(pilot)
        assert game.state.step == "seer"
        assert isinstance(app.focused, Input) and app.focused.name == "target", app.focused
        await type_text(pilot, "fanny")
        await pilot.press("enter")
        await pilot.pause()
        assert game.state.orders.get("target") == "Fanny"


async def test_the_lovers_picker_speaks_of_a_choice_not_of_a_squad(tmp_path: Path) -> None:
    """Cupid's two lovers are no squad: the picker's verdict and its entered line say what is
    chosen in the game's words, never « escouade valide » nor « proposée » (a squad's words)."""
    app = GMConsoleApp(night_save(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # the thief keeps his card
        await pilot.pause()
        await resolve(pilot)
        await pilot.press("f3")
        await pilot.pause()
        await type_text(pilot, "alice, chloe")
        await pilot.press("enter")
        await pilot.pause()
        ready = str(app.screen.query_one("#squad-problems", Static).render())
        assert "2/2 choisis" in ready and "escouade" not in ready and "✔" in ready, ready
        await pilot.press("enter")
        await pilot.pause()
        entered = str(app.screen.query_one("#squad-problems", Static).render())
        assert "Alice, Chloé" in entered, entered
        assert "proposée" not in entered and "escouade" not in entered, entered


async def test_a_reload_after_the_command_line_wrote_drops_the_old_result(tmp_path: Path) -> None:
    """The console resolves the thief's step (its result box shows); the command line then
    resolves Cupid's step; the GM reloads: the box of the thief's result, no longer the last
    step's, goes, and the status line says the reload as the other status lines are said."""
    from gmconsole.cli import main
    from gmconsole.tui.screens.save_problems import SaveChanged

    path = night_save(tmp_path)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await type_text(pilot, "2")
        await pilot.press("enter")
        await pilot.pause()
        await resolve(pilot)
        result = app.screen.query_one("#result", Static)
        assert result.display  # the thief's new card, for the GM
        orders = tmp_path / "cupid.toml"
        orders.write_text('[[orders]]\nkind = "cupid"\nlovers = ["Alice", "Bruno"]\n', encoding="utf-8")
        assert main(["apply", str(path), str(orders)]) == 0
        await pilot.press("f3")
        await type_text(pilot, "alice, chloe")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")  # the console's order, on what it read before the CLI wrote
        await pilot.pause()
        assert isinstance(app.screen, SaveChanged)
        await pilot.click("#changed-reload")
        await pilot.pause()
        assert app.screen.session.game.state.step == "seer"
        assert not app.screen.query_one("#result", Static).display
        assert str(app.screen.query_one("#status", Static).render()).startswith("Rechargée depuis ")


def test_the_night_order_line_marks_each_step_once() -> None:
    """The night's order above the form (« ordre de la nuit : ▶ Voleur · ○ Cupidon · … »): a step
    to come has its own mark, so the separator is never doubled (« Voleur · · Cupidon » read as
    a typo on the GM's screen)."""
    import tempfile

    from gmconsole.saves import load_game

    with tempfile.TemporaryDirectory() as folder:
        game = load_game(night_save(Path(folder)))
    (form,) = game.rules.forms(game.state, game.scenario)
    (line,) = [i for i in form.info if i.startswith("ordre de la nuit")]
    assert "· ·" not in line, line
    assert line.startswith("ordre de la nuit\u202f: ▶ Voleur · ○ Cupidon · ○ Voyante"), line


async def test_the_thief_s_three_options_are_all_shown_at_80_columns(tmp_path: Path) -> None:
    """The thief's choice has no default written in its field: its options were only the field's
    placeholder, cut at the field's width (« garder sa carte / carte 1 : … / » and the second
    middle card gone); they are listed under the field, whole, as a default's options are."""
    app = GMConsoleApp(night_save(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen.session.game
        (form,) = game.rules.forms(game.state, game.scenario)
        words = [w for _, w in form.fields[0].options]
        assert len(words) == 3
        shown = " ".join(str(s.render()) for s in app.screen.query(".field-options").results(Static))
        assert all(w in shown for w in words), (words, shown)
