"""Elections and appointments (W-E): seats filled from the top, draws, lieutenants, guesses.

The phase opens when justice closes (:func:`open_phase`). Seats are filled from the top in
voting rounds (``state.elections.round``), each closed by a ``resolve``:

- ``great_vassal``: every living player votes for one captain (for a knight or a captain after a
  successful revolt, W-E-2); a GV's vote weighs 10 (W-E-1, ``election_weight`` of the ranks);
- ``captain``: every living player votes for one knight.

A round with no vacant seat, or no candidate, is skipped. Each promotion opens a seat one rank
lower, filled in the same phase (W-E-3). After the last round the knight seats are drawn among
the guards (W-E-4), guard seats stay empty (W-E-5), a new Gars du Bâtard is drawn if needed
(W-E-6), dead lieutenants are replaced (W-E-7), and the next turn begins.

Guesses (W-E-10) are filed at any time during the phase, by players dead or alive and by
spectators (names not in the roster); they are kept in ``state.guesses`` and judged when made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gmconsole.engine.actions import Action
from gmconsole.engine.errors import RuleViolation, UnknownPlayer
from gmconsole.engine.events import GM, PUBLIC, to_player
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Awaited, Context, Step, lazy_module
from gmconsole.engine.wording import Person, text
from gmconsole.games.winterfell.rules import assassination, points
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.settings import ElectionSettings as ElectionSettings
from gmconsole.games.winterfell.rules.settings import kept_per_scenario
from gmconsole.games.winterfell.rules.state import (
    ASSASSINATION,
    BASTARDS_BOY,
    CAPTAIN,
    CUB,
    GHOST,
    GREAT_VASSAL,
    GUARD,
    KNIGHT,
    LIEUTENANT,
    LOYALISTS,
    RANKS,
    TURNCOAT,
    WORSHIPPERS,
    AssassinationOrders,
    ElectionOrders,
    Guess,
    JusticeOrders,
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # the scenario module imports this one for ElectionSettings
    from gmconsole.engine.state import Player
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario

ELECTIONS = "elections"
ROUNDS = (GREAT_VASSAL, CAPTAIN)
ABSTAIN = "abstain"
_ABSTAIN_WORDS = {"abstain", "abstention", "abstient", "blanc", "vote blanc", "none", "aucun", "-"}
_READ_AS_ABSTENTION: dict[str, bool] = {}
"""Whether a candidate's roster name would be read as an abstention word, by name: ``_as_typed``
asks it of the round's candidates at every order, a ``fold`` each (speed; the names are roster
names already checked, so the dict stays as small as the rosters played)."""

# -- actions ---------------------------------------------------------------------------------
# The order models are in ``actions.py``, made at the first order (``status`` and ``export``
# give none; issue 17); ``ACTIONS`` and each class are still read here by name (PEP 562).
if TYPE_CHECKING:
    from gmconsole.games.winterfell.rules import actions as order_models
    from gmconsole.games.winterfell.rules.actions import ElectionVotes as ElectionVotes
    from gmconsole.games.winterfell.rules.actions import FileGuess as FileGuess
    from gmconsole.games.winterfell.rules.actions import NewLieutenant as NewLieutenant
else:
    order_models = lazy_module("gmconsole.games.winterfell.rules.actions")
_ORDERS = frozenset({"ElectionVotes", "NewLieutenant", "FileGuess"})


def __getattr__(name: str) -> Any:
    if name == "ACTIONS":
        return order_models.ELECTION_ACTIONS
    if name in _ORDERS:
        found = globals()[name] = getattr(order_models, name)  # read as a global from then on
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _scenario(ctx: Context) -> WinterfellScenario:
    return ctx.scenario  # type: ignore[return-value]


class _Table:
    """The election settings and the scenario's rank tables the orders and the resolutions read,
    read once per scenario: a pydantic model's field costs some 440 instructions a read (its
    class has a ``__getattr__``), and the settings are frozen (issue 17)."""

    __slots__ = (
        "scenario",
        "gv_candidates",
        "gv_candidates_after_revolt",
        "captain_candidates",
        "knights_drawn_from",
        "fill_seats_without_votes",
        "new_bastards_boy_public",
        "random_new_lieutenant",
        "worshipper_conversion",
        "seat_tie_drawn",
        "seat_counts",
        "weights",
    )

    def __init__(self, scenario: WinterfellScenario) -> None:
        settings = scenario.elections
        self.scenario = scenario
        # (tuples: ``candidate_ranks`` gives a new list of them, ``candidates`` reads them)
        self.gv_candidates = tuple(settings.gv_candidates)
        self.gv_candidates_after_revolt = tuple(settings.gv_candidates_after_revolt)
        self.captain_candidates = tuple(settings.captain_candidates)
        self.knights_drawn_from = settings.knights_drawn_from
        self.fill_seats_without_votes = settings.fill_seats_without_votes
        self.new_bastards_boy_public = settings.new_bastards_boy_public
        self.random_new_lieutenant = settings.random_new_lieutenant
        self.worshipper_conversion = settings.worshipper_conversion
        self.seat_tie_drawn = settings.seat_tie == "random"
        self.seat_counts = scenario.seat_counts
        self.weights = scenario.election_weights


_table = kept_per_scenario(_Table)  # the last scenario's table kept: a game runs on one


# -- queries ---------------------------------------------------------------------------------
def seats_open(state: WinterfellState, scenario: WinterfellScenario, rank: str) -> int:
    """Vacant seats of ``rank``: its turn-1 count minus its living holders (W-E-5: none for guards)."""
    if rank == GUARD:
        return 0
    return max(0, _table(scenario).seat_counts[rank] - len(state.living_index().ranks.get(rank, ())))


def candidate_ranks(state: WinterfellState, scenario: WinterfellScenario, rank: str) -> list[str]:
    return list(_candidate_ranks(state, _table(scenario), rank))


def _candidate_ranks(state: WinterfellState, settings: _Table, rank: str) -> tuple[str, ...]:
    """``candidate_ranks``, the table's own tuple."""
    if rank == GREAT_VASSAL:
        revolt = state.revolt_turn and state.revolt_turn == state.turn
        return settings.gv_candidates_after_revolt if revolt else settings.gv_candidates
    return settings.captain_candidates


