"""Read-only folders and files, and a scenario folder that cannot be read: every command that
writes (new, apply, undo, export --write) says what is wrong and how to fix it, in the game's
language, exits with its code, leaves every file as it was, and never shows a traceback.

As root a ``chmod`` does not bite (CI may run so): each case is simulated with
``PermissionError`` (``tests/read_only.py``) and runs everywhere; the same cases with a real
``chmod`` run when not root. A read-only save file is read by its mode bits, so root too."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from read_only import running_as_root, simulate, snapshot

NNBSP = "\u202f"
ORDERS = '[[orders]]\nkind = "squad"\nmembers = ["Alice", "Bob"]\nleader = "Alice"\n'
VOTES = '[[orders]]\nkind = "votes"\nvotes = { Alice = "oui", Bob = "oui", "Chloé" = "non", David = "oui", Eve = "non" }\n'
FOLDER = {
    "fr": "permission refusée (rendez le dossier modifiable, chmod u+w, ou choisissez un autre dossier)",
    "en": "permission denied (make the folder writable, chmod u+w, or choose another folder)",
}
FILE = {
    "fr": "le fichier est en lecture seule (rendez-le modifiable, chmod u+w, pour continuer, ou copiez-le ailleurs)",
    "en": "the file is read-only (make it writable, chmod u+w, to go on, or copy it elsewhere)",
}
real_chmod = pytest.mark.skipif(running_as_root(), reason="as root a chmod does not bite")


@pytest.fixture
def table(cli, players_file, tmp_path: Path) -> dict[str, Path]:
    """A French save (Astrub) with one step applied (something to undo), its orders file, the
    roster, in ``saves/``."""
    saves = tmp_path / "saves"
    saves.mkdir()
    save = saves / "partie.toml"
    roster = players_file(5)
    assert cli("new", "astrub", "--players", roster, "--save", save, "--seed", "s").code == 0
    orders = tmp_path / "ordres.toml"
    orders.write_text(ORDERS, encoding="utf-8")
    assert cli("apply", save, orders).code == 0
    orders.write_text(VOTES, encoding="utf-8")  # the next step's orders, for `apply`
    return {"saves": saves, "save": save, "orders": orders, "roster": roster}


def _writes(table: dict[str, Path]) -> dict[str, tuple[object, ...]]:
    t = table
    return {
        "apply": ("apply", t["save"], t["orders"]),
        "undo": ("undo", t["save"]),
        "new": ("new", "astrub", "--players", t["roster"], "--save", t["saves"] / "autre.toml"),
        "export --write": ("export", t["save"], "--write"),
    }


def _said(result) -> str:
    return result.err.replace(NNBSP, " ")


@pytest.mark.parametrize("command", ["apply", "undo", "new", "export --write"])
def test_a_read_only_folder_simulated(cli, table, monkeypatch, command) -> None:
    before = snapshot(table["saves"])
    simulate(monkeypatch, folders=[table["saves"]])
    result = cli(*_writes(table)[command])
    said = _said(result)
    assert result.code == 6 and FOLDER["fr"] in said, result
    assert "Traceback" not in said and "Permission denied" not in said
    monkeypatch.undo()
    assert snapshot(table["saves"]) == before


@pytest.mark.parametrize("command", ["apply", "undo"])
def test_a_read_only_save_file(cli, table, command) -> None:
    """``chmod a-w`` on the save: never written over (an atomic write renames, which the file's
    own mode does not stop), in every folder, as root too."""
    save = table["save"]
    save.chmod(0o444)
    before = snapshot(table["saves"])
    result = cli(*_writes(table)[command])
    said = _said(result)
    assert result.code == 6 and FILE["fr"] in said and str(save) in said, result
    assert "Traceback" not in said
    assert snapshot(table["saves"]) == before
    assert stat.S_IMODE(save.stat().st_mode) == 0o444


def test_a_read_only_save_file_in_english(cli, players_file, tmp_path: Path) -> None:
    save = tmp_path / "game.toml"
    assert (
        cli("new", "thiercelieux-en", "--players", players_file(8), "--save", save, "--seed", "s").code == 0
    )
    save.chmod(0o444)
    before = save.read_bytes()
    orders = tmp_path / "orders.toml"
    orders.write_text(
        '[[orders]]\nkind = "captain_votes"\nvotes = { Alice = "Bob", Bob = "Alice" }\n', encoding="utf-8"
    )
    result = cli("apply", save, orders)
    assert result.code == 6 and FILE["en"] in result.err and "Traceback" not in result.err, result
    assert save.read_bytes() == before


def test_a_read_only_folder_in_english(cli, players_file, tmp_path: Path, monkeypatch) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    simulate(monkeypatch, folders=[folder])
    result = cli("new", "thiercelieux-en", "--players", players_file(8), "--save", folder / "g.toml")
    assert result.code == 6 and FOLDER["en"] in result.err, result
    monkeypatch.undo()
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize("command", ["new", "validate"])
def test_a_scenario_folder_that_cannot_be_read_simulated(
    cli, players_file, tmp_path, monkeypatch, command
) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    scenario = folder / "mine.toml"
    scenario.write_text((Path(__file__).parents[2] / "scenarios" / "astrub.toml").read_text("utf-8"), "utf-8")
    save = tmp_path / "partie.toml"
    simulate(monkeypatch, unreadable=[folder])
    args = (
        ("new", scenario, "--players", players_file(5), "--save", save)
        if command == "new"
        else ("validate", scenario)
    )
    result = cli(*args)
    assert result.code == 4 and "Traceback" not in result.err, result
    assert "cannot be read: permission denied; make the file and its folder readable" in result.err
    assert "Permission denied" not in result.err  # the system's words, never the GM's
    monkeypatch.undo()
    assert not save.exists()


@real_chmod
@pytest.mark.parametrize("command", ["apply", "undo", "new", "export --write"])
def test_a_read_only_folder_for_real(cli, table, command) -> None:
    before = snapshot(table["saves"])
    table["saves"].chmod(0o555)
    try:
        result = cli(*_writes(table)[command])
    finally:
        table["saves"].chmod(0o755)
    assert result.code == 6 and FOLDER["fr"] in _said(result), result
    assert snapshot(table["saves"]) == before


@real_chmod
def test_a_scenario_folder_that_cannot_be_read_for_real(cli, players_file, tmp_path: Path) -> None:
    folder = tmp_path / "scenarios"
    folder.mkdir()
    scenario = folder / "mine.toml"
    scenario.write_text((Path(__file__).parents[2] / "scenarios" / "astrub.toml").read_text("utf-8"), "utf-8")
    folder.chmod(0)
    try:
        result = cli("new", scenario, "--players", players_file(5), "--save", tmp_path / "p.toml")
    finally:
        folder.chmod(0o755)
    assert result.code == 4 and "permission denied" in result.err and "Traceback" not in result.err
    assert not (tmp_path / "p.toml").exists()
