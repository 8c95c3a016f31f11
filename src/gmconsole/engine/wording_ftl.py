"""The shipped wording's messages read and formatted without fluent.runtime (issue 17).

Importing fluent.runtime costs more than the rest of a ``status`` command's wording (attrs,
Babel's dates and time zones, fluent.syntax), and its first bundle loads Babel's locale data for
the plural rules: a command that says a few plain sentences paid for all of it. This module reads
the part of Fluent's syntax the shipped files use, one entry at a time:

- text, on one line or several (indented continuation lines, blank lines, the common indent
  removed, trailing blanks dropped: Fluent's own rules, mirrored from fluent.syntax's parser);
- placeables: a ``$variable``, a ``"string literal"`` (``\\\\`` and ``\\"`` escapes), a number
  literal, a call of one of the given text functions (``DE($who)``, ``ELISION($who, "de")``)
  with positional arguments;
- select expressions (nested too) on any of these, with identifier and number keys:
  a text value is compared with the key, a number with a number key, and with an identifier
  key through the language's CLDR plural category (:func:`plural`);
- attributes (``.title = ...``).

Anything else (a message or term reference, a named argument, ``NUMBER()``, an escape
``\\u``..., a syntax error) makes the entry unsupported (:func:`parse_entry` returns None), and a
value this module does not write exactly as Fluent does (an argument of another type, a missing
argument, a part over Fluent's 2,500-character limit, a number of 10^15 or more, infinity) makes
:func:`format_pattern` return None: the caller then formats with fluent.runtime, imported at that
moment. ``tests/engine/test_wording_plain.py`` formats every shipped message both ways.

Numbers are written as Babel's default decimal format writes them for fr and en
(``#,##0.###``: groups of three with U+202F in French and ``,`` in English, at most three
decimals rounded half-even, ``,`` or ``.`` before them).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

OPEN = "\ue000"
CLOSE = "\ue001"

MAX_PART = 2500
"""fluent.runtime's longest part of a message (``resolver.MAX_PART_LENGTH``)."""
_MAX_ELEMENTS = 500
"""An entry with more parts than this is left to Fluent (its limit is 1,000 a message)."""


class Marked(str):
    """A text argument (a name, a command that someone typed): written between the markers,
    compared as itself in a selector."""

    __slots__ = ()


# -- the entries ----------------------------------------------------------------------------------
#
# A pattern is a tuple of parts: a ``str`` is text; a tuple is a placeable:
#   ("$", name)                          a variable
#   ("s", text)                          a string literal
#   ("#", number)                        a number literal (an int or a float)
#   ("f", name, (argument, ...))         a function call, its arguments "$", "s", "#" or "f"
#   ("?", selector, ((key, pattern), ...), default)
#                                        a select expression; a key is ("id", name) or ("#", number)


class Entry(NamedTuple):
    """One message: its value (None when it has attributes only), its attributes in their
    order, and every ``$variable`` it uses."""

    value: tuple[Any, ...] | None
    attributes: dict[str, tuple[Any, ...]]
    variables: frozenset[str]


class _Unsupported(Exception):
    """Not in the subset this module reads (or not Fluent at all): Fluent's parser decides."""


class _Indent(NamedTuple):
    value: str


_SPECIAL_LINE_START = "}.[*"
_ID_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
_ID_CHARS = _ID_START | frozenset("0123456789_-")
_ID_REST = re.compile("[a-zA-Z0-9_-]*")  # an identifier's characters after its first
_DIGITS = frozenset("0123456789")
_FUNCTION_NAME = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")


