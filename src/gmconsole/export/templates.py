"""The wording of posts: TOML files a GM can read and change.

A wording file has two tables of ``str.format`` templates::

    [events]                      # one sentence per event kind (or kind_variant)
    squad_proposed = "Escouade proposée par **{leader}** : {members}."
    [labels]                      # headings, table headers, words
    section = "Mission {turn} : {phase}"

``**bold**`` and ``*italic*`` mark formatting (``\\*`` is a literal star); the renderer turns
them into BBCode or Markdown, and escapes the values filled in, so a player's name never
becomes markup. Placeholders are plain names (``{leader}``), optionally with a format spec
(``{yes:>2}``).

The wording for a game and a language is, in order (each overriding the one before):
``templates/common.<lang>.toml``, ``templates/<game>.<lang>.toml``, then the GM's own file if
one is given. The GM's file may only change keys that exist, so a typo is reported, not
silently ignored.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from string import Formatter
from typing import Any

from gmconsole.engine.errors import FileProblem
from gmconsole.export.document import Bold, Inline, Italic, plain
from gmconsole.tomlio import parse_toml

TEMPLATE_DIR = Path(__file__).parent / "templates"
SECTIONS = ("events", "labels")


class TemplateProblem(FileProblem):
    """A wording template that cannot be read or filled in; names the file, the key and the field."""

    def __init__(self, path: object, key: str, problem: str, field: str = "") -> None:
        self.key = key
        self.field = field
        super().__init__(path, f"{key}: {problem}")


# -- one template ---------------------------------------------------------------------------

_MARKS = re.compile(r"\\\*|\*\*|\*")


def _styled_parts(text: str) -> list[tuple[str, str]]:
    """Split ``a **b** *c*`` into (style, text) parts; style is "", "bold" or "italic"."""
    parts: list[tuple[str, str]] = []
    style, buffer, pos = "", "", 0
    for mark in _MARKS.finditer(text):
        buffer += text[pos : mark.start()]
        pos = mark.end()
        if mark.group() == "\\*":
            buffer += "*"
            continue
        wanted = "bold" if mark.group() == "**" else "italic"
        if style and style != wanted:
            raise ValueError("bold (**) and italic (*) cannot be nested")
        parts.append((style, buffer))
        style, buffer = ("" if style else wanted), ""
    buffer += text[pos:]
    if style:
        raise ValueError(
            f"{'**' if style == 'bold' else '*'} is opened and never closed (for a star, write \\\\*)"
        )
    parts.append((style, buffer))
    return [(s, t) for s, t in parts if t]


@dataclass(frozen=True)
class Template:
    """One checked template: its key (``[events] squad_proposed``), file, parts and fields."""

    key: str
    text: str
    source: str
    parts: tuple[tuple[str, str], ...]
    fields: tuple[str, ...]

    @classmethod
    def parse(cls, key: str, text: str, source: object) -> Template:
        try:
            parts = _styled_parts(text)
            fields: list[str] = []
            for _, part in parts:
                for _, name, spec, conversion in Formatter().parse(part):
                    if name is None:
                        continue
                    if not name.isidentifier():
                        raise ValueError(
                            f"{{{name}}} is not a placeholder: use a plain name such as {{leader}}"
                        )
                    if spec and "{" in spec or conversion not in (None, "r", "s", "a"):
                        raise ValueError(f"the placeholder {{{name}}} has an unsupported format")
                    if name not in fields:
                        fields.append(name)
        except ValueError as exc:
            raise TemplateProblem(source, key, f"{exc} (in {text!r})") from None
        return cls(key, text, str(source), tuple(parts), tuple(fields))

    def format(self, values: Mapping[str, Any]) -> list[Inline]:
        """The template filled in with ``values``, as inlines (values stay user text)."""
        for name in self.fields:
            if name not in values:
                own = getattr(values, "own_keys", None)  # an event's fields, the scenario's names aside
                known = ", ".join(sorted(values if own is None else own)) or "none"
                names = "" if own is None else ", and the scenario's display names"
                raise TemplateProblem(
                    self.source,
                    self.key,
                    f"the template uses {{{name}}}, which this event does not have (it has: {known}{names})",
                    field=name,
                )
        result: list[Inline] = []
        for style, part in self.parts:
            try:
                text = part.format_map(values)
            except (ValueError, TypeError, KeyError, IndexError) as exc:
                raise TemplateProblem(self.source, self.key, f"cannot fill in {part!r}: {exc}") from None
            result.append(Bold(text) if style == "bold" else Italic(text) if style == "italic" else text)
        return result


# -- a set of templates ---------------------------------------------------------------------


def _key(section: str, name: str) -> str:
    return f"[{section}] {name}"


class Wording:
    """The templates for one game in one language."""

    def __init__(self, templates: Mapping[str, Template], game: str = "", language: str = "") -> None:
        self.templates = dict(templates)
        self.game = game
        self.language = language

    @classmethod
    def from_tables(cls, tables: Mapping[str, Any], source: object = "<memory>", **kwargs: str) -> Wording:
        """Templates from TOML-like tables: ``{"events": {...}, "labels": {...}}``."""
        return cls(_parse_tables(tables, source), **kwargs)

    def has(self, section: str, name: str) -> bool:
        return _key(section, name) in self.templates

    def format(self, section: str, name: str, values: Mapping[str, Any]) -> list[Inline]:
        template = self.templates.get(_key(section, name))
        if template is None:
            where = f"the {self.game or 'common'} wording ({self.language or '?'})"
            raise TemplateProblem(where, _key(section, name), "no such template; add it to the wording file")
        return template.format(values)

    def event(self, name: str, values: Mapping[str, Any]) -> list[Inline]:
        return self.format("events", name, values)

    def label(self, name: str, **values: Any) -> str:
        """A label filled in, as plain text (its bold and italic marks dropped)."""
        return plain(self.format("labels", name, values))

    def merged(self, other: Wording) -> Wording:
        return Wording({**self.templates, **other.templates}, self.game, self.language)


def _parse_tables(tables: Mapping[str, Any], source: object) -> dict[str, Template]:
    templates: dict[str, Template] = {}
    for section, table in tables.items():
        if section not in SECTIONS:
            raise TemplateProblem(
                source, f"[{section}]", "unknown table; a wording file has [events] and [labels]"
            )
        if not isinstance(table, Mapping):
            raise TemplateProblem(source, section, "must be a table ([events] or [labels])")
        for name, text in table.items():
            if not isinstance(text, str):
                problem = f"must be a text in quotes, not {type(text).__name__}"
                raise TemplateProblem(source, _key(section, name), problem)
            templates[_key(section, name)] = Template.parse(_key(section, name), text, source)
    return templates


def _read(path: Path) -> dict[str, Any]:
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise FileProblem(path, f"cannot be read: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise FileProblem(path, f"is not UTF-8 text (byte {exc.start})") from None
    return parse_toml(text, path)  # a FileProblem naming the line or the key (an integer too large too)


# -- loading ----------------------------------------------------------------------------------


def template_file(game: str, language: str) -> Path:
    """Where the shipped wording of ``game`` in ``language`` lives (a GM copies it to edit it):
    ``wording/<language>.toml`` in the game's package."""
    from gmconsole.engine.errors import GMConsoleError
    from gmconsole.engine.rules.registry import find_plugin

    try:
        plugin = find_plugin(game)
    except GMConsoleError:  # not an installed game: the common wording alone
        return TEMPLATE_DIR / f"{game}.{language}.toml"
    return Path(str(plugin.resources("wording", f"{language}.toml")))


