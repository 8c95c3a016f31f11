"""What a game declares to the rest of the program: a :class:`GamePlugin`.

A game is one package (``gmconsole/games/<game>/`` for the shipped ones, or a package of its
own distribution) whose ``__init__`` declares a ``GamePlugin`` and names it in the
``gmconsole.games`` entry-point group::

    [project.entry-points."gmconsole.games"]
    mygame = "mygame:PLUGIN"

The declaration is cheap to import: it holds names and references (``"module:attribute"``,
relative to the game's package when they start with a dot), never the game's code, so the
program knows every game and its aliases without importing any of them. Each layer imports only
the part it needs, when it first needs it: the engine the rules, the export the post builders,
the console the views, ``gmconsole demo`` the demo.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any

from gmconsole.engine.installed import package_folder

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


@dataclass(frozen=True)
class GamePlugin:
    """A game's declaration: its names and where each of its parts lives."""

    name: str
    """The game's key, as scenario files say it (``game = "mygame"``)."""
    package: str
    """The game's package (its wording files and own scenarios are resources of it)."""
    rules: str | type
    """The :class:`~gmconsole.engine.rules.base.GameRules` subclass, as ``module:Class`` (or the
    class itself, for a game defined in-process by a test)."""
    title: str = ""
    aliases: tuple[str, ...] = ()
    """Other names that find the game (a scenario variant that runs on the same rules)."""
    posts: str | None = None
    """The module that registers the game's post builders (none: one sentence per event)."""
    console: str | None = None
    """The game's console views, as ``module:Class`` (none: the generic TOML order form)."""
    demo: str | None = None
    """A function returning a demo :class:`~gmconsole.engine.game.Game`, as ``module:function``."""
    demo_rank: int = 100
    """Which demo ``gmconsole demo`` opens when several games have one: the lowest rank."""
    policy: str | None = None
    """The random policy, as ``module:Class``: ``Class(rng, scenario).orders(state)`` gives the
    orders of the current step (without the final ``resolve``). The conformance tests and the
    simulator play the game with it."""
    heuristic: str | None = None
    """The heuristic policy, the same contract as ``policy``: players who act on what they know
    (a seer's answers, known wolves, failed missions) instead of at random. The simulator's
    ``--policy heuristic`` and the estimate at game creation play with it."""
    scenarios: tuple[str, ...] = ()
    """The game's shipped scenarios by name (the first is the default; none: the game's name)."""
    players: int = 0
    """A typical number of players, for tests and simulations (0: the game's minimum)."""

    def load(self, reference: str | type) -> Any:
        """Import ``reference`` (``module:attribute`` or ``module``; ``.x`` is relative to the
        game's package) and return the attribute, or the module itself."""
        if not isinstance(reference, str):
            return reference
        module, _, attribute = reference.partition(":")
        if module.startswith("."):
            module = self.package + module
        loaded = import_module(module)
        return getattr(loaded, attribute) if attribute else loaded

    def policy_class(self, kind: str = "random") -> Any:
        """The policy class of ``kind`` ("random" or "heuristic"), or None when not declared."""
        reference = self.heuristic if kind == "heuristic" else self.policy
        return None if reference is None else self.load(reference)

    def resources(self, *parts: str) -> Traversable:
        """A folder or file inside the game's package (``resources("wording", "fr.toml")``)."""
        place = package_folder(self.package)
        for part in parts:
            place = place / part
        return place
