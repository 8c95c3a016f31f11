"""The errors the engine raises, each worded for the GM.

Every refusal says what was illegal, which rule forbids it and, where one is involved, which
player; the state is then left as it was (see :class:`gmconsole.engine.game.Game`).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

SHORT = 40
"""How many characters of a bad value a message quotes at most."""


def short(value: object, limit: int = SHORT) -> str:
    """``repr(value)`` for a message, cut to its first ``limit`` characters when longer (with its
    length): a 10 MB name in a file is quoted as ``'xxxx…' (10,485,760 characters)``. The text
    made of it is English (what saves and journals record); a French reader sees the quotation in
    French quotes, « Zorro » (:func:`gmconsole.engine.wording.french_quotes`)."""
    if isinstance(value, str) and len(value) > limit:
        return f"{value[:limit]!r}… ({len(value):,} characters)"
    try:
        text = repr(value)
    except ValueError:  # an integer of more than 4,300 digits has no repr
        return "(an integer too large to print)"
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters)"


def short_key(key: object, limit: int = SHORT) -> str:
    """A key as it is (``stepp``), or :func:`short` when it is longer than ``limit``."""
    text = str(key)
    return text if len(text) <= limit else short(text, limit)


class GMConsoleError(Exception):
    """Base class of every error gmconsole reports to the GM (never a traceback)."""


class RuleViolation(GMConsoleError):
    """An order or a resolution that the rules refuse. Nothing was changed.

    ``rule`` is the catalogue id (``"M-M-2"``) and ``player`` the player concerned, if any.

    A refusal is raised with a wording key and its values, :meth:`of`; ``str(exc)`` is its English
    text (saves, journals and the behaviour fingerprint record it), and :func:`describe` words it
    in the game's language for whoever reads it.
    """

    def __init__(
        self,
        message: str,
        *,
        rule: str = "",
        player: str = "",
        key: str = "",
        values: dict[str, object] | None = None,
        game: str = "",
    ) -> None:
        self.rule = rule
        self.player = player
        self.detail = message
        self.key = key
        self.values: dict[str, object] = dict(values or {})
        self.game = game
        self.language = ""
        """The language of the game it was refused in, once known (:func:`refusals_of`): what a
        report made without the game at hand (the command line's) shows it in."""
        self.names: dict[str, str] | None = None
        """That game's display names (its scenario's ``[names]``), once known: what its text's
        ``$display_<key>`` say when it is worded without the scenario at hand."""
        text = f"{message} ({rule})" if rule else message
        super().__init__(text)

    @classmethod
    def of(
        cls,
        key: str,
        /,
        *,
        game: str = "",
        scenario: object = None,
        rule: str = "",
        player: str = "",
        **values: object,
    ) -> RuleViolation:
        """The refusal worded by ``key`` (a message of the generic wording, or of ``game``'s, or of
        ``scenario``'s game) filled with ``values``; its text is the English one."""
        from gmconsole.engine.worded import english  # the wording imports the rules' base

        game = game or str(getattr(scenario, "game", "") or "")
        exc = cls(english(game, key, values), rule=rule, player=player, key=key, values=values, game=game)
        exc.language = str(getattr(scenario, "language", "") or "")
        exc.names = getattr(scenario, "names", None)
        return exc


@contextmanager
def refusals_of(scenario: object) -> Iterator[None]:
    """A refusal raised inside is marked as ``scenario``'s (its language; its game when it has
    none), so that whoever reports it later without the game shows it in the game's language."""
    try:
        yield
    except RuleViolation as exc:
        if not exc.language:
            exc.language = str(getattr(scenario, "language", "") or "")
        if exc.names is None:
            exc.names = getattr(scenario, "names", None)
        raise


class UnknownPlayer(RuleViolation):
    """A name that matches no player of the game (with suggestions when some are close)."""

    def __init__(self, name: str, suggestions: list[str] | None = None) -> None:
        from gmconsole.engine.worded import english

        values: dict[str, object] = {"name": short(name)}
        key = "unknown-player"
        if suggestions:
            key = "unknown-player-did-you-mean"
            values["suggestions"] = " or ".join(repr(s) for s in suggestions)
            values["suggestions_fr"] = " ou ".join(repr(s) for s in suggestions)
        super().__init__(english("", key, values), player=name[:SHORT], key=key, values=values)
        self.suggestions = suggestions or []


class FileProblem(GMConsoleError):
    """A scenario, roster, orders or save file that cannot be read or does not validate.

    The message names the file, the key or line, and the problem.
    """

    def __init__(self, path: object, problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        self.language = ""
        """The language the problem is worded in, when it is a game's (a scenario's validation
        errors, :mod:`gmconsole.engine.validation`): the command line frames it in that language."""
        super().__init__(f"{path}: {problem}")
