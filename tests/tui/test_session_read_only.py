"""The console with a save it may not write: a read-only save file or folder opens read-only
and says why and how to fix it; an order or a note changes nothing and never raises; a write
that fails keeps the game in memory. Simulated with ``PermissionError`` so that it runs as root
(``tests/read_only.py``); a read-only file is read by its mode bits (root too)."""

from __future__ import annotations

from pathlib import Path

from gmconsole.tui.labels import labels
from gmconsole.tui.session import Session
from read_only import simulate, snapshot

NNBSP = "\u202f"


def test_a_read_only_save_file_opens_read_only(astrub_save: Path) -> None:
    astrub_save.chmod(0o444)
    before = snapshot(astrub_save.parent)
    session = Session.open(astrub_save)
    try:
        assert session.read_only == ("ro_read_only_file", {"path": str(astrub_save)})
        outcome = session.act({"kind": "squad", "members": ["Alice", "Bob"]})
        assert outcome.problem == "read-only" and session.state.squad == []
        note = session.set_note("players", "Alice", "méfiante")  # never raises
        assert note.problem == "read-only" and session.notes("players") == {}
    finally:
        session.close()
    after = snapshot(astrub_save.parent)
    assert {k: v for k, v in after.items() if not k.startswith(".")} == {
        k: v for k, v in before.items() if not k.startswith(".")
    }
    said = labels("fr", "astrub")("ro_read_only_file", path=str(astrub_save))
    assert f"{astrub_save} est en lecture seule{NNBSP}:" in said and "chmod u+w" in said
    assert "Save" not in said and "chmod u+w" in labels("en", "astrub")("ro_read_only_file", path="x")


def test_a_read_only_folder_opens_read_only_and_says_how_to_fix(astrub_save: Path, monkeypatch) -> None:
    before = snapshot(astrub_save.parent)
    simulate(monkeypatch, folders=[astrub_save.parent])
    session = Session.open(astrub_save)
    try:
        key, values = session.read_only or ("", {})
        assert key == "ro_cannot_write" and values["code"] == "permission"
        assert session.act({"kind": "squad", "members": ["Alice", "Bob"]}).problem == "read-only"
        assert session.set_note("turns", "1", "rien").problem == "read-only"
    finally:
        session.close()
    monkeypatch.undo()
    assert snapshot(astrub_save.parent) == before
    L = labels("fr", "astrub")
    said = L("ro_cannot_write", why=L("cause_permission"))
    assert "permission refusée" in said and "chmod u+w" in said and "autre nom" in said


def test_a_note_whose_write_fails_is_kept_in_memory_without_raising(astrub_save: Path, monkeypatch) -> None:
    session = Session.open(astrub_save)
    try:
        before = astrub_save.read_bytes()
        astrub_save.chmod(0o444)  # made read-only after the console opened it
        outcome = session.set_note("players", "Alice", "méfiante")
        assert outcome.problem == "write-failed" and session.unsaved
        assert session.last_failure is not None and session.last_failure.code == "read-only-file"
        assert session.notes("players") == {"Alice": "méfiante"}  # kept: save as, or retry
        assert astrub_save.read_bytes() == before
        other = astrub_save.with_name("ailleurs.toml")
        assert session.save_as(other) == "" and not session.unsaved
        assert session.set_note("players", "Bob", "sûr").ok
    finally:
        session.close()
    assert astrub_save.read_bytes() == before
    assert "méfiante" in other.read_text(encoding="utf-8")
    assert labels("fr", "astrub")("cause_read_only_file") == "le fichier est en lecture seule"
