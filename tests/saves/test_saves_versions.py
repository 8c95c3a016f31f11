"""Versioned saves (issue 11 §4, the saves half): a save records its schema, the rules revision
it is played under and its dice derivation; older saves migrate dict to dict; a game started
under an older rules revision goes on; `verify` checks the dice under the derivation recorded.

``tests/data/saves/v1-winterfell.toml`` is the Winterfell demo written by main before schema 2
(commit a753af7: the demo builder then ``save_game``; main at 6bc6204 writes the same file but
for its timestamps), kept as it was written.
"""

from __future__ import annotations

import random
import shutil
import tomllib
from pathlib import Path

import pytest

from gmconsole.engine import dice
from gmconsole.engine.dice import DERIVATIONS, Derivation
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.registry import find_plugin, find_rules
from gmconsole.saves import MIGRATIONS, SCHEMA_VERSION, load_game, load_save, save_game
from policy_play import play_step

V1 = Path(__file__).resolve().parents[1] / "data" / "saves" / "v1-winterfell.toml"


@pytest.fixture
def v1(tmp_path) -> Path:
    path = tmp_path / "v1-winterfell.toml"
    shutil.copy(V1, path)
    return path


def test_the_kept_file_is_a_schema_1_save():
    data = tomllib.loads(V1.read_text(encoding="utf-8"))
    assert data["schema_version"] == 1 and "digest" not in data and "dice" not in data


def test_migrations_step_dict_to_dict():
    data = tomllib.loads(V1.read_text(encoding="utf-8"))
    assert len(MIGRATIONS) == SCHEMA_VERSION - 1
    migrated = MIGRATIONS[0](data)
    assert migrated["schema_version"] == 2
    assert migrated["rules_revision"] == 1 and migrated["dice"] == "blake2b-v1"
    assert data["schema_version"] == 1  # the step makes a new dict


def test_a_v1_save_loads_plays_on_and_verifies(cli, v1, tmp_path):
    loaded = load_save(v1)
    assert loaded.schema_version == 1 and loaded.seal == "unsealed"
    assert loaded.game.dice == "blake2b-v1" and loaded.game.rules_revision == 1
    assert cli("verify", v1).code == 0
    orders = tmp_path / "resolve.toml"
    orders.write_text('step = "justice"\n', encoding="utf-8")  # resolve the justice vote as it stands
    result = cli("apply", v1, orders)
    assert result.code == 0, result.err
    data = tomllib.loads(v1.read_text(encoding="utf-8"))
    assert (
        data["schema_version"] == 2 and data["dice"] == "blake2b-v1" and data["digest"].startswith("sha256:")
    )
    assert tomllib.loads(v1.with_name(v1.name + ".bak").read_text(encoding="utf-8"))["schema_version"] == 1
    assert load_save(v1).seal == "sealed"
    result = cli("verify", v1)
    assert result.code == 0 and "tout concorde" in result.out
    assert cli("undo", v1).code == 0 and cli("redo", v1).code == 0
    assert cli("verify", v1).code == 0


def test_a_damaged_v1_save_is_replayed_before_any_write(cli, v1, monkeypatch):
    """A schema 1 save has no digest: a writing command replays it first and refuses a bad one
    (when today's rules are those it was played under; a save of an older rules revision cannot
    be replayed, see docs/reliability.md)."""
    monkeypatch.setattr(type(find_rules("winterfell")), "revision", 1)
    text = v1.read_text(encoding="utf-8")
    head, state = text.split("\n[state]\n")
    v1.write_text(head + "\n[state]\n" + state.replace("turn = 3", "turn = 2", 1), encoding="utf-8")
    damaged = v1.read_bytes()
    result = cli("undo", v1)
    assert result.code == 4 and "Rien n'a été écrit" in result.err
    assert v1.read_bytes() == damaged and not v1.with_name(v1.name + ".bak").exists()


def test_a_game_of_an_older_rules_revision_goes_on(cli, v1, tmp_path, monkeypatch):
    """Today's Winterfell rules are revision 2: the revision-1 game still plays, undoes and
    verifies (its dice; its journal is not replayed under rules it was not played under)."""
    assert type(find_rules("winterfell")).revision == 2
    orders = tmp_path / "resolve.toml"
    orders.write_text('step = "justice"\n', encoding="utf-8")
    assert cli("apply", v1, orders).code == 0
    assert tomllib.loads(v1.read_text(encoding="utf-8"))["rules_revision"] == 1
    result = cli("verify", v1)
    assert result.code == 0
    assert "jouée sous la révision 1 des règles de winterfell" in result.out and "non rejouées" in result.out
    assert cli("undo", v1).code == 0  # today's rules replay it identically here, so undo works
    game = load_game(v1)
    assert game.older_rules and game.verify() == []


