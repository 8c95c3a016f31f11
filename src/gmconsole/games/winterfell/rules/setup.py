"""The deal of Winterfell (W-S): ranks, the wolf hierarchy, the special roles, the prophecies,
the initial knowledge and the role cards.

Every draw goes through ``ctx.dice`` with a purpose that says what it decides (W-S-16), so the
deal is reproducible from the seed and readable in the dice log. Any player's rank, camp,
hierarchy place, roles and lieutenant can be pinned from the roster (``RosterEntry.pins``); the
pins are checked and completed first (a pinned turncoat is a loyalist cub, a pinned Ben a
loyalist outside the hierarchy...), then every remaining draw is made around them.

Order of the deal (each step only among the players the pins leave free):

1. ranks (W-S-1): great vassals, captains, knights drawn; the rest are guards;
2. the worshippers roll (W-S-14);
3. how many of each optional role: Ben (W-S-11), Schlingue and their allegiances (W-S-10);
4. the hierarchy: 11+1d4 wolves among the non-GVs (W-S-3), the ghost, the lieutenants, the cubs
   dealt to lieutenants (W-S-4);
5. the roles placed among the cubs: turncoat, Wyman, Pestagaupe, wolf Schlingues (W-S-6..10);
6. the other roles among the non-GV players without a role (W-S-13b): the Vervoyant, Abel, Ben,
   the Hooded Men, loyal Schlingues;
7. the Gars du Bâtard among all the guards (W-S-2), whatever his camp or role;
8. the Vervoyant's prophecies (W-S-12);
9. camps, knowledge (W-S-5, W-S-6), role cards (wolves first, W-S-15) and the public start.

Drawn special roles never stack, except the Gars du Bâtard: he is any guard, so he may also be a
wolf, the turncoat, Ben... (W-S-2 draws among all the guards; W-S-13b places the other roles on
players without one; the catalogue's minimum of 25 players counts no seat for him).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NoReturn

from gmconsole.engine.dice import Dice, seed_commitment
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import GM, PUBLIC, Audience, to_player
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Context, RosterEntry, check_roster_names, lazy_module
from gmconsole.engine.state import Knowledge
from gmconsole.engine.wording import text
from gmconsole.games.winterfell.rules.settings import SetupSettings as SetupSettings
from gmconsole.games.winterfell.rules.state import (
    _NO_PLACE,
    ABEL,
    ASSASSINATION,
    BASTARDS_BOY,
    BEN_BONES,
    CAMPS,
    CUB,
    GHOST,
    GREAT_VASSAL,
    GREENSEER,
    GUARD,
    HOODED_MAN,
    LIEUTENANT,
    LOYALISTS,
    MANDERLY,
    NEUTRAL,
    RANKS,
    REEK,
    ROLES,
    TURNCOAT,
    WHORESBANE,
    WOLVES,
    WORSHIPPERS,
    AssassinationOrders,
    ElectionOrders,
    JusticeOrders,
    SwordState,
    WinterfellPlayer,
    WinterfellState,
    _Living,
)

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.games.winterfell.rules import pinning
    from gmconsole.games.winterfell.rules.scenario import WinterfellScenario

if not TYPE_CHECKING:  # the deal's flow, loaded by the first deal: a save's reader needs only SetupSettings
    pinning = lazy_module("gmconsole.games.winterfell.rules.pinning")

PLACES = (GHOST, LIEUTENANT, CUB)
PIN_KEYS = ("rank", "camp", "hierarchy", "roles", "lieutenant")
SOURCE_PLAYERS = 50
"""The source's numbers (3/5/12/30 ranks, 11+1d4 wolves) are balanced for 50 players (W-S-1)."""
# Roles a player is not told he holds (W-S-8, W-S-9): his role card leaves them out.
UNTOLD_ROLES = (HOODED_MAN, WHORESBANE)
# Roles that live among the cubs (W-S-6, W-S-7, W-S-8; a wolf Schlingue, W-S-10).
CUB_ROLES = (TURNCOAT, MANDERLY, WHORESBANE)

Dealt = tuple[str, str, str, str, str, tuple[str, ...]]
"""What a player was dealt, as the deal's events tell it: name, rank, camp, hierarchy place,
lieutenant, roles (sorted as ``ROLES``)."""

_Tables = tuple[Sequence[str], dict[str, str], dict[str, str], dict[str, str], Mapping[str, list[str]]]
"""The deal's names in the players' order, and each one's rank, hierarchy place, lieutenant and
roles as dealt (``_Deal``'s tables): ``_tell_roles``'s ``tables``."""


_MINIMUM: tuple[Any, int] | None = None
"""The last scenario whose minimum was asked for, and that minimum (a simulator deals thousands
of games from one scenario; its settings are frozen)."""


def minimum_players(scenario: WinterfellScenario) -> int:
    """The smallest roster the settings can deal (W-S-1: 25 with the defaults).

    Enough for the fixed ranks (plus a guard for the Gars du Bâtard), and for the GVs, the
    largest hierarchy and every role the deal may draw outside it, none of them a GV.
    """
    global _MINIMUM
    kept = _MINIMUM
    if kept is not None and kept[0] is scenario:
        return kept[1]
    minimum = _minimum_players(scenario)
    _MINIMUM = (scenario, minimum)
    return minimum


def _minimum_players(scenario: WinterfellScenario) -> int:
    s = scenario.setup
    fixed = sum(r.count for r in scenario.ranks if r.key != GUARD)
    gvs = scenario.rank(GREAT_VASSAL).count
    for_ranks = fixed + (1 if s.bastards_boy else 0) + (1 if s.greenseer and s.glory_rank != GUARD else 0)
    for_roles = gvs + s.max_wolves() + s.outside_roles_max()
    return max(for_ranks, for_roles)


def deal_notes(scenario: WinterfellScenario, players: int) -> list[str]:
    """What the deal will be for a roster of another size than the source's (W-S-1, W-S-3).

    The source's numbers (3/5/12/30 ranks, 11+1d4 wolves) are for 50 players: the ranks' counts
    summed. For another roster the GM is told the ranks, the wolves' range and share, and that
    the balance is the source's for 50; none for a roster of that size.
    """
    s = scenario.setup
    source = sum(r.count for r in scenario.ranks if r.key != GUARD) + scenario.rank(GUARD).count
    if players == source:
        return []
    minimum = minimum_players(scenario)
    if players < minimum:
        return [text(scenario, "players-too-few-for-this-scenario", n=players, minimum=minimum)]
    fixed = sum(r.count for r in scenario.ranks if r.key != GUARD)
    counts: dict[str, int] = {r.key: r.count for r in scenario.ranks}
    counts[GUARD] = players - fixed
    ranks = " ; ".join(f"{scenario.display(key)} : {counts[key]}" for key in RANKS)
    extra = s.abel - s.abel_cubs()
    low, high = s.min_wolves() + extra, s.max_wolves() + extra

    def share(n: int) -> str:
        return text(scenario, "to", a=round(100 * low / n), b=round(100 * high / n))

    abel = text(scenario, "plus", abel=scenario.display(ABEL)) if extra else ""
    balance = (
        text(scenario, "source-balance-for-50")
        if source == SOURCE_PLAYERS
        else text(scenario, "this-scenario-ranks-are-for-source", source=source)
    )
    return [
        text(scenario, "players-deal-will-be", n=players, balance=balance, ranks=ranks),
        text(
            scenario,
            "hierarchy-1d-that-players-with",
            wolves=scenario.display(WOLVES)[:1].upper() + scenario.display(WOLVES)[1:],
            low=s.min_wolves(),
            high=s.max_wolves(),
            base=s.wolves_base,
            die=s.wolves_die,
            abel=abel,
            share=share(players),
            source_share=share(source),
            source=source,
        ),
        text(scenario, "wolf-formula-lieutenants-cubs-per-lieutenant"),
    ]


# -- pins -----------------------------------------------------------------------------------
@dataclass
class Pin:
    """What the roster fixes for one player; ``None`` means free (to be drawn)."""

    rank: str | None = None
    camp: str | None = None
    hierarchy: str | None = None
    """ghost, lieutenant, cub, or "" for none."""
    roles: list[str] | None = None
    """The exact list of special roles when pinned."""
    lieutenant: str | None = None


_FREE = Pin()


_SYNONYMS: dict[str, str] = {
    "gv": GREAT_VASSAL,
    "grand vassal": GREAT_VASSAL,
    "great vassal": GREAT_VASSAL,
    "loyalist": LOYALISTS,
    "loyaliste": LOYALISTS,
    "loyalistes": LOYALISTS,
    "wolf": WOLVES,
    "loup": WOLVES,
    "loups": WOLVES,
    "worshipper": WORSHIPPERS,
    "adorateur": WORSHIPPERS,
    "adorateurs": WORSHIPPERS,
    "none": "",
    "aucun": "",
    "aucune": "",
    "-": "",
}


def what_word(thing: str) -> Any:
    """The name of what a pinned or taken-over value is (a rank, a role...) in a refusal: English
    in the record, the GM's language on screen (``takeover-what-<thing>``)."""
    from gmconsole.engine.worded import worded

    return worded("winterfell", f"takeover-what-{thing}")


GAME_NAME = "winterfell"


def said_key(scenario: WinterfellScenario, key: str, quoted: bool = False) -> Any:
    """A key (a rank, a camp, a hierarchy place, a role; ``""``: none) in a refusal: the key in
    the English record (the behaviour fingerprint holds it), its display name on screen."""
    from gmconsole.engine.worded import Shown, worded

    def show(language: str) -> str:
        word = scenario.display(key) if key else worded(GAME_NAME, "pin-none").shown(language)
        if not quoted:
            return word
        return f"« {word} »" if language == "fr" else repr(word)

    english = key or "none"
    return Shown(repr(english) if quoted else english, show)


def said_keys(scenario: WinterfellScenario, keys: Sequence[str]) -> Any:
    """Keys listed in a refusal (``ghost, lieutenant, cub, none``), as :func:`said_key` says each."""
    from gmconsole.engine.worded import Shown

    words = [said_key(scenario, k) for k in keys]
    return Shown(", ".join(words), lambda language: ", ".join(w.shown(language) for w in words))


def _why(key: str, /, **values: Any) -> Any:
    """What a pin contradicts (``pin-why-...``), for the refusal ``pinned-contradicts``."""
    from gmconsole.engine.worded import worded

    return worded(GAME_NAME, key, **values)


def _key(value: Any, allowed: Sequence[str], what: Any, player: str, scenario: WinterfellScenario) -> str:
    """A pin value as a key: the key itself, a display name from the scenario, or a synonym."""
    if not isinstance(value, str):
        raise RuleViolation.of(
            "pinned-must-be-text-not",
            game="winterfell",
            rule="W-S-16",
            player=player,
            player_name=player,
            what=what,
            value=repr(value),
        )
    typed = fold(value).replace("-", " ").replace("_", " ")
    for key in allowed:
        if typed in (fold(key).replace("_", " "), fold(scenario.display(key)).replace("-", " ")):
            return key
    synonym = _SYNONYMS.get(typed, _SYNONYMS.get(fold(value)))
    if synonym is not None and synonym in allowed:
        return synonym
    shown = said_keys(scenario, allowed)
    raise RuleViolation.of(
        "unknown-one",
        game="winterfell",
        rule="W-S-16",
        player=player,
        player_name=player,
        what=what,
        value=repr(value),
        shown=shown,
    )