def candidates(state: WinterfellState, scenario: WinterfellScenario, rank: str) -> list[WinterfellPlayer]:
    ranks = _candidate_ranks(state, _table(scenario), rank)
    index = state.living_index()
    if len(ranks) == 1:  # the usual case: one rank's living, as the index lists them (speed)
        return [*index.ranks.get(ranks[0], ())]
    return [p for p in index.living if p.rank in ranks]


def vacant_lieutenants(state: WinterfellState) -> list[WinterfellPlayer]:
    """Lieutenants who died this turn: the ghost replaces them at this election (W-E-7)."""
    turn = state.turn
    return [p for p in _lieutenants(state) if not p.alive and p.died_turn == turn]


_LIEUTENANTS: tuple[Any, Any, list[WinterfellPlayer]] = (None, None, [])
"""The last state's lieutenants, dead or alive, in the players' order (``_lieutenants``), with
the players' list and the index of the living they were found with (one tuple, read and
replaced whole)."""


def _lieutenants(state: WinterfellState) -> list[WinterfellPlayer]:
    """Every lieutenant of the hierarchy, dead or alive, in the players' order: found again only
    for another players' list or another index of the living (``state.living_index``: built once
    a game and followed in place; a deal, a copy, a takeover or any change to the players the
    index cannot follow makes a new one), not at every election (a scan of the players each, issue
    17). Nothing but a new lieutenant (``_replace_lieutenants``, which forgets the kept ones)
    changes a player's place in the hierarchy while the index stays.
    tests/games/winterfell/test_elections_lieutenants_kept.py compares it with a scan after every
    step of random games."""
    global _LIEUTENANTS
    index = state.living_index()
    players = state.players
    kept = _LIEUTENANTS
    if kept[0] is players and kept[1] is index:
        return kept[2]
    found = [p for p in players if p.hierarchy == LIEUTENANT]
    _LIEUTENANTS = (players, index, found)
    return found


def living_cubs(state: WinterfellState) -> list[WinterfellPlayer]:
    return [p for p in state.living_index().wolves if p.hierarchy == CUB]


def tally(
    state: WinterfellState, scenario: WinterfellScenario
) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """The current round's vote table (voter, vote, weight) and weighted totals per candidate."""
    totals, seen = _count(state, scenario)
    return _rows(*seen), totals


_Seen = tuple[list[WinterfellPlayer], dict[str, list[WinterfellPlayer]], dict[str, str], dict[str, int]]
"""What the round's rows are made of (``_rows``): the living, the living by rank, the votes and
the ranks' election weights."""


def _count(
    state: WinterfellState, scenario: WinterfellScenario, pool: list[WinterfellPlayer] | None = None
) -> tuple[dict[str, int], _Seen]:
    """The round's weighted totals per candidate, and what its rows are made of (the state's own
    lists and dict: a caller keeping them copies them). ``pool``: the round's candidates, when
    the caller has them."""
    if pool is None:
        pool = candidates(state, scenario, state.elections.round)
    totals = {p.name: 0 for p in pool}
    scoring = totals.keys() - {ABSTAIN}  # the candidates a vote adds its weight to
    weights = _table(scenario).weights
    votes = state.elections.votes
    get = votes.get
    index = state.living_index()
    for p in index.living:  # the living, in the players' order
        vote = get(p.name)
        if vote in scoring:
            totals[vote] += weights[p.rank]
    return totals, (index.living, index.ranks, votes, weights)


