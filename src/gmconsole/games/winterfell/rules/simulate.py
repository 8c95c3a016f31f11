"""A random policy that plays whole Winterfell games: for the random-games test, the benchmark
and anyone who wants a plausible game without typing it.

:class:`RandomPolicy` proposes, for the current phase and step, orders a GM could enter: squads
with lookouts (sometimes absent: W-A-2 is not a refusal), the sword and the passage when they are
available, Ben's protection, Schlingue's scans, the seers' questions, accusations, justice votes
(the revolt included), interrogations, election votes, lieutenant replacements and guesses. The
orders are random but mostly legal; some are refused by the rules (a sword strike out of reach,
a passage the wolves cannot use), which is what the rules are for. ``mistakes`` adds orders that
must be refused (a dead voter, a GV voting in justice, a candidate of the wrong rank).

The policy draws from its own ``random.Random``: those draws are the GM's inputs, not the game's
dice, which stay in ``ctx.dice`` and the log.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator, Sequence
from itertools import filterfalse
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.games.winterfell.rules import elections as we
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.seers import REEK_WOLF
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    ASSASSINATION,
    BEN_BONES,
    CUB,
    ELECTIONS,
    GHOST,
    GREAT_VASSAL,
    GREENSEER,
    JUSTICE,
    LIEUTENANT,
    REEK,
    TURNCOAT,
    WOLVES,
    WinterfellState,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario


_A = TypeVar("_A", bound=Action)
_T = TypeVar("_T")


def _made(cls: type[_A], fields: dict[str, Any], given: set[str]) -> _A:
    """The order ``cls(**{name: fields[name] for name in given})`` without pydantic's validation,
    as ``model_construct`` makes it (for speed: validating was a twentieth of a game, and
    ``model_construct`` is slower still). ``fields`` holds every field of ``cls`` in its declared
    order (a dump lists them so), ``kind`` and the defaults included, written at the call site
    (the fastest dict Python builds); ``given`` the fields named, pydantic's fields set. The
    policy builds its orders from the state's own names, in the types the fields declare (str,
    lists and dicts of str, bool); the rules then check every order as they check a typed one.
    ``tests/games/winterfell/test_random_games.py`` compares each order the policy makes with the
    one validation makes."""
    made = _new(cls)  # BaseModel has no __new__ of its own: object's
    _set_dict(made, fields)
    _set_fields_set(made, given)
    _set_extra(made, None)
    _set_private(made, None)
    return made


_new = object.__new__
# BaseModel's slots written through their own descriptors: what ``object.__setattr__`` finds
# for each name, without its lookup (some 500 instructions an order less).
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_set_extra = BaseModel.__dict__["__pydantic_extra__"].__set__
_set_private = BaseModel.__dict__["__pydantic_private__"].__set__


def _picks(rng: random.Random) -> tuple[Callable[[Sequence[_T]], _T], Callable[[list[Any]], None]]:
    """``rng.choice`` and ``rng.shuffle`` in one Python frame each: the same calls of
    ``rng.getrandbits`` with the same numbers, so the same picks and the same ``rng`` after them,
    without a frame of ``_randbelow`` for every number drawn (speed: a pick was about 2.6 k
    instructions, 1.4 k so; some 600 picks and numbers a game). What CPython's ``random`` does
    for a ``random.Random`` whose ``_randbelow`` draws with ``getrandbits``, as this module's
    test checks; any other generator keeps its own methods."""
    cls = type(rng)
    base = random.Random
    if (
        cls.choice is not base.choice
        or cls.shuffle is not base.shuffle
        or cls._randbelow is not base._randbelow_with_getrandbits  # type: ignore[attr-defined]
    ):
        return rng.choice, rng.shuffle
    getrandbits = rng.getrandbits

    def choice(seq: Sequence[_T]) -> _T:
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return seq[r]

    def shuffle(x: list[Any]) -> None:
        size = len(x)
        try:
            steps = _SHUFFLE_STEPS[size]
        except IndexError:
            steps = _shuffle_steps(size)
        for i, n, k in steps:  # i from the last place down to 1, n = i + 1, k its bit length
            j = getrandbits(k)
            while j >= n:
                j = getrandbits(k)
            x[i], x[j] = x[j], x[i]

    return choice, shuffle


def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """What ``random.Random.shuffle`` draws for a list of ``size`` items, place by place: the
    place ``i`` (from the last down to 1), the bound ``i + 1`` and its bit length."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in reversed(range(1, size)))


