"""The console's words, in the scenario's language, from the wording system's Fluent files.

Every label the screens show is a Fluent message named ``console-<key>`` (underscores become
hyphens): the generic ones in ``gmconsole/wording/<lang>/console.ftl``, a game's own in
``gmconsole/games/<game>/wording/<lang>/console.ftl`` (they may replace a generic one), and the
GM's wording override on top, loaded by :mod:`gmconsole.engine.wording` like every other message
(in a bundle of their own, ``part="console"``: a command that shows no screen never parses them).

``labels(lang, game)`` gives a :class:`Labels`; ``L("undone", what="...")`` returns the message
with the language's typography, like every other message (in French a narrow no-break space
before ``; : ! ?`` and inside « »: :func:`gmconsole.engine.wording.typography`), and the key
itself when no file has it (so a missing label shows, never crashes). Counts select the
plural in the message (``{ $n -> [one] ... *[other] ... }``), so the code passes numbers as
numbers. Nothing is read before the first label is asked for. Game words (roles, camps, phases)
come from the scenario's ``names`` table, not from here.

The launcher's language, before any game is open, is :func:`system_language`
(:mod:`gmconsole.engine.language`, which the command line shares): English when the
environment's locale (``GMCONSOLE_LANG``, else ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, the first
one set) starts with ``en``, French otherwise. A game's screens speak its scenario's language.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from gmconsole.engine.language import system_language as system_language  # the launcher's

if TYPE_CHECKING:
    from gmconsole.engine.wording import Wording

PREFIX = "console-"

log = logging.getLogger("gmconsole.wording")


def message_id(key: str) -> str:
    """The Fluent message of the console key ``key``: ``undone`` -> ``console-undone``."""
    return PREFIX + key.replace("_", "-")


class Labels:
    """Callable label table: ``L("undone", what="...")``."""

    def __init__(
        self,
        lang: str = "en",
        game: str | None = None,
        extra: Sequence[tuple[str, str]] = (),
        names: Mapping[str, str] | None = None,
    ) -> None:
        self.lang = "fr" if lang == "fr" else "en"
        self.game = game
        self._extra = tuple(extra)
        self.names = names
        """The scenario's display names, which the words' ``$display_<key>`` say (None: the game's)."""
        self._wording: Wording | None = None

    @property
    def wording(self) -> Wording:
        """The Fluent messages (loaded on first use, shared with the rest of the program)."""
        if self._wording is None:
            from gmconsole.engine import wording as W

            if self._extra:
                self._wording = W.Wording(self.game, self.lang, W._override, self._extra, part="console")
            else:
                self._wording = W.wording_for_game(self.game, self.lang, part="console")
            self._wording = self._wording.named(self.names)
        return self._wording

    def for_game(self, game: str | None) -> Labels:
        """These labels with ``game``'s own console words (its ``console.ftl``) added."""
        if game == self.game:
            return self
        return Labels(self.lang, game, self._extra, self.names)

    def extended(self, tables: Mapping[str, Mapping[str, str]]) -> Labels:
        """These labels with more words given as ``{"en": {key: text}, "fr": {...}}`` (``{name}``
        placeholders), for code written before the console's words were Fluent messages: a
        game's words belong in its ``wording/<lang>/console.ftl``."""
        if not tables:
            return self
        from gmconsole.engine.wording import _ftl_pattern

        extra = list(self._extra)
        for lang in dict.fromkeys(("en", self.lang)):
            table = tables.get(lang, {})
            body = "\n".join(f"{message_id(k)} = {_ftl_pattern(v)}" for k, v in table.items())
            extra.append((f"<console labels {lang}>", body + "\n"))
        return Labels(self.lang, self.game, extra, self.names)

    def has(self, key: str) -> bool:
        return self.wording.has(message_id(key))

    def __call__(self, key: str, **values: Any) -> str:
        wording = self.wording
        name = message_id(key)
        if not wording.has(name):
            log.debug("no console label %r in %s", key, wording.where)
            return key
        for variable in wording.variables(name):
            # a name given as a plain string (not a Person) agrees in the masculine, French's default
            base = variable.removesuffix("_gender")
            if base != variable and variable not in values and isinstance(values.get(base, ""), str):
                values[variable] = "other"
        return wording.text(name, **values)

    def attributes(self, key: str) -> list[str]:
        """The attributes of label ``key``, in their order (a help page's rules, say)."""
        return self.wording.attributes(message_id(key))

    def attribute(self, key: str, attribute: str, **values: Any) -> str:
        """The attribute ``attribute`` of label ``key`` (``key.attribute`` when it has none)."""
        if attribute not in self.attributes(key):
            return f"{key}.{attribute}"
        return self.wording.text(f"{message_id(key)}.{attribute}", **values)


def labels(lang: str = "en", game: str | None = None, names: Mapping[str, str] | None = None) -> Labels:
    """The console's words in ``lang``, with ``game``'s own when one is given, saying the display
    names ``names`` (a scenario's ``[names]``) where they name a role."""
    return Labels(lang, game, names=names)


def localize_bindings(node: object, L: Labels) -> None:
    """Translate the footer text of ``node``'s bindings, whose descriptions are label keys."""
    from dataclasses import replace

    bindings = getattr(node, "_bindings", None)
    if bindings is None:
        return
    for key, items in bindings.key_to_bindings.items():
        bindings.key_to_bindings[key] = [
            replace(b, description=L(b.description)) if b.description else b for b in items
        ]
