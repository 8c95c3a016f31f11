"""The demo game: built by a game's plug-in from its shipped scenario, with a fixed roster, seed
and orders.

It is generated rather than stored, so it always matches the engine of this version and opens
from any folder. The game whose plug-in declares a demo with the lowest ``demo_rank`` is the
demo (``gmconsole demo GAME`` picks another). ``demo_save_path()`` writes it into ``saves/`` the
first time and returns the path (an existing copy, perhaps played further by the GM, is kept).
"""

from __future__ import annotations

from pathlib import Path

from gmconsole.engine.errors import GMConsoleError
from gmconsole.engine.game import Game
from gmconsole.engine.rules.plugin import GamePlugin
from gmconsole.engine.rules.registry import find_plugin, plugins
from gmconsole.saves import SAVES_DIR, load_game, save_game
from gmconsole.tomlio import said


def demo_plugin(game: str | None = None) -> GamePlugin:
    """The plug-in whose demo is opened: ``game``'s, else the one of lowest ``demo_rank``."""
    if game is not None:
        plugin = find_plugin(game)
        if plugin.demo is None:
            raise GMConsoleError(said("demo-none-for-game", game=repr(plugin.name)))
        return plugin
    with_demo = [p for p in plugins() if p.demo is not None]
    if not with_demo:
        raise GMConsoleError(said("demo-none"))
    return min(with_demo, key=lambda p: (p.demo_rank, p.name))


def build_demo(game: str | None = None) -> Game:
    """The demo game of ``game`` (default: the main demo)."""
    plugin = demo_plugin(game)
    assert plugin.demo is not None
    built: Game = plugin.load(plugin.demo)()
    return built


def demo_save_path(saves_dir: Path = SAVES_DIR, game: str | None = None) -> Path:
    """The demo's save in ``saves_dir``, written there if it is not there yet.

    A copy that cannot be read is left as it is (never written over, never rotated into
    ``.bak``): the fresh demo goes to ``demo-2.toml`` (or the next free number)."""
    from gmconsole.savelock import save_lock

    plugin = demo_plugin(game)
    stem = "demo" if game is None else f"demo-{plugin.name}"
    n = 1
    while True:
        path = saves_dir / (f"{stem}.toml" if n == 1 else f"{stem}-{n}.toml")
        if not path.exists():
            with save_lock(path, "gmconsole demo"):
                if not path.exists():
                    save_game(build_demo(game), path)
            return path
        try:
            load_game(path)
            return path
        except GMConsoleError:  # a broken copy: kept for the GM to look at
            n += 1
