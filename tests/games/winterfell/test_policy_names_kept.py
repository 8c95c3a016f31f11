"""The random policy keeps the names of the living, of the wolves and of the others from one
step to the next while the state's index of the living is the same object counting the same
players (``RandomPolicy._living_names``, ``_camps``, for speed, issue 17), the wolves' and the
others' names read only when the night asks for them: after every order and every resolution
of random games, the lists it gives are those a scan of the players gives, and the players in
the hierarchy it keeps give the lieutenants who died this turn."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules.elections import vacant_lieutenants
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster, steps
from gmconsole.games.winterfell.rules.state import LIEUTENANT
from gmconsole.scenarios import load_scenario


def _scanned(state: object) -> tuple[list[str], list[str], list[str]]:
    living = [p for p in state.players if p.alive]  # type: ignore[attr-defined]
    return (
        [p.name for p in living],
        [p.name for p in living if p.hierarchy],
        [p.name for p in living if not p.hierarchy],
    )


@pytest.mark.parametrize("scenario_name", ["winterfell", "meereen"])
def test_the_names_the_policy_keeps_are_the_living_after_every_step(scenario_name: str) -> None:
    scenario = load_scenario(scenario_name)
    rules = WinterfellRules()
    kept = read = split = vacant = 0
    for seed in range(6):
        state, _ = rules.setup(scenario, random_roster(50 if seed % 2 else 30), f"names-{seed}")
        policy = RandomPolicy(random.Random(seed), scenario)
        for action in steps(state, policy):
            try:
                rules.apply(state, action, Context(state, scenario))
            except RuleViolation:
                pass
            before, camps = policy._names, (policy._wolves, policy._outsiders)
            index, names = policy._living_names(state)
            kept += names is before
            read += 1
            wolves, outsiders = policy._camps(index)
            split += (wolves, outsiders) != camps or wolves is not camps[0]
            assert (names, wolves, outsiders) == _scanned(state), action
            # The lieutenants who died this turn, looked for among the hierarchy kept.
            found = [
                p
                for p in policy._hierarchy
                if p.hierarchy == LIEUTENANT and not p.alive and p.died_turn == state.turn
            ]
            assert found == vacant_lieutenants(state)
            vacant += bool(found)
    assert 0 < kept < read  # kept at most steps, read again after a death or a new index
    assert 0 < split < read - kept + 12  # the camps read with the names, when asked for
    assert vacant > 5  # lieutenants died in these games


def test_the_camps_are_read_only_when_asked_for_after_new_names() -> None:
    scenario = load_scenario("winterfell")
    state, _ = WinterfellRules().setup(scenario, random_roster(30), "camps")
    policy = RandomPolicy(random.Random(1), scenario)
    index, _ = policy._living_names(state)
    wolves, outsiders = policy._camps(index)
    assert policy._camps(index)[0] is wolves  # not read again
    victim = next(p for p in state.players if p.hierarchy)
    victim.alive = False
    state.player_died(victim)
    index, names = policy._living_names(state)
    assert victim.name not in names
    again, others = policy._camps(index)
    assert victim.name not in again and again == [p.name for p in index.wolves]
    assert others == outsiders  # the others, read again
    assert victim.name in wolves  # the lists given before are left as they were


def test_a_renamed_player_is_read_again() -> None:
    scenario = load_scenario("winterfell")
    state, _ = WinterfellRules().setup(scenario, random_roster(30), "renamed")
    policy = RandomPolicy(random.Random(1), scenario)
    policy._living_names(state)
    state.players[0].name = "Quelqu’un d’autre"
    state.invalidate()  # what a renaming calls
    index, names = policy._living_names(state)
    assert (names, *policy._camps(index)) == _scanned(state)
