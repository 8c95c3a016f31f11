"""The toy game's rules (see the package docstring): one step a turn, a vote and a toss."""

from __future__ import annotations

import random
from typing import Annotated, Any, Literal

from pydantic import Field
from pydantic import dataclasses as pydantic

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.dice import seed_commitment
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import PUBLIC
from gmconsole.engine.rules.base import Ballot, Context, GameRules, RosterEntry, ScenarioBase, Step
from gmconsole.engine.rules.registry import register
from gmconsole.engine.state import GameState, Player

SIDES = ("heads", "tails")


class ToyScenario(ScenarioBase):
    max_turns: int = 30


@pydantic.dataclass(kw_only=True)
class ToyState(GameState):
    calls: dict[str, str] = Field(default_factory=dict)


class Calls(Action):
    kind: Literal["calls"] = "calls"
    votes: dict[str, str]


class ToyRules(GameRules):
    name = "toy"
    scenario_model = ToyScenario
    state_model = ToyState
    action_model = Annotated[Calls | Resolve, Field(discriminator="kind")]

    def min_players(self, scenario: ScenarioBase) -> int:
        return 2

    def setup(
        self, scenario: ScenarioBase, roster: list[RosterEntry], seed: str
    ) -> tuple[GameState, Context]:
        if len(roster) < 2:
            raise RuleViolation("heads or tails needs at least 2 players")
        players = [Player(name=e.name, seat=i, aliases=list(e.aliases)) for i, e in enumerate(roster, 1)]
        state = ToyState(
            game=self.name,
            seed=seed,
            seed_sha256=seed_commitment(seed),
            players=players,
            turn=1,
            phase="toss",
        )
        return state, Context(state, scenario)

    def apply(self, state: GameState, action: Action, ctx: Context) -> None:
        assert isinstance(state, ToyState)
        if state.over:
            raise RuleViolation("the game is over")
        if isinstance(action, Calls):
            calls = {}
            for who, side in action.votes.items():
                player = state.resolve(who)
                if not player.alive:
                    raise RuleViolation(f"{player.name} is out", player=player.name)
                if side not in SIDES:
                    raise RuleViolation(
                        f"{player.name} calls {side!r}: write heads or tails", player=player.name
                    )
                calls[player.name] = side
            state.calls.update(calls)
            return
        living = [p for p in state.players if p.alive]
        missing = [p.name for p in living if p.name not in state.calls]
        if missing:
            raise RuleViolation(f"no call yet from {', '.join(missing)}")
        side = ctx.dice.choice("toss.coin", SIDES, audience=PUBLIC)
        ctx.emit("toss", PUBLIC, side=side)
        wrong = [p for p in living if state.calls[p.name] != side]
        if len(wrong) < len(living):
            for player in wrong:
                player.alive = False
                ctx.emit("out", PUBLIC, player=player.name)
        state.calls = {}
        left = [p.name for p in state.players if p.alive]
        if len(left) == 1 or state.turn >= ctx.scenario.max_turns:  # type: ignore[attr-defined]
            state.winner, state.victory_rule = left[0] if len(left) == 1 else "nobody", "toy"
            ctx.emit("winner", PUBLIC, winner=state.winner)
            return
        state.turn += 1

    def checklist(self, state: GameState, scenario: ScenarioBase) -> list[Step]:
        assert isinstance(state, ToyState)
        return [
            Step(label=p.name, status="entered" if p.name in state.calls else "missing")
            for p in state.players
            if p.alive
        ]

    def ballot(self, state: GameState, scenario: ScenarioBase) -> Ballot | None:
        living = [p.name for p in state.players if p.alive]
        return Ballot(action="calls", label="call", candidates=list(SIDES), voters=living, specials=[])


register(ToyRules)


class RandomPolicy:
    def __init__(self, rng: random.Random, scenario: Any) -> None:
        self.rng = rng

    def orders(self, state: ToyState) -> list[Action]:
        return [Calls(votes={p.name: self.rng.choice(SIDES) for p in state.players if p.alive})]
