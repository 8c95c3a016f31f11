"""The assassination phase (W-A): squads, lookouts, the sword, Ben, Schlingue, the seers' questions,
Wyman's pie and the passage.

Every order of the phase is entered first (``apply_order``), then one ``resolve`` carries them
all out at once (W-A-14): the orders are validated against the state at the start of the phase
(nothing changes in the state but the orders until the resolution), the deaths are applied at
the end, and a squad whose member dies in another squad's attack still acts.

Each order is checked against the whole set of orders entered so far, at entry and again at the
resolution, before any die is rolled: a refusal (:class:`RuleViolation` with the rule and the
player) leaves the state as it was. An absent lookout is *not* refused (W-A-2): the GM is warned
(``warnings``) and the attempt fails with its reveal (W-A-5).

Orders (``kind``: fields):

- ``squad``: members, target, lookout="", sword=false (W-A-1..W-A-9)
- ``remove_squad``: index (1-based, as the checklist numbers the squads)
- ``sword``: bearer (the ghost hands the sword, W-A-7)
- ``passage``: wolves=[] (W-A-13; empty: the two most influential, ties drawn)
- ``ben``: protects (W-A-10)
- ``reek``: scans, reek="" (W-A-11; reek may be left out when one Schlingue lives)
- ``greenseer``: asks (W-R-1); ``abel``: asks (W-R-2)
- ``pie``: torture=true (W-A-12)
- ``no_assassination`` (W-A-3 default)
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from gmconsole.engine.actions import Action
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, PUBLIC, to_player
from gmconsole.engine.rules.base import Awaited, Context, Step, lazy_module
from gmconsole.engine.state import Knowledge
from gmconsole.engine.worded import Worded, worded
from gmconsole.engine.wording import Person, text
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.seers import answer_abel, answer_greenseer, appears_as
from gmconsole.games.winterfell.rules.settings import kept_per_scenario
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    ASSASSINATION,
    BEN_BONES,
    CAPTAIN,
    GHOST,
    GREAT_VASSAL,
    GREENSEER,
    GUARD,
    JUSTICE,
    MANDERLY,
    NEUTRAL,
    RANKS,
    REEK,
    TURNCOAT,
    WOLVES,
    AssassinationOrders,
    PassageState,
    Squad,
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario

WOLF_LABELS = {GHOST, "lieutenant", "cub", WOLVES, TURNCOAT}
"""What a wolf already knows of another wolf (no need to tell him again that he is a wolf)."""


class AssassinationSettings(BaseModel):
    """The numbers and defaults of the assassination phase (W-A)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    guard_requirement: int = Field(2, ge=1)
    """W-A-1: the influence a squad needs against a guard (instead of a guard's 1)."""
    sword_threshold: int = Field(5, ge=0)
    """W-A-7: the ghost finds the sword when the living wolves number this many or fewer."""
    sword_own_rank_or_below: bool = True
    """W-A-7 default: the bearer may also strike alone at his own rank or below."""
    sword_gv_rank: str = CAPTAIN
    """W-A-8: the rank that can prepare a GV kill with the sword."""
    sword_gv_preparation_phases: int = Field(1, ge=0)
    """W-A-8: assassination phases in a row the bearer must first hold the sword through as a
    captain (``sword_gv_rank``), killing nobody (neither with the sword nor in a squad)."""
    one_gv_beside_sword: bool = True
    """W-A-9 default: orders aiming at a second GV beside a sword order on a GV are refused."""
    ghost_alone_needs_no_lookout: bool = True
    """W-A-2: when the ghost is the only wolf left, no lookout is needed."""
    turncoat_counts_as_wolf: bool = True
    """W-A-2 default: "wolves" is the living hierarchy as the ghost sees it, the turncoat in: he
    counts for the sword's threshold (W-A-7) and the ghost is "the only wolf left" only without
    him; False: only the wolves' camp counts there (the turncoat still serves in squads and as a
    lookout like any wolf, W-S-6)."""
    ben_reveal_percent: float = Field(25.0, ge=0, le=100)
    """W-A-10: a wolf or neutral protected by Ben learns who Ben is."""
    reek_reveal_percent: float = Field(33.0, ge=0, le=100)
    """W-A-11: the player scanned by Schlingue learns who Schlingue is."""
    passage_spotted_percent: float = Field(90.0, ge=0, le=100)
    """W-A-13: on a false passage, the surviving wolf is spotted and reported to the GVs."""
    wyman_told_passage: bool = False
    """W-A-12 default: Wyman is not told whether the passage is real."""
    no_assassination_allowed: bool = True
    """W-A-3 default: the wolves may order no assassination at all; False: while the ghost lives
    they must order a squad or the passage each assassination phase (the ``no_assassination``
    order is refused, and so is resolving the phase without one)."""
    announce_failures: bool = False
    """W-A-5: a failure is revealed to its target only ("révélée au joueur ciblé"); True: the
    public post also says that the target escaped an attempt (never who tried)."""


# -- orders --------------------------------------------------------------------------------
# The order models are in ``actions.py``, made at the first order (``status`` and ``export``
# give none; issue 17); ``ACTIONS`` and each class are still read here by name (PEP 562).
if TYPE_CHECKING:
    from gmconsole.games.winterfell.rules import actions as order_models
    from gmconsole.games.winterfell.rules.actions import AbelAsks as AbelAsks
    from gmconsole.games.winterfell.rules.actions import BenProtects as BenProtects
    from gmconsole.games.winterfell.rules.actions import GreenseerAsks as GreenseerAsks
    from gmconsole.games.winterfell.rules.actions import HandSword as HandSword
    from gmconsole.games.winterfell.rules.actions import NoAssassination as NoAssassination
    from gmconsole.games.winterfell.rules.actions import Pie as Pie
    from gmconsole.games.winterfell.rules.actions import ReekScans as ReekScans
    from gmconsole.games.winterfell.rules.actions import RemoveSquad as RemoveSquad
    from gmconsole.games.winterfell.rules.actions import SendPassage as SendPassage
    from gmconsole.games.winterfell.rules.actions import SquadOrder as SquadOrder
else:
    order_models = lazy_module("gmconsole.games.winterfell.rules.actions")
_ORDERS = frozenset(
    {
        "SquadOrder",
        "RemoveSquad",
        "HandSword",
        "SendPassage",
        "BenProtects",
        "ReekScans",
        "GreenseerAsks",
        "AbelAsks",
        "Pie",
        "NoAssassination",
    }
)


def __getattr__(name: str) -> Any:
    if name == "ACTIONS":
        return order_models.ASSASSINATION_ACTIONS
    if name in _ORDERS:
        found = globals()[name] = getattr(order_models, name)  # read as a global from then on
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- queries -------------------------------------------------------------------------------
def _scenario(ctx: Context) -> WinterfellScenario:
    return ctx.scenario  # type: ignore[return-value]


class _Table:
    """The assassination settings the orders' checks and the resolution read at every order,
    squad and night, read once per scenario (a pydantic model's field costs ~440 instructions a read: its
    class has a ``__getattr__``; the scenario is frozen, so the values never change)."""

    __slots__ = (
        "scenario",
        "influences",
        "sword_threshold",
        "preparation_phases",
        "guard_requirement",
        "ghost_alone_needs_no_lookout",
        "turncoat_counts_as_wolf",
        "one_gv_beside_sword",
        "announce_failures",
        "sword_gv_rank",
        "ben_reveal_percent",
        "reek_reveal_percent",
        "passage_spotted_percent",
        "wyman_told_passage",
        "no_assassination_allowed",
        "ben_chance",
        "reek_chance",
        "passage_chance",
    )

    def __init__(self, scenario: WinterfellScenario) -> None:
        settings = scenario.assassination
        self.scenario = scenario
        self.influences = scenario.influences
        self.sword_threshold = settings.sword_threshold
        self.preparation_phases = settings.sword_gv_preparation_phases
        self.guard_requirement = settings.guard_requirement
        self.ghost_alone_needs_no_lookout = settings.ghost_alone_needs_no_lookout
        self.turncoat_counts_as_wolf = settings.turncoat_counts_as_wolf
        self.one_gv_beside_sword = settings.one_gv_beside_sword
        self.announce_failures = settings.announce_failures
        self.sword_gv_rank = settings.sword_gv_rank
        self.ben_reveal_percent = settings.ben_reveal_percent
        self.reek_reveal_percent = settings.reek_reveal_percent
        self.passage_spotted_percent = settings.passage_spotted_percent
        self.wyman_told_passage = settings.wyman_told_passage
        self.no_assassination_allowed = settings.no_assassination_allowed
        # each reveal's odds as ``Dice.chance`` takes them and as its roll's reason says them
        self.ben_chance = _chance(self.ben_reveal_percent)
        self.reek_chance = _chance(self.reek_reveal_percent)
        self.passage_chance = _chance(self.passage_spotted_percent)


def _chance(percent: float) -> tuple[float, str]:
    """``percent`` as a night's reveal gives it to ``Dice.chance`` (an int when whole: the same
    threshold, 1d100, without the float's test at each roll) and as its reason writes it
    (``f"{percent:g}"``): a float's ``:g`` costs some thousands of instructions, a night rolls
    several (issue 17)."""
    return (int(percent) if float(percent).is_integer() else percent), f"{percent:g}"


_table = kept_per_scenario(_Table)  # the last scenario's table kept: a game runs on one


def _roster(state: WinterfellState) -> dict[str, WinterfellPlayer]:
    """The players by their exact name: the index ``state.wp`` and ``state.resolve`` read first,
    looked up once by a check that reads several names (a call to either costs more than the
    dict's look-up itself). A name not in it goes to ``state.wp``, for its refusal."""
    index = state._index
    return index if index is not None else state._player_index()  # type: ignore[return-value]


def wolves(state: WinterfellState) -> list[WinterfellPlayer]:
    """W-A-2 default: the living members of the hierarchy as the ghost sees it (turncoat in)."""
    return state.hierarchy()


def is_wolf(p: WinterfellPlayer) -> bool:
    return p.alive and bool(p.hierarchy)


