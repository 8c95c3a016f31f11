"""One language per game on the command line (issue 11, point 3): with a French scenario no English
word reaches what ``gmconsole`` prints about the game (``new``, ``status`` and ``status --gm``,
``apply``'s warnings, orders, events and status, ``undo``/``redo``, ``verify``, ``validate``, ``remind``,
``deadline``, ``knows``, the exports, a broken orders file); with an English one no French
word does. Every registered game is played by its random policy through ``gmconsole apply``, so a
new game gets the check without writing it.

Commands, file names, player names, the seed's digest, rule ids and the scenario's own words
(its name, its display names, an Astrub mission's name) are not words: they are taken out first.
What ``apply``, a seat change, ``undo`` and ``redo`` print is checked whole: the orders' sentences
and each event as the GM summary says it (``gmconsole.export.posts.gm_events``). A file's own
checks (``orders : écrivez chaque ordre comme une table [[orders]]...``) are said in the save's
language once the save is read (docs/cli.md says which messages follow which language).
"""

from __future__ import annotations

import random
import re
import tomllib
from pathlib import Path

import pytest
import tomli_w

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules import registry
from gmconsole.saves import load_game
from gmconsole.scenarios import load_scenario
from language_words import CASES, ENGLISH, FRENCH, Transcript

FRENCH_CASES = [c for c in CASES if load_scenario(c[1]).language == "fr"]
ENGLISH_CASES = [c for c in CASES if load_scenario(c[1]).language == "en"]
STEPS = 30
"""Steps played through ``apply`` per game (every step runs the reading commands)."""


def roster(game_name: str, scenario, folder: Path) -> Path:
    plugin = registry.find_plugin(game_name)
    count = plugin.players or registry.find_rules(plugin.name).min_players(scenario)
    path = folder / "joueurs.toml"
    players = [{"name": f"P{i:02d}", **({"gender": "f"} if i % 2 else {})} for i in range(1, count + 1)]
    path.write_text(tomli_w.dumps({"players": players}), encoding="utf-8")
    return path


def _plain(value):
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value if v is not None]
    return value


def accepted_orders(save: Path, policy) -> list[dict]:
    """The policy's orders for the step that the rules take (each tried on a copy of the game)."""
    game = load_game(save)
    taken = []
    for order in policy.orders(game.state):
        if isinstance(order, Resolve):
            continue
        try:
            game.push(order)
        except RuleViolation:
            continue
        taken.append(_plain(order.model_dump(mode="json")))
    return taken


def play_through_the_cli(
    cli, tmp_path: Path, game_name: str, scenario_name: str, steps: int = STEPS
) -> Transcript:
    scenario = load_scenario(scenario_name)
    save = tmp_path / "partie.toml"
    said = Transcript(cli, tmp_path, scenario)
    said.run(
        "new",
        scenario_name,
        "--players",
        roster(game_name, scenario, tmp_path),
        "--seed",
        "mots",
        "--save",
        save,
    )
    plugin = registry.find_plugin(game_name)
    policy = plugin.load(plugin.policy)(random.Random(7), scenario)
    said.run("deadline", save, "--at", "2030-01-08", "21:00")
    for step in range(steps):
        if load_game(save).state.over:
            break
        said.run("status", save)
        said.run("status", save, "--gm")
        said.run("remind", save)
        orders = accepted_orders(save, policy)
        path = tmp_path / f"ordres-{step:02d}.toml"
        path.write_text(tomli_w.dumps({"resolve": False, "orders": orders}), encoding="utf-8")
        if orders:
            said.run("apply", save, path)
            said.run("status", save, "--gm")
            said.run("undo", save)
            said.run("redo", save)
        path.write_text(tomli_w.dumps({"orders": [{"kind": "resolve"}]}), encoding="utf-8")
        said.run("apply", save, path, codes=(0, 3))
    broken = tmp_path / "cassé.toml"
    broken.write_text(tomli_w.dumps({"orders": [{"kind": "nimporte"}]}), encoding="utf-8")
    said.run("apply", save, broken, codes=(4,))
    said.run("verify", save)
    said.run("validate", save)
    said.run("validate", scenario_name if Path(scenario_name).exists() else save)
    said.run("knows", save, "P01")
    said.run("export", save)
    said.run("export", save, "--gm")
    said.run("export", save, "--private")
    said.run("export", save, "--private", "P02")
    said.run("status", save, "--gm")
    return said


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), FRENCH_CASES)
def test_a_french_game_on_the_command_line_holds_no_english_word(cli, tmp_path, game_name, scenario_name):
    said = play_through_the_cli(cli, tmp_path, game_name, scenario_name)
    names = [p.name for p in load_game(tmp_path / "partie.toml").state.players]
    leaks = said.leaks(ENGLISH, names)
    assert not leaks, leaks[:15]


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), ENGLISH_CASES)
def test_an_english_game_on_the_command_line_holds_no_french_word(cli, tmp_path, game_name, scenario_name):
    said = play_through_the_cli(cli, tmp_path, game_name, scenario_name)
    names = [p.name for p in load_game(tmp_path / "partie.toml").state.players]
    leaks = said.leaks(FRENCH, names)
    assert not leaks, leaks[:15]


