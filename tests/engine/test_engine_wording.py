"""The engine's console texts (checklist, warnings) in the scenario's language (issue 4):
``wording.text`` and Astrub's steps in French and in English. Winterfell's are in
tests/games/winterfell/test_wording.py."""

from __future__ import annotations

from gmconsole.engine import Resolve
from gmconsole.engine.wording import text
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad


def test_text_picks_the_language_of_the_scenario(astrub):
    english = astrub.model_copy(update={"language": "en"})
    assert text(astrub, "all-voted") == "tous ont voté"
    assert text(english, "all-voted") == "all voted"
    assert text("fr", "game-over") == "partie terminée"
    assert text("en", "game-over") == "game over"


def lines(game, scenario) -> list[str]:
    """The checklist as ``label | detail`` lines, then the warnings."""
    rules, state = game.rules, game.state
    return [f"{s.label} | {s.detail}" for s in rules.checklist(state, scenario)] + rules.warnings(
        state, scenario
    )


def test_astrub_speaks_french_for_a_french_scenario_and_english_otherwise(table):
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}})
    fr = t.game.scenario
    en = fr.model_copy(update={"language": "en"})
    assert fr.language == "fr"
    assert lines(t.game, fr) == [
        "premier chef d'escouade (M-S-3) | le MJ le choisit (dans la console, ctrl+l sur un joueur\u202f; "
        "dans un fichier d'ordres, `leader = \"nom\"` dans l'ordre `squad`)",
        "escouade pour Or d'Amakna Sud (tentative 1) | le chef que choisit le MJ désigne 2 joueurs",
    ]
    assert lines(t.game, en) == [
        "first squad leader (M-S-3) | the GM chooses him (in the console, ctrl+l on a player; "
        'in an orders file, `leader = "name"` in the `squad` order)',
        "squad for Or d'Amakna Sud (attempt 1) | the leader the GM chooses names 2 players",
    ]
    t.game.push(ProposeSquad(members=["Chloé", "David"], leader="Alice"))
    assert lines(t.game, fr) == [
        "premier chef d'escouade (M-S-3) | Alice, au choix du MJ\u202f; modifiable jusqu'à la résolution de la "
        "première escouade",
        "escouade pour Or d'Amakna Sud (tentative 1) | Chloé, David",
    ]
    t.game.push([Resolve(), CastVotes(votes={"Alice": True, "Bob": False})])
    assert lines(t.game, fr) == ["votes d'approbation 2/5 | n'ont pas voté\u202f: Chloé, David, Eve"]
    assert lines(t.game, en) == ["approval votes 2/5 | not voted: Chloé, David, Eve"]
    t.game.push(CastVotes(votes={"Chloé": True, "David": True, "Eve": True}))
    assert lines(t.game, fr) == ["votes d'approbation 5/5 | tous ont voté"]
    assert lines(t.game, en) == ["approval votes 5/5 | all voted"]
    t.game.push([Resolve(), MissionChoices(choices={"Chloé": "sabotage"})])
    assert lines(t.game, fr) == [
        "choix secrets 1/2 pour Or d'Amakna Sud | en attente de\u202f: David",
        "Chloé est mercenaire et a choisi le sabotage (permis, M-M-6)",
    ]
    assert lines(t.game, en) == [
        "secret choices 1/2 for Or d'Amakna Sud | waiting for: David",
        "Chloé is a mercenary and chose sabotage (allowed, M-M-6)",
    ]
    t.game.push(MissionChoices(choices={"David": "success"}))
    assert lines(t.game, fr)[0] == "choix secrets 2/2 pour Or d'Amakna Sud | tous ont choisi"
    assert lines(t.game, en)[0] == "secret choices 2/2 for Or d'Amakna Sud | all chosen"
    t.game.push(Resolve())
    while not t.state.over:
        t.play_mission(0)
    assert lines(t.game, fr) == ["partie terminée | victoire\u202f: les mercenaires (M-V-1)"]
    assert lines(t.game, en) == ["game over | les mercenaires won (M-V-1)"]
