"""A Thiercelieux table with every role pinned, so each test knows who holds what."""

from __future__ import annotations

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import find_scenario, load_scenario, scenario_from_dict
from gmconsole.tomlio import read_toml

# 10 players: 2 werewolves, the six specials, 2 villagers; the thief's two middle cards are
# villagers unless a test pins otherwise.
TABLE = {
    "Loup1": "werewolf",
    "Loup2": "werewolf",
    "Voyante": "seer",
    "Chasseur": "hunter",
    "Cupidon": "cupid",
    "Voleur": "thief",
    "Fille": "little_girl",
    "Sorciere": "witch",
    "Paul": "villager",
    "Anne": "villager",
}

# 8 players, the console tests' table: 2 werewolves, the seer, the witch, the hunter, Cupid, the
# thief and the little girl (no villager).
from thiercelieux_roles import ROLES  # noqa: E402, F401  (the console tests' table, shared)


def scenario(**settings):
    data = read_toml(find_scenario("thiercelieux"))
    for section, values in settings.items():
        data[section] = {**data.get(section, {}), **values}
    return scenario_from_dict(data)


def new_game(table: dict[str, str] | None = None, seed: str = "t", **settings) -> Game:
    table = TABLE if table is None else table
    roster = [RosterEntry(name=n, pins={"role": r} if r else {}) for n, r in table.items()]
    return Game.new(scenario(**settings) if settings else load_scenario("thiercelieux"), roster, seed)
