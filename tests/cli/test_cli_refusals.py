"""The command line reports a refusal in the game's language (issue 11, point 3); the save keeps
nothing of it."""

from __future__ import annotations

from pathlib import Path

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_roster, load_scenario

ROSTER = Path(__file__).resolve().parents[1] / "data" / "example-1-roster.toml"


def _winterfell(path: Path, genders: dict[str, str] | None = None) -> Path:
    roster = [
        RosterEntry(
            **{**e.model_dump(), **({"gender": (genders or {})[e.name]} if e.name in (genders or {}) else {})}
        )
        for e in load_roster(ROSTER)
    ]
    roster += [RosterEntry(name=f"Défenseur {i:02d}") for i in range(1, 50 - len(roster) + 1)]
    return save_game(Game.new(load_scenario("winterfell"), roster, "exemple-1-3"), path)


def _orders(path: Path, body: str) -> Path:
    path.write_text(body, encoding="utf-8")
    return path


def test_w_a_1_an_empty_squad_is_refused_in_french(cli, tmp_path):
    """W-A-1: "refusé : l'escouade 2 n'a aucun membre (W-A-1)"."""
    save = _winterfell(tmp_path / "game.toml")
    orders = _orders(
        tmp_path / "o.toml",
        '[[orders]]\nkind = "squad"\nmembers = ["Davos", "Howland", "Wyman"]\ntarget = "Jon"\nlookout = "Robett"\n'
        '[[orders]]\nkind = "squad"\nmembers = []\ntarget = "Luwin"\n',
    )
    result = cli("apply", save, orders)
    assert result.code != 0
    assert "refusé\u202f: l'escouade 2 n'a aucun membre (W-A-1)" in result.err
    assert "rien n'a été modifié." in result.err
    assert "has no member" not in result.err
    assert load_game(save).state.assassination.squads == []


def test_w_a_3_a_refusal_about_a_dead_woman_is_feminine(cli, tmp_path):
    """W-A-3: a dead player in a squad, the roster saying gender = "f"."""
    save = _winterfell(tmp_path / "game.toml", {"Jon": "f"})
    game = load_game(save)
    game.state.wp("Jon").alive = False
    save_game(game, save)
    orders = _orders(tmp_path / "o.toml", '[[orders]]\nkind = "squad"\nmembers = ["Jon"]\ntarget = "Luwin"\n')
    result = cli("apply", save, orders)
    assert "Jon est morte et ne peut pas être dans l'escouade 1 (W-A-3)" in result.err, result.err


def test_an_undo_with_nothing_to_undo_in_french(cli, tmp_path):
    save = _winterfell(tmp_path / "game.toml")
    result = cli("undo", save)
    assert "refusé\u202f: rien à annuler" in result.err, result.err
