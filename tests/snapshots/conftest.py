"""Snapshot tests of the console (sync ``snap_compare``, 120x40, fixed seeds, blink off).

Each test runs in a temporary folder with its own ./saves; file times are pinned and the time zone
is UTC so that the launcher's dates are the same on every machine.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from textual.widgets import Input, TextArea


@pytest.fixture(autouse=True)
def _steady(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(Input.cursor_blink, "_default", False)
    monkeypatch.setattr(TextArea.cursor_blink, "_default", False)
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    monkeypatch.chdir(tmp_path)
    (tmp_path / "saves").mkdir()
