"""The console's « Enregistrer sous » after a failed write says why the new file could not be
written in the game's language either (« x.toml : n'a pas pu être écrit : le disque est plein ou
le quota est dépassé »), not the system's English "could not be written: the disk is full"
(p10-gm2's trial on a full tmpfs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.saves import load_game
from gmconsole.tomlio import WriteFailed
from gmconsole.tui.session import Session


def test_save_as_on_a_full_disk_is_said_in_the_games_language(
    astrub_save: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = Session(load_game(astrub_save), astrub_save)
    target = tmp_path / "x.toml"

    def full(path: Path) -> None:
        raise WriteFailed(path, "the disk is full", "disk-full")

    monkeypatch.setattr(session, "_write", full)
    said = session.save_as(target).replace("\u202f", " ")
    assert said == f"{target} : n'a pas pu être écrit : le disque est plein ou le quota est dépassé", said
    assert session.path == astrub_save and not target.exists()
    session.close()
