"""``gmconsole simulate`` speaks the scenario's language (issue 17 point 1, issue 11 point 3): for
every registered game, the heading, the table of camps (by their display names), the numbers
(« 52,5 % », « de 45,6 % à 59,3 % » in French; ``52.5%``, ``45.6% to 59.3%`` in English), the
sweep's chart and what the command refuses hold no word of the other language. ``--json`` keeps
its keys (the camps' keys, ``unfinished``) whatever the language.

The words are found by the command line's own detection (tests/cli/test_cli_languages.py):
commands, rule ids, a file's dotted keys and the scenario's own words are not words.
"""

from __future__ import annotations

import json
import re

import pytest

from gmconsole.engine.errors import GMConsoleError
from gmconsole.engine.rules import registry
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import default_roster, settings_of, simulate, with_settings
from language_words import CASES, ENGLISH, FRENCH, Transcript  # the same detection

GAMES = "4"


def sweep_for(scenario) -> str:
    """``KEY=A..B`` over a whole-number setting of the scenario whose two values both deal and play
    (searched, not named: every game gets the check)."""
    roster = default_roster(scenario, None)
    for key, value in settings_of(scenario):
        low = value if isinstance(value, int) else 1
        try:
            for v in (low, low + 1):
                simulate(with_settings(scenario, [f"{key}={v}"]), roster, 1, seed="sweep")
        except GMConsoleError:
            continue
        return f"{key}={low}..{low + 1}"
    raise AssertionError(f"{scenario.name}: no whole-number setting takes two values")


def simulate_in_words(cli, tmp_path, monkeypatch, scenario_name: str) -> tuple[Transcript, dict]:
    """Every output of ``simulate`` for the scenario: a run, a sweep with its chart, each policy,
    and the refusals (the counts' before the scenario is read, in the launcher's language, which
    is set to the scenario's here)."""
    scenario = load_scenario(scenario_name)
    monkeypatch.setenv("GMCONSOLE_LANG", scenario.language)
    said = Transcript(cli, tmp_path, scenario)
    said.run("simulate", scenario_name, "--games", GAMES, "--seed", "mots")
    said.run("simulate", scenario_name, "--games", GAMES, "--seed", "mots", "--sweep", sweep_for(scenario))
    heuristic = registry.find_plugin(scenario.game).heuristic
    said.run(
        "simulate", scenario_name, "--games", "2", "--policy", "heuristic", codes=(0 if heuristic else 2,)
    )
    for refused in (
        ["--set", "nulle_part=1"],
        ["--set", "sans-valeur"],
        ["--set", "nulle.part=1"],
        ["--sweep", "nulle_part=1..2"],
        ["--sweep", "nulle_part=2"],
        ["--sweep", "nulle_part=1..500"],
        ["--players", "0"],
        ["--games", "0"],
        ["--jobs", "0"],
    ):
        said.run("simulate", scenario_name, *refused, codes=(2,))
    data = json.loads(said.run("simulate", scenario_name, "--games", GAMES, "--seed", "mots", "--json").out)
    said.texts.pop()  # JSON: keys for programs, not words
    return said, data


def _numbers(said: Transcript, language: str) -> None:
    text = "\n".join(t for _, t in said.texts)
    if language == "fr":
        assert re.search(r"\b\d{1,3},\d %", text) and re.search(r"de \d{1,3},\d % à \d{1,3},\d %", text)
        assert not re.search(r"\d\.\d+%", text), "an English number in French"
        assert "durée moyenne\u202f: " in text and "taux de victoire (%) selon" in text
    else:
        assert re.search(r"\b\d{1,3}\.\d%", text) and re.search(r"\d{1,3}\.\d% to \d{1,3}\.\d%", text)
        assert not re.search(r"\d,\d %", text), "a French number in English"
        assert "mean length: " in text and "win rate (%) by" in text


def _camps(said: Transcript, data: dict, scenario) -> None:
    run = said.texts[0][1]
    for camp in data["winners"]:
        shown = "inachevées" if camp == "unfinished" and scenario.language == "fr" else scenario.display(camp)
        assert re.search(rf"^{re.escape(shown)} +\d", run, re.M), (camp, run)


FRENCH_CASES = [c for c in CASES if load_scenario(c[1]).language == "fr"]
ENGLISH_CASES = [c for c in CASES if load_scenario(c[1]).language == "en"]


