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


# --- interim Fluent loader (replaced by the wording branch's) ------------------------------------
from functools import cache  # noqa: E402
from importlib.resources import files  # noqa: E402


@cache
def _bundle(game: str, language: str):  # type: ignore[no-untyped-def]
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([language], use_isolating=False)
    folders = [files("gmconsole") / "wording" / language]
    if game:
        from gmconsole.engine.rules.registry import find_plugin

        folders.append(files(find_plugin(game).package) / "wording" / language)
    for folder in folders:
        if not folder.is_dir():
            continue
        for item in sorted(folder.iterdir(), key=lambda i: i.name):
            if item.name.endswith(".ftl"):
                bundle.add_resource(FluentResource(item.read_text(encoding="utf-8")), allow_overrides=True)
    return bundle


def _render(game: str, language: str, key: str, values: dict[str, object]) -> str:
    from fluent.runtime.types import fluent_number

    bundle = _bundle(game, language)
    if not bundle.has_message(key):
        return key
    args = {
        k: fluent_number(v, useGrouping=False) if isinstance(v, int) and not isinstance(v, bool) else str(v)
        for k, v in values.items()
    }
    message = bundle.get_message(key)
    result, errors = bundle.format_pattern(message.value, args)
    return result


def text(where: ScenarioBase | str, key: str, /, **values: object) -> str:
    if isinstance(where, str):
        return _render("", where, key, values)
    return _render(where.game, where.language, key, values)


def render(game: str, language: str, key: str, values: dict[str, object]) -> str:
    return _render(game, language, key, values)
