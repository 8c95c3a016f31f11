"""``engine/installed.py`` reads what ``importlib.metadata`` and ``importlib.resources`` read
(issue 17: the commands' start-up without either library): the same distribution's entry points
of a group, in order, and the same package folder; wherever the library would look where the
reader does not, the reader answers ``None`` and the library is asked."""

from __future__ import annotations

import importlib.metadata
import importlib.resources
import sys
import zipfile
from pathlib import Path

import pytest

from gmconsole.engine import installed


def _library(name: str, group: str) -> list[tuple[str, str, str]]:
    try:
        points = importlib.metadata.distribution(name).entry_points.select(group=group)
    except importlib.metadata.PackageNotFoundError:
        return []
    return [(p.name, p.value, p.group) for p in points]


def _reader(name: str, group: str) -> list[tuple[str, str, str]]:
    points = installed.entry_points(name, group)
    assert points is not None
    return [(p.name, p.value, p.group) for p in points]


@pytest.fixture
def on_path(tmp_path: Path):
    sys.path.insert(0, str(tmp_path))
    yield tmp_path
    sys.path.remove(str(tmp_path))


def test_this_distributions_games_are_the_librarys(on_path: Path) -> None:
    assert _reader("gmconsole", "gmconsole.games") == _library("gmconsole", "gmconsole.games")
    assert _reader("gmconsole", "console_scripts") == _library("gmconsole", "console_scripts")
    assert {name for name, _, _ in _reader("gmconsole", "gmconsole.games")} >= {"winterfell", "astrub"}


ENTRY_POINTS = """\
stray = line:before_any_section
[gmconsole.games]
# a comment
  first =  pkg.mod:PLUGIN  \n\
second=pkg:obj.attr
[other]
third = x:y
[gmconsole.games]
fourth = pkg.mod [extra]
"""


@pytest.mark.parametrize("folder", ["Some_Game-1.0.dist-info", "some.game.egg-info", "SOME.GAME-2.dist-info"])
def test_a_distribution_of_any_spelling_and_its_file_read_as_the_library_reads_them(
    on_path: Path, folder: str
) -> None:
    info = on_path / folder
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: some-game\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(ENTRY_POINTS, encoding="utf-8")
    for group in ("gmconsole.games", "other", "nothing"):
        assert _reader("some-game", group) == _library("some-game", group), group
        assert _reader("Some.Game", group) == _library("Some.Game", group), group
    assert len(_reader("some_game", "gmconsole.games")) == 3


def test_no_distribution_and_no_file_give_no_entry_points(on_path: Path) -> None:
    assert _reader("no-such-distribution-here", "gmconsole.games") == []
    (on_path / "bare-0.1.dist-info").mkdir()
    assert _reader("bare", "gmconsole.games") == [] == _library("bare", "gmconsole.games")


def test_the_first_folder_on_the_path_wins(on_path: Path, tmp_path_factory) -> None:
    later = tmp_path_factory.mktemp("later")
    for root, value in ((on_path, "first:A"), (later, "second:B")):
        info = root / "twice-1.0.dist-info"
        info.mkdir()
        (info / "entry_points.txt").write_text(f"[g]\nx = {value}\n", encoding="utf-8")
    sys.path.append(str(later))
    try:
        assert _reader("twice", "g") == _library("twice", "g") == [("x", "first:A", "g")]
    finally:
        sys.path.remove(str(later))


def test_a_zip_on_the_path_or_a_line_without_equals_sends_to_the_library(
    on_path: Path, tmp_path_factory
) -> None:
    info = on_path / "broken-1.0.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text("[g]\nno equals sign\n", encoding="utf-8")
    assert installed.entry_points("broken", "g") is None
    archive = tmp_path_factory.mktemp("zip") / "lib.zip"
    with zipfile.ZipFile(archive, "w") as zipped:
        zipped.writestr("zipped-1.0.dist-info/entry_points.txt", "[g]\nx = a:b\n")
    sys.path.insert(0, str(archive))
    try:
        assert installed.entry_points("zipped", "g") is None
        assert _library("zipped", "g") == [("x", "a:b", "g")]
    finally:
        sys.path.remove(str(archive))


def test_an_entry_point_loads_what_the_librarys_loads(on_path: Path) -> None:
    (on_path / "pkgtoy").mkdir()
    (on_path / "pkgtoy" / "__init__.py").write_text("class Obj:\n    attr = 42\n", encoding="utf-8")
    info = on_path / "pkgtoy-1.0.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text(
        "[g]\nclass = pkgtoy:Obj\nattr = pkgtoy:Obj.attr\nmodule = pkgtoy\nspaced = pkgtoy : Obj\n",
        encoding="utf-8",
    )
    try:
        library = importlib.metadata.distribution("pkgtoy").entry_points.select(group="g")
        mine = installed.entry_points("pkgtoy", "g")
        assert mine is not None
        assert [p.load() for p in mine] == [p.load() for p in library]
        assert mine[1].load() == 42
    finally:
        sys.modules.pop("pkgtoy", None)


@pytest.mark.parametrize("package", ["gmconsole", "gmconsole.games.winterfell", "gmconsole.engine", "json"])
def test_a_package_folder_is_the_librarys(package: str) -> None:
    assert installed.package_folder(package) == importlib.resources.files(package)
    assert type(installed.package_folder(package)) is type(importlib.resources.files(package))
