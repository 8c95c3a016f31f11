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
import unicodedata
from typing import Any

from gmconsole.engine.errors import SHORT, FileProblem, short


def too_long_message(key: str, what: str, limit: int, value: str) -> str:
    """``key: 'abc…' (N characters) is too long: a name has at most 100 characters (...)``,
    worded (``files.ftl``) so that it is said in the reader's language; ``key`` may be empty or
    itself worded (a line of a file)."""
    from gmconsole.tomlio import said

    kind = "name" if what == "name" else "text"
    return said(
        f"file-too-long-{kind}" + ("-at" if key else ""),
        key=key,
        value=f"{value[:SHORT]!r}…",
        count=len(value),
        limit=limit,
    )


def control_message(key: str, value: str) -> str | None:
    """The message for a name holding a control character (an escape that would clear or
    recolour the GM's terminal, a bell), worded (``files.ftl``); ``None`` when it has none."""
    found = next((c for c in value if unicodedata.category(c) == "Cc"), None)
    if found is None:
        return None
    from gmconsole.tomlio import said

    return said(
        "file-name-control" + ("-at" if key else ""), key=key, value=short(value), char=f"U+{ord(found):04X}"
    )


def roster_control(roster: list[Any], prefix: str = "", first: int = 0) -> str | None:
    """The message for the first roster name or alias holding a control character, its key the
    entry's index after ``prefix``; ``None`` when all are clean."""
    for i, entry in enumerate(roster, first):
        for key, value in [("name", entry.name)] + [(f"aliases.{j}", a) for j, a in enumerate(entry.aliases)]:
            found = control_message(f"{prefix}{i}.{key}", value)
            if found is not None:
                return found
    return None


def roster_too_long(roster: list[Any], limit: int, prefix: str = "", first: int = 0) -> str | None:
    """The message for the first roster name, alias or pinned text longer than ``limit``, its
    key the entry's index after ``prefix`` (``roster.3.aliases.0: ...``, entries numbered from
    ``first``); ``None`` when all fit."""
    for i, entry in enumerate(roster, first):
        texts = [("name", entry.name)]
        texts += [(f"aliases.{j}", alias) for j, alias in enumerate(entry.aliases)]
        texts += [(str(key)[:limit], key) for key in entry.pins]
        texts += [(str(key)[:limit], value) for key, value in entry.pins.items() if isinstance(value, str)]
        for key, value in texts:
            if len(value) > limit:
                return too_long_message(f"{prefix}{i}.{key}", "name", limit, value)
    return None


def _in_game(scenario: Any, problem: FileProblem) -> FileProblem:
    """``problem`` said in the save's language (its scenario's), as the save's other checks are."""
    problem.language = str(getattr(scenario, "language", "") or "")
    return problem


def check_save_texts(
    path: str | os.PathLike[str], save: Any, scenario: Any, rules: Any, orders: bool = True
) -> None:
    """Refuse a save whose roster names or journal orders are longer than the scenario allows,
    or whose journal entry names a phase longer than a name (a :class:`FileProblem` naming the
    key). The state and events are checked by ``validate``'s replay, which names the key.
    ``orders=False`` leaves the journal's orders out (a sealed save: checked when entered)."""
    max_name, max_text = scenario.max_name_length, scenario.max_text_length
    found = roster_too_long(save.roster, max_name, prefix="roster.") or roster_control(save.roster, "roster.")
    if found is not None:
        raise _in_game(scenario, FileProblem(path, found))
    entries = [("setup", save.setup)]
    entries += [(f"journal.{i}", e) for i, e in enumerate(save.journal)]
    entries += [(f"redo.{i}", e) for i, e in enumerate(save.redo)]
    for where, entry in entries:
        if len(entry.phase) > max_name:
            raise _in_game(
                scenario, FileProblem(path, too_long_message(f"{where}.phase", "name", max_name, entry.phase))
            )
        if where == "setup" or not orders:
            continue
        for j, data in enumerate(entry.actions):
            long = rules.parse_action(data).too_long(max_name, max_text)
            if long is not None:
                raise _in_game(
                    scenario, FileProblem(path, too_long_message(f"{where}.actions.{j}.{long[0]}", *long[1:]))
                )