def ghost_alive(state: WinterfellState) -> WinterfellPlayer | None:
    ghost = state.ghost()
    return ghost if ghost is not None and ghost.alive else None


def wolves_at_most(state: WinterfellState, count: int) -> bool:
    """Whether the living wolves number ``count`` or fewer (``len(wolves(state)) <= count``,
    read from the state's index: these queries run for every order and every squad)."""
    return len(state.living_index().wolves) <= count


def ghost_alone(state: WinterfellState, scenario: WinterfellScenario | None = None) -> bool:
    """The ghost is the only living wolf (W-A-2; with ``turncoat_counts_as_wolf = false`` in
    ``scenario``, the living turncoats aside)."""
    wolves = state.living_index().wolves
    if len(wolves) == 1:
        return wolves[0].hierarchy == GHOST
    if scenario is None or _table(scenario).turncoat_counts_as_wolf:
        return False
    return _ghost_among_turncoats(wolves)


def _ghost_alone(state: WinterfellState, table: _Table) -> bool:
    """``ghost_alone(state, scenario)`` with the scenario's table at hand (the resolution's)."""
    wolves = state.living_index().wolves
    if len(wolves) == 1:
        return wolves[0].hierarchy == GHOST
    return not table.turncoat_counts_as_wolf and _ghost_among_turncoats(wolves)


def _ghost_among_turncoats(wolves: list[WinterfellPlayer]) -> bool:
    """The living hierarchy ``wolves`` is the ghost and turncoats only (W-A-2's alternative)."""
    ghosts = [p for p in wolves if p.hierarchy == GHOST]
    return len(ghosts) == 1 and all(TURNCOAT in p.roles for p in wolves if p.hierarchy != GHOST)


def living_wolf_count(state: WinterfellState, scenario: WinterfellScenario) -> int:
    """The living wolves as W-A-7's threshold counts them (W-A-2 default: the living hierarchy,
    the turncoat in; ``turncoat_counts_as_wolf = false``: without the turncoats)."""
    return _wolf_count(state, _table(scenario))


def _wolf_count(state: WinterfellState, table: _Table) -> int:
    wolves = state.living_index().wolves
    if table.turncoat_counts_as_wolf:
        return len(wolves)
    return len([p for p in wolves if TURNCOAT not in p.roles])


def sword_available(state: WinterfellState, scenario: WinterfellScenario) -> bool:
    """W-A-7: the ghost has found the sword (the wolves numbered the threshold or fewer)."""
    return _sword_found(state, scenario, ghost_alive(state))


def _sword_found(
    state: WinterfellState, scenario: WinterfellScenario, ghost: WinterfellPlayer | None
) -> bool:
    """``sword_available`` with the living ghost (or None) already looked up (``wolves_at_most``
    inline: the policy, the orders and the resolution ask some 35 times a game)."""
    if ghost is None:
        return False
    if state.sword.found:
        return True
    table = _table(scenario)
    wolves = state.living_index().wolves  # ``_wolf_count``, inline
    if table.turncoat_counts_as_wolf:
        return len(wolves) <= table.sword_threshold
    return len([p for p in wolves if TURNCOAT not in p.roles]) <= table.sword_threshold


def sword_bearer(
    state: WinterfellState, scenario: WinterfellScenario, orders: AssassinationOrders | None = None
) -> str:
    """Who holds the sword this phase: the one handed it, else its living holder, else the ghost."""
    ghost = ghost_alive(state)
    if not _sword_found(state, scenario, ghost):
        return ""
    return _bearer(state, orders if orders is not None else state.assassination, ghost)


def _bearer(state: WinterfellState, orders: AssassinationOrders, ghost: WinterfellPlayer | None) -> str:
    """``sword_bearer`` once the sword is known to be found, with the living ghost looked up."""
    if orders.sword_bearer:
        return orders.sword_bearer
    holder = state.sword.holder
    if holder and state.wp(holder).alive and state.wp(holder).hierarchy:
        return holder
    return ghost.name if ghost else ""


def sword_prepared(state: WinterfellState, scenario: WinterfellScenario, bearer: str) -> bool:
    """W-A-8: ``bearer`` held the sword through the last phase(s) as a captain and killed nobody
    in them ("garde l'Epée pendant un tour mais ne tue personne"), without a break."""
    need = _table(scenario).preparation_phases
    if need == 0:
        return True
    sword = state.sword
    return (
        bool(bearer)
        and bearer == sword.holder
        and sword.prepared_turn == state.turn - 1
        and sword.prepared_phases >= need
    )


def _rank_index(rank: str) -> int:
    return RANKS.index(rank)


def requirement(state: WinterfellState, scenario: WinterfellScenario, target: str) -> int:
    """W-A-1: the influence a squad needs against ``target`` (2 against a guard)."""
    p = _roster(state).get(target) or state.wp(target)
    table = _table(scenario)
    if p.rank == GUARD:
        return table.guard_requirement
    return table.influences[p.rank]


def influence_of(state: WinterfellState, scenario: WinterfellScenario, members: list[str]) -> int:
    influences, get = _table(scenario).influences, _roster(state).get  # without a call a member
    total = 0
    for m in members:
        total += influences[(get(m) or state.wp(m)).rank]
    return total


def _worded(language: str, key: str, /, **values: Any) -> str:
    """A Winterfell text in ``language``; an English one keeps its key (``worded.describe``)."""
    said = worded("winterfell", key, **values)
    return said if language == "en" else said.shown(language)


_ISSUE_TEXTS: dict[tuple[Any, ...], str] = {}
"""A lookout problem's English text by its key and its values, each name a placeholder
(``_english_issue``)."""


def _english_issue(key: str, values: dict[str, Any]) -> Worded:
    """A lookout's problem (``_lookout_issue``: a key, names and a number) worded in English:
    ``_worded("en", key, **values)``. Its message puts each name in as it is (a plain text
    value), so it is worded once per key and number with placeholders for the names, which are
    then put in their place (wording one costs some 50 k instructions; a game words a few,
    each name different; tests/games/winterfell/test_night_issue_texts.py compares)."""
    shape = (key, *[v if v.__class__ is not str else "" for v in values.values()])
    said = _ISSUE_TEXTS.get(shape)
    if said is None:
        placeholders = {k: (f"\x00{k}\x00" if v.__class__ is str else v) for k, v in values.items()}
        said = _ISSUE_TEXTS[shape] = str(_worded("en", key, **placeholders))
    for k, v in values.items():
        if v.__class__ is str:
            said = said.replace(f"\x00{k}\x00", v)
    return Worded.known(said, "winterfell", key, values)


def lookout_problem(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    index: int,
    language: str = "",
    sent: Collection[str] | None = None,
) -> str:
    """Why squad ``index`` (0-based) has no lookout (W-A-2), or "" when its lookout is present.

    In ``language`` ("en" or "fr"; the scenario's by default). The squad_result event records
    it in English. ``sent``: the wolves who go through the passage (the resolution knows them
    once drawn); by default those sure to go (:func:`passage_sure`)."""
    issue = _lookout_issue(state, scenario, orders, index, sent)
    if issue is None:
        return ""
    key, values = issue
    return _worded(language or scenario.language, key, **values)


def _lookout_issue(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    index: int,
    sent: Collection[str] | None = None,
    alone: bool | None = None,
) -> tuple[str, dict[str, Any]] | None:
    """``lookout_problem`` as its wording key and values, not worded (None: no problem).
    ``alone``: ``_no_lookout_needed(state, scenario)``, when already known."""
    squad = orders.squads[index]
    if alone is None:
        alone = _no_lookout_needed(state, scenario)
    if alone:
        return None
    lookout = squad.lookout
    if not lookout:
        return "no-lookout", {}
    p = _roster(state).get(lookout) or state.wp(lookout)
    if not p.alive:
        return "lookout-dead", {"name": p.name}
    if not p.hierarchy:
        return "lookout-not-wolf", {"name": p.name}
    if p.name in squad.members:
        return "lookout-inside-squad", {"name": p.name}
    for j in range(index):
        if (
            orders.squads[j].lookout == p.name
            and _lookout_issue(state, scenario, orders, j, sent, False) is None
        ):
            return "lookout-already-watches-for-squad", {"name": p.name, "other": j + 1}
    if orders.passage_sent and p.name in (passage_sure(state, scenario, orders) if sent is None else sent):
        # W-A-13: the passage's wolves are busy all night, named by the GM or picked by the console
        return "lookout-goes-through-passage", {"name": p.name}
    return None


def _no_lookout_needed(state: WinterfellState, scenario: WinterfellScenario) -> bool:
    """W-A-2: no squad needs a lookout (the ghost, the only wolf left, under the default)."""
    table = _table(scenario)
    if table.ghost_alone_needs_no_lookout:
        wolves = state.living_index().wolves  # ``ghost_alone(state, scenario)``, inline
        if len(wolves) == 1:
            return wolves[0].hierarchy == GHOST
        return not table.turncoat_counts_as_wolf and _ghost_among_turncoats(wolves)
    return False


def _passage_pools(
    state: WinterfellState, scenario: WinterfellScenario, orders: AssassinationOrders
) -> tuple[list[str], int, list[str], list[str]]:
    """An unnamed passage (W-A-13): (the wolves surely sent, how many more the draw takes, the
    tied wolves who are in no squad at all, those of them who watch for a squad). The draw takes
    the idle ones first: a wolf sent through the passage takes part in no squad that night."""
    above, tied = passage_candidates(state, scenario)
    need = max(0, 2 - len(above))
    members = {m for squad in orders.squads for m in squad.members}
    lookouts = {squad.lookout for squad in orders.squads}
    free = [t for t in tied if t not in members]
    idle = [t for t in free if t not in lookouts]
    watching = [t for t in free if t in lookouts]
    return above[:2], need, idle, watching


def passage_sure(
    state: WinterfellState, scenario: WinterfellScenario, orders: AssassinationOrders
) -> list[str]:
    """The wolves sure to go through the passage this phase before any draw (W-A-13): the two
    named, or the most influential and the tied wolves the draw cannot leave out."""
    if not orders.passage_sent:
        return []
    if orders.passage:
        return list(orders.passage)
    sure, need, idle, watching = _passage_pools(state, scenario, orders)
    if len(idle) >= need:
        return sure + (idle if len(idle) == need else [])
    rest = need - len(idle)
    return sure + idle + (watching if len(watching) == rest else [])


