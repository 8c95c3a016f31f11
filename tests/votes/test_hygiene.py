"""The vote import is engine code: importing it never imports Textual."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).parents[2] / "src" / "gmconsole" / "engine" / "votes_import"


def test_importing_vote_import_does_not_import_textual() -> None:
    code = (
        "import sys; import gmconsole.engine.votes_import as v; "
        "v.import_thread('Alice: vote Bob', ['Alice', 'Bob']); "
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.')); "
        "print(bad); sys.exit(1 if bad else 0)"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stdout + run.stderr


def test_no_source_file_mentions_textual() -> None:
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "import textual" not in text and "from textual" not in text, path
