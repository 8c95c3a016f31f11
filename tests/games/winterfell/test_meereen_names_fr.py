"""A reskinned scenario's names reach the game's French wording: Meereen's GM reads « Serpent »,
« Courtisane », « Sbire » in refusals, dice sentences and the checklist, never Winterfell's; the
English record is the same for every scenario (saves and the behaviour fingerprint keep it)."""

from __future__ import annotations

import pytest

from gmconsole.engine.errors import RuleViolation, refusals_of
from gmconsole.engine.worded import describe
from gmconsole.engine.wording import wording_for
from gmconsole.scenarios import load_scenario

MEEREEN = load_scenario("meereen")
WINTERFELL = load_scenario("winterfell")
WINTERFELL_ONLY = ("Schlingue", "Tourne-Casaque", "ouveteau", "Vervoyant", "Abel", "Gars du Bâtard")

REFUSALS = [
    ("ben-les-os-cannot-protect-turncoat", {"name": "Zoé"}, ["Serpent"]),
    ("not-schlingue", {"reek": "Zoé"}, ["Courtisane"]),
    ("name-reek-who-scans", {"alive": 2}, ["Courtisane"]),
    ("players-are-pinned-as-schlingue-this", {"held_count": 3, "value": 2}, ["Courtisane"]),
    (
        "cubs-are-pinned-without-cub-roles",
        {"fixed_cubs": 9, "cub_roles_needed": 3, "value": 10},
        ["Sbire", "Serpent"],
    ),
    (
        "cubs-are-pinned-under-lieutenant-commands",
        {"n": 5, "lt": "Zoé", "cubs_per_lieutenant_max": 4},
        ["Sbire"],
    ),
    ("two-players-are-pinned-as-ben", {"held": "Zoé, Léo"}, ["Ben les Os"]),
    ("takeover-turncoat-loyalist", {}, ["Serpent"]),
]


@pytest.mark.parametrize(("key", "values", "names"), REFUSALS)
def test_meereen_refusals_say_meereen_names(key: str, values: dict[str, object], names: list[str]) -> None:
    refusal = RuleViolation.of(key, game="winterfell", **values)
    said = describe(refusal, MEEREEN)
    assert all(name in said for name in names), said
    assert not any(name in said for name in WINTERFELL_ONLY), said
    # the English record does not depend on the scenario
    assert str(RuleViolation.of(key, scenario=MEEREEN, **values)) == str(refusal)


def test_a_refusal_raised_in_a_meereen_game_keeps_its_names_for_later() -> None:
    with pytest.raises(RuleViolation) as caught, refusals_of(MEEREEN):
        raise RuleViolation.of("not-schlingue", game="winterfell", reek="Zoé")
    assert describe(caught.value) == "Zoé n'a pas le rôle de Courtisane"
    assert describe(caught.value, "en") == "Zoé is not a Schlingue"


def test_winterfell_reads_its_own_names() -> None:
    refusal = RuleViolation.of("ben-les-os-cannot-protect-turncoat", game="winterfell", name="Zoé")
    assert describe(refusal, WINTERFELL) == "Ben les Os ne peut pas protéger le Tourne-Casaque (Zoé)"
    assert describe(refusal, "fr") == "Ben les Os ne peut pas protéger le Tourne-Casaque (Zoé)"


@pytest.mark.parametrize(
    ("key", "values", "name"),
    [
        ("dice-setup-role-turncoat", {}, "Serpent"),
        ("dice-setup-wolf-reeks", {}, "Courtisane"),
        ("dice-setup-cub-deal", {}, "Sbire"),
        ("dice-setup-role-greenseer", {}, "Quaithe"),
        ("dice-setup-seats-great-vassal", {}, "Conseiller"),
        ("dice-assassination-reek-revealed", {"target": "Zoé", "reek": "Léo", "percent": "33"}, "Courtisane"),
    ],
)
def test_meereen_dice_sentences_say_meereen_names(key: str, values: dict[str, object], name: str) -> None:
    said = wording_for(MEEREEN).text(key, **values)
    assert name in said and not any(old in said for old in WINTERFELL_ONLY), said
    assert "Tourne-Casaque" in wording_for(WINTERFELL).text("dice-setup-role-turncoat")


def test_meereen_checklist_says_meereen_names() -> None:
    said = wording_for(MEEREEN).text("wolf-formula-lieutenants-cubs-per-lieutenant")
    assert "Sbire" in said and "ouveteau" not in said, said


def test_meereen_console_words_and_help_say_meereen_names() -> None:
    from gmconsole.tui.labels import labels

    meereen = labels("fr", "winterfell", MEEREEN.names)
    assert meereen("guess_hint") == "qui\u202f: Sbire, lieutenant, la Harpie"
    assert (
        meereen.attribute("help_assassination", "W-A-11")
        == "chaque joueur au rôle de Courtisane sonde un joueur"
    )
    assert "Schlingue" not in meereen("help_assassination")
    # without a scenario: the game's own names (its wording's name-<key>)
    assert (
        labels("fr", "winterfell")("guess_hint") == "qui\u202f: Louveteau, lieutenant, Fantôme de Winterfell"
    )


def test_the_meereen_ghost_is_named_in_a_refusal() -> None:
    refusal = RuleViolation.of("ghost-dead-this-assassination-phase-has", game="winterfell")
    said = describe(refusal, MEEREEN)
    assert (
        said
        == "le chef de la hiérarchie (la Harpie) est mort\u202f: cette phase d'assassinat n'a pas de victime"
    )


def test_an_english_reskin_reads_its_names_and_records_the_game_s_own() -> None:
    english_meereen = MEEREEN.model_copy(update={"language": "en"})
    refusal = RuleViolation.of("ben-les-os-cannot-protect-turncoat", scenario=english_meereen, name="Zoé")
    assert str(refusal) == "Ben les Os cannot protect the turncoat (Zoé)"  # the record
    assert describe(refusal, english_meereen) == "Ben les Os cannot protect the Serpent (Zoé)"


def test_a_dice_sentence_logged_in_english_is_read_back_with_meereen_names() -> None:
    from types import SimpleNamespace

    from gmconsole.engine.worded import dice_sentence

    roll = SimpleNamespace(
        purpose_id="setup.role_turncoat", purpose="draw the turncoat among the cubs (W-S-6)"
    )
    said = dice_sentence(roll, MEEREEN)
    assert said == "tirage du rôle de Serpent parmi les joueurs au rôle de Sbire (W-S-6)"
    assert dice_sentence(roll, "en") == roll.purpose