_SHUFFLE_STEPS = tuple(_shuffle_steps(size) for size in range(64))
"""``_shuffle_steps`` of the lists the policy shuffles (the free wolves, the cubs), worked out
once (speed: no sum and no bit length per number drawn)."""


def _more_picks(
    rng: random.Random,
) -> tuple[Callable[[list[str], str], int], Callable[[list[Any], int], list[Any]]]:
    """``place_without(seq, item)``: the place in ``seq`` of
    ``rng.choice([x for x in seq if x != item])`` for a list of distinct items, without the copy
    (the item's place skipped in the index drawn), so that a caller taking the pick out of
    ``seq`` needs no search for it (``seq.pop(place)``); and ``sample(population, k)``:
    ``rng.sample(population, k)`` for a list. The same calls of ``rng.getrandbits`` with the
    same numbers as the generator's own methods (speed: no copy, no frame of ``_randbelow`` per
    number; the module's tests compare them), for a ``random.Random`` whose ``_randbelow``
    draws with ``getrandbits`` (else the generator's own)."""
    choice, _ = _picks(rng)
    if choice == rng.choice or type(rng).sample is not random.Random.sample:

        def chosen_place(seq: list[str], item: str) -> int:
            return seq.index(choice(_without(seq, item)))  # the items are distinct

        return chosen_place, rng.sample
    getrandbits = rng.getrandbits

    def place_without(seq: list[str], item: str) -> int:
        try:
            at = seq.index(item)
        except ValueError:  # nothing to leave out: rng.choice(seq)'s place
            at = n = len(seq)
        else:
            n = len(seq) - 1
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r + 1 if r >= at else r

    def sample(population: list[Any], k: int) -> list[Any]:
        # random.Random.sample (CPython 3.11) for a list and no counts, _randbelow inlined.
        n = len(population)
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result: list[Any] = [None] * k
        setsize = 21  # size of a small set minus size of an empty list
        if k > 5:
            setsize += 4 ** math.ceil(math.log(k * 3, 4))  # table size for big sets
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                m = n - i
                b = m.bit_length()
                j = getrandbits(b)
                while j >= m:
                    j = getrandbits(b)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]  # move non-selected item into vacancy
        else:
            selected: set[int] = set()
            b = n.bit_length()
            for i in range(k):
                j = getrandbits(b)
                while j >= n:
                    j = getrandbits(b)
                while j in selected:
                    j = getrandbits(b)
                    while j >= n:
                        j = getrandbits(b)
                selected.add(j)
                result[i] = population[j]
        return result

    return place_without, sample


_name = attrgetter("name")


