"""Texts that know their wording key: recorded in English, shown in the game's language.

A refusal (:class:`~gmconsole.engine.errors.RuleViolation` raised with
:meth:`~gmconsole.engine.errors.RuleViolation.of`), a warning of an order being entered
(``Context.warnings``) or a sentence kept in an event's data is recorded in English: saves,
journals and the behaviour fingerprint hold that text. It also keeps its wording key and values,
so whatever shows it to the GM words it again in the game's language with :func:`describe`::

    warning = worded(scenario, "squad-no-lookout", n=2)  # a str: "squad 2 has no lookout"
    describe(warning, scenario)                          # "l'escouade 2 n'a pas de guetteur"

A text without a key (a file's problem, a message built before any game is known) is shown as it is.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, NamedTuple

from gmconsole.engine.errors import RuleViolation


def _game_of(where: object) -> str:
    return where if isinstance(where, str) else str(getattr(where, "game", "") or "")


def _language_of(where: object) -> str:
    if isinstance(where, str):
        return where
    return str(getattr(where, "language", "en") or "en")


class _Where(NamedTuple):
    """A game and a language, where :func:`~gmconsole.engine.wording.wording_for` wants a scenario."""

    game: str | None
    language: str


@lru_cache(maxsize=16)
def _english(game: str) -> Any:
    """The shipped English wording of ``game``: no GM override, so what is recorded never moves."""
    from gmconsole.engine.wording import Wording

    return Wording(game or None, "en")


def _in(language: str, game: str, key: str, values: dict[str, Any]) -> str:
    from gmconsole.engine.wording import wording_for

    if language == "en":
        return str(_english(game).text(key, **values))
    shown = {k: (v.shown(language) if isinstance(v, Worded) else v) for k, v in values.items()}
    return str(wording_for(_Where(game or None, language)).text(key, **shown))  # type: ignore[arg-type]


def english(game: str, key: str, values: dict[str, Any]) -> str:
    """The English text of ``key`` (the generic wording's, or ``game``'s) filled with ``values``."""
    return _in("en", game, key, values)


class Worded(str):
    """An English text (it is a ``str``) that can be shown in another language (:meth:`shown`)."""

    key: str
    values: dict[str, Any]
    game: str

    def __new__(cls, game: str, key: str, values: dict[str, Any]) -> Worded:
        self = super().__new__(cls, english(game, key, values))
        self.key, self.values, self.game = key, dict(values), game
        return self

    def shown(self, language: str) -> str:
        """This text in ``language`` ("fr" or "en")."""
        return str(self) if language == "en" else _in(language, self.game, self.key, self.values)

    def __reduce__(self) -> Any:  # copies and pickles keep the key
        return (Worded, (self.game, self.key, self.values))


def worded(game: object, key: str, /, **values: Any) -> Worded:
    """The text of ``key`` of ``game``'s wording (a game name, or a scenario: its game; "" for the
    generic wording), recorded in English, that :func:`describe` shows in another language."""
    return Worded(_game_of(game) if not isinstance(game, str) else game, key, values)


def describe(thing: object, where: object = None) -> str:
    """``thing`` as the GM reads it in ``where``'s language (a scenario, or "fr"/"en"): a refusal
    raised with a key and a :class:`Worded` text are worded again; anything else is ``str(thing)``.

    Without ``where``, a refusal is shown in the language of the game it was refused in (set by
    :func:`~gmconsole.engine.errors.refusals_of`), else in English."""
    if where is None:
        where = getattr(thing, "language", "") or "en"
    language = _language_of(where)
    if isinstance(thing, RuleViolation) and thing.key:
        message = _in(language, thing.game, thing.key, thing.values)
        return f"{message} ({thing.rule})" if thing.rule else message
    if isinstance(thing, Worded):
        return thing.shown(language)
    return str(thing)


# -- the sentence of a roll ------------------------------------------------------------------------


def _dice_key(purpose_id: str) -> str:
    return "dice-" + purpose_id.replace(".", "-").replace("_", "-")


@lru_cache(maxsize=256)
def _english_pattern(game: str, key: str) -> re.Pattern[str] | None:
    """A regular expression reading the values back from ``key``'s English sentence, when it is
    plain text and variables only (None otherwise, or when there is no such message)."""
    wording = _english(game)
    if not wording.has(key):
        return None
    parts: list[str] = []
    seen: set[str] = set()
    value = wording.bundle.get_message(key).value
    for element in getattr(value, "elements", [value]):  # a plain text is compiled to one element
        if isinstance(element, str) or type(element).__name__ == "TextElement":
            parts.append(re.escape(element if isinstance(element, str) else element.value))
            continue
        expression: Any = getattr(element, "expression", None)
        if type(expression).__name__ != "VariableReference":
            return None
        name = str(expression.id.name)
        parts.append(f"(?P={name})" if name in seen else f"(?P<{name}>.*?)")
        seen.add(name)
    return re.compile("".join(parts), re.S)


def dice_sentence(roll: Any, where: object) -> str:
    """The sentence of ``roll`` (a :class:`~gmconsole.engine.dice.Roll`) as people read it in
    ``where``'s language (a scenario): the message ``dice-<purpose id>`` of the game's wording,
    its values read back from the English sentence the roll logged (``Roll.purpose``, which the
    dice key never holds). A roll without a purpose id (an older game's) or whose sentence the
    English message does not read is shown as it was logged."""
    purpose_id = str(getattr(roll, "purpose_id", "") or "")
    logged = str(roll.purpose)
    if not purpose_id:
        return logged
    game, language = _game_of(where), _language_of(where)
    key = _dice_key(purpose_id)
    pattern = _english_pattern(game, key)
    if pattern is None:
        return logged
    if logged == purpose_id:  # no sentence was given: the message, if it needs no value
        if pattern.groups:
            return logged
        values: dict[str, Any] = {}
    else:
        found = pattern.fullmatch(logged)
        if found is None:
            return logged
        values = found.groupdict()
    return _in(language, game, key, values)


_EXPRESSION = re.compile(r"^(?:1d(?P<sides>\d+)|perm (?P<n>\d+)|sample (?P<k>\d+) of (?P<m>\d+))$")


def dice_expression(expr: str, where: object) -> str:
    """A roll's expression as people read it in ``where``'s language (a scenario or "fr"/"en"):
    ``sample 3 of 7`` is ``tirage de 3 sur 7`` in French. The saved expression (what ``verify``
    recomputes) never changes; an expression this does not know is shown as it is."""
    from gmconsole.engine.wording import text

    found = _EXPRESSION.match(expr)
    language = _language_of(where)
    if found is None:
        return expr
    if found["sides"] is not None:
        return text(language, "dice-expr-die", sides=str(found["sides"]))
    if found["n"] is not None:
        return text(language, "dice-expr-perm", n=str(found["n"]))
    return text(language, "dice-expr-sample", k=str(found["k"]), n=str(found["m"]))


def audience_words(audience: Any, where: object) -> str:
    """Who may read an event or a roll (an :class:`~gmconsole.engine.events.Audience`), in
    ``where``'s language (a scenario): ``[GM only]``, ``[to Zoé]``, as the GM's summary says it."""
    from gmconsole.engine.wording import wording_for

    wording = wording_for(where if not isinstance(where, str) else where)  # type: ignore[arg-type]
    display = getattr(where, "display", str)
    players = wording.join(list(audience.players))
    if audience.to == "player":
        return str(wording.text("audience_player", players=players))
    if audience.to == "group":
        return str(wording.text("audience_group", group=display(audience.group or ""), players=players))
    return str(wording.text(f"audience_{audience.to}"))


def reworded(logged: str, where: object, keys: tuple[str, ...], game: str | None = None) -> str:
    """An English text that an event's data recorded (saves and fingerprints hold it as it is),
    said again in ``where``'s language (a scenario): the first of ``keys`` (messages of the game's
    wording) whose English sentence reads it gives the values back. A text none of them reads is
    shown as it was recorded."""
    if not logged or _language_of(where) == "en":
        return logged
    game = game if game is not None else _game_of(where)
    for key in keys:
        pattern = _english_pattern(game, key)
        found = pattern.fullmatch(logged) if pattern is not None else None
        if found is not None:
            return _in(_language_of(where), game, key, found.groupdict())
    return logged


_CHANCE = re.compile(r"^(?P<roll>\d+) (?P<sign><=|>) (?P<threshold>\d+): (?P<answer>yes|no)$")


def dice_outcome(outcome: str, where: object) -> str:
    """What a roll decided as people read it in ``where``'s language: a chance roll's recorded
    ``24 <= 33: yes`` is ``24 <= 33 : oui`` in French; any other outcome (names, a number) is
    shown as it was recorded."""
    found = _CHANCE.match(outcome or "")
    language = _language_of(where)
    if found is None or language == "en":
        return outcome
    from gmconsole.engine.wording import text

    key = "dice-outcome-yes" if found["answer"] == "yes" else "dice-outcome-no"
    return text(language, key, roll=found["roll"], threshold=found["threshold"])
