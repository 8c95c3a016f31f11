"""The console as one writer among others (issue 10 §2, §3): it never writes over what the
command line wrote (it offers to reload), a second console opens the save read-only, and a
failed write keeps the game in memory with a save-as dialog."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import filelock
import tomli_w

from gmconsole import savelock
from gmconsole.cli import main
from gmconsole.saves import load_game
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.labels import labels
from gmconsole.tui.screens.game import GameScreen
from gmconsole.tui.screens.save_problems import SaveChanged, WriteFailedDialog
from gmconsole.tui.session import Session

FR = labels("fr")  # the Astrub scenario is French


def squad_file(folder: Path, members: list[str]) -> Path:
    path = folder / "squad.toml"
    path.write_text(
        tomli_w.dumps({"resolve": False, "orders": [{"kind": "squad", "members": members}]}), encoding="utf-8"
    )
    return path


async def test_a_cli_write_in_between_is_never_overwritten(astrub_save: Path, tmp_path: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert main(["apply", str(astrub_save), str(squad_file(tmp_path, ["Alice", "Bob"]))]) == 0
        screen.set_focus(None)
        await pilot.press("ctrl+z")  # the console's undo, made on what it read before the CLI wrote
        await pilot.pause()
        assert isinstance(app.screen, SaveChanged)
        on_disk = load_game(astrub_save)
        assert len(on_disk.journal) == 1 and on_disk.state.squad == ["Alice", "Bob"]  # the CLI's step kept
        await pilot.click("#changed-reload")
        await pilot.pause()
        assert app.screen is screen
        assert screen.session.state.squad == ["Alice", "Bob"]
        outcome = screen.session.act({"kind": "squad", "members": ["Chloé", "David"]})
        assert outcome.ok and not outcome.problem
    game = load_game(astrub_save)
    assert len(game.journal) == 2 and game.state.squad == ["Chloé", "David"]  # nothing lost
    assert game.verify() == []


async def test_keeping_read_only_after_a_cli_write(astrub_save: Path, tmp_path: Path) -> None:
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert main(["apply", str(astrub_save), str(squad_file(tmp_path, ["Alice", "Bob"]))]) == 0
        written = astrub_save.read_bytes()
        screen._report(screen.session.act({"kind": "squad", "members": ["Chloé", "Émile"]}), "entered", "")
        await pilot.pause()
        assert isinstance(app.screen, SaveChanged)
        await pilot.click("#changed-keep")
        await pilot.pause()
        assert FR("read_only") in screen.sub_title
        again = screen.session.act({"kind": "squad", "members": ["Chloé", "Émile"]})
        assert again.problem == "read-only"
        assert screen.session.state.squad == []  # nothing was changed in memory either
    assert astrub_save.read_bytes() == written


async def test_a_second_console_opens_read_only(astrub_save: Path) -> None:
    first = Session.open(astrub_save)
    try:
        assert first.read_only is None
        before = astrub_save.read_bytes()
        app = GMConsoleApp(astrub_save)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen)
            assert screen.session.read_only is not None and screen.session.read_only[0] == "ro_other_console"
            assert FR("read_only") in screen.sub_title
            assert f"pid {os.getpid()}" in str(screen.query_one("#status").render())
            screen.set_focus(None)
            await pilot.press("ctrl+y")
            await pilot.pause()
            status = str(screen.query_one("#status").render())
            assert status.startswith("Lecture seule, rien n'a été modifié")
        assert astrub_save.read_bytes() == before
        assert first.act({"kind": "squad", "members": ["Alice", "Bob"]}).ok  # the first one writes
    finally:
        first.close()
    third = Session.open(astrub_save)  # closed: the next console may write
    assert third.read_only is None
    third.close()


async def test_a_failed_write_keeps_the_game_and_offers_save_as(astrub_save: Path, disk_full: bytes) -> None:
    before = disk_full
    app = GMConsoleApp(astrub_save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen._report(screen.session.act({"kind": "squad", "members": ["Alice", "Bob"]}), "entered", "x")
        await pilot.pause()
        assert isinstance(app.screen, WriteFailedDialog)
        assert "le disque est plein" in str(app.screen.query_one("#write-failed-body").render())
        assert screen.session.unsaved and screen.session.state.squad == ["Alice", "Bob"]  # kept in memory
        assert astrub_save.read_bytes() == before
        taken = astrub_save.with_name("taken.toml")
        taken.write_text("kept", encoding="utf-8")
        app.screen.query_one("#save-as-path").value = str(taken)
        await pilot.click("#write-save-as")
        await pilot.pause()
        assert isinstance(app.screen, WriteFailedDialog)  # never written over, said in French
        problem = str(app.screen.query_one("#save-as-problem").render())
        assert f"{taken} existe déjà\u202f: choisissez un autre nom" in problem
        assert taken.read_text(encoding="utf-8") == "kept"
        other = astrub_save.with_name("elsewhere.toml")
        app.screen.query_one("#save-as-path").value = str(other)
        await pilot.click("#write-save-as")
        await pilot.pause()
        assert app.screen is screen
        assert screen.session.path == other and not screen.session.unsaved
        assert load_game(other).state.squad == ["Alice", "Bob"]
        assert screen.session.act({"kind": "squad", "members": ["Chloé", "David"]}).ok  # goes on there
    assert load_game(other).state.squad == ["Chloé", "David"]
    assert astrub_save.read_bytes() == before


def test_a_folder_that_cannot_be_written_opens_read_only(astrub_save: Path, monkeypatch) -> None:
    """A read-only folder (as root a chmod does not bite, so the lock's open fails instead)."""

    class ReadOnlyFolder:
        def __init__(self, *args, **kwargs) -> None:
            pass

        def acquire(self, timeout: float = -1) -> None:
            raise OSError(errno.EROFS, "Read-only file system")

    before = astrub_save.read_bytes()
    monkeypatch.setattr(savelock, "FlockLock", ReadOnlyFolder)  # the lock savelock takes on Linux
    monkeypatch.setattr(filelock, "FileLock", ReadOnlyFolder)  # and where there is no fcntl
    session = Session.open(astrub_save)
    assert session.read_only is not None and session.read_only[0] == "ro_cannot_write"
    assert session.read_only[1]["code"] == "read-only"
    assert session.act({"kind": "squad", "members": ["Alice", "Bob"]}).problem == "read-only"
    assert astrub_save.read_bytes() == before
    session.close()


async def test_a_note_in_a_read_only_console_says_nothing_was_kept(astrub_save: Path) -> None:
    """A note typed in a console that may not write is refused in words (read-only, why), not
    announced as « Note gardée dans la sauvegarde »; the save is unchanged."""
    from gmconsole.tui.screens.dialogs import NoteDialog

    first = Session.open(astrub_save)
    try:
        before = astrub_save.read_bytes()
        app = GMConsoleApp(astrub_save)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.session.read_only is not None
            screen.edit_note("players", "Alice")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, NoteDialog)
            dialog.dismiss("méfiante")
            await pilot.pause()
            status = str(screen.query_one("#status").render())
            assert status.startswith("Lecture seule, rien n'a été modifié"), status
            assert FR("note_kept") not in status
            assert screen.session.notes("players") == {}
        assert astrub_save.read_bytes() == before
    finally:
        first.close()
