"""The wording of posts: the Fluent messages of :mod:`gmconsole.engine.wording`, with formatting.

Every sentence of a post is a Fluent message (``.ftl``) of the game's ``wording/<lang>/`` folder
or of the generic ``gmconsole/wording/<lang>/``; an event's sentence is named after its kind
(``squad_proposed``), a variant ``kind_variant`` (``approval_vote_tie``)::

    squad_proposed = Escouade proposée par **{ $leader }** : { $members }.

``**bold**`` and ``*italic*`` in a message's own words mark formatting (``\\*`` is a literal
star); the renderer turns them into BBCode or Markdown, and escapes the values filled in, so a
player's name never becomes markup. The French typography (narrow spaces, ``’``) is applied to
the message's words, never to the values.

For a player named in an event (``$victim``), a message may select on ``$victim_gender`` (``f``,
``m``, ``other``: from the roster, given to the posts as ``people=``), and for a list of names on
``$members_gender`` and ``$members_count``.

The GM's own wording (a ``.ftl`` file or a folder of them, or an older ``.toml`` file with
``[events]`` and ``[labels]`` tables, converted) is loaded last; it may only change messages
that exist, so a typo is reported, not silently ignored.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from gmconsole.engine import wording as engine_wording
from gmconsole.engine.errors import FileProblem, GMConsoleError
from gmconsole.export.document import Bold, Inline, Italic

SECTIONS = ("events", "labels")
_T = TypeVar("_T")


class TemplateProblem(FileProblem):
    """A wording message that cannot be read or filled in; names the file, the key and the field."""

    def __init__(self, path: object, key: str, problem: str, field: str = "") -> None:
        self.key = key
        self.field = field
        super().__init__(path, f"{key}: {problem}")


# -- formatting marks, outside the values ---------------------------------------------------------

_O, _C = engine_wording.OPEN, engine_wording.CLOSE


def _marks(text: str) -> Iterator[tuple[int, int]]:
    """The start and end of each formatting mark of ``text`` (``**``, ``*``, an escaped star
    ``\\*``) and of each value (from :data:`_O` to the next :data:`_C`), left to right: what the
    regular expression of the tests' ``MARKS`` finds, told by ``str.find`` (compiling it cost
    1.4 M instructions at each import of the export, issue 17)."""
    pos = 0
    value = text.find(_O)
    while True:
        star = text.find("*", pos)
        if value != -1 and value < pos:
            value = text.find(_O, pos)
        if value != -1 and (star == -1 or value < star):
            end = text.find(_C, value + 1)
            if end != -1:
                yield value, end + 1
                pos = end + 1
                continue
            value = -1  # an opening marker never closed: no value anywhere after it either
        if star == -1:
            return
        if star > pos and text[star - 1] == "\\":
            yield star - 1, star + 1
            pos = star + 1
        elif text.startswith("**", star):
            yield star, star + 2
            pos = star + 2
        else:
            yield star, star + 1
            pos = star + 1


@lru_cache(maxsize=4096)
def _styled_parts(text: str) -> tuple[tuple[str, str], ...]:
    """Split ``a **b** *c*`` into (style, text) parts; style is "", "bold" or "italic". Marks
    inside a value (between the wording's markers) are text. Kept by text: a post says the
    same filled-in message many times (``vote_revolt`` 59 times in a 50-player post)."""
    if "*" not in text:  # no bold, italic or escaped star: one plain part (the markers dropped)
        return (("", engine_wording.unmark(text)),) if text else ()
    quick = _one_style_parts(text)
    return quick if quick is not None else _parts_by_marks(text)


def _one_style_parts(text: str) -> tuple[tuple[str, str], ...] | None:
    """:func:`_styled_parts` of a message with only ``**bold**`` or only ``*italic*`` marks,
    balanced, no backslash and no star in its values (most of them), by ``str.split`` rather
    than mark by mark (issue 17: 110 such messages in a 50-player post); None for another."""
    if "\\" in text:
        return None
    if _O in text:
        for chunk in text.split(_O)[1:]:
            if "*" in chunk.partition(_C)[0]:  # a star inside a value is text
                return None
    mark, style = ("**", "bold") if "**" in text else ("*", "italic")
    pieces = text.split(mark)
    if len(pieces) % 2 == 0:  # a mark opened and never closed
        return None
    if mark == "**" and any("*" in piece for piece in pieces):  # italics as well, or ***
        return None
    unmark = engine_wording.unmark
    return tuple((style if n % 2 else "", unmark(piece)) for n, piece in enumerate(pieces) if piece)


def _parts_by_marks(text: str) -> tuple[tuple[str, str], ...]:
    """:func:`_styled_parts`, mark by mark: any message."""
    parts: list[tuple[str, str]] = []
    style, buffer, pos = "", "", 0
    for start, end in _marks(text):
        buffer += text[pos:start]
        pos = end
        token = text[start:end]
        if token[0] == _O:
            buffer += token
            continue
        if token == "\\*":
            buffer += "*"
            continue
        wanted = "bold" if token == "**" else "italic"
        if style and style != wanted:
            raise ValueError("bold (**) and italic (*) cannot be nested")
        parts.append((style, buffer))
        style, buffer = ("" if style else wanted), ""
    buffer += text[pos:]
    if style:
        raise ValueError(
            f"{'**' if style == 'bold' else '*'} is opened and never closed (for a star, write \\*)"
        )
    parts.append((style, buffer))
    return tuple((s, engine_wording.unmark(t)) for s, t in parts if t)


@lru_cache(maxsize=4096)
def _inlines(text: str) -> tuple[Inline, ...]:
    """A filled-in message as inlines (:func:`_styled_parts` made :class:`Bold`, :class:`Italic`
    and plain texts): kept by text, as the parts are (the inlines are immutable)."""
    return tuple(
        Bold(t) if s == "bold" else Italic(t) if s == "italic" else t for s, t in _styled_parts(text)
    )


@lru_cache(maxsize=4096)
def _plain_text(text: str) -> str:
    """A filled-in message as plain text: its parts' texts, the marks dropped (a label said 59
    times in a post is read once)."""
    return "".join(t for _, t in _styled_parts(text))


# -- the wording of one game in one language --------------------------------------------------------


class Wording:
    """The post messages of one game in one language (a view of the Fluent wording)."""

    def __init__(self, fluent: engine_wording.Wording) -> None:
        self.fluent = fluent
        self.game = fluent.game or ""
        self.language = fluent.language
        self._variables: dict[str, frozenset[str]] = {}
        """The variables of each message said so far (the wording's messages never change)."""

    @classmethod
    def from_tables(
        cls, tables: Mapping[str, Any], source: object = "<memory>", language: str = "fr"
    ) -> Wording:
        """Messages from older TOML-like tables: ``{"events": {...}, "labels": {...}}``."""
        text = engine_wording.ftl_from_tables(tables, source)
        return cls(engine_wording.Wording(None, language, extra=[(str(source), text)]))

    @classmethod
    def from_ftl(cls, text: str, language: str = "fr", game: str | None = None) -> Wording:
        """The shipped messages of ``game`` with the Fluent ``text`` on top (tests)."""
        return cls(engine_wording.Wording(game, language, extra=[("<memory>", text)]))

    def named(self, names: Mapping[str, str] | None) -> Wording:
        """These messages with ``names`` (a scenario's ``[names]``) as the display names of their
        ``$display_<key>`` variables (:meth:`gmconsole.engine.wording.Wording.named`); this
        wording when it changes none."""
        fluent = self.fluent.named(names)
        if fluent is self.fluent:
            return self
        found = self.__dict__.get("_named")
        if found is not None and found.fluent is fluent:
            return found
        view = Wording(fluent)
        view._variables = self._variables
        self.__dict__["_named"] = view
        return view

    def has(self, section: str, name: str | None = None) -> bool:
        """Whether the message exists (``has("events", kind)`` and ``has(kind)`` both work: the
        sections of the older TOML files are one namespace now)."""
        return self.fluent.has(name if name is not None else section)

    def format(self, section: str, name: str, values: Mapping[str, Any]) -> list[Inline]:
        """The message ``name`` filled in with ``values``, as inlines (values stay user text)."""
        return list(self._said(name, values, _inlines))

    def text(self, name: str, values: Mapping[str, Any]) -> str:
        """The message ``name`` filled in with ``values``, as plain text (what :func:`plain`
        gives of :meth:`format`'s inlines: its bold and italic marks dropped)."""
        return self._said(name, values, _plain_text)

    def _said(self, name: str, values: Mapping[str, Any], split: Callable[[str], _T]) -> _T:
        """The message filled in (:meth:`~gmconsole.engine.wording.Wording.marked`), then read by
        ``split`` (its inlines or its plain text, each kept by the text it reads)."""
        fluent = self.fluent
        variables = self._variables.get(name)
        if variables is None:
            if not fluent.has(name):
                raise TemplateProblem(fluent.where, name, "no such message; add it to the wording files")
            variables = self._variables[name] = fluent.variables(name)
        args: dict[str, Any] = {}
        for variable in variables:
            if variable.startswith(engine_wording.NAME_PREFIX):  # a display name: the wording fills it
                continue
            if variable in values:
                args[variable] = values[variable]
                continue
            derived = _derived(variable, values)
            if derived is not None:
                args[variable] = derived
                continue
            own = getattr(values, "own_keys", None)  # an event's fields, the scenario's names aside
            known = ", ".join(sorted(values if own is None else own)) or "none"
            names = "" if own is None else ", and the scenario's display names"
            raise TemplateProblem(
                _source(fluent),
                name,
                f"the message uses {{ ${variable} }}, which this event does not have (it has: {known}{names})",
                field=variable,
            )
        try:
            return split(fluent.marked(name, post=True, **args))
        except ValueError as exc:
            raise TemplateProblem(_source(fluent), name, str(exc)) from None
        except engine_wording.WordingError as exc:
            raise TemplateProblem(_source(fluent), name, str(exc)) from None

    def event(self, name: str, values: Mapping[str, Any]) -> list[Inline]:
        return self.format("events", name, values)

    def label(self, name: str, **values: Any) -> str:
        """A message filled in, as plain text (its bold and italic marks dropped)."""
        return self.text(name, values)

    def join(self, items: list[str], last: str = "list-last") -> str:
        return self.fluent.join(items, last)


def _source(fluent: engine_wording.Wording) -> str:
    return str(fluent.override) if fluent.override is not None else fluent.where


def _derived(variable: str, values: Mapping[str, Any]) -> Any:
    """``X_gender`` and ``X_count`` for a value ``X`` the values have (a name or a list of names)."""
    base, _, suffix = variable.rpartition("_")
    if suffix not in ("gender", "count") or not base or base not in values:
        return None
    getter = getattr(values, "derived", None)
    if getter is not None:
        return getter(base, suffix)
    raw = values[base]
    if suffix == "count":
        return len(raw) if isinstance(raw, (list, tuple)) else 1
    return "other"


# -- loading ----------------------------------------------------------------------------------


def template_file(game: str, language: str) -> Path:
    """The shipped post wording of ``game`` in ``language`` (a GM copies messages from it):
    ``wording/<language>/posts.ftl`` in the game's package, else the generic one."""
    from gmconsole.engine.rules.registry import find_plugin

    try:
        plugin = find_plugin(game)
    except GMConsoleError:  # not an installed game: the generic wording alone
        return Path(str(engine_wording._generic_folder(language) / "posts.ftl"))
    return Path(str(plugin.resources("wording", language, "posts.ftl")))


def _shipped(game: str, language: str) -> Wording:
    """The shipped wording (with the process's GM override, :func:`engine.wording.set_override`)."""
    return Wording(engine_wording.wording_for_game(game, language))


def load_wording(game: str, language: str, override: str | Path | None = None) -> Wording:
    """The post wording of ``game`` in ``language``, with the GM's ``override`` on top (a
    ``.ftl`` file, a folder of them, or an older ``.toml`` wording file).

    Raises :class:`~gmconsole.engine.errors.FileProblem` naming the file and the line or the key
    for a file that is not Fluent (or TOML), a key the game has no message for, a message with
    broken formatting marks.
    """
    if language not in engine_wording.LANGUAGES:
        raise FileProblem(
            "the scenario",
            f"no wording in language {language!r}; available: {', '.join(engine_wording.LANGUAGES)}",
        )
    if override is None:
        return _shipped(game, language)
    path = Path(override)
    engine_wording.check_override(path, (game, language))
    return Wording(engine_wording.wording_for_game(game, language, path))
