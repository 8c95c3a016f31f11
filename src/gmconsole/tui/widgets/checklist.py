"""The phase checklist: each step of the current phase with its status, the game's summary lines
(mission track, leader...), the rules' warnings, and the last steps of the journal (the first one
is what undo takes back). Everything shown comes from the engine
(``game.checklist()``, ``game.warnings()``) or the game's view (``summary``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.text import Text
from textual.widgets import Static

from gmconsole.engine.rules.base import Step
from gmconsole.tui.labels import Labels

ICONS = {"done": "✔", "entered": "●", "missing": "✘", "optional": "○", "warning": "⚠"}
STYLES = {"done": "green", "entered": "cyan", "missing": "bold red", "optional": "dim", "warning": "yellow"}


LONG = 140


def _cut(text: str, limit: int = LONG) -> str:
    """Long engine lines (forty names not yet voted) are cut: the Orders tab has them in full."""
    return text if len(text) <= limit else text[: limit - 1].rstrip(", ") + "…"


def said_below(detail: str, below: list[str]) -> bool:
    """Whether the names ``detail`` lists after its colon (« n'ont pas voté : Bob, Chloé ») are
    listed after a colon in a warning or the refusal shown below it: the checklist and the resolve
    dialog say them once, with what is done about them (counted as abstentions, the resolution
    refused)."""
    head, colon, names = detail.rpartition(":")
    names = names.strip()
    if not colon or not names:
        return False
    listed = re.compile(r":\s*" + re.escape(names) + r"(?:\s*\(|\s*\.?\s*$)", re.MULTILINE)
    return any(listed.search(text) for text in below if text)


class Checklist(Static):
    """Attributes down: the screen calls :meth:`show` after every change."""

    DEFAULT_CLASSES = "panel"
    _roomy = False
    """Whether the text was made for a wide screen (the summary set apart by a blank line)."""

    def show(
        self,
        L: Labels,
        steps: list[Step],
        warnings: list[str],
        summary: list[Text | str],
        journal: Sequence[str] = (),
    ) -> None:
        self._shown = (L, steps, warnings, summary, journal)
        roomy = self._roomy = self.screen.has_class("-wide")
        text = Text()
        for step in steps:
            style = STYLES.get(step.status, "")
            text.append(f"{ICONS.get(step.status, '?')} {L('status_' + step.status)} ", style=style)
            text.append(step.label, style="bold")
            text.append("\n")
            if step.detail and not said_below(step.detail, warnings):
                text.append(f"  {_cut(step.detail)}\n", style="dim" if step.status == "done" else "")
        for warning in warnings:
            text.append(f"⚠ {_cut(warning)}\n", style="yellow")
        if summary and roomy:
            text.append("\n")
        for line in summary:
            text.append_text(line if isinstance(line, Text) else Text(line))
            text.append("\n")
        if journal:
            text.append("\n" + L("journal") + "\n", style="bold")
            for i, line in enumerate(journal):
                text.append(("↶ " if i == 0 else "  ") + _cut(line, 90) + "\n", style="" if i == 0 else "dim")
        text.rstrip()
        self.update(text)

    def on_resize(self) -> None:
        # What is shown depends on the width only through the screen's ``-wide`` class: the
        # first size (the same class as at mount) does not build and lay the text out again
        # (issue 17); Textual wraps the text for the new width by itself.
        if getattr(self, "_shown", None) is not None and self.screen.has_class("-wide") != self._roomy:
            self.show(*self._shown)
