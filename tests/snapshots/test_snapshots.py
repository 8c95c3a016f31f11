"""What the GM sees, pinned: launcher, roster (GM and public), squad builder with a violation,
the vote tally, the post, and the orders at 80x24. Regenerate with ``--snapshot-update`` after
looking at the report."""

from __future__ import annotations

from gmconsole.tui.app import GMConsoleApp

from snap_games import MISSION_1, PARTIAL_VOTES, astrub

SIZE = (120, 40)


def test_launcher(snap_compare) -> None:
    astrub("astrub-new.toml", mtime=1_750_000_000)
    astrub("astrub-mission2.toml", MISSION_1, mtime=1_750_000_600)
    astrub("astrub-votes.toml", MISSION_1 + PARTIAL_VOTES, mtime=1_750_001_200)
    assert snap_compare(GMConsoleApp(), terminal_size=SIZE)


def test_roster_gm_view(snap_compare) -> None:
    path = astrub("g.toml", MISSION_1)
    assert snap_compare(GMConsoleApp(path), press=["1"], terminal_size=SIZE)


def test_roster_public_view(snap_compare) -> None:
    path = astrub("g.toml", MISSION_1)
    assert snap_compare(GMConsoleApp(path), press=["1", "v"], terminal_size=SIZE)


def test_squad_builder_with_a_violation(snap_compare) -> None:
    path = astrub("g.toml")
    assert snap_compare(GMConsoleApp(path), press=["space", "down", "down", "space", "down", "space"], terminal_size=SIZE)


def test_vote_tally(snap_compare) -> None:
    path = astrub("g.toml", MISSION_1 + PARTIAL_VOTES)
    assert snap_compare(GMConsoleApp(path), terminal_size=SIZE)


def test_post_view(snap_compare) -> None:
    path = astrub("g.toml", MISSION_1)
    assert snap_compare(GMConsoleApp(path), press=["4"], terminal_size=SIZE)


def test_orders_at_80x24(snap_compare) -> None:
    path = astrub("g.toml", MISSION_1 + PARTIAL_VOTES)
    assert snap_compare(GMConsoleApp(path), terminal_size=(80, 24))
