"""Winterfell games for the export tests: Example 1 of the source text played on a pinned roster,
and random games played by the engine's random policy (``simulate.py``)."""

from __future__ import annotations

import random
from pathlib import Path

from gmconsole.engine.actions import Resolve
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.winterfell.rules.assassination import SquadOrder
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.scenarios import load_roster
from policy_play import play_step

# Example 1 (000_86abcd6c84e7b35e.txt, W-A-1..W-A-6): the example's players with their ranks
# and places pinned by their keys (W-S-16, so that the Meereen scenario takes the same roster),
# the rest of the 50 drawn around them.
EXAMPLE_1_ROSTER = Path(__file__).resolve().parents[1] / "data" / "example-1-roster.toml"


def example_1(scenario) -> Game:
    """Example 1 played: Robett watches for Wyman, Howland and Davos, who kill captain Jon (3+3+1
    = 7); the same night Robett and Tourte-Chaude (3+1 = 4 < 7) fail against captain Luwin with
    Lady Moustache on the lookout, and Robett's name is revealed to Luwin."""
    roster = load_roster(EXAMPLE_1_ROSTER)
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, 50 - len(roster) + 1)]
    for attempt in range(3, 200):  # the first seed whose dice reveal Robett, whatever the derivation
        game = Game.new(scenario, roster, f"exemple-1-{attempt}")
        game.push(
            [
                SquadOrder(members=["Wyman", "Howland", "Davos"], target="Jon", lookout="Robett"),
                SquadOrder(members=["Robett", "Tourte-Chaude"], target="Luwin", lookout="Lady Moustache"),
                Resolve(),
            ]
        )
        if any(e.kind == "squad_result" and e.data.get("revealed") == "Robett" for e in game.events()):
            return game
    raise AssertionError("no seed reveals Robett to Luwin")


def random_game(
    scenario, seed: int, players: int = 50, max_turns: int = 60, names: list[str] = (), women: bool = False
) -> Game:
    """A whole game through :class:`Game` with the engine's random policy (refused orders dropped);
    ``names`` replace the first players' names; ``women``: every other player is a woman
    (``gender = "f"``: French agreement; the dice do not see it)."""
    roster = random_roster(players)
    for entry, name in zip(roster, names):
        entry.name = name
    if women:
        for i, entry in enumerate(roster):
            entry.gender = "f" if i % 2 else None
    game = Game.new(scenario, roster, f"export-{seed}")
    policy = RandomPolicy(random.Random(seed), scenario)
    while not game.state.over and game.state.turn <= max_turns:
        play_step(game, policy)
    return game


# -- Astrub -------------------------------------------------------------------------------------
ASTRUB_NAMES = ["Alice", "Bob", "Chloé", "David", "Eve", "Fanny", "Gus", "Hélène", "Ivan", "Jules"]
WOMEN = {"Alice", "Chloé", "Eve", "Fanny", "Hélène"}


def astrub_steps(scenario, seed: int, players: int, spies: list[str], genders: bool = True):
    """A whole Astrub game whose orders never depend on who the spies are: the same seed gives the
    same squads, votes and choices (anyone may sabotage, M-M-6) whatever ``spies`` holds. Yields
    the game after its deal, after every order and after every resolution; ``genders``: the
    players' genders in the roster (``WOMEN``; the dice do not see them)."""
    names = ASTRUB_NAMES[:players]
    roster = [
        RosterEntry(
            name=n,
            gender=("f" if n in WOMEN else "m") if genders else None,
            pins={"role": "spy" if n in spies else "mercenary"},
        )
        for n in names
    ]
    game = Game.new(scenario, roster, f"astrub-{seed}")
    rng = random.Random(seed)
    yield game
    while not game.state.winner:
        state = game.state
        if state.phase == "proposal":
            members = rng.sample(names, game.rules.squad_size(state, scenario))
            game.push(game.parse({"kind": "squad", "members": members, "leader": state.leader or names[0]}))
        elif state.phase == "approval":
            game.push(game.parse({"kind": "votes", "votes": {n: rng.random() < 0.6 for n in names}}))
        else:
            game.push(
                game.parse({"kind": "mission", "choices": {n: rng.random() < 0.3 for n in state.squad}})
            )
        yield game
        game.push(game.parse({"kind": "resolve"}))
        yield game


def astrub_game(scenario, seed: int, players: int, spies: list[str]) -> Game:
    """The whole game of ``astrub_steps`` (the players' genders in the roster), at its end."""
    *_, game = astrub_steps(scenario, seed, players, spies)
    return game
