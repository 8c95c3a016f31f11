"""The balance simulator (issue 17): any registered game, results independent of the number of
processes, and an interval that holds a win rate known exactly."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest

from gmconsole.cli import main
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import simulate, wilson

from .toy.install import toy_installed


def test_two_processes_give_the_same_results_as_one() -> None:
    scenario = load_scenario("astrub")
    roster = [RosterEntry(name=f"J{i}") for i in range(7)]
    one = simulate(scenario, roster, 40, seed="jobs", jobs=1)
    two = simulate(scenario, roster, 40, seed="jobs", jobs=2)
    assert one.as_dict() == two.as_dict() and one.games == 40


def exact_first_player_win(turns: int) -> Fraction:
    """Heads or tails for two: a turn's 8 equally likely (call, call, coin) cases, enumerated."""
    ends_for_first = sum(1 for a, b, coin in product("HT", repeat=3) if a == coin != b)
    goes_on = sum(1 for a, b, coin in product("HT", repeat=3) if a == b)
    return sum(Fraction(goes_on, 8) ** t * Fraction(ends_for_first, 8) for t in range(turns))


def test_the_toy_games_exact_win_rate_falls_inside_the_interval(tmp_path) -> None:
    with toy_installed(tmp_path / "site"):
        scenario = load_scenario("toy")
        summary = simulate(scenario, [RosterEntry(name="Ann"), RosterEntry(name="Ben")], 400, seed="exact")
    exact = float(exact_first_player_win(scenario.max_turns))  # type: ignore[attr-defined]
    low, high = wilson(summary.wins["Ann"], summary.games)
    assert low <= exact <= high
    assert abs(exact - 0.5) < 1e-6


def test_wilson_interval_of_known_cases() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)


def test_the_command_prints_json_and_refuses_an_unknown_setting(capsys) -> None:
    assert main(["simulate", "thiercelieux", "--games", "20", "--json", "--set", "deck.werewolves=2"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and sum(w["wins"] for w in data["winners"].values()) == 20
    assert set(data["endings"]) <= {"T-V-1", "T-V-2", "T-V-3", "T-V-4", "unfinished"}
    assert main(["simulate", "thiercelieux", "--games", "5", "--set", "deck.wolves=2"]) == 2
    err = capsys.readouterr().err  # the French scenario's words, the closest setting named
    assert "le scénario n'a pas de réglage `deck.wolves`" in err and "`deck.werewolves`" in err


def test_a_sweep_runs_each_value(capsys) -> None:
    assert (
        main(["simulate", "astrub", "--games", "10", "--json", "--sweep", "options.rejections_limit=2..3"])
        == 0
    )
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert [r["value"] for r in runs] == [2, 3] and all(r["games"] == 10 for r in runs)


def test_the_command_plays_the_heuristic_policy(capsys) -> None:
    """--policy heuristic plays the game's heuristic (its outcomes differ from random play's)."""
    outputs = {}
    for kind in ("random", "heuristic"):
        assert main(["simulate", "thiercelieux", "--games", "60", "--json", "--policy", kind]) == 0
        outputs[kind] = json.loads(capsys.readouterr().out)
    assert outputs["random"] != outputs["heuristic"]
    assert (
        outputs["heuristic"]["winners"]["villagers"]["wins"]
        > outputs["random"]["winners"]["villagers"]["wins"]
    )


def test_a_policy_the_game_does_not_declare_is_refused_in_its_language(tmp_path, capsys) -> None:
    """The toy game (English) declares no heuristic players: the refusal names the way out; the
    same refusal in a French game is French."""
    from gmconsole.simulate import SimulationRefused, policy_class

    with toy_installed(tmp_path / "site"):
        assert main(["simulate", "toy", "--games", "2", "--policy", "heuristic"]) == 2
        assert capsys.readouterr().err == (
            "error: the game toy declares no heuristic players: simulate it with `--policy random`\n"
        )
        with pytest.raises(SimulationRefused) as refused:
            policy_class("toy", "heuristic", "fr")
    assert refused.value.shown() == (
        "le jeu toy ne déclare pas de joueurs heuristiques\u202f: simulez-le avec `--policy random`"
    )


def _play_with_a_context_per_action(scenario, roster, seed: str, kind: str):
    """The simulator's loop as it was before issue 17's sixth pass: a Context per action."""
    import random

    from gmconsole.engine.actions import Resolve
    from gmconsole.engine.errors import RuleViolation
    from gmconsole.engine.rules.base import Context
    from gmconsole.engine.rules.registry import find_rules
    from gmconsole.simulate import MAX_STEPS, policy_class

    rules = find_rules(scenario.game)
    policy = policy_class(scenario.game, kind)(random.Random(seed), scenario)
    state, _ = rules.setup(scenario, list(roster), seed)
    steps = 0
    while not state.winner and steps < MAX_STEPS:
        for order in policy.orders(state):
            try:
                rules.apply(state, order, Context(state, scenario))
            except RuleViolation:
                continue
        try:
            rules.apply(state, Resolve(), Context(state, scenario))
        except RuleViolation:
            break
        steps += 1
    return state, steps


@pytest.mark.parametrize("kind", ["random", "heuristic"])
@pytest.mark.parametrize("game", [p.name for p in registry.plugins()])
def test_a_context_per_step_plays_what_a_context_per_action_plays(game: str, kind: str) -> None:
    """The simulator makes one Context per step (a new one when an order moves the turn or the
    phase): every registered game ends in the same state as with one per action."""
    from gmconsole.engine.rules.registry import find_plugin
    from gmconsole.simulate import default_roster, play_state

    plugin = find_plugin(game)
    scenario = load_scenario((plugin.scenarios or (plugin.name,))[0])
    roster = default_roster(scenario, None)
    for i in range(3 if len(roster) > 20 else 8):
        state, steps = play_state(scenario, roster, f"ctx-{i}", kind)
        before, steps_before = _play_with_a_context_per_action(scenario, roster, f"ctx-{i}", kind)
        assert steps == steps_before and state.winner
        assert state.model_dump(mode="json") == before.model_dump(mode="json"), f"{game} {kind} {i}"


def test_the_astrub_random_policy_gives_a_validated_order_again_for_the_same_draw() -> None:
    """The policy's orders are kept by what was drawn: the same squad, votes or choices give the
    same frozen order, equal to the one validated from the same values."""
    import random

    from gmconsole.engine.rules.registry import find_rules
    from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad
    from gmconsole.games.astrub.rules.policy import RandomPolicy

    scenario = load_scenario("astrub")
    roster = [RosterEntry(name=f"J{i}") for i in range(5)]
    state, _ = find_rules("astrub").setup(scenario, roster, "cache")
    names = [p.name for p in state.players]
    first = RandomPolicy(random.Random(3), scenario).orders(state)[0]
    again = RandomPolicy(random.Random(3), scenario).orders(state)[0]
    assert again is first and first == ProposeSquad(
        members=random.Random(3).sample(names, len(first.members))
    )
    state.phase = "approval"
    votes = RandomPolicy(random.Random(4), scenario).orders(state)[0]
    rng = random.Random(4)
    assert votes == CastVotes(votes={n: rng.random() < 0.5 for n in names})
    state.phase, state.squad = "mission", names[:3]
    choices = RandomPolicy(random.Random(5), scenario).orders(state)[0]
    rng, spies = random.Random(5), set(state.spies())
    assert choices == MissionChoices(choices={n: n in spies and rng.random() < 0.5 for n in names[:3]})