class _Reader:
    """Fluent's grammar for one entry, as fluent.syntax's ``FluentParser`` reads it."""

    def __init__(self, text: str, functions: Mapping[str, Any]) -> None:
        self.s = text
        self.n = len(text)
        self.functions = functions
        self.variables: set[str] = set()
        self.parts = 0

    def char(self, i: int) -> str | None:
        return self.s[i] if i < self.n else None

    def blank_inline(self, i: int) -> int:
        s, n = self.s, self.n
        while i < n and s[i] == " ":
            i += 1
        return i

    def blank(self, i: int) -> int:
        s, n = self.s, self.n
        while i < n and (s[i] == " " or s[i] == "\n"):
            i += 1
        return i

    def blank_block(self, i: int) -> tuple[int, str]:
        """From a line end: the start of the next line that is not blank, and a newline for each
        line skipped (their spaces dropped)."""
        blank = ""
        while True:
            j = self.blank_inline(i)
            c = self.char(j)
            if c == "\n":
                blank += "\n"
                i = j + 1
                continue
            if c is None:
                return j, blank
            return i, blank

    def is_continuation(self, i: int) -> bool:
        """Whether the line starting at ``i`` continues a pattern: indented and not starting with
        ``} . [ *``, or starting with ``{``."""
        j = self.blank_inline(i)
        c = self.char(j)
        if c == "{":
            return True
        if j == i:
            return False
        return c is not None and c not in _SPECIAL_LINE_START

    def expect(self, i: int, ch: str) -> int:
        if self.char(i) != ch:
            raise _Unsupported
        return i + 1

    def line_end(self, i: int) -> int:
        c = self.char(i)
        if c is None:
            return i
        if c == "\n":
            return i + 1
        raise _Unsupported

    def identifier(self, i: int) -> tuple[str, int]:
        s, n = self.s, self.n
        if i >= n or s[i] not in _ID_START:
            raise _Unsupported
        j = _ID_REST.match(s, i + 1).end()  # type: ignore[union-attr]  # `*`: always matches
        return s[i:j], j

    # -- an entry -------------------------------------------------------------------------------
    def entry(self) -> Entry:
        if "\r" in self.s:
            raise _Unsupported
        _, i = self.identifier(0)
        i = self.expect(self.blank_inline(i), "=")
        value, i = self.maybe_pattern(i)
        attributes: dict[str, tuple[Any, ...]] = {}
        j = self.blank(i)
        while self.char(j) == ".":
            name, k = self.identifier(j + 1)
            k = self.expect(self.blank_inline(k), "=")
            pattern, k = self.maybe_pattern(k)
            if pattern is None:
                raise _Unsupported
            attributes[name] = pattern
            i = k
            j = self.blank(i)
        if value is None and not attributes:
            raise _Unsupported
        i = self.line_end(i)
        if self.s[i:].strip(" \n"):  # another entry or junk: Fluent's parser says what it is
            raise _Unsupported
        if self.parts > _MAX_ELEMENTS:
            raise _Unsupported
        return Entry(value, attributes, frozenset(self.variables))

    # -- patterns -------------------------------------------------------------------------------
    def maybe_pattern(self, i: int) -> tuple[tuple[Any, ...] | None, int]:
        j = self.blank_inline(i)
        c = self.char(j)
        if c is not None and c != "\n":
            return self.pattern(j, block=False)
        k, _ = self.blank_block(j)
        if self.is_continuation(k):
            return self.pattern(k, block=True)
        return None, i

    def pattern(self, i: int, block: bool) -> tuple[tuple[Any, ...], int]:
        s, n = self.s, self.n
        elements: list[Any] = []
        common: float
        if block:
            j = self.blank_inline(i)
            elements.append(_Indent(s[i:j]))
            common = j - i
            i = j
        else:
            common = float("inf")
        while i < n:
            c = s[i]
            if c == "\n":
                k, blank = self.blank_block(i)
                if self.is_continuation(k):
                    j = self.blank_inline(k)
                    common = min(common, j - k)
                    elements.append(_Indent(blank + s[k:j]))
                    i = j
                    continue
                break
            if c == "}":
                raise _Unsupported
            if c == "{":
                expression, i = self.placeable(i)
                elements.append(expression)
            else:
                j = n  # the text runs to the first brace or line end (three C searches)
                for stop in "{}\n":
                    k = s.find(stop, i, j)
                    if k != -1:
                        j = k
                elements.append(s[i:j])
                i = j
        return self.dedent(elements, common), i

    def dedent(self, elements: list[Any], common: float) -> tuple[Any, ...]:
        trimmed: list[Any] = []
        for element in elements:
            if element.__class__ is tuple:  # a placeable
                trimmed.append(element)
                continue
            if element.__class__ is _Indent:
                element = element.value[: len(element.value) - int(common)]
                if not element:
                    continue
            if trimmed and trimmed[-1].__class__ is str:
                trimmed[-1] += element
                continue
            trimmed.append(element)
        if trimmed and trimmed[-1].__class__ is str:
            trimmed[-1] = trimmed[-1].rstrip(" \n\r")
            if not trimmed[-1]:
                trimmed.pop()
        for element in trimmed:
            # Fluent refuses a part longer than its limit where it is a part of a larger pattern:
            # such an entry is left to it.
            text = element[1] if element.__class__ is tuple and element[0] == "s" else element
            if text.__class__ is str and len(text) > MAX_PART:
                raise _Unsupported
        self.parts += len(trimmed)
        # Text and string literals side by side are one text (what fluent.runtime writes).
        out: list[Any] = []
        for element in trimmed:
            if element.__class__ is tuple and element[0] == "s":
                element = element[1]
            if element.__class__ is str and out and out[-1].__class__ is str:
                out[-1] += element
            else:
                out.append(element)
        return tuple(out)

    # -- expressions ----------------------------------------------------------------------------
    def placeable(self, i: int) -> tuple[Any, int]:
        expression, i = self.expression(self.blank(i + 1))
        return expression, self.expect(i, "}")

    def expression(self, i: int) -> tuple[Any, int]:
        selector, i = self.inline(i)
        i = self.blank(i)
        if self.char(i) != "-":
            return selector, i
        if self.char(i + 1) != ">":
            raise _Unsupported
        i = self.line_end(self.blank_inline(i + 2))
        i = self.blank(i)
        variants: list[tuple[Any, tuple[Any, ...]]] = []
        default: int | None = None
        while self.is_variant_start(i):
            is_default = self.s[i] == "*"
            if is_default:
                if default is not None:
                    raise _Unsupported
                i += 1
            i = self.blank(self.expect(i, "["))
            c = self.char(i)
            if c is None:
                raise _Unsupported
            if c in _DIGITS or c == "-":
                number, i = self.number(i)
                key: Any = ("#", number)
            else:
                name, i = self.identifier(i)
                key = ("id", name)
            i = self.expect(self.blank(i), "]")
            pattern, i = self.maybe_pattern(i)
            if pattern is None:
                raise _Unsupported
            if is_default:
                default = len(variants)
            variants.append((key, pattern))
            i = self.blank(self.line_end(i))
        if not variants or default is None:
            raise _Unsupported
        self.parts += len(variants)
        return ("?", selector, tuple(variants), default), i

    def is_variant_start(self, i: int) -> bool:
        if self.char(i) == "*":
            i += 1
        return self.char(i) == "[" and self.char(i + 1) != "["

    def inline(self, i: int) -> tuple[Any, int]:
        c = self.char(i)
        if c is None:
            raise _Unsupported
        if c in _DIGITS or (c == "-" and (self.char(i + 1) or "") in _DIGITS):
            number, i = self.number(i)
            return ("#", number), i
        if c == '"':
            return self.string(i)
        if c == "$":
            name, i = self.identifier(i + 1)
            self.variables.add(name)
            return ("$", name), i
        if c in _ID_START:
            name, j = self.identifier(i)
            k = self.blank(j)
            if self.char(k) != "(" or name not in self.functions or not set(name) <= _FUNCTION_NAME:
                raise _Unsupported  # a message reference, or a function we do not write
            return self.call(name, k)
        raise _Unsupported  # a term, a nested placeable

    def call(self, name: str, i: int) -> tuple[Any, int]:
        i = self.blank(i + 1)
        arguments: list[Any] = []
        while self.char(i) != ")":
            argument, i = self.inline(i)
            i = self.blank(i)
            if self.char(i) == ":":
                raise _Unsupported  # a named argument
            arguments.append(argument)
            if self.char(i) != ",":
                break
            i = self.blank(i + 1)
        return ("f", name, tuple(arguments)), self.expect(i, ")")

    def number(self, i: int) -> tuple[int | float, int]:
        s, n = self.s, self.n
        j = i + 1 if s[i] == "-" else i
        k = j
        while k < n and s[k] in _DIGITS:
            k += 1
        if k == j:
            raise _Unsupported
        if k < n and s[k] == ".":
            m = k + 1
            while m < n and s[m] in _DIGITS:
                m += 1
            if m == k + 1:
                raise _Unsupported
            return float(s[i:m]), m
        return int(s[i:k]), k

    def string(self, i: int) -> tuple[Any, int]:
        s, n = self.s, self.n
        out: list[str] = []
        j = i + 1
        while True:
            if j >= n or s[j] == "\n":
                raise _Unsupported
            c = s[j]
            if c == '"':
                return ("s", "".join(out)), j + 1
            if c == "\\":
                escaped = self.char(j + 1)
                if escaped not in ("\\", '"'):
                    raise _Unsupported  # \u and \U escapes: Fluent's
                out.append(escaped)
                j += 2
                continue
            out.append(c)
            j += 1


