"""The console's refusal line quotes what the GM typed in French quotes in a French game."""

from __future__ import annotations

from pathlib import Path

from gmconsole.saves import load_game, save_game
from gmconsole.tui.session import Session

N = "\u202f"


def _refused(path: Path, language: str, order: dict) -> str:
    game = load_game(path)
    game.scenario = game.scenario.model_copy(update={"language": language})
    session = Session(game, save_game(game, path))
    before = path.read_bytes()
    outcome = session.act(order)
    assert not outcome.ok and path.read_bytes() == before
    return outcome.error


def test_an_unknown_name_in_the_console(new_astrub, tmp_path: Path) -> None:
    path = new_astrub(tmp_path / "a.toml")
    order = {"kind": "squad", "members": ["Alice", "Zorro"]}
    said = _refused(path, "fr", order)
    assert f"«{N}Zorro{N}»" in said and "'Zorro'" not in said, said
    assert "'Zorro'" in _refused(path, "en", order)


def test_a_typed_vote_in_the_console(new_astrub, tmp_path: Path) -> None:
    path = new_astrub(tmp_path / "a.toml", steps=[[{"kind": "squad", "members": ["Alice", "Chloé"]}]])
    game = load_game(path)
    Session(game, path).act({"kind": "resolve"})
    order = {"kind": "votes", "votes": {"Émile": "peut-être"}}
    said = _refused(path, "fr", order)
    assert said.startswith(f"Émile{N}: «{N}peut-être{N}» n'est pas un vote"), said
    assert _refused(path, "en", order).startswith("Émile: 'peut-être' is not a vote"), said
