"""Everything people read, in the scenario's language: one wording system built on Project Fluent.

The messages live in Fluent files (``.ftl``, https://projectfluent.org), every file of a folder
loaded, so that two people can add messages without touching the same file:

- ``gmconsole/wording/<lang>/*.ftl``: the generic messages (package data);
- ``gmconsole/games/<game>/wording/<lang>/*.ftl``: a game's (they may replace a generic one);
- the GM's override, a file or a folder of ``.ftl`` files (:func:`set_override`), loaded last.

Use::

    text(scenario, "squad-refused-empty", squad=2)          # the game's messages, then the generic
    text("fr", "yes")                                         # a language code: generic messages only
    wording_for(scenario).text("victim-killed", victim=Person("Hélène", "f"))

**Arguments** are strings, numbers (ints and floats, plural categories with ``NUMBER()``), a
:class:`Person` or a list of them (or of strings). For a person argument ``who``, Fluent sees
``$who`` (the name) and ``$who_gender``: ``"f"``, ``"m"``, or ``"other"`` when the roster says
nothing. French messages select on it with the masculine as default::

    victim-killed = { $victim } a été { $victim_gender ->
        [f] assassinée
       *[other] assassiné
    }.

A list argument ``who`` is said in words (``Zoé, Max et Lou``, the generic ``list-separator`` and
``list-last``); ``$who_count`` is its length and ``$who_gender`` is ``"f"`` when every one of
them is a woman (French agrees in the masculine otherwise).

**French functions**: ``{ DE($who) }`` gives ``de Bran`` or ``d'Éloïse`` (elision before a vowel
or an h), ``{ QUE($who) }`` ``que Bran`` or ``qu'Éloïse``; ``{ ELISION($who, "de") }`` the word
alone (``de `` or ``d'``), to set the name apart: ``{ ELISION($who, "de") }**{ $who }**``;
``{ NUMBERS($odds) }`` a value read back from an English sentence (a roll's odds) with its
numbers in French typography: ``0 : 50 %, 1 : 12,5 %``.

**Typography** is not typed in the messages: :func:`typography` puts a narrow no-break space
(U+202F) in place of the space before ``; : ! ?`` and inside ``« »``, and, in posts, typographic
apostrophes (``’``), in the messages' own words only: a name or a command passed as an argument
stays as it was typed, and so do URLs and code spans (between backticks). It is applied once,
when a message is formatted, to every French message: ``text()`` (screens, the console's labels,
the CLI) applies the spacing; the export asks for the post's typography with
:meth:`Wording.marked`.

**A missing message** raises :class:`MissingWording` in strict mode (the tests: environment
``GMCONSOLE_WORDING_STRICT=1`` or :func:`set_strict`) and otherwise returns the key itself and
logs a warning, so a missing sentence never stops a game.

**Speed** (issue 17): the shipped messages are read one at a time, at their first use, and
written by :mod:`gmconsole.engine.wording_ftl` (the part of Fluent's syntax the shipped files
use, with Babel's number format and CLDR plural rules for fr and en) without importing
fluent.runtime or Babel; any other message or value, and a GM's override, go to fluent.runtime.

**Refusals and warnings** are recorded in English and shown in the game's language: see
:mod:`gmconsole.engine.worded`.
"""

from __future__ import annotations

import os
import re
import threading
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

from gmconsole.engine import wording_ftl as ftl
from gmconsole.engine.errors import FileProblem, GMConsoleError
from gmconsole.engine.installed import package_folder
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.engine.wording_ftl import CLOSE as CLOSE  # re-exported: the export reads them
from gmconsole.engine.wording_ftl import OPEN as OPEN
from gmconsole.engine.wording_ftl import Marked

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

    from fluent.runtime import FluentBundle

Language = Literal["fr", "en"]
LANGUAGES: tuple[str, ...] = ("fr", "en")
Where = ScenarioBase | str


def _warn(message: str, *args: object) -> None:
    """A warning on the ``gmconsole.wording`` logger; ``logging`` is imported only when one is
    given (a command that says only shipped messages never needs it)."""
    import logging

    logging.getLogger("gmconsole.wording").warning(message, *args)


# Argument values are wrapped in two private-use characters (OPEN, CLOSE) while a message is
# formatted, so that typography and formatting marks (**bold**) apply to the message's words and
# never to a name or a command that was typed by someone.
_LAZY_PATTERNS = {
    "_MARKERS": f"[{OPEN}{CLOSE}]",
    "_PLACEHOLDER": r"\{([A-Za-z_][A-Za-z0-9_]*)\}|([{}])",
}
"""Patterns compiled at their first read (PEP 562's ``__getattr__``), not at the import: a
command's texts never use ``_MARKERS`` (:func:`unmark` replaces the two characters) and only a
wording written as TOML tables uses ``_PLACEHOLDER``; each compiled at every start was some
0.5-1 M instructions (issue 17)."""


def _lazy_pattern(name: str) -> re.Pattern[str]:
    compiled: re.Pattern[str] | None = globals().get(name)
    if compiled is None:
        compiled = globals()[name] = re.compile(_LAZY_PATTERNS[name])
    return compiled


