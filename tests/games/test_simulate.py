"""The balance simulator (issue 17): any registered game, results independent of the number of
processes, and an interval that holds a win rate known exactly."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import product

import pytest

from gmconsole.cli import main
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
