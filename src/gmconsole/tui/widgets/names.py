"""Typing player names: completion with accents and case ignored, and parsing 'name word' lists.

The completion only proposes; the engine resolves every name (``state.resolve``) and refuses an
unknown one with its suggestions.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from textual.suggester import Suggester
from textual.widget import Widget

from gmconsole.engine.names import NameIndex, fold

_SEPARATORS = re.compile(r"[,;\n]")


class NameSuggester(Suggester):
    """Completes the last name being typed (after the last comma) from the roster.

    ``"alice oui, ch"`` suggests ``"alice oui, Chloé"``: a folded prefix of a name or an alias,
    else the best fuzzy match when it is clearly ahead.
    """

    def __init__(self, index: NameIndex) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.index = index

    def set_index(self, index: NameIndex) -> None:
        self.index = index

    async def get_suggestion(self, value: str) -> str | None:
        head, _, last = value.rpartition(",")
        lead = len(last) - len(last.lstrip())
        typed = last.strip()
        if not typed:
            return None
        name = complete_name(self.index, typed)
        if name is None:
            return None
        prefix = (head + "," if head else "") + last[:lead]
        return prefix + name


def complete_name(index: NameIndex, typed: str) -> str | None:
    """The roster name whose folded form starts with ``typed`` folded (a unique one), else None."""
    key = fold(typed)
    if not key:
        return None
    hits = sorted({n for n in index.names if fold(n).startswith(key)})
    if len(hits) == 1:
        return hits[0]
    return None


def split_entries(text: str) -> list[tuple[str, str]]:
    """``"alice oui, Jean Paul non"`` → ``[("alice", "oui"), ("Jean Paul", "non")]``.

    The last word of each comma-separated chunk is the word (a vote, a choice); the rest is the
    name; with ``:``, ``>`` or ``=`` in a chunk, that splits it instead (``"Jean: Lady Moustache"``,
    for votes that are names of several words). A chunk of one word gives ``(word, "")``.
    """
    out: list[tuple[str, str]] = []
    for chunk in _SEPARATORS.split(text):
        for mark in (":", ">", "="):
            if mark in chunk:
                name, _, word = chunk.partition(mark)
                if name.strip():
                    out.append((" ".join(name.split()), " ".join(word.split())))
                break
        else:
            _last_word(chunk, out)
    return out


def _last_word(chunk: str, out: list[tuple[str, str]]) -> None:
    words = chunk.split()
    if len(words) == 1:
        out.append((words[0], ""))
    elif words:
        out.append((" ".join(words[:-1]), words[-1]))


def typed_names(index: NameIndex, text: str, allowed: list[str]) -> tuple[list[str], list[str]]:
    """The names typed in ``text`` (comma-separated, completed, accents ignored) that are in
    ``allowed``, and the pieces that are not (unknown, ambiguous or not allowed), as typed."""
    found: list[str] = []
    rest: list[str] = []
    for typed in [t.strip() for t in _SEPARATORS.split(text) if t.strip()]:
        name = index.get(typed) or complete_name(index, typed)
        if name in allowed:
            if name not in found:
                found.append(name)
        else:
            rest.append(typed)
    return found, rest


def first_letter_to(field: object, event: object, owner: object = None) -> bool:
    """On a name-typing screen a letter typed in a list goes to the list's name ``field`` (issue
    13: letters go to the name field, commands are ctrl and function keys). True when taken.

    ``owner`` (the list) is marked as typing: the keys that reach it before the field has the
    focus (typed fast, or pasted: « oce, yve ») follow the letter, see :func:`typing_to`."""
    character = getattr(event, "character", None)
    if not (getattr(event, "is_printable", False) and character and character.isalpha()):
        return False
    event.stop()  # type: ignore[attr-defined]
    event.prevent_default()  # type: ignore[attr-defined]
    field.select_on_focus = False  # type: ignore[attr-defined]  # the letter is kept, not selected
    field.focus()  # type: ignore[attr-defined]
    field.insert_text_at_cursor(character)  # type: ignore[attr-defined]
    if owner is not None:
        owner._typing_names = True  # type: ignore[attr-defined]
    return True


async def typing_to(field: object, event: object, owner: object) -> bool:
    """A key that reaches the list ``owner`` after a letter went to ``field`` but before the
    field has the focus goes on to the field: a comma or a space was a list's key (the space
    ticked the highlighted player) and left « oceyve ». True when taken. The list's ``_on_focus``
    ends it (:func:`stop_typing`)."""
    key = getattr(event, "key", "")
    if not getattr(owner, "_typing_names", False):
        return False
    if not (getattr(event, "is_printable", False) or key in ("enter", "backspace")):
        return False
    event.stop()  # type: ignore[attr-defined]
    event.prevent_default()  # type: ignore[attr-defined]
    if key == "enter":
        await field.action_submit()  # type: ignore[attr-defined]
    elif key == "backspace":
        field.action_delete_left()  # type: ignore[attr-defined]
    else:
        field.insert_text_at_cursor(getattr(event, "character", "") or "")  # type: ignore[attr-defined]
    return True


def stop_typing(owner: object) -> None:
    """The list has the focus again: its keys are its own."""
    owner._typing_names = False  # type: ignore[attr-defined]


def some_names(names: Sequence[str], shown: int = 6) -> str:
    """The first names of a list, then « … (46) » when there are more: who may vote, said
    after a name that may not (« Alice ne vote pas ici ; votent : Océane, Yves »)."""
    if len(names) <= shown:
        return ", ".join(names)
    return ", ".join(names[:shown]) + f", … ({len(names)})"


CompactWidget = TypeVar("CompactWidget", bound=Widget)


def compact(widget: CompactWidget) -> CompactWidget:
    """``widget`` (an ``Input``, a ``Checkbox``) in its compact style, given before it is mounted.

    Textual's ``compact=True`` sets the widget's ``-textual-compact`` class through its reactive,
    which styles the widget at once, mounted or not: a widget made so in a ``compose`` was styled
    once more than its mount does (issue 17). Here the value and the class are set without that."""
    widget.set_reactive(type(widget).compact, True)  # type: ignore[attr-defined]
    widget.set_class(True, "-textual-compact", update=False)
    return widget
