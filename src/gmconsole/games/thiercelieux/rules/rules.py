"""Thiercelieux's rules (catalogue: ``shared/rules/thiercelieux.md``): the deal, the captain, the
night in its order, dawn, the day vote, chains of deaths and victory.

A phase is a sequence of steps, each resolved by the GM once its order is in (the witch decides
after the werewolves' victim is known): ``state.step`` names the current one, and a step whose
role is not in play, dead or spent is skipped. Deaths go through one chain (``state.chain``):
a lover's grief comes at once, a dying hunter's shot and a dying captain's successor pause the
chain for the GM's order, and victory is checked only once the chain is complete (T-V-4).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.dice import seed_commitment
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, PUBLIC, to_group, to_player
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import ABSTAIN as ABSTAIN_KEY
from gmconsole.engine.rules.base import (
    Awaited,
    Ballot,
    Choice,
    Context,
    GameRules,
    GroupPicker,
    NameField,
    OrderForm,
    RosterEntry,
    ScenarioBase,
    Step,
    abstention,
    check_roster_names,
)
from gmconsole.engine.rules.registry import register
from gmconsole.engine.state import Player
from gmconsole.engine.worded import step_name
from gmconsole.engine.wording import Person, text
from gmconsole.games.thiercelieux.rules.actions import (
    AppointCaptain,
    CaptainVotes,
    CupidChoice,
    DayVotes,
    HunterShot,
    SeerChoice,
    ThiefChoice,
    ThiercelieuxAction,
    WerewolvesChoice,
    WitchChoice,
)
from gmconsole.games.thiercelieux.rules.scenario import SPECIAL_ROLES, ThiercelieuxScenario
from gmconsole.games.thiercelieux.rules.state import (
    APPOINT,
    CAPTAIN_VOTE,
    CUPID,
    DAY,
    HUNTER,
    LOVERS,
    NIGHT,
    NOBODY,
    OVER,
    REVOTE,
    SEER,
    SUCCESSOR,
    THIEF,
    VILLAGER,
    VILLAGERS,
    VOTE,
    WEREWOLF,
    WEREWOLVES,
    WITCH,
    WOLVES,
    ThiercelieuxState,
)

ROLES = (WEREWOLF, VILLAGER, *SPECIAL_ROLES)
NIGHT_ORDER = (THIEF, CUPID, SEER, WOLVES, WITCH)
"""The night's steps in their order (T-N-1 to T-N-3); a step whose role is absent is skipped."""
OPTIONAL_STEPS = (SEER, WITCH, SUCCESSOR)
"""Steps whose order may be left out: nothing seen, no potion, a successor drawn (T-D-7)."""
ABSTAIN = {"", "abstain", "abstention", "blanc", "personne", "nobody"}
# the order each step takes, and the rule it follows
STEP_ORDERS = {
    THIEF: ("thief", "T-N-1"),
    CUPID: ("cupid", "T-N-2"),
    SEER: ("seer", "T-N-4"),
    WOLVES: ("werewolves", "T-N-5"),
    WITCH: ("witch", "T-N-7"),
    HUNTER: ("shoot", "T-D-2"),
    SUCCESSOR: ("captain", "T-D-7"),
    APPOINT: ("captain", "T-S-4"),
}


NOBODY_WORDS = ABSTAIN | {"none", "aucun", "aucune", "rien", "no one", "noone"}
"""What names no one in an order (no victim, no target, no poison): "" and these words."""


def named(typed: str) -> bool:
    """Whether ``typed`` names someone ("", "personne", "nobody"... name no one)."""
    return fold(typed.strip()) not in NOBODY_WORDS


def camp_of(role: str) -> str:
    return WEREWOLVES if role == WEREWOLF else VILLAGERS


