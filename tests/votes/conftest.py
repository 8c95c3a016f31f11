"""Shared roster and helpers for the vote-import tests.

The thread dumps in ``threads/`` were written for this suite: browser copies of phpBB
(prosilver) and Forumactif (phpBB2-like and ModernBB themes), a BBCode source export, Discord
copies, a Discourse raw export and a plain list, in French and English.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.engine.names import NameIndex, fold
from gmconsole.engine.rules.base import SpecialOption, abstention
from gmconsole.engine.votes_import import extract_votes, parse_thread

REVOLT = SpecialOption(
    key="revolt",
    label="révolte",
    words=("révolte", "la révolte", "une révolte", "revolt", "the revolt", "a revolt"),
    alone=("révolte", "revolt"),
)
"""A special option as a ballot's form declares it (the threads were written for a ballot with
a revolt): vote import reads only the options the ballot gives it."""
SPECIALS = [REVOLT, abstention()]

THREADS = Path(__file__).parent / "threads"

ROSTER: dict[str, list[str]] = {
    "Alice": [],
    "Bob": [],
    "Zoé": [],
    "Hélène": [],
    "Max": [],
    "Maxime": [],
    "Maximilien": [],
    "Jean-Baptiste": ["JB", "Jibé"],
    "Élodie": ["Lodie"],
    "Léo": [],
    "Carole": [],
    "Dimitri": ["Dim", "DimiTheWolf"],
    "Sophie": ["Sosso"],
    "Nathan": [],
    "Marc": [],
    "Gaëtan": [],
}


def thread(name: str) -> str:
    return (THREADS / name).read_text(encoding="utf-8")


def finals(text: str, **kwargs: object) -> dict[str, tuple[str, str]]:
    """``{poster: (kind, target)}`` of the votes that count, straight from the parser."""
    return {
        pv.poster: (pv.last.kind, pv.last.target)
        for pv in extract_votes(parse_thread(text, **kwargs), SPECIALS)
    }


def by_poster(lines):  # type: ignore[no-untyped-def]
    return {fold(line.poster): line for line in lines}


@pytest.fixture
def roster() -> NameIndex:
    return NameIndex(list(ROSTER), ROSTER)
