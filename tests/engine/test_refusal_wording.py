"""Refusals and warnings are keyed in the wording files: recorded in English, shown in the game's
language with French grammar (issue 11, point 3).

The call sites are read from the source: every ``RuleViolation.of("key", ...)``, ``worded(..., "key")``
and Winterfell's ``_worded(lang, "key")`` names a message that exists in French and English, and
every variable a message uses is given by the call (``$x_gender`` by a ``Person`` passed as ``x``)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.errors import RuleViolation, UnknownPlayer
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.rules.registry import plugins
from gmconsole.engine.worded import Worded, describe, worded
from gmconsole.scenarios import load_roster, load_scenario

SRC = Path(__file__).resolve().parents[2] / "src" / "gmconsole"
GAMES = [p.name for p in plugins()]
RESERVED = {"game", "scenario", "rule", "player"}
EXAMPLE_1_ROSTER = Path(__file__).resolve().parents[1] / "data" / "example-1-roster.toml"


def _calls(folder: Path) -> list[tuple[str, set[str] | None, str]]:
    """(key, keyword names given or None when ``**values`` is passed, where) of every keyed call."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            if (
                name == "of"
                and isinstance(fn, ast.Attribute)
                and getattr(fn.value, "id", "") == "RuleViolation"
            ):
                args = node.args[:1]
            elif name in ("worded", "_worded") or (name == "text" and isinstance(fn, ast.Name)):
                args = node.args[1:2]
            else:
                continue
            if not args or not isinstance(args[0], ast.Constant):
                continue
            given = {k.arg for k in node.keywords}
            # a refusal's game, rule and player are its own fields; text() passes every keyword
            reserved = set() if name == "text" else RESERVED
            found.append(
                (
                    args[0].value,
                    None if None in given else given - reserved,
                    f"{path.relative_to(SRC)}:{node.lineno}",
                )
            )
    return found


def _variables(wording: W.Wording, key: str) -> set[str]:
    source = wording.bundle._messages[key]
    names: set[str] = set()

    def walk(node: object) -> None:
        if type(node).__name__ == "VariableReference":
            names.add(node.id.name)  # type: ignore[attr-defined]
        for value in getattr(node, "__dict__", {}).values():
            for item in value if isinstance(value, list) else [value]:
                if hasattr(item, "__dict__"):
                    walk(item)

    walk(source)
    return names


def _check(calls, game: str | None) -> list[str]:
    problems = []
    for language in W.LANGUAGES:
        wording = W._load(game, language, None, "engine")
        for key, given, where in calls:
            if not wording.has(key):
                problems.append(f"{where}: {key!r} missing in {language}")
                continue
            if given is None:
                continue
            for variable in _variables(wording, key):
                base = re.sub(r"_(gender|count)$", "", variable)
                if variable not in given and base not in given and not variable.startswith("display_"):
                    problems.append(f"{where}: {key!r} ({language}) uses ${variable}, not given")
    return problems


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_and_warning_key_of_a_game_exists_in_french_and_english(game):
    calls = _calls(SRC / "games" / game)
    assert _check(calls, game) == []


def test_every_refusal_key_of_the_generic_code_exists_in_french_and_english():
    calls = [
        c for folder in SRC.iterdir() if folder.is_dir() and folder.name != "games" for c in _calls(folder)
    ]
    calls += [c for path in SRC.glob("*.py") for c in _calls(path.parent) if c[2].startswith(path.name)]
    assert len(calls) > 20
    assert _check(calls, None) == []


def test_the_scan_finds_the_refusals():
    assert len(_calls(SRC / "games" / "winterfell")) > 100


def test_str_of_a_refusal_is_english_and_describe_words_it_in_the_games_language():
    """W-A-1: the example of issue 11, in both languages."""
    exc = RuleViolation.of("squad-has-no-member", game="winterfell", rule="W-A-1", number=2)
    assert str(exc) == "squad 2 has no member (W-A-1)"
    assert describe(exc, "en") == str(exc)
    assert describe(exc, "fr") == "l'escouade 2 n'a aucun membre (W-A-1)"
    assert describe(exc, load_scenario("winterfell")) == "l'escouade 2 n'a aucun membre (W-A-1)"


