"""``gmconsole new ... --estimate`` (issue 17, point 2): the camps' chances for the roster's
size, beside the roster-size note; without the option, no simulation."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmconsole import simulate
from gmconsole.cli import main


def roster(path: Path, n: int) -> str:
    path.write_text("\n".join(f"Joueur {i:02d}" for i in range(1, n + 1)) + "\n", encoding="utf-8")
    return str(path)


def test_new_with_estimate_prints_the_camps_chances_after_the_roster_size_note(tmp_path, capsys) -> None:
    """W-S-1: a 40-player Winterfell roster gets the roster-size note, then the estimate."""
    names = roster(tmp_path / "r.txt", 40)
    code = main(
        [
            "new",
            "winterfell",
            "--players",
            names,
            "--seed",
            "s",
            "--save",
            str(tmp_path / "g.toml"),
            "--estimate",
            "30",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    notes = [line for line in out.splitlines() if line.startswith("note\u202f: ")]
    assert "l'équilibre de la source est prévu pour 50" in notes[0]
    assert notes[-1].startswith(
        "note\u202f: Estimation pour 40 joueurs, 30 parties simulées (joueurs heuristiques)\u202f: "
    )
    assert "les loyalistes" in notes[-1] and "(de " in notes[-1] and "intervalles à 95\u202f%" in notes[-1]
    # issue 11, point 3: the camps joined and the percentages written by the wording (narrow spaces)
    camps = notes[-1].split("(joueurs heuristiques)\u202f: ", 1)[1]
    assert camps.count(")\u202f; ") >= 2 and " ; " not in camps
    assert re.search("\\d\u202f%", camps) and not re.search("\\d %", camps)
    assert (tmp_path / "g.toml").exists()


def test_new_without_estimate_simulates_nothing(tmp_path, capsys, monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("new simulated without --estimate")

    monkeypatch.setattr(simulate, "simulate", refuse)
    names = roster(tmp_path / "r.txt", 7)
    assert main(["new", "astrub", "--players", names, "--seed", "s", "--save", str(tmp_path / "a.toml")]) == 0
    assert "Estimation" not in capsys.readouterr().out


def test_a_bad_estimate_count_is_a_message_and_nothing_is_written(tmp_path, capsys) -> None:
    names = roster(tmp_path / "r.txt", 7)
    assert (
        main(["new", "astrub", "--players", names, "--save", str(tmp_path / "a.toml"), "--estimate", "0"])
        != 0
    )
    # the scenario (Astrub, French) is read: said in its language
    assert "--estimate prend un nombre entier" in capsys.readouterr().err
    assert not (tmp_path / "a.toml").exists()


@pytest.mark.parametrize("game", ["astrub", "thiercelieux"])
def test_the_estimate_names_the_camps_in_the_scenarios_language(game, tmp_path, capsys) -> None:
    names = roster(tmp_path / "r.txt", 7)
    assert (
        main(["new", game, "--players", names, "--save", str(tmp_path / "a.toml"), "--estimate", "20"]) == 0
    )
    line = [x for x in capsys.readouterr().out.splitlines() if "Estimation" in x][0]
    assert (
        ("les espions" in line)
        if game == "astrub"
        else ("les Villageois" in line or "les Loups-Garous" in line)
    )
