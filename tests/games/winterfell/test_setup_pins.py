"""W-S-16: pinned rosters deal with any seed, the pins kept; contradictory pins are refused by name.

"Le MJ peut fixer ..." is not in the source: a GM who takes over a running forum game enters the
roles the game already has (W-S-16 of the catalogue). The deal's counts drawn at random (the
wolves' 11+1d4, Ben, the Schlingues) are drawn only within what the pins allow.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.winterfell.rules.setup import deal
from gmconsole.games.winterfell.rules.state import WinterfellState
from gmconsole.scenarios import load_scenario

WF = load_scenario("winterfell")
KEYS = ("rank", "camp", "hierarchy", "roles", "lieutenant")


def pins_of(state: WinterfellState, name: str, keys=KEYS) -> dict:
    """The pins that say what ``name`` was dealt in ``state`` (only ``keys``)."""
    p = state.wp(name)
    every = {
        "rank": p.rank,
        "camp": p.camp,
        "hierarchy": p.hierarchy or "none",
        "roles": list(p.roles),
        "lieutenant": p.lieutenant,
    }
    return {k: every[k] for k in keys if k in every and (k != "lieutenant" or every[k])}


def respected(state: WinterfellState, name: str, pins: dict) -> list[str]:
    """The pins of ``name`` that ``state`` does not honour."""
    got = pins_of(state, name)
    got.setdefault("lieutenant", "")
    return [f"{name}.{k}: pinned {v!r}, dealt {got[k]!r}" for k, v in pins.items() if got[k] != v]


def full_roster(source: WinterfellState) -> list[RosterEntry]:
    return [RosterEntry(name=p.name, pins=pins_of(source, p.name)) for p in source.players]


def test_w_s_16_a_roster_pinning_all_thirty_players_deals_with_every_seed():
    """W-S-16 (issue 12, fault 9): "a roster that pins every player deals with any seed". A
    30-player roster pinning everyone (12 wolves) dealt for 52 seeds out of 399 before: 11+1d4
    and the Schlingues were rolled without looking at the pins."""
    players = [RosterEntry(name=f"P{i:02d}") for i in range(1, 31)]
    source = next(s for s in (deal(WF, players, f"x{i}")[0] for i in range(200)) if len(s.hierarchy()) == 12)
    roster = full_roster(source)
    for i in range(120):
        state, ctx = deal(WF, roster, f"s{i}")
        for entry in roster:
            assert respected(state, entry.name, entry.pins) == []
        assert len(state.hierarchy()) == 12
        # Nothing the pins fix is rolled: the wolves' count is taken from them.
        assert not any("wolves in the hierarchy" in r.purpose for r in ctx.rolls)


def test_w_s_16_counts_are_drawn_within_the_pins():
    """W-S-16: "counts drawn at random (the wolves' 1d4, the Schlingues) are drawn only within what
    the pins allow": 14 players pinned in the hierarchy leave 14 or 15 wolves, never 12 or 13."""
    places = ["ghost", "lieutenant", "lieutenant", "lieutenant"] + ["cub"] * 10
    pins = {f"P{i:02d}": {"hierarchy": place} for i, place in enumerate(places, start=1)}
    sizes = set()
    for i in range(40):
        state, _ = deal(
            WF, [RosterEntry(name=f"P{j:02d}", pins=pins.get(f"P{j:02d}", {})) for j in range(1, 51)], f"c{i}"
        )
        sizes.add(len(state.hierarchy()))
        assert all(state.wp(n).hierarchy == pin["hierarchy"] for n, pin in pins.items())
    assert sizes == {14, 15}


@st.composite
def pinned_rosters(draw):
    """A legal deal of 25-60 players, then pins taken from it: every key of every player, or some
    keys of some players."""
    n = draw(st.integers(25, 60))
    seed = draw(st.text("abcdef0123456789", min_size=1, max_size=8))
    source, _ = deal(WF, [RosterEntry(name=f"P{i:02d}") for i in range(1, n + 1)], seed)
    full = draw(st.booleans())
    share = draw(st.floats(0.05, 1.0))
    entries = []
    for p in source.players:
        if full:
            keys = KEYS
        elif draw(st.floats(0, 1)) < share:
            keys = tuple(k for k in KEYS if draw(st.booleans()))
        else:
            keys = ()
        entries.append(RosterEntry(name=p.name, pins=pins_of(source, p.name, keys)))
    return entries


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    roster=pinned_rosters(),
    seeds=st.lists(st.text("xyz0123456789", min_size=1, max_size=6), min_size=3, max_size=3),
)
def test_w_s_16_pins_sampled_from_a_legal_deal_deal_with_every_seed_and_are_kept(roster, seeds):
    """W-S-16: pins sampled from a legal deal (fully or partly, 25-60 players) deal with every seed,
    and every pin is respected."""
    for seed in seeds:
        state, _ = deal(WF, roster, seed)
        problems = [problem for e in roster for problem in respected(state, e.name, e.pins)]
        assert problems == []
        assert 12 <= len(state.hierarchy()) <= 15


