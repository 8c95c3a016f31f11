"""A bare scenario name beside a folder of that name (`gmconsole simulate astrub` where the
current folder holds a folder `astrub`, a GM's trial): the name is the shipped scenario's, for
every command that takes SCENARIO; a path that names the folder is still said to be a folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main
from gmconsole.scenarios import find_scenario


@pytest.fixture
def beside_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "astrub").mkdir()
    (tmp_path / "astrub" / "notes.txt").write_text("mes notes\n", encoding="utf-8")
    return tmp_path


def test_a_bare_name_finds_the_shipped_scenario_beside_a_folder_of_that_name(beside_folder: Path) -> None:
    found = find_scenario("astrub")
    assert found.is_file() and found.name == "astrub.toml"


def test_simulate_beside_a_folder_of_the_scenario_s_name(beside_folder: Path, capsys) -> None:
    assert main(["simulate", "astrub", "--games", "2", "--json"]) == 0, capsys.readouterr().err
    assert '"games": 2' in capsys.readouterr().out


def test_new_beside_a_folder_of_the_scenario_s_name(beside_folder: Path, capsys) -> None:
    Path("joueurs.txt").write_text("Alice\nBob\nChloé\nDenis\nÉmile\n", encoding="utf-8")
    assert main(["new", "astrub", "--players", "joueurs.txt", "--save", "g.toml", "--seed", "x"]) == 0
    assert Path("g.toml").is_file()


def test_a_path_to_the_folder_is_still_said_to_be_a_folder(beside_folder: Path, capsys) -> None:
    assert main(["simulate", "./astrub", "--games", "2"]) == 4
    assert "folder" in capsys.readouterr().err