def _rows(
    living: list[WinterfellPlayer],
    ranks: dict[str, list[WinterfellPlayer]],
    votes: dict[str, str],
    weights: dict[str, int],
) -> list[dict[str, Any]]:
    """The round's rows: one per living voter, in the players' order (voter, vote, weight: an
    abstention weighs 0). ``ranks``: the living by rank when counted."""
    rank_of = {p.name: rank for rank, holders in ranks.items() for p in holders}
    rows: list[dict[str, Any]] = []
    for p in living:
        name = p.name
        vote = votes.get(name)
        if vote is not None:
            rows.append(
                {"voter": name, "vote": vote, "weight": 0 if vote == ABSTAIN else weights[rank_of[name]]}
            )
    return rows


# -- orders ----------------------------------------------------------------------------------
def apply_order(state: WinterfellState, action: Action, ctx: Context) -> None:
    """Check an election order completely, then record it (nothing is rolled here)."""
    if isinstance(action, order_models.ElectionVotes):
        _votes(state, action, ctx)
    elif isinstance(action, order_models.NewLieutenant):
        _new_lieutenant(state, action)
    elif isinstance(action, order_models.FileGuess):
        _guess(state, action, ctx)
    else:  # pragma: no cover - the dispatch sends nothing else here
        raise RuleViolation.of("elections-have-no-order", game="winterfell", kind=repr(action.kind))


def _votes(state: WinterfellState, action: ElectionVotes, ctx: Context) -> None:
    scenario = _scenario(ctx)
    rank = state.elections.round
    if not rank:
        raise RuleViolation.of("no-seat-put-vote-these-elections", game="winterfell", rule="W-E-1")
    votes = action.votes
    if _as_typed(state, scenario, rank, votes):
        state.elections.votes.update(votes)
        return
    allowed = candidate_ranks(state, scenario, rank)
    checked: dict[str, str] = {}
    read: dict[str, str] = {}  # each typed vote read once: the votes of a round name few candidates
    for typed_voter, typed_vote in votes.items():
        voter = state.resolve(typed_voter)
        if not voter.alive:
            raise RuleViolation.of(
                "dead-cannot-vote-2",
                game="winterfell",
                rule="W-E-1",
                player=voter.name,
                name=Person.of(voter),
            )
        vote = read.get(typed_vote, "")
        if vote:
            pass  # the same text as an earlier vote of this order: read (and accepted) the same
        elif typed_vote == ABSTAIN or fold(typed_vote) in _ABSTAIN_WORDS or not typed_vote.strip():
            vote = ABSTAIN
        else:
            cand: WinterfellPlayer = state.resolve(typed_vote)  # type: ignore[assignment]
            if not cand.alive:
                raise RuleViolation.of(
                    "dead-cannot-be-elected",
                    game="winterfell",
                    rule="W-E-1",
                    player=cand.name,
                    name=Person.of(cand),
                )
            if cand.rank not in allowed:
                rule = "W-E-2" if rank == GREAT_VASSAL and state.revolt_turn == state.turn else "W-E-1"
                raise RuleViolation.of(
                    "seats-go",
                    game="winterfell",
                    rule=rule,
                    player=cand.name,
                    name=cand.name,
                    rank=scenario.display(cand.rank),
                    rank2=scenario.display(rank),
                    shown=" or ".join(scenario.display(r) for r in allowed),
                )
            vote = cand.name
        read[typed_vote] = vote
        if voter.name in checked and checked[voter.name] != vote:
            raise RuleViolation.of(
                "given-two-different-votes-this-order-2",
                game="winterfell",
                rule="W-E-1",
                player=voter.name,
                name=voter.name,
            )
        checked[voter.name] = vote
    state.elections.votes.update(checked)


def _as_typed(state: WinterfellState, scenario: WinterfellScenario, rank: str, votes: dict[str, str]) -> bool:
    """Whether ``_votes``' loop would accept ``votes`` as they are typed: every voter a living
    player named exactly, every vote a candidate of the round named exactly (and no abstention
    word) or ``abstain`` (the usual order, checked as a whole for speed: the loop costs
    some 20 bytecodes and a call a vote). False: the loop reads and checks the order."""
    names = set(votes.values())
    names.discard(ABSTAIN)
    if names:
        pool = {p.name for p in candidates(state, scenario, rank)}
        if not pool.issuperset(names):
            return False
        seen = _READ_AS_ABSTENTION
        for name in names:  # a name the loop would read as an abstention (few names: the round's)
            abstains = seen.get(name)
            if abstains is None:
                abstains = seen[name] = fold(name) in _ABSTAIN_WORDS or not name.strip()
            if abstains:
                return False
    return {p.name for p in state.living_index().living}.issuperset(votes)


