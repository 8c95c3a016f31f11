"""Damaged and hostile input files, made by deterministic random mutations of real ones (issue 10).

A *case* is one real file (a save, an orders file, a roster) mutated once (a line deleted,
duplicated, swapped or altered, a value's type changed, a huge value, bad Unicode, a
truncation...), then given to one command through the CLI's entry function
``gmconsole.cli.main`` in-process (or ``python -m gmconsole`` for the subprocess sample). The
checks: no exception escapes (no traceback), a documented exit code (0, 3 or 4), a message that
names the file and the line or key, only a short prefix of a bad value quoted, and nothing
written (the save and its ``.bak``, bytes and mtimes, and no other file in the folder) unless
the command succeeded and writes by design.

Used by ``test_fuzz_inputs.py``; run directly for the figures of ``docs/reliability.md``::

    .venv/bin/python tests/saves/fuzz_inputs.py            # 200 saves, 100 orders and rosters
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

DOCUMENTED = {0, 3, 4}  # docs/cli.md: done, refused, unreadable or invalid file
MAX_MESSAGE = 2000  # stderr longer than this echoes a value whole
READ_ONLY = {"status", "validate", "verify", "export", "knows"}

# A file problem names the line, the byte or the key: "error: FILE: line 3: ...", "FILE: is not
# UTF-8 text (byte 12)", "FILE: not valid TOML: ... (at line 4, column 2)", "FILE: state.turn: ..."
# ("FILE [scenario]: options.x: ..." for the scenario copied into a save).
_LOCATED = re.compile(
    r"^(?:line \d+|is not UTF-8 text \(byte \d+, line \d+\)|not valid TOML: .*\(at (?:end of document, )?line \d+"
    r"|ligne \d+|roll |tirage |[A-Za-z_][\w-]*(?:\.[^:]+)?\u202f?: "
    # a French game's players file is refused in French (tests/cli/test_roster_game_language.py)
    r"|n'est pas du texte UTF-8 \(octet \d+, ligne \d+\)|n'est pas du TOML valide\u202f?: .*ligne \d+)"
)
WHOLE_FILE = (
    "no player names",
    "no orders (add [[orders]] tables",
    "aucun nom de joueur",
    "aucun ordre (ajoutez",
)  # about the file as a whole


# -- the real files ---------------------------------------------------------------------------
@dataclass
class Bases:
    """The real files the mutations start from, in one folder."""

    folder: Path
    saves: dict[str, Path] = field(default_factory=dict)  # game -> save
    orders: dict[str, Path] = field(default_factory=dict)  # game -> orders for its save's step
    rosters: list[Path] = field(default_factory=list)
    players: dict[str, str] = field(default_factory=dict)  # game -> a player's name


def _orders_toml(actions: list[Any], step: str) -> str:
    orders = [a.model_dump(mode="json", exclude_defaults=True) | {"kind": a.kind} for a in actions]
    return tomli_w.dumps({"step": step, "orders": orders})


def make_bases(folder: Path) -> Bases:
    """An Astrub game two missions in (one step undone, so redo has something), a 50-player
    Winterfell game one turn in, orders for each one's current step, and three rosters."""
    from gmconsole.engine import Game, Resolve, RosterEntry
    from gmconsole.engine.errors import RuleViolation
    from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
    from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
    from gmconsole.saves import save_game
    from gmconsole.scenarios import load_scenario

    folder.mkdir(parents=True, exist_ok=True)
    bases = Bases(folder)
    names = ["Alice", "Bob", "Chloé", "David", "Éloïse", "Fanny"]
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n, aliases=[n[:2]]) for n in names], "fuzz")
    for _ in range(2):
        size = game.rules.squad_size(game.state, game.scenario)
        game.push([ProposeSquad(members=names[:size]), Resolve()])
        game.push([CastVotes(votes={n: True for n in names}), Resolve()])
        game.push([MissionChoices(choices={n: False for n in game.state.squad}), Resolve()])
    size = game.rules.squad_size(game.state, game.scenario)
    squad = [ProposeSquad(members=names[1 : size + 1]), Resolve()]
    game.push(squad)
    game.undo()
    bases.saves["astrub"] = save_game(game, folder / "astrub.toml")
    bases.orders["astrub"] = folder / "astrub-orders.toml"
    bases.orders["astrub"].write_text(_orders_toml(squad[:1], game.state.phase), encoding="utf-8")
    bases.players["astrub"] = "eloise"

    scenario = load_scenario("winterfell")
    game = Game.new(scenario, random_roster(50), "fuzz")
    policy = RandomPolicy(random.Random(7), scenario)
    while game.state.turn < 2:
        for action in policy.orders(game.state):
            with contextlib.suppress(RuleViolation):
                game.push(action)
        game.push(Resolve())
    actions = []
    for action in policy.orders(game.state):  # the orders that apply, as a GM would type them
        with contextlib.suppress(RuleViolation):
            game.push(action)
            game.undo()
            actions.append(action)
    game.redo_stack.clear()
    bases.saves["winterfell"] = save_game(game, folder / "winterfell.toml")
    bases.orders["winterfell"] = folder / "winterfell-orders.toml"
    bases.orders["winterfell"].write_text(_orders_toml(actions, game.state.phase), encoding="utf-8")
    bases.players["winterfell"] = game.state.players[3].name

    text = folder / "players.txt"
    text.write_text("# the table\n" + "\n".join(names) + "\n\nGus  # late\n", encoding="utf-8")
    pinned = folder / "players.toml"
    rows = [{"name": n, "aliases": [n.lower()]} for n in names]
    rows[1]["role"] = "spy"
    pinned.write_text(tomli_w.dumps({"players": rows}), encoding="utf-8")
    bases.rosters = [text, pinned]
    return bases


