"""A command that would change a save that is not there (a misspelt folder or name) says so and
leaves no trace: no folder made, no lock file left beside where the save would be."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("command", [["undo"], ["redo"], ["apply", "ORDERS"]])
def test_a_missing_save_leaves_no_folder_and_no_lock(cli, tmp_path, command) -> None:
    orders = tmp_path / "o.toml"
    orders.write_text("", encoding="utf-8")
    for save in (tmp_path / "ailleurs" / "partie.toml", tmp_path / "partie.toml"):
        args = [str(orders) if a == "ORDERS" else a for a in command]
        result = cli(args[0], save, *args[1:])
        assert result.code == 4, result.err
        assert "no such file" in result.err and "Traceback" not in result.err
        assert sorted(p.name for p in tmp_path.iterdir()) == ["o.toml"]


def test_a_folder_given_as_the_save_is_said_in_french(cli, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")
    folder = tmp_path / "partie.toml"
    folder.mkdir()
    result = cli("status", folder)
    assert result.code == 4 and "est un dossier, pas un fichier" in result.err, result.err
    assert "Is a directory" not in result.err, result.err
