"""A shipped message is found by its key, not by scanning every entry of the wording (issue 17:
the scan was some 4 M instructions of each wording a command builds). Where it is found must be
exactly where the scan of every entry puts it: the last message of that identifier in the last
file that has one, up to the next entry or comment."""

from __future__ import annotations

import bisect
from pathlib import Path

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.errors import FileProblem
from gmconsole.engine.rules.registry import plugins

GAMES = [None, *sorted(p.name for p in plugins())]


def _scanned(wording: W.Wording) -> dict[str, tuple[int, int, int]]:
    """Every shipped message's file, start and end, by the scan of every entry (as before)."""
    found: dict[str, tuple[int, int]] = {}
    starts: list[list[int]] = []
    for index, (_, text) in enumerate(wording._sources):
        matches = list(W._ENTRY_START.finditer("\n" + text))
        starts.append([m.start() for m in matches])
        for m in matches:
            if m[2] and not m[1]:
                found[m[2]] = (index, m.start())
    located = {}
    for key, (index, start) in found.items():
        after = bisect.bisect_right(starts[index], start)
        end = starts[index][after] if after < len(starts[index]) else len(wording._sources[index][1])
        located[key] = (index, start, end)
    return located


# the command line's words ("usage") are generic: no game has its own
WORDINGS = [
    (game, language, part)
    for game in GAMES
    for language in W.LANGUAGES
    for part in ("engine", "console", "usage")
    if part != "usage" or game is None
]


@pytest.mark.parametrize(("game", "language", "part"), WORDINGS)
def test_every_shipped_message_is_located_where_the_scan_puts_it(game, language, part):
    wording = W.Wording(game, language, part=part)
    scanned = _scanned(wording)
    assert scanned, "a wording with no message tests nothing"
    assert wording.shipped == frozenset(scanned)
    for key, (index, start, end) in scanned.items():
        unparsed = wording.source_of(key)
        assert unparsed is not None, key
        assert (unparsed.source, unparsed.start, unparsed.end) == (wording._sources[index][0], start, end), (
            key
        )
        assert wording.has(key)


def _wording_of(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *texts: str) -> W.Wording:
    sources = []
    for i, text in enumerate(texts):
        path = tmp_path / f"{i}.ftl"
        path.write_text(text, encoding="utf-8")
        sources.append(path)
    real = W.wording_files
    monkeypatch.setattr(
        W,
        "wording_files",
        lambda game, language, part="engine": sources if game == "located" else real(game, language, part),
    )
    return W.Wording("located", "en")


def test_the_last_file_and_the_last_entry_win_terms_and_look_alikes_do_not(tmp_path, monkeypatch):
    wording = _wording_of(
        tmp_path,
        monkeypatch,
        "hello = first\nhello-there = other\n",
        "# hello = in a comment\n-hello = a term\nhello\t = second\n  continued\nhello = third\n# end\nx = y",
    )
    found = wording.source_of("hello")
    assert found is not None
    text = wording._sources[1][1]
    assert found.source == wording._sources[1][0]
    assert text[found.start : found.end] == "hello = third\n"
    assert wording.text("hello") == "third"
    assert wording.text("hello-there") == "other"
    assert wording.source_of("hello-there").end == len(wording._sources[0][1])
    for missing in ("hell", "-hello", "", "hello there", "héllo", "1hello", "there"):
        assert wording.source_of(missing) is None, missing
        assert not wording.has(missing)
    assert wording.shipped == {"hello", "hello-there", "x"}
    assert _scanned(wording) == {key: wording._locate(key) for key in ("hello", "hello-there", "x")}


def test_the_first_line_of_a_file_and_a_message_without_a_line_end(tmp_path, monkeypatch):
    wording = _wording_of(tmp_path, monkeypatch, "first = one\nlast = two")
    assert wording.text("first") == "one"
    assert wording.text("last") == "two"
    assert wording.source_of("last").end == len("first = one\nlast = two")


def test_building_a_wording_scans_nothing(monkeypatch):
    """A wording finds the messages it is asked for; the full list is made only when asked."""
    calls = []
    real = W._ENTRY_START

    class Counting:
        def finditer(self, *args):
            calls.append("finditer")
            return real.finditer(*args)

        def search(self, *args):
            return real.search(*args)

    monkeypatch.setattr(W, "_ENTRY_START", Counting())
    wording = W.Wording("winterfell", "fr")
    wording.text("list-separator")
    assert calls == []
    assert "list-separator" in wording.keys()
    assert calls


def test_the_files_are_read_from_the_last_until_the_key_is_found(tmp_path, monkeypatch):
    wording = _wording_of(tmp_path, monkeypatch, "a = one\n", "b = two\n", "c = three\n")
    assert wording._texts == [None, None, None]
    assert wording.text("c") == "three"
    assert wording._texts == [None, None, "c = three\n"]
    assert wording.text("a") == "one"
    assert None not in wording._texts
    assert wording.shipped == {"a", "b", "c"}


def test_a_shipped_file_that_cannot_be_read_is_named_at_its_first_use(tmp_path, monkeypatch):
    wording = _wording_of(tmp_path, monkeypatch, "a = one\n", "b = two\n")
    (tmp_path / "0.ftl").write_bytes(b"a = \xff\n")
    assert wording.text("b") == "two"
    with pytest.raises(FileProblem, match="0.ftl"):
        wording.text("a")
