"""What the pins of a roster still allow (W-S-16): the deal's oracle.

A deal puts every player in one *slot*: a great vassal, the ghost, a lieutenant, a cub (plain,
or holding one of the cub roles), one of the roles outside the hierarchy, or a plain player.
Each slot type is needed a fixed number of times once the deal's random counts are known (Ben
or not, the Schlingues and their camps, the wolves' 11+1d4). A player's pins, and the draws
already made, allow him some slot types only. Whether the deal can still be completed is then
a transportation problem (players to slot types, every slot filled exactly), answered by a
maximum flow on the players grouped by what they may be: a handful of nodes.

``setup.py`` asks this oracle before each draw of a pinned roster, so the counts drawn at random
are drawn only among those the pins allow, and each player drawn keeps the deal possible: a
roster that pins every player deals with any seed. When no completion exists at all, the flow's
minimum cut names the players whose pins cannot all be honoured together.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gmconsole.games.winterfell.rules.state import (
    ABEL,
    BASTARDS_BOY,
    BEN_BONES,
    CUB,
    GHOST,
    GREAT_VASSAL,
    GREENSEER,
    HOODED_MAN,
    LIEUTENANT,
    LOYALISTS,
    MANDERLY,
    NEUTRAL,
    REEK,
    TURNCOAT,
    WHORESBANE,
    WOLVES,
    WORSHIPPERS,
)

if TYPE_CHECKING:  # the setup module imports this one
    from gmconsole.games.winterfell.rules.setup import SetupSettings

# Slot types. The hierarchy's: the ghost, the lieutenants, the cubs (plain or with a cub role).
S_GV, S_GHOST, S_LT, S_CUB = "great vassal", "ghost", "lieutenant", "cub without a role"
S_TURNCOAT, S_MANDERLY, S_WHORESBANE = "turncoat", "Wyman Manderly", "Pestagaupe Omble"
S_WOLF_REEK, S_ABEL_CUB = "wolf Schlingue", "Abel le Barde (a cub)"
# Outside the hierarchy: the roles of W-S-13b, and the plain players (no role, not a wolf).
S_SEER, S_ABEL, S_BEN, S_HOODED = "Vervoyant", "Abel le Barde", "Ben les Os", "Hooded Man"
S_LOYAL_REEK, S_PLAIN = "loyal Schlingue", "plain loyalist"

CUB_SLOTS = frozenset({S_CUB, S_TURNCOAT, S_MANDERLY, S_WHORESBANE, S_WOLF_REEK, S_ABEL_CUB})
HIERARCHY = frozenset({S_GHOST, S_LT}) | CUB_SLOTS
OUTSIDE = frozenset({S_SEER, S_ABEL, S_BEN, S_HOODED, S_LOYAL_REEK, S_PLAIN})
ALL = HIERARCHY | OUTSIDE | {S_GV}
SLOTS = (
    S_GV,
    S_GHOST,
    S_LT,
    S_CUB,
    S_TURNCOAT,
    S_MANDERLY,
    S_WHORESBANE,
    S_WOLF_REEK,
    S_ABEL_CUB,
    S_SEER,
    S_ABEL,
    S_BEN,
    S_HOODED,
    S_LOYAL_REEK,
    S_PLAIN,
)

CAMP_SLOTS = {
    LOYALISTS: frozenset({S_GV, S_TURNCOAT, S_BEN, S_HOODED, S_LOYAL_REEK, S_PLAIN}),
    WOLVES: HIERARCHY - {S_TURNCOAT} | {S_ABEL},
    NEUTRAL: frozenset({S_SEER}),
    WORSHIPPERS: frozenset({S_GV}),
}
ROLE_SLOTS = {
    TURNCOAT: frozenset({S_TURNCOAT}),
    MANDERLY: frozenset({S_MANDERLY}),
    WHORESBANE: frozenset({S_WHORESBANE}),
    REEK: frozenset({S_WOLF_REEK, S_LOYAL_REEK}),
    ABEL: frozenset({S_ABEL_CUB, S_ABEL}),
    GREENSEER: frozenset({S_SEER}),
    BEN_BONES: frozenset({S_BEN}),
    HOODED_MAN: frozenset({S_HOODED}),
}
NO_ROLE = frozenset({S_GV, S_GHOST, S_LT, S_CUB, S_PLAIN})
PLACE_SLOTS = {
    GHOST: frozenset({S_GHOST}),
    LIEUTENANT: frozenset({S_LT}),
    CUB: CUB_SLOTS,
    "": OUTSIDE | {S_GV},
}


def allowed_by_pins(
    rank: str | None, camp: str | None, hierarchy: str | None, roles: list[str] | None, lieutenant: str | None
) -> frozenset[str]:
    """The slot types a player's pins (completed by ``setup._derive``) allow."""
    allowed = ALL
    if rank is not None:
        allowed = allowed & {S_GV} if rank == GREAT_VASSAL else allowed - {S_GV}
    if hierarchy is not None:
        allowed &= PLACE_SLOTS[hierarchy]
    if camp is not None:
        allowed &= CAMP_SLOTS[camp]
    if roles is not None:
        held = [r for r in roles if r != BASTARDS_BOY]
        allowed &= ROLE_SLOTS[held[0]] if held else NO_ROLE
    if lieutenant is not None:
        allowed &= CUB_SLOTS
    return allowed


@dataclass(frozen=True)
class Counts:
    """The deal's random counts: Ben in play, the Schlingues by camp, the hierarchy's size."""

    ben: int
    wolf_reeks: int
    loyal_reeks: int
    wolves: int


