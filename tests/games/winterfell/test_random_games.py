"""200 seeded random games played to a victory through the Game (journal, undo-safe copies),
with random legal orders and votes and some orders the rules must refuse.

After every step the invariants hold:

- influence: the total influence is that of the living players' ranks, as the public view shows
  it; no rank holds more seats than at turn 1 (W-S-1, W-E-5); each justice tally's available
  influence is that of the living non-GVs (W-J-4);
- the hierarchy has exactly one ghost; while the game runs he lives, or died within the W-V-1
  window; at the start of a turn every living cub has a living lieutenant (W-E-7);
- no wolf victory after the ghost's death (W-V-1: "S'il meurt, les Loups sont vaincus");
- no dead player acts: refused orders by the dead (probes) and, in what was resolved, squads,
  voters, accusers and lieutenants were alive;
- every roll is in the log: the dice counters count exactly the logged rolls, and each logged
  roll recomputes from the seed.

The only errors allowed are refused orders (RuleViolation), each leaving the state unchanged.
Most games apply the orders in place (fast); a few go through the Game (copies, journal) and are
replayed from the seed (``verify``).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.dice import compute
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.setup import minimum_players
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import GHOST, RANKS
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def fingerprint(state) -> tuple:
    """What a refused order must leave as it was (cheaper than a deep copy of the state)."""
    return (
        state.turn,
        state.phase,
        state.step,
        state.winner,
        tuple((p.alive, p.rank, p.hierarchy, p.camp, tuple(p.roles), p.lieutenant) for p in state.players),
        len(state.knowledge),
        tuple(sorted(state.dice_counters.items())),
        len(state.guesses),
        repr(state.assassination),
        repr(state.justice),
        repr(state.elections),
        repr(state.sword),
        repr(state.passage),
        tuple(state.ben_protected),
        state.revolt_turn,
    )


class Checker:
    """Plays one game and checks the invariants after every step.

    The fast path applies each order in place (the rules refuse before changing anything; the
    fingerprint proves it); ``through_game`` pushes each step's orders as one batch through
    :class:`Game` instead (copies, journal, replay), dropping a refused order and pushing again.
    """

    def __init__(self, scenario, seed: int, players: int = 50, *, through_game: bool = False) -> None:
        self.scenario = scenario
        self.rules = WinterfellRules()
        self.rng = random.Random(seed)
        self.seed = f"random-{seed}"
        self.through_game = through_game
        self.refusals: Counter[str] = Counter()
        if through_game:
            self.game = Game.new(scenario, random_roster(players), self.seed)
            self.state = self.game.state
            self.rolls = list(self.game.setup.rolls)
        else:
            self.state, ctx = self.rules.setup(scenario, random_roster(players), self.seed)
            self.rolls = list(ctx.rolls)
        self.policy = RandomPolicy(self.rng, scenario)
        self.rolls_checked = 0
        self.check([])

    # -- playing -----------------------------------------------------------------------------
    def apply(self, action, *, must_refuse: bool = False) -> None:
        state = self.state
        before = fingerprint(state)
        alive_before = {p.name for p in state.players if p.alive}
        ctx = Context(state, self.scenario)
        try:
            self.rules.apply(state, action, ctx)
        except RuleViolation as exc:
            assert fingerprint(state) == before, f"the refused {action.describe()} changed the state"
            self.refusals[exc.rule or action.kind] += 1
            if isinstance(action, Resolve):
                raise AssertionError(f"resolve refused at {state.phase}/{state.step}: {exc}") from exc
            return
        assert not must_refuse, f"{action.describe()} should have been refused"
        self.rolls.extend(ctx.rolls)
        self.no_dead_actor(ctx.events, alive_before)
        self.check(ctx.events)

    def push_step(self, actions) -> None:
        """Through the Game: the step's orders and its resolve as one batch (all or nothing)."""
        batch = [*actions, Resolve()]
        while True:
            before = self.game.state
            alive_before = {p.name for p in before.players if p.alive}
            try:
                applied = self.game.push(batch)
            except RuleViolation as exc:
                assert self.game.state is before
                self.refusals[exc.rule] += 1
                bad = next((a for a in batch[:-1] if _refuses(self, a)), None)
                assert bad is not None, f"the step's resolve was refused: {exc}"
                batch.remove(bad)
                continue
            self.state = self.game.state
            self.rolls.extend(applied.entry.rolls)
            self.no_dead_actor(applied.entry.events, alive_before)
            self.check(applied.entry.events)
            return

    def play(self, max_turns: int = 60):
        while not self.state.over:
            state = self.state
            assert state.turn <= max_turns, f"no victory after {max_turns} turns"
            if self.rng.random() < 0.3:
                for probe in self.policy.mistaken(state):
                    if self.through_game:
                        with pytest.raises(RuleViolation):
                            self.game.push(probe)
                    else:
                        self.apply(probe, must_refuse=True)
            orders = self.policy.orders(state)
            if self.through_game:
                self.push_step(orders)
            else:
                for action in orders:
                    self.apply(action)
                self.apply(Resolve())
        return self.state

    # -- invariants --------------------------------------------------------------------------
    def no_dead_actor(self, events, alive_before: set[str]) -> None:
        for event in events:
            data = event.data
            if event.kind == "squad_result":
                for m in data["members"]:
                    assert m in alive_before, f"dead {m} acted in a squad"
                if data["lookout_present"] and data["lookout"]:
                    assert data["lookout"] in alive_before, f"dead lookout {data['lookout']}"
            elif event.kind in ("justice_result", "election_result"):
                for row in data["votes"]:
                    assert row["voter"] in alive_before, f"dead {row['voter']} voted ({event.kind})"
            elif event.kind == "accused":
                for a in data["accused"]:
                    assert not a["by"] or a["by"] in alive_before, f"dead {a['by']} accused"
                    assert a["accused"] in alive_before
            elif event.kind == "lieutenant_replaced":
                assert data["new"] in alive_before

    def check(self, events) -> None:
        state, scenario = self.state, self.scenario
        living = state.living()
        # Influence (W-S-1, W-E-5, W-J-4).
        public = state.public_view()
        public_total = sum(scenario.influence(p["rank"]) for p in public["players"] if p["alive"])
        assert public_total == sum(scenario.influence(p.rank) for p in living)
        for rank in RANKS[:-1]:
            assert len(state.with_rank(rank)) <= scenario.rank(rank).count, f"too many {rank}s"
        for event in events:
            if event.kind == "justice_result":
                assert (
                    event.data["threshold"] == event.data["available"] // scenario.justice.threshold_divisor
                )
        # The hierarchy (W-S-3, W-V-1, W-E-7).
        ghosts = [p for p in state.players if p.hierarchy == GHOST]
        assert len(ghosts) == 1, f"{len(ghosts)} ghosts"
        ghost = ghosts[0]
        if not state.over:
            assert ghost.alive or ghost.died_turn >= state.turn - 1, (
                "the ghost is dead but the loyalists have not won"
            )
        if state.winner == "wolves":
            assert ghost.alive, f"the wolves won ({state.victory_rule}) after the ghost's death (W-V-1)"
        if state.phase == "assassination" and not state.over and ghost.alive:  # W-E-7: a living ghost names
            for p in living:
                if p.hierarchy == "cub":
                    lt = state.wp(p.lieutenant)
                    assert lt.alive and lt.hierarchy == "lieutenant", f"cub {p.name} has no living lieutenant"
        # Every roll is in the log (W-S-16) and recomputes from the seed.
        for roll in self.rolls[self.rolls_checked :]:
            assert compute(self.seed, roll.key, roll.expr) == roll.result, (
                f"roll {roll.key} does not recompute"
            )
        self.rolls_checked = len(self.rolls)
        assert sum(state.dice_counters.values()) == len(self.rolls), "a roll escaped the log"


