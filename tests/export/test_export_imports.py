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


def test_export_files_imported_only_when_used():
    """``gmconsole export`` without ``--write`` does not import ``export.files`` (issue 17); the
    package's ``write_posts``, ``posts_dir`` and ``slugify`` are still there, the module's own."""
    code = (
        "import sys\n"
        "import gmconsole.export as export\n"
        "print('gmconsole.export.files' in sys.modules)\n"
        "from gmconsole.export import files\n"
        "print(export.write_posts is files.write_posts, export.posts_dir is files.posts_dir,"
        " export.slugify is files.slugify)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["False", "True True True"]


def test_post_context_as_the_dataclass_was():
    """PostContext is written by hand (no dataclass code generated at import): same defaults,
    equality by its fields, not hashable."""
    from gmconsole.export import PostContext

    a = PostContext("scenario", "wording")  # type: ignore[arg-type]
    assert (a.view, a.reader, a.people) == ("public", "", {})
    assert a == PostContext("scenario", "wording", "public", "", {})  # type: ignore[arg-type]
    assert a != PostContext("scenario", "wording", "gm")  # type: ignore[arg-type]
    assert "view='public'" in repr(a)
    try:
        hash(a)
    except TypeError:
        pass
    else:
        raise AssertionError("PostContext should not be hashable")
