"""Winterfell's state. A player is several things at once (W vocabulary):

- a **rank** (``great_vassal``, ``captain``, ``knight``, ``guard``) that gives his influence;
- a **camp** (``loyalists``, ``wolves``, ``worshippers``, ``neutral``);
- a place in the **wolf hierarchy** (``ghost``, ``lieutenant``, ``cub``) or none; a cub has a
  ``lieutenant``. The turncoat is a loyalist placed in the hierarchy as a cub (W-S-6);
- any **special roles** (``Player.roles``): bastards_boy, turncoat, manderly, reek, ben_bones,
  greenseer, abel, hooded_man, whoresbane.

The phase's pending orders live in one sub-model per phase (assassination, justice, elections),
cleared when the phase is resolved.
"""

from __future__ import annotations

from bisect import bisect_left as _bisect
from dataclasses import dataclass, field
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Final, Literal

from pydantic import Field
from pydantic import dataclasses as pydantic

from gmconsole.engine.records import Record
from gmconsole.engine.state import GameState, Player

# Ranks, highest first; camps; hierarchy places; special roles (keys; display names come from
# the scenario file).
GREAT_VASSAL: Final = "great_vassal"
CAPTAIN: Final = "captain"
KNIGHT: Final = "knight"
GUARD: Final = "guard"
RANKS = (GREAT_VASSAL, CAPTAIN, KNIGHT, GUARD)
LOYALISTS, WOLVES, WORSHIPPERS, NEUTRAL = "loyalists", "wolves", "worshippers", "neutral"
GHOST: Final = "ghost"
LIEUTENANT: Final = "lieutenant"
CUB: Final = "cub"
BASTARDS_BOY, TURNCOAT, MANDERLY, REEK, BEN_BONES = (
    "bastards_boy",
    "turncoat",
    "manderly",
    "reek",
    "ben_bones",
)
GREENSEER, ABEL, HOODED_MAN, WHORESBANE = "greenseer", "abel", "hooded_man", "whoresbane"

ROLES = (BASTARDS_BOY, TURNCOAT, MANDERLY, REEK, BEN_BONES, GREENSEER, ABEL, HOODED_MAN, WHORESBANE)
CAMPS = (LOYALISTS, WOLVES, WORSHIPPERS, NEUTRAL)

ASSASSINATION, JUSTICE, ELECTIONS, OVER = "assassination", "justice", "elections", "over"
PHASES = (ASSASSINATION, JUSTICE, ELECTIONS)


@dataclass(slots=True)
class WinterfellPlayer(Player):
    rank: str = GUARD
    hierarchy: Literal["ghost", "lieutenant", "cub", ""] = ""
    lieutenant: str = ""
    """For a cub: the lieutenant who commands him (W-S-4)."""
    died_turn: int = 0
    died_phase: str = ""


# -- assassination phase (W-A) ---------------------------------------------------------------
@dataclass(slots=True)
class Squad(Record):
    """One assassination attempt as ordered: members, target, lookout (W-A-1, W-A-2)."""

    members: list[str]
    target: str
    lookout: str = ""
    sword: bool = False
    """A sword strike: one member, the sword bearer (W-A-7)."""


@dataclass(slots=True)
class AssassinationOrders(Record):
    squads: list[Squad] = field(default_factory=list)
    sword_bearer: str = ""
    """Who the ghost hands the sword to this phase (W-A-7); empty: not handed yet."""
    passage: list[str] = field(default_factory=list)
    """The two wolves sent through Wyman's passage (W-A-13); empty with ``passage_sent``: the
    two most influential, ties drawn at resolution."""
    passage_sent: bool = False
    """The ghost sends wolves through the passage this phase (W-A-13)."""
    ben_protects: str = ""
    reek_scans: dict[str, str] = field(default_factory=dict)
    """Schlingue name -> scanned player (W-A-11)."""
    greenseer_asks: str = ""
    abel_asks: str = ""
    pie: bool = True
    """Whether Wyman tortures a wolf killed by the wolves (W-A-12)."""
    no_assassination: bool = False
    """The GM confirms the wolves ordered nothing (W-A-3 default)."""


