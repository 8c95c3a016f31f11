"""A save's line before its first table records the SHA-256 of the TOML below it and where its unchanged tables
lie, so that the next write copies them instead of rendering them again with tomli-w (issue 17):
what it writes must be byte for byte what a full rendering writes, and a file that is not the
writer's own text (no record, reformatted, damaged, written by an earlier gmconsole) is rendered
in full as before. The save lock takes ``fcntl.flock`` without importing ``filelock`` and
excludes ``filelock``'s lock on the same file (an older gmconsole's)."""

from __future__ import annotations

import errno
import subprocess
import sys
import tomllib
from pathlib import Path

import filelock
import pytest
import tomli_w

import gmconsole.saves as saves
from gmconsole import savelock, tomlio
from gmconsole.engine.game import Game
from gmconsole.tomlio import WriteFailed, read_toml
from policy_play import every_scenario, play_step, played_game

GAMES = every_scenario()


def _toml(text: str) -> str:
    """A save's text without its record line."""
    return "".join(line for line in text.splitlines(keepends=True) if not line.startswith(saves.WRITTEN))


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), GAMES, ids=[f"{g}-{s}" for g, s in GAMES])
def test_a_step_written_from_the_file_read_is_the_full_rendering(game_name, scenario_name, tmp_path):
    """For every game, step after step: the text rendered key by key is ``tomli_w.dumps`` of the
    save's data under the record line; a step written from the file read (its kept tables
    copied) is byte for byte the full rendering of the same game, reads back to the same data
    and the same digest, and is sealed."""
    game, policy = played_game(game_name, scenario_name, "written-0", 0, 1)
    path = tmp_path / "game.toml"
    saves.save_game(game, path)
    copied = 0
    for _ in range(12):
        game = saves.load_for_writing(path)
        written = game.written  # type: ignore[attr-defined]
        if game.state.over:
            break
        play_step(game, policy)
        data = saves.save_data(game, game.created_at)  # type: ignore[attr-defined]
        data["digest"] = saves.content_digest(data)
        text, body, _, _ = saves.render_save(data)
        assert _toml(text) == saves.HEADER + tomli_w.dumps(data)
        assert text.endswith(
            "\n\n" + next(x for x in text.splitlines() if x.startswith(saves.WRITTEN)) + "\n" + body
        )
        if written is not None and written.keeps(game):
            copied += 1
            assert saves.render_save(data, written)[0] == text
        saves.save_game(game, path)
        assert _toml(path.read_text(encoding="utf-8")) == saves.HEADER + tomli_w.dumps(read_toml(path))
        read = tomllib.loads(path.read_text(encoding="utf-8"))
        assert read["digest"] == saves.content_digest(read)
        assert saves.load_save(path).seal == "sealed"
    assert copied >= 1


def _played(tmp_path: Path) -> tuple[Path, Game, object]:
    game, policy = played_game("astrub", "astrub", "written-1", 1, 2)
    path = tmp_path / "game.toml"
    saves.save_game(game, path)
    return path, saves.load_for_writing(path), policy


def test_a_fast_write_equals_a_full_one(tmp_path):
    """The kept tables copied, the rest rendered: the same bytes as the full rendering."""
    path, game, policy = _played(tmp_path)
    assert game.written is not None  # type: ignore[attr-defined]
    play_step(game, policy)
    data = saves.save_data(game, game.created_at)  # type: ignore[attr-defined]
    data["digest"] = saves.content_digest(data)
    assert game.written.keeps(game)  # type: ignore[attr-defined]
    fast = saves.render_save(data, game.written)  # type: ignore[attr-defined]
    assert fast == saves.render_save(data)
    assert _toml(fast[0]) == saves.HEADER + tomli_w.dumps(data)


def test_a_reformatted_save_is_rendered_in_full(tmp_path):
    """A save whose TOML was reformatted by hand, same content (still sealed): its record does
    not match, so the write renders everything (the hand formatting is not copied)."""
    path, game, policy = _played(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("\n[scenario]\n", "\n[scenario]   # moved\n"), encoding="utf-8")
    game = saves.load_for_writing(path)
    assert saves.load_save(path).seal == "sealed"
    play_step(game, policy)
    assert not game.written.keeps(game)  # type: ignore[attr-defined]
    saves.save_game(game, path)
    written = path.read_text(encoding="utf-8")
    assert "# moved" not in written
    assert _toml(written) == saves.HEADER + tomli_w.dumps(tomllib.loads(written))
    assert saves.load_save(path).seal == "sealed"


