"""Vampire Hunter's posts: each hunter's move and fights with the rolls written in full, the
propagation, and the board as a table, in French."""

from __future__ import annotations

import re

from gmconsole.export import public_post, render

from .table import new_game, quiet

TEST = re.compile(r"1d10 \((\d+)\) \+ (\d+) = (\d+) contre 1d10 \((\d+)\) \+ (\d+) = (\d+)")


def last_hunter_fights():
    """Ana, last of the round, fights in Sibiu (two tokens), then the propagation."""
    b = quiet(new_game())
    b.state.tokens = {"sibiu": 2, "mangalia": 1}
    b.turn_of("Ana")
    b.place("Ana", "fagaras")
    b.state.vampire_deck = ["moroi", "strigoi_olt", "moroaica", "liliac", "servitoare", "slujitor"]
    b.state.propagation_deck = ["iasi", "oradea", "arad", "deva"]
    b.order(moves=["sibiu"])
    b.resolve()
    return b


def test_the_turn_post_writes_each_roll_with_both_sides() -> None:
    b = last_hunter_fights()
    text = render(public_post(b.events, b.scenario), "text")
    assert "Ana va de Făgăraș à Sibiu." in text
    assert "Épreuve de peur contre" in text
    fear = next(e for e in b.events if e.kind == "fear_test").data
    line = (
        f"1d10 ({fear['hunter_roll']}) + {fear['hunter_bonus']} = {fear['hunter_total']} contre "
        f"1d10 ({fear['other_roll']}) + {fear['other_bonus']} = {fear['other_total']}"
    )
    assert line in text
    for match in TEST.finditer(text):
        a, b_, total, c, d, other = map(int, match.groups())
        assert a + b_ == total and c + d == other


def test_the_post_shows_the_propagation_and_the_board_as_tables() -> None:
    b = last_hunter_fights()
    text = render(public_post(b.events, b.scenario), "text")
    assert "Propagation vampirique" in text
    assert re.search(r"Mangalia\s+1\s+\d+\s+≤ 2", text)  # the spread table: town, tokens, die, threshold
    assert "Le plateau" in text and re.search(r"Mangalia\s+Dobroudja\s+\d", text)
    assert re.search(r"Ana\s+Jonathan Harker\s+\S", text)
    bbcode = render(public_post(b.events, b.scenario), "bbcode-phpbb")
    assert "[table]" in bbcode or "[code]" in bbcode or "Mangalia" in bbcode


def test_french_sentences_elide_before_a_vowel() -> None:
    """A player's name may start with a vowel: no "de Ana"; a town's does: "d'Iași"."""
    b = last_hunter_fights()
    text = render(public_post(b.events, b.scenario), "text")
    assert not re.search(r"\bde Ana\b", text) and "À jouer : Bob" in text
    game = new_game({"Ana": "seward", "Bob": "harker"})
    setup = render(public_post(game.entries()[0].events, game.scenario), "text")
    assert "Ana incarne John Seward et part d'Iași." in setup
    assert "Bob incarne Jonathan Harker et part de Bistrița." in setup
