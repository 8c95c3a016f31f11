"""Issue 11 point 2, issue 15: a Thiercelieux order is said by one sentence, in French, with no
field's name (not "Voyante target Alice"): the console's journal, its "Saisi :" and "Annulé :"
lines, and the CLI's apply, status --gm and undo all say "Bruno (Voyante) regarde la carte
d'Alice" (T-N-4). The acting player's gender comes from the roster (T-D-2, T-S-4)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from gmconsole.cli import main
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.worded import describe_action
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario
from gmconsole.tui.app import GMConsoleApp

from .table import ROLES
from .test_console import enter_order

SEER = "Bruno (Voyante) regarde la carte d\u2019Alice".replace("\u2019", "'")
NIGHT = f"nuit (1)\u202f: {SEER}"  # the journal's line
UNDONE = f"(nuit, tour 1)\u202f: {SEER}"  # after « Annulé » / « annulé »: the step, then its orders


def plain(text: str) -> str:
    """The console's own label ("Saisi :") is not this test's: its space is not compared."""
    return text.replace("\u202f", " ")


def at_the_seer(tmp_path: Path, genders: dict[str, str] | None = None) -> Path:
    """A save at the first night's seer step (T-N-4): the captain, the thief and Cupid are done."""
    genders = genders or {}
    roster = [RosterEntry(name=n, pins={"role": r}, gender=genders.get(n)) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux"), roster, "s")
    for order in (
        {"kind": "captain_votes", "votes": {n: "Chloé" for n in ROLES}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
    ):
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    assert game.state.step == "seer"
    return save_game(game, tmp_path / "lg.toml")


async def test_t_n_4_the_seer_s_order_is_one_french_sentence_in_the_console(tmp_path: Path) -> None:
    app = GMConsoleApp(at_the_seer(tmp_path))
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await enter_order(pilot, app, {"target": "alice"})
        said = str(app.screen.query_one("#status", Static).render())
        assert plain(said).startswith(plain(f"Saisi : {SEER}")), said
        journal = str(app.screen.query_one("#checklist").render())
        assert NIGHT in journal, journal
        assert "target" not in journal and "Voyante target" not in journal
        await pilot.press("ctrl+z")
        await pilot.pause()
        said = str(app.screen.query_one("#status", Static).render())
        assert plain(said) == plain(f"Annulé {UNDONE}"), said


def test_t_n_4_the_cli_says_the_console_s_sentence(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    save = at_the_seer(tmp_path)
    Path("seer.toml").write_text('resolve = false\n[[orders]]\nkind = "seer"\ntarget = "alice"\n', "utf-8")
    assert main(["apply", str(save), "seer.toml"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == f"saisi\u202f: {SEER}", out
    assert main(["status", str(save), "--gm"]) == 0
    out = capsys.readouterr().out
    assert f"  [saisi] {SEER}" in out.splitlines(), out
    assert main(["undo", str(save)]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == f"annulé {UNDONE}", out
    assert main(["status", str(save), "--gm"]) == 0
    assert "[saisi]" not in capsys.readouterr().out


def test_t_d_2_t_s_4_a_woman_acting_gets_the_feminine(tmp_path: Path) -> None:
    """The dying huntress is "mourante", a woman appointed captain "nommée"; a man, or a player
    the roster says nothing of, stays in the masculine."""
    game = load_game(at_the_seer(tmp_path, {"Denis": "f", "Chloé": "f"}))
    assert describe_action({"kind": "shoot", "target": "Alice"}, game) == (
        "Denis (Chasseur), mourante, abat Alice"
    )
    assert describe_action({"kind": "captain", "name": "chloé"}, game) == "Chloé est nommée Capitaine"
    assert describe_action({"kind": "captain", "name": "Émile"}, game) == "Émile est nommé Capitaine"
    assert describe_action({"kind": "witch", "heal": True, "poison": "Émile"}, game) == (
        "Chloé (Sorcière) sauve la victime et empoisonne Émile"
    )
    assert describe_action({"kind": "cupid", "lovers": ["Chloé", "Denis"]}, game) == (
        "Émile (Cupidon) rend amoureuses Chloé et Denis"
    )
    assert describe_action({"kind": "votes", "votes": {"Alice": "Bruno", "Fanny": "blanc"}}, game) == (
        "vote du village\u202f: Alice → Bruno et Fanny → abstention"
    )


def test_the_english_scenario_says_it_in_english(tmp_path: Path) -> None:
    roster = [RosterEntry(name=n, pins={"role": r}) for n, r in ROLES.items()]
    game = Game.new(load_scenario("thiercelieux-en"), roster, "s")
    assert describe_action({"kind": "seer", "target": "Alice"}, game) == "Bruno (Seer) looks at Alice's card"
    assert describe_action({"kind": "werewolves", "victim": ""}, game) == "the Werewolves devour nobody"