def _refuses(checker: Checker, action) -> bool:
    """Whether ``action`` alone is refused on a copy of the Game's state."""
    work = checker.game.state.model_copy(deep=True)
    try:
        checker.rules.apply(work, action, Context(work, checker.scenario))
    except RuleViolation:
        return True
    return False


def play_games(scenario, seeds, players: int = 50, *, through_game: bool = False) -> Counter:
    outcomes: Counter = Counter()
    for seed in seeds:
        checker = Checker(scenario, seed, players, through_game=through_game)
        state = checker.play()
        assert state.over and state.phase == "over" and state.victory_rule.startswith("W-V-")
        assert set(state.scores) == {p.name for p in state.players}
        if through_game:
            kinds = [e.kind for e in checker.game.journal[-1].events]
            assert kinds[-3:] == ["victory", "end_report", "seed_revealed"], (
                "the victory and the end report close the game (W-V-4), then the seed is revealed"
            )
            assert checker.game.verify() == [], "the journal replays from the seed to the same game"
        outcomes[state.victory_rule] += 1
    return outcomes


def test_200_random_games_reach_a_victory_with_the_invariants_after_every_step():
    outcomes = play_games(WINTERFELL, range(200))
    assert sum(outcomes.values()) == 200
    assert outcomes["W-V-1"] and outcomes["W-V-2"], f"both main camps win some games: {outcomes}"


