"""The console's words are Fluent messages (issue 11, one wording system): every key the console
code names exists in both languages, French counts agree (no "(s)"), a missing key shows the
key, the GM's override reaches the labels, and the launcher's language follows the locale."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.rules.registry import plugins
from gmconsole.tui.labels import PREFIX, Labels, labels, message_id, system_language

SRC = Path(__file__).resolve().parents[2] / "src" / "gmconsole"
GAMES = [p.name for p in plugins()]
# L("key", ...), self.L('key'), and a binding's description, which is a label key
CALL = re.compile(r"""\bL\(\s*["']([a-z][a-z0-9_-]*)["']\s*[,)]""")
BINDING = re.compile(r"""\bBinding\(\s*"[^"]*",\s*"[^"]*",\s*"(key_[a-z_]+)"\s*[,)]""")
# keys built at run time: a prefix and the values the code adds to it
BUILT = {
    "status_": ("done", "entered", "missing", "optional", "warning", "private"),
    "form_": ("done", "entered", "missing", "optional"),
    "st_": ("clear", "corrected", "question", "problem", "dropped", "superseded"),
    "count_": ("question", "problem", "superseded", "dropped"),
    "choose_": ("voter", "vote"),
    "deadline_bad_": ("date", "time"),
    "cause_": ("disk-full", "file-size", "read-only", "permission", "no-folder"),
}


def _used(paths: list[Path]) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in paths:
        source = path.read_text(encoding="utf-8")
        for pattern in (CALL, BINDING):
            for match in pattern.finditer(source):
                found.setdefault(match.group(1), []).append(str(path.relative_to(SRC)))
    return found


def _console_keys(game: str | None, language: str) -> set[str]:
    return {k for k in W._load(game, language, None, "console").shipped if k.startswith(PREFIX)}


@pytest.mark.parametrize("game", [None, *GAMES])
def test_french_and_english_have_the_same_console_words(game):
    french, english = _console_keys(game, "fr"), _console_keys(game, "en")
    assert french and sorted(french - english) == [] and sorted(english - french) == []


def test_a_command_without_screens_does_not_read_the_console_words():
    """The console's files are their own bundle: posts and the CLI never parse them."""
    assert not [k for k in W._load("winterfell", "fr", None, "engine").shipped if k.startswith(PREFIX)]
    assert not [f for f in W.wording_files("winterfell", "fr") if f.name in W.CONSOLE_FILES]


def test_the_scan_finds_label_calls():
    sample = 'a = L("undone", what=x)\nb = self.L(\n  "turn")\nBinding("n", "new", "key_new"),\nc = LL("no")'
    assert [m.group(1) for m in CALL.finditer(sample)] == ["undone", "turn"]
    assert [m.group(1) for m in BINDING.finditer(sample)] == ["key_new"]


@pytest.mark.parametrize("language", W.LANGUAGES)
def test_every_label_the_generic_console_names_exists(language):
    """The generic console (tui/) uses only generic labels, all in both languages."""
    used = _used(sorted((SRC / "tui").rglob("*.py")))
    for prefix, values in BUILT.items():
        for value in values:
            used.setdefault(prefix + value, []).append("built at run time")
    assert len(used) > 200
    shipped = _console_keys(None, language)
    missing = {k: v for k, v in used.items() if message_id(k) not in shipped}
    assert missing == {}, f"generic console ({language}): labels used but not in console.ftl"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", W.LANGUAGES)
def test_every_label_a_games_console_names_exists(game, language):
    used = _used(sorted((SRC / "games" / game).glob("*.py")))
    shipped = _console_keys(game, language)
    missing = {k: v for k, v in used.items() if message_id(k) not in shipped}
    assert missing == {}, f"{game} ({language}): labels used but not in the wording"


def _render_all(game: str | None, count: int) -> dict[str, str]:
    wording = W._load(game, "fr", None, "console")
    out = {}
    for key in sorted(k for k in wording.keys() if k.startswith(PREFIX)):
        variables = [v for v in wording.variables(key) if not v.startswith(W.NAME_PREFIX)]  # the wording's
        args = {v: ("f" if v.endswith("_gender") else count) for v in variables}
        try:
            out[key] = wording.text(key, **args)
        except W.WordingError:  # a name given to a function (« { DE($name) } »): a name, not a number
            args = {v: (a if v.endswith("_gender") else str(a)) for v, a in args.items()}
            out[key] = wording.text(key, **args)
        for attribute in wording.bundle.get_message(key).attributes:
            out[f"{key}.{attribute}"] = wording.text(f"{key}.{attribute}", **args)
    return out


@pytest.mark.parametrize("game", [None, *GAMES])
def test_french_console_words_agree_with_their_counts(game):
    """Every French console message, its numbers 1 then 2: no "(s)", "(e)" or "·e" left."""
    bad = re.compile(r"\w\((?:s|e|es)\)|·e\b")
    for count in (1, 2):
        rendered = _render_all(game, count)
        assert rendered
        wrong = {k: v for k, v in rendered.items() if bad.search(v)}
        assert wrong == {}, f"{game or 'generic'} with {count}"


def test_counts_choose_the_singular_and_the_plural():
    L = labels("fr", "winterfell")
    assert L("election_round", seats=1, rank="Chevalier") == "Élection\u202f: 1 siège de Chevalier"
    assert L("election_round", seats=2, rank="Chevalier") == "Élection\u202f: 2 sièges de Chevalier"
    assert labels("fr")("count_question", n=1) == "1 question"
    assert labels("fr")("paste_lines", n=3) == "3 lignes collées"
    assert labels("en")("paste_lines", n=1) == "1 line pasted"


def test_french_labels_agree_with_the_players_gender():
    L = labels("fr")
    assert L("removed", name=W.Person("Zoé", "f")) == "Zoé retirée de la partie"
    assert L("removed", name=W.Person("Max", "m")) == "Max retiré de la partie"
    assert L("removed", name="Lou") == "Lou retiré de la partie"  # a bare name: the masculine


def test_a_missing_label_shows_its_key_even_in_strict_mode():
    assert W.strict()  # tests run strict
    L = labels("fr")
    assert L("no_such_label") == "no_such_label"
    assert L("no_such_label", n=2) == "no_such_label"
    assert L("Quit") == "Quit"  # Textual's own binding descriptions pass through


def test_game_words_are_added_to_the_generic_ones():
    L = labels("fr")
    assert L("vh_map") == "vh_map"
    game = L.for_game("vampire_hunter")
    assert game("vh_map") == "Carte de la Roumanie"
    assert game("undone", phase="nuit", turn=2, actions="x") == "Annulé (nuit, tour 2)\u202f: x"


def test_older_label_tables_still_extend_the_labels():
    L = Labels("fr").extended({"en": {"extra_one": "one {n}"}, "fr": {"extra_one": "un {n}"}})
    assert L("extra_one", n=3) == "un 3"
    assert L("turn") == "Tour"


def test_the_gm_override_changes_a_console_label(tmp_path):
    override = tmp_path / "wording.ftl"
    override.write_text("console-undone = Défait : { $what }\n", encoding="utf-8")
    W.check_override(override, (None, "fr"))  # a shipped key: accepted
    try:
        W.set_override(override)
        W.clear_cache()
        # an override written for the older message (its $what: the journal's line) still works
        step = {"phase": "justice", "turn": 3, "actions": "le vote"}
        said = labels("fr")("undone", what="justice (3)\u202f: le vote", **step)
        assert said == "Défait\u202f: justice (3)\u202f: le vote"
        assert labels("fr", "winterfell")("undone", what="x", **step) == "Défait\u202f: x"
    finally:
        W.set_override(None)
        W.clear_cache()
    assert labels("fr")("undone", what="x", phase="justice", turn=3, actions="résolution") == (
        "Annulé (justice, tour 3)\u202f: résolution"
    )


def test_the_help_page_comes_from_the_games_wording():
    L = labels("fr", "winterfell")
    assert L.attributes("help_justice-vote") == ["W-J-3", "W-J-4", "W-J-5"]
    assert L.attribute("help_justice-vote", "W-J-5") == "la révolte"
    assert labels("en").attribute("help_key_resolve", "key") == "ctrl+r"


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({}, "fr"),
        ({"LANG": "C.UTF-8"}, "fr"),
        ({"LANG": "POSIX"}, "fr"),
        ({"LANG": "de_DE.UTF-8"}, "fr"),
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "en_US"}, "en"),
        ({"LANG": "fr_FR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": ""}, "en"),
        ({"LANG": "en_US.UTF-8", "GMCONSOLE_LANG": "fr"}, "fr"),
        ({"LANG": "fr_FR.UTF-8", "GMCONSOLE_LANG": "en"}, "en"),
    ],
)
def test_the_launcher_speaks_english_only_for_an_english_locale(environ, language):
    """French first: English when the locale (LC_ALL, LC_MESSAGES, LANG, the first set) or
    GMCONSOLE_LANG starts with en; French for C, POSIX, no locale or any other language."""
    assert system_language(environ) == language


@pytest.mark.parametrize(
    ("environ", "new_game", "create"),
    [
        ({"LANG": "C.UTF-8"}, "Nouvelle partie", "Créer"),
        ({"LANG": "en_US.UTF-8"}, "New game", "Create"),
    ],
)
async def test_the_launcher_and_the_new_game_dialog_speak_the_locales_language(
    tmp_path, monkeypatch, environ, new_game, create
):
    """An unknown locale (C) gets the French launcher, an English one the English launcher."""
    from textual.widgets import Button, DataTable

    from gmconsole.tui.app import GMConsoleApp
    from gmconsole.tui.screens.modals import NewGame

    for name in ("GMCONSOLE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)
    app = GMConsoleApp(saves_dir=tmp_path / "saves")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        cells = " ".join(str(c) for row in table.rows for c in table.get_row(row))
        assert new_game in cells
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, NewGame)
        assert create in [str(b.label) for b in app.screen.query(Button)]