def _parse_pins(entry: RosterEntry, scenario: WinterfellScenario, names: dict[str, str]) -> Pin:
    pin = Pin()
    who = entry.name
    for key, value in entry.pins.items():
        if key not in PIN_KEYS:
            raise RuleViolation.of(
                "unknown-pin-winterfell-pins",
                game="winterfell",
                rule="W-S-16",
                player=who,
                who=who,
                key=repr(key),
                pin_keys=", ".join(PIN_KEYS),
            )
        if key == "rank":
            pin.rank = _key(value, RANKS, what_word("rank"), who, scenario)
        elif key == "camp":
            pin.camp = _key(value, CAMPS, what_word("camp"), who, scenario)
        elif key == "hierarchy":
            pin.hierarchy = _key(value, (*PLACES, ""), what_word("place"), who, scenario)
        elif key == "roles":
            items = [value] if isinstance(value, str) else value
            if not isinstance(items, list):
                raise RuleViolation.of(
                    "pin-roles-as-list-roles", game="winterfell", rule="W-S-16", player=who, who=who
                )
            roles = [_key(v, (*ROLES, ""), what_word("role"), who, scenario) for v in items]
            pin.roles = sorted({r for r in roles if r}, key=ROLES.index)
        elif key == "lieutenant":
            found = names.get(fold(str(value)))
            if found is None:
                raise RuleViolation.of(
                    "pinned-lieutenant-not-roster",
                    game="winterfell",
                    rule="W-S-16",
                    player=who,
                    who=who,
                    value=repr(value),
                )
            if found == who:
                raise RuleViolation.of(
                    "cub-cannot-be-own-lieutenant", game="winterfell", rule="W-S-16", player=who, who=who
                )
            pin.lieutenant = found
    return pin


def _derive(who: str, pin: Pin, scenario: WinterfellScenario) -> None:
    """Complete a player's pins with what they imply; refuse the contradictions."""
    if pin == _FREE:
        return  # nothing pinned: nothing implied, nothing to contradict (most players)

    def fix(attr: str, value: Any, why: Any) -> None:
        from gmconsole.engine.worded import worded

        current = getattr(pin, attr)
        if current is None:
            setattr(pin, attr, value)
        elif current != value:
            raise RuleViolation.of(
                "pinned-contradicts",
                game="winterfell",
                rule="W-S-16",
                player=who,
                who=who,
                attr=worded(GAME_NAME, f"pin-attr-{attr}"),
                shown=said_key(scenario, current, quoted=True),
                why=why,
                value=said_key(scenario, value, quoted=True),
            )

    roles = pin.roles or []
    s = scenario.setup
    for role, count in (
        (TURNCOAT, s.turncoats),
        (MANDERLY, s.manderly),
        (WHORESBANE, s.whoresbane),
        (HOODED_MAN, s.hooded_men),
        (REEK, s.max_reeks()),
        (BEN_BONES, 1 if s.ben_percent > 0 else 0),
        (GREENSEER, s.greenseer),
        (ABEL, s.abel),
        (BASTARDS_BOY, s.bastards_boy),
    ):
        if role in roles and count == 0:
            raise RuleViolation.of(
                "pinned-role-not-this-scenario",
                game="winterfell",
                rule="W-SC-1",
                player=who,
                who=who,
                role=repr(scenario.display(role)),
            )
    if len([r for r in roles if r != BASTARDS_BOY]) > 1:
        raise RuleViolation.of(
            "only-gars-du-batard-stacks-with",
            game="winterfell",
            rule="W-S-13b",
            player=who,
            who=who,
            roles=", ".join(roles),
        )
    if pin.lieutenant is not None:
        fix("hierarchy", CUB, _why("pin-why-lieutenant", name=pin.lieutenant))
    if TURNCOAT in roles:
        fix("camp", LOYALISTS, _why("pin-why-role", role=said_key(scenario, TURNCOAT), rule="W-S-6"))
        fix("hierarchy", CUB, _why("pin-why-role", role=said_key(scenario, TURNCOAT), rule="W-S-6"))
    cub_roles = ((MANDERLY, "W-S-7"), (WHORESBANE, "W-S-8")) + (
        ((ABEL, "W-S-13"),) if s.abel_in_hierarchy else ()
    )
    for role, rule in cub_roles:
        if role in roles:
            fix("camp", WOLVES, _why("pin-why-role", role=said_key(scenario, role), rule=rule))
            fix("hierarchy", CUB, _why("pin-why-role", role=said_key(scenario, role), rule=rule))
    for role, camp, rule in (
        (HOODED_MAN, LOYALISTS, "W-S-9"),
        (BEN_BONES, LOYALISTS, "W-S-11"),
        (GREENSEER, NEUTRAL, "W-S-12"),
        (ABEL, WOLVES, "W-S-13"),
    ):
        if role in roles and not (role == ABEL and s.abel_in_hierarchy):
            fix("camp", camp, _why("pin-why-role", role=said_key(scenario, role), rule=rule))
            fix("hierarchy", "", _why("pin-why-role", role=said_key(scenario, role), rule=rule))
    if REEK in roles:
        if pin.hierarchy == CUB or pin.camp == WOLVES:
            fix("camp", WOLVES, _why("pin-why-wolf-reek"))
            fix("hierarchy", CUB, _why("pin-why-wolf-reek"))
        elif pin.camp is not None or pin.hierarchy == "":
            fix("camp", LOYALISTS, _why("pin-why-reek-outside"))
            fix("hierarchy", "", _why("pin-why-loyal-reek"))
    if BASTARDS_BOY in roles:
        fix("rank", GUARD, _why("pin-why-bastards-boy"))
    if pin.camp == NEUTRAL:
        if pin.roles is None:
            pin.roles = [GREENSEER]
        if GREENSEER not in pin.roles:
            raise RuleViolation.of(
                "only-vervoyant-neutral-w-12", game="winterfell", rule="W-S-12", player=who, who=who
            )
        fix("hierarchy", "", _why("pin-why-neutral"))
    if pin.hierarchy in (GHOST, LIEUTENANT):
        fix("camp", WOLVES, _why("pin-why-place", place=said_key(scenario, pin.hierarchy)))
        if pin.roles is not None and [r for r in pin.roles if r != BASTARDS_BOY]:
            raise RuleViolation.of(
                "holds-no-special-role-but-gars",
                game="winterfell",
                rule="W-S-13b",
                player=who,
                who=who,
                hierarchy=said_key(scenario, pin.hierarchy),
            )
    if pin.hierarchy == CUB and pin.camp == LOYALISTS:
        if pin.roles is None:
            pin.roles = [TURNCOAT]
        if TURNCOAT not in pin.roles:
            raise RuleViolation.of(
                "only-loyalist-among-cubs-turncoat-w", game="winterfell", rule="W-S-6", player=who, who=who
            )
    if pin.camp == WORSHIPPERS:
        fix("rank", GREAT_VASSAL, _why("pin-why-worshippers"))
    if pin.rank == GREAT_VASSAL:
        if pin.camp not in (None, LOYALISTS, WORSHIPPERS):
            raise RuleViolation.of(
                "initial-great-vassal-loyalist-worshipper-not",
                game="winterfell",
                rule="W-S-3",
                player=who,
                who=who,
                camp=said_key(scenario, pin.camp),
            )
        fix("hierarchy", "", _why("pin-why-great-vassal"))
        if pin.roles:
            raise RuleViolation.of(
                "initial-great-vassals-hold-no-special",
                game="winterfell",
                rule="W-S-13b",
                player=who,
                who=who,
            )
        pin.roles = []
    elif pin.rank is not None and pin.camp == WORSHIPPERS:
        raise RuleViolation.of(
            "worshippers-are-great-vassals-w-14", game="winterfell", rule="W-S-14", player=who, who=who
        )
    if pin.camp == WOLVES and pin.hierarchy == "" and s.abel_in_hierarchy:
        raise RuleViolation.of(
            "every-wolf-hierarchy-this-scenario-abel", game="winterfell", rule="W-S-13", player=who, who=who
        )
    if pin.hierarchy and pin.rank is not None and pin.rank not in s.wolf_ranks:
        raise RuleViolation.of(
            "cannot-be-hierarchy-wolves-are-drawn",
            game="winterfell",
            rule="W-S-3",
            player=who,
            who=who,
            rank=said_key(scenario, pin.rank),
            wolf_ranks=said_keys(scenario, s.wolf_ranks),
        )
    if (
        pin.camp == WOLVES
        and pin.hierarchy == ""
        and ABEL not in (pin.roles or [])
        and not s.abel_in_hierarchy
    ):
        if pin.roles is not None:
            raise RuleViolation.of(
                "only-wolf-outside-hierarchy-abel-w", game="winterfell", rule="W-S-13", player=who, who=who
            )
        pin.roles = [ABEL]
        if not s.abel:
            raise RuleViolation.of(
                "no-wolf-outside-hierarchy-this-scenario",
                game="winterfell",
                rule="W-SC-1",
                player=who,
                who=who,
            )


