"""Issue 11 point 2: an action is described in one place, in the game's words and language.

Every action kind of every registered game (its action model union, the shared ``resolve`` and
the seat changes every game has) has its sentence, the message ``action-<kind>``, in each
language the game ships; a game played by its random policy says every journal entry without a
field's name."""

from __future__ import annotations

import random
import typing

import pytest

from gmconsole.engine.actions import SEAT_ACTIONS, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.worded import action_key, describe_action, describe_step
from gmconsole.engine.wording import LANGUAGES, wording_files, wording_for_game
from gmconsole.scenarios import load_scenario

GAMES = [p.name for p in registry.plugins()]


def action_kinds(game: str) -> set[str]:
    """The kinds of the game's action model union, and the seat changes every game takes."""
    model = registry.find_rules(game).action_model
    members: list[typing.Any] = []
    pending = [model]
    while pending:
        item = pending.pop()
        args = typing.get_args(item)
        if typing.get_origin(item) is typing.Annotated:
            pending.append(args[0])
        elif args:
            pending.extend(args)
        else:
            members.append(item)
    kinds = {m.model_fields["kind"].default for m in members}
    return kinds | set(SEAT_ACTIONS)


def languages(game: str) -> list[str]:
    plugin = registry.find_plugin(game)
    return [lang for lang in LANGUAGES if plugin.resources("wording", lang).is_dir()]


@pytest.mark.parametrize("game", GAMES)
def test_every_action_kind_has_its_sentence_in_every_language_the_game_ships(game: str) -> None:
    kinds = action_kinds(game)
    assert "resolve" in kinds and len(kinds) > 4
    shipped = languages(game)
    assert shipped, f"{game} ships no wording"
    for language in shipped:
        assert wording_files(game, language)
        wording = wording_for_game(game, language)
        missing = sorted(k for k in kinds if not wording.has(action_key(k)))
        assert missing == [], f"{game} ({language}): no sentence for {missing}"


def play(game: str, scenario_name: str, seed: int, steps: int = 40) -> Game:
    plugin = registry.find_plugin(game)
    scenario = load_scenario(scenario_name)
    rules = registry.find_rules(game)
    count = plugin.players or rules.min_players(scenario)
    roster = [RosterEntry(name=f"Joueur {i:02d}", gender="f" if i % 2 else None) for i in range(1, count + 1)]
    played = Game.new(scenario, roster, f"sentences-{seed}")
    policy = plugin.load(plugin.policy)(random.Random(seed), scenario)
    for _ in range(steps):
        if played.state.over:
            break
        for order in policy.orders(played.state):
            try:
                played.push(order)
            except RuleViolation:
                continue
        played.push(Resolve())
    return played


CASES = [(p.name, s) for p in registry.plugins() for s in (p.scenarios or (p.name,))]


@pytest.mark.parametrize(("game", "scenario"), CASES, ids=[s for _, s in CASES])
def test_a_played_game_s_journal_says_no_field_name(game: str, scenario: str) -> None:
    """Every entry of a random game is said in words: no ``kind(field=value)``, no field's name
    followed by its value, no raw ``true``/``false``, no message key left unformatted."""
    played = play(game, scenario, 3)
    fields: set[str] = set()
    for entry in played.journal:
        for action in entry.actions:
            fields |= {k for k in action if k != "kind"}
    assert played.journal
    for entry in played.journal:
        line = describe_step(entry, played)
        assert "action-" not in line and "=" not in line and "{" not in line, line
        for word in ("True", "False", "true", "false", "None"):
            assert word not in line.split(), line
        for action in entry.actions:
            sentence = describe_action(action, played)
            assert sentence and sentence in line
            for field in fields:
                for value in (action.get(field),):
                    if isinstance(value, str) and value:
                        assert f"{field} {value}" not in sentence, sentence
                        assert f"{field}: {value}" not in sentence, sentence


def test_a_kind_without_a_message_is_said_by_its_display_name_and_values_only() -> None:
    """The generic form: the kind's display name, then its values, no field's name."""
    played = play("thiercelieux", "thiercelieux", 1, steps=1)
    line = describe_action({"kind": "no_such_kind", "target": "Joueur 01", "flag": True}, played.scenario)
    assert line == "no_such_kind\u202f: Joueur 01, oui"
    seer = describe_action({"kind": "seer", "target": "Joueur 02"}, played.scenario, played.state)
    assert seer.endswith("regarde la carte de Joueur 02") and not seer.startswith(" "), seer
