"""``export --write`` (and the console's write key) with the Discord profile writes each post
over Discord's 2,000 characters in parts, cut at sensible breaks, and says so (issue 13,
point 20)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.export.discord import LIMIT, size
from gmconsole.games.winterfell.rules.simulate import RandomPolicy
from gmconsole.saves import save_game
from gmconsole.scenarios import load_scenario
from policy_play import play_step


def long_game(tmp_path: Path) -> tuple[Path, int]:
    """A 50-player Winterfell game played by its random policy until the latest turn's public
    post (its justice vote table) is over Discord's limit; the save and that turn."""
    from gmconsole.export import public_post, render

    scenario = load_scenario("winterfell")
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, 51)]
    game = Game.new(scenario, roster, "discord-write")
    policy = RandomPolicy(random.Random(1), scenario)
    for _ in range(40):
        if game.state.over:
            break
        play_step(game, policy)
        turn = max(e.turn for e in game.events())  # the turn the console's write key writes
        post = render(public_post(game.events(), scenario, turn=turn, rolls=game.rolls()), "markdown-discord")
        if size(post) > LIMIT:
            path = tmp_path / "wf.toml"
            save_game(game, path)
            return path, turn
    pytest.fail("no public post over Discord's limit in 40 steps")


def test_write_with_the_discord_profile_writes_the_parts_and_says_so(cli, tmp_path) -> None:
    save, turn = long_game(tmp_path)
    result = cli("export", save, "--turn", str(turn), "--profile", "markdown-discord", "--write")
    assert result.code == 0
    folder = tmp_path / "wf" / "posts" / f"turn-{turn:02d}"
    whole = (folder / "public.md").read_text(encoding="utf-8")
    parts = sorted(folder.glob("public.*.md"), key=lambda p: int(p.name.split(".")[1]))
    assert len(parts) >= 2 and [p.name for p in parts][:2] == ["public.1.md", "public.2.md"]
    texts = [p.read_text(encoding="utf-8").rstrip("\n") for p in parts]
    assert all(size(t) <= LIMIT for t in texts)
    assert all(t.count("```") % 2 == 0 for t in texts)  # a table cut is closed and reopened
    # cut at a break: no line of the whole post is split between two parts
    whole_lines = {line for line in whole.split("\n") if line.strip()}
    assert {line for t in texts for line in t.split("\n") if line.strip() and line != "```"} <= whole_lines
    assert str(parts[0]) in result.out.splitlines()
    assert (
        f"public.md dépasse les 2 000 caractères de Discord\u202f: écrit aussi en {len(parts)} messages"
        in result.err
    )
    # another profile afterwards: the parts are not left behind as if they were current
    assert cli("export", save, "--turn", str(turn), "--profile", "markdown-discourse", "--write").code == 0
    assert sorted(folder.glob("public.*.md")) == []


def test_a_short_post_is_not_cut(cli, tmp_path) -> None:
    players = tmp_path / "p.txt"
    players.write_text("Alice\nBob\nChloé\nDavid\nEve\n", encoding="utf-8")
    save = tmp_path / "g.toml"
    assert cli("new", "astrub", "--players", players, "--seed", "s", "--save", save).code == 0
    result = cli("export", save, "--profile", "markdown-discord", "--write")
    assert result.code == 0 and "Discord" not in result.err
    assert list((tmp_path / "g" / "posts" / "turn-00").glob("public.*.md")) == []


async def test_the_consoles_write_key_writes_the_discord_parts_and_says_so(tmp_path) -> None:
    from textual.widgets import Static

    from gmconsole.tui.app import GMConsoleApp
    from gmconsole.tui.widgets.post import PostView

    save, turn = long_game(tmp_path)
    app = GMConsoleApp(save)
    async with app.run_test(size=(140, 40)) as pilot:
        await pilot.pause()
        await pilot.press("escape", "f5")
        await pilot.pause()
        post = app.screen.query_one(PostView)
        post.profile = "markdown-discord"  # what a Discord scenario (markup = "markdown-discord") shows
        await pilot.press("w")
        await pilot.pause()
        folder = tmp_path / "wf" / "posts" / f"turn-{turn:02d}"
        parts = sorted(folder.glob("public.*.md"))
        assert len(parts) >= 2 and all(
            size(p.read_text(encoding="utf-8").rstrip("\n")) <= LIMIT for p in parts
        )
        line = str(app.screen.query_one("#status", Static).render())
        assert "dépasse les 2 000 caractères de Discord" in line and "public.1.md" in line