def _send_passage(
    state: WinterfellState, ctx: Context, scenario: WinterfellScenario, orders: AssassinationOrders
) -> list[str]:
    """W-A-13: the two wolves who go through the passage: the two named, else the two most
    influential, ties drawn at random among the idle tied wolves first, then among the tied
    lookouts (whose squads then lack a lookout)."""
    if orders.passage:
        return list(orders.passage)
    sure, need, idle, watching = _passage_pools(state, scenario, orders)
    if len(idle) >= need:
        taken, pool, more = [], idle, need
    else:
        taken, pool, more = idle, watching, need - len(idle)
    if len(pool) <= more:
        return sure + taken + pool
    return (
        sure
        + taken
        + ctx.dice.sample(
            "assassination.passage_tied_wolves",
            pool,
            more,
            say="the tied wolves sent through the passage (W-A-13)",
        )
    )


# -- validation (W-A-3, W-A-7..W-A-10, W-A-13, W-A-14) -----------------------------------------
def validate(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
) -> _Tally:
    """Check a whole set of orders against the state at the start of the phase (W-A-14).

    Returns what the squads' checks counted (``_Tally``): ``apply_order`` keeps it, so that a
    squad added next is checked against it alone (``_check_new_squad``)."""
    table = _table(scenario)
    # This runs at every order: the ghost and the sword, which take scans of the players, are
    # looked up only for the orders that need them.
    ghost = None
    if orders.squads or orders.passage_sent or orders.sword_bearer:
        ghost = ghost_alive(state)
        if ghost is None:
            raise RuleViolation.of("ghost-dead-this-assassination-phase-has", game="winterfell", rule="W-V-1")
    if orders.no_assassination:
        if orders.squads or orders.passage_sent:
            raise RuleViolation.of(
                "no-assassination-was-ordered-remove-squads", game="winterfell", rule="W-A-3"
            )
        if not table.no_assassination_allowed:
            raise RuleViolation.of("wolves-must-order-an-assassination", game="winterfell", rule="W-A-3")
    # The sword (W-A-7): only a handed sword and a sword strike need it.
    available = False
    bearer_name = ""
    if orders.sword_bearer or [squad for squad in orders.squads if squad.sword]:  # ``any``, no generator
        available = _sword_found(state, scenario, ghost)
        if orders.sword_bearer:
            if not available:
                raise RuleViolation.of(
                    "ghost-finds-sword-when-wolves-number",
                    game="winterfell",
                    rule="W-A-7",
                    sword_threshold=table.sword_threshold,
                    value_count=_wolf_count(state, table),
                )
            bearer = state.wp(orders.sword_bearer)
            if not is_wolf(bearer):
                raise RuleViolation.of(
                    "cannot-receive-sword-not-living-wolf",
                    game="winterfell",
                    rule="W-A-7",
                    player=bearer.name,
                    name=bearer.name,
                )
        if available:
            bearer_name = _bearer(state, orders, ghost)
    in_squad: dict[str, int] = {}
    gv_targets: list[int] = []
    sword_gv = -1
    passage = orders.passage if orders.passage_sent else ()
    for i, squad in enumerate(orders.squads):
        number = i + 1
        target = _check_squad(state, squad, number, in_squad, passage)
        for m in squad.members:
            in_squad[m] = number
        if target.rank == GREAT_VASSAL:
            gv_targets.append(i)
        if squad.sword:
            _check_sword_strike(state, scenario, squad, number, bearer_name, available)
            if target.rank == GREAT_VASSAL:
                sword_gv = i
    if sword_gv >= 0 and table.one_gv_beside_sword:
        _refuse_gv_beside_sword(orders, gv_targets, sword_gv)
    if orders.passage_sent:
        _check_passage(state, scenario, orders, in_squad)
    _check_roles(state, scenario, orders)
    return _Tally(in_squad, gv_targets, sword_gv, ghost)


class _Tally:
    """What ``validate`` counted of the squads: who is in which squad (number), the squads
    (0-based) aiming at a GV and the one doing so with the sword (-1: none), and the living
    ghost (None when no order needed him)."""

    __slots__ = ("in_squad", "gv_targets", "sword_gv", "ghost")

    def __init__(
        self,
        in_squad: dict[str, int],
        gv_targets: list[int],
        sword_gv: int,
        ghost: WinterfellPlayer | None,
    ) -> None:
        self.in_squad = in_squad
        self.gv_targets = gv_targets
        self.sword_gv = sword_gv
        self.ghost = ghost


def _refuse_gv_beside_sword(orders: AssassinationOrders, gv_targets: list[int], sword_gv: int) -> None:
    """W-A-9: with squad ``sword_gv`` striking a GV with the sword, no other order aims at a GV."""
    others = [i for i in gv_targets if i != sword_gv]
    if others:
        other = orders.squads[others[0]]
        raise RuleViolation.of(
            "squad-aims-at-gv-beside-sword",
            game="winterfell",
            rule="W-A-9",
            player=other.target,
            value=others[0] + 1,
            target=other.target,
            target2=orders.squads[sword_gv].target,
        )
    if orders.passage_sent:
        raise RuleViolation.of("passage-aims-at-gv-beside-sword", game="winterfell", rule="W-A-9")


def _check_squad(
    state: WinterfellState,
    squad: Squad,
    number: int,
    in_squad: dict[str, int],
    passage: Collection[str],
) -> WinterfellPlayer:
    """One squad's own checks (W-A-1, W-A-3, W-A-13): members, each once, living wolves of the
    hierarchy in no earlier squad (``in_squad``: the earlier squads' members by number) and not
    sent through the passage; a living target outside the squad. Returns the target."""
    members = squad.members
    if not members:
        raise RuleViolation.of("squad-has-no-member", game="winterfell", rule="W-A-1", number=number)
    wp, get = state.wp, _roster(state).get
    for k, m in enumerate(members):
        p = get(m) or wp(m)
        if k and m in members[:k]:
            raise RuleViolation.of(
                "twice-squad-2", game="winterfell", rule="W-A-3", player=m, m=m, number=number
            )
        if not p.alive:
            raise RuleViolation.of(
                "dead-cannot-be-squad",
                game="winterfell",
                rule="W-A-3",
                player=m,
                m=Person.of(p),
                number=number,
            )
        if not p.hierarchy:
            raise RuleViolation.of(
                "not-wolf-cannot-be-squad", game="winterfell", rule="W-A-3", player=m, m=m, number=number
            )
        joined = in_squad.get(m)
        if joined is not None:
            raise RuleViolation.of(
                "already-squad-wolf-joins-one-squad",
                game="winterfell",
                rule="W-A-3",
                player=m,
                m=m,
                joined=joined,
            )
        if m in passage:
            raise RuleViolation.of(
                "goes-through-passage-joins-no-squad", game="winterfell", rule="W-A-13", player=m, m=m
            )
    target = get(squad.target) or wp(squad.target)
    if not target.alive:
        raise RuleViolation.of(
            "target-squad-dead",
            game="winterfell",
            rule="W-A-3",
            player=target.name,
            number=number,
            name=Person.of(target),
        )
    if target.name in members:
        raise RuleViolation.of(
            "squad-cannot-target-its-own-member",
            game="winterfell",
            rule="W-A-3",
            player=target.name,
            number=number,
            name=target.name,
        )
    return target


def _check_new_squad(
    state: WinterfellState, scenario: WinterfellScenario, orders: AssassinationOrders, tally: _Tally
) -> _Tally:
    """``validate(state, scenario, orders)`` for orders whose last squad is new, the rest
    checked whole against this same state (``tally``: what that check counted): the new
    squad's checks, W-A-9 and the passage's, in ``validate``'s order, so the refusal is the
    one the whole check gives (the checks skipped passed on the same values). Returns ``tally``
    with the new squad counted once every check passed (in place: it is the memory's alone,
    ``_Checked.tally``, which follows the orders in place; a refusal leaves it as it was)."""
    ghost = tally.ghost  # the living ghost, if an order needed him (the same state)
    if ghost is None:
        ghost = ghost_alive(state)
    if ghost is None:
        raise RuleViolation.of("ghost-dead-this-assassination-phase-has", game="winterfell", rule="W-V-1")
    squads = orders.squads
    i = len(squads) - 1
    number = i + 1
    squad = squads[i]
    members = squad.members
    target = _check_squad(state, squad, number, tally.in_squad, orders.passage if orders.passage_sent else ())
    gv_targets, sword_gv = tally.gv_targets, tally.sword_gv
    if target.rank == GREAT_VASSAL:
        gv_targets = [*gv_targets, i]
    if squad.sword:
        available = _sword_found(state, scenario, ghost)
        bearer = _bearer(state, orders, ghost) if available else ""
        _check_sword_strike(state, scenario, squad, number, bearer, available)
        if target.rank == GREAT_VASSAL:
            sword_gv = i
    if sword_gv >= 0 and _table(scenario).one_gv_beside_sword:
        _refuse_gv_beside_sword(orders, gv_targets, sword_gv)
    in_squad = tally.in_squad
    if orders.passage_sent:
        _check_passage(state, scenario, orders, {**in_squad, **dict.fromkeys(members, number)})
    for m in members:
        in_squad[m] = number
    tally.gv_targets, tally.sword_gv, tally.ghost = gv_targets, sword_gv, ghost
    return tally


