"""A file that is no save this gmconsole reads (a version it does not know, a text, an empty
file, no schema_version) is refused with what is wrong, in the save's language when its scenario
tells it, else in the reader's: never the English "is not a save version" in a French game, nor
"None" for an empty file. Nothing is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.cli import main

SAVE = 'schema_version = {version}\ngame = "thiercelieux"\n[scenario]\nlanguage = "{language}"\n'


def _status(path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    before = path.read_bytes()
    capsys.readouterr()
    assert main(["status", str(path)]) == 4
    assert path.read_bytes() == before
    return capsys.readouterr().err.replace("\u202f", " ")


@pytest.mark.parametrize("version", ['"deux"', "3", "0"])
def test_a_version_it_cannot_read_is_said_in_the_saves_language(
    version: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.toml"
    path.write_text(SAVE.format(version=version, language="fr"), encoding="utf-8")
    err = _status(path, capsys)
    shown = version.replace('"', "")
    assert err.startswith(f"erreur : {path} : schema_version : "), err
    assert "n'est pas une version de sauvegarde que ce gmconsole sait lire (de 1 à" in err and shown in err, (
        err
    )
    path.write_text(SAVE.format(version=version, language="en"), encoding="utf-8")
    err = _status(path, capsys)
    assert f"schema_version: {shown if version != chr(34) + 'deux' + chr(34) else repr('deux')}" in err, err
    assert "is not a save version this gmconsole reads" in err, err


def test_an_empty_file_or_one_without_a_version_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")  # no scenario: the reader's language
    path = tmp_path / "g.toml"
    path.write_text("", encoding="utf-8")
    err = _status(path, capsys)
    assert "le fichier est vide : ce n'est pas une sauvegarde de gmconsole" in err and "None" not in err, err
    path.write_text("a = 1\n", encoding="utf-8")
    err = _status(path, capsys)
    assert "schema_version : clé manquante" in err and "None" not in err, err
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    err = _status(path, capsys)
    assert "schema_version: missing key; this file is no gmconsole save" in err, err
