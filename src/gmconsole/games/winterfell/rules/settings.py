"""The settings sections of the phases whose modules a save's reader does not need: the deal
(``setup.py``, W-S), justice (W-J), the elections (W-E) and the points (W-V, W-P).

Each phase module gives its own by name as before (``from ...setup import SetupSettings``);
they are here so that loading a scenario (``scenario.py``) does not import the deal, justice,
the elections and the points (issue 17: ``status`` and ``export`` of a save in another phase
never run them). The assassination's and the seers' sections stay in their modules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.validation import invalid
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    BASTARDS_BOY,
    BEN_BONES,
    CAPTAIN,
    CUB,
    GHOST,
    GREAT_VASSAL,
    GUARD,
    KNIGHT,
    LIEUTENANT,
    MANDERLY,
    RANKS,
    REEK,
    ROLES,
    TURNCOAT,
)


# -- setup.py's section -------------------------------------------------------
class SetupSettings(BaseModel):
    """The numbers of the deal (W-S). Every count or probability at 0 switches a role off (W-SC-1)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    wolves_base: int = Field(11, ge=1)
    """W-S-3: the hierarchy numbers ``wolves_base`` + 1d``wolves_die`` (ghost and lieutenants included)."""
    wolves_die: int = Field(4, ge=1)
    wolf_ranks: list[str] = Field(default_factory=lambda: [CAPTAIN, KNIGHT, GUARD])
    """W-S-3 default: wolves are drawn uniformly among the players of these ranks (never the GVs)."""
    lieutenants: int = Field(3, ge=0)
    cubs_per_lieutenant_min: int = Field(2, ge=0)
    """W-S-4: each lieutenant commands this many cubs at least at the start..."""
    cubs_per_lieutenant_max: int = Field(4, ge=0)
    """...and at most this many."""
    turncoats: int = Field(1, ge=0)
    """W-S-6: loyalists placed among the cubs; the GVs know them."""
    turncoats_in_wolf_count: bool = True
    """W-S-6 default: the turncoats are counted among the 11+1d4 (the hierarchy as the ghost sees
    it has 12 to 15 members); False: they come on top of it (13 to 16 with one turncoat, the
    true wolves then 11+1d4)."""
    manderly: int = Field(1, ge=0)
    """W-S-7: Wyman Manderly, one of the cubs."""
    whoresbane: int = Field(1, ge=0)
    """W-S-8: Pestagaupe Omble, one of the cubs, seen by seers as a plain loyalist."""
    hooded_men: int = Field(2, ge=0)
    """W-S-9: loyalists seen by seers as cubs."""
    reek_percent: list[float] = Field(default_factory=lambda: [50.0, 25.0, 25.0])
    """W-S-10: probability (percent) of 0, 1, 2... Schlingues; the list's length bounds the count."""
    reek_wolf_percent: float = Field(50.0, ge=0, le=100)
    """W-S-10 default: each Schlingue is a wolf (a cub) with this probability, else a loyalist."""
    ben_percent: float = Field(66.0, ge=0, le=100)
    """W-S-11: Ben les Os is in the game with this probability."""
    greenseer: int = Field(1, ge=0, le=1)
    """W-S-12: the Vervoyant (neutral), 1 or 0."""
    glory_rank: str = CAPTAIN
    """W-S-12: the Glory prophecy's guard must rise to this rank..."""
    glory_or_higher: bool = True
    """...or higher (default)."""
    abel: int = Field(1, ge=0, le=1)
    """W-S-13: Abel le Barde (wolf camp; the wolves do not know him), 1 or 0."""
    abel_in_hierarchy: bool = False
    """W-S-13 default: Abel is outside the hierarchy; true: he is one of the cubs (counted among
    the 11+1d4, joins squads; his lieutenant knows him as a cub, not as Abel)."""
    worshippers_percent: float = Field(10.0, ge=0, le=100)
    """W-S-14: all GVs are worshippers with this probability."""
    bastards_boy: int = Field(1, ge=0, le=1)
    """W-S-2: a guard drawn at random is the Gars du Bâtard (public)."""

    @model_validator(mode="after")
    def _consistent(self) -> SetupSettings:
        if self.cubs_per_lieutenant_min > self.cubs_per_lieutenant_max:
            raise invalid("winterfell", "scenario-cubs-min-above-max")
        bad = [r for r in self.wolf_ranks if r not in RANKS or r == GREAT_VASSAL]
        if bad:
            raise invalid("winterfell", "scenario-wolf-rank", rank=repr(bad[0]))
        if not self.reek_percent or abs(sum(self.reek_percent) - 100) > 1e-6:
            raise invalid("winterfell", "scenario-reek-sum")
        if any(p < 0 for p in self.reek_percent):
            raise invalid("winterfell", "scenario-reek-negative")
        if self.glory_rank not in RANKS:
            raise invalid("winterfell", "scenario-glory-rank", rank=repr(self.glory_rank))
        low, high = self.min_cubs(), self.max_cubs()
        lieutenants = self.lieutenants
        if low < 0 or high < low:
            raise invalid("winterfell", "scenario-hierarchy-too-small")
        if lieutenants:
            if (
                high < lieutenants * self.cubs_per_lieutenant_min
                or low > lieutenants * self.cubs_per_lieutenant_max
            ):
                raise invalid(
                    "winterfell",
                    "scenario-cubs-per-lieutenant",
                    low=low,
                    high=high,
                    min=self.cubs_per_lieutenant_min,
                    max=self.cubs_per_lieutenant_max,
                    lieutenants=lieutenants,
                )
        elif high > 0:
            raise invalid("winterfell", "scenario-cubs-need-lieutenants")
        cub_roles = self.turncoats + self.manderly + self.whoresbane + self.max_reeks() + self.abel_cubs()
        if cub_roles > low:
            raise invalid("winterfell", "scenario-cub-roles", roles=cub_roles, cubs=low)
        return self

    # -- derived counts ------------------------------------------------------------------
    def abel_cubs(self) -> int:
        return self.abel if self.abel_in_hierarchy else 0

    def max_reeks(self) -> int:
        return max((i for i, p in enumerate(self.reek_percent) if p > 0), default=0)

    def extra_turncoats(self) -> int:
        """W-S-6: the turncoats the hierarchy holds on top of the 11+1d4 (none by default)."""
        return 0 if self.turncoats_in_wolf_count else self.turncoats

    def min_wolves(self) -> int:
        """The fewest members of the hierarchy as the ghost sees it (the turncoats included;
        ``extra_turncoats`` inline: the deal asks several times)."""
        return self.wolves_base + 1 + (0 if self.turncoats_in_wolf_count else self.turncoats)

    def max_wolves(self) -> int:
        return self.wolves_base + self.wolves_die + (0 if self.turncoats_in_wolf_count else self.turncoats)

    def min_cubs(self) -> int:
        return self.min_wolves() - 1 - self.lieutenants

    def max_cubs(self) -> int:
        return self.max_wolves() - 1 - self.lieutenants

    def outside_roles_max(self) -> int:
        """Players the deal may need outside the GVs and the hierarchy (W-S-1, W-S-13b)."""
        return (
            self.abel
            - self.abel_cubs()
            + self.greenseer
            + (1 if self.ben_percent > 0 else 0)
            + self.hooded_men
            + self.max_reeks()
        )


