"""These tests drive the command line on broken files and expect its English words where the
file is too broken to tell its game's language: the environment asks for English here (the
French ones are in ``tests/cli/test_cli_usage_language.py``)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_before_any_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