def test_unknown_player_in_french():
    exc = UnknownPlayer("Zorro", ["Zoé"])
    assert str(exc) == "unknown player 'Zorro'; did you mean 'Zoé'?"
    assert (
        describe(exc, "fr")
        == "joueur inconnu\u202f: «\u202fZorro\u202f»\u202f; vouliez-vous dire «\u202fZoé\u202f»\u202f?"
    )


def _example_1(genders: dict[str, str]) -> Game:
    roster = [
        RosterEntry(**{**e.model_dump(), "gender": genders.get(e.name, e.gender)})
        for e in load_roster(EXAMPLE_1_ROSTER)
    ]
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, 50 - len(roster) + 1)]
    return Game.new(load_scenario("winterfell"), roster, "exemple-1-3")


def test_w_a_3_a_refusal_about_a_dead_woman_agrees_in_the_feminine():
    """W-A-3: a dead player cannot be in a squad: 'morte' for a woman, 'mort' for a man."""
    for gender, word in (("f", "morte"), ("m", "mort")):
        game = _example_1({"Jon": gender})
        game.state.wp("Jon").alive = False
        with pytest.raises(RuleViolation) as caught:
            game.push(game.parse({"kind": "squad", "members": ["Jon"], "target": "Luwin"}))
        exc = caught.value
        assert str(exc) == "Jon is dead and cannot be in squad 1 (W-A-3)"
        assert describe(exc) == f"Jon est {word} et ne peut pas être dans l'escouade 1 (W-A-3)"


def test_w_j_1_a_warning_recorded_in_english_is_shown_in_french_with_elision():
    """W-J-1: a GV's accusation replaced: the warning is English in the journal, French on screen."""
    said = worded("winterfell", "accusation-replaced", by="Éloïse", replaced="Bran", accused="Arya")
    assert isinstance(said, Worded) and isinstance(said, str)
    assert said == "Éloïse's accusation of Bran is replaced by Arya"
    assert (
        describe(said, "fr")
        == "l'accusation d'Éloïse contre Bran est remplacée par une accusation contre Arya"
    )
    assert describe("a plain text", "fr") == "a plain text"


def test_a_refusal_raised_in_a_game_knows_its_language():
    game = _example_1({})
    with pytest.raises(RuleViolation) as caught:
        game.push(game.parse({"kind": "squad", "members": [], "target": "Jon"}))
    assert caught.value.language == "fr"
    assert describe(caught.value) == "l'escouade 1 n'a aucun membre (W-A-1)"


def test_w_s_3_the_deals_dice_sentences_are_french_in_a_french_game_and_as_logged_in_english():
    """W-S-3...W-S-14: every roll of a Winterfell deal has a dice-<purpose id> message; its French
    sentence is read from the logged English one, which (like the key) is unchanged."""
    from gmconsole.engine.worded import dice_sentence

    game = _example_1({})
    french = game.scenario
    english = french.model_copy(update={"language": "en"})
    rolls = game.rolls()
    assert rolls and all(r.purpose_id for r in rolls)
    for roll in rolls:
        assert dice_sentence(roll, english) == roll.purpose
        shown = dice_sentence(roll, french)
        assert shown != roll.purpose, roll.purpose
        assert roll.key.split("/")[2] == roll.purpose_id  # the key holds the id, never a sentence
    sentences = {dice_sentence(r, french) for r in rolls}
    assert "répartition des joueurs au rôle de Louveteau entre les lieutenants (W-S-4)" in sentences


def test_w_a_10_the_warning_about_a_protected_woman_agrees_in_the_feminine():
    """W-A-10: a squad aiming at the player Ben les Os protects: "protégée" for a woman."""
    from gmconsole.games.winterfell.rules import assassination as A

    for gender, word in (("f", "protégée"), (None, "protégé")):
        game = _example_1({"Jon": gender} if gender else {})
        state = game.state
        state.assassination.squads = [
            A.Squad(members=["Davos", "Howland", "Wyman"], target="Jon", lookout="Robett")
        ]
        state.assassination.ben_protects = "Jon"
        shown = A._squad_warnings(state, game.scenario, state.assassination, 0)
        recorded = A._squad_warnings(state, game.scenario, state.assassination, 0, "en")
        assert (
            f"escouade 1\u202f: Jon est {word} par Ben les Os\u202f; la tentative échoue en silence (W-A-10)"
            in shown
        )
        assert "squad 1: Jon is protected by Ben les Os; the attempt fails silently (W-A-10)" in recorded
