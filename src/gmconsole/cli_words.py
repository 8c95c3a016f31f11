"""The command line's own words (its ``--help``, argparse's usage and errors) in the GM's language.

Before any game is known, the command line speaks :func:`~gmconsole.engine.language.system_language`
(French unless the environment asks for English). Its words are Fluent messages of
``gmconsole/wording/<lang>/usage.ftl``, a part of the wording read only when they are shown
(:func:`gmconsole.engine.wording.usage_wording`), so that a command that prints no help pays
nothing for them (issue 17):

- **argparse's own messages** (``usage:``, ``positional arguments``, ``the following arguments
  are required: %s``, ``invalid choice: …``): argparse calls the ``_`` and ``ngettext`` of its
  module; :class:`ArgparseWords`, a ``gettext.NullTranslations``, is put in their place while a
  gmconsole parser parses, formats its help or reports an error (:meth:`ArgparseWords.installed`),
  and looks each message up as ``argparse-<its words>`` (:func:`argparse_id`), its ``%s``
  placeholders kept for argparse to fill in. A test reads argparse's source and fails on a message
  that has no wording;
- **the commands' and options' help**: each ``help=`` of :func:`gmconsole.cli.build_parser` is a
  message key (``usage-new-seed``), worded by :class:`Formatter` when the help is shown;
- **the placeholders** (``FILE``, ``save``): ``usage-metavar-<name>`` when the wording has it,
  upper case kept (``FILE`` becomes ``FICHIER``, ``save`` ``sauvegarde``), in the help and in the
  errors that name an argument.

Nothing here imports the wording before a word is asked for.
"""

from __future__ import annotations

import argparse
import gettext
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gmconsole.engine.wording import Wording

ARGPARSE = "argparse-"
METAVAR = "usage-metavar-"
_NOT_A_WORD = r"[^a-z0-9]+"  # compiled when a word is asked for, not at every start


def argparse_id(msgid: str) -> str:
    """The message that words argparse's ``msgid``: ``argparse-`` and its words, lower case,
    joined by hyphens (``the following arguments are required: %s`` ->
    ``argparse-the-following-arguments-are-required-s``)."""
    return ARGPARSE + re.sub(_NOT_A_WORD, "-", msgid.lower()).strip("-")


def metavar_id(name: str) -> str:
    """The message of an argument's placeholder: ``FILE`` -> ``usage-metavar-file``."""
    return METAVAR + re.sub(_NOT_A_WORD, "-", name.lower()).strip("-")


