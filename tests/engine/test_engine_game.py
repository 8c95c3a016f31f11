"""Game: all-or-nothing pushes, refusals, undo/redo, replay, verify, the pure ``apply``."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Literal

import pytest
from pydantic import Field, ValidationError
from pydantic import dataclasses as pydantic

from gmconsole.engine import (
    Game,
    Resolve,
    RosterEntry,
    RuleViolation,
    UnknownPlayer,
    apply,
)
from gmconsole.engine.actions import Action
from gmconsole.engine.rules.base import Context, GameRules, ScenarioBase
from gmconsole.engine.rules.plugin import GamePlugin
from gmconsole.engine.rules.registry import install, register
from gmconsole.engine.state import GameState, Player
from gmconsole.games.astrub.rules.actions import (
    CastVotes,
    MissionChoices,
    ProposeSquad,
)


# A toy game that rolls dice on every order, to test what Astrub (one roll, at the deal) cannot.
class DiceScenario(ScenarioBase):
    game: Literal["dicetest"]


@pydantic.dataclass(kw_only=True)
class DiceState(GameState):
    game: Literal["dicetest"] = "dicetest"
    total: int = 0


class Throw(Action):
    kind: Literal["throw"] = "throw"
    times: int


@register
class DiceRules(GameRules):
    name = "dicetest"
    scenario_model = DiceScenario
    state_model = DiceState
    action_model = Annotated[Throw | Resolve, Field(discriminator="kind")]

    def setup(self, scenario, roster, seed):
        from gmconsole.engine.dice import seed_commitment

        players = [Player(name=e.name, seat=i) for i, e in enumerate(roster, start=1)]
        state = DiceState(seed=seed, seed_sha256=seed_commitment(seed), players=players, turn=1, phase="play")
        return state, Context(state, scenario)

    def apply(self, state, action, ctx):
        if isinstance(action, Throw):
            state.total += sum(ctx.dice.die("throw", 6) for _ in range(action.times))


@pytest.fixture(autouse=True)
def _dicetest_installed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The dice test game, known in this module's tests only (a copy of the registry's games is
    put back after each test)."""
    from gmconsole.engine.rules import registry

    monkeypatch.setattr(registry, "_PLUGINS", dict(registry._discover()))
    install(GamePlugin(name="dicetest", package="gmconsole", rules=DiceRules))


def play_some(t) -> None:
    """Two missions and a rejected squad: enough journal to undo through."""
    t.play_mission(0, leader="Bob")
    t.propose(t.squad_with_spies(1))
    t.vote(yes=0)
    t.play_mission(1)


# -- refusals ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("orders", "rule", "player"),
    [
        ([ProposeSquad(members=["Alice", "Bob", "Chloé"])], "M-M-2", ""),
        ([ProposeSquad(members=["Alice", "Alice"])], "M-M-2", "Alice"),
        ([ProposeSquad(members=["Alice", "Bob"]), Resolve(), Resolve()], "M-M-3", ""),
        ([CastVotes(votes={"Alice": True})], "M-M-3", ""),
        ([MissionChoices(choices={"Alice": True})], "M-M-6", ""),
        ([Resolve()], "M-M-2", ""),
    ],
)
def test_refusal_names_rule_and_player_and_changes_nothing(new_game, dump, orders, rule, player):
    game = new_game(5)
    before = dump(game)
    state_before = game.state
    with pytest.raises(RuleViolation) as info:
        game.push(orders)
    assert info.value.rule == rule
    assert info.value.player == player
    assert f"({rule})" in str(info.value)
    assert dump(game) == before
    assert game.state is state_before
    assert game.journal == []


def test_unknown_player_refusal_suggests_close_names(new_game, dump):
    game = new_game(5)
    before = dump(game)
    with pytest.raises(UnknownPlayer) as info:
        game.push(ProposeSquad(members=["Chloe", "Davd"]))
    assert info.value.suggestions == ["David"]
    assert dump(game) == before


def test_a_batch_is_all_or_nothing(table, dump):
    """The first orders of a batch are legal, the last is not: nothing is applied."""
    t = table(5)
    before = dump(t.game)
    with pytest.raises(RuleViolation):
        t.game.push(
            [ProposeSquad(members=["Alice", "Bob"]), Resolve(), CastVotes(votes={"Alice": True}), Resolve()]
        )
    assert dump(t.game) == before
    with pytest.raises(RuleViolation, match="no orders"):
        t.game.push([])


