"""One conformance test for every game: each registered game (and the toy game of tests/, installed
as a separate distribution would be) is dealt, played to its end by its random policy, verified,
undone to its deal, saved and loaded, and opened in the console on each phase it went through.
A new game gets these checks without writing them (issue 11, point 7)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.rules.plugin import GamePlugin
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario

from .toy.install import toy_installed

CASES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))] + [("toy", "toy")]
MAX_STEPS = 400


@pytest.fixture(params=CASES, ids=[f"{g}-{s}" for g, s in CASES])
def case(request, tmp_path: Path) -> Iterator[tuple[GamePlugin, str]]:
    game, scenario = request.param
    if game == "toy":
        with toy_installed(tmp_path / "site"):
            yield registry.find_plugin(game), scenario
    else:
        yield registry.find_plugin(game), scenario


def play(plugin: GamePlugin, scenario_name: str, seed: int) -> Game:
    """A whole game by the plug-in's random policy."""
    assert plugin.policy, f"{plugin.name} declares no random policy"
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(plugin.name)
    count = plugin.players or rules.min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count + 1)]
    game = Game.new(scenario, roster, f"conformance-{seed}")
    policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
    for _ in range(MAX_STEPS):
        if game.state.over:
            break
        for order in policy.orders(game.state):
            try:
                game.push(order)
            except RuleViolation:
                continue  # a policy may propose what the rules refuse, as a GM may type it
        game.push(Resolve())
    return game


def test_a_random_game_ends_and_every_die_verifies(case) -> None:
    plugin, scenario = case
    for seed in range(3):
        game = play(plugin, scenario, seed)
        assert game.state.over, f"{plugin.name}: no end after {MAX_STEPS} steps"
        assert game.verify() == []


def test_undo_back_to_the_start_gives_the_dealt_state(case) -> None:
    plugin, scenario = case
    game = play(plugin, scenario, 7)
    dealt = Game.new(game.scenario, game.roster, game.seed).state.model_dump(mode="json")
    while game.journal:
        game.undo()
    assert game.state.model_dump(mode="json") == dealt


def test_save_and_load_give_an_equal_game(case, tmp_path: Path) -> None:
    plugin, scenario = case
    game = play(plugin, scenario, 11)
    path = save_game(game, tmp_path / "game.toml")
    loaded = load_game(path)
    assert loaded.state.model_dump(mode="json") == game.state.model_dump(mode="json")
    assert [e.model_dump(mode="json") for e in loaded.journal] == [
        e.model_dump(mode="json") for e in game.journal
    ]
    assert loaded.verify() == []


async def test_the_console_opens_on_every_phase_and_draws_its_forms(case, tmp_path: Path) -> None:
    from gmconsole.tui.app import GMConsoleApp

    plugin, scenario = case
    game = play(plugin, scenario, 5)
    seen: set[str] = set()
    while game.journal:  # walk back through the game: one save per phase met
        game.undo()
        if game.state.phase in seen:
            continue
        seen.add(game.state.phase)
        path = save_game(game, tmp_path / f"{len(seen)}.toml")
        app = GMConsoleApp(path)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            pane = app.screen.query_one("#orders-pane")
            assert pane.display and list(pane.children), (
                f"{plugin.name}: empty orders pane in {game.state.phase}"
            )
    assert seen
