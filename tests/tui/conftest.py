"""Pilot tests of the console: a temporary working folder with ./saves, cursor blink off."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, TextArea

from tui_helpers import new_astrub


@pytest.fixture(autouse=True)
def _quiet(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(Input.cursor_blink, "_default", False)
    monkeypatch.setattr(TextArea.cursor_blink, "_default", False)
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()


@pytest.fixture
def astrub_save(tmp_path: Path) -> Path:
    return new_astrub(tmp_path / "saves" / "astrub-pilot.toml")
