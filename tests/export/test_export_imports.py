"""The export layer is headless: importing it and rendering a post never imports Textual."""

from __future__ import annotations

import subprocess
import sys


def test_export_never_imports_textual():
    code = (
        "import sys\n"
        "from gmconsole.export import Document, Paragraph, render, PROFILES\n"
        "import gmconsole.export.bbcode, gmconsole.export.markdown, gmconsole.games.astrub.posts\n"
        "import gmconsole.games.winterfell.posts, gmconsole.export.files\n"
        "for p in PROFILES: render(Document([Paragraph('x')]), p)\n"
        "bad = sorted(m for m in sys.modules if m == 'textual' or m.startswith('textual.'))\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