# -- the deal -------------------------------------------------------------------------------
@dataclass
class _Deal:
    """Working data of one deal: the pins and the draws made so far."""

    names: list[str]
    pins: dict[str, Pin]
    rank: dict[str, str] = field(default_factory=dict)
    place: dict[str, str] = field(default_factory=dict)
    lieutenant_of: dict[str, str] = field(default_factory=dict)
    roles: dict[str, list[str]] = field(default_factory=dict)
    with_pinned_roles: list[str] = field(default_factory=list)
    """The players whose roles are pinned, in roster order (few, usually none). Each role is drawn
    once, so before its draw only they may hold it: the pinned holders are looked for among them."""
    allowed: dict[str, frozenset[str]] | None = None
    """With pins: the slot types (``pinning``) each player may still be given; None without pins
    (every draw is then made as it always was, unchecked)."""
    scenario: Any = None
    ben: int | None = None
    reek_count: int | None = None
    reek_camps: list[str] = field(default_factory=list)
    wolves: int | None = None
    wolf_range: list[int] = field(default_factory=list)
    """The hierarchy sizes the lieutenants' pinned cubs allow (W-S-3, W-S-4)."""
    non_gv: list[str] = field(default_factory=list)
    guards: list[str] = field(default_factory=list)
    """Without pins (``_deal_free_ranks``): the players not drawn GVs, and the guards, each in
    the roster's order (the later pools start from them instead of scanning every player)."""
    members: list[str] = field(default_factory=list)
    """Without pins (``_deal_hierarchy``): the hierarchy, in the roster's order."""

    # -- the oracle (pinned rosters only) ------------------------------------------------------
    def combos(self) -> list[pinning.Counts]:
        """The deal's counts still possible (decided ones fixed; the rest by their settings)."""
        s = self.scenario.setup
        if self.ben is not None:
            bens = [self.ben]
        else:
            bens = [b for b in (0, 1) if (s.ben_percent > 0 if b else s.ben_percent < 100)]
        counts = (
            [self.reek_count]
            if self.reek_count is not None
            else [i for i, p in enumerate(s.reek_percent) if p > 0]
        )
        w0 = sum(1 for c in self.reek_camps if c == WOLVES)
        l0 = len(self.reek_camps) - w0
        splits = []
        for c in counts:
            rest = c - len(self.reek_camps)
            for k in range(rest + 1):
                if (k and s.reek_wolf_percent <= 0) or (rest - k and s.reek_wolf_percent >= 100):
                    continue
                splits.append((w0 + k, l0 + rest - k))
        wolves = [self.wolves] if self.wolves is not None else self.wolf_range
        return list(pinning.all_counts(s, bens, dict.fromkeys(splits), wolves))

    def needs(self) -> list[dict[str, int]]:
        gvs = self.scenario.rank(GREAT_VASSAL).count
        out = []
        for c in self.combos():
            need = pinning.slot_counts(self.scenario.setup, gvs, len(self.names), c)
            if need is not None:
                out.append(need)
        return out

    def possible(
        self, changes: dict[str, frozenset[str]] | None = None, needs: list[dict[str, int]] | None = None
    ) -> bool:
        """Whether the deal can still be completed (with ``changes`` to the allowed slots)."""
        assert self.allowed is not None
        allowed = self.allowed if not changes else {**self.allowed, **changes}
        classes = Counter(allowed.values())
        return any(pinning.fits_classes(classes, need) for need in (self.needs() if needs is None else needs))

    def restrict(self, names: Sequence[str], slots: frozenset[str]) -> None:
        if self.allowed is not None:
            for x in names:
                self.allowed[x] = self.allowed[x] & slots


def _weighted(dice: Dice, ident: str, purpose: str, options: list[tuple[int, float]]) -> int:
    """One value drawn with the given percent weights (only the positive ones); ``ident`` is the
    roll's purpose id, ``purpose`` its sentence."""
    options = [(v, w) for v, w in options if w > 0]
    if len(options) == 1:
        return options[0][0]
    scale = 100 if all(float(w).is_integer() for _, w in options) else 10000
    weights = [round(w * scale / 100) for _, w in options]
    roll = dice.die(ident, sum(weights), say=purpose)
    for (value, _), weight in zip(options, weights):
        if roll <= weight:
            return value
        roll -= weight
    return options[-1][0]  # pragma: no cover - the roll is within the total


def _stacked(roles: list[str] | None) -> bool:
    """Whether ``roles`` holds a role other than the Gars du Bâtard's, the only one that stacks (W-S-13b)."""
    return bool(roles) and any(r != BASTARDS_BOY for r in roles)  # type: ignore[union-attr]


def _draw(
    d: _Deal,
    ctx: Context,
    ident: str,
    purpose: str,
    pool: Sequence[str],
    k: int,
    slots: frozenset[str],
    also: Callable[[list[str]], bool] | None = None,
    spare: Sequence[str] = (),
) -> list[str]:
    """``k`` players drawn from ``pool`` to take one of ``slots``.

    Without pins, one logged sample, as always. With pins, the sample the dice would give is
    looked at first: kept (and drawn, the same roll) if the deal can still be completed after it;
    otherwise the players are drawn one at a time, each among those who keep it possible
    (W-S-16). ``also`` is a further condition on the players drawn so far. ``ident`` is the
    draw's purpose id (in the dice key), ``purpose`` the sentence logged with it.

    ``spare`` (pins only): players the oracle lets take one of ``slots`` but whom the draw takes
    only when no player of ``pool`` keeps the deal possible, one at a time like the others (the
    pinned loyalists who may be the turncoat, in the wolves' draw). Every step then has a
    player: the oracle said the deal could be completed, so some player it counts on is left.
    """
    if k <= 0:
        return []
    if d.allowed is None:
        return ctx.dice.sample(ident, pool, k, say=purpose)
    allowed = d.allowed
    needs = d.needs()
    if len(pool) >= k:
        picks = ctx.dice.peek_sample(ident, pool, k, say=purpose)
        if (also is None or also(picks)) and d.possible({x: allowed[x] & slots for x in picks}, needs):
            drawn = ctx.dice.sample(ident, pool, k, say=purpose)
            d.restrict(drawn, slots)
            return drawn
    got: list[str] = []

    def keeping(candidates: list[str], verdict: dict[frozenset[str], bool]) -> list[str]:
        """The ``candidates`` whose draw next keeps the deal possible (``verdict`` by class)."""
        ok = []
        for x in candidates:
            if also is not None and not also([*got, x]):
                continue
            a = allowed[x]
            if a not in verdict:
                verdict[a] = bool(a & slots) and d.possible({x: a & slots}, needs)
            if verdict[a]:
                ok.append(x)
        return ok

    left = list(pool)
    spare_left = list(spare)
    for i in range(k):
        verdict: dict[frozenset[str], bool] = {}
        ok = keeping(left, verdict) or keeping(spare_left, verdict)
        if not ok:  # pragma: no cover - each step kept the deal possible
            _refuse(d)
        x = ctx.dice.choice(
            f"{ident}.one_by_one", ok, say=f"{purpose}: one at a time within the pins, no. {i + 1}"
        )
        got.append(x)
        (left if x in left else spare_left).remove(x)
        d.restrict([x], slots)
    return got


def _slot_name(slot: str, scenario: WinterfellScenario) -> str:
    named = {
        pinning.S_GV: GREAT_VASSAL,
        pinning.S_GHOST: GHOST,
        pinning.S_LT: LIEUTENANT,
        pinning.S_TURNCOAT: TURNCOAT,
        pinning.S_MANDERLY: MANDERLY,
        pinning.S_WHORESBANE: WHORESBANE,
        pinning.S_SEER: GREENSEER,
        pinning.S_ABEL: ABEL,
        pinning.S_BEN: BEN_BONES,
        pinning.S_HOODED: HOODED_MAN,
    }
    if slot in named:
        return scenario.display(named[slot])
    if slot == pinning.S_CUB:
        return f"{scenario.display(CUB)} without a role"
    if slot == pinning.S_WOLF_REEK:
        return f"{scenario.display(REEK)} among the cubs"
    if slot == pinning.S_LOYAL_REEK:
        return f"{scenario.display(REEK)} outside the hierarchy"
    if slot == pinning.S_ABEL_CUB:
        return f"{scenario.display(ABEL)} among the cubs"
    return "a player without a role outside the hierarchy"


def _refuse(d: _Deal) -> NoReturn:
    """Refuse pins no deal can honour, naming the players and what they cannot all be.

    Only a true conflict is worded as one: when the oracle still finds a deal honouring the pins
    (a draw walked into a dead end it did not foresee, a fault of the deal), the minimum cut names
    no conflict ("needs 26, only 26 may"), so the refusal says what happened instead.
    """
    assert d.allowed is not None
    scenario = d.scenario
    needs = d.needs()
    if not needs:
        raise RuleViolation.of("pins-leave-no-possible-size-for", game="winterfell", rule="W-S-16")
    if d.possible(needs=needs):
        raise RuleViolation.of("pins-deal-dead-end", game="winterfell", rule="W-S-16")
    classes = list(Counter(d.allowed.values()).items())
    best = max(needs, key=lambda need: pinning._max_flow(classes, need)[0])
    found = pinning.conflict(d.allowed, best)
    names = found.players
    shown = ", ".join(names[:20]) + (f" and {len(names) - 20} more" if len(names) > 20 else "")
    what = " or ".join(_slot_name(slot, scenario) for slot in found.slots)
    if not found.short:
        raise RuleViolation.of(
            "pins-cannot-all-be-honoured-player",
            game="winterfell",
            rule="W-S-16",
            names_count=len(names),
            shown=shown,
            what=what,
            room=found.room,
        )
    raise RuleViolation.of(
        "pins-cannot-all-be-honoured-deal",
        game="winterfell",
        rule="W-S-16",
        room=found.room,
        what=what,
        names_count=len(names),
        value=shown or "nobody",
    )


def _need(pool: Sequence[str], k: int, what: str, rule: str) -> None:
    if len(pool) < k:
        raise RuleViolation.of(
            "cannot-deal-needed-eligible-player-left",
            game="winterfell",
            rule=rule,
            what=what,
            k=k,
            pool_count=len(pool),
        )