def _new_lieutenant(state: WinterfellState, action: NewLieutenant) -> None:
    dead: WinterfellPlayer = state.resolve(action.dead)  # type: ignore[assignment]
    cub: WinterfellPlayer = state.resolve(action.cub)  # type: ignore[assignment]
    vacant = [p.name for p in vacant_lieutenants(state)]
    if dead.name not in vacant:
        which = f"; to replace: {', '.join(vacant)}" if vacant else "; no lieutenant died this turn"
        raise RuleViolation.of(
            "not-lieutenant-who-died-this-turn",
            game="winterfell",
            rule="W-E-7",
            player=dead.name,
            name=dead.name,
            which=which,
        )
    if not cub.alive or cub.hierarchy != CUB:
        raise RuleViolation.of(
            "not-living-cub-only-cub-replaces",
            game="winterfell",
            rule="W-E-7",
            player=cub.name,
            name=cub.name,
        )
    for other, chosen in state.elections.new_lieutenants.items():
        if chosen == cub.name and other != dead.name:
            raise RuleViolation.of(
                "already-replaces",
                game="winterfell",
                rule="W-E-7",
                player=cub.name,
                name=cub.name,
                other=other,
            )
    state.elections.new_lieutenants[dead.name] = cub.name


def _guess_target(
    state: WinterfellState, typed: str, what: str, roster: dict[str, Player]
) -> WinterfellPlayer | None:
    """The player a guess names (None for an empty name): a survivor for the cub and the
    lieutenant, anyone for the ghost (W-E-10: « l'identité d'un survivant qu'ils pensent être un
    Louveteau, [...] d'un survivant [...] Lieutenant, et l'identité du Fantôme »: a ghost executed
    before the elections can still be named, and scores). ``roster``: the state's players by
    exact name (``state.resolve``'s shortcut, read here: no call for the usual name)."""
    p = roster.get(typed)
    if p is None:
        if not typed.strip():
            return None
        p = state.resolve(typed)
    if not p.alive and what != "ghost":
        raise RuleViolation.of(
            "dead-guess-names-surviving",
            game="winterfell",
            rule="W-E-10",
            player=p.name,
            name=Person.of(p),
            what=what,
        )
    return p  # type: ignore[return-value]


def _guess(state: WinterfellState, action: FileGuess, ctx: Context) -> None:
    order = action.__dict__  # the order's fields read once (a pydantic read each otherwise)
    by = order["by"].strip()
    if not by:
        raise RuleViolation.of("guess-needs-guesser-name", game="winterfell", rule="W-E-10")
    # A roster name typed exactly is its player's (``state.resolve``'s shortcut): no folding
    roster = state._player_index()
    found = by if by in roster else state.names.get(by)
    alive = True
    spectator = order["spectator"]
    if spectator:
        if not ctx.scenario.elections.guesses_by_spectators:  # type: ignore[attr-defined]
            raise RuleViolation.of("spectators-guesses-are-not-taken-this", game="winterfell", rule="W-E-10")
        if found is not None:
            raise RuleViolation.of(
                "roster-file-guess-without-spectator-flag",
                game="winterfell",
                rule="W-E-10",
                player=found,
                found=found,
            )
    else:
        if found is None:
            exc = UnknownPlayer(by, state.names.suggest(by))
            raise RuleViolation.of(
                "guesser-outside-roster-spectator",
                game="winterfell",
                rule="W-E-10",
                player=by,
                detail=exc.detail,
            )
        by = found
        alive = roster[by].alive
        if not alive and not ctx.scenario.elections.guesses_by_dead:  # type: ignore[attr-defined]
            raise RuleViolation.of(
                "dead-dead-players-guesses-are-not", game="winterfell", rule="W-E-10", player=by, by=by
            )
    # A living player named exactly (the usual name) read here; any other through _guess_target
    cub: WinterfellPlayer | None = roster.get(order["cub"])  # type: ignore[assignment]
    if cub is None or not cub.alive:
        cub = _guess_target(state, order["cub"], "cub", roster)
    lieutenant: WinterfellPlayer | None = roster.get(order["lieutenant"])  # type: ignore[assignment]
    if lieutenant is None or not lieutenant.alive:
        lieutenant = _guess_target(state, order["lieutenant"], "lieutenant", roster)
    ghost: WinterfellPlayer | None = roster.get(order["ghost"])  # type: ignore[assignment]
    if ghost is None or not ghost.alive:
        ghost = _guess_target(state, order["ghost"], "ghost", roster)
    if cub is None and lieutenant is None and ghost is None:
        raise RuleViolation.of(
            "empty-guess-name-cub-lieutenant-ghost", game="winterfell", rule="W-E-10", player=by
        )
    # W-E-10 default: judged against the true roles now (the turncoat is not a cub for scoring;
    # ``guesses_judged = "at_end"``: judged again at the end, ``points.judged_guesses``),
    # read on the players named (not looked up again by name). The fields in their declared
    # order (by, turn, cub, lieutenant, ghost, alive, spectator, and whether each name is right):
    # positional, since a call's keywords are matched one by one against the parameters (speed).
    guess = Guess(
        by,
        state.turn,
        cub.name if cub is not None else "",
        lieutenant.name if lieutenant is not None else "",
        ghost.name if ghost is not None else "",
        alive,
        spectator,
        cub is not None
        and cub.hierarchy == CUB
        and (TURNCOAT not in cub.roles or ctx.scenario.elections.turncoat_guessed_as_cub),  # type: ignore[attr-defined]
        lieutenant is not None and lieutenant.hierarchy == LIEUTENANT,
        ghost is not None and ghost.hierarchy == GHOST,
    )
    # The guesses are filed in turn order (each new one last; the turn never goes back): this
    # turn's are the list's last ones, and only they may hold the one a new guess replaces
    # (speed: the filter over every guess of the game was a quarter of a guess).
    kept = [*state.guesses]  # a new list still: the state's own is not changed in place
    turn = state.turn
    i = len(kept)
    while i and kept[i - 1].turn == turn:
        i -= 1
        if kept[i].by == by:
            del kept[i]
    kept.append(guess)
    state.guesses = kept


