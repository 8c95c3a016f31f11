"""Shared fixtures: the Astrub scenario, rosters, games and a CLI runner.

Helpers are handed out as fixtures (``astrub``, ``new_game``, ``table``, ``cli``) so that test
files never import each other or this module.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

# A missing message or argument in the wording raises in the tests (it logs in production).
os.environ.setdefault("GMCONSOLE_WORDING_STRICT", "1")


@pytest.fixture(autouse=True)
def _french_before_any_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Before a game is known, gmconsole speaks the environment's language (``GMCONSOLE_LANG``,
    else the locale; French by default). The tests pin the product's default, so that none
    depends on the machine's locale; a folder whose tests expect English sets it again."""
    monkeypatch.setenv("GMCONSOLE_LANG", "fr")


ROOT = Path(__file__).resolve().parents[1]
SCENARIO_FILE = ROOT / "scenarios" / "astrub.toml"
NAMES = ["Alice", "Bob", "Chloé", "David", "Eve", "Fanny", "Gus", "Hélène", "Ivan", "Jules"]


@pytest.fixture(scope="session")
def astrub():
    """The shipped Astrub scenario (scenarios/astrub.toml)."""
    from gmconsole.scenarios import load_scenario

    return load_scenario(SCENARIO_FILE)


@pytest.fixture
def names() -> list[str]:
    return list(NAMES)


def _roster(
    n: int, pins: dict[str, dict[str, Any]] | None = None, aliases: dict[str, list[str]] | None = None
):
    from gmconsole.engine import RosterEntry

    pins, aliases = pins or {}, aliases or {}
    return [
        RosterEntry(name=name, pins=pins.get(name, {}), aliases=aliases.get(name, [])) for name in NAMES[:n]
    ]


@pytest.fixture
def roster():
    """``roster(n, pins=None, aliases=None)``: the first ``n`` of NAMES as roster entries."""
    return _roster


@pytest.fixture
def new_game(astrub):
    """``new_game(n, seed="test", pins=None, scenario=None)``: a dealt Astrub Game."""
    from gmconsole.engine import Game

    def make(n: int = 5, seed: str = "test", pins=None, scenario=None, aliases=None):
        return Game.new(scenario or astrub, _roster(n, pins, aliases), seed)

    return make


@dataclass
class Table:
    """Drives a Game through Astrub's steps with short calls (each step pushed and resolved)."""

    game: Any

    @property
    def state(self):
        return self.game.state

    def spies(self) -> list[str]:
        return self.state.spies()

    def mercenaries(self) -> list[str]:
        return [p.name for p in self.state.players if p.name not in self.spies()]

    def size(self) -> int:
        return self.game.rules.squad_size(self.state, self.game.scenario)

    def propose(self, members: list[str], leader: str | None = None):
        from gmconsole.engine import Resolve
        from gmconsole.games.astrub.rules.actions import ProposeSquad

        return self.game.push([ProposeSquad(members=members, leader=leader), Resolve()])

    def vote(self, yes: int | None = None, votes: dict[str, Any] | None = None):
        """Everyone votes: the first ``yes`` players approve (default: all), or ``votes`` as given."""
        from gmconsole.engine import Resolve
        from gmconsole.games.astrub.rules.actions import CastVotes

        players = [p.name for p in self.state.players]
        if votes is None:
            yes = len(players) if yes is None else yes
            votes = {name: i < yes for i, name in enumerate(players)}
        return self.game.push([CastVotes(votes=votes), Resolve()])

    def mission(self, sabotage: int | list[str] = 0):
        """The squad chooses: ``sabotage`` spies of the squad (or these names) sabotage."""
        from gmconsole.engine import Resolve
        from gmconsole.games.astrub.rules.actions import MissionChoices

        squad = list(self.state.squad)
        if isinstance(sabotage, int):
            saboteurs = [n for n in squad if n in self.spies()][:sabotage]
            assert len(saboteurs) == sabotage, f"only {len(saboteurs)} spies in the squad {squad}"
        else:
            saboteurs = sabotage
        return self.game.push([MissionChoices(choices={n: n in saboteurs for n in squad}), Resolve()])

    def squad_with_spies(self, spies: int) -> list[str]:
        """A squad of the right size holding exactly ``spies`` spies."""
        size = self.size()
        chosen = self.spies()[:spies] + self.mercenaries()[: size - spies]
        assert len(chosen) == size
        return chosen

    def play_mission(self, sabotages: int, leader: str | None = None):
        """Propose a squad with enough spies, approve it, and sabotage ``sabotages`` times."""
        self.propose(self.squad_with_spies(sabotages), leader=leader)
        self.vote()
        return self.mission(sabotages)


@pytest.fixture
def table(new_game):
    """``table(n, seed="test", pins=None, scenario=None)``: a :class:`Table` on a new game."""

    def make(n: int = 5, **kwargs) -> Table:
        return Table(new_game(n, **kwargs))

    return make


@pytest.fixture
def dump():
    """``dump(game_or_state)``: a comparable snapshot (state, journal, redo; timestamps aside)."""

    def snap(obj) -> Any:
        if hasattr(obj, "journal"):
            entries = [e.model_dump(mode="json", exclude={"at"}) for e in obj.entries()]
            redo = [e.model_dump(mode="json", exclude={"at"}) for e in obj.redo_stack]
            return {"state": obj.state.model_dump(mode="json"), "entries": entries, "redo": redo}
        return obj.model_dump(mode="json")

    return snap


@dataclass
class CliResult:
    code: int
    out: str
    err: str


@pytest.fixture
def cli(capsys):
    """``cli("status", path, ...)``: run ``gmconsole.cli.main`` in-process; code, stdout, stderr."""
    from gmconsole.cli import main

    def run(*args: Any) -> CliResult:
        capsys.readouterr()
        try:
            code = main([str(a) for a in args])
        except SystemExit as exc:  # argparse's usage errors
            code = exc.code if isinstance(exc.code, int) else 2
        captured = capsys.readouterr()
        return CliResult(code, captured.out, captured.err)

    return run


@pytest.fixture
def run_cli():
    """``run_cli(*args, cwd=None)``: ``python -m gmconsole`` in a subprocess."""

    def run(*args: Any, cwd: Path | None = None, timeout: float = 60) -> CliResult:
        env = dict(os.environ, PYTHONIOENCODING="utf-8")
        proc = subprocess.run(
            [sys.executable, "-m", "gmconsole", *map(str, args)],
            capture_output=True,
            text=True,
            cwd=cwd,
            env=env,
            timeout=timeout,
            encoding="utf-8",
        )
        return CliResult(proc.returncode, proc.stdout, proc.stderr)

    return run


@pytest.fixture
def players_file(tmp_path):
    """``players_file(n)``: a text roster of the first ``n`` names, one a line."""

    def make(n: int = 5, name: str = "players.txt") -> Path:
        path = tmp_path / name
        path.write_text("# the table\n" + "\n".join(NAMES[:n]) + "\n", encoding="utf-8")
        return path

    return make