@lru_cache(maxsize=16)
def _shipped(game: str, language: str) -> Wording:
    common = TEMPLATE_DIR / f"common.{language}.toml"
    if not common.is_file():
        languages = sorted(p.name.split(".")[1] for p in TEMPLATE_DIR.glob("common.*.toml"))
        raise FileProblem(common, f"no wording in language {language!r}; available: {', '.join(languages)}")
    wording = Wording(_parse_tables(_read(common), common), game, language)
    own = template_file(game, language)
    if own.is_file():
        wording = wording.merged(Wording(_parse_tables(_read(own), own)))
    return wording


def load_wording(game: str, language: str, override: str | Path | None = None) -> Wording:
    """The wording of ``game`` in ``language``, with the GM's ``override`` file on top.

    Raises :class:`~gmconsole.engine.errors.FileProblem` (or :class:`TemplateProblem`) naming
    the file and the key for a file that is not TOML, a key the game has no template for, a
    template that is not a string or has broken placeholders or formatting marks.
    """
    wording = _shipped(game, language)
    if override is None:
        return wording
    path = Path(override)
    mine = _parse_tables(_read(path), path)
    for key in mine:
        if key not in wording.templates:
            close = difflib.get_close_matches(key, list(wording.templates), n=1)
            hint = f"; did you mean {close[0]}?" if close else ""
            raise TemplateProblem(path, key, f"the {game} wording has no such key{hint}")
    return wording.merged(Wording(mine))