# -- the phase -------------------------------------------------------------------------------
def open_phase(state: WinterfellState, ctx: Context) -> None:
    """Justice is over: the elections open with the first round that has seats and candidates."""
    state.phase, state.step = ELECTIONS, ""
    state.elections = ElectionOrders()
    scenario = _scenario(ctx)
    held = state.living_index().ranks  # the living by rank
    counts = _table(scenario).seat_counts
    seats = {r: max(0, counts[r] - len(held.get(r, ()))) for r in RANKS if r != GUARD}  # seats_open
    ctx.record("elections_open", PUBLIC, "W-E-1", {"seats": seats})
    if not _open_round(state, ctx, GREAT_VASSAL, seats):
        state.elections.round = ""


def _open_round(
    state: WinterfellState, ctx: Context, first: str, open_seats: dict[str, int] | None = None
) -> bool:
    """Open the first round from ``first`` down with seats and candidates; False when none is left.
    ``open_seats``: :func:`seats_open` of every rank, when the caller has just counted them."""
    scenario = _scenario(ctx)
    for rank in ROUNDS[ROUNDS.index(first) :]:
        seats = open_seats[rank] if open_seats is not None else seats_open(state, scenario, rank)
        if not seats:
            continue
        pool = candidates(state, scenario, rank)
        if not pool:
            ctx.record(
                "seats_unfilled", PUBLIC, "W-E-1", {"rank": rank, "seats": seats, "reason": "no_candidate"}
            )
            continue
        state.elections.round, state.elections.seats, state.elections.votes = rank, seats, {}
        # The event's data made when the events are read (a simulator reads none): from the
        # round's own pool (a new list) and the table's tuple of ranks.
        ctx.record_made(
            "election_round",
            PUBLIC,
            "W-E-2" if rank == GREAT_VASSAL and state.revolt_turn == state.turn else "W-E-1",
            _round_data,
            (rank, seats, pool, _candidate_ranks(state, _table(scenario), rank)),
        )
        return True
    return False


def _round_data(
    rank: str, seats: int, pool: list[WinterfellPlayer], ranks: tuple[str, ...]
) -> dict[str, Any]:
    """The ``election_round`` event's data (W-E-1, W-E-2): the seat, the candidates and their ranks."""
    return {
        "rank": rank,
        "seats": seats,
        "candidates": [p.name for p in pool],
        "candidate_ranks": list(ranks),
    }


def resolve(state: WinterfellState, ctx: Context) -> None:
    rank = state.elections.round
    if rank:
        _resolve_round(state, ctx, rank)
        if game_won(state, ctx):  # W-V-2: a wolf elected GV ends the game; nothing more is called
            state.elections.round = ""
            return
        if rank != ROUNDS[-1] and _open_round(state, ctx, ROUNDS[ROUNDS.index(rank) + 1]):
            return
    _finish(state, ctx)


def game_won(state: WinterfellState, ctx: Context) -> bool:
    """W-V-4: a camp has won with what this resolution did so far (the victory itself is
    declared by ``points.check_victory`` once the resolution is over, which finds this verdict
    kept when nothing it reads moved since)."""
    return points.victory_kept(state, ctx) is not None


