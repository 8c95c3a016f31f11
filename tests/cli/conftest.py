"""The command line's tests expect its English words where no game is known yet (argparse's
usage, a file too broken to tell its game): the environment asks for English here, as
``tests/tui/conftest.py`` does for the launcher. The French ones set their own language
(``tests/cli/test_cli_usage_language.py``)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _english_before_any_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GMCONSOLE_LANG", "en")


@pytest.fixture
def startup_save(tmp_path: Path) -> tuple[Path, Path]:
    """The benchmarks' 50-player Winterfell save after 5 turns and its next orders, in
    ``tmp_path`` (``benchmarks/startup_save.py``, issue 17's measures)."""
    spec = importlib.util.spec_from_file_location("startup_save", ROOT / "benchmarks" / "startup_save.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build(tmp_path)  # type: ignore[no-any-return]
