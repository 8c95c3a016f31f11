"""Vampire Hunter, rule by rule (vampire-hunter.md). Draws are fixed by writing the decks of a
state built by hand; a roll's outcome is forced by the cards' values where the test needs one
(a fear of 20 is never overcome by a hunter of courage 5, a hunter of 10 never fails against 0),
so the tests do not depend on what a seed happens to deal."""

from __future__ import annotations

import copy

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.games.vampire_hunter.rules import equipment as eqp
from gmconsole.games.vampire_hunter.rules import fight, propagation
from gmconsole.games.vampire_hunter.rules.state import Item

from .table import DATA, TABLE, new_game, quiet


def vampires(**changed: dict) -> dict:
    out = copy.deepcopy(DATA["vampires"])
    for key, stats in changed.items():
        out[key] = {**out[key], **stats}
    return out


def hunters(**changed: dict) -> dict:
    out = copy.deepcopy(DATA["hunters"])
    for key, stats in changed.items():
        out[key] = {**out[key], **stats}
    return out


def travel(**changed: dict) -> dict:
    out = copy.deepcopy(DATA["travel"])
    for key, stats in changed.items():
        out[key] = {**out[key], **stats}
    return out


STRONG = {"anghel": {"courage": 10, "combat": 10}}
WEAK = {"fear": 0, "combat": 0, "vulnerable": [], "immune": []}
FEARSOME = {"fear": 20}


def board(seed: str = "v", **changes):
    """Bob (Părintele Anghel, first in turn order) to play, no token but one far away (Mangalia)."""
    b = quiet(new_game(seed=seed, **changes))
    b.state.tokens = {"mangalia": 1}
    b.turn_of("Bob")
    b.place("Bob", "curtea_de_arges")
    return b


# -- setup (V-S) -------------------------------------------------------------------------------
def test_V_S_1_each_player_draws_a_hunter_and_starts_on_its_origin() -> None:
    """V-S-1."""
    game = new_game({"A": "", "B": "", "C": ""}, seed="s1")
    cards = [p.roles[0] for p in game.state.players]
    assert len(set(cards)) == 3
    for player in game.state.players:
        hunter = game.state.hunters[player.name]
        assert hunter.card == player.roles[0]
        assert hunter.town == game.scenario.hunters[hunter.card].origin
    again = new_game({"A": "", "B": "", "C": ""}, seed="s1")
    assert [p.roles for p in again.state.players] == [p.roles for p in game.state.players]
    pinned = new_game({"A": "mina", "B": ""}, seed="s1")
    assert pinned.state.hunters["A"].card == "mina" and pinned.state.hunters["A"].town == "sighisoara"
    with pytest.raises(RuleViolation, match="not a hunter card"):
        new_game({"A": "nosferatu"})


def test_V_S_2_three_tokens_on_brasov_and_the_decks_shuffled_from_the_seed() -> None:
    """V-S-2."""
    game = new_game()
    setup = game.entries()[0]
    start = next(e for e in setup.events if e.kind == "game_start")
    assert start.data["town"] == "brasov" and start.data["tokens"] == 3
    assert game.state.tokens["brasov"] >= 3
    purposes = {r.purpose_id for r in setup.rolls}
    assert {"setup.vampires", "setup.travel", "setup.equipment", "setup.propagation"} <= purposes
    s = game.state
    assert sorted(s.vampire_deck + s.vampire_discard) == sorted(game.scenario.vampires)
    assert len(s.travel_deck) == sum(c.copies for c in game.scenario.travel.values())
    again = new_game()
    assert again.state.vampire_deck == s.vampire_deck and again.state.travel_deck == s.travel_deck
    other = new_game(seed="another")
    assert other.state.vampire_deck != s.vampire_deck


def test_V_S_3_one_propagation_before_the_first_turn() -> None:
    """V-S-3."""
    events = new_game().entries()[0].events
    kinds = [e.kind for e in events]
    assert kinds.index("propagation") < kinds.index("hunter_turn")
    assert kinds.count("propagation_card") == 4
    assert [e.data["town"] for e in events if e.kind == "spread"] == ["brasov"]


