"""pydantic's validation errors in the GM's words, in the scenario's language (issue 11, point 3).

A scenario, a roster, an orders file or a save that does not fit its model raises pydantic's
``ValidationError``, whose messages are English ("Field required", "Input should be a valid
integer"). :func:`validation_lines` says each error again from the wording files, by its
``type``, with the location as the file's key path (``orders.0.squad``); :func:`problem_from`
makes the :class:`~gmconsole.engine.errors.FileProblem` the command line and the console show.

**The language** is the scenario's: the game's scenario, or for a scenario file its own
``language`` key, French when it has none (a scenario's default). A type the wording has no
message for is said generically ("invalid value") with pydantic's own words in parentheses.

**A check of a model's validator** (``12 spies for 10 players``) raises :func:`invalid`: a
``ValueError`` that keeps its wording key and values (a game's message), so the problem is said
in the scenario's language even though the model does not know it yet (its ``language`` key may
not be validated when the check runs): the message is worded when the problem is reported.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping, Sequence
from typing import Any

from gmconsole.engine.errors import SHORT, FileProblem, short, short_key

MAX_LISTED = 5
"""A file problem lists at most this many invalid keys (a list of 50,000 wrong items is one problem)."""

# A pydantic error type and the message that says it (one message for several close types).
_KEYS = {
    "missing": "validation-missing",
    "extra_forbidden": "validation-unknown-key",
    "int_type": "validation-integer",
    "int_parsing": "validation-integer",
    "int_from_float": "validation-integer",
    "float_type": "validation-number",
    "float_parsing": "validation-number",
    "string_type": "validation-text",
    "bool_type": "validation-boolean",
    "bool_parsing": "validation-boolean",
    "list_type": "validation-list",
    "tuple_type": "validation-list",
    "set_type": "validation-list",
    "dict_type": "validation-table",
    "model_type": "validation-table",
    "model_attributes_type": "validation-table",
    "literal_error": "validation-one-of",
    "enum": "validation-one-of",
    "greater_than_equal": "validation-at-least",
    "greater_than": "validation-more-than",
    "less_than_equal": "validation-at-most",
    "less_than": "validation-less-than",
    "string_too_short": "validation-text-too-short",
    "string_too_long": "validation-text-too-long",
    "too_short": "validation-too-few",
    "too_long": "validation-too-many",
    "string_pattern_mismatch": "validation-pattern",
    "union_tag_invalid": "validation-tag",
    "union_tag_not_found": "validation-tag-missing",
    "date_parsing": "validation-date",
    "date_type": "validation-date",
}


def language_of_data(data: object, default: str = "fr") -> str:
    """The language a scenario's data (a dict) says, ``default`` when it says none or a wrong one."""
    language = data.get("language") if isinstance(data, Mapping) else None
    return language if language in ("fr", "en") else default


class Invalid(ValueError):
    """What a model's validator raises for a check of its own: one or more worded problems
    (:class:`~gmconsole.engine.worded.Worded` texts, or plain ones), ``more`` left out. Its text
    is English; :meth:`shown` words it in another language."""

    def __init__(self, *said: str, more: int = 0) -> None:
        self.said, self.more = said, more
        super().__init__(self.shown("en"))

    def shown(self, language: str) -> str:
        from gmconsole.engine.worded import describe
        from gmconsole.engine.wording import text

        parts = [describe(s, language) for s in self.said]
        if self.more:
            parts.append(text(language, "validation-more", count=self.more))
        return text(language, "validation-separator").join(parts)


def invalid(game: str, key: str, /, **values: Any) -> Invalid:
    """The problem ``key`` of ``game``'s wording (``""``: the generic wording) filled with
    ``values``, for a model's validator to raise: ``raise invalid("mygame", "scenario-spies-count",
    ...)``. The values are not words (numbers, keys, names, or ``repr`` of a bad value)."""
    from gmconsole.engine.worded import worded

    return Invalid(worded(game, key, **values))


def _key(loc: Sequence[Any]) -> str:
    parts = [short_key(p) for p in loc if not (isinstance(p, str) and p.startswith("function-"))]
    return ".".join(parts)


def _value(value: Any) -> str:
    return short(value)