@dataclass(slots=True)
class SwordState(Record):
    holder: str = ""
    found: bool = False
    """The ghost found the sword (the wolves numbered 5 or fewer, W-A-7)."""
    held_since_turn: int = 0
    """Turn the current holder received it; a captain who held it a whole phase without
    striking has prepared a GV kill (W-A-8)."""
    struck_turn: int = 0
    prepared_turn: int = 0
    """The last assassination phase (its turn) the holder went through holding the sword as a
    captain and killing nobody, neither with the sword nor in a squad or the passage (W-A-8)."""
    prepared_phases: int = 0
    """How many such phases in a row, up to ``prepared_turn`` (W-A-8)."""


@dataclass(slots=True)
class PassageState(Record):
    real: bool
    usable_turn: int
    """The only turn at which wolves may be sent through it (W-A-13)."""


# -- justice phase (W-J) ---------------------------------------------------------------------
@dataclass(slots=True)
class Accusation(Record):
    accused: str
    by: str = ""
    """The GV who named him; empty for a random fill (W-J-2)."""
    justification: str = ""


@dataclass(slots=True)
class JusticeOrders(Record):
    accusations: list[Accusation] = field(default_factory=list)
    accused_final: bool = False
    """True once the three accused are fixed (after the random fill, W-J-2)."""
    votes: dict[str, str] = field(default_factory=dict)
    """Voter -> accused name, ``"revolt"`` or ``"abstain"`` (W-J-3, W-J-5)."""
    interrogate: str = ""
    """The executed player the Gars du Bâtard interrogates (W-J-6)."""
    executed: list[str] = field(default_factory=list)


# -- elections (W-E) -------------------------------------------------------------------------
@dataclass(slots=True)
class Guess(Record):
    """A player's (or spectator's) guess of one election phase (W-E-10)."""

    by: str
    turn: int
    cub: str = ""
    lieutenant: str = ""
    ghost: str = ""
    alive: bool = True
    """Whether the guesser was alive when guessing (W-P-5 default)."""
    spectator: bool = False
    cub_right: bool = False
    lieutenant_right: bool = False
    ghost_right: bool = False
    """Whether each name was right when the guess was made (W-E-10 default; the turncoat is not
    a cub for scoring)."""


@dataclass(slots=True)
class ElectionOrders(Record):
    round: str = ""
    """The seat being filled now: great_vassal or captain (knights are drawn, W-E-4)."""
    seats: int = 0
    votes: dict[str, str] = field(default_factory=dict)
    """Voter -> candidate for the current round (W-E-1)."""
    new_lieutenants: dict[str, str] = field(default_factory=dict)
    """Dead lieutenant -> cub chosen by the ghost (W-E-7)."""


def _drop(found: list[WinterfellPlayer], p: WinterfellPlayer) -> bool:
    """Remove ``p`` himself from ``found`` (``list.remove`` would compare players' fields);
    False if he was not there. The index's lists are in the players' order, which is the
    seats' order in every dealt game: he is looked for by his seat first (a bisection, its key
    read in C), then, if not found there (seats in another order), player by player."""
    i = _bisect(found, p.seat, key=_seat)
    if i < len(found) and found[i] is p:
        del found[i]
        return True
    for i, q in enumerate(found):
        if q is p:
            del found[i]
            return True
    return False


_seat = attrgetter("seat")