# -- mutations --------------------------------------------------------------------------------
TYPES = ['"text"', "1", "true", "[]", "{}", "1.5", "2026-01-01", '[1, "a"]', "{ a = 1 }", '""']
HUGE = [
    "9" * 5000,
    "123456789012345678901234567890",
    "-99999999999999999999",
    "0x" + "f" * 40,
    "1e999",
    "nan",
    '"' + "x" * 1_000_000 + '"',
    '"' + "é" * 20_000 + '"',
    "[" + ", ".join(["1"] * 50_000) + "]",
]
BAD_BYTES = [b"\xff\xfe", b"\xc3", b"\x00", b"\xed\xa0\x80", b"\xef\xbb\xbf", b"\x1b[31m", b"\r"]
BAD_TEXT = ['"\\ud800"', '"\\u0000"', '"\u202e\u0301"', '"\U0001f600' * 3 + '"', '"a\\x41"', "'\n'"]


def _value_line(lines: list[str], rng: random.Random) -> int | None:
    candidates = [i for i, line in enumerate(lines) if re.match(r"^\s*[\w\"'.-]+\s*=\s*\S", line)]
    return rng.choice(candidates) if candidates else None


def _set_value(line: str, value: str) -> str:
    key = line.split("=", 1)[0]
    return f"{key}= {value}"