def test_a_record_with_forged_offsets_or_none_is_ignored(tmp_path):
    """A record whose numbers or hash are wrong, or no record (a save of an earlier gmconsole):
    nothing is copied, the save is written in full and is sound."""
    path, game, policy = _played(tmp_path)
    text = path.read_text(encoding="utf-8")
    record = next(x for x in text.splitlines() if x.startswith(saves.WRITTEN))
    header, body = text.split(record + "\n")
    sha, start, end, entries = record.removeprefix(saves.WRITTEN).split(" ")
    for forged in (
        f"{saves.WRITTEN}{sha} {int(start) + 1} {end} {entries}",
        f"{saves.WRITTEN}{'0' * 64} {start} {end} {entries}",
        f"{saves.WRITTEN}{sha} {start} {end} {int(entries) + 1}",
        "# a comment",
    ):
        path.write_text(f"{header}{forged}\n{body}", encoding="utf-8")
        loaded = saves.load_save(path)
        assert loaded.seal == "sealed"
        game = saves.ensure_sound(loaded)
        written = game.written  # type: ignore[attr-defined]
        play_step(game, policy)
        assert written is None or not written.keeps(game)
        saves.save_game(game, path)
        assert _toml(path.read_text(encoding="utf-8")) == saves.HEADER + tomli_w.dumps(
            tomllib.loads(path.read_text(encoding="utf-8"))
        )
        assert saves.load_save(path).game.journal == game.journal
        game.undo()
        saves.save_game(game, path)


def test_an_edited_save_is_still_refused(tmp_path):
    """A change of content under an intact record: the digest refuses it, as before."""
    path, _, _ = _played(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("\ncreated_at = 2", "\ncreated_at = 1", 1), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(saves.SaveEdited):
        saves.load_for_writing(path)
    assert path.read_bytes() == before


def test_a_full_disk_loses_nothing_and_the_next_write_is_right(tmp_path, monkeypatch):
    """The disk fills during a write from the file read: the file is the previous one, and the
    next write (the same game, from the same record) is still the full rendering."""
    path, game, policy = _played(tmp_path)
    before = path.read_bytes()
    play_step(game, policy)

    def disk_full(point: str, where: Path) -> None:
        if point == "written":
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(tomlio, "FAULT_HOOK", disk_full)
    with pytest.raises(WriteFailed):
        saves.save_game(game, path)
    assert path.read_bytes() == before
    monkeypatch.setattr(tomlio, "FAULT_HOOK", None)
    saves.save_game(game, path)
    text = path.read_text(encoding="utf-8")
    assert _toml(text) == saves.HEADER + tomli_w.dumps(tomllib.loads(text))
    assert path.with_name(path.name + ".bak").read_bytes() == before


def test_undo_after_a_copied_write_and_the_console_writing_again(tmp_path):
    """The same game written three times (as a console does): a step, a second, then an undo;
    each file is the full rendering, and the last reads back to the game."""
    path, game, policy = _played(tmp_path)
    for change in ("step", "step", "undo"):
        if change == "step":
            play_step(game, policy)
        else:
            game.undo()
        saves.save_game(game, path)
        text = path.read_text(encoding="utf-8")
        assert _toml(text) == saves.HEADER + tomli_w.dumps(tomllib.loads(text))
    assert saves.load_game(path).journal == game.journal


def test_flock_and_filelock_exclude_each_other(tmp_path):
    """The save lock (``fcntl.flock``) and ``filelock``'s lock (an older gmconsole) on the same
    file: whichever holds it, the other times out; released, the other gets it."""
    lock_path = tmp_path / ".game.toml.lock"
    mine = savelock.FlockLock(lock_path)
    theirs = filelock.FileLock(lock_path, thread_local=False)
    mine.acquire(timeout=0)
    with pytest.raises(filelock.Timeout):
        theirs.acquire(timeout=0.1)
    mine.release()
    theirs.acquire(timeout=0)
    with pytest.raises(TimeoutError):
        savelock.FlockLock(lock_path).acquire(timeout=0.1)
    theirs.release()
    again = savelock.FlockLock(lock_path)
    again.acquire(timeout=0)
    again.release()


def test_apply_does_not_import_filelock(tmp_path):
    """A writing command locks without importing ``filelock`` (50 M instructions; issue 17)."""
    path, _, _ = _played(tmp_path)
    code = (
        "import sys; from gmconsole.cli import main; "
        f"main(['undo', {str(path)!r}]); print('filelock' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().endswith("False")