class _Living:
    """The living players of a state (``living``), by rank, by role and in the hierarchy
    (``hierarchy`` not empty), each list in the players' order; ``count``: how many live;
    ``changes``: how many deaths, promotions and role changes it has followed in place (a check
    that keeps its verdict while the index is the same compares it too)."""

    __slots__ = ("players", "count", "changes", "living", "ranks", "roles", "wolves", "_at")

    def __init__(self, players: list[WinterfellPlayer]) -> None:
        self.players = players  # the list indexed (a state given a new list builds a new index)
        ranks: dict[str, list[WinterfellPlayer]] = {rank: [] for rank in RANKS}
        roles: dict[str, list[WinterfellPlayer]] = {}
        wolves: list[WinterfellPlayer] = []
        living = [p for p in players if p.alive]
        for p in living:
            try:
                ranks[p.rank].append(p)
            except KeyError:  # not one of the four ranks (a state built by hand)
                ranks[p.rank] = [p]
            if p.hierarchy:
                wolves.append(p)
            if p.roles:
                for role in p.roles:
                    holders = roles.get(role)
                    if holders is None:
                        roles[role] = [p]
                    else:
                        holders.append(p)
        self.count, self.living, self.ranks, self.roles, self.wolves = (
            len(living),
            living,
            ranks,
            roles,
            wolves,
        )
        self._at: dict[int, int] | None = None  # each player's place in ``players`` (``_insert``)
        self.changes = 0

    @classmethod
    def dealt(
        cls,
        players: list[WinterfellPlayer],
        ranks: dict[str, list[WinterfellPlayer]],
        roles: dict[str, list[WinterfellPlayer]],
        wolves: list[WinterfellPlayer],
    ) -> _Living:
        """The index of ``players``, all alive (a deal's), from the lists the deal filled as it
        made them (what ``_Living(players)`` builds, without its scan of the players): ``ranks``
        with each of the four ranks, ``roles`` and ``wolves``, each in the players' order."""
        index = cls.__new__(cls)
        index.players, index.count, index.living = players, len(players), [*players]
        index.ranks, index.roles, index.wolves = ranks, roles, wolves
        index._at, index.changes = None, 0
        return index

    def died(self, p: WinterfellPlayer) -> bool:
        """Take the living player ``p`` out (he has just died): his rank's, roles' and the
        hierarchy's lists keep their order without him. False if the index did not hold him
        (he was dead already): the caller drops the index."""
        rank = self.ranks.get(p.rank)
        if rank is None or not _drop(rank, p):
            return False
        self.count -= 1
        self.changes += 1
        _drop(self.living, p)
        if p.hierarchy:
            _drop(self.wolves, p)
        for role in p.roles:
            _drop(self.roles[role], p)
        return True

    def _insert(self, found: list[WinterfellPlayer], p: WinterfellPlayer) -> bool:
        """Put ``p`` into ``found`` (a list of the index, in the players' order) at his place;
        False if a player is not where the index saw the players (the caller drops it)."""
        at = self._at
        if at is None:
            at = self._at = {id(q): i for i, q in enumerate(self.players)}
        try:
            mine = at[id(p)]
            # His place by his seat (the seats' order is the players' in every dealt game), kept
            # if his neighbours there are before and after him; else found player by player.
            i = _bisect(found, p.seat, key=_seat)
            if (i and at[id(found[i - 1])] > mine) or (i < len(found) and at[id(found[i])] < mine):
                i = len(found)
                while i and at[id(found[i - 1])] > mine:
                    i -= 1
        except KeyError:
            return False
        found.insert(i, p)
        return True

    def promoted(self, p: WinterfellPlayer, previous: str) -> bool:
        """The living player ``p`` has just changed rank from ``previous`` (an election): his
        rank's lists updated in place. False if the index did not hold him (the caller drops it)."""
        old = self.ranks.get(previous)
        if old is None or not _drop(old, p):
            return False
        self.changes += 1
        new = self.ranks.get(p.rank)
        if new is None:
            self.ranks[p.rank] = [p]
            return True
        return self._insert(new, p)

    def role_changed(self, p: WinterfellPlayer, role: str) -> bool:
        """The living player ``p`` has just gained or lost ``role`` (``p.roles`` says which):
        the role's list updated in place. False if that cannot be done (the caller drops it)."""
        self.changes += 1
        holders = self.roles.get(role)
        if role in p.roles:
            if not any(q is p for q in self.ranks.get(p.rank, ())):  # not a living player it holds
                return False
            if holders is None:
                self.roles[role] = [p]
                return True
            if any(q is p for q in holders):
                return False
            return self._insert(holders, p)
        return holders is not None and _drop(holders, p)

    def shape(self) -> tuple[int, list[int], dict[str, list[int]], dict[str, list[int]], list[int]]:
        """The index as the players' identities (``id``), to compare two indexes (the tests)."""

        def ids(table: dict[str, list[WinterfellPlayer]]) -> dict[str, list[int]]:
            return {key: [id(p) for p in found] for key, found in table.items() if found}

        return (
            self.count,
            [id(p) for p in self.living],
            ids(self.ranks),
            ids(self.roles),
            [id(p) for p in self.wolves],
        )