def _promote(state: WinterfellState, ctx: Context, p: WinterfellPlayer, rank: str, rule: str) -> None:
    previous = p.rank
    p.rank = rank
    state.player_promoted(p, previous)
    ctx.record("promoted", PUBLIC, rule, {"player": p.name, "from_rank": previous, "to_rank": rank})
    if BASTARDS_BOY in p.roles:  # W-E-6: a promoted Gars du Bâtard is replaced
        p.roles = [r for r in p.roles if r != BASTARDS_BOY]
        state.role_changed(p, BASTARDS_BOY)
        ctx.record(
            "role_lost", PUBLIC, "W-E-6", {"player": p.name, "role": BASTARDS_BOY, "reason": "promoted"}
        )


def _result_data(
    rank: str,
    seats: int,
    seen: _Seen,
    totals: dict[str, int],
    elected: list[str],
    tie: list[str],
    seat_order_tie: list[str] | None = None,
) -> dict[str, Any]:
    """The ``election_result`` event's data (W-E-1, W-E-9). ``tie``: the candidates tied for the
    last seats, drawn; ``seat_order_tie``: those tied and seated in seat order, no roll (W-E-9's
    ``seat_tie = "seat_order"``; the key is there only then)."""
    data = {
        "rank": rank,
        "seats": seats,
        "votes": _rows(*seen),
        "totals": totals,
        "elected": elected,
        "tie": tie,
        "unfilled": seats - len(elected),
    }
    if seat_order_tie:
        data["seat_order_tie"] = seat_order_tie
    return data


def _resolve_round(state: WinterfellState, ctx: Context, rank: str) -> None:
    scenario = _scenario(ctx)
    settings = _table(scenario)
    seats = seats_open(state, scenario, rank)
    pool = candidates(state, scenario, rank)
    totals, (living, ranks, votes, weights) = _count(state, scenario, pool)
    # The rows, made when the events are read (a simulator reads none), from copies of what they
    # are made of: the promotions below change the ranks.
    seen = ([*living], {r: [*holders] for r, holders in ranks.items()}, {**votes}, weights)
    seat_of = {p.name: p.seat for p in pool}
    ranked = sorted(totals, key=lambda n: (-totals[n], seat_of[n]))
    if not settings.fill_seats_without_votes:
        ranked = [n for n in ranked if totals[n] > 0]
    elected: list[str] = []
    tie: list[str] = []
    by_seat: list[str] = []
    if len(ranked) <= seats:
        elected = ranked
    else:
        cut = totals[ranked[seats - 1]]
        sure = [n for n in ranked if totals[n] > cut]
        tie = [n for n in ranked if totals[n] == cut]
        room = seats - len(sure)
        if len(tie) > room and not settings.seat_tie_drawn:  # W-E-9 ``seat_order``: no roll
            drawn, by_seat, tie = tie[:room], tie, []  # ``ranked`` puts the tied in seat order
        elif len(tie) > room:  # W-E-9 default: a tie for the last seats is drawn (logged)
            drawn = ctx.dice.sample(
                "elections.seat_tie",
                tie,
                room,
                audience=PUBLIC,
                say=f"elections: tie for the last {rank} seat(s) (W-E-9)",
            )
        else:
            drawn, tie = tie, []
        elected = sure + drawn
    # The result is told first, then the promotions it decides (in the order they happen).
    ctx.record_made(
        "election_result",
        PUBLIC,
        "W-E-9" if tie or by_seat else "W-E-1",
        _result_data,
        (rank, seats, seen, totals, elected, tie, by_seat),
    )
    converted: list[str] = []
    worshipper_gvs = [p.name for p in state.with_rank(GREAT_VASSAL) if p.camp == WORSHIPPERS]
    for name in elected:
        _promote(
            state,
            ctx,
            state.wp(name),
            rank,
            "W-E-2" if rank == GREAT_VASSAL and state.revolt_turn == state.turn else "W-E-1",
        )
    if rank == GREAT_VASSAL and worshipper_gvs and settings.worshipper_conversion:
        for name in elected:
            p = state.wp(name)
            if p.camp == LOYALISTS:
                p.camp = WORSHIPPERS
                converted.append(name)
                ctx.record(
                    "converted",
                    to_player(name),
                    "W-E-8",
                    {"camp": WORSHIPPERS, "worshippers": worshipper_gvs},
                )
                for other in worshipper_gvs:
                    tell(state, ctx, name, other, WORSHIPPERS, "W-E-8", how="conversion")
                    tell(state, ctx, other, name, WORSHIPPERS, "W-E-8", how="conversion")
        if converted:
            ctx.record("conversion", GM, "W-E-8", {"players": converted})
    state.elections.votes = {}


