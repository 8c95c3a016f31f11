"""Whole random games of every French scenario, played by the games' own policies with a table of
women only (and one of men only), read as a French reader reads them: every sentence about a
woman agrees with her, a name that starts with a vowel takes « d' » / « qu' », and the GM's
summary says a message to one player as that player reads it (pass 13, a reader's trial:
« morte au tour 3 » was « mort au tour 3 », « [à Alice] … t'a interrogé », « Ta vision de
Inès », « Alice apprend-il », « 7 joueurs … parmi eux » for seven women)."""

from __future__ import annotations

import random
import re

import pytest

from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.export import all_messages, genders, gm_summary, public_post, render
from gmconsole.scenarios import load_scenario
from policy_play import play_step

WOMEN = ["Alice", "Émilie", "Inès", "Odile", "Ursule", "Agathe", "Hélène", "Yasmine", "Zoé", "Béatrice"]
MEN = ["Olivier", "Ivan", "Yves", "Bob", "Denis", "Hugo", "Marc", "Paul", "Théo", "Simon"]
VOWEL_NAMES = "Alice|Émilie|Inès|Odile|Ursule|Agathe|Hélène|Olivier|Ivan|Yves"
SCENARIOS = ("winterfell", "meereen", "astrub", "thiercelieux", "vampire-hunter")


def _roster(names: list[str], gender: str, count: int) -> list[RosterEntry]:
    return [
        RosterEntry(name=names[i % len(names)] + (str(i) if i >= len(names) else ""), gender=gender)
        for i in range(count)
    ]


def _texts(scenario_name: str, gender: str, seed: int) -> dict[str, str]:
    scenario = load_scenario(scenario_name)
    plugin = registry.find_plugin(scenario.game)
    count = plugin.players or registry.find_rules(scenario.game).min_players(scenario)
    game = Game.new(scenario, _roster(WOMEN if gender == "f" else MEN, gender, count), f"s{seed}")
    policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
    for _ in range(300):
        if game.state.over:
            break
        play_step(game, policy)
    events, rolls = game.events(), game.rolls()
    people = genders(game.state.players)
    texts = {
        "public": render(public_post(events, scenario, rolls=rolls, people=people), "text"),
        "private": render(all_messages(events, scenario, people=people), "text"),
        "gm": render(gm_summary(events, rolls, scenario, people=people), "text"),
    }
    return {view: text.replace("\u202f", " ") for view, text in texts.items()}


@pytest.fixture(scope="module")
def women() -> dict[str, dict[str, str]]:
    return {name: _texts(name, "f", 2) for name in SCENARIOS}


@pytest.fixture(scope="module")
def men() -> dict[str, dict[str, str]]:
    return {name: _texts(name, "m", 1) for name in SCENARIOS}


def test_the_end_report_says_a_woman_alive_or_dead_in_the_feminine(
    women: dict[str, dict[str, str]], men: dict[str, dict[str, str]]
) -> None:
    for name in ("winterfell", "meereen"):
        public = women[name]["public"]
        assert "morte au tour" in public or "vivante" in public, public[-3000:]
        assert not re.search(r"\bmort au tour\b|\bvivant\b", public), name
        assert re.search(r"\bmort au tour\b|\bvivant\b", men[name]["public"]), name


def test_the_gm_summary_says_a_message_to_one_woman_as_she_reads_it(
    women: dict[str, dict[str, str]], men: dict[str, dict[str, str]]
) -> None:
    gm = women["astrub"]["gm"]
    assert re.search(r"\[à \w+\] Tu es espionne\.", gm), gm
    assert "Tu es espion." not in gm
    assert re.search(r"\[à \w+\] Tu es espion\.", men["astrub"]["gm"])
    for name in ("winterfell", "meereen"):
        tagged = [line for line in women[name]["gm"].splitlines() if line.startswith("[à ")]
        assert tagged, name
        masculine = [line for line in tagged if re.search(r"t’a (nommé|interrogé|attaqué|protégé)\b", line)]
        assert masculine == [], masculine


def test_a_name_that_starts_with_a_vowel_is_elided(
    women: dict[str, dict[str, str]], men: dict[str, dict[str, str]]
) -> None:
    wrong = re.compile(rf"\b(?:de|que) \**(?:{VOWEL_NAMES})\d*\b")
    for table in (women, men):
        for name, texts in table.items():
            for view, text in texts.items():
                found = wrong.findall(text)
                assert found == [], (name, view, found)


def test_no_dice_sentence_asks_about_a_woman_in_the_masculine(women: dict[str, dict[str, str]]) -> None:
    for name in ("winterfell", "meereen"):
        gm = women[name]["gm"]
        assert not re.search(r"\b(?:apprend|est)-il\b(?! (?:un|en jeu|révélé))", gm), name
        assert "le guetteur" not in gm
        assert not re.search(r"\bprophéties? de \w+ de Vervoyant\b", gm)
    assert "Courtisane" not in women["meereen"]["gm"] or not re.search(
        r"Courtisane \(\w+\) est-il", women["meereen"]["gm"]
    )


def test_a_table_of_women_is_said_in_the_feminine(
    women: dict[str, dict[str, str]], men: dict[str, dict[str, str]]
) -> None:
    assert re.search(
        r"La partie commence ! \d+ joueuses : .*espionnes se cachent parmi elles\.", women["astrub"]["public"]
    )
    assert "Les espionnes étaient" in women["astrub"]["public"]
    assert re.search(
        r"La partie commence ! \d+ joueuses : .* Parmi elles se cache", women["thiercelieux"]["public"]
    )
    assert re.search(r"La chasse commence ! \d+ chasseuses", women["vampire-hunter"]["public"])
    assert re.search(
        r"La partie commence ! \d+ joueurs : .*espions se cachent parmi eux\.", men["astrub"]["public"]
    )
    assert re.search(r"Parmi eux se cache", men["thiercelieux"]["public"])
