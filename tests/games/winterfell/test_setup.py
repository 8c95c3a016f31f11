"""The deal of Winterfell (W-S): ranks, hierarchy, special roles, knowledge, role cards, pins."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.winterfell.rules.setup import deal, minimum_players
from gmconsole.games.winterfell.rules.state import WinterfellState
from gmconsole.scenarios import load_roster, load_scenario

WF = load_scenario("winterfell")
MEEREEN = load_scenario("meereen")
SEEDS = [f"seed-{i}" for i in range(40)]


def roster(n: int = 50, **pins: dict) -> list[RosterEntry]:
    """``n`` players P01..Pn; ``pins`` gives some of them pinned secrets (by name)."""
    names = [f"P{i:02d}" for i in range(1, n + 1)]
    return [RosterEntry(name=name, pins=pins.get(name, {})) for name in names]


def settings(scenario=WF, **values):
    return scenario.model_copy(update={"setup": scenario.setup.model_copy(update=values)})


def dealt(seed: str = "s", n: int = 50, scenario=WF, **pins) -> tuple[WinterfellState, object]:
    return deal(scenario, roster(n, **pins), seed)


def ranks(state: WinterfellState) -> Counter:
    return Counter(p.rank for p in state.players)


def roles(state: WinterfellState, role: str) -> list:
    return state.holder_of(role, alive=False)


# -- W-S-1 ranks --------------------------------------------------------------------------------
def test_w_s_1_fifty_players_have_the_turn_one_ranks_and_161_influence():
    """W-S-1: fifty players have the turn one ranks and 161 influence."""
    state, ctx = dealt()
    assert ranks(state) == {"great_vassal": 3, "captain": 5, "knight": 12, "guard": 30}
    assert sum(WF.influence(p.rank) for p in state.players) == 161
    start = next(e for e in ctx.events if e.kind == "game_start")
    assert start.data["influence"] == 161 and start.audience.to == "public"
    assert state.turn == 1 and state.phase == "assassination" and state.step == ""


@pytest.mark.parametrize("n", [25, 33, 64])
def test_w_s_1_the_guards_absorb_another_number_of_players(n):
    """W-S-1: the guards absorb another number of players."""
    state, _ = dealt(n=n)
    assert ranks(state) == {"great_vassal": 3, "captain": 5, "knight": 12, "guard": n - 20}


def test_w_s_1_a_roster_below_the_minimum_is_refused_with_the_minimum():
    """W-S-1: a roster below the minimum is refused with the minimum."""
    assert minimum_players(WF) == 25
    with pytest.raises(
        RuleViolation, match=r"at least 25 players with these settings; the roster has 24 \(W-S-1\)"
    ):
        dealt(n=24)
    from gmconsole.engine.rules.registry import find_rules

    assert find_rules("winterfell").min_players(WF) == 25


def test_w_s_1_the_minimum_follows_the_settings():
    """W-S-1: the minimum follows the settings."""
    assert minimum_players(settings(wolves_die=2)) == 23
    assert minimum_players(settings(hooded_men=0, ben_percent=0)) == 22
    assert minimum_players(MEEREEN) == 22
    for seed in SEEDS[:10]:  # every roll of the deal fits in the minimum roster
        dealt(seed, n=25)


# -- W-S-2 the Gars du Bâtard -----------------------------------------------------------------------
def test_w_s_2_one_guard_is_the_gars_du_batard_and_it_is_public():
    """W-S-2: one guard is the gars du batard and it is public."""
    for seed in SEEDS[:10]:
        state, ctx = dealt(seed)
        boys = roles(state, "bastards_boy")
        assert len(boys) == 1 and boys[0].rank == "guard"
        start = next(e for e in ctx.events if e.kind == "game_start")
        assert start.data["bastards_boy"] == boys[0].name
        assert state.public_view()["players"][boys[0].seat - 1]["roles"] == ["bastards_boy"]
    assert any("Gars du Bâtard" in r.purpose and "W-S-2" in r.purpose for r in ctx.rolls)


def test_w_s_2_the_gars_du_batard_is_drawn_whatever_his_camp():
    """W-S-2: the gars du batard is drawn whatever his camp."""
    camps = {dealt(seed)[0].holder_of("bastards_boy")[0].camp for seed in [f"gdb-{i}" for i in range(80)]}
    assert "wolves" in camps and "loyalists" in camps


# -- W-S-3 the wolves -------------------------------------------------------------------------------
def test_w_s_3_the_hierarchy_numbers_11_plus_1d4_with_one_ghost_three_lieutenants_and_no_gv():
    """W-S-3: the hierarchy numbers 11 plus 1d4 with one ghost three lieutenants and no gv."""
    sizes, wolf_ranks = set(), set()
    for seed in SEEDS:
        state, ctx = dealt(seed)
        h = state.hierarchy()
        sizes.add(len(h))
        places = Counter(p.hierarchy for p in h)
        assert places["ghost"] == 1 and places["lieutenant"] == 3 and 8 <= places["cub"] <= 11
        assert all(p.rank != "great_vassal" for p in h)
        wolf_ranks |= {p.rank for p in h}
        roll = next(r for r in ctx.rolls if r.purpose.startswith("wolves in the hierarchy"))
        assert roll.expr == "1d4" and len(h) == 11 + roll.result
    assert sizes == {12, 13, 14, 15}
    assert wolf_ranks == {"captain", "knight", "guard"}, "wolves are drawn among every non-GV rank (default)"


def test_w_s_3_wolf_ranks_setting_limits_where_wolves_are_drawn():
    """W-S-3: wolf ranks setting limits where wolves are drawn."""
    state, _ = dealt(scenario=settings(wolf_ranks=["guard"]))
    assert {p.rank for p in state.hierarchy()} == {"guard"}


# -- W-S-4 cubs per lieutenant ------------------------------------------------------------------------
def test_w_s_4_each_lieutenant_commands_two_to_four_cubs_and_every_cub_has_one():
    """W-S-4: each lieutenant commands two to four cubs and every cub has one."""
    seen = set()
    for seed in SEEDS:
        state, _ = dealt(seed)
        lieutenants = [p.name for p in state.hierarchy() if p.hierarchy == "lieutenant"]
        cubs = [p for p in state.hierarchy() if p.hierarchy == "cub"]
        assert all(c.lieutenant in lieutenants for c in cubs)
        counts = Counter(c.lieutenant for c in cubs)
        assert all(2 <= counts[lt] <= 4 for lt in lieutenants)
        seen |= set(counts.values())
        assert all(not p.lieutenant for p in state.players if p.hierarchy != "cub")
    assert seen == {2, 3, 4}


# -- W-S-5 initial knowledge --------------------------------------------------------------------------
def test_w_s_5_initial_knowledge_of_ghost_lieutenants_and_cubs_told_as_learned_events():
    """W-S-5: initial knowledge of ghost lieutenants and cubs told as learned events."""
    state, ctx = dealt("knowledge")
    ghost = state.ghost()
    h = state.hierarchy()
    assert {k: f.seen_as for k, f in state.known_by(ghost.name).items()} == {
        p.name: ("cub" if p.hierarchy == "cub" else p.hierarchy) for p in h if p is not ghost
    }
    for lt in (p for p in h if p.hierarchy == "lieutenant"):
        own = {p.name for p in h if p.lieutenant == lt.name}
        assert {k: f.seen_as for k, f in state.known_by(lt.name).items()} == {ghost.name: "ghost"} | {
            c: "cub" for c in own
        }
    for cub in (p for p in h if p.hierarchy == "cub"):
        assert {k: f.seen_as for k, f in state.known_by(cub.name).items()} == {cub.lieutenant: "lieutenant"}
        learned = [e for e in ctx.events if e.kind == "learned" and e.audience.players == (cub.name,)]
        assert [(e.data["about"], e.data["seen_as"], e.rule) for e in learned] == [
            (cub.lieutenant, "lieutenant", "W-S-5")
        ]
    abel = roles(state, "abel")[0]
    assert all(f.about != abel.name for f in state.knowledge), "nobody knows Abel (W-S-13)"


# -- W-S-6 the turncoat ---------------------------------------------------------------------------------
def test_w_s_6_the_turncoat_is_a_loyalist_cub_seen_as_a_cub_by_the_ghost_and_known_to_the_gvs():
    """W-S-6: the turncoat is a loyalist cub seen as a cub by the ghost and known to the gvs."""
    state, ctx = dealt("turncoat")
    [turncoat] = roles(state, "turncoat")
    assert turncoat.camp == "loyalists" and turncoat.hierarchy == "cub" and turncoat.lieutenant
    assert turncoat in state.hierarchy(), "he is one of the 11+1d4"
    assert state.known_by(state.ghost().name)[turncoat.name].seen_as == "cub"
    for gv in state.with_rank("great_vassal"):
        fact = state.known_by(gv.name)[turncoat.name]
        assert fact.seen_as == "turncoat" and fact.source == "W-S-6"
    card = next(e for e in ctx.events if e.kind == "role_card" and e.audience.players == (turncoat.name,))
    assert (
        card.data["roles"] == ["turncoat"]
        and card.data["camp"] == "loyalists"
        and card.data["hierarchy"] == "cub"
    )
    assert card.data["lieutenant"] == turncoat.lieutenant


# -- W-S-7, W-S-8, W-S-9 Wyman, Pestagaupe, the Hooded Men -----------------------------------------------
def test_w_s_7_wyman_manderly_is_a_wolf_cub():
    """W-S-7: wyman manderly is a wolf cub."""
    for seed in SEEDS[:10]:
        state, _ = dealt(seed)
        [wyman] = roles(state, "manderly")
        assert (
            wyman.hierarchy == "cub"
            and wyman.camp == "wolves"
            and wyman.roles == ["manderly"]
            or (wyman.roles == ["bastards_boy", "manderly"])
        )


def test_w_s_8_pestagaupe_is_a_wolf_cub_not_told_he_is_pestagaupe():
    """W-S-8: pestagaupe is a wolf cub not told he is pestagaupe."""
    state, ctx = dealt("pestagaupe")
    [p] = roles(state, "whoresbane")
    assert p.hierarchy == "cub" and p.camp == "wolves"
    card = next(e for e in ctx.events if e.kind == "role_card" and e.audience.players == (p.name,))
    assert (
        "whoresbane" not in card.data["roles"]
        and card.data["hierarchy"] == "cub"
        and card.data["camp"] == "wolves"
    )


def test_w_s_9_two_hooded_men_loyalists_not_told():
    """W-S-9: two hooded men loyalists not told."""
    state, ctx = dealt("hooded")
    hooded = roles(state, "hooded_man")
    assert len(hooded) == 2
    for p in hooded:
        assert p.camp == "loyalists" and not p.hierarchy and p.rank != "great_vassal"
        card = next(e for e in ctx.events if e.kind == "role_card" and e.audience.players == (p.name,))
        assert card.data["roles"] in ([], ["bastards_boy"]) and card.data["camp"] == "loyalists"


# -- W-S-10 Schlingue --------------------------------------------------------------------------------------
def test_w_s_10_zero_one_or_two_schlingues_each_a_wolf_cub_or_a_plain_loyalist():
    """W-S-10: zero one or two schlingues each a wolf cub or a plain loyalist."""
    counts, camps = Counter(), Counter()
    for seed in [f"reek-{i}" for i in range(60)]:
        state, ctx = dealt(seed)
        reeks = roles(state, "reek")
        counts[len(reeks)] += 1
        roll = next(r for r in ctx.rolls if r.purpose.startswith("how many Schlingues"))
        assert roll.expr == "1d100"
        for r in reeks:
            camps[r.camp] += 1
            if r.camp == "wolves":
                assert r.hierarchy == "cub"
            else:
                assert r.camp == "loyalists" and not r.hierarchy and set(r.roles) <= {"reek", "bastards_boy"}
        allegiance = [x for x in ctx.rolls if x.purpose.startswith("is Schlingue")]
        assert len(allegiance) == len(reeks)
    assert set(counts) == {0, 1, 2} and counts[0] > counts[2]
    assert set(camps) == {"wolves", "loyalists"}


def test_w_s_10_the_settings_force_two_wolf_schlingues():
    """W-S-10: the settings force two wolf schlingues."""
    state, ctx = dealt(scenario=settings(reek_percent=[0, 0, 100], reek_wolf_percent=100))
    reeks = roles(state, "reek")
    assert len(reeks) == 2 and all(r.hierarchy == "cub" and r.camp == "wolves" for r in reeks)
    assert not any(r.purpose.startswith("how many Schlingues") for r in ctx.rolls), (
        "a certain outcome rolls nothing"
    )


# -- W-S-11 Ben les Os --------------------------------------------------------------------------------------
def test_w_s_11_ben_les_os_is_in_the_game_66_percent_of_the_time_as_a_loyalist():
    """W-S-11: ben les os is in the game 66 percent of the time as a loyalist."""
    present = 0
    for seed in [f"ben-{i}" for i in range(60)]:
        state, ctx = dealt(seed)
        roll = next(r for r in ctx.rolls if r.purpose.startswith("is Ben les Os in the game (66%"))
        bens = roles(state, "ben_bones")
        assert len(bens) == (1 if roll.result <= 66 else 0)
        for b in bens:
            present += 1
            assert b.camp == "loyalists" and not b.hierarchy and b.rank != "great_vassal"
    assert 25 < present < 55
    assert roles(dealt(scenario=settings(ben_percent=0))[0], "ben_bones") == []


# -- W-S-12 the Vervoyant ----------------------------------------------------------------------------------
def test_w_s_12_the_vervoyant_is_neutral_with_life_death_glory_prophecies():
    """W-S-12: the vervoyant is neutral with life death glory prophecies."""
    state, ctx = dealt("prophecies")
    [seer] = roles(state, "greenseer")
    assert seer.camp == "neutral" and not seer.hierarchy
    pro = state.prophecies
    assert set(pro) == {"life", "death", "glory"}
    assert len({pro["life"], pro["death"], pro["glory"], seer.name}) == 4
    assert state.wp(pro["glory"]).rank == "guard"
    card = next(e for e in ctx.events if e.kind == "role_card" and e.audience.players == (seer.name,))
    assert card.data["prophecies"] == pro and card.data["camp"] == "neutral"
    assert [r.purpose.split(":")[0] for r in ctx.rolls if "prophecy" in r.purpose] == [
        "the Vervoyant's Life prophecy",
        "the Vervoyant's Death prophecy",
        "the Vervoyant's Glory prophecy",
    ]


# -- W-S-13 Abel, W-S-13b placement --------------------------------------------------------------------------
def test_w_s_13_abel_is_a_wolf_outside_the_hierarchy_unknown_to_the_wolves():
    """W-S-13: abel is a wolf outside the hierarchy unknown to the wolves."""
    state, ctx = dealt("abel")
    [abel] = roles(state, "abel")
    assert abel.camp == "wolves" and not abel.hierarchy and abel not in state.hierarchy()
    assert not [f for f in state.knowledge if f.about == abel.name]
    card = next(e for e in ctx.events if e.kind == "role_card" and e.audience.players == (abel.name,))
    assert card.data["batch"] == "wolves" and card.data["roles"] == ["abel"]


def test_w_s_13b_roles_outside_the_hierarchy_go_to_non_gvs_without_another_role():
    """W-S-13b: roles outside the hierarchy go to non gvs without another role."""
    for seed in SEEDS:
        state, _ = dealt(seed)
        for p in state.players:
            own = [r for r in p.roles if r != "bastards_boy"]
            assert len(own) <= 1, f"{p.name} holds {p.roles}"
            if own:
                assert p.rank != "great_vassal"
            if own and own[0] in ("greenseer", "abel", "ben_bones", "hooded_man"):
                assert not p.hierarchy
            if own and own[0] in ("turncoat", "manderly", "whoresbane"):
                assert p.hierarchy == "cub"
        assert all(not p.roles for p in state.with_rank("great_vassal"))


# -- W-S-14 worshippers ------------------------------------------------------------------------------------------
def test_w_s_14_all_gvs_or_none_are_worshippers_one_time_in_ten():
    """W-S-14: all gvs or none are worshippers one time in ten."""
    hits = 0
    for seed in [f"w-{i}" for i in range(80)]:
        state, ctx = dealt(seed)
        roll = next(r for r in ctx.rolls if r.purpose.startswith("are the great vassals worshippers (10%"))
        camps = {p.camp for p in state.with_rank("great_vassal")}
        assert len(camps) == 1, "the GVs are never split"
        assert state.worshippers_in_play == (camps == {"worshippers"}) == (roll.result <= 10)
        hits += state.worshippers_in_play
    assert 1 <= hits <= 20


def test_w_s_14_worshipper_gvs_know_each_other():
    """W-S-14: worshipper gvs know each other."""
    state, _ = dealt(scenario=settings(worshippers_percent=100))
    gvs = state.with_rank("great_vassal")
    assert all(p.camp == "worshippers" for p in gvs) and state.worshippers_in_play
    for gv in gvs:
        known = state.known_by(gv.name)
        assert all(known[o.name].seen_as == "worshippers" for o in gvs if o is not gv)


# -- W-S-15 role messages: the wolves first --------------------------------------------------------------------
def test_w_s_15_the_wolves_role_cards_and_knowledge_come_first_flagged_as_their_batch():
    """W-S-15: the wolves role cards and knowledge come first flagged as their batch."""
    state, ctx = dealt("batch")
    private = [e for e in ctx.events if e.kind in ("role_card", "learned")]
    batches = [e.data["batch"] for e in private]
    first_other = batches.index("others")
    assert set(batches[:first_other]) == {"wolves"} and set(batches[first_other:]) == {"others"}
    wolves_batch = {e.audience.players[0] for e in private if e.data["batch"] == "wolves"}
    expected = {p.name for p in state.players if p.hierarchy or p.camp == "wolves"}
    assert wolves_batch == expected
    assert [e.kind for e in ctx.events].count("role_card") == 50


# -- W-S-16 draws logged, reproducible, pins ----------------------------------------------------------------------
def test_w_s_16_every_draw_is_logged_with_its_purpose_and_the_deal_replays_from_the_seed():
    """W-S-16: every draw is logged with its purpose and the deal replays from the seed."""
    a = Game.new(WF, roster(), "same")
    b = Game.new(WF, roster(), "same")
    c = Game.new(WF, roster(), "other")
    assert a.state.model_dump() == b.state.model_dump()
    assert [r.model_dump() for r in a.setup.rolls] == [r.model_dump() for r in b.setup.rolls]
    assert a.state.model_dump() != c.state.model_dump()
    assert all(r.purpose and "W-S-" in r.purpose for r in a.setup.rolls)
    assert a.verify() == []


PINS = {
    "P01": {"rank": "captain", "hierarchy": "ghost"},
    "P02": {"rank": "Chevalier", "hierarchy": "lieutenant"},
    "P03": {"lieutenant": "P02", "roles": ["turncoat"]},
    "P04": {"lieutenant": "P02"},
    "P05": {"rank": "great_vassal"},
    "P06": {"camp": "neutral"},
    "P07": {"roles": "Ben les Os"},
    "P08": {"roles": ["reek"], "camp": "wolves"},
    "P09": {"rank": "guard", "camp": "loyalists", "roles": []},
    "P10": {"camp": "wolves", "hierarchy": "none"},
    "P11": {"roles": ["bastards_boy"]},
}


def test_w_s_16_pins_are_honoured_and_the_rest_drawn_around_them():
    """W-S-16: pins are honoured and the rest drawn around them."""
    for seed in SEEDS[:15]:
        state, _ = dealt(seed, **PINS)
        p = state.wp
        assert (p("P01").rank, p("P01").hierarchy, p("P01").camp) == ("captain", "ghost", "wolves")
        assert (p("P02").rank, p("P02").hierarchy) == ("knight", "lieutenant")
        assert (p("P03").hierarchy, p("P03").lieutenant, p("P03").camp, p("P03").roles) == (
            "cub",
            "P02",
            "loyalists",
            ["turncoat"],
        )
        assert (p("P04").hierarchy, p("P04").lieutenant) == ("cub", "P02")
        assert p("P05").rank == "great_vassal" and p("P05").camp in ("loyalists", "worshippers")
        assert p("P06").roles == ["greenseer"] and p("P06").camp == "neutral"
        assert p("P07").roles == ["ben_bones"] and p("P07").camp == "loyalists"
        assert "reek" in p("P08").roles and p("P08").hierarchy == "cub"
        assert (p("P09").rank, p("P09").camp, p("P09").roles, p("P09").hierarchy) == (
            "guard",
            "loyalists",
            [],
            "",
        )
        assert p("P10").roles == ["abel"]
        assert p("P11").roles == ["bastards_boy"] and p("P11").rank == "guard"
        assert len(state.holder_of("turncoat")) == 1 and len(state.holder_of("ben_bones")) == 1
        assert ranks(state) == {"great_vassal": 3, "captain": 5, "knight": 12, "guard": 30}
        assert 12 <= len(state.hierarchy()) <= 15


def test_w_s_16_pins_from_a_toml_roster(tmp_path: Path):
    """W-S-16: pins from a toml roster."""
    lines = []
    for i in range(1, 51):
        lines.append(f'[[players]]\nname = "P{i:02d}"\n')
        if i == 1:
            lines.append('rank = "Capitaine"\nhierarchy = "Fantôme de Winterfell"\n')
        if i == 2:
            lines.append('roles = ["Tourne-Casaque"]\nlieutenant = "P03"\n')
    path = tmp_path / "roster.toml"
    path.write_text("\n".join(lines), encoding="utf-8")
    state, _ = deal(WF, load_roster(path), "toml")
    assert state.wp("P01").hierarchy == "ghost" and state.wp("P01").rank == "captain"
    assert state.wp("P02").roles == ["turncoat"] and state.wp("P02").lieutenant == "P03"
    assert state.wp("P03").hierarchy == "lieutenant"


@pytest.mark.parametrize(
    ("pins", "message"),
    [
        (
            {"P01": {"colour": "red"}},
            r"P01: unknown pin 'colour'; Winterfell pins rank, camp, hierarchy, roles, lieutenant \(W-S-16\)",
        ),
        ({"P01": {"rank": "king"}}, r"P01: unknown rank 'king'"),
        (
            {"P01": {"rank": "great_vassal", "camp": "wolves"}},
            r"P01: an initial great vassal is a loyalist or a worshipper, not wolves",
        ),
        (
            {"P01": {"rank": "great_vassal", "hierarchy": "cub"}},
            r"P01: pinned hierarchy 'cub' contradicts the great vassal rank",
        ),
        (
            {"P01": {"hierarchy": "ghost"}, "P02": {"hierarchy": "ghost"}},
            r"2 players are pinned as Fantôme de Winterfell but the hierarchy has 1",
        ),
        (
            {f"P{i:02d}": {"rank": "great_vassal"} for i in range(1, 5)},
            r"4 players are pinned as Grand Vassal but the game has 3",
        ),
        (
            {"P01": {"roles": ["turncoat"], "camp": "wolves"}},
            r"P01: pinned camp 'wolves' contradicts the turncoat role",
        ),
        ({"P01": {"roles": ["ben_bones", "abel"]}}, r"P01: only the Gars du Bâtard stacks with another role"),
        (
            {"P01": {"roles": ["bastards_boy"], "rank": "knight"}},
            r"P01: pinned rank 'knight' contradicts the Gars du Bâtard role",
        ),
        (
            {"P01": {"hierarchy": "ghost"}, "P02": {"lieutenant": "P01"}},
            r"P02: the pinned lieutenant P01 is pinned as ghost",
        ),
        ({"P01": {"lieutenant": "Nobody"}}, r"P01: the pinned lieutenant 'Nobody' is not in the roster"),
        (
            {"P01": {"camp": "neutral", "roles": ["abel"]}},
            r"P01: pinned camp 'neutral' contradicts the abel role",
        ),
        (
            {"P01": {"roles": ["ben_bones"]}, "P02": {"roles": ["ben_bones"]}},
            r"two players are pinned as Ben les Os",
        ),
        (
            {"P01": {"hierarchy": "cub", "camp": "loyalists", "roles": []}},
            r"the only loyalist among the cubs is the turncoat",
        ),
        (
            {f"P{i:02d}": {"hierarchy": "cub"} for i in range(1, 17)},
            r"16 players are pinned in the hierarchy; it has at most 15",
        ),
    ],
)
def test_w_s_16_impossible_or_unknown_pins_are_refused_with_a_clear_message(pins, message):
    """W-S-16: impossible or unknown pins are refused with a clear message."""
    with pytest.raises(RuleViolation, match=message):
        dealt(**pins)


# -- W-SC-1 Meereen ---------------------------------------------------------------------------------------------------
def test_w_sc_1_meereen_runs_the_same_deal_with_the_new_roles_switched_off():
    """W-SC-1: meereen runs the same deal with the new roles switched off."""
    assert MEEREEN.display("ghost") == "la Harpie" and MEEREEN.display("great_vassal") == "Conseiller"
    assert MEEREEN.display("turncoat") == "Serpent" and MEEREEN.display("greenseer") == "Quaithe"
    for seed in SEEDS[:20]:
        state, ctx = dealt(seed, scenario=MEEREEN)
        held = {r for p in state.players for r in p.roles}
        assert not held & {"manderly", "ben_bones", "hooded_man", "whoresbane"}
        assert not state.worshippers_in_play
        assert {"turncoat", "greenseer", "abel", "bastards_boy"} <= held
        assert not any("Ben" in r.purpose or "worshippers" in r.purpose for r in ctx.rolls)
    with pytest.raises(
        RuleViolation, match=r"P01: pinned role 'Ben les Os' is not in this scenario \(W-SC-1\)"
    ):
        dealt(scenario=MEEREEN, P01={"roles": ["ben_bones"]})


def test_w_sc_1_every_winterfell_display_name_is_french_in_both_scenarios():
    """W-SC-1: every winterfell display name is french in both scenarios."""
    from gmconsole.games.winterfell.rules.seers import IDENTITIES
    from gmconsole.games.winterfell.rules.setup import CAMPS, ROLES
    from gmconsole.games.winterfell.rules.state import PHASES, RANKS

    for scenario in (WF, MEEREEN):
        for key in (
            *RANKS,
            *CAMPS,
            *ROLES,
            *IDENTITIES,
            *PHASES,
            "ghost",
            "lieutenant",
            "cub",
            "life",
            "death",
            "glory",
        ):
            assert key in scenario.names, f"{scenario.name}: no display name for {key}"


def test_w_s_16_cubs_pinned_without_roles_leave_room_for_the_cub_roles():
    """W-S-16: cubs pinned without roles leave room for the cub roles."""
    pins = {f"P{i:02d}": {"hierarchy": "cub", "roles": []} for i in range(1, 7)}
    for seed in SEEDS[:10]:
        state, _ = dealt(seed, **pins)
        assert len(state.hierarchy()) >= 13
        assert all(state.wp(n).roles == [] and state.wp(n).hierarchy == "cub" for n in pins)
        assert len(state.holder_of("turncoat")) == len(state.holder_of("manderly")) == 1
    too_many = {f"P{i:02d}": {"hierarchy": "cub", "roles": []} for i in range(1, 10)}
    with pytest.raises(
        RuleViolation, match=r"9 cubs are pinned without the cub roles.*would exceed 15 \(W-S-16\)"
    ):
        dealt(**too_many)


def test_w_s_13_the_abel_in_hierarchy_setting_makes_abel_one_of_the_cubs():
    """W-S-13: the default (Abel outside the hierarchy) is a setting; on, Abel is a cub."""
    scenario = settings(abel_in_hierarchy=True)
    assert minimum_players(scenario) == 24
    for seed in SEEDS[:10]:
        state, ctx = dealt(seed, scenario=scenario)
        [abel] = roles(state, "abel")
        assert abel.hierarchy == "cub" and abel.camp == "wolves" and abel in state.hierarchy()
        assert state.known_by(state.ghost().name)[abel.name].seen_as == "cub"
    state, _ = dealt(scenario=scenario, P01={"roles": ["abel"]})
    assert state.wp("P01").hierarchy == "cub"


def test_w_s_1_a_dealt_state_is_what_its_save_validates_to():
    """W-S-1: the deal gives the state its players without validating them again (speed); the
    state is still exactly what validating its dump gives, players and all."""
    from gmconsole.games.winterfell.rules.simulate import random_roster

    scenario = load_scenario("winterfell")
    for seed in ("a", "b", "c"):
        state, _ = deal(scenario, random_roster(50), seed)
        again = WinterfellState.model_validate(state.model_dump())
        assert again == state and again.players == state.players
        assert [type(p) for p in state.players] == [type(p) for p in again.players]