def parse_entry(text: str, functions: Mapping[str, Any]) -> Entry | None:
    """The message whose source is ``text`` (its identifier at the start, blank lines after it
    allowed), or None when it uses anything this module does not read (see the module's
    docstring) or is not Fluent: then Fluent's parser reads it. ``functions``: the names of the
    functions the formatter is given."""
    try:
        return _Reader(text, functions).entry()
    except _Unsupported:
        return None
    except IndexError:  # pragma: no cover - a bound the reader did not check: Fluent decides
        return None


# -- numbers --------------------------------------------------------------------------------------

_SYMBOLS = {"fr": ("\u202f", ","), "en": (",", ".")}
"""Babel's group and decimal symbols of each language (``latn`` digits)."""
_LIMIT = 10**15


def _grouped(digits: str, group: str) -> str:
    if len(digits) <= 3:
        return digits
    head = len(digits) % 3 or 3
    return group.join([digits[:head], *(digits[k : k + 3] for k in range(head, len(digits), 3))])


def number(value: Any, language: str) -> str | None:
    """``value`` (an int or a float) as Babel's decimal format writes it in ``language``
    (fluent.runtime's ``FluentNumber.format``); None for anything else, infinity, not-a-number
    and magnitudes from 10^15 on."""
    symbols = _SYMBOLS.get(language)
    if symbols is None:
        return None
    kind = value.__class__
    if kind is int:
        if not -_LIMIT < value < _LIMIT:
            return None
        if 0 <= value < 1000:
            return str(value)
        return ("-" if value < 0 else "") + _grouped(str(abs(value)), symbols[0])
    if kind is float:
        if not -1e15 < value < 1e15:  # infinity and not-a-number fail this too
            return None
        from decimal import Decimal

        exact = Decimal(repr(value))
        rounded = abs(exact).normalize().quantize(Decimal("0.001"))  # half-even, as Babel
        whole, _, fraction = f"{rounded:f}".partition(".")
        fraction = fraction.rstrip("0")
        return (
            ("-" if exact.is_signed() else "")
            + _grouped(whole, symbols[0])
            + (symbols[1] + fraction if fraction else "")
        )
    return None


