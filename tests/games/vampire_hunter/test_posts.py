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
    """A player's name may start with a vowel: no "de Ana"; a town's does: "d’Iași", with the
    post's apostrophe (it was the one value left with a straight one)."""
    b = last_hunter_fights()
    text = render(public_post(b.events, b.scenario), "text")
    assert (
        not re.search(r"\bde Ana\b", text) and "À jouer\u202f: Bob" in text
    )  # French spacing: a narrow no-break space
    game = new_game({"Ana": "seward", "Bob": "harker"})
    setup = render(public_post(game.entries()[0].events, game.scenario), "text")
    assert "Ana incarne John Seward et part d’Iași." in setup
    assert not re.search(r"\w'\w", setup), re.findall(r".{20}\w'\w.{5}", setup)
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


def test_card_names_and_dice_sentences_take_typographic_apostrophes() -> None:
    """Posts need « ’ »: the cards' names (the scenario's words, « L’Enfant moroï », « Gousses
    d’ail ») and the dice table (« 1d10 de l’adversaire ») have no straight apostrophe left; the
    players' names are left as typed. A vampire's article is in lower case inside a sentence."""
    b = quiet(new_game({"Ana": "harker", "B'rice": "anghel"}))
    b.state.tokens = {"mangalia": 1}
    b.turn_of("Ana")
    b.place("Ana", "curtea_de_arges")
    b.state.travel_deck = ["crypt_uitata"]  # blood 2: the child moroi
    b.state.vampire_deck = ["moroi_copil"]
    b.state.equipment_deck = ["ail"]
    b.order(moves=["pitesti"], reward="equipment")
    b.resolve()
    c = quiet(new_game({"Ana": "harker", "B'rice": "anghel"}))
    c.state.tokens = {"pitesti": 1, "mangalia": 1}
    c.turn_of("Ana")
    c.place("Ana", "curtea_de_arges")
    c.state.vampire_deck = ["strigoi_olt", "dracula"]
    c.order(moves=["pitesti"])
    c.resolve()
    text = render(public_post(b.events + c.events, b.scenario, rolls=b.rolls + c.rolls), "text")
    assert "Dans la crypte, l’Enfant moroï dort" in text and "Gousses d’ail" in text
    # inside a sentence a vampire's article is in lower case, at its start as written
    assert "affronte, dans l’ordre\u202f: le Strigoï de l’Olt." in text
    assert "Épreuve de peur contre le Strigoï de l’Olt" in text
    if "vampire_destroyed" in c.kinds():
        assert "\n\nLe Strigoï de l’Olt tombe en poussière." in text
    assert "1d10 de l’adversaire" in text
    assert "B'rice" in text  # a player's name as typed
    assert not re.search(r"\w'\w", text.replace("B'rice", "")), re.findall(r".{20}\w'\w.{5}", text)


def test_the_dice_table_names_shuffled_cards_and_towns_by_their_names() -> None:
    """V-S-2: the GM's dice table says what each shuffle drew by the cards' and towns' names
    (« Brașov », « Sœur Veronica »), not by the scenario's keys."""
    from gmconsole.export.posts import gm_summary

    game = new_game()
    text = render(gm_summary(game.events(), game.rolls(), game.scenario), "text")
    scenario = game.scenario
    hunters = [h.name for h in scenario.hunters.values()]
    assert all(name in text for name in hunters)
    assert all(town.name in text for town in scenario.towns.values())
    keys = [k for k in [*scenario.hunters, *scenario.towns] if k != scenario.display(k)]
    assert keys and not [k for k in keys if re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", text)]


def test_a_vampire_destroyed_by_an_item_falls_to_dust_once_in_the_post() -> None:
    """V-F-4: « Le Vieux Strigoï craint l’objet « Crucifix » et tombe en poussière. » was followed
    by « Le Vieux Strigoï tombe en poussière. »: said once. A vampire beaten in combat (V-F-5)
    still gets its sentence."""
    from .test_rules import STRONG, board, hunters, vampires

    weak = {"fear": 0, "combat": 0, "immune": [], "destroy_order": ["crucifix"]}
    b = board(
        hunters=hunters(**STRONG),
        vampires=vampires(
            strigoi_batran={**weak, "vulnerable": ["crucifix"]}, moroi={**weak, "vulnerable": []}
        ),
    )
    b.give("Bob", "crucifix")
    b.state.tokens["pitesti"] = 2
    b.state.vampire_deck = ["strigoi_batran", "dracula", "moroi", "dracula"]
    b.order(moves=["pitesti"])
    b.resolve()
    assert "vulnerable" in b.kinds() and "combat" in b.kinds()
    text = render(public_post(b.events, b.scenario), "text")
    destroyed = [e for e in b.events if e.kind == "vampire_destroyed"]
    assert len(destroyed) == 2, b.kinds()
    assert text.count("tombe en poussière") == 2, text
    assert "craint l’objet" in text