def test_push_records_actions_events_and_warnings(table):
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}})
    applied = t.propose(["Chloé", "Eve"], leader="Chloé")
    entry = applied.entry
    assert (entry.turn, entry.phase) == (1, "proposal")
    assert entry.actions == [
        {"kind": "squad", "members": ["Chloé", "Eve"], "leader": "Chloé"},
        {"kind": "resolve"},
    ]
    assert [e.kind for e in entry.events] == ["squad_proposed"]
    assert t.game.journal[-1] is entry
    t.vote()
    applied = t.game.push(MissionChoices(choices={"Chloé": "sabotage", "Eve": "success"}))
    assert applied.warnings == ["Chloé is a mercenary and chose sabotage (allowed, M-M-6)"]


# -- undo / redo ------------------------------------------------------------------------------
def test_undo_then_redo_restores_exactly(table, dump):
    t = table(6, seed="undo")
    play_some(t)
    full = dump(t.game)
    steps = len(t.game.journal)
    snapshots = []
    for _ in range(steps):
        snapshots.append(dump(t.game))
        t.game.undo()
    assert t.game.journal == [] and len(t.game.redo_stack) == steps
    assert t.game.state == Game.new(t.game.scenario, t.game.roster, t.game.seed).state
    for _ in range(steps):
        t.game.redo()
        assert dump(t.game) == snapshots.pop()
    assert dump(t.game) == full
    with pytest.raises(RuleViolation, match="nothing to redo"):
        t.game.redo()


def test_undo_restores_the_dice_counters_so_redo_rolls_the_same(dump):
    """Undo is no way to re-roll: the counters go back, and the same orders give the same dice."""
    game = Game.new(
        DiceScenario(game="dicetest", name="dice"), [RosterEntry(name="Ann"), RosterEntry(name="Ben")], "s"
    )
    game.push(Throw(times=3))
    game.push(Throw(times=2))
    full = dump(game)
    first_rolls = [r.result for r in game.journal[0].rolls]
    assert [r.key for r in game.rolls()] == [f"1/play/throw/{i}" for i in range(5)]
    game.undo()
    assert game.state.dice_counters == {"1/play/throw": 3}
    game.redo()
    assert dump(game) == full
    game.undo()
    game.undo()
    assert game.state.dice_counters == {} and game.state.total == 0
    game.push(Throw(times=3))  # the same order again, not a redo: the same dice all the same
    assert [r.result for r in game.journal[0].rolls] == first_rolls
    game.push(Throw(times=1))
    assert game.journal[1].rolls[0].key == "1/play/throw/3"
    assert game.verify() == []


def test_verify_detects_a_tampered_roll_during_play(dump):
    game = Game.new(DiceScenario(game="dicetest", name="dice"), [RosterEntry(name="Ann")], "s")
    game.push(Throw(times=4))
    roll = game.journal[0].rolls[2]
    forged = roll.result % 6 + 1
    game.journal[0].rolls[2] = replace(roll, result=forged)
    problems = game.verify()
    assert problems[0] == f"roll 1/play/throw/2 (throw): logged {forged}, recomputed {roll.result}"


def test_undo_on_a_reopened_game_replays_the_journal(table, dump):
    """A game rebuilt from its parts (as a save loads it) can still undo: it replays."""
    t = table(5)
    play_some(t)
    g = t.game
    reopened = Game(
        g.rules, g.scenario, g.roster, g.seed, g.state.model_copy(deep=True), g.setup, list(g.journal), []
    )
    g.undo()
    g.undo()
    reopened.undo()
    reopened.undo()
    assert dump(reopened) == dump(g)


def test_new_orders_clear_the_redo_stack(table):
    t = table(5)
    t.propose(["Alice", "Bob"])
    t.game.undo()
    assert len(t.game.redo_stack) == 1
    t.propose(["Chloé", "David"])
    assert t.game.redo_stack == []
    assert t.state.squad == ["Chloé", "David"]


def test_nothing_to_undo(new_game):
    with pytest.raises(RuleViolation, match="nothing to undo"):
        new_game(5).undo()


# -- determinism ------------------------------------------------------------------------------
def test_same_seed_same_orders_same_game(table, dump):
    """Same seed and same orders give an identical game: state, events, rolls (timestamps aside)."""
    games = []
    for _ in range(2):
        t = table(8, seed="twin")
        play_some(t)
        games.append(dump(t.game))
    assert games[0] == games[1]
    assert len({tuple(table(8, seed=f"seed {i}").state.spies()) for i in range(10)}) > 1


# -- verify -----------------------------------------------------------------------------------
def test_verify_clean_game(table):
    t = table(5)
    play_some(t)
    assert t.game.verify() == []


def test_verify_detects_a_tampered_roll(table):
    t = table(5, seed="tamper")
    play_some(t)
    roll = t.game.setup.rolls[0]
    forged = [x for x in range(5) if x not in roll.result][:2]
    t.game.setup.rolls[0] = replace(roll, result=forged)
    problems = t.game.verify()
    assert any(
        p.startswith(f"roll {roll.key} (deal the spies): logged {forged}, recomputed {roll.result}")
        for p in problems
    )
    assert any("replayed rolls differ" in p for p in problems)