def deal(
    scenario: WinterfellScenario, roster: list[RosterEntry], seed: str
) -> tuple[WinterfellState, Context]:
    """Deal a new game: the state at turn 1, assassination phase, and the context with the deal's
    rolls and events. Refuses a roster too small (W-S-1) or pins that cannot be honoured (W-S-16)."""
    minimum = minimum_players(scenario)
    if len(roster) < minimum:
        raise RuleViolation.of(
            "winterfell-needs-at-least-players-with",
            game="winterfell",
            rule="W-S-1",
            minimum=minimum,
            roster_count=len(roster),
        )
    # Each entry's fields read once (a pydantic model's field costs several times a local),
    # then taken apart by column (``zip``: no Python loop over the players).
    rows = [(e.name, e.aliases, e.gender, e.pins) for e in roster]
    names_of, aliases_of, _, pins_of = zip(*rows)
    _check_names(roster, names_of, aliases_of)
    names = [*names_of]
    pinned = any(pins_of)
    if pinned:
        by_fold = {fold(e.name): e.name for e in roster}  # for the pinned lieutenants' names
        for e in roster:
            for alias in e.aliases:
                by_fold.setdefault(fold(alias), e.name)
        pins = {e.name: _parse_pins(e, scenario, by_fold) for e in roster}
        for name, pin in pins.items():
            _derive(name, pin, scenario)
        for name, pin in pins.items():  # a pinned lieutenant of a cub is a lieutenant
            if pin.lieutenant is not None:
                other = pins[pin.lieutenant]
                if other.hierarchy not in (None, LIEUTENANT):
                    raise RuleViolation.of(
                        "pinned-lieutenant-pinned-as",
                        game="winterfell",
                        rule="W-S-4",
                        player=name,
                        name=name,
                        lieutenant=pin.lieutenant,
                        value=said_key(scenario, other.hierarchy)
                        if other.hierarchy
                        else "outside-the-hierarchy",
                    )
                other.hierarchy = LIEUTENANT
                _derive(pin.lieutenant, other, scenario)
    else:  # nothing pinned (the usual roster): every player is free, nothing to parse or derive
        pins = dict.fromkeys(names, _FREE)  # one shared free pin: nothing changes an unpinned one

    # Built without validation: validating the players would build each one again (a tenth of
    # the deal), and the deal makes them from the checked roster. The phases' empty orders and
    # the sword given new (their defaults' own values): ``unchecked`` would deep-copy a default
    # of that kind, several times the cost of making it. The players are made once dealt
    # (below): no draw reads them.
    state = WinterfellState.unchecked(
        seed=seed,
        seed_sha256=seed_commitment(seed),
        players=[],
        sword=SwordState(),
        assassination=AssassinationOrders(),
        justice=JusticeOrders(),
        elections=ElectionOrders(),
    )
    ctx = Context(state, scenario)
    if pinned:
        d = _Deal(names=names, pins=pins, roles={n: list(p.roles or []) for n, p in pins.items()})
        d.with_pinned_roles = [x for x in names if d.roles[x]]
    else:  # no roles pinned: nobody holds one yet (a player's list made when he is given one)
        d = _Deal(names=names, pins=pins, roles=defaultdict(list))
    d.scenario = scenario
    if pinned:
        _prepare_pins(d, scenario)

    (_deal_ranks if pinned else _deal_free_ranks)(d, scenario, ctx)
    worshippers = _deal_worshippers(d, scenario, ctx)
    ben, reeks = _deal_role_counts(d, scenario, ctx)
    _deal_hierarchy(d, scenario, ctx, reeks)
    _deal_cub_roles(d, scenario, ctx, reeks)
    _deal_outside_roles(d, scenario, ctx, ben, reeks)
    _deal_bastards_boy(d, scenario, ctx)

    # The players, made as their class makes them without calling it (``__init__`` matches each
    # keyword against the parameters; tests/games/winterfell/test_deal_records.py compares them
    # with the class's own), each with what he was dealt. What each was dealt as the role cards
    # tell it is made from the deal's tables when the events are read (``_what_was_dealt``).
    # The index of the living (``state.living_index()``) is filled as the players are made: every
    # player lives, each list in the players' order (what ``_Living(players)`` would scan for).
    rank_of, place_of, lieutenant_of, roles_of = d.rank, d.place, d.lieutenant_of, d.roles
    players = state.players
    append, new, player_class = players.append, _new, WinterfellPlayer
    by_rank: dict[str, list[WinterfellPlayer]] = {rank: [] for rank in RANKS}
    by_role: dict[str, list[WinterfellPlayer]] = {}
    wolves: list[WinterfellPlayer] = []
    ghost_at = _NO_PLACE
    for seat, (name, aliases, gender, _) in enumerate(rows, 1):
        rank = rank_of[name]
        place = place_of.get(name, "")
        roles = roles_of.get(name)
        p = new(player_class)
        if roles:
            held = sorted(roles, key=ROLES.index) if len(roles) > 1 else [*roles]
            camp = _camp(rank, place, held, worshippers)
            for role in held:
                holders = by_role.get(role)
                if holders is None:
                    by_role[role] = [p]
                else:
                    holders.append(p)
        else:  # most players hold no role: ``_camp`` without one, inline
            held = []
            camp = WOLVES if place else WORSHIPPERS if worshippers and rank == GREAT_VASSAL else LOYALISTS
        p.name, p.seat, p.aliases, p.camp, p.roles = name, seat, [*aliases], camp, held
        p.alive, p.gender, p.rank, p.hierarchy = True, gender, rank, place  # type: ignore[assignment]
        p.lieutenant, p.died_turn, p.died_phase = lieutenant_of.get(name, ""), 0, ""
        append(p)
        by_rank[rank].append(p)  # (a dealt rank is one of the four)
        if place:
            wolves.append(p)
            if place == GHOST:
                ghost_at = seat - 1
        if not pinned:
            continue
        pinned_camp = pins[name].camp
        if pinned_camp is not None and pinned_camp != camp:  # pragma: no cover - _derive prevents it
            raise RuleViolation.of(
                "pinned-camp-cannot-be-honoured",
                game="winterfell",
                rule="W-S-16",
                player=name,
                name=name,
                pinned_camp=said_key(scenario, pinned_camp),
            )
    state.dealt(_Living.dealt(players, by_rank, by_role, wolves), ghost_at)  # (players_changed's)
    state.worshippers_in_play = worshippers
    free = d.allowed is None  # the ranks dealt by ``_deal_free_ranks``, which lists the guards
    state.prophecies = _deal_prophecies(state, scenario, ctx, *((names, d.guards) if free else ()))

    _tell_roles(state, scenario, ctx, (names_of, rank_of, place_of, lieutenant_of, roles_of))
    state.turn, state.phase, state.step = 1, ASSASSINATION, ""
    return state, ctx


_CHECKED: set[tuple[Any, ...]] = set()
"""Rosters whose names and aliases passed ``check_roster_names``, by those names and aliases."""


def _check_names(roster: list[RosterEntry], names: tuple[Any, ...], aliases: tuple[Any, ...]) -> None:
    """``check_roster_names(roster)``, remembered by the names and aliases it reads (each
    entry's, in order): its verdict depends on nothing else, and a simulator deals thousands
    of games from one roster (as Astrub's deal does). Without any alias, the names alone are
    the key (a tuple of names; with aliases, a tuple of each entry's name and aliases: never
    equal to a tuple of names)."""
    if any(aliases):
        key: tuple[Any, ...] = tuple([(name, *more) for name, more in zip(names, aliases)])
    else:
        key = names
    try:
        if key in _CHECKED:
            return
    except TypeError:  # an unhashable value where a name should be: the check says what is wrong
        check_roster_names(roster)
        return
    check_roster_names(roster)
    if len(_CHECKED) >= 256:
        _CHECKED.clear()
    _CHECKED.add(key)


_new = object.__new__


def _prepare_pins(d: _Deal, scenario: WinterfellScenario) -> None:
    """Pins: refuse the counts they exceed, then check that some deal honours them all (W-S-16)."""
    s = scenario.setup
    names = d.names
    pins = d.pins
    for rank in RANKS[:-1]:
        wanted = scenario.rank(rank).count
        pinned = [x for x in names if pins[x].rank == rank]
        if len(pinned) > wanted:
            raise RuleViolation.of(
                "players-are-pinned-as-but-game",
                game="winterfell",
                rule="W-S-1",
                pinned_count=len(pinned),
                rank=scenario.display(rank),
                wanted=wanted,
                pinned=", ".join(pinned),
            )
    gv_camps = {pins[x].camp for x in names if pins[x].rank == GREAT_VASSAL} - {None}
    if len(gv_camps) > 1:
        raise RuleViolation.of("great-vassals-are-pinned-two-camps", game="winterfell", rule="W-S-14")
    for place, wanted in ((GHOST, 1), (LIEUTENANT, s.lieutenants)):
        fixed = [x for x in names if pins[x].hierarchy == place]
        if len(fixed) > wanted:
            raise RuleViolation.of(
                "players-are-pinned-as-but-hierarchy",
                game="winterfell",
                rule="W-S-3",
                fixed_count=len(fixed),
                place=scenario.display(place),
                wanted=wanted,
                fixed=", ".join(fixed),
            )
    in_hierarchy = [x for x in names if pins[x].hierarchy]
    if len(in_hierarchy) > s.max_wolves():
        raise RuleViolation.of(
            "players-are-pinned-hierarchy-it-has",
            game="winterfell",
            rule="W-S-3",
            in_hierarchy_count=len(in_hierarchy),
            value=s.max_wolves(),
        )
    held = {role: [x for x in d.with_pinned_roles if role in d.roles[x]] for role in ROLES}
    if len(held[BEN_BONES]) > 1:
        raise RuleViolation.of(
            "two-players-are-pinned-as-ben", game="winterfell", rule="W-S-11", held=", ".join(held[BEN_BONES])
        )
    if len(held[REEK]) > s.max_reeks():
        raise RuleViolation.of(
            "players-are-pinned-as-schlingue-this",
            game="winterfell",
            rule="W-S-10",
            held_count=len(held[REEK]),
            value=s.max_reeks(),
        )
    for role, count, rule in (
        (TURNCOAT, s.turncoats, "W-S-6"),
        (MANDERLY, s.manderly, "W-S-7"),
        (WHORESBANE, s.whoresbane, "W-S-8"),
        (HOODED_MAN, s.hooded_men, "W-S-9"),
        (GREENSEER, s.greenseer, "W-S-12"),
        (ABEL, s.abel, "W-S-13"),
        (BASTARDS_BOY, s.bastards_boy, "W-S-2"),
    ):
        if len(held[role]) > count:
            raise RuleViolation.of(
                "players-are-pinned-as-game-has-2",
                game="winterfell",
                rule=rule,
                held_count=len(held[role]),
                role=scenario.display(role),
                held=", ".join(held[role]),
                count=count,
            )
    fixed_cubs = sum(1 for x in in_hierarchy if pins[x].hierarchy == CUB and pins[x].roles is not None)
    cub_roles_needed = _unpinned_cub_roles(d, scenario, [])
    if 1 + s.lieutenants + fixed_cubs + cub_roles_needed > s.max_wolves():
        raise RuleViolation.of(
            "cubs-are-pinned-without-cub-roles",
            game="winterfell",
            rule="W-S-16",
            fixed_cubs=fixed_cubs,
            cub_roles_needed=cub_roles_needed,
            value=s.max_wolves(),
        )
    under = Counter(pins[x].lieutenant for x in names if pins[x].lieutenant)
    for lt, n in under.items():
        if n > s.cubs_per_lieutenant_max:
            raise RuleViolation.of(
                "cubs-are-pinned-under-lieutenant-commands",
                game="winterfell",
                rule="W-S-4",
                player=lt or "",
                n=n,
                lt=lt,
                cubs_per_lieutenant_max=s.cubs_per_lieutenant_max,
            )
    # The hierarchy's sizes the lieutenants' pinned cubs allow (W-S-4).
    lo, hi = s.cubs_per_lieutenant_min, s.cubs_per_lieutenant_max
    fewest = sum(max(lo, n) for n in under.values()) + max(0, s.lieutenants - len(under)) * lo
    d.wolf_range = [
        t
        for t in range(s.min_wolves(), s.max_wolves() + 1)
        if fewest <= t - 1 - s.lieutenants <= s.lieutenants * hi
    ]
    # What each player may still be, from his pins.
    worshippers = any(pins[x].camp == WORSHIPPERS for x in names)
    no_gv = frozenset({pinning.S_GV})
    allowed = {}
    for x in names:
        pin = pins[x]
        a = pinning.allowed_by_pins(pin.rank, pin.camp, pin.hierarchy, pin.roles, pin.lieutenant)
        if pin.rank is not None and pin.rank != GREAT_VASSAL and pin.rank not in s.wolf_ranks:
            a -= pinning.HIERARCHY
        if worshippers and pin.camp == LOYALISTS:  # the GVs are never split (W-S-14)
            a -= no_gv
        allowed[x] = a
    d.allowed = allowed
    if not d.possible():
        _refuse(d)


def _possible_with(d: _Deal, changes: dict[str, frozenset[str]] | None = None, **counts: Any) -> bool:
    """Whether the deal stays possible with these counts decided (``ben``, ``reek_count``...)."""
    saved = {k: getattr(d, k) for k in counts}
    for k, v in counts.items():
        setattr(d, k, v)
    try:
        return d.possible(changes)
    finally:
        for k, v in saved.items():
            setattr(d, k, v)