def _finish(state: WinterfellState, ctx: Context) -> None:
    scenario = _scenario(ctx)
    settings = _table(scenario)
    # W-E-4: knight seats drawn among the guards (W-E-5: guard seats stay empty).
    seats = seats_open(state, scenario, KNIGHT)
    if seats:
        source = settings.knights_drawn_from
        pool = [p.name for p in state.living_index().ranks.get(source, ())]
        drawn = ctx.dice.sample(
            "elections.knights_drawn",
            pool,
            min(seats, len(pool)),
            audience=PUBLIC,
            say="elections: knights drawn among the guards",
        )
        # the draw is told first, then the promotions it decides (in the order they happen)
        ctx.record(
            "knights_drawn", PUBLIC, "W-E-4", {"seats": seats, "drawn": drawn, "unfilled": seats - len(drawn)}
        )
        for name in drawn:
            _promote(state, ctx, state.wp(name), KNIGHT, "W-E-4")
    # W-E-6: a new Gars du Bâtard when he is dead or promoted.
    if not state.holder_of(BASTARDS_BOY):
        guards = [p.name for p in state.with_rank(GUARD)]
        if guards:
            audience = PUBLIC if settings.new_bastards_boy_public else GM
            name = ctx.dice.choice(
                "elections.bastards_boy", guards, audience=audience, say="elections: new Gars du Bâtard"
            )
            boy = state.wp(name)
            boy.roles.append(BASTARDS_BOY)
            state.role_changed(boy, BASTARDS_BOY)
            ctx.record("new_bastards_boy", audience, "W-E-6", {"player": name})
            ctx.record("new_role", to_player(name), "W-E-6", {"role": BASTARDS_BOY})
    # W-E-7: dead lieutenants replaced by cubs.
    _replace_lieutenants(state, ctx)
    # The next turn.
    state.turn += 1
    state.phase, state.step = ASSASSINATION, ""
    state.assassination = AssassinationOrders()
    state.justice = JusticeOrders()
    state.elections = ElectionOrders()
    ctx.record("turn_start", PUBLIC, "W-E-1", {"turn": state.turn})
    # The ghost learns at once if justice and elections left the wolves at the sword's threshold.
    assassination.open_phase(state, ctx)


def _forget_lieutenants() -> None:
    """A cub became a lieutenant: ``_lieutenants`` finds them again at its next call."""
    global _LIEUTENANTS
    _LIEUTENANTS = (None, None, [])


def _replace_lieutenants(state: WinterfellState, ctx: Context) -> None:
    settings = _table(_scenario(ctx))
    chosen = dict(state.elections.new_lieutenants)
    ghost = state.ghost()
    if ghost is None or not ghost.alive:  # W-E-7: only a living ghost names lieutenants
        for dead in vacant_lieutenants(state):
            ctx.record("lieutenant_vacant", GM, "W-E-7", {"dead": dead.name, "reason": "ghost_dead"})
        return
    for dead in vacant_lieutenants(state):
        name = chosen.get(dead.name, "")
        if name and not (state.wp(name).alive and state.wp(name).hierarchy == CUB):
            name = ""
        if not name:
            if not settings.random_new_lieutenant:
                ctx.record("lieutenant_vacant", GM, "W-E-7", {"dead": dead.name})
                continue
            taken = set(chosen.values())
            pool = [p.name for p in living_cubs(state) if p.name not in taken]
            if not pool:
                ctx.record("lieutenant_vacant", GM, "W-E-7", {"dead": dead.name})
                continue
            name = ctx.dice.choice(
                "elections.new_lieutenant", pool, say=f"elections: new lieutenant for {dead.name}"
            )
            chosen[dead.name] = name
        new = state.wp(name)
        new.hierarchy, new.lieutenant = LIEUTENANT, ""
        _forget_lieutenants()
        # A living cub became a lieutenant: still in the hierarchy, the same rank and roles, so
        # the index of the living (``state.living_index``) holds the same lists.
        cubs = [p.name for p in living_cubs(state) if p.lieutenant == dead.name]
        for cub in cubs:
            state.wp(cub).lieutenant = new.name
        ctx.record("lieutenant_replaced", GM, "W-E-7", {"dead": dead.name, "new": new.name, "cubs": cubs})
        ctx.record("became_lieutenant", to_player(new.name), "W-E-7", {"replaces": dead.name, "cubs": cubs})
        tell(state, ctx, new.name, ghost.name, GHOST, "W-E-7", how="new_lieutenant")
        tell(state, ctx, ghost.name, new.name, LIEUTENANT, "W-E-7", how="new_lieutenant")
        for cub in cubs:
            tell(state, ctx, new.name, cub, CUB, "W-E-7", how="new_lieutenant")
            tell(state, ctx, cub, new.name, LIEUTENANT, "W-E-7", how="new_lieutenant")