class RandomPolicy:
    """Random orders for the current step of ``state`` (without the final ``resolve``)."""

    def __init__(self, rng: random.Random, scenario: WinterfellScenario, *, mistakes: float = 0.0) -> None:
        self.rng = rng
        self.scenario = scenario
        self.mistakes = mistakes
        self.choice, self.shuffle = _picks(rng)  # rng.choice and rng.shuffle, faster
        self.place_without, self.sample = _more_picks(rng)  # the same, faster still
        # rng.getrandbits for the picks the hot loops draw themselves (the numbers _picks'
        # choice draws), or None for a generator that keeps its own methods (then choice).
        self.getrandbits = rng.getrandbits if self.choice != rng.choice else None
        self.revolt_mood = rng.choice((0.0, 0.0, 0.05, 0.3, 0.7))
        """The share of justice voters who vote for the revolt this game."""
        self._seen: Any = None  # the index of the living the names below were read from
        self._seen_count = -1
        self._names: list[str] = []
        self._wolves: list[str] = []
        self._outsiders: list[str] = []
        self._split = False
        self._hierarchy: list[Any] = []

    def _living_names(self, state: WinterfellState) -> tuple[Any, list[str]]:
        """The state's index of the living and the names of the living in the players' order:
        read again only when the index is another object or counts other living players
        (speed: the living change in place only by a death, which the count follows; a change
        of hierarchy, a new list of players or a renaming builds a new index,
        ``WinterfellState.living_index``). The list is the policy's own: read only (a caller
        that changes it copies it)."""
        index = state.living_index()
        if index is not self._seen:
            # Every player in the hierarchy, dead or alive (a dead one's place changes only
            # with a new index; a living cub made a lieutenant stays in it): where the elections
            # look for the lieutenants who died this turn.
            self._hierarchy = [p for p in index.players if p.hierarchy]
            self._seen, self._seen_count = index, -1
        if index.count != self._seen_count:
            self._names = [p.name for p in index.living]  # a comprehension: cheaper than map here
            self._seen_count = index.count
            self._split = False  # the wolves' and the others' names not read for them yet
        return index, self._names

    def _camps(self, index: Any) -> tuple[list[str], list[str]]:
        """The names of the living wolves (the hierarchy) and of the other living players, in
        the players' order, for the names ``_living_names`` has just given (called after it):
        read again only with them (speed: only the night asks for them, and the names are read
        again after the day's deaths, twice a turn). The policy's own lists: read only."""
        if not self._split:
            self._wolves = [p.name for p in index.wolves]
            self._outsiders = [p.name for p in index.living if not p.hierarchy]
            self._split = True
        return self._wolves, self._outsiders

    # -- the dispatch ------------------------------------------------------------------------
    def orders(self, state: WinterfellState) -> list[Action]:
        if state.phase == ASSASSINATION:
            return self.assassination(state)
        if state.phase == JUSTICE:
            step = wj.current_step(state)
            if step == wj.ACCUSATION:
                return self.accusations(state)
            if step == wj.VOTE:
                return self.justice_votes(state)
            return self.interrogation(state)
        if state.phase == ELECTIONS:
            return self.elections(state)
        return []

    def mistaken(self, state: WinterfellState) -> list[Action]:
        """Orders the rules must refuse at this step (dead actors, wrong voters or candidates)."""
        rng = self.rng
        dead = [p.name for p in state.players if not p.alive]
        living = [p.name for p in state.players if p.alive]
        out: list[Action] = []
        if state.phase == JUSTICE and wj.current_step(state) == wj.VOTE:
            accused = [a.accused for a in state.justice.accusations]
            if dead:
                out.append(wj.JusticeVotes(votes={rng.choice(dead): rng.choice(accused)}))
            gvs = [p.name for p in state.with_rank(GREAT_VASSAL)]
            if gvs:
                out.append(wj.JusticeVotes(votes={rng.choice(gvs): rng.choice(accused)}))
            others = [n for n in living if n not in accused]
            if others:
                out.append(wj.JusticeVotes(votes={rng.choice(living): rng.choice(others)}))
        elif state.phase == JUSTICE and wj.current_step(state) == wj.ACCUSATION:
            gvs = [p.name for p in state.with_rank(GREAT_VASSAL)]
            if gvs:
                gv = rng.choice(gvs)
                out.append(wj.Accuse(by=gv, accused=gv, justification="moi"))
            if dead:
                out.append(wj.Accuse(by=rng.choice(gvs or living), accused=rng.choice(dead)))
        elif state.phase == ELECTIONS and state.elections.round:
            allowed = we.candidate_ranks(state, self.scenario, state.elections.round)
            wrong = [p.name for p in state.living() if p.rank not in allowed]  # type: ignore[attr-defined]
            if wrong:
                out.append(we.ElectionVotes(votes={rng.choice(living): rng.choice(wrong)}))
            if dead:
                pool = [p.name for p in we.candidates(state, self.scenario, state.elections.round)]
                out.append(we.ElectionVotes(votes={rng.choice(dead): rng.choice(pool)}))
        elif state.phase == ASSASSINATION and dead:
            wolves = [p.name for p in state.hierarchy()]
            if wolves:
                target = rng.choice(living)
                out.append(
                    wa.SquadOrder(members=[rng.choice(dead)], target=target, lookout=rng.choice(wolves))
                )
        return out

    # -- assassination (W-A) -----------------------------------------------------------------
    def assassination(self, state: WinterfellState) -> list[Action]:
        rng, scenario = self.rng, self.scenario
        random, choice = rng.random, self.choice  # looked up once (speed)
        out: list[Action] = []
        # The names of the living, split into wolves and outsiders (the policy's: read only),
        # and the living holders of the roles played below, from the state's index of the living.
        index, names = self._living_names(state)
        wolves, outsiders = self._camps(index)
        holders = index.roles
        ghost = wa.ghost_alive(state)
        if ghost is not None and wolves:
            bearer = ""
            # The rule itself (W-A-7, ``wa.sword_available``), the living ghost passed on.
            if wa._sword_found(state, scenario, ghost):
                bearer = wa.sword_bearer(state, scenario)
                if random() < 0.5:
                    bearer = choice(wolves)
                    out.append(_made(wa.HandSword, {"kind": "sword", "bearer": bearer}, {"bearer"}))
            passage = state.passage
            sent: list[str] = []
            attempted = False  # a squad or the passage ordered (no "no assassination" then)
            if (
                passage is not None
                and passage.usable_turn == state.turn
                and len(wolves) >= 2
                and random() < 0.6
            ):
                out.append(_made(wa.SendPassage, {"kind": "passage", "wolves": []}, set()))
                attempted = True
                above, tied = wa.passage_candidates(state, scenario)
                sent = above + tied  # keep every candidate out of the squads
            # The wolves left for the squads and lookouts (not sent through the passage).
            kept = [w for w in wolves if w not in sent] if sent else wolves
            striking = bearer and random() < 0.5
            free = [w for w in kept if w != bearer] if striking else kept.copy()
            self.shuffle(free)
            lookouts_used: set[str] = set()
            getrandbits = self.getrandbits
            while free and random() < 0.85:
                if getrandbits is None:
                    size = choice((1, 1, 2, 2, 3))
                else:  # choice((1, 1, 2, 2, 3)), inlined (speed)
                    j = getrandbits(3)
                    while j >= 5:
                        j = getrandbits(3)
                    size = (1, 1, 2, 2, 3)[j]
                size = min(len(free), size)
                members, free = free[:size], free[size:]
                if outsiders and random() < 0.9:
                    if getrandbits is None:
                        target = choice(outsiders)
                    else:  # choice(outsiders), inlined (speed)
                        n = len(outsiders)
                        k = n.bit_length()
                        j = getrandbits(k)
                        while j >= n:
                            j = getrandbits(k)
                        target = outsiders[j]
                elif getrandbits is None:
                    targets = [n for n in names if n not in members]
                    if not targets:
                        break
                    target = choice(targets)
                else:  # choice of the names but the members', inlined without that list (speed)
                    places = sorted(map(names.index, members))  # the members are living wolves
                    n = len(names) - len(places)
                    if n <= 0:
                        break
                    k = n.bit_length()
                    j = getrandbits(k)
                    while j >= n:
                        j = getrandbits(k)
                    for at in places:  # the j-th name left once the members' are skipped
                        if j >= at:
                            j += 1
                    target = names[j]
                taken = lookouts_used.union(members)
                candidates = list(filterfalse(taken.__contains__, kept))
                if candidates and random() < 0.85:
                    lookout = choice(candidates)
                    lookouts_used.add(lookout)
                else:  # an absent lookout: not refused, the attempt fails (W-A-2, W-A-5)
                    lookout = choice(["", *names])
                attempted = True
                squad = {
                    "kind": "squad",
                    "members": members,
                    "target": target,
                    "lookout": lookout,
                    "sword": False,
                }
                out.append(_made(wa.SquadOrder, squad, {"members", "target", "lookout"}))
            if striking:
                targets = _without(names, bearer)
                if targets:
                    lookout = choice(_without(kept, bearer) or [""])
                    squad = {
                        "kind": "squad",
                        "members": [bearer],
                        "target": choice(targets),
                        "lookout": lookout,
                        "sword": True,
                    }
                    out.append(_made(wa.SquadOrder, squad, {"members", "target", "lookout", "sword"}))
                    attempted = True
            if not wa._table(scenario).no_assassination_allowed:
                # W-A-3 with ``no_assassination_allowed = false``: the wolves must strike, and a
                # squad drawn above may be refused (a GV without the sword, W-A-8): a wolf left
                # out of them strikes too.
                spare = [w for w in free if w not in lookouts_used and w != bearer]
                strike = self._strike_anyway(index, names, outsiders, spare if attempted else spare or kept)
                if strike is not None:
                    out.append(strike)
            elif not attempted and random() < 0.5:
                out.append(_made(wa.NoAssassination, {"kind": "no_assassination"}, set()))
        ben = holders.get(BEN_BONES)
        if ben and random() < 0.8:
            # The living but Ben, the GVs, the turncoat and those he protected already, in
            # order (the index's GVs and turncoat).
            left_out = {ben[0].name, *state.ben_protected}
            left_out.update(map(_name, index.ranks.get(GREAT_VASSAL, ())))
            left_out.update(map(_name, holders.get(TURNCOAT, ())))
            pool = list(filterfalse(left_out.__contains__, names))
            if pool:
                out.append(_made(wa.BenProtects, {"kind": "ben", "protects": choice(pool)}, {"protects"}))
        for reek in holders.get(REEK, ()):
            if random() < 0.8:
                scans = names[self.place_without(names, reek.name)]
                scan = {"kind": "reek", "scans": scans, "reek": reek.name}
                out.append(_made(wa.ReekScans, scan, {"reek", "scans"}))
        for role, cls, kind in ((GREENSEER, wa.GreenseerAsks, "greenseer"), (ABEL, wa.AbelAsks, "abel")):
            seer = holders.get(role)
            if seer and random() < 0.8:
                asks = names[self.place_without(names, seer[0].name)]
                out.append(_made(cls, {"kind": kind, "asks": asks}, {"asks"}))
        return out

    # -- justice (W-J) -----------------------------------------------------------------------

    def _strike_anyway(
        self, index: Any, names: list[str], outsiders: list[str], wolves: list[str]
    ) -> Action | None:
        """One of ``wolves`` alone, with no lookout, against one of the living ``outsiders`` who
        is not a GV (only the sword kills a GV, W-A-8), else any other living player: the strike
        a scenario that refuses "no assassination" asks for (W-A-3). None without a wolf or a
        target."""
        if not wolves:
            return None
        member = self.choice(wolves)
        gvs = set(map(_name, index.ranks.get(GREAT_VASSAL, ())))
        targets = [n for n in outsiders if n not in gvs] or [n for n in names if n not in gvs and n != member]
        if not targets:
            return None
        squad = {
            "kind": "squad",
            "members": [member],
            "target": self.choice(targets),
            "lookout": "",
            "sword": False,
        }
        return _made(wa.SquadOrder, squad, {"members", "target", "lookout"})

    def accusations(self, state: WinterfellState) -> list[Action]:
        rng = self.rng
        out: list[Action] = []
        # The living GVs (the state's index), and the living names not accused yet, in order.
        index, names = self._living_names(state)
        free = names.copy()
        random, place_without = rng.random, self.place_without
        for gv in index.ranks.get(GREAT_VASSAL, ()):
            if random() < 0.2:
                continue  # the name is drawn at random (W-J-2)
            if len(free) > 1 or (free and free[0] != gv.name):  # someone but him left
                accused = free.pop(place_without(free, gv.name))  # no search for it (speed)
                accuse = {
                    "kind": "accuse",
                    "by": gv.name,
                    "accused": accused,
                    "justification": f"{gv.name} suspects {accused}",
                }
                out.append(_made(wj.Accuse, accuse, {"by", "accused", "justification"}))
        return out

    def justice_votes(self, state: WinterfellState) -> list[Action]:
        rng = self.rng
        random, choice = rng.random, self.choice  # looked up once (speed)
        mood, revolt, abstain = self.revolt_mood, wj.REVOLT, wj.ABSTAIN
        accused = [a.accused for a in state.justice.accusations]
        favourite = choice(accused)
        votes: dict[str, str] = {}
        getrandbits = self.getrandbits
        n = len(accused)
        k = n.bit_length()
        for p in state.living_index().living:  # wj.voters, without its list (speed)
            if p.rank == GREAT_VASSAL:
                continue
            r = random()
            if r < mood:
                votes[p.name] = revolt
            elif r < 0.9:
                if random() < 0.6:
                    votes[p.name] = favourite
                elif getrandbits is None:
                    votes[p.name] = choice(accused)
                else:  # choice(accused), inlined (speed)
                    j = getrandbits(k)
                    while j >= n:
                        j = getrandbits(k)
                    votes[p.name] = accused[j]
            elif r < 0.95:
                votes[p.name] = abstain
            # else: no vote (an abstention too)
        return [_made(wj.JusticeVotes, {"kind": "justice_votes", "votes": votes}, {"votes"})] if votes else []

    def interrogation(self, state: WinterfellState) -> list[Action]:
        if state.justice.executed and self.rng.random() < 0.7:
            target = self.choice(state.justice.executed)
            return [_made(wj.Interrogate, {"kind": "interrogate", "target": target}, {"target"})]
        return []

    # -- elections (W-E) ---------------------------------------------------------------------
    def elections(self, state: WinterfellState) -> list[Action]:
        rng, scenario = self.rng, self.scenario
        random, choice = rng.random, self.choice  # looked up once (speed)
        out: list[Action] = []
        elections, turn = state.elections, state.turn
        # The living names, the living cubs' names (we.living_cubs), from the state's index of
        # the living, and the lieutenants who died this turn (we.vacant_lieutenants).
        index, names = self._living_names(state)
        cubs = [p.name for p in index.wolves if p.hierarchy == CUB]
        if elections.round:
            pool = [p.name for p in we.candidates(state, scenario, elections.round)]
            favourites = self.sample(pool, min(len(pool), elections.seats + 1))
            votes = {}
            getrandbits, abstain = self.getrandbits, we.ABSTAIN
            if pool and getrandbits is not None:  # choice(favourites) and choice(pool), inlined
                nf, np = len(favourites), len(pool)
                kf, kp = nf.bit_length(), np.bit_length()
                for name in names:
                    r = random()
                    if r < 0.6:
                        j = getrandbits(kf)
                        while j >= nf:
                            j = getrandbits(kf)
                        votes[name] = favourites[j]
                    elif r < 0.9:
                        j = getrandbits(kp)
                        while j >= np:
                            j = getrandbits(kp)
                        votes[name] = pool[j]
                    elif r < 0.95:
                        votes[name] = abstain
            else:
                for name in names:
                    r = random()
                    if r < 0.6:
                        votes[name] = choice(favourites)
                    elif r < 0.9:
                        votes[name] = choice(pool)
                    elif r < 0.95:
                        votes[name] = abstain
            if votes:
                out.append(_made(we.ElectionVotes, {"kind": "election_votes", "votes": votes}, {"votes"}))
        self.shuffle(cubs)
        # The lieutenants who died this turn (we.vacant_lieutenants), looked for only when a cub
        # may replace one (no draw is made for them otherwise), among the players in the
        # hierarchy (``_living_names``: a dozen, not all the players).
        vacant = (
            [p for p in self._hierarchy if p.hierarchy == LIEUTENANT and not p.alive and p.died_turn == turn]
            if cubs
            else ()
        )
        for dead in vacant:
            if cubs and random() < 0.6 and dead.name not in elections.new_lieutenants:
                order = {"kind": "new_lieutenant", "dead": dead.name, "cub": cubs.pop()}
                out.append(_made(we.NewLieutenant, order, {"dead", "cub"}))
        if not elections.round or elections.round == GREAT_VASSAL:
            for p in self.sample(state.players, min(4, len(state.players))):
                out.append(self._guess(p.name, names, spectator=False))
            if random() < 0.3:
                out.append(self._guess(f"Spectator {rng.randint(1, 5)}", names, spectator=True))
        return out

    def _guess(self, by: str, names: list[str], *, spectator: bool) -> Action:
        random, choice, getrandbits = self.rng.random, self.choice, self.getrandbits
        # Each name is left empty one time in five.
        if names and getrandbits is not None:  # choice(names), inlined (speed)
            n = len(names)
            k = n.bit_length()
            cub = lieutenant = ghost = ""
            if random() < 0.8:
                j = getrandbits(k)
                while j >= n:
                    j = getrandbits(k)
                cub = names[j]
            if random() < 0.8:
                j = getrandbits(k)
                while j >= n:
                    j = getrandbits(k)
                lieutenant = names[j]
            if random() < 0.8:
                j = getrandbits(k)
                while j >= n:
                    j = getrandbits(k)
                ghost = names[j]
        else:
            cub = choice(names) if names and random() < 0.8 else ""
            lieutenant = choice(names) if names and random() < 0.8 else ""
            ghost = choice(names) if names and random() < 0.8 else ""
        if not (cub or lieutenant or ghost) and names:
            ghost = choice(names)
        guess = {
            "kind": "guess",
            "by": by,
            "cub": cub,
            "lieutenant": lieutenant,
            "ghost": ghost,
            "spectator": spectator,
        }
        return _made(we.FileGuess, guess, {"by", "cub", "lieutenant", "ghost", "spectator"})


