"""A dead player's line in `gmconsole status` (public and ``--gm``) holds their words and the
dead mark in one pair of brackets, « Chloé (Simple Villageois, hors jeu) », not two in a row
« Chloé (Simple Villageois) (hors jeu) » (a GM's trial); with no words, the mark alone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from gmconsole.cli import main
from gmconsole.engine.public import player_line

TABLE = {  # by the roles' keys, which every language's scenario takes
    "Chloé": "villager",
    "Loup1": "werewolf",
    "Loup2": "werewolf",
    "Voyante": "seer",
    "Chasseur": "hunter",
    "Cupidon": "cupid",
    "Voleur": "thief",
    "Fille": "little_girl",
}


@pytest.mark.parametrize(
    ("scenario", "expected"),
    [("thiercelieux", "Chloé (Simple Villageois, hors jeu)"), ("thiercelieux-en", "Chloé (Villager, dead)")],
)
def test_a_dead_player_s_words_and_mark_share_one_pair_of_brackets(
    save_with_removed: Callable[[dict[str, str], str, str], Path],
    capsys: pytest.CaptureFixture[str],
    scenario: str,
    expected: str,
) -> None:
    save = save_with_removed(TABLE, scenario, "Chloé")
    for gm in ([], ["--gm"]):
        assert main(["status", str(save), *gm]) == 0
        out = capsys.readouterr().out
        line = next(line for line in out.splitlines() if "Chloé" in line)
        assert line.strip().startswith(f"1. {expected}"), line
        assert ") (" not in out, out


def test_a_dead_player_without_words_gets_the_mark_alone() -> None:
    row = {"seat": 3, "name": "Zoé", "alive": False}
    assert player_line(row, str, "(hors jeu)", " ; ", "(\x00, hors jeu)") == "   3. Zoé (hors jeu)"
    row["role"] = "Voyante"
    assert player_line(row, str, "(hors jeu)", " ; ", "(\x00, hors jeu)") == "   3. Zoé (Voyante, hors jeu)"
    assert player_line(row | {"alive": True}, str) == "   3. Zoé (Voyante)"
