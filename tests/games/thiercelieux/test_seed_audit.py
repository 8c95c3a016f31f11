"""Situations of the seed (001) played through the engine: an independent reading of the
source against the code (pass 12 audit), where roles meet."""

from __future__ import annotations

from .table import TABLE, new_game
from .test_rules import alive, step, to_first_night


def test_seed_4_a_thief_who_takes_a_werewolf_plays_it_the_same_night():
    """« échanger sa carte contre une des deux autres ... Il jouera désormais ce personnage »:
    the thief becomes a werewolf on the first night, wakes with the pack (step 8) and the pack
    knows him."""
    game = new_game(deck={"middle": ["werewolf", "villager"], "werewolves": 3})
    to_first_night(game)
    step(game, {"kind": "thief", "take": 1})
    assert game.state.role("Voleur") == "werewolf"
    assert game.state.werewolves() == ["Loup1", "Loup2", "Voleur"]
    assert "Voleur" in game.state.known_by("Loup1")
    step(game, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(game, {"kind": "seer"})
    assert game.state.step == "werewolves"
    step(game, {"kind": "werewolves", "victim": "Paul", "asleep": ["Loup1", "Loup2"]})
    assert game.state.victim == "Paul" and not game.state.winner  # he woke alone and chose


def test_seed_4_5_a_thief_who_takes_cupid_names_the_lovers():
    """Step 4 (thief) comes before step 5 (cupid): the thief who takes Cupid's card names them."""
    table = dict(TABLE, Cupidon="villager")
    game = new_game(table, deck={"middle": ["cupid", "villager"]})
    to_first_night(game)
    step(game, {"kind": "thief", "take": 1})
    assert game.state.step == "cupid" and game.state.holder("cupid") == "Voleur"
    step(game, {"kind": "cupid", "lovers": ["Voleur", "Anne"]})
    assert game.state.lovers == ["Voleur", "Anne"]


def test_seed_10_executed_hunter_lover_of_the_captain_grief_then_shot_then_successor():
    """« Si ce joueur est un des 2 Amoureux, l'autre Amoureux se suicide immédiatement », « le
    Chasseur ... tue immédiatement un autre joueur »: the village executes the hunter, lover of
    the captain Anne; Anne dies of grief, the hunter shoots, then (T-D-7) a successor is named."""
    game = new_game()
    to_first_night(game, captain="Anne")
    step(game, {"kind": "thief"})
    step(game, {"kind": "cupid", "lovers": ["Anne", "Chasseur"]})
    step(game, {"kind": "seer", "target": "Loup1"})
    step(game, {"kind": "werewolves", "victim": "Paul"})
    step(game, {"kind": "witch"})
    voters = alive(game) - {"Anne"}
    step(game, {"kind": "votes", "votes": {n: "Chasseur" for n in voters} | {"Anne": ""}})
    assert {"Anne", "Chasseur"}.isdisjoint(alive(game))
    assert (game.state.step, game.state.pending) == ("hunter", "Chasseur")
    step(game, {"kind": "shoot", "target": "Loup1"})
    assert "Loup1" not in alive(game) and game.state.step == "successor"
    step(game, {"kind": "captain", "name": "Voyante"})
    assert game.state.captain == "Voyante" and game.state.phase == "night"
    kinds = [e.kind for entry in game.entries()[-3:] for e in entry.events]
    assert kinds.index("hunter_shot") < kinds.index("captain_dies") < kinds.index("captain_named")
