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
