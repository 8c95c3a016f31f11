"""Length limits on what files bring in: names and free texts (issue 10, hostile values).

A player name (or alias, or pinned value) has at most the scenario's ``max_name_length``
characters (100 by default) and a free text (an accusation's justification) its
``max_text_length`` (10,000). Longer ones are refused where a file brings them in (roster,
orders, save), with the file, the line or key, and only the start of the value: before any name
matching, so a megabyte "name" is refused at once instead of after minutes of fuzzy matching,
and is never echoed whole.
"""

from __future__ import annotations

import os
from typing import Any

from gmconsole.engine.errors import FileProblem, short


def too_long_message(key: str, what: str, limit: int, value: str) -> str:
    """``key: 'abc…' (N characters) is too long: a name has at most 100 characters (...)``."""
    head = f"{key}: " if key else ""
    return (
        f"{head}{short(value)} is too long: a {what} has at most {limit:,} characters "
        f"(scenario setting max_{what}_length)"
    )


def roster_too_long(roster: list[Any], limit: int) -> str | None:
    """The message for the first roster name, alias or pinned text longer than ``limit``, its
    key prefixed by the entry's index (``3.aliases.0: ...``); ``None`` when all fit."""
    for i, entry in enumerate(roster):
        texts = [("name", entry.name)]
        texts += [(f"aliases.{j}", alias) for j, alias in enumerate(entry.aliases)]
        texts += [(str(key)[:limit], key) for key in entry.pins]
        texts += [(str(key)[:limit], value) for key, value in entry.pins.items() if isinstance(value, str)]
        for key, value in texts:
            if len(value) > limit:
                return too_long_message(f"{i}.{key}", "name", limit, value)
    return None


def check_save_texts(
    path: str | os.PathLike[str], save: Any, scenario: Any, rules: Any, orders: bool = True
) -> None:
    """Refuse a save whose roster names or journal orders are longer than the scenario allows,
    or whose journal entry names a phase longer than a name (a :class:`FileProblem` naming the
    key). The state and events are checked by ``validate``'s replay, which names the key.
    ``orders=False`` leaves the journal's orders out (a sealed save: checked when entered)."""
    max_name, max_text = scenario.max_name_length, scenario.max_text_length
    found = roster_too_long(save.roster, max_name)
    if found is not None:
        raise FileProblem(path, f"roster.{found}")
    entries = [("setup", save.setup)]
    entries += [(f"journal.{i}", e) for i, e in enumerate(save.journal)]
    entries += [(f"redo.{i}", e) for i, e in enumerate(save.redo)]
    for where, entry in entries:
        if len(entry.phase) > max_name:
            raise FileProblem(path, too_long_message(f"{where}.phase", "name", max_name, entry.phase))
        if where == "setup" or not orders:
            continue
        for j, data in enumerate(entry.actions):
            long = rules.parse_action(data).too_long(max_name, max_text)
            if long is not None:
                raise FileProblem(path, f"{where}.actions.{j}.{too_long_message(*long)}")
