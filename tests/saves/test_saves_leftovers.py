"""The temporaries an interrupted write left are recognised by string tests (issue 17: the
pattern was compiled at each write); they must be the names the pattern matched, no other."""

from __future__ import annotations

import re

import pytest

from gmconsole.tomlio import _is_leftover


def _pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"\.{re.escape(name)}\.(?:[0-9a-f]{{16}}|[a-z0-9_]{{8}}|bak)\.tmp")


NAMES = ["game.toml", "a.b.toml", "x", "é.toml", "[1].toml"]
MIDDLES = [
    "0123456789abcdef",
    "0123456789abcdeF",
    "0123456789abcde",
    "0123456789abcdef0",
    "abcd_1z9",
    "abcd-1z9",
    "ABCD_1Z9",
    "abcd_1z",
    "bak",
    "BAK",
    "",
    "bak.bak",
    "g123456789abcdef",
    "é1234567",
]


@pytest.mark.parametrize("name", NAMES)
def test_a_leftover_is_what_the_pattern_matched(name):
    candidates = [f".{name}.{m}.tmp" for m in MIDDLES]
    candidates += [
        f"{name}.bak",
        f".{name}.bak",
        f"{name}.bak.tmp",
        f".{name}.tmp",
        f".{name}.bak.tmpx",
        f"x.{name}.bak.tmp",
        f".{name}x.bak.tmp",
        name,
        "",
    ]
    for file in candidates:
        assert _is_leftover(name, file) is (_pattern(name).fullmatch(file) is not None), file
