"""Player names as the GM types them: accents and case ignored, aliases, close-match hints.

The engine identifies players by their roster name. Everything the GM types goes through
:class:`NameIndex`, which resolves exact (folded) names and aliases and, for a name it cannot
resolve, suggests the close ones. It never guesses: an unclear name is an error or a question.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from gmconsole.engine.errors import UnknownPlayer

MAX_NAME_LENGTH = 100
"""The default longest name (or alias) a roster takes and a GM may type (the scenario setting
``max_name_length``). A typed name longer than this and than every roster name is no name:
it is refused at once, without fuzzy matching (which takes minutes on megabytes)."""

MAX_TEXT_LENGTH = 10_000
"""The default longest free text of an order (the scenario setting ``max_text_length``)."""


class _DropCombining(dict[int, int | None]):
    """A ``str.translate`` table that deletes combining marks, filled as characters are met
    (a character-by-character loop in Python dominated the cost of folding long texts)."""

    def __missing__(self, code: int) -> int | None:
        kept = None if unicodedata.combining(chr(code)) else code
        self[code] = kept
        return kept


_DROP_COMBINING = _DropCombining()


def fold(text: str) -> str:
    """Lower-case, accent-free, single-spaced form of ``text`` used to compare names."""
    if text.isascii():  # NFKD changes nothing and there is no mark to drop
        return " ".join(text.casefold().split())
    stripped = unicodedata.normalize("NFKD", text).translate(_DROP_COMBINING)
    return " ".join(stripped.casefold().split())


def squash(text: str) -> str:
    """``fold(text)`` without spaces or punctuation: "Jean-Baptiste" and "jean baptiste" agree."""
    return "".join(c for c in fold(text) if c.isalnum())


class NameIndex:
    """Resolves typed names to roster names."""

    def __init__(self, names: Iterable[str], aliases: Mapping[str, Iterable[str]] | None = None) -> None:
        self.names: list[str] = list(names)
        self._by_key: dict[str, str] = {}
        for name in self.names:
            self._by_key[fold(name)] = name
        for name, alts in (aliases or {}).items():
            for alt in alts:
                self._by_key.setdefault(fold(alt), name)
        self._keys = list(self._by_key)
        self._squashed: dict[str, str | None] | None = None
        self.max_length = max([MAX_NAME_LENGTH, *(2 * len(key) for key in self._keys)])
        """Longer typed names match nothing (twice the longest key: folding may change a length)."""

    def get(self, typed: str) -> str | None:
        """The roster name for ``typed`` (exact after folding, or an alias), else ``None``."""
        if len(typed) > self.max_length:
            return None
        return self._by_key.get(fold(typed))

    def resolve(self, typed: str) -> str:
        """The roster name for ``typed``; :class:`UnknownPlayer` with suggestions otherwise."""
        found = self.get(typed)
        if found is None:
            raise UnknownPlayer(typed, self.suggest(typed))
        return found

    def scored(self, typed: str, limit: int = 5) -> list[tuple[str, float]]:
        """Candidate roster names with a 0-100 similarity score, best first (one per player)."""
        if len(typed) > self.max_length:
            return []
        key = fold(typed)
        if not key:
            return []
        from rapidfuzz import fuzz, process  # only when a name is not found exactly (start-up)

        out: dict[str, float] = {}
        for match, score, _ in process.extract(key, self._keys, scorer=fuzz.WRatio, limit=limit * 3):
            name = self._by_key[match]
            out[name] = max(out.get(name, 0.0), float(score))
        return sorted(out.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]

    def suggest(self, typed: str, cutoff: float = 70.0, limit: int = 3) -> list[str]:
        """Close roster names for an unknown ``typed`` name (for error messages)."""
        return [name for name, score in self.scored(typed, limit) if score >= cutoff]

    @property
    def entries(self) -> dict[str, str]:
        """Every folded key (roster names and aliases) with the roster name it stands for (a copy)."""
        return dict(self._by_key)

    def get_loose(self, typed: str) -> str | None:
        """Like :meth:`get`, then ignoring spaces and punctuation too ("jean baptiste" finds
        Jean-Baptiste); ``None`` when nothing or more than one player answers."""
        found = self.get(typed)
        if found is not None:
            return found
        if len(typed) > self.max_length:
            return None
        if self._squashed is None:
            squashed: dict[str, str | None] = {}
            for key, name in self._by_key.items():
                short = squash(key)
                if short and squashed.get(short, name) != name:
                    squashed[short] = None  # two players squash alike: never pick one
                else:
                    squashed.setdefault(short, name)
            self._squashed = squashed
        return self._squashed.get(squash(typed))

    def longest_prefix(self, typed: str, max_words: int = 4) -> tuple[str, int] | None:
        """The player named by the longest run of leading words of ``typed`` (:meth:`get_loose`),
        with the number of words used: "Jean Bon est louche" gives ("Jean Bon", 2). ``None``
        when no leading run of at most ``max_words`` words is a name or an alias."""
        words = typed.split()
        for count in range(min(len(words), max_words), 0, -1):
            found = self.get_loose(" ".join(words[:count]))
            if found is not None:
                return found, count
        return None
