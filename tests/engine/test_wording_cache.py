"""The wording of a game is built once a process (issue 17): ``wording_for`` (what ``text()``
and the rules use) and ``wording_for_game`` (what the export uses) give the same object, and
the typography and marker shortcuts give what the regular expressions gave."""

from __future__ import annotations

from gmconsole.engine import wording
from gmconsole.engine.wording import CLOSE, OPEN, typography, unmark, wording_for, wording_for_game


def test_one_wording_for_text_and_export() -> None:
    wording.clear_cache()
    assert wording_for(("winterfell", "fr")) is wording_for_game("winterfell", "fr")
    assert wording_for("fr") is wording_for_game(None, "fr")


def test_typography_shortcuts_give_the_regex_result() -> None:
    texts = [
        "Bonjour : « oui » ; non ! quoi ?",
        f"Vote de {OPEN}Zoé : x{CLOSE} : révolte !",
        "Voir http://exemple.fr/a?b=1 : ici",
        "Tape `gmconsole status : x` puis : ok",
        "rien à changer",
        "l'Hiver d'Émile",
        "«déjà»",
    ]
    for text in texts:
        protected = list(wording._PROTECTED.finditer(text))
        out, pos = [], 0
        for match in protected:
            out.append(_spacing_by_regex(text[pos : match.start()]))
            out.append(match.group())
            pos = match.end()
        out.append(_spacing_by_regex(text[pos:]))
        assert typography(text, "fr") == "".join(out)
        assert unmark(text) == wording._MARKERS.sub("", text)


def _spacing_by_regex(part: str) -> str:
    part = wording._BEFORE_PUNCT.sub(wording.NNBSP, part)
    part = wording._GUILLEMET_OPEN.sub("«" + wording.NNBSP, part)
    return wording._GUILLEMET_CLOSE.sub(wording.NNBSP + "»", part)
