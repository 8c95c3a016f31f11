"""The Vampire Hunter scenario file: the map, the decks, and a setting for every point the rules
leave open (vampire-hunter.md, V-C-1 to V-C-6).

The model refuses broken content with the key and the problem (the loader adds the file): a road
to an unknown town, a town without a region or in an unknown one, a region with no town, a map
that is not connected, a card of unknown kind, a propagation deck that is not one card per town.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.validation import Invalid, invalid
from gmconsole.engine.worded import Worded, worded

HOLY = ("garlic", "holy_water", "crucifix", "bible", "sun")
"""The only things a vampire can be vulnerable to (the source's list; "all" means these five)."""
HolyKind = Literal["garlic", "holy_water", "crucifix", "bible", "sun"]
Vulnerability = Literal["garlic", "holy_water", "crucifix", "bible", "sun", "all"]
Immunity = Literal["garlic", "holy_water", "crucifix", "bible", "sun", "courage", "all"]
TravelKind = Literal["hostile_village", "isolated_castle", "cursed_ruins", "frightening_nature", "crypt"]
TRAVEL_KINDS: tuple[str, ...] = (
    "hostile_village",
    "isolated_castle",
    "cursed_ruins",
    "frightening_nature",
    "crypt",
)
EquipmentKind = Literal["weapon", "holy", "armour", "transport", "virtue", "tool"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Region(_Strict):
    name: str


class Town(_Strict):
    """A real town: its name, its historical region and where it lies (to draw the map)."""

    name: str
    region: str
    lat: float = Field(ge=43.0, le=48.6)
    lon: float = Field(ge=20.0, le=30.0)
    fight_bonus: int = Field(0, ge=-3, le=3)
    """V-F-8: a bonus to the hunter's combat rolls in this town (a fortified church, a monastery)."""


class Speciality(_Strict):
    """V-C-2: a combat bonus under one condition (a region, a kind of vampire, a kind of weapon)."""

    bonus: int = Field(ge=1, le=5)
    region: str = ""
    vampire_kind: str = ""
    weapon_kind: str = ""

    @model_validator(mode="after")
    def _one_condition(self) -> Speciality:
        if sum(bool(x) for x in (self.region, self.vampire_kind, self.weapon_kind)) != 1:
            raise invalid("vampire_hunter", "scenario-speciality-one-condition")
        return self


class HunterCard(_Strict):
    name: str
    courage: int = Field(ge=0, le=10)
    combat: int = Field(ge=0, le=10)
    life: int = Field(ge=1, le=20)
    origin: str
    favourite: str
    speciality: Speciality
    text: str = ""


class VampireCard(_Strict):
    name: str
    kind: str = "strigoi"
    blood: int = Field(ge=0, le=20)
    fear: int = Field(ge=0, le=20)
    combat: int = Field(ge=0, le=20)
    vulnerable: list[Vulnerability] = Field(default_factory=list)
    immune: list[Immunity] = Field(default_factory=list)
    destroy_order: list[HolyKind] = Field(default_factory=list)
    """V-F-4: which of the items used is destroyed first when several were used (the vulnerable
    kinds not listed come after, in the source's order)."""
    dracula: bool = False

    def vulnerable_to(self) -> set[str]:
        return set(HOLY) if "all" in self.vulnerable else set(self.vulnerable)

    def immune_to(self) -> set[str]:
        return {*HOLY, "courage"} if "all" in self.immune else set(self.immune)

    def destruction_order(self) -> list[str]:
        return list(self.destroy_order) + [k for k in HOLY if k not in self.destroy_order]

    @model_validator(mode="after")
    def _consistent(self) -> VampireCard:
        both = self.vulnerable_to() & self.immune_to()
        if both:
            raise invalid("vampire_hunter", "scenario-vulnerable-and-immune", things=", ".join(sorted(both)))
        return self


class Effect(_Strict):
    """What a travel card does on success or failure (V-T-7), as data."""

    wounds: int = Field(0, ge=0, le=5)
    heal: int = Field(0, ge=0, le=20)
    equipment: int = Field(0, ge=0, le=5)
    tokens: int = Field(0, ge=0, le=5)
    """Vampire tokens placed on the town (never above the cap)."""
    lose_item: int = Field(0, ge=0, le=5)
    """Items the hunter loses (the last gained first)."""
    flee: bool = False
    """He goes back to the town where he was at the previous turn."""


class TravelCard(_Strict):
    kind: TravelKind
    name: str
    fear: int = Field(0, ge=0, le=20)
    blood: int = Field(0, ge=0, le=20)
    """V-T-5, V-T-6: the castle and the crypt keep the first vampire with blood at most this."""
    copies: int = Field(1, ge=1, le=20)
    test: bool = True
    """A courage test (V-T-4) decides between ``success`` and ``failure``; without one, ``success``."""
    equipment_counts: bool = False
    """V-T-4: the card says that equipment bonuses count in its courage test."""
    success: Effect = Effect()
    failure: Effect = Effect()
    reward: int = Field(1, ge=0, le=5)
    """The crypt's reward: equipment cards (or healing) for the vampire beaten (V-T-6). The
    castle's is the fight's (V-F-7): one card per token removed, the one it placed."""
    text: str = ""


class EquipmentCard(_Strict):
    name: str
    kind: EquipmentKind
    holy: HolyKind | None = None
    weapon_kind: str = ""
    courage: int = Field(0, ge=-5, le=10)
    combat: int = Field(0, ge=-5, le=10)
    hands: int = Field(0, ge=0, le=2)
    charges: int = Field(0, ge=0, le=20)
    """0: no charges (never used up)."""
    unique: bool = False
    diligence: bool = False
    courage_card: bool = False
    """V-C-3, V-F-2: the Courage card, the only item besides the holy ones a vampire can be
    immune to (``immune = ["courage"]``)."""
    copies: int = Field(1, ge=1, le=20)
    text: str = ""

    @model_validator(mode="after")
    def _consistent(self) -> EquipmentCard:
        if self.kind == "weapon" and not self.hands:
            raise invalid("vampire_hunter", "scenario-weapon-hands")
        if self.kind != "weapon" and self.hands:
            raise invalid("vampire_hunter", "scenario-only-weapons-hands")
        return self


class Rules(_Strict):
    """The settings of every point the catalogue leaves open (its **default** lines)."""

    start_town: str = "brasov"
    start_tokens: int = Field(3, ge=1, le=5)
    max_tokens: int = Field(5, ge=1, le=10)
    """V-P-2: never more tokens than this on a town."""
    spread_factor: int = Field(2, ge=1, le=5)
    """V-P-1: a town spreads when 1d10 is at most this many times its tokens."""
    spread_count: Literal["start", "current"] = "start"
    """V-P-1: a town's tokens as they were at the start of the propagation, or as they are when it
    rolls (an earlier spread of the same propagation counted)."""
    first_player: Literal["most_courage", "first_seat"] = "most_courage"
    """V-S-4: the turn starts with the hunter of most courage, or with the first seat."""
    courage_tie: Literal["earlier_seat", "draw"] = "earlier_seat"
    """V-S-4: hunters tied for the most courage: the earlier seat starts, or one drawn at random
    among them (the dice's ``setup.first_player``)."""
    no_move: Literal["stay", "resolve"] = "stay"
    """V-T-1: a hunter with no legal move stays and resolves nothing, or stays and resolves the
    town where he stands as if he had entered it (a fight if it holds tokens, else a travel
    card, V-T-3)."""
    castle_skips_dracula: bool = True
    """V-T-6: castles and crypts put Dracula back and draw again."""
    guard_breaker: Literal["discard", "next"] = "discard"
    """V-F-1: the card that ends a guard chain is discarded, or becomes the next token's vampire."""
    travel_tests_count_equipment: Literal["card", "always", "never"] = "card"
    """V-T-4: equipment bonuses count in a travel card's courage test where the card says so."""
    weapons: Literal["hands_in_fight", "owned"] = "hands_in_fight"
    """V-E-1: two hands of weapons in use in a fight (any number owned), or at most one
    two-handed and two one-handed weapons owned."""
    hold_size: int = Field(4, ge=0, le=10)
    """V-E-1: cards the diligence holds face down."""
    heal_holy_water: int = Field(2, ge=0, le=20)
    heal_crucifix: int = Field(4, ge=0, le=20)
    heal_bible: int = Field(6, ge=0, le=20)
    auto_heal_reward: float = Field(0.5, ge=0, le=1)
    """The reward order's default ("auto"): healing when the wounds are at least this share of
    the life points, equipment otherwise."""

    def heal_value(self, holy: str | None) -> int:
        return {
            "holy_water": self.heal_holy_water,
            "crucifix": self.heal_crucifix,
            "bible": self.heal_bible,
        }.get(holy or "", 0)


class VampireHunterScenario(ScenarioBase):
    game: Literal["vampire-hunter"]
    rules: Rules = Rules()
    min_players: int = Field(1, ge=1, le=8)
    max_players: int = Field(8, ge=1, le=8)
    regions: dict[str, Region]
    towns: dict[str, Town]
    """In the map file's order: the order towns roll in a propagation (V-P-1)."""
    roads: list[tuple[str, str]]
    hunters: dict[str, HunterCard]
    vampires: dict[str, VampireCard]
    travel: dict[str, TravelCard]
    equipment: dict[str, EquipmentCard]
    propagation: list[str]
    """V-C-6: one card per town."""

    def display(self, key: str) -> str:
        """A key's display name: the scenario's names, else a town's, a card's (hunter, vampire,
        travel, equipment), else the key itself."""
        if key in self.names:
            return self.names[key]
        for table in (self.towns, self.hunters, self.vampires, self.travel, self.equipment):
            found = table.get(key)
            if found is not None:
                return found.name
        return key

    @model_validator(mode="after")
    def _content(self) -> VampireHunterScenario:
        problems = self.problems()
        if problems:
            raise Invalid(*problems[:8], more=max(0, len(problems) - 8))
        return self

    def problems(self) -> list[str]:  # noqa: C901 (one check a line, in the file's order)
        """What is wrong with the scenario's content, each a worded text (English, and said in
        the scenario's language when the file is refused)."""
        out: list[str] = []
        regions, towns = self.regions, self.towns
        for key, town in towns.items():
            if town.region not in regions:
                out.append(
                    said(
                        "scenario-town-region", key=key, region=repr(town.region), regions=", ".join(regions)
                    )
                )
        for key in regions:
            if not any(t.region == key for t in towns.values()):
                out.append(said("scenario-region-no-town", key=key))
        seen: set[frozenset[str]] = set()
        for i, (a, b) in enumerate(self.roads):
            for end in (a, b):
                if end not in towns:
                    out.append(said("scenario-road-unknown-town", i=str(i), town=repr(end)))
            if a == b:
                out.append(said("scenario-road-to-itself", i=str(i), town=repr(a)))
            pair = frozenset((a, b))
            if pair in seen and a != b:
                out.append(said("scenario-road-twice", i=str(i), a=a, b=b))
            seen.add(pair)
        if not out and towns:
            links = self.adjacency()
            first = next(iter(towns))
            reached, todo = {first}, [first]
            while todo:
                for nxt in links[todo.pop()]:
                    if nxt not in reached:
                        reached.add(nxt)
                        todo.append(nxt)
            cut = [t for t in towns if t not in reached]
            if cut:
                towns_cut = ", ".join(cut[:6]) + ("..." if len(cut) > 6 else "")
                out.append(said("scenario-map-not-connected", first=first, cut=towns_cut))
        if self.rules.start_town not in towns:
            out.append(said("scenario-start-town", town=repr(self.rules.start_town)))
        origins: dict[str, str] = {}
        kinds = {v.kind for v in self.vampires.values()}
        weapon_kinds = {e.weapon_kind for e in self.equipment.values() if e.weapon_kind}
        for key, hunter in self.hunters.items():
            if hunter.origin not in towns:
                out.append(said("scenario-origin-unknown", key=key, town=repr(hunter.origin)))
            elif hunter.origin in origins:
                out.append(
                    said("scenario-origin-taken", key=key, town=hunter.origin, other=origins[hunter.origin])
                )
            elif hunter.origin == self.rules.start_town:
                out.append(said("scenario-origin-start-town", key=key))
            origins[hunter.origin] = key
            if hunter.favourite not in regions:
                out.append(said("scenario-favourite-unknown", key=key, region=repr(hunter.favourite)))
            spec = hunter.speciality
            if spec.region and spec.region not in regions:
                out.append(said("scenario-speciality-region", key=key, region=repr(spec.region)))
            if spec.vampire_kind and spec.vampire_kind not in kinds:
                out.append(said("scenario-speciality-vampire-kind", key=key, kind=repr(spec.vampire_kind)))
            if spec.weapon_kind and spec.weapon_kind not in weapon_kinds:
                out.append(said("scenario-speciality-weapon-kind", key=key, kind=repr(spec.weapon_kind)))
        if not any(v.dracula for v in self.vampires.values()):
            out.append(said("scenario-no-dracula"))
        if sum(v.dracula for v in self.vampires.values()) > 1:
            out.append(said("scenario-two-draculas"))
        for key, card in self.travel.items():
            if card.kind in ("isolated_castle", "crypt") and not any(
                v.blood <= card.blood and not v.dracula for v in self.vampires.values()
            ):
                out.append(said("scenario-travel-blood", key=key, blood=card.blood))
        for i, card_town in enumerate(self.propagation):
            if card_town not in towns:
                out.append(said("scenario-propagation-unknown", i=str(i), town=repr(card_town)))
        counts = {t: self.propagation.count(t) for t in towns}
        missing = [t for t, n in counts.items() if n == 0]
        twice = [t for t, n in counts.items() if n > 1]
        if missing:
            out.append(said("scenario-propagation-missing", towns=", ".join(missing[:6])))
        if twice:
            out.append(said("scenario-propagation-twice", towns=", ".join(twice[:6])))
        if self.min_players > self.max_players:
            out.append(said("scenario-min-above-max"))
        if len(self.hunters) < self.max_players:
            out.append(said("scenario-too-few-hunters", cards=len(self.hunters), players=self.max_players))
        return out

    def adjacency(self) -> dict[str, list[str]]:
        """Each town's neighbours, in the map file's order (shared: not to be changed)."""
        return _adjacency(tuple(self.towns), tuple(self.roads))


def said(key: str, /, **values: object) -> Worded:
    """A problem of the scenario's content, worded by ``key`` of the game's wording."""
    return worded("vampire_hunter", key, **values)


@lru_cache(maxsize=16)
def _adjacency(towns: tuple[str, ...], roads: tuple[tuple[str, str], ...]) -> dict[str, list[str]]:
    links: dict[str, list[str]] = {t: [] for t in towns}
    for a, b in roads:
        if a in links and b in links:
            links[a].append(b)
            links[b].append(a)
    order = {t: i for i, t in enumerate(towns)}
    return {t: sorted(n, key=order.__getitem__) for t, n in links.items()}