def _camp(rank: str, place: str, roles: list[str], worshippers: bool) -> str:
    """The camp of a player dealt ``rank``, ``place`` (in the hierarchy) and ``roles``."""
    if TURNCOAT in roles or HOODED_MAN in roles or BEN_BONES in roles:
        return LOYALISTS
    if place or ABEL in roles:
        return WOLVES
    if GREENSEER in roles:
        return NEUTRAL
    if rank == GREAT_VASSAL and worshippers:
        return WORSHIPPERS
    return LOYALISTS


def _deal_ranks(d: _Deal, scenario: WinterfellScenario, ctx: Context) -> None:
    """W-S-1: the fixed ranks drawn from the top; the guards take the rest."""
    # The pinned ranks and the players without one, listed once for the three draws.
    pinned_ranks = {x: d.pins[x].rank for x in d.names if d.pins[x].rank is not None}
    unpinned = [x for x in d.names if x not in pinned_ranks]
    for rank in RANKS[:-1]:
        wanted = scenario.rank(rank).count
        pinned = [x for x, pinned_rank in pinned_ranks.items() if pinned_rank == rank]
        if len(pinned) > wanted:
            raise RuleViolation.of(
                "players-are-pinned-as-but-game-2",
                game="winterfell",
                rule="W-S-1",
                pinned_count=len(pinned),
                rank=scenario.display(rank),
                wanted=wanted,
                pinned=", ".join(pinned),
            )
        slots = _rank_slots(rank, scenario)
        for x in pinned:
            d.rank[x] = rank
        d.restrict(pinned, slots)
        if d.allowed is None:  # no pins: anyone may hold any rank (``_can_hold`` of an empty pin)
            pool = [x for x in unpinned if x not in d.rank]
        else:
            pool = [x for x in unpinned if x not in d.rank and _can_hold(d.pins[x], rank, scenario)]
        _need(pool, wanted - len(pinned), f"the {scenario.display(rank)} seats", "W-S-1")
        # W-S-2: every draw of a higher rank, the GVs' included, leaves a guard who may be the
        # Gars du Bâtard (the GVs' draw once took the only one: pins a deal honours were refused).
        keep_a_guard = _keeps_a_bastards_boy(d, scenario)
        # W-S-3, W-S-16: players pinned in the hierarchy when the guards are no wolf rank cannot
        # be left to the guards: each draw leaves the later wolf ranks' seats enough for them.
        keep_wolf_seats = _keeps_wolf_seats(d, scenario, rank, unpinned, wanted - len(pinned), pinned_ranks)
        conditions = [c for c in (keep_a_guard, keep_wolf_seats) if c is not None]
        for x in _draw(
            d,
            ctx,
            f"setup.seats.{rank}",
            f"deal the {rank} seats (W-S-1)",
            pool,
            wanted - len(pinned),
            slots,
            _all_of(conditions),
        ):
            d.rank[x] = rank
        if rank == GREAT_VASSAL:
            d.restrict([x for x in d.names if x not in d.rank], pinning.ALL - {pinning.S_GV})
    guards = [x for x in d.names if x not in d.rank]
    for x in guards:
        d.rank[x] = GUARD
    d.restrict(guards, _rank_slots(GUARD, scenario))
    bad = [x for x, pinned_rank in pinned_ranks.items() if d.rank[x] != pinned_rank]
    if bad:  # pragma: no cover - pinned ranks are placed first
        raise RuleViolation.of(
            "pinned-rank-cannot-be-honoured", game="winterfell", rule="W-S-16", player=bad[0], bad=bad[0]
        )


_SEATS = {rank: (f"setup.seats.{rank}", f"deal the {rank} seats (W-S-1)") for rank in RANKS}
"""Each rank's draw: the roll's purpose id and its sentence."""


def _deal_free_ranks(d: _Deal, scenario: WinterfellScenario, ctx: Context) -> None:
    """:func:`_deal_ranks` for a roster without pins: the same draws from the same pools, in the
    same order, without the pins' lists and conditions (speed; the deal of every simulated game).
    tests/games/winterfell/test_deal_records.py deals with both and compares."""
    rank_of, counts, dice = d.rank, scenario.seat_counts, ctx.dice
    pool = [*d.names]  # the players without a rank yet, in the roster's order
    for rank in RANKS[:-1]:
        wanted = counts[rank]
        if len(pool) < wanted:
            _need(pool, wanted, f"the {scenario.display(rank)} seats", "W-S-1")
        if wanted > 0:
            ident, say = _SEATS[rank]
            drawn = dice.sample(ident, pool, wanted, say=say)  # (the pool is read, not kept)
            rank_of.update(dict.fromkeys(drawn, rank))
            # The pool less the players drawn, in its order (the names are distinct): a set's
            # lookups, where removing each player scanned and compared the names before him.
            pool = [*itertools.filterfalse(set(drawn).__contains__, pool)]
        if rank == GREAT_VASSAL:
            d.non_gv = pool
    for x in pool:
        rank_of[x] = GUARD
    d.guards = pool


def _rank_slots(rank: str, scenario: WinterfellScenario) -> frozenset[str]:
    """The slot types a player of ``rank`` may take (the hierarchy only in the wolves' ranks)."""
    if rank == GREAT_VASSAL:
        return frozenset({pinning.S_GV})
    slots = pinning.ALL - {pinning.S_GV}
    return slots if rank in scenario.setup.wolf_ranks else slots - pinning.HIERARCHY


def _all_of(conditions: list[Callable[[list[str]], bool]]) -> Callable[[list[str]], bool] | None:
    """One condition on a draw's picks holding when all of ``conditions`` do (None: no condition)."""
    if not conditions:
        return None
    return lambda picks: all(c(picks) for c in conditions)


def _keeps_wolf_seats(
    d: _Deal,
    scenario: WinterfellScenario,
    rank: str,
    unpinned: list[str],
    k: int,
    pinned_ranks: dict[str, str | None],
) -> Callable[[list[str]], bool] | None:
    """With pins, when the guards are not a wolf rank: the players pinned in the hierarchy (rank
    free) not drawn to ``rank`` must fit in the wolf ranks' seats drawn after it (W-S-3), or
    they would be left guards and the deal refused. None when not needed."""
    s = scenario.setup
    if d.allowed is None or GUARD in s.wolf_ranks:
        return None
    bound = [x for x in unpinned if x not in d.rank and d.pins[x].hierarchy]
    if not bound:
        return None
    later = RANKS[RANKS.index(rank) + 1 : -1]
    seats = sum(
        scenario.rank(r).count - sum(1 for v in pinned_ranks.values() if v == r)
        for r in later
        if r in s.wolf_ranks
    )
    here = rank in s.wolf_ranks

    def enough(picks: list[str]) -> bool:
        left = sum(1 for x in bound if x not in picks)
        return left <= seats + (k - len(picks) if here else 0)

    return enough


def _keeps_a_bastards_boy(d: _Deal, scenario: WinterfellScenario) -> Callable[[list[str]], bool] | None:
    """With pins, a guard must remain who may be the Gars du Bâtard (W-S-2): one whose roles
    are not pinned. The condition on a draw of GVs, captains or knights, or None when not needed."""
    if d.allowed is None or not scenario.setup.bastards_boy:
        return None
    if any(BASTARDS_BOY in d.roles[x] for x in d.with_pinned_roles):
        return None
    eligible = [
        x for x in d.names if d.pins[x].roles is None and d.rank.get(x, d.pins[x].rank or GUARD) == GUARD
    ]
    return lambda picks: any(x not in picks for x in eligible)


def _can_hold(pin: Pin, rank: str, scenario: WinterfellScenario) -> bool:
    """Whether a player with these pins may be drawn to ``rank``."""
    if rank == GREAT_VASSAL:
        return not pin.hierarchy and pin.camp in (None, LOYALISTS, WORSHIPPERS) and not pin.roles
    if pin.camp == WORSHIPPERS:
        return False
    if pin.hierarchy and rank not in scenario.setup.wolf_ranks:
        return False
    if pin.roles and BASTARDS_BOY in pin.roles:
        return rank == GUARD
    return True


def _deal_worshippers(d: _Deal, scenario: WinterfellScenario, ctx: Context) -> bool:
    """W-S-14: all GVs are worshippers, or none."""
    camps: set[str | None] = set()  # the GVs' pinned camps (none without pins)
    if d.allowed is not None:
        camps = {d.pins[x].camp for x in d.names if d.rank[x] == GREAT_VASSAL} - {None}
    if len(camps) > 1:
        raise RuleViolation.of("great-vassals-are-pinned-two-camps-2", game="winterfell", rule="W-S-14")
    if camps:
        worshippers = camps == {WORSHIPPERS}
        if worshippers and scenario.setup.worshippers_percent <= 0:
            raise RuleViolation.of(
                "worshippers-are-pinned-but-this-scenario", game="winterfell", rule="W-SC-1"
            )
        return worshippers
    percent = scenario.setup.worshippers_percent
    if percent <= 0:
        return False
    if percent >= 100:
        return True
    return ctx.dice.chance(
        "setup.worshipper_gvs", percent, say=f"are the great vassals worshippers ({percent:g}%, W-S-14)"
    )


