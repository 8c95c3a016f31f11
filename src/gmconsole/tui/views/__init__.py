"""How the console shows each game: its Orders tab, its summary lines and its words.

A game's view is a :class:`GameViews` subclass its plug-in names as ``console`` (imported on
first use); a game without one gets :class:`GameViews`, whose Orders tab draws the forms the rules declare
(:mod:`gmconsole.tui.views.forms`: ballots, group pickers, one-order forms) and, for a step
without forms, takes orders typed as TOML (the orders-file format), so every game the engine
knows is playable from the console before its own widgets exist.

An Orders pane is a widget with ``show(session)`` and ``focus_main()``; it posts
:class:`OrderReady` with the order's dict form, and the game screen pushes it to the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from gmconsole.tui.labels import Labels


class OrderReady(Message):
    """An Orders pane asks the screen to push these orders (one undoable batch)."""

    def __init__(
        self,
        orders: dict[str, Any] | list[dict[str, Any]],
        note: str = "",
        done: Callable[[bool], None] | None = None,
    ) -> None:
        super().__init__()
        self.orders = orders
        self.note = note
        """What was left out of a typed line (said after what was entered)."""
        self.done = done
        """Told whether the engine took the orders: a field clears what was typed only then, so a
        refused order stays in the field to be corrected (nothing typed is lost)."""


class GameViews:
    """Defaults for any game; subclasses add the game's own panes and words."""

    LABELS: dict[str, dict[str, str]] = {}
    """Older code's extra console words, ``{"en": {...}, "fr": {...}}``; a game's own words are
    Fluent messages in its ``wording/<lang>/console.ftl``, its help pages in ``help.ftl``."""

    def __init__(self, session: Any, L: Labels) -> None:
        self.session = session
        self.L = L.for_game(session.game.rules.name).extended(self.LABELS)

    def help_key(self) -> str:
        """Which help page the current step shows (the phase, by default): the console message
        ``console-help-<key>`` of the game's ``help.ftl`` (``:`` becomes ``-``)."""
        return str(self.session.state.phase)

    def orders_pane(self) -> Widget:
        """The current step's forms as the rules describe them (a step without forms: the
        orders typed as TOML)."""
        from gmconsole.tui.views.forms import FormsPane

        return FormsPane(self.L, id="orders-pane")

    def subtitle(self) -> str:
        state, d = self.session.state, self.session.display
        text = f"{self.L('turn')} {state.turn} · {d(state.phase)}"
        if state.winner:
            text += f" · {self.L('winner')}{self.L('colon')}{d(state.winner)}"
        return text

    def summary(self) -> list[Text | str]:
        return []

    def roster_public(self, player: Any) -> dict[str, Any]:
        """More public columns for ``player`` (a rank's influence, say)."""
        return {}

    def roster_secret(self, player: Any) -> list[str]:
        """More secret keys shown with his roles in the GM view (a place in a hierarchy, say)."""
        return []

    def roster_sections(self) -> list[tuple[str, list[str]]]:
        """The game's GM blocks shown under the GM roster (the rules' ``gm_sections``)."""
        session = self.session
        return session.game.rules.gm_sections(session.state, session.scenario)

    def describe_action(self, action: dict[str, Any]) -> str:
        """An order in the game's words: its wording's ``action-<kind>`` message (see
        :func:`~gmconsole.engine.worded.describe_action`), never a game's own code."""
        return self.session.describe_action(action)


def views_for(session: Any, L: Labels) -> GameViews:
    """The console views of the session's game (its plug-in's, or the generic ones)."""
    from gmconsole.engine.rules.registry import find_plugin

    plugin = find_plugin(session.game.rules.name)
    if plugin.console is None:
        return GameViews(session, L)
    cls = plugin.load(plugin.console)
    return cls(session, L)
