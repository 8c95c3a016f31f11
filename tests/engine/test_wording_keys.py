"""Every message exists in both languages, and every key the code names is in the wording.

The keys are found by reading the source for the wording calls with a literal key
(``text(where, "key", ...)``, ``wording.text("key")``, ``.post("key")``, ``.marked("key")``,
``.has("key")``); a key built at run time (``f"role-{role}"``) is checked by the tests that play
the games in both languages (tests/games/test_wording_languages.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.rules.registry import plugins

SRC = Path(__file__).resolve().parents[2] / "src" / "gmconsole"
CALL = re.compile(
    r"""(?:\btext\(\s*[\w.\[\]()]+,\s*|\.(?:text|post|marked)\(\s*|\bsay_key\(\s*)["']([a-z][a-z0-9_-]*)["']"""
)


def _keys(game: str | None, language: str) -> set[str]:
    return set(W._load(game, language, None, "engine").shipped)


def _used(folder: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in sorted(folder.rglob("*.py")):
        if path == SRC / "engine" / "wording.py":  # its docstring's examples
            continue
        for match in CALL.finditer(path.read_text(encoding="utf-8")):
            found.setdefault(match.group(1), []).append(str(path.relative_to(SRC)))
    return found


GAMES = [p.name for p in plugins()]


@pytest.mark.parametrize("game", [None, *GAMES])
def test_french_and_english_have_the_same_messages(game):
    french, english = _keys(game, "fr"), _keys(game, "en")
    assert sorted(french - english) == [], f"{game or 'generic'}: only in French"
    assert sorted(english - french) == [], f"{game or 'generic'}: only in English"


@pytest.mark.parametrize("game", GAMES)
def test_every_key_a_game_names_exists_in_both_languages(game):
    used = _used(SRC / "games" / game)
    for language in W.LANGUAGES:
        missing = {k: v for k, v in used.items() if k not in _keys(game, language)}
        assert missing == {}, f"{game} ({language}): keys used but not in the wording"


def test_every_key_the_generic_code_names_is_generic():
    """Generic code names no game, so the keys it uses are the generic ones, in both languages."""
    used: dict[str, list[str]] = {}
    for folder in (p for p in SRC.iterdir() if p.is_dir() and p.name != "games"):
        for key, where in _used(folder).items():
            used.setdefault(key, []).extend(where)
    for path in SRC.glob("*.py"):
        for match in CALL.finditer(path.read_text(encoding="utf-8")):
            used.setdefault(match.group(1), []).append(path.name)
    for language in W.LANGUAGES:
        missing = {k: v for k, v in used.items() if k not in _keys(None, language)}
        assert missing == {}, f"generic ({language}): keys used but not in the wording"


def test_the_scan_finds_calls():
    sample = 'x = text(scenario, "squad-empty", n=2)\ny = self.wording.post("yes")\nz = w.text(\n  "no")'
    assert [m.group(1) for m in CALL.finditer(sample)] == ["squad-empty", "yes", "no"]


@pytest.mark.parametrize("language", W.LANGUAGES)
def test_shipped_files_parse_without_junk(language):
    """A Fluent syntax error would silently drop a message: the loader refuses it, file and line."""
    for game in [None, *GAMES]:
        for source in W.wording_files(game, language):
            W._parse(source, W._read(source), None)


@pytest.mark.parametrize("language", W.LANGUAGES)
@pytest.mark.parametrize("game", [None, *GAMES])
def test_no_key_is_defined_twice_in_one_wording(game, language):
    """Files of one folder are loaded in name order and a later message silently replaces an
    earlier one: Winterfell's checklist step "revolt" was shown as the post's whole sentence."""
    from fluent.syntax import ast

    folder = W._game_folder(game, language) if game else W._generic_folder(language)
    seen: dict[str, str] = {}
    twice = []
    for source in W._ftl_files(folder):
        for entry in W._parse(source, W._read(source), None).body:
            if isinstance(entry, ast.Message):
                if entry.id.name in seen:
                    twice.append(f"{entry.id.name}: {seen[entry.id.name]} and {source.name}")
                seen[entry.id.name] = source.name
    assert twice == []
