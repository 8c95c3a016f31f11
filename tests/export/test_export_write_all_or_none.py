"""`export --write` writes a step's files all or none: a read-only file or a write that fails
halfway (a full disk) leaves every file of the step as it was, and no temporary file behind."""

from __future__ import annotations

import builtins
import errno
import shutil
from pathlib import Path

import pytest

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.export.files import posts_dir, write_posts
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tomlio import WriteFailed


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def exported(tmp_path: Path) -> tuple[Path, Path, dict[str, bytes]]:
    """An Astrub deal's files written once (the public post, the GM's summary, every private
    message), then each overwritten with an older text, so that a second export changes them all."""
    names = ["Alice", "Bob", "Chloé", "Denis", "Émile"]
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in names], "tout-ou-rien")
    astrub_save = save_game(game, tmp_path / "saves" / "guilde.toml")
    written = write_posts(game, astrub_save, 0)
    folder = posts_dir(astrub_save, 0)
    assert len(written) >= 3 and all(p.is_file() for p in written)
    for path in written:  # an earlier export's text: the next one rewrites them all
        path.write_text("ancien texte\n", encoding="utf-8")
    return astrub_save, folder, _files(folder)


def test_a_read_only_file_refuses_the_write_before_anything_is_written(exported) -> None:
    save, folder, before = exported
    last = sorted(folder.rglob("*.*"))[-1]
    last.chmod(0o444)
    try:
        with pytest.raises(WriteFailed) as refused:
            write_posts(load_game(save), save, 0)
        assert refused.value.path == str(last) and refused.value.code == "read-only-file"
        assert _files(folder) == before
    finally:
        last.chmod(0o644)


def test_a_write_that_fails_halfway_changes_no_file_and_leaves_no_temporary(exported, monkeypatch) -> None:
    save, folder, before = exported
    real_open, opened = builtins.open, []

    def full_disk(file, mode="r", *args, **kwargs):  # type: ignore[no-untyped-def]
        if "x" in mode and str(file).endswith(".tmp"):
            opened.append(file)
            if len(opened) == 3:
                raise OSError(errno.ENOSPC, "No space left on device", str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", full_disk)
    with pytest.raises(OSError, match="No space left"):
        write_posts(load_game(save), save, 0)
    monkeypatch.undo()
    assert len(opened) == 3
    assert _files(folder) == before  # no file half new, no .tmp left


def test_a_whole_write_replaces_every_file_and_removes_the_stale_ones(exported) -> None:
    save, folder, before = exported
    stale = folder / "private" / "personne.bbcode.txt"
    stale.parent.mkdir(exist_ok=True)
    stale.write_text("ancien\n", encoding="utf-8")
    written = write_posts(load_game(save), save, 0)
    after = _files(folder)
    assert set(after) == {str(p.relative_to(folder)) for p in written}
    assert all(after[name] != b"ancien texte\n" for name in after)
    assert not any(name.endswith(".tmp") for name in after)
    shutil.rmtree(folder)


async def test_the_consoles_write_and_copy_keys_say_in_french_what_was_not_written(
    exported, monkeypatch
) -> None:
    """`w` on a step with a read-only post file, and `c` in a folder it may not write: a French
    notice names the file and the cause; no traceback, no file changed."""
    from gmconsole.tui.app import GMConsoleApp
    from gmconsole.tui.widgets.post import PostView

    save, folder, before = exported
    last = sorted(folder.rglob("*.*"))[-1]
    last.chmod(0o444)
    try:
        app = GMConsoleApp(save)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("escape", "f5")
            await pilot.pause()
            post = app.screen.query_one(PostView)
            notices: list[str] = []
            monkeypatch.setattr(app, "notify", lambda text, **_: notices.append(str(text)))
            post.action_write()
            await pilot.pause()
            assert notices and notices[-1].startswith("Messages non écrits")
            assert str(last) in notices[-1] and "le fichier est en lecture seule" in notices[-1]

            def refused(self, *args, **kwargs):  # type: ignore[no-untyped-def]
                raise PermissionError(errno.EACCES, "Permission denied", str(self))

            monkeypatch.setattr(Path, "write_text", refused)
            post.action_copy()
            await pilot.pause()
            assert len(notices) == 2 and "permission refusée" in notices[-1]
            assert "Permission denied" not in notices[-1]
        assert _files(folder) == before
    finally:
        last.chmod(0o644)
