"""The headless command line: ``gmconsole new|status|apply|undo|redo|export|validate|verify``.

Every command is a thin client of the engine. Imports are lazy so that a headless command never
pays for Textual. Exit codes: 0 done, 2 usage error, 3 refused by the rules (nothing changed),
4 unreadable, invalid or hand-edited file, 5 the save is busy (another program is writing it),
6 a file could not be written (disk full, file-size limit, read-only folder, no permission).

A command that changes a save holds its lock across the whole read, change and write
(``saves.editing``), and writes only over a save whose digest is sound.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gmconsole.savelock import SaveBusy

EXIT_OK, EXIT_USAGE, EXIT_REFUSED, EXIT_FILE, EXIT_BUSY, EXIT_IO = 0, 2, 3, 4, 5, 6
MARKUP_PROFILES = (
    "bbcode-phpbb",
    "bbcode-forumactif",
    "bbcode-smf",
    "bbcode-xenforo",
    "markdown-discourse",
    "markdown-discord",
    "text",
)


class _WholeNumber:
    """argparse's type for a whole number: ``int``, named in the GM's language when argparse
    says a value is not one (« valeur invalide (nombre entier attendu) : 'x' »)."""

    @property
    def __name__(self) -> str:  # read by argparse for its message only
        from gmconsole.engine.wording import text

        return text(_system_language(), "cli-whole-number")

    def __call__(self, value: str) -> int:
        return int(value)


WHOLE = _WholeNumber()


def _version() -> str:
    """The installed package's version (pyproject.toml's), without importing anything heavy."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gmconsole")
    except PackageNotFoundError:  # run from a source tree that is not installed
        from gmconsole.engine.wording import text

        return text(_system_language(), "cli-version-unknown")


class _VersionAction(argparse.Action):
    """``--version``: the installed version, looked up only when asked (importlib.metadata costs
    tens of milliseconds at every start otherwise)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: Any) -> None:
        super().__init__(option_strings, dest, nargs=0, help="usage-version")

    def __call__(self, parser: argparse.ArgumentParser, *args: Any, **kwargs: Any) -> None:
        print(f"gmconsole {_version()}")  # on stdout, as argparse's own version action
        parser.exit()


class _Skipped:
    """A sub-command's parser that is not built: every call on it does nothing."""

    def __getattr__(self, name: str) -> Any:
        return lambda *args, **kwargs: self


class _OnlyOne:
    """The sub-parsers with only ``command`` built: argparse looks up its translations once per
    parser and option (gettext searches the locale folders each time), which cost more than a
    tenth of a command's start-up when the 18 commands were all built (issue 17)."""

    def __init__(self, sub: Any, command: str) -> None:
        self.sub, self.command = sub, command

    def add_parser(self, name: str, **kwargs: Any) -> Any:
        return self.sub.add_parser(name, **kwargs) if name == self.command else _Skipped()