def _deal_role_counts(d: _Deal, scenario: WinterfellScenario, ctx: Context) -> tuple[bool, list[str]]:
    """W-S-11 Ben's presence, W-S-10 the number of Schlingues and each one's allegiance.

    Returns (Ben in play, one camp per Schlingue: the pinned ones first, in roster order).
    Pinned Schlingues with an open allegiance have theirs drawn and fixed in their pins here.
    """
    s = scenario.setup
    pinned_ben = [x for x in d.with_pinned_roles if BEN_BONES in d.roles[x]]
    if len(pinned_ben) > 1:
        raise RuleViolation.of(
            "two-players-are-pinned-as-ben-2",
            game="winterfell",
            rule="W-S-11",
            pinned_ben=", ".join(pinned_ben),
        )
    if pinned_ben:
        ben = True
    elif s.ben_percent <= 0:
        ben = False
    elif s.ben_percent >= 100:
        ben = True
    elif d.allowed is not None and not _possible_with(d, ben=0):  # W-S-16: the pins need a Ben
        ben = True
    elif d.allowed is not None and not _possible_with(d, ben=1):  # W-S-16: no Ben can be placed
        ben = False
    else:
        ben = ctx.dice.chance(
            "setup.ben", s.ben_percent, say=f"is Ben les Os in the game ({s.ben_percent:g}%, W-S-11)"
        )
    d.ben = int(ben)

    pinned_reeks = [x for x in d.with_pinned_roles if REEK in d.roles[x]]
    if len(pinned_reeks) > s.max_reeks():
        raise RuleViolation.of(
            "players-are-pinned-as-schlingue-this-2",
            game="winterfell",
            rule="W-S-10",
            pinned_reeks_count=len(pinned_reeks),
            value=s.max_reeks(),
        )
    options = [(i, p) for i, p in enumerate(s.reek_percent) if i >= len(pinned_reeks)]
    purpose = "how many Schlingues (" + ", ".join(f"{i}: {p:g}%" for i, p in enumerate(s.reek_percent))
    if d.allowed is not None:  # W-S-16: only the counts the pins allow
        allowed_counts = [(i, p) for i, p in options if p > 0 and _possible_with(d, reek_count=i)]
        if not allowed_counts:  # pragma: no cover - the pins were checked to allow a deal
            _refuse(d)
        if len(allowed_counts) < len([o for o in options if o[1] > 0]):
            options = allowed_counts
            purpose += ", within the pins"
    count = _weighted(ctx.dice, "setup.reek_count", purpose + "; W-S-10)", options)
    d.reek_count = count
    camps = d.reek_camps
    for i in range(count):
        x = pinned_reeks[i] if i < len(pinned_reeks) else ""
        pinned_camp = d.pins[x].camp if x else None
        if pinned_camp is not None:
            camps.append(pinned_camp)
            continue
        who = f" {x}" if x else f" no. {i + 1}"
        percent = s.reek_wolf_percent
        possible = [percent > 0, percent < 100]  # wolf, loyalist
        if d.allowed is not None:
            for j, (camp, slot) in enumerate(
                ((WOLVES, pinning.S_WOLF_REEK), (LOYALISTS, pinning.S_LOYAL_REEK))
            ):
                changes = {x: d.allowed[x] & {slot}} if x else None
                possible[j] = possible[j] and _possible_with(d, changes, reek_camps=[*camps, camp])
        if possible == [True, True]:
            wolf = ctx.dice.chance(
                "setup.reek_camp", percent, say=f"is Schlingue{who} a wolf ({percent:g}%, W-S-10)"
            )
        else:
            wolf = possible[0]
        camps.append(WOLVES if wolf else LOYALISTS)
        if x:
            pin = d.pins[x]
            pin.camp, pin.hierarchy = (WOLVES, CUB) if wolf else (LOYALISTS, "")
            _derive(x, pin, scenario)
            d.restrict([x], frozenset({pinning.S_WOLF_REEK if wolf else pinning.S_LOYAL_REEK}))
            if pin.rank is not None and wolf and pin.rank not in s.wolf_ranks:  # pragma: no cover
                raise RuleViolation.of(
                    "wolf-schlingue-cannot-be",
                    game="winterfell",
                    rule="W-S-10",
                    pinned_reeks=pinned_reeks[i],
                    rank=pin.rank,
                )
    return ben, camps


def _deal_hierarchy(d: _Deal, scenario: WinterfellScenario, ctx: Context, reeks: list[str]) -> None:
    """W-S-3 11+1d4 wolves among the non-GVs; the ghost, the lieutenants; W-S-4 the cubs' lieutenants."""
    s = scenario.setup
    pins = d.pins
    pinned = [x for x in d.names if pins[x].hierarchy] if d.allowed is not None else []
    for x in pinned:
        if d.rank[x] not in s.wolf_ranks:
            raise RuleViolation.of(
                "pinned-hierarchy-but-drawn-pinned",
                game="winterfell",
                rule="W-S-3",
                player=x,
                x=x,
                rank=d.rank[x],
            )
    # The cub roles that are not pinned still need free cubs: count them in the lower bound.
    cub_roles_needed = _unpinned_cub_roles(d, scenario, reeks)
    # Cubs pinned with their roles fixed cannot take the cub roles still to deal: the hierarchy
    # must be big enough for both.
    fixed_cubs = sum(1 for x in pinned if d.pins[x].hierarchy == CUB and d.pins[x].roles is not None)
    if len(pinned) > s.max_wolves():
        raise RuleViolation.of(
            "players-are-pinned-hierarchy-it-has-2",
            game="winterfell",
            rule="W-S-3",
            pinned_count=len(pinned),
            value=s.max_wolves(),
        )
    low = max(s.min_wolves(), len(pinned), 1 + s.lieutenants + fixed_cubs + cub_roles_needed)
    feasible = list(range(low, s.max_wolves() + 1))
    if not feasible:
        raise RuleViolation.of(
            "cubs-are-pinned-without-cub-roles-2",
            game="winterfell",
            rule="W-S-16",
            fixed_cubs=fixed_cubs,
            cub_roles_needed=cub_roles_needed,
            value=s.max_wolves(),
        )
    if d.allowed is not None:  # W-S-16: only the sizes the pins allow (all of them when they fix it)
        # W-S-4: and only those whose cubs the lieutenants' pinned cubs let deal (``wolf_range``):
        # the oracle, given the size, does not count the cubs per lieutenant.
        feasible = [t for t in feasible if t in d.wolf_range and _possible_with(d, wolves=t)]
        if not feasible:  # pragma: no cover - the pins were checked to allow a deal
            _refuse(d)
    if len(feasible) == 1:  # W-S-16: the pins fix the count; nothing to roll
        total = feasible[0]
    elif len(feasible) == s.wolves_die:
        total = s.wolves_base + ctx.dice.die(
            "setup.wolf_count",
            s.wolves_die,
            say=f"wolves in the hierarchy: {s.wolves_base}+1d{s.wolves_die} (W-S-3)",
        )
        total += s.extra_turncoats()  # W-S-6: the turncoats on top of the 11+1d4 (none by default)
    else:
        total = ctx.dice.choice(
            "setup.wolf_count_pinned",
            feasible,
            say=f"wolves in the hierarchy: {s.wolves_base}+1d{s.wolves_die}, at least the {len(pinned)} pinned (W-S-3)",
        )
    d.wolves = total
    wolf_ranks = s.wolf_ranks  # read once (the settings are a pydantic model, slow to read)
    spare: list[str] = []
    if d.allowed is None:  # no pins: the conditions on them below all hold
        rank_of = d.rank
        if GREAT_VASSAL not in wolf_ranks and all(rank in wolf_ranks for rank in RANKS[1:]):
            pool = [*d.non_gv]  # every rank but the GVs': the players not drawn GVs
        else:
            pool = [x for x in d.names if rank_of[x] in wolf_ranks]
    else:
        pool = [
            x
            for x in d.names
            if x not in pinned
            and d.pins[x].hierarchy is None
            and d.rank[x] in wolf_ranks
            and d.pins[x].camp in (None, WOLVES)
            and not _stacked(d.pins[x].roles)
        ]
        # W-S-6, W-S-16: a player pinned a loyalist (his place and roles free) may be the
        # turncoat, a loyalist among the cubs; the oracle counts on him when the pins leave the
        # turncoat nobody else. He is drawn a wolf only then, so the deals that never needed
        # him draw as before.
        allowed = d.allowed
        spare = [
            x
            for x in d.names
            if d.pins[x].camp == LOYALISTS
            and d.pins[x].hierarchy is None
            and d.pins[x].roles is None
            and d.rank[x] in wolf_ranks
            and pinning.S_TURNCOAT in allowed[x]
        ]
    _need(pool + spare, total - len(pinned), "the wolves", "W-S-3")
    members = pinned + _draw(
        d,
        ctx,
        "setup.wolves",
        f"draw {total - len(pinned)} wolves among the non-GV players (W-S-3)",
        pool,
        total - len(pinned),
        pinning.HIERARCHY,
        spare=spare,
    )
    if d.allowed is not None:
        d.restrict([x for x in d.names if x not in members], pinning.ALL - pinning.HIERARCHY)
    else:  # the members in the roster's order: the pool's (nobody pinned), a set's lookups
        d.members = [*filter(set(members).__contains__, pool)]
    # Places: the ghost, the lieutenants, the cubs.
    free, place_of = d.allowed is None, d.place
    for place, wanted, rule in ((GHOST, 1, "W-S-3"), (LIEUTENANT, s.lieutenants, "W-S-3")):
        if free:  # no pins: nobody's place fixed, every member not placed yet is open
            open_ = [x for x in members if x not in place_of]
            _need(open_, wanted, f"the {place} place", rule)
            if wanted > 0:
                for x in ctx.dice.sample(
                    f"setup.place.{place}", open_, wanted, say=f"draw the {place} among the wolves ({rule})"
                ):
                    place_of[x] = place
            continue
        fixed = [x for x in members if d.pins[x].hierarchy == place]
        if len(fixed) > wanted:
            raise RuleViolation.of(
                "players-are-pinned-as-but-hierarchy-2",
                game="winterfell",
                rule=rule,
                fixed_count=len(fixed),
                place=scenario.display(place),
                wanted=wanted,
                fixed=", ".join(fixed),
            )
        slots = frozenset({pinning.S_GHOST if place == GHOST else pinning.S_LT})
        for x in fixed:
            d.place[x] = place
        d.restrict(fixed, slots)
        open_ = [
            x
            for x in members
            if x not in d.place
            and d.pins[x].hierarchy is None
            and d.pins[x].camp != LOYALISTS  # a pinned loyalist drawn a wolf is the turncoat, a cub
            and not _stacked(d.pins[x].roles)
        ]
        _need(open_, wanted - len(fixed), f"the {place} place", rule)
        for x in _draw(
            d,
            ctx,
            f"setup.place.{place}",
            f"draw the {place} among the wolves ({rule})",
            open_,
            wanted - len(fixed),
            slots,
        ):
            d.place[x] = place
    cubs = [x for x in members if x not in place_of]
    d.restrict(cubs, pinning.CUB_SLOTS)
    for x in cubs:
        place_of[x] = CUB
    if len(cubs) < cub_roles_needed + (0 if free else len([x for x in cubs if _stacked(d.roles[x])])):
        raise RuleViolation.of(
            "cubs-cannot-hold-roles-placed-among", game="winterfell", rule="W-S-6", cubs_count=len(cubs)
        )
    _deal_cubs_to_lieutenants(d, scenario, ctx, cubs)


def _unpinned_cub_roles(d: _Deal, scenario: WinterfellScenario, reeks: list[str]) -> int:
    s = scenario.setup

    def held(role: str) -> int:
        return sum(1 for x in d.with_pinned_roles if role in d.roles[x])

    wolf_reeks = sum(1 for c in reeks if c == WOLVES)
    pinned_wolf_reeks = sum(1 for x in d.with_pinned_roles if REEK in d.roles[x] and d.pins[x].camp == WOLVES)
    return (
        max(0, s.turncoats - held(TURNCOAT))
        + max(0, s.manderly - held(MANDERLY))
        + max(0, s.whoresbane - held(WHORESBANE))
        + max(0, wolf_reeks - pinned_wolf_reeks)
        + max(0, s.abel_cubs() - held(ABEL))
    )


def _placed(d: _Deal, place: str) -> list[str]:
    """``[x for x in d.names if d.place.get(x) == place]`` once the hierarchy is placed (without
    pins): the players given ``place``, in the roster's order, found among the dozen members
    (``d.members``) rather than every player."""
    place_of = d.place
    return [x for x in d.members if place_of[x] == place]