@register
class ThiercelieuxRules(GameRules):
    name = "thiercelieux"
    scenario_model = ThiercelieuxScenario
    state_model = ThiercelieuxState
    action_model = ThiercelieuxAction

    journal_steps = frozenset(
        {
            "death",
            "hunter_turn",
            "captain_dies",
            "revote",
            "tie_captain",
            "tie_drawn",
            "no_elimination",
            "victory",
        }
    )
    """The chain of deaths (T-D-1 to T-D-3, T-D-7), the ties (T-D-6) and the victory, one line
    each in the console's journal."""

    # -- the deal (T-S) -------------------------------------------------------------------
    def min_players(self, scenario: ScenarioBase) -> int:
        assert isinstance(scenario, ThiercelieuxScenario)
        return scenario.deck.min_players

    def deck(self, scenario: ThiercelieuxScenario, players: int) -> list[str]:
        """The cards dealt for ``players`` players (T-S-1, T-S-2): the thief adds two villagers."""
        wolves = scenario.deck.werewolf_count(players)
        specials = list(scenario.deck.specials)
        villagers = players - wolves - len(specials)
        if villagers < 0:
            raise RuleViolation.of(
                "players-cannot-hold-werewolves-special-roles",
                game="thiercelieux",
                rule="T-S-1",
                players=players,
                wolves=wolves,
                specials_count=len(specials),
            )
        extra = 2 if "thief" in specials else 0
        return [WEREWOLF] * wolves + specials + [VILLAGER] * (villagers + extra)

    def setup(
        self, scenario: ScenarioBase, roster: list[RosterEntry], seed: str
    ) -> tuple[ThiercelieuxState, Context]:
        assert isinstance(scenario, ThiercelieuxScenario)
        n = len(roster)
        if not scenario.deck.min_players <= n <= scenario.deck.max_players:
            raise RuleViolation.of(
                "this-scenario-takes-players-roster-has",
                game="thiercelieux",
                rule="T-S-1",
                min_players=scenario.deck.min_players,
                max_players=scenario.deck.max_players,
                n=n,
            )
        check_roster_names(roster)
        cards = Counter(self.deck(scenario, n))
        middle = self._middle(scenario, cards)
        pinned = self._pins(scenario, roster, cards)
        state = ThiercelieuxState(
            seed=seed,
            seed_sha256=seed_commitment(seed),
            players=[
                Player(e.name, i, list(e.aliases), gender=e.gender) for i, e in enumerate(roster, start=1)
            ],
        )
        ctx = Context(state, scenario)
        rest = [card for card in ROLES for _ in range(cards[card])]
        shuffled = ctx.dice.shuffle("setup.deal", rest)
        free = [p for p in state.players if p.name not in pinned]
        for player, card in zip(free, shuffled, strict=False):
            player.roles = [card]
        for player in state.players:
            if player.name in pinned:
                player.roles = [pinned[player.name]]
            player.camp = camp_of(player.roles[0])
        state.middle = middle or shuffled[len(free) :]
        state.heal_left = scenario.night.witch_heal_potions > 0
        state.poison_left = scenario.night.witch_poison_potions > 0
        ctx.emit(
            "game_start",
            PUBLIC,
            rule="T-S-1",
            count=n,
            players=[p.name for p in state.players],
            werewolves=scenario.deck.werewolf_count(n),
            roles=[r for r in ROLES if r not in (WEREWOLF, VILLAGER) and r in scenario.deck.specials],
            seed_sha256=state.seed_sha256,
        )
        for p in state.players:
            ctx.emit("role_card", to_player(p.name), rule="T-S-3", role=p.roles[0])
        self._wolves_meet(state, ctx, state.werewolves())
        arrow = [e.name for e in roster if e.pins.get("double_vote") is True]
        if arrow:  # T-D-5: the arrow given by the GM in the roster
            state.double_vote = arrow[0]
            ctx.emit("double_vote", PUBLIC, rule="T-D-5", player=state.double_vote)
        elif scenario.day.double_vote:
            state.double_vote = ctx.dice.choice("setup.double_vote", [p.name for p in state.players], PUBLIC)
            ctx.emit("double_vote", PUBLIC, rule="T-D-5", player=state.double_vote)
        state.turn = 1
        if scenario.captain.mode == "elect":
            state.phase, state.step = CAPTAIN_VOTE, VOTE
        elif scenario.captain.mode == "appoint":
            state.phase, state.step = CAPTAIN_VOTE, APPOINT
        else:
            self._start_night(state, ctx)
        return state, ctx

    def _middle(self, scenario: ThiercelieuxScenario, cards: Counter[str]) -> list[str]:
        """The thief's two middle cards chosen by the GM (``deck.middle``, T-S-3), taken out of
        ``cards``; refused when the deck does not hold them."""
        words = {fold(r): r for r in ROLES} | {fold(scenario.display(r)): r for r in ROLES}
        middle = []
        for value in scenario.deck.middle:
            role = words.get(fold(str(value)))
            if role is None:
                raise RuleViolation.of(
                    "middle-card-not-role-game",
                    game="thiercelieux",
                    rule="T-S-3",
                    value=repr(value),
                    roles=", ".join(scenario.display(r) for r in ROLES),
                )
            if cards[role] == 0:
                raise RuleViolation.of(
                    "deck-has-no-card-for-middle",
                    game="thiercelieux",
                    rule="T-S-3",
                    role=scenario.display(role),
                )
            cards[role] -= 1
            middle.append(role)
        return middle

    def _pins(
        self, scenario: ThiercelieuxScenario, roster: list[RosterEntry], cards: Counter[str]
    ) -> dict[str, str]:
        """The roles pinned in the roster (T-S-3), taken out of ``cards``; refused when the deck
        does not hold them. ``double_vote = true`` gives a player the double-vote arrow (T-D-5)."""
        words = {fold(r): r for r in ROLES} | {fold(scenario.display(r)): r for r in ROLES}
        pinned: dict[str, str] = {}
        arrows = [e.name for e in roster if e.pins.get("double_vote", False) is not False]
        if len(arrows) > 1 or any(e.pins.get("double_vote") not in (None, True, False) for e in roster):
            raise RuleViolation.of(
                "double-vote-pin-one-player", game="thiercelieux", rule="T-D-5", names=", ".join(arrows)
            )
        for entry in roster:
            for key, value in entry.pins.items():
                if key == "double_vote":
                    continue
                if key != "role":
                    raise RuleViolation.of(
                        "unknown-pin-thiercelieux-pins-only-role",
                        game="thiercelieux",
                        name=entry.name,
                        key=repr(key),
                    )
                role = words.get(fold(str(value)))
                if role is None:
                    raise RuleViolation.of(
                        "pinned-role-not-role-game",
                        game="thiercelieux",
                        rule="T-S-3",
                        player=entry.name,
                        name=entry.name,
                        value=repr(value),
                        value2=", ".join(scenario.display(r) for r in ROLES),
                    )
                if cards[role] == 0:
                    holders = [
                        e.name
                        for e in roster
                        if fold(str(e.pins.get("role", ""))) in (fold(role), fold(scenario.display(role)))
                    ]
                    raise RuleViolation.of(
                        "deck-has-not-enough-cards-for",
                        game="thiercelieux",
                        rule="T-S-3",
                        player=entry.name,
                        role=scenario.display(role),
                        holders=", ".join(holders),
                    )
                cards[role] -= 1
                pinned[entry.name] = role
        return pinned

    @staticmethod
    def _wolves_meet(state: ThiercelieuxState, ctx: Context, wolves: list[str]) -> None:
        """The werewolves know each other (they wake together every night)."""
        if not wolves:
            return
        for wolf in wolves:
            for other in wolves:
                if other != wolf:
                    state.learn(wolf, other, WEREWOLF, source="T-N-5")
        ctx.emit("werewolves_known", to_group(wolves, WEREWOLVES), rule="T-N-5", werewolves=wolves)

    # -- orders ---------------------------------------------------------------------------
    def apply(self, state: Any, action: Action, ctx: Context) -> None:
        assert isinstance(state, ThiercelieuxState)
        scenario = ctx.scenario
        assert isinstance(scenario, ThiercelieuxScenario)
        if state.winner:
            raise RuleViolation.of(
                "game-over-won-no-more-orders", game="thiercelieux", winner=scenario.display(state.winner)
            )
        if isinstance(action, Resolve):
            self._resolve(state, ctx, scenario)
            return
        # Orders for the next steps may follow each other in one file (a whole night, a vote and
        # the dying hunter's shot): an order for another step than the current one resolves the
        # current step first when its order is in, as a ``resolve`` between them would.
        for _ in range(len(STEP_ORDERS) + 4):
            if state.winner or action.kind in self.order_kinds(state, scenario):
                break
            if not (state.orders or state.votes):
                break
            self._resolve(state, ctx, scenario)
        if state.winner:
            raise RuleViolation.of(
                "game-over-won-no-more-orders", game="thiercelieux", winner=scenario.display(state.winner)
            )
        if isinstance(action, DayVotes | CaptainVotes):
            self._votes(state, action, scenario)
        else:
            self._step_order(state, action, scenario)

    def _living(self, state: ThiercelieuxState, typed: str, what: str, rule: str) -> str:
        player = state.resolve(typed)
        if not player.alive:
            raise RuleViolation.of(
                "dead-cannot-be",
                game="thiercelieux",
                rule=rule,
                player=player.name,
                name=Person.of(player),
                what=what.removeprefix("a ").removeprefix("the ").replace(" ", "-"),
            )
        return player.name

    def _step_order(self, state: ThiercelieuxState, action: Action, scenario: ThiercelieuxScenario) -> None:
        expected = STEP_ORDERS.get(state.step, ("", ""))[0]
        if action.kind != expected:
            from gmconsole.engine.worded import named_kind, named_step

            raise RuleViolation.of(  # the English record keeps the keys; people read the step's name
                "no-order-now",
                game="thiercelieux",
                rule=STEP_ORDERS.get(state.step, ("", ""))[1],
                kind=named_kind(action.kind),
                step=named_step(scenario, state.step or state.phase),
                expected=named_kind(
                    expected or ("captain_votes" if state.phase == CAPTAIN_VOTE else "votes")
                ),
                turn=state.turn,
            )
        fields: dict[str, Any] = {}
        if isinstance(action, ThiefChoice):
            if action.take and len(state.middle) < action.take:
                raise RuleViolation.of(
                    "there-no-middle-card", game="thiercelieux", rule="T-N-1", take=action.take
                )
            fields = {"take": action.take}
        elif isinstance(action, CupidChoice):
            lovers = [self._living(state, n, "a lover", "T-N-2") for n in action.lovers]
            if len(lovers) != 2 or lovers[0] == lovers[1]:
                raise RuleViolation.of(
                    "cupid-names-exactly-two-different-players", game="thiercelieux", rule="T-N-2"
                )
            fields = {"lovers": lovers}
        elif isinstance(action, SeerChoice):
            target = self._living(state, action.target, "seen", "T-N-4") if named(action.target) else ""
            if target and target == state.holder("seer"):
                raise RuleViolation.of(
                    "seer-already-knows-own-card",
                    game="thiercelieux",
                    rule="T-N-4",
                    player=target,
                    target=target,
                )
            fields = {"target": target}
        elif isinstance(action, WerewolvesChoice):
            fields = self._wolves_order(state, action)
        elif isinstance(action, WitchChoice):
            fields = self._witch_order(state, action, scenario)
        elif isinstance(action, HunterShot):
            target = state.resolve(action.target).name if named(action.target) else ""
            if target and target == state.pending:
                raise RuleViolation.of(
                    "hunter-cannot-shoot-himself", game="thiercelieux", rule="T-D-2", player=target
                )
            if target:
                target = self._living(state, target, "shot", "T-D-2")
            fields = {"target": target}
        elif isinstance(action, AppointCaptain):
            if not named(action.name) and state.step == APPOINT:
                raise RuleViolation.of("gm-appoints-captain", game="thiercelieux", rule="T-S-4")
            rule = "T-S-4" if state.step == APPOINT else "T-D-7"
            fields = {"name": self._living(state, action.name, "captain", rule) if named(action.name) else ""}
        state.orders = fields

    def _wolves_order(self, state: ThiercelieuxState, action: WerewolvesChoice) -> dict[str, Any]:
        wolves = state.werewolves()
        asleep = []
        for typed in action.asleep:
            name = state.resolve(typed).name
            if name not in wolves:
                raise RuleViolation.of(
                    "not-living-werewolf", game="thiercelieux", rule="T-N-5", player=name, name=name
                )
            asleep.append(name)
        awake = [w for w in wolves if w not in asleep]
        victim = self._living(state, action.victim, "the victim", "T-N-5") if named(action.victim) else ""
        if victim and not awake:
            raise RuleViolation.of(
                "every-werewolf-stays-asleep-nobody-chooses", game="thiercelieux", rule="T-N-5"
            )
        if (action.little_girl_spies or action.little_girl_outcome) and not state.holder("little_girl"):
            raise RuleViolation.of("there-no-living-little-girl-spy", game="thiercelieux", rule="T-N-6")
        return {
            "victim": victim,
            "asleep": asleep,
            "spies": action.little_girl_spies or bool(action.little_girl_outcome),
            "outcome": action.little_girl_outcome,
        }

    def _witch_order(
        self, state: ThiercelieuxState, action: WitchChoice, scenario: ThiercelieuxScenario
    ) -> dict[str, Any]:
        if action.heal:
            if not state.heal_left:
                raise RuleViolation.of(
                    "witch-has-already-used-healing-potion", game="thiercelieux", rule="T-N-7"
                )
            if not state.victim:
                raise RuleViolation.of(
                    "werewolves-have-no-victim-tonight-nobody", game="thiercelieux", rule="T-N-7"
                )
            if state.girl_caught:
                raise RuleViolation.of(
                    "witch-cannot-save-little-girl-caught", game="thiercelieux", rule="T-N-6"
                )
        poison = ""
        if named(action.poison):
            if not state.poison_left:
                raise RuleViolation.of(
                    "witch-has-already-used-poison-potion", game="thiercelieux", rule="T-N-7"
                )
            poison = self._living(state, action.poison, "poisoned", "T-N-7")
        if action.heal and poison and not scenario.night.witch_both_potions_same_night:
            raise RuleViolation.of("this-scenario-allows-one-potion-night", game="thiercelieux", rule="T-N-7")
        return {"heal": action.heal, "poison": poison}

    def _votes(
        self, state: ThiercelieuxState, action: DayVotes | CaptainVotes, scenario: ThiercelieuxScenario
    ) -> None:
        election = isinstance(action, CaptainVotes)
        if action.kind not in self.order_kinds(state, scenario):
            from gmconsole.engine.worded import named_kind, named_step

            raise RuleViolation.of(  # the English record keeps the keys; people read the step's name
                "no-order-now",
                game="thiercelieux",
                rule="T-S-4" if election else "T-D-5",
                kind=named_kind(action.kind),
                step=named_step(scenario, state.step or state.phase),
                expected=named_kind((self.order_kinds(state, scenario) or [""])[0]),
                turn=state.turn,
            )
        votes: dict[str, str] = {}
        for typed_voter, typed_target in action.votes.items():
            voter = self._living(state, typed_voter, "a voter", "T-D-1")
            target = ""
            if fold(typed_target.strip()) not in ABSTAIN:
                target = self._living(state, typed_target, "voted against", "T-D-5")
                if state.candidates and target not in state.candidates:
                    raise RuleViolation.of(
                        "votes-for-who-not-among-tied",
                        game="thiercelieux",
                        rule="T-D-6",
                        player=voter,
                        voter=voter,
                        target=target,
                        candidates=", ".join(state.candidates),
                    )
                if not election and voter in state.lovers and target in state.lovers and voter != target:
                    raise RuleViolation.of(
                        "cannot-vote-against-lover-never-votes",
                        game="thiercelieux",
                        rule="T-D-4",
                        player=voter,
                        voter=voter,
                        target=target,
                    )
            if voter in votes:
                raise RuleViolation.of(
                    "votes-twice-these-orders", game="thiercelieux", rule="T-D-5", player=voter, voter=voter
                )
            votes[voter] = target
        state.votes.update(votes)

    # -- resolution -----------------------------------------------------------------------
    def _resolve(self, state: ThiercelieuxState, ctx: Context, scenario: ThiercelieuxScenario) -> None:
        step, orders = state.step, state.orders
        if state.phase == CAPTAIN_VOTE:
            if step == VOTE:
                self._elect_captain(state, ctx)
            else:
                self._require(orders, "gm-appoints-captain", "T-S-4")
                state.captain = orders["name"]
                ctx.emit("captain_named", PUBLIC, rule="T-S-4", captain=state.captain)
            state.orders = {}
            self._start_night(state, ctx)
        elif step == THIEF:
            self._resolve_thief(state, ctx)
        elif step == CUPID:
            self._require(orders, "cupid-has-not-named-lovers", "T-N-2")
            self._resolve_cupid(state, ctx, orders["lovers"])
        elif step == SEER:
            if orders.get("target"):
                seer, target = state.holder("seer"), orders["target"]
                state.learn(seer, target, state.role(target), source="T-N-4")
                ctx.emit("seer_sees", to_player(seer), rule="T-N-4", target=target, role=state.role(target))
            self._next_night_step(state, ctx)
        elif step == WOLVES:
            self._require(orders, "no-order-from-werewolves", "T-N-5")
            self._resolve_wolves(state, ctx, scenario)
        elif step == WITCH:
            self._resolve_witch(state, ctx)
        elif step in (VOTE, REVOTE):
            self._resolve_day(state, ctx, scenario)
        elif step == HUNTER:
            self._require(orders, "hunter-must-name-target", "T-D-2", hunter=state.pending)
            hunter, target = state.pending, orders["target"]
            ctx.emit("hunter_shot", PUBLIC, rule="T-D-2", hunter=hunter, target=target or NOBODY)
            state.pending, state.orders = "", {}
            if target:
                state.chain.insert(0, [target, "shot"])
            self._run_chain(state, ctx, scenario)
        elif step == SUCCESSOR:
            living = [p.name for p in state.players if p.alive]
            if orders.get("name"):
                successor = orders["name"]
            else:  # T-D-7: random if the dying captain names nobody
                successor = ctx.dice.choice("day.captain_successor", living, PUBLIC)
            state.captain = successor
            ctx.emit("captain_named", PUBLIC, rule="T-D-7", captain=successor, previous=state.pending)
            state.pending, state.orders = "", {}
            self._run_chain(state, ctx, scenario)

    @staticmethod
    def _require(orders: dict[str, Any], key: str, rule: str, **values: Any) -> None:
        if not orders:
            raise RuleViolation.of(key, game="thiercelieux", rule=rule, **values)

    def _elect_captain(self, state: ThiercelieuxState, ctx: Context) -> None:
        tally = Counter(t for t in state.votes.values() if t)
        living = [p.name for p in state.players if p.alive]
        best = max(tally.values(), default=0)
        tied = [n for n in living if tally.get(n, 0) == best]
        captain = tied[0] if len(tied) == 1 else ctx.dice.choice("captain.tie", tied, PUBLIC)
        state.captain = captain
        ctx.emit("captain_elected", PUBLIC, rule="T-S-4", captain=captain, votes=best, tie=len(tied) > 1)
        state.votes = {}

    def _start_night(self, state: ThiercelieuxState, ctx: Context) -> None:
        state.phase, state.step = NIGHT, ""
        state.victim, state.girl_caught, state.night_deaths = "", False, []
        ctx.emit("night_falls", PUBLIC, rule="T-N-3", night=state.turn)
        self._next_night_step(state, ctx)

    @staticmethod
    def _step_status(state: ThiercelieuxState, step: str) -> str:
        """The current step's status, one for the checklist and the order form: the seer, the
        witch and the successor (drawn by the dice when nobody is named, T-D-7) are optional."""
        return "entered" if state.orders else "optional" if step in OPTIONAL_STEPS else "missing"

    def _night_steps(self, state: ThiercelieuxState) -> list[str]:
        steps = []
        if state.turn == 1:
            if state.holder("thief") and state.middle:
                steps.append(THIEF)
            if state.holder("cupid") and not state.lovers:
                steps.append(CUPID)
        if state.holder("seer"):
            steps.append(SEER)
        if state.werewolves():
            steps.append(WOLVES)
        if state.holder("witch") and (state.heal_left or state.poison_left):
            steps.append(WITCH)
        return steps

    def _next_night_step(self, state: ThiercelieuxState, ctx: Context) -> None:
        """Go on to the next step of the night (T-N-3), or to dawn after the last."""
        state.orders = {}
        start = NIGHT_ORDER.index(state.step) + 1 if state.step in NIGHT_ORDER else 0
        now = self._night_steps(state)
        state.step = next((step for step in NIGHT_ORDER[start:] if step in now), "")
        if state.step == WITCH:  # T-N-7: she is shown the victim before she decides
            ctx.emit(
                "witch_shown", to_player(state.holder("witch")), rule="T-N-7", victim=state.victim or NOBODY
            )
        if not state.step:
            self._dawn(state, ctx)

    def _resolve_thief(self, state: ThiercelieuxState, ctx: Context) -> None:
        thief, take = state.holder("thief"), state.orders.get("take", 0)
        if not take and state.middle.count(WEREWOLF) == 2:
            raise RuleViolation.of(
                "both-middle-cards-are-werewolves-thief", game="thiercelieux", rule="T-N-1"
            )
        ctx.emit("thief_sees", to_player(thief), rule="T-N-1", cards=list(state.middle))
        if take:
            card = state.middle[take - 1]
            state.middle[take - 1] = "thief"
            player = state.player(thief)
            player.roles, player.camp = [card], camp_of(card)
            ctx.emit("thief_takes", to_player(thief), rule="T-N-1", role=card)
            ctx.emit("thief_swap", GM, rule="T-N-1", player=thief, role=card)
            if card == WEREWOLF:
                self._wolves_meet(state, ctx, state.werewolves())
        self._next_night_step(state, ctx)

    def _resolve_cupid(self, state: ThiercelieuxState, ctx: Context, lovers: list[str]) -> None:
        state.lovers = list(lovers)
        a, b = lovers
        state.learn(a, b, "lover", source="T-N-2")
        state.learn(b, a, "lover", source="T-N-2")
        ctx.emit("lovers", to_group(lovers, LOVERS), rule="T-N-2", lovers=lovers)
        cupid = state.holder("cupid")
        if cupid not in lovers:
            ctx.emit("cupid_done", to_player(cupid), rule="T-N-2", lovers=lovers)
        self._next_night_step(state, ctx)

    def _resolve_wolves(self, state: ThiercelieuxState, ctx: Context, scenario: ThiercelieuxScenario) -> None:
        orders, wolves = state.orders, state.werewolves()
        awake = [w for w in wolves if w not in orders["asleep"]]
        if not awake:  # T-N-5: every werewolf stays asleep: they starve, the villagers win
            ctx.emit("starved", PUBLIC, rule="T-N-5", werewolves=wolves)
            state.chain = [[w, "starved"] for w in wolves]
            state.after_chain = DAY
            state.step = ""
            self._run_chain(state, ctx, scenario)
            return
        victim = orders["victim"]
        girl = state.holder("little_girl")
        if orders["spies"] and girl:
            outcome = orders["outcome"]
            if not outcome:  # T-N-6 default: a die decides
                if ctx.dice.chance("night.little_girl_caught", scenario.night.little_girl_caught_percent):
                    outcome = "caught"
                elif ctx.dice.chance("night.little_girl_learns", scenario.night.little_girl_learns_percent):
                    outcome = "learns"
                else:
                    outcome = "nothing"
            if outcome == "caught":
                victim, state.girl_caught = girl, True
                ctx.emit("little_girl_caught", GM, rule="T-N-6", player=girl)
            elif outcome == "learns":
                seen = ctx.dice.choice("night.little_girl_sees", awake)
                state.learn(girl, seen, WEREWOLF, source="T-N-6")
                ctx.emit("little_girl_sees", to_player(girl), rule="T-N-6", werewolf=seen)
        state.victim = victim
        ctx.emit("werewolves_victim", GM, rule="T-N-5", victim=victim or NOBODY, awake=awake)
        self._next_night_step(state, ctx)

    def _resolve_witch(self, state: ThiercelieuxState, ctx: Context) -> None:
        orders, witch = state.orders, state.holder("witch")
        night = ctx.scenario.night  # type: ignore[attr-defined]
        if orders.get("heal"):
            state.heals_used += 1
            state.heal_left = state.heals_used < night.witch_heal_potions
            ctx.emit("witch_heals", GM, rule="T-N-7", witch=witch, player=state.victim)
            state.victim = ""
        if orders.get("poison"):
            state.poisons_used += 1
            state.poison_left = state.poisons_used < night.witch_poison_potions
            ctx.emit("witch_poisons", GM, rule="T-N-7", witch=witch, player=orders["poison"])
            state.night_deaths.append([orders["poison"], "poisoned"])
        self._next_night_step(state, ctx)

    def _dawn(self, state: ThiercelieuxState, ctx: Context) -> None:
        """T-D-1: the night's victims die and their cards are shown, then the day."""
        deaths = ([[state.victim, "devoured"]] if state.victim else []) + [
            d for d in state.night_deaths if d[0] != state.victim
        ]
        state.phase, state.step = DAY, ""
        ctx.emit("dawn", PUBLIC, rule="T-D-1", dead=[d[0] for d in deaths] or NOBODY, count=len(deaths))
        state.chain, state.after_chain = deaths, DAY
        self._run_chain(state, ctx, ctx.scenario)  # type: ignore[arg-type]

    def _resolve_day(self, state: ThiercelieuxState, ctx: Context, scenario: ThiercelieuxScenario) -> None:
        tally: Counter[str] = Counter()
        for voter, target in state.votes.items():
            if target and state.player(voter).alive:
                weight = scenario.captain.vote_weight if voter == state.captain else 1
                tally[target] += weight * (2 if voter == state.double_vote else 1)
        ctx.emit(
            "day_votes",
            PUBLIC,
            rule="T-D-5",
            votes=dict(state.votes),
            tally=dict(tally.most_common()),
            revote=state.revote,
        )
        if not tally:  # T-D-8: a day without a vote eliminates no one
            ctx.emit("no_elimination", PUBLIC, rule="T-D-8", reason="no_vote")
            return self._end_day(state, ctx, scenario, "")
        best = max(tally.values())
        tied = sorted((n for n, v in tally.items() if v == best), key=lambda n: state.player(n).seat)
        if len(tied) == 1:
            return self._end_day(state, ctx, scenario, tied[0])
        captain_vote = (
            state.votes.get(state.captain, "") if state.captain and state.player(state.captain).alive else ""
        )
        if captain_vote in tied:  # T-D-6: the captain's vote designates the victim
            ctx.emit(
                "tie_captain", PUBLIC, rule="T-D-6", tied=tied, captain=state.captain, chosen=captain_vote
            )
            return self._end_day(state, ctx, scenario, captain_vote)
        if state.revote < scenario.day.revotes:
            state.revote += 1
            state.candidates, state.votes, state.step = tied, {}, REVOTE
            ctx.emit("revote", PUBLIC, rule="T-D-6", tied=tied, round=state.revote)
            return None
        if scenario.day.final_tie == "random":
            chosen = ctx.dice.choice("day.final_tie", tied, PUBLIC)
            ctx.emit("tie_drawn", PUBLIC, rule="T-D-6", tied=tied, chosen=chosen)
            return self._end_day(state, ctx, scenario, chosen)
        ctx.emit("no_elimination", PUBLIC, rule="T-D-6", reason="tie", tied=tied)
        return self._end_day(state, ctx, scenario, "")

    def _end_day(
        self, state: ThiercelieuxState, ctx: Context, scenario: ThiercelieuxScenario, executed: str
    ) -> None:
        state.votes, state.candidates, state.revote, state.step = {}, [], 0, ""
        state.chain = [[executed, "executed"]] if executed else []
        state.after_chain = NIGHT
        self._run_chain(state, ctx, scenario)

    # -- chains of deaths (T-D-2, T-D-3, T-D-7, T-V-4) -------------------------------------
    def _run_chain(self, state: ThiercelieuxState, ctx: Context, scenario: ThiercelieuxScenario) -> None:
        while state.chain:
            name, cause = state.chain.pop(0)
            if cause == "@hunter":
                if any(p.alive for p in state.players):
                    state.pending, state.step, state.orders = name, HUNTER, {}
                    ctx.emit("hunter_turn", PUBLIC, rule="T-D-2", hunter=name)
                    return
                continue
            if cause == "@successor":
                # T-D-7 after T-V-4: the successor is named once the deaths of the chain are all
                # carried out (it comes last), and not at all when they have decided the game
                if any(p.alive for p in state.players) and not self._winner(state, scenario)[0]:
                    state.pending, state.step, state.orders = name, SUCCESSOR, {}
                    ctx.emit("captain_dies", PUBLIC, rule="T-D-7", captain=name)
                    return
                continue
            player = state.player(name)
            if not player.alive:
                continue
            player.alive = False
            role = player.roles[0]
            ctx.emit("death", PUBLIC, rule="T-D-1", player=name, role=role, cause=cause)
            after: list[list[str]] = []
            if name in state.lovers:  # T-D-3: the other lover dies of grief at once
                other = next(n for n in state.lovers if n != name)
                if state.player(other).alive:
                    after.append([other, "grief"])
            if role == "hunter" and (
                cause in ("devoured", "executed") or scenario.day.hunter_shoots_on_any_death
            ):
                after.append([name, "@hunter"])
            state.chain[:0] = after
            if name == state.captain:
                state.captain = ""
                state.chain.append([name, "@successor"])
        state.step, state.orders = "", {}
        if self._victory(state, ctx, scenario):
            return
        if state.after_chain == DAY:
            state.phase, state.step = DAY, VOTE
            ctx.emit("day_starts", PUBLIC, rule="T-D-5", day=state.turn)
        else:
            state.turn += 1
            self._start_night(state, ctx)

    # -- victory (T-V) --------------------------------------------------------------------
    def _victory(self, state: ThiercelieuxState, ctx: Context, scenario: ThiercelieuxScenario) -> bool:
        winner, rule = self._winner(state, scenario)
        if not winner:
            return False
        alive = [p for p in state.players if p.alive]
        state.winner, state.victory_rule, state.phase, state.step = winner, rule, OVER, ""
        ctx.emit(
            "victory",
            PUBLIC,
            rule=rule,
            winner=winner,
            survivors=[p.name for p in alive] or NOBODY,
            roles={p.name: p.roles[0] for p in state.players},
            seed=state.seed,
        )
        return True

    @staticmethod
    def _winner(state: ThiercelieuxState, scenario: ThiercelieuxScenario) -> tuple[str, str]:
        """Who has won as the players stand (T-V-1 to T-V-4), and by which rule; ("", "") if
        nobody yet."""
        alive = [p for p in state.players if p.alive]
        winner, rule = "", ""
        wolves = [p for p in alive if p.roles[0] == WEREWOLF]
        others = [p for p in alive if p.roles[0] != WEREWOLF]
        mixed = len(state.lovers) == 2 and len({camp_of(state.role(n)) for n in state.lovers}) == 2
        if not alive:
            winner, rule = NOBODY, "T-V-4"
        elif mixed and sorted(p.name for p in alive) == sorted(state.lovers):
            winner, rule = LOVERS, "T-V-3"
        elif not wolves:
            winner, rule = VILLAGERS, "T-V-1"
        elif len(others) <= (1 if scenario.victory.werewolves_win_when == "one_villager_left" else 0):
            winner, rule = WEREWOLVES, "T-V-2"
        return winner, rule

    # -- what the console shows -----------------------------------------------------------
    def checklist(self, state: Any, scenario: ScenarioBase) -> list[Step]:
        assert isinstance(state, ThiercelieuxState)
        if state.over:
            return [
                Step(
                    label=text(scenario, "game-over"),
                    status="done",
                    detail=scenario.display(state.winner),
                )
            ]
        if state.step in (VOTE, REVOTE):
            voters = [p.name for p in state.players if p.alive]
            missing = [n for n in voters if n not in state.votes]
            return [
                Step(
                    label=text(scenario, "votes", done=len(voters) - len(missing), total=len(voters)),
                    status="entered" if not missing else "missing",
                    detail=text(scenario, "not-voted", names=", ".join(missing)) if missing else "",
                )
            ]
        steps = self._night_steps(state) if state.phase == NIGHT else [state.step]
        current = steps.index(state.step) if state.step in steps else -1
        rows = []
        for i, step in enumerate(steps):
            if i < current:
                status = "done"
            elif i == current:
                status = self._step_status(state, step)
            else:
                status = "optional"
            who = ", ".join(state.werewolves()) if step == WOLVES else state.pending or state.holder(step)
            # a step the scenario does not name (successor, appoint) by the game's step-<key> message
            label = step_name(scenario, step, scenario.language)
            rows.append(Step(label=label, status=status, detail=who))
        return rows

    def resolving(self, state: Any, scenario: ScenarioBase) -> list[Step]:
        """At night, the current step only: the checklist shows the whole night (T-N-3), and
        each resolution takes one role's order, then goes on to the next."""
        assert isinstance(state, ThiercelieuxState)
        rows = self.checklist(state, scenario)
        if state.over or state.phase != NIGHT or state.step in (VOTE, REVOTE):
            return rows
        steps = self._night_steps(state)
        return [rows[steps.index(state.step)]] if state.step in steps else rows

    def gm_sections(self, state: Any, scenario: ScenarioBase) -> list[tuple[str, list[str]]]:
        """GM only: the secrets the roster's columns do not show: the lovers (T-N-2), the thief's
        middle cards (T-S-2), the witch's potions left (T-N-7), the captain and the double-vote
        arrow (T-S-4, T-D-5)."""
        assert isinstance(state, ThiercelieuxState)
        d = scenario.display
        lines = []
        if state.captain:
            lines.append(text(scenario, "gm-captain", name=state.captain))
        if state.lovers:
            lines.append(text(scenario, "gm-lovers", names=", ".join(state.lovers)))
        if state.middle:
            lines.append(text(scenario, "gm-middle", cards=", ".join(d(c) for c in state.middle)))
        if any(p.roles and p.roles[0] == WITCH for p in state.players):
            left = [
                text(scenario, "form-witch-healing") if state.heal_left else "",
                text(scenario, "form-witch-poison") if state.poison_left else "",
            ]
            lines.append(text(scenario, "gm-potions", potions=", ".join(p for p in left if p) or "—"))
        if state.double_vote:
            lines.append(text(scenario, "gm-double-vote", name=state.double_vote))
        return [(text(scenario, "gm-secrets"), lines)] if lines else []

    def public_checklist(self, state: Any, scenario: ScenarioBase) -> list[Step]:
        """The votes are cast in the thread, the dying hunter and captain announced in it; the
        night's orders go to the GM in private, and which of them are in is not said."""
        assert isinstance(state, ThiercelieuxState)
        if state.over or state.step in (VOTE, REVOTE, HUNTER, SUCCESSOR, APPOINT):
            return self.checklist(state, scenario)
        if state.phase == NIGHT:
            return [
                Step(
                    label=text(scenario, "night-orders"),
                    status="private",
                    detail=text(scenario, "sent-gm-private"),
                )
            ]
        return []

    def awaiting(self, state: Any, scenario: ScenarioBase) -> list[Awaited]:
        """The vote of each living player who has not voted (T-S-4, T-D-5), in public; the dying
        hunter's shot (T-D-2) and the dying captain's successor (T-D-7), announced in the thread;
        the night step's order from its role (the thief, Cupid, the seer, every living
        werewolf, the witch: T-N-1 to T-N-7), secret."""
        assert isinstance(state, ThiercelieuxState)
        if state.over or state.winner:
            return []
        step = state.step
        if step in (VOTE, REVOTE):
            what = (
                text(scenario, "awaiting-captain-election", captain=scenario.display("captain"))
                if state.phase == CAPTAIN_VOTE
                else scenario.display("day_vote")
            )
            return [
                Awaited(player=p.name, what=what)
                for p in state.seating()
                if p.alive and p.name not in state.votes
            ]
        if state.orders or step not in STEP_ORDERS:
            return []
        if step in (HUNTER, SUCCESSOR):
            if not state.pending:
                return []
            what = text(scenario, "awaiting-shot") if step == HUNTER else text(scenario, "awaiting-successor")
            return [Awaited(player=state.pending, what=what)]
        if state.phase != NIGHT:
            return []  # the captain appointed by the GM (T-S-4): nobody to wait for
        what = text(
            scenario, "awaiting-night-order", role=scenario.display(WEREWOLF if step == WOLVES else step)
        )
        names = state.werewolves() if step == WOLVES else [state.holder(step)]
        return [Awaited(player=name, what=what, secret=True) for name in names if name]

    def order_kinds(self, state: Any, scenario: ScenarioBase) -> list[str]:
        assert isinstance(state, ThiercelieuxState)
        if state.over:
            return []
        if state.step in (VOTE, REVOTE):
            return ["captain_votes" if state.phase == CAPTAIN_VOTE else "votes"]
        return [STEP_ORDERS[state.step][0]] if state.step in STEP_ORDERS else []

    def ballot(self, state: Any, scenario: ScenarioBase) -> Ballot | None:
        """The captain's election (T-S-4) or the day vote (T-D-5), a revote among the tied
        (T-D-6): the form the console's tally and vote import read."""
        assert isinstance(state, ThiercelieuxState)
        living = [p.name for p in state.players if p.alive]
        if state.step in (VOTE, REVOTE) and state.phase in (DAY, CAPTAIN_VOTE):
            election = state.phase == CAPTAIN_VOTE
            weights: dict[str, int] = {}
            assert isinstance(scenario, ThiercelieuxScenario)
            if not election and state.captain in living and scenario.captain.vote_weight != 1:
                weights = {n: 1 for n in living}
                weights[state.captain] = scenario.captain.vote_weight
            label = (
                text(scenario, "awaiting-captain-election", captain=scenario.display("captain"))
                if election
                else scenario.display("day_vote")
            )
            if state.step == REVOTE:
                label += " · " + text(scenario, "form-revote", n=state.revote)
            return Ballot(
                action="captain_votes" if election else "votes",
                label=label,
                candidates=state.candidates or living,
                voters=living,
                specials=[abstention(label=text(scenario, "ballot-abstain"))],
                weights=weights,
                cast={v: t or ABSTAIN_KEY for v, t in state.votes.items()},
                rule=text(scenario, "form-rule-day-vote")
                if not election
                else text(scenario, "form-rule-most-votes"),
                key=f"{state.turn}:{state.phase}:{state.step}:{state.revote}",
            )
        return None

    def forms(self, state: Any, scenario: ScenarioBase) -> list[Ballot | GroupPicker | OrderForm]:
        """Each step's order as a form (T-N-1 to T-N-7, T-D-2, T-D-7, T-S-4): the night's forms
        carry the night order (each role's order done, entered or to come), the witch's the
        werewolves' victim she decides on."""
        assert isinstance(state, ThiercelieuxState) and isinstance(scenario, ThiercelieuxScenario)
        if state.over:
            return []
        ballot = self.ballot(state, scenario)
        if ballot is not None:
            return [ballot]
        step, d = state.step, scenario.display
        living = [p.name for p in state.players if p.alive]
        status = self._step_status(state, step)  # as the checklist says it
        info: list[str] = []
        if state.phase == NIGHT:
            marks = {"done": "✔", "entered": "●", "missing": "▶", "optional": "○"}
            rows = self.checklist(state, scenario)
            now = self._night_steps(state).index(step) if step in self._night_steps(state) else -1
            order = (
                " · ".join(
                    f"{'▶' if i == now else marks.get(r.status, '○')} {r.label}" for i, r in enumerate(rows)
                )
                if step in self._night_steps(state)
                else ""
            )
            if order:
                info.append(text(scenario, "form-night-order", steps=order))
        yes, no = text(scenario, "yes"), text(scenario, "no")
        key = f"{state.turn}:{state.phase}:{step}"
        if step == THIEF:
            keep = [] if state.middle.count(WEREWOLF) == 2 else [(0, text(scenario, "form-thief-keep"))]
            options = keep + [
                (i, text(scenario, "form-thief-card", n=i, role=d(role)))
                for i, role in enumerate(state.middle, start=1)
            ]
            holder = state.holder(THIEF)
            return [
                OrderForm(
                    action="thief",
                    label=f"{d(THIEF)} ({holder})",
                    fields=[Choice(field="take", label=text(scenario, "form-thief-takes"), options=options)],
                    info=info,
                    status=status,
                    key=key,
                )
            ]
        if step == CUPID:
            return [
                GroupPicker(
                    action="cupid",
                    label=f"{d(CUPID)} ({state.holder(CUPID)}) · " + text(scenario, "form-cupid-lovers"),
                    members=living,
                    field="lovers",
                    min_size=2,
                    max_size=2,
                    selected=list(state.orders.get("lovers", [])),
                    entered=list(state.orders.get("lovers", [])),
                    info=info,
                    key=key,
                )
            ]
        if step == SEER:
            seer = state.holder(SEER)
            return [
                OrderForm(
                    action="seer",
                    label=f"{d(SEER)} ({seer})",
                    fields=[
                        NameField(
                            field="target",
                            label=text(scenario, "form-seer-sees"),
                            names=[n for n in living if n != seer],
                            value=state.orders.get("target", ""),
                        )
                    ],
                    info=info,
                    status=status,
                    key=key,
                )
            ]
        if step == WOLVES:
            wolves = state.werewolves()
            fields: list[Any] = [
                NameField(
                    field="victim",
                    label=text(scenario, "form-wolves-victim"),
                    names=living,  # T-N-5: one of their own too
                    value=state.orders.get("victim", ""),
                    optional=True,
                ),
                NameField(
                    field="asleep",
                    label=text(scenario, "form-wolves-asleep"),
                    names=wolves,
                    value=", ".join(state.orders.get("asleep", [])),
                    optional=True,
                    many=True,
                ),
            ]
            if state.holder("little_girl"):
                fields.append(
                    Choice(
                        field="little_girl_spies",
                        label=text(scenario, "form-little-girl-spies", role=d("little_girl")),
                        options=[(True, yes), (False, no)],
                        value=bool(state.orders.get("spies", False)),
                    )
                )
            return [
                OrderForm(
                    action="werewolves",
                    label=f"{d(WEREWOLVES)} ({', '.join(wolves)})",
                    fields=fields,
                    info=info,
                    status=status,
                    key=key,
                )
            ]
        if step == WITCH:
            victim = state.victim or text(scenario, "form-witch-nobody")
            info.append(text(scenario, "form-witch-victim", victim=victim))
            potions = [
                text(scenario, "form-witch-healing") if state.heal_left else "",
                text(scenario, "form-witch-poison") if state.poison_left else "",
            ]
            info.append(
                text(
                    scenario,
                    "form-witch-left",
                    potions=", ".join(p for p in potions if p) or "—",
                )
            )
            fields = []
            if state.heal_left and state.victim and not state.girl_caught:
                fields.append(
                    Choice(
                        field="heal",
                        label=text(scenario, "form-witch-heals", victim=state.victim),
                        options=[(True, yes), (False, no)],
                        value=bool(state.orders.get("heal", False)),
                    )
                )
            if state.poison_left:
                fields.append(
                    NameField(
                        field="poison",
                        label=text(scenario, "form-witch-poisons"),
                        names=living,
                        value=state.orders.get("poison", ""),
                        optional=True,
                    )
                )
            return [
                OrderForm(
                    action="witch",
                    label=f"{d(WITCH)} ({state.holder(WITCH)})",
                    fields=fields,
                    info=info,
                    status=status,
                    key=key,
                )
            ]
        if step == HUNTER:
            return [
                OrderForm(
                    action="shoot",
                    label=f"{d('hunter')} ({state.pending})",
                    fields=[
                        NameField(
                            field="target",
                            label=text(scenario, "form-hunter-shoots"),
                            names=[n for n in living if n != state.pending],
                            value=state.orders.get("target", ""),
                            optional=True,
                        )
                    ],
                    status=status,
                    key=key,
                )
            ]
        if step in (APPOINT, SUCCESSOR):
            label = (
                d("captain")
                if step == APPOINT
                else text(scenario, "form-successor-of", captain=state.pending)
            )
            return [
                OrderForm(
                    action="captain",
                    label=label,
                    fields=[
                        NameField(
                            field="name",
                            label=d("captain"),
                            names=living,
                            value=state.orders.get("name", ""),
                        )
                    ],
                    status=status,
                    key=key,
                )
            ]
        return []

    # -- words ------------------------------------------------------------------------------
    def action_arguments(self, action: Action, state: Any, scenario: ScenarioBase) -> dict[str, Any]:
        """Who acts in an order's sentence (``action-<kind>`` of wording/*/actions.ftl): the
        holder of the role (living first; a dead hunter shoots), by his card's name; the votes
        with every abstention word said as one."""
        d = scenario.display
        role = {"thief": THIEF, "cupid": CUPID, "seer": SEER, "witch": WITCH, "shoot": HUNTER}.get(
            action.kind
        )
        if role is not None:
            holders = [p for p in state.players if p.roles and p.roles[0] == role]
            holders.sort(key=lambda p: not p.alive)
            return {"player": holders[0].name if holders else None, "role": d(role)}
        if action.kind == "werewolves":
            return {"role": d(WEREWOLVES), "girl": d("little_girl")}
        if isinstance(action, DayVotes | CaptainVotes):
            votes = {v: "" if fold(t.strip()) in ABSTAIN else t for v, t in action.votes.items()}
            return {"role": d("captain"), "votes": votes}
        if action.kind == "captain":
            return {"role": d("captain")}
        return {}
