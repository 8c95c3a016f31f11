"""No French message hedges its number with "(s)": every shipped French wording file agrees in
number through Fluent's plural selectors, and the messages that count are right for 0, 1 and 2."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import gmconsole
from gmconsole.engine import wording as W

ROOT = Path(gmconsole.__file__).parent
FRENCH_FILES = sorted(p for p in ROOT.rglob("*.ftl") if p.parent.name == "fr")
HEDGE = re.compile(r"\w\((?:s|e|es|x)\)")


def test_french_wording_files_are_found():
    assert len(FRENCH_FILES) >= 10


@pytest.mark.parametrize("path", FRENCH_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_hedged_plural_in_french_files(path: Path):
    hedged = [
        f"{path.name}:{n}: {line.strip()}"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if not line.lstrip().startswith("#") and HEDGE.search(line)
    ]
    assert hedged == []


@pytest.fixture(scope="module")
def winterfell_fr() -> W.Wording:
    return W.wording_for_game("winterfell", "fr")


@pytest.mark.parametrize(
    ("key", "args", "expected"),
    [
        ("revolt-votes-cast", {"n": 0}, "aucun vote de révolte exprimé"),
        ("revolt-votes-cast", {"n": 1}, "1 vote de révolte exprimé"),
        ("revolt-votes-cast", {"n": 3}, "3 votes de révolte exprimés"),
        ("players-have-not-voted-count-as", {"n": 1, "names": "Osha"}, "1 joueur sans vote, compté comme"),
        ("players-have-not-voted-count-as", {"n": 2, "names": "Osha, Hodor"}, "2 joueurs sans vote, comptés"),
        ("accused-drawn-at-random-on-resolve", {"n": 2}, "2 accusés tirés au sort"),
        (
            "knight-seat-drawn-among-guards-at",
            {"n": 1, "knight": "Chevalier", "guard": "Garde"},
            "1 siège de Chevalier tiré au sort",
        ),
        (
            "knight-seat-drawn-among-guards-at",
            {"n": 2, "knight": "Chevalier", "guard": "Garde"},
            "2 sièges de Chevalier tirés au sort",
        ),
    ],
)
def test_counted_messages_agree(winterfell_fr, key, args, expected):
    assert winterfell_fr.text(key, **args).startswith(expected)