_NO_PLACE: Final = 1 << 62
"""A place in no list (``players[_NO_PLACE]`` raises IndexError): ``ghost``'s before a scan."""


@pydantic.dataclass(kw_only=True)
class WinterfellState(GameState):
    game: Literal["winterfell"] = "winterfell"
    players: list[WinterfellPlayer]  # type: ignore[assignment]
    step: str = ""
    worshippers_in_play: bool = False
    prophecies: dict[str, str] = Field(default_factory=dict)
    """life / death / glory -> player (W-S-12)."""
    sword: SwordState = Field(default_factory=SwordState)
    passage: PassageState | None = None
    ben_protected: list[str] = Field(default_factory=list)
    ghost_died_turn: int = 0
    deaths_not_public: list[str] = Field(default_factory=list)
    """Dead players the public has not been told of (a game taken over with a death marked
    ``public = false``): the public views show them alive."""
    revolt_turn: int = 0
    """Turn of the last successful revolt (W-J-5, W-E-2)."""
    assassination: AssassinationOrders = Field(default_factory=AssassinationOrders)
    justice: JusticeOrders = Field(default_factory=JusticeOrders)
    elections: ElectionOrders = Field(default_factory=ElectionOrders)
    guesses: list[Guess] = Field(default_factory=list)
    scores: dict[str, float] = Field(default_factory=dict)
    """Final points by player, filled at the end (W-P)."""

    # -- queries shared by every phase ------------------------------------------------------
    if TYPE_CHECKING:

        def wp(self, name: str) -> WinterfellPlayer:
            """The Winterfell player called exactly ``name`` (``player``, typed for the rules)."""

    else:
        wp = GameState.player  # the rules' most frequent lookup: no call in between

    # The living players by rank, by role and in the hierarchy (``_Living``), kept while nobody
    # dies, changes rank, place or roles: the rules ask for them some 300 times a game (the
    # victory check after every resolution, the assassination orders' checks), a scan of the
    # 50 players each time. Every rule that changes a player's life, rank, hierarchy place or
    # roles calls ``players_changed`` (or ``player_died``, which updates the index in place) (tests/games/winterfell/test_living_index.py replays
    # random games and compares the index with a scan after every step).
    # A cache, not a field: dropped by ``players_changed``, ``invalidate``, a deep copy. None,
    # not an empty index, while not built: CPython specialises the reads of an attribute whose
    # class value is of a built-in type, not of a class of ours (issue 17).
    _living = None

    def players_changed(self) -> None:
        """A player died or changed rank, hierarchy place or roles: the index of the living is
        built again at its next use."""
        self._living = None

    def player_died(self, p: WinterfellPlayer) -> None:
        """``p``, alive until now, has just been marked dead (``p.alive = False``): the index
        of the living, if built, loses him (``players_changed`` without a rebuild)."""
        index = self._living
        if index is not None and (index.players is not self.players or not index.died(p)):
            self._living = None

    def player_promoted(self, p: WinterfellPlayer, previous: str) -> None:
        """``p``, alive, has just changed rank from ``previous``: the index of the living, if
        built, moves him (``players_changed`` without a rebuild)."""
        index = self._living
        if index is not None and (index.players is not self.players or not index.promoted(p, previous)):
            self._living = None

    def role_changed(self, p: WinterfellPlayer, role: str) -> None:
        """``p``, alive, has just gained or lost ``role``: the index of the living, if built,
        follows (``players_changed`` without a rebuild)."""
        index = self._living
        if index is not None and (index.players is not self.players or not index.role_changed(p, role)):
            self._living = None

    def invalidate(self) -> None:
        super().invalidate()
        self._living = None

    def dealt(self, index: _Living, ghost_at: int) -> None:
        """The deal made the players: ``index`` is the index of the living it filled as it made
        them (``_Living.dealt``), ``ghost_at`` the ghost's place in ``players`` (``_NO_PLACE``:
        none); ``players_changed`` without the rebuild, ``ghost`` without its first scan."""
        self._living = index
        self._ghost_at = ghost_at

    def living_index(self) -> _Living:
        """The living players by rank, by role and in the hierarchy, in the players' order
        (built at the first use after a change; the lists are the index's own: read only)."""
        index = self._living
        if index is not None and index.players is self.players:
            return index
        index = self._living = _Living(self.players)
        return index

    def with_rank(self, rank: str, *, alive: bool = True) -> list[WinterfellPlayer]:
        if alive:
            return [*self.living_index().ranks.get(rank, ())]
        return [p for p in self.players if p.rank == rank]

    def hierarchy(self, *, alive: bool = True) -> list[WinterfellPlayer]:
        """The hierarchy as the ghost sees it: ghost, lieutenants, cubs (turncoat included)."""
        if alive:
            return [*self.living_index().wolves]
        return [p for p in self.players if p.hierarchy]

    _ghost_at = _NO_PLACE  # a cache, not a field: the ghost's place in ``players`` (see ``ghost``)

    # The night's orders as last checked (``assassination._Checked``): a cache, not a field (no
    # annotation at run time), left behind by a deep copy, whose orders are then checked whole.
    if TYPE_CHECKING:
        night_checked: Any = None
    else:
        night_checked = None

    # The last victory check that found no winner (``points.check_victory``): the index of the
    # living it read, that index's ``changes`` then, the scenario. A cache, not a field (no
    # annotation at run time): a deep copy leaves it behind and checks again.
    if TYPE_CHECKING:
        victory_seen: tuple[_Living, int, Any] | None = None
    else:
        victory_seen = None

    def ghost(self) -> WinterfellPlayer | None:
        """The ghost (dead or alive). The hierarchy has one ghost (W-S-3): the player found at
        the place last seen is still him while he is the ghost there (the rules ask for him a
        hundred and fifty times a game; a scan of the players each time)."""
        players = self.players
        try:
            p = players[self._ghost_at]  # none there before the first scan (``_NO_PLACE``)
        except IndexError:
            pass
        else:
            if p.hierarchy == GHOST:
                return p
        for i, p in enumerate(players):
            if p.hierarchy == GHOST:
                self._ghost_at = i
                return p
        return None

    def holder_of(self, role: str, *, alive: bool = True) -> list[WinterfellPlayer]:
        if alive:
            return [*self.living_index().roles.get(role, ())]
        return [p for p in self.players if role in p.roles]

    def public_player(self, player: Player) -> dict[str, Any]:
        p: WinterfellPlayer = player  # type: ignore[assignment]
        view = super().public_player(p)
        view["rank"] = p.rank
        if not p.alive and p.name in self.deaths_not_public:
            view["alive"] = True
        if BASTARDS_BOY in p.roles:
            view["roles"] = [BASTARDS_BOY]  # public (W-S-2, W-E-6)
        return view
