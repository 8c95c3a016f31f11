"""The registry reads the ``gmconsole.games`` entry points without importing importlib.metadata
(issue 17: its import was a tenth of a headless command's start-up): it must list what
``importlib.metadata.entry_points`` lists, in the same order, or let it answer."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from gmconsole.engine.rules import registry


def _theirs() -> list[tuple[str, str]]:
    return [(p.name, p.value) for p in entry_points(group=registry.GROUP)]


def _ours() -> list[tuple[str, str]] | None:
    points = registry._scanned_entry_points()
    return None if points is None else [(p.name, p.value) for p in points]


def _dist(folder: Path, name: str, text: str, kind: str = "dist-info") -> None:
    info = folder / f"{name}.{kind}"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {name.partition('-')[0]}\n", encoding="utf-8"
    )
    if text is not None:
        (info / "entry_points.txt").write_text(text, encoding="utf-8")


@pytest.fixture
def on_path(monkeypatch):
    def add(*folders: Path) -> None:
        monkeypatch.setattr(sys, "path", [*map(str, folders), *sys.path])

    return add


def test_the_installed_games_are_found_as_importlib_metadata_finds_them():
    assert _ours() == _theirs()
    assert ("winterfell", "gmconsole.games.winterfell:PLUGIN") in _ours()


def test_other_distributions_comments_sections_and_duplicates(tmp_path, on_path):
    first, second = tmp_path / "first", tmp_path / "second"
    _dist(
        first,
        "Zeta_Game-1.0",
        "# a comment\n[console_scripts]\nzeta = z:main\n\n[gmconsole.games]\n zeta =  zg:PLUGIN \n",
    )
    _dist(first, "alpha.game-2.0", "[gmconsole.games]\nalpha = ag.plugin:PLUGIN [extra]\nalpha2=ag:P2\n")
    _dist(first, "old-0.1", "[gmconsole.games]\nold = old:PLUGIN\n", kind="egg-info")
    _dist(first, "empty-1.0", None)
    _dist(
        second, "zeta_game-9.0", "[gmconsole.games]\nshadowed = zz:PLUGIN\n"
    )  # the same name: the first wins
    _dist(second, "beta-1.0", "[gmconsole.games]\nbeta = b:PLUGIN\n")
    on_path(first, second)
    assert _ours() == _theirs()
    assert ("shadowed", "zz:PLUGIN") not in _ours()
    assert ("beta", "b:PLUGIN") in _ours() and ("alpha", "ag.plugin:PLUGIN [extra]") in _ours()


def test_a_zip_or_an_egg_on_the_path_is_left_to_importlib_metadata(tmp_path, on_path):
    archive = tmp_path / "lib.zip"
    archive.write_bytes(b"PK\x05\x06" + b"\0" * 18)
    on_path(archive)
    assert _ours() is None
    assert [(p.name, p.value) for p in registry._entry_points()] == _theirs()


def test_an_entry_point_loads_as_importlib_metadatas_does():
    point = registry._EntryPoint("winterfell", "gmconsole.games.winterfell:PLUGIN")
    (theirs,) = [p for p in entry_points(group=registry.GROUP) if p.name == "winterfell"]
    assert point.load() is theirs.load()
    assert registry._EntryPoint("x", "gmconsole.engine.rules:registry.GROUP").load() == registry.GROUP


def test_a_status_imports_no_importlib_metadata(tmp_path):
    """The headless path from the registry to a game's rules never imports importlib.metadata
    (nor builds a pydantic validator, whose plug-in loader would import it)."""
    code = (
        "import sys\n"
        "from gmconsole.engine.rules.registry import find_rules\n"
        "find_rules('winterfell')\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"