def slot_counts(setup: SetupSettings, gvs: int, players: int, c: Counts) -> dict[str, int] | None:
    """How many players each slot type takes with these counts; None if they cannot add up."""
    abel_cubs = setup.abel if setup.abel_in_hierarchy else 0
    cub_roles = setup.turncoats + setup.manderly + setup.whoresbane + c.wolf_reeks + abel_cubs
    plain_cubs = c.wolves - 1 - setup.lieutenants - cub_roles
    counts = {
        S_GV: gvs,
        S_GHOST: 1,
        S_LT: setup.lieutenants,
        S_CUB: plain_cubs,
        S_TURNCOAT: setup.turncoats,
        S_MANDERLY: setup.manderly,
        S_WHORESBANE: setup.whoresbane,
        S_WOLF_REEK: c.wolf_reeks,
        S_ABEL_CUB: abel_cubs,
        S_SEER: setup.greenseer,
        S_ABEL: setup.abel - abel_cubs,
        S_BEN: c.ben,
        S_HOODED: setup.hooded_men,
        S_LOYAL_REEK: c.loyal_reeks,
    }
    counts[S_PLAIN] = players - sum(counts.values())
    if plain_cubs < 0 or counts[S_PLAIN] < 0:
        return None
    return counts


# -- the flow -------------------------------------------------------------------------------
def _max_flow(
    classes: list[tuple[frozenset[str], int]], need: dict[str, int]
) -> tuple[int, set[int], set[str]]:
    """Players (grouped by allowed slots) to slots, each slot taking at most ``need``.

    Returns the flow and the classes and slots reachable from the source in the residual graph
    (the source side of a minimum cut).
    """
    slots = [s for s in SLOTS if need.get(s, 0) > 0]
    # Nodes: 0 source, 1..C classes, then slots, then the sink.
    n_classes = len(classes)
    slot_node = {s: 1 + n_classes + i for i, s in enumerate(slots)}
    sink = 1 + n_classes + len(slots)
    cap: dict[tuple[int, int], int] = {}
    adj: dict[int, list[int]] = {i: [] for i in range(sink + 1)}

    def edge(a: int, b: int, c: int) -> None:
        if (a, b) not in cap:
            adj[a].append(b)
            adj[b].append(a)
            cap[(a, b)] = 0
            cap.setdefault((b, a), 0)
        cap[(a, b)] += c

    big = sum(n for _, n in classes) + 1
    for i, (allowed, n) in enumerate(classes, start=1):
        edge(0, i, n)
        for s in allowed:
            if s in slot_node:
                edge(i, slot_node[s], big)
    for s in slots:
        edge(slot_node[s], sink, need[s])
    flow = 0
    while True:
        parent = {0: 0}
        queue = [0]
        for a in queue:
            for b in adj[a]:
                if b not in parent and cap[(a, b)] > 0:
                    parent[b] = a
                    queue.append(b)
            if sink in parent:
                break
        if sink not in parent:
            reached = set(parent)
            return (
                flow,
                {i - 1 for i in range(1, n_classes + 1) if i in reached},
                {s for s in slots if slot_node[s] in reached},
            )
        push, b = big, sink
        while b != 0:
            push = min(push, cap[(parent[b], b)])
            b = parent[b]
        b = sink
        while b != 0:
            a = parent[b]
            cap[(a, b)] -= push
            cap[(b, a)] += push
            b = a
        flow += push


def fits(allowed: Iterable[frozenset[str]], need: dict[str, int]) -> bool:
    """Whether every player can take one slot, every slot being filled exactly."""
    return fits_classes(Counter(allowed), need)


def fits_classes(counted: Counter[frozenset[str]], need: dict[str, int]) -> bool:
    """:func:`fits` for players already counted by their allowed slots."""
    classes = [(a, n) for a, n in counted.items() if n]
    total = sum(n for _, n in classes)
    if total != sum(need.values()):
        return False
    if any(not a for a, _ in classes):
        return False
    return _max_flow(classes, need)[0] == total


@dataclass
class Conflict:
    """Why the pins cannot be dealt: ``players`` may only be ``slots``, which hold ``room``."""

    players: list[str]
    slots: list[str]
    room: int
    short: bool
    """True: too few players for the slots (``players`` are all who may take them)."""


def conflict(allowed: dict[str, frozenset[str]], need: dict[str, int]) -> Conflict:
    """The minimum cut of an infeasible deal, as the players and slots it names."""
    groups: dict[frozenset[str], list[str]] = {}
    for name, a in allowed.items():
        groups.setdefault(a, []).append(name)
    classes = [(a, len(names)) for a, names in groups.items()]
    _, side, side_slots = _max_flow(classes, need)
    keys = list(groups)
    crowded = [name for i in sorted(side) for name in groups[keys[i]]]
    crowded_slots = [s for s in SLOTS if s in side_slots]
    room = sum(need.get(s, 0) for s in crowded_slots)
    others = [s for s in SLOTS if need.get(s, 0) > 0 and s not in side_slots]
    takers = [name for i, k in enumerate(keys) if i not in side for name in groups[k] if k & set(others)]
    # Name the smaller group: the players crowded into too few slots, or the few who may take
    # the slots that cannot be filled.
    if crowded and (len(crowded) <= len(takers) or not others):
        return Conflict(crowded, crowded_slots, room, short=False)
    return Conflict(takers, others, sum(need[s] for s in others), short=True)


def all_counts(
    setup: SetupSettings, ben: Iterable[int], reeks: Iterable[tuple[int, int]], wolves: Iterable[int]
) -> Iterator[Counts]:
    reeks = list(reeks)
    wolves = list(wolves)
    for b, (w, lo), t in itertools.product(ben, reeks, wolves):
        yield Counts(b, w, lo, t)