def _check_sword_strike(
    state: WinterfellState,
    scenario: WinterfellScenario,
    squad: Squad,
    number: int,
    bearer: str,
    available: bool,
) -> None:
    """``available``: ``sword_available(state, scenario)``, already known to ``validate``."""
    settings = scenario.assassination
    if not available:
        raise RuleViolation.of(
            "squad-strikes-with-sword-but-wolves",
            game="winterfell",
            rule="W-A-7",
            number=number,
            value_count=living_wolf_count(state, scenario),
            sword_threshold=settings.sword_threshold,
        )
    if len(squad.members) != 1 or squad.members[0] != bearer:
        raise RuleViolation.of(
            "sword-strike-made-by-bearer-alone",
            game="winterfell",
            rule="W-A-7",
            player=squad.members[0] if squad.members else "",
            value=bearer or "nobody",
        )
    me, target = state.wp(bearer), state.wp(squad.target)
    mine, theirs = _rank_index(me.rank), _rank_index(target.rank)
    if target.rank == GREAT_VASSAL:
        if me.rank != settings.sword_gv_rank:
            raise RuleViolation.of(
                "only-can-kill-gv-with-sword",
                game="winterfell",
                rule="W-A-8",
                player=bearer,
                sword_gv_rank=scenario.display(settings.sword_gv_rank),
                bearer=bearer,
                rank=scenario.display(me.rank),
            )
        if not sword_prepared(state, scenario, bearer):
            need = settings.sword_gv_preparation_phases
            phases = "one assassination phase" if need == 1 else f"{need} assassination phases in a row"
            raise RuleViolation.of(
                "has-not-prepared-kill-gv-he",
                game="winterfell",
                rule="W-A-8",
                player=bearer,
                bearer=bearer,
                name=target.name,
                sword_gv_rank=scenario.display(settings.sword_gv_rank),
                phases=phases,
            )
        return
    if theirs == mine - 1 or (settings.sword_own_rank_or_below and theirs >= mine):
        return
    raise RuleViolation.of(
        "sword-beyond-its-reach-can-strike",
        game="winterfell",
        rule="W-A-7",
        player=bearer,
        bearer=bearer,
        rank=scenario.display(me.rank),
        value=" or his own rank and below" if settings.sword_own_rank_or_below else "",
        name=target.name,
        rank2=scenario.display(target.rank),
    )


def passage_candidates(state: WinterfellState, scenario: WinterfellScenario) -> tuple[list[str], list[str]]:
    """W-A-13: (the wolves surely sent, the tied wolves one or two of which are drawn)."""
    influence = _table(scenario).influences  # ``scenario.influence``'s dict, read once
    living = sorted(wolves(state), key=lambda p: -influence[p.rank])
    if len(living) < 2:
        return [p.name for p in living], []
    cut = influence[living[1].rank]
    above = [p.name for p in living if influence[p.rank] > cut]
    tied = [p.name for p in living if influence[p.rank] == cut]
    return above, tied


def _check_passage(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    in_squad: dict[str, int],
) -> None:
    passage = state.passage
    if passage is None or passage.usable_turn != state.turn:
        raise RuleViolation.of("there-no-passage-use-this-phase", game="winterfell", rule="W-A-13")
    if len(wolves(state)) < 2:
        raise RuleViolation.of("passage-takes-two-wolves-fewer-are", game="winterfell", rule="W-A-13")
    if not state.with_rank(GREAT_VASSAL):
        raise RuleViolation.of("no-gv-alive-for-passage-reach", game="winterfell", rule="W-A-13")
    if orders.passage:
        if len(orders.passage) != 2 or len(set(orders.passage)) != 2:
            raise RuleViolation.of("name-two-different-wolves-for-passage", game="winterfell", rule="W-A-13")
        above, tied = passage_candidates(state, scenario)
        for name in orders.passage:
            p = state.wp(name)
            if not is_wolf(p):
                raise RuleViolation.of(
                    "not-living-wolf-cannot-go-through",
                    game="winterfell",
                    rule="W-A-13",
                    player=name,
                    name=name,
                )
            if name not in above and name not in tied:
                best = ", ".join(above + tied)
                raise RuleViolation.of(
                    "ghost-sends-two-most-influential-wolves",
                    game="winterfell",
                    rule="W-A-13",
                    player=name,
                    name=name,
                    best=best,
                )
        missing = [a for a in above if a not in orders.passage]
        if missing:
            raise RuleViolation.of(
                "among-two-most-influential-wolves-must",
                game="winterfell",
                rule="W-A-13",
                player=missing[0],
                missing=missing[0],
            )
        for name in orders.passage:
            if name in in_squad:
                raise RuleViolation.of(
                    "goes-through-passage-joins-no-squad-2",
                    game="winterfell",
                    rule="W-A-13",
                    player=name,
                    name=name,
                )
    else:
        above, tied = passage_candidates(state, scenario)
        for name in above:
            if name in in_squad:
                raise RuleViolation.of(
                    "goes-through-passage-joins-no-squad-3",
                    game="winterfell",
                    rule="W-A-13",
                    player=name,
                    name=name,
                )
        free = [t for t in tied if t not in in_squad]
        if len(free) < 2 - len(above):
            raise RuleViolation.of(
                "wolves-draw-for-passage-are-squads", game="winterfell", rule="W-A-13", tied=", ".join(tied)
            )


def _check_roles(state: WinterfellState, scenario: WinterfellScenario, orders: AssassinationOrders) -> None:
    """The night roles' orders (W-A-10..W-A-12, W-R-1, W-R-2), in this order: Ben's protection,
    each Schlingue's scan, the Vervoyant's and Abel's questions, Wyman's pie. ``apply_order``
    checks a role's new order alone (``_check_role_order``) while the others passed on the same
    state: the first refusal is then the same."""
    if orders.ben_protects:
        _check_ben(state, orders.ben_protects)
    for reek, target in orders.reek_scans.items():
        _check_scan(state, reek, target)
    if orders.greenseer_asks:
        _check_seer(state, GREENSEER, orders.greenseer_asks)
    if orders.abel_asks:
        _check_seer(state, ABEL, orders.abel_asks)
    if not orders.pie:
        _living_holder(state, MANDERLY, "Wyman Manderly", "W-A-12")


def _check_role_order(state: WinterfellState, orders: AssassinationOrders, kind: str, reek: str) -> None:
    """``_check_roles`` for orders of which only the role order ``kind`` changed since they were
    checked whole on this same state (``reek``: the Schlingue whose scan was entered): the
    unchanged orders passed on the same values, so the changed one alone gives the verdict."""
    if kind == "ben":
        if orders.ben_protects:
            _check_ben(state, orders.ben_protects)
    elif kind == "reek":
        _check_scan(state, reek, orders.reek_scans[reek])
    elif kind == "greenseer":
        if orders.greenseer_asks:
            _check_seer(state, GREENSEER, orders.greenseer_asks)
    elif kind == "abel":
        if orders.abel_asks:
            _check_seer(state, ABEL, orders.abel_asks)
    elif not orders.pie:  # the pie
        _living_holder(state, MANDERLY, "Wyman Manderly", "W-A-12")


def _check_ben(state: WinterfellState, protects: str) -> None:
    ben = _living_holder(state, BEN_BONES, "Ben les Os", "W-A-10")
    p = state.wp(protects)
    if p.name == ben.name:
        raise RuleViolation.of(
            "ben-les-os-cannot-protect-himself",
            game="winterfell",
            rule="W-A-10",
            player=ben.name,
            name=Person.of(ben),
        )
    if not p.alive:
        raise RuleViolation.of(
            "ben-les-os-cannot-protect-dead",
            game="winterfell",
            rule="W-A-10",
            player=p.name,
            name=Person.of(p),
        )
    if p.rank == GREAT_VASSAL:
        raise RuleViolation.of(
            "ben-les-os-cannot-protect-gv", game="winterfell", rule="W-A-10", player=p.name, name=p.name
        )
    if TURNCOAT in p.roles:
        raise RuleViolation.of(
            "ben-les-os-cannot-protect-turncoat",
            game="winterfell",
            rule="W-A-10",
            player=p.name,
            name=p.name,
        )
    if p.name in state.ben_protected:
        raise RuleViolation.of(
            "ben-les-os-has-protected-before",
            game="winterfell",
            rule="W-A-10",
            player=p.name,
            name=Person.of(p),
        )


def _check_scan(state: WinterfellState, reek: str, target: str) -> None:
    r = state.wp(reek)
    if REEK not in r.roles:
        raise RuleViolation.of("not-schlingue", game="winterfell", rule="W-A-11", player=reek, reek=reek)
    if not r.alive:
        raise RuleViolation.of(
            "dead-scans-no-one",
            game="winterfell",
            rule="W-A-11",
            player=reek,
            reek=Person.of(state.wp(reek)),
        )
    t = state.wp(target)
    if t.name == reek:
        raise RuleViolation.of(
            "cannot-scan-himself",
            game="winterfell",
            rule="W-A-11",
            player=reek,
            reek=Person.of(state.wp(reek)),
        )
    if not t.alive:
        raise RuleViolation.of(
            "cannot-scan-dead",
            game="winterfell",
            rule="W-A-11",
            player=t.name,
            reek=reek,
            name=Person.of(t),
        )


_SEERS = {GREENSEER: ("the Vervoyant", "W-R-1"), ABEL: ("Abel le Barde", "W-R-2")}


def _check_seer(state: WinterfellState, role: str, asked: str) -> None:
    label, rule = _SEERS[role]
    seer = _living_holder(state, role, label, rule)
    if asked == seer.name:
        raise RuleViolation.of(
            "cannot-ask-about-himself",
            game="winterfell",
            rule=rule,
            player=seer.name,
            label=label,
            role=role,
        )


def _living_holder(state: WinterfellState, role: str, label: str, rule: str) -> WinterfellPlayer:
    """The first living holder of ``role`` (the state's index; a scan only to refuse)."""
    living = state.living_index().roles.get(role)
    if living:
        return living[0]
    first: WinterfellPlayer | None = None
    for p in state.players:
        if role in p.roles:
            if p.alive:
                return p
            if first is None:
                first = p
    if first is None:
        raise RuleViolation.of("not-this-game", game="winterfell", rule=rule, label=label, role=role)
    raise RuleViolation.of(
        "dead", game="winterfell", rule=rule, player=first.name, label=label, name=first.name, role=role
    )


# -- entering orders -------------------------------------------------------------------------
_KINDS: dict[type, str] = {}
"""Each order class -> its branch in ``apply_order`` (an exact type read is cheap; a failed
``isinstance`` on a pydantic model's class goes through its metaclass, ~1 k instructions)."""
_ROLE_ORDERS = frozenset({"ben", "reek", "greenseer", "abel", "pie"})
"""Orders that change only what ``_check_roles`` checks."""


