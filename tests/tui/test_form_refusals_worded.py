"""An order the console's form sends that does not fit its model is refused in the GM's words:
where (the form, the field as the console shows it, the player) and what to type, in the game's
language, never pydantic's location (« votes.votes.Émile »). Every game, French and English."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from gmconsole.engine.rules.forms import Ballot, Choice, GroupPicker, MultiChoice, OrderForm
from gmconsole.saves import load_game, save_game
from gmconsole.tui.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from policy_play import every_scenario, played_game  # noqa: E402

NNBSP = "\u202f"


def _session(game: Any, path: Path, language: str | None = None) -> Session:
    if language is not None:
        game.scenario = game.scenario.model_copy(update={"language": language})
    return Session(game, save_game(game, path))


def _refused(session: Session, order: dict[str, Any]) -> str:
    before = session.path.read_bytes()
    outcome = session.act(order)
    assert not outcome.ok, order
    assert session.path.read_bytes() == before  # nothing written
    return outcome.error


def _no_location(said: str, order: dict[str, Any]) -> None:
    """No dotted key path and no identifier of the order's is shown."""
    kind = order["kind"]
    assert f"{kind}." not in said, said
    for key in order:
        assert not re.search(rf"(^|[\s(`'.]){re.escape(key)}([.`]|$)", said), (key, said)


@pytest.mark.parametrize(
    ("language", "expect"),
    [
        ("fr", f"Émile{NNBSP}: «{NNBSP}peut-être{NNBSP}» n'est pas un vote{NNBSP}: écrivez oui ou non"),
        ("en", "Émile: 'peut-être' is not a vote: write yes or no"),
    ],
)
def test_astrub_vote_names_the_player_not_the_path(new_astrub, tmp_path: Path, language, expect) -> None:
    path = new_astrub(tmp_path / "a.toml", steps=[[{"kind": "squad", "members": ["Alice", "Chloé"]}]])
    session = _session(load_game(path), path, language)
    session.act({"kind": "resolve"})
    assert session.state.phase == "approval"
    order = {"kind": "votes", "votes": {"Émile": "peut-être"}}
    said = _refused(session, order)
    assert said.startswith(expect), said
    assert "votes.votes" not in said and "votes" not in said.split("Émile")[0]


@pytest.mark.parametrize(
    ("scenario", "where", "problem"),
    [
        ("thiercelieux", f"champ «{NNBSP}prend{NNBSP}»{NNBSP}:", "il faut au moins 0, pas -1"),
        ("thiercelieux-en", 'field "takes":', "should be at least 0, not -1"),
    ],
)
def test_thiercelieux_form_names_its_field(tmp_path: Path, scenario, where, problem) -> None:
    game, _ = played_game("thiercelieux", scenario, "seed", 1, 1)
    session = _session(game, tmp_path / "t.toml")
    (form,) = [f for f in game.rules.forms(game.state, game.scenario) if f.action == "thief"]
    order = {"kind": "thief", "take": -1}
    said = _refused(session, order)
    assert said.startswith(form.label) and where in said and said.endswith(problem), said
    _no_location(said, order)


def test_a_yes_no_and_a_choice_say_the_words_of_the_form(tmp_path: Path) -> None:
    game, _ = played_game("vampire_hunter", "vampire-hunter", "seed", 1, 0)
    session = _session(game, tmp_path / "v.toml")
    (form,) = game.rules.forms(game.state, game.scenario)
    hunter = form.fixed["hunter"]
    said = _refused(session, {"kind": "hunt", "hunter": hunter, "reward": "x"})
    reward = next(f for f in form.fields if f.field == "reward")
    assert all(words in said for _, words in reward.options), said
    assert "'equipment'" not in said and "hunt.reward" not in said


@pytest.mark.parametrize(
    ("language", "field", "problem"),
    [
        (
            "fr",
            f"champ «{NNBSP}retirer l'escouade n°{NNBSP}»",
            "il faut un nombre entier, pas «\u202fabc\u202f»",
        ),
        ("en", 'field "remove squad no."', "should be a valid integer, not 'abc'"),
    ],
)
def test_winterfell_own_fields_are_named_as_its_console_shows_them(
    new_winterfell, tmp_path: Path, language, field, problem
) -> None:
    path = new_winterfell(tmp_path / "w.toml")
    session = _session(load_game(path), path, language)
    order = {"kind": "remove_squad", "index": "abc"}
    said = _refused(session, order)
    assert said.startswith(field) and said.endswith(problem), said
    _no_location(said, order)
    pie = _refused(session, {"kind": "pie", "torture": "bof"})
    assert ("oui ou non" if language == "fr" else "yes or no") in pie and "true" not in pie, pie


def test_winterfell_every_order_field_has_its_console_words() -> None:
    """A game with its own widgets names each field of each of its orders (a form names it for
    the others): ``console-field-<kind>-<field>``, in both languages."""
    from gmconsole.engine.rules import registry
    from gmconsole.tui.labels import labels

    rules = registry.find_rules("winterfell")
    for kind in rules.action_kinds:
        if kind == "resolve":
            continue
        for name in rules.action_class(kind).model_fields:
            if name == "kind":
                continue
            for language in ("fr", "en"):
                assert labels(language, "winterfell").has(f"field_{kind}_{name}"), (kind, name, language)


def _bad_value(field: Any) -> Any:
    """A value of the wrong type for a form's field."""
    if isinstance(field, MultiChoice):
        return "pas une liste"
    if isinstance(field, Choice):
        return "%%%"
    return ["pas", "un", "nom"] if not getattr(field, "many", False) else 12


@pytest.mark.parametrize(("game_name", "scenario"), every_scenario())
def test_every_form_of_every_game_refuses_in_words(tmp_path: Path, game_name: str, scenario: str) -> None:
    """The forms of the first steps of every game, each field given a value of a wrong type:
    the refusal names no key path and no field identifier (a form's title or label, the player)."""
    seen = 0
    for steps in range(0, 6):
        game, _ = played_game(game_name, scenario, "seed", 1, steps)
        if game.state.over:
            break
        session = _session(game, tmp_path / f"{scenario}-{steps}.toml")
        for form in game.rules.forms(game.state, game.scenario):
            orders: list[dict[str, Any]] = []
            if isinstance(form, Ballot):
                voter = form.voters[0]
                orders.append({"kind": form.action, form.field: {voter: 12}})
            elif isinstance(form, GroupPicker):
                orders.append(form.order(["x"]) | {form.field: "pas une liste"})
            elif isinstance(form, OrderForm):
                orders += [form.order({f.field: _bad_value(f)}) for f in form.fields]
            for order in orders:
                outcome = session.act(order)
                if outcome.ok:  # a wrong value the game reads anyway
                    continue
                seen += 1
                _no_location(outcome.error, order)
    assert seen
