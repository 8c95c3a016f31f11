"""One typography for every French text (issue 11, point 3): every French message of every wording
file (the generic ones, every registered game's, the engine's and the console's alike), formatted
with sample arguments as a screen and as a post shows it, has a narrow no-break space (U+202F)
before ``; : ! ?`` and inside « », never a plain space or none. URLs, times (``21:00``) and code
spans (```leader = "nom"```) are left as they are written."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from gmconsole.engine import wording as W
from gmconsole.engine.rules.registry import plugins
from gmconsole.tui.labels import PREFIX, Labels

NNBSP = "\u202f"
GAMES = [None, *(p.name for p in plugins())]

# What is not prose: left exactly as written (a code span, a URL, a time or a ratio).
NOT_PROSE = re.compile(r"`[^`\n]+`|(?:https?|ftp)://\S+|\d:\d")
# A punctuation mark that ends a clause (not "?page=2", "::", "?!") with a plain space or no
# space before it.
WRONG = re.compile(
    rf"[ \u00a0\t][;:!?](?![\w/=])"  # a plain (or no-break, or tab) space
    rf"|[^\s{NNBSP};:!?][;:!?](?![\w/=;:!?])"  # no space at all
    rf"|«(?!{NNBSP})|(?<!{NNBSP})»"  # guillemets without their narrow spaces
)
# Argument values: a name (with an apostrophe and an accent), a count at 1 and at 2.
SAMPLES = ("Zoé d'Arc", 1, 2)


def wrong_spacing(text: str) -> list[str]:
    """The places in ``text`` where French spacing is wrong, with a few characters around."""
    prose = NOT_PROSE.sub("X", text)
    return [prose[max(0, m.start() - 12) : m.end() + 12] for m in WRONG.finditer(prose)]


def test_the_scan_sees_wrong_spacing_and_leaves_what_is_not_prose():
    assert wrong_spacing("Annulé : x") and wrong_spacing("Annulé: x") and wrong_spacing("Quitter ?")
    assert wrong_spacing("« x »") and wrong_spacing(f"«{NNBSP}x »") and wrong_spacing("a ; b")
    assert wrong_spacing("(vide: hasard)") and wrong_spacing("Fini !")
    for fine in (
        f"Annulé{NNBSP}: x",
        f"Quitter{NNBSP}?",
        f"«{NNBSP}x{NNBSP}»",
        "échéance à 21:00",
        "voir https://example.org/a?b=c:d ici",
        'écrivez `leader = "nom" : x` dans le fichier',
        "lien ?page=2",
        "3/5",
        "",
    ):
        assert wrong_spacing(fine) == [], fine


def _sayers(game: str | None, part: str) -> tuple[W.Wording, list[Callable[[str, dict[str, Any]], str]]]:
    """The wording of ``part`` and how its messages reach people: the console's words through its
    labels (:class:`Labels`, what every screen calls), the others as a screen and as a post."""
    if part == "console":
        L = Labels("fr", game)

        def label(key: str, args: dict[str, Any]) -> str:
            name, _, attribute = key.partition(".")
            assert name.startswith(PREFIX), name
            short = name.removeprefix(PREFIX)
            return L.attribute(short, attribute, **args) if attribute else L(short, **args)

        return L.wording, [label]
    wording = W.Wording(game, "fr", None, part=part)
    return wording, [lambda k, a: wording.text(k, **a), lambda k, a: wording.post(k, **a)]


def _formatted(wording: W.Wording, says: list[Callable[[str, dict[str, Any]], str]], key: str) -> list[str]:
    """The message ``key`` (or ``key.attribute``) with each sample value for every argument (the
    genders ``f``, ``m`` and unknown), said each way: those that format."""
    variables = wording.variables(key.split(".", 1)[0])
    out = []
    for sample in SAMPLES:
        for gender in ("f", "m", "other"):
            args = {v: gender if v.endswith("_gender") else sample for v in variables}
            try:
                out.extend(say(key, dict(args)) for say in says)
            except W.WordingError:  # a number where the message wants a name (DE($who)), say
                continue
            if not any(v.endswith("_gender") for v in variables):
                break
    return out


@pytest.mark.parametrize("part", ["engine", "console"])
@pytest.mark.parametrize("game", GAMES)
def test_every_french_message_has_the_narrow_space_before_double_punctuation(game, part):
    """Console labels, help pages, the CLI's lines, refusals, journal lines and posts alike."""
    wording, says = _sayers(game, part)
    keys = sorted(wording.keys())
    assert keys
    wrong: dict[str, list[str]] = {}
    for key in keys:
        message = wording.bundle.get_message(key)
        names = ([key] if message.value is not None else []) + [f"{key}.{a}" for a in message.attributes]
        for name in names:
            texts = _formatted(wording, says, name)
            assert texts, f"{name}: formats with none of the samples"
            found = sorted({place for t in texts for place in wrong_spacing(t)})
            if found:
                wrong[name] = found
    assert wrong == {}, f"{game or 'generic'} ({part}): French spacing wrong"


def test_arguments_and_code_spans_keep_their_spacing():
    """A value typed by someone (a name, a command) and a code span of the message are not prose."""
    extra = [("<test>", 'console-test-code = écrivez `leader = "nom" ; x` : { $what } !\n')]
    said = Labels("fr", None, extra)("test_code", what="a : b")
    assert said == f'écrivez `leader = "nom" ; x`{NNBSP}: a : b{NNBSP}!'