def _deal_cubs_to_lieutenants(d: _Deal, scenario: WinterfellScenario, ctx: Context, cubs: list[str]) -> None:
    """W-S-4: every cub gets a lieutenant; each lieutenant commands min..max cubs (pins kept)."""
    s = scenario.setup
    place_of = d.place
    if d.allowed is None:
        lieutenants = _placed(d, LIEUTENANT)
    else:
        lieutenants = [x for x in d.names if place_of.get(x) == LIEUTENANT]
    if not lieutenants:
        return
    if d.allowed is None:  # no pins: no cub pinned under a lieutenant
        fixed: dict[str, list[str]] = {lt: [] for lt in lieutenants}
        free = cubs
    else:
        fixed = {lt: [c for c in cubs if d.pins[c].lieutenant == lt] for lt in lieutenants}
        free = [c for c in cubs if d.pins[c].lieutenant is None]
    for lt, own in fixed.items():
        if len(own) > s.cubs_per_lieutenant_max:
            raise RuleViolation.of(
                "cubs-are-pinned-under-lieutenant-commands-2",
                game="winterfell",
                rule="W-S-4",
                player=lt,
                own_count=len(own),
                lt=lt,
                cubs_per_lieutenant_max=s.cubs_per_lieutenant_max,
            )
    # Every lieutenant's possible numbers of cubs (at least his pinned ones), the combinations
    # that deal all the cubs, in the order of itertools.product.
    low, high = s.cubs_per_lieutenant_min, s.cubs_per_lieutenant_max
    sizes = _cub_sizes(tuple(max(low, len(fixed[lt])) for lt in lieutenants), high, len(cubs))
    if not sizes:
        raise RuleViolation.of(
            "cubs-cannot-be-dealt-per-lieutenant",
            game="winterfell",
            rule="W-S-4",
            cubs_count=len(cubs),
            cubs_per_lieutenant_min=s.cubs_per_lieutenant_min,
            cubs_per_lieutenant_max=s.cubs_per_lieutenant_max,
        )
    combo = (
        sizes[0]
        if len(sizes) == 1
        else ctx.dice.choice(
            "setup.cub_counts",
            sizes,
            say="how many cubs each lieutenant commands (" + ", ".join(lieutenants) + "; W-S-4)",
        )
    )
    order = ctx.dice.shuffle("setup.cub_deal", free, say="deal the cubs to the lieutenants (W-S-4)")
    for lt, n in zip(lieutenants, combo):
        for c in fixed[lt]:
            d.lieutenant_of[c] = lt
        for _ in range(n - len(fixed[lt])):
            d.lieutenant_of[order.pop(0)] = lt


_SIZES: dict[tuple[tuple[int, ...], int, int], list[tuple[int, ...]]] = {}


def _cub_sizes(lows: tuple[int, ...], high: int, cubs: int) -> list[tuple[int, ...]]:
    """Each lieutenant's number of cubs, from his ``lows`` to ``high``, the combinations that
    deal all the ``cubs``, in the order of itertools.product (made once per arguments: a deal
    without pins asks for the same few again and again). A new list each call."""
    key = (lows, high, cubs)
    found = _SIZES.get(key)
    if found is None:
        counts = [range(low, high + 1) for low in lows]
        found = [combo for combo in itertools.product(*counts) if sum(combo) == cubs]
        if len(_SIZES) >= 256:
            _SIZES.clear()
        _SIZES[key] = found
    return [*found]


def _place_role(
    d: _Deal,
    ctx: Context,
    role: str,
    wanted: int,
    pool: list[str],
    what: str,
    rule: str,
    slots: frozenset[str] | None = None,
) -> list[str]:
    """Give ``role`` to ``wanted`` players in all: the pinned holders, then drawn from ``pool``
    (with pins, each to take one of ``slots``; none: any, ``pinning.ALL``)."""
    if slots is None:
        slots = pinning.ALL
    held = [x for x in d.with_pinned_roles if role in d.roles[x]]
    if len(held) > wanted:
        raise RuleViolation.of(
            "players-are-pinned-as-game-has",
            game="winterfell",
            rule=rule,
            held_count=len(held),
            what=what,
            wanted=wanted,
        )
    d.restrict(held, slots)
    missing = wanted - len(held)
    if missing:
        _need(pool, missing, what, rule)
        for x in _draw(d, ctx, f"setup.role.{role}", f"draw {what} ({rule})", pool, missing, slots):
            d.roles[x].append(role)
            held.append(x)
    return held


def _deal_cub_roles(d: _Deal, scenario: WinterfellScenario, ctx: Context, reeks: list[str]) -> None:
    """W-S-6 turncoat, W-S-7 Wyman, W-S-8 Pestagaupe and W-S-10 wolf Schlingues among the cubs."""
    s = scenario.setup

    # The cubs whose roles are not pinned, listed once: each pool below keeps those of them
    # still without a role who may be wolves; the turncoat's, those who may be loyalists (a
    # player pinned a loyalist is a cub only as the turncoat, W-S-6).
    roles, pins, place_of = d.roles, d.pins, d.place
    if d.allowed is None:  # no pins: every cub; until the Gars du Bâtard (dealt last), a role stacks
        cubs = _placed(d, CUB)

        def pool() -> list[str]:
            return [x for x in cubs if not roles[x]]

        turncoat_pool = cubs
    else:
        cubs = [x for x in d.names if place_of.get(x) == CUB and pins[x].roles is None]

        def pool() -> list[str]:
            return [
                x for x in cubs if (not roles[x] or not _stacked(roles[x])) and pins[x].camp in (None, WOLVES)
            ]

        turncoat_pool = [x for x in cubs if pins[x].camp in (None, LOYALISTS)]

    def one(slot: str) -> frozenset[str]:
        return frozenset({slot})

    _place_role(
        d,
        ctx,
        TURNCOAT,
        s.turncoats,
        turncoat_pool,
        "the turncoat among the cubs",
        "W-S-6",
        one(pinning.S_TURNCOAT),
    )
    _place_role(
        d,
        ctx,
        MANDERLY,
        s.manderly,
        pool(),
        "Wyman Manderly among the cubs",
        "W-S-7",
        one(pinning.S_MANDERLY),
    )
    _place_role(
        d,
        ctx,
        WHORESBANE,
        s.whoresbane,
        pool(),
        "Pestagaupe Omble among the cubs",
        "W-S-8",
        one(pinning.S_WHORESBANE),
    )
    if s.abel_in_hierarchy:
        _place_role(
            d, ctx, ABEL, s.abel, pool(), "Abel le Barde among the cubs", "W-S-13", one(pinning.S_ABEL_CUB)
        )
    pinned_wolf = sum(1 for x in d.with_pinned_roles if REEK in d.roles[x] and d.place.get(x) == CUB)
    wolf_reeks = sum(1 for c in reeks if c == WOLVES)
    missing = wolf_reeks - pinned_wolf
    if missing > 0:
        candidates = pool()
        _need(candidates, missing, "the wolf Schlingues among the cubs", "W-S-10")
        for x in _draw(
            d,
            ctx,
            "setup.wolf_reeks",
            "draw the wolf Schlingues among the cubs (W-S-10)",
            candidates,
            missing,
            frozenset({pinning.S_WOLF_REEK}),
        ):
            d.roles[x].append(REEK)


def _deal_outside_roles(
    d: _Deal, scenario: WinterfellScenario, ctx: Context, ben: bool, reeks: list[str]
) -> None:
    """W-S-13b: the roles outside the hierarchy among the non-GV players without a role."""
    s = scenario.setup

    # The non-GV players outside the hierarchy whose roles are not pinned, listed once: each pool
    # below keeps those of them still without a role whose pinned camp allows it.
    roles, pins, rank_of, place_of = d.roles, d.pins, d.rank, d.place
    free = d.allowed is None
    if free:  # no pins
        outside = [x for x in d.non_gv if x not in place_of]
    else:
        outside = [
            x
            for x in d.names
            if rank_of[x] != GREAT_VASSAL
            and x not in place_of
            and pins[x].roles is None
            and pins[x].hierarchy in (None, "")
        ]

    # Without pins, the players outside still without a role: all of them at first (the roles
    # dealt so far went to the hierarchy), less those each role below is given.
    left = [*outside] if free else []

    def pool(*camps: str) -> list[str]:
        if free:  # no camp pinned; until the Gars du Bâtard (dealt last), every role stacks
            return [*left]
        allowed = (None, *camps)
        # ``not roles[x]`` first: most players hold no role yet, and a call of ``_stacked`` per
        # player was most of this pool's cost (speed).
        return [x for x in outside if (not roles[x] or not _stacked(roles[x])) and pins[x].camp in allowed]

    def one(slot: str) -> frozenset[str]:
        return frozenset({slot})

    def given(held: list[str]) -> None:
        if free:  # (without pins, the holders are the players drawn, all of them in ``left``)
            for x in held:
                left.remove(x)

    given(
        _place_role(
            d, ctx, GREENSEER, s.greenseer, pool(NEUTRAL), "the Vervoyant", "W-S-12", one(pinning.S_SEER)
        )
    )
    if not s.abel_in_hierarchy:
        given(_place_role(d, ctx, ABEL, s.abel, pool(WOLVES), "Abel le Barde", "W-S-13", one(pinning.S_ABEL)))
    given(
        _place_role(
            d, ctx, BEN_BONES, 1 if ben else 0, pool(LOYALISTS), "Ben les Os", "W-S-11", one(pinning.S_BEN)
        )
    )
    given(
        _place_role(
            d,
            ctx,
            HOODED_MAN,
            s.hooded_men,
            pool(LOYALISTS),
            "the Hooded Men",
            "W-S-9",
            one(pinning.S_HOODED),
        )
    )
    pinned_loyal = sum(1 for x in d.with_pinned_roles if REEK in d.roles[x] and x not in d.place)
    missing = sum(1 for c in reeks if c == LOYALISTS) - pinned_loyal
    if missing > 0:
        candidates = pool(LOYALISTS)
        _need(candidates, missing, "the loyal Schlingues", "W-S-10")
        for x in _draw(
            d,
            ctx,
            "setup.loyal_reeks",
            "draw the loyal Schlingues (W-S-10, W-S-13b)",
            candidates,
            missing,
            frozenset({pinning.S_LOYAL_REEK}),
        ):
            d.roles[x].append(REEK)
    # A player pinned in the hierarchy or the wolves' camp must have been placed by now.
    for x in () if free else d.names:
        pin = d.pins[x]
        if pin.camp == WOLVES and x not in d.place and ABEL not in d.roles[x]:
            raise RuleViolation.of(
                "pinned-wolf-but-no-wolf-place", game="winterfell", rule="W-S-16", player=x, x=x
            )


def _deal_bastards_boy(d: _Deal, scenario: WinterfellScenario, ctx: Context) -> None:
    """W-S-2: one guard, whatever his camp, is the Gars du Bâtard."""
    if not scenario.setup.bastards_boy:
        return
    rank_of, pins = d.rank, d.pins
    if d.allowed is None:  # no pins: every guard
        pool = [*d.guards]
    else:
        pool = [x for x in d.names if rank_of[x] == GUARD and pins[x].roles is None]
    _place_role(d, ctx, BASTARDS_BOY, 1, pool, "the Gars du Bâtard among the guards", "W-S-2")


