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
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from gmconsole.engine.errors import RuleViolation


def _game_of(where: object) -> str:
    return where if isinstance(where, str) else str(getattr(where, "game", "") or "")


def _language_of(where: object) -> str:
    if isinstance(where, str):
        return where
    return str(getattr(where, "language", "en") or "en")


class _Where:
    """A game and a language, where :func:`~gmconsole.engine.wording.wording_for` wants a scenario.

    A plain class: a ``NamedTuple`` built its class (and compiled its annotations) at every
    import of this module, some 0.7 M instructions of each command (issue 17)."""

    __slots__ = ("game", "language")

    def __init__(self, game: str | None, language: str) -> None:
        self.game = game
        self.language = language

    def __repr__(self) -> str:
        return f"_Where(game={self.game!r}, language={self.language!r})"


@lru_cache(maxsize=16)
def _english(game: str) -> Any:
    """The shipped English wording of ``game``: no GM override, so what is recorded never moves."""
    from gmconsole.engine.wording import Wording

    return Wording(game or None, "en")


def _names_of(where: object) -> Any:
    """The display names of ``where`` (a scenario's ``[names]``), None for a language code."""
    names = getattr(where, "names", None)
    return names if isinstance(names, dict) and names else None


def _in(language: str, game: str, key: str, values: dict[str, Any], names: Any = None) -> str:
    """The text of ``key`` in ``language``; ``names``: the display names its ``$display_<key>``
    say (a scenario's ``[names]``); None: the game's own, as every English record has them."""
    from gmconsole.engine.wording import wording_for

    if language == "en" and names is None:
        return str(_english(game).text(key, **values))
    shown = {k: (v.shown(language, names) if isinstance(v, Worded) else v) for k, v in values.items()}
    wording = wording_for(_Where(game or None, language)).named(names)  # type: ignore[arg-type]
    return str(wording.text(key, **shown))


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

    @classmethod
    def known(cls, english_text: str, game: str, key: str, values: dict[str, Any]) -> Worded:
        """``Worded(game, key, values)`` whose English text the caller already knows (a game's
        memo of a message with plain texts put in place): not formatted again."""
        self = str.__new__(cls, english_text)
        self.key, self.values, self.game = key, dict(values), game
        return self

    def shown(self, language: str, names: Any = None) -> str:
        """This text in ``language`` ("fr" or "en"), with the display names ``names`` (a
        scenario's ``[names]``; None: the game's own)."""
        if language == "en" and names is None:
            return str(self)
        return _in(language, self.game, self.key, self.values, names)

    def __reduce__(self) -> Any:  # copies and pickles keep the key
        return (Worded, (self.game, self.key, self.values))


class Shown(Worded):
    """An English text (it is a ``str``) that ``show`` words in another language: a value of a
    worded text that is no wording key of its own (a refusal, a roll's sentence, a journal
    entry). Copies and pickles keep the English text only."""

    show: Callable[[str], str]

    def __new__(cls, english_text: str, show: Callable[[str], str]) -> Shown:
        self = str.__new__(cls, english_text)
        self.key, self.values, self.game = "", {}, ""
        self.show = show
        return self

    def shown(self, language: str, names: Any = None) -> str:
        return str(self) if language == "en" else self.show(language)

    def __reduce__(self) -> Any:
        return (str, (str(self),))


class Named(Shown):
    """A key in a refusal (a step, an order's kind): the English record keeps the key, as a
    :class:`Shown` does, and people read it by ``show`` in every language, English included."""

    def shown(self, language: str, names: Any = None) -> str:
        return self.show(language)


def step_name(scenario: Any, key: str, language: str) -> str:
    """A step or phase ``key`` by its name: the scenario's ``[names]``, else the game's message
    ``step-<key>`` in ``language``, else the key itself (a step typed in an orders file that no
    game has)."""
    from gmconsole.engine.wording import wording_for

    names = getattr(scenario, "names", None) or {}
    if key in names:
        return str(names[key])
    message = "step-" + key.replace("_", "-")
    if _is_slug(key):
        wording = wording_for(_Where(str(getattr(scenario, "game", "") or "") or None, language))  # type: ignore[arg-type]
        if wording.has(message):
            return str(wording.text(message))
    return key