def _kind_of(action: Action) -> str:
    """The branch of ``action`` (its class or a base class of it), remembered for its class."""
    for name, kind in (  # each class read when reached: the others are not made (issue 17)
        ("SquadOrder", "squad"),
        ("RemoveSquad", "remove_squad"),
        ("HandSword", "sword"),
        ("SendPassage", "passage"),
        ("BenProtects", "ben"),
        ("ReekScans", "reek"),
        ("GreenseerAsks", "greenseer"),
        ("AbelAsks", "abel"),
        ("Pie", "pie"),
        ("NoAssassination", "no_assassination"),
    ):
        if isinstance(action, getattr(order_models, name)):
            _KINDS[type(action)] = kind
            return kind
    return ""


class _Checked:
    """The night's orders last entered whole and valid on a state (``apply_order``), kept on the
    state (``WinterfellState.night_checked``, a cache like the index of the living: a deep copy
    leaves it behind, so the orders of a copy, ``Game.push``'s, are checked whole).

    While the state's orders are ``orders`` and its ``_stamp`` is ``stamp``, the next order
    checks only what it changes; while, besides, the orders hold what they held then
    (``squads`` and ``rest``: their contents, copied, so that an order changed in place is
    seen), the resolution checks nothing again (the verdict is the one given on the same
    values) and reads each squad's lookout problem, influence and requirement from ``found``.
    ``tally``: what the check of ``orders`` counted of their squads (``validate``).

    A new squad's warnings read two things of the stamped state kept here once worked out
    (None: not yet): ``alone``, whether no squad needs a lookout (``_no_lookout_needed``), and
    ``preparing``, ``_preparing``'s bearer, which reads the orders' bearer too (dropped by any
    order but a squad or a role's)."""

    __slots__ = ("orders", "stamp", "squads", "rest", "found", "tally", "alone", "preparing")

    def __init__(
        self, orders: AssassinationOrders, stamp: tuple[Any, ...], tally: _Tally, squads: list[Squad]
    ) -> None:
        """``squads``: the squads whose contents are copied (``orders``' or, for a squad entered,
        its earlier squads': the new one is added with what its entry works out)."""
        self.orders = orders
        self.stamp = stamp
        self.tally = tally
        self.squads = [*map(_squad_contents, squads)]
        self.rest = _rest(orders)
        self.found: list[tuple[str, int, int]] | None = [] if not squads else None
        """Each squad's (lookout problem in English or "", influence, requirement) as worked out at
        its entry, while only squads were added after each other (None: not known); the problem
        is the one with the passage's wolves unknown: read only when no passage is sent."""
        self.alone: bool | None = None
        self.preparing: str | None = None


def _squad_contents(squad: Squad) -> tuple[Any, ...]:
    return (tuple(squad.members), squad.target, squad.lookout, squad.sword)


def _rest(orders: AssassinationOrders) -> tuple[Any, ...]:
    """What the orders hold beside the squads, copied (``_Checked.rest``)."""
    return (
        orders.sword_bearer,
        tuple(orders.passage),
        orders.passage_sent,
        orders.ben_protects,
        tuple(orders.reek_scans.items()),
        orders.greenseer_asks,
        orders.abel_asks,
        orders.pie,
        orders.no_assassination,
    )


def _stamp(state: WinterfellState, scenario: WinterfellScenario) -> tuple[Any, ...]:
    """What ``validate`` reads of the state besides the orders: the same stamp, the same verdict.
    The players' lives, ranks, hierarchy places and roles by the index of the living (a new
    index, or one that counts the deaths, promotions and role changes it followed in place; a
    state changed by hand calls ``players_changed``), the sword, the passage, Ben's list, the turn and the scenario."""
    index = state.living_index()
    sword, passage = state.sword, state.passage
    return (
        scenario,
        state.players,
        index,
        index.changes,
        state.turn,
        sword,
        sword.found,
        sword.holder,
        sword.prepared_turn,
        sword.prepared_phases,
        passage,
        0 if passage is None else passage.usable_turn,
        state.ben_protected,
        len(state.ben_protected),
    )


_new_orders = object.__new__


def _copy_orders(base: AssassinationOrders) -> AssassinationOrders:
    """``base.__copy__()`` (a shallow copy), its fields written at once rather than by a loop
    over them (a copy at each order; tests/games/winterfell/test_night_checks.py checks that
    every field is copied)."""
    orders = _new_orders(AssassinationOrders)
    (
        orders.squads,
        orders.sword_bearer,
        orders.passage,
        orders.passage_sent,
        orders.ben_protects,
        orders.reek_scans,
        orders.greenseer_asks,
        orders.abel_asks,
        orders.pie,
        orders.no_assassination,
    ) = (
        base.squads,
        base.sword_bearer,
        base.passage,
        base.passage_sent,
        base.ben_protects,
        base.reek_scans,
        base.greenseer_asks,
        base.abel_asks,
        base.pie,
        base.no_assassination,
    )
    return orders


def apply_order(state: WinterfellState, action: Action, ctx: Context) -> None:
    """Record one order after checking it against every order entered so far.

    The order is written into a copy of the orders (the state keeps its own until the copy is
    valid). The copy is shallow: the squads list and the scans dict are replaced, never changed in
    place, so the state's orders stay as they were (a deep copy of every squad at each order was
    the largest cost of entering orders)."""
    scenario: WinterfellScenario = ctx.scenario  # type: ignore[assignment]
    base = state.assassination
    orders = _copy_orders(base)
    kind = _KINDS.get(type(action)) or _kind_of(action)
    given: Any = action  # the order of ``kind``'s class (no isinstance narrows it for mypy)
    resolve = state.resolve  # the player the GM means (``.name``: his roster name)
    reek = ""  # the Schlingue whose scan is entered

    if kind == "squad":
        # ``resolve(name).name`` for each name, a name typed exactly read from the roster's index
        # (what ``resolve`` reads first) without a call
        roster = _roster(state)
        get = roster.get
        fields = given.__dict__  # the order's fields read at once (a pydantic field read: ~440)
        lookout, target = fields["lookout"], fields["target"]
        # ``Squad(members, target, lookout, sword)`` without its ``__init__`` frame (as the
        # orders' copy; tests/games/winterfell/test_night_checks.py checks every field is set)
        squad = _new_orders(Squad)
        squad.members, squad.target, squad.lookout, squad.sword = (
            [(get(m) or resolve(m)).name for m in fields["members"]],
            (get(target) or resolve(target)).name,
            (get(lookout) or resolve(lookout)).name if lookout.strip() else "",
            fields["sword"],
        )
        orders.squads = [*orders.squads, squad]
        orders.no_assassination = False
    elif kind == "remove_squad":
        if not 1 <= given.index <= len(orders.squads):
            raise RuleViolation.of(
                "there-no-squad-squads-entered",
                game="winterfell",
                rule="W-A-1",
                index=given.index,
                squads_count=len(orders.squads),
            )
        orders.squads = [s for i, s in enumerate(orders.squads, start=1) if i != given.index]
    elif kind == "sword":
        orders.sword_bearer = resolve(given.bearer).name
    elif kind == "passage":
        orders.passage = [resolve(w).name for w in given.wolves]
        orders.passage_sent = True
        orders.no_assassination = False
    elif kind == "ben":
        orders.ben_protects = resolve(given.protects).name
    elif kind == "reek":
        if given.reek.strip():
            reek = resolve(given.reek).name
        else:
            living = state.holder_of(REEK)
            if len(living) != 1:
                raise RuleViolation.of(
                    "name-reek-who-scans", game="winterfell", rule="W-A-11", alive=len(living)
                )
            reek = living[0].name
        orders.reek_scans = {**orders.reek_scans, reek: resolve(given.scans).name}
    elif kind == "greenseer":
        orders.greenseer_asks = resolve(given.asks).name
    elif kind == "abel":
        orders.abel_asks = resolve(given.asks).name
    elif kind == "pie":
        orders.pie = given.torture
    elif kind == "no_assassination":
        orders.no_assassination = True
    else:  # pragma: no cover - the dispatcher sends only this module's actions
        raise RuleViolation.of("unknown-assassination-order", game="winterfell", kind=repr(action.kind))
    stamp = _stamp(state, scenario)
    checked: _Checked | None = state.night_checked
    if checked is not None and checked.orders is base and checked.stamp == stamp:
        # ``base`` was checked against the state as it is: what the order changed is checked
        # (a squad against the others; a role's order with the roles'), with the refusal the
        # whole check would give (the rest passed on the same values). The memory follows in
        # place (a state shares it only with a shallow copy of itself, whose orders are then
        # not ``checked.orders``: checked whole).
        if kind == "squad":
            checked.tally = _check_new_squad(state, scenario, orders, checked.tally)
        elif kind in _ROLE_ORDERS:
            _check_role_order(state, orders, kind, reek)
        else:
            checked.tally = validate(state, scenario, orders)
            checked.preparing = None  # the bearer may have changed
        checked.orders = orders
        if kind != "squad" or base.no_assassination:  # a squad changes no other order but that
            checked.rest = _rest(orders)
        if kind == "remove_squad":
            checked.squads = [*map(_squad_contents, orders.squads)]
            checked.found = None
    else:
        tally = validate(state, scenario, orders)
        # the orders remembered; a new squad without it (added below, with what it gives)
        checked = state.night_checked = _Checked(
            orders, stamp, tally, base.squads if kind == "squad" else orders.squads
        )
    before = base.sword_bearer
    state.assassination = orders
    if kind == "squad":
        # The new squad's lookout, influence and requirement: its warnings now, its result at
        # the resolution (``found``).
        i = len(base.squads)
        alone = checked.alone
        if alone is None:
            alone = checked.alone = _no_lookout_needed(state, scenario)
        issue = _lookout_issue(state, scenario, orders, i, None, alone)
        problem = "" if issue is None else _english_issue(*issue)
        # ``influence_of`` and ``requirement``, inline (the names are the roster's, resolved
        # above; tests/games/winterfell/test_night_checks.py resolves beside a whole resolution)
        table = _table(scenario)
        influences, members = table.influences, squad.members
        influence = 0
        for m in members:
            influence += influences[roster[m].rank]
        aimed = roster[squad.target].rank
        needed = table.guard_requirement if aimed == GUARD else influences[aimed]
        checked.squads.append((tuple(members), squad.target, squad.lookout, squad.sword))  # _squad_contents
        if checked.found is not None:
            checked.found.append((problem, influence, needed))
        # An order's warnings stay English, worded when read (a simulation never reads them).
        preparing = checked.preparing
        if preparing is None:
            preparing = checked.preparing = _preparing(state, scenario, orders, checked.tally.ghost)
        if (  # any of ``_issues_of``'s warnings (most squads have none)
            problem
            or (not squad.sword and (influence < needed or (preparing and preparing in members)))
            or squad.target == orders.ben_protects
        ):
            for key, values in _issues_of(state, scenario, orders, i, problem, influence, needed, preparing):
                ctx.warn("winterfell", key, **values)
    elif kind == "sword" and orders.sword_bearer != before:
        _tell_sword(state, ctx, before, orders.sword_bearer)


