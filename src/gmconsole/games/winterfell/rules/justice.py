"""The justice phase (W-J): accusations, the weighted vote, executions, the revolt, and the Gars du
Bâtard's interrogation.

Three steps (``state.step``), each closed by a ``resolve``:

1. ``accusation``: each living GV names one accused with a justification (``accuse``, W-J-1);
   the resolution fills the missing names at random (W-J-2) and announces the accused.
2. ``vote``: every living player but the GVs votes for one accused, for the revolt, or abstains
   (``justice_votes``, W-J-3, W-J-5); a living GV may vote for the revolt (not for an accused:
   "Tout le monde peut voter pour la révolte"); the resolution tallies the weighted votes against
   one third of the available influence (W-J-4), executes everyone at or over it, and applies the
   revolt (only loyalists' revolt votes count, loyal GVs' included).
3. ``interrogation`` (only if the Gars du Bâtard lives and someone was executed): the Gars may
   interrogate one condemned (``interrogate``, W-J-6); resolving without an order skips it.

Then the phase hands over to the elections (``elections.open_phase``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from gmconsole.engine.actions import Action
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, PUBLIC, to_player
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Awaited, Context, Step, lazy_module
from gmconsole.engine.wording import Person, text
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.seers import appears_as
from gmconsole.games.winterfell.rules.settings import JusticeSettings as JusticeSettings
from gmconsole.games.winterfell.rules.settings import kept_per_scenario
from gmconsole.games.winterfell.rules.state import (
    BASTARDS_BOY,
    GHOST,
    GREAT_VASSAL,
    JUSTICE,
    LOYALISTS,
    Accusation,
    JusticeOrders,
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # the scenario module imports this one for JusticeSettings
    from gmconsole.games.winterfell.rules import elections
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario
else:  # run at the first close of justice (a save read at this phase does not need it); an
    # import statement in ``_close`` cost some 45 k instructions a call (issue 17)
    elections = lazy_module("gmconsole.games.winterfell.rules.elections")

ACCUSATION, VOTE, INTERROGATION = "accusation", "vote", "interrogation"
STEPS = (ACCUSATION, VOTE, INTERROGATION)
REVOLT, ABSTAIN = "revolt", "abstain"

# Words the GM may type for the two special votes (folded: accents and case ignored).
_REVOLT_WORDS = {"revolt", "revolte", "revolution", "insurrection"}
_ABSTAIN_WORDS = {"abstain", "abstention", "abstient", "blanc", "vote blanc", "none", "aucun", "-"}


# -- actions ---------------------------------------------------------------------------------
# The order models are in ``actions.py``, made at the first order (``status`` and ``export``
# give none; issue 17); ``ACTIONS`` and each class are still read here by name (PEP 562).
if TYPE_CHECKING:
    from gmconsole.games.winterfell.rules import actions as order_models
    from gmconsole.games.winterfell.rules.actions import Accuse as Accuse
    from gmconsole.games.winterfell.rules.actions import Interrogate as Interrogate
    from gmconsole.games.winterfell.rules.actions import JusticeVotes as JusticeVotes
else:
    order_models = lazy_module("gmconsole.games.winterfell.rules.actions")
_ORDERS = frozenset({"Accuse", "JusticeVotes", "Interrogate"})


def __getattr__(name: str) -> Any:
    if name == "ACTIONS":
        return order_models.JUSTICE_ACTIONS
    if name in _ORDERS:
        found = globals()[name] = getattr(order_models, name)  # read as a global from then on
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- queries ---------------------------------------------------------------------------------
def current_step(state: WinterfellState) -> str:
    """The justice step (``accusation`` when the phase has just opened)."""
    return state.step if state.step in STEPS else ACCUSATION


def _scenario(ctx: Context) -> WinterfellScenario:
    return ctx.scenario  # type: ignore[return-value]


class _Table:
    """The justice settings the orders and the resolutions read, read once per scenario: a
    pydantic model's field costs some 440 instructions a read (its class has a ``__getattr__``),
    and the settings are frozen (issue 17)."""

    __slots__ = (
        "scenario",
        "accused",
        "gv_may_accuse_self",
        "gv_may_accuse_gv",
        "gvs_too",
        "threshold_divisor",
        "voters_only",
        "execute_without_votes",
        "revolt",
        "revolt_divisor",
        "revolt_min_votes",
        "publish_revolt_count",
        "interrogate_revolt_victims",
        "influence",
        "weights",
    )

    def __init__(self, scenario: WinterfellScenario) -> None:
        settings = scenario.justice
        self.scenario = scenario
        self.accused = settings.accused
        self.gv_may_accuse_self = settings.gv_may_accuse_self
        self.gv_may_accuse_gv = settings.gv_may_accuse_gv
        self.gvs_too = settings.fill_among == "living"
        self.threshold_divisor = settings.threshold_divisor
        self.voters_only = settings.available_influence == "voters"
        self.execute_without_votes = settings.execute_without_votes
        self.revolt = settings.revolt
        self.revolt_divisor = settings.revolt_divisor
        self.revolt_min_votes = settings.revolt_min_votes
        self.publish_revolt_count = settings.publish_revolt_count
        self.interrogate_revolt_victims = settings.interrogate_revolt_victims
        self.influence = scenario.influences
        # What a vote for an accused weighs, by the voter's rank: a GV's nothing (W-J-3: the GVs
        # are no voters on the accused), as ``_count`` added nothing for him before.
        self.weights = {**self.influence, GREAT_VASSAL: 0}


_table = kept_per_scenario(_Table)  # the last scenario's table kept: a game runs on one


def voters(state: WinterfellState) -> list[WinterfellPlayer]:
    """Players entitled to vote on the accused: the living non-GVs (W-J-3). A GV may still vote
    for the revolt (W-J-5), which ``tally`` counts."""
    return [p for p in state.living_index().living if p.rank != GREAT_VASSAL]


def bastards_boy(state: WinterfellState) -> WinterfellPlayer | None:
    alive = state.living_index().roles.get(BASTARDS_BOY)  # read, not copied (holder_of copies)
    return alive[0] if alive else None


def _expect(state: WinterfellState, step: str, what: str, scenario: WinterfellScenario) -> None:
    if state.step == step:  # (``step`` is one of STEPS: current_step would give it, no call)
        return
    now = current_step(state)
    if now != step:
        from gmconsole.engine.worded import Named, named_step
        from gmconsole.engine.wording import wording_for_game

        said = "justice-what-" + what.replace(" ", "-")
        raise RuleViolation.of(  # the English record keeps the keys; people read the steps' names
            "belong-step-justice-justice-at-step",
            game="winterfell",
            what=Named(what, lambda language: str(wording_for_game("winterfell", language).text(said))),
            step=named_step(scenario, step),
            now=named_step(scenario, now),
        )


@dataclass
class Tally:
    """The justice vote counted (W-J-3, W-J-4, W-J-5): what the resolution and the console show."""

    rows: list[dict[str, Any]] = field(default_factory=list)
    """One row per voter who voted: voter, vote (accused, revolt or abstain), weight."""
    totals: dict[str, int] = field(default_factory=dict)
    available: int = 0
    threshold: int = 0
    executed: list[str] = field(default_factory=list)
    revolt_votes: int = 0
    revolt_counted: list[str] = field(default_factory=list)
    revolt_needed: int = 0
    revolt_success: bool = False
    not_voted: list[str] = field(default_factory=list)


def tally(state: WinterfellState, scenario: WinterfellScenario) -> Tally:
    """Count the votes entered so far (missing votes are abstentions)."""
    result, seen = _count(state, scenario)
    result.rows = _rows(*seen)
    return result


_Seen = tuple[list[WinterfellPlayer], dict[str, list[WinterfellPlayer]], dict[str, str], dict[str, int]]
"""What the tally's rows are made of (``_rows``): the living, the living by rank, the votes and
the ranks' influences."""