def named_step(scenario: Any, key: str, inner: str = "") -> Named:
    """A step for a refusal (« the game is at step … »), with the step within it if any: its
    English record ``night (seer)``, read « nuit (Voyante) ». Every game's wrong-step refusal
    names its steps so (docs/architecture.md, "Wording")."""

    def show(language: str) -> str:
        name = step_name(scenario, key, language)
        if inner:
            name += f" ({step_name(scenario, inner, language)})"
        return f"«\u202f{name}\u202f»" if language == "fr" else f"'{name}'"

    return Named(f"{key} ({inner})" if inner else key, show)


def named_kind(kind: str) -> Named:
    """An order's kind in a refusal: what the GM types in an orders file (``kind = "seer"``),
    shown as code; its English record is the kind."""
    return Named(kind, lambda language: f"`{kind}`")


def said(thing: object) -> Worded:
    """``thing`` (a refusal, a :class:`Worded` text, a pydantic ``ValidationError``, a model's
    :class:`~gmconsole.engine.validation.Invalid`, any exception) as a value of a worded text:
    its English text, worded again in another language where it can be."""
    if isinstance(thing, Worded):
        return thing
    from pydantic import ValidationError

    from gmconsole.engine.validation import Invalid, validation_lines

    if isinstance(thing, ValidationError):
        return Shown(
            validation_lines(thing, "en", limit=1)[0], lambda lang: validation_lines(thing, lang, limit=1)[0]
        )
    if isinstance(thing, Invalid):
        return Shown(str(thing), thing.shown)
    if isinstance(thing, RuleViolation) and thing.key:
        return Shown(str(thing), lambda lang: describe(thing, lang))
    return Shown(str(thing), lambda lang: str(thing))


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
        values = thing.values
        if language == "en" and any(isinstance(v, Named) for v in values.values()):
            values = {k: (v.shown("en") if isinstance(v, Named) else v) for k, v in values.items()}
        names = _names_of(where) or (thing.names if thing.language == language else None) or None
        message = _in(language, thing.game, thing.key, values, names)
        return f"{message} ({thing.rule})" if thing.rule else message
    if isinstance(thing, Worded):
        return thing.shown(language, _names_of(where))
    return str(thing)


def said_error(exc: BaseException, where: object) -> str:
    """An error as the GM reads it in ``where``'s language: a refusal or a keyed message worded
    again (:func:`describe`), a file's problem after its file's name; anything else as it is."""
    from gmconsole.engine.errors import FileProblem
    from gmconsole.engine.wording import text

    language = _language_of(where)
    if isinstance(exc, FileProblem):
        return text(language, "cli-file-problem", path=exc.path, problem=describe(exc.problem, language))
    if isinstance(exc, RuleViolation):
        return describe(exc, language)
    return describe(exc.args[0], language) if len(exc.args) == 1 else str(exc)


# -- the sentence of a roll ------------------------------------------------------------------------


def _dice_key(purpose_id: str) -> str:
    return "dice-" + purpose_id.replace(".", "-").replace("_", "-")


@lru_cache(maxsize=256)
def _english_pattern(game: str, key: str) -> re.Pattern[str] | None:
    """A regular expression reading the values back from ``key``'s English sentence, when it is
    plain text and variables only (None otherwise, or when there is no such message)."""
    found = _english(game).plain_parts(key)
    if found is None:
        return None
    parts: list[str] = []
    seen: set[str] = set()
    for part in found:
        if isinstance(part, str):
            parts.append(re.escape(part))
            continue
        name = part[0]
        if name.startswith("display_"):  # a display name: the game's own in every English record
            parts.append(re.escape(_english(game).display_name(name[len("display_") :])))
            continue
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
    return _in(language, game, key, values, _names_of(where))


# -- the sentence of an action ---------------------------------------------------------------------
#
# An action is described in one place: the journal lines, the "Entered:/Undone:/Redone:" messages of
# the console and the CLI's apply, undo, redo and ``status --gm`` lines all say the sentence
# :func:`describe_action` gives, from the message ``action-<kind>`` of the game's wording.

