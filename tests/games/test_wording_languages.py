"""One language per game (issue 11, point 3): with a French scenario no English word reaches a
post, a private message, the GM's summary, the journal or the dice log; with an English one no
French word does. Every registered game is played by its random policy, so a new game gets the
check without writing it.

Only the program's words are judged: the players' names, what they typed (quotes) and the
seed's digest are taken out first, and the scenario's display names (its own words, in the
language its author chose) too. The stop lists hold words of one language that are no words
of the other (not "vote", "mission", "points", "a", "on"...).

The dice are judged as people read them: each roll's sentence, expression and audience in the
game's language (the English sentence a save records, ``Roll.purpose``, is not shown as it is).
"""

from __future__ import annotations

import random
import re

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.worded import audience_words, dice_expression, dice_outcome, dice_sentence
from gmconsole.export import Document, Quote, genders, gm_summary, private_messages, public_post, render
from gmconsole.scenarios import load_scenario

ENGLISH = {
    "the", "and", "of", "with", "was", "were", "is", "are", "for", "by", "from", "this", "that",
    "his", "her", "has", "you", "your", "who", "what", "when", "not", "yes", "squad", "seat",
    "seats", "drawn", "killed", "turn", "player", "players", "rank", "none", "nobody", "failed",
    "refused", "success", "lookout", "tie", "elected", "revealed", "tonight", "night", "guards",
    "alive", "dead", "victory", "wins", "spy", "spies", "among", "random", "votes for",
}  # fmt: skip
FRENCH = {
    "le", "les", "est", "une", "joueur", "joueurs", "tour", "et", "pour", "dans", "avec", "sont",
    "été", "nuit", "personne", "aucun", "accusé", "élu", "votez", "tiré", "sort", "oui", "non",
    "chef", "escouade", "partie", "graine", "dés",
}  # fmt: skip
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
SEED_DIGEST = re.compile(r"\b[0-9a-f]{64}\b")
CASES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]
# A scenario's display names are its author's words, in its language: each check plays the
# shipped scenarios of its language (a French one played in English would keep French names).
FRENCH_CASES = [c for c in CASES if load_scenario(c[1]).language == "fr"]
ENGLISH_CASES = [c for c in CASES if load_scenario(c[1]).language == "en"]


def play(game_name: str, scenario, seed: int) -> Game:
    plugin = registry.find_plugin(game_name)
    rules = registry.find_rules(plugin.name)
    count = plugin.players or rules.min_players(scenario)
    roster = [RosterEntry(name=f"P{i:02d}", gender="f" if i % 2 else None) for i in range(1, count + 1)]
    game = Game.new(scenario, roster, f"wording-{seed}")
    policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
    for _ in range(400):
        if game.state.over:
            break
        for order in policy.orders(game.state):
            try:
                game.push(order)
            except RuleViolation:
                continue
        game.push(Resolve())
    return game


def words(text: str, game: Game) -> set[str]:
    for name in sorted((p.name for p in game.state.players), key=len, reverse=True):
        text = text.replace(name, " ")
    for shown in game.scenario.names.values():  # the scenario's own words
        text = text.replace(shown, " ")
    return {w.lower() for w in WORD.findall(SEED_DIGEST.sub(" ", text.replace("\u2019", "'")))}


def prose(doc: Document) -> str:
    return render(Document([b for b in doc.blocks if not isinstance(b, Quote)]), "text")


def scenario_in(name: str, language: str):
    scenario = load_scenario(name)
    return scenario if scenario.language == language else scenario.model_copy(update={"language": language})


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), FRENCH_CASES)
def test_french_posts_and_messages_hold_no_english_word(game_name, scenario_name):
    scenario = scenario_in(scenario_name, "fr")
    for seed in range(3):
        game = play(game_name, scenario, seed)
        people = genders(game.state.players)
        events = game.events()
        texts = [prose(public_post(events, scenario, people=people))]  # the dice: below
        texts += [prose(d) for d in private_messages(events, scenario, people=people).values()]
        for text in texts:
            found = words(text, game) & ENGLISH
            assert not found, (
                game_name,
                seed,
                sorted(found),
                [line for line in text.splitlines() if found & words(line, game)],
            )


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), ENGLISH_CASES)
def test_english_posts_and_messages_hold_no_french_word(game_name, scenario_name):
    scenario = scenario_in(scenario_name, "en")
    for seed in range(3):
        game = play(game_name, scenario, seed)
        events = game.events()
        texts = [prose(public_post(events, scenario))]
        texts += [prose(d) for d in private_messages(events, scenario).values()]
        for text in texts:
            found = words(text, game) & FRENCH
            assert not found, (
                game_name,
                seed,
                sorted(found),
                [line for line in text.splitlines() if found & words(line, game)],
            )


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), FRENCH_CASES)
def test_french_gm_summary_journal_and_dice_log_hold_no_english_word(game_name, scenario_name):
    """The GM's summary (its dice table: sentence, expression, audience), the public post's dice
    and the dice log as the GM reads it (each roll's sentence and expression in the game's
    language; ``Roll.purpose`` stays the English sentence the save records)."""
    scenario = scenario_in(scenario_name, "fr")
    game = play(game_name, scenario, 0)
    people = genders(game.state.players)
    summary = prose(gm_summary(game.events(), game.rolls(), scenario, people=people))
    summary += prose(public_post(game.events(), scenario, rolls=game.rolls(), people=people))
    found = words(summary, game) & ENGLISH
    assert not found, sorted(found)
    for roll in game.rolls():
        shown = f"{dice_sentence(roll, scenario)} {dice_expression(roll.expr, scenario)}"
        shown += f" {audience_words(roll.audience, scenario)} {dice_outcome(roll.outcome, scenario)}"
        found = words(shown, game) & ENGLISH
        assert not found, (shown, sorted(found))