def plural(value: Any, language: str) -> str | None:
    """The CLDR plural category of a number (Babel's rules): French ``one`` for an integer part
    of 0 or 1 and ``many`` for a whole non-zero multiple of a million, English ``one`` for exactly
    1 (not 1.5); ``other`` otherwise. None for anything but an int or a finite float."""
    kind = value.__class__
    if kind is int:
        whole, integral = abs(value), True
    elif kind is float:
        if not -1e300 < value < 1e300:
            return None
        whole = int(abs(value))
        integral = whole == abs(value)
    else:
        return None
    if language == "fr":
        if whole <= 1:
            return "one"
        return "many" if integral and whole % 1_000_000 == 0 else "other"
    if language == "en":
        return "one" if whole == 1 and integral else "other"
    return None


# -- formatting -----------------------------------------------------------------------------------


class _Fallback(Exception):
    """A value this module does not write as Fluent does: Fluent formats the message."""


_MISSING: Any = object()


def format_pattern(
    pattern: tuple[Any, ...],
    arguments: Mapping[str, Any],
    language: str,
    functions: Mapping[str, Callable[..., str]],
) -> str | None:
    """What fluent.runtime's ``format_pattern`` gives for ``pattern`` with ``arguments`` (as
    the wording passes them: :class:`Marked` texts, plain ``str`` texts, ints and floats), with
    isolation off and no error; None when it would report an error or when a value is not one
    this module writes (see the module's docstring)."""
    try:
        return _pattern(pattern, arguments, language, functions)
    except _Fallback:
        return None