# The patterns of this module are compiled by ``re`` at their first use (and kept in its cache),
# not at import: every command imports this module, few use them (issue 17: 2.3 M instructions).
_SLUG = r"[a-z][a-z0-9_-]*"
_SLUG_FIRST = "abcdefghijklmnopqrstuvwxyz"
_SLUG_REST = _SLUG_FIRST + "0123456789_-"


def _is_slug(text: str) -> bool:
    """Whether ``re.fullmatch(_SLUG, text)`` (ASCII letters, digits, ``_`` and ``-``, a letter
    first), by string tests: compiling the pattern was about 1 M instructions of each ``apply``
    (issue 17)."""
    return text[:1] in _SLUG_FIRST and text != "" and not text.strip(_SLUG_REST)


def action_key(kind: str) -> str:
    """The wording key of an action's sentence: ``action-<kind>`` (``_`` written ``-``)."""
    return "action-" + kind.replace("_", "-")


class _Sayer:
    """What turns an action's values into Fluent arguments: the wording, the scenario's display
    names and, when a state is given, the roster (a name is a :class:`Person`, for agreement)."""

    def __init__(self, scenario: Any, state: Any, kind: str) -> None:
        from gmconsole.engine.wording import wording_for

        self.scenario, self.state, self.kind = scenario, state, kind
        self.wording = wording_for(scenario)

    def person(self, value: str) -> Any:
        from gmconsole.engine.wording import Person

        if self.state is None or not value.strip():
            return None
        try:
            name = self.state.names.get(value)
            return Person.of(self.state.player(name)) if name is not None else None
        except Exception:  # a damaged journal: the name as it was typed
            return None

    def display(self, value: str) -> str:
        names = getattr(self.scenario, "names", None) or {}
        return str(names.get(value, value))

    def word(self, field: str, value: Any) -> str | None:
        """The game's word for ``value`` of ``field`` (``action-<kind>-<field>-<value>``: a
        boolean's ``true``/``false``, an empty text's ``none``, a key such as ``revolt``)."""
        if isinstance(value, bool):
            slug = "true" if value else "false"
        elif isinstance(value, str):
            slug = value.strip().lower() or "none"
        else:
            return None
        if not _is_slug(slug):
            return None
        key = f"{action_key(self.kind)}-{field.replace('_', '-')}-{slug}"
        return self.wording.text(key) if self.wording.has(key) else None

    def yes_no(self, value: bool) -> str:
        return self.wording.text("yes" if value else "no")

    def name(self, value: Any) -> Any:
        """A name or a key said in words: a player as a Person, a key by its display name."""
        if isinstance(value, str):
            found = self.person(value)
            return found if found is not None else self.display(value)
        if isinstance(value, bool):
            return self.yes_no(value)
        return value

    def argument(self, field: str, value: Any) -> Any:
        if isinstance(value, bool | int | float):
            return value
        if value is None:
            return ""
        if isinstance(value, str):
            found = self.word(field, value)
            return found if found is not None else self.name(value)
        if isinstance(value, dict):
            return [self.pair(field, k, v) for k, v in value.items()]
        if isinstance(value, list | tuple | set | frozenset):
            return [self.name(v) for v in value]
        return str(value)

    def pair(self, field: str, key: Any, value: Any) -> str:
        """One entry of a mapping (a voter and his vote): ``action-<kind>-<field>-item`` of the
        game, else the generic ``action-pair`` (``Zoé → Max``)."""
        shown = self.word(field, value)
        if shown is None:
            shown = self.yes_no(value) if isinstance(value, bool) else str(_plain(self.name(value)))
        who = _plain(self.name(key))
        item = f"{action_key(self.kind)}-{field.replace('_', '-')}-item"
        return self.wording.text(item if self.wording.has(item) else "action-pair", key=who, value=shown)

    def plain(self, field: str, value: Any) -> str:
        """A value in words for the generic sentence (no field name)."""
        shown = self.argument(field, value)
        if isinstance(value, bool):
            return self.word(field, value) or self.yes_no(value)
        if isinstance(shown, list):
            return self.wording.join([str(_plain(v)) for v in shown])
        return str(_plain(shown))


def _plain(value: Any) -> Any:
    return getattr(value, "name", value) if isinstance(value, tuple) else value


