"""Vampire Hunter tables for the tests: the shipped content (changed where a test says), games with
pinned hunters, and states built by hand (tokens, items, decks) so a test knows what is drawn."""

from __future__ import annotations

import copy
from typing import Any

from gmconsole.engine.actions import Resolve
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.games.vampire_hunter.rules.rules import VampireHunterRules
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import Item, VampireHunterState
from gmconsole.scenarios import find_scenario, scenario_from_dict
from gmconsole.tomlio import read_toml

RULES = VampireHunterRules()
DATA = read_toml(find_scenario("vampire-hunter"))
# four hunters, pinned: Anghel (courage 5) is not first in the roster
TABLE = {"Ana": "harker", "Bob": "anghel", "Cid": "morris", "Dan": "holmwood"}


def data(**changes: Any) -> dict[str, Any]:
    """The shipped scenario's data with ``changes``: a key replaced, except ``rules`` (merged)."""
    out = copy.deepcopy(DATA)
    for key, value in changes.items():
        if key == "rules":
            out[key] = {**out[key], **value}
        else:
            out[key] = value
    return out


def scenario(**changes: Any) -> VampireHunterScenario:
    made = scenario_from_dict(data(**changes), "vampire-hunter.toml")
    assert isinstance(made, VampireHunterScenario)
    return made


def new_game(table: dict[str, str] | None = None, seed: str = "v", **changes: Any) -> Game:
    table = TABLE if table is None else table
    roster = [RosterEntry(name=n, pins={"hunter": h} if h else {}) for n, h in table.items()]
    return Game.new(scenario(**changes), roster, seed)


class Built:
    """A state built by hand under the shipped rules: apply orders directly (no journal)."""

    def __init__(self, game: Game) -> None:
        self.scenario: VampireHunterScenario = game.scenario  # type: ignore[assignment]
        self.state: VampireHunterState = game.state.model_copy(deep=True)  # type: ignore[assignment]
        self.events: list = []
        self.rolls: list = []

    def hunter(self, name: str):
        return self.state.hunters[name]

    def give(self, name: str, *cards: str) -> None:
        for key in cards:
            self.state.hunters[name].items.append(Item(key, self.scenario.equipment[key].charges))

    def place(self, name: str, town: str) -> None:
        self.state.hunters[name].town = town
        self.state.hunters[name].previous = town

    def turn_of(self, name: str) -> None:
        self.state.current = self.state.order.index(name)

    def context(self) -> Context:
        return Context(self.state, self.scenario)

    def order(self, **fields: Any) -> None:
        ctx = self.context()
        RULES.apply(self.state, RULES.parse_action({"kind": "hunt", **fields}), ctx)

    def resolve(self) -> list:
        ctx = self.context()
        RULES.apply(self.state, Resolve(), ctx)
        self.events += ctx.events
        self.rolls += ctx.rolls
        return ctx.events

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def first(self, kind: str):
        return next(e for e in self.events if e.kind == kind)


def quiet(game: Game) -> Built:
    """A built state with no token anywhere but where the test puts them, and decks the test
    sets (a test that needs a deck writes it)."""
    built = Built(game)
    built.state.tokens = {}
    return built