# -- what the console shows ------------------------------------------------------------------
def awaiting(state: WinterfellState, scenario: WinterfellScenario) -> list[Awaited]:
    """The round's votes still missing (W-E-1, public), and the ghost's choice of a new
    lieutenant for each dead one (W-E-7, secret; a random cub otherwise)."""
    out: list[Awaited] = []
    rank = state.elections.round
    if rank:
        what = text(scenario, "awaiting-election-vote", rank=scenario.display(rank))
        out += [
            Awaited(player=p.name, what=what)
            for p in state.seating()
            if p.alive and p.name not in state.elections.votes
        ]
    ghost = state.ghost()
    if ghost is not None and ghost.alive:
        for dead in vacant_lieutenants(state):
            if dead.name not in state.elections.new_lieutenants:
                what = text(
                    scenario,
                    "awaiting-new-lieutenant",
                    dead=dead.name,
                    lieutenant=scenario.display(LIEUTENANT),
                )
                out.append(Awaited(player=ghost.name, what=what, secret=True))
    return out


def checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    """The GM's checklist: the public one's votes and seats, the ghost's new lieutenants
    (W-E-7) and the guesses filed (W-E-10)."""
    steps = _seat_steps(state, scenario)
    for dead in vacant_lieutenants(state):
        cub = state.elections.new_lieutenants.get(dead.name)
        steps.append(
            Step(
                label=text(
                    scenario, "new-lieutenant-for", dead=dead.name, lieutenant=scenario.display(LIEUTENANT)
                ),
                status="entered" if cub else "optional",
                detail=text(scenario, "chosen-by-ghost", cub=cub)
                if cub
                else text(scenario, "random-cub-if-ghost-names-none", cub=scenario.display(CUB)),
            )
        )
    filed = [g.by for g in state.guesses if g.turn == state.turn]
    steps.append(
        Step(
            label=text(scenario, "guesses-this-turn", n=len(filed)),
            status="optional",
            detail=", ".join(filed) or text(scenario, "none-yet-2"),
        )
    )
    return steps


def public_checklist(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    """The checklist as the players may read it: the seat voted on now, who has voted and the
    weighted tally (the votes are cast in the thread, W-E-1), and the knight seats drawn (W-E-4).
    The new lieutenants are the ghost's secret (W-E-7): a lieutenant's death is told by nothing
    public. Guesses go to the GM in private (W-E-10)."""
    return [
        *_seat_steps(state, scenario),
        Step(
            label=text(scenario, "guesses"),
            status="private",
            detail=text(scenario, "sent-gm-private-w-e-10"),
        ),
    ]


def _seat_steps(state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:
    """The seat voted on now, its votes and tally, and the knight seats drawn at the end."""
    steps: list[Step] = []
    rank = state.elections.round
    if rank:
        living = [p.name for p in state.living()]
        missing = [n for n in living if n not in state.elections.votes]
        rows, totals = tally(state, scenario)
        ordered = sorted(totals.items(), key=lambda kv: -kv[1])
        steps.append(
            Step(
                label=text(
                    scenario,
                    "election-seat-votes",
                    rank=scenario.display(rank),
                    seats=state.elections.seats,
                    done=len(living) - len(missing),
                    total=len(living),
                ),
                status="missing" if missing else "entered",
                detail=text(scenario, "not-voted-3", names=", ".join(missing))
                if missing
                else text(scenario, "all-voted-2"),
            )
        )
        steps.append(
            Step(
                label=text(scenario, "tally"),
                status="entered",
                detail=", ".join(f"{n} {t}" for n, t in ordered if t) or text(scenario, "no-vote-yet"),
            )
        )
    else:
        steps.append(
            Step(
                label=text(scenario, "no-seat-vote-on"),
                status="done",
                detail=text(scenario, "resolve-draw-knights-end-turn", knight=scenario.display(KNIGHT)),
            )
        )
    knights = seats_open(state, scenario, KNIGHT)
    if knights:
        steps.append(
            Step(
                label=text(
                    scenario,
                    "knight-seat-drawn-among-guards-at",
                    n=knights,
                    knight=scenario.display(KNIGHT),
                    guard=scenario.display(GUARD),
                ),
                status="optional",
                detail="W-E-4",
            )
        )
    return steps


def warnings(state: WinterfellState, scenario: WinterfellScenario) -> list[str]:
    out: list[str] = []
    if state.elections.round:
        missing = [p.name for p in state.living() if p.name not in state.elections.votes]
        if missing:
            out.append(
                text(scenario, "players-have-not-voted-count-as", n=len(missing), names=", ".join(missing))
            )
    for dead in vacant_lieutenants(state):
        if dead.name not in state.elections.new_lieutenants and living_cubs(state):
            out.append(
                text(scenario, "ghost-has-not-named-cub-replace", dead=dead.name, cub=scenario.display(CUB))
            )
    return out
