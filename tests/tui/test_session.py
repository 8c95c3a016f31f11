"""The console's hold on a game: the engine's dry run, the session's refusals and saves, the
generic TOML orders pane, and the entry point's error for a broken save."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static, TextArea

from gmconsole.engine.actions import Resolve
from gmconsole.engine.preview import preview
from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp, run
from gmconsole.tui.session import Session
from gmconsole.tui.widgets.names import complete_name, split_entries


def test_preview_changes_nothing(astrub_save: Path) -> None:
    game = load_game(astrub_save)
    before = game.state.model_dump()
    refused = preview(game, game.parse({"kind": "squad", "members": ["Alice"]}))
    assert not refused.ok and "M-M-2" in refused.problem and refused.rule == "M-M-2"
    legal = preview(game, game.parse({"kind": "squad", "members": ["Alice", "Bob"]}))
    assert legal.ok and legal.state is not None and legal.state.squad == ["Alice", "Bob"]
    assert not preview(game, Resolve()).ok  # no squad yet
    assert game.state.model_dump() == before and game.journal == [] and game.redo_stack == []


def test_session_refuses_saves_and_describes(astrub_save: Path) -> None:
    session = Session(load_game(astrub_save), astrub_save)
    bad = session.act({"kind": "votes", "votes": {"Alice": "maybe"}})
    assert not bad.ok and "n'est pas un vote" in bad.error and "oui ou non" in bad.error
    unknown = session.act({"kind": "squad", "members": ["Alice", "Zorro"]})
    assert not unknown.ok and "Zorro" in unknown.error
    assert load_game(astrub_save).journal == []
    ok = session.act({"kind": "squad", "members": ["alice", "chloe"]})
    assert ok.ok and load_game(astrub_save).state.squad == ["Alice", "Chloé"]
    assert session.undo().ok and load_game(astrub_save).state.squad == []
    assert session.redo().ok and load_game(astrub_save).state.squad == ["Alice", "Chloé"]
    assert session.redo().key == "nothing-redo"


def test_names_helpers() -> None:
    assert split_entries("alice oui, Jean Paul non; bob") == [
        ("alice", "oui"),
        ("Jean Paul", "non"),
        ("bob", ""),
    ]
    assert split_entries("jon: lady moustache, g2 > revolte") == [
        ("jon", "lady moustache"),
        ("g2", "revolte"),
    ]
    from gmconsole.engine.names import NameIndex

    index = NameIndex(["Émile", "Émilie", "Chloé"])
    assert complete_name(index, "chl") == "Chloé"
    assert complete_name(index, "emil") is None  # two names start so: no guess


async def test_a_game_without_its_own_views_draws_its_forms(astrub_save: Path, monkeypatch) -> None:
    """A plug-in without console views: the generic pane draws the rules' forms (Astrub's squad
    picker, keyboard only); a step without forms takes orders typed as TOML."""
    from dataclasses import replace

    from gmconsole.engine.rules import registry

    plugin = registry.find_plugin("astrub")
    monkeypatch.setattr(registry, "_PLUGINS", dict(registry._discover()))  # the original comes back
    registry.install(replace(plugin, console=None))  # a game whose plug-in names no console views
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#forms-picker").display
        await pilot.press("f3", *"Alice", "comma", *"Bob", "enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.session.state.squad == ["Alice", "Bob"]


async def test_a_step_without_forms_takes_toml_orders(astrub_save: Path, monkeypatch) -> None:
    from dataclasses import replace

    from gmconsole.engine.rules import registry

    plugin = registry.find_plugin("astrub")
    monkeypatch.setattr(registry, "_PLUGINS", dict(registry._discover()))
    registry.install(replace(plugin, console=None))
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game_rules = app.screen.session.game.rules
        monkeypatch.setattr(type(game_rules), "forms", lambda self, state, scenario: [])
        pane = app.screen.query_one("#orders-pane")
        pane.show(app.screen.session)  # type: ignore[attr-defined]
        await pilot.pause()
        area = app.screen.query_one("#toml-orders", TextArea)
        area.focus()
        area.load_text('[[orders]]\nkind = "squad"\nmembers = ["Alice", "Bob"]\n')
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.screen.session.state.squad == ["Alice", "Bob"]
        area.load_text("this is = not [toml")
        await pilot.press("ctrl+s")
        await pilot.pause()
        said = str(app.screen.query_one("#toml-problem", Static).render())
        assert said.startswith("✘ n'est pas du TOML valide\u202f: ")  # Astrub is French
        assert "(ligne 1, colonne 6)" in said and "Invalid" not in said
        area.load_text("x = 1\n")
        await pilot.press("ctrl+s")
        await pilot.pause()
        said = str(app.screen.query_one("#toml-problem", Static).render())
        assert said == "✘ orders\u202f: écrivez chaque ordre comme une table [[orders]] avec son kind"


def test_open_a_broken_save_says_why(tmp_path: Path, capsys) -> None:
    broken = tmp_path / "saves" / "broken.toml"
    broken.write_text("schema_version = 1\ngame = [", encoding="utf-8")
    assert run(str(broken)) == 4
    assert "broken.toml" in capsys.readouterr().err


def test_an_event_without_the_export_is_said_in_the_games_typography():
    """The console's words for an event when the export cannot say them, and the CLI's
    ``status --gm`` events, share one short form of its data (``key=value``, ``[a, b]``); the
    console's line has the French colon (issue 11, one typography)."""
    from gmconsole.engine.events import Event
    from gmconsole.scenarios import load_scenario
    from gmconsole.tui.session import describe_event

    event = Event("squad_proposed", 1, "proposal", data={"members": ["Alice", "Chloé"], "seed_sha256": "x"})
    assert event.short_data() == "members=[Alice, Chloé], seed_sha256=x"
    said = describe_event(event, load_scenario("astrub"))
    assert said.endswith("\u202f: members=[Alice, Chloé]") and "seed" not in said
    english = load_scenario("astrub").model_copy(update={"language": "en"})
    assert describe_event(event, english).endswith(": members=[Alice, Chloé]")
    assert describe_event(Event("over", 1, "proposal"), english) == english.display("over")
