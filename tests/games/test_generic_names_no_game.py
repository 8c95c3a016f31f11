"""Generic code names no game (issue 11): outside ``src/gmconsole/games/``, no identifier or
string of the code, no generic wording message and no stylesheet rule says a registered game's
name, its plug-in folder or one of its aliases. Comments and docstrings may cite a game as an
example; what runs may not. A new game is checked the day it is registered."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

import gmconsole
from gmconsole.engine.rules import registry

SRC = Path(gmconsole.__file__).parent


def _game_words() -> set[str]:
    words: set[str] = set()
    for name in registry.games():
        plugin = registry.find_plugin(name)
        folder = plugin.package.rsplit(".", 1)[-1]
        for word in (name, folder, *plugin.aliases):
            words.add(word.lower())
            words.add(word.lower().replace("_", "-"))
            words.add(word.lower().replace("-", "_"))
    return words


WORDS = _game_words()
PATTERN = re.compile(
    r"(?<![\w-])(" + "|".join(sorted(map(re.escape, WORDS), key=len, reverse=True)) + r")(?![\w-])", re.I
)


def _generic_files(suffix: str) -> list[Path]:
    return sorted(p for p in SRC.rglob(f"*{suffix}") if "games" not in p.relative_to(SRC).parts)


def _code_texts(path: Path) -> list[tuple[int, str]]:
    """The identifiers and strings of a module that are not docstrings, with their line."""
    out: list[tuple[int, str]] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(path.read_text(encoding="utf-8")).readline))
    previous = tokenize.NEWLINE
    for token in tokens:
        if token.type == tokenize.STRING and previous in (
            tokenize.NEWLINE,
            tokenize.INDENT,
            tokenize.NL,
            tokenize.DEDENT,
        ):
            pass  # a docstring or a bare string statement
        elif token.type in (
            tokenize.NAME,
            tokenize.STRING,
            tokenize.FSTRING_MIDDLE if hasattr(tokenize, "FSTRING_MIDDLE") else -1,
        ):
            out.append((token.start[0], token.string))
        if token.type not in (tokenize.COMMENT, tokenize.NL):
            previous = token.type
    return out


def test_the_registry_gives_words_to_look_for():
    assert {"winterfell", "astrub"} <= WORDS


@pytest.mark.parametrize("path", _generic_files(".py"), ids=lambda p: str(p.relative_to(SRC)))
def test_generic_code_names_no_game(path: Path):
    found = [
        f"{path.relative_to(SRC)}:{line}: {text}" for line, text in _code_texts(path) if PATTERN.search(text)
    ]
    assert found == []


@pytest.mark.parametrize("suffix", [".ftl", ".tcss"])
def test_generic_wording_and_styles_name_no_game(suffix: str):
    found = [
        f"{path.relative_to(SRC)}:{n}: {line.strip()}"
        for path in _generic_files(suffix)
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if not line.lstrip().startswith(("#", "/*")) and PATTERN.search(line)
    ]
    assert found == []
