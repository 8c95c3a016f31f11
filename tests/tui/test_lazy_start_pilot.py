"""What the console builds or reads when first needed (issue 17, the console's first frame): a
part of the game screen that the opening step does not show is not built at the start, and
appears, when the game reaches it, as it does in a console opened there; ``screens.tcss``, the
rules of the screens other than the game screen (launcher, dialogs, vote import), is read when
the first such screen is shown and, read late, changes nothing on the game screen: none of its
rules matches a node there, whatever the game, the step, the width or the tab shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from first_frame import first_frame
from textual.css.match import match
from textual.css.stylesheet import Stylesheet
from textual.screen import ModalScreen

from gmconsole.demo import build_demo
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.state import GREAT_VASSAL
from gmconsole.saves import load_game, save_game
from gmconsole.tui.app import SCREENS_CSS, GMConsoleApp

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


def _read(app: GMConsoleApp) -> bool:
    return app.stylesheet.has_source(str(SCREENS_CSS))


def _matched(app: GMConsoleApp) -> list[str]:
    """The nodes of the current screen that a rule of ``screens.tcss`` matches."""
    sheet = Stylesheet(variables=app.get_css_variables())
    sheet.add_source(SCREENS_CSS.read_text(encoding="utf-8"), read_from=(str(SCREENS_CSS), ""))
    rules = sheet.rules
    assert len(rules) > 30  # the file was read and parsed
    return [
        f"{rule.selector_set[0].css} -> {node!r}"
        for node in app.screen.walk_children(with_self=True)
        for rule in rules
        if match(rule.selector_set, node)
    ]


async def test_game_screens_match_no_rule_of_the_screens_sheet(new_winterfell) -> None:
    saves = [
        save_game(build_demo(game), Path(f"saves/{game}.toml"))
        for game in ("astrub", "winterfell", "thiercelieux", "vampire_hunter")
    ]
    saves.append(_accused(new_winterfell(Path("saves/justice.toml"))))  # the vote after ctrl+r
    for save in saves:
        for size in ((120, 40), (80, 24)):
            app = GMConsoleApp(save)
            async with app.run_test(size=size) as pilot:
                await pilot.pause()
                assert not _read(app), save  # the game screen's start does not read it
                if save.stem == "justice":
                    await pilot.press("ctrl+r")
                    await pilot.pause()
                    await pilot.press("enter")
                    for _ in range(5):
                        await pilot.pause()
                    assert app.screen.query("#wf-ballot")
                for key in ("f2", "f4", "f5", "f3"):  # every tab's contents mounted
                    await pilot.press(key)
                    await pilot.pause()
                assert _matched(app) == [], (save, size)


async def test_the_first_dialog_reads_the_screens_sheet(new_winterfell) -> None:
    """The first dialog (the resolution's confirmation) is styled by ``screens.tcss``: its box
    80 columns wide, centred over the game screen; the launcher, the first screen without a
    save, reads it before its first frame."""
    app = GMConsoleApp(new_winterfell(Path("saves/wf.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert not _read(app)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, ModalScreen) and _read(app)
        box = app.screen.query_one(".modal-box")
        assert box.outer_size.width == 80 and box.region.x == 20
        assert app.screen.styles.align_horizontal == "center"
    launcher = GMConsoleApp()
    async with launcher.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert type(launcher.screen).__name__ == "Launcher" and _read(launcher)
        saves = launcher.screen.query_one("#saves")
        assert saves.styles.margin.left == 2  # `#saves { margin: 1 2; }`


async def test_winterfell_sword_checkbox_mounted_when_the_sword_is_in_play(new_winterfell) -> None:
    """The squad builder's sword checkbox is not built while the sword is not found (a new
    game); in docs/orders.md's running game (turn 4, Roose holds the sword) it is mounted between
    the lookout and the verdict, compact, with its bearer, and a tab after the lookout reaches it:
    ticked, the draft is the bearer's sword strike (W-A-7)."""
    import re

    from textual.widgets import Checkbox, Input

    from gmconsole.engine.game import Game
    from gmconsole.scenarios import load_running, load_scenario

    app = GMConsoleApp(new_winterfell(Path("saves/new.toml")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.query("#wolf-lookout") and not app.screen.query("#wolf-sword")
    docs = Path(__file__).resolve().parents[2] / "docs" / "orders.md"
    block = re.search(r"```toml\n(# running\.toml.*?)```", docs.read_text(encoding="utf-8"), re.S)
    assert block is not None
    Path("running.toml").write_text(block.group(1), encoding="utf-8")
    roster, running = load_running("running.toml")
    save = save_game(Game.new(load_scenario("winterfell"), roster, "r1", running), Path("saves/running.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        sword = screen.query_one("#wolf-sword", Checkbox)
        form = screen.query_one("#wolf-form")
        assert [c.id for c in form.children] == [
            "wolf-members",
            "wolf-target",
            "wolf-lookout",
            "wolf-sword",
            "wolf-verdict",
        ]
        assert sword.display and sword.compact and sword.has_class("-textual-compact")
        assert str(sword.label).endswith("(Roose)") and sword.region.height == 1
        screen.query_one("#wolf-lookout", Input).focus()
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        assert screen.focused is sword
        await pilot.press("space")
        await pilot.pause()
        assert sword.value
        assert screen.query_one("#wolf").draft()[0] == ["Roose"]  # type: ignore[attr-defined]
        assert screen.query_one("#wolf").draft()[3]  # type: ignore[attr-defined]


LATER = (
    "gmconsole.tui.widgets.tally",
    "gmconsole.tui.widgets.table",
    "gmconsole.tui.widgets.roster_table",
    "gmconsole.tui.widgets.dice_table",
    "textual.widgets._data_table",
    "textual.widgets._checkbox",
)
"""Modules a Winterfell game's first frame at the assassination step does not import: the
ballot's, the tables' (the roster's and the dice log's are mounted on their tab's first show)
and the sword checkbox's."""


@pytest.mark.slow
def test_winterfell_first_frame_imports_no_ballot_table_or_checkbox(new_winterfell) -> None:
    """In a fresh interpreter, as ``bench_issue17.py``'s probe measures it: the first frame with
    every tab mounted, then the modules of :data:`LATER` loaded (none)."""
    save = new_winterfell(Path("saves/wf.toml")).resolve()
    found = first_frame(save, LATER)  # the game screen checked there
    assert found["loaded"] == []
