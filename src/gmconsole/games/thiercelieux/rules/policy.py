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
            # T-D-8: a day vote for oneself only where the scenario allows it (it does by default)
            no_self = state.phase != CAPTAIN_VOTE and not self.scenario.day.self_vote
            for voter in living:
                allowed = [
                    t
                    for t in targets
                    if not (voter in state.lovers and t in state.lovers and t != voter)
                    and not (no_self and t == voter)
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


class HeuristicPolicy(RandomPolicy):
    """Players who act on what they know (for ``--policy heuristic`` and the creation estimate).

    What a player knows is the state's knowledge (``known_by``): the seer's answers (T-N-4), the
    little girl's glimpse (T-N-6), the werewolves' knowledge of one another (T-N-5), the lovers
    (T-N-2); the cards of the dead are public (T-D-1). By day, a player who knows a living
    werewolf votes against him, and the seer who found one says so (the village follows her);
    the werewolves vote with the village's lead unless the lead is one of them (then all against
    one villager, and once the lead's card is turned the village remembers who defended a
    werewolf); the others follow the lead (a defender of a werewolf first), never against
    someone they know is innocent or against their lover. By night, the
    werewolves never choose one of their own (T-N-5), the seer looks at someone she does not know
    yet, the witch saves the victim when she can and poisons only a werewolf she knows, the hunter
    shoots a werewolf he knows.
    """

    def __init__(self, rng: random.Random, scenario: ThiercelieuxScenario) -> None:
        super().__init__(rng, scenario)
        self.suspects: set[str] = set()
        """Players the village saw defend a werewolf: they voted against another than the day's
        lead, and the lead's card, turned at his death, was a werewolf's (T-D-1)."""
        self.last_day: tuple[str, dict[str, str]] | None = None

    def _deduce(self, state: ThiercelieuxState) -> None:
        if self.last_day is None:
            return
        lead, votes = self.last_day
        player = state.player(lead)
        if not player.alive:
            self.last_day = None
            if player.roles[0] == WEREWOLF:
                self.suspects |= {voter for voter, target in votes.items() if target and target != lead}

    def _known_wolves(self, state: ThiercelieuxState, who: str, living: set[str]) -> list[str]:
        return [
            about
            for about, fact in state.known_by(who).items()
            if fact.seen_as == WEREWOLF and about in living and about != who
        ]

    def orders(self, state: ThiercelieuxState) -> list[Action]:
        self._deduce(state)
        rng, step = self.rng, state.step
        living = [p.name for p in state.players if p.alive]
        alive = set(living)
        if step in (VOTE, REVOTE) and state.phase != CAPTAIN_VOTE:
            targets = state.candidates or living
            wolves = set(state.werewolves())
            innocent = [t for t in targets if t not in wolves] or targets
            pack_target = rng.choice(innocent)
            seer = state.holder("seer")
            revealed = [w for w in self._known_wolves(state, seer, alive) if w in targets] if seer else []
            suspects = [s for s in targets if s in self.suspects]
            lead = revealed[0] if revealed else rng.choice(suspects or targets)
            votes = {}
            for voter in living:
                knows = state.known_by(voter)
                if voter in wolves:  # with the village, unless its lead is one of the pack
                    choice = pack_target if lead in wolves else lead
                    choice = "" if choice == voter else choice
                else:
                    own = [w for w in self._known_wolves(state, voter, alive) if w in targets]
                    if own:
                        choice = own[0]
                    else:
                        choice = lead
                        cleared = {a for a, f in knows.items() if f.seen_as != WEREWOLF}
                        if choice == voter or choice in cleared:
                            pool = [t for t in targets if t != voter and t not in cleared]
                            choice = rng.choice(pool) if pool else ""
                if voter in state.lovers and choice in state.lovers and choice != voter:
                    choice = ""
                votes[voter] = choice
            self.last_day = (lead, votes)
            return [DayVotes(votes=votes)]
        if step == SEER:
            seer = state.holder("seer")
            known = state.known_by(seer)
            unknown = [n for n in living if n != seer and n not in known]
            others = unknown or [n for n in living if n != seer]
            return [SeerChoice(target=rng.choice(others))] if others else []
        if step == WOLVES:
            pack = state.werewolves()
            lovers = state.lovers
            prey = [n for n in living if n not in pack and not (n in lovers and set(lovers) & set(pack))]
            prey = prey or [n for n in living if n not in pack]
            if not prey:
                return [WerewolvesChoice(victim="", asleep=pack)]
            return [WerewolvesChoice(victim=rng.choice(prey), asleep=[], little_girl_spies=False)]
        if step == WITCH:
            witch = state.holder("witch")
            heal = state.heal_left and bool(state.victim) and not state.girl_caught
            wolves_known = self._known_wolves(state, witch, alive) if witch else []
            poison = wolves_known[0] if state.poison_left and wolves_known else ""
            return [WitchChoice(heal=heal, poison=poison)]
        if step == HUNTER:
            suspects = self._known_wolves(state, state.pending, alive)
            pool = suspects or [n for n in living if n != state.pending] or [""]
            return [HunterShot(target=rng.choice(pool))]
        return super().orders(state)
