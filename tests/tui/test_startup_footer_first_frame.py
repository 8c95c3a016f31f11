"""Issue 17, the console's first frame: the game screen's footer shows its keys in the screen's
first frame. Textual's footer composed them only after a refresh that followed the screen's first
change of bindings, so the screen was laid out and drawn again for them just after its first
frame; the footer now composes the keys the screen has when it is mounted, and composes again
only when they change.

Without that late refresh, a ballot opened at the start (the justice vote) moved its cursor
before its table had a height: the row went to the top of a view of no height, and the frame
showed the voters below the cursor instead of the table scrolled as it is when laid out first.
The ballot's table now scrolls its cursor into view at its first height."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual._compositor import Compositor
from textual.widgets._footer import FooterKey

from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.footer import KeysFooter

NIGHT_1 = [
    {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
    {"kind": "squad", "members": ["Robett", "Tourte-Chaude"], "target": "Luwin", "lookout": "Lady Moustache"},
    {"kind": "resolve"},
]


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


async def test_a_vote_open_at_the_start_shows_its_cursor_at_the_view_s_bottom(new_winterfell) -> None:
    """The justice vote, 30 of its voters entered: the cursor is on the first voter still
    missing, scrolled into view from the table's top (the last row shown), not at the top of
    the view as a scroll made before the table had its height put it."""
    path = new_winterfell(Path("saves/g.toml"), [NIGHT_1])
    game = load_game(path)
    gvs = [p.name for p in game.state.players if p.rank == "great_vassal"]
    accused = ["Luwin", "Robett", "Défenseur 01"]
    game.push(
        [
            game.parse({"kind": "accuse", "by": g, "accused": a, "justification": "trop calme"})
            for g, a in zip(gvs, accused)
        ]
    )
    game.push(game.parse({"kind": "resolve"}))
    voters = [p.name for p in game.state.players if p.alive and p.rank != "great_vassal"]
    game.push(game.parse({"kind": "justice_votes", "votes": {v: "Luwin" for v in voters[:30]}}))
    from gmconsole.saves import save_game

    save_game(game, path)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#ballot-table")
        assert table.cursor_row == 30
        rows_shown = table.size.height - 1  # under the header
        assert rows_shown < 30
        assert table.scroll_y == table.cursor_row + 1 - rows_shown