@pytest.mark.parametrize(
    ("pins", "message"),
    [
        (
            # Every non-GV player pinned a plain loyalist: no room for the wolves.
            {f"P{i:02d}": {"camp": "loyalists", "roles": [], "hierarchy": "none"} for i in range(4, 51)},
            r"the pins cannot all be honoured: the deal needs .* as .*Fantôme de Winterfell.*\(P01, P02, P03\)",
        ),
        (
            # Sixteen wolves pinned without a role: the hierarchy holds 15 at most, three of them
            # cubs with a role (turncoat, Wyman, Pestagaupe), so 12 without one.
            {
                **{f"P{i:02d}": {"camp": "wolves", "roles": []} for i in range(1, 16)},
                "P16": {"camp": "wolves", "hierarchy": "none"},
                "P17": {"camp": "wolves", "roles": []},
            },
            r"the pins cannot all be honoured: 16 player\(s\) \(P01, P02, .*P15, P17\) can only be "
            r"Fantôme de Winterfell or Lieutenant or Louveteau without a role by their pins, "
            r"and the deal has room for 12",
        ),
        (
            {"P01": {"camp": "neutral"}, "P02": {"roles": ["greenseer"]}},
            r"2 players are pinned as Vervoyant \(P01, P02\); the game has 1",
        ),
        (
            {f"P{i:02d}": {"rank": "guard", "roles": []} for i in range(1, 51)},
            r"the pins cannot all be honoured: .*Vervoyant",
        ),
    ],
)
def test_w_s_16_contradictory_pins_are_refused_naming_them(pins, message):
    """W-S-16: pins no deal can honour are refused, and the message names the players."""
    roster = [RosterEntry(name=f"P{i:02d}", pins=pins.get(f"P{i:02d}", {})) for i in range(1, 51)]
    with pytest.raises(RuleViolation, match=message):
        deal(WF, roster, "any")


@pytest.mark.parametrize(
    ("pins", "french"),
    [
        (
            {"roles": ["turncoat"], "camp": "wolves"},
            "la valeur fixée « les Loups de l'Hiver » (camp) contredit le rôle Tourne-Casaque (W-S-6), "
            "qui demande « les loyalistes »",
        ),
        (
            {"hierarchy": "cub", "rank": "great_vassal"},
            "la valeur fixée « Louveteau » (place dans la hiérarchie) contredit le rang de grand vassal "
            "(W-S-3), qui demande « aucun »",
        ),
        (
            {"rank": "roi"},
            "rang introuvable\u202f: «\u202froi\u202f» (au choix\u202f: Grand Vassal, Capitaine, Chevalier, Garde)",
        ),
    ],
)
def test_w_s_16_a_refused_pin_names_what_it_pins_in_french(pins, french):
    """W-S-16, issue 11 point 3: a pin's refusal names the pinned value, what it contradicts and
    the choices by their display names in a French game (« Louveteau », « aucun »), while the
    English record keeps the keys (the behaviour fingerprint holds it)."""
    from gmconsole.engine.worded import describe

    roster = [RosterEntry(name=f"J{i:02d}", pins=pins if i == 1 else {}) for i in range(1, 51)]
    with pytest.raises(RuleViolation) as caught:
        deal(WF, roster, "graine")
    shown = describe(caught.value, WF)
    assert shown.startswith("J01\u202f: ") and french in shown, shown
    for english in ("pinned", "contradicts", "none", "one of", "unknown", "role", "the "):
        assert english not in shown, shown
    assert "pinned" in str(caught.value) or "unknown" in str(caught.value)


# The roster hypothesis found (26 players, pins sampled from a legal deal): P07, P11 and P14 are
# pinned loyalists, and with 15 wolves and no Ben one of them must be the turncoat. The wolves'
# draw left every pinned loyalist out, and 26 seeds of 200 were refused with a conflict that
# does not exist ("the deal needs 26 player(s) ..., and the pins let only 26 take that place").
LOYALIST_TURNCOAT_PINS = {
    "P02": {"roles": ["hooded_man"]},
    "P07": {"camp": "loyalists"},
    "P08": {"rank": "knight", "hierarchy": "none", "roles": []},
    "P09": {"roles": ["hooded_man"]},
    "P10": {"rank": "guard", "hierarchy": "none", "roles": []},
    "P11": {"rank": "knight", "camp": "loyalists"},
    "P12": {"hierarchy": "ghost"},
    "P13": {"hierarchy": "lieutenant"},
    "P14": {"camp": "loyalists"},
}


