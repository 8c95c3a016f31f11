"""A journal entry is described with its kind's model, without building the validator of the
union of every kind of the game (issue 17: the console's journal at its start)."""

from __future__ import annotations

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.worded import describe_action
from gmconsole.scenarios import load_scenario


def test_journal_action_described_by_its_kind_model_not_the_union() -> None:
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in "ABCDE"], "seed-kind")
    fresh = type("FreshRules", (type(game.rules),), {})  # its own cache of the union's validator

    class Where:
        scenario, state, rules = game.scenario, game.state, fresh()

    for saved in (
        {"kind": "squad", "members": ["A", "B"]},  # a game's own kind
        {"kind": "replace_player", "player": "A", "by": "Zed"},  # a seat change (every game)
    ):
        said = describe_action(saved, Where)
        assert said == describe_action(game.rules.parse_action(saved), game)  # as the union reads it
        assert "A" in said
    assert fresh.__dict__.get("_adapter") is None  # the union's validator was not built
