"""A game no generic file knows, found through its entry point and played from the CLI and the
console (the plug-in contract, issue 11)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gmconsole.cli import main
from gmconsole.engine.rules import registry
from gmconsole.saves import load_game

from .install import toy_installed


@pytest.fixture
def toy(tmp_path: Path):
    with toy_installed(tmp_path / "site") as env:
        yield env


def test_the_toy_game_is_unknown_until_installed() -> None:
    assert "toy" not in registry.games()


def test_an_installed_game_is_found_with_its_alias_and_its_own_scenario(toy) -> None:
    assert "toy" in registry.games()
    assert registry.find_plugin("coin").name == "toy"
    from gmconsole.scenarios import find_scenario

    assert find_scenario("toy").parts[-3:] == ("gmtoy", "scenarios", "toy.toml")


def test_the_cli_plays_the_toy_game_to_its_end(toy, tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    Path("players.txt").write_text("Ann\nBen\nCyd\n", encoding="utf-8")
    assert main(["new", "toy", "--players", "players.txt", "--seed", "s", "--save", "toy.toml"]) == 0
    for _turn in range(40):
        game = load_game("toy.toml")
        if game.state.over:
            break
        living = [p.name for p in game.state.players if p.alive]
        orders = '[[orders]]\nkind = "calls"\n[orders.votes]\n' + "".join(
            f'{name} = "{"heads" if i % 2 else "tails"}"\n' for i, name in enumerate(living)
        )
        orders += '\n[[orders]]\nkind = "resolve"\n'
        Path("orders.toml").write_text(orders, encoding="utf-8")
        assert main(["apply", "toy.toml", "orders.toml"]) == 0
    game = load_game("toy.toml")
    assert game.state.over and game.state.winner in {"Ann", "Ben", "Cyd", "nobody"}
    assert main(["verify", "toy.toml"]) == 0
    capsys.readouterr()
    assert main(["export", "toy.toml"]) == 0
    assert "The coin shows" in capsys.readouterr().out


def test_a_separate_process_finds_the_toy_game(toy, tmp_path: Path) -> None:
    (tmp_path / "p.txt").write_text("Ann\nBen\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "gmconsole", "new", "coin", "--players", "p.txt", "--save", "t.toml"],
        cwd=tmp_path,
        env=toy,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert load_game(tmp_path / "t.toml").rules.name == "toy"


async def test_the_console_opens_the_toy_game_with_the_generic_forms(toy, tmp_path: Path) -> None:
    from gmconsole.tui.app import GMConsoleApp

    (tmp_path / "p.txt").write_text("Ann\nBen\n", encoding="utf-8")
    assert main(["new", "toy", "--players", str(tmp_path / "p.txt"), "--save", str(tmp_path / "t.toml")]) == 0
    app = GMConsoleApp(tmp_path / "t.toml")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        # the rules' ballot, drawn as the tally: one key per voter (1: heads), then a typed line
        await pilot.press("f3", "1")
        await pilot.pause()
        assert load_game(tmp_path / "t.toml").state.calls == {"Ann": "heads"}
        await pilot.press(*"Ben", "colon", "space", *"tails", "enter")
        await pilot.pause()
    assert load_game(tmp_path / "t.toml").state.calls == {"Ann": "heads", "Ben": "tails"}
