"""The command line's own words are French first (issue 11, point 3): before any game is known
(its ``--help``, argparse's usage and errors, ``demo`` of an unknown game, a file too broken to
tell its game, tomllib's messages) it speaks the environment's language
(:func:`gmconsole.engine.language.system_language`: French unless ``GMCONSOLE_LANG`` or the
locale asks for English; ``C``, ``POSIX`` or no locale get French), with no word of the other
language. Commands, options, file names and values as typed are not words."""

from __future__ import annotations

import argparse
import ast
import inspect
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from gmconsole.cli import COMMANDS
from gmconsole.cli_words import argparse_id
from gmconsole.engine.worded import describe
from gmconsole.engine.wording import LANGUAGES, usage_wording, wording_for
from gmconsole.tomlio import TOML_MESSAGES, parse_toml, toml_problem
from language_words import ENGLISH, FRENCH, WORD

NNBSP = "\u202f"
OPTION = re.compile(r"(?<![\w-])--?[a-z][\w-]*")
CHOICES = re.compile(r"\{[^}\n]*\}|'[^'\n]*'")  # argparse's choices, values as typed
PATH = re.compile(r"\S*[/.]\S+|`[^`]*`")  # saves/<jeu>.toml, docs/cli.md, `secrets`
TABLE = re.compile(r"\[\[?\w+\]\]?")  # [state], [[players]]: keys of a file
NOT_WORDS = {"gmconsole", *COMMANDS}

FRENCH_ENVIRONMENTS = [
    pytest.param({"LANG": "C"}, id="LANG=C"),
    pytest.param({"GMCONSOLE_LANG": "fr"}, id="GMCONSOLE_LANG=fr"),
    pytest.param({}, id="no-locale"),
]
ENGLISH_ENVIRONMENT = {"GMCONSOLE_LANG": "en"}


def words(text: str) -> list[str]:
    """The words of ``text`` that are the program's (options, commands, values, paths out)."""
    for pattern in (PATH, CHOICES, OPTION, TABLE):
        text = pattern.sub(" ", text)
    return [w.lower() for w in WORD.findall(text) if w.lower() not in NOT_WORDS]


