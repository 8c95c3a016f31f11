"""Issue 17, the console's first frame: the game screen's footer shows its keys in the screen's
first frame. Textual's footer composed them only after a refresh that followed the screen's first
change of bindings, so the screen was laid out and drawn a second time for them just after its
first frame; the footer now composes the keys the screen has when it is mounted, and composes
again only when they change."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual._compositor import Compositor
from textual.widgets._footer import FooterKey

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.footer import KeysFooter


async def test_the_first_frame_shows_the_footer_s_keys(
    new_winterfell, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = new_winterfell(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    frames: list[list[str]] = []
    full = Compositor.render_full_update

    def drawn(self: Compositor, simplify: bool = False):  # type: ignore[no-untyped-def]
        screen = app.screen
        if type(screen).__name__ == "GameScreen":
            frames.append([k.key for k in screen.query(FooterKey) if k.region.width])
        return full(self, simplify)

    monkeypatch.setattr(Compositor, "render_full_update", drawn)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        keys = [k.key for k in app.screen.query_one(KeysFooter).query(FooterKey)]
    assert frames, "no frame of the game screen drawn"
    assert "ctrl+r" in frames[0] and "f1" in frames[0]
    assert frames[0] == [k for k in keys if k in frames[0]]  # the keys of the first frame stay


async def test_keys_that_change_are_still_composed_again(new_astrub) -> None:
    """A key that comes with the focus (the roster's ``v``) joins the footer as before."""
    app = GMConsoleApp(new_astrub(Path("saves/g.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeysFooter)
        assert "ctrl+r" in [k.key for k in footer.query(FooterKey)]
        await pilot.press("f2")
        await pilot.pause()
        assert "v" in [k.key for k in footer.query(FooterKey)]
        await pilot.press("f3")
        await pilot.pause()
        assert "v" not in [k.key for k in footer.query(FooterKey)]
