"""The game screen's start does each thing once (issue 17, the console's first frame with its
tabs ready): the footer's keys are built once and kept while the keys shown stay the same, the
tabs are there at the first frame, and the cycle collector, paused while the screen is built,
runs again once it is drawn."""

from __future__ import annotations

import gc
from pathlib import Path

from textual.widgets._footer import FooterKey

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.footer import KeysFooter


async def test_footer_keys_kept_while_the_keys_shown_stay_the_same(new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        footer = app.screen.query_one(KeysFooter)
        keys = list(footer.query(FooterKey))
        assert "ctrl+r" in [k.key for k in keys]
        app.screen.refresh_bindings()  # what a focus move or a new step publishes
        await pilot.pause()
        assert list(footer.query(FooterKey)) == keys  # the same widgets, not built again
        # a key that comes or goes is shown: the paste key needs a vote on names
        await pilot.press("f2")  # the roster: its own keys join the footer
        await pilot.pause()
        shown = [k.key for k in footer.query(FooterKey)]
        assert "v" in shown and shown != [k.key for k in keys]


async def test_tabs_mounted_with_the_screen_and_collector_back_on(new_astrub) -> None:
    save = new_astrub(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        for tab in ("#roster-view-pane", "#dice-log", "#post-view"):
            assert screen.query(tab), tab
        assert not screen.query("Lazy")
        assert gc.isenabled()
        assert screen.has_class("-wide") and not screen.has_class("-narrow")
    assert gc.isenabled()


async def test_hidden_tabs_contents_mounted_when_first_shown(new_winterfell) -> None:
    """The roster's, the dice's and the post's contents are mounted in the handler that first shows their
    tab (issue 17: hidden, their table, filter and text area cost the start their styling); the
    tab answers at once: rows, title, sections and the post's text are there after the key."""
    from gmconsole.tui.widgets.dice_log import DiceTable
    from gmconsole.tui.widgets.post import PostArea
    from gmconsole.tui.widgets.roster import RosterTable

    save = new_winterfell(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.query("#roster-view-pane") and not screen.query(RosterTable)
        assert screen.query("#post-view") and not screen.query(PostArea)
        assert screen.query("#dice-log") and not screen.query(DiceTable)
        await pilot.press("f4")
        dice = screen.query_one(DiceTable)
        assert dice.row_count == len(screen.session.game.rolls()) >= 1
        assert screen.focused is dice
        await pilot.press("f2")
        table = screen.query_one(RosterTable)
        assert table.row_count == len(screen.session.state.players)
        assert screen.focused is table
        assert str(screen.query_one("#roster-view").render())  # the view's title
        assert screen.query_one("#roster-sections-text").parent is screen.query_one("#roster-sections")
        await pilot.press("f5")
        area = screen.query_one(PostArea)
        assert area.text and screen.focused is area
        assert str(screen.query_one("#post-info").render())


async def test_post_area_mounted_late_matches_the_bracket_under_its_cursor(new_winterfell) -> None:
    """The post's text area, mounted with its text on the tab's first show, matches the
    bracket under its cursor as an area loaded once mounted does (Textual's cursor watcher
    skips an area not yet mounted and does not run at mount; a BBCode post starts with ``[``).
    """
    from gmconsole.tui.widgets.post import PostArea

    save = new_winterfell(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        area = app.screen.query_one(PostArea)
        assert area.text.startswith("[") and area.cursor_location == (0, 0)
        closing = area.find_matching_bracket("[", (0, 0))
        assert closing is not None
        assert area.matching_bracket_location == closing


async def test_ballots_of_steps_not_reached_are_empty_at_start(new_astrub, new_winterfell) -> None:
    """A ballot composed for a vote step not reached yet (hidden) mounts its title, table and
    field only when first shown (issue 17: its table and field cost the start their styling);
    at a vote step it is filled as before (the tally snapshots, ``test_gm_evening``)."""
    from gmconsole.tui.widgets.tally import Ballot, BallotTable

    for save in (new_astrub(Path("saves/a.toml")), new_winterfell(Path("saves/w.toml"))):
        app = GMConsoleApp(save)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            ballots = list(app.screen.query(Ballot))
            assert not any(b.display for b in ballots)
            assert not app.screen.query(BallotTable) and not any(b.children for b in ballots)
            # Astrub composes its hidden ballots; Winterfell mounts its own at the first vote
            # (tests/tui/test_lazy_parts_pilot.py)
            assert bool(ballots) == (app.screen.session.scenario.game == "astrub")  # type: ignore[attr-defined]


async def test_footer_keys_styled_once(new_winterfell) -> None:
    """Each footer key is made with its final compact style (issue 17: Textual's key took
    ``-compact`` once mounted and lost it again, and was styled three times)."""
    restyled: list[object] = []
    save = new_winterfell(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    update_styles = FooterKey.update_node_styles

    def spy_styles(key: FooterKey, *args: object, **kwargs: object) -> None:
        restyled.append(key)
        update_styles(key, *args, **kwargs)  # type: ignore[arg-type]

    FooterKey.update_node_styles = spy_styles  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            keys = list(app.screen.query_one(KeysFooter).query(FooterKey))
            assert keys and not restyled
            assert [k.has_class("-compact") for k in keys] == [k.has_class("-command-palette") for k in keys]
    finally:
        FooterKey.update_node_styles = update_styles  # type: ignore[method-assign]


async def test_first_focus_given_once(new_winterfell) -> None:
    """Opening the game screen moves the focus once, to the Orders tab's field (issue 17: the tab
    bar took it first, and was restyled on gaining and losing it). What Textual's automatic focus
    did after that is kept: back from a dialog with nothing focused, the tab bar takes the focus."""
    from textual.screen import Screen
    from textual.widgets import Input
    from textual.widgets._tabbed_content import ContentTabs

    from gmconsole.tui.screens.dialogs import Page

    focused: list[object] = []
    save = new_winterfell(Path("saves/g.toml"))
    app = GMConsoleApp(save)
    set_focus = Screen.set_focus

    def spy_focus(screen: Screen, widget: object, *args: object, **kwargs: object) -> None:
        focused.append(widget)
        set_focus(screen, widget, *args, **kwargs)  # type: ignore[arg-type]

    Screen.set_focus = spy_focus  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert [type(w) for w in focused] == [Input]
            assert screen.focused is focused[0]
            await pilot.press("escape")  # nothing focused
            assert screen.focused is None
            app.push_screen(Page(screen.L, "?", "…"))  # type: ignore[attr-defined]
            await pilot.pause()
            app.pop_screen()
            await pilot.pause()
            assert isinstance(screen.focused, ContentTabs)
    finally:
        Screen.set_focus = set_focus  # type: ignore[method-assign]


async def test_compact_fields_not_styled_before_their_mount(new_winterfell, new_astrub) -> None:
    """The squad builders' fields and the sword checkbox are compact from their construction,
    without the styling that Textual's ``compact=True`` gave them before they were mounted
    (issue 17): nothing is styled while it is not attached to the screen."""
    from textual.css.stylesheet import Stylesheet
    from textual.widgets import Checkbox, Input

    unattached: list[str] = []
    apply = Stylesheet.apply

    def spy(sheet: Stylesheet, node: object, *args: object, **kwargs: object) -> None:
        if isinstance(node, (Input, Checkbox)) and not node.is_attached:
            unattached.append(str(node.id))
        apply(sheet, node, *args, **kwargs)  # type: ignore[arg-type]

    Stylesheet.apply = spy  # type: ignore[method-assign]
    try:
        for save in (new_winterfell(Path("saves/w.toml")), new_astrub(Path("saves/a.toml"))):
            app = GMConsoleApp(save)
            async with app.run_test(size=(120, 40)) as pilot:
                await pilot.pause()
                fields = list(app.screen.query(Input)) + list(app.screen.query(Checkbox))
                assert fields and all(f.compact and f.has_class("-textual-compact") for f in fields)
                assert not unattached, unattached
    finally:
        Stylesheet.apply = apply  # type: ignore[method-assign]
