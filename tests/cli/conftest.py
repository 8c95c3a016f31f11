"""The command line's tests expect its English words where no game is known yet (argparse's
usage, a file too broken to tell its game): the environment asks for English here, as
``tests/tui/conftest.py`` does for the launcher. The French ones set their own language
(``tests/cli/test_cli_usage_language.py``)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_before_any_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