WOLFISH = frozenset({WOLVES, GHOST, LIEUTENANT, CUB, REEK_WOLF})
"""What a player may have learned about a wolf: the camp, a place in the hierarchy, Schlingue
turned wolf."""


class HeuristicPolicy(RandomPolicy):
    """Players who act on what they know (for ``--policy heuristic`` and the creation estimate).

    What a player knows is the state's knowledge (``known_by``): the hierarchy's members (W-S-5),
    a failed attack's reveal (W-A-5), the seers' answers (W-R-1, W-R-2, W-A-11), interrogations
    (W-J-6)... The wolves' squads never go for a player one of them knows as a wolf and prefer
    the witnesses of a failed attack, who know one of them; they always post a lookout. A great
    vassal accuses a wolf he knows, and a wolf GV a loyalist; at the vote, a player who knows an
    accused is a wolf votes against him, what a loyalist knows is said in the thread (the others
    follow it), the wolves vote against an accused outside their hierarchy, and nobody revolts
    unless the policy's mood says so (a tenth of the random policy's). The rest is the random
    policy's.
    """

    def __init__(self, rng: random.Random, scenario: WinterfellScenario, *, mistakes: float = 0.0) -> None:
        super().__init__(rng, scenario, mistakes=mistakes)
        self.revolt_mood /= 10

    @staticmethod
    def _wolves_known(state: WinterfellState, who: str) -> set[str]:
        return {about for about, fact in state.known_by(who).items() if fact.seen_as in WOLFISH}

    def assassination(self, state: WinterfellState) -> list[Action]:
        out = super().assassination(state)
        squads = [o for o in out if isinstance(o, wa.SquadOrder)]
        if not squads:
            return out
        rng = self.rng
        living = [p for p in state.players if p.alive]
        hierarchy = {p.name for p in living if p.hierarchy}
        witnesses = [
            p.name
            for p in living
            if p.name not in hierarchy and self._wolves_known(state, p.name) & hierarchy
        ]
        fixed: list[Action] = []
        taken: set[str] = set()
        for order in out:
            if isinstance(order, wa.SquadOrder) and not order.sword:
                known: set[str] = set(hierarchy)
                for member in order.members:
                    known |= self._wolves_known(state, member)
                pool = [n for n in witnesses if n not in known and n not in taken] or [
                    p.name for p in living if p.name not in known and p.name not in taken
                ]
                if not pool:
                    continue  # nobody left to go for: no squad rather than a known wolf
                target = rng.choice(pool)
                taken.add(target)
                spare = sorted(hierarchy.difference(order.members))
                lookout = order.lookout if order.lookout in spare else ""
                if not lookout and spare:
                    lookout = rng.choice(spare)
                order = wa.SquadOrder(members=order.members, target=target, lookout=lookout)
            fixed.append(order)
        return fixed

    def accusations(self, state: WinterfellState) -> list[Action]:
        out = super().accusations(state)
        rng = self.rng
        accused = {a.accused for a in out if isinstance(a, wj.Accuse)}
        result: list[Action] = []
        for order in out:
            if isinstance(order, wj.Accuse):
                gv = state.wp(order.by)
                known = self._wolves_known(state, gv.name)
                if gv.camp == WOLVES:
                    pool = [
                        p.name for p in state.players if p.alive and not p.hierarchy and p.name != gv.name
                    ]
                else:
                    pool = [n for n in known if state.wp(n).alive]
                pool = [n for n in pool if n not in accused]
                if pool:
                    accused.discard(order.accused)
                    name = rng.choice(sorted(pool))
                    accused.add(name)
                    order = wj.Accuse(by=gv.name, accused=name, justification=f"{gv.name} sait pour {name}")
            result.append(order)
        return result

    def justice_votes(self, state: WinterfellState) -> list[Action]:
        rng = self.rng
        accused = [a.accused for a in state.justice.accusations]
        if not accused:
            return []
        voters = wj.voters(state)
        shown = set()  # the wolves among the accused that a living loyalist knows (and says)
        for p in state.players:
            if p.alive and p.camp != WOLVES:
                shown |= self._wolves_known(state, p.name) & set(accused)
        lead = rng.choice(sorted(shown)) if shown else rng.choice(accused)
        votes: dict[str, str] = {}
        for p in voters:
            r = rng.random()
            if r < self.revolt_mood:
                votes[p.name] = wj.REVOLT
                continue
            if p.camp == WOLVES:
                pool = [a for a in accused if not state.wp(a).hierarchy]
                votes[p.name] = rng.choice(pool) if pool else wj.ABSTAIN
                continue
            own = sorted(self._wolves_known(state, p.name) & set(accused))
            votes[p.name] = own[0] if own else lead if r < 0.85 else rng.choice(accused)
        return [wj.JusticeVotes(votes=votes)] if votes else []