def _fields(action: Any, rules: Any) -> tuple[str, Any, dict[str, Any], dict[str, Any]]:
    """The action's kind, its model (None when it no longer reads), its fields with their
    defaults, and the fields set (not defaults)."""
    from gmconsole.engine.actions import Action, action_data

    model = action if isinstance(action, Action) else None
    data: dict[str, Any] = dict(action) if model is None else {}
    if model is None and rules is not None:
        try:
            model = rules.parse_action(data)
        except Exception:  # a journal entry today's rules would refuse: said as it was saved
            model = None
    if model is None:
        kind = str(data.pop("kind", "?"))
        return kind, None, data, data
    # model_dump(mode="json", exclude={"kind"}) with and without the defaults, without building
    # the action's serializer where it can (issue 17)
    every = {k: v for k, v in action_data(model, defaults=True).items() if k != "kind"}
    given = {k: v for k, v in action_data(model).items() if k != "kind"}
    return model.kind, model, every, given


def _rules_of(where: Any) -> Any:
    rules = getattr(where, "rules", None)
    if rules is not None:
        return rules
    scenario = getattr(where, "scenario", where)
    game = str(getattr(scenario, "game", "") or "")
    if not game:
        return None
    from gmconsole.engine.errors import GMConsoleError
    from gmconsole.engine.rules.registry import find_rules

    try:
        return find_rules(game)
    except GMConsoleError:
        return None


def describe_action(action: Any, where: Any, state: Any = None) -> str:
    """The sentence of ``action`` (an action model or its journal dict) as the GM reads it, in
    ``where``'s language: ``where`` is a game (its scenario, state and rules) or a scenario (then
    ``state`` gives the roster, for names and gender agreement).

    The game's message ``action-<kind>`` says it, with the action's fields as arguments: a player's
    name as a :class:`~gmconsole.engine.wording.Person` (``$target``, ``$target_gender``), a list
    in words (``Zoé, Max et Lou``, ``$lovers_count``), a mapping as a list of ``key → value``
    entries (the game's ``action-<kind>-<field>-item``, else the generic ``action-pair``), a
    boolean as ``true``/``false`` to select on, a key by its display name (``$reward``; the key
    itself in ``$reward_key``), and the words the rules add
    (:meth:`~gmconsole.engine.rules.base.GameRules.action_arguments`: who acts, by which role; a
    ``None`` there gives ``""`` and ``$<name>_gender`` ``none``). A value may have the game's
    own word, ``action-<kind>-<field>-<value>`` (``revolt``; ``none`` for an empty text). A kind
    without a message is said generically: its display name, then its values (never a field's
    name)."""
    scenario = getattr(where, "scenario", where)
    if state is None:
        state = getattr(where, "state", None)
    rules = _rules_of(where)
    kind, model, every, given = _fields(action, rules)
    sayer = _Sayer(scenario, state, kind)
    wording = sayer.wording
    key = action_key(kind)
    if not wording.has(key):
        details = [sayer.plain(f, v) for f, v in given.items() if v not in ("", [], {}, None)]
        shown = sayer.display(kind)
        if not details:
            return wording.text("action-any-bare", kind=shown)
        return wording.text("action-any", kind=shown, details=", ".join(details))
    arguments: dict[str, Any] = {}
    for field, value in every.items():
        arguments[field] = sayer.argument(field, value)
        if isinstance(value, str):
            arguments[f"{field}_key"] = value
    if state is not None and rules is not None and model is not None:
        try:
            extra = rules.action_arguments(model, state, scenario)
        except Exception:  # words only: a sentence is never worth a crash
            extra = {}
        for name, value in extra.items():
            if value is None:
                arguments[name], arguments[f"{name}_gender"] = "", "none"
            elif isinstance(value, str):
                found = sayer.person(value)
                arguments[name] = found if found is not None else value
            elif isinstance(value, dict | list | tuple):
                arguments[name] = sayer.argument(name, value)
            else:
                arguments[name] = value
    for field, value in every.items():  # an empty text selects as none: { $victim_count -> [0] ...}
        if isinstance(value, str) and f"{field}_count" not in arguments:
            arguments[f"{field}_count"] = 1 if value.strip() else 0
    for variable in wording.variables(key):
        base = variable.rsplit("_", 1)[0]
        if variable not in arguments and base not in arguments:
            arguments[variable] = ""
    return wording.text(key, **arguments)


