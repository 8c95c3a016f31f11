"""The errors the engine raises, each worded for the GM.

Every refusal says what was illegal, which rule forbids it and, where one is involved, which
player; the state is then left as it was (see :class:`gmconsole.engine.game.Game`).
"""

from __future__ import annotations

SHORT = 40
"""How many characters of a bad value a message quotes at most."""


def short(value: object, limit: int = SHORT) -> str:
    """``repr(value)`` for a message, cut to its first ``limit`` characters when longer (with its
    length): a 10 MB name in a file is quoted as ``'xxxx…' (10,485,760 characters)``."""
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
    """

    def __init__(self, message: str, *, rule: str = "", player: str = "") -> None:
        self.rule = rule
        self.player = player
        self.detail = message
        text = f"{message} ({rule})" if rule else message
        super().__init__(text)


class UnknownPlayer(RuleViolation):
    """A name that matches no player of the game (with suggestions when some are close)."""

    def __init__(self, name: str, suggestions: list[str] | None = None) -> None:
        hint = ""
        if suggestions:
            hint = "; did you mean " + " or ".join(repr(s) for s in suggestions) + "?"
        super().__init__(f"unknown player {short(name)}{hint}", player=name[:SHORT])
        self.suggestions = suggestions or []


class FileProblem(GMConsoleError):
    """A scenario, roster, orders or save file that cannot be read or does not validate.

    The message names the file, the key or line, and the problem.
    """

    def __init__(self, path: object, problem: str) -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(f"{path}: {problem}")
