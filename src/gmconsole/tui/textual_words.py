"""Textual's own key descriptions in the screen's language: the keys panel and the footer.

Textual's widgets bind their keys with English descriptions (an input's "Move cursor left", a
table's "Page down", the screen's "Focus Next", the app's "palette"). The keys panel (the
palette's "Keys" command) and the footer show them from the screen's ``active_bindings``; a
screen that mixes in :class:`WordedBindings` gives them in its language, from the generic
``textual.ftl``: the message ``textual-key-<description>`` (:func:`message_id`), the same for a
binding's tooltip. A description no message has (the console's own, already worded by
:func:`gmconsole.tui.labels.localize_bindings`) is shown as it is.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from textual.binding import Binding

PREFIX = "textual-key-"


def message_id(description: str) -> str:
    """``"Move cursor left"`` -> ``textual-key-move-cursor-left``."""
    return PREFIX + re.sub(r"[^a-z0-9]+", "-", description.lower()).strip("-")


_worded: dict[tuple[str, str, str], tuple[str, str]] = {}


def worded(binding: Binding, language: str) -> Binding:
    """``binding`` with Textual's description and tooltip said in ``language``."""
    key = (binding.description, binding.tooltip, language)
    found = _worded.get(key)
    if found is None:
        from gmconsole.engine.wording import wording_for

        wording = wording_for(language)

        def say(text: str) -> str:
            if not text:
                return text
            name = message_id(text)
            return wording.text(name) if wording.has(name) else text

        found = _worded[key] = (say(binding.description), say(binding.tooltip))
    if found == (binding.description, binding.tooltip):
        return binding
    return replace(binding, description=found[0], tooltip=found[1])


class WordedBindings:
    """A screen whose keys panel and footer say Textual's own keys in the screen's language
    (its ``L``, else the app's): mixed in before ``Screen`` or ``ModalScreen``."""

    @property
    def active_bindings(self) -> dict[str, Any]:
        found: dict[str, Any] = super().active_bindings  # type: ignore[misc]
        labels = getattr(self, "L", None) or getattr(getattr(self, "app", None), "L", None)
        language = "fr" if getattr(labels, "lang", "en") == "fr" else "en"
        out = {}
        for key, active in found.items():
            binding = worded(active.binding, language)
            out[key] = (
                active._replace(binding=binding, tooltip=binding.tooltip)
                if binding is not active.binding
                else active
            )
        return out