def loyalist_turncoat_roster() -> list[RosterEntry]:
    return [
        RosterEntry(name=f"P{i:02d}", pins=LOYALIST_TURNCOAT_PINS.get(f"P{i:02d}", {})) for i in range(1, 27)
    ]


@pytest.mark.slow
def test_w_s_16_a_pinned_loyalist_is_the_turncoat_when_the_pins_leave_nobody_else():
    """W-S-16, W-S-6: a roster whose pins a deal honours deals with any seed. Here some deals
    need a pinned loyalist as the turncoat (a loyalist among the cubs): he is drawn a wolf then,
    and the turncoat's draw gives him the role; the pins are kept with every seed."""
    roster = loyalist_turncoat_roster()
    loyalist_turncoats = 0
    for i in range(200):
        state, _ = deal(WF, roster, str(i))
        problems = [problem for e in roster for problem in respected(state, e.name, e.pins)]
        assert problems == [], (i, problems)
        (turncoat,) = state.holder_of("turncoat")
        assert turncoat.hierarchy == "cub" and turncoat.camp == "loyalists"
        loyalist_turncoats += turncoat.name in ("P07", "P11", "P14")
    # The seeds that failed before (0, 5, 11...) are among those that need one of them.
    assert loyalist_turncoats >= 20


def test_w_s_16_a_pinned_loyalist_is_drawn_a_wolf_only_as_the_turncoat():
    """W-S-16, W-S-6: the seed that the wolves' dead end refused (seed 0) deals: 15 wolves, no
    Ben, and one of the pinned loyalists is the turncoat, never the ghost nor a lieutenant."""
    state, ctx = deal(WF, loyalist_turncoat_roster(), "0")
    (turncoat,) = state.holder_of("turncoat")
    assert turncoat.name in ("P07", "P11", "P14")
    for name in ("P07", "P11", "P14"):
        p = state.wp(name)
        assert p.camp == "loyalists"
        assert p.hierarchy in ("", "cub")
        assert (p.hierarchy == "cub") == (name == turncoat.name)
    assert any("one at a time within the pins" in r.purpose for r in ctx.rolls)


def test_w_s_16_a_dead_end_is_not_worded_as_a_conflict():
    """W-S-16: the refusal names a conflict only when the pins truly have one. Pins a deal can
    honour, refused by a draw's dead end (a fault of the deal), never read "the deal needs 26
    player(s) ..., and the pins let only 26 take that place"."""
    from gmconsole.engine.worded import describe
    from gmconsole.games.winterfell.rules import setup

    roster = loyalist_turncoat_roster()
    pins = {e.name: setup._parse_pins(e, WF, {e.name.lower(): e.name for e in roster}) for e in roster}
    for name, pin in pins.items():
        setup._derive(name, pin, WF)
    d = setup._Deal(
        names=[e.name for e in roster], pins=pins, roles={n: list(p.roles or []) for n, p in pins.items()}
    )
    d.with_pinned_roles = [x for x in d.names if d.roles[x]]
    d.scenario = WF
    setup._prepare_pins(d, WF)  # the pins can be honoured: no refusal
    with pytest.raises(RuleViolation, match="dead end") as caught:
        setup._refuse(d)
    assert "cannot all be honoured" not in str(caught.value)
    assert caught.value.rule == "W-S-16"
    shown = describe(caught.value, WF)
    assert shown.startswith("la donne est arrivée dans une impasse\u202f: ") and "graine" in shown, shown


@pytest.mark.parametrize(
    "pins",
    [
        {f"P{i:02d}": {"camp": "loyalists", "roles": [], "hierarchy": "none"} for i in range(4, 51)},
        {**{f"P{i:02d}": {"camp": "wolves", "roles": []} for i in range(1, 17)}},
        {f"P{i:02d}": {"rank": "guard", "roles": []} for i in range(1, 51)},
    ],
)
def test_w_s_16_a_conflict_names_fewer_places_than_players_or_the_reverse(pins):
    """W-S-16: a refused conflict's two numbers differ: more players than room for them, or more
    room than players who may take it; never "needs N ... only N"."""
    import re

    roster = [RosterEntry(name=f"P{i:02d}", pins=pins.get(f"P{i:02d}", {})) for i in range(1, 51)]
    with pytest.raises(RuleViolation, match="cannot all be honoured") as caught:
        deal(WF, roster, "any")
    message = str(caught.value)
    needs = re.search(r"the deal needs (\d+) player\(s\).*the pins let only (\d+) take", message)
    crowded = re.search(r": (\d+) player\(s\) \(.*the deal has room for (\d+)", message)
    found = needs or crowded
    assert found is not None, message
    assert found.group(1) != found.group(2), message