def _without(names: list[str], name: str) -> list[str]:
    """``[n for n in names if n != name]`` for a list of distinct names (roster names are): a copy
    less one item, without a Python-level loop (speed)."""
    rest = names.copy()
    if name in rest:
        rest.remove(name)
    return rest


def random_roster(n: int) -> list[RosterEntry]:
    return [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, n + 1)]


def play_random_game(
    scenario: WinterfellScenario,
    seed: str,
    rng: random.Random,
    *,
    players: int = 50,
    max_turns: int = 80,
    on_step: Callable[[WinterfellState, Action, Context | None, RuleViolation | None], None] | None = None,
) -> WinterfellState:
    """Deal and play a game to its victory, applying the actions in place (no copy, no journal:
    the fast path of the benchmark). ``on_step`` sees each action with its context, or the
    refusal it met."""
    from gmconsole.games.winterfell.rules.rules import WinterfellRules

    rules = WinterfellRules()
    state, _ = rules.setup(scenario, random_roster(players), seed)
    policy = RandomPolicy(rng, scenario)
    for action in steps(state, policy, max_turns):
        ctx = Context(state, scenario)
        try:
            rules.apply(state, action, ctx)
        except RuleViolation as exc:
            if isinstance(action, Resolve):
                raise
            if on_step is not None:
                on_step(state, action, None, exc)
            continue
        if on_step is not None:
            on_step(state, action, ctx, None)
    return state


def steps(state: WinterfellState, policy: RandomPolicy, max_turns: int = 80) -> Iterator[Action]:
    """The actions of a random game on ``state``: each step's orders, then ``resolve``, until a
    camp wins (the caller applies them; ``state`` must follow)."""
    while not state.over:
        if state.turn > max_turns:
            raise RuntimeError(f"no victory after {max_turns} turns")
        yield from policy.orders(state)
        yield Resolve()


__all__ = ["HeuristicPolicy", "RandomPolicy", "play_random_game", "random_roster", "steps"]
