"""French sentences that a random game seldom says, each with the value that made it wrong
(pass 13, a reader's trial): one name and one seat left where the sentence said « Sièges …
tirés … 1 sièges », a lone woman awake among the werewolves (« éveillées : Inès »), a dead woman
guessing, a woman bearing the sword alone, a squad of women, one vampire token, the Courtisane
dead, a name that starts with a vowel after « de », and what a player knows said with a camp."""

from __future__ import annotations

import pytest

from gmconsole.engine.wording import Person, wording_for, wording_for_game
from gmconsole.scenarios import load_scenario

INES, ZOE, BOB = Person("Inès", "f"), Person("Zoé", "f"), Person("Bob", "m")


def _said(text: str) -> str:
    return text.replace("\u202f", " ").replace("\u2019", "'")


@pytest.mark.parametrize(
    ("game", "key", "values", "expected"),
    [
        (
            "winterfell",
            "knights_drawn_unfilled",
            {"knight": "Chevalier", "guard": "Garde", "drawn": [INES], "unfilled": 1},
            "Siège de Chevalier tiré au sort parmi les joueurs de rang Garde : **Inès** ; un siège reste vacant,",
        ),
        (
            "winterfell",
            "knights_drawn_unfilled",
            {"knight": "Chevalier", "guard": "Garde", "drawn": [INES, BOB], "unfilled": 2},
            "Sièges de Chevalier tirés au sort parmi les joueurs de rang Garde : **Inès et Bob** ; 2 sièges restent",
        ),
        ("winterfell", "dead-dead-players-guesses-are-not", {"by": INES}, "Inès est morte :"),
        (
            "winterfell",
            "sword-beyond-its-reach-can-strike",
            {"bearer": INES, "rank": "Garde", "value": "", "name": "Bob", "rank2": "Capitaine"},
            "Inès (Garde) ne peut frapper seule que le rang",
        ),
        ("winterfell", "lookout_absent", {"lookout": INES, "problem": "x"}, "Inès, absente : x"),
        ("winterfell", "lookout-dead", {"name": "Inès"}, "Inès, au guet, n'est plus en vie"),
        (
            "winterfell",
            "rank_item",
            {"rank": "Grand Vassal", "influence": 20, "count": 1, "players": "Inès"},
            "(1 joueur) :",
        ),
        ("winterfell", "alive", {"player": INES}, "vivante"),
        ("winterfell", "dead_at", {"player": INES, "turn": 3}, "morte au tour 3"),
        (
            "winterfell",
            "learned_greenseer",
            {"about": "Inès", "seen_as": "Louveteau"},
            "Ta vision d'**Inès** :",
        ),
        ("winterfell", "no-accusation-yet-from-missing-names", {"names": [INES]}, "accusation d'Inès :"),
        ("thiercelieux", "werewolves_victim", {"awake": [INES], "victim": "Bob"}, "(éveillée : Inès)"),
        ("thiercelieux", "starved", {"werewolves": [INES]}, "réveillé : elle meurt de faim."),
        ("thiercelieux", "starved", {"werewolves": [BOB]}, "réveillé : il meurt de faim."),
        ("thiercelieux", "starved", {"werewolves": [INES, ZOE]}, "réveillé : elles meurent toutes de faim."),
        ("thiercelieux", "starved", {"werewolves": [INES, BOB]}, "réveillé : ils meurent tous de faim."),
        (
            "thiercelieux",
            "werewolves_victim",
            {"awake": [INES, ZOE], "victim": "Bob"},
            "(éveillées : Inès et Zoé)",
        ),
        (
            "astrub",
            "not-squad-only-choose",
            {"name": "Bob", "squad": [INES, ZOE]},
            "seules Inès et Zoé choisissent",
        ),
        ("vampire_hunter", "town_freed_heal", {"town": "Deva", "tokens": 1, "player": "Inès"}, "(1 pion)"),
        (
            "vampire_hunter",
            "no-road",
            {"here": "Iași", "town": "Deva", "neighbours": "Roman"},
            "pas de route d'Iași à Deva",
        ),
        ("winterfell", "player_replaced", {"new": "Émile", "old": "Bob"}, "au nom d'Émile."),
        ("winterfell", "votes-superseded", {"name": "Émile", "poster": "x"}, "vote plus récent d'Émile,"),
        (
            "winterfell",
            "cli-knows",
            {"player": "Alice", "about": "Bob", "seen": "les Loups de l'Hiver", "turn": 1, "source": "W-A-6"},
            "Alice connaît Bob : les Loups de l'Hiver (tour 1, W-A-6)",
        ),
    ],
)
def test_the_sentence_agrees(game: str, key: str, values: dict[str, object], expected: str) -> None:
    said = _said(wording_for_game(game, "fr").text(key, **values))
    assert expected in said, said


def test_the_courtisane_is_dead_in_the_feminine_and_revealed_so() -> None:
    meereen = wording_for(load_scenario("meereen"))
    assert (
        _said(meereen.text("dead", role="reek", name="Inès", label="Courtisane"))
        == "Courtisane (Inès) est morte"
    )
    said = _said(meereen.text("dice-assassination-reek-revealed", reek="Inès", target="Bob", percent="33"))
    assert said.startswith("Courtisane (Inès) est-elle révélée à Bob ?"), said
    winterfell = wording_for(load_scenario("winterfell"))
    said = _said(winterfell.text("dice-setup-prophecy-life"))
    assert said.startswith("prophétie de Vie du Vervoyant"), said
    assert _said(meereen.text("dice-setup-prophecy-life")).startswith("prophétie de Vie de Quaithe")