def mutate(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One random mutation of a file's bytes, and what it was (for the failure's message)."""
    text = data.decode("utf-8")
    lines = text.split("\n")
    kind = rng.choice(
        [
            "delete",
            "duplicate",
            "swap",
            "alter",
            "type",
            "huge",
            "bytes",
            "unicode",
            "truncate",
            "key",
            "blank",
        ]
    )
    i = rng.randrange(len(lines))
    if kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(i, lines[i])
    elif kind == "swap":
        j = rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "alter" and lines[i]:
        k = rng.randrange(len(lines[i]))
        lines[i] = lines[i][:k] + rng.choice("=[]{}\"',.#x0 \\") + lines[i][k + 1 :]
    elif kind in ("type", "huge", "unicode"):
        j = _value_line(lines, rng)
        if j is None:
            kind = "blank"
        else:
            i = j
            pool = {"type": TYPES, "huge": HUGE, "unicode": BAD_TEXT}[kind]
            lines[i] = _set_value(lines[i], rng.choice(pool))
    elif kind == "key":
        j = _value_line(lines, rng)
        if j is not None:
            i = j
            key, rest = lines[i].split("=", 1)
            lines[i] = key.rstrip() + rng.choice(["x", "_", "2"]) + " =" + rest
    elif kind == "blank":
        lines[i] = ""
    out = "\n".join(lines).encode("utf-8")
    if kind == "bytes":
        at = rng.randrange(len(out) + 1)
        out = out[:at] + rng.choice(BAD_BYTES) + out[at:]
    elif kind == "truncate":
        out = out[: rng.randrange(len(out))]
    return out, f"{kind} at line {i + 1}"


# -- running a case ---------------------------------------------------------------------------
@dataclass
class Outcome:
    case: str
    argv: list[str]
    code: int
    out: str
    err: str
    problems: list[str]


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file of the folder with its bytes and mtime (the writers' lock files aside: a
    command takes the lock before it reads, and the lock file holds no game)."""
    return {
        p.name: (p.read_bytes(), p.stat().st_mtime_ns)
        for p in sorted(folder.iterdir())
        if p.is_file() and not p.name.endswith((".lock", ".lock.holder"))
    }


def run_main(argv: list[str]) -> tuple[int, str, str, BaseException | None]:
    """``gmconsole.cli.main(argv)`` in-process: exit code, stdout, stderr, and what escaped."""
    from gmconsole.cli import main

    out, err = io.StringIO(), io.StringIO()
    escaped = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
        except Exception as exc:  # a traceback in real life
            code, escaped = -1, exc
    return code, out.getvalue(), err.getvalue(), escaped


def run_subprocess(argv: list[str]) -> tuple[int, str, str, BaseException | None]:
    proc = subprocess.run(
        [sys.executable, "-m", "gmconsole", *argv],
        capture_output=True,
        timeout=300,
        encoding="utf-8",
        errors="replace",
    )
    return proc.returncode, proc.stdout, proc.stderr, None


def check(case: str, argv: list[str], damaged: Path, result: tuple, before: dict, after: dict) -> Outcome:
    code, out, err, escaped = result
    problems = []
    if escaped is not None:
        problems.append(f"exception escaped: {type(escaped).__name__}: {str(escaped)[:300]}")
    if "Traceback" in out + err:
        problems.append("a traceback was printed")
    if code not in DOCUMENTED:
        problems.append(f"exit code {code} is not documented")
    if len(err) > MAX_MESSAGE:
        problems.append(f"stderr of {len(err):,} characters (a value echoed whole?)")
    if code == 4:
        first = err.splitlines()[0] if err else ""
        # the frame is English, or the game's language when the problem is worded in it
        heads = [h for h in (f"error: {damaged}", f"erreur\u202f: {damaged}") if first.startswith(h)]
        if not heads:
            problems.append(f"the message does not name the damaged file: {first[:200]!r}")
        else:
            rest = first[len(heads[0]) :]
            # the save's copy of its scenario: that table
            located = rest.startswith((" [scenario]: ", " [scenario]\u202f: "))
            rest = rest.removeprefix(": ").removeprefix("\u202f: ")
            if not (located or _LOCATED.match(rest) or rest.startswith(WHOLE_FILE)):
                problems.append(f"the message names no line or key: {first[:200]!r}")
    elif code == 3 and not (
        err.startswith(("refused: ", "refusé\u202f: ")) or "mismatch: " in out or "écart\u202f: " in out
    ):
        problems.append(f"exit 3 without a refusal: {err[:200]!r}")
    writes = argv[0] in ("apply", "undo", "redo", "new") and code == 0
    if not writes and after != before:
        changed = sorted(
            set(before) ^ set(after) | {k for k in before if k in after and before[k] != after[k]}
        )
        problems.append(f"files written: {changed}")
    return Outcome(case, argv, code, out, err, problems)


SAVE_COMMANDS = [
    ["status", "{save}"],
    ["status", "{save}", "--json", "--gm"],
    ["validate", "{save}"],
    ["verify", "{save}"],
    ["apply", "{save}", "{orders}"],
    ["undo", "{save}"],
    ["redo", "{save}"],
    ["export", "{save}", "--gm"],
    ["knows", "{save}", "{player}"],
]


