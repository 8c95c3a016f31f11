"""Every **default** of vampire-hunter.md is a scenario setting (``[rules]``); each alternative
setting here, by its rule id (the defaults are the tests of ``test_rules.py``; the alternatives
``first_player = "first_seat"``, ``travel_tests_count_equipment = "always"``,
``castle_skips_dracula = false``, ``guard_breaker = "next"``, ``weapons = "owned"`` and
``spread_count = "current"`` are tested there too, beside their default)."""

from __future__ import annotations

from .table import RULES, new_game
from .test_rules import board

TIE = {"Ana": "harker", "Bob": "veronica", "Cid": "anghel"}  # Véronica and Anghel: courage 5


def test_V_S_4_courage_tie_draw_draws_the_first_hunter_among_the_tied() -> None:
    """``courage_tie = "draw"``: Bob and Cid tie at courage 5; one of them, drawn with the
    engine's dice (``setup.first_player``, reproducible from the seed), starts, then clockwise.
    The default (the earlier seat) rolls nothing; without a tie nothing is drawn either."""
    firsts = set()
    for seed in ("a", "b", "c", "d", "e", "f", "g", "h"):
        game = new_game(TIE, seed=seed, rules={"courage_tie": "draw"})
        order = game.state.order
        assert order in (["Bob", "Cid", "Ana"], ["Cid", "Ana", "Bob"])
        firsts.add(order[0])
        rolls = [r for r in game.entries()[0].rolls if r.purpose_id == "setup.first_player"]
        assert len(rolls) == 1
        assert new_game(TIE, seed=seed, rules={"courage_tie": "draw"}).state.order == order
    assert firsts == {"Bob", "Cid"}
    default = new_game(TIE, seed="a")
    assert default.state.order == ["Bob", "Cid", "Ana"]
    assert all(r.purpose_id != "setup.first_player" for r in default.entries()[0].rolls)
    untied = new_game(seed="a", rules={"courage_tie": "draw"})  # Anghel alone at 5
    assert untied.state.order == ["Bob", "Cid", "Dan", "Ana"]
    assert all(r.purpose_id != "setup.first_player" for r in untied.entries()[0].rolls)


def _stuck(**rules) -> object:
    """Bob on Mangalia, Cid on Constanța (Mangalia's only neighbour): no free road."""
    b = board(rules=rules)
    b.place("Bob", "mangalia")
    b.place("Cid", "constanta")
    b.state.tokens = {"brasov": 1}
    return b


def test_V_T_1_no_move_resolve_the_stuck_hunter_resolves_his_own_town() -> None:
    """``no_move = "resolve"``: with no free road he stays and resolves the town where he stands
    as if he had entered it (V-T-3): a travel card on a free town, a fight where vampires are;
    the form says so. The default (``"stay"``) resolves nothing (test_rules.py)."""
    b = _stuck(no_move="resolve")
    b.state.travel_deck = ["nature_ceata"]
    (form,) = RULES.forms(b.state, b.scenario)
    assert "move" not in {f.field for f in form.fields}
    assert any("il reste où il est et y résout la ville" in line for line in form.info)
    b.resolve()
    assert "stay" in b.kinds() and b.first("travel_card").data["town"] == "mangalia"
    assert b.hunter("Bob").town == "mangalia" and "move" not in b.kinds()
    c = _stuck(no_move="resolve")
    c.state.tokens["mangalia"] = 1
    c.state.vampire_deck = ["moroi", "dracula"]
    c.resolve()
    assert c.first("fight_start").data["town"] == "mangalia"
    d = _stuck()
    d.state.travel_deck = ["nature_ceata"]
    (form,) = RULES.forms(d.state, d.scenario)
    assert "il reste où il est" in form.info[-1] and "résout" not in form.info[-1]
    d.resolve()
    assert "travel_card" not in d.kinds() and d.state.travel_deck == ["nature_ceata"]


def test_V_T_4_travel_tests_count_equipment_never() -> None:
    """``travel_tests_count_equipment = "never"``: not even the cemetery, whose card says the
    equipment counts, adds the Courage card's +2 (the default adds it: test_rules.py)."""
    for setting, bonus in (("card", 7), ("never", 5)):
        b = board(rules={"travel_tests_count_equipment": setting})
        b.give("Bob", "courage")
        b.state.travel_deck = ["ruins_cimitir"]
        b.order(moves=["pitesti"])
        b.resolve()
        assert b.first("courage_test").data["hunter_bonus"] == bonus, setting
