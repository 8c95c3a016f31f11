"""Save files: one self-contained TOML file per game.

A save holds ``schema_version``, the scenario it was started from (copied in, so it opens even
if ``scenarios/`` changes), the roster, the seed and its SHA-256, the setup and the journal of
applied actions with their events and rolls, the redo stack, and the current state. It is
written after every action with :func:`gmconsole.tomlio.write_atomic` (the previous version
kept as ``NAME.toml.bak``). A damaged file is reported with the line (tomllib's position) or the
field, and the backup is named so the GM can fall back to it.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any

import tomli_w
from pydantic import BaseModel, Field, ValidationError

from gmconsole.engine.errors import FileProblem, GMConsoleError
from gmconsole.engine.game import Game
from gmconsole.engine.journal import JournalEntry, utcnow
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.rules.registry import find_rules
from gmconsole.scenarios import scenario_from_dict
from gmconsole.tomlio import problem_from, read_toml, write_atomic

SCHEMA_VERSION = 1
SAVES_DIR = Path("saves")


class SaveFile(BaseModel):
    """The on-disk form of a game (see the module docstring)."""

    schema_version: int
    game: str
    created_at: datetime = Field(default_factory=utcnow)
    saved_at: datetime = Field(default_factory=utcnow)
    seed: str
    seed_sha256: str
    scenario: dict[str, Any]
    roster: list[RosterEntry]
    setup: JournalEntry
    journal: list[JournalEntry] = Field(default_factory=list)
    redo: list[JournalEntry] = Field(default_factory=list)
    state: dict[str, Any]
    notes: dict[str, dict[str, str]] | None = None
    """The GM's own notes, never exported: ``players`` (name -> text) and ``turns`` ("3" -> text)."""


def to_toml(game: Game, created_at: datetime | None = None) -> str:
    save = SaveFile(
        schema_version=SCHEMA_VERSION,
        game=game.rules.name,
        created_at=created_at or utcnow(),
        seed=game.seed,
        seed_sha256=game.state.seed_sha256,
        scenario=game.scenario.model_dump(mode="json", exclude_none=True),
        roster=game.roster,
        setup=game.setup,
        journal=game.journal,
        redo=game.redo_stack,
        state=game.state.model_dump(mode="json", exclude_none=True),
        notes={k: v for k, v in getattr(game, "notes", {}).items() if v} or None,  # none: no table
    )
    return "# gmconsole save: edit with care; `gmconsole validate` checks it.\n" + tomli_w.dumps(
        save.model_dump(mode="python", exclude_none=True)
    )


def save_game(game: Game, path: str | os.PathLike[str]) -> Path:
    path = Path(path)
    write_atomic(path, to_toml(game, getattr(game, "created_at", None)))
    return path


def load_game(path: str | os.PathLike[str]) -> Game:
    """Open a save; a FileProblem names the line or field that is wrong (and the backup)."""
    path = Path(path)
    try:
        return _load(path)
    except FileProblem as exc:
        backup = path.with_name(path.name + ".bak")
        if backup.exists() and exc.path == str(path):
            raise FileProblem(
                path,
                f"{exc.problem}. The previous version is in {backup}: "
                f"`gmconsole validate {backup}` checks it",
            ) from None
        raise


def _load(path: Path) -> Game:
    data = read_toml(path)
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise FileProblem(
            path, f"schema_version: {version!r} is not a save version this gmconsole reads ({SCHEMA_VERSION})"
        )
    try:
        save = SaveFile.model_validate(data)
    except ValidationError as exc:
        raise problem_from(path, exc) from None
    try:
        rules = find_rules(save.game)
    except GMConsoleError as exc:
        raise FileProblem(path, f"game: {exc}") from None
    scenario = scenario_from_dict(save.scenario, f"{path} [scenario]")
    try:
        state = rules.state_model.model_validate(save.state)
    except ValidationError as exc:
        raise problem_from(path, exc, prefix="state") from None
    for where, entries in (("journal", save.journal), ("redo", save.redo)):
        for i, entry in enumerate(entries):
            for j, action in enumerate(entry.actions):
                try:
                    rules.parse_action(action)
                except ValidationError as exc:
                    raise problem_from(
                        path, exc, prefix=f"{where}.{i}.actions.{j}", tag=str(action.get("kind", ""))
                    ) from None
    game = Game(rules, scenario, save.roster, save.seed, state, save.setup, save.journal, save.redo)
    game.created_at = save.created_at  # type: ignore[attr-defined]
    game.notes = save.notes or {}  # type: ignore[attr-defined]
    try:  # a hand-edited state may be well-typed and still not fit its game (a turn past the last mission)
        game.checklist()
        game.warnings()
    except (LookupError, ValueError, TypeError, AttributeError) as exc:
        raise FileProblem(
            path, f"state: does not fit its scenario and roster ({type(exc).__name__}: {exc})"
        ) from None
    return game


def default_save_path(game: Game) -> Path:
    """``saves/<game>-<date>.toml``, numbered if it exists."""
    stamp = utcnow().strftime("%Y%m%d-%H%M")
    base = SAVES_DIR / f"{game.rules.name}-{stamp}"
    path = base.with_suffix(".toml")
    n = 2
    while path.exists():
        path = SAVES_DIR / f"{base.name}-{n}.toml"
        n += 1
    return path