def _custom(message: str, err: Mapping[str, Any]) -> str:
    message = message.removeprefix("Value error, ").removeprefix("Assertion failed, ")
    for value in (err.get("input"), *(err.get("ctx") or {}).values()):
        if isinstance(value, str) and len(value) > SHORT and value in message:  # a tag, a value
            message = message.replace(value, f"{value[:SHORT]}… ({len(value):,} characters)")
    return message


def error_text(err: Mapping[str, Any], language: str) -> str:
    """One pydantic error (a dict of ``ValidationError.errors()``) said in ``language``."""
    from gmconsole.engine.wording import text

    kind = str(err.get("type", ""))
    ctx = dict(err.get("ctx") or {})
    if kind in ("value_error", "assertion_error"):  # a validator of ours: its own words
        error = ctx.get("error")
        if isinstance(error, Invalid):  # worded: said in the scenario's language
            return _custom(error.shown(language), err)
        return _custom(str(err.get("msg", "")), err)
    key = _KEYS.get(kind)
    if key is None:
        return text(language, "validation-other", detail=_custom(str(err.get("msg", "")), err))
    values: dict[str, Any] = {}
    if key == "validation-one-of":
        expected = ctx.get("expected", "")
        values["expected"] = str(expected).replace(" or ", text(language, "list-last-or"))
    for field in ("ge", "gt", "le", "lt", "min_length", "max_length"):
        if field in ctx and "limit" not in values:
            values["limit"] = ctx[field] if isinstance(ctx[field], int) else str(ctx[field])
    if "actual_length" in ctx:
        values["actual"] = int(ctx["actual_length"])
    if key == "validation-pattern":
        values["pattern"] = str(ctx.get("pattern", ""))
    if key in ("validation-tag", "validation-tag-missing"):
        values["tag"] = _value(ctx.get("tag", ""))
        values["field"] = str(ctx.get("discriminator", "")).strip("'")
        values["expected"] = str(ctx.get("expected_tags", "")).replace("'", "")
    if "input" in err and key not in ("validation-missing", "validation-unknown-key"):
        values["value"] = _value(err["input"])
    return text(language, key, **values)


def validation_lines(
    exc: Any, language: str, prefix: str = "", tag: str = "", limit: int | None = MAX_LISTED
) -> list[str]:
    """Each invalid key of ``exc`` (a pydantic ``ValidationError``) and what is wrong with it,
    in ``language``: ``orders.0.squad : il faut un nombre entier``. ``tag`` is the discriminator
    value of a tagged union (an order's ``kind``): pydantic puts it first in each error's
    location, where the file has no such key, so it is left out."""
    from gmconsole.engine.wording import text

    errors = exc.errors(include_url=False)
    shown = errors if limit is None else errors[:limit]
    lines = []
    for err in shown:
        loc = tuple(err.get("loc", ()))
        if tag and loc and loc[0] == tag:
            loc = loc[1:]
        where = ".".join(k for k in (prefix, _key(loc)) if k)
        said = error_text(err, language)
        lines.append(text(language, "validation-at", key=where, problem=said) if where else said)
    if len(errors) > len(shown):
        lines.append(text(language, "validation-more", count=len(errors) - len(shown)))
    return lines


def problem_from(
    path: str | os.PathLike[str], exc: Any, prefix: str = "", tag: str = "", language: str = "fr"
) -> FileProblem:
    """A :class:`FileProblem` listing each invalid key of ``exc`` and what is wrong with it, in
    ``language`` (the scenario's)."""
    from gmconsole.engine.wording import text

    lines = validation_lines(exc, language, prefix, tag)
    problem = FileProblem(path, text(language, "validation-separator").join(lines))
    problem.language = language
    return problem


def file_problem(path: str | os.PathLike[str], language: str, key: str, /, **values: Any) -> FileProblem:
    """A :class:`FileProblem` worded by ``key`` of the generic wording in ``language`` (the
    scenario's): a file's own check (an orders file's keys, a roster with no name, a save
    changed by hand), framed in that language by the command line."""
    from gmconsole.engine.wording import text

    problem = FileProblem(path, text(language, key, **values))
    problem.language = language
    return problem


