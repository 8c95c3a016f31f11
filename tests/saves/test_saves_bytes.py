"""A save's text is encoded once, for the record's SHA-256 and for the file (issue 17): the file
holds the text's UTF-8 bytes, its record names the hash of the bytes below it, and the console's
``write_save`` returns the SHA-256 of the very bytes on disk."""

from __future__ import annotations

import hashlib

import gmconsole.saves as saves
from policy_play import play_step, played_game


def test_the_bytes_written_are_the_text_and_the_record_hashes_them(tmp_path):
    game, policy = played_game("winterfell", "winterfell", "bytes-0", 0, 1)
    path = tmp_path / "game.toml"
    for _ in range(3):
        seen = saves.write_save(game, path)
        raw = path.read_bytes()
        assert seen == hashlib.sha256(raw).hexdigest()
        text = raw.decode("utf-8")
        assert "\u2019" in text or not text.isascii()  # non-ASCII text: bytes and characters differ
        line = next(x for x in text.splitlines(keepends=True) if x.startswith(saves.WRITTEN))
        digest, start, end, entries = line[len(saves.WRITTEN) :].split()
        body = raw[raw.index(line.encode("utf-8")) + len(line.encode("utf-8")) :]
        assert digest == hashlib.sha256(f"{start} {end} {entries}\n".encode() + body).hexdigest()
        loaded = saves.load_save(path)
        assert loaded.seal == "sealed"
        game = loaded.game
        assert game.written is not None and game.written.keeps(game)  # type: ignore[attr-defined]
        play_step(game, policy)


def test_the_record_is_checked_on_the_bytes_read(tmp_path):
    """The check hashes the file's bytes below the record (the body is not encoded again): they
    are the body's UTF-8 bytes; a text that a decoding with replacement may have changed (it
    holds U+FFFD) is encoded again instead; a forged body fails the check either way."""
    game, policy = played_game("winterfell", "winterfell", "bytes-1", 0, 2)
    path = tmp_path / "game.toml"
    saves.save_game(game, path)
    written = saves.load_save(path).game.written  # type: ignore[attr-defined]
    assert written.encoded == written.body.encode("utf-8")
    raw = path.read_bytes()
    text = raw.decode("utf-8")
    loaded = saves.load_save(path).game
    assert saves.written_of(text, loaded, raw=raw).encoded == written.encoded
    assert saves.written_of(text + "\ufffd", loaded, raw=raw + b"\xff").encoded is None
    assert saves.written_of(text, loaded).encoded is None
    forged = saves.written_of(text, loaded, raw=raw.replace(b"[[journal]]", b"[[journal]] ", 1))
    assert forged is not None and not forged.keeps(loaded)
    assert saves.written_of(text, loaded, raw=raw).keeps(loaded)
