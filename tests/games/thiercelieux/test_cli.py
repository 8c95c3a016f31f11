"""Thiercelieux from the command line, with orders files, as docs/orders.md shows it."""

from __future__ import annotations

import json
from pathlib import Path

from gmconsole.cli import main
from gmconsole.saves import load_game

ROSTER = """
[[players]]
name = "Loup1"
role = "Loup-Garou"

[[players]]
name = "Marc"
role = "villager"

[[players]]
name = "Paul"
role = "villager"

[[players]]
name = "Anne"
role = "Voyante"
"""


def orders(path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_game_played_with_orders_files_to_the_werewolves_victory(
    tmp_path: Path, monkeypatch, capsys
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("scen.toml").write_text(
        Path(__file__)
        .resolve()
        .parents[3]
        .joinpath("scenarios", "thiercelieux.toml")
        .read_text(encoding="utf-8")
        .replace(
            'specials = ["seer", "hunter", "cupid", "thief", "little_girl", "witch"]', 'specials = ["seer"]'
        )
        .replace('mode = "elect"', 'mode = "none"'),
        encoding="utf-8",
    )
    Path("roster.toml").write_text(ROSTER, encoding="utf-8")
    assert main(["new", "scen.toml", "--players", "roster.toml", "--seed", "s", "--save", "g.toml"]) == 0
    capsys.readouterr()
    assert main(["status", "g.toml", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["step"] == "seer"
    wrong = orders(
        tmp_path / "w.toml", 'step = "werewolves"\n[[orders]]\nkind = "werewolves"\nvictim = "Paul"\n'
    )
    assert main(["apply", "g.toml", wrong]) == 3  # refused: the seer's step comes first (T-N-3)
    assert (
        main(
            ["apply", "g.toml", orders(tmp_path / "1.toml", '[[orders]]\nkind = "seer"\ntarget = "Loup1"\n')]
        )
        == 0
    )
    assert main(["apply", "g.toml", wrong]) == 0
    day = '[[orders]]\nkind = "votes"\nvotes = { Loup1 = "Marc", Anne = "Loup1" , Marc = "Loup1" }\n'
    assert main(["apply", "g.toml", orders(tmp_path / "2.toml", day)]) == 0
    game = load_game("g.toml")
    assert game.state.winner == "villagers"
    assert main(["verify", "g.toml"]) == 0
    capsys.readouterr()
    assert main(["export", "g.toml"]) == 0
    post = capsys.readouterr().out
    assert "Loup1" in post and "Loup-Garou" in post
