"""V-E-1, the seed's « Si au cours d'une récompense, le joueur tire un équipement qu'il ne peut pas
conserver à cause de ces restrictions, il doit d'abord défausser une carte équipement excédentaire
pour pouvoir prendre la nouvelle (une meilleure arme ou armure par exemple). La diligence permet
d'éviter cela en conservant jusqu'à 4 cartes faces cachées »: the hunt order's ``make_room`` (the
form's « à échanger ») names what he gives up for such a card; without it, today's outcome (the
new card goes into the diligence, else to the discard)."""

from __future__ import annotations

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import MultiChoice
from gmconsole.engine.worded import describe, describe_action
from gmconsole.export import public_post, render

from .table import RULES, new_game
from .test_rules import STRONG, WEAK, board, hunters, vampires

OWNED = {"weapons": "owned"}


def freed(drawn: list[str], *held: str, rules: dict | None = None, **order) -> object:
    """Bob (strong) frees Pitești (one weak vampire) and draws ``drawn`` as his reward, holding
    ``held``; ``order``: the hunt order's other fields."""
    b = board(hunters=hunters(**STRONG), vampires=vampires(moroi=WEAK), rules=rules or {})
    b.give("Bob", *held)
    b.state.tokens["pitesti"] = len(drawn)
    b.state.vampire_deck = ["moroi", "dracula"] + ["moroi", "dracula"] * (len(drawn) - 1)
    b.state.equipment_deck = list(drawn)
    b.order(moves=["pitesti"], reward="equipment", **order)
    b.resolve()
    assert "town_freed" in b.kinds()
    return b


def cards(b, name: str = "Bob") -> list[str]:
    return [i.card for i in b.hunter(name).items]


def post(b) -> str:
    return render(public_post(b.events, b.scenario), "text").replace("\u202f", " ").replace("\u00a0", " ")


def test_V_E_1_weapons_owned_without_a_choice_the_new_weapon_is_discarded_as_before() -> None:
    """No ``make_room``: the two-handed carbine he cannot keep beside his stake is discarded
    (the outcome of every game played so far)."""
    b = freed(["carabine"], "pieu", rules=OWNED)
    assert cards(b) == ["pieu"] and b.state.equipment_discard == ["carabine"]
    refused = b.first("equipment_refused").data
    assert refused["card"] == "carabine" and refused["reason"] == "weapons"
    assert "equipment_swapped" not in b.kinds()
    assert "ne peut pas garder la carte « Carabine Winchester » : elle est défaussée" in post(b)


def test_V_E_1_weapons_owned_the_hunter_discards_his_stake_to_take_the_better_carbine() -> None:
    """``make_room = ["pieu"]``: « il doit d'abord défausser une carte équipement excédentaire
    pour pouvoir prendre la nouvelle (une meilleure arme) »: the stake (combat 2) goes to the
    discard, the carbine (combat 3) is his."""
    b = freed(["carabine"], "pieu", rules=OWNED, make_room=["Pieu et marteau"])
    assert cards(b) == ["carabine"] and b.state.equipment_discard == ["pieu"]
    swapped = b.first("equipment_swapped").data
    assert swapped["card"] == "carabine" and swapped["given_card"] == "pieu" and not swapped["held"]
    assert "equipment_refused" not in b.kinds()
    assert "défausse « Pieu et marteau » pour prendre « Carabine Winchester » à sa place." in post(b)


def test_V_E_1_the_item_named_gives_way_only_to_a_card_it_stands_in_the_way_of() -> None:
    """Weapons owned: a one-handed sabre named does not make room for a two-handed carbine (the
    carbine is discarded, the sabre kept); the stake named after it does. Two rewards: the
    first carbine takes the stake's place, the second finds nothing left to give up."""
    b = freed(["carabine"], "pieu", "sabre", rules=OWNED, make_room=["sabre"])
    assert cards(b) == ["pieu", "sabre"] and b.state.equipment_discard == ["carabine"]
    c = freed(["carabine", "hache"], "pieu", "sabre", rules=OWNED, make_room=["sabre", "pieu"])
    assert cards(c) == ["sabre", "carabine"]
    assert c.state.equipment_discard == ["pieu", "hache"]
    assert [e.kind for e in c.events if e.kind.startswith("equipment_")] == [
        "equipment_swapped",
        "equipment_refused",
    ]


