"""What the GM sees, pinned: the launcher, the roster (GM and public views), the squad builders
with a violation (Astrub, Winterfell), the tallies (Astrub's approval, Winterfell's justice), the
post, the orders at 80x24, the review of a pasted thread's votes. Regenerate with
``--snapshot-update`` after looking at the report."""

from __future__ import annotations

from textual.widgets import TextArea

from gmconsole.tui.app import GMConsoleApp
from thiercelieux_roles import ROLES

MISSION_1 = [
    [{"kind": "squad", "members": ["Alice", "Chloé"], "leader": "Alice"}],
    [{"kind": "resolve"}],
    [
        {
            "kind": "votes",
            "votes": {
                "Alice": "yes",
                "Bob": "yes",
                "Chloé": "yes",
                "David": "no",
                "Émile": "yes",
                "Fanny": "yes",
                "Gaspard": "yes",
            },
        }
    ],
    [{"kind": "resolve"}],
    [{"kind": "mission", "choices": {"Alice": "success", "Chloé": "sabotage"}}],
    [{"kind": "resolve"}],
]
PARTIAL_VOTES = [
    [{"kind": "squad", "members": ["Bob", "David", "Fanny"]}],
    [{"kind": "resolve"}],
    [{"kind": "votes", "votes": {"Alice": "yes", "Bob": "yes", "Chloé": "no", "David": "yes"}}],
]
NIGHT_1 = [
    [
        {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
        {
            "kind": "squad",
            "members": ["Robett", "Tourte-Chaude"],
            "target": "Luwin",
            "lookout": "Lady Moustache",
        },
        {"kind": "resolve"},
    ]
]

SIZE = (120, 40)


def test_launcher(snap_compare, astrub) -> None:
    astrub("astrub-new.toml", mtime=1_750_000_000)
    astrub("astrub-mission2.toml", MISSION_1, mtime=1_750_000_600)
    astrub("astrub-votes.toml", MISSION_1 + PARTIAL_VOTES, mtime=1_750_001_200)
    assert snap_compare(GMConsoleApp(), terminal_size=SIZE)


def test_launcher_at_80x24(snap_compare, astrub) -> None:
    """Issue 13, point 12: every column fits at 80 columns, the saved time included."""
    astrub("astrub-new.toml", mtime=1_750_000_000)
    astrub("a-save-with-a-rather-long-file-name.toml", MISSION_1, mtime=1_750_000_600)
    assert snap_compare(GMConsoleApp(), terminal_size=(80, 24))


def test_new_game_dialog_at_80x24(snap_compare) -> None:
    """Issue 13, point 12: the new-game dialog's buttons are in sight at 80x24."""
    assert snap_compare(GMConsoleApp(), press=["n"], terminal_size=(80, 24))


def test_result_after_a_resolution(snap_compare, astrub) -> None:
    """Issue 13, point 13: the approval's result stays on screen over the mission's choices."""
    path = astrub("g.toml", MISSION_1[:3])
    assert snap_compare(GMConsoleApp(path), press=["ctrl+r", "enter"], terminal_size=SIZE)


def test_roster_gm_view(snap_compare, astrub) -> None:
    path = astrub("g.toml", MISSION_1)
    assert snap_compare(GMConsoleApp(path), press=["f2"], terminal_size=SIZE)


def test_roster_public_view(snap_compare, astrub) -> None:
    path = astrub("g.toml", MISSION_1)
    assert snap_compare(GMConsoleApp(path), press=["f2", "v"], terminal_size=SIZE)


def test_squad_builder_with_a_violation(snap_compare, astrub) -> None:
    path = astrub("g.toml")
    assert snap_compare(
        GMConsoleApp(path), press=["space", "down", "down", "space", "down", "space"], terminal_size=SIZE
    )


def test_vote_tally(snap_compare, astrub) -> None:
    path = astrub("g.toml", MISSION_1 + PARTIAL_VOTES)
    assert snap_compare(GMConsoleApp(path), terminal_size=SIZE)


def test_post_view(snap_compare, astrub) -> None:
    path = astrub("g.toml", MISSION_1)
    assert snap_compare(GMConsoleApp(path), press=["f5"], terminal_size=SIZE)


def test_orders_at_80x24(snap_compare, astrub) -> None:
    path = astrub("g.toml", MISSION_1 + PARTIAL_VOTES)
    assert snap_compare(GMConsoleApp(path), terminal_size=(80, 24))


def test_winterfell_squad_builder_with_a_violation(snap_compare, winterfell) -> None:
    # Example 1's first squad entered; the second typed in with one of its members as the target
    path = winterfell("wf.toml", [NIGHT_1[0][:1]])
    keys = [*"robett, tourte", "enter", *"tourte", "enter", *"lady"]  # the members field has the focus
    assert snap_compare(GMConsoleApp(path), press=keys, terminal_size=SIZE)


def test_winterfell_roster_gm_view(snap_compare, winterfell) -> None:
    path = winterfell("wf.toml", NIGHT_1)
    # justice opens with the focus in the first GV's field: escape leaves it, 1 shows the roster
    assert snap_compare(GMConsoleApp(path), press=["escape", "f2"], terminal_size=SIZE)


def test_winterfell_justice_tally(snap_compare, justice_vote) -> None:
    path = justice_vote("wf.toml")
    assert snap_compare(GMConsoleApp(path), terminal_size=SIZE)


def test_vote_import_review(snap_compare, justice_import, justice_thread) -> None:
    # the 52-post thread of the vote-import pilot pasted at the justice vote: the cursor is on
    # the first question (a forum name close to two players), problems are shown below it
    path = justice_import("wf.toml")

    async def paste(pilot) -> None:
        await pilot.press("ctrl+t")
        await pilot.pause()
        pilot.app.screen.query_one("#paste-text", TextArea).load_text(justice_thread)
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()

    assert snap_compare(GMConsoleApp(path), run_before=paste, terminal_size=SIZE)


def test_thiercelieux_night_with_the_generic_form(snap_compare, tmp_path) -> None:
    """The night screen of a game with no widget of its own: the witch's form (T-N-7) with the
    night order (thief, Cupid, seer, werewolves done) and the werewolves' victim shown before she
    decides; roles pinned, no die rolled, so the screen does not depend on the seed."""
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario

    roles = dict(ROLES)
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in roles.items()]
    game = Game.new(load_scenario("thiercelieux"), roster, "snapshot")
    orders = [
        {"kind": "captain_votes", "votes": {n: "Bruno" for n in roles}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        {"kind": "seer", "target": "Alice"},
        {"kind": "werewolves", "victim": "Denis"},
    ]
    for order in orders:
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    assert game.state.step == "witch"
    path = save_game(game, tmp_path / "saves" / "lg.toml")
    assert snap_compare(GMConsoleApp(path), terminal_size=SIZE)
