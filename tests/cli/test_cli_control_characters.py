"""A save edited by hand may hold control characters in its data (the scenario's name, a role's
display name, a deadline): the commands that show it (`status`, `status --gm`, `verify`,
`validate`, `export` and `apply` to the terminal) print them as escapes (``\\x1b``), never raw,
so a save cannot colour, ring or retitle the GM's terminal; accented French text and French
spaces are printed as they are (a GM's trial)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from gmconsole.cli import main, visible

TABLE = {  # Chloé's role by its French name: `verify` deals again and names it in its message
    "Chloé": "Simple Villageois",
    "Loup1": "werewolf",
    "Loup2": "werewolf",
    "Voyante": "seer",
    "Chasseur": "hunter",
    "Cupidon": "cupid",
    "Voleur": "thief",
    "Éloïse": "little_girl",
}
RAW = ("\x1b", "\x07", "\x9b", "\u202e")


@pytest.fixture
def edited(
    save_with_removed: Callable[[dict[str, str], str, str], Path], capsys: pytest.CaptureFixture[str]
) -> Path:
    """A French Thiercelieux save whose scenario name, villager's name and deadline were edited
    by hand to hold an escape sequence, a bell, a C1 control and a right-to-left override."""
    save = save_with_removed(TABLE, "thiercelieux", "Chloé")
    assert main(["deadline", str(save), "samedi 21h"]) == 0, capsys.readouterr().err
    text = save.read_text(encoding="utf-8")
    for plain, hand_edited in (
        (
            'name = "Les loups-garous de Thiercelieux"',
            'name = "Les loups-garous \\u001b[31mde\\u0007 Thiercelieux"',
        ),
        ('villager = "Simple Villageois"', 'villager = "Simple \\u009b31m\\u202eVillageois"'),
        ('"samedi 21h"', '"samedi \\u001b]0;titre\\u0007 21h"'),
    ):
        assert plain in text, plain
        text = text.replace(plain, hand_edited)
    save.write_text(text, encoding="utf-8")
    capsys.readouterr()
    return save


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    main(list(args))
    out = capsys.readouterr()
    return out.out + out.err


def test_status_shows_the_controls_as_escapes(edited: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for gm in ([], ["--gm"]):
        shown = _run(capsys, "status", str(edited), *gm)
        assert not any(c in shown for c in RAW), repr(shown)
        assert "Les loups-garous \\x1b[31mde\\x07 Thiercelieux — tour 1" in shown, shown
        assert "Chloé (Simple \\u009b31m\\u202eVillageois, hors jeu)" in shown, shown
        assert "n'ont pas voté\u202f: Loup1" in shown, shown  # French text and spaces as they are


def test_verify_validate_and_export_show_the_controls_as_escapes(
    edited: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for args in (
        ["verify", str(edited)],
        ["validate", str(edited)],
        ["export", str(edited), "--format", "text"],
        ["export", str(edited), "--gm"],
    ):
        shown = _run(capsys, *args)
        assert not any(c in shown for c in RAW), (args, repr(shown))
        assert "é" in shown, (args, shown)
    assert "\\u009b31m\\u202eVillageois" in _run(capsys, "verify", str(edited))


def test_visible_escapes_controls_only() -> None:
    french = "Éloïse à Galați : « Oui ! »\u202f; l’Œuvre\tfin\n"
    assert visible(french) == french
    assert visible("a\x1b[31mb\x07\x7f\x9b\u202e\r") == "a\\x1b[31mb\\x07\\u007f\\u009b\\u202e\\x0d"
