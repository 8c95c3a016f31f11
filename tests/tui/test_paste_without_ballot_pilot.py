"""ctrl+t (paste a forum thread) in a phase with no vote on names (Astrub's squad approval is a
yes/no vote): the key says why nothing happens instead of doing nothing, and no paste box opens;
it stays out of the footer there."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.vote_import import PasteThread


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def test_ctrl_t_without_a_ballot_says_so(new_astrub, tmp_path: Path) -> None:
    save = new_astrub(
        tmp_path / "saves" / "astrub-paste.toml",
        [[{"kind": "squad", "members": ["Alice", "Bob"], "leader": "Alice"}], [{"kind": "resolve"}]],
    )
    app = GMConsoleApp(save)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert screen.session.state.phase == "approval"
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert not isinstance(app.screen, PasteThread)
        said = status(app)
        assert "rien à coller" in said or "nothing to paste" in said, said
        footer_keys = {b.binding.key for b in app.active_bindings.values() if b.binding.show and b.enabled}
        assert "ctrl+t" not in footer_keys
