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
            "rang introuvable\u202f: 'roi' (au choix\u202f: Grand Vassal, Capitaine, Chevalier, Garde)",
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
