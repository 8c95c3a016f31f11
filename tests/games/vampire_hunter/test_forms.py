"""Vampire Hunter's order form and panels as data (issue 16): the ``hunt`` form's choices are
computed from the state (V-T-1 free neighbours, V-T-2 the diligence's second town, V-F-2 the
items held, V-F-7 the reward, V-E-1 discards, V-E-4 healing items), each with the order's default
shown; the panels are each hunter's card and the last fight's stack, in French."""

from __future__ import annotations

from gmconsole.engine.rules.base import Choice, MultiChoice, OrderForm, Panel
from gmconsole.engine.wording import typography
from gmconsole.games.vampire_hunter.rules.turn import legal_moves

from .table import RULES, new_game, quiet


def fr(words: str) -> str:
    return typography(words, "fr")


def hunt_form(built) -> OrderForm:
    (form,) = RULES.forms(built.state, built.scenario)
    assert isinstance(form, OrderForm) and form.action == "hunt"
    return form


def fields(form: OrderForm) -> dict:
    return {f.field: f for f in form.fields}


def test_the_move_offers_the_free_neighbouring_towns_without_a_default_V_T_1() -> None:
    built = quiet(new_game())
    ana, bob = built.state.order[0], built.state.order[1]
    built.turn_of(ana)
    built.place(ana, "brasov")
    built.place(bob, "sibiu")  # another hunter's town is no option
    form = hunt_form(built)
    move = fields(form)["move"]
    assert isinstance(move, Choice) and move.value is None  # the GM enters the player's move
    towns = [value for value, _ in move.options]
    assert towns == legal_moves(built.state, built.scenario, ana)
    assert "sibiu" not in towns and "fagaras" in towns
    assert ("fagaras", "Făgăraș") in move.options
    assert form.fixed == {"hunter": ana} and form.status == "missing"
    assert "then" not in fields(form)  # no diligence: one move


def test_the_diligence_adds_a_second_town_stopping_there_by_default_V_T_2() -> None:
    built = quiet(new_game())
    ana = built.state.order[0]
    built.turn_of(ana)
    built.place(ana, "brasov")
    built.give(ana, "diligence")
    then = fields(hunt_form(built))["then"]
    assert isinstance(then, Choice) and then.value == ""
    assert then.options[0] == ("", "s'arrête là")
    second = {value for value, _ in then.options[1:]}
    reachable = {
        t
        for first in legal_moves(built.state, built.scenario, ana)
        for t in built.scenario.adjacency()[first]
    }
    assert second <= reachable and "brasov" in second  # back home through a neighbour is a road too


def test_the_form_s_two_move_fields_are_the_order_s_moves_V_T_2() -> None:
    built = quiet(new_game())
    ana = built.state.order[0]
    built.turn_of(ana)
    built.place(ana, "brasov")
    built.give(ana, "diligence")
    form = hunt_form(built)
    order = RULES.parse_action(form.order({"move": "fagaras", "then": "sibiu"}))
    assert order.moves == ["fagaras", "sibiu"]
    assert RULES.parse_action(form.order({"move": "fagaras", "then": ""})).moves == ["fagaras"]
    built.order(**{k: v for k, v in form.order({"move": "Făgăraș", "then": ""}).items() if k != "kind"})
    again = fields(hunt_form(built))
    assert again["move"].value == "fagaras" and again["then"].value == ""  # what was entered
    assert hunt_form(built).status == "entered"


def test_items_to_use_discard_and_heal_with_are_the_items_held_V_F_2_V_E_1_V_E_4() -> None:
    built = quiet(new_game())
    ana = built.state.order[0]
    built.turn_of(ana)
    built.give(ana, "eau_benite", "eau_benite", "pieu", "courage")
    form = fields(hunt_form(built))
    use = form["use"]
    assert isinstance(use, MultiChoice) and use.value == []
    assert use.none == "les meilleurs"  # the order's default, in words
    assert [v for v, _ in use.options] == ["eau_benite", "pieu", "courage"]  # each card once
    assert [v for v, _ in form["discard"].options] == ["eau_benite", "pieu", "courage"]
    assert form["discard"].none == "rien"
    assert "heal_with" not in form  # no wound to heal
    assert form["heal_when_dying"].value is True
    built.hunter(ana).wounds = 2
    heal = fields(hunt_form(built))["heal_with"]
    assert [v for v, _ in heal.options] == ["eau_benite"]  # a stake heals nothing


