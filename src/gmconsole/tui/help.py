"""The help page of the current phase (F1 or ``?`` on the game screen): what to enter, the keys,
and the rules that apply, by id (the catalogues' ids); each game gives its own words for its phases
(``console-help-<phase>`` in its ``wording/<lang>/help.ftl``: what to enter, and one attribute
per rule, named by its id).

The text is the console's (French in a French game); the phase's checklist, read from the
engine, is added under it so the page always says what is still missing.
"""

from __future__ import annotations

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


def help_text(session: Any, L: Labels, subtitle: str, views: Any) -> Text:
    """The help page for the session's current phase: the game's words for it (its help page
    ``console-help-<views.help_key()>``), the checklist, the keys."""
    text = Text()
    text.append(subtitle + "\n\n", style="bold")
    page = "help_" + views.help_key().replace(":", "-")
    if L.has(page):
        text.append(L("help_what") + "\n", style="bold")
        text.append(L(page) + "\n\n")
        text.append(L("help_rules") + "\n", style="bold")
        for rule in L.attributes(page):
            text.append(f"  {rule}", style="bold cyan")
            text.append(f"  {L.attribute(page, rule)}\n")
        text.append("\n")
    steps = session.game.checklist()
    if steps:
        text.append(L("checklist") + "\n", style="bold")
        for step in steps:
            text.append(f"  {L('status_' + step.status):<11} ", style="dim")
            text.append(step.label + "\n")
        text.append("\n")
    text.append(L("help_keys") + "\n", style="bold")
    for key in KEYS:
        shown = L.attribute(f"help_key_{key}", "key")
        indent = "    " if key.startswith("palette-") else "  "
        width = 18 - len(indent)
        text.append(f"{indent}{shown:<{width}}" + (" " if len(shown) >= width else ""), style="bold")
        text.append(L(f"help_key_{key}") + "\n")
    text.append("\n" + L("help_rule"), style="dim")
    return text