def _pattern(
    pattern: tuple[Any, ...],
    arguments: Mapping[str, Any],
    language: str,
    functions: Mapping[str, Callable[..., str]],
) -> str:
    out: list[str] = []
    for part in pattern:
        if part.__class__ is str:
            out.append(part)
            continue
        tag = part[0]
        if tag == "$":
            value = arguments.get(part[1], _MISSING)
            kind = value.__class__
            if kind is Marked:
                out.append(f"{OPEN}{value}{CLOSE}")
                continue
            if kind is str:
                if len(value) > MAX_PART:
                    raise _Fallback
                out.append(value)
                continue
            said = number(value, language)
            if said is None:
                raise _Fallback
            out.append(said)
        elif tag == "?":
            said = _pattern(_select(part, arguments, language, functions), arguments, language, functions)
            if len(said) > MAX_PART:
                raise _Fallback
            out.append(said)
        elif tag == "#":
            said = number(part[1], language)
            if said is None:
                raise _Fallback
            out.append(said)
        else:  # "f"
            said = _value(part, arguments, language, functions)
            if len(said) > MAX_PART:
                raise _Fallback
            out.append(said)
    return "".join(out)


def _value(
    expression: Any,
    arguments: Mapping[str, Any],
    language: str,
    functions: Mapping[str, Callable[..., str]],
) -> Any:
    """A selector's or a function argument's value: a text, an int or a float."""
    tag = expression[0]
    if tag == "$":
        value = arguments.get(expression[1], _MISSING)
        kind = value.__class__
        if kind is Marked or kind is str or kind is int or kind is float:
            return value
        raise _Fallback
    if tag == "s" or tag == "#":
        return expression[1]
    # "f": the functions take texts (a marked one or a literal); Fluent gives a number to a
    # function as a number type the shipped functions do not write
    values = [_value(argument, arguments, language, functions) for argument in expression[2]]
    if any(value.__class__ is not Marked and value.__class__ is not str for value in values):
        raise _Fallback
    said = functions[expression[1]](*values)
    if said.__class__ is not str:
        raise _Fallback
    return said


def _select(
    select: tuple[Any, ...],
    arguments: Mapping[str, Any],
    language: str,
    functions: Mapping[str, Callable[..., str]],
) -> tuple[Any, ...]:
    _, selector, variants, default = select
    value = _value(selector, arguments, language, functions)
    numeric = value.__class__ is int or value.__class__ is float
    category: str | None = None
    for key, pattern in variants:
        if key[0] == "#":
            if numeric:
                if value == key[1]:
                    return pattern  # type: ignore[no-any-return]
                continue
            # a text against a number key: Fluent compares the text with the key's category
            found = plural(key[1], language)
            if found is None:
                raise _Fallback
            if found == value:
                return pattern  # type: ignore[no-any-return]
            continue
        if numeric:
            if category is None:
                category = plural(value, language)
                if category is None:
                    raise _Fallback
            if category == key[1]:
                return pattern  # type: ignore[no-any-return]
        elif value == key[1]:
            return pattern  # type: ignore[no-any-return]
    return variants[default][1]  # type: ignore[no-any-return]
