"""The registry of games: ``find_rules("astrub")`` gives the rules of a game by name or alias."""

from __future__ import annotations

import inspect
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
    _check_state_model(rules_class)
    rules = rules_class()
    _RULES[rules_class.name] = rules
    for alias in rules_class.aliases:
        _ALIASES[alias] = rules_class.name
    return rules_class


def _check_state_model(rules_class: type[GameRules]) -> None:
    """A game's state must be a pydantic dataclass of its own (``@dataclass(kw_only=True)`` on the
    subclass of GameState): without the decorator its fields would be plain class attributes,
    never validated, copied or saved."""
    state = getattr(rules_class, "state_model", None)
    if state is None:
        return
    own = state.__dict__.get("__dataclass_fields__")
    if (
        own is None
        or "__pydantic_fields__" not in state.__dict__
        or any(name not in own for name in inspect.get_annotations(state))
    ):
        raise TypeError(
            f"{rules_class.__name__}.state_model {state.__name__} is not a pydantic dataclass: decorate it with "
            "@pydantic.dataclasses.dataclass(kw_only=True) like GameState"
        )


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