# -- error paths ---------------------------------------------------------------------------------
#
# What a GM reads when something is wrong: a broken scenario value, a name that is no player, an
# order the rules refuse, a broken save, a save whose dice were forged. Driven through the command
# line for every registered game in French, generically (no game's keys named here).


def broken_scenarios(data: dict) -> list[dict]:
    """The scenario's data broken one value at a time: an unknown key, a text where a number goes,
    a number out of range (-5), a number where a text goes, at the top level and one table down."""
    out = [data | {"clef_inconnue": 1}, data | {"name": 12}]
    for key, value in data.items():
        if key in ("game", "language"):
            continue
        if type(value) is int:
            out += [data | {key: -5}, data | {key: "douze"}]
        elif isinstance(value, dict):
            out.append(data | {key: {**value, "clef_inconnue": 1}})
            for inner, item in value.items():
                if type(item) is int:
                    out += [data | {key: {**value, inner: -5}}, data | {key: {**value, inner: "douze"}}]
                elif isinstance(item, str) and inner not in ("name", "text"):
                    out.append(data | {key: {**value, inner: 12}})
    return out


def _names_replaced(value, names: set[str], unknown: str):
    if isinstance(value, str):
        return unknown if value in names else value
    if isinstance(value, dict):
        return {(unknown if k in names else k): _names_replaced(v, names, unknown) for k, v in value.items()}
    if isinstance(value, list):
        return [_names_replaced(v, names, unknown) for v in value]
    return value


ANY = (0, 3, 4)
"""An error path ends with a refusal (3) or a file problem (4), or is taken (0): the words count."""


def errors_through_the_cli(cli, tmp_path: Path, game_name: str, scenario_name: str) -> Transcript:
    from gmconsole.scenarios import find_scenario
    from gmconsole.tomlio import read_toml

    scenario = load_scenario(scenario_name)
    said = Transcript(cli, tmp_path, scenario)
    players = roster(game_name, scenario, tmp_path)
    # broken scenario values: validate and new
    data = read_toml(find_scenario(scenario_name))
    broken = tmp_path / "scénario.toml"
    for variant in broken_scenarios(data):
        broken.write_text(tomli_w.dumps(variant), encoding="utf-8")
        result = said.run("validate", broken, codes=ANY)
        if result.code == 4:
            said.run("new", broken, "--players", players, "--save", tmp_path / "x.toml", codes=ANY)
    for variant in (
        {k: v for k, v in data.items() if k != "game"},
        data | {"game": "échecs"},
    ):
        broken.write_text(tomli_w.dumps(variant), encoding="utf-8")
        said.run("validate", broken, codes=ANY)
    # rosters: too few players, no name, a duplicate
    few = tmp_path / "peu.txt"
    few.write_text("Zoé\n", encoding="utf-8")
    said.run("new", scenario_name, "--players", few, "--save", tmp_path / "x.toml", codes=ANY)
    few.write_text("# personne\n", encoding="utf-8")
    said.run("new", scenario_name, "--players", few, "--save", tmp_path / "x.toml", codes=ANY)
    twice = tmp_path / "deux.toml"
    twice.write_text(tomli_w.dumps({"players": [{"name": "Zoé"}, {"name": "Zoé"}]}), encoding="utf-8")
    said.run("new", scenario_name, "--players", twice, "--save", tmp_path / "x.toml", codes=ANY)
    # a game, and orders the rules refuse
    save = tmp_path / "partie.toml"
    said.run("new", scenario_name, "--players", players, "--seed", "erreurs", "--save", save)
    game = load_game(save)
    names = {p.name for p in game.state.players}
    said.run("knows", save, "Inconnu", codes=ANY)
    said.run("export", save, "--private", "Inconnu", codes=ANY)
    said.run("replace", save, "Inconnu", "Zoé", codes=ANY)
    said.run("remove", save, "Inconnu", codes=ANY)
    said.run("remove", save, sorted(names)[0], codes=ANY)
    said.run("undo", save, codes=ANY)
    plugin = registry.find_plugin(game_name)
    policy = plugin.load(plugin.policy)(random.Random(3), scenario)
    orders = accepted_orders(save, policy)
    path = tmp_path / "ordres.toml"
    for order in orders:
        wrong = _names_replaced(order, names, "Inconnu")
        if wrong != order:
            path.write_text(tomli_w.dumps({"orders": [wrong]}), encoding="utf-8")
            said.run("apply", save, path, codes=ANY)
    for head in ({"step": "nimporte"}, {"turn": 99}, {"resolve": 7}):
        path.write_text(tomli_w.dumps({**head, "orders": orders}), encoding="utf-8")
        said.run("apply", save, path, codes=ANY)
    path.write_text("[[orders]\nkind = 'resolve'\n", encoding="utf-8")
    said.run("apply", save, path, codes=ANY)
    path.write_text(tomli_w.dumps({"orders": "resolve"}), encoding="utf-8")
    said.run("apply", save, path, codes=ANY)
    path.write_text(tomli_w.dumps({}), encoding="utf-8")
    said.run("apply", save, path, codes=ANY)
    if orders:
        path.write_text(tomli_w.dumps({"orders": orders}), encoding="utf-8")
        said.run("apply", save, path, codes=ANY)
        said.run("apply", save, path, codes=ANY)  # the same orders, a step later
    said.run("undo", save, codes=ANY)
    said.run("redo", save, codes=ANY)
    said.run("redo", save, codes=ANY)
    # broken saves: a forged roll, a changed state, a wrong type, cut in the middle
    text = save.read_text(encoding="utf-8")
    saved = tomllib.loads(text)
    rolls = [r for e in [saved["setup"], *saved.get("journal", [])] for r in e.get("rolls", [])]
    forged = tmp_path / "faussée.toml"
    if rolls:
        roll = rolls[0]
        roll["result"] = [-1] if isinstance(roll["result"], list) else -1
        forged.write_text(tomli_w.dumps(saved), encoding="utf-8")
        said.run("verify", forged, codes=ANY)
        said.run("validate", forged, codes=ANY)
        said.run("apply", forged, path, codes=ANY)
    saved = tomllib.loads(text)
    saved["state"]["turn"] = saved["state"]["turn"] + 5
    forged.write_text(tomli_w.dumps(saved), encoding="utf-8")
    said.run("verify", forged, codes=ANY)
    said.run("validate", forged, codes=ANY)
    said.run("status", forged, codes=ANY)
    saved["state"]["turn"] = "cinq"
    forged.write_text(tomli_w.dumps(saved), encoding="utf-8")
    said.run("status", forged, codes=ANY)
    forged.write_text(text[: len(text) // 2], encoding="utf-8")
    said.run("status", forged, codes=ANY)
    return said


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), FRENCH_CASES)
def test_a_french_game_s_errors_on_the_command_line_hold_no_english_word(
    cli, tmp_path, game_name, scenario_name
):
    """Issue 11, point 3: every error a GM can meet on the command line in a French game (a
    broken scenario value, a wrong name, a refused order, a broken or forged save) is French."""
    said = errors_through_the_cli(cli, tmp_path, game_name, scenario_name)
    names = [p.name for p in load_game(tmp_path / "partie.toml").state.players]
    # Left out on purpose: a file that is not TOML at all, whose detail is tomllib's own English
    # (`not valid TOML: Expected ']]'...`) under the English frame (docs/cli.md, Language).
    said.texts = [(args, t) for args, t in said.texts if "not valid TOML" not in t]
    leaks = said.leaks(ENGLISH, [*names, "Inconnu", "Zoé"])
    assert not leaks, "\n".join(map(str, leaks))


