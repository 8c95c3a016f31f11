"""The Post tab beyond the public post: the public dice in it, the GM's summary and the private
messages (all of them in sending order, then one player at a time), and every post file
written with one key."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.engine.game import Game
from gmconsole.export.files import posts_dir
from gmconsole.export.posts import batches, private_messages
from gmconsole.saves import save_game
from gmconsole.scenarios import load_roster, load_scenario
from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.widgets.post import PostArea, PostView

THREADS = Path(__file__).parent / "threads"
NIGHT_1 = [
    {"kind": "squad", "members": ["Wyman", "Howland", "Davos"], "target": "Jon", "lookout": "Robett"},
    {"kind": "squad", "members": ["Robett", "Tourte-Chaude"], "target": "Luwin", "lookout": "Lady Moustache"},
    {"kind": "resolve"},
]


def one_accusation(path: Path) -> Path:
    """Example 1's night, then one great vassal accuses: two accused are drawn in public."""
    game = Game.new(
        load_scenario("winterfell"), load_roster(THREADS / "justice_roster.toml"), "justice-import"
    )
    game.push([game.parse(o) for o in NIGHT_1])
    game.push(
        game.parse({"kind": "accuse", "by": "Catelyn", "accused": "Luwin", "justification": "trop calme"})
    )
    game.push(game.parse({"kind": "resolve"}))
    return save_game(game, path)


def status(app: GMConsoleApp) -> str:
    return str(app.screen.query_one("#status", Static).render())


async def press(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


async def test_public_dice_gm_summary_private_messages_and_files(tmp_path: Path) -> None:
    save = one_accusation(Path("saves/post.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        game = app.screen.session.game
        drawn = [r for r in game.rolls() if r.audience.to == "public"]
        assert drawn  # the accused drawn at random
        await press(pilot, "escape", "f5")
        post = app.screen.query_one(PostView)
        assert post.kind == "public" and post.profile == "bbcode-phpbb"
        assert "2 accusés tirés au sort parmi" in post.text  # public_post got the rolls, said in words
        from gmconsole.engine.worded import dice_sentence

        secret = next(r for r in game.rolls() if r.audience.to != "public" and r.turn == 1)
        said = dice_sentence(secret, game.scenario).replace("'", "\u2019")  # a post's apostrophe
        assert said not in post.text
        # s: the GM's summary, with every roll
        await press(pilot, "s")
        assert post.kind == "gm"
        assert said in post.text and "accusés tirés au sort" in post.text
        # s: the private messages of the turn, all of them in sending order
        await press(pilot, "s")
        assert post.kind == "private" and post.message == 0
        events = game.events()
        messages = private_messages(events, game.scenario, turn=1)
        order = [n for _, names in batches(events, turn=1) for n in names if n in messages]
        assert post.recipients == order and len(order) >= 2
        positions = [post.text.index(name) for name in order]
        assert positions == sorted(positions)
        # n: the first player's message alone; c copies it and writes it to its own file
        await press(pilot, "n")
        assert post.message == 1 and order[0] in post.text and order[1] not in post.text.split("\n", 1)[0]
        await press(pilot, "c")
        assert app.clipboard == post.text
        from gmconsole.export.files import slugify

        copied = posts_dir(save, 1) / "private" / f"{slugify(order[0])}.bbcode.txt"
        assert copied.exists(), list(Path("saves").rglob("*"))
        assert copied.read_text(encoding="utf-8") == post.text + "\n"
        line = str(app.screen.query_one("#status").render())
        assert "set-clipboard on" in line and str(copied) in line
        await press(pilot, "n")
        assert post.message == 2 and order[1] in post.text
        await press(pilot, "b", "b")
        assert post.message == 0
        # w: every post file of the turn, and where they are
        await press(pilot, "w")
        folder = posts_dir(save, 1)
        assert (folder / "public.bbcode.txt").exists() and (folder / "gm.bbcode.txt").exists()
        assert (folder / "private.bbcode.txt").exists()
        assert len(list((folder / "private").glob("*.bbcode.txt"))) == len(order)
        assert "2 accusés tirés au sort parmi" in (folder / "public.bbcode.txt").read_text(encoding="utf-8")
        assert str(folder) in status(app)
        # s: back to the public post
        await press(pilot, "s")
        assert post.kind == "public"


async def test_undo_from_the_message_tab_undoes_the_games_last_step() -> None:
    """^z with the Message tab's text focused undoes the game's last step, as the footer says: the
    read-only text area no longer keeps the key for its own (empty) undo; ^y redoes it."""
    save = one_accusation(Path("saves/undo-post.toml"))
    app = GMConsoleApp(save)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        steps = len(app.screen.session.game.journal)
        await press(pilot, "escape", "f5")
        assert isinstance(app.focused, PostArea)
        await press(pilot, "ctrl+z")
        assert len(app.screen.session.game.journal) == steps - 1
        await press(pilot, "ctrl+y")
        assert len(app.screen.session.game.journal) == steps
