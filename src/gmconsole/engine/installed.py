"""What the installation holds, found as :mod:`importlib.metadata` and :mod:`importlib.resources`
find it, without importing them: one distribution's entry points, a package's folder.

``importlib.metadata`` imports the ``email`` package, ``csv``, ``zipfile``, ``socket`` and more at
its own import: some 60 M instructions of every command's start (issue 17, more than the rest of
a ``status`` beyond the reference process). The registry needs it only for this distribution's
own ``gmconsole.games`` entry points (:func:`gmconsole.engine.rules.registry._shipped`):
:func:`entry_points` finds the same ``*.dist-info`` or ``*.egg-info`` folder ``distribution(name)``
finds (the first on ``sys.path`` whose name is ``name`` once normalised, folders in
``os.listdir``'s order) and parses its ``entry_points.txt`` the same way. Wherever the library would
look somewhere this reader does not (a zip file or an ``.egg`` on ``sys.path``, another finder of
distributions on ``sys.meta_path``, a malformed line), it answers ``None`` and the caller asks
``importlib.metadata``; an entry point's value of another form than ``module:attribute`` is
loaded by the library's own :class:`importlib.metadata.EntryPoint`.

``importlib.resources`` imports ``tempfile`` and, at the first ``files()``, ``zipfile`` (some 13 M
instructions): :func:`package_folder` gives the folder ``files(package)`` gives for a package
read from the file system (a :class:`pathlib.Path`), and asks the library for any other.
"""

from __future__ import annotations

import os
import sys
from importlib import import_module
from importlib.machinery import PathFinder, SourceFileLoader, SourcelessFileLoader
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

_INFO_SUFFIXES = (".dist-info", ".egg-info")
_FILE_PROBLEMS = (FileNotFoundError, IsADirectoryError, KeyError, NotADirectoryError, PermissionError)
"""What ``PathDistribution.read_text`` takes for a missing file (the entry points are then none)."""


class OwnEntryPoint:
    """An entry point of one group: its ``name``, ``value`` and ``group``, and :meth:`load`."""

    __slots__ = ("name", "value", "group")

    def __init__(self, name: str, value: str, group: str) -> None:
        self.name, self.value, self.group = name, value, group

    def load(self) -> Any:
        """The object the value names, as ``importlib.metadata.EntryPoint.load`` gives it."""
        module, colon, attribute = self.value.partition(":")
        if colon and _is_dotted_name(module) and _is_dotted_name(attribute):
            found: Any = import_module(module)
            for part in attribute.split("."):
                if part:
                    found = getattr(found, part)
            return found
        from importlib.metadata import EntryPoint  # spaces, extras, a module alone: its own reading

        return EntryPoint(name=self.name, value=self.value, group=self.group).load()


def _is_dotted_name(text: str) -> bool:
    """``[\\w.]+`` in ASCII: the library's pattern accepts it whole, with no space around it."""
    return bool(text) and text.isascii() and text.replace(".", "").replace("_", "a").isalnum()


def _normalized(name: str) -> str:
    """``importlib.metadata.Prepared.normalize``: runs of ``-``, ``_`` and ``.`` made one ``_``,
    lower case."""
    name = name.replace("-", "_").replace(".", "_")
    while "__" in name:
        name = name.replace("__", "_")
    return name.lower()


def _info_folder(distribution: str) -> str | None:
    """The metadata folder ``importlib.metadata.distribution(distribution)`` reads, ``""`` when it
    would find none, ``None`` when it would look where this function does not."""
    if any(
        finder is not PathFinder and getattr(finder, "find_distributions", None) is not None
        for finder in sys.meta_path
    ):
        return None
    wanted = _normalized(distribution)
    for root in sys.path:
        if os.path.basename(root).lower().endswith(".egg"):
            return None
        try:
            children = os.listdir(root or ".")
        except Exception:
            if os.path.isfile(root or "."):  # a zip file: the library opens it
                return None
            continue
        for child in children:
            low = child.lower()
            if (
                low.endswith(_INFO_SUFFIXES)
                and _normalized(low.rpartition(".")[0].partition("-")[0]) == wanted
            ):
                return os.path.join(root, child)
    return ""


def entry_points(distribution: str, group: str) -> list[OwnEntryPoint] | None:
    """The entry points of ``group`` that ``distribution`` declares, in its file's order (none when
    it is not installed), or ``None`` when ``importlib.metadata`` must be asked (see the module)."""
    folder = _info_folder(distribution)
    if not folder:
        return None if folder is None else []
    try:
        with open(os.path.join(folder, "entry_points.txt"), encoding="utf-8") as file:
            text = file.read()
    except _FILE_PROBLEMS:
        return []
    found: list[OwnEntryPoint] = []
    section: str | None = None
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
            continue
        if section is None:
            continue
        if "=" not in line:  # the library raises on it: let it
            return None
        if section == group:
            name, value = line.split("=", 1)
            found.append(OwnEntryPoint(name.strip(), value.strip(), group))
    return found


def package_folder(package: str) -> Traversable:
    """``importlib.resources.files(package)``: for a package of the file system, the folder of its
    ``__init__`` (what the library's ``FileReader`` gives), else the library's own answer (a zip,
    a namespace package, a loader of another kind)."""
    module = sys.modules.get(package) or import_module(package)
    spec = module.__spec__
    loader = None if spec is None else spec.loader
    if (
        spec is not None
        and spec.submodule_search_locations is not None
        and type(loader) in (SourceFileLoader, SourcelessFileLoader)
    ):
        return Path(loader.path).parent  # type: ignore[union-attr]
    from importlib.resources import files

    return files(package)
