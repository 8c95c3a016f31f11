"""Every sentence a player or the GM reads names the roles, ranks and camps by the scenario's
names, agreeing with them: a Meereen game played to its end says « Fils de la Harpie », « la
Courtisane », « Grâces tirées », never a Winterfell name (names.ftl's defaults that Meereen
renames), while Winterfell's own texts read as before (its records: the goldens and the
behaviour fingerprint; here, the sentences that now say a name through the names)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.worded import describe
from gmconsole.engine.wording import name_form, wording_for, wording_for_game
from gmconsole.export import all_messages, gm_summary, private_messages, public_post, render
from gmconsole.export.posts import genders
from gmconsole.export.templates import load_wording
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.scenarios import load_scenario
from policy_play import play_step

MEEREEN = load_scenario("meereen")
WINTERFELL = load_scenario("winterfell")
NAMES_FTL = Path(__file__).resolve().parents[3] / "src/gmconsole/games/winterfell/wording/fr/names.ftl"


def _winterfell_only() -> set[str]:
    """The Winterfell words Meereen renames: each default of names.ftl (and each name of
    winterfell.toml) that Meereen's wording says otherwise."""
    default = wording_for_game("winterfell", "fr")
    meereen = wording_for(MEEREEN)
    keys = re.findall(r"^name-([a-z-]+) =", NAMES_FTL.read_text(encoding="utf-8"), re.M)
    words = set()
    for key in (k.replace("-", "_") for k in keys):
        if key.endswith(("_gender", "_article")):
            continue
        if default.display_name(key) != meereen.display_name(key):
            words.add(default.display_name(key))
    words |= {v for k, v in WINTERFELL.names.items() if MEEREEN.names.get(k) != v}
    return {w for w in words if len(w) >= 2}


WINTERFELL_ONLY = _winterfell_only()


def _found(word: str, text: str) -> list[str]:
    # a whole word: « garde-la » is a verb, not the rank
    pattern = r"(?<![\w-])" + re.escape(word.replace("'", "’")) + r"(?![\w-])"
    return re.findall(pattern, text.replace("'", "’"))


def test_the_winterfell_words_searched_are_the_renamed_ones() -> None:
    # the search can fail: it holds the names a Meereen text must not say
    assert {"loup", "loups", "GV", "Schlingue", "Louveteau", "Grand Vassal", "Chevalier", "Abel"} <= (
        WINTERFELL_ONLY
    )
    assert "Lieutenant" not in WINTERFELL_ONLY  # the same name in both
    assert _found("loup", "n'est pas un loup.") and not _found("loup", "les loups")


def _played(scenario, seed: int) -> Game:
    roster = random_roster(50)
    for i, entry in enumerate(roster):
        entry.gender = "f" if i % 2 else None
    game = Game.new(scenario, roster, f"names-{seed}")
    policy = RandomPolicy(random.Random(seed), scenario)
    while not game.state.over and game.state.turn <= 60:
        play_step(game, policy)
    return game


def _texts(game: Game) -> dict[str, str]:
    scenario, events, people = game.scenario, game.events(), genders(game.state.players)
    private = private_messages(events, scenario, people=people)
    return {
        "public": render(public_post(events, scenario, rolls=game.rolls(), people=people), "text"),
        "private": "\n".join(render(doc, "text") for doc in private.values()),
        "messages": render(all_messages(events, scenario, people=people), "text"),
        "gm": render(gm_summary(events, game.rolls(), scenario, people=people), "text"),
    }


@pytest.fixture(scope="module")
def meereen_texts() -> dict[str, str]:
    games = [_played(MEEREEN, seed) for seed in (3, 7)]
    assert all(game.state.over for game in games)  # played to the end
    texts = [_texts(game) for game in games]
    return {part: "\n".join(t[part] for t in texts) for part in texts[0]}


@pytest.mark.parametrize("part", ["public", "private", "messages", "gm"])
def test_a_meereen_game_names_nothing_by_its_winterfell_name(meereen_texts, part) -> None:
    text = meereen_texts[part]
    assert text.strip()
    leaks = {
        word: re.findall(r".{0,40}" + re.escape(word) + r".{0,20}", text)
        for word in WINTERFELL_ONLY
        if _found(word, text)
    }
    assert leaks == {}, leaks


def test_a_meereen_game_says_its_own_names(meereen_texts) -> None:
    everything = "\n".join(meereen_texts.values())
    for name in ("Fils de la Harpie", "la Harpie", "Conseiller", "Sbire", "Bête d’Airain", "Grâce"):
        assert _found(name, everything), name


def test_a_meereen_game_agrees_with_its_feminine_names(meereen_texts) -> None:
    everything = "\n".join(meereen_texts.values())
    # the knights' seats drawn among the guards (« Grâces », feminine) and the Courtisane's
    # camp drawn, in the dice tables
    assert "Grâces tirées parmi les Bêtes d’Airain" in everything.replace("'", "’")
    assert "Courtisane nº 1 est-elle un Fils de la Harpie" in everything
    # no masculine article nor agreement before a feminine name
    feminine = ("Courtisane", "Grâce", "Bête d’Airain", "Harpie", "Quaithe")
    wrong = [
        found
        for name in feminine
        for found in re.findall(rf"\b(?:le|du|au|un|nouveau|Nouveau) {name}\b", everything.replace("'", "’"))
    ]
    assert wrong == []
    assert not re.search(r"Grâces tirés|Courtisane[^.\n]{0,12} est-il", everything)