@dataclasses.dataclass(frozen=True)
class FormWords:
    """How the console's form of one order names its parts, so that a refused value is said in
    words (:func:`first_problem`), never by pydantic's location (``votes.votes.Émile``).

    ``kind`` is the order's kind (pydantic puts it first in a location); ``title`` the form's
    label, said when no field of its own names the place; ``fields`` each field's label (``""``:
    the form is that field, a ballot: the key after it, a player's name, says where);
    ``options`` a choice's (value, words), said as what is expected. A field no form names is
    said as typed, in backticks, with its order's kind: the GM typed both (the TOML pane)."""

    kind: str
    title: str = ""
    fields: Mapping[str, str] = dataclasses.field(default_factory=dict)
    options: Mapping[str, Sequence[tuple[Any, str]]] = dataclasses.field(default_factory=dict)


def _place(err: Mapping[str, Any], kind: str) -> list[Any]:
    """An error's location in the order: without the kind pydantic puts first, nor a validator's."""
    loc = [p for p in err.get("loc", ()) if not (isinstance(p, str) and p.startswith("function-"))]
    return loc[1:] if loc and loc[0] == kind else loc


def _form_where(loc: Sequence[Any], words: FormWords, language: str) -> str:
    """Where a refused value is, in the form's words: its title, its field, the player."""
    from gmconsole.engine.wording import text

    if not loc:
        return words.title
    head, rest = str(loc[0]), [short_key(p) for p in loc[1:] if isinstance(p, str)]
    parts: list[str] = []
    if head in words.fields:
        label = words.fields[head]
        if label:
            parts += [p for p in (words.title, text(language, "validation-form-field", field=label)) if p]
        elif not rest:
            parts.append(words.title)
    elif words.title:  # a part of the order its form has no field for (made from others)
        parts.append(words.title)
    else:
        parts.append(text(language, "validation-form-order", kind=f"`{words.kind}`", field=f"`{head}`"))
    return text(language, "list-separator").join(parts + rest)


def _form_error(err: Mapping[str, Any], head: str, words: FormWords, language: str) -> str:
    """One error said for a form: what the GM fills in, not what a file holds."""
    from gmconsole.engine.wording import text

    kind = str(err.get("type", ""))
    value = _value(err.get("input"))
    if kind == "missing":
        return text(language, "validation-form-missing")
    if kind in ("bool_type", "bool_parsing"):
        return text(language, "validation-form-yes-no", value=value)
    if kind in ("list_type", "tuple_type", "set_type"):
        return text(language, "validation-form-list", value=value)
    options = words.options.get(head)
    if kind in ("literal_error", "enum") and options:
        said = [str(w) for _, w in options]
        expected = text(language, "list-separator").join(said[:-1])
        expected += text(language, "list-last-or") + said[-1] if len(said) > 1 else said[-1]
        return text(language, "validation-one-of", expected=expected, value=value)
    return error_text(err, language)


def form_lines(exc: Any, words: FormWords, language: str, limit: int | None = 1) -> list[str]:
    """Each problem of ``exc`` (a ``ValidationError`` of an order the console's form made) said
    where the GM sees it: ``Voleur (Zoé), champ « prend » : il faut au moins 0, pas -1``."""
    from gmconsole.engine.wording import text

    errors = exc.errors(include_url=False)
    shown = errors if limit is None else errors[:limit]
    lines = []
    for err in shown:
        loc = _place(err, words.kind)
        said = _form_error(err, str(loc[0]) if loc else "", words, language)
        where = _form_where(loc, words, language)
        lines.append(text(language, "validation-form-at", where=where, problem=said) if where else said)
    if len(errors) > len(shown):
        lines.append(text(language, "validation-more", count=len(errors) - len(shown)))
    return lines


def first_problem(exc: Any, words: FormWords | None = None) -> Any:
    """The first problem of ``exc`` (a ``ValidationError``) in one line, as a text that is English
    (it is a ``str``) and shows itself in another language (a
    :class:`~gmconsole.engine.worded.Worded`): what the console's order forms refuse with.
    With ``words`` (the order's form), the place is said in the form's words
    (:func:`form_lines`); without, as the key path of a file."""
    from gmconsole.engine.worded import Worded

    def lines(language: str) -> list[str]:
        if words is None:
            return validation_lines(exc, language, limit=1)
        return form_lines(exc, words, language)

    class _Said(Worded):
        def __new__(cls) -> _Said:
            self = str.__new__(cls, lines("en")[0])
            self.key, self.values, self.game = "", {}, ""
            return self

        def shown(self, language: str, names: Any = None) -> str:
            return lines(language)[0]

        def __reduce__(self) -> Any:
            return (str, (str(self),))

    return _Said()
