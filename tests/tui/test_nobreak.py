"""The console never wraps a line at a no-break space (issue 11, point 3: French typography).

French text has a narrow no-break space (U+202F) before ; : ! ? and inside « »; Rich and Textual
cut lines at any whitespace, so a console line could start with « : » or end with « « ».
``gmconsole.tui.nobreak`` replaces their word-splitting expressions when the console starts.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest
import rich._wrap
import rich.text
import textual._wrap
import textual.content
from rich._wrap import divide_line
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Label, RichLog, Static, TextArea

import gmconsole.tui.app  # noqa: F401  (installs the fix, as the console does)
from gmconsole.engine.wording import typography
from gmconsole.tui import nobreak

NNBSP = "\u202f"
SENTENCE = typography(
    "Refusé : la pétition de « Hélène » est close ! Qui vote encore ? Personne ; "
    "le MJ dit « non » : la nuit tombe sur « Winterfell » ! Alors ? Rien ; on attend.",
    "fr",
)
# Also the other no-break spaces: U+00A0 (a thousands group) and U+2007 (a figure space).
NUMBERS = "Le trésor vaut 12\u00a0345 pièces, la garde 1\u2007234 hommes, le vote 31\u202f%\u202f: fini."
STARTS = (":", ";", "!", "?", "»", "%", NNBSP, "\u00a0", "\u2007")
ENDS = ("«",)
# From the longest word (« Winterfell » ! is one, 15 cells): a longer word is folded anyway.
WIDTHS = range(max(len(word) for word in (SENTENCE + " " + NUMBERS).split(" ")), 61)


def bad_lines(lines: list[str]) -> list[str]:
    """Lines that start with a French closing sign (or a no-break space) or end with « « »."""
    return [line for line in lines if line.strip(" ").startswith(STARTS) or line.rstrip(" ").endswith(ENDS)]


def test_the_patched_names_are_still_there_in_the_pinned_rich_and_textual() -> None:
    """Fails when an upgrade of Rich or Textual renames or stops using the expressions
    ``nobreak`` replaces: then the fix must be looked at again."""
    assert re.compile(nobreak.RICH_RE_WORD).pattern in inspect.getsource(rich._wrap)
    assert "re_word.match(" in inspect.getsource(rich._wrap.words)
    assert "words(text)" in inspect.getsource(rich._wrap.divide_line)
    assert "divide_line" in inspect.getsource(rich.text.Text.wrap)
    assert textual.content.divide_line is rich._wrap.divide_line
    assert "divide_line(" in inspect.getsource(textual.content.Content._wrap_and_format)
    assert f'r"{nobreak.TEXTUAL_RE_CHUNK}"' in inspect.getsource(textual._wrap)
    assert "re_chunk.match(" in inspect.getsource(textual._wrap.chunks)
    # and the console's start put the replacements in
    assert rich._wrap.re_word is nobreak.RE_WORD
    assert textual._wrap.re_chunk is nobreak.RE_CHUNK


def test_the_replacements_split_like_the_originals_on_text_without_no_break_spaces() -> None:
    text = " Plain  text,\twith tabs\nand lines  "
    assert [m.group() for m in nobreak.RE_WORD.finditer(text)] == re.findall(nobreak.RICH_RE_WORD, text)
    assert [m.group() for m in nobreak.RE_CHUNK.finditer(text)] == re.findall(nobreak.TEXTUAL_RE_CHUNK, text)


def _divided(text: str, width: int) -> list[str]:
    cuts = [0, *divide_line(text, width), len(text)]
    return [text[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]


@pytest.mark.parametrize("text", [SENTENCE, NUMBERS])
def test_rich_wrapping_keeps_no_break_spaces_at_every_width(text: str) -> None:
    for width in WIDTHS:
        lines = _divided(text, width)
        assert "".join(lines) == text
        assert not bad_lines(lines), (width, lines)


def test_without_the_fix_rich_would_break_at_the_narrow_no_break_space(monkeypatch) -> None:
    """The check above means something: Rich's own expression gives bad lines."""
    monkeypatch.setattr(rich._wrap, "re_word", re.compile(nobreak.RICH_RE_WORD))
    assert any(bad_lines(_divided(SENTENCE, width)) for width in WIDTHS)


class Narrow(App):
    """The widgets the console draws text with, one column wide each."""

    CSS = "Static, Label, RichLog, TextArea { width: 30; height: auto; max-height: 20; }"

    def compose(self) -> ComposeResult:
        yield Static(SENTENCE, id="static")
        yield Label(SENTENCE, id="label")
        yield RichLog(wrap=True, min_width=10, id="log")
        yield TextArea(SENTENCE, soft_wrap=True, read_only=True, show_line_numbers=False, id="area")

    def on_mount(self) -> None:
        self.query_one(RichLog).write(rich.text.Text(SENTENCE))


def _rendered(widget: Widget) -> list[str]:
    strips = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return [strip.text.strip("▊▎▔▁ ") for strip in strips]


async def test_static_label_log_and_text_area_never_start_a_line_with_french_punctuation() -> None:
    app = Narrow()
    async with app.run_test(size=(60, 80)) as pilot:
        for width in (18, 22, 26, 30, 34):
            for widget in app.query("Static, Label, RichLog, TextArea"):
                widget.styles.width = width
            log = app.query_one(RichLog)
            log.clear()
            await pilot.pause()
            log.write(rich.text.Text(SENTENCE))
            await pilot.pause()
            for widget in app.query("Static, Label, RichLog, TextArea"):
                lines = [line for line in _rendered(widget) if line]
                assert len(lines) > 3, (widget.id, width, lines)  # it wrapped
                assert not bad_lines(lines), (widget.id, width, lines)


async def test_the_console_journal_in_french_keeps_its_punctuation_on_its_line(tmp_path: Path) -> None:
    """The French demo's checklist panel (steps, warnings, journal) and a refusal on the status
    line, at several narrow widths: no line starts with a closing sign or ends with « « »."""
    from gmconsole.demo import build_demo
    from gmconsole.saves import save_game
    from gmconsole.tui.app import GMConsoleApp
    from gmconsole.tui.widgets.checklist import Checklist

    save = save_game(build_demo(), tmp_path / "demo.toml")
    app = GMConsoleApp(save)
    async with app.run_test(size=(80, 40)) as pilot:
        await pilot.pause()
        status = app.screen.query_one("#status", Static)
        status.update(SENTENCE)
        panel = app.screen.query_one(Checklist)
        assert any(NNBSP + ":" in line for line in _rendered(panel))  # French, with its spaces
        for width in range(44, 81, 3):
            await pilot.resize_terminal(width, 40)
            await pilot.pause()
            lines = _rendered(panel)
            assert not bad_lines(lines), (width, lines)
            lines = [line for line in _rendered(status) if line]
            assert len(lines) > 1, lines
            assert not bad_lines(lines), (width, lines)
