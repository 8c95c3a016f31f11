"""Astrub's rules: the deal (M-S-*), squads and votes (M-M-*), victory (M-V-1).

Each step of a mission is entered, then resolved: the leader proposes a squad (proposal), every
player approves or rejects it (approval), the squad's members choose success or sabotage in
secret (mission). ``apply`` checks an order completely before changing anything.
"""

from __future__ import annotations

from typing import Any, NoReturn

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.dice import seed_commitment
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, PUBLIC, to_group
from gmconsole.engine.rules.base import (
    Awaited,
    Ballot,
    Context,
    GameRules,
    GroupPicker,
    OrderForm,
    RosterEntry,
    SpecialOption,
    Step,
    game_over_step,
)
from gmconsole.engine.rules.registry import register
from gmconsole.engine.state import Player
from gmconsole.engine.wording import text
from gmconsole.games.astrub.rules.actions import AstrubAction, CastVotes, MissionChoices, ProposeSquad
from gmconsole.games.astrub.rules.scenario import AstrubScenario
from gmconsole.games.astrub.rules.seating import seating
from gmconsole.games.astrub.rules.state import MERCENARIES, MERCENARY, SPIES, SPY, AstrubState

_new = object.__new__

PROPOSAL, APPROVAL, MISSION, OVER = "proposal", "approval", "mission", "over"


class _Table:
    """What the rules read from a scenario at every step, read once: a pydantic model's field
    costs several times a plain attribute (its class has a ``__getattr__``)."""

    __slots__ = (
        "scenario",
        "spies",
        "mission_names",
        "fails_at",
        "squad_sizes",
        "sizes",
        "tie_approves",
        "rejections_limit",
        "wins_needed",
        "spies_know_each_other",
    )

    def __init__(self, scenario: AstrubScenario) -> None:
        self.scenario = scenario  # kept: the table is found by the scenario's id
        self.mission_names = [m.name for m in scenario.missions]
        self.fails_at = [m.fails_at for m in scenario.missions]
        self.squad_sizes = scenario.squad_sizes
        self.sizes = {int(n): sizes for n, sizes in scenario.squad_sizes.items()}  # by len(players)
        self.spies = scenario.spies
        options = scenario.options
        self.tie_approves = options.tie_approves
        self.rejections_limit = options.rejections_limit
        self.wins_needed = options.wins_needed
        self.spies_know_each_other = options.spies_know_each_other


_TABLES: dict[int, _Table] = {}
_last: _Table | None = None  # the table found last: ``apply`` checks it first, without a call


def _table(scenario: AstrubScenario) -> _Table:
    """The scenario's table, made on first use (scenarios are frozen models)."""
    global _last
    table = _TABLES.get(id(scenario))
    if table is None or table.scenario is not scenario:
        if len(_TABLES) >= 64:
            _TABLES.clear()
        table = _TABLES[id(scenario)] = _Table(scenario)
    _last = table
    return table


# The data of the events filed by ``ctx.record_made``, made when the events are read: each from
# values the rules no longer change (the state's squad, votes, choices and results are replaced,
# never changed in place, once an event holds them).
def _squad_proposed(mission: str, number: int, attempt: int, leader: str, squad: list[str]) -> dict[str, Any]:
    return {
        "mission": mission,
        "mission_number": number,
        "attempt": attempt,
        "leader": leader,
        "members": list(squad),
        "size": len(squad),
    }


def _approval_vote(
    votes: dict[str, bool],
    seated: dict[str, Any],
    yes: int,
    no: int,
    approved: bool,
    rejections: int,
    limit: int,
    attempt: int,
    leader: str,
    squad: list[str],
) -> dict[str, Any]:
    return {
        "votes": {name: "yes" if votes[name] else "no" for name in seated},  # in seat order
        "yes": yes,
        "no": no,
        "approved": approved,
        "tie": yes == no,
        "rejections": rejections,
        "limit": limit,
        "attempt": attempt,
        "leader": leader,
        "members": list(squad),
    }


def _mission_choices(choices: dict[str, bool], squad: list[str]) -> dict[str, Any]:
    return {"choices": {name: "sabotage" if choices[name] else "success" for name in squad}}


def _mission_result(
    mission: str, number: int, sabotages: int, needed: int, results: list[bool], squad: list[str]
) -> dict[str, Any]:
    return {
        "mission": mission,
        "mission_number": number,
        "sabotages": sabotages,
        "needed": needed,
        "success": results[-1],
        "track": ["success" if result else "fail" for result in results],
        "members": list(squad),
    }


