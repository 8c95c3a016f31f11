"""The wording system (gmconsole.engine.wording): Fluent files, people and their gender, French
functions, strict mode, the GM's override, and French typography that never breaks markup."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.errors import FileProblem
from gmconsole.engine.wording import NNBSP, MissingWording, Person, text, typography, wording_for

FTL = """
victim = { $victim } a été { $victim_gender ->
    [f] assassinée
   *[other] assassiné
}.
accused = { $who } { $who_count ->
    [one] { $who_gender ->
        [f] accusée
       *[other] accusé
    }
   *[other] { $who_gender ->
        [f] accusées
       *[other] accusés
    }
} : votez !
forecast = Le pronostic { DE($who) }.
seats = { $count ->
    [one] un siège
   *[other] { $count } sièges
} à pourvoir
commanded = Il faut { QUE($who) } vote.
"""


@pytest.fixture
def fr(tmp_path: Path) -> W.Wording:
    (tmp_path / "test.ftl").write_text(FTL, encoding="utf-8")
    return wording_for("fr", override=tmp_path)


def test_gender_agreement_from_a_person(fr):
    assert fr.text("victim", victim=Person("Hélène", "f")) == "Hélène a été assassinée."
    assert fr.text("victim", victim=Person("Bran", "m")) == "Bran a été assassiné."
    assert fr.text("victim", victim=Person("Gilly")) == "Gilly a été assassiné."  # not given: masculine


def test_a_list_of_people_agrees_in_number_and_gender(fr):
    both = [Person("Brienne", "f"), Person("Hélène", "f")]
    assert fr.text("accused", who=both) == f"Brienne et Hélène accusées{NNBSP}: votez{NNBSP}!"
    mixed = [Person("Brienne", "f"), Person("Bran", "m"), Person("Zoé", None)]
    assert fr.text("accused", who=mixed) == f"Brienne, Bran et Zoé accusés{NNBSP}: votez{NNBSP}!"
    assert fr.text("accused", who=[Person("Brienne", "f")]).startswith("Brienne accusée")


def test_elision_de_and_que(fr):
    assert fr.text("forecast", who=Person("Éloïse", "f")) == "Le pronostic d'Éloïse."
    assert fr.text("forecast", who="Bran") == "Le pronostic de Bran."
    assert fr.text("forecast", who="Hélène") == "Le pronostic d'Hélène."
    assert fr.text("forecast", who="Yvonne") == "Le pronostic d'Yvonne."
    assert fr.text("commanded", who="Arya") == "Il faut qu'Arya vote."
    # In a post the elided apostrophe is typographic; the name keeps the one typed.
    assert fr.post("forecast", who="Éloïse d'Arc") == "Le pronostic d\u2019Éloïse d'Arc."


def test_plural_with_fluent_categories(fr):
    assert fr.text("seats", count=1) == "un siège à pourvoir"
    assert fr.text("seats", count=3) == "3 sièges à pourvoir"
    assert fr.text("seats", count=0) == "0 siège à pourvoir" or fr.text("seats", count=0).startswith("un")


def test_no_bidi_isolation_marks(fr):
    out = fr.text("victim", victim=Person("Hélène", "f"))
    assert "\u2068" not in out and "\u2069" not in out
    assert W.OPEN not in out and W.CLOSE not in out


def test_generic_messages_and_language_codes():
    assert text("fr", "yes") == "oui"
    assert text("en", "yes") == "yes"
    assert wording_for("fr").join(["Zoé", "Max", "Lou"]) == "Zoé, Max et Lou"
    assert wording_for("en").join(["Zoé", "Max", "Lou"], "list-last-or") == "Zoé, Max or Lou"


def test_a_scenario_reads_its_game_then_the_generic_messages(astrub):
    w = wording_for(astrub)
    assert w.game == "astrub" and w.language == "fr"
    assert w.text("yes") == "oui"
    assert w is wording_for(astrub)  # cached


def test_missing_key_raises_in_strict_mode_and_returns_the_key_otherwise(caplog):
    with pytest.raises(MissingWording, match="no-such-message"):
        text("fr", "no-such-message")
    W.set_strict(False)
    try:
        with caplog.at_level(logging.WARNING, logger="gmconsole.wording"):
            assert text("fr", "no-such-message") == "no-such-message"
        assert "no-such-message" in caplog.text
    finally:
        W.set_strict(None)


def test_missing_argument_raises_in_strict_mode(fr):
    with pytest.raises(W.WordingError, match="victim"):
        fr.text("victim")


def test_override_file_replaces_a_shipped_message(tmp_path):
    mine = tmp_path / "mine.ftl"
    mine.write_text("yes = d'accord\n", encoding="utf-8")
    assert wording_for("fr", override=mine).text("yes") == "d'accord"
    assert wording_for("fr").text("yes") == "oui"  # the shipped wording is untouched


def test_override_problems_are_reported_with_file_and_line(tmp_path):
    bad = tmp_path / "bad.ftl"
    bad.write_text("yes = oui\nthis is not fluent\n", encoding="utf-8")
    with pytest.raises(FileProblem, match="line 2"):
        W.check_override(bad, "fr")
    typo = tmp_path / "typo.ftl"
    typo.write_text("yess = ouais\n", encoding="utf-8")
    with pytest.raises(FileProblem, match="did you mean yes"):
        W.check_override(typo, "fr")
    old = tmp_path / "old.toml"  # a GM's wording written before the Fluent files: converted
    old.write_text('[labels]\nyes = "ouais"\n', encoding="utf-8")
    W.check_override(old, "fr")
    assert wording_for("fr", override=old).text("yes") == "ouais"
    old.write_text('[labels]\nyess = "ouais"\n', encoding="utf-8")
    with pytest.raises(FileProblem, match="did you mean yes"):
        W.check_override(old, "fr")
    with pytest.raises(FileProblem, match="no such file"):
        W.check_override(tmp_path / "missing.ftl", "fr")


def test_override_next_to_a_save(tmp_path):
    save = tmp_path / "partie.toml"
    assert W.override_next_to(save) is None
    (tmp_path / "partie").mkdir()
    (tmp_path / "partie" / "wording.ftl").write_text("yes = ouais\n", encoding="utf-8")
    assert W.override_next_to(save) == tmp_path / "partie" / "wording.ftl"


# -- typography -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("Tour 2 : mission", f"Tour 2{NNBSP}: mission"),
        ("Votez ! Vraiment ? Oui ; non", f"Votez{NNBSP}! Vraiment{NNBSP}? Oui{NNBSP}; non"),
        ("« gmconsole verify »", f"«{NNBSP}gmconsole verify{NNBSP}»"),
        ("[b]Rappel[/b] : 20:00", f"[b]Rappel[/b]{NNBSP}: 20:00"),
        ("**Rappel** : avant 20:00 !", f"**Rappel**{NNBSP}: avant 20:00{NNBSP}!"),
        ("[url=http://a.fr/x?p=2]lien[/url] : ici", f"[url=http://a.fr/x?p=2]lien[/url]{NNBSP}: ici"),
        ("voir https://a.fr/l'x?a=1 ; fin", f"voir https://a.fr/l'x?a=1{NNBSP}; fin"),
        ("[quote=Zoé]Hé ![/quote]", f"[quote=Zoé]Hé{NNBSP}![/quote]"),
        ("<details><summary>Vote :</summary>", f"<details><summary>Vote{NNBSP}:</summary>"),
        ("| a | b |\n|:--|--:|", "| a | b |\n|:--|--:|"),
        ("12:30, 1:0, a?b, :smile: ok", "12:30, 1:0, a?b, :smile: ok"),
        ("Bravo :smile: !", f"Bravo :smile:{NNBSP}!"),
    ],
)
def test_french_spacing_keeps_markup_urls_and_times(before, after):
    assert typography(before, "fr") == after


def test_apostrophes_only_in_posts_and_only_in_the_wordings_own_words():
    assert typography("l'équipe d'Arya", "fr") == "l'équipe d'Arya"
    assert typography("l'équipe d'Arya", "fr", apostrophes=True) == "l\u2019équipe d\u2019Arya"
    marked = f"le vote {W.OPEN}d'Artagnan{W.CLOSE} : l'ordre {W.OPEN}gmconsole export l'a{W.CLOSE}"
    out = typography(marked, "fr", apostrophes=True)
    assert f"{W.OPEN}d'Artagnan{W.CLOSE}{NNBSP}: l\u2019ordre" in out
    assert "export l'a" in out


def test_english_is_left_alone():
    assert typography("Turn 2: mission! « x »", "en") == "Turn 2: mission! « x »"


def test_a_name_with_punctuation_is_not_respaced(fr):
    # A player called "Zoé !" keeps the space she typed; the message's own "!" gets the narrow one.
    assert fr.text("accused", who=[Person("Zoé !", "f")]) == f"Zoé ! accusée{NNBSP}: votez{NNBSP}!"


def test_roster_gender_reaches_the_seat(tmp_path):
    """A roster line's ``gender = "f"`` is kept by every game's seat (French agreement)."""
    from gmconsole.engine.rules.registry import find_rules, plugins
    from gmconsole.scenarios import load_roster, load_scenario

    for plugin in plugins():
        scenario = load_scenario(plugin.scenarios[0])
        lines = []
        for i in range(plugin.players):
            lines.append(f'[[players]]\nname = "P{i}"\n' + ('gender = "f"\n' if i % 2 else ""))
        roster_file = tmp_path / f"{plugin.name}.toml"
        roster_file.write_text("\n".join(lines), encoding="utf-8")
        roster = load_roster(roster_file)
        state = find_rules(plugin.name).setup(scenario, roster, "seed-1")[0]
        genders = {p.name: p.gender for p in state.players}
        assert genders["P1"] == "f" and genders["P0"] is None, plugin.name


def test_elision_alone_sets_the_name_apart(tmp_path):
    (tmp_path / "e.ftl").write_text(
        'x = le pronostic { ELISION($who, "de") }**{ $who }**\n', encoding="utf-8"
    )
    w = wording_for("fr", override=tmp_path)
    assert w.text("x", who="Éloïse") == "le pronostic d'**Éloïse**"
    assert w.post("x", who="Bran") == "le pronostic de **Bran**"


def test_an_elided_apostrophe_before_a_bold_name_is_typographic():
    """« la carte d’**Émile** »: the markup between the elision and the name does not keep the
    straight apostrophe; a quote that opens a word stays as typed."""
    assert typography("la carte d'**Émile**", "fr", apostrophes=True) == "la carte d\u2019**Émile**"
    assert typography("d'[b]Émile[/b]", "fr", apostrophes=True) == "d\u2019[b]Émile[/b]"
    assert typography("'cité' d' Arya", "fr", apostrophes=True) == "'cité' d' Arya"


def test_typography_twice_gives_the_same_text():
    """A text worded twice (a help page through the console's labels) keeps one narrow space
    inside « » (Vampire Hunter's help said «  va à  » with two)."""
    once = typography("écrivez sa ville dans « va à » (une seconde dans «puis») : entrée !", "fr")
    assert (
        once
        == f"écrivez sa ville dans «{NNBSP}va à{NNBSP}» (une seconde dans «{NNBSP}puis{NNBSP}»){NNBSP}: entrée{NNBSP}!"
    )
    assert typography(once, "fr") == once
    assert (
        typography(typography("« Zoé »", "fr", apostrophes=True), "fr", apostrophes=True)
        == f"«{NNBSP}Zoé{NNBSP}»"
    )
