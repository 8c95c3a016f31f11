"""The shared game engine: pure, headless, and never importing Textual.

Read it in this order: ``state`` (what a game is), ``actions`` (what the GM inputs),
``dice`` and ``events`` (what an action produces), ``rules`` (each game, behind a registry),
``journal`` and ``game`` (push, undo, redo, replay, verify).
"""

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import FileProblem, GMConsoleError, RuleViolation, UnknownPlayer
from gmconsole.engine.events import GM, PUBLIC, Audience, Event
from gmconsole.engine.game import Game, apply
from gmconsole.engine.rules.base import Context, GameRules, RosterEntry, ScenarioBase, Step
from gmconsole.engine.rules.registry import find_rules, games, register
from gmconsole.engine.state import GameState, Player

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
