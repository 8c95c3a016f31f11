"""The turncoat is named as the Winterfell scenario and the source text name him, « Tourne-Casaque »
(winterfell.toml's ``[names]``, 000_86abcd6c84e7b35e.txt), never « renégat » nor « traître »: in
the deal's dice sentence, the scenario's and the pins' refusals (a GM's trial)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.worded import describe
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
TURNCOAT = WINTERFELL.display("turncoat")


def test_the_scenario_names_him_as_the_source_text_does() -> None:
    assert TURNCOAT == "Tourne-Casaque"


@pytest.mark.parametrize(
    ("key", "values"),
    [
        ("ben-les-os-cannot-protect-turncoat", {"name": "Zoé"}),
        ("only-loyalist-among-cubs-turncoat-w", {"who": "Zoé"}),
        ("takeover-turncoat-loyalist", {}),
        ("cubs-are-pinned-without-cub-roles", {"fixed_cubs": 9, "cub_roles_needed": 3, "value": 10}),
    ],
)
def test_refusals_name_the_turncoat_by_the_scenario_s_name(key: str, values: dict[str, object]) -> None:
    said = describe(RuleViolation.of(key, game="winterfell", rule="W-S-6", **values), WINTERFELL)
    assert TURNCOAT in said and "renégat" not in said and "traître" not in said, said


def test_the_deal_s_dice_sentence_names_the_turncoat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = tmp_path / "joueurs.txt"
    players.write_text("".join(f"Joueur{i}\n" for i in range(50)), encoding="utf-8")
    save = tmp_path / "partie.toml"
    assert main(["new", "winterfell", "--players", str(players), "--seed", "t", "--save", str(save)]) == 0
    capsys.readouterr()
    assert main(["export", str(save), "--gm", "--format", "text"]) == 0
    out = capsys.readouterr().out
    assert f"tirage du rôle de {TURNCOAT} parmi les joueurs au rôle de Louveteau (W-S-6)" in out, out
    assert "renégat" not in out
