"""Scenario and roster files.

A scenario file names its game (``game = "NAME"``, a name its plug-in declares); the game's scenario model validates the
rest, so a wrong type, a missing key or an inconsistent table is refused with the file, the key
and the problem. A roster is a text file of names (one per line, ``#`` comments) or a TOML file
of ``[[players]]`` with ``name``, optional ``aliases`` and ``gender`` and pinned secrets
(``role = "spy"``); a text line may end with the gender, « Chloé (f) » (:func:`roster_lines`).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gmconsole.engine.errors import SHORT, FileProblem, GMConsoleError, short, short_key
from gmconsole.engine.names import MAX_NAME_LENGTH
from gmconsole.engine.rules.base import RosterEntry, ScenarioBase
from gmconsole.engine.rules.registry import find_plugin, find_rules, games
from gmconsole.engine.validation import file_problem, language_of_data
from gmconsole.limits import control_message, roster_control, roster_too_long, too_long_message
from gmconsole.tomlio import decode_utf8, problem_from, read_toml, said, unreadable

# ./scenarios first (a GM's own copies), then the shipped ones: inside the installed package
# (a wheel), or beside the source tree (an editable install). A game of its own distribution
# carries its scenarios in its package (``scenarios/`` there), asked last.
SCENARIO_DIRS = (
    Path("scenarios"),
    Path(__file__).resolve().parent / "_scenarios",
    Path(__file__).resolve().parents[2] / "scenarios",
)


def scenario_dirs() -> list[Path]:
    """Where scenario files are looked for, first match wins (see ``SCENARIO_DIRS``)."""
    from gmconsole.engine.rules.registry import plugins

    dirs = list(SCENARIO_DIRS)
    for plugin in plugins():
        try:
            dirs.append(Path(str(plugin.resources("scenarios"))))
        except (ModuleNotFoundError, TypeError):  # a game package that cannot be read
            continue
    return dirs


def scenario_from_dict(data: dict[str, Any], source: str | os.PathLike[str] = "<scenario>") -> ScenarioBase:
    """Validate a scenario's data against its game's model."""
    game = data.get("game")
    language = language_of_data(data)
    if not isinstance(game, str):
        raise file_problem(source, language, "file-game-missing", games=", ".join(games()))
    try:
        rules = find_rules(game)
    except GMConsoleError as exc:
        if not str(exc).startswith("unknown game"):
            raise FileProblem(source, f"game: {exc}") from None
        raise file_problem(
            source, language, "file-game-unknown", name=short(game), games=", ".join(games())
        ) from None
    try:
        return rules.scenario_model.model_validate(data)
    except ValidationError as exc:
        raise problem_from(source, exc, language=language) from None


def find_scenario(name: str | os.PathLike[str]) -> Path:
    """A scenario path from a path or a bare name (``NAME`` finds ``scenarios/NAME.toml``; a game's
    name or alias finds the game's default scenario).

    A bare name that is also a folder where the command runs (``gmconsole simulate GAME`` next
    to a folder of that name) is the scenario of that name: a folder is never a scenario file. A
    path that names a folder (``name/``, ``./name``) is read, and said to be a folder."""
    path = Path(name)
    if path.exists() and not (path.is_dir() and _bare(name)):
        return path
    dirs = scenario_dirs()
    stems = [path.stem]
    try:  # a game's name or alias: its default scenario
        plugin = find_plugin(path.stem)
        stems += [*plugin.scenarios[:1], plugin.name]
    except GMConsoleError:
        pass
    for stem in stems:
        for folder in dirs:
            candidate = folder / f"{stem}.toml"
            if candidate.is_file():
                return candidate
    known = sorted({p.stem for folder in dirs if folder.is_dir() for p in folder.glob("*.toml")})
    raise FileProblem(name, said("file-no-such-scenario", known=", ".join(known)))


def _bare(name: str | os.PathLike[str]) -> bool:
    """Whether ``name`` is a bare name, with no folder in it (``name``, not ``./name``)."""
    text = os.fspath(name)
    return (
        bool(text) and not any(sep and sep in text for sep in (os.sep, os.altsep)) and text not in (".", "..")
    )


def load_scenario(name: str | os.PathLike[str]) -> ScenarioBase:
    path = find_scenario(name)
    return scenario_from_dict(read_toml(path), path)


def load_roster(
    path: str | os.PathLike[str], max_name_length: int = MAX_NAME_LENGTH, language: str = "fr"
) -> list[RosterEntry]:
    """Read a roster: TOML (``.toml``) with ``[[players]]``, or plain text, one name a line
    (:func:`roster_lines`).

    A name, an alias or a pinned value longer than ``max_name_length`` (the scenario's setting)
    is refused with its line or key, said in ``language`` (the game's): a players file belongs
    to the game it is read for, whatever the environment's language."""
    try:
        return _roster_of(Path(path), max_name_length, language)
    except FileProblem as exc:
        exc.language = exc.language or language
        raise


def _roster_of(path: Path, max_name_length: int, language: str) -> list[RosterEntry]:
    if path.suffix == ".toml":
        data = read_toml(path)
        players = data.get("players")
        if not isinstance(players, list) or not players:
            raise file_problem(path, language, "file-roster-no-players")
        entries = []
        for i, item in enumerate(players):
            if not isinstance(item, dict):
                raise file_problem(path, language, "file-roster-not-a-table", i=str(i))
            fields = {k: v for k, v in item.items() if k in ("name", "aliases", "gender")}
            pins = {k: v for k, v in item.items() if k not in ("name", "aliases", "gender")}
            try:
                entry = RosterEntry.model_validate(fields | {"pins": pins})
            except ValidationError as exc:
                raise problem_from(path, exc, prefix=f"players.{i}", language=language) from None
            long = roster_too_long([entry], max_name_length, prefix="players.", first=i)
            long = long or roster_control([entry], prefix="players.", first=i)
            if long is not None:
                raise FileProblem(path, long)
            entries.append(entry)
        return entries
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise unreadable(path, exc) from None
    text = decode_utf8(raw, path)
    try:
        entries = roster_lines(text.splitlines(), max_name_length)
    except GMConsoleError as exc:  # worded: said in the reader's language, as a file's problem
        raise FileProblem(path, exc.args[0]) from None
    if not entries:
        raise file_problem(path, language, "file-roster-no-names")
    return entries


# A text roster's gender marker: the line's last words in parentheses, « Chloé (f) ».
_MARKER = re.compile(r"^(?P<name>.*?)\s*\((?P<marker>[^()]*)\)$")
GENDERS = {"f": "f", "m": "m"}
"""The markers a text roster takes after a name, and the gender each gives (RosterEntry.gender)."""


def roster_lines(lines: list[str], max_name_length: int = MAX_NAME_LENGTH) -> list[RosterEntry]:
    """A text roster's entries (a roster file, the new-game dialog's names): one name a line,
    ``#`` starts a comment, blank lines are skipped, and a name may end with its gender in
    parentheses, ``(f)`` or ``(m)`` (« Chloé (f) »: French sentences about her agree). Without a
    marker the name has no gender. Another word in the last parentheses, or a name too long, is
    refused with its line (:class:`GMConsoleError`, worded: said in the reader's language)."""
    entries = []
    for n, line in enumerate(lines, 1):
        name, gender = line.split("#", 1)[0].strip(), None
        marked = _MARKER.match(name)
        if marked is not None:
            gender = GENDERS.get(marked["marker"].strip().casefold())
            if gender is None or not marked["name"]:
                at = said("file-at-line", line=str(n))
                raise GMConsoleError(said("file-roster-bad-gender", at=at, line=name[:SHORT]))
            name = marked["name"]
        if len(name) > max_name_length:
            at = said("file-at-line", line=str(n))
            raise GMConsoleError(too_long_message(at, "name", max_name_length, name))
        control = control_message(said("file-at-line", line=str(n)), name)
        if control is not None:  # an escape or a bell in a name would reach the GM's terminal
            raise GMConsoleError(control)
        if name:
            entries.append(RosterEntry(name=name, gender=gender))
    return entries


def load_running(
    path: str | os.PathLike[str], language: str = "fr"
) -> tuple[list[RosterEntry], dict[str, Any]]:
    """Read a running game to take over: ``[[players]]`` (a name, aliases, and each player's
    facts as they stand) and a ``[state]`` table (the turn, the phase...). Returns the roster and
    the description the game's ``take_over`` checks (docs/orders.md, Taking over a running game).
    A problem is said in ``language``, the game's."""
    try:
        return _running_of(Path(path), language)
    except FileProblem as exc:
        exc.language = exc.language or language
        raise


def _running_of(path: Path, language: str) -> tuple[list[RosterEntry], dict[str, Any]]:
    if path.suffix != ".toml":
        raise FileProblem(path, said("file-running-not-toml"))
    data = read_toml(path)
    extra = [k for k in data if k not in ("state", "players")]
    if extra:
        raise FileProblem(path, said("file-running-unknown-key", key=short_key(extra[0])))
    roster = load_roster(path, language=language)
    players: dict[str, Any] = {}
    for entry in roster:
        players[entry.name] = entry.pins
    state = data.get("state", {})
    if not isinstance(state, dict):
        raise FileProblem(path, said("file-running-state-not-table"))
    return [RosterEntry(name=e.name, aliases=list(e.aliases), gender=e.gender) for e in roster], {
        "state": state,
        "players": players,
    }
