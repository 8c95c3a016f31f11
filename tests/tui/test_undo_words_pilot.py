"""Undo and redo say the step and its turn first, then its orders, with one colon: « Annulé
(proposition d'escouade, tour 1) : résolution », never « Annulé : proposition d'escouade (1) :
résolution » (the journal's line placed after the label). Every kind of step: orders entered,
a resolution alone, several orders with their resolution; redo; a French and an English game."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp
from thiercelieux_roles import ROLES

NNBSP = "\u202f"
VOTES = f"vote{NNBSP}: Alice oui, Bob non, Chloé non, David non et Émile non"


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


def saved(path: Path, scenario: str, players: list[str], steps: list[list[dict]]) -> Path:
    game = Game.new(load_scenario(scenario), [RosterEntry(name=n) for n in players], "undo-words")
    for batch in steps:
        game.push([game.parse(a) for a in batch])
    return save_game(game, path)


async def test_a_french_game_says_the_step_then_its_orders(tmp_path: Path) -> None:
    players = ["Alice", "Bob", "Chloé", "David", "Émile"]
    path = saved(
        tmp_path / "saves" / "g.toml",
        "astrub",
        players,
        [
            [{"kind": "squad", "members": ["Alice", "Bob"]}, {"kind": "resolve"}],  # orders and resolution
            [{"kind": "votes", "votes": {n: n == "Alice" for n in players}}],  # orders alone
            [{"kind": "resolve"}],  # a resolution alone
        ],
    )
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        vote = f"(vote d{chr(0x2019)}approbation, tour 1){NNBSP}: "
        expected = [
            ("ctrl+z", f"Annulé {vote}résolution"),
            ("ctrl+z", f"Annulé {vote}{VOTES}"),
            (
                "ctrl+z",
                f"Annulé (proposition d{chr(0x2019)}escouade, tour 1){NNBSP}: "
                f"escouade proposée{NNBSP}: Alice et Bob{NNBSP}; résolution",
            ),
            ("ctrl+y", f"Rétabli (proposition d{chr(0x2019)}escouade, tour 1){NNBSP}: "),
            ("ctrl+y", f"Rétabli {vote}{VOTES}"),
            ("ctrl+y", f"Rétabli {vote}résolution"),
        ]
        for key, said in expected:
            await pilot.press(key)
            await pilot.pause()
            shown = status(app).replace("'", "\u2019")
            assert shown.startswith(said.replace("'", "\u2019")), (key, shown)


async def test_an_english_game_says_it_in_english(tmp_path: Path) -> None:
    roles = dict(ROLES)
    game = Game.new(
        load_scenario("thiercelieux-en"),
        [RosterEntry(name=n, pins={"role": r}) for n, r in roles.items()],
        "s",
    )
    game.push(
        [
            game.parse({"kind": "captain_votes", "votes": {n: "Chloé" for n in roles}}),
            game.parse({"kind": "resolve"}),
        ]
    )
    path = save_game(game, tmp_path / "saves" / "en.toml")
    phase = game.journal[-1].phase
    name = game.scenario.names.get(phase, phase)
    app = GMConsoleApp(path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+z")
        await pilot.pause()
        said = status(app)
        assert said.startswith(f"Undone ({name}, turn 1): "), said
        assert said.endswith("; resolution"), said
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert status(app).startswith(f"Redone ({name}, turn 1): "), status(app)