# -- resolution ------------------------------------------------------------------------------
_new_event = object.__new__  # a fact without its ``__init__`` frame (as ``tell``)


@dataclass
class _Night:
    """What the resolution found before applying it."""

    victims: dict[str, str] = field(default_factory=dict)
    """victim -> cause (squad number, "sword", "passage", "guards")."""
    wolf_victims: list[str] = field(default_factory=list)


def open_phase(state: WinterfellState, ctx: Context) -> None:
    """Start an assassination phase: the ghost finds the sword if the wolves have fallen to the
    threshold since the last phase (W-A-7), and is told so. Called when the elections start the
    next turn; the resolution calls it too, so a phase opened without it loses nothing."""
    if state.sword.found:
        return
    ghost = ghost_alive(state)  # ``sword_available``, the living ghost kept for the finding
    if not _sword_found(state, _scenario(ctx), ghost):
        return
    assert ghost is not None
    _ghost_finds_sword(state, ctx, ghost)


def _ghost_finds_sword(state: WinterfellState, ctx: Context, ghost: WinterfellPlayer) -> None:
    """``open_phase``'s finding, the sword available and not found yet, the living ghost known."""
    state.sword.found, state.sword.holder, state.sword.held_since_turn = True, ghost.name, state.turn
    ctx.emit("sword_found", to_player(ghost.name), rule="W-A-7", holder=ghost.name)


def resolve(state: WinterfellState, ctx: Context) -> None:
    """Carry out every order of the phase at once (W-A-14), then move to justice."""
    scenario = _scenario(ctx)
    orders = state.assassination
    # W-A-14: the same checks as at entry, before any roll: whole, unless the orders are the ones
    # last entered whole and valid, with the same contents (an order changed in place since its
    # entry is checked and refused here) on the same state (``_Checked``)
    checked: _Checked | None = state.night_checked
    found: list[tuple[str, int, int]] | None = None
    table = _table(scenario)
    if (
        not orders.squads
        and not orders.passage_sent
        and not table.no_assassination_allowed
        and ghost_alive(state) is not None
    ):  # W-A-3 with ``no_assassination_allowed = false``: the wolves must strike
        raise RuleViolation.of("wolves-must-order-an-assassination", game="winterfell", rule="W-A-3")
    if (
        checked is not None
        and checked.orders is orders
        and checked.stamp == _stamp(state, scenario)
        and checked.squads == [(tuple(s.members), s.target, s.lookout, s.sword) for s in orders.squads]
        and checked.rest == _rest(orders)
    ):  # the squads' contents as ``_squad_contents`` reads them, without a call a squad
        found = None if orders.passage_sent else checked.found
    else:
        validate(state, scenario, orders)
    state.night_checked = None
    night = _Night()
    # sword_available and sword_bearer, with the living ghost looked up once (open_phase changes
    # neither the ghost nor whether the sword is available).
    ghost = ghost_alive(state)
    available = _sword_found(state, scenario, ghost)
    if available and not state.sword.found:  # ``open_phase(state, ctx)``, the ghost known
        assert ghost is not None
        _ghost_finds_sword(state, ctx, ghost)
    bearer = _bearer(state, orders, ghost) if available else ""
    protected = orders.ben_protects
    attacked: set[str] = set()

    # W-A-13: who goes through the passage is known first: they watch for no squad that night.
    sent = _send_passage(state, ctx, scenario, orders) if orders.passage_sent else []
    alone = _ghost_alone(state, table) if orders.squads else None  # the squads change no life (W-A-14)
    for i, _squad in enumerate(orders.squads):
        known = found[i] if found is not None else None
        _resolve_squad(state, ctx, scenario, orders, i, protected, night, attacked, sent, known, alone)
    if orders.passage_sent:
        _resolve_passage(state, ctx, scenario, night, sent)
    if available:
        _update_sword(state, ctx, scenario, orders, bearer, sent)
    if orders.ben_protects:
        _resolve_ben(state, ctx, scenario, orders.ben_protects, protected in attacked)
    for reek, target in orders.reek_scans.items():
        _resolve_reek(state, ctx, scenario, reek, target)
    if orders.greenseer_asks:
        seer = state.holder_of(GREENSEER)[0].name
        seen = answer_greenseer(state, ctx, seer, orders.greenseer_asks)
        ctx.record(
            "seer_result",
            GM,
            "W-R-1",
            {"seer": seer, "role": GREENSEER, "target": orders.greenseer_asks, "seen_as": seen},
        )
    if orders.abel_asks:
        abel = state.holder_of(ABEL)[0].name
        seen, revealed = answer_abel(state, ctx, abel, orders.abel_asks)
        ctx.record(
            "seer_result",
            GM,
            "W-R-2",
            {"seer": abel, "role": ABEL, "target": orders.abel_asks, "seen_as": seen, "revealed": revealed},
        )
    _resolve_pie(state, ctx, scenario, orders, night)
    if state.passage is not None and state.passage.usable_turn <= state.turn and not _opened_now(state):
        ctx.emit("passage_closed", GM, rule="W-A-13", used=orders.passage_sent)
        state.passage = None
    _apply_deaths(state, ctx, scenario, night)
    if (
        not state.sword.found
        and (ghost := ghost_alive(state)) is not None
        and (  # W-A-7: ``_wolf_count``, the default inline
            len(state.living_index().wolves) if table.turncoat_counts_as_wolf else _wolf_count(state, table)
        )
        <= table.sword_threshold
    ):
        state.sword.found, state.sword.holder, state.sword.held_since_turn = True, ghost.name, state.turn + 1
        ctx.emit("sword_found", to_player(ghost.name), rule="W-A-7", holder=ghost.name)
    state.assassination = AssassinationOrders()
    state.phase, state.step = JUSTICE, ""


def _opened_now(state: WinterfellState) -> bool:
    return state.passage is not None and state.passage.usable_turn == state.turn + 1


def _meet(state: WinterfellState, ctx: Context, names: list[str], rule: str, how: str) -> None:
    """W-A-6: the members of a squad and its lookout learn each other's identities."""
    # The names are distinct (validate): a fact told below is never about a pair still to be
    # read, so the index of facts is read as it was on entry, each member's facts looked up
    # once; each fact told is filed in it as told (what its next use would read from the
    # list, one fact at a time), so that use finds it up to date.
    knowledge, record = state.knowledge, ctx.record
    index = state._facts  # ``state._fact_index()``, its "nothing new" case tested inline
    if (
        index is None
        or index.read != len(knowledge)
        or index.facts is not knowledge
        or (knowledge and knowledge[-1] is not index.last)
    ):
        index = state._fact_index()
    latest = index.latest
    turn = state.turn
    for who in names:
        mine = latest.get(who)
        audience = None
        for about in names:
            if about == who:
                continue
            if mine is not None:
                fact = mine.get(about)
                if fact is not None and fact.seen_as in WOLF_LABELS:
                    continue
            else:
                mine = latest[who] = {}
            # ``tell(state, ctx, who, about, WOLVES, rule, how=how)``, inline (the night tells
            # some ninety facts a game): the same fact and ``learned`` event, filed as ``tell``
            # files it (made when the events are read)
            if audience is None:
                audience = to_player(who)
            fact = _new_event(Knowledge)  # as ``tell`` makes it: no ``__init__`` frame
            fact.who, fact.about, fact.seen_as, fact.turn, fact.source = who, about, WOLVES, turn, rule
            knowledge.append(fact)
            mine[about] = fact
            record("learned", audience, rule, {"about": about, "seen_as": WOLVES, "how": how})
    if index.read != len(knowledge):
        index.read, index.last = len(knowledge), knowledge[-1]


def _resolve_squad(
    state: WinterfellState,
    ctx: Context,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    i: int,
    protected: str,
    night: _Night,
    attacked: set[str],
    sent: list[str],
    known: tuple[str, int, int] | None = None,
    alone: bool | None = None,
) -> None:
    """``known``: the squad's lookout problem, influence and requirement worked out at its entry
    (``_Checked.found``), else worked out here. ``alone``: ``ghost_alone(state)``, if known (the
    resolution's squads change no life, rank or place)."""
    squad = orders.squads[i]
    number = i + 1
    if known is None:
        issue = _lookout_issue(state, scenario, orders, i, sent)
        problem = "" if issue is None else _english_issue(*issue)
        influence = influence_of(state, scenario, squad.members)
        needed = requirement(state, scenario, squad.target)
    else:
        problem, influence, needed = known
    # the event's data stays English (``lookout_problem(..., "en", sent)`` as a plain str)
    if problem.__class__ is not str:  # a ``Worded``: ``str(problem)``
        problem = str(problem)
    if squad.lookout and not problem:
        if alone is None:
            alone = ghost_alone(state, scenario)
        lookout = "" if alone else squad.lookout
    else:
        lookout = ""
    target, members = squad.target, squad.members
    attacked.add(target)
    revealed = ""
    if target == protected:
        outcome, rule = "protected", "W-A-10"  # W-A-10: a silent failure
    elif (squad.sword or influence >= needed) and not problem:
        outcome, rule = "success", "W-A-4"
        night.victims.setdefault(target, "sword" if squad.sword else f"squad {number}")
        if state.wp(target).hierarchy and target not in night.wolf_victims:
            night.wolf_victims.append(target)
    else:
        outcome, rule = "failed", "W-A-5"
        revealed = ctx.dice.choice(
            "assassination.failure_revealed",
            members,
            say=f"squad {number} failed: the member revealed to {target} (W-A-5)",
        )
    # the event's data made when read (a simulator never reads it)
    ctx.record_made(
        "squad_result",
        GM,
        rule,
        _squad_result,
        (number, members, target, squad.lookout, problem, influence, needed, squad.sword, outcome, revealed),
    )
    _meet(state, ctx, [*members, lookout] if lookout else members, "W-A-6", "squad")
    if revealed:
        tell(state, ctx, target, revealed, WOLVES, "W-A-5", how="failed_attack")
        if _table(scenario).announce_failures:
            ctx.emit("assassination_failed", PUBLIC, rule="W-A-5", target=target)


