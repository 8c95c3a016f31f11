"""Random play for Thiercelieux: each step's order drawn among the legal ones (without resolve)."""

from __future__ import annotations

import random

from gmconsole.engine.actions import Action
from gmconsole.games.thiercelieux.rules.actions import (
    AppointCaptain,
    CaptainVotes,
    CupidChoice,
    DayVotes,
    HunterShot,
    SeerChoice,
    ThiefChoice,
    WerewolvesChoice,
    WitchChoice,
)
from gmconsole.games.thiercelieux.rules.scenario import ThiercelieuxScenario
from gmconsole.games.thiercelieux.rules.state import (
    APPOINT,
    CAPTAIN_VOTE,
    CUPID,
    HUNTER,
    REVOTE,
    SEER,
    SUCCESSOR,
    THIEF,
    VOTE,
    WEREWOLF,
    WITCH,
    WOLVES,
    ThiercelieuxState,
)


class RandomPolicy:
    def __init__(self, rng: random.Random, scenario: ThiercelieuxScenario) -> None:
        self.rng = rng
        self.scenario = scenario

    def orders(self, state: ThiercelieuxState) -> list[Action]:
        rng, step = self.rng, state.step
        living = [p.name for p in state.players if p.alive]
        if step in (VOTE, REVOTE):
            targets = state.candidates or living
            votes = {}
            for voter in living:
                allowed = [
                    t for t in targets if not (voter in state.lovers and t in state.lovers and t != voter)
                ]
                votes[voter] = rng.choice(allowed) if allowed and rng.random() < 0.9 else ""
            return [CaptainVotes(votes=votes) if state.phase == CAPTAIN_VOTE else DayVotes(votes=votes)]
        if step == APPOINT or step == SUCCESSOR:
            return [AppointCaptain(name=rng.choice(living))]
        if step == THIEF:
            must = state.middle.count(WEREWOLF) == 2
            return [ThiefChoice(take=rng.choice((1, 2) if must else (0, 1, 2)))]
        if step == CUPID:
            return [CupidChoice(lovers=rng.sample(living, 2))]
        if step == SEER:
            others = [n for n in living if n != state.holder("seer")]
            return [SeerChoice(target=rng.choice(others))] if others else []
        if step == WOLVES:
            wolves = state.werewolves()
            asleep = wolves if rng.random() < 0.02 else []
            victim = "" if asleep else rng.choice([n for n in living if n not in wolves] or living)
            spies = bool(state.holder("little_girl")) and rng.random() < 0.3
            return [WerewolvesChoice(victim=victim, asleep=asleep, little_girl_spies=spies)]
        if step == WITCH:
            heal = state.heal_left and bool(state.victim) and not state.girl_caught and rng.random() < 0.5
            poison = rng.choice(living) if state.poison_left and rng.random() < 0.3 else ""
            return [WitchChoice(heal=heal, poison=poison)]
        if step == HUNTER:
            return [HunterShot(target=rng.choice([n for n in living if n != state.pending] or [""]))]
        if state.phase == CAPTAIN_VOTE:
            return []
        return []
