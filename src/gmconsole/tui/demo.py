"""The demo game opened from the launcher.

The demo itself is built by :mod:`gmconsole.demo` (shared with ``gmconsole demo``): generated
by a game's plug-in with a fixed roster, seed and orders, copied into ``saves/`` the first time.
The console only asks for its path here, in one place.
"""

from __future__ import annotations

from pathlib import Path


def demo_game_path(saves_dir: Path | str = "saves") -> Path:
    """The demo's save in ``saves_dir`` (written there if missing; the GM's copy is kept)."""
    from gmconsole.demo import demo_save_path

    return demo_save_path(Path(saves_dir))
