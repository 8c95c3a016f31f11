"""A player's name holding a control character (an escape sequence that clears or recolours the
GM's terminal, a bell) is refused where a file brings it in, with the line or key and how to fix
it, in the game's language: a players file, a TOML roster, a save's roster (hand-edited: `status`
printed the escape raw to the terminal). Nothing is written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tomli_w

from gmconsole.cli import main


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    capsys.readouterr()
    code = main(argv)
    captured = capsys.readouterr()
    return code, (captured.out + captured.err).replace("\u202f", " ")


@pytest.mark.parametrize("char", ["\x07", "\x1b[2J"])
def test_a_players_file_with_a_control_character_is_refused(
    char: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmp_path / "p.txt"
    text.write_text(f"Alice\nBo{char}b\nChloé\nDenis\nÉmile\nFanny\nGeorges\n", encoding="utf-8")
    code, said = _run(
        ["new", "thiercelieux", "--players", str(text), "--save", str(tmp_path / "g.toml")], capsys
    )
    assert code == 4 and "ligne 2 : « Bo\\x" in said and "contient un caractère de contrôle (U+00" in said, (
        said
    )
    assert "\x1b" not in said and "\x07" not in said
    roster = tmp_path / "r.toml"
    roster.write_text(
        tomli_w.dumps({"players": [{"name": "Alice"}, {"name": "Bob", "aliases": [f"B{char}"]}]})
    )
    code, said = _run(
        ["new", "thiercelieux", "--players", str(roster), "--save", str(tmp_path / "g.toml")], capsys
    )
    assert code == 4 and "players.1.aliases.0 : « B\\x" in said and "caractère de contrôle" in said, said
    assert not (tmp_path / "g.toml").exists()


def test_a_save_with_an_escape_in_a_name_is_refused_not_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmp_path / "p.txt"
    text.write_text("Alice\nBob\nChloé\nDenis\nÉmile\nFanny\nGeorges\n", encoding="utf-8")
    save = tmp_path / "g.toml"
    assert main(["new", "thiercelieux", "--players", str(text), "--seed", "s", "--save", str(save)]) == 0
    hostile = re.sub(r'"Bob"', '"Bo\\\\u001b[2Jb"', save.read_text(encoding="utf-8"))
    save.write_text(hostile, encoding="utf-8")
    before = save.read_bytes()
    for argv in (["status", str(save)], ["export", str(save)]):
        code, said = _run(argv, capsys)
        assert code == 4 and "\x1b" not in said, said
        assert "roster.1.name : « Bo\\x1b[2Jb » contient un caractère de contrôle (U+001B)" in said, said
    assert save.read_bytes() == before
