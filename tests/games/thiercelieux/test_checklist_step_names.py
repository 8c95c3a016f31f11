"""Every step of Thiercelieux's checklist is named in the game's language: the dying captain's
successor is « successeur du Capitaine » (« captain's successor »), never the step's key
"successor" (p10-gm2's trial: « ○ facultatif successor » in a French console)."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from gmconsole.cli import main

ROSTER = [
    ("Fanny", "werewolf"),
    ("Hélène", "werewolf"),
    ("Alice", "hunter"),
    ("Bob", "witch"),
    ("Émile", "seer"),
    ("Inès", "cupid"),
    ("Georges", "thief"),
    ("Chloé", "villager"),
    ("Denis", "villager"),
]
ORDERS = [
    'step = "vote"\n[[orders]]\nkind = "captain_votes"\nvotes = { Alice = "Chloé", Bob = "Chloé" }\n',
    '[[orders]]\nkind = "thief"\n[[orders]]\nkind = "cupid"\nlovers = ["Alice", "Fanny"]\n'
    '[[orders]]\nkind = "seer"\n[[orders]]\nkind = "werewolves"\nvictim = "Chloé"\n[[orders]]\nkind = "witch"\n',
]


@pytest.mark.parametrize(
    ("scenario", "named"),
    [("thiercelieux", "successeur du Capitaine"), ("thiercelieux-en", "captain's successor")],
)
def test_the_successor_step_is_named_in_the_games_language(
    scenario: str, named: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    roster = {"players": [{"name": n, "role": r} for n, r in ROSTER]}
    (tmp_path / "roster.toml").write_text(tomli_w.dumps(roster), encoding="utf-8")
    save = str(tmp_path / "g.toml")
    assert (
        main(["new", scenario, "--players", str(tmp_path / "roster.toml"), "--seed", "s", "--save", save])
        == 0
    )
    for i, orders in enumerate(ORDERS):
        (tmp_path / f"{i}.toml").write_text(orders, encoding="utf-8")
        assert main(["apply", save, str(tmp_path / f"{i}.toml")]) == 0
    capsys.readouterr()
    for gm in ([], ["--gm"]):
        assert main(["status", save, *gm]) == 0
        out = capsys.readouterr().out.replace("\u202f", " ")
        assert f"] {named} : Chloé" in out or f"] {named}: Chloé" in out, out
        assert "] successor" not in out, out