def describe_actions(actions: Any, where: Any, state: Any = None) -> str:
    """The sentences of several actions, one after the other (``; ``)."""
    from gmconsole.engine.wording import wording_for

    separator = wording_for(getattr(where, "scenario", where)).text("action-separator")
    return separator.join(describe_action(a, where, state) for a in actions)


def step_words(entry: Any, where: Any, state: Any = None) -> dict[str, Any]:
    """What a message about a journal entry says of it: ``phase`` (its step by its display
    name), ``turn`` and ``actions`` (the sentences of its actions); ``action-step`` (the
    journal's line) and the undo and redo messages (``action-cli-undone``, the console's
    ``console-undone``) each place them in their own sentence."""
    scenario = getattr(where, "scenario", where)
    names = getattr(scenario, "names", None) or {}
    return {
        "phase": str(names.get(entry.phase, entry.phase)),
        "turn": entry.turn,
        "actions": describe_actions(entry.actions, where, state),
    }


def describe_step(entry: Any, where: Any, state: Any = None, key: str = "action-step") -> str:
    """A journal entry in one line: its step, its turn and the sentences of its actions, said by
    the message ``key`` (the journal's ``action-step``; ``action-cli-undone``: « annulé (nuit,
    tour 1) : … »). The journal's line is given as ``what`` too, which a GM's wording
    override written for an older message may still say."""
    from gmconsole.engine.wording import wording_for

    wording = wording_for(getattr(where, "scenario", where))
    words = step_words(entry, where, state)
    if key == "action-step":
        return wording.text(key, **words)
    return wording.text(key, what=wording.text("action-step", **words), **words)


def setting_name(key: str, scenario: Any) -> str | None:
    """The name a GM reads of the scenario setting ``key`` (its dotted key in the scenario file,
    what ``--set`` and ``--sweep`` take: ``rules.start_tokens``), in the scenario's language, from
    its game's wording; None when the wording has none (show the key).

    The message is ``setting-<key>``, dots and underscores written ``-``
    (``setting-rules-start-tokens``). A setting of one entry of a table (a town's bonus, a
    hunter's courage, the spies for 5 players) is said by the message without the entry's key
    (``setting-towns-fight-bonus`` for ``towns.brasov.fight_bonus``), given ``$key``: the entry's
    own ``name`` when it has one (« Brașov »), else its display name, and ``$n``: the key as a
    number (0 when it is not one), for a plural."""
    from gmconsole.engine.wording import wording_for

    wording = wording_for(scenario)
    parts = key.split(".")

    def message(words: list[str]) -> str:
        return "setting-" + "-".join(words).replace("_", "-")

    if wording.has(message(parts)):
        return wording.text(message(parts))
    for at in range(len(parts) - 1, 0, -1):  # the entry's key left out, the innermost first
        found = message(parts[:at] + parts[at + 1 :])
        if wording.has(found):
            entry = parts[at]
            value: Any = scenario
            for part in parts[: at + 1]:
                value = value.get(part) if isinstance(value, dict) else getattr(value, part, None)
            name = getattr(value, "name", None)
            said = name if isinstance(name, str) and name else wording.display_name(entry)
            return wording.text(found, key=said, n=int(entry) if entry.isdecimal() else 0)
    return None


def entry_words(entry: Any, game: Any, language: str | None = None, limit: int = 60) -> str:
    """A journal entry named in words for ``verify``'s report, in ``language`` (default: the
    game's): « mise en place » for the deal, else its turn, its step by its name and its actions'
    sentences, cut after ``limit`` characters (« tour 2, nuit, « la voyante regarde Zoé ;
    résolution » »)."""
    from types import SimpleNamespace

    from gmconsole.engine.wording import wording_for

    scenario, where = game.scenario, game
    if language is not None and language != scenario.language:
        scenario = scenario.model_copy(update={"language": language})
        where = SimpleNamespace(scenario=scenario, state=game.state, rules=game.rules)
    wording = wording_for(scenario)
    if entry.phase == "setup" and not entry.turn:
        return str(wording.text("verify-entry-setup"))
    names = getattr(scenario, "names", None) or {}
    actions = describe_actions(entry.actions, where)
    if len(actions) > limit:  # a long vote: its first orders are enough to find the entry
        actions = actions[: limit - 1].rstrip(" ,;\u202f") + "…"
    return str(
        wording.text(
            "verify-entry", turn=entry.turn, phase=str(names.get(entry.phase, entry.phase)), actions=actions
        )
    )


