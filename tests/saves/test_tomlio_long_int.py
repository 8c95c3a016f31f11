"""Issue 17 (ninth pass): the byte test before toml-rs (`tomlio._may_hold_long_int`) never says
"no" where the pattern of a 64-bit overflow would find one, on the file's bytes or on the text."""

from __future__ import annotations

import random
import re

import pytest

from gmconsole import tomlio

CRAFTED = [
    "a = 0x" + "f" * 17,
    "a = 0x" + "_" * 17,
    "a = 0o" + "7" * 22,
    "a = 0b" + "1" * 64,
    "a = 0b" + "0_" * 32,
    "a = " + "9" * 19,
    "a = 1" + "_" * 18,
    "seed = 'x" + "0" * 19 + "'",
    "h = 'sha256:" + "ab0b" * 16 + "'",  # hex digits, a 0b, no binary run of 64
    "b = 0b" + "1" * 63,
    "d = " + "9" * 18,
    "é = 'Zoé " + "1" * 19 + "'",
]


def _texts() -> list[str]:
    rng = random.Random(17)
    alphabet = "0123456789_abcdefABCDEFxob é\n=\"'"
    texts = list(CRAFTED)
    for _ in range(3000):
        texts.append("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 120))))
    for _ in range(500):  # long runs of few characters: the forms' edges
        texts.append("".join(rng.choice("01_b") for _ in range(rng.randint(60, 90))))
        texts.append("x" + "".join(rng.choice("0123456789_") for _ in range(rng.randint(15, 22))))
    return texts


@pytest.mark.parametrize("given_bytes", [False, True])
def test_the_byte_test_never_misses_an_integer_the_pattern_finds(given_bytes: bool) -> None:
    found = 0
    for text in _texts():
        raw = text.encode("utf-8") if given_bytes else None
        if re.search(tomlio._LONG_INT, text):
            found += 1
            assert tomlio._may_hold_long_int(text, raw), text
    assert found > 100  # the samples do hold many


def test_a_save_without_long_integers_passes_the_byte_test() -> None:
    text = "seed = 'startup-0'\nturn = 5\nh = 'sha256:" + "0123456789abcdef" * 4 + "'\n"
    assert not re.search(tomlio._LONG_INT, text)
    assert not tomlio._may_hold_long_int(text)
    assert not tomlio._may_hold_long_int(text, text.encode())


def test_an_integer_beyond_64_bits_is_still_refused_with_its_key(tmp_path) -> None:
    path = tmp_path / "a.toml"
    path.write_text("[x]\nturn = 99999999999999999999\n", encoding="utf-8")
    with pytest.raises(tomlio.FileProblem) as caught:
        tomlio.read_toml(path)
    assert "x.turn" in str(caught.value)
