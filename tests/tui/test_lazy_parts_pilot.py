"""Parts of the game screen mounted when first needed (issue 17, the console's first frame): a
part that the opening step does not show is not built at the start, and appears, when the game
reaches it, as it does in a console opened there."""

from __future__ import annotations

from pathlib import Path

from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.state import GREAT_VASSAL
from gmconsole.saves import load_game, save_game
from gmconsole.tui.app import GMConsoleApp

NIGHT_1 = [
    {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
    {"kind": "squad", "members": ["Robett", "Tourte-Chaude"], "target": "Luwin", "lookout": "Lady Moustache"},
    {"kind": "resolve"},
]


def _accused(path: Path) -> Path:
    """Example 1's night resolved and the three GVs' accusations entered: the accusation step,
    which a resolution turns into the justice vote."""
    game = load_game(path)
    game.push([game.parse(o) for o in NIGHT_1])
    gvs = [p.name for p in game.state.players if p.rank == GREAT_VASSAL]
    accused = ["Luwin", "Robett", "Défenseur 01"]
    game.push(
        [
            game.parse({"kind": "accuse", "by": g, "accused": a, "justification": "trop calme"})
            for g, a in zip(gvs, accused, strict=True)
        ]
    )
    return save_game(game, path)


def _pane_text(app: GMConsoleApp) -> list[str]:
    """The Orders pane as drawn: the screen's lines cut to the pane's region (the focused
    ballot table, the tally, the keys and the field)."""
    region = app.screen.query_one("#orders-pane").region
    lines = [strip.text for strip in app.screen._compositor.render_strips()]
    return [line[region.x : region.right] for line in lines[region.y : region.bottom]]


async def test_winterfell_ballot_mounted_at_the_first_vote(new_winterfell) -> None:
    """Winterfell's Orders pane has no ballot before a vote (nor the tally's module to build one);
    at the justice vote reached in the console, the ballot is mounted before the fields and shows
    what a console opened at that vote shows, with the focus on its table."""
    from gmconsole.tui.widgets.tally import Ballot, BallotTable

    save = _accused(new_winterfell(Path("saves/wf.toml")))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert wj.current_step(screen.session.state) == wj.ACCUSATION  # type: ignore[attr-defined]
        assert not screen.query(Ballot) and not screen.query("#wf-ballot")
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")  # the resolution's confirmation
        for _ in range(10):
            await pilot.pause()
        assert wj.current_step(screen.session.state) == wj.VOTE  # type: ignore[attr-defined]
        pane = screen.query_one("#orders-pane")
        assert [c.id for c in pane.children] == ["wolf", "wf-ballot", "wf-fields", "wf-over"]
        ballot = screen.query_one("#wf-ballot", Ballot)
        assert ballot.display and ballot.query_one(BallotTable).row_count == 46
        assert isinstance(screen.focused, BallotTable)
        screen.clear_result()  # the resolution's box: the pane gets the height it has below
        await pilot.pause()
        reached = _pane_text(app)
    opened = GMConsoleApp(save)
    async with opened.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert wj.current_step(opened.screen.session.state) == wj.VOTE  # type: ignore[attr-defined]
        assert isinstance(opened.screen.focused, BallotTable)
        assert _pane_text(opened) == reached