# -- justice.py's section -----------------------------------------------------
class JusticeSettings(BaseModel):
    """The ``[justice]`` section of the scenario file (W-J-*)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    accused: int = Field(3, ge=1)
    """W-J-1, W-J-2: accused per justice phase, whatever the number of living GVs."""
    require_justification: bool = True
    """W-J-1: an accusation without a justification is refused ("les Grands Vassaux seront obligés
    de fournir une justification pour chaque accusé"); False: accepted with a warning."""
    gv_may_accuse_self: bool = False
    """W-J-1 default: a GV may not accuse himself."""
    gv_may_accuse_gv: bool = True
    """W-J-1 default: a GV may accuse another GV."""
    fill_among: Literal["non_gv", "living"] = "non_gv"
    """W-J-2 default: missing accused are drawn among the living non-GV players not yet accused
    (``living``: among every living player not yet accused)."""
    threshold_divisor: int = Field(3, ge=1)
    """W-J-4: an accused is executed with at least 1/threshold_divisor of the available
    influence, rounded down."""
    available_influence: Literal["voters", "living"] = "voters"
    """W-J-4 default: the available influence is that of the living players entitled to vote
    (``living``: of every living player, GVs included)."""
    execute_without_votes: bool = False
    """W-J-4 default: an accused with no vote at all is never executed, however small the threshold."""
    revolt: bool = True
    """W-J-5: the revolt is one of the choices of the vote."""
    revolt_divisor: int = Field(2, ge=1)
    """W-J-5: the revolt needs the living loyalists divided by this, rounded down."""
    revolt_min_votes: int = Field(1, ge=0)
    """W-J-5 default: the revolt needs at least this many loyalist votes."""
    publish_revolt_count: bool = False
    """Whether the public result gives the counted (loyalist) revolt votes and the votes needed.
    Off by default: both give away how many loyalists live, and which revolt voters are loyal;
    the public result then says only how many voted for the revolt and whether it succeeded (the
    GM's ``revolt_count`` event has the figures)."""
    interrogation_percent: float = Field(33, ge=0, le=100)
    """W-J-6: chance that the condemned reveals his role to the Gars du Bâtard."""
    interrogate_revolt_victims: bool = False
    """W-J-6: whether GVs killed by the revolt count as condemned the Gars may interrogate."""


# -- elections.py's section ---------------------------------------------------
RankKey = Literal["great_vassal", "captain", "knight", "guard"]


class ElectionSettings(BaseModel):
    """The ``[elections]`` section of the scenario file (W-E-*)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    gv_candidates: list[RankKey] = [CAPTAIN]  # pydantic copies a mutable default
    """W-E-1: the ranks that stand for the GV seats."""
    gv_candidates_after_revolt: list[RankKey] = [CAPTAIN, KNIGHT]
    """W-E-2: the ranks that stand for the GV seats in the elections after a successful revolt."""
    captain_candidates: list[RankKey] = [KNIGHT]
    """W-E-1: the ranks that stand for the captain seats."""
    knights_drawn_from: RankKey = GUARD
    """W-E-4: knight seats are not voted on; they are drawn among this rank."""
    fill_seats_without_votes: bool = True
    """W-E-1: when fewer candidates got votes than there are seats, the remaining seats go to
    candidates without votes, drawn at random (False: those seats stay empty until next turn)."""
    new_bastards_boy_public: bool = True
    """W-E-6 default: the new Gars du Bâtard is announced publicly, as the first."""
    random_new_lieutenant: bool = True
    """W-E-7 default: a random cub replaces a dead lieutenant when the GM enters no choice."""
    worshipper_conversion: bool = True
    """W-E-8: a loyalist elected GV beside worshipper GVs becomes a worshipper."""
    guesses_by_dead: bool = True
    """W-E-10 default: dead players may file guesses (they score nothing, W-P-5)."""
    guesses_by_spectators: bool = True
    """W-E-10: spectators (names not in the roster) may file guesses."""
    seat_tie: Literal["random", "seat_order"] = "random"
    """W-E-9 default: a tie for the last seat(s) is broken by a logged random draw
    (``seat_order``: the tied candidates take the seats in the roster's seat order, no roll)."""
    guesses_judged: Literal["when_made", "at_end"] = "when_made"
    """W-E-10 default: a guess is judged against the true roles when it is made (``at_end``:
    against the roles the named players hold at the end of the game, or held at their death)."""
    turncoat_guessed_as_cub: bool = False
    """W-E-10 default: the turncoat is not a cub for scoring (True: naming him as a cub scores)."""


# -- points.py's section ------------------------------------------------------
class PointsSettings(BaseModel):
    """The ``[points]`` section of the scenario file: victory conditions (W-V) and points (W-P)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    # -- victory (W-V) ------------------------------------------------------------------------
    ghost_death_wins_after_next_assassination: bool = True
    """W-V-1: the loyalists win at the end of the assassination phase after the ghost's death
    (False: at once)."""
    abel_counts_as_wolf: bool = False
    """W-V-2 default: Abel elected GV does not make the wolves win (the turncoat never does)."""
    worshippers_win_below: int = Field(15, ge=0)
    """W-V-3: the worshippers win when fewer than this many players survive."""

    # -- points (W-P) -------------------------------------------------------------------------
    guess_ghost: float = 1.0
    """W-P-1: per turn's guess naming the ghost."""
    guess_lieutenant: float = 0.5
    guess_cub: float = 0.25
    rank: dict[str, float] = Field(
        default_factory=lambda: {GUARD: 1.0, KNIGHT: 2.0, CAPTAIN: 4.0, GREAT_VASSAL: 10.0}
    )
    """W-P-1, W-P-2: points of the rank held at death or at the end."""
    loyalist_roles: dict[str, float] = Field(
        default_factory=lambda: {TURNCOAT: 5.0, REEK: 5.0, BEN_BONES: 5.0, BASTARDS_BOY: 5.0}
    )
    """W-P-1: a winning loyalist's role held at death or at the end."""
    wolf_hierarchy: dict[str, float] = Field(
        default_factory=lambda: {CUB: 5.0, LIEUTENANT: 10.0, GHOST: 15.0}
    )
    """W-P-2: a winning wolf's place in the hierarchy at the end."""
    wolf_roles: dict[str, float] = Field(
        default_factory=lambda: {ABEL: 10.0, REEK: 5.0, MANDERLY: 5.0, BASTARDS_BOY: 5.0}
    )
    """W-P-2: a winning wolf's role held at the end."""
    prophecy: float = 8.0
    """W-P-3: the Vervoyant's points per fulfilled prophecy (none if the worshippers won)."""
    worshippers_win: float = 20.0
    """W-P-4: each worshipper's points when they won."""
    dead_guesses_score: bool = False
    """W-P-5 default: a loyalist's guesses made after his death score nothing."""

    @model_validator(mode="after")
    def _known_keys(self) -> PointsSettings:
        for table, known in (
            ("rank", RANKS),
            ("wolf_hierarchy", (GHOST, LIEUTENANT, CUB)),
            ("loyalist_roles", ROLES),
            ("wolf_roles", ROLES),
        ):
            for key in getattr(self, table):
                if key not in known:
                    raise invalid(
                        "winterfell",
                        "scenario-points-key",
                        table=table,
                        key=repr(key),
                        known=", ".join(known),
                    )
        return self


class _OfScenario(Protocol):
    scenario: Any


_S = TypeVar("_S")
_T = TypeVar("_T", bound=_OfScenario)


def kept_per_scenario(make: Callable[[_S], _T]) -> Callable[[_S], _T]:
    """``make(scenario)``, the last scenario's kept and made again only for another scenario (a
    game runs on one scenario): a phase's settings read once, not at every order (issue 17)."""
    last: _T | None = None

    def table(scenario: _S) -> _T:
        nonlocal last
        kept = last
        if kept is None or kept.scenario is not scenario:
            kept = last = make(scenario)
        return kept

    return table