class ArgparseWords(gettext.NullTranslations):
    """argparse's translation and the help's words, in ``language`` ("fr" or "en")."""

    def __init__(self, language: str) -> None:
        super().__init__()
        self.language = "en" if language == "en" else "fr"
        self._wording: Wording | None = None

    @property
    def wording(self) -> Wording:
        if self._wording is None:
            from gmconsole.engine.wording import usage_wording

            self._wording = usage_wording(self.language)
        return self._wording

    def _said(self, key: str, message: str, **values: Any) -> str:
        """Message ``key``, with the spaces and line ends around ``message`` kept; ``message``
        itself when the wording has no such message."""
        if not self.wording.has(key):
            return message
        core = message.strip()
        start = message.index(core) if core else 0
        return message[:start] + self.wording.text(key, **values) + message[start + len(core) :]

    def gettext(self, message: str) -> str:
        return self._said(argparse_id(message.strip()), message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        chosen = msgid1 if n == 1 else msgid2  # argparse's own, when the wording has none
        return self._said(argparse_id(msgid1.strip()), chosen, n=n)

    def help(self, text: str) -> str:
        """A help text: the message ``text`` names (``usage-new-seed``), or argparse's own."""
        if text.startswith("usage-") and self.wording.has(text):
            return self.wording.text(text)
        return self.gettext(text)

    def metavar(self, name: str) -> str:
        """An argument's placeholder in this language (as it is when the wording has none)."""
        key = metavar_id(name)
        if not name or not self.wording.has(key):
            return name
        said = self.wording.text(key)
        return said.upper() if name.isupper() else said

    def action_name(self, action: argparse.Action | None) -> str | None:
        """argparse's ``_get_action_name`` with the placeholder worded: what its errors name."""
        name = _ACTION_NAME(action)
        if action is None or action.option_strings or name is None:
            return name
        return self.metavar(name)

    @contextmanager
    def installed(self, words: bool = True) -> Iterator[None]:
        """argparse speaks these words inside (and as before after it; calls may nest). With
        ``words=False`` it says its messages as they are, without a look-up: while a parser is
        built (its titles are worded by :class:`Formatter` when the help is shown; gettext's own
        look-up searched the locale folders at each title, issue 17)."""
        saved = [getattr(argparse, name) for name in _PATCHED]
        if words:
            mine = [self.gettext, self.ngettext, self.action_name]
        else:
            mine = [_AS_IT_IS.gettext, _AS_IT_IS.ngettext, saved[2]]
        for name, function in zip(_PATCHED, mine, strict=True):
            setattr(argparse, name, function)
        try:
            yield
        finally:
            for name, function in zip(_PATCHED, saved, strict=True):
                setattr(argparse, name, function)


_PATCHED = ("_", "ngettext", "_get_action_name")
"""The functions of the argparse module that it calls for its words and an argument's name."""
_ACTION_NAME = argparse._get_action_name
_AS_IT_IS = gettext.NullTranslations()
_CHOICE = argparse._SubParsersAction._ChoicesPseudoAction


class Formatter(argparse.HelpFormatter):
    """argparse's help, its titles, help texts and placeholders worded by ``words``."""

    def __init__(self, prog: str, words: ArgparseWords, **kwargs: Any) -> None:
        super().__init__(prog, **kwargs)
        self.words = words

    def start_section(self, heading: str | None) -> None:
        if heading:  # argparse writes the colon after it: French spaces it (a narrow no-break space)
            heading = self.words.gettext(heading) + ("\u202f" if self.words.language == "fr" else "")
        super().start_section(heading)

    def add_text(self, text: str | None) -> None:
        super().add_text(self.words.help(text) if text and text is not argparse.SUPPRESS else text)

    def _get_help_string(self, action: argparse.Action) -> str | None:
        return self.words.help(action.help) if action.help else action.help

    def _metavar_formatter(self, action: argparse.Action, default_metavar: str) -> Any:
        format_ = super()._metavar_formatter(action, default_metavar)
        if isinstance(action, _CHOICE):  # a command's name: not a word
            return format_
        return lambda size: tuple(self.words.metavar(str(m)) for m in format_(size))


class Parser(argparse.ArgumentParser):
    """An argument parser that speaks ``words``, passed on to its sub-commands' parsers; a usage
    error exits with ``exit_code`` (the command line's 2)."""

    def __init__(self, *args: Any, words: ArgparseWords, **kwargs: Any) -> None:
        self.words = words
        with words.installed(words=False):
            super().__init__(*args, **kwargs)

    def add_subparsers(self, **kwargs: Any) -> Any:
        kwargs.setdefault("parser_class", type(self))
        chosen = kwargs["parser_class"]
        words = self.words

        def make(**parser_kwargs: Any) -> Any:
            return chosen(words=words, **parser_kwargs)

        kwargs["parser_class"] = make
        with self.words.installed(words=False):
            return super().add_subparsers(**kwargs)

    _adding = False

    def add_argument(self, *args: Any, **kwargs: Any) -> Any:
        # argparse formats a new argument's placeholder only to check its length against nargs:
        # checked by argparse's own formatter, so building a parser reads no wording (issue 17)
        self._adding = True
        try:
            return super().add_argument(*args, **kwargs)
        finally:
            self._adding = False

    def _get_formatter(self) -> argparse.HelpFormatter:
        if self._adding:
            return argparse.HelpFormatter(prog=self.prog)
        return Formatter(prog=self.prog, words=self.words)

    def parse_args(self, *args: Any, **kwargs: Any) -> Any:
        with self.words.installed():
            return super().parse_args(*args, **kwargs)

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        with self.words.installed():
            return super().parse_known_args(*args, **kwargs)

    def format_usage(self) -> str:
        with self.words.installed():
            return super().format_usage()

    def format_help(self) -> str:
        with self.words.installed():
            return super().format_help()

    def error(self, message: str) -> Any:
        import sys

        with self.words.installed():
            self.print_usage(sys.stderr)
            said = self.words.gettext("%(prog)s: error: %(message)s\n")
            self.exit(2, said % {"prog": self.prog, "message": message})