def save_case(bases: Bases, work: Path, n: int, seed: int = 0, subprocess_run: bool = False) -> Outcome:
    """Mutation ``n`` of a real save, given to one command (save and backup in ``work``)."""
    rng = random.Random(f"save-{seed}-{n}")
    game = "astrub" if n % 4 else "winterfell"  # Winterfell's saves are 30 times larger: one in four
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    save, backup = work / f"{game}.toml", work / f"{game}.toml.bak"
    shutil.copyfile(bases.saves[game], backup)
    damaged, what = mutate(bases.saves[game].read_bytes(), rng)
    save.write_bytes(damaged)
    orders = bases.orders[game]
    argv = [
        a.format(save=save, orders=orders, player=bases.players[game])
        for a in SAVE_COMMANDS[n % len(SAVE_COMMANDS)]
    ]
    before = snapshot(work)
    result = (run_subprocess if subprocess_run else run_main)(argv)
    return check(f"save {n} ({game}, {what})", argv, save, result, before, snapshot(work))


def input_case(bases: Bases, work: Path, n: int, seed: int = 0, subprocess_run: bool = False) -> Outcome:
    """Mutation ``n`` of a real orders file (even ``n``) or roster (odd ``n``)."""
    rng = random.Random(f"input-{seed}-{n}")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    if n % 2 == 0:
        game = "astrub" if n % 4 == 0 else "winterfell"
        save = work / f"{game}.toml"
        shutil.copyfile(bases.saves[game], save)
        shutil.copyfile(bases.saves[game], work / f"{game}.toml.bak")
        source = bases.orders[game]
        damaged = work / "orders.toml"
        argv = ["apply", str(save), str(damaged)]
    else:
        source = bases.rosters[(n // 2) % len(bases.rosters)]
        damaged = work / source.name
        argv = ["new", "astrub", "--players", str(damaged), "--save", str(work / "new.toml"), "--seed", "f"]
    data, what = mutate(source.read_bytes(), rng)
    damaged.write_bytes(data)
    before = snapshot(work)
    result = (run_subprocess if subprocess_run else run_main)(argv)
    after = snapshot(work)
    if argv[0] == "new" and result[0] == 0:
        after.pop("new.toml", None)  # a roster that still reads deals a game: written by design
    return check(f"{source.name} {n} ({what})", argv, damaged, result, before, after)


def campaign(folder: Path, saves: int = 200, inputs: int = 100, sample: int = 10) -> list[Outcome]:
    """Every case, and a subprocess sample of ``sample`` cases of each kind."""
    bases = make_bases(folder / "bases")
    outcomes = [save_case(bases, folder / "work", n) for n in range(saves)]
    outcomes += [input_case(bases, folder / "work", n) for n in range(inputs)]
    step = max(1, saves // sample)
    outcomes += [save_case(bases, folder / "work", n, subprocess_run=True) for n in range(0, saves, step)][
        :sample
    ]
    step = max(1, inputs // sample)
    outcomes += [input_case(bases, folder / "work", n, subprocess_run=True) for n in range(0, inputs, step)][
        :sample
    ]
    return outcomes


if __name__ == "__main__":
    import tempfile
    import time

    with tempfile.TemporaryDirectory() as tmp:
        start = time.process_time()
        results = campaign(Path(tmp))
        spent = time.process_time() - start
    codes = Counter(
        (o.case.split()[0] if o.case.startswith("save") else "orders/roster", o.code) for o in results
    )
    print(f"{len(results)} cases in {spent:.1f} s CPU (this process; subprocesses not counted)")
    for (kind, code), count in sorted(codes.items()):
        print(f"  {kind}: exit {code}: {count}")
    failed = [o for o in results if o.problems]
    print(f"{len(failed)} with a problem")
    for o in failed:
        print(f"  {o.case}: {' '.join(o.argv[:1])}: {'; '.join(o.problems)}")
