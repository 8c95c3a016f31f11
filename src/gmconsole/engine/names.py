"""Player names as the GM types them: accents and case ignored, aliases, close-match hints.

The engine identifies players by their roster name. Everything the GM types goes through
:class:`NameIndex`, which resolves exact (folded) names and aliases and, for a name it cannot
resolve, suggests the close ones. It never guesses: an unclear name is an error or a question.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from rapidfuzz import fuzz, process

from gmconsole.engine.errors import UnknownPlayer


def fold(text: str) -> str:
    """Lower-case, accent-free, single-spaced form of ``text`` used to compare names."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(stripped.casefold().split())


class NameIndex:
    """Resolves typed names to roster names."""

    def __init__(self, names: Iterable[str], aliases: dict[str, Iterable[str]] | None = None) -> None:
        self.names: list[str] = list(names)
        self._by_key: dict[str, str] = {}
        for name in self.names:
            self._by_key[fold(name)] = name
        for name, alts in (aliases or {}).items():
            for alt in alts:
                self._by_key.setdefault(fold(alt), name)
        self._keys = list(self._by_key)

    def get(self, typed: str) -> str | None:
        """The roster name for ``typed`` (exact after folding, or an alias), else ``None``."""
        return self._by_key.get(fold(typed))

    def resolve(self, typed: str) -> str:
        """The roster name for ``typed``; :class:`UnknownPlayer` with suggestions otherwise."""
        found = self.get(typed)
        if found is None:
            raise UnknownPlayer(typed, self.suggest(typed))
        return found

    def scored(self, typed: str, limit: int = 5) -> list[tuple[str, float]]:
        """Candidate roster names with a 0-100 similarity score, best first (one per player)."""
        key = fold(typed)
        if not key:
            return []
        out: dict[str, float] = {}
        for match, score, _ in process.extract(key, self._keys, scorer=fuzz.WRatio, limit=limit * 3):
            name = self._by_key[match]
            out[name] = max(out.get(name, 0.0), float(score))
        return sorted(out.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]

    def suggest(self, typed: str, cutoff: float = 70.0, limit: int = 3) -> list[str]:
        """Close roster names for an unknown ``typed`` name (for error messages)."""
        return [name for name, score in self.scored(typed, limit) if score >= cutoff]
