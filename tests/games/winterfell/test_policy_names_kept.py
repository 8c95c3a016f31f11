"""The random policy keeps the names of the living, of the wolves and of the others from one
step to the next while the state's index of the living is the same object counting the same
players (``RandomPolicy._living_names``, for speed, issue 17): after every order and every
resolution of random games, the lists it gives are those a scan of the players gives."""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster, steps
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
    kept = read = 0
    for seed in range(6):
        state, _ = rules.setup(scenario, random_roster(50 if seed % 2 else 30), f"names-{seed}")
        policy = RandomPolicy(random.Random(seed), scenario)
        for action in steps(state, policy):
            try:
                rules.apply(state, action, Context(state, scenario))
            except RuleViolation:
                pass
            before = policy._names
            _, names, wolves, outsiders = policy._living_names(state)
            kept += names is before
            read += 1
            assert (names, wolves, outsiders) == _scanned(state), action
    assert 0 < kept < read  # kept at most steps, read again after a death or a new index


def test_a_renamed_player_is_read_again() -> None:
    scenario = load_scenario("winterfell")
    state, _ = WinterfellRules().setup(scenario, random_roster(30), "renamed")
    policy = RandomPolicy(random.Random(1), scenario)
    policy._living_names(state)
    state.players[0].name = "Quelqu’un d’autre"
    state.invalidate()  # what a renaming calls
    assert policy._living_names(state)[1:] == _scanned(state)
