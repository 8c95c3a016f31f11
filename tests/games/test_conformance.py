"""One conformance test for every game: each registered game (and the toy game of tests/, installed
as a separate distribution would be) is dealt, played to its end by its random policy, verified,
undone to its deal, saved and loaded, and opened in the console on each phase it went through.
A new game gets these checks without writing them (issue 11, point 7)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.rules.plugin import GamePlugin
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario
from policy_play import play_step

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
        play_step(game, policy)  # a policy may propose what the rules refuse, as a GM may type it
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


def public_views(game: Game) -> tuple[str, ...]:
    """The public status (text and JSON), the console's public roster and the last step's post."""
    import contextlib
    import io
    import json

    from gmconsole import cli
    from gmconsole.engine.public import public_view
    from gmconsole.export import public_post, render
    from gmconsole.tui.labels import Labels
    from gmconsole.tui.widgets.roster import public_cells

    text = io.StringIO()
    with contextlib.redirect_stdout(text):
        cli._print_status(game, gm=False)
    last = game.entries()[-1]
    L = Labels(game.scenario.language)
    return (
        text.getvalue(),
        json.dumps(cli._status_dict(game, gm=False), ensure_ascii=False),
        json.dumps(
            [public_cells(r, game.scenario.display, L) for r in public_view(game).players], ensure_ascii=False
        ),
        render(public_post(last.events, game.scenario, rolls=last.rolls), "text"),
    )


def with_secrets_dealt_again(game: Game, rng: random.Random) -> Game:
    """A copy of ``game`` whose generic secrets differ: the living players' camps and secret roles
    shuffled among them (a role the public view shows stays), knowledge, the seed, every
    non-public event and roll replaced."""
    from gmconsole import cli
    from gmconsole.engine.dice import Roll
    from gmconsole.engine.events import GM, Event

    shown = {row["name"]: list(row.get("roles", [])) for row in cli._status_dict(game, gm=False)["players"]}
    state = game.state.model_copy(deep=True)
    living = [p for p in state.players if p.alive]
    # what the public view shows of a player's roles (a public role) stays his
    secrets = [(p.camp, [r for r in p.roles if r not in shown[p.name]]) for p in living]
    rng.shuffle(secrets)
    for player, (camp, roles) in zip(living, secrets, strict=True):
        player.camp = camp
        player.roles = [r for r in player.roles if r in shown[player.name]] + roles
    state.knowledge = []
    state.seed = f"another seed {rng.random()}"
    state.invalidate()
    entries = []
    for entry in game.entries():
        events = [
            e if e.public else Event(e.kind, e.turn, e.phase, GM, e.rule, {"scrambled": rng.random()})
            for e in entry.events
        ]
        rolls = [
            r
            if r.audience.to == "public"
            else Roll(r.key, r.purpose, r.expr, rng.randint(1, 99), "x", r.audience, r.turn, r.phase)
            for r in entry.rolls
        ]
        entries.append(entry.model_copy(update={"events": events, "rolls": rolls}))
    return Game(game.rules, game.scenario, game.roster, state.seed, state, entries[0], entries[1:])


def test_public_views_do_not_depend_on_the_secrets(case) -> None:
    """Generic non-interference: with the secrets every game has dealt again, every public view
    is the same, at every step of a random game (the games' own tests scramble their own secret
    fields too: tests/export/test_public_views.py)."""
    plugin, scenario = case
    game = play(plugin, scenario, 13)
    rng = random.Random(13)
    steps = 0
    while len(game.journal) > 0:
        if not game.state.over:  # the victory post reveals the roles, as it should
            assert public_views(with_secrets_dealt_again(game, rng)) == public_views(game)
            steps += 1
        game.undo()
    assert steps


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
