"""A sealed save is rebuilt without pydantic's validation (``engine/trusted.py``, issue 17):
what it builds must be what validation builds, for every game, and an edited save (or a sealed
one that does not fit its models) must still be validated and refused with the usual message."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import pytest
import tomli_w
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field

from gmconsole.engine.errors import FileProblem
from gmconsole.engine.events import Audience
from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.trusted import Untrusted, build
from gmconsole.engine.wording import typography
from gmconsole.saves import SaveFile, content_digest, load_save, save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tomlio import read_toml
from policy_play import play_step

GAMES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]


def _saves(game_name: str, scenario_name: str, folder: Path, seed: int) -> list[Path]:
    """Saves of one game played by its random policy: after the deal, every few steps, at the
    end, and with a step undone (a redo stack)."""
    plugin = registry.find_plugin(game_name)
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(game_name)
    count = plugin.players or rules.min_players(scenario)
    roster = [
        RosterEntry(name=f"Joueur {i:02d}", aliases=[f"J{i}"] if i % 3 == 0 else [])
        for i in range(1, count + 1)
    ]
    game = Game.new(scenario, roster, f"trusted-{seed}")
    policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
    paths = []
    for step in range(400):
        if step % 7 == 0:
            paths.append(save_game(game, folder / f"{game_name}-{seed}-{step}.toml"))
        if game.state.over:
            break
        play_step(game, policy)
    game.undo()
    paths.append(save_game(game, folder / f"{game_name}-{seed}-undone.toml"))
    return paths


def _validated(data: dict[str, Any]) -> tuple[Any, Any, Any]:
    save = SaveFile.model_validate(data)
    rules = registry.find_rules(save.game)
    return (
        save,
        rules.scenario_model.model_validate(save.scenario),
        rules.state_model.model_validate(save.state),
    )


def _built(data: dict[str, Any]) -> tuple[Any, Any, Any]:
    save = build(SaveFile, data)
    rules = registry.find_rules(save.game)
    return save, build(rules.scenario_model, save.scenario), build(rules.state_model, save.state)


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_a_sealed_save_loads_as_its_validation_would(game_name, scenario_name, tmp_path):
    """Over saves of every game from random play: the save, its scenario and its state built
    without validation dump exactly as the validated ones (in Python and JSON modes), compare
    equal, and ``load_save`` gives the same game as a load that validates everything."""
    for seed in range(2):
        for path in _saves(game_name, scenario_name, tmp_path, seed):
            data = read_toml(path)
            assert data["digest"] == content_digest(data)
            validated, built = _validated(data), _built(data)  # no Untrusted: the fast path is taken
            for ours, theirs in zip(built, validated, strict=True):
                assert ours.__class__ is theirs.__class__
                assert ours.model_dump() == theirs.model_dump()
                assert ours.model_dump(mode="json") == theirs.model_dump(mode="json")
                assert ours == theirs
            assert built[0].model_fields_set == validated[0].model_fields_set
            loaded = load_save(path)
            assert loaded.seal == "sealed"
            game = loaded.game
            assert game.state.model_dump() == validated[2].model_dump()
            assert game.scenario == validated[1]
            assert [e.model_dump() for e in game.journal] == [e.model_dump() for e in validated[0].journal]
            assert [e.model_dump() for e in game.redo_stack] == [e.model_dump() for e in validated[0].redo]
            assert game.roster == validated[0].roster
            # and it writes the same file again
            assert tomli_w.dumps(
                SaveFile.model_validate(data).model_dump(exclude_none=True)
            ) == tomli_w.dumps(built[0].model_dump(exclude_none=True))


def _winterfell_save(tmp_path: Path) -> Path:
    scenario = load_scenario("winterfell")
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, 31)]
    return save_game(Game.new(scenario, roster, "edited"), tmp_path / "wf.toml")


def _set_alive(path: Path, value: str, *, reseal: bool) -> None:
    """The first player's ``alive`` made ``value`` (a hand edit); with ``reseal``, the digest
    written again for the edited content (as a GM who knows the format could)."""
    text = path.read_text(encoding="utf-8")
    start = text.index("[[state.players]]")
    at = text.index("alive = true", start)
    text = text[:at] + f"alive = {value}" + text[at + len("alive = true") :]
    if reseal:
        path.write_text(text, encoding="utf-8")
        data = read_toml(path)
        data["digest"] = content_digest(data)
        text = tomli_w.dumps(data)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("reseal", [False, True], ids=["edited", "resealed"])
def test_a_bad_value_is_refused_with_validations_message(cli, tmp_path, reseal):
    """A hand-edited save with a bad value is refused, naming the key, as before issue 17: an
    edited save is validated in full, and so is a sealed one whose values do not fit."""
    path = _winterfell_save(tmp_path)
    _set_alive(path, '"peut-être"', reseal=reseal)
    with pytest.raises(FileProblem) as raised:
        load_save(path)
    problem = typography("state.players.0.alive : il faut true ou false, pas «\u202fpeut-être\u202f»", "fr")
    assert raised.value.problem == problem
    result = cli("status", path)
    assert result.code == 4
    assert result.err == typography(f"erreur : {path} : ", "fr") + problem + "\n"
    assert result.out == ""


def test_an_edited_save_with_good_values_loads_validated_and_warned(cli, tmp_path):
    """An edit that fits (a player marked dead) loads, through validation, with the warning."""
    path = _winterfell_save(tmp_path)
    _set_alive(path, "false", reseal=False)
    loaded = load_save(path)
    assert loaded.seal == "edited"
    assert loaded.game.state.players[0].alive is False
    result = cli("status", path)
    assert result.code == 0
    assert result.err.startswith(typography(f"attention : {path} a été modifié hors de gmconsole", "fr"))


# -- the builder itself -------------------------------------------------------------------------
class _Inner(BaseModel):
    model_config = ConfigDict(frozen=True, defer_build=True)

    kind: Literal["inner"] = "inner"
    names: tuple[str, ...] = ()


class _Other(BaseModel):
    model_config = ConfigDict(defer_build=True)

    kind: Literal["other"] = "other"
    size: float = 1.0


@dataclass
class _Record:
    name: str
    score: float = 0.0
    tags: list[str] = field(default_factory=list)
    when: datetime | None = None


class _Outer(BaseModel):
    model_config = ConfigDict(defer_build=True)

    count: int = Field(0, ge=0)
    ratio: float = 0.5
    inner: _Inner = Field(default_factory=_Inner)
    many: list[_Inner] = Field(default_factory=list)
    either: int | list[int] = 0
    tagged: Annotated[_Inner | _Other, Field(discriminator="kind")] = Field(default_factory=_Other)
    records: dict[str, _Record] = Field(default_factory=dict)
    pair: tuple[int, str] = (0, "")
    maybe: str | None = None
    mutable: list[str] = ["kept"]


def test_the_builder_matches_validation_on_its_annotations():
    data = {
        "count": 3,
        "ratio": 2,  # an integer for a float: made a float, as validation does
        "inner": {"names": ["a", "b"]},
        "many": [{"names": ["a"]}, {"names": ["a"]}],
        "either": [1, 2],
        "tagged": {"kind": "inner", "names": []},
        "records": {"x": {"name": "x", "score": 1, "when": datetime(2026, 1, 1, tzinfo=UTC)}},
        "pair": [1, "b"],
    }
    built, validated = build(_Outer, data), _Outer.model_validate(data)
    assert built == validated and built.model_dump() == validated.model_dump()
    assert built.model_fields_set == validated.model_fields_set
    assert built.ratio == 2.0 and built.ratio.__class__ is float
    assert built.many[0] is built.many[1]  # frozen models with the same values are shared
    assert built.mutable == ["kept"] and built.mutable is not build(_Outer, {}).mutable
    assert build(_Outer, {}) == _Outer()


@pytest.mark.parametrize(
    "data",
    [
        {"count": "3"},  # text for an integer
        {"count": True},  # a boolean for an integer
        {"ratio": "x"},
        {"inner": {"names": "ab"}},
        {"inner": {"names": ["a", 1]}},
        {"inner": {"kind": "other"}},  # a Literal's other value
        {"tagged": {"kind": "third"}},
        {"either": "1"},
        {"records": {"x": {"score": 1}}},  # a required field missing
        {"records": {"x": {"name": "x", "extra": 1}}},  # an unknown key
        {"unknown": 1},
        {"pair": [1]},
        {"maybe": 3},
    ],
)
def test_what_does_not_fit_is_left_to_validation(data):
    with pytest.raises(Untrusted):
        build(_Outer, data)


class _Checked(BaseModel):
    model_config = ConfigDict(defer_build=True)

    value: Annotated[str, BeforeValidator(str.strip)] = ""


def test_a_validator_that_changes_values_is_never_skipped():
    """A model whose validation changes values cannot be rebuilt without it."""
    with pytest.raises(Untrusted):
        build(_Checked, {"value": " x "})


def test_audiences_of_a_sealed_journal_are_shared_like_the_rules_ones():
    made = build(list[Audience], [{"to": "player", "players": ["A"]}, {"to": "player", "players": ["A"]}])
    assert made[0] is made[1] and made[0] == Audience(to="player", players=("A",))
