"""The export's cell widths (``render.cell_len``) are rich's, without importing rich for the
characters of French and English posts (issue 17, the fifth pass)."""

from __future__ import annotations

import importlib
import re
import subprocess
import sys

from rich._unicode_data import VERSIONS
from rich.cells import cell_len as rich_cell_len
from rich.cells import get_character_cell_size

from gmconsole.export.render import cell_len, one_cell_each

# The characters render.cell_len takes as one cell without rich, as the character class it
# used until the seventh pass wrote them (render.one_cell_each now tells them without sre).
ONE_CELL = re.compile("[ -~\xa0-\xac\xae-\u02ff\u2010-\u2027\u202f-\u205f]*")


def test_one_cell_each_takes_exactly_the_characters_of_the_class() -> None:
    for code in range(0x110000):
        ch = chr(code)
        assert one_cell_each(ch) == bool(ONE_CELL.fullmatch(ch)), hex(code)
    mixed = ["", "Zoé d’Arc\u202f!", "a\xa0b\u205fc", "soft\xadhyphen", "e\u0301", "l’\u2028x", "漢", "\x7f"]
    for text in mixed:
        assert one_cell_each(text) == bool(ONE_CELL.fullmatch(text)), text


def test_every_character_taken_as_one_cell_is_one_cell_for_rich_in_every_unicode_version() -> None:
    taken = [chr(c) for c in range(0x30000) if one_cell_each(chr(c))]
    assert len(taken) > 700
    for version in (*VERSIONS, "auto", "latest"):
        wider = [hex(ord(ch)) for ch in taken if get_character_cell_size(ch, version) != 1]
        assert wider == [], version


def test_widths_equal_rich_s() -> None:
    texts = [
        "",
        "Joueur 01",
        "les Loups de l’Hiver",
        "Zoé d’Arc\u202f!",
        "漢字 et kana",
        "e\u0301",  # e and a combining accent: one cell
        "tab\there",
        "\u200dzero width joiner",
        "👍🏽 emoji",
        "\x00control\x7f",
        "soft\xadhyphen",
    ]
    for text in texts:
        assert cell_len(text) == rich_cell_len(text), text


def test_rendering_a_french_table_does_not_import_rich() -> None:
    code = (
        "import sys\n"
        "from gmconsole.export import Document, Table, render\n"
        "doc = Document([Table(['Joueur', 'Camp'], [['Zoé', 'les Loups de l’Hiver\u202f!']])])\n"
        "for profile in ('bbcode-phpbb', 'markdown-discord', 'text'):\n"
        "    render(doc, profile)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'rich'))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_clean_and_cell_len_shortcuts_match_the_regex_paths() -> None:
    """Issue 17: printable text skips clean's regex and ASCII text cell_len's; the results are
    what the regular expressions give."""
    r = importlib.import_module("gmconsole.export.render")

    samples = ["Joueur 01", "Zoé", "a\tb", "a\r\nb", "x\x07y", "l’Hiver\u202f!", "漢字", "", " ~", "\x7f"]
    for text in samples:
        by_regex = re.sub(
            r._CONTROL, "", text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", "    ")
        )
        assert r.clean(text) == by_regex
        from rich.cells import cell_len as rich_cell_len

        assert r.cell_len(text) == rich_cell_len(text)
