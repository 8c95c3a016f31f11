"""The demo game: generated, copied into saves/, reproducible, and it opens from any folder."""

from __future__ import annotations

import pytest

from gmconsole.demo import build_demo, demo_save_path
from gmconsole.engine.rules.registry import plugins
from gmconsole.games.astrub.demo import build_demo as build_astrub_demo
from gmconsole.games.winterfell.demo import build_demo as build_winterfell_demo
from gmconsole.saves import load_game


def test_the_winterfell_demo_is_a_50_player_game_a_few_turns_in_with_votes_entered():
    game = build_winterfell_demo()
    state = game.state
    assert (state.game, len(state.players), state.turn, state.phase, state.step) == (
        "winterfell",
        50,
        3,
        "justice",
        "vote",
    )
    assert not state.over and 0 < len(state.justice.votes) < len(state.living())
    assert game.verify() == []


def test_the_demo_is_the_same_every_time():
    first, second = build_winterfell_demo(), build_winterfell_demo()
    assert first.state == second.state
    assert [r.model_dump() for r in first.rolls()] == [r.model_dump() for r in second.rolls()]


def test_demo_save_path_writes_once_and_keeps_the_gms_copy(tmp_path):
    path = demo_save_path(tmp_path / "saves")
    assert path == tmp_path / "saves" / "demo.toml" and load_game(path).state.turn == 3
    game = load_game(path)
    game.push(game.parse({"kind": "justice_votes", "votes": {}}))
    from gmconsole.saves import save_game

    save_game(game, path)
    assert demo_save_path(tmp_path / "saves") == path
    assert len(load_game(path).journal) == len(game.journal)  # the GM's further play is kept


def test_a_broken_demo_copy_is_kept_and_a_fresh_one_written_beside_it(tmp_path):
    """Issue 10 §4: an unsound file is never written over nor rotated into .bak."""
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / "demo.toml").write_text("schema_version = [", encoding="utf-8")
    path = demo_save_path(saves)
    assert path.name == "demo-2.toml" and load_game(path).state.turn == 3
    assert (saves / "demo.toml").read_text(encoding="utf-8") == "schema_version = ["
    assert not (saves / "demo.toml.bak").exists()
    assert demo_save_path(saves) == path


def test_the_astrub_demo_is_a_7_player_game_after_a_rejected_squad():
    game = build_astrub_demo()
    assert (len(game.state.players), game.state.turn, game.state.rejections) == (7, 2, 1)


@pytest.mark.parametrize("plugin", [p for p in plugins() if p.demo is not None], ids=lambda p: p.name)
def test_every_game_with_a_demo_builds_a_running_verified_game_that_saves_and_loads(plugin, tmp_path):
    """Every registered game's demo opens on a game in progress whose dice verify, the same every
    time, and it goes through a save and a load unchanged."""
    game = build_demo(plugin.name)
    assert not game.state.over and game.journal
    assert game.verify() == []
    assert build_demo(plugin.name).state == game.state
    path = demo_save_path(tmp_path / "saves", game=plugin.name)
    assert path.name == f"demo-{plugin.name}.toml"
    assert load_game(path).state == game.state


def test_every_shipped_game_has_a_demo():
    """A GM tries a game with ``gmconsole demo GAME``: each game shipped with gmconsole has one."""
    assert sorted(p.name for p in plugins() if p.demo is None) == []


@pytest.mark.parametrize("plugin", [p for p in plugins() if p.demo is not None], ids=lambda p: p.name)
def test_every_demo_roster_says_each_players_gender_so_french_agrees(plugin):
    """A demo shows the GM French sentences about its players: each has a gender in the roster, so
    « Brienne, accusée par Gilly » reads right, and women and men are both there."""
    genders = [p.gender for p in build_demo(plugin.name).state.players]
    assert set(genders) == {"f", "m"}, genders


def test_the_winterfell_demos_accusations_agree_with_the_accused():
    """« Gilly trouve Brienne bien trop discrète » : the demo's words agree with its women."""
    from gmconsole.games.winterfell.demo import WOMEN

    game = build_winterfell_demo()
    accusations = [item for e in game.events() if e.kind == "accused" for item in e.data["accused"]]
    assert any(item["accused"] in WOMEN for item in accusations)
    for item in accusations:
        said = item["justification"]
        assert said.endswith("discrète.") == (item["accused"] in WOMEN), said