def test_random_games_through_the_game_journal_replay_from_the_seed():
    play_games(WINTERFELL, range(500, 506), through_game=True)


def test_random_games_with_the_smallest_and_a_larger_roster():
    play_games(WINTERFELL, range(1000, 1020), players=minimum_players(WINTERFELL))
    play_games(WINTERFELL, range(1020, 1030), players=80)


def test_random_games_on_the_meereen_scenario():
    play_games(load_scenario("meereen"), range(1500, 1530))


@pytest.mark.slow
def test_many_more_random_games():
    play_games(WINTERFELL, range(2000, 3000))
    play_games(load_scenario("meereen"), range(4000, 4300))
    play_games(WINTERFELL, range(4500, 4520), through_game=True)


def test_the_policys_unvalidated_orders_equal_validated_ones():
    """The random policy builds its orders without pydantic's validation (``simulate._made``):
    each equals the model validated from the same fields, with the same fields set, the same
    fields of the same types in the same order (its dump too), nothing extra or private, and
    its own lists. Every kind of order the policy makes is seen."""
    from gmconsole.games.winterfell.rules.simulate import steps

    def shape(order: Any) -> list[Any]:
        return [
            [(name, type(value)) for name, value in order.__dict__.items()],
            order.model_fields_set,
            order.__pydantic_extra__,
            order.__pydantic_private__,
        ]

    rules = WinterfellRules()
    kinds: Counter = Counter()
    lists: list[Any] = []
    for seed in range(12):
        state, _ = rules.setup(WINTERFELL, random_roster(50), f"orders-{seed}")
        policy = RandomPolicy(random.Random(seed), WINTERFELL)
        for action in steps(state, policy):
            given = {name: getattr(action, name) for name in action.model_fields_set}
            validated = type(action)(**given)
            assert action == validated and shape(action) == shape(validated), action
            assert list(action.model_dump().items()) == list(validated.model_dump().items())
            kinds[action.kind] += 1
            lists += [v for v in action.__dict__.values() if isinstance(v, (list, dict))]
            try:
                rules.apply(state, action, Context(state, WINTERFELL))
            except RuleViolation:
                pass
    assert set(kinds) == {
        "sword", "passage", "squad", "no_assassination", "ben", "reek", "greenseer", "abel",
        "accuse", "justice_votes", "interrogate", "election_votes", "new_lieutenant", "guess",
        "resolve",
    }  # fmt: skip
    assert len({id(v) for v in lists}) == len(lists)  # no two orders share a list or a table
