"""What a French GM reads from the command line, read as French: the article of a game's name
(« Les Défenseurs de Winterfell », « Les loups-garous de Thiercelieux ») is never glued to « de »
(« partie de Les … » is no French; « des » or quotes are)."""

from __future__ import annotations

import re

import pytest


@pytest.mark.parametrize("scenario, players", [("thiercelieux", 8), ("winterfell", 50), ("astrub", 5)])
def test_new_names_the_game_without_de_les(cli, tmp_path, scenario, players) -> None:
    path, roster = tmp_path / "g.toml", tmp_path / "joueurs.txt"
    roster.write_text("".join(f"Joueur {i:02d}\n" for i in range(1, players + 1)), encoding="utf-8")
    result = cli("new", scenario, "--players", roster, "--seed", "s", "--save", path)
    assert result.code == 0, result.err
    first = result.out.splitlines()[0]
    assert not re.search(r"\bde (Les|Le|La) ", first), first
    assert first.startswith("nouvelle partie «\u202f"), first
