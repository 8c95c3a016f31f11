"""The shipped French scenarios' own words (the game's name, a hunter's power, a card's text) are
French typography already: they reach the header, `status` and the panels as values, which the
wording's typography leaves as they are (« Vampire Hunter : la Roumanie » with a plain space)."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from gmconsole.engine.wording import typography

SCENARIOS = sorted((Path(__file__).resolve().parents[2] / "scenarios").glob("*.toml"))


def strings(value: Any, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from strings(item, f"{path}.{key}")
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from strings(item, f"{path}[{i}]")
    elif isinstance(value, str):
        yield path, value


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda p: p.stem)
def test_a_french_scenario_s_words_have_french_typography(scenario: Path) -> None:
    data = tomllib.loads(scenario.read_text(encoding="utf-8"))
    if data.get("language") != "fr":
        return
    wrong = [(path, text) for path, text in strings(data) if typography(text, "fr") != text]
    assert wrong == []
