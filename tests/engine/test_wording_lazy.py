"""The shipped wording is parsed one entry at a time, at its first use (issue 17: a command that
shows five sentences does not parse the several hundred a game ships). The entries it gives
must be exactly those of a full parse of the files, loaded in the same order."""

from __future__ import annotations

from pathlib import Path

import pytest
from fluent.runtime import FluentBundle
from fluent.syntax import ast

from gmconsole.engine import wording as W
from gmconsole.engine.errors import FileProblem
from gmconsole.engine.rules.registry import plugins

GAMES = [None, *sorted(p.name for p in plugins())]


def _full(game: str | None, language: str) -> FluentBundle:
    bundle = FluentBundle([language], use_isolating=False)
    for source in W.wording_files(game, language):
        bundle.add_resource(W._parse(source, W._read(source), None), allow_overrides=True)
    return bundle


@pytest.mark.parametrize("language", W.LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_lazy_entries_equal_a_full_parse(game, language):
    full = _full(game, language)
    lazy = W.Wording(game, language).bundle
    assert list(lazy._messages) == list(full._messages)
    assert list(lazy._terms) == list(full._terms)
    for kind in ("_messages", "_terms"):
        mine, theirs = getattr(lazy, kind), getattr(full, kind)
        for key in theirs:
            # a comment above an entry is not read by the lazy loader: it says nothing
            assert mine[key].equals(theirs[key], ignored_fields=["span", "comment"]), key


def test_an_entry_is_parsed_at_its_first_use_only():
    """The own reader (``wording_ftl``) reads the entries a command says, and no other; Fluent's
    bundle, when something needs it, parses an entry at its first lookup too."""
    wording = W.Wording("winterfell", "fr")
    assert wording._own == {}
    wording.text("list-separator")
    assert list(wording._own) == ["list-separator"]
    raw = dict.values(wording.bundle._messages)
    assert all(isinstance(v, W._Unparsed) for v in raw)
    wording.bundle.get_message("list-separator")
    assert isinstance(dict.__getitem__(wording.bundle._messages, "list-separator"), ast.Message)
    assert sum(isinstance(v, ast.Message) for v in dict.values(wording.bundle._messages)) == 1


def test_the_entry_split_keeps_closing_braces_and_variants_with_their_message():
    bundle = FluentBundle(["fr"], use_isolating=False)
    text = (
        "# a comment\n"
        "-term = Winterfell\n"
        "one = { $n ->\n"
        "    [one] un\n"
        "   *[other] plusieurs\n"
        "} chez { -term }\n"
        "\n"
        "two =\n"
        "    deux\n"
        "    .title = Deux\n"
    )
    W._add_lazily(bundle, Path("x.ftl"), text)
    assert list(bundle._messages) == ["one", "two"]
    assert list(bundle._terms) == ["term"]
    assert bundle.format_pattern(bundle.get_message("one").value, {"n": 2})[0] == "plusieurs chez Winterfell"
    assert bundle.format_pattern(bundle.get_message("two").attributes["title"], {})[0] == "Deux"


def test_a_broken_shipped_entry_names_its_file_and_line():
    bundle = FluentBundle(["fr"], use_isolating=False)
    W._add_lazily(bundle, Path("x.ftl"), "good = oui\nbad = { $n\n")
    assert bundle.format_pattern(bundle.get_message("good").value, {})[0] == "oui"
    with pytest.raises(FileProblem, match="line 2"):
        bundle.get_message("bad")
