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
    assert (
        not re.search(r"\bde Ana\b", text) and "À jouer\u202f: Bob" in text
    )  # French spacing: a narrow no-break space
    game = new_game({"Ana": "seward", "Bob": "harker"})
    setup = render(public_post(game.entries()[0].events, game.scenario), "text")
    assert "Ana incarne John Seward et part d'Iași." in setup
    assert "Bob incarne Jonathan Harker et part de Bistrița." in setup


def test_every_event_of_random_games_has_its_sentence_in_both_languages() -> None:
    """Every kind of event random games emit has a sentence in French and English (or the
    common wording, or its own table builder), so no post falls back to a raw event."""
    import random

    from gmconsole.engine.actions import Resolve
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.export.templates import load_wording
    from gmconsole.games.vampire_hunter.rules.policy import RandomPolicy

    from .table import scenario

    wordings = {lang: load_wording("vampire-hunter", lang) for lang in ("fr", "en")}
    kinds: set[str] = set()
    s = scenario()
    for seed in range(15):
        game = Game.new(s, [RosterEntry(name=f"J{i}") for i in range(4)], f"w{seed}")
        policy = RandomPolicy(random.Random(seed), s)
        while not game.state.over:
            game.push([*policy.orders(game.state), Resolve()])
        kinds |= {e.kind for entry in game.entries() for e in entry.events}
    assert {"fight_start", "fear_test", "spread", "board", "victory"} <= kinds
    for lang, wording in wordings.items():
        missing = sorted(k for k in kinds - {"board", "spread"} if not wording.has("events", k))
        assert not missing, f"{lang}: {missing}"