def test_verify_detects_a_wrong_seed(table):
    t = table(5)
    t.game.seed = "not the seed"
    problems = t.game.verify()
    assert "seed: the seed does not match the published SHA-256 commitment (seed_sha256)" in problems


def test_verify_detects_an_edited_state(table):
    t = table(5)
    play_some(t)
    replayed = list(t.game.state.results)
    t.game.state.results = [True, True]
    problems = t.game.verify()
    # issue 10: the message names the key that differs, with both values
    problem = f"state.results: saved [true, true], replayed {str(replayed).lower().replace('none', 'null')}"
    assert any(p.startswith(problem) for p in problems), problems
    assert any(
        p.endswith("(the replayed state differs from the saved state: was the save edited by hand?)")
        for p in problems
    )


# -- the functional form ----------------------------------------------------------------------
def test_apply_is_pure(new_game, dump):
    game = new_game(5)
    state = game.state
    before = dump(state)
    new_state, events, rolls = apply(state, ProposeSquad(members=["Alice", "bob"]), game.scenario)
    assert dump(state) == before and new_state is not state
    assert new_state.squad == ["Alice", "Bob"] and events == [] and rolls == []
    resolved, events, _ = apply(new_state, Resolve(), game.scenario)
    assert new_state.phase == "proposal" and resolved.phase == "approval"
    assert [e.kind for e in events] == ["squad_proposed"]
    game.push([ProposeSquad(members=["Alice", "bob"]), Resolve()])
    assert game.state == resolved


def test_apply_refusal_leaves_state_untouched(new_game, dump):
    game = new_game(5)
    before = dump(game.state)
    with pytest.raises(RuleViolation):
        apply(game.state, ProposeSquad(members=["Alice"]), game.scenario)
    with pytest.raises(RuleViolation):
        apply(game.state, Resolve(), game.scenario)
    assert dump(game.state) == before


def test_apply_after_victory_is_a_rule_violation(table):
    """rules.apply itself refuses orders once the game is won (not only Game.push)."""
    t = table(5)
    for _ in range(3):
        t.play_mission(0)
    for action in (Resolve(), ProposeSquad(members=["Alice", "Bob"])):
        with pytest.raises(RuleViolation, match="the game is over"):
            apply(t.state, action, t.game.scenario)


def test_state_name_helpers(new_game):
    state = new_game(5, aliases={"Chloé": ["Clo"]}).state
    assert state.resolve("clo").name == "Chloé" and state.resolve("CHLOE").name == "Chloé"
    assert state.after("Eve").name == "Alice"
    with pytest.raises(RuleViolation, match="unknown player 'Zed'"):
        state.after("Zed")
    with pytest.raises(RuleViolation):
        state.player("chloé")  # player() wants the roster name exactly
    copy = state.model_copy(deep=True)
    assert copy == state and copy.resolve("clo") is copy.player("Chloé")


def test_state_copy_is_independent_and_builds_its_own_caches(new_game):
    """A deep copy shares no mutable value with the state, and its name index points at its own
    players (the copy drops the caches; Game.push relies on both)."""
    state = new_game(5).state
    state.player("Alice")  # build the original's index
    copy = state.model_copy(deep=True)
    assert copy == state and copy.players is not state.players
    copy.player("Alice").alive = False
    copy.players[1].roles.append("marked")
    assert state.player("Alice").alive and "marked" not in state.players[1].roles
    assert copy.player("Alice") is copy.players[0] and copy != state


def test_state_dump_and_validate_round_trip(new_game):
    state = new_game(5).state
    data = state.model_dump(mode="json")
    again = type(state).model_validate(data)
    assert again == state and again.model_dump(mode="json") == data
    with pytest.raises(ValidationError, match="turn"):
        type(state).model_validate(data | {"turn": "third"})


def test_register_refuses_a_state_that_is_not_a_pydantic_dataclass():
    """A GameState subclass without the decorator would keep its new fields as class attributes."""

    class Undecorated(GameState):
        total: int = 0

    class BadRules(DiceRules):
        name = "bad-dice"
        state_model = Undecorated

    with pytest.raises(TypeError, match="not a pydantic dataclass"):
        register(BadRules)


def test_record_copies_are_shallow_or_deep_as_asked():
    from copy import copy, deepcopy

    from gmconsole.games.winterfell.rules.state import AssassinationOrders, Squad

    orders = AssassinationOrders(squads=[Squad(members=["a"], target="b")], ben_protects="c")
    shallow, deep = copy(orders), deepcopy(orders)
    assert shallow == orders == deep and shallow is not orders
    assert shallow.squads is orders.squads and deep.squads is not orders.squads
    deep.squads[0].members.append("d")
    assert orders.squads[0].members == ["a"]
