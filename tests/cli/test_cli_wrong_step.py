"""An order given at the wrong step is refused naming the steps by their names in the game's
language (issue 11, point 3), in every registered game, in French and in English, through
`gmconsole apply`: « la partie en est à l'étape « jour (vote du village) » », never `day (vote)`.
Order kinds are what the GM types (`kind = "seer"`) and are shown as code, between backticks."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import tomli_w

from gmconsole.demo import build_demo
from gmconsole.engine.rules.registry import plugins
from gmconsole.engine.worded import step_name
from gmconsole.saves import load_game, save_game

GAMES = sorted(p.name for p in plugins() if p.demo is not None)
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def _demo(folder: Path, game: str, language: str) -> Path:
    played = build_demo(game)
    played.scenario = played.scenario.model_copy(update={"language": language})
    return save_game(played, folder / f"{game}.toml")


def _orders(folder: Path, text: str) -> Path:
    path = folder / "ordres.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _raw_keys(refusal: str, keys: set[str], scenario, language: str) -> list[str]:
    """Snake_case keys left in ``refusal`` outside code spans and, in French, step keys left
    as they are where they have a name (an English key is often the English word itself)."""
    prose = re.sub(r"`[^`]*`", "", refusal)
    found = SNAKE.findall(prose)
    if language == "fr":
        for key in keys:
            name = step_name(scenario, key, language)
            if name != key and re.search(rf"\b{key}\b", prose.replace(name, "")):
                found.append(key)
    return found


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_orders_for_another_step_name_both_steps_in_words(cli, tmp_path, game: str, language: str) -> None:
    save = _demo(tmp_path, game, language)
    played = load_game(save)
    state, scenario = played.state, played.scenario
    inner = getattr(state, "step", "") or ""
    keys = {e.phase for e in played.entries()} | {state.phase}
    other = sorted(keys - {state.phase, inner, "setup"}) or ["setup"]
    before = save.read_bytes()
    result = cli("apply", save, _orders(tmp_path, f'step = "{other[0]}"\n'))
    assert result.code == 3, (result.out, result.err)
    assert save.read_bytes() == before
    refusal = result.err.replace("\u202f", " ")
    now = step_name(scenario, state.phase, language)
    if inner:
        now += f" ({step_name(scenario, inner, language)})"
    quoted = f"« {now} »" if language == "fr" else f"'{now}'"
    assert quoted in refusal, refusal
    assert step_name(scenario, other[0], language) in refusal, refusal
    assert not _raw_keys(refusal, keys | {inner}, scenario, language), refusal


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_an_order_of_another_phase_is_refused_naming_the_steps(
    cli, tmp_path, game: str, language: str
) -> None:
    """An order the demo's journal entered at another phase, given now without ``step``: the
    games that refuse it (a game may instead resolve the step in progress and take it, as
    Thiercelieux does when the step's order is in) name the steps by their names."""
    save = _demo(tmp_path, game, language)
    played = load_game(save)
    state, scenario = played.state, played.scenario
    keys = {e.phase for e in played.entries()} | {state.phase, getattr(state, "step", "") or ""}
    others = [
        action
        for entry in played.journal
        if entry.phase != state.phase
        for action in entry.actions
        if action.get("kind") != "resolve"
    ]
    if not others:
        pytest.skip(f"{game}'s demo has one phase: its wrong steps come with `step =` (test above)")
    order = tomli_w.dumps({"orders": [others[0]]})
    result = cli("apply", save, _orders(tmp_path, order))
    if result.code == 0:
        assert game == "thiercelieux", result.out  # resolves the day and takes the night's order
        return
    assert result.code == 3, (result.out, result.err)
    refusal = result.err.replace("\u202f", " ")
    assert f"`{others[0]['kind']}`" in refusal or "«" in refusal or "'" in refusal, refusal
    assert not _raw_keys(refusal, keys, scenario, language), refusal


def test_thiercelieux_names_the_step_that_waits_for_its_order(cli, tmp_path) -> None:
    """T-N-4: at the seer's step, a witch's order: « pas d'ordre `witch` maintenant : la partie en
    est à l'étape « Voyante » … qui attend un ordre `seer` »."""
    save = _demo(tmp_path, "thiercelieux", "fr")
    for _ in range(6):  # on to a night step that waits for an order
        state = load_game(save).state
        if state.phase == "night" and state.step == "seer":
            break
        cli("apply", save, _orders(tmp_path, '[[orders]]\nkind = "resolve"\n'))
    state = load_game(save).state
    if not (state.phase == "night" and state.step == "seer"):
        pytest.skip("the demo's game has no seer's step next")
    result = cli("apply", save, _orders(tmp_path, '[[orders]]\nkind = "witch"\n'))
    assert result.code == 3
    refusal = result.err.replace("\u202f", " ")
    assert "pas d'ordre `witch` maintenant" in refusal and "l'étape « Voyante »" in refusal, refusal
    assert "un ordre `seer`" in refusal, refusal