def _leader_passes(leader: str, previous: str) -> dict[str, Any]:
    return {"leader": leader, "previous": previous}


def _game_start(names: list[str], missions: list[str], spies: int, seed_sha256: str) -> dict[str, Any]:
    return {"players": list(names), "missions": list(missions), "spies": spies, "seed_sha256": seed_sha256}


def _role_card(role: str) -> dict[str, Any]:
    return {"role": role}


def _kind_of(action: Action) -> type:
    """The order class ``action`` is an instance of (a subclass of one is handled as it)."""
    for kind in (Resolve, ProposeSquad, CastVotes, MissionChoices):
        if isinstance(action, kind):
            return kind
    raise RuleViolation.of("astrub-has-no-order", game="astrub", kind=repr(action.kind))


@register
class AstrubRules(GameRules):
    name = "astrub"
    revision = 2
    """2: issues 12 and 14 changed what a journal replays to (rule faults fixed, events in the
    order they happen, more data in them); a game begun under revision 1 goes on as saved."""
    scenario_model = AstrubScenario
    state_model = AstrubState
    action_model = AstrubAction
    no_removal = (
        "every seat plays to the end in this game (squad sizes and approval votes count the whole "
        "table): replace the player instead"
    )
    no_removal_key = "no-removal"

    # -- setup (M-S) ------------------------------------------------------------------------
    def min_players(self, scenario: AstrubScenario) -> int:  # type: ignore[override]
        return scenario.player_counts()[0]

    def setup(  # type: ignore[override]
        self, scenario: AstrubScenario, roster: list[RosterEntry], seed: str
    ) -> tuple[AstrubState, Context]:
        n = len(roster)
        table = _table(scenario)
        if str(n) not in table.spies:
            counts = scenario.player_counts()
            raise RuleViolation.of(
                "this-game-takes-players-roster-has",
                game="astrub",
                rule="M-S-1",
                counts=counts[0],
                counts2=counts[-1],
                n=n,
            )
        seats = seating(roster, table.spies[str(n)])  # checked, or read again and checked once
        # Built without validation: the players are made here from the checked roster, each as
        # ``Player(name, seat, list(aliases), MERCENARIES, [MERCENARY], True, gender)`` makes it
        # without calling the class (its ``__init__`` frame; a simulator deals thousands of games)
        players = []
        index = {}  # state._player_index()'s, made as the players are
        for name, seat, aliases, gender in seats.rows:
            player = _new(Player)
            player.name, player.seat, player.camp = name, seat, MERCENARIES
            player.aliases = list(aliases) if aliases else []  # the player's own list
            player.roles, player.alive, player.gender = [MERCENARY], True, gender
            players.append(player)
            index[name] = player
        state = AstrubState.unchecked(seed=seed, seed_sha256=seed_commitment(seed), players=players)
        # the state's caches: its own index, the seating's tables (never changed, dropped by
        # ``invalidate`` as the state's own would be)
        state._index, state._next, state._seated = index, seats.next, seats.seated
        ctx = Context(state, scenario)
        drawn = (
            ctx.dice.sample("setup.spies", seats.free, seats.to_draw, say="deal the spies")
            if seats.to_draw > 0
            else []
        )
        spies = seats.pinned_spies.union(drawn) if seats.pinned_spies else set(drawn)
        spy_names = []  # state.spies(): in seat order
        for player in players:
            if player.name in spies:
                player.camp, player.roles = SPIES, [SPY]
                spy_names.append(player.name)
        ctx.record_made(
            "game_start",
            PUBLIC,
            "M-S-2",
            _game_start,
            (seats.names, table.mission_names, table.spies[str(n)], state.seed_sha256),
        )
        for player, audience in zip(players, seats.audiences):
            ctx.record_made("role_card", audience, "M-S-2", _role_card, (player.roles[0],))
        if table.spies_know_each_other and len(spy_names) > 1:
            for spy in spy_names:
                for other in spy_names:
                    if other != spy:
                        state.learn(spy, other, SPY, "M-S-2")
            ctx.record("spies_known", to_group(spy_names, SPIES), "M-S-2", {"spies": spy_names})
        state.turn, state.phase = 1, PROPOSAL
        return state, ctx

    # -- orders -----------------------------------------------------------------------------
    def apply(self, state: AstrubState, action: Action, ctx: Context) -> None:  # type: ignore[override]
        scenario: AstrubScenario = ctx.scenario  # type: ignore[assignment]
        if state.winner:
            raise RuleViolation.of(
                "game-over-won-no-more-orders-2",
                game="astrub",
                rule=state.victory_rule,
                winner=scenario.display(state.winner),
            )
        table = _last  # the scenario's table, looked up only when another scenario is played
        if table is None or table.scenario is not scenario:
            table = _table(scenario)
        # the exact class first: isinstance on a model class is slow (and type(), not the
        # model's __class__, which goes through its class's __getattr__ hook)
        kind = type(action)
        if kind is Resolve:  # half of all actions: tested first
            phase = state.phase
            if phase == PROPOSAL:
                self._resolve_proposal(state, ctx, table)
            elif phase == APPROVAL:
                self._resolve_approval(state, ctx, table)
            else:
                self._resolve_mission(state, ctx, table)
        elif kind is ProposeSquad:
            self._propose(state, action, scenario, ctx, table)  # type: ignore[arg-type]
        elif kind is CastVotes:
            self._votes(state, action, scenario)  # type: ignore[arg-type]
        elif kind is MissionChoices:
            self._choices(state, action, scenario, ctx)  # type: ignore[arg-type]
        else:  # a subclass of one of the orders: handled as it
            kind = _kind_of(action)
            if kind is Resolve:
                self.apply(state, Resolve(), ctx)
            elif kind is ProposeSquad:
                self._propose(state, action, scenario, ctx, table)  # type: ignore[arg-type]
            elif kind is CastVotes:
                self._votes(state, action, scenario)  # type: ignore[arg-type]
            else:
                self._choices(state, action, scenario, ctx)  # type: ignore[arg-type]

    def _votes(self, state: AstrubState, action: CastVotes, scenario: AstrubScenario) -> None:
        if state.phase != APPROVAL:
            self._wrong_step(state, scenario, APPROVAL, "votes", "M-M-3")
        typed_votes = action.votes
        if (state._seated or state.seated()).issuperset(typed_votes):
            # every name is a roster name typed exactly (what state.resolve finds first), each
            # once (the keys of a dict): nothing to refuse, the votes are taken as they are
            votes = typed_votes
        else:
            votes = {}
            index = state._index or state._player_index()  # the built index read without a call
            for typed, vote in typed_votes.items():
                name = (index.get(typed) or state.resolve(typed)).name
                if name in votes:
                    raise RuleViolation.of(
                        "votes-twice-these-orders-2", game="astrub", rule="M-M-3", player=name, name=name
                    )
                votes[name] = vote
        entered = state.votes  # a new dict, never this one changed: an event may hold it
        state.votes = {**entered, **votes} if entered else votes.copy()

    def _choices(
        self, state: AstrubState, action: MissionChoices, scenario: AstrubScenario, ctx: Context
    ) -> None:
        if state.phase != MISSION:
            self._wrong_step(state, scenario, MISSION, "mission", "M-M-6")
        typed_choices = action.choices
        squad = state.squad
        exact = True  # as for the votes: squad members' roster names typed exactly, each once
        for name in typed_choices:
            if name not in squad:  # (a list of a few names)
                exact = False
                break
        if exact:
            choices = typed_choices
        else:
            choices = {}
            index = state._player_index()
            for typed, sabotage in typed_choices.items():
                name = (index.get(typed) or state.resolve(typed)).name
                if name not in squad:
                    raise RuleViolation.of(
                        "not-squad-only-choose",
                        game="astrub",
                        rule="M-M-6",
                        player=name,
                        name=name,
                        squad=", ".join(squad),
                    )
                if name in choices:
                    raise RuleViolation.of(
                        "chooses-twice-these-orders", game="astrub", rule="M-M-6", player=name, name=name
                    )
                choices[name] = sabotage
        index = state._index or state._player_index()
        for name, sabotage in choices.items():
            if sabotage and index[name].camp == MERCENARIES:
                if not scenario.options.mercenaries_may_sabotage:  # M-M-6's alternative
                    raise RuleViolation.of(
                        "mercenary-may-not-sabotage", game="astrub", rule="M-M-6", player=name, name=name
                    )
                ctx.warn("astrub", "mercenary-chose-sabotage", name=name)
        entered = state.choices  # a new dict, as for the votes
        state.choices = {**entered, **choices} if entered else choices.copy()

    @staticmethod
    def _wrong_step(
        state: AstrubState, scenario: AstrubScenario, phase: str, what: str, rule: str
    ) -> NoReturn:
        """``what`` is an order's kind (``squad``): the game's ``wrong-step-<what>`` says it; the
        steps are said by the scenario's names (the English record keeps their keys)."""
        from gmconsole.engine.worded import named_step, worded

        raise RuleViolation.of(
            "can-only-be-entered-at-step",
            game="astrub",
            rule=rule,
            what=worded("astrub", f"wrong-step-{what}"),
            phase=named_step(scenario, phase),
            phase2=named_step(scenario, state.phase),
        )

    @staticmethod
    def first_leader_open(state: AstrubState) -> bool:
        """M-S-3: the GM chooses the first leader, and may change his mind until the first squad
        is resolved (the first proposal of the first mission)."""
        return state.turn == 1 and state.attempt == 1 and state.phase == PROPOSAL

    def _propose(
        self, state: AstrubState, action: ProposeSquad, scenario: AstrubScenario, ctx: Context, table: _Table
    ) -> None:
        if state.phase != PROPOSAL:
            self._wrong_step(state, scenario, PROPOSAL, "squad", "M-M-2")
        typed = action.leader
        leader = state.resolve(typed).name if typed else ""
        first = state.turn == 1 and state.attempt == 1  # first_leader_open (the phase is checked)
        if state.leader and leader and leader != state.leader and not first:
            raise RuleViolation.of(
                "cannot-propose-leads-this-squad",
                game="astrub",
                rule="M-S-3",
                player=leader,
                leader=leader,
                leader2=state.leader,
            )
        members = action.members
        distinct = set(members)
        if distinct <= (state._seated or state.seated()):  # roster names typed exactly: each is itself
            members = list(members)
        else:
            index = state._index or state._player_index()
            members = []
            for name in action.members:
                found = index.get(name)
                members.append((found if found is not None else state.resolve(name)).name)
            distinct = set(members)
        if len(distinct) != len(members):
            twice = next(name for i, name in enumerate(members) if name in members[:i])
            raise RuleViolation.of("twice-squad", game="astrub", rule="M-M-2", player=twice, twice=twice)
        size = table.sizes[len(state.players)][state.turn - 1]  # squad_size
        if len(members) != size:
            mission = scenario.missions[state.turn - 1].name
            raise RuleViolation.of(
                "squad-for-with-players-has-members",
                game="astrub",
                rule="M-M-2",
                mission=mission,
                players_count=len(state.players),
                size=size,
                members_count=len(members),
            )
        if first:  # the first squad: the GM's choice (M-S-3), which he may change until it is resolved
            if not leader and not state.leader:
                ctx.warn_text(scenario, "no-leader-named-for-first-squad", name=state.players[0].name)
            state.leader = leader or state.leader or state.players[0].name
        state.squad = members

    @staticmethod
    def squad_size(state: AstrubState, scenario: AstrubScenario) -> int:
        return _table(scenario).sizes[len(state.players)][state.turn - 1]

    # -- resolution -------------------------------------------------------------------------
    # Events are filed with their data as a dict (``ctx.record``): cheaper than keywords, and made
    # Event objects only when read.
    def _resolve_proposal(self, state: AstrubState, ctx: Context, table: _Table) -> None:
        squad = state.squad
        if not squad:
            raise RuleViolation.of(
                "no-squad-entered-yet-must-propose",
                game="astrub",
                rule="M-M-2",
                value=state.leader or "the-leader",
            )
        turn = state.turn
        ctx.record_made(
            "squad_proposed",
            PUBLIC,
            "M-M-2",
            _squad_proposed,
            (table.mission_names[turn - 1], turn, state.attempt, state.leader, squad),
        )
        state.phase = APPROVAL
        if state.votes:  # a new dict: an event may hold the last one
            state.votes = {}

    def _resolve_approval(self, state: AstrubState, ctx: Context, table: _Table) -> None:
        votes = state.votes
        seated = state._index or state._player_index()  # the players' names in seat order
        if votes.keys() != seated.keys():  # a vote missing, or one of someone not seated
            missing = [p.name for p in state.players if p.name not in votes]
            if missing:
                raise RuleViolation.of(
                    "every-player-votes-missing", game="astrub", rule="M-M-3", missing=", ".join(missing)
                )
            # else a vote of someone not seated (a save edited by hand): counted, and the event
            # says the seated players' votes
        yes = sum(votes.values())
        no = len(votes) - yes
        approved = yes > no or (yes == no and table.tie_approves)
        rejections = 0 if approved else state.rejections + 1
        limit = table.rejections_limit
        ctx.record_made(
            "approval_vote",
            PUBLIC,
            "M-M-3",
            _approval_vote,
            (votes, seated, yes, no, approved, rejections, limit, state.attempt, state.leader, state.squad),
        )
        state.rejections = rejections
        if approved:
            state.phase = MISSION
            if state.choices:  # a new dict, as for the votes
                state.choices = {}
            return
        if rejections >= limit:
            self._victory(state, ctx, SPIES, "M-M-5", f"{rejections} squads rejected in a row")
            return
        self._pass_leadership(state, ctx, "M-M-4")
        state.attempt += 1

    def _resolve_mission(self, state: AstrubState, ctx: Context, table: _Table) -> None:
        squad, choices = state.squad, state.choices
        sabotages = 0
        try:  # a subscript, as for the votes
            for name in squad:
                if choices[name]:
                    sabotages += 1
        except KeyError:
            missing = [name for name in squad if name not in choices]
            raise RuleViolation.of(
                "every-squad-member-chooses-missing",
                game="astrub",
                rule="M-M-6",
                missing=", ".join(missing),
            ) from None
        turn = state.turn
        fails_at = table.fails_at[turn - 1]
        success = sabotages < fails_at
        ctx.record_made("mission_choices", GM, "M-M-6", _mission_choices, (choices, squad))
        if sabotages:
            for name in squad:
                if choices[name] and state.player(name).camp == MERCENARIES:
                    ctx.record("mercenary_sabotage", GM, "M-M-6", {"player": name})
        results = state.results = [*state.results, success]  # a new list, as for the votes
        ctx.record_made(
            "mission_result",
            PUBLIC,
            "M-M-7",
            _mission_result,
            (table.mission_names[turn - 1], turn, sabotages, fails_at, results, squad),
        )
        wins = table.wins_needed
        successes = results.count(True)
        failures = len(results) - successes
        if successes >= wins:
            self._victory(state, ctx, MERCENARIES, "M-V-1", f"{successes} missions succeeded")
        elif failures >= wins:
            self._victory(state, ctx, SPIES, "M-V-1", f"{failures} missions failed")
        else:
            state.turn = turn + 1
            state.attempt, state.rejections = 1, 0
            state.choices = {}  # and the squad, when the lead passes
            self._pass_leadership(state, ctx, "M-S-3")

    def _pass_leadership(self, state: AstrubState, ctx: Context, rule: str) -> None:
        previous = state.leader
        leader = state.leader = state.next_after(previous)
        state.squad = []  # new ones: an event may hold the last ones
        state.votes = {}
        state.phase = PROPOSAL
        ctx.record_made("leader_passes", PUBLIC, rule, _leader_passes, (leader, previous))

    def _victory(self, state: AstrubState, ctx: Context, winner: str, rule: str, reason: str) -> None:
        state.winner, state.victory_rule, state.phase = winner, rule, OVER
        ctx.record("victory", PUBLIC, rule, {"winner": winner, "reason": reason, "spies": state.spies()})

    # -- what the console shows -------------------------------------------------------------
    def forms(self, state: AstrubState, scenario: AstrubScenario) -> list[Ballot | GroupPicker | OrderForm]:  # type: ignore[override]
        """The leader's squad (M-S-3: the GM may still choose the first leader), the approval
        votes, the squad's secret choices (M-M-7), as the forms the console draws."""
        if state.over:
            return []
        mission = scenario.missions[state.turn - 1]
        if state.phase == "proposal":
            return [
                GroupPicker(
                    action="squad",
                    label=mission.name,
                    members=[p.name for p in state.players if p.alive],
                    min_size=self.squad_size(state, scenario),
                    max_size=self.squad_size(state, scenario),
                    selected=list(state.squad),
                    entered=list(state.squad),
                    leader=state.leader,
                    leader_field="leader",
                    key=f"{state.turn}:{state.attempt}",
                )
            ]
        if state.phase == "approval":
            return [
                Ballot(
                    action="votes",
                    label=", ".join(state.squad),
                    candidates=[],
                    voters=[p.name for p in state.players],
                    specials=[
                        SpecialOption(key="yes", label=text(scenario, "yes"), keys=("y", "o"), style="green"),
                        SpecialOption(key="no", label=text(scenario, "no"), keys=("n",), style="red"),
                    ],
                    cast={n: "yes" if v else "no" for n, v in state.votes.items()},
                    key=f"{state.turn}:{state.attempt}:votes",
                )
            ]
        return [
            Ballot(
                action="mission",
                field="choices",
                label=mission.name,
                candidates=[],
                voters=list(state.squad),
                specials=[
                    SpecialOption(
                        key="success",
                        label=text(scenario, "ballot-success"),
                        keys=("s",),
                        style="green",
                    ),
                    SpecialOption(
                        key="sabotage",
                        label=text(scenario, "ballot-sabotage"),
                        keys=("x", "e"),
                        style="red",
                    ),
                ],
                cast={n: "sabotage" if v else "success" for n, v in state.choices.items()},
                key=f"{state.turn}:choices",
            )
        ]

    def checklist(self, state: AstrubState, scenario: AstrubScenario) -> list[Step]:  # type: ignore[override]
        if state.over:
            return [game_over_step(state, scenario)]
        mission = scenario.missions[state.turn - 1].name
        if state.phase == PROPOSAL:
            size = self.squad_size(state, scenario)
            who = state.leader or text(scenario, "leader-gm-chooses")
            first = []
            if self.first_leader_open(state):  # M-S-3: the console asks for the first leader
                first.append(
                    Step(
                        label=text(scenario, "first-squad-leader-m-3"),
                        status="entered" if state.leader else "missing",
                        detail=text(scenario, "gm-choice-it-may-change-until", name=state.leader)
                        if state.leader
                        else text(scenario, "gm-chooses-him-l-on-player"),
                    )
                )
            return [
                *first,
                Step(
                    label=text(scenario, "squad-for-attempt", mission=mission, attempt=state.attempt),
                    status="entered" if state.squad else "missing",
                    detail=", ".join(state.squad)
                    if state.squad
                    else text(scenario, "names-players", who=who, size=size),
                ),
            ]
        if state.phase == APPROVAL:
            missing = [p.name for p in state.players if p.name not in state.votes]
            return [
                Step(
                    label=text(scenario, "approval-votes", done=len(state.votes), total=len(state.players)),
                    status="missing" if missing else "entered",
                    detail=text(scenario, "not-voted-2", names=", ".join(missing))
                    if missing
                    else text(scenario, "all-voted"),
                )
            ]
        missing = [name for name in state.squad if name not in state.choices]
        return [
            Step(
                label=text(
                    scenario,
                    "secret-choices-for",
                    done=len(state.choices),
                    total=len(state.squad),
                    mission=mission,
                ),
                status="missing" if missing else "entered",
                detail=text(scenario, "waiting-for", names=", ".join(missing))
                if missing
                else text(scenario, "all-chosen"),
            )
        ]

    def public_checklist(self, state: AstrubState, scenario: AstrubScenario) -> list[Step]:  # type: ignore[override]
        """The GM's checklist, which holds nothing secret: the squad the leader proposes in the
        thread (M-M-2), who has voted (M-M-3), and which squad members have sent their choice,
        never what they chose (M-M-6)."""
        return self.checklist(state, scenario)

    def awaiting(self, state: AstrubState, scenario: AstrubScenario) -> list[Awaited]:  # type: ignore[override]
        """The leader's squad (M-M-2), everyone's approval vote (M-M-3), the squad's secret
        choices (M-M-6). None is secret: the squad is public, and who has sent a choice may be
        said (never what he chose)."""
        if state.over:
            return []
        if state.phase == PROPOSAL:
            what = text(scenario, "awaiting-proposal")
            return [Awaited(player=state.leader, what=what)] if state.leader and not state.squad else []
        if state.phase == APPROVAL:
            what = text(scenario, "awaiting-approval")
            return [Awaited(player=p.name, what=what) for p in state.seating() if p.name not in state.votes]
        what = text(scenario, "awaiting-mission-choice")
        return [Awaited(player=name, what=what) for name in state.squad if name not in state.choices]

    def warnings(self, state: AstrubState, scenario: AstrubScenario) -> list[str]:  # type: ignore[override]
        if state.phase != MISSION:
            return []
        return [
            text(
                scenario,
                "mercenary-chose-sabotage-allowed-m-m",
                name=name,
                mercenary=scenario.display(MERCENARY),
            )
            for name, sabotage in state.choices.items()
            if sabotage and state.player(name).camp == MERCENARIES
        ]
