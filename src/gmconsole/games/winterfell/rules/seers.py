"""Seers (W-R): how the Vervoyant, Abel, Schlingue and the Gars du Bâtard see a player.

A player's **identity** is the one key a seer would name without any trick: ``worshipper`` for
a worshipper (born, or converted by his election, W-E-8, whatever role he had before), else his
secret role if he has one (turncoat, Wyman, a Schlingue, Ben...), else his place in the
hierarchy, else ``bastards_boy`` for a loyal Gars du Bâtard, ``loyalist``.
The scenario's appearance tables (``[seers]``) then say what each seer sees instead (W-R-4:
Hooded Men as cubs and Pestagaupe as a plain loyalist for every seer; W-R-1: the ghost as a cub
and the worshippers as loyalists for the Vervoyant; W-R-2: the turncoat as a plain loyalist for
Abel). Schlingue learns only a camp (W-A-11): the camp of what he sees, from ``camps``.

The Vervoyant's and Abel's questions are ``greenseer`` and ``abel`` orders of the assassination
phase (``assassination.py``); :func:`answer_greenseer` and :func:`answer_abel` answer them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.rules.base import Context
from gmconsole.engine.validation import invalid
from gmconsole.games.winterfell.rules.knowledge import tell
from gmconsole.games.winterfell.rules.settings import kept_per_scenario
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    BASTARDS_BOY,
    BEN_BONES,
    CUB,
    GHOST,
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
    WinterfellPlayer,
    WinterfellState,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario

LOYALIST, WORSHIPPER, REEK_WOLF = "loyalist", "worshipper", "reek_wolf"
IDENTITIES = (
    GHOST,
    LIEUTENANT,
    CUB,
    TURNCOAT,
    MANDERLY,
    WHORESBANE,
    REEK_WOLF,
    REEK,
    BEN_BONES,
    GREENSEER,
    ABEL,
    HOODED_MAN,
    WORSHIPPER,
    BASTARDS_BOY,
    LOYALIST,
)
"""Every identity key a seer can see (display names in the scenario's ``[names]``)."""
SEERS = ("greenseer", "abel", "reek", "bastards_boy")
SeerKind = Literal["greenseer", "abel", "reek", "bastards_boy"]


def _default_camps() -> dict[str, str]:
    return {
        GHOST: WOLVES,
        LIEUTENANT: WOLVES,
        CUB: WOLVES,
        MANDERLY: WOLVES,
        WHORESBANE: WOLVES,
        REEK_WOLF: WOLVES,
        ABEL: WOLVES,
        TURNCOAT: LOYALISTS,
        REEK: LOYALISTS,
        BEN_BONES: LOYALISTS,
        HOODED_MAN: LOYALISTS,
        BASTARDS_BOY: LOYALISTS,
        LOYALIST: LOYALISTS,
        WORSHIPPER: WORSHIPPERS,
        GREENSEER: NEUTRAL,
    }


class SeerSettings(BaseModel):
    """The appearance tables (W-R-4: scenario data). Each table maps an identity to what the
    seer sees; an identity missing from a seer's table goes through ``every_seer``, then is seen
    as it is."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    every_seer: dict[str, str] = Field(default_factory=lambda: {HOODED_MAN: CUB, WHORESBANE: LOYALIST})
    """W-R-4: for every seer, Hooded Men appear as cubs and Pestagaupe as a loyalist without a role."""
    greenseer: dict[str, str] = Field(default_factory=lambda: {GHOST: CUB, WORSHIPPER: LOYALIST})
    """W-R-1: the Vervoyant sees the ghost as a cub and the worshippers as loyal GVs."""
    abel: dict[str, str] = Field(default_factory=lambda: {TURNCOAT: LOYALIST})
    """W-R-2: Abel sees the turncoat as a loyalist without a role."""
    reek: dict[str, str] = Field(default_factory=dict)
    """W-A-11: Schlingue's own exceptions (he learns the camp of what he sees)."""
    bastards_boy: dict[str, str] = Field(default_factory=dict)
    """W-R-3, W-J-6: the Gars du Bâtard's interrogation."""
    camps: dict[str, str] = Field(default_factory=_default_camps)
    """The camp each identity belongs to, as Schlingue learns it (W-A-11)."""
    abel_reveal_percent: float = Field(30.0, ge=0, le=100)
    """W-R-2: Abel is revealed to his target with this probability."""

    @model_validator(mode="after")
    def _known_keys(self) -> SeerSettings:
        for table in ("every_seer", *SEERS):
            for key, value in getattr(self, table).items():
                for k in (key, value):
                    if k not in IDENTITIES:
                        raise invalid(
                            "winterfell",
                            "scenario-seers-identity",
                            table=table,
                            key=repr(k),
                            known=", ".join(IDENTITIES),
                        )
        for key, camp in self.camps.items():
            if key not in IDENTITIES or camp not in (LOYALISTS, WOLVES, WORSHIPPERS, NEUTRAL):
                raise invalid("winterfell", "scenario-seers-camp", key=key, camp=repr(camp))
        missing = [k for k in IDENTITIES if k not in self.camps]
        if missing:
            raise invalid("winterfell", "scenario-seers-camps-missing", missing=", ".join(missing))
        return self


def identity(p: WinterfellPlayer) -> str:
    """What ``p`` truly is, as one key (see the module's docstring).

    A worshipper is a worshipper first: a loyalist converted by his election beside worshipper
    GVs (W-E-8) is seen by the camp he now belongs to, as a born worshipper, not by his former
    role (a Ben les Os, a Schlingue, a Hooded Man, the turncoat)."""
    if p.camp == WORSHIPPERS:
        return WORSHIPPER
    roles = p.roles
    if roles:  # most players hold no role: nothing to look for
        for role in (TURNCOAT, MANDERLY, WHORESBANE, BEN_BONES, GREENSEER, ABEL, HOODED_MAN):
            if role in roles:
                return role
        if REEK in roles:
            return REEK_WOLF if p.camp == WOLVES else REEK
    if p.hierarchy:
        return p.hierarchy
    if p.camp == WORSHIPPERS:
        return WORSHIPPER
    if BASTARDS_BOY in p.roles and p.camp == LOYALISTS:
        return BASTARDS_BOY
    if p.camp == WOLVES:  # pragma: no cover - every wolf is in the hierarchy or Abel
        return CUB
    return LOYALIST


def appears_as(state: WinterfellState, scenario: WinterfellScenario, seer_kind: str, target: str) -> str:
    """What ``seer_kind`` (greenseer, abel, reek, bastards_boy) sees of ``target``.

    An identity key for every seer but Schlingue, who sees a camp (W-A-11)."""
    return _sees(scenario, seer_kind, identity(state.wp(target)))


def _appearance(settings: SeerSettings, seer_kind: str, true: str) -> str:
    """What ``seer_kind`` sees of the identity ``true``, read from the appearance tables."""
    own: dict[str, str] = getattr(settings, seer_kind)
    seen = own.get(true) or settings.every_seer.get(true) or true
    if seer_kind == REEK:
        return settings.camps[seen]
    return seen


class _Table:
    """Each seer's ``_appearance`` of each identity and Abel's odds, read once per scenario (a
    pydantic model's field costs ~440 instructions a read; the night asks the seers several
    questions; the scenario is frozen, so the values never change)."""

    __slots__ = ("scenario", "seen", "abel_reveal_percent", "abel_chance")

    def __init__(self, scenario: WinterfellScenario) -> None:
        settings = scenario.seers
        self.scenario = scenario
        self.seen = {kind: {i: _appearance(settings, kind, i) for i in IDENTITIES} for kind in SEERS}
        self.abel_reveal_percent = percent = settings.abel_reveal_percent
        # the odds as ``Dice.chance`` takes them (an int when whole: the same threshold, 1d100)
        # and as the roll's reason writes them (a float's ``:g`` costs thousands of instructions)
        self.abel_chance = (int(percent) if float(percent).is_integer() else percent), f"{percent:g}"


_table = kept_per_scenario(_Table)  # the last scenario's table kept: a game runs on one


def _sees(scenario: WinterfellScenario, seer_kind: str, true: str) -> str:
    """``_appearance`` of the identity ``true``, read from the scenario's table."""
    seen = _table(scenario).seen[seer_kind].get(true)
    return seen if seen is not None else _appearance(scenario.seers, seer_kind, true)


def whole_role(state: WinterfellState, target: str, seen: str) -> list[str]:
    """W-R-1, W-R-2: "le rôle exact", whole. A player seen as he is (no appearance table changed
    what the seer sees) who holds more than his identity is told with all of it, his place in
    the hierarchy first: a lieutenant who is Wyman Manderly is ``[lieutenant, manderly]``. A
    disguised player (the ghost for the Vervoyant, a Hooded Man, Pestagaupe...) is ``[seen]``."""
    p = state.wp(target)
    return _whole(p, identity(p), seen)


def _whole(p: WinterfellPlayer, true: str, seen: str) -> list[str]:
    """``whole_role`` of ``p``, whose identity ``true`` is known."""
    if seen != true:
        return [seen]
    hidden = _HIDDEN.get(true)
    if hidden is None:  # each identity's set made once (a question made two or three sets)
        hidden = _HIDDEN[true] = frozenset(
            {true, HOODED_MAN, WHORESBANE} | ({REEK} if true == REEK_WOLF else set())
        )
    place = [p.hierarchy] if p.hierarchy and p.hierarchy != true else []
    roles = p.roles
    return [*place, true, *[r for r in roles if r not in hidden]] if roles else [*place, true]


_HIDDEN: dict[str, frozenset[str]] = {}
"""The roles ``_whole`` leaves out of a player's whole role, by his identity: the identity
itself, the Hooded Man and Pestagaupe (never told), Schlingue for a wolf Schlingue."""


def _answer(state: WinterfellState, ctx: Context, seer: str, seer_kind: str, target: str, rule: str) -> str:
    """W-R-1, W-R-2: ``seer`` learns the role ``target`` appears to ``seer_kind`` to have, whole
    (:func:`whole_role`). Returns what he sees."""
    p = state.wp(target)
    true = identity(p)
    seen = _sees(ctx.scenario, seer_kind, true)  # type: ignore[arg-type]
    whole = _whole(p, true, seen)
    if len(whole) > 1:
        tell(state, ctx, seer, target, seen, rule, how=seer_kind, whole=whole)
    else:
        tell(state, ctx, seer, target, seen, rule, how=seer_kind)
    return seen


def answer_greenseer(state: WinterfellState, ctx: Context, seer: str, target: str) -> str:
    """W-R-1: the Vervoyant learns the role ``target`` appears to have, whole (:func:`whole_role`)."""
    return _answer(state, ctx, seer, GREENSEER, target, "W-R-1")


def answer_abel(state: WinterfellState, ctx: Context, abel: str, target: str) -> tuple[str, bool]:
    """W-R-2: Abel learns the role ``target`` appears to have, whole; 30% the target learns Abel."""
    seen = _answer(state, ctx, abel, ABEL, target, "W-R-2")
    percent, shown = _table(ctx.scenario).abel_chance  # type: ignore[arg-type]
    revealed = percent >= 100 or (
        percent > 0
        and ctx.dice.chance(
            "seers.abel_revealed", percent, say=f"is Abel revealed to {target} ({shown}%, W-R-2)"
        )
    )
    if revealed:
        tell(state, ctx, target, abel, ABEL, "W-R-2", how="abel_revealed")
    return seen, revealed