def test_V_S_4_turn_order_from_the_most_courageous_hunter() -> None:
    """V-S-4: Anghel (courage 5) plays first, then clockwise; a tie goes to the earlier seat."""
    assert new_game().state.order == ["Bob", "Cid", "Dan", "Ana"]
    tie = new_game({"Ana": "harker", "Bob": "veronica", "Cid": "anghel"})
    assert tie.state.order == ["Bob", "Cid", "Ana"]
    seats = new_game(rules={"first_player": "first_seat"})
    assert seats.state.order == list(TABLE)


# -- a hunter's turn (V-T) ---------------------------------------------------------------------
def test_V_T_1_moves_go_along_a_road_to_a_free_town() -> None:
    """V-T-1: not along a road, or onto another hunter, is refused; without an order he must
    move; with no free road he stays and resolves nothing."""
    b = board()
    with pytest.raises(RuleViolation, match="no road from Curtea de Argeș to Iași"):
        b.order(moves=["iasi"])
    b.place("Cid", "pitesti")
    with pytest.raises(RuleViolation, match="taken by Cid"):
        b.order(moves=["Pitești"])
    with pytest.raises(RuleViolation, match="move is missing"):
        b.resolve()
    b.place("Bob", "mangalia")
    b.state.tokens = {"brasov": 1}
    b.place("Cid", "constanta")  # Mangalia's only neighbour
    b.resolve()
    assert "stay" in b.kinds() and b.hunter("Bob").town == "mangalia"
    assert "travel_card" not in b.kinds() and "fight_start" not in b.kinds()


def test_V_T_2_the_diligence_gives_two_moves_each_resolved() -> None:
    """V-T-2."""
    b = board(travel=travel(nature_izvor={"copies": 2}))
    with pytest.raises(RuleViolation, match="no diligence"):
        b.order(moves=["pitesti", "bucuresti"])
    b.give("Bob", "diligence")
    b.state.travel_deck = ["nature_izvor", "nature_izvor"]
    b.order(moves=["pitesti", "bucuresti"])
    b.resolve()
    assert [e.data["town"] for e in b.events if e.kind == "move"] == ["pitesti", "bucuresti"]
    assert [e.data["town"] for e in b.events if e.kind == "travel_card"] == ["pitesti", "bucuresti"]
    assert b.hunter("Bob").town == "bucuresti"


