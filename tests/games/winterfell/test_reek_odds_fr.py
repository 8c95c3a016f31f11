"""The Schlingue (Reek) odds of the deal (W-S-10) and of W-A-11 are logged in English (the dice
and the saves keep that sentence) and read in French with French typography: a narrow no-break
space before « : », « ; », « ? » and « % », a decimal comma, « nº », and no English word (a GM's
trial: « combien de Schlingues (0: 50%, 1: 25% ; W-S-10) »)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from gmconsole.cli import main
from gmconsole.engine.worded import dice_sentence
from gmconsole.scenarios import load_scenario

N = "\u202f"
WINTERFELL = load_scenario("winterfell")


@pytest.mark.parametrize(
    ("purpose_id", "logged", "french"),
    [
        (
            "setup.reek_count",
            "how many Schlingues (0: 50%, 1: 25%, 2: 25%; W-S-10)",
            f"combien de rôles de Schlingue (0{N}: 50{N}%, 1{N}: 25{N}%, 2{N}: 25{N}%{N}; W-S-10)",
        ),
        (
            "setup.reek_count",
            "how many Schlingues (0: 12.5%, 1: 87.5%, within the pins; W-S-10)",
            f"combien de rôles de Schlingue (0{N}: 12,5{N}%, 1{N}: 87,5{N}%, dans les limites des rôles fixés{N}; W-S-10)",
        ),
        (
            "setup.reek_camp",
            "is Schlingue no. 2 a wolf (50%, W-S-10)",
            f"Schlingue nº 2 est-il un loup{N}? (50{N}%, W-S-10)",
        ),
        (
            "setup.reek_camp",
            "is Schlingue Éloïse a wolf (12.5%, W-S-10)",
            f"Schlingue Éloïse est-il un loup{N}? (12,5{N}%, W-S-10)",
        ),
        (
            "assassination.reek_revealed",
            "does Alice learn who Schlingue Bob is (25%, W-A-11)",
            f"Schlingue (Bob) est-il révélé à Alice{N}? (25{N}%, W-A-11)",
        ),
        (  # the game's other odds read the same way
            "setup.ben",
            "is Ben les Os in the game (66.5%, W-S-11)",
            f"Ben les Os est-il en jeu{N}? (66,5{N}%, W-S-11)",
        ),
    ],
)
def test_the_reek_odds_read_in_french(purpose_id: str, logged: str, french: str) -> None:
    roll = SimpleNamespace(purpose_id=purpose_id, purpose=logged)
    assert dice_sentence(roll, WINTERFELL) == french
    assert dice_sentence(roll, "en") == logged  # the English record, as it was logged


def test_the_deal_s_reek_odds_in_the_gm_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    players = tmp_path / "joueurs.txt"
    players.write_text("".join(f"Joueur{i}\n" for i in range(50)), encoding="utf-8")
    save = tmp_path / "partie.toml"
    assert main(["new", "winterfell", "--players", str(players), "--seed", "s1", "--save", str(save)]) == 0
    capsys.readouterr()
    assert main(["export", str(save), "--gm", "--format", "text"]) == 0
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if line.startswith("combien de rôles de Schlingue"))
    assert line.startswith(f"combien de rôles de Schlingue (0{N}: "), line
    odds = line[len("combien de rôles de Schlingue (") : line.index(" W-S-10)")]
    assert f"{N}%, 1{N}: " in odds and odds.endswith(f"{N}%{N};"), line
    assert (
        "% " not in odds.replace(f"%{N};", "") and " :" not in odds and "%" not in odds.replace(f"{N}%", "")
    ), line
