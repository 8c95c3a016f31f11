"""What the engine says to the GM (checklist steps, warnings) in the scenario's language.

Each text is written in both languages where it is used, English first, so that a reviewer reads
the two side by side::

    say(scenario, en="approval votes {done}/{total}", fr="votes d'approbation {done}/{total}",
        done=3, total=7)

``{name}`` placeholders are filled from the keyword values (``str.format``); a text without
values is returned as it is. Roles, ranks, phases and camps come from ``scenario.display(key)``.

Refusals (:class:`~gmconsole.engine.errors.RuleViolation`), event data and the warnings of an
order being entered (``Context.warnings``) stay English: saves, journals and the behaviour
fingerprint record them.
"""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.rules.base import ScenarioBase

Language = Literal["fr", "en"]


def say(where: ScenarioBase | str, en: str, fr: str, **values: object) -> str:
    """``fr`` when ``where`` (a scenario or a language code) is French, else ``en``, filled with ``values``."""
    language = where if isinstance(where, str) else where.language
    text = fr if language == "fr" else en
    return text.format(**values) if values else text
