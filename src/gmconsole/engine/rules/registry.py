"""The registry of games: ``find_rules("astrub")`` gives the rules of a game by name or alias."""

from __future__ import annotations

from importlib import import_module

from gmconsole.engine.errors import GMConsoleError
from gmconsole.engine.rules.base import GameRules

# Games are imported on first use so that a command pays only for the game it runs.
_MODULES = {
    "astrub": "gmconsole.engine.rules.astrub",
    "winterfell": "gmconsole.engine.rules.winterfell",
}
_RULES: dict[str, GameRules] = {}
_ALIASES: dict[str, str] = {}


def register(rules_class: type[GameRules]) -> type[GameRules]:
    """Class decorator: make a game available under its name and aliases."""
    rules = rules_class()
    _RULES[rules_class.name] = rules
    for alias in rules_class.aliases:
        _ALIASES[alias] = rules_class.name
    return rules_class


def games() -> list[str]:
    """The names of every known game."""
    return sorted(_MODULES)


def find_rules(name: str) -> GameRules:
    """The rules of game ``name`` (a game name or an alias)."""
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key not in _RULES and key in _MODULES:
        try:
            import_module(_MODULES[key])
        except ModuleNotFoundError as exc:  # a game listed but not built yet
            if exc.name and exc.name.startswith(_MODULES[key]):
                raise GMConsoleError(f"the game {name!r} is not available in this version") from None
            raise
        key = _ALIASES.get(key, key)
    if key not in _RULES:
        raise GMConsoleError(f"unknown game {name!r}; known games: {', '.join(games())}")
    return _RULES[key]