@pytest.mark.slow
@pytest.mark.parametrize(("game_name", "scenario_name"), ENGLISH_CASES)
def test_an_english_game_s_errors_on_the_command_line_hold_no_french_word(
    cli, tmp_path, game_name, scenario_name
):
    """The same error paths in an English game hold no French word."""
    said = errors_through_the_cli(cli, tmp_path, game_name, scenario_name)
    names = [p.name for p in load_game(tmp_path / "partie.toml").state.players]
    leaks = said.leaks(FRENCH, [*names, "Inconnu", "Zoé"])
    assert not leaks, "\n".join(map(str, leaks))


# -- what apply prints of a step's events -------------------------------------------------------
#
# ``apply`` says each event as ``export --gm`` does, tagged with who may read it and followed by
# its rule id; never as the journal records it (``[public] squad_proposed (M-M-2): leader=Alice``).

RAW_KIND = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
"""An event kind or a data field as recorded (``squad_proposed``, ``mission_number``)."""
RAW_DATA = re.compile(r"\b\w+=\S")
"""A data field and its value as recorded (``approved=True``)."""
APPLY_STEPS = 6


def applied_texts(said: Transcript) -> list[tuple[tuple, str]]:
    return [(args, text) for args, text in said.texts if args[0] == "apply"]


@pytest.mark.parametrize(("game_name", "scenario_name"), CASES)
def test_apply_says_each_event_in_words_never_as_recorded(cli, tmp_path, game_name, scenario_name):
    """Issue 11, point 3: a few steps of every registered game applied through ``gmconsole apply``:
    what it prints of the events holds no event kind, no data field and no ``key=value`` as the
    journal records them, and only words of the game's language."""
    said = play_through_the_cli(cli, tmp_path, game_name, scenario_name, steps=APPLY_STEPS)
    said.texts = applied_texts(said)[:-1]  # the last one: the broken orders file's refusal
    printed = "\n".join(text for _, text in said.texts)
    assert "[" in printed and "(" in printed, printed  # audiences and rule ids were printed
    events = [line for line in printed.splitlines() if " -> " not in line]  # a roll: its outcome as drawn
    raw = [line for line in events if RAW_KIND.search(line) or RAW_DATA.search(line)]
    assert not raw, "\n".join(raw[:15])
    names = [p.name for p in load_game(tmp_path / "partie.toml").state.players]
    french = load_scenario(scenario_name).language == "fr"
    leaks = said.leaks(ENGLISH if french else FRENCH, names)
    assert not leaks, leaks[:15]
