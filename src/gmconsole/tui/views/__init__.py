"""How the console shows each game: its Orders tab, its summary lines and its words.

A game's view is a :class:`GameViews` subclass registered in ``VIEWS`` (imported on first use);
a game without one gets :class:`~gmconsole.tui.views.generic.GenericViews`, whose Orders tab
takes orders typed as TOML (the orders-file format), so every game the engine knows is playable
from the console before its own widgets exist.

An Orders pane is a widget with ``show(session)`` and ``focus_main()``; it posts
:class:`OrderReady` with the order's dict form, and the game screen pushes it to the engine.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from gmconsole.tui.labels import Labels

VIEWS = {
    "astrub": "gmconsole.tui.views.astrub:AstrubViews",
    "winterfell": "gmconsole.tui.views.winterfell:WinterfellViews",
}


class OrderReady(Message):
    """An Orders pane asks the screen to push these orders (one undoable batch)."""

    def __init__(self, orders: dict[str, Any] | list[dict[str, Any]], note: str = "") -> None:
        super().__init__()
        self.orders = orders
        self.note = note
        """What was left out of a typed line (said after what was entered)."""


class GameViews:
    """Defaults for any game; subclasses add the game's own panes and words."""

    def __init__(self, session: Any, L: Labels) -> None:
        self.session = session
        self.L = L

    def orders_pane(self) -> Widget:
        from gmconsole.tui.views.generic import TomlOrders

        return TomlOrders(self.L, id="orders-pane")

    def subtitle(self) -> str:
        state, d = self.session.state, self.session.display
        text = f"{self.L('turn')} {state.turn} · {d(state.phase)}"
        if state.winner:
            text += f" · {self.L('winner')}: {d(state.winner)}"
        return text

    def summary(self) -> list[Text | str]:
        return []

    def roster_public(self, player: Any) -> dict[str, Any]:
        """More public columns for ``player`` (Winterfell: the influence of his rank)."""
        return {}

    def roster_secret(self, player: Any) -> list[str]:
        """More secret keys shown with his roles in the GM view (Winterfell: his hierarchy place)."""
        return []

    def describe_action(self, action: dict[str, Any]) -> str:
        if action.get("kind") == "resolve":
            return self.L("resolve").lower()
        return self.session.describe_action(action)


def views_for(session: Any, L: Labels) -> GameViews:
    target = VIEWS.get(session.game.rules.name)
    if target is not None:
        module, _, name = target.partition(":")
        try:
            cls = getattr(import_module(module), name)
        except ImportError:
            cls = GameViews
        return cls(session, L)
    return GameViews(session, L)
