"""``gmconsole open SAVE``: the save is read once, by the console's own opening, and a save that
does not open is said as every command says it, before the console starts (issue 17)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole import cli, saves
from gmconsole.tui.app import GMConsoleApp


def test_open_reads_the_save_once_and_hands_it_to_the_console(
    astrub_save: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[Path] = []
    load = saves._load

    def counted(path: Path) -> saves.LoadedSave:
        reads.append(path)
        return load(path)

    started: list[GMConsoleApp] = []
    monkeypatch.setattr(saves, "_load", counted)
    monkeypatch.setattr(GMConsoleApp, "run", lambda self, *a, **k: started.append(self))
    assert cli.main(["open", str(astrub_save)]) == 0
    assert reads == [astrub_save]
    (app,) = started
    assert app.start_session is not None and app.start_session.path == astrub_save
    assert app.start_session.game.scenario.name == saves.load_game(astrub_save).scenario.name
    app.start_session.close()


def test_open_a_broken_save_says_why_before_the_console(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.toml"
    broken.write_text("schema_version = 1\ngame = [", encoding="utf-8")
    started: list[GMConsoleApp] = []
    monkeypatch.setattr(GMConsoleApp, "run", lambda self, *a, **k: started.append(self))
    assert cli.main(["open", str(broken)]) == cli.EXIT_FILE
    assert not started
    err = capsys.readouterr().err
    assert "broken.toml" in err and "Traceback" not in err
