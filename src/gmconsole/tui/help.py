"""The help page of the current phase (F1 or ``?`` on the game screen): what to enter, the keys,
and the rules that apply, by id (the catalogues' ids); each game gives its own words for its phases
(``console-help-<phase>`` in its ``wording/<lang>/help.ftl``: what to enter, and one attribute
per rule, named by its id).

The text is the console's (French in a French game); the phase's checklist, read from the
engine, is added under it so the page always says what is still missing.
"""

from __future__ import annotations

import textwrap
from typing import Any

from rich.text import Text

from gmconsole.tui.labels import Labels

KEYS = (
    "resolve",
    "undo",
    "tabs",
    "paste",
    "palette",
    "palette-replace",
    "palette-remove",
    "palette-deadline",
    "palette-reminder",
    "simulate",
    "launcher",
    "quit",
    "blur",
    "help",
)
"""The keys the page lists, in order: ``console-help-key-<id>`` in the wording's ``help.ftl``
(what the key does; its ``.key`` attribute, the key as shown); a ``palette-`` one is a palette
command, set under the palette's line."""


WIDTH = 74
"""The page's width before it is laid out (the modal box's 80 columns, less its frame)."""


def row(
    text: Text, left: str, right: str, column: int, width: int, style: str, right_style: str = ""
) -> None:
    """``left`` in its column (``style``), then ``right`` wrapped beside it: each wrapped line
    starts under the first one's start, never at the page's left margin."""
    start = column if len(left) < column else len(left) + 1
    text.append(left.ljust(start), style=style)
    lines = textwrap.wrap(right, max(width - start, 20), break_on_hyphens=False) or [""]
    text.append("\n".join([lines[0], *(" " * start + line for line in lines[1:])]) + "\n", style=right_style)


def help_text(session: Any, L: Labels, subtitle: str, views: Any, width: int = WIDTH) -> Text:
    """The help page for the session's current phase: the game's words for it (its help page
    ``console-help-<views.help_key()>``), the checklist, the keys; laid out for ``width``
    columns, each description lined up with its column when it wraps."""
    text = Text()
    text.append(subtitle + "\n\n", style="bold")
    page = "help_" + views.help_key().replace(":", "-")
    if L.has(page):
        text.append(L("help_what") + "\n", style="bold")
        text.append(L(page) + "\n\n")
        text.append(L("help_rules") + "\n", style="bold")
        rules = L.attributes(page)
        column = 2 + max((len(rule) for rule in rules), default=0) + 2
        for rule in rules:
            row(text, f"  {rule}", L.attribute(page, rule), column, width, "bold cyan")
        text.append("\n")
    steps = session.game.checklist()
    if steps:
        text.append(L("checklist") + "\n", style="bold")
        for step in steps:
            row(text, f"  {L('status_' + step.status)}", step.label, 14, width, "dim")
        text.append("\n")
    text.append(L("help_keys") + "\n", style="bold")
    keys = [
        ("    " if key.startswith("palette-") else "  ") + L.attribute(f"help_key_{key}", "key")
        for key in KEYS
    ]
    column = max(18, *(len(shown) + 2 for shown in keys))  # one column for every description
    for key, shown in zip(KEYS, keys, strict=True):
        row(text, shown, L(f"help_key_{key}"), column, width, "bold")
    text.append("\n" + L("help_rule"), style="dim")
    return text
