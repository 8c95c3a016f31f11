"""``apply``'s GM lines leave out a rule id the text already names as a whole word; the check is a
string search (issue 17), which must say what ``(?<![\\w-])rule(?![\\w-])`` says."""

from __future__ import annotations

import re

import pytest

from gmconsole.cli import _names_rule

TEXTS = [
    "",
    "W-A-1",
    "W-A-14",
    "(W-A-1)",
    "voir W-A-1, puis W-A-14.",
    "W-A-14 puis W-A-1",
    "xW-A-1",
    "W-A-1x",
    "-W-A-1",
    "W-A-1-",
    "_W-A-1",
    "W-A-1_",
    "éW-A-1",
    "W-A-1é",
    "٣W-A-1",
    "W-A-1²",
    "W-A-1\u202f;",
    "« W-A-1 »",
    "W-A-1W-A-1 W-A-1",
    "M-M-2 et M-M-2a",
    "M-M-2a et M-M-2",
]
RULES = ["W-A-1", "W-A-14", "M-M-2", "A", "1", "-", "W-A-1W"]


@pytest.mark.parametrize("text", TEXTS)
def test_the_search_says_what_the_pattern_says(text):
    for rule in RULES:
        pattern = rf"(?<![\w-]){re.escape(rule)}(?![\w-])"
        assert _names_rule(text, rule) is (re.search(pattern, text) is not None), (text, rule)