def _squad_result(
    number: int,
    members: list[str],
    target: str,
    lookout: str,
    problem: str,
    influence: int,
    needed: int,
    sword: bool,
    outcome: str,
    revealed: str,
) -> dict[str, Any]:
    """A ``squad_result`` event's data (``_resolve_squad``). ``members``: the squad's list, which
    the orders replace rather than change (a copy of it goes in the event)."""
    return {
        "squad": number,
        "members": list(members),
        "target": target,
        "lookout": lookout,
        "lookout_present": not problem,
        "lookout_problem": problem,
        "influence": influence,
        "needed": needed,
        "sword": sword,
        "outcome": outcome,
        "revealed": revealed,
    }


def _resolve_passage(
    state: WinterfellState,
    ctx: Context,
    scenario: WinterfellScenario,
    night: _Night,
    sent: list[str],
) -> None:
    """W-A-13: two wolves through the passage: a GV dies if real; else one dies, one may be spotted."""
    passage = state.passage
    assert passage is not None
    _meet(state, ctx, sent, "W-A-13", "passage")
    spotted = ""
    if passage.real:
        victim = ctx.dice.choice(
            "assassination.passage_victim",
            [p.name for p in state.with_rank(GREAT_VASSAL)],
            say="the GV killed through the real passage (W-A-13)",
        )
        night.victims.setdefault(victim, "passage")
    else:
        victim = ctx.dice.choice(
            "assassination.false_passage_victim", sent, say="the wolf killed in the false passage (W-A-13)"
        )
        night.victims[victim] = "guards"
        other = next(w for w in sent if w != victim)
        percent, shown = _table(scenario).passage_chance
        if percent >= 100 or (
            percent > 0
            and ctx.dice.chance(
                "assassination.false_passage_spotted",
                percent,
                say=f"is {other} spotted in the false passage ({shown}%, W-A-13)",
            )
        ):
            spotted = other
            for gv in state.with_rank(GREAT_VASSAL):
                tell(state, ctx, gv.name, other, WOLVES, "W-A-13", how="passage_spotted")
    ctx.emit(
        "passage_result", GM, rule="W-A-13", wolves=sent, real=passage.real, victim=victim, spotted=spotted
    )


def _update_sword(
    state: WinterfellState,
    ctx: Context,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    bearer: str,
    sent: list[str],
) -> None:
    """W-A-7, W-A-8: who holds the sword after this phase, since when, whether he struck, and
    whether he went through this phase preparing a GV kill (a captain who killed nobody: in no
    squad, no sword strike, not through the passage)."""
    sword = state.sword
    kept = bool(bearer) and bearer == sword.holder
    if bearer and bearer != sword.holder:
        sword.holder, sword.held_since_turn = bearer, state.turn
    if orders.sword_bearer:  # the bearer was told when the order was entered (_tell_sword)
        ctx.emit("sword_handed", GM, rule="W-A-7", bearer=bearer)
    squads = orders.squads  # read by comprehensions, not ``any`` over generators (issue 17)
    if [s for s in squads if s.sword]:
        sword.struck_turn = state.turn
    attacked = bearer in sent or [s for s in squads if bearer in s.members]
    if bearer and not attacked and state.wp(bearer).rank == _table(scenario).sword_gv_rank:
        in_a_row = kept and sword.prepared_turn == state.turn - 1
        sword.prepared_phases = sword.prepared_phases + 1 if in_a_row else 1
        sword.prepared_turn = state.turn
    else:
        sword.prepared_phases, sword.prepared_turn = 0, 0


def _tell_sword(state: WinterfellState, ctx: Context, before: str, bearer: str) -> None:
    """W-A-7: the bearer learns he holds the sword when the ghost hands it to him, before the
    night's orders are due (he may strike with it that same night, Example 3); one who was
    handed it earlier in the phase and no longer holds it is told so. The ghost, who hands it,
    needs no message."""
    ghost = ghost_alive(state)
    ghost_name = ghost.name if ghost is not None else ""
    if before and before != ghost_name:
        ctx.emit("sword_withdrawn", to_player(before), rule="W-A-7", bearer=before)
    if bearer and bearer != ghost_name:
        ctx.emit("sword_handed", to_player(bearer), rule="W-A-7", bearer=bearer)


def _resolve_ben(
    state: WinterfellState, ctx: Context, scenario: WinterfellScenario, protects: str, attacked: bool
) -> None:
    """W-A-10: the protection is spent; a wolf or neutral protégé may learn who Ben is."""
    ben = state.holder_of(BEN_BONES)[0].name
    state.ben_protected.append(protects)
    p = state.wp(protects)
    revealed = False
    percent, shown = _table(scenario).ben_chance
    if p.camp in (WOLVES, NEUTRAL) and percent > 0:
        revealed = percent >= 100 or ctx.dice.chance(
            "assassination.ben_revealed",
            percent,
            say=f"does {protects} learn who Ben les Os is ({shown}%, W-A-10)",
        )
        if revealed:
            tell(state, ctx, protects, ben, BEN_BONES, "W-A-10", how="ben")
    ctx.record(
        "ben_result",
        GM,
        "W-A-10",
        {"ben": ben, "protects": protects, "attacked": attacked, "revealed": revealed},
    )


def _resolve_reek(
    state: WinterfellState, ctx: Context, scenario: WinterfellScenario, reek: str, target: str
) -> None:
    """W-A-11: Schlingue learns the camp ``target`` appears to have; 33% the target learns him."""
    seen = appears_as(state, scenario, REEK, target)
    tell(state, ctx, reek, target, seen, "W-A-11", how="reek")
    percent, shown = _table(scenario).reek_chance
    revealed = percent >= 100 or (
        percent > 0
        and ctx.dice.chance(
            "assassination.reek_revealed",
            percent,
            say=f"does {target} learn who Schlingue {reek} is ({shown}%, W-A-11)",
        )
    )
    if revealed:
        tell(state, ctx, target, reek, REEK, "W-A-11", how="reek_revealed")
    ctx.record(
        "seer_result",
        GM,
        "W-A-11",
        {"seer": reek, "role": REEK, "target": target, "seen_as": seen, "revealed": revealed},
    )


def _resolve_pie(
    state: WinterfellState,
    ctx: Context,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    night: _Night,
) -> None:
    """W-A-12: Wyman tortures the wolves the wolves killed; the turncoat reveals a real passage.

    A Wyman who dies this night, by a squad or in the false passage (W-A-13), tortures no one and
    opens no new passage."""
    if not night.wolf_victims or not orders.pie:
        return
    wymans = [p for p in state.holder_of(MANDERLY) if p.name not in night.victims]
    if not wymans:
        return
    wyman = wymans[0].name
    real = any(TURNCOAT in state.wp(v).roles for v in night.wolf_victims)
    state.passage = PassageState(real=real, usable_turn=state.turn + 1)
    data = {"victims": list(night.wolf_victims), "usable_turn": state.turn + 1}
    if _table(scenario).wyman_told_passage:
        data["real"] = real
    ctx.emit("pie", to_player(wyman), rule="W-A-12", **data)
    ghost = ghost_alive(state)
    if ghost is not None and ghost.name not in night.victims:
        ctx.emit("passage_open", to_player(ghost.name), rule="W-A-13", usable_turn=state.turn + 1)
    ctx.emit(
        "pie_result",
        GM,
        rule="W-A-12",
        wyman=wyman,
        victims=list(night.wolf_victims),
        real=real,
        usable_turn=state.turn + 1,
    )


def _apply_deaths(state: WinterfellState, ctx: Context, scenario: WinterfellScenario, night: _Night) -> None:
    """W-A-14: the deaths apply at the end of the phase, announced in seat order."""
    roster = _roster(state)  # the victims are roster names (resolved orders, drawn players)
    victims = night.victims
    ordered = sorted(victims, key=lambda n: roster[n].seat) if len(victims) > 1 else [*victims]
    for name in ordered:
        p = roster[name]
        p.alive, p.died_turn, p.died_phase = False, state.turn, ASSASSINATION
        state.player_died(p)
        cause = night.victims[name]
        # The public sees a death like any other, under the same rule: how a wolf died in the
        # false passage would tell the table he was a wolf (the source reveals no role on
        # death; W-A-5, W-A-13: the GVs alone hear of the one spotted). The cause is the GM's.
        ctx.record("assassination_victim", PUBLIC, "W-A-4", {"name": name, "rank": p.rank})
        if cause == "guards":
            ctx.record("killed_by_guards", GM, "W-A-13", {"name": name, "rank": p.rank})
        if p.hierarchy == GHOST:
            state.ghost_died_turn = state.turn
        if state.sword.holder == name:
            ghost = ghost_alive(state)
            state.sword.holder = ghost.name if ghost else ""
            state.sword.held_since_turn = state.turn + 1
            state.sword.prepared_phases, state.sword.prepared_turn = 0, 0
    ctx.record(
        "assassination_night",
        PUBLIC,
        "W-A-14",
        {"victims": [{"name": n, "rank": roster[n].rank} for n in ordered]},
    )
    ctx.record("assassination_summary", GM, "W-A-14", {"victims": dict(night.victims)})