def test_the_reward_defaults_to_the_rules_choice_and_says_from_when_it_heals_V_F_7() -> None:
    built = quiet(new_game())
    ana = built.state.order[0]
    built.turn_of(ana)
    reward = fields(hunt_form(built))["reward"]
    life = built.scenario.hunters[built.hunter(ana).card].life
    share = -(-built.scenario.rules.auto_heal_reward * life // 1)  # the rules heal from there
    assert reward.value == "auto"
    assert [v for v, _ in reward.options] == ["auto", "equipment", "heal"]
    assert reward.options[0][1] == f"auto (soins dès {int(share)} blessures)"


def test_a_hunter_without_a_free_road_has_no_move_field_V_T_1() -> None:
    built = quiet(new_game())
    ana, *others = built.state.order
    built.turn_of(ana)
    adjacency = built.scenario.adjacency()
    corner = min(adjacency, key=lambda t: len(adjacency[t]))  # a town with few roads
    assert len(adjacency[corner]) <= len(others)
    built.place(ana, corner)
    for other, town in zip(others, adjacency[corner]):  # every road taken by another hunter
        built.place(other, town)
    assert not legal_moves(built.state, built.scenario, ana)
    form = hunt_form(built)
    assert "move" not in fields(form) and "then" not in fields(form)
    assert fr("aucune route libre : il reste où il est") in form.info


def test_the_panels_are_each_hunter_s_card_and_the_last_fight() -> None:
    built = quiet(new_game())
    ana = built.state.order[0]
    built.turn_of(ana)
    built.give(ana, "eau_benite", "pieu")
    life = built.scenario.hunters[built.hunter(ana).card].life
    built.hunter(ana).wounds = life - 1  # one from death: the line stands out
    built.state.last_fight = [built.scenario.vampires[k].name for k in list(built.scenario.vampires)[:2]]
    panels = RULES.panels(built.state, built.scenario)
    assert all(isinstance(p, Panel) for p in panels)
    fight, cards = panels[1], panels[:1] + panels[2:]  # his card first, then the fight
    assert [p.key for p in cards] == [f"hunter:{n}" for n in built.state.order]
    first = cards[0]
    card = built.scenario.hunters[built.hunter(ana).card]
    seat = "①②③④"[built.state.player(ana).seat - 1]  # as the map marks him
    assert first.style == "strong" and first.title.startswith(f"{seat} {ana} · {card.name}")
    hands = built.scenario.equipment["pieu"].hands
    assert first.lines[0].cells == (f"courage {card.courage} · combat {card.combat} · mains {hands}",)
    assert first.lines[1].cells == ("blessures", f"{life - 1}/{life}") and first.lines[1].style == "alert"
    assert first.lines[2].cells == ("équipement", "Eau bénite (1), Pieu et marteau")
    assert all(p.style == "" for p in cards[1:])
    assert fight.title == "Dernier combat (du haut de la pile)"
    assert fight.columns == ("vampire", "sang", "peur", "combat")
    top = built.scenario.vampires[list(built.scenario.vampires)[0]]
    assert fight.lines[0].cells == (top.name, str(top.blood), str(top.fear), str(top.combat))


def test_before_any_fight_the_fight_panel_says_so() -> None:
    built = quiet(new_game())
    fight = RULES.panels(built.state, built.scenario)[1]
    assert fight.lines[0].cells == ("aucun combat pour l'instant",) and fight.lines[0].style == "muted"


def test_the_french_words_have_their_narrow_spaces() -> None:
    built = quiet(new_game())
    ana = built.state.order[0]
    built.turn_of(ana)
    built.state.tokens = {legal_moves(built.state, built.scenario, ana)[0]: 2}
    form = hunt_form(built)
    near = next(line for line in form.info if line.startswith("vampires"))
    assert "à portée\u202f: " in near


def test_the_current_hunter_s_card_comes_first_and_his_form_says_whose_turn() -> None:
    game = new_game(table={"Anselme": "harker", "Bob": "anghel", "Cid": "morris", "Dan": "holmwood"})
    built = quiet(game)
    anselme = built.state.order.index("Anselme")
    built.turn_of("Anselme")
    panels = RULES.panels(built.state, built.scenario)
    cards = panels[:1] + panels[2:]
    order = built.state.order[anselme:] + built.state.order[:anselme]
    assert [p.key for p in cards] == [f"hunter:{n}" for n in order]
    assert hunt_form(built).label == "Tour d'Anselme (Jonathan Harker)"  # elided


def test_a_past_hunt_without_a_hunter_never_takes_the_current_hunters_name() -> None:
    """The journal describes every entry with today's state: a hunt entered without ``hunter``
    (an orders file may leave it out) says « le chasseur », not whoever plays now."""
    from gmconsole.engine.worded import describe_step

    game = new_game()
    first = game.state.step  # type: ignore[attr-defined]
    town = legal_moves(game.state, game.scenario, first)[0]  # type: ignore[arg-type]
    game.push([game.parse({"kind": "hunt", "moves": [town]}), game.parse({"kind": "resolve"})])
    now = game.state.step  # type: ignore[attr-defined]
    assert now != first
    line = describe_step(game.journal[-1], game)
    assert now not in line and "le chasseur va à" in line, line