def test_V_T_3_tokens_mean_a_fight_otherwise_a_travel_card() -> None:
    """V-T-3."""
    b = board()
    b.state.tokens["pitesti"] = 1
    b.state.travel_deck = ["nature_izvor"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert "fight_start" in b.kinds() and "travel_card" not in b.kinds()
    c = board()
    c.state.travel_deck = ["nature_izvor"]
    c.order(moves=["pitesti"])
    c.resolve()
    assert "travel_card" in c.kinds() and "fight_start" not in c.kinds()


def test_V_T_4_courage_test_and_equipment_only_where_the_card_says() -> None:
    """V-T-4: 1d10 + courage against 1d10 + fear, success on greater or equal; the items'
    courage counts only on a card that says so (the cemetery), not on the others."""
    for card, counted in (("village_tepes", False), ("ruins_cimitir", True)):
        b = board()
        b.give("Bob", "courage")  # +2 courage
        b.state.travel_deck = [card]
        b.order(moves=["pitesti"])
        b.resolve()
        test = b.first("courage_test").data
        assert test["hunter_bonus"] == 5 + (2 if counted else 0)
        assert test["other_bonus"] == b.scenario.travel[card].fear
        assert test["success"] == (test["hunter_total"] >= test["other_total"])
    always = board(rules={"travel_tests_count_equipment": "always"})
    always.give("Bob", "courage")
    always.state.travel_deck = ["village_tepes"]
    always.order(moves=["pitesti"])
    always.resolve()
    assert always.first("courage_test").data["hunter_bonus"] == 7


def test_V_T_5_the_castle_puts_a_token_and_keeps_the_first_vampire_of_low_blood() -> None:
    """V-T-5: the manor (blood 3) discards the blood-9 vampires and keeps the servant (blood 1)."""
    b = board(hunters=hunters(**STRONG))
    b.state.travel_deck = ["castle_conac"]
    b.state.vampire_deck = ["elisabeta", "vladislav", "slujitor", "moroi"]
    b.order(moves=["pitesti"])
    b.resolve()
    castle = b.first("castle").data
    assert castle["vampire"] == "Serviteur du château" and castle["added"] == 1
    assert b.first("fight_start").data["source"] == "castle"
    assert {"elisabeta", "vladislav"} <= set(b.state.vampire_discard)
    assert "town_freed" in b.kinds()  # beaten: the token goes, with its reward (V-F-7)
    assert "pitesti" not in b.state.tokens


def test_V_T_6_the_crypt_is_won_outright_and_dracula_is_skipped() -> None:
    """V-T-6: no token, no roll, the reward gained; Dracula goes back and another card is drawn."""
    b = board()
    b.state.travel_deck = ["crypt_uitata"]  # blood 2
    b.state.vampire_deck = ["dracula", "moroi_copil", "moroi"]
    before = len(b.hunter("Bob").items) + len(b.hunter("Bob").hold)
    b.order(moves=["pitesti"], reward="equipment")
    b.resolve()
    assert "dracula_skipped" in b.kinds()
    assert b.first("crypt").data["vampire"] == "L'Enfant moroï"
    assert "pitesti" not in b.state.tokens and "fear_test" not in b.kinds()
    assert "dracula" in b.state.vampire_deck and not b.state.dracula_destroyed
    assert len(b.hunter("Bob").items) + len(b.hunter("Bob").hold) == before + 1
    met = board(rules={"castle_skips_dracula": False})
    met.state.travel_deck = ["crypt_uitata"]
    met.state.vampire_deck = ["dracula", "moroi_copil"]
    met.order(moves=["pitesti"])
    met.resolve()
    assert "dracula_skipped" not in met.kinds()


def test_V_T_7_other_cards_resolve_as_their_data_says() -> None:
    """V-T-7: the wolves (a fear no hunter overcomes) wound and send him back; the accomplices'
    village puts a token on the town."""
    b = board(travel=travel(nature_lupi={"fear": 20}, village_secret={"fear": 20}))
    b.state.travel_deck = ["nature_lupi"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert not b.first("courage_test").data["success"]
    assert b.hunter("Bob").wounds == 1 and b.hunter("Bob").town == "curtea_de_arges"
    c = board(travel=travel(village_secret={"fear": 20}))
    c.state.travel_deck = ["village_secret"]
    c.order(moves=["pitesti"])
    c.resolve()
    assert c.state.tokens["pitesti"] == 1 and c.hunter("Bob").town == "pitesti"


# -- combat (V-F) ------------------------------------------------------------------------------
def test_V_F_1_the_stack_with_its_bodyguards() -> None:
    """V-F-1: two tokens. Token 1: the old strigoi (7), guarded by the moroi (5); the Strigoaica
    (6) ends the chain and is discarded. Token 2: Vladislav (9) guarded by the pale moroi (3);
    the countess (8) ends it. The hunter fights from the top: pale moroi, Vladislav, moroi, strigoi."""
    b = board()
    b.state.vampire_deck = ["strigoi_batran", "moroi", "strigoaica", "vladislav", "moroi_palid", "contesa"]
    stack = fight.build_stack(b.state, b.context(), b.scenario, 2)
    assert stack == ["strigoi_batran", "moroi", "vladislav", "moroi_palid"]
    assert b.state.vampire_discard == ["strigoaica", "contesa"]
    nxt = board(rules={"guard_breaker": "next"})
    nxt.state.vampire_deck = ["strigoi_batran", "moroi", "strigoaica", "vladislav"]
    assert fight.build_stack(nxt.state, nxt.context(), nxt.scenario, 2) == [
        "strigoi_batran",
        "moroi",
        "strigoaica",
    ]
    c = board()
    c.state.tokens["pitesti"] = 2
    c.state.vampire_deck = ["strigoi_batran", "moroi", "strigoaica", "vladislav", "moroi_palid", "contesa"]
    c.order(moves=["pitesti"])
    c.resolve()
    assert c.first("fight_start").data["keys"] == ["moroi_palid", "vladislav", "moroi", "strigoi_batran"]


def test_V_F_2_items_the_vampire_is_immune_to_give_nothing() -> None:
    """V-F-2: the Strigoaica is immune to the crucifix: it is not used (nor its courage +1); the
    choice named in the order is kept, the others left aside."""
    b = board()
    b.give("Bob", "crucifix", "lanterne", "sabre")
    s = b.scenario
    chosen = eqp.chosen_items(s, b.hunter("Bob"), s.vampires["strigoaica"], [], "wallachia")
    assert [i.card for i in chosen] == ["lanterne", "sabre"]
    chosen = eqp.chosen_items(s, b.hunter("Bob"), s.vampires["moroi"], ["lanterne"], "wallachia")
    assert [i.card for i in chosen] == ["lanterne"]
    b.state.tokens["pitesti"] = 1
    b.state.vampire_deck = ["strigoaica", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    fear = b.first("fear_test").data
    assert fear["hunter_bonus"] == 5 + 1  # Anghel's courage and the lantern, not the crucifix


def test_V_F_3_a_failed_fear_test_sends_him_back() -> None:
    """V-F-3: lower than the vampire's fear: he flees to where he was at the previous turn."""
    b = board(vampires=vampires(moroi=FEARSOME))
    b.state.tokens["pitesti"] = 1
    b.state.vampire_deck = ["moroi", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert not b.first("fear_test").data["success"]
    assert "flee" in b.kinds() and b.hunter("Bob").town == "curtea_de_arges"
    assert "combat" not in b.kinds() and b.hunter("Bob").wounds == 0


def test_V_F_4_a_vulnerability_destroys_and_a_lost_roll_destroys_the_item_in_the_cards_order() -> None:
    """V-F-4: vulnerable to garlic and crucifix, crucifix first on its card; a combat of 20 wins
    the roll: the vampire is destroyed all the same, and the crucifix (not the garlic) is lost."""
    b = board(
        hunters=hunters(**STRONG),
        vampires=vampires(
            strigoi_batran={
                "fear": 0,
                "combat": 20,
                "vulnerable": ["garlic", "crucifix"],
                "immune": [],
                "destroy_order": ["crucifix", "garlic"],
            }
        ),
    )
    b.give("Bob", "ail", "crucifix")
    b.state.tokens["pitesti"] = 1
    b.state.vampire_deck = ["strigoi_batran", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert not b.first("vulnerable").data["success"]
    assert "vampire_destroyed" in b.kinds() and "town_freed" in b.kinds()
    assert b.first("item_destroyed").data["card"] == "crucifix"
    assert [i.card for i in b.hunter("Bob").items if i.card in ("ail", "crucifix")] == ["ail"]
    assert b.hunter("Bob").wounds == 0


def test_V_F_5_a_lost_combat_wounds_and_the_last_wound_damns() -> None:
    """V-F-5: lower: one wound and a flight; wounds equal to life points: dead, damned, lost."""
    tough = {"fear": 0, "combat": 20, "vulnerable": [], "immune": []}
    b = board(hunters=hunters(**STRONG), vampires=vampires(moroi=tough))
    b.state.tokens["pitesti"] = 1
    b.state.vampire_deck = ["moroi", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert b.hunter("Bob").wounds == 1 and b.hunter("Bob").town == "curtea_de_arges"
    d = board(hunters=hunters(**STRONG), vampires=vampires(moroi=tough))
    d.state.tokens["pitesti"] = 1
    d.state.vampire_deck = ["moroi", "dracula"]
    d.hunter("Bob").wounds = d.scenario.hunters["anghel"].life - 1
    d.order(moves=["pitesti"], heal_when_dying=False)
    d.resolve()
    assert "damned" in d.kinds() and not d.state.player("Bob").alive
    assert d.state.winner == "vampires" and d.state.victory_rule == "V-V-2"


def test_V_F_6_on_a_flight_the_drawn_vampires_are_discarded_and_the_tokens_stay() -> None:
    """V-F-6."""
    b = board(vampires=vampires(moroi=FEARSOME))
    b.state.tokens["pitesti"] = 2
    b.state.vampire_deck = ["moroi", "dracula", "strigoi_viu", "elisabeta"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert "flee" in b.kinds()
    assert b.state.tokens["pitesti"] == 2
    assert {"moroi", "strigoi_viu"} <= set(b.state.vampire_discard)


def test_V_F_7_a_freed_town_gives_one_card_per_token_or_healing() -> None:
    """V-F-7."""
    weak = vampires(moroi=WEAK, strigoi_viu=WEAK)
    b = board(hunters=hunters(**STRONG), vampires=weak)
    b.state.tokens["pitesti"] = 2
    b.state.vampire_deck = ["moroi", "dracula", "strigoi_viu", "elisabeta"]
    b.state.equipment_deck = ["lanterne", "courage", "sabre"]
    b.hunter("Bob").wounds = 1
    b.order(moves=["pitesti"], reward="equipment")
    b.resolve()
    assert "pitesti" not in b.state.tokens
    assert [i.card for i in b.hunter("Bob").items] == ["lanterne", "courage"]
    h = board(hunters=hunters(**STRONG), vampires=weak)
    h.state.tokens["pitesti"] = 2
    h.state.vampire_deck = ["moroi", "dracula", "strigoi_viu", "elisabeta"]
    h.hunter("Bob").wounds = 3
    h.order(moves=["pitesti"], reward="heal")
    h.resolve()
    assert h.hunter("Bob").wounds == 0 and h.hunter("Bob").items == []


def test_V_F_8_combat_bonuses_equipment_place_and_speciality() -> None:
    """V-F-8: Harker in Alba Iulia (a fortified town, +1) in Transylvania (his speciality, +1)
    with a sabre (+2): 3 + 2 + 1 + 1."""
    b = board()
    s = b.scenario
    total, why = fight.combat_bonus(s, "harker", "alba_iulia", s.vampires["moroi"], [Item("sabre")])
    assert total == 3 + 2 + 1 + 1 and len(why) == 4
    total, _ = fight.combat_bonus(s, "harker", "pitesti", s.vampires["moroi"], [])
    assert total == 3
    total, _ = fight.combat_bonus(s, "anghel", "pitesti", s.vampires["moroi_copil"], [])
    assert total == 1
    total, _ = fight.combat_bonus(s, "anghel", "pitesti", s.vampires["strigoi_viu"], [])
    assert total == 1 + 2
    total, _ = fight.combat_bonus(s, "morris", "pitesti", s.vampires["moroi"], [Item("carabine")])
    assert total == 4 + 3 + 2


# -- equipment (V-E) ---------------------------------------------------------------------------
def test_V_E_1_unique_items_weapons_and_the_diligence_hold() -> None:
    """V-E-1: a second bible cannot be kept (discarded; held by the diligence, up to 4); a fight
    takes two hands of weapons; with weapons = "owned", one two-handed weapon at most."""
    b = board()
    b.give("Bob", "bible")
    b.state.equipment_deck = ["bible"]
    eqp.gain(b.state, b.context(), b.scenario, "Bob", 1, "V-F-7")
    assert [i.card for i in b.hunter("Bob").items] == ["bible"] and "bible" in b.state.equipment_discard
    b.give("Bob", "diligence")
    b.state.equipment_deck = ["bible"] * 5
    eqp.gain(b.state, b.context(), b.scenario, "Bob", 5, "V-F-7")
    assert len(b.hunter("Bob").hold) == 4
    b.give("Bob", "pieu", "sabre")
    with pytest.raises(RuleViolation, match="3 hands"):
        b.order(moves=["pitesti"], use=["pieu", "sabre"])
    b.order(moves=["pitesti"], use=["pieu"])
    assert eqp.why_not_keep(b.scenario, b.hunter("Bob"), "hache") == ""
    owned = board(rules={"weapons": "owned"})
    owned.give("Bob", "pieu")
    assert eqp.why_not_keep(owned.scenario, owned.hunter("Bob"), "hache") == "weapons"
    assert eqp.why_not_keep(owned.scenario, owned.hunter("Bob"), "sabre") == ""


def test_V_E_2_charges_are_used_one_per_use() -> None:
    """V-E-2: garlic has two charges: gone after the second use."""
    b = board()
    b.give("Bob", "ail")
    garlic = b.hunter("Bob").items[0]
    eqp.use_charges(b.state, b.context(), b.scenario, "Bob", [garlic])
    assert garlic.charges == 1 and garlic in b.hunter("Bob").items
    eqp.use_charges(b.state, b.context(), b.scenario, "Bob", [garlic])
    assert b.hunter("Bob").items == [] and b.state.equipment_discard == ["ail"]


def test_V_E_3_crucifix_weapons_are_crucifixes_and_weapons() -> None:
    """V-E-3: the crucifix dagger kills a vampire vulnerable to the crucifix, adds its combat
    bonus, and gives nothing against one immune to it."""
    b = board()
    b.give("Bob", "dague_crucifix")
    s = b.scenario
    vulnerable = eqp.chosen_items(s, b.hunter("Bob"), s.vampires["moroaica"], [], "wallachia")
    assert [i.card for i in vulnerable] == ["dague_crucifix"]
    assert fight.combat_bonus(s, "anghel", "pitesti", s.vampires["moroaica"], vulnerable)[0] == 1 + 1
    assert eqp.chosen_items(s, b.hunter("Bob"), s.vampires["strigoaica"], [], "wallachia") == []
    strong = board(hunters=hunters(**STRONG))  # courage 10: the fear test is passed
    strong.give("Bob", "dague_crucifix")
    strong.state.tokens["pitesti"] = 1
    strong.state.vampire_deck, strong.state.vampire_discard = ["moroaica"], []
    strong.order(moves=["pitesti"])
    strong.resolve()
    assert strong.first("fear_test").data["success"]
    assert strong.first("vulnerable").data["item"] == "Dague crucifix"
    assert "vampire_destroyed" in strong.kinds()


def test_V_E_4_holy_items_heal() -> None:
    """V-E-4: holy water heals 2, a crucifix 4, a bible 6; other items do not heal."""
    for card, healed in (("eau_benite", 2), ("crucifix", 4), ("bible", 6), ("fouet_crucifix", 4)):
        b = board()
        b.give("Bob", card)
        b.hunter("Bob").wounds = 6
        b.state.travel_deck = ["nature_ceata"]
        b.order(moves=["pitesti"], heal_with=[card])
        b.resolve()
        assert b.first("holy_heal").data["healed"] == healed
        assert b.hunter("Bob").wounds == 6 - healed and b.hunter("Bob").items == []
    c = board()
    c.give("Bob", "sabre")
    with pytest.raises(RuleViolation, match="does not heal"):
        c.order(moves=["pitesti"], heal_with=["sabre"])


# -- propagation (V-P) -------------------------------------------------------------------------
def test_V_P_1_each_held_town_rolls_once_in_map_order() -> None:
    """V-P-1: a spread when 1d10 is at most twice the town's tokens."""
    b = board()
    b.state.tokens = {"mangalia": 2, "brasov": 1, "iasi": 4}
    b.state.propagation_deck = list(b.scenario.propagation)
    ctx = b.context()
    propagation.propagate(b.state, ctx, b.scenario)
    spreads = [e.data for e in ctx.events if e.kind == "spread"]
    assert [d["town"] for d in spreads] == ["brasov", "iasi", "mangalia"]
    for d in spreads:
        assert d["spreads"] == (d["roll"] <= 2 * d["tokens"])
    assert [r.purpose_id for r in ctx.rolls] == ["propagation.spread"] * 3


def test_V_P_2_a_spread_adds_to_each_neighbour_and_the_source_never_above_five() -> None:
    """V-P-2: Brașov with 5 tokens always spreads (1d10 <= 10) and stays at 5."""
    b = board()
    b.state.tokens = {"brasov": 5, "fagaras": 5}
    b.state.propagation_deck = []
    b.state.propagation_discard = []
    ctx = b.context()
    propagation.propagate(b.state, ctx, b.scenario)
    assert b.state.tokens["brasov"] == 5 and b.state.tokens["fagaras"] == 5
    for town in b.scenario.adjacency()["brasov"]:
        assert b.state.tokens[town] >= 1


def test_V_P_3_towns_infected_in_the_propagation_do_not_spread_in_it() -> None:
    """V-P-3."""
    b = board()
    b.state.tokens = {"brasov": 5}
    b.state.propagation_deck = []
    b.state.propagation_discard = []
    ctx = b.context()
    propagation.propagate(b.state, ctx, b.scenario)
    assert [e.data["town"] for e in ctx.events if e.kind == "spread"] == ["brasov"]
    assert len(b.state.tokens) == 1 + len(b.scenario.adjacency()["brasov"])


def test_V_P_4_propagation_cards_and_the_favourite_region() -> None:
    """V-P-4: Bob (Anghel, favourite Wallachia) draws Pitești: no token; Cid (Morris, Dobruja)
    draws Sibiu: a token."""
    b = board()
    b.state.tokens = {}
    b.state.propagation_deck = ["pitesti", "sibiu", "oradea", "arad"]
    ctx = b.context()
    propagation.propagate(b.state, ctx, b.scenario)
    cards = [
        (e.data["player"], e.data["town"], e.data["placed"])
        for e in ctx.events
        if e.kind == "propagation_card"
    ]
    assert cards == [
        ("Bob", "pitesti", False),
        ("Cid", "sibiu", True),
        ("Dan", "oradea", True),
        ("Ana", "arad", True),
    ]
    assert "pitesti" not in b.state.tokens and b.state.tokens["sibiu"] == 1


# -- the end (V-V) -----------------------------------------------------------------------------
def test_V_V_1_the_hunters_win_with_no_token_left_or_dracula_destroyed() -> None:
    """V-V-1."""
    b = board(hunters=hunters(**STRONG), vampires=vampires(moroi=WEAK))
    b.state.tokens = {"pitesti": 1}
    b.state.vampire_deck = ["moroi", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert b.state.winner == "hunters" and b.first("victory").data["reason"] == "no_token"
    weak_dracula = {"fear": 0, "combat": 0, "vulnerable": ["sun"], "immune": []}
    d = board(hunters=hunters(**STRONG), vampires=vampires(dracula=weak_dracula))
    d.state.tokens["pitesti"] = 1
    d.state.vampire_deck, d.state.vampire_discard = ["dracula"], []  # nobody to guard him
    d.order(moves=["pitesti"])
    d.resolve()
    assert d.state.winner == "hunters" and d.state.victory_rule == "V-V-1"
    assert d.first("victory").data["reason"] == "dracula" and d.state.tokens  # Mangalia's token


def test_V_V_2_the_hunters_lose_when_every_town_holds_tokens() -> None:
    """V-V-2 (the death of a hunter: test_V_F_5)."""
    b = board()
    b.state.tokens = {t: 1 for t in b.scenario.towns if t != "sibiu"}
    b.state.tokens.pop("pitesti")
    b.turn_of("Ana")  # the last of the round: the propagation follows her turn
    b.place("Ana", "curtea_de_arges")
    b.place("Bob", "iasi")
    b.state.travel_deck = ["nature_izvor"]
    b.state.propagation_deck = ["sibiu", "pitesti", "oradea", "arad"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert b.state.winner == "vampires" and b.first("victory").data["reason"] == "every_town"


# -- the audit against the source (docs/games/vampire-hunter.md, "Where we follow the seed") ------
def test_V_V_1_dracula_destroyed_ends_the_hunt_at_once() -> None:
    """V-V-1: destroying Dracula makes every vampire vanish (« ce qui entrainera aussi leur
    disparition totale »): the hunter does not fight the rest of the stack, so a vampire under
    Dracula cannot damn him afterwards and turn the victory into a defeat."""
    weak_dracula = {"fear": 0, "combat": 0, "vulnerable": ["sun"], "immune": []}
    killer = {"fear": 0, "combat": 20, "vulnerable": [], "immune": []}
    d = board(
        hunters=hunters(**STRONG),
        vampires=vampires(dracula=weak_dracula, elisabeta=killer, vladislav={"blood": 10}),
    )
    d.state.tokens["pitesti"] = 2
    d.hunter("Bob").wounds = d.scenario.hunters["anghel"].life - 1
    # token 1: Elisabeta (9), the bride (9) ends her chain; token 2: Dracula (10), Vladislav
    # (made 10) ends his: the stack is fought Dracula first, then Elisabeta
    d.state.vampire_deck, d.state.vampire_discard = ["elisabeta", "mireasa", "dracula", "vladislav"], []
    d.order(moves=["pitesti"], heal_when_dying=False)
    d.resolve()
    assert d.first("fight_start").data["keys"] == ["dracula", "elisabeta"]
    assert [e.data["vampire"] for e in d.events if e.kind == "fear_test"] == ["Dracula"]
    assert "damned" not in d.kinds() and d.state.player("Bob").alive
    assert d.state.winner == "hunters" and d.first("victory").data["reason"] == "dracula"


def test_V_F_2_courage_immunity_voids_the_courage_card_only() -> None:
    """V-F-2, V-C-3: a vampire can be immune to « le courage », the Courage card (the source's
    abstract equipment, beside « la vraie foi »); True faith still counts against him."""
    b = board()
    b.give("Bob", "courage", "vraie_foi")
    s = b.scenario
    assert "courage" in s.vampires["nosferatu"].immune_to()
    chosen = eqp.chosen_items(s, b.hunter("Bob"), s.vampires["nosferatu"], [], "wallachia")
    assert [i.card for i in chosen] == ["vraie_foi"]
    chosen = eqp.chosen_items(s, b.hunter("Bob"), s.vampires["moroi"], [], "wallachia")
    assert [i.card for i in chosen] == ["courage", "vraie_foi"]


def test_V_T_1_an_order_without_a_move_is_refused_when_a_road_is_free() -> None:
    """V-T-1: each hunter « fait un déplacement »: an order that names no town is refused while
    a free road leads on (it would leave him where he is); with no free road it is taken."""
    b = board()
    with pytest.raises(RuleViolation, match="move is missing"):
        b.order(moves=[])
    with pytest.raises(RuleViolation, match="move is missing"):
        b.order(use=[])
    assert not b.state.orders
    b.place("Bob", "mangalia")
    b.place("Cid", "constanta")  # Mangalia's only neighbour
    b.order(moves=[])
    b.resolve()
    assert "stay" in b.kinds() and b.hunter("Bob").town == "mangalia"


def test_V_P_1_spread_count_is_a_setting() -> None:
    """V-P-1: the catalogue's default (each town spreads on its count at the start of the
    propagation) is the setting ``spread_count = "start"``; ``"current"`` counts the tokens an
    earlier spread of the same propagation added."""
    for mode, threshold in (("start", 2), ("current", 4)):
        b = board(rules={"spread_count": mode})
        b.state.tokens = {"brasov": 5, "fagaras": 1}  # Brașov rolls first and always spreads
        b.state.propagation_deck, b.state.propagation_discard = [], []
        ctx = b.context()
        propagation.propagate(b.state, ctx, b.scenario)
        spread = next(e.data for e in ctx.events if e.kind == "spread" and e.data["town"] == "fagaras")
        assert spread["threshold"] == threshold, mode


def test_V_E_2_a_failed_fear_test_spends_no_charge_of_the_weapons_and_holy_items() -> None:
    """V-E-2: a charge goes « à chaque usage »; a hunter who fails the fear test flees before the
    fight (V-F-3): his garlic and his pistol were not used and keep their charges."""
    b = board(vampires=vampires(moroi={**FEARSOME, "vulnerable": ["garlic"], "immune": []}))
    b.give("Bob", "ail", "pistolet")
    b.state.tokens["pitesti"] = 1
    b.state.vampire_deck = ["moroi", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert not b.first("fear_test").data["success"] and "flee" in b.kinds()
    assert {i.card: i.charges for i in b.hunter("Bob").items} == {"ail": 2, "pistolet": 3}