def _deal_prophecies(
    state: WinterfellState,
    scenario: WinterfellScenario,
    ctx: Context,
    names: list[str] | None = None,
    guard_names: list[str] | None = None,
) -> dict[str, str]:
    """W-S-12: Life, Death (any other player), Glory (a guard), three different players.

    ``names``, ``guard_names``: the players' names and the guards', in the players' order, when
    the caller has them (the deal without pins); otherwise read from the players."""
    seer = state.holder_of(GREENSEER)
    if not seer:
        return {}
    seer_name = seer[0].name
    if names is None or guard_names is None:
        names = [p.name for p in state.players]
        guard_names = [p.name for p in state.players if p.rank == GUARD]
    # The names are distinct: a copy less one name keeps the others in their order.
    others = [*names]
    others.remove(seer_name)
    all_guards = set(guard_names)

    def leave_a_guard(pool: list[str]) -> list[str]:
        """The Life and Death prophecies never take the last guard the Glory one needs (W-S-12):
        with few guards (a small scenario at its minimum) they took both, and the deal was refused."""
        # (the pool's names are distinct: the guards it holds counted in one C call)
        return [x for x in pool if x not in all_guards] if len(all_guards.intersection(pool)) == 1 else pool

    life = ctx.dice.choice(
        "setup.prophecy_life",
        leave_a_guard(others),
        say="the Vervoyant's Life prophecy: a player who must survive (W-S-12)",
    )
    rest = [*others]
    rest.remove(life)
    death = ctx.dice.choice(
        "setup.prophecy_death",
        leave_a_guard(rest),
        say="the Vervoyant's Death prophecy: a player who must die (W-S-12)",
    )
    chosen = {seer_name, life, death}
    guards = [*itertools.filterfalse(chosen.__contains__, guard_names)]  # (in order, in C)
    _need(guards, 1, "the Glory prophecy (a guard)", "W-S-12")
    glory = ctx.dice.choice(
        "setup.prophecy_glory", guards, say="the Vervoyant's Glory prophecy: a guard who must rise (W-S-12)"
    )
    return {"life": life, "death": death, "glory": glory}


# -- what each player is told ---------------------------------------------------------------
def in_wolves_batch(p: WinterfellPlayer) -> bool:
    """W-S-15: the wolves (the hierarchy, the turncoat and Abel included) are told first."""
    return bool(p.hierarchy) or p.camp == WOLVES


def _tell_roles(state: WinterfellState, scenario: WinterfellScenario, ctx: Context, tables: _Tables) -> None:
    """Role cards and initial knowledge (W-S-5, W-S-6, W-S-14), the wolves' batch first (W-S-15),
    then the public start and the GM's summary.

    ``tables``: the deal's names (in the players' order) and what it gave each (rank, place,
    lieutenant, roles), which nothing changes after the deal.

    The facts are stored now (the rules read them); the events are filed at once with
    ``ctx.record_batch`` and made only when the events are read (``_deal_events``), from the
    tables and from values that do not change after the deal: the facts, the cubs' lists made
    here, a copy of the prophecies (a simulator reads none: making them, or filing them one by
    one, was a good part of a deal)."""
    index = state.living_index()  # every player lives at the deal (built for the prophecies' seer)
    ghost = state.ghost()
    hierarchy = index.wolves  # the index's own lists: read, not kept
    cubs_of: dict[str, list[str]] = {}
    for p in hierarchy:  # only cubs have a lieutenant (in the players' order, as a scan gives)
        lt = p.lieutenant
        if lt:
            found = cubs_of.get(lt)
            if found is None:
                cubs_of[lt] = [p.name]
            else:
                found.append(p.name)
    gvs = index.ranks.get(GREAT_VASSAL, ())
    gv_names = [p.name for p in gvs]
    turncoat_names = [p.name for p in index.roles.get(TURNCOAT, ())]
    ghost_name = ghost.name if ghost is not None else ""
    members: list[tuple[str, str]] = [(p.name, p.hierarchy) for p in hierarchy]
    # Who knows something from the start, in the order they are told: the hierarchy and the GVs,
    # the wolves' batch first (``in_wolves_batch``), each batch in the players' order.
    holders = [*hierarchy, *[p for p in gvs if not p.hierarchy]]
    if any(p.camp == WOLVES for p in holders[len(hierarchy) :]):  # (a GV in the wolves' batch)
        holders.sort(key=lambda p: (not in_wolves_batch(p), p.seat))
    knowledge, turn, new = state.knowledge, state.turn, _new
    first = len(knowledge)
    for p in holders:
        # What this player knows from the start (W-S-5, W-S-6, W-S-14), each fact as
        # ``knowledge.tell`` tells it, inline (he is never told about himself).
        name, place = p.name, p.hierarchy
        told: list[tuple[str, str, str]]
        if place == GHOST:
            told = [(other, where, "W-S-5") for other, where in members]
        elif place == LIEUTENANT:
            told = [(ghost_name, GHOST, "W-S-5")] if ghost is not None else []
            told += [(cub, CUB, "W-S-5") for cub in cubs_of.get(name, ())]
        elif place == CUB and p.lieutenant:
            told = [(p.lieutenant, LIEUTENANT, "W-S-5")]
        else:
            told = []
        if p.rank == GREAT_VASSAL:
            told += [(x, TURNCOAT, "W-S-6") for x in turncoat_names]
            if p.camp == WORSHIPPERS:
                told += [(x, WORSHIPPERS, "W-S-14") for x in gv_names]
        for about, seen_as, rule in told:
            if about != name:
                fact = new(Knowledge)
                fact.who, fact.about, fact.seen_as = name, about, seen_as
                fact.turn, fact.source = turn, rule
                knowledge.append(fact)
    facts = knowledge[first:]
    bastards = index.roles.get(BASTARDS_BOY)
    ctx.record_batch(
        len(tables[0]) + len(facts) + 2,
        _deal_events,
        (
            tables,
            state.worshippers_in_play,
            scenario.influences,
            cubs_of,
            dict(state.prophecies),
            facts,
            bastards[0].name if bastards else "",
            len(hierarchy),
            ghost_name,
            state.seed_sha256,
        ),
    )


def _what_was_dealt(tables: _Tables, worshippers: bool) -> list[Dealt]:
    """What each player was dealt, in the players' order, as the deal gave it to his record."""
    names, rank_of, place_of, lieutenant_of, roles_of = tables
    dealt: list[Dealt] = []
    for name in names:
        rank = rank_of[name]
        place = place_of.get(name, "")
        roles = roles_of.get(name)
        held = (sorted(roles, key=ROLES.index) if len(roles) > 1 else [*roles]) if roles else []
        camp = _camp(rank, place, held, worshippers)
        dealt.append((name, rank, camp, place, lieutenant_of.get(name, ""), tuple(held)))
    return dealt


def _deal_events(
    tables: _Tables,
    worshippers: bool,
    influence: dict[str, int],
    cubs_of: dict[str, list[str]],
    prophecies: dict[str, str],
    facts: list[Knowledge],
    bastards_boy: str,
    wolves: int,
    ghost: str,
    seed_sha256: str,
) -> list[tuple[str, Audience, str, dict[str, Any]]]:
    """The deal's events (``_tell_roles``): each player's role card followed by what he knows
    from the start (``facts``, in that order), the wolves' batch first (W-S-15); then the public
    start and the GM's summary."""
    dealt = _what_was_dealt(tables, worshippers)
    events: list[tuple[str, Audience, str, dict[str, Any]]] = []

    def batched(kind: str, audience: Audience, rule: str, data: dict[str, Any]) -> None:
        events.append((kind, audience, rule, data))

    told = 0
    for batch in ("wolves", "others"):
        for seen in dealt:
            name, rank, camp, place, lieutenant, roles = seen
            if (batch == "wolves") != bool(place or camp == WOLVES):  # ``in_wolves_batch``
                continue
            audience = to_player(name)
            rule = "W-S-6" if TURNCOAT in roles else "W-S-5" if place else "W-S-1"
            batched("role_card", audience, rule, _role_card(seen, batch, influence, cubs_of, prophecies))
            while told < len(facts) and facts[told].who == name:
                fact = facts[told]
                batched("learned", audience, fact.source, _learned(fact.about, fact.seen_as, batch))
                told += 1
    batched("game_start", PUBLIC, "W-S-2", _game_start(dealt, bastards_boy, influence, seed_sha256))
    batched(
        "deal_summary", GM, "W-S-16", _deal_summary(dealt, wolves, ghost, cubs_of, worshippers, prophecies)
    )
    return events


# The events' data of the deal, made when the events are read (``_deal_events``).
def _role_card(
    seen: Dealt,
    batch: str,
    influence: dict[str, int],
    cubs_of: dict[str, list[str]],
    prophecies: dict[str, str],
) -> dict[str, Any]:
    """A player's role card (W-S-15): what he holds as he is told it (the turncoat a loyalist,
    Pestagaupe a wolf; the Hooded Men and Pestagaupe not told their roles)."""
    name, rank, camp, place, lieutenant, roles = seen
    card: dict[str, Any] = {
        "rank": rank,
        "influence": influence[rank],
        "camp": LOYALISTS if TURNCOAT in roles else WOLVES if WHORESBANE in roles else camp,
        "hierarchy": place,
        "roles": [r for r in roles if r not in UNTOLD_ROLES],
        "batch": batch,
    }
    if lieutenant:
        card["lieutenant"] = lieutenant
    if place == LIEUTENANT:
        card["cubs"] = list(cubs_of.get(name, []))
    if GREENSEER in roles:
        card["prophecies"] = dict(prophecies)
    return card


def _learned(about: str, seen_as: str, batch: str) -> dict[str, Any]:
    """A fact of the deal as ``knowledge.tell`` words it (``how="setup", batch=batch``)."""
    return {"about": about, "seen_as": seen_as, "how": "setup", "batch": batch}


def _game_start(
    dealt: list[Dealt],
    bastards_boy: str,
    influence: dict[str, int],
    seed_sha256: str,
) -> dict[str, Any]:
    """The public start (W-S-2): the players, their ranks, the Gars du Bâtard, the influence."""
    names = [seen[0] for seen in dealt]
    ranks = [seen[1] for seen in dealt]
    return {
        "players": names,
        "ranks": dict(zip(names, ranks)),
        "bastards_boy": bastards_boy,
        "influence": sum(map(influence.__getitem__, ranks)),  # (in the players' order, as before)
        "seed_sha256": seed_sha256,
    }


def _deal_summary(
    dealt: list[Dealt],
    wolves: int,
    ghost: str,
    cubs_of: dict[str, list[str]],
    worshippers: bool,
    prophecies: dict[str, str],
) -> dict[str, Any]:
    """What the GM is told of the deal (W-S-16)."""
    return {
        "wolves": wolves,
        "ghost": ghost,
        "lieutenants": {seen[0]: list(cubs_of.get(seen[0], [])) for seen in dealt if seen[3] == LIEUTENANT},
        "roles": {seen[0]: list(seen[5]) for seen in dealt if seen[5]},
        "camps": {seen[0]: seen[2] for seen in dealt},
        "worshippers": worshippers,
        "prophecies": dict(prophecies),
    }
