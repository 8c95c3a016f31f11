"""The post wording: Fluent files, the GM's own file on top, clear errors naming file and key,
and the older TOML wording files of GMs still read."""

from __future__ import annotations

import pytest

from gmconsole.engine.errors import FileProblem, GMConsoleError
from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.export import (
    Bold,
    Italic,
    TemplateProblem,
    Wording,
    load_wording,
    public_post,
    render,
    template_file,
)

NNBSP = "\u202f"
SCENARIO = ScenarioBase(game="astrub", name="Guilde", language="fr", names={"proposal": "proposition"})
SQUAD = Event(
    kind="squad_proposed",
    turn=1,
    phase="proposal",
    data={
        "mission": "Or d'Amakna Sud",
        "mission_number": 1,
        "attempt": 2,
        "leader": "Zoé",
        "members": ["Zoé", "Max"],
        "size": 2,
    },
)


def write(tmp_path, text: str, name: str = "ma-guilde.ftl"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_shipped_files_exist_for_both_languages():
    for language in ("fr", "en"):
        assert template_file("astrub", language).is_file()
        wording = load_wording("astrub", language)
        assert wording.has("events", "squad_proposed") and wording.has("labels", "section")


def test_game_file_overrides_common_and_unknown_game_gets_common():
    assert load_wording("astrub", "fr").label("section", turn=2, phase="vote") == f"Mission 2{NNBSP}: vote"
    assert load_wording("no-such-game", "fr").label("section", turn=2, phase="vote") == f"Tour 2{NNBSP}: vote"
    assert load_wording("no-such-game", "en").label("yes") == "yes"


def test_unknown_language_is_a_clear_error():
    with pytest.raises(FileProblem, match="no wording in language 'de'; available: fr, en"):
        load_wording("astrub", "de")


def test_bold_and_italic_marks_and_literal_star_and_marks_in_values_are_text():
    wording = Wording.from_ftl("x = a **{ $name }** *b* 3 \\* 4\n")
    assert wording.event("x", {"name": "[Zoé]"}) == ["a ", Bold("[Zoé]"), " ", Italic("b"), " 3 * 4"]
    assert wording.event("x", {"name": "**Zoé*"}) == ["a ", Bold("**Zoé*"), " ", Italic("b"), " 3 * 4"]


def test_gm_file_changes_one_sentence_and_keeps_the_rest(tmp_path):
    path = write(tmp_path, "squad_proposed = **{ $leader }** part avec { $members } !\n")
    wording = load_wording("astrub", "fr", path)
    out = render(public_post([SQUAD], SCENARIO, wording=wording), "bbcode-phpbb")
    assert f"[b]Zoé[/b] part avec Zoé et Max{NNBSP}!" in out
    assert f"Mission 1{NNBSP}: proposition" in out  # the label still comes from the shipped file


def test_missing_placeholder_names_file_key_and_field(tmp_path):
    path = write(tmp_path, "squad_proposed = Escouade de { $captain }\n")
    wording = load_wording("astrub", "fr", path)
    with pytest.raises(TemplateProblem) as caught:
        public_post([SQUAD], SCENARIO, wording=wording)
    error = caught.value
    assert not isinstance(error, KeyError) and isinstance(error, GMConsoleError)
    assert error.path == str(path) and error.key == "squad_proposed" and error.field == "captain"
    assert "uses { $captain }, which this event does not have (it has: attempt, kind, leader," in str(error)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("squad_proposed = Escouade de { $leader\n", r"line 1: not valid Fluent \(error E\d+\)"),
        (
            "squad_propsed = x\n",
            r"squad_propsed: no shipped message has this key; did you mean squad_proposed\?",
        ),
        ("ceci n'est pas du Fluent\n", r"line 1"),
    ],
)
def test_broken_gm_file_is_refused_with_file_and_line_or_key(tmp_path, text, message):
    path = write(tmp_path, text)
    with pytest.raises(FileProblem, match=message) as caught:
        load_wording("astrub", "fr", path)
    assert str(caught.value).startswith(str(path))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("squad_proposed = **{ $leader } propose\n", r"\*\* is opened and never closed"),
        ("squad_proposed = **a *b* c**\n", r"cannot be nested"),
    ],
)
def test_broken_marks_are_template_problems(tmp_path, text, message):
    path = write(tmp_path, text)
    wording = load_wording("astrub", "fr", path)
    with pytest.raises(TemplateProblem, match=message):
        public_post([SQUAD], SCENARIO, wording=wording)


