"""A shipped game is found from this distribution's own declarations, without reading every
installed distribution's (issue 17's start-up), and no other distribution's game replaces it:
the cheap path and the full discovery give the same plug-ins."""

from __future__ import annotations

import sys

import pytest

from games.toy.install import HERE, write_dist_info
from gmconsole.engine.rules import registry


@pytest.fixture
def fresh():
    registry.refresh()
    yield
    registry.refresh()


def test_a_shipped_game_and_its_aliases_are_found_without_reading_every_distribution(fresh, monkeypatch):
    def every_distribution(**_):
        raise AssertionError("every installed distribution's declarations were read")

    monkeypatch.setattr(registry, "entry_points", every_distribution)
    shipped = registry._shipped()
    assert {"winterfell", "astrub", "thiercelieux", "vampire-hunter"} <= set(shipped)
    for plugin in shipped.values():
        assert registry.find_plugin(plugin.name) is plugin
        assert registry.find_plugin(f"  {plugin.name.upper()} ") is plugin
        for alias in plugin.aliases:
            assert registry.find_plugin(alias) is plugin
    assert registry.find_rules("winterfell").name == "winterfell"


def test_the_cheap_path_gives_what_the_full_discovery_gives(fresh):
    cheap = {name: registry.find_plugin(name) for name in registry._shipped()}
    registry.refresh()
    full = registry._discover()
    for name, plugin in cheap.items():
        assert full[name] == plugin
        assert registry.find_plugin(name) is full[name]
    assert registry.games() == sorted(full)


def test_a_game_not_shipped_is_still_found_among_every_distribution(fresh, tmp_path):
    write_dist_info(tmp_path)
    sys.path[:0] = [str(HERE), str(tmp_path)]
    try:
        registry.refresh()
        assert registry.find_plugin("toy").name == "toy"
        assert "toy" in registry.games()
    finally:
        sys.path.remove(str(HERE))
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m == "gmtoy" or m.startswith("gmtoy.")]:
            del sys.modules[name]


def test_another_distributions_game_of_a_shipped_name_does_not_replace_it(fresh, tmp_path):
    info = tmp_path / "impostor-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: impostor\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[gmconsole.games]\nwinterfell = gmtoy:PLUGIN\n", encoding="utf-8")
    shipped = registry._shipped()["winterfell"]
    sys.path[:0] = [str(HERE), str(tmp_path)]
    try:
        registry.refresh()
        assert registry._discover()["winterfell"] == shipped
        assert registry.find_plugin("winterfell") == shipped
    finally:
        sys.path.remove(str(HERE))
        sys.path.remove(str(tmp_path))
        for name in [m for m in sys.modules if m == "gmtoy" or m.startswith("gmtoy.")]:
            del sys.modules[name]