def test_undo_is_refused_only_when_older_rules_replay_differently(v1, monkeypatch):
    rules = type(find_rules("winterfell"))
    monkeypatch.setattr(rules, "revision", 2)
    game = load_game(v1)
    game.state.seed_sha256 = "0" * 64  # the saved state differs from what a replay gives

    with pytest.raises(RuleViolation, match="played under revision 1 .* cannot be taken back"):
        game.undo()


def test_a_save_from_a_newer_gmconsole_is_named(v1):
    text = v1.read_text(encoding="utf-8").replace("schema_version = 1", "schema_version = 3", 1)
    v1.write_text(text, encoding="utf-8")
    from gmconsole.engine.errors import FileProblem

    with pytest.raises(FileProblem) as info:
        load_game(v1)
    said = str(info.value).replace("\u202f", " ")  # in the save's language (French here)
    assert "schema_version : 3 n'est pas une version de sauvegarde que ce gmconsole sait lire" in said, said


def _key_reversed(turn: int, phase: str, purpose: str, index: int) -> str:
    return f"{index}/{purpose}/{phase}/{turn}"


def test_the_derivation_name_selects_the_key_function(tmp_path, astrub, roster, monkeypatch):
    """A game started under another derivation rolls, saves and verifies under it."""
    monkeypatch.setitem(
        DERIVATIONS, "test-v0", Derivation("test-v0", dice._stream_v1, _key_reversed, dice.compute)
    )
    game = Game.new(astrub, roster(6), "derived", dice="test-v0")
    assert game.setup.rolls[0].key == "0/setup.spies/setup/0"
    usual = Game.new(astrub, roster(6), "derived")
    assert usual.setup.rolls[0].key == "0/setup/setup.spies/0" and usual.dice == "blake2b-v2"
    old = Game.new(astrub, roster(6), "derived", dice="blake2b-v1")
    assert old.setup.rolls[0].key == "0/setup/deal the spies/0"
    path = save_game(game, tmp_path / "game.toml")
    again = load_game(path)
    assert again.dice == "test-v0" and again.verify() == []
    text = path.read_text(encoding="utf-8").replace('dice = "test-v0"', 'dice = "blake2b-v2"')
    path.write_text(text, encoding="utf-8")
    problems = load_game(path).verify()  # the same journal under another derivation: found out
    assert any("replayed rolls differ" in p for p in problems)
    path.write_text(text.replace('dice = "blake2b-v2"', 'dice = "nope-v9"'), encoding="utf-8")
    from gmconsole.engine.errors import FileProblem

    with pytest.raises(FileProblem, match="dice\u202f: dérivation des dés inconnue «\u202fnope-v9\u202f»"):
        load_game(path)


# -- saves written by main at ea0d388 (schema 2, dice blake2b-v1: keys from the sentences) ------
BEFORE_IDS = {
    "winterfell": (
        Path(__file__).resolve().parents[1] / "data" / "saves" / "v2-winterfell-dice-v1.toml",
        "justice",
    ),
    "astrub": (Path(__file__).resolve().parents[1] / "data" / "saves" / "v2-astrub-dice-v1.toml", "proposal"),
}


@pytest.mark.parametrize("game_name", sorted(BEFORE_IDS))
def test_a_save_from_before_purpose_ids_plays_on_and_verifies(cli, tmp_path, game_name):
    """Issue 11 §4: a save of the previous main (its dice keyed by the rolls' sentences) loads,
    verifies, plays on under its own derivation and verifies again; its new rolls are keyed by
    their sentences too, and the save still says blake2b-v1."""
    kept, step = BEFORE_IDS[game_name]
    path = tmp_path / kept.name
    shutil.copy(kept, path)
    before = load_game(path)
    assert before.dice == "blake2b-v1" and before.verify() == []
    assert cli("verify", path).code == 0
    game = load_game(path)
    start = len(game.journal)
    plugin = find_plugin(game_name)
    policy = plugin.load(plugin.policy)(random.Random(3), game.scenario)
    for _ in range(8):  # a few steps played on, as the console or `apply` would
        play_step(game, policy)
    assert len(game.journal) > start
    if game_name == "winterfell":  # its nights and elections roll (Astrub rolls only at the deal)
        assert any(e.rolls for e in game.journal[start:])
    save_game(game, path)
    again = load_game(path)
    assert again.dice == "blake2b-v1" and again.verify() == []
    new_rolls = [r for e in again.journal[start:] for r in e.rolls]
    assert all(r.purpose_id == "" and r.key.split("/")[2] == r.purpose for r in new_rolls)
    assert tomllib.loads(path.read_text(encoding="utf-8"))["dice"] == "blake2b-v1"
