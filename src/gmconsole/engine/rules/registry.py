"""The registry of games: every installed game, found through its plug-in declaration.

Games are found through the ``gmconsole.games`` entry-point group (see
:mod:`gmconsole.engine.rules.plugin`): the shipped games declare themselves in this project's
``pyproject.toml``, and a game of another distribution the same way, so the program names no
game. Reading the declarations imports no game; ``find_rules(name)`` imports the rules of
that game alone, on first use, so a command pays only for the game it runs.

A shipped game comes first: another distribution's game of the same name or alias does not
replace it. So a command on a shipped game's save reads this distribution's declarations alone
(:func:`_shipped`), not every installed distribution's (some 60 in a development venv: about
11 M instructions of a command's start, issue 17); :func:`games` and a game not shipped read
them all.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from gmconsole.engine import installed
from gmconsole.engine.errors import GMConsoleError
from gmconsole.engine.rules.base import GameRules
from gmconsole.engine.rules.plugin import GamePlugin

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

GROUP = "gmconsole.games"

_PLUGINS: dict[str, GamePlugin] | None = None
_ALIASES: dict[str, str] = {}
_RULES: dict[str, GameRules] = {}


def register(rules_class: type[GameRules]) -> type[GameRules]:
    """Class decorator on a game's rules: check the class's contract when it is defined."""
    _check_state_model(rules_class)
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


DISTRIBUTION = "gmconsole"  # the distribution that ships the games of this project

_SHIPPED: dict[str, GamePlugin] | None = None
_SHIPPED_ALIASES: dict[str, str] = {}


def entry_points(*, group: str) -> Iterable[EntryPoint]:
    """``importlib.metadata.entry_points``, the library imported at the first call only: its
    import alone is some 60 M instructions, which a command on a shipped game's save never needs
    (:func:`_shipped` reads this distribution's declarations without it)."""
    from importlib.metadata import entry_points as every_entry_point

    return every_entry_point(group=group)


def _load(points: Iterable[Any], found: dict[str, GamePlugin]) -> None:
    """Each entry point's plug-in added to ``found`` unless a game of its name is there already
    (a broken one noted in ``_BROKEN``, not raised: it must not stop the others)."""
    for point in points:
        try:
            plugin = point.load()
        except Exception as exc:  # a broken third-party game must not stop the others
            _BROKEN[point.name] = f"{type(exc).__name__}: {exc}"
            continue
        if not isinstance(plugin, GamePlugin):
            _BROKEN[point.name] = f"{point.value} is not a GamePlugin"
            continue
        found.setdefault(plugin.name, plugin)


def _index_aliases(found: dict[str, GamePlugin], aliases: dict[str, str]) -> None:
    """``aliases`` made again: each alias of the games ``found`` (in lower case) to its game's
    name, the first game to claim it keeping it."""
    aliases.clear()
    for plugin in found.values():
        for alias in plugin.aliases:
            aliases.setdefault(alias.lower(), plugin.name)


def _shipped() -> dict[str, GamePlugin]:
    """The games this distribution declares, read from its own declarations alone (empty when it
    is not installed: the sources on ``sys.path`` without their metadata)."""
    global _SHIPPED
    if _SHIPPED is None:
        found: dict[str, GamePlugin] = {}
        points: Iterable[Any] | None = installed.entry_points(DISTRIBUTION, GROUP)
        if points is None:  # somewhere the cheap reader does not look: the library's answer
            from importlib.metadata import PackageNotFoundError, distribution

            try:
                points = distribution(DISTRIBUTION).entry_points.select(group=GROUP)
            except PackageNotFoundError:
                points = ()
        _load(points, found)
        _index_aliases(found, _SHIPPED_ALIASES)
        _SHIPPED = found
    return _SHIPPED


def _discover() -> dict[str, GamePlugin]:
    global _PLUGINS
    if _PLUGINS is None:
        found = dict(_shipped())  # the shipped games first (see the module's docstring)
        _load(entry_points(group=GROUP), found)
        _index_aliases(found, _ALIASES)
        _PLUGINS = found
    return _PLUGINS


_BROKEN: dict[str, str] = {}


def refresh() -> None:
    """Forget what was discovered (and installed in-process), so the installed games are read
    again (tests use it)."""
    global _PLUGINS, _SHIPPED
    _PLUGINS = _SHIPPED = None
    _BROKEN.clear()
    _RULES.clear()


def install(plugin: GamePlugin) -> None:
    """Make a game known in this process only, beside the installed ones (tests, embedding)."""
    found = _discover()
    found[plugin.name] = plugin
    _RULES.pop(plugin.name, None)
    for alias in plugin.aliases:
        _ALIASES[alias.lower()] = plugin.name


def games() -> list[str]:
    """The names of every installed game."""
    return sorted(_discover())


def plugins() -> list[GamePlugin]:
    """Every installed game's declaration, by name."""
    found = _discover()
    return [found[name] for name in sorted(found)]


def find_plugin(name: str) -> GamePlugin:
    """The declaration of game ``name`` (a game name or an alias)."""
    key = name.strip().lower()
    if _PLUGINS is None:  # nothing installed in this process: a shipped game, found cheaply
        plugin = _shipped().get(_SHIPPED_ALIASES.get(key, key))
        if plugin is not None:
            return plugin
    found = _discover()
    key = _ALIASES.get(key, key)
    plugin = found.get(key)
    if plugin is None:
        from gmconsole.engine.worded import worded  # said in the reader's language (describe)

        if key in _BROKEN:
            raise GMConsoleError(worded("", "game-cannot-load", name=repr(name), why=_BROKEN[key]))
        known = ", ".join(sorted(found)) or worded("", "game-none")
        raise GMConsoleError(worded("", "game-unknown", name=repr(name), games=known))
    return plugin


def find_rules(name: str) -> GameRules:
    """The rules of game ``name`` (a game name or an alias), imported on first use."""
    plugin = find_plugin(name)
    rules = _RULES.get(plugin.name)
    if rules is None:
        rules_class = plugin.load(plugin.rules)
        _check_state_model(rules_class)
        rules = _RULES[plugin.name] = rules_class()
    return rules
