"""A vote cast by a key moves the cursor on at once (the next key is for the next voter); when
the rules refuse it (a lover voting against the other, a GM's trial), the cursor comes back to
the voter, who has no vote yet, so the GM sees whom to ask again. A key typed since keeps its
place: the late refusal does not pull the cursor from under it."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult

from gmconsole.engine.names import NameIndex
from gmconsole.tui.labels import labels
from gmconsole.tui.widgets.tally import Ballot, BallotSpec, BallotTable, Option

VOTERS = ["Alice", "Bruno", "Chloé", "Denis"]


class _BallotApp(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.casts: list[Ballot.Cast] = []

    def compose(self) -> ComposeResult:
        yield Ballot(labels("fr"), id="ballot")

    def on_mount(self) -> None:
        spec = BallotSpec(
            title="Vote",
            voters=VOTERS,
            options=[Option("yes", "Oui", ("y",)), Option("no", "Non", ("n",))],
            cast={},
            names=NameIndex(VOTERS),
        )
        ballot = self.query_one(Ballot)
        ballot.show(spec)
        self.query_one(BallotTable).focus()

    def on_ballot_cast(self, event: Ballot.Cast) -> None:
        self.casts.append(event)


async def _cast_first(pilot: Any, app: _BallotApp) -> BallotTable:
    await pilot.pause()
    table = app.query_one(BallotTable)
    assert table.cursor_row == 0
    await pilot.press("y")
    await pilot.pause()
    assert [c.entries for c in app.casts] == [{"Alice": "yes"}]
    assert table.cursor_row == 1  # moved on at once
    return table


async def test_a_refused_key_vote_brings_the_cursor_back_to_its_voter() -> None:
    app = _BallotApp()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _cast_first(pilot, app)
        done = app.casts[0].done
        assert done is not None
        done(False)
        await pilot.pause()
        assert table.cursor_row == 0


async def test_a_taken_key_vote_leaves_the_cursor_on_the_next_voter() -> None:
    app = _BallotApp()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _cast_first(pilot, app)
        app.casts[0].done(True)  # type: ignore[misc]
        await pilot.pause()
        assert table.cursor_row == 1


async def test_a_late_refusal_leaves_a_cursor_moved_since() -> None:
    app = _BallotApp()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _cast_first(pilot, app)
        await pilot.press("down")
        await pilot.pause()
        app.casts[0].done(False)  # type: ignore[misc]
        await pilot.pause()
        assert table.cursor_row == 2