def test_missing_file_is_a_file_problem(tmp_path):
    with pytest.raises(FileProblem, match="no such file"):
        load_wording("astrub", "fr", tmp_path / "nope.ftl")


# -- a GM's older TOML wording file --------------------------------------------------------------


def test_an_older_toml_wording_file_still_works(tmp_path):
    path = write(tmp_path, '[events]\nsquad_proposed = "**{leader}** part avec {members} !"\n', "old.toml")
    out = render(public_post([SQUAD], SCENARIO, wording=load_wording("astrub", "fr", path)), "text")
    assert f"Zoé part avec Zoé et Max{NNBSP}!" in out


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '[events]\nsquad_proposed = "Escouade de {leader"\n',
            r"\[events\] squad_proposed: a brace has no partner",
        ),
        (
            '[events]\nsquad_proposed = "Escouade de {}"\n',
            r"\[events\] squad_proposed: \{\} is not a placeholder",
        ),
        ('[events]\nsquad_proposed = "Escouade de {0}"\n', r"\{0\} is not a placeholder"),
        ('[events]\nsquad_proposed = "{leader.__class__}"\n', r"is not a placeholder: use a plain name"),
        ("[events]\nsquad_proposed = 3\n", r"\[events\] squad_proposed: must be a text in quotes$"),
        (
            '[events]\nsquad_propsed = "x"\n',
            r"squad_propsed: no shipped message has this key; did you mean squad_proposed\?",
        ),
        (
            '[event]\nsquad_proposed = "x"\n',
            r"\[event\]: unknown table; a wording file has \[events\] and \[labels\]",
        ),
        ('[events]\nsquad_proposed = "x\n', r"not valid TOML"),
    ],
)
def test_a_broken_older_toml_file_is_refused_with_file_and_key(tmp_path, text, message):
    path = write(tmp_path, text, "old.toml")
    with pytest.raises(FileProblem, match=message) as caught:
        load_wording("astrub", "fr", path)
    assert str(caught.value).startswith(str(path))


@pytest.mark.parametrize(
    ("text", "name", "said"),
    [
        ('[events]\nsquad_proposed = "Escouade de {leader"\n', "old.toml", "une accolade est seule"),
        ('[events]\nsquad_proposed = "{0}"\n', "old.toml", "{0} n'est pas une variable\u202f: écrivez"),
        ("[events]\nsquad_proposed = 3\n", "old.toml", "doit être un texte entre guillemets"),
        ('[event]\nx = "x"\n', "old.toml", "[event]\u202f: table inconnue\u202f; un fichier de formulations"),
        ("squad_propsed = x\n", "gm.ftl", "aucun message livré n'a cette clé\u202f; vouliez-vous dire"),
        (
            "squad_proposed = Escouade de { $leader\n",
            "gm.ftl",
            "ligne 1\u202f: ce n'est pas du Fluent valide (erreur E",
        ),
    ],
)
def test_a_broken_gm_file_is_said_in_french(tmp_path, text, name, said):
    """Issue 11: a French GM reads what is wrong with his wording file in French."""
    from gmconsole.engine.worded import describe

    path = write(tmp_path, text, name)
    with pytest.raises(FileProblem) as caught:
        load_wording("astrub", "fr", path)
    assert said in describe(caught.value.problem, "fr")


def test_every_shipped_message_parses_and_fr_en_have_the_same_keys_and_variables():
    fr, en = load_wording("astrub", "fr").fluent, load_wording("astrub", "en").fluent
    assert fr.keys() == en.keys()
    for key in fr.keys():
        # a value worded for one language (``suggestions_fr``: a list joined with "ou") stands for
        # the other's (``suggestions``)
        base = {v.removesuffix("_fr").removesuffix("_en") for v in fr.variables(key) | en.variables(key)}
        mine = {v.removesuffix("_fr") for v in fr.variables(key)} & base
        theirs = {v.removesuffix("_en") for v in en.variables(key)} & base
        extra = {v for v in mine ^ theirs if not v.endswith(("_gender", "_count"))}
        assert not extra, key
