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


def test_importing_the_export_compiles_no_pattern_and_builds_no_named_tuple():
    """Issue 17, the seventh pass: the export's modules and ``engine.worded`` compile their
    regular expressions at their first use and define no ``NamedTuple`` (each compiled code at
    import: 1 to 2 M instructions of every command)."""
    code = (
        "import re, sys, typing\n"
        "import gmconsole.engine.wording, gmconsole.engine.rules.base\n"
        "mine = ('/export/', '/engine/worded.py')\n"
        "seen = []\n"
        "compile_ = re.compile\n"
        "def spy(pattern, flags=0):\n"
        "    where = sys._getframe(1).f_code.co_filename\n"
        "    if any(m in where for m in mine): seen.append(pattern)\n"
        "    return compile_(pattern, flags)\n"
        "re.compile = spy\n"
        "before = set(sys.modules)\n"
        "import gmconsole.engine.worded, gmconsole.export, gmconsole.export.bbcode\n"
        "print([m for m in set(sys.modules) - before if m.startswith('gmconsole.export')] != [])\n"
        "print(seen)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.split("\n")[:2] == ["True", "[]"]
    from gmconsole.engine import worded
    from gmconsole.export import posts

    assert not issubclass(posts.GmSaid, tuple) and not issubclass(worded._Where, tuple)


def test_gm_said_compares_and_shows_its_fields():
    from gmconsole.export.document import Paragraph
    from gmconsole.export.posts import GmSaid

    said = GmSaid([], [Paragraph("x")], "[public]", False, True)
    assert (said.events, said.blocks, said.audience, said.together, said.worded) == (
        [],
        [Paragraph("x")],
        "[public]",
        False,
        True,
    )
    assert said == GmSaid([], [Paragraph("x")], "[public]", False, True)
    assert said != GmSaid([], [Paragraph("x")], "[public]", True, True)
    assert "audience='[public]'" in repr(said)


def test_a_game_and_a_language_word_as_the_scenario_would():
    from gmconsole.engine.worded import _Where, dice_expression, step_name
    from gmconsole.engine.wording import wording_for, wording_for_game

    assert wording_for(_Where("winterfell", "fr")) is wording_for_game("winterfell", "fr")  # type: ignore[arg-type]
    assert dice_expression("sample 3 of 7", "fr") == "tirage de 3 sur 7"
    assert dice_expression("shuffle", "fr") == "shuffle"
    assert step_name(None, "not_a_step", "fr") == "not_a_step"