def build_parser(command: str | None = None, language: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser; with ``command``, only that sub-command's parser is built (what
    ``main`` does when the first argument names one; ``--help`` and mistakes get them all). Its
    help and its usage errors are in ``language``, by default the environment's
    (:func:`~gmconsole.engine.language.system_language`): every ``help`` is a message of
    ``wording/<lang>/usage.ftl`` (:mod:`gmconsole.cli_words`)."""
    from gmconsole.cli_words import ArgparseWords, Parser
    from gmconsole.engine.language import system_language

    words = ArgparseWords(language or system_language())
    parser = Parser(prog="gmconsole", description="usage-description", words=words)
    parser.add_argument("--version", action=_VersionAction)
    sub: Any = parser.add_subparsers(dest="command", metavar="COMMAND")
    if command is not None:
        sub = _OnlyOne(sub, command)

    p = sub.add_parser("new", help="usage-new")
    p.add_argument("scenario", help="usage-new-scenario")
    roster = p.add_mutually_exclusive_group(required=True)
    roster.add_argument("--players", metavar="FILE", help="usage-new-players")
    roster.add_argument(
        "--from-running",
        metavar="FILE",
        help="usage-new-from-running",
    )
    p.add_argument("--seed", help="usage-new-seed")
    p.add_argument("--save", metavar="PATH", help="usage-new-save")
    p.add_argument(
        "--estimate",
        nargs="?",
        type=WHOLE,
        const=300,
        metavar="GAMES",
        help="usage-new-estimate",
    )

    p = sub.add_parser("status", help="usage-status")
    p.add_argument("save")
    p.add_argument("--json", action="store_true", help="usage-status-json")
    p.add_argument("--gm", action="store_true", help="usage-status-gm")

    p = sub.add_parser("apply", help="usage-apply")
    p.add_argument("save")
    p.add_argument("orders", help="usage-apply-orders")
    p.add_argument("--json", action="store_true", help="usage-apply-json")

    p = sub.add_parser("replace", help="usage-replace")
    p.add_argument("save")
    p.add_argument("player", help="usage-replace-player")
    p.add_argument("by", help="usage-replace-by")
    p.add_argument("--alias", action="append", default=[], metavar="NAME", help="usage-replace-alias")

    p = sub.add_parser("remove", help="usage-remove")
    p.add_argument("save")
    p.add_argument("player", help="usage-remove-player")
    p.add_argument("--announce", default="", metavar="TEXT", help="usage-remove-announce")

    p = sub.add_parser("deadline", help="usage-deadline")
    p.add_argument("save")
    p.add_argument("deadline", nargs="?", help="usage-deadline-deadline")
    p.add_argument("--at", nargs=2, metavar=("DATE", "TIME"), help="usage-deadline-at")

    p = sub.add_parser("remind", help="usage-remind")
    p.add_argument("save")
    p.add_argument("--format", choices=("bbcode", "markdown", "text"), help="usage-remind-format")
    p.add_argument("--profile", choices=MARKUP_PROFILES, help="usage-remind-profile")

    for name in ("undo", "redo"):
        p = sub.add_parser(name, help=f"usage-{name}")
        p.add_argument("save")

    p = sub.add_parser("export", help="usage-export")
    p.add_argument("save")
    p.add_argument("--turn", type=WHOLE, help="usage-export-turn")
    p.add_argument("--phase", help="usage-export-phase")
    p.add_argument("--format", choices=("bbcode", "markdown", "text"), help="usage-export-format")
    p.add_argument("--profile", choices=MARKUP_PROFILES, help="usage-export-profile")
    what = p.add_mutually_exclusive_group()
    what.add_argument(
        "--private",
        nargs="?",
        const="",
        metavar="PLAYER",
        help="usage-export-private",
    )
    what.add_argument("--gm", action="store_true", help="usage-export-gm")
    what.add_argument(
        "--write",
        action="store_true",
        help="usage-export-write",
    )
    p.add_argument(
        "--wording",
        metavar="FILE",
        help="usage-export-wording",
    )

    p = sub.add_parser("validate", help="usage-validate")
    p.add_argument("file")
    p.add_argument(
        "--accept",
        action="store_true",
        help="usage-validate-accept",
    )

    p = sub.add_parser("verify", help="usage-verify")
    p.add_argument("save")

    p = sub.add_parser("knows", help="usage-knows")
    p.add_argument("save")
    p.add_argument("player")
    p.add_argument("--json", action="store_true")

    p = sub.add_parser("votes", help="usage-votes")
    p.add_argument("save")
    p.add_argument("thread", help="usage-votes-thread")
    p.add_argument("--apply", action="store_true", help="usage-votes-apply")
    p.add_argument("--json", action="store_true", help="usage-votes-json")
    p.add_argument("--ignore", action="append", default=[], metavar="NAME", help="usage-votes-ignore")

    p = sub.add_parser("open", help="usage-open")
    p.add_argument("save")

    p = sub.add_parser("demo", help="usage-demo")
    p.add_argument("game", nargs="?", help="usage-demo-game")

    p = sub.add_parser("serve", help="usage-serve")
    p.add_argument("save", nargs="?", help="usage-serve-save")
    p.add_argument("--host", default="127.0.0.1", help="usage-serve-host")
    p.add_argument("--port", type=WHOLE, default=8000, help="usage-serve-port")
    p.add_argument("--certfile", metavar="PEM", help="usage-serve-certfile")
    p.add_argument("--keyfile", metavar="PEM", help="usage-serve-keyfile")
    p.add_argument("--token", help="usage-serve-token")
    p.add_argument("--public-url", metavar="URL", help="usage-serve-public-url")

    p = sub.add_parser("simulate", help="usage-simulate")
    p.add_argument("scenario", help="usage-simulate-scenario")
    who = p.add_mutually_exclusive_group()
    who.add_argument("--players", type=WHOLE, metavar="N", help="usage-simulate-players")
    who.add_argument("--roster", metavar="FILE", help="usage-simulate-roster")
    p.add_argument("--games", type=WHOLE, default=200, metavar="N", help="usage-simulate-games")
    p.add_argument("--seed", default="simulate", help="usage-simulate-seed")
    p.add_argument("--jobs", type=WHOLE, default=1, metavar="J", help="usage-simulate-jobs")
    p.add_argument(
        "--policy",
        choices=["random", "heuristic"],
        default="random",
        help="usage-simulate-policy",
    )
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE", help="usage-simulate-set")
    p.add_argument("--sweep", metavar="KEY=A..B", help="usage-simulate-sweep")
    p.add_argument("--json", action="store_true", help="usage-simulate-json")
    return parser


def _save_busy() -> type[SaveBusy]:
    from gmconsole.savelock import SaveBusy  # the lock's module: a command that only reads never loads it

    return SaveBusy


def main(argv: list[str] | None = None) -> int:
    arguments = sys.argv[1:] if argv is None else argv
    command = arguments[0] if arguments and arguments[0] in COMMANDS else None
    args = build_parser(command).parse_args(arguments)
    if args.command is None:
        return _run_tui(None)
    if args.command in SCREEN_COMMANDS:
        return _command(args)
    with _visible_output():
        return _command(args)


def _command(args: argparse.Namespace) -> int:
    """Run the command ``args`` names; a refusal or a problem is said on stderr with its exit code."""
    from gmconsole.engine.errors import FileProblem, GMConsoleError, RuleViolation
    from gmconsole.tomlio import WriteFailed, io_cause

    try:
        return COMMANDS[args.command](args)
    except RuleViolation as exc:
        from gmconsole.engine.worded import describe
        from gmconsole.engine.wording import text

        # the game's, once the game is known (engine.errors.refusals_of), else its save's or scenario's
        language = exc.language or _language_of_args(args)
        print(text(language, "cli-refused", why=describe(exc, language)), file=sys.stderr)
        print(text(language, "cli-nothing-changed"), file=sys.stderr)
        return EXIT_REFUSED
    except FileProblem as exc:
        from gmconsole.engine.worded import describe
        from gmconsole.engine.wording import text

        # worded in the game's language (a scenario's or a save's validation), else a file too
        # broken to tell its game: the environment's language (engine.language)
        language = exc.language or _system_language()
        said = text(language, "cli-file-problem", path=exc.path, problem=describe(exc.problem, language))
        print(text(language, "cli-error", why=said), file=sys.stderr)
        return EXIT_FILE
    except _save_busy() as exc:  # evaluated only for an error that no clause above took
        from gmconsole.engine.wording import text

        language, holder = _language_of_args(args), exc.holder
        if holder is None:
            who = text(language, "cli-busy-another")
        else:
            who = text(
                language,
                "cli-busy-holder",
                program=holder.program,
                pid=str(holder.pid),
                host=holder.host,
                since=str(holder.since),
            )
        print(text(language, "cli-busy", path=exc.path, who=who), file=sys.stderr)
        return EXIT_BUSY
    except WriteFailed as exc:
        from gmconsole.engine.wording import text

        language = _language_of_args(args)
        cause = _write_cause(language, exc.code, exc.cause)
        print(text(language, "cli-write-failed", path=exc.path, cause=cause), file=sys.stderr)
        return EXIT_IO
    except GMConsoleError as exc:
        from gmconsole.engine.worded import describe
        from gmconsole.engine.wording import text

        language = getattr(exc, "language", "") or _language_of_args(args)
        said = describe(exc.args[0], language) if exc.args else str(exc)
        print(text(language, "cli-error", why=said), file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:  # `gmconsole status SAVE | head`: the reader left; the work is done
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except OSError as exc:  # a post file, a folder...: the file and the cause, never a traceback
        from gmconsole.engine.wording import text

        language = _language_of_args(args)
        code, cause = io_cause(exc)
        said = text(
            language,
            "cli-not-written",
            path=str(exc.filename or "?"),
            cause=_write_cause(language, code, cause),
        )
        print(text(language, "cli-error", why=said), file=sys.stderr)
        return EXIT_IO


SCREEN_COMMANDS = frozenset({"open", "demo", "serve"})
"""The commands that hand over to the console, which draws its own screen: their output is not
filtered by :func:`_visible_output`."""

_CONTROL = "[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u202a-\\u202e\\u2066-\\u2069]"
"""The characters a terminal obeys rather than shows: the C0 controls but the tab and the line end,
DEL, the C1 controls, and the bidirectional overrides and isolates (which reorder a line)."""


def visible(text: str) -> str:
    """``text`` with every control character written as its escape (``\\x1b``, ``\\x07``,
    ``\\u009b``, ``\\u202e``): a save edited by hand (a name, a note, a scenario's word holding
    ``\\x1b[31m`` or a bell) cannot colour, ring or retitle the GM's terminal, and a ``--json``
    output stays valid JSON. Letters of every language, accents and French spaces included, are
    left alone; a line end and a tab too."""
    global _CONTROLS
    if _CONTROLS is None:
        import re

        _CONTROLS = re.compile(_CONTROL)
    if _CONTROLS.search(text) is None:
        return text
    return _CONTROLS.sub(_escape, text)


_CONTROLS: Any = None
""":data:`_CONTROL` compiled, at the first write."""


def _escape(found: Any) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x20 else f"\\u{code:04x}"


class _Visible:
    """A text stream that writes what it is given through :func:`visible`."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(visible(text))

    def writelines(self, lines: Any) -> None:
        for line in lines:
            self.write(line)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _visible_output() -> Any:
    """While a command runs, its stdout and stderr through :func:`visible`: every output that shows
    a save's data (``status``, ``apply``, ``export`` and ``remind`` to the terminal, ``verify``'s
    and ``validate``'s messages, refusals). Files that ``export --write`` writes are not changed."""
    from contextlib import contextmanager

    @contextmanager
    def filtered() -> Any:
        out, err = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = _Visible(out), _Visible(err)
        try:
            yield
        finally:
            sys.stdout, sys.stderr = out, err

    return filtered()


def _system_language() -> str:
    from gmconsole.engine.language import system_language

    return system_language()


def _write_cause(language: str, code: str, cause: str) -> str:
    """Why a file could not be written (``tomlio.io_cause``'s code), in ``language``; the
    system's own words for a cause without a code."""
    from gmconsole.engine.wording import text, wording_for

    key = f"write-cause-{code}"
    if code == "other" or (language == "en" and code == "disk-full") or not wording_for(language).has(key):
        return cause  # English disk-full: io_cause's own words (a quota is not a full disk)
    return text(language, key)


def _worded(key: str, /, **values: Any) -> str:
    """The text of ``key`` (the generic wording), English, said again in the reader's language."""
    from gmconsole.engine.worded import worded

    return worded("", key, **values)


def _said_in(where: Any, problem: Any) -> Any:
    """``problem`` marked as said in ``where``'s language (a scenario or a language code)."""
    problem.language = str(getattr(where, "language", where) or "")
    return problem


def _usage_error(language: str, key: str, /, **values: Any) -> None:
    """A mistake in the command's arguments, found before any game is read, on stderr."""
    from gmconsole.engine.wording import text

    print(text(language, "cli-error", why=text(language, key, **values)), file=sys.stderr)


def _language_of_args(args: argparse.Namespace) -> str:
    """The language of the game a command was given (its save's or its scenario's), for a refusal
    raised before the command knew the game; when there is none or it cannot be read, the
    environment's (:func:`~gmconsole.engine.language.system_language`)."""
    from gmconsole.engine.validation import language_of_data
    from gmconsole.scenarios import find_scenario
    from gmconsole.tomlio import read_toml

    name = getattr(args, "scenario", None)
    for path in (getattr(args, "save", None), getattr(args, "file", None)):
        try:
            if name:  # `new`: its scenario (its --save is not written yet)
                return language_of_data(read_toml(find_scenario(name)))
            if path:
                data = read_toml(path)
                return language_of_data(data.get("scenario", data), "en")
        except Exception:  # a problem to report, not to have: said in the environment's language
            continue
    return _system_language()


def _read(path: str) -> Any:
    """A save opened by a command that only reads it; a save changed by hand gets a warning."""
    from gmconsole.engine.wording import text
    from gmconsole.saves import load_save

    loaded = load_save(path)
    if loaded.seal == "edited":
        print(text(loaded.game.scenario, "cli-edited-warning", path=str(path)), file=sys.stderr)
    return loaded.game


# -- commands ---------------------------------------------------------------------------------
def cmd_new(args: argparse.Namespace) -> int:
    import secrets
    from pathlib import Path

    from gmconsole.engine.errors import FileProblem, GMConsoleError
    from gmconsole.engine.game import Game
    from gmconsole.engine.rules.registry import find_rules
    from gmconsole.engine.wording import text
    from gmconsole.savelock import save_lock
    from gmconsole.saves import default_save_path, load_for_writing, save_game
    from gmconsole.scenarios import load_roster, load_running, load_scenario

    scenario = load_scenario(args.scenario)
    running = None
    if args.from_running is not None:
        roster, running = load_running(args.from_running, scenario.language)
    else:
        roster = load_roster(args.players, scenario.max_name_length, scenario.language)
    seed = args.seed if args.seed is not None else secrets.token_hex(16)
    game = Game.new(scenario, roster, seed, running)
    for note in [] if running is not None else find_rules(scenario.game).deal_notes(scenario, len(roster)):
        print(text(scenario, "cli-note", text=note))
    if args.estimate is not None and running is None:
        from gmconsole.simulate import estimate, estimate_lines

        if args.estimate < 1:
            raise _said_in(scenario, GMConsoleError(_worded("cli-estimate-whole")))
        summary = estimate(scenario, len(roster), args.estimate)
        for line in estimate_lines(scenario, len(roster), summary):
            print(text(scenario, "cli-note", text=line))
    path = Path(args.save) if args.save else default_save_path(game)
    with save_lock(path, "gmconsole new"):
        if path.exists():  # replaced, and kept as .bak, only if it is a sound save
            try:
                load_for_writing(path)
            except FileProblem as exc:
                from gmconsole.engine.validation import file_problem
                from gmconsole.engine.worded import describe

                why = describe(exc.problem, scenario.language)
                raise file_problem(path, scenario.language, "cli-save-exists", problem=why) from None
        save_game(game, path)
    if running is not None:
        print(
            text(
                scenario,
                "cli-taken-over",
                scenario=scenario.name,
                turn=str(game.state.turn),
                count=len(roster),
                path=str(path),
            )
        )
    else:
        print(text(scenario, "cli-new-game", scenario=scenario.name, count=len(roster), path=str(path)))
    print(text(scenario, "cli-seed-digest", digest=game.state.seed_sha256))
    _print_status(game, gm=False)
    return EXIT_OK


def cmd_status(args: argparse.Namespace) -> int:
    game = _read(args.save)
    if args.json:
        print(json.dumps(_status_dict(game, gm=args.gm), ensure_ascii=False, indent=2))
    else:
        _print_status(game, gm=args.gm)
    return EXIT_OK


def cmd_apply(args: argparse.Namespace) -> int:
    from gmconsole.orders import load_orders
    from gmconsole.saves import editing, save_game

    with editing(args.save, "gmconsole apply") as game:
        actions = load_orders(args.orders, game)
        applied = game.push(actions)
        save_game(game, args.save)
    if args.json:
        print(
            json.dumps(
                {
                    "events": [e.model_dump(mode="json") for e in applied.entry.events],
                    "rolls": [r.model_dump(mode="json") for r in applied.entry.rolls],
                    "warnings": applied.warnings,
                    "turn": game.state.turn,
                    "phase": game.state.phase,
                    "winner": game.state.winner,
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return EXIT_OK
    from gmconsole.engine.worded import describe
    from gmconsole.engine.wording import text

    for warning in applied.warnings:  # recorded in English, shown in the game's language
        print(text(game.scenario, "cli-warning", why=describe(warning, game.scenario)))
    for line in describe_entry(applied.entry, game):
        print(line)
    _print_status(game, gm=False)
    return EXIT_OK


def cmd_replace(args: argparse.Namespace) -> int:
    from gmconsole.engine.actions import ReplacePlayer

    return _seat_change(args.save, ReplacePlayer(player=args.player, by=args.by, aliases=args.alias))


def cmd_remove(args: argparse.Namespace) -> int:
    from gmconsole.engine.actions import RemovePlayer

    return _seat_change(args.save, RemovePlayer(player=args.player, announcement=args.announce))


def cmd_deadline(args: argparse.Namespace) -> int:
    from datetime import date

    from gmconsole.engine.actions import SetDeadline
    from gmconsole.engine.seats import DeadlineProblem, deadline_words, parse_deadline

    if (args.deadline is None) == (args.at is None):  # before the save is read: a usage error
        _usage_error(_system_language(), "cli-deadline-text-or-at")
        return EXIT_USAGE
    text = args.deadline
    if args.at is not None:
        from gmconsole.saves import load_game

        try:
            when = parse_deadline(args.at[0], args.at[1], date.today())
        except DeadlineProblem as exc:
            _usage_error(_system_language(), f"cli-deadline-bad-{exc.field}", typed=repr(exc.typed))
            return EXIT_USAGE
        text = deadline_words(when, load_game(args.save).scenario.language)
    return _seat_change(args.save, SetDeadline(deadline=text))


def cmd_remind(args: argparse.Namespace) -> int:
    from gmconsole.export import render
    from gmconsole.export.reminder import reminders
    from gmconsole.saves import load_game

    game = load_game(args.save)
    state, scenario = game.state, game.scenario
    awaited = [] if state.over else game.rules.awaiting(state, scenario)
    docs = reminders(game.events(), scenario, state.turn, state.phase, awaited)
    if not docs:
        from gmconsole.engine.wording import text

        print(text(scenario, "cli-nobody-awaited"), file=sys.stderr)
        return EXIT_OK
    profile = _export_profile(scenario.markup, args.format, args.profile, scenario.language)
    print("\n".join(render(doc, profile) for doc in docs), end="")
    return EXIT_OK


def _seat_change(save: str, action: Any) -> int:
    """Apply one seat change (nothing is resolved), save, and print what the post will say: one
    writer at a time, on a sound save only, like every writing command."""
    from gmconsole.saves import editing, save_game

    with editing(save, "gmconsole " + action.kind.replace("_player", "")) as game:
        applied = game.push(action)
        save_game(game, save)
    for line in describe_entry(applied.entry, game):
        print(line)
    _print_status(game, gm=False)
    return EXIT_OK


def cmd_undo(args: argparse.Namespace) -> int:
    return _step_back_or_forth(args.save, undo=True)


def cmd_redo(args: argparse.Namespace) -> int:
    return _step_back_or_forth(args.save, undo=False)


def _step_back_or_forth(save: str, *, undo: bool) -> int:
    """Undo or redo one journal entry, save, and say which."""
    from gmconsole.saves import editing, save_game

    with editing(save, f"gmconsole {'undo' if undo else 'redo'}") as game:
        entry = game.undo() if undo else game.redo().entry
        save_game(game, save)
    from gmconsole.engine.worded import describe_step

    # the console's "Undone (…):" says the same: the step, its turn, then its orders
    print(describe_step(entry, game, key="action-cli-undone" if undo else "action-cli-redone"))
    _print_status(game, gm=False)
    return EXIT_OK


def _export_profile(markup: str, fmt: str | None, profile: str | None, language: str = "") -> str:
    """The markup profile from --profile, --format and the scenario's setting, in that order."""
    from gmconsole.engine.errors import GMConsoleError

    if profile:
        if fmt and not profile.startswith(fmt):
            problem = GMConsoleError(_worded("cli-profile-not-format", profile=profile, format=fmt))
            raise _said_in(language, problem)
        return profile
    if fmt and not markup.startswith(fmt):
        return {"bbcode": "bbcode-phpbb", "markdown": "markdown-discourse", "text": "text"}[fmt]
    return markup


def cmd_export(args: argparse.Namespace) -> int:
    from pathlib import Path

    from gmconsole.engine.errors import short_key
    from gmconsole.export.templates import TemplateProblem

    game = _read(args.save)
    try:
        return _export(game, args)
    except (LookupError, TypeError, ValueError, AttributeError, TemplateProblem) as exc:
        shipped = Path(__file__).resolve().parent  # the package's wording files, every game's
        if isinstance(exc, TemplateProblem) and not Path(exc.path).resolve().is_relative_to(shipped):
            raise  # the GM's own wording file
        # An event edited by hand that its post cannot be written from (a missing field...):
        # the save's fault, which `validate` locates by replaying the journal.
        from gmconsole.engine.validation import file_problem

        problem = exc.problem if isinstance(exc, TemplateProblem) else f"{type(exc).__name__}: {exc}"
        raise file_problem(
            args.save,
            game.scenario.language,
            "cli-event-does-not-fit",
            problem=short_key(problem, 200),
            path=str(args.save),
        ) from None


def _export(game: Any, args: argparse.Namespace) -> int:
    from gmconsole.export import all_messages, gm_summary, load_wording, private_messages, public_post, render

    scenario = game.scenario
    profile = _export_profile(scenario.markup, args.format, args.profile, scenario.language)
    from gmconsole.engine.wording import override_next_to, text
    from gmconsole.export import genders

    mine = args.wording or override_next_to(args.save)  # --wording, else saves/<game>/wording.ftl
    wording = load_wording(scenario.game, scenario.language, mine) if mine else None
    people = genders(game.state.players)
    events, rolls = game.events(), game.rolls()
    turn, phase = _export_step(game, events, args.turn, args.phase)
    if args.write:
        from gmconsole.export.files import write_posts  # only --write writes files

        if turn is None:
            turn = max((e.turn for e in events), default=0)
        written = write_posts(game, args.save, turn, phase, profile, wording)
        for path in written:
            print(path)
        for whole, pieces in written.split.items():
            print(
                text(
                    scenario,
                    "cli-discord-split",
                    file=whole.name,
                    count=len(pieces),
                    first=pieces[0].name,
                    last=pieces[-1].name,
                ),
                file=sys.stderr,
            )
        return EXIT_OK
    if args.gm:
        doc = gm_summary(events, rolls, scenario, turn=turn, phase=phase, wording=wording, people=people)
    elif args.private == "":
        doc = all_messages(events, scenario, turn=turn, phase=phase, wording=wording, people=people)
    elif args.private is not None:
        player = game.state.resolve(args.private).name
        found = private_messages(
            events, scenario, turn=turn, phase=phase, players=[player], wording=wording, people=people
        )
        if player not in found:
            print(text(scenario, "cli-no-private-message", player=player), file=sys.stderr)
            return EXIT_OK
        doc = found[player]
    else:
        doc = public_post(
            events, scenario, turn=turn, phase=phase, rolls=rolls, wording=wording, people=people
        )
        if not doc.blocks:
            print(text(scenario, "cli-nothing-public"), file=sys.stderr)
    rendered = render(doc, profile)
    if profile == "markdown-discord" and not args.gm and args.private != "":
        from gmconsole.export import discord

        parts = discord.split_message(rendered, discord.LIMIT)
        if len(parts) > 1:  # over Discord's limit: one message per part, cut at sensible breaks
            print(
                text(scenario, "cli-discord-messages", count=len(parts), limit=str(discord.LIMIT)),
                file=sys.stderr,
            )
            for n, part in enumerate(parts, 1):
                print(text(scenario, "cli-discord-message", n=str(n), count=str(len(parts))))
                print(part)
            return EXIT_OK
    print(rendered, end="")
    return EXIT_OK


def _export_step(game: Any, events: list[Any], turn: int | None, phase: str | None) -> tuple[Any, Any]:
    """The turn and the phase ``export`` was asked for, checked against the game: a turn it has
    not reached (or a negative one) and a phase it has not played are said, with those it has,
    before anything is written; a phase may be given by its display name too."""
    from gmconsole.engine.errors import GMConsoleError
    from gmconsole.engine.names import fold

    scenario, state = game.scenario, game.state
    first = min((e.turn for e in events), default=state.turn)
    last = max(state.turn, max((e.turn for e in events), default=state.turn))
    if turn is not None and not first <= turn <= last:
        key = "cli-turn-unknown-setup" if first == 0 else "cli-turn-unknown"
        problem = GMConsoleError(_worded(key, turn=turn, first=first, last=last, current=state.turn))
        raise _said_in(scenario, problem)
    if phase is None:
        return turn, None
    from gmconsole.engine.worded import Shown, step_name

    played = list(dict.fromkeys([*(e.phase for e in events), state.phase]))
    language = scenario.language
    found = next(
        (p for p in played if fold(phase) in (fold(p), fold(step_name(scenario, p, language)))), None
    )
    if found is None:
        from gmconsole.engine.wording import text

        def said(language: str) -> str:
            names = [(step_name(scenario, p, language), p) for p in played]
            shown = [f"{n} (`{p}`)" if n != p else f"`{p}`" for n, p in names]
            return text(language, "list-separator").join(shown)

        phases = Shown(said("en"), said)
        raise _said_in(scenario, GMConsoleError(_worded("cli-phase-unknown", phase=phase, phases=phases)))
    return turn, found


def cmd_validate(args: argparse.Namespace) -> int:
    from gmconsole.engine.errors import FileProblem
    from gmconsole.engine.wording import text
    from gmconsole.savelock import save_lock
    from gmconsole.saves import load_save, save_game
    from gmconsole.scenarios import scenario_from_dict
    from gmconsole.tomlio import read_toml

    data = read_toml(args.file)
    if "schema_version" in data:
        with save_lock(args.file, "gmconsole validate") if args.accept else _nothing():
            loaded = load_save(args.file)
            game = loaded.game
            problems = game.verify()
            if problems:
                from gmconsole.engine.worded import describe

                language = game.scenario.language
                separator = text(language, "validation-separator")
                problem = FileProblem(args.file, separator.join(describe(p, language) for p in problems))
                problem.language = language
                raise problem
            scenario = game.scenario
            print(
                text(
                    scenario,
                    "cli-valid-save",
                    path=args.file,
                    scenario=scenario.name,
                    turn=str(game.state.turn),
                    phase=scenario.display(game.state.phase),
                )
            )
            _note_older_rules(game)
            if loaded.seal == "sealed":
                return EXIT_OK
            if not args.accept:
                if loaded.seal == "edited":
                    print(text(scenario, "cli-edited-accept", path=args.file))
                else:
                    print(text(scenario, "cli-no-digest", path=args.file))
                return EXIT_OK
            save_game(game, args.file)
            print(text(scenario, "cli-accepted", path=args.file))
    elif args.accept:
        from gmconsole.engine.validation import language_of_data

        raise _said_in(language_of_data(data), FileProblem(args.file, _worded("cli-accept-save-only")))
    else:
        scenario = scenario_from_dict(data, args.file)
        print(
            text(scenario, "cli-valid-scenario", path=args.file, game=scenario.game, scenario=scenario.name)
        )
    return EXIT_OK


def cmd_verify(args: argparse.Namespace) -> int:
    from gmconsole.engine.wording import text
    from gmconsole.saves import load_game

    game = load_game(args.save)
    problems = game.verify()
    _note_older_rules(game)
    rolls = len(game.rolls())
    scenario, steps = game.scenario, len(game.journal)
    if problems:
        from gmconsole.engine.worded import describe

        for problem in problems:
            print(text(scenario, "cli-mismatch", problem=describe(problem, scenario)))
        print(
            text(scenario, "cli-verify-problems", problems=len(problems), rolls=str(rolls), steps=str(steps))
        )
        return EXIT_REFUSED
    ok = "cli-verify-ok-older" if game.older_rules else "cli-verify-ok"
    print(text(scenario, ok, rolls=str(rolls), steps=str(steps)))
    print(
        text(
            scenario,
            "cli-verify-dice",
            dice=game.dice,
            rules=game.rules.name,
            revision=str(game.rules_revision),
        )
    )
    print(text(scenario, "cli-verify-seed", digest=game.state.seed_sha256))
    return EXIT_OK


def _nothing() -> Any:
    from contextlib import nullcontext

    return nullcontext()


def _note_older_rules(game: Any) -> None:
    from gmconsole.engine.wording import text

    if game.older_rules:
        print(
            text(
                game.scenario,
                "cli-older-rules",
                revision=str(game.rules_revision),
                rules=game.rules.name,
                current=str(game.rules.revision),
                dice=game.dice,
            )
        )


def cmd_knows(args: argparse.Namespace) -> int:
    from gmconsole.engine.errors import refusals_of

    game = _read(args.save)
    with refusals_of(game.scenario):
        player = game.state.resolve(args.player)
    facts = game.state.known_by(player.name)
    if args.json:
        print(json.dumps({k: asdict(v) for k, v in facts.items()}, ensure_ascii=False, indent=2))
        return EXIT_OK
    from gmconsole.engine.wording import text

    scenario = game.scenario
    if not facts:
        print(text(scenario, "cli-knows-nothing", player=player.name))
    for about, fact in facts.items():
        print(
            text(
                scenario,
                "cli-knows",
                player=player.name,
                about=about,
                seen=scenario.display(fact.seen_as),
                turn=str(fact.turn),
                source=_source_words(scenario, fact.source),
            )
        )
    return EXIT_OK


def _source_words(scenario: Any, source: str) -> str:
    """Where a player's knowledge comes from, as the GM reads it: a rule id as it is, a key by its
    display name, or the game's message ``knowledge-source-<source>`` (a game taken
    over records ``taken over``), in the scenario's language."""
    from gmconsole.engine.wording import wording_for

    shown = scenario.display(source)
    if shown != source:
        return str(shown)
    key = "knowledge-source-" + "-".join(source.lower().split())
    wording = wording_for(scenario)
    return str(wording.text(key)) if wording.has(key) else source


def cmd_votes(args: argparse.Namespace) -> int:
    from gmconsole.savelock import save_lock
    from gmconsole.saves import load_for_writing

    if args.apply:
        with save_lock(args.save, "gmconsole votes --apply"):
            return _votes(args, load_for_writing(args.save))
    return _votes(args, _read(args.save))


def _votes(args: argparse.Namespace, game: Any) -> int:
    from pathlib import Path

    from gmconsole.engine.errors import RuleViolation
    from gmconsole.engine.votes_import.ballot import ballot_votes, import_for_ballot
    from gmconsole.saves import save_game

    ballot = game.rules.ballot(game.state, game.scenario)
    if ballot is None:
        raise RuleViolation.of(
            "no-vote-on-names-open-game",
            scenario=game.scenario,
            phase=game.scenario.display(game.state.phase),
        )
    from gmconsole.engine.errors import FileProblem
    from gmconsole.tomlio import decode_utf8, unreadable

    try:  # the game is known: its problem is said in the game's language
        try:
            text = decode_utf8(Path(args.thread).read_bytes(), args.thread)
        except OSError as exc:
            raise unreadable(args.thread, exc) from None
    except FileProblem as exc:
        raise _said_in(game.scenario, exc) from None
    from gmconsole.engine.wording import text as words

    result = import_for_ballot(text, game.state, ballot, ignore=args.ignore, language=game.scenario.language)
    votes, left = ballot_votes(result.lines, ballot)
    if args.json:
        print(
            json.dumps(
                {
                    "ballot": ballot.model_dump(),
                    "format": result.format,
                    "posts": result.posts,
                    "lines": [line.model_dump(mode="json") for line in result.lines],
                    "clear_votes": votes,
                    "left": [{"poster": line.poster, "reason": why} for line, why in left],
                    "applied": args.apply,
                },
                ensure_ascii=False,
                indent=2,
            )
        )
    else:
        scenario = game.scenario
        thread_format = result.format or words(scenario, "cli-votes-no-format")
        print(
            words(
                scenario,
                "cli-votes-read",
                ballot=ballot.label,
                posts=result.posts,
                format=thread_format,
                clear=len(votes),
                left=len(left),
            )
        )
        for line in result.lines:
            target = line.target_match or _special_words(ballot, line.special, scenario) or line.vote_raw
            mark = {"clear": "ok", "question": "??", "problem": "!!"}[line.status]
            said = f"  [{mark}] {line.poster_match or line.poster} -> {target} ({line.confidence})"
            print(
                words(scenario, "cli-votes-line-problem", line=said, problem=line.problem)
                if line.problem
                else said
            )
    if args.apply:
        if not votes:
            raise RuleViolation.of("no-clear-vote-enter", scenario=game.scenario)
        game.push(game.parse(ballot.order(votes)))
        save_game(game, args.save)
        if not args.json:
            print(words(game.scenario, "cli-votes-entered", n=len(votes)))
    return EXIT_OK


def _special_words(ballot: Any, key: str | None, scenario: Any) -> str:
    """A special vote (an abstention, an unvote, a game's own option) by its name in words."""
    if not key:
        return ""
    from gmconsole.engine.wording import text

    option = ballot.special(key)
    if option is not None and option.label:
        return str(option.label)
    return text(scenario, "cli-votes-unvote" if key == "unvote" else "cli-votes-abstain")


def cmd_open(args: argparse.Namespace) -> int:
    # The save is read once, by the console's own opening: a save that does not open is said
    # here (as every command says it) before the console starts (issue 17: it was read twice).
    return _run_tui(args.save, check_first=True)


def cmd_demo(args: argparse.Namespace) -> int:
    from gmconsole.demo import demo_save_path
    from gmconsole.saves import load_game

    path = demo_save_path(game=args.game)
    print(f"demo game: {path}")
    if _tui_available():
        return _run_tui(str(path))
    _print_status(load_game(path), gm=True)
    return EXIT_OK


def _tui_available() -> bool:
    from importlib.util import find_spec

    return find_spec("gmconsole.tui") is not None and find_spec("gmconsole.tui.app") is not None


def _run_tui(save: str | None, check_first: bool = False) -> int:
    """The console, on ``save`` or the launcher. ``check_first``: the save is opened before the
    console starts and a problem raised to :func:`main`, which says it as every command does."""
    import gc

    gc.disable()  # a faster start: the console turns the collector on after its first frame
    try:
        from gmconsole.tui.app import run
    except ImportError:
        gc.enable()
        build_parser().print_help()
        return EXIT_USAGE
    try:
        if check_first and save is not None:
            from gmconsole.tui.session import Session

            return run(save, Session.open(save))
        return run(save)
    finally:
        gc.enable()


COMMANDS = {
    "new": cmd_new,
    "status": cmd_status,
    "apply": cmd_apply,
    "undo": cmd_undo,
    "redo": cmd_redo,
    "replace": cmd_replace,
    "remove": cmd_remove,
    "deadline": cmd_deadline,
    "remind": cmd_remind,
    "export": cmd_export,
    "validate": cmd_validate,
    "verify": cmd_verify,
    "knows": cmd_knows,
    "open": cmd_open,
    "demo": cmd_demo,
    "simulate": lambda args: __import__("gmconsole.simulate_cli", fromlist=["run"]).run(args),
    "votes": cmd_votes,
    "serve": lambda args: __import__("gmconsole.serve", fromlist=["run"]).run(args),
}

ONE_STEP_COMMANDS = frozenset(COMMANDS) - {"new", "demo", "open", "simulate", "serve"}
"""The commands that read one save, take one step and exit: the ``gmconsole`` script runs them
with the cyclic garbage collector paused to the end (``gmconsole/__main__.py``). The others loop
(``simulate``, ``serve``, ``new --estimate``) or hand over to the console, which manages it
itself (``tui/app.py``)."""


# -- printing ---------------------------------------------------------------------------------
def _status_dict(game: Any, gm: bool) -> dict[str, Any]:
    """``status --json``: the public projection (``engine/public.py``), or with ``gm`` the whole
    state, the GM's checklist and the warnings."""
    if not gm:
        from gmconsole.engine.public import public_view

        return public_view(game).to_dict()
    state = game.state
    data = state.model_dump(mode="json", exclude={"seed", "dice_counters"})
    data["scenario"] = game.scenario.name
    data["checklist"] = [s.model_dump() for s in game.checklist()]
    data["warnings"] = game.warnings()
    return data


def _print_status(game: Any, gm: bool) -> None:
    """The status text: the public projection (safe to paste), or with ``gm`` every secret."""
    if not gm:
        from gmconsole.engine.public import public_view

        print("\n".join(public_view(game).lines()))
        return
    from gmconsole.engine.public import (
        dead_with_words,
        game_over_line,
        separator,
        status_header,
        step_line,
        words_and_mark,
    )
    from gmconsole.engine.worded import describe
    from gmconsole.engine.wording import text

    state, scenario = game.state, game.scenario
    between = separator(scenario)
    print(status_header(scenario, state.turn, state.phase))
    if state.winner:
        print(game_over_line(scenario, state.winner, state.victory_rule))
    notes = game.rules.gm_notes(state, scenario) if gm else {}
    dead, dead_with = text(scenario, "status-dead"), dead_with_words(scenario)
    for p in state.players:
        public = {k: v for k, v in state.public_player(p).items() if k not in ("seat", "name", "alive")}
        extra = between.join(
            ", ".join(scenario.display(x) for x in v) if isinstance(v, list) else scenario.display(str(v))
            for v in public.values()
        )
        line = f"  {p.seat:>2}. {p.name}" + words_and_mark(extra, p.alive, dead, dead_with)
        if gm:
            secrets = [
                scenario.display(p.camp),
                notes.get(p.name, ""),
                ", ".join(scenario.display(r) for r in p.roles),
            ]
            line += f"  [{between.join(s for s in secrets if s)}]"
        print(line)
    if gm:
        for title, lines in game.rules.gm_sections(state, scenario):
            print(text(scenario, "status-section", title=title))
            for line in lines:
                print(f"  {line}")
    for step in game.checklist():
        print(step_line(step, scenario))
    if gm:
        entered = text(scenario, "step-entered")
        for line in entered_orders(game):
            print(f"  {entered} {line}")
        for warning in game.warnings():
            print("  " + text(scenario, "cli-warning", why=describe(warning, scenario)))


def entered_orders(game: Any) -> list[str]:
    """The orders and votes entered for the current step (GM only: votes and choices are
    secret until resolved), one line each, as ``status --gm`` lists them: the orders given since
    the last resolution, each said by its sentence (:func:`~gmconsole.engine.worded.describe_action`,
    the console's journal says the same)."""
    from gmconsole.engine.actions import SEAT_ACTIONS
    from gmconsole.engine.worded import describe_action

    found: list[dict[str, Any]] = []
    for entry in reversed(game.journal):
        for action in reversed(entry.actions):
            kind = action.get("kind")
            if kind == "resolve":
                return [describe_action(a, game) for a in reversed(found)]
            if kind not in SEAT_ACTIONS:
                found.append(action)
    return [describe_action(a, game) for a in reversed(found)]


def describe_entry(entry: Any, where: Any = None) -> list[str]:
    """Lines for the GM: what was entered (the sentence of each order, as the console's journal
    says it), every event with its audience, then every roll (its sentence in ``where``'s
    language). ``where`` is the game (or its scenario)."""
    from gmconsole.engine.worded import describe_actions, dice_expression, dice_outcome, dice_sentence
    from gmconsole.engine.wording import text

    scenario = getattr(where, "scenario", where)
    lines = []
    if where is not None and entry.actions:
        what = describe_actions(entry.actions, where)
        lines.append(text(scenario, "action-cli-entered", what=what))
    lines.extend(_worded_events(entry.events, where) if where is not None else map(_raw_event, entry.events))
    for roll in entry.rolls:
        purpose = dice_sentence(roll, scenario) if where is not None else roll.purpose
        if where is None or scenario.language == "en":
            lines.append(f"roll {purpose}: {roll.expr} -> {roll.outcome}")
            continue
        expr, outcome = dice_expression(roll.expr, scenario), dice_outcome(str(roll.outcome), scenario)
        lines.append(text(scenario, "cli-roll", purpose=purpose, expr=expr, outcome=outcome))
    return lines


def _raw_event(event: Any) -> str:
    """An event as recorded: its audience, kind, rule and data (``[public] squad_proposed
    (M-M-2): leader=Alice, ...``), for an event that nothing puts in words."""
    rule = f" ({event.rule})" if event.rule else ""
    return f"[{event.audience.label()}] {event.kind}{rule}: {event.short_data()}"


def _worded_events(events: Any, where: Any) -> list[str]:
    """``events`` as ``export --gm`` says them (the GM summary's builders,
    :func:`~gmconsole.export.posts.gm_events`), in the game's language, as plain text: each
    tagged with who may read it (``[public]``, ``[MJ seulement]``, ``[à Alice]``) and followed by
    its rule id, the lines after the first one indented. An event that no builder or template
    words, or that its builder cannot say (a journal edited by hand), is shown as recorded."""
    from gmconsole.export.posts import genders, gm_events
    from gmconsole.export.templates import TemplateProblem

    scenario = getattr(where, "scenario", where)
    state = getattr(where, "state", None)
    people = genders(state.players) if state is not None else None
    unsayable = (LookupError, TypeError, ValueError, AttributeError, TemplateProblem)
    try:
        return [line for said in gm_events(events, scenario, people=people) for line in _said_lines(said)]
    except unsayable:  # one event cannot be said: the others still are, one by one
        lines: list[str] = []
        for event in events:
            try:
                lines.extend(
                    line for said in gm_events([event], scenario, people=people) for line in _said_lines(said)
                )
            except unsayable:
                lines.append(_raw_event(event))
        return lines


def _said_lines(said: Any) -> list[str]:
    """One event (or run) said by the GM summary, as plain text lines (:func:`_worded_events`)."""
    from gmconsole.export.document import Document, Paragraph
    from gmconsole.export.render import render

    if not said.worded:
        return [_raw_event(e) for e in said.events]
    if not said.blocks:  # told by other events (a night's deaths, one by one): as in the summary
        return []
    lines = [line for line in render(Document(said.blocks), "text").splitlines() if line.strip()]
    told = "\n".join(lines)  # a rule id the text already names is not repeated (W-A-1 is not W-A-14)
    ids = dict.fromkeys(e.rule for e in said.events if e.rule)
    rules = " ".join(f"({r})" for r in ids if not _names_rule(told, r))
    head = lines.pop(0) if isinstance(said.blocks[0], Paragraph) and lines else ""
    if not head:  # no sentence opens it (a table): its tag goes on its first line, never alone
        if not lines:
            return []
        tag = f"{said.audience} " if said.audience else ""
        first = tag + lines[0].rstrip() + (f"  {rules}" if rules else "")
        return [first, *(" " * len(tag) + line for line in lines[1:])]
    first = " ".join(part for part in (said.audience, head, rules) if part)
    return [first, *(f"  {line}" for line in lines)]


def _names_rule(text: str, rule: str) -> bool:
    """Whether ``text`` names rule id ``rule`` as a whole word (``W-A-1`` is not in ``W-A-14``):
    with no letter, digit, ``_`` or ``-`` on either side, as the pattern ``(?<![\\w-])rule(?![\\w-])``
    said; by string search (compiling a pattern for each rule id cost each ``apply``; issue 17)."""
    at = text.find(rule)
    while at >= 0:
        before, after = text[at - 1 : at] if at else "", text[at + len(rule) : at + len(rule) + 1]
        if not any(c == "-" or c == "_" or c.isalnum() for c in before + after):
            return True
        at = text.find(rule, at + 1)
    return False