@pytest.mark.parametrize(("game_name", "scenario_name"), FRENCH_CASES)
def test_a_french_game_s_simulation_holds_no_english_word(
    cli, tmp_path, monkeypatch, game_name, scenario_name
):
    said, data = simulate_in_words(cli, tmp_path, monkeypatch, scenario_name)
    scenario = load_scenario(scenario_name)
    leaks = said.leaks(ENGLISH, [])
    assert not leaks, "\n".join(map(str, leaks))
    _numbers(said, "fr")
    _camps(said, data, scenario)


@pytest.mark.parametrize(("game_name", "scenario_name"), ENGLISH_CASES)
def test_an_english_game_s_simulation_holds_no_french_word(
    cli, tmp_path, monkeypatch, game_name, scenario_name
):
    said, data = simulate_in_words(cli, tmp_path, monkeypatch, scenario_name)
    scenario = load_scenario(scenario_name)
    leaks = said.leaks(FRENCH, [])
    assert not leaks, "\n".join(map(str, leaks))
    _numbers(said, "en")
    _camps(said, data, scenario)


def test_the_figures_of_a_french_run(cli, monkeypatch):
    """The brief's example: Astrub, 7 players, 200 games, seed 3: the French table, the interval
    « de … à … », the length with a decimal comma, the endings by rule id."""
    result = cli("simulate", "astrub", "--players", "7", "--games", "200", "--seed", "3")
    assert result.code == 0, result
    data = json.loads(
        cli("simulate", "astrub", "--players", "7", "--games", "200", "--seed", "3", "--json").out
    )
    spies = data["winners"]["spies"]
    pct = f"{100 * spies['rate']:.1f}".replace(".", ",")
    low, high = (f"{100 * spies[k]:.1f}".replace(".", ",") for k in ("low", "high"))
    lines = result.out.splitlines()
    assert lines[0] == (
        "La Guilde des Joailliers d'Astrub\u202f: 7 joueurs, 200 parties, graine «\u202f3\u202f», joueurs au hasard"
    )
    assert lines[1].split() == ["vainqueur", "parties", "taux", "intervalle", "à", "95", "%"]
    row = next(line for line in lines if line.startswith("les espions"))
    assert f"{spies['wins']}  {pct} %   de {low} % à {high} %" in row
    assert re.fullmatch(r"durée moyenne\u202f: \d+,\d tours, \d+,\d étapes", lines[-2])
    assert lines[-1].startswith("fins de partie\u202f: M-")


def test_the_json_keys_stay_the_same_in_every_language(cli, monkeypatch):
    """--json is for programs: the camps' keys, not their names, and the same keys in French and
    English (docs/cli.md)."""
    french = json.loads(cli("simulate", "thiercelieux", "--games", "6", "--seed", "j", "--json").out)
    english = json.loads(cli("simulate", "thiercelieux-en", "--games", "6", "--seed", "j", "--json").out)
    assert french == english
    assert set(french) == {"games", "winners", "mean_turns", "mean_steps", "endings"}
    assert set(french["winners"]) <= {"villagers", "werewolves", "lovers", "nobody", "unfinished"}
    sweep = json.loads(
        cli("simulate", "thiercelieux", "--games", "3", "--json", "--sweep", "day.revotes=0..1").out
    )
    assert sweep["key"] == "day.revotes" and [r["value"] for r in sweep["runs"]] == [0, 1]


def test_the_counts_are_refused_in_the_launcher_s_language(cli, monkeypatch):
    """--games 0 is refused before the scenario is read: in the launcher's language."""
    monkeypatch.setenv("GMCONSOLE_LANG", "en")
    english = cli("simulate", "astrub", "--games", "0")
    monkeypatch.setenv("GMCONSOLE_LANG", "fr_FR.UTF-8")
    french = cli("simulate", "thiercelieux-en", "--jobs", "0")
    assert english.code == french.code == 2
    assert english.err.startswith("error: `--games` and `--jobs` take a whole number of at least 1")
    assert french.err.startswith("erreur\u202f: `--games` et `--jobs` prennent un nombre entier")


def test_the_chart_of_a_sweep_names_the_camps_and_the_setting(cli):
    result = cli("simulate", "astrub", "--games", "6", "--sweep", "options.rejections_limit=2..4")
    assert result.code == 0, result
    chart = result.out[result.out.index("taux de victoire (%) selon options.rejections_limit") :]
    assert "les espions" in chart and "les mercenaires" in chart
    assert "\x1b[" not in result.out  # not a terminal: no escape code
    assert re.search(r"^\s+2\s+3\s+4\s*$", chart, re.M)  # the setting's values under the axis
