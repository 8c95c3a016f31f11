"""A value too long to quote whole is cut (engine.errors.short): a French game says the cut in
French, « YYYY… » (60 caractères), never the English word "characters"; an English game keeps
'YYYY'… (60 characters)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main
from gmconsole.engine.errors import short
from gmconsole.engine.wording import NNBSP, french_cut

LONG = "Y" * 60


def _game(scenario: str) -> None:
    Path("players.txt").write_text(
        "Alice\nBob\nChloé\nDenis\nÉmile\nFanny\nGeorges\nHélène\n", encoding="utf-8"
    )
    assert main(["new", scenario, "--players", "players.txt", "--seed", "s", "--save", "g.toml"]) == 0


ORDERS = {
    "unknown player": f'step = "captain"\n[[orders]]\nkind = "captain_votes"\nvotes = {{ Alice = "{LONG}" }}\n',
    "unknown kind": f'step = "captain"\n[[orders]]\nkind = "{LONG}"\n',
    "unknown key": f'step = "captain"\n{LONG} = 3\n[[orders]]\nkind = "captain_votes"\n',
}


@pytest.mark.parametrize("case", sorted(ORDERS))
def test_a_cut_value_is_said_in_french_in_a_french_game(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    _game("thiercelieux")
    before = Path("g.toml").read_bytes()
    Path("o.toml").write_text(ORDERS[case], encoding="utf-8")
    capsys.readouterr()
    assert main(["apply", "g.toml", "o.toml"]) in (3, 4)
    err = capsys.readouterr().err
    assert "characters" not in err, err
    assert f"«{NNBSP}{'Y' * 40}…{NNBSP}» (60 caractères)" in err, err
    assert Path("g.toml").read_bytes() == before


def test_a_cut_value_stays_english_in_an_english_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    _game("thiercelieux-en")
    Path("o.toml").write_text(ORDERS["unknown player"], encoding="utf-8")
    capsys.readouterr()
    assert main(["apply", "g.toml", "o.toml"]) == 3
    err = capsys.readouterr().err
    assert f"'{'Y' * 40}'… (60 characters)" in err and "caractères" not in err, err


def test_french_cut_groups_the_digits_and_leaves_other_values_alone() -> None:
    assert (
        french_cut(short("x" * 1_234_567))
        == f"«{NNBSP}{'x' * 40}…{NNBSP}» (1{NNBSP}234{NNBSP}567 caractères)"
    )
    assert french_cut("'abc'…") == f"«{NNBSP}abc…{NNBSP}»"
    assert french_cut(short(list(range(100)))).endswith("… (390 caractères)")
    for value in ("Bob (m)", "(x)", "trois…", "a… (many characters)"):
        assert french_cut(value) == value