_EXPRESSION = r"^(?:1d(?P<sides>\d+)|perm (?P<n>\d+)|sample (?P<k>\d+) of (?P<m>\d+))$"


def _one_line(text: str) -> str:
    """``text`` without one line end at its end, which a pattern's ``$`` also matches before."""
    return text[:-1] if text.endswith("\n") else text


def _expression(expr: str) -> tuple[str, str, str] | None:
    """What ``re.match(_EXPRESSION, expr)`` reads: ``("die", sides, "")``, ``("perm", n, "")``
    or ``("sample", k, m)``, None when it does not match; by string tests (``str.isdecimal`` is
    ``\\d``'s test: one or more characters of Unicode's category Nd), compiling the pattern was
    about 1 M instructions of each ``apply`` that prints a roll (issue 17)."""
    body = _one_line(expr)
    if body.startswith("1d") and body[2:].isdecimal():
        return "die", body[2:], ""
    if body.startswith("perm ") and body[5:].isdecimal():
        return "perm", body[5:], ""
    k, of, m = body[7:].partition(" of ") if body.startswith("sample ") else ("", "", "")
    if of and k.isdecimal() and m.isdecimal():  # k holds no space: the first " of " is the one
        return "sample", k, m
    return None


def dice_expression(expr: str, where: object) -> str:
    """A roll's expression as people read it in ``where``'s language (a scenario or "fr"/"en"):
    ``sample 3 of 7`` is ``tirage de 3 sur 7`` in French. The saved expression (what ``verify``
    recomputes) never changes; an expression this does not know is shown as it is."""
    from gmconsole.engine.wording import text

    found = _expression(expr)
    language = _language_of(where)
    if found is None:
        return expr
    form, first, second = found
    if form == "die":
        return text(language, "dice-expr-die", sides=first)
    if form == "perm":
        return text(language, "dice-expr-perm", n=first)
    return text(language, "dice-expr-sample", k=first, n=second)


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
            return _in(_language_of(where), game, key, found.groupdict(), _names_of(where))
    return logged


_CHANCE = r"^(?P<roll>\d+) (?P<sign><=|>) (?P<threshold>\d+): (?P<answer>yes|no)$"


def _chance(outcome: str) -> tuple[str, str, str] | None:
    """What ``re.match(_CHANCE, outcome)`` reads: (roll, threshold, answer), None when it does
    not match; by string tests, as :func:`_expression` (issue 17)."""
    roll, space, rest = _one_line(outcome).partition(" ")
    sign, space, rest = rest.partition(" ") if space else ("", "", "")
    threshold, colon, answer = rest.partition(": ") if space else ("", "", "")
    if not (colon and sign in ("<=", ">") and answer in ("yes", "no")):
        return None
    return (roll, threshold, answer) if roll.isdecimal() and threshold.isdecimal() else None


def dice_outcome(outcome: str, where: object) -> str:
    """What a roll decided as people read it in ``where``'s language: a chance roll's recorded
    ``24 <= 33: yes`` is ``24 <= 33 : oui`` in French; an outcome that names things (a shuffled
    deck's cards, towns, roles: keys joined by commas, ``witch, werewolf``) names each by the
    scenario's display name (« Sorcière, Loup-Garou »;
    ``where`` a scenario: :meth:`~gmconsole.engine.rules.base.ScenarioBase.display`); anything
    else (player names, a number) is shown as it was recorded."""
    found = _chance(outcome or "")
    if found is None:
        display = getattr(where, "display", None)
        if display is None or not outcome:
            return outcome
        return ", ".join(str(display(part)) for part in outcome.split(", "))
    language = _language_of(where)
    if language == "en":
        return outcome
    from gmconsole.engine.wording import text

    roll, threshold, answer = found
    key = "dice-outcome-yes" if answer == "yes" else "dice-outcome-no"
    return text(language, key, roll=roll, threshold=threshold)