def test_V_E_1_with_the_diligence_the_item_given_up_goes_face_down_into_it() -> None:
    """« La diligence permet d'éviter cela »: with room in it, the stake given up is held face
    down rather than discarded; without a choice the carbine is held, as before."""
    b = freed(["carabine"], "diligence", "pieu", rules=OWNED, make_room=["pieu"])
    assert cards(b) == ["diligence", "carabine"] and [i.card for i in b.hunter("Bob").hold] == ["pieu"]
    assert b.first("equipment_swapped").data["held"] and b.state.equipment_discard == []
    assert (
        "range « Pieu et marteau » face cachée dans sa diligence pour prendre « Carabine Winchester »"
        in post(b)
    )
    before = freed(["carabine"], "diligence", "pieu", rules=OWNED)
    assert cards(before) == ["diligence", "pieu"]
    assert [i.card for i in before.hunter("Bob").hold] == ["carabine"]


def test_V_E_1_a_unique_item_is_swapped_under_the_default_weapons_setting() -> None:
    """The default ``weapons = "hands_in_fight"``: only unique items stand in the way. A second
    gorget is discarded without a choice, taken in the old one's place with one."""
    b = freed(["gorgerin"], "gorgerin")
    assert cards(b) == ["gorgerin"] and b.state.equipment_discard == ["gorgerin"]
    assert b.first("equipment_refused").data["reason"] == "unique"
    c = freed(["gorgerin"], "gorgerin", make_room=["gorgerin"])
    assert "equipment_swapped" in c.kinds() and "equipment_refused" not in c.kinds()
    assert c.hunter("Bob").items[0] is not b.hunter("Bob").items[0]


def test_V_E_1_the_crypt_s_reward_takes_the_order_s_choice_too() -> None:
    """The crypt's reward (V-T-6) is « une récompense » like a freed town's."""
    b = board(rules=OWNED)
    b.give("Bob", "pieu")
    b.state.travel_deck = ["crypt_uitata"]
    b.state.vampire_deck = ["moroi_copil"]
    b.state.equipment_deck = ["carabine"]
    b.order(moves=["pitesti"], reward="equipment", make_room=["pieu"])
    b.resolve()
    assert "crypt" in b.kinds() and cards(b) == ["carabine"]


def test_V_E_1_an_item_that_never_stands_in_the_way_is_refused_with_what_to_name() -> None:
    """The order names what can be given up: a unique item, or a weapon when weapons are
    limited; anything else is refused at once, in French, nothing changed."""
    b = board()
    b.give("Bob", "lanterne", "pieu", "gorgerin")
    for typed in ("Lanterne sourde", "pieu"):
        with pytest.raises(RuleViolation) as refused:
            b.order(moves=["pitesti"], make_room=[typed])
        said = describe(refused.value, b.scenario).replace("\u202f", " ").replace("’", "'")
        assert said.startswith("« ") and "n'empêche jamais de garder une nouvelle carte" in said
        assert "seul un objet unique peut lui céder sa place (V-E-1)" in said
    assert b.state.orders == {}
    owned = board(rules=OWNED)
    owned.give("Bob", "lanterne", "pieu")
    with pytest.raises(RuleViolation) as refused:
        owned.order(moves=["pitesti"], make_room=["lanterne"])
    assert "seul un objet unique ou une arme peut" in describe(refused.value, owned.scenario)
    owned.order(moves=["pitesti"], make_room=["pieu"])
    assert owned.state.orders["make_room"] == ["pieu"]
    with pytest.raises(RuleViolation, match="does not hold"):
        owned.order(moves=["pitesti"], make_room=["carabine"])


def test_V_E_1_an_order_without_the_choice_is_stored_as_before() -> None:
    """The order's dict (saved in every game) has no ``make_room`` key when none is given."""
    b = board()
    b.order(moves=["pitesti"])
    assert "make_room" not in b.state.orders


def test_V_E_1_the_form_offers_what_can_be_swapped_and_the_journal_says_it() -> None:
    """« à échanger », default « rien »: the unique items he holds, and with weapons = "owned"
    his weapons too; the order's sentence names the choice."""
    b = board()
    b.give("Bob", "lanterne", "pieu", "gorgerin")
    (form,) = RULES.forms(b.state, b.scenario)
    field = {f.field: f for f in form.fields}["make_room"]
    assert isinstance(field, MultiChoice) and field.label == "à échanger" and field.none == "rien"
    assert [k for k, _ in field.options] == ["gorgerin"] and field.value == []
    owned = board(rules=OWNED)
    owned.give("Bob", "lanterne", "pieu")
    (form,) = RULES.forms(owned.state, owned.scenario)
    assert [k for k, _ in {f.field: f for f in form.fields}["make_room"].options] == ["pieu"]
    none = board()
    none.give("Bob", "lanterne", "pieu")
    (form,) = RULES.forms(none.state, none.scenario)
    assert "make_room" not in {f.field for f in form.fields}
    action = RULES.parse_action({"kind": "hunt", "move": "pitesti", "make_room": ["gorgerin"]})
    sentence = describe_action(action, new_game())
    assert "échangerait Armure gorgerin contre une récompense" in sentence