def __getattr__(name: str) -> re.Pattern[str]:
    if name in _LAZY_PATTERNS:
        return _lazy_pattern(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# -- errors and modes ---------------------------------------------------------------------------


class MissingWording(GMConsoleError, KeyError):
    """A message key that no wording file has (raised in strict mode only)."""

    def __init__(self, key: str, where: str) -> None:
        self.key = key
        super().__init__(f"no message {key!r} in {where}")

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class WordingError(GMConsoleError):
    """A message that cannot be formatted (an argument missing, a wrong type); strict mode only."""


_strict: bool | None = None


def set_strict(strict: bool | None) -> None:
    """Raise on a missing message or argument (``True``), or return the key and log (``False``);
    ``None``: as the environment says (``GMCONSOLE_WORDING_STRICT=1``)."""
    global _strict
    _strict = strict


def strict() -> bool:
    if _strict is not None:
        return _strict
    return os.environ.get("GMCONSOLE_WORDING_STRICT", "") not in ("", "0")


# -- people -------------------------------------------------------------------------------------


class Person(NamedTuple):
    """A player as an argument: the name, and the gender when the roster gives one (``"f"``,
    ``"m"``), so that French can agree (``assassinée``)."""

    name: str
    gender: str | None = None

    @classmethod
    def of(cls, player: Any) -> Person:
        """A person from anything with a ``name`` and maybe a ``gender`` (a roster entry, a seat)."""
        return cls(player.name, getattr(player, "gender", None) or None)


def people(players: Iterable[Any]) -> dict[str, Person]:
    """Every player by name, as :class:`Person`: ``people(state.players)["Zoé"]``."""
    return {p.name: Person.of(p) for p in players}


def _gender(value: str | None) -> str:
    return value if value in ("f", "m") else "other"


# -- typography ---------------------------------------------------------------------------------

NNBSP = "\u202f"
# Kept as they are: an argument value, a URL, a code span (`leader = "nom"`, `gmconsole validate`).
_PROTECTED = re.compile(f'{OPEN}[^{CLOSE}]*{CLOSE}|(?:https?|ftp)://[^\\s\\]\\[<>"{OPEN}]+|`[^`\n]+`')
# A space before ; : ! ? that ends a clause (not " :smile:", " ?page=2", " :/").
_BEFORE_PUNCT = re.compile(r"[ \u00a0](?=[;:!?](?![\w/=]))")
# A space already narrow is taken too: typography twice gives the same text (a console help page
# said «  va à  » with two narrow spaces).
_GUILLEMET_OPEN = re.compile(r"«[ \u00a0\u202f]?")
_GUILLEMET_CLOSE = re.compile(r"[ \u00a0\u202f]?»")
# A protected part (kept as it is) or an apostrophe between letters (made typographic), markup
# between them included: « d'**Émile** », « d'[b]Émile[/b] ».
_APOSTROPHE = re.compile(
    f"({_PROTECTED.pattern})|(?<=\\w)'(?=(?:\\*{{1,2}}|_{{1,2}}|\\[[a-z]{{1,8}}\\])*[\\w{OPEN}])"
)


def typography(text: str, language: str, *, apostrophes: bool = False) -> str:
    """French typography on ``text``: a narrow no-break space (U+202F) instead of the space before
    ``; : ! ?`` and inside « », and with ``apostrophes`` (posts) ``’`` for ``'`` between letters.

    Nothing changes inside argument values (between the wording's markers), URLs, code spans
    (between backticks: a command, a file name, ``leader = "nom"``), or where
    there is no space to replace (``20:00``, ``http://``, ``?page=2``); English is left alone."""
    if language != "fr" or not text:
        return text
    if apostrophes and "'" in text:
        text = _APOSTROPHE.sub(lambda m: m.group(1) or "\u2019", text)
    if OPEN not in text and "://" not in text and "`" not in text:
        return _spacing(text)  # nothing _PROTECTED could match
    out: list[str] = []
    pos = 0
    for protected in _PROTECTED.finditer(text):
        out.append(_spacing(text[pos : protected.start()]))
        out.append(protected.group())
        pos = protected.end()
    out.append(_spacing(text[pos:]))
    return "".join(out)


def _spacing(part: str) -> str:
    if not part:
        return part
    # each regex only where its character is: most parts have none (a sre pass costs more)
    if ";" in part or ":" in part or "!" in part or "?" in part:
        part = _BEFORE_PUNCT.sub(NNBSP, part)
    if "«" in part:
        part = _GUILLEMET_OPEN.sub("«" + NNBSP, part)
    if "»" in part:
        part = _GUILLEMET_CLOSE.sub(NNBSP + "»", part)
    return part


# -- quotations -----------------------------------------------------------------------------------
#
# A refusal quotes what the GM typed with ``repr()`` (``engine.errors.short``, and the rules), when
# it is made, before anyone knows who reads it: its English text (saves, journals and the
# fingerprints record it) reads ``unknown player 'Zorro'``. A French reader sees every value that
# is such a quotation in French quotes, « Zorro », whatever made it, and also when it was read
# back from a recorded English text (``engine.worded.reworded``).


@lru_cache(maxsize=1)
def _quotation_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """One Python string literal as ``repr()`` writes one (checked exactly by :func:`_literal`),
    and what is between the quotations of a list (``'Jules' or 'Jim'``, ``'a', 'b' ou 'c'``):
    compiled at the first quotation, not at import (issue 17)."""
    literal = re.compile(r"'(?:[^'\\]|\\.)*'" + r'|"(?:[^"\\]|\\.)*"', re.S)
    return literal, re.compile(r", (?:(?:or|ou|and|et) )?| (?:or|ou|and|et) ")


def _literal(token: str) -> str | None:
    """The text of ``token`` when ``repr()`` of a text writes exactly ``token``; else None."""
    inner = token[1:-1]
    if "\\" in inner:
        import ast
        import warnings

        try:
            with warnings.catch_warnings():  # an escape no repr() writes (\\q) warns
                warnings.simplefilter("ignore")
                found = ast.literal_eval(token)
        except (ValueError, SyntaxError):
            return None
        if not isinstance(found, str):  # pragma: no cover - the pattern reads only texts
            return None
        inner = found
    return inner if repr(inner) == token else None


def french_quotes(value: str) -> str:
    """``value`` with its quotations in French quotes (« », U+202F inside), when it is only
    quotations of texts as ``repr()`` writes them (``'Zorro'``, ``"D'Artagnan"``), alone or
    listed (``'Jules' ou 'Jim'``, ``'a', 'b' or 'c'``); any other value is returned as it is. A
    quoted text that cannot be printed as it is (a line end, a control character) keeps
    ``repr()``'s escapes: « a\\nb »."""
    literal, separator = _quotation_patterns()
    quoted: list[str] = []
    pos, end = 0, len(value)
    while True:
        found = literal.match(value, pos)
        text = _literal(found.group()) if found is not None else None
        if found is None or text is None:
            return value
        shown = text if text.isprintable() else found.group()[1:-1]
        quoted.append(f"«{NNBSP}{shown}{NNBSP}»")
        pos = found.end()
        if pos == end:
            return "".join(quoted)
        between = separator.match(value, pos)
        if between is None:
            return value
        quoted.append(between.group())
        pos = between.end()


_CUT_LENGTH = " characters)"


def french_cut(value: str) -> str:
    """A value cut by :func:`gmconsole.engine.errors.short` (``'abc'… (1,234 characters)``, or
    ``'abc'…`` alone) said in French: « abc… » (1 234 caractères); any other value as it is."""
    count = ""
    if value.endswith(_CUT_LENGTH):
        start = value.rfind("… (")
        digits = value[start + 3 : -len(_CUT_LENGTH)] if start >= 0 else ""
        if not digits or not digits.replace(",", "").isdigit():
            return value
        count = f" ({digits.replace(',', NNBSP)} caractères)"
        value = value[: start + 1]
    if not value.endswith("…"):
        return value
    head = value[:-1]
    quoted = french_quotes(head) if head[-1:] in ("'", '"') else head
    if quoted != head and quoted.count("«") == 1:  # the cut inside the quotes: « abc… »
        quoted = f"{quoted[: -len(NNBSP + '»')]}…{NNBSP}»"
    else:
        quoted += "…"
    return quoted + count


def unmark(text: str) -> str:
    """``text`` without the argument markers."""
    return text.replace(OPEN, "").replace(CLOSE, "")  # what _MARKERS.sub("") gives, without sre


# -- French functions ---------------------------------------------------------------------------

_VOWELS = set("aeiouyhâàäéèêëîïôöûùüœæAEIOUYHÂÀÄÉÈÊËÎÏÔÖÛÙÜŒÆ")


def _starts_with_vowel(value: str) -> bool:
    plain = unmark(value).lstrip()
    if not plain:
        return False
    first = plain[0]
    if first in _VOWELS:
        return True
    base = unicodedata.normalize("NFD", first)[0]
    return base in _VOWELS


def _fluent_text(value: Any) -> str:
    """A function's argument under fluent.runtime: a value keeps its markers (no typography in
    a name), a literal has none."""
    from fluent.runtime.types import FluentType

    return value.format(None) if isinstance(value, FluentType) else str(value)  # type: ignore[arg-type]


def _own_text(value: str) -> str:
    """The same for :mod:`~gmconsole.engine.wording_ftl`'s formatter, whose values are texts."""
    return f"{OPEN}{value}{CLOSE}" if value.__class__ is Marked else str(value)


def _elide(word: str, elided: str, text_of: Any = _fluent_text) -> Any:
    def function(value: Any = "", *args: Any, **kwargs: Any) -> str:
        text = text_of(value)
        return f"{elided}{text}" if _starts_with_vowel(text) else f"{word} {text}"

    return function


_ELIDED = {"de": "d'", "que": "qu'", "le": "l'", "la": "l'", "je": "j'", "ne": "n'", "se": "s'", "te": "t'"}


def _elision(text_of: Any = _fluent_text) -> Any:
    def function(value: Any = "", word: Any = "de", *args: Any, **kwargs: Any) -> str:
        """``ELISION($who, "de")``: the word alone, elided before the value or not (``d'`` or
        ``de ``), so that the name can be set apart: ``{ ELISION($who, "de") }**{ $who }**``."""
        text = text_of(value)
        bare = str(word)
        elided = _ELIDED.get(bare.lower())
        return elided if elided and _starts_with_vowel(text) else f"{bare} "

    return function


def _numbers(text_of: Any = _fluent_text) -> Any:
    def function(value: Any = "", *pairs: Any, **kwargs: Any) -> str:
        """``NUMBERS($odds, "within the pins", "dans la limite des fixations")``: a value read back
        from a sentence logged in English (a roll's odds, ``0: 50%, 1: 12.5%``) with its numbers
        said the French way, ``0 : 50 %, 1 : 12,5 %`` (U+202F before ``:`` and ``%``, a decimal
        comma), and each English words of ``pairs`` (English, French, ...) replaced."""
        text = text_of(value)
        for english, french in zip(pairs[::2], pairs[1::2], strict=False):
            text = text.replace(text_of(english), text_of(french))
        text = re.sub(r"(?<=\d)\.(?=\d)", ",", text)
        return re.sub(r"(?<=\d) ?(%|:(?= ))", lambda m: NNBSP + m.group(1), text)

    return function


FUNCTIONS = {
    "DE": _elide("de", "d'"),
    "QUE": _elide("que", "qu'"),
    "ELISION": _elision(),
    "NUMBERS": _numbers(),
}
"""The French functions, for fluent.runtime."""
OWN_FUNCTIONS = {
    "DE": _elide("de", "d'", _own_text),
    "QUE": _elide("que", "qu'", _own_text),
    "ELISION": _elision(_own_text),
    "NUMBERS": _numbers(_own_text),
}
"""The same, for :mod:`~gmconsole.engine.wording_ftl`'s formatter (the same texts)."""


# -- the forms of a display name ------------------------------------------------------------------


_NAME_TRAITS = ("_gender", "_article")
"""A name's traits (``reek_gender = "f"``), which a scenario's renamed key reads from the
scenario alone: they are kept in :meth:`Wording.named` even when they are the game's own."""


def _name_form_of(key: str) -> tuple[str, str]:
    """``("reek", "gender")`` for ``reek_gender``; ``(key, "")`` for a key that asks no form."""
    for form in NAME_FORMS:
        if key.endswith(form) and key[-len(form) - 1 : -len(form)] == "_" and len(key) > len(form) + 1:
            return key[: -len(form) - 1], form
    return key, ""


_FRENCH_ARTICLES = {
    # the article a name starts with: (the, of the, to the) before the rest of the name
    "le ": ("le ", "du ", "au "),
    "la ": ("la ", "de la ", "à la "),
    "les ": ("les ", "des ", "aux "),
    "l'": ("l'", "de l'", "à l'"),
    "l’": ("l’", "de l’", "à l’"),
}


_COMPLEMENTS = frozenset(("de", "du", "des", "of", "the"))


def _plural(word: str, language: str) -> str:
    """A word's regular plural (``Maître`` → ``Maîtres``; French ``Vassal`` → ``Vassaux``,
    ``Louveteau`` → ``Louveteaux``); a word already in s, x or z, or no word, is kept."""
    if not word[:1].isalpha() or word[-1:] in ("s", "x", "z"):
        return word
    if language == "fr":
        if word.endswith(("eau", "eu")):
            return f"{word}x"
        if word.endswith("al"):
            return f"{word[:-1]}ux"
    return f"{word}s"


def name_form(
    name: str, form: str, language: str, gender: str = "", plural: bool = False, proper: bool = False
) -> str:
    """``name`` (a display name, maybe with its article) in ``form`` (:data:`NAME_FORMS`), in
    ``language``; ``gender`` is the name's (``f``, ``m``; anything else: masculine); ``plural``:
    the name is a plural (``les loups``, ``des loups``); ``proper``: a person's name, said without
    an article (``Pyat Pree``, ``de Pyat Pree``, ``d'Abel le Barde``).

    >>> name_form("Courtisane", "of_the", "fr", "f"), name_form("la Harpie", "to_the", "fr", "f")
    ('de la Courtisane', 'à la Harpie')
    """
    if form == "gender":
        return gender if gender in ("f", "m") else "other"
    feminine = gender == "f"
    if form == "plural":  # each word before the complement: « Grands Maîtres », « Bêtes d'Airain »
        words = name.split(" ")
        cut = next(
            (i for i, w in enumerate(words) if i and (w in _COMPLEMENTS or "'" in w or "\u2019" in w)),
            len(words),
        )
        return " ".join([_plural(w, language) for w in words[:cut]] + words[cut:])
    if proper:
        if form in ("the", "a"):
            return name
        if language != "fr":
            return ("of " if form == "of_the" else "to ") + name
        if form == "of_the":
            return f"d'{name}" if _starts_with_vowel(name) else f"de {name}"
        return f"à {name}"
    if language != "fr":
        if form == "a":
            return name if plural else f"an {name}" if name[:1].lower() in "aeiou" else f"a {name}"
        if name.lower().startswith(("the ", *_FRENCH_ARTICLES)):  # « la Harpie » keeps its article
            return {"the": "", "of_the": "of ", "to_the": "to "}[form] + name
        return {"the": "the ", "of_the": "of the ", "to_the": "to the "}[form] + name
    if form == "a":
        return f"des {name}" if plural else f"une {name}" if feminine else f"un {name}"
    index = ("the", "of_the", "to_the").index(form)
    lower = name.lower()
    if plural and not lower.startswith(tuple(_FRENCH_ARTICLES)):
        return ("les ", "des ", "aux ")[index] + name
    for start, articles in _FRENCH_ARTICLES.items():
        if lower.startswith(start):
            return articles[index] + name[len(start) :]
    if _starts_with_vowel(name):
        return ("l'", "de l'", "à l'")[index] + name
    return (("la ", "de la ", "à la ") if feminine else ("le ", "du ", "au "))[index] + name


# -- files --------------------------------------------------------------------------------------


def _generic_folder(language: str) -> Traversable:
    return package_folder("gmconsole") / "wording" / language


def _game_folder(game: str, language: str) -> Traversable | None:
    from gmconsole.engine.rules.registry import find_plugin

    try:
        plugin = find_plugin(game)
    except GMConsoleError:  # not an installed game: the generic messages alone
        return None
    return plugin.resources("wording", language)


def _ftl_files(folder: Traversable | Path | None) -> list[Traversable | Path]:
    if folder is None or not folder.is_dir():
        return []
    return sorted((f for f in folder.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name)


CONSOLE_FILES = ("console.ftl", "help.ftl")
"""The console's words (:mod:`gmconsole.tui.labels`): read only by the console, in their own
bundle, so that a command that shows no screen does not parse them."""

NAME_FILES = ("names.ftl",)
"""A game's default display names (``name-<key>``, see :meth:`Wording.named`); the console's
part (CONSOLE_FILES) does not read them yet."""

NAME_PREFIX = "display_"
"""A message's variable ``$display_<key>`` is the display name of ``<key>`` (``$display_reek``: the
scenario's ``[names]`` ``reek``), filled by the wording, never by the caller."""

NAME_FORMS = ("of_the", "to_the", "the", "a", "gender", "plural")
"""The forms of a display name a message may ask for as ``$display_<key>_<form>`` (a French
message agrees with the scenario's name, which may be feminine or start with a vowel):

- ``gender``: ``f`` or ``m`` (``other`` when nobody says: the masculine branch of a select);
  ``<key>_article = "none"`` marks a person's name, said without an article (``Pyat Pree``);
- ``plural``: ``Sbires``, ``Grands Maîtres``;
- ``the``, ``of_the``, ``to_the``, ``a``: the name with its article, in French ``le Serpent`` /
  ``la Courtisane`` / ``l'Ombre``, ``du Serpent`` / ``de la Courtisane`` / ``de l'Ombre``,
  ``au`` / ``à la`` / ``à l'``, ``un`` / ``une``; a name that carries its article (``la Harpie``,
  ``les Fils de la Harpie``) keeps it (``de la Harpie``, ``des Fils de la Harpie``).

A key ``<key>_common`` or ``<key>_short`` (and their forms) is a word the game's sentences use
for ``<key>`` (``chevaliers``, ``GV`` for « Chevalier », « Grand Vassal »): the game's message
while the scenario keeps the game's name of ``<key>``, the scenario's name (and its forms) when
it renames it.

Each is the scenario's ``[names]`` ``<key>_<form>`` when it gives one, else the game's message
``name-<key>-<form>`` when the scenario keeps the game's name of ``<key>``, else made from the
name and its gender (:func:`name_form`)."""

USAGE_FILES = ("usage.ftl",)
"""The command line's own words (its ``--help``, argparse's usage and errors,
:mod:`gmconsole.cli_words`): read only when they are shown, in their own bundle."""

_PARTS = {"console": CONSOLE_FILES, "usage": USAGE_FILES}


def wording_files(game: str | None, language: str, part: str = "engine") -> list[Traversable | Path]:
    """The shipped files read for ``game`` (or the generic ones alone) in ``language``, in order:
    ``part="engine"`` every file but the console's (:data:`CONSOLE_FILES`) and the command
    line's usage (:data:`USAGE_FILES`), ``"console"`` or ``"usage"`` those alone, ``"all"``
    every one."""
    found = _ftl_files(_generic_folder(language))
    if game:
        found += _ftl_files(_game_folder(game, language))
    if part == "all":
        return found
    if part in _PARTS:
        return [f for f in found if f.name in _PARTS[part]]
    apart = CONSOLE_FILES + USAGE_FILES
    return [f for f in found if f.name not in apart]


def _override_files(override: Path) -> list[Traversable | Path]:
    if override.is_dir():
        found = _ftl_files(override)
        if not found:
            raise FileProblem(override, _worded("wording-file-no-ftl"))
        return found
    if not override.exists():
        from gmconsole.engine.worded import worded

        raise FileProblem(override, worded("", "file-no-such-file"))
    return [override]


def _worded(key: str, /, **values: Any) -> str:
    """A problem of a wording file, worded by ``key`` of the generic ``files.ftl`` (said in the
    reader's language by :func:`gmconsole.engine.worded.describe`)."""
    from gmconsole.engine.worded import worded

    return worded("", key, **values)


def ftl_from_tables(tables: Mapping[str, Any], source: object = "<wording>") -> str:
    """Fluent text from the older TOML wording (``[events]`` and ``[labels]`` tables of
    ``str.format`` templates, ``{name}`` placeholders): each key becomes a message of the same
    name, ``{name}`` becomes ``{ $name }``. A GM's older wording file is read this way."""
    lines: list[str] = []
    for section, table in tables.items():
        if section not in ("events", "labels") or not isinstance(table, Mapping):
            raise FileProblem(source, _worded("wording-file-unknown-table", section=str(section)[:60]))
        for name, value in table.items():
            if not isinstance(value, str):
                raise FileProblem(source, _worded("wording-file-not-text", key=f"[{section}] {name}"[:80]))
            if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]*", name):
                raise FileProblem(source, _worded("wording-file-not-a-name", key=f"[{section}] {name}"[:80]))
            _check_placeholders(value, f"[{section}] {name}", source)
            lines.append(f"{name} = {_ftl_pattern(value)}")
    return "\n".join(lines) + "\n"


def _check_placeholders(value: str, key: str, source: object) -> None:
    from string import Formatter

    try:
        for _, field, spec, conversion in Formatter().parse(value):
            if field is None:
                continue
            if not field.isidentifier():
                problem = _worded("wording-file-not-placeholder", field=field[:60])
            elif spec or conversion:
                problem = _worded("wording-file-format", field=field[:60])
            else:
                continue
            raise FileProblem(
                source, _worded("wording-file-in", key=key, problem=problem, text=repr(value[:60]))
            )
    except ValueError:  # an unmatched brace
        problem = _worded("wording-file-brace")
        raise FileProblem(
            source, _worded("wording-file-in", key=key, problem=problem, text=repr(value[:60]))
        ) from None


def _ftl_pattern(value: str) -> str:
    def one(match: re.Match[str]) -> str:
        if match.group(1):
            return f"{{ ${match.group(1)} }}"
        return f'{{"{match.group(2)}"}}'

    body = _lazy_pattern("_PLACEHOLDER").sub(one, value.replace("{{", "\x00").replace("}}", "\x01"))
    body = body.replace("\x00", '{"{"}').replace("\x01", '{"}"}').replace("\n", " ")
    if not body.strip():
        return f'{{"{value}"}}'
    lead = len(body) - len(body.lstrip(" "))
    trail = len(body) - len(body.rstrip(" "))
    core = body.strip(" ")
    return (f'{{"{" " * lead}"}}' if lead else "") + core + (f'{{"{" " * trail}"}}' if trail else "")


def _parse(source: Traversable | Path, text: str, known: set[str] | None) -> Any:
    from fluent.syntax import FluentParser, ast

    resource = FluentParser(with_spans=True).parse(text)
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            line = text.count("\n", 0, entry.span.start if entry.span else 0) + 1
            found = entry.annotations[0] if entry.annotations else None
            content = entry.content or ""
            first = content.strip().splitlines()[0] if content.strip() else ""
            raise FileProblem(
                source,
                _worded(
                    "wording-file-not-fluent",
                    line=str(line),
                    code=found.code if found else "?",
                    text=repr(first[:60]),
                ),
            )
        if known is not None and isinstance(entry, ast.Message) and entry.id.name not in known:
            import difflib

            close = difflib.get_close_matches(entry.id.name, sorted(known), n=1)
            key = entry.id.name[:80]
            if close:
                raise FileProblem(source, _worded("wording-file-unknown-key-close", key=key, close=close[0]))
            raise FileProblem(source, _worded("wording-file-unknown-key", key=key))
    return resource


# An entry (message or term) starts at the beginning of a line with its identifier and ``=``;
# a comment starts with ``#``. Any other line (indented text, a variant, a closing ``}``)
# belongs to the entry above it, so the text between two such lines is one entry.
# Searched in the text with a line end put before it (faster than ``^`` in multi-line mode): a
# match's start is then the entry's start in the text itself.
_ENTRY_START = re.compile(r"\n(?:(-?)([A-Za-z][A-Za-z0-9_-]*)[ \t]*=|#)")
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_IDENTIFIER_CHARS = _LETTERS + "0123456789_-"
"""A message's identifier, as :data:`_ENTRY_START` reads it: a letter, then these."""


class _Unparsed(NamedTuple):
    """Where one shipped entry is in its file's text, parsed when the entry is first used."""

    source: Traversable | Path
    text: str
    start: int
    end: int

    @property
    def line(self) -> int:
        return self.text.count("\n", 0, self.start) + 1


class _Entries(dict):  # type: ignore[type-arg]
    """A bundle's messages (or terms) by id, each parsed from its own text at first use: a
    command that shows five sentences does not parse the several hundred it ships."""

    def __getitem__(self, key: str) -> Any:
        value = dict.__getitem__(self, key)
        if isinstance(value, _Unparsed):
            value = _parse_entry(key, value)
            dict.__setitem__(self, key, value)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in self else default

    def values(self) -> Any:
        return [self[key] for key in self]

    def items(self) -> Any:
        return [(key, self[key]) for key in self]


def _parse_entry(key: str, unparsed: _Unparsed) -> Any:
    from fluent.syntax import FluentParser, ast

    found = None
    for entry in FluentParser(with_spans=False).parse(unparsed.text[unparsed.start : unparsed.end]).body:
        if isinstance(entry, ast.Junk):
            why = entry.annotations[0].message if entry.annotations else "not a Fluent message"
            raise FileProblem(unparsed.source, f"line {unparsed.line}: {why} (in {key!r})")
        if isinstance(entry, (ast.Message, ast.Term)):
            found = entry
    if found is None:  # pragma: no cover - the scan found an identifier and "="
        raise FileProblem(unparsed.source, f"line {unparsed.line}: not a Fluent message (in {key!r})")
    return found


def _scan(source: Traversable | Path, text: str) -> Iterable[tuple[bool, str, _Unparsed]]:
    """Each entry of a shipped Fluent file, in order: (a term?, its identifier, where it is)."""
    starts = list(_ENTRY_START.finditer("\n" + text))
    ends = [match.start() for match in starts[1:]] + [len(text)]
    for match, end in zip(starts, ends, strict=True):
        name = match.group(2)
        if name is None:  # a comment
            continue
        yield bool(match.group(1)), name, _Unparsed(source, text, match.start(), end)


def _add_lazily(bundle: FluentBundle, source: Traversable | Path, text: str) -> None:
    """Add the entries of a shipped Fluent file to ``bundle`` as :func:`_parse` then
    ``add_resource(..., allow_overrides=True)`` would, each entry parsed at its first use.

    Shipped files only: a GM's file is parsed at once, so that a mistake in it is reported
    when it is loaded (the shipped ones are checked by the tests)."""
    if not isinstance(bundle._messages, _Entries):
        bundle._messages = _Entries(bundle._messages)
        bundle._terms = _Entries(bundle._terms)
    for term, name, unparsed in _scan(source, text):
        dict.__setitem__(bundle._terms if term else bundle._messages, name, unparsed)


def _read(source: Traversable | Path) -> str:
    """The Fluent text of ``source``; an older TOML wording file (``.toml``) is converted."""
    if source.name.endswith(".toml"):
        from gmconsole.tomlio import parse_toml

        return ftl_from_tables(parse_toml(_read_text(source), str(source)), source)
    return _read_text(source)


def _read_text(source: Traversable | Path) -> str:
    try:
        return source.read_bytes().decode("utf-8")
    except OSError as exc:
        raise FileProblem(source, _worded("file-cannot-be-read", why=str(exc.strerror or exc))) from None
    except UnicodeDecodeError as exc:
        line = str(exc.object[: exc.start].count(b"\n") + 1)
        raise FileProblem(source, _worded("file-not-utf8", byte=exc.start, line=line)) from None


# -- values -------------------------------------------------------------------------------------


@lru_cache(maxsize=1)
def _fluent_marked() -> Any:
    """:class:`Marked` as fluent.runtime wants an argument it writes itself (a ``FluentType``)."""
    from fluent.runtime.types import FluentType

    class FluentMarked(Marked, FluentType):
        """A string argument: compared as itself in a selector, written between markers."""

        __slots__ = ()

        def format(self, locale: Any) -> str:  # type: ignore[override]
            return f"{OPEN}{self}{CLOSE}"

    return FluentMarked


def _for_fluent(arguments: dict[str, Any]) -> dict[str, Any]:
    fluent_marked = _fluent_marked()
    return {k: fluent_marked(v) if v.__class__ is Marked else v for k, v in arguments.items()}


# -- one language of one game -------------------------------------------------------------------


_MEMO_VALUES = frozenset({str, int, bool})
_MEMO_SIZE = 50_000
_UNREAD: Any = object()


class Wording:
    """The messages of one game (or the generic ones) in one language, with an override.

    The shipped messages are read and formatted by :mod:`~gmconsole.engine.wording_ftl`, one
    entry at its first use, without fluent.runtime (issue 17: importing it and Babel cost more
    than the rest of a command's wording); a message or a value it does not write exactly as
    Fluent does goes to fluent.runtime's bundle (:attr:`bundle`), imported and built then. A
    wording with a GM's override or extra texts is Fluent's alone."""

    def __init__(
        self,
        game: str | None,
        language: str,
        override: Path | None = None,
        extra: Sequence[tuple[str, str]] = (),
        part: str = "engine",
    ) -> None:
        """The shipped messages of ``game`` (None: the generic ones) in ``language``, then the
        files of ``override``, then ``extra`` Fluent texts (a name for errors, the text);
        ``part``: which shipped files (:func:`wording_files`), the console's or the others."""
        if language not in LANGUAGES:
            raise FileProblem(
                "the scenario", f"language {language!r} has no wording; available: {', '.join(LANGUAGES)}"
            )
        self.game = game
        self.language = language
        self.override = override
        self.part = part
        self._lock = threading.Lock()
        self._files = wording_files(game, language, part)
        self._texts: list[str | None] = [None] * len(self._files)
        """Each file's text, read at the first search in it (:meth:`_text`)."""
        self._padded: list[str | None] = [None] * len(self._files)
        """Each file's text with a line end before it, made at the first search in it."""
        self._located: dict[str, tuple[int, int, int] | None] = {}
        """The shipped messages found so far, by key: their file (its index), where each starts
        and ends in it (:meth:`_locate`); None: not shipped."""
        self._own: dict[str, ftl.Entry | None] = {}
        """The shipped messages read by :mod:`~gmconsole.engine.wording_ftl` (None: Fluent's)."""
        self._bundle: FluentBundle | None = None
        self._fluent_only = override is not None or bool(extra)
        if self._fluent_only:
            bundle = self._shipped_bundle()
            if override is not None:
                for source in _override_files(override):
                    bundle.add_resource(_parse(source, _read(source), None), allow_overrides=True)
            for name, source_text in extra:
                bundle.add_resource(_parse(Path(name), source_text, None), allow_overrides=True)
            self._bundle = bundle
        self._variables: dict[str, frozenset[str]] = {}
        self.names: Mapping[str, str] = {}
        """The display names that fill the messages' ``$display_<key>`` (:meth:`named`); {}: the
        game's own (the messages ``name-<key>``)."""
        self._named: dict[int, tuple[Mapping[str, str], Wording]] = {}
        self._name_variables: dict[str, tuple[str, ...]] = {}
        self._displayed: dict[tuple[str, bool], str] = {}
        """The display names said so far (:meth:`_display_value`), by key and post."""
        self._memo: dict[tuple[Any, ...], str] = {}
        """Texts already formatted, by key and plain values (:meth:`marked`): a simulator words the
        same warnings game after game."""

    def _shipped_bundle(self) -> FluentBundle:
        from fluent.runtime import FluentBundle

        bundle = FluentBundle([self.language], functions=FUNCTIONS, use_isolating=False)
        for source, source_text in self._sources:
            _add_lazily(bundle, source, source_text)
        return bundle

    @property
    def bundle(self) -> FluentBundle:
        """fluent.runtime's bundle of these messages (built, and fluent.runtime imported, at
        the first use)."""
        if self._bundle is None:
            with self._lock:
                if self._bundle is None:
                    self._bundle = self._shipped_bundle()
        return self._bundle

    def _entry(self, key: str) -> ftl.Entry | None:
        """Shipped message ``key`` read by :mod:`~gmconsole.engine.wording_ftl`; None when it is
        not shipped, when this wording is Fluent's alone, or when Fluent must read it."""
        if self._fluent_only:
            return None
        found = self._own.get(key, _UNREAD)
        if found is _UNREAD:
            unparsed = self.source_of(key)
            found = None
            if unparsed is not None:
                found = ftl.parse_entry(unparsed.text[unparsed.start : unparsed.end], OWN_FUNCTIONS)
            self._own[key] = found
        return found  # type: ignore[no-any-return]

    def _locate(self, key: str) -> tuple[int, int, int] | None:
        """Shipped message ``key``'s file (its index), start and end: the last entry of that
        identifier (a message, not a term) in the last file that has one, as a scan of every
        entry (:data:`_ENTRY_START`) finds it. Searched by key, not scanned: a command uses a
        few dozen of the several hundred messages (issue 17: the scan of each wording was some
        4 M instructions, and a command builds two or three)."""
        if key in self._located:
            return self._located[key]
        found: tuple[int, int, int] | None = None
        if key and key[0] in _LETTERS and key.isascii() and not key.strip(_IDENTIFIER_CHARS):
            needle = "\n" + key
            for index in range(len(self._files) - 1, -1, -1):
                padded = self._padded[index]
                if padded is None:
                    padded = self._padded[index] = "\n" + self._text(index)
                at = padded.rfind(needle)
                while at >= 0:
                    after = at + len(needle)
                    while padded[after : after + 1] in (" ", "\t"):
                        after += 1
                    if padded[after : after + 1] == "=":
                        following = _ENTRY_START.search(padded, at + 1)
                        end = following.start() if following else len(padded) - 1
                        found = (index, at, end)
                        break
                    at = padded.rfind(needle, 0, at)
                if found is not None:
                    break
        self._located[key] = found
        return found

    def _text(self, index: int) -> str:
        """The text of shipped file ``index``, read at its first use: the files are searched
        from the last, and most keys are found before the first ones are read."""
        found = self._texts[index]
        if found is None:
            found = self._texts[index] = _read(self._files[index])
        return found

    @property
    def _sources(self) -> list[tuple[Traversable | Path, str]]:
        """Every shipped file and its text (all of them read)."""
        return [(source, self._text(index)) for index, source in enumerate(self._files)]

    @cached_property
    def shipped(self) -> frozenset[str]:
        """The keys of the shipped messages (every entry scanned: :data:`_ENTRY_START`)."""
        return frozenset(
            match[2]
            for _, source_text in self._sources
            for match in _ENTRY_START.finditer("\n" + source_text)
            if match[2] and not match[1]
        )

    def source_of(self, key: str) -> _Unparsed | None:
        """Where shipped message ``key`` is: its file, the file's text, its start and end."""
        found = self._locate(key)
        if found is None:
            return None
        index, start, end = found
        return _Unparsed(self._files[index], self._text(index), start, end)

    @property
    def where(self) -> str:
        return f"the {self.game or 'generic'} wording ({self.language})"

    def keys(self) -> frozenset[str]:
        if self._fluent_only:
            return frozenset(self.bundle._messages)
        return self.shipped

    def has(self, key: str) -> bool:
        if self._fluent_only:
            return self.bundle.has_message(key)
        return self._locate(key) is not None

    def attributes(self, key: str) -> list[str]:
        """The attributes of message ``key``, in their order ([] when there is no such message)."""
        if not self.has(key):
            return []
        entry = self._entry(key)
        if entry is not None:
            return list(entry.attributes)
        return list(self.bundle.get_message(key).attributes)

    def plain_parts(self, key: str) -> tuple[str | tuple[str], ...] | None:
        """The value of message ``key`` as its texts and ``(variable name,)`` parts, when it holds
        nothing else (no selector, function or number); None otherwise or without such a message."""
        if not self.has(key):
            return None
        entry = self._entry(key)
        if entry is not None:
            if entry.value is None:
                return None
            parts: list[str | tuple[str]] = []
            for part in entry.value:
                if part.__class__ is str:
                    parts.append(part)
                elif part[0] == "$":
                    parts.append((part[1],))
                else:
                    return None
            return tuple(parts)
        value = self.bundle.get_message(key).value
        if value is None:
            return None
        parts = []
        for element in getattr(value, "elements", [value]):  # a plain text is compiled to one element
            if isinstance(element, str) or type(element).__name__ == "TextElement":
                parts.append(element if isinstance(element, str) else element.value)
                continue
            expression: Any = getattr(element, "expression", None)
            if type(expression).__name__ != "VariableReference":
                return None
            parts.append((str(expression.id.name),))
        return tuple(parts)

    def variables(self, key: str) -> frozenset[str]:
        """The ``$variables`` message ``key`` uses (in any variant, and in the messages and terms
        it refers to), so that a caller passes only those."""
        found = self._variables.get(key)
        if found is None:
            entry = self._entry(key)
            if entry is not None:
                found = self._variables[key] = entry.variables
                return found
            from fluent.syntax.visitor import Visitor as Base

            names: set[str] = set()
            seen: set[str] = set()

            class Visitor(Base):
                def visit_VariableReference(self, node: Any) -> None:
                    names.add(node.id.name)

                def visit_MessageReference(self, node: Any) -> None:
                    visit(node.id.name)

                def visit_TermReference(self, node: Any) -> None:
                    self.generic_visit(node)  # a term's $variables are its own parameters

            bundle = self.bundle

            def visit(name: str) -> None:
                if name in seen:
                    return
                seen.add(name)
                try:
                    entry = bundle._lookup(name)
                except LookupError:
                    return
                Visitor().visit(entry)
                attributes = getattr(entry, "attributes", None)
                if isinstance(attributes, dict):  # compiled: the visitor walks a list, not a dict
                    for value in attributes.values():
                        Visitor().visit(value)

            visit(key)
            found = self._variables[key] = frozenset(names)
        return found

    # -- display names ---------------------------------------------------------------------------
    def named(self, names: Mapping[str, str] | None) -> Wording:
        """These messages with ``names`` (a scenario's ``[names]``) as the display names their
        ``$display_<key>`` variables say; the same wording when ``names`` is empty. Kept per
        ``names`` (the same scenario gets the same wording, and its memo of texts).

        Only a name the scenario changes counts: one that is the game's own name in one of its
        languages (its ``name-<key>``) leaves the message's own word, so that the default
        scenario (whose names are the game's French ones) reads in English as the English
        messages say, and a reskin's unchanged roles read as before."""
        if not names or self.names:
            return self
        found = self._named.get(id(names))
        if found is not None and found[0] is names:
            return found[1]
        own = [_load(self.game, language, None, "engine") for language in LANGUAGES]
        changed = {
            key: str(value)
            for key, value in names.items()
            if key.endswith(_NAME_TRAITS) or all(wording._own_name(key) != value for wording in own)
        }
        if not changed:
            self._named[id(names)] = (names, self)
            return self
        import copy

        view = copy.copy(self)
        view.names = changed
        view._named = {}
        view._memo = {}
        view._displayed = {}
        view._name_variables = self._name_variables
        if len(self._named) >= 8:
            self._named.clear()
        self._named[id(names)] = (names, view)
        return view

    def _own_name(self, key: str) -> str | None:
        """The game's own name of ``key`` in this language (its message ``name-<key>``)."""
        message = "name-" + key.replace("_", "-")
        return self._plain(message) if self.has(message) else None

    def display_name(self, key: str) -> str:
        """The display name of ``key``: the scenario's (:meth:`named`), else the game's message
        ``name-<key>``, else the key itself. A ``<key>_<form>`` (:data:`NAME_FORMS`) the scenario
        does not give is made from the scenario's name of ``<key>`` when it renames it, so that
        the game's own form (``name-cub-plural``) never follows another name."""
        found = self.names.get(key)
        if found:
            return str(found)
        if "_common" in key or "_short" in key:  # the game's own word for a key the scenario renames
            main = key.replace("_common", "").replace("_short", "")
            if main in self.names or _name_form_of(main)[0] in self.names:
                return self.display_name(main)
        base, form = _name_form_of(key)
        plural = base.endswith("_plural")
        single = base.removesuffix("_plural")
        if form and base in self.names:
            gender = str(self.names.get(f"{single}_gender", ""))
            proper = self.names.get(f"{single}_article") == "none"
            return name_form(str(self.names[base]), form, self.language, gender, plural, proper)
        message = "name-" + key.replace("_", "-")
        if self.has(message):
            return self._plain(message)
        if self.part != "engine":  # the console's files have no names: the game's other files do
            return _load(self.game, self.language, None, "engine").display_name(key)
        if form:
            if form == "gender":
                return "other"
            gender = self.display_name(f"{single}_gender")
            proper = self.display_name(f"{single}_article") == "none"
            return name_form(self.display_name(base), form, self.language, gender, plural, proper)
        return key

    def _display_value(self, key: str, post: bool) -> str:
        """The display name of ``key`` as a message says it: in a post, with the post's
        apostrophes (``Bête d’Airain``), as the export's own names are (a name of the game, not
        one typed by a player)."""
        found = self._displayed.get((key, post))
        if found is not None:
            return found
        name = self.display_name(key)
        if post and "'" in name and self.language == "fr":
            name = typography(name, self.language, apostrophes=True)
        self._displayed[(key, post)] = name
        return name

    def _names_of(self, key: str) -> tuple[str, ...]:
        """The ``$display_<key>`` variables message ``key`` uses."""
        found = self._name_variables.get(key)
        if found is None:
            found = self._name_variables[key] = tuple(
                sorted(v for v in self.variables(key) if v.startswith(NAME_PREFIX))
            )
        return found

    # -- formatting -----------------------------------------------------------------------------
    def _arguments(self, args: Mapping[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        french = self.language == "fr"
        for name, value in args.items():
            if isinstance(value, Person):
                out[name] = Marked(value.name)
                out.setdefault(f"{name}_gender", Marked(_gender(value.gender)))
            elif isinstance(value, bool):
                out[name] = Marked("true" if value else "false")
            elif isinstance(value, (int, float)):
                out[name] = value
            elif isinstance(value, str):
                if french and value[-1:] in ("'", '"'):  # maybe a quotation: French quotes it so
                    value = french_quotes(value)
                elif french and value[-1:] in ("…", ")"):  # maybe a value cut (errors.short)
                    value = french_cut(value)
                out[name] = Marked(value)
            elif value is None:
                out[name] = Marked("")
            elif isinstance(value, Sequence) or isinstance(value, (set, frozenset)):
                items = list(value)
                genders = [_gender(v.gender) if isinstance(v, Person) else "other" for v in items]
                out[name] = self.join(
                    [v.name if isinstance(v, Person) else str(v) for v in items], marked=True
                )
                out.setdefault(f"{name}_count", len(items))
                gender = (
                    "f" if genders and all(g == "f" for g in genders) else "m" if "m" in genders else "other"
                )
                out.setdefault(f"{name}_gender", Marked(gender))
            else:
                out[name] = Marked(str(value))
        return out

    def join(self, items: Iterable[str], last: str = "list-last", *, marked: bool = False) -> str:
        """``A, B et C`` (``last="list-last-or"``: ``A, B ou C``); ``marked``: each item kept as a
        value (no typography in it)."""
        words = [f"{OPEN}{w}{CLOSE}" if marked else w for w in items]
        if len(words) < 2:
            return "".join(words)
        separator = self._plain("list-separator")
        return separator.join(words[:-1]) + self._plain(last) + words[-1]

    def _plain(self, key: str) -> str:
        if self.has(key):
            entry = self._entry(key)
            if entry is not None and entry.value is not None:
                said = ftl.format_pattern(entry.value, {}, self.language, OWN_FUNCTIONS)
                if said is not None:
                    return said
        message = self.bundle.get_message(key) if self.has(key) else None
        if message is None or message.value is None:
            return {"list-separator": ", ", "list-last": " and ", "list-last-or": " or "}.get(key, key)
        text, _ = self.bundle.format_pattern(message.value, {})
        return str(text)

    def _format(
        self, key: str, attribute: str, arguments: dict[str, Any]
    ) -> tuple[str | None, list[Exception]]:
        """Message ``key`` (its ``attribute``, when one is given) with the wording's arguments
        (:meth:`_arguments`): its text (None when the message or the attribute does not exist)
        and Fluent's errors. Read and written by :mod:`~gmconsole.engine.wording_ftl` when it
        can, by fluent.runtime otherwise."""
        entry = self._entry(key)
        if entry is not None:
            pattern = entry.attributes.get(attribute) if attribute else entry.value
            if pattern is None:
                return None, []
            said = ftl.format_pattern(pattern, arguments, self.language, OWN_FUNCTIONS)
            if said is not None:
                return said, []
        bundle = self.bundle
        message = bundle.get_message(key)
        fluent_pattern = message.attributes.get(attribute) if attribute else message.value
        if fluent_pattern is None:
            return None, []
        with self._lock:  # fluent.runtime's resolver is not re-entrant across threads
            result, errors = bundle.format_pattern(fluent_pattern, _for_fluent(arguments))
        return str(result), errors

    def marked(self, key: str, /, *, post: bool = False, **args: Any) -> str:
        """The message with the language's typography (``post``: with typographic apostrophes),
        its argument values still between the markers (:data:`OPEN`, :data:`CLOSE`): the export
        reads its ``**bold**`` outside them, then drops them (:func:`unmark`)."""
        if "." in key:
            key, attribute = key.split(".", 1)
        else:
            attribute = ""
        if not self.has(key):
            if strict():
                raise MissingWording(key, self.where)
            _warn("no message %r in %s", key, self.where)
            return key
        used = self._names_of(key)
        if used:
            args = {**{v: self._display_value(v[len(NAME_PREFIX) :], post) for v in used}, **args}
        # The same message with the same plain values (texts, int, bool: the class is part of the
        # key, True is not 1) always gives the same text: formatted once. The messages never
        # change once loaded (a changed wording is a new Wording); a text with an error is not kept.
        memo_key: tuple[Any, ...] | None = (key, attribute, post)
        for name, value in args.items():
            kind = value.__class__
            if kind not in _MEMO_VALUES:
                if not isinstance(value, str):
                    memo_key = None
                    break
                kind, value = str, str.__str__(value)  # a Worded text: only its letters are formatted
            memo_key += (name, kind, value)  # type: ignore[operator]
        if memo_key is not None:
            found = self._memo.get(memo_key)
            if found is not None:
                return found
        result, errors = self._format(key, attribute, self._arguments(args))
        if result is None:
            if strict():
                raise MissingWording(f"{key}.{attribute}" if attribute else key, self.where)
            return key
        if errors:
            problem = "; ".join(str(e) for e in errors)
            if strict():
                raise WordingError(f"{self.where}: {key}: {problem}")
            _warn("%s: %s: %s", self.where, key, problem)
        done = typography(str(result), self.language, apostrophes=post)
        if memo_key is not None and not errors:
            if len(self._memo) >= _MEMO_SIZE:
                self._memo.clear()
            self._memo[memo_key] = done
        return done

    def text(self, key: str, /, **args: Any) -> str:
        """The message ``key`` filled in with ``args``, with the screen's typography."""
        return unmark(self.marked(key, **args))

    def post(self, key: str, /, **args: Any) -> str:
        """The message ``key`` as a post writes it (typographic apostrophes too), as plain text."""
        return unmark(self.marked(key, post=True, **args))


# -- finding the wording ------------------------------------------------------------------------

_override: Path | None = None


def set_override(path: str | os.PathLike[str] | None) -> None:
    """The GM's wording (a ``.ftl`` file or a folder of them), loaded after the shipped files for
    every game and language it has messages for; ``None`` to drop it. Checked at once: a file
    that is not Fluent, or a key the shipped wording has not, is a :class:`FileProblem`."""
    global _override
    if path is None:
        _override = None
        return
    found = Path(path)
    for source in _override_files(found):
        _parse(source, _read(source), None)
    _override = found


def override_next_to(save: str | os.PathLike[str]) -> Path | None:
    """The GM's wording kept with a save, if any: ``saves/partie/wording.ftl`` or the folder
    ``saves/partie/wording/`` next to ``saves/partie.toml``."""
    base = Path(save).with_suffix("")
    for candidate in (base / "wording.ftl", base / "wording"):
        if candidate.is_file() or (candidate.is_dir() and _ftl_files(candidate)):
            return candidate
    return None


def _split(where: Where | tuple[str | None, str]) -> tuple[str | None, str]:
    if isinstance(where, str):
        return None, where
    if isinstance(where, tuple):
        return where
    return where.game, where.language


def wording_for_game(
    game: str | None, language: str, override: str | os.PathLike[str] | None = None, part: str = "engine"
) -> Wording:
    """:func:`wording_for` by a game's name and a language (``None``: the generic messages);
    ``part="console"``: the console's words (:data:`CONSOLE_FILES`) instead."""
    chosen = Path(override) if override is not None else _override
    return _load(game or None, language, chosen, part)


def wording_for(where: Where, override: str | os.PathLike[str] | None = None) -> Wording:
    """The wording of ``where`` (a scenario: its game and language; or a language code: the
    generic messages), with ``override`` (else the one given to :func:`set_override`) on top."""
    game, language = _split(where)
    chosen = Path(override) if override is not None else _override
    return _load(game, language, chosen, "engine").named(_names(where))


def _names(where: object) -> Mapping[str, str] | None:
    """The display names of ``where`` (a scenario's ``[names]``; None for a language code)."""
    names = getattr(where, "names", None)
    return names if isinstance(names, Mapping) else None


@lru_cache(maxsize=32)
def _load(game: str | None, language: str, override: Path | None, part: str) -> Wording:
    # ``part`` has no default: lru_cache keys ``f(a, b, c)`` and ``f(a, b, c, "engine")`` apart,
    # and ``export`` built (and scanned) the game's wording twice, 25 M instructions (issue 17)
    return Wording(game, language, override, part=part)


def usage_wording(language: str) -> Wording:
    """The command line's own words in ``language`` (:data:`USAGE_FILES`: its ``--help`` and
    argparse's messages), read at their first use; a GM's override does not reach them."""
    return _load(None, language, None, "usage")


def check_override(path: str | os.PathLike[str], where: Where | tuple[str | None, str]) -> None:
    """Raise :class:`FileProblem` naming the file, the line or the key, when the GM's wording
    ``path`` is not Fluent or has a message the shipped wording of ``where`` has not (a misspelt
    key would otherwise be ignored without a word)."""
    game, language = _split(where)
    shipped = (
        set(_load(game, language, None, "engine").shipped) | _load(game, language, None, "console").shipped
    )
    for source in _override_files(Path(path)):
        _parse(source, _read(source), shipped)


def text(where: Where, key: str, /, **args: Any) -> str:
    """The message ``key`` in ``where``'s language (a scenario or ``"fr"``/``"en"``), from the
    game's messages then the generic ones, filled in with ``args``."""
    return wording_for(where).text(key, **args)


def clear_cache() -> None:
    """Forget the loaded wordings (after a wording file changed)."""
    _load.cache_clear()


@dataclass(frozen=True)
class Message:
    """A message key and its arguments, to be said later in the reader's language."""

    key: str
    args: Mapping[str, Any]

    def say(self, where: Where) -> str:
        return text(where, self.key, **self.args)