# -- what the console shows ------------------------------------------------------------------
def _squad_warnings(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    i: int,
    language: str = "",
) -> list[str]:
    """What will go wrong with squad ``i``, in ``language`` (the scenario's by default)."""
    lang = language or scenario.language
    return [_worded(lang, key, **values) for key, values in _squad_issues(state, scenario, orders, i, lang)]


def _squad_issues(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    i: int,
    lang: str,
) -> list[tuple[str, dict[str, Any]]]:
    """``_squad_warnings`` as wording keys and values, not worded (a lookout's problem, a value
    of its warning, is worded in ``lang``)."""
    squad = orders.squads[i]
    issue = _lookout_issue(state, scenario, orders, i)
    if issue is None:
        problem = ""
    elif lang == "en":
        problem = _english_issue(*issue)
    else:
        problem = _worded(lang, issue[0], **issue[1])
    influence = influence_of(state, scenario, squad.members)
    needed = requirement(state, scenario, squad.target)
    preparing = _preparing(state, scenario, orders, ghost_alive(state))
    return _issues_of(state, scenario, orders, i, problem, influence, needed, preparing)


def _preparing(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    ghost: WinterfellPlayer | None,
) -> str:
    """The sword's bearer when a squad of his would break his preparation of a GV kill (W-A-8),
    else "": the sword found, a preparation asked for, and under way or the sword handed to him
    this phase (the ghost keeping it by default and killing in a squad is the common case, not
    a slip), his rank the one that prepares. ``ghost``: the living ghost (None: dead). It reads
    the state and the orders' bearer only: ``apply_order`` keeps it while both stay."""
    table = _table(scenario)
    if not table.preparation_phases or not _sword_found(state, scenario, ghost):
        return ""
    bearer = _bearer(state, orders, ghost)
    if not bearer:
        return ""
    sword = state.sword
    preparing = bearer == orders.sword_bearer or (
        bearer == sword.holder and sword.prepared_turn == state.turn - 1
    )
    return bearer if preparing and state.wp(bearer).rank == table.sword_gv_rank else ""


def _issues_of(
    state: WinterfellState,
    scenario: WinterfellScenario,
    orders: AssassinationOrders,
    i: int,
    problem: str,
    influence: int,
    needed: int,
    preparing: str,
) -> list[tuple[str, dict[str, Any]]]:
    """``_squad_issues`` with squad ``i``'s lookout problem (worded; "" when none), influence
    and requirement already worked out, and ``_preparing``'s bearer ("" none)."""
    squad = orders.squads[i]
    out: list[tuple[str, dict[str, Any]]] = []
    if problem:
        out.append(
            (
                "squad-against-attempt-will-fail-reveal",
                {"n": i + 1, "target": squad.target, "problem": problem},
            )
        )
    if not squad.sword:
        if influence < needed:
            out.append(
                (
                    "squad-has-influence-against-needed-for",
                    {"n": i + 1, "influence": influence, "needed": needed, "target": squad.target},
                )
            )
    if preparing and preparing in squad.members and not squad.sword:
        out.append(
            (
                "squad-holds-sword-killing-squad-he",
                {"n": i + 1, "bearer": preparing, "gv": scenario.display(GREAT_VASSAL)},
            )
        )
    if squad.target == orders.ben_protects:
        out.append(
            (
                "squad-protected-by-attempt-fails-silently",
                {
                    "n": i + 1,
                    "target": Person.of(state.wp(squad.target)),
                    "ben": scenario.display(BEN_BONES),
                },
            )
        )
    return out


def warnings(state: WinterfellState, scenario: WinterfellScenario) -> list[str]:
    orders = state.assassination
    out: list[str] = []
    for i in range(len(orders.squads)):
        out.extend(_squad_warnings(state, scenario, orders, i))
    if not orders.squads and not orders.no_assassination and not orders.passage_sent and ghost_alive(state):
        out.append(text(scenario, "no-squad-entered-resolving-now-means"))
    if orders.passage_sent and not orders.passage and ghost_alive(state):
        _, need, idle, watching = _passage_pools(state, scenario, orders)
        rest = need - len(idle)
        if 0 < rest < len(watching):
            out.append(
                text(scenario, "passage-draw-takes-lookouts-lookout-sent", n=rest, names=", ".join(watching))
            )
    if state.passage is not None and state.passage.usable_turn == state.turn and not orders.passage_sent:
        out.append(text(scenario, "passage-open-this-phase-only-if"))
    return out


def awaiting(state: WinterfellState, scenario: WinterfellScenario) -> list[Awaited]:
    """The night's orders still missing, all secret (naming their senders would name the
    wolves and the night roles): the squads from the ghost, who organises the assassinations,
    and from each lieutenant of whose group (he and his cubs) nobody is in a squad yet, as
    member or lookout (W-A-1, W-A-2), unless no assassination is ordered; Ben's
    protection, each Schlingue's scan, the Vervoyant's and Abel's questions
    (W-R-1, W-R-2). Optional orders (the sword, the passage, the pie) are not awaited."""
    orders = state.assassination
    out: list[Awaited] = []
    ghost = ghost_alive(state)
    if ghost is not None and not orders.no_assassination:
        squads = text(scenario, "awaiting-squads")
        if not orders.squads:
            out.append(Awaited(player=ghost.name, what=squads, secret=True))
        busy = {name for s in orders.squads for name in (*s.members, s.lookout) if name}
        for p in state.seating():
            if not (p.alive and p.hierarchy == "lieutenant"):  # type: ignore[attr-defined]
                continue
            group = {p.name} | {
                c.name for c in state.players if c.alive and c.hierarchy == "cub" and c.lieutenant == p.name
            }
            if not group & busy:
                out.append(Awaited(player=p.name, what=squads, secret=True))
    checks: list[tuple[str, str, Callable[[WinterfellPlayer], bool], str]] = [
        (BEN_BONES, "W-A-10", lambda _p: bool(orders.ben_protects), "protection"),
        (REEK, "W-A-11", lambda p: bool(orders.reek_scans.get(p.name)), "scan"),
        (GREENSEER, "W-R-1", lambda _p: bool(orders.greenseer_asks), "question"),
        (ABEL, "W-R-2", lambda _p: bool(orders.abel_asks), "question"),
    ]
    for role, _rule, done, order in checks:
        for p in state.holder_of(role):
            if not done(p):
                what = text(scenario, "awaiting-role-order", what=order, role=scenario.display(role))
                out.append(Awaited(player=p.name, what=what, secret=True))
    return out


def checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    orders = state.assassination
    steps: list[Step] = []
    ghost = ghost_alive(state)
    squads = text(scenario, "squads")
    if ghost is None:
        steps.append(
            Step(
                label=text(scenario, "wolves"),
                status="done",
                detail=text(scenario, "ghost-dead-no-victims-this-phase", ghost=scenario.display(GHOST)),
            )
        )
    elif orders.no_assassination:
        steps.append(
            Step(
                label=squads,
                status="done",
                detail=text(scenario, "no-assassination-ordered-w-3"),
            )
        )
    elif not orders.squads:
        steps.append(
            Step(
                label=squads,
                status="missing",
                detail=text(scenario, "no-squad-entered-order-no-assassination"),
            )
        )
    for i, squad in enumerate(orders.squads):
        influence = influence_of(state, scenario, squad.members)
        needed = requirement(state, scenario, squad.target)
        problem = lookout_problem(state, scenario, orders, i)
        strength = (
            text(scenario, "sword")
            if squad.sword
            else text(scenario, "influence", have=influence, need=needed)
        )
        detail = text(
            scenario,
            "lookout",
            members=", ".join(squad.members),
            target=squad.target,
            strength=strength,
            lookout=squad.lookout or "-",
        ) + (f" ({problem})" if problem else "")
        bad = problem or (not squad.sword and influence < needed)
        steps.append(
            Step(
                label=text(scenario, "squad", n=i + 1),
                status="warning" if bad else "entered",
                detail=detail,
            )
        )
    if ghost is not None and sword_available(state, scenario):
        bearer = sword_bearer(state, scenario)
        steps.append(
            Step(
                label=text(scenario, "sword"),
                status="entered" if orders.sword_bearer else "optional",
                detail=text(scenario, "held-by-w-7", bearer=bearer),
            )
        )
    if state.passage is not None and state.passage.usable_turn == state.turn:
        if orders.passage:
            detail = ", ".join(orders.passage)
        elif orders.passage_sent:
            detail = text(scenario, "two-most-influential")
        else:
            detail = text(scenario, "open-this-phase-only-w-13")
        steps.append(
            Step(
                label=text(scenario, "passage"),
                status="entered" if orders.passage_sent else "optional",
                detail=detail,
            )
        )
    for role, value in (
        (BEN_BONES, orders.ben_protects),
        (GREENSEER, orders.greenseer_asks),
        (ABEL, orders.abel_asks),
    ):
        for p in state.holder_of(role):
            steps.append(
                Step(
                    label=f"{scenario.display(role)} ({p.name})",
                    status="entered" if value else "missing",
                    detail=value,
                )
            )
    for p in state.holder_of(REEK):
        value = orders.reek_scans.get(p.name, "")
        steps.append(
            Step(
                label=f"{scenario.display(REEK)} ({p.name})",
                status="entered" if value else "missing",
                detail=value,
            )
        )
    wyman = state.holder_of(MANDERLY)
    if wyman:
        steps.append(
            Step(
                label=f"{scenario.display(MANDERLY)} ({wyman[0].name})",
                status="optional",
                detail=text(scenario, "tortures-wolf-victim") if orders.pie else text(scenario, "no-torture"),
            )
        )
    return steps


def public_checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    """The checklist as the players may read it: the night's orders all go to the GM in private
    (the squads, W-A-1; the sword, W-A-7; Ben les Os, Schlingue and Wyman, W-A-10..W-A-12; the
    passage, W-A-13; the seers, W-R), so the public line says only that: whether they are in, and
    who holds a role that gives one, are the GM's (``status --gm``)."""
    return [
        Step(
            label=text(scenario, "night-orders-2"),
            status="private",
            detail=text(scenario, "sent-gm-private-assassinations-night-roles"),
        )
    ]