def test_winterfell_says_its_words_as_before() -> None:
    winterfell = wording_for(WINTERFELL)
    said = {
        "dice-setup-wolves": ({"n": 12}, "tirage de 12 loups parmi les joueurs qui ne sont pas GV (W-S-3)"),
        "dice-elections-knights-drawn": ({}, "élections\u202f: chevaliers tirés parmi les gardes"),
        "dice-setup-reek-camp": (
            {"who": "", "percent": "50"},
            "Schlingue est-il un loup\u202f? (50\u202f%, W-S-10)",
        ),
        "lookout-not-wolf": ({"name": "Zoé"}, "Zoé, au guet, n'est pas un loup"),
        "dice-setup-role-hooded-man": ({}, "tirage des Hommes Encapuchonnés (W-S-9)"),
        "takeover-abel-wolf": ({}, "Abel le Barde est dans le camp des loups"),
        "pin-why-worshippers": ({}, "le camp des adorateurs (W-S-14\u202f: les GV)"),
    }
    for key, (values, expected) in said.items():
        assert winterfell.text(key, **values) == expected, key
    english = wording_for_game("winterfell", "en")
    assert english.text(
        "cubs-are-pinned-under-lieutenant-commands", n=5, lt="Zoé", cubs_per_lieutenant_max=4
    ) == ("5 cubs are pinned under Zoé; a lieutenant commands at most 4")


def test_a_feminine_name_agrees() -> None:
    meereen = wording_for(MEEREEN)
    assert (
        meereen.text("dice-setup-reek-camp", who=" no. 1", percent="50")
        == "Courtisane nº 1 est-elle un Fils de la Harpie\u202f? (50\u202f%, W-S-10)"
    )
    # the scenario's name of a seer, with its gender, in a refusal that was recorded in English
    refusal = RuleViolation.of(
        "dead",
        game="winterfell",
        rule="W-R-1",
        player="Zoé",
        label="the Vervoyant",
        name="Zoé",
        role="greenseer",
    )
    assert describe(refusal, MEEREEN) == "Quaithe (Zoé) est morte (W-R-1)"
    assert describe(refusal, WINTERFELL) == "le Vervoyant (Zoé) est mort (W-R-1)"
    assert str(refusal) == "the Vervoyant (Zoé) is dead (W-R-1)"  # the record
    # a post's sentence, with another feminine name for the bard
    shadow = MEEREEN.model_copy(update={"names": {**MEEREEN.names, "abel": "Ombre", "abel_gender": "f"}})
    post_words = load_wording("winterfell", "fr").named(shadow.names)
    assert post_words.label("how_abel_revealed") == "Ombre démasquée"
    assert (
        load_wording("winterfell", "fr").named(MEEREEN.names).label("how_abel_revealed")
        == "Pyat Pree démasqué"
    )
    assert (
        load_wording("winterfell", "fr").named(WINTERFELL.names).label("how_abel_revealed") == "Abel démasqué"
    )


@pytest.mark.parametrize(
    ("name", "form", "gender", "said"),
    [
        ("Courtisane", "the", "f", "la Courtisane"),
        ("Courtisane", "of_the", "f", "de la Courtisane"),
        ("Courtisane", "to_the", "f", "à la Courtisane"),
        ("Courtisane", "a", "f", "une Courtisane"),
        ("Ombre", "the", "f", "l'Ombre"),
        ("Ombre", "of_the", "f", "de l'Ombre"),
        ("Fantôme", "the", "m", "le Fantôme"),
        ("Serpent", "of_the", "m", "du Serpent"),
        ("Serpent", "to_the", "", "au Serpent"),
        ("la Harpie", "of_the", "f", "de la Harpie"),
        ("les Fils de la Harpie", "of_the", "m", "des Fils de la Harpie"),
        ("Grand Maître", "plural", "m", "Grands Maîtres"),
        ("Bête d'Airain", "plural", "f", "Bêtes d'Airain"),
        ("Grand Vassal", "plural", "m", "Grands Vassaux"),
        ("Louveteau", "plural", "m", "Louveteaux"),
        ("Fils de la Harpie", "plural", "m", "Fils de la Harpie"),
    ],
)
def test_name_forms_in_french(name: str, form: str, gender: str, said: str) -> None:
    assert name_form(name, form, "fr", gender) == said


def test_name_forms_of_persons_and_plurals() -> None:
    assert name_form("Pyat Pree", "of_the", "fr", "m", proper=True) == "de Pyat Pree"
    assert name_form("Abel le Barde", "of_the", "fr", "m", proper=True) == "d'Abel le Barde"
    assert name_form("Quaithe", "the", "fr", "f", proper=True) == "Quaithe"
    assert name_form("loups", "of_the", "fr", plural=True) == "des loups"
    assert name_form("Sbire", "plural", "en") == "Sbires"
    english = wording_for(MEEREEN.model_copy(update={"language": "en"}))
    assert english.display_name("cub_plural") == "Sbires"  # never the game's « cubs »
    assert wording_for_game("winterfell", "en").display_name("cub_plural") == "cubs"
