"""The demo game: built from the shipped scenarios with a fixed roster, seed and orders.

It is generated rather than stored, so it always matches the engine of this version and opens
from any folder. ``demo_save_path()`` writes it into ``saves/`` the first time and returns the
path (an existing copy, perhaps played further by the GM, is kept).
"""

from __future__ import annotations

from pathlib import Path

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import SAVES_DIR, load_game, save_game
from gmconsole.scenarios import load_scenario

ASTRUB_PLAYERS = ["Alix", "Bérénice", "Cassius", "Dolorès", "Évariste", "Fanchon", "Gaspard"]


def build_astrub_demo() -> Game:
    """A 7-player Astrub game after one launched mission and one rejected squad."""
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in ASTRUB_PLAYERS], "demo-astrub")
    p = game.parse
    spies = set(game.state.spies())  # type: ignore[attr-defined]
    game.push([p({"kind": "squad", "leader": "Alix", "members": ["Alix", "Bérénice"]}), p({"kind": "resolve"})])
    game.push([p({"kind": "votes", "votes": {n: "yes" for n in ASTRUB_PLAYERS}}), p({"kind": "resolve"})])
    game.push([p({"kind": "mission", "choices": {n: n in spies for n in ["Alix", "Bérénice"]}}), p({"kind": "resolve"})])
    leader = game.state.leader  # type: ignore[attr-defined]
    squad = [leader] + [n for n in ASTRUB_PLAYERS if n != leader][:2]
    game.push([p({"kind": "squad", "members": squad}), p({"kind": "resolve"})])
    game.push([p({"kind": "votes", "votes": {n: n in squad for n in ASTRUB_PLAYERS}}), p({"kind": "resolve"})])
    return game


def build_demo() -> Game:
    """The richest demo this version can build (Winterfell when its engine is present)."""
    try:
        from gmconsole.engine.rules.winterfell.demo import build_winterfell_demo
    except ImportError:
        return build_astrub_demo()
    return build_winterfell_demo()


def demo_save_path(saves_dir: Path = SAVES_DIR) -> Path:
    """The demo's save in ``saves_dir``, written there if it is not there yet (or unreadable)."""
    game = None
    path = saves_dir / "demo.toml"
    if path.exists():
        try:
            load_game(path)
            return path
        except Exception:  # a broken copy: write a fresh one (the old one stays as .bak)
            pass
    game = build_demo()
    save_game(game, path)
    return path
