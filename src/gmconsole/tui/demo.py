"""The demo game opened from the launcher.

For now an Astrub game built on the fly (fixed roster and seed, the first mission played and the
second one's votes half entered); the Winterfell demo shipped in the package replaces it when that
game lands: only :func:`demo_game_path` changes.
"""

from __future__ import annotations

from pathlib import Path

DEMO_SEED = "demo-astrub-2024"
DEMO_PLAYERS = ["Aurélie", "Bastien", "Chloé", "Damien", "Élodie", "Fabrice", "Gaëlle"]
DEMO_STEPS: list[list[dict]] = [
    [{"kind": "squad", "members": ["Aurélie", "Chloé"], "leader": "Aurélie"}],
    [{"kind": "resolve"}],
    [{"kind": "votes", "votes": {n: n not in ("Damien", "Fabrice") for n in DEMO_PLAYERS}}],
    [{"kind": "resolve"}],
    [{"kind": "mission", "choices": {"Aurélie": "success", "Chloé": "success"}}],
    [{"kind": "resolve"}],
    [{"kind": "squad", "members": ["Bastien", "Damien", "Élodie"]}],
    [{"kind": "resolve"}],
    [{"kind": "votes", "votes": {"Aurélie": "oui", "Bastien": "oui", "Chloé": "non", "Damien": "oui"}}],
]


def build_demo(path: Path) -> Path:
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.base import RosterEntry
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario

    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in DEMO_PLAYERS], DEMO_SEED)
    for batch in DEMO_STEPS:
        game.push([game.parse(a) for a in batch])
    return save_game(game, path)


def demo_game_path(saves_dir: Path | str = "saves") -> Path:
    """The demo save in ``saves_dir``: created when missing, else the one there (the GM's
    progress in it is kept)."""
    path = Path(saves_dir) / "demo-astrub.toml"
    if not path.exists():
        build_demo(path)
    return path
