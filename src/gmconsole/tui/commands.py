"""The command palette (ctrl+p): every action of the game screen and every player by name.

The screen lists its commands (``palette_commands``); this provider matches them fuzzily with
accents ignored ("chloe" finds Chloé). Choosing a player shows his row; "view as" shows what he
knows.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Provider

from gmconsole.engine.names import fold


class GameCommands(Provider):
    def _commands(self) -> list[tuple[str, str, object]]:
        commands = getattr(self.screen, "palette_commands", None)
        return commands() if commands else []

    async def discover(self) -> Hits:
        for title, help_text, callback in self._commands():
            yield DiscoveryHit(title, callback, help=help_text)  # type: ignore[arg-type]

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(fold(query))
        for title, help_text, callback in self._commands():
            score = matcher.match(fold(title))
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, text=title, help=help_text)  # type: ignore[arg-type]


def bind(method: Callable[..., Any], *args: object) -> Callable[[], Any]:
    """A callback for a hit (a bound method with its arguments)."""
    return partial(method, *args)