def _count(state: WinterfellState, scenario: WinterfellScenario) -> tuple[Tally, _Seen]:
    """The tally without its rows, and what they are made of (the state's own lists and dict:
    a caller keeping them copies them)."""
    settings = _table(scenario)
    totals = {a.accused: 0 for a in state.justice.accusations}
    scoring = totals.keys() - {ABSTAIN, REVOLT}  # the accused a vote adds its weight to
    influence = settings.influence
    weights = settings.weights  # a GV's vote for an accused weighs 0 (W-J-3)
    index = state.living_index()
    living = index.living  # the living in the players' order
    # Every living player's influence, and the voters' (W-J-3: not the GVs'), by rank (integers).
    available = voters_influence = 0
    for rank, holders in index.ranks.items():
        if holders:
            own = influence[rank] * len(holders)
            available += own
            if rank != GREAT_VASSAL:
                voters_influence += own
    loyalists = [p.camp for p in living].count(LOYALISTS)
    votes = state.justice.votes
    get = votes.get
    # The tally's lists filled as locals (speed: one pass over the living per tally).
    not_voted: list[str] = []
    revolt_counted: list[str] = []
    revolt_votes = 0
    for p in living:  # the voters, and the GVs who vote for the revolt (W-J-5)
        vote = get(p.name)
        if vote in scoring:  # the usual vote first (none is None nor the revolt)
            totals[vote] += weights[p.rank]
        elif vote is None:
            if p.rank != GREAT_VASSAL:  # W-J-3: the GVs are no voters on the accused
                not_voted.append(p.name)
        elif vote == REVOLT:  # W-J-5: anyone may vote for it; the loyalists' votes count, one each
            revolt_votes += 1
            if p.camp == LOYALISTS:
                revolt_counted.append(p.name)
    if settings.voters_only:
        available = voters_influence
    threshold = available // settings.threshold_divisor
    execute_without_votes = settings.execute_without_votes
    revolt_needed = max(loyalists // settings.revolt_divisor, settings.revolt_min_votes)
    executed = [
        name for name, total in totals.items() if total >= threshold and (total > 0 or execute_without_votes)
    ]
    # The fields in their declared order, positional: a call's keywords are matched one by one
    # against the parameters (speed).
    result = Tally(
        [],
        totals,
        available,
        threshold,
        executed,
        revolt_votes,
        revolt_counted,
        revolt_needed,
        settings.revolt and len(revolt_counted) >= revolt_needed,
        not_voted,
    )
    return result, (living, index.ranks, votes, influence)


def _rows(
    living: list[WinterfellPlayer],
    ranks: dict[str, list[WinterfellPlayer]],
    votes: dict[str, str],
    influence: dict[str, int],
) -> list[dict[str, Any]]:
    """The tally's rows: one per living player whose vote counts, in the players' order (voter,
    vote, weight): every revolt vote (weight 1, W-J-5), a voter's vote for an accused or his
    abstention (weight 0) (W-J-3: not a GV's). ``ranks``: the living by rank when counted."""
    rank_of = {p.name: rank for rank, holders in ranks.items() for p in holders}
    rows: list[dict[str, Any]] = []
    for p in living:
        name = p.name
        vote = votes.get(name)
        if vote is None:
            continue
        if vote == REVOLT:
            rows.append({"voter": name, "vote": REVOLT, "weight": 1})
            continue
        rank = rank_of[name]
        if rank == GREAT_VASSAL:
            continue
        rows.append({"voter": name, "vote": vote, "weight": 0 if vote == ABSTAIN else influence[rank]})
    return rows


# -- orders ----------------------------------------------------------------------------------
def apply_order(state: WinterfellState, action: Action, ctx: Context) -> None:
    """Check a justice order completely, then record it (nothing is rolled here)."""
    if isinstance(action, order_models.Accuse):
        _accuse(state, action, ctx)
    elif isinstance(action, order_models.JusticeVotes):
        _votes(state, action, ctx)
    elif isinstance(action, order_models.Interrogate):
        _interrogate_order(state, action, _scenario(ctx))
    else:  # pragma: no cover - the dispatch sends nothing else here
        raise RuleViolation.of("justice-has-no-order", game="winterfell", kind=repr(action.kind))


def _accuse(state: WinterfellState, action: Accuse, ctx: Context) -> None:
    scenario = _scenario(ctx)
    settings = _table(scenario)
    _expect(state, ACCUSATION, "accusations", scenario)
    order = action.__dict__  # the order's fields read once (a pydantic read each otherwise)
    by = state.resolve(order["by"])
    accused = state.resolve(order["accused"])
    justification = order["justification"]
    if by.rank != GREAT_VASSAL:  # type: ignore[attr-defined]
        raise RuleViolation.of(
            "not-grand-vassal-only-gvs-name", game="winterfell", rule="W-J-1", player=by.name, name=by.name
        )
    if not by.alive:
        raise RuleViolation.of(
            "dead-names-no-accused", game="winterfell", rule="W-J-1", player=by.name, name=Person.of(by)
        )
    if not accused.alive:
        raise RuleViolation.of(
            "dead-cannot-be-accused",
            game="winterfell",
            rule="W-J-1",
            player=accused.name,
            name=Person.of(accused),
        )
    if accused.name == by.name and not settings.gv_may_accuse_self:
        raise RuleViolation.of(
            "cannot-accuse-himself", game="winterfell", rule="W-J-1", player=by.name, name=Person.of(by)
        )
    if accused.rank == GREAT_VASSAL and not settings.gv_may_accuse_gv and accused.name != by.name:  # type: ignore[attr-defined]
        raise RuleViolation.of(
            "grand-vassal-cannot-be-accused",
            game="winterfell",
            rule="W-J-1",
            player=accused.name,
            name=Person.of(accused),
        )
    accusations = state.justice.accusations
    for i, a in enumerate(accusations):
        if a.accused == accused.name:
            if a.by != by.name:
                raise RuleViolation.of(
                    "already-accused-by-name-another-player",
                    game="winterfell",
                    rule="W-J-1",
                    player=accused.name,
                    name=Person.of(accused),
                    value=a.by or "the-draw",
                )
            _check_justification(scenario, by.name, accused.name, justification, ctx)
            accusations[i] = Accusation(accused.name, by.name, justification)
            return
    new = Accusation(accused.name, by.name, justification)  # positional: accused, by, justification (speed)
    mine = [i for i, a in enumerate(accusations) if a.by == by.name]
    # "Les Grands Vassaux doivent chacun proposer un nom": a GV's first name takes any free place
    # (the places go to the first GVs to name when the scenario has fewer accused than GVs); a
    # GV's second name ("un troisième nom", W-J-2) never takes a silent GV's place.
    reserved = 0
    if mine:
        named = {a.by for a in accusations}
        reserved = sum(1 for p in state.with_rank(GREAT_VASSAL) if p.name != by.name and p.name not in named)
    free = settings.accused - len(accusations) - reserved
    if free <= 0 and not mine:
        raise RuleViolation.of(
            "accused-are-already-named",
            game="winterfell",
            rule="W-J-2",
            player=by.name,
            accused=settings.accused,
            value=", ".join(a.accused for a in accusations),
        )
    _check_justification(scenario, by.name, accused.name, justification, ctx)
    if free > 0:
        accusations.append(new)
        return
    replaced = accusations[mine[-1]]
    accusations[mine[-1]] = new
    ctx.warn(
        "winterfell",
        "accusation-replaced",
        by=Person.of(by),
        replaced=Person.of(state.wp(replaced.accused)),
        accused=Person.of(accused),
    )


JUSTIFICATION_NEED = "« les Grands Vassaux seront obligés de fournir une justification pour chaque accusé »"
"""The source's sentence (W-J-1), quoted in the refusal and the warning."""


def _check_justification(
    scenario: WinterfellScenario, by: str, accused: str, justification: str, ctx: Context
) -> None:
    """W-J-1: each accusation comes with a justification; refused without one, or, when the
    scenario relaxes it (``require_justification = false``), accepted with a warning."""
    if justification.strip():
        return
    values = {"by": by, "accused": accused, "quote": JUSTIFICATION_NEED}
    if scenario.justice.require_justification:
        raise RuleViolation.of(
            "accusation-without-justification", game="winterfell", rule="W-J-1", player=by, **values
        )
    ctx.warn("winterfell", "accusation-without-justification-allowed", **values)


def _vote_value(state: WinterfellState, typed: str, accused: list[str]) -> str:
    if typed in accused or typed in (REVOLT, ABSTAIN):  # typed exactly: the common case
        return typed
    for name in accused:  # an accused's name wins over the special words
        if name == typed or fold(name) == fold(typed):
            return name
    word = fold(typed)
    if word in _REVOLT_WORDS:
        return REVOLT
    if word in _ABSTAIN_WORDS or not word:
        return ABSTAIN
    target = state.resolve(typed)  # unknown names: an error with suggestions
    if target.name not in accused:
        raise RuleViolation.of(
            "not-accused-vote-for-revolt-abstain",
            game="winterfell",
            rule="W-J-3",
            player=target.name,
            name=Person.of(target),
            accused=", ".join(accused),
        )
    return target.name


def _votes(state: WinterfellState, action: JusticeVotes, ctx: Context) -> None:
    scenario = _scenario(ctx)
    settings = _table(scenario)
    _expect(state, VOTE, "justice votes", scenario)
    accused = [a.accused for a in state.justice.accusations]
    exact = {*accused, REVOLT, ABSTAIN}  # _vote_value's first case, once for the order (speed)
    votes = action.votes
    if _as_typed(state, votes, exact, settings):
        state.justice.votes.update(votes)
        return
    resolve = state.resolve
    checked: dict[str, str] = {}
    for typed_voter, typed_vote in votes.items():
        voter = resolve(typed_voter)
        if not voter.alive:
            raise RuleViolation.of(
                "dead-cannot-vote", game="winterfell", rule="W-J-3", player=voter.name, name=Person.of(voter)
            )
        vote = typed_vote if typed_vote in exact else _vote_value(state, typed_vote, accused)
        if voter.rank == GREAT_VASSAL and vote not in (REVOLT, ABSTAIN):  # type: ignore[attr-defined]
            raise RuleViolation.of(
                "grand-vassal-gvs-do-not-vote",
                game="winterfell",
                rule="W-J-3",
                player=voter.name,
                name=voter.name,
            )
        if vote == REVOLT and not settings.revolt:
            raise RuleViolation.of(
                "revolt-not-part-this-scenario", game="winterfell", rule="W-J-5", player=voter.name
            )
        if voter.name in checked and checked[voter.name] != vote:
            raise RuleViolation.of(
                "given-two-different-votes-this-order",
                game="winterfell",
                rule="W-J-3",
                player=voter.name,
                name=voter.name,
            )
        checked[voter.name] = vote
    state.justice.votes.update(checked)


def _as_typed(state: WinterfellState, votes: dict[str, str], exact: set[str], settings: _Table) -> bool:
    """Whether ``_votes``' loop would accept ``votes`` as they are typed: every voter a living
    non-GV named exactly, every vote an accused, the revolt or the abstention named exactly
    (``exact``), the revolt only when the scenario has it (the usual order, checked as a whole
    for speed: the loop costs some 25 bytecodes and a call a vote). False: the loop reads and
    checks the order, and refuses it if it must."""
    values = votes.values()
    # The scenario's revolt first: the usual one has it, and the scan of the votes is saved.
    if not exact.issuperset(values) or (not settings.revolt and REVOLT in values):
        return False
    # (the living non-GVs, read rank by rank: no rank compared per player)
    ranks = state.living_index().ranks
    return {p.name for rank in ranks if rank != GREAT_VASSAL for p in ranks[rank]}.issuperset(votes)


def _interrogate_order(state: WinterfellState, action: Interrogate, scenario: WinterfellScenario) -> None:
    _expect(state, INTERROGATION, "interrogations", scenario)
    target = state.resolve(action.target)
    if target.name not in state.justice.executed:
        raise RuleViolation.of(
            "was-not-executed-gars-du-batard",
            game="winterfell",
            rule="W-J-6",
            player=target.name,
            name=Person.of(target),
            executed=", ".join(state.justice.executed),
        )
    state.justice.interrogate = target.name


# -- resolution ------------------------------------------------------------------------------
def resolve(state: WinterfellState, ctx: Context) -> None:
    step = current_step(state)
    if step == ACCUSATION:
        _resolve_accusation(state, ctx)
    elif step == VOTE:
        _resolve_vote(state, ctx)
    else:
        _resolve_interrogation(state, ctx)


def _resolve_accusation(state: WinterfellState, ctx: Context) -> None:
    settings = _table(_scenario(ctx))
    accusations = state.justice.accusations
    missing = settings.accused - len(accusations)
    drawn: list[str] = []
    if missing > 0:
        index = state.living_index()
        taken = {a.accused for a in accusations}
        if not settings.gvs_too:  # W-J-2 default: the GVs are left out with the accused
            taken.update([p.name for p in index.ranks.get(GREAT_VASSAL, ())])
        # (the living in their order, one membership test each)
        pool = [name for p in index.living if (name := p.name) not in taken]
        drawn = ctx.dice.sample(
            "justice.fill_accused",
            pool,
            min(missing, len(pool)),
            audience=PUBLIC,
            say="justice: accused drawn at random",
        )
        accusations.extend(Accusation(accused=name) for name in drawn)
    state.justice.accused_final = True
    # The event's data made when the events are read (a simulator reads none): from a copy of
    # the accusations (records the rules replace, never change) and the names drawn.
    ctx.record_made("accused", PUBLIC, "W-J-2" if drawn else "W-J-1", _accused_data, ([*accusations], drawn))
    state.step = VOTE


def _accused_data(accusations: list[Accusation], drawn: list[str]) -> dict[str, Any]:
    """The ``accused`` event's data (W-J-1, W-J-2): each accusation, and the names drawn."""
    return {
        "accused": [
            {"accused": a.accused, "by": a.by, "justification": a.justification, "drawn": not a.by}
            for a in accusations
        ],
        "drawn": drawn,
    }


def _kill(state: WinterfellState, name: str) -> None:
    p = state.wp(name)
    p.alive = False
    state.player_died(p)
    p.died_turn, p.died_phase = state.turn, JUSTICE
    if p.hierarchy == GHOST and not state.ghost_died_turn:
        state.ghost_died_turn = state.turn


def _result_data(result: Tally, seen: _Seen, revolt_dead: list[str], publish: bool) -> dict[str, Any]:
    """The ``justice_result`` event's data (W-J-4, W-J-5): the rows, the totals, the threshold,
    the executed, the revolt (its loyalist count when the scenario publishes it)."""
    data = {
        "votes": _rows(*seen),
        "totals": result.totals,
        "available": result.available,
        "threshold": result.threshold,
        "executed": result.executed,
        "not_voted": result.not_voted,
        "revolt_success": result.revolt_success,
        "revolt_votes": result.revolt_votes,
        "revolt_dead": revolt_dead,
    }
    if publish:
        data["revolt_counted"] = len(result.revolt_counted)
        data["revolt_needed"] = result.revolt_needed
    return data


def _resolve_vote(state: WinterfellState, ctx: Context) -> None:
    scenario = _scenario(ctx)
    settings = _table(scenario)
    if not state.justice.accusations:
        raise RuleViolation.of("no-one-accused-nobody-can-be", game="winterfell", rule="W-J-2")
    result, (living, ranks, votes, influence) = _count(state, scenario)
    revolt_dead = [p.name for p in state.with_rank(GREAT_VASSAL)] if result.revolt_success else []
    # The result's data, its rows above all, made when the events are read (a simulator reads
    # none): from copies of what the rows are made of, which the rules change after.
    seen = ([*living], {rank: [*holders] for rank, holders in ranks.items()}, {**votes}, influence)
    ctx.record_made(
        "justice_result",
        PUBLIC,
        "W-J-4",
        _result_data,
        (result, seen, revolt_dead, settings.publish_revolt_count),
    )
    ctx.record(
        "revolt_count",
        GM,
        "W-J-5",
        {"counted": result.revolt_counted, "needed": result.revolt_needed, "success": result.revolt_success},
    )
    for name in result.executed:
        _kill(state, name)
        ctx.record(
            "executed",
            PUBLIC,
            "W-J-4",
            {
                "name": name,
                "rank": state.wp(name).rank,
                "votes": result.totals[name],
                "threshold": result.threshold,
            },
        )
    if result.revolt_success:
        for name in revolt_dead:
            _kill(state, name)
        state.revolt_turn = state.turn
        ctx.record("revolt", PUBLIC, "W-J-5", {"killed": revolt_dead})
    condemned = list(result.executed)
    if settings.interrogate_revolt_victims:
        condemned += [n for n in revolt_dead if n not in condemned]
    state.justice.executed = condemned
    boy = bastards_boy(state)
    if boy is not None and condemned:
        state.step = INTERROGATION
        return
    _close(state, ctx)


def _resolve_interrogation(state: WinterfellState, ctx: Context) -> None:
    scenario = _scenario(ctx)
    boy = bastards_boy(state)
    target = state.justice.interrogate
    if boy is None or not target:
        ctx.record(
            "interrogation", GM, "W-J-6", {"by": boy.name if boy else "", "target": "", "skipped": True}
        )
        _close(state, ctx)
        return
    revealed = ctx.dice.chance(
        "justice.interrogation", scenario.justice.interrogation_percent, say=f"interrogation of {target}"
    )
    seen_as = appears_as(state, scenario, BASTARDS_BOY, target) if revealed else ""
    ctx.record(
        "interrogation",
        to_player(boy.name),
        "W-J-6",
        {"by": boy.name, "target": target, "revealed": revealed, "seen_as": seen_as},
    )
    ctx.record(
        "interrogated", to_player(target), "W-J-6", {"by": boy.name, "revealed": revealed, "seen_as": seen_as}
    )
    if revealed:
        tell(state, ctx, boy.name, target, seen_as, "W-J-6", how="interrogation")
    _close(state, ctx)


def _close(state: WinterfellState, ctx: Context) -> None:
    """End of justice: the elections open (W-E)."""
    state.justice = JusticeOrders()
    if elections.game_won(state, ctx):  # W-V-3: the game is over; no elections are called
        return
    elections.open_phase(state, ctx)


# -- what the console shows ------------------------------------------------------------------
def awaiting(state: WinterfellState, scenario: WinterfellScenario) -> list[Awaited]:
    """The step's public orders still missing: each living GV's accusation, the vote of
    each voter, the Gars du Bâtard's interrogation (W-J-6, a public role)."""
    step = current_step(state)
    if step == ACCUSATION:
        what = text(scenario, "awaiting-accusation")
        accusers = {a.by for a in state.justice.accusations}
        return [
            Awaited(player=p.name, what=what)
            for p in state.seating()
            if p.alive and p.rank == GREAT_VASSAL and p.name not in accusers  # type: ignore[attr-defined]
        ]
    if step == VOTE:
        what = text(scenario, "awaiting-justice-vote")
        allowed = {p.name for p in voters(state)}
        return [
            Awaited(player=p.name, what=what)
            for p in state.seating()
            if p.name in allowed and p.name not in state.justice.votes
        ]
    boy = bastards_boy(state)
    if step == INTERROGATION and boy is not None and not state.justice.interrogate:
        what = text(scenario, "awaiting-interrogation", role=scenario.display(BASTARDS_BOY))
        return [Awaited(player=boy.name, what=what)]
    return []


def checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    """The GM's checklist: the public one, with the revolt's loyalist count and the Gars du
    Bâtard's choice."""
    step = current_step(state)
    if step == ACCUSATION:
        return _accusation_steps(state, scenario)
    if step == VOTE:
        result = tally(state, scenario)
        return [*_vote_steps(state, scenario, result), _revolt_count_step(scenario, result)]
    target = state.justice.interrogate
    return [
        _interrogation_step(
            state,
            scenario,
            "entered" if target else "optional",
            text(scenario, "interrogates", target=target) if target else "",
        )
    ]


def public_checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    """The checklist as the players may read it: the accusations, the votes and their weighted
    tally are cast in the thread (W-J-1, W-J-3, W-J-4); the revolt shows how many voted for it,
    never how many of them count nor how many loyalist votes it needs, unless the scenario
    publishes them (``publish_revolt_count``, W-J-5); the interrogation is the public Gars du
    Bâtard's private order (W-J-6)."""
    step = current_step(state)
    if step == ACCUSATION:
        return _accusation_steps(state, scenario)
    if step == VOTE:
        result = tally(state, scenario)
        steps = _vote_steps(state, scenario, result)
        if scenario.justice.publish_revolt_count:
            steps.append(_revolt_count_step(scenario, result))
        elif scenario.justice.revolt:
            steps.append(
                Step(
                    label=text(scenario, "justice-revolt"),
                    status="optional",
                    detail=text(scenario, "revolt-votes-cast", n=result.revolt_votes),
                )
            )
        return steps
    return [
        _interrogation_step(
            state,
            scenario,
            "private",
            text(scenario, "may-interrogate-one-choice-goes-gm", names=", ".join(state.justice.executed)),
        )
    ]


def _accusation_steps(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    settings = scenario.justice
    accusations = state.justice.accusations
    gvs = [p.name for p in state.with_rank(GREAT_VASSAL)]
    silent = [g for g in gvs if g not in {a.by for a in accusations}]
    detail = text(scenario, "accusations-separator").join(
        text(scenario, "accuses", by=a.by, accused=a.accused) for a in accusations
    ) or text(scenario, "none-yet")
    if silent:
        detail += text(scenario, "not-yet", names=", ".join(silent))
    missing = settings.accused - len(accusations)
    steps = [
        Step(
            label=text(scenario, "accusations", done=len(accusations), total=settings.accused),
            status="entered" if not silent else "missing",
            detail=detail,
        )
    ]
    if missing > 0:
        steps.append(
            Step(
                label=text(scenario, "accused-drawn-at-random-on-resolve", n=missing),
                status="optional",
                detail="W-J-2",
            )
        )
    return steps


def _vote_steps(state: WinterfellState, scenario: WinterfellScenario, result: Tally) -> list[Step]:
    """Who has voted and the weighted tally: the votes are cast in the thread (W-J-3, W-J-4)."""
    entitled = len(voters(state))
    totals = ", ".join(f"{n} {t}" for n, t in result.totals.items())
    return [
        Step(
            label=text(scenario, "justice-votes", done=entitled - len(result.not_voted), total=entitled),
            status="missing" if result.not_voted else "entered",
            detail=text(scenario, "not-voted-abstain-if-missing", names=", ".join(result.not_voted))
            if result.not_voted
            else text(scenario, "all-voted-2"),
        ),
        Step(
            label=text(
                scenario,
                "tally-threshold",
                totals=totals,
                threshold=result.threshold,
                available=result.available,
            ),
            status="entered",
            detail=text(scenario, "justice-executed", names=", ".join(result.executed))
            if result.executed
            else text(scenario, "no-execution-so-far"),
        ),
    ]


def _revolt_count_step(scenario: WinterfellScenario, result: Tally) -> Step:
    """The loyalist revolt votes against those needed: they tell how many loyalists live (W-J-5)."""
    return Step(
        label=text(
            scenario, "revolt-loyalist-votes", counted=len(result.revolt_counted), needed=result.revolt_needed
        ),
        status="warning" if result.revolt_success else "optional",
        detail=text(scenario, "revolt-succeeds-every-gv-dies", gv=scenario.display(GREAT_VASSAL))
        if result.revolt_success
        else text(scenario, "revolt-votes-cast", n=result.revolt_votes),
    )


def _interrogation_step(
    state: WinterfellState, scenario: WinterfellScenario, status: str, chosen: str
) -> Step:
    """The public Gars du Bâtard may interrogate one condemned (W-J-6); ``chosen`` says his choice
    (empty: the condemned he may choose among)."""
    boy = bastards_boy(state)
    return Step(
        label=text(
            scenario,
            "interrogation-by",
            who=boy.name if boy else text(scenario, "the-2", role=scenario.display(BASTARDS_BOY)),
        ),
        status=status,
        detail=chosen or text(scenario, "may-interrogate-one", names=", ".join(state.justice.executed)),
    )


def warnings(state: WinterfellState, scenario: WinterfellScenario) -> list[str]:
    step = current_step(state)
    out: list[str] = []
    if step == ACCUSATION:
        bare = [a for a in state.justice.accusations if a.by and not a.justification.strip()]
        if bare:  # only when the scenario accepts them (require_justification = false)
            out.append(
                text(
                    scenario,
                    "accusations-without-justification-w-j-1",
                    pairs=", ".join(text(scenario, "accuses-2", by=a.by, accused=a.accused) for a in bare),
                )
            )
        named = {a.by for a in state.justice.accusations}
        silent = [p.name for p in state.with_rank(GREAT_VASSAL) if p.name not in named]
        if silent:
            out.append(text(scenario, "no-accusation-yet-from-missing-names", names=", ".join(silent)))
    elif step == VOTE:
        result = tally(state, scenario)
        if result.not_voted:
            out.append(
                text(
                    scenario,
                    "players-have-not-voted-count-as",
                    n=len(result.not_voted),
                    names=", ".join(result.not_voted),
                )
            )
        if result.revolt_success:
            out.append(
                text(scenario, "revolt-succeeds-with-votes-entered-every", gv=scenario.display(GREAT_VASSAL))
            )
    elif not state.justice.interrogate:
        out.append(
            text(scenario, "has-not-chosen-whom-interrogate-resolving", role=scenario.display(BASTARDS_BOY))
        )
    return out
