"""A ballot whose game words no hint of its own says the keys it really has: Thiercelieux's
captain election among 8 players read « 1-9 : candidat » (keys 1 to 8 cast a vote, 9 none), and
its title was the bare role name, « Capitaine »; it now says « Élection du Capitaine »."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Ballot, RosterEntry
from gmconsole.engine.rules.forms import abstention
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.labels import Labels
from gmconsole.tui.views.forms import ballot_keys

PLAYERS = ["Alice", "Bruno", "Chloé", "Denis", "Émile", "Fanny", "Gaston", "Hélène"]


async def test_the_captain_election_says_its_title_and_its_eight_keys(tmp_path: Path) -> None:
    game = Game.new(load_scenario("thiercelieux"), [RosterEntry(name=n) for n in PLAYERS], "keys")
    app = GMConsoleApp(save_game(game, tmp_path / "saves" / "t.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        title = str(app.screen.query_one("#ballot-title", Static).render())
        hint = str(app.screen.query_one("#ballot-hint", Static).render())
    assert title.startswith("Élection du Capitaine"), title
    assert hint.replace("\u202f", " ").replace("\xa0", " ") == (
        "1-8 : candidat · 0 : abstention · ou tapez « votant : vote »"
    ), hint


def _ballot(candidates: list[str], **kwargs: object) -> Ballot:
    return Ballot(action="votes", label="vote", candidates=candidates, voters=candidates, **kwargs)


def test_the_hint_follows_the_candidates_and_the_special_keys() -> None:
    fr, en = Labels("fr"), Labels("en")
    many = [f"P{i}" for i in range(12)]
    assert ballot_keys(_ballot(many), en) == "1-9: candidate · 0: abstain · or type 'voter: vote'"
    assert ballot_keys(_ballot(["Alice"]), en) == "1: candidate · 0: abstain · or type 'voter: vote'"
    strike = abstention(label="strike", keys=("s", "0"))
    assert ballot_keys(_ballot(["A", "B", "C"], specials=[strike]), en) == (
        "1-3: candidate · s/0: strike · or type 'voter: vote'"
    )
    no_keys = abstention(keys=())
    assert ballot_keys(_ballot(["A", "B"], specials=[no_keys]), fr).startswith(
        "1-2\u202f: candidat · ou tapez"
    )


async def test_the_captain_election_says_who_is_elected(tmp_path: Path) -> None:
    # the rule's line under the tally read « le plus de voix » alone
    game = Game.new(load_scenario("thiercelieux"), [RosterEntry(name=n) for n in PLAYERS], "rule")
    app = GMConsoleApp(save_game(game, tmp_path / "saves" / "t.toml"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        tally = str(app.screen.query_one("#ballot-tally", Static).render())
    assert "le joueur qui a le plus de voix est élu" in tally, tally
