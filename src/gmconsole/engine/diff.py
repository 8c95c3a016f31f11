"""Where two dumps of the same thing differ: the first differing key, for ``verify``'s messages.

``verify`` replays a save's journal and compares the replay with what the save holds; a bare
"the replayed state differs" leaves the GM searching a 400 KB file. :func:`first_difference`
names the key instead: ``state.players.12.alive: saved true, replayed false``.
"""

from __future__ import annotations

import json
from typing import Any

from gmconsole.engine.errors import short, short_key

_MISSING = object()


def first_difference(saved: Any, replayed: Any, path: str = "") -> str | None:
    """``"path: saved X, replayed Y"`` for the first place where ``saved`` and ``replayed``
    (plain data: dicts, lists, atoms) differ, in the saved data's order; ``None`` if equal."""
    found = _walk(saved, replayed, path)
    if found is None:
        return None
    where, mine, theirs = found
    return f"{where or '(top level)'}: saved {_show(mine)}, replayed {_show(theirs)}"


def difference(saved: Any, replayed: Any, path: str = "") -> Any:
    """:func:`first_difference` as a worded text (English, said again in the game's language by
    :func:`~gmconsole.engine.worded.describe`), or ``None`` if equal."""
    found = _walk(saved, replayed, path)
    if found is None:
        return None
    from gmconsole.engine.worded import worded

    where, mine, theirs = found
    if not where:
        return worded("", "verify-difference-top", saved=_shown(mine), replayed=_shown(theirs))
    return worded("", "verify-difference", where=where, saved=_shown(mine), replayed=_shown(theirs))


def _shown(value: Any) -> Any:
    """:func:`_show`, its English words (``nothing``, ``a list of 3``) worded."""
    from gmconsole.engine.worded import worded

    if value is _MISSING:
        return worded("", "verify-nothing")
    text = _show(value)
    if isinstance(value, dict) and text.startswith("a table of "):
        return worded("", "verify-table-of", count=len(value))
    if isinstance(value, list | tuple) and text.startswith("a list of "):
        return worded("", "verify-list-of", count=len(value))
    if text == "(an integer too large to print)":
        return worded("", "verify-integer-too-large")
    return text


def _walk(a: Any, b: Any, path: str) -> tuple[str, Any, Any] | None:
    if a is b:
        return None
    if isinstance(a, dict) and isinstance(b, dict):
        for key, value in a.items():
            found = _walk(value, b.get(key, _MISSING), _join(path, key))
            if found is not None:
                return found
        for key, value in b.items():
            if key not in a:
                return _join(path, key), _MISSING, value
        return None
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        if len(a) + len(b) <= 20 and _atoms(a) and _atoms(b) and list(a) != list(b):
            return path, a, b  # a short list of numbers or names is shown whole: [0, 2] and [3, 1]
        for i, (x, y) in enumerate(zip(a, b)):
            found = _walk(x, y, _join(path, i))
            if found is not None:
                return found
        if len(a) != len(b):
            return _join(path, "length"), len(a), len(b)
        return None
    numbers = (int, float)
    if (
        isinstance(a, numbers)
        and isinstance(b, numbers)
        and not isinstance(a, bool)
        and not isinstance(b, bool)
    ):
        return None if a == b else (path, a, b)  # TOML keeps 0.0 as 0.0, a replay may give 0
    if type(a) is not type(b) or a != b:
        return path, a, b
    return None


def _atoms(items: Any) -> bool:
    return all(
        isinstance(x, str | int | float | bool) and not (isinstance(x, str) and len(x) > 40) for x in items
    )


def _join(path: str, key: Any) -> str:
    key = short_key(key)
    return f"{path}.{key}" if path else key


def _show(value: Any) -> str:
    if value is _MISSING:
        return "nothing"
    if isinstance(value, str):
        return short(value)
    if isinstance(value, bool | int | float) or value is None:
        try:
            return json.dumps(value)
        except ValueError:  # an integer of more than 4,300 digits has no decimal form
            return "(an integer too large to print)"
    if isinstance(value, dict | list | tuple):
        try:
            text = json.dumps(value, ensure_ascii=False, default=str)
        except ValueError:
            text = ""
        if text and len(text) <= 60:
            return text
        return f"a table of {len(value)} keys" if isinstance(value, dict) else f"a list of {len(value)}"
    return short(value)
