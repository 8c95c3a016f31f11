"""Textual's own words (the command palette's placeholder and system commands) follow the
language of the screen shown: French for a French game, English for an English one (issue 11,
point 3)."""

from __future__ import annotations

import pytest
from textual.command import CommandInput

from gmconsole.tui.app import GMConsoleApp


@pytest.mark.parametrize(
    ("lang", "placeholder", "commands"),
    [
        ("fr", "Chercher une commande…", {"Thème", "Quitter", "Touches", "Capture d'écran"}),
        ("en", "Search for commands…", {"Theme", "Quit", "Keys", "Screenshot"}),
    ],
)
async def test_palette_and_system_commands_speak_the_screens_language(
    lang, placeholder, commands, tmp_path, monkeypatch
):
    monkeypatch.setenv("GMCONSOLE_LANG", lang)
    app = GMConsoleApp(saves_dir=tmp_path)
    async with app.run_test() as pilot:
        titles = {c.title for c in app.get_system_commands(app.screen)}
        assert commands <= titles
        assert not {"Quit", "Theme", "Keys"} & titles if lang == "fr" else True
        app.action_command_palette()
        await pilot.pause()
        assert app.screen.query_one(CommandInput).placeholder == placeholder


def _english_key_descriptions() -> set[str]:
    """Textual's own key descriptions and tooltips, as Textual writes them (the English file)."""
    from gmconsole.engine.wording import wording_for
    from gmconsole.tui.textual_words import PREFIX

    english = wording_for("en")
    return {english.text(k) for k in english.keys() if k.startswith(PREFIX)} - {"palette"}


async def test_the_keys_panel_and_footer_say_textuals_own_keys_in_french(astrub_save):
    """The keys panel lists the focused widget's keys (an input's, a table's) and the screen's
    and app's: in a French game, Textual's English descriptions are said in French (issue 11)."""
    from textual.widgets import Input
    from textual.widgets._key_panel import BindingsTable

    english = _english_key_descriptions()
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_show_help_panel()
        await pilot.pause()
        screen = app.screen
        seen: set[str] = set()
        for focus in (None, *screen.query(Input).results()):
            if focus is not None:
                focus.focus()
                await pilot.pause()
            shown = [(a.binding.description, a.binding.tooltip) for a in screen.active_bindings.values()]
            seen |= {d for d, _ in shown}
            assert not [s for pair in shown for s in pair if s in english]
        assert {"Champ suivant", "Curseur à gauche", "Tout sélectionner"} <= seen
        await pilot.pause()
        table = screen.query_one(BindingsTable).render_bindings_table()
        cells = {str(cell) for column in table.columns for cell in column._cells}
        assert "Champ suivant" in cells and "Focus Next" not in cells


def test_a_binding_is_worded_in_the_language_asked():
    from textual.binding import Binding

    from gmconsole.tui.textual_words import message_id, worded

    assert message_id("Move cursor right or accept the completion suggestion") == (
        "textual-key-move-cursor-right-or-accept-the-completion-suggestion"
    )
    binding = Binding("left", "cursor_left", "Cursor left", tooltip="Open the command palette")
    assert worded(binding, "en") == binding
    french = worded(binding, "fr")
    assert (french.description, french.tooltip) == ("Curseur à gauche", "Ouvrir la palette de commandes")
    mine = Binding("ctrl+r", "resolve", "Résoudre")
    assert worded(mine, "fr") is mine  # the console's own, already worded
