"""Install the toy game (``gmtoy``) the way a game of another distribution is installed: a
``dist-info`` folder with a ``gmconsole.games`` entry point, found by ``importlib.metadata`` on
``sys.path``. Nothing in ``src/`` knows the toy game."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from gmconsole.engine.rules import registry

HERE = Path(__file__).resolve().parent


def write_dist_info(folder: Path) -> Path:
    info = folder / "gmtoy-0.1.dist-info"
    info.mkdir(parents=True, exist_ok=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: gmtoy\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[gmconsole.games]\ntoy = gmtoy:PLUGIN\n", encoding="utf-8")
    return folder


@contextmanager
def toy_installed(folder: Path) -> Iterator[dict[str, str]]:
    """The toy game installed in this process; yields the environment a subprocess needs."""
    write_dist_info(folder)
    paths = [str(HERE), str(folder)]
    sys.path[:0] = paths
    registry.refresh()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([*paths, os.environ.get("PYTHONPATH", "")]))
    try:
        yield env
    finally:
        for path in paths:
            sys.path.remove(path)
        for name in [m for m in sys.modules if m == "gmtoy" or m.startswith("gmtoy.")]:
            del sys.modules[name]
        registry.refresh()
