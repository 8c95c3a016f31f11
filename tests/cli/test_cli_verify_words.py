"""`gmconsole verify` names each journal entry in words in the save's language (issue 11,
point 3): « mise en place », « tour 1, nuit, « … » », never the raw keys (`setup (0) : setup`,
a snake_case step key), for every registered game, in French and in English."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
import tomli_w

from gmconsole.demo import build_demo
from gmconsole.engine.rules.registry import plugins
from gmconsole.saves import save_game

GAMES = sorted(p.name for p in plugins() if p.demo is not None)
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")
# "(ENTRY : les événements rejoués diffèrent…" / "(ENTRY: the replayed events differ…"
ENTRY = re.compile(r"\((.*?)\u202f?: (?:les événements rejoués|the replayed events)")


def _tampered_save(folder: Path, game: str, language: str) -> tuple[Path, list[tuple[int, str]]]:
    """The game's demo, its scenario in ``language``, the first event of the setup and of its
    first journal entries renamed by hand: ``verify`` reports each of those entries."""
    path = save_game(build_demo(game), folder / f"{game}.toml")
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    data["scenario"]["language"] = language
    entries = [data["setup"], *data.get("journal", [])[:6]]
    tampered = []
    for entry in entries:
        if entry.get("events"):
            entry["events"][0]["kind"] += "_x"
            tampered.append((entry["turn"], entry["phase"]))
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    return path, tampered


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_verify_names_each_entry_in_words(cli, tmp_path: Path, game: str, language: str) -> None:
    save, tampered = _tampered_save(tmp_path, game, language)
    assert tampered[0] == (0, "setup") and len(tampered) > 1
    result = cli("verify", save)
    assert result.code == 3, result.err
    named = ENTRY.findall(result.out)
    assert len(named) == len(tampered), result.out
    setup = {"fr": "mise en place", "en": "setup"}[language]
    turn = {"fr": "tour", "en": "turn"}[language]
    data = tomllib.loads(save.read_text(encoding="utf-8"))
    names = data["scenario"].get("names", {})
    for (number, phase), words in zip(tampered, named, strict=True):
        if phase == "setup":
            assert words == setup, result.out
            continue
        assert words.startswith(f"{turn} {number}, {names.get(phase, phase)}, "), words
        assert not SNAKE.search(words), words  # no key: a step, an action, a field
        if names.get(phase, phase) != phase:
            assert not re.search(rf"\b{phase}\b", words), words
        assert "setup" not in words and "(0)" not in words, words
    if language == "fr":
        assert "setup" not in "".join(named)
