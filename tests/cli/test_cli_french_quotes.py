"""Every game: the command line's refusal quotes what the GM typed in French quotes in a French
game (« Zorro »), in Python's in an English one ('Zorro'); the save is left as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario

N = "\u202f"
GAMES = [p.name for p in registry.plugins()]


def _save(tmp_path: Path, game: str, language: str) -> Path:
    scenario = load_scenario(game).model_copy(update={"language": language})
    count = registry.find_plugin(game).players or registry.find_rules(game).min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, count)] + [RosterEntry(name="D'Artagnan")]
    return save_game(Game.new(scenario, roster, "quotes"), tmp_path / f"{game}-{language}.toml")


@pytest.mark.parametrize("game", GAMES)
def test_an_unknown_name_in_french_quotes(cli, tmp_path, game) -> None:
    assert set(GAMES) >= {"winterfell", "astrub", "thiercelieux", "vampire-hunter"}
    save = _save(tmp_path, game, "fr")
    before = save.read_bytes()
    result = cli("replace", save, "Zorro", "Zélie")
    assert result.code == 3
    assert f"joueur inconnu{N}: «{N}Zorro{N}»" in result.err, result.err
    result = cli("replace", save, "D'Artagnon", "Zélie")
    assert f"joueur inconnu{N}: «{N}D'Artagnon{N}»{N}; vouliez-vous dire «{N}D'Artagnan{N}»{N}?" in result.err
    assert "'" not in result.err.replace("D'Art", "").replace("l'", "").replace("n'", "").replace("d'", "")
    assert save.read_bytes() == before


@pytest.mark.parametrize("game", GAMES)
def test_english_keeps_its_quotes(cli, tmp_path, game) -> None:
    save = _save(tmp_path, game, "en")
    result = cli("replace", save, "Zorro", "Zélie")
    assert result.code == 3 and "unknown player 'Zorro'" in result.err, result.err
    result = cli("replace", save, "D'Artagnon", "Zélie")
    assert 'unknown player "D\'Artagnon"; did you mean "D\'Artagnan"?' in result.err, result.err
