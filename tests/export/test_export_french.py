"""What a player reads in a French game is French (issue 14, points 13 to 15), over many random
games: the public post (with its dice) and every private message of Winterfell (and its Meereen
names) and of Astrub.

Only the prose the console writes is judged, from the wording files: the names of the players
(and of the spectators who file guesses), the GMs' justifications (quoted as typed) and the
seed's digest are taken out first. What is left must hold:

- no rule id (``W-J-2``, ``M-M-6``): rule ids stay in the GM's summary and the console;
- no English word, and no key of the code (``ben_bones``) shown in place of its words;
- no decimal point in a number (``0,5``, never ``0.5``);
- no ``(s)`` plural: the words agree with their number ("un siège", "2 sièges").
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from winterfell_games import ASTRUB_NAMES, astrub_game, random_game

from gmconsole.export import Document, Quote, private_messages, public_post, render
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
MEEREEN = load_scenario("meereen")
ASTRUB = load_scenario("astrub")

RULE_ID = re.compile(r"\b[A-Z]{1,2}-[A-Z]{1,2}-\d+[a-z]?\b")
DECIMAL_POINT = re.compile(r"\d\.\d")
CODE_KEY = re.compile(r"\b[a-z]+_[a-z_]+\b")
PLURAL_MARK = re.compile(r"\w\((?:s|e|es)\)")
SEED_DIGEST = re.compile(r"\b[0-9a-f]{64}\b")
# English words that are no French words (not "or", "a", "on", "votes", "points", "an"...).
ENGLISH = {
    "the", "and", "of", "with", "was", "were", "is", "are", "for", "by", "from", "this", "that",
    "his", "you", "your", "who", "what", "when", "not", "no", "yes", "squad", "seat", "seats",
    "drawn", "killed", "turn", "player", "players", "rank", "none", "nobody", "failed", "success",
    "lookout", "tie", "elected", "assassinated", "revealed", "tonight", "night", "guards", "alive",
    "dead", "prophecy", "victory", "wins", "win", "spy", "spies", "mission", "missions",
}  # fmt: skip
ENGLISH -= {"mission", "missions"}  # French words too
WORD = re.compile(r"[A-Za-zÀ-ÿ']+")


def prose(doc: Document, names: list[str]) -> str:
    """The console's words in ``doc``: quotes (typed by the GMs) dropped, names and the seed's
    digest replaced by a placeholder."""
    kept = Document([b for b in doc.blocks if not isinstance(b, Quote)])
    text = render(kept, "text")
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "«nom»")
    return SEED_DIGEST.sub("«empreinte»", text)


def problems(text: str) -> list[str]:
    found = [f"rule id {m.group()}" for m in RULE_ID.finditer(text)]
    found += [f"decimal point in {m.group()}" for m in DECIMAL_POINT.finditer(text)]
    found += [f"code key {m.group()}" for m in CODE_KEY.finditer(text)]
    found += [f"plural mark {m.group()}" for m in PLURAL_MARK.finditer(text)]
    found += [f"English word {w!r}" for w in WORD.findall(text) if w.lower() in ENGLISH]
    return found


def check_game(game, scenario, names: list[str]) -> None:
    events = game.events()
    docs = {"public post": public_post(events, scenario, rolls=game.rolls())}
    docs |= {f"message to {who}": doc for who, doc in private_messages(events, scenario).items()}
    for what, doc in docs.items():
        text = prose(doc, names)
        found = problems(text)
        assert not found, (what, found[:10], text[:3000])


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    scenario=st.sampled_from([WINTERFELL, MEEREEN]),
    players=st.sampled_from([25, 50]),
)
def test_winterfell_players_read_french_prose_only(seed, scenario, players):
    """Points 13-15: no rule id, no English word, no decimal point in what a player reads."""
    game = random_game(scenario, seed, players=players)
    names = [p.name for p in game.state.players] + [g.by for g in game.state.guesses]
    check_game(game, scenario, names)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(5, 10), data=st.data())
def test_astrub_players_read_french_prose_only(seed, players, data):
    """Points 13-14: the same for Astrub (the GM's summary may name rules, M-M-6)."""
    names = ASTRUB_NAMES[:players]
    spies = data.draw(st.permutations(names))[: ASTRUB.spies[str(players)]]
    check_game(astrub_game(ASTRUB, seed, players, spies), ASTRUB, names)


def test_the_check_finds_what_it_looks_for():
    """The checker itself: each kind of fault is found, and French prose passes."""
    assert problems("accusé tiré au sort (W-J-2)") == ["rule id W-J-2"]
    assert problems("14.25 points") == ["decimal point in 4.2"]
    assert problems("Élection pour 2 siège(s)") == ["plural mark e(s)"]
    assert problems("the squad") == ["English word 'the'", "English word 'squad'"]
    assert problems("role: ben_bones") == ["code key ben_bones"]
    assert problems("Mission 1, Or d'Amakna Sud : réussie ; 0,25 point ; 14,25 points.") == []