def set_environment(monkeypatch: pytest.MonkeyPatch, environment: dict[str, str]) -> None:
    for name in ("GMCONSOLE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)


def broken_files(folder: Path) -> list[Path]:
    """Files that are not TOML, each for another of tomllib's messages."""
    texts = {
        "value.toml": "a = 1\nb = = 2\n",
        "string.toml": 'name = "abc\n',
        "twice.toml": "[a]\nx = 1\n[a]\n",
        "cut.toml": "a = [1, 2\n",
        "equals.toml": "game astrub\n",
        "duplicate.toml": "t = { a = 1, a = 2 }\n",
    }
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    return [folder / name for name in texts]


def transcript(cli, folder: Path) -> list[tuple[tuple[str, ...], int, str]]:
    """What the command line prints before any game is known: every help, usage errors, an
    unknown game's demo, missing and broken files."""
    runs: list[tuple[tuple[str, ...], int]] = [(("--help",), 0)]
    runs += [((command, "--help"), 0) for command in COMMANDS]
    runs += [
        (("new",), 2),  # a missing argument
        (("nosuch",), 2),  # an unknown command
        (("status", "x.toml", "--bogus"), 2),  # an unknown option
        (("new", "astrub"), 2),  # one of two options required
        (("new", "astrub", "--players", "a", "--from-running", "b"), 2),  # not both
        (("export", "x.toml", "--format", "html"), 2),  # an invalid choice
        (("simulate", "astrub", "--games", "many"), 2),  # not a number
        (("deadline", "x.toml", "--at", "2026-12-02"), 2),  # two values expected
        (("replace", "x.toml"), 2),  # several missing
        (("deadline", "x.toml"), 2),  # neither a text nor --at
        (("demo", "nosuch"), 2),  # an unknown game
        (("validate", str(folder / "none.toml")), 4),  # no such file
        (("new", "nosuch", "--players", "p.txt"), 4),  # no such scenario
    ]
    runs += [(("validate", str(path)), 4) for path in broken_files(folder)]
    said = []
    for args, code in runs:
        result = cli(*args)
        assert result.code == code, (args, result)
        assert "Traceback" not in result.err, (args, result.err)
        said.append((args, result.code, result.out + result.err))
    return said


@pytest.mark.parametrize("environment", FRENCH_ENVIRONMENTS)
def test_before_any_game_the_command_line_is_french(cli, tmp_path, monkeypatch, environment):
    set_environment(monkeypatch, environment)
    monkeypatch.chdir(tmp_path)
    said = transcript(cli, tmp_path)
    leaks = [(args, sorted(set(words(text)) & ENGLISH)) for args, _, text in said]
    assert [leak for leak in leaks if leak[1]] == []
    text = "\n".join(t for _, _, t in said)
    assert f"utilisation{NNBSP}: gmconsole" in text
    assert f"gmconsole new{NNBSP}: erreur{NNBSP}: arguments obligatoires manquants{NNBSP}: scénario" in text
    assert f"erreur{NNBSP}: jeu inconnu «{NNBSP}nosuch{NNBSP}»" in text
    assert f"{tmp_path / 'none.toml'}{NNBSP}: fichier introuvable" in text
    assert f"n'est pas du TOML valide{NNBSP}: valeur invalide (ligne 2, colonne 5)" in text
    assert "usage:" not in text and "error:" not in text


def test_before_any_game_the_command_line_is_english_when_asked(cli, tmp_path, monkeypatch):
    set_environment(monkeypatch, ENGLISH_ENVIRONMENT)
    monkeypatch.chdir(tmp_path)
    said = transcript(cli, tmp_path)
    leaks = [(args, sorted(set(words(text)) & FRENCH)) for args, _, text in said]
    assert [leak for leak in leaks if leak[1]] == []
    text = "\n".join(t for _, _, t in said)
    assert "usage: gmconsole new" in text
    assert "gmconsole new: error: the following arguments are required: scenario" in text
    assert "error: unknown game 'nosuch'; known games:" in text
    assert "not valid TOML: Invalid value (at line 2, column 5)" in text
    assert NNBSP not in text


def test_the_help_says_every_command_and_option_in_french(cli, monkeypatch):
    """Every command's and option's help and placeholder has its French words."""
    set_environment(monkeypatch, {"GMCONSOLE_LANG": "fr"})
    top = cli("--help").out
    assert "afficher cette aide et quitter" in top and "COMMANDE" in top
    assert "distribuer une nouvelle partie" in top
    new = cli("new", "--help").out
    assert "--players FICHIER" in new and "--seed GRAINE" in new and "scénario" in new
    assert f"arguments{NNBSP}:" in new and f"options{NNBSP}:" in new
    replace = cli("replace", "--help").out
    assert "sauvegarde joueur remplaçant" in replace


def test_usage_errors_keep_their_exit_code_and_say_the_usage_first(cli, monkeypatch):
    set_environment(monkeypatch, {"LANG": "C"})
    result = cli("apply", "x.toml")
    assert result.code == 2 and result.out == ""
    usage, error = result.err.strip().splitlines()
    assert usage == f"utilisation{NNBSP}: gmconsole apply [-h] [--json] sauvegarde ordres"
    assert error == f"gmconsole apply{NNBSP}: erreur{NNBSP}: arguments obligatoires manquants{NNBSP}: ordres"


def test_a_real_process_with_the_c_locale_speaks_french_and_imports_no_fluent(tmp_path):
    """``LANG=C gmconsole --help`` in a process of its own: French, and the help's words are read
    without fluent.runtime or Babel (issue 17)."""
    script = (
        "import sys\nfrom gmconsole.cli import main\ntry:\n    main(['new', '--help'])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('fluent', 'babel', 'textual')))"
    )
    env = {"LANG": "C", "PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "utf-8"}
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120
    )
    assert proc.returncode == 0, proc.stderr
    assert f"utilisation{NNBSP}: gmconsole new" in proc.stdout
    assert proc.stdout.strip().splitlines()[-1] == "[]"


# -- every message argparse and tomllib can say has its words ---------------------------------------


def argparse_messages() -> list[tuple[str, str | None]]:
    """Every message the installed argparse passes to ``_`` or ``ngettext`` (with its plural),
    read from its source; a title given as a default (``kwargs.pop('title', 'subcommands')``)
    included."""
    found: list[tuple[str, str | None]] = []
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
            continue
        if node.func.id not in ("_", "ngettext"):
            continue
        first = node.args[0]
        if isinstance(first, ast.Call) and len(first.args) == 2:  # kwargs.pop(name, default)
            first = first.args[1]
        assert isinstance(first, ast.Constant), ast.dump(node)
        if first.value is None:
            continue
        plural = node.args[1].value if node.func.id == "ngettext" else None  # type: ignore[attr-defined]
        found.append((first.value, plural))
    return found


PLACEHOLDER = re.compile(r"%(?:\(\w+\))?[sr]")


def test_every_argparse_message_is_read_from_the_source():
    messages = dict(argparse_messages())
    assert "the following arguments are required: %s" in messages
    assert messages["expected %s argument"] == "expected %s arguments"
    assert "subcommands" in messages and len(messages) > 30


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_argparse_message_has_its_words(language):
    """A message a newer argparse adds fails here until ``usage.ftl`` words it, in both languages,
    with the same %-placeholders for argparse to fill in."""
    wording = usage_wording(language)
    missing, wrong = [], []
    for message, plural in argparse_messages():
        key = argparse_id(message.strip())
        if not wording.has(key):
            missing.append(key)
            continue
        for n, english in ((1, message), (2, plural or message)):
            said = wording.text(key, n=n)
            if sorted(PLACEHOLDER.findall(said)) != sorted(PLACEHOLDER.findall(english)):
                wrong.append((key, said))
    assert missing == [] and wrong == []


def tomllib_messages() -> list[str]:
    """Every message tomllib's parser raises, as its source writes it (``{key}`` for a value)."""
    import tomllib._parser as parser

    source = inspect.getsource(parser)
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "suffixed_err":
            message = node.args[2]
            if isinstance(message, ast.Constant):
                found.append(message.value)
            else:
                assert isinstance(message, ast.JoinedStr), ast.dump(node)
                segment = ast.get_source_segment(source, message) or ""
                found.append(segment[2:-1])  # f"...": the template as written
    return found


def test_every_tomllib_message_is_worded():
    """A message a newer tomllib adds fails here until TOML_MESSAGES and ``toml.ftl`` word it."""
    messages = tomllib_messages()
    assert "Invalid value" in messages and "Cannot declare {key} twice" in messages
    assert [m for m in messages if m not in TOML_MESSAGES] == []
    for language in LANGUAGES:
        wording = wording_for(language)
        assert [k for k in set(TOML_MESSAGES.values()) if not wording.has(k)] == []


@pytest.mark.parametrize(
    ("text", "english", "french"),
    [
        ("a = 1\nb = = 2\n", "Invalid value (at line 2, column 5)", "valeur invalide (ligne 2, colonne 5)"),
        (
            "[players]\nx = 1\n[players]\n",
            "Cannot declare players twice (at line 3, column 9)",
            "players est déclaré deux fois (ligne 3, colonne 9)",
        ),
        (
            "a = [1, 2\n",
            "Unclosed array (at end of document, line 1: is the file cut short?)",
            f"liste non fermée (il manque ']') (à la fin du fichier, ligne 1{NNBSP}: le fichier est-il coupé{NNBSP}?)",
        ),
        (
            "t = { a = 1, a = 2 }\n",
            "Duplicate inline table key 'a' (at line 1, column 19)",
            "la clé «\u202fa\u202f» apparaît deux fois dans la table en ligne (ligne 1, colonne 19)",
        ),
    ],
)
def test_a_file_that_is_not_toml_is_said_in_both_languages_with_its_line_and_column(text, english, french):
    with pytest.raises(Exception) as info:
        parse_toml(text, "f.toml")
    problem = info.value.problem  # type: ignore[attr-defined]
    assert str(problem) == f"not valid TOML: {english}"  # what saves' tests and logs read
    assert describe(problem, "fr") == f"n'est pas du TOML valide{NNBSP}: {french}"


def test_a_message_tomllib_adds_later_is_said_without_its_english_words():
    problem = toml_problem("Something new happened (at line 4, column 2)", "x")
    assert describe(problem, "fr") == "n'est pas du TOML valide (ligne 4, colonne 2)"
    assert describe(problem, "en") == "not valid TOML: Something new happened (at line 4, column 2)"


def test_toml_messages_match_what_tomllib_says():
    """Each template of TOML_MESSAGES reads tomllib's text back (a typo would fall to the
    generic message without a word)."""
    for text in ("a = 1\nb = = 2\n", "[a]\nx = 1\n[a]\n", 'x = "abc\n', "game astrub\n"):
        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as exc:
            problem = toml_problem(str(exc), text)
            assert problem.key == "file-not-toml", (text, str(exc))  # type: ignore[attr-defined]


def test_a_value_that_is_not_a_whole_number_is_named_in_words(cli, monkeypatch):
    """argparse names the expected type by its Python name (« int »): ours is a whole number,
    in the GM's language."""
    set_environment(monkeypatch, {"GMCONSOLE_LANG": "fr"})
    french = cli("simulate", "astrub", "--games", "many")
    assert (
        french.code == 2
        and "--games\u202f: valeur invalide (nombre entier attendu)\u202f: 'many'" in french.err
    )
    set_environment(monkeypatch, {"GMCONSOLE_LANG": "en"})
    english = cli("simulate", "astrub", "--games", "many")
    assert english.code == 2 and "--games: invalid whole number value: 'many'" in english.err


def test_building_the_parser_reads_no_wording_and_its_help_still_says_the_placeholders():
    """Issue 17: argparse formats a new argument's placeholder to check it against ``nargs``;
    that check reads no wording (a command pays for its help's words only when it is shown), and
    the help still says every placeholder in French."""
    from gmconsole import cli

    parser = cli.build_parser(language="fr")
    assert parser.words._wording is None  # type: ignore[attr-defined]
    export = cli.build_parser("export", language="fr")
    assert export.words._wording is None  # type: ignore[attr-defined]
    usage = export.parse_args(["export", "x.toml"])
    assert usage.command == "export"
    assert export.words._wording is None  # type: ignore[attr-defined]
    shown = parser.format_help() + "".join(
        p.format_help()
        for p in parser._subparsers._group_actions[0].choices.values()  # type: ignore[union-attr]
    )
    assert "[--private [JOUEUR] | --gm | --write]" in " ".join(shown.split())
    assert "--wording FICHIER" in shown
