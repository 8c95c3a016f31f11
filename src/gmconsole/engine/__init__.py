"""The shared game engine: pure, headless, and never importing Textual.

Read it in this order: ``state`` (what a game is), ``actions`` (what the GM inputs),
``dice`` and ``events`` (what an action produces), ``rules`` (each game, behind a registry),
``journal`` and ``game`` (push, undo, redo, replay, verify).
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

# Each name is imported from its module on first use (PEP 562): importing one module of the
# engine (``gmconsole.engine.errors``) does not import them all (start-up time, issue 17).
_WHERE = {
    "Action": "actions",
    "Resolve": "actions",
    "FileProblem": "errors",
    "GMConsoleError": "errors",
    "RuleViolation": "errors",
    "UnknownPlayer": "errors",
    "GM": "events",
    "PUBLIC": "events",
    "Audience": "events",
    "Event": "events",
    "Game": "game",
    "apply": "game",
    "Context": "rules.base",
    "GameRules": "rules.base",
    "RosterEntry": "rules.base",
    "ScenarioBase": "rules.base",
    "Step": "rules.base",
    "find_rules": "rules.registry",
    "games": "rules.registry",
    "register": "rules.registry",
    "GameState": "state",
    "Player": "state",
}

if TYPE_CHECKING:  # pragma: no cover
    from gmconsole.engine.actions import Action, Resolve
    from gmconsole.engine.errors import FileProblem, GMConsoleError, RuleViolation, UnknownPlayer
    from gmconsole.engine.events import GM, PUBLIC, Audience, Event
    from gmconsole.engine.game import Game, apply
    from gmconsole.engine.rules.base import Context, GameRules, RosterEntry, ScenarioBase, Step
    from gmconsole.engine.rules.registry import find_rules, games, register
    from gmconsole.engine.state import GameState, Player


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "GM",
    "PUBLIC",
    "Action",
    "Audience",
    "Context",
    "Event",
    "FileProblem",
    "GMConsoleError",
    "Game",
    "GameRules",
    "GameState",
    "Player",
    "Resolve",
    "RosterEntry",
    "RuleViolation",
    "ScenarioBase",
    "Step",
    "UnknownPlayer",
    "apply",
    "find_rules",
    "games",
    "register",
]
