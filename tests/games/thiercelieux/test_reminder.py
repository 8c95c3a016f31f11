"""The reminder names who has not sent what each Thiercelieux step awaits (issue 13, point 20):
the votes in public (T-S-4, T-D-5), every night step's order in private to its role (T-N-1 to
T-N-7: naming the sender in the thread would tell his card)."""

from __future__ import annotations

from gmconsole.engine.game import Game
from gmconsole.export import render
from gmconsole.export.reminder import reminders

from .table import TABLE, new_game
from .test_rules import push, step, to_first_night


def awaited(game: Game) -> list[tuple[str, str, bool]]:
    return [(a.player, a.what, a.secret) for a in game.rules.awaiting(game.state, game.scenario)]


def test_T_S_4_the_captain_vote_awaits_every_living_player_in_public() -> None:
    game = new_game()
    got = awaited(game)
    assert [name for name, _, _ in got] == list(TABLE)  # seat order
    assert {(what, secret) for _, what, secret in got} == {("élection du Capitaine", False)}
    push(game, {"kind": "captain_votes", "votes": {"Paul": "Anne"}})
    assert "Paul" not in game.rules.awaited(game.state, game.scenario)


def test_T_N_1_to_T_N_7_each_night_step_awaits_its_role_in_secret() -> None:
    game = new_game()
    to_first_night(game)
    seen = []
    for order in (
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Anne", "Paul"]},
        {"kind": "seer", "target": "Loup1"},
        {"kind": "werewolves", "victim": "Chasseur"},
        {"kind": "witch"},
    ):
        got = awaited(game)
        assert got and all(secret for _, _, secret in got), got
        assert game.rules.awaited(game.state, game.scenario) == []  # nothing for the thread
        seen.append((game.state.step, [name for name, _, _ in got], got[0][1]))
        push(game, order)
        assert awaited(game) == []  # the order is in: nobody is awaited until the GM resolves
        step(game)
    assert seen == [
        ("thief", ["Voleur"], "ordre de nuit (Voleur)"),
        ("cupid", ["Cupidon"], "ordre de nuit (Cupidon)"),
        ("seer", ["Voyante"], "ordre de nuit (Voyante)"),
        ("werewolves", ["Loup1", "Loup2"], "ordre de nuit (Loup-Garou)"),
        ("witch", ["Sorciere"], "ordre de nuit (Sorcière)"),
    ]


def test_T_D_2_the_dying_hunter_is_awaited_in_public_and_the_reminder_says_so() -> None:
    game = new_game()
    to_first_night(game)
    step(game, {"kind": "thief", "take": 0})
    step(game, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(game, {"kind": "seer", "target": "Loup1"})
    step(game, {"kind": "werewolves", "victim": "Chasseur"})
    step(game, {"kind": "witch"})
    assert game.state.step == "hunter"
    assert awaited(game) == [("Chasseur", "tir", False)]
    docs = reminders(
        game.events(),
        game.scenario,
        game.state.turn,
        game.state.phase,
        game.rules.awaiting(game.state, game.scenario),
    )
    assert [render(d, "text") for d in docs] == [
        "Rappel\u202f: il est encore temps de voter ou d\u2019envoyer vos ordres.\n\n"
        "Nous attendons encore\u202f: Chasseur (tir).\n"
    ]


def test_the_night_reminder_goes_to_each_werewolf_in_private(cli, tmp_path) -> None:
    """Through ``gmconsole remind``: one private message per werewolf, no thread post."""
    from gmconsole.saves import save_game

    game = new_game()
    to_first_night(game)
    step(game, {"kind": "thief", "take": 0})
    step(game, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(game, {"kind": "seer", "target": "Loup1"})
    path = tmp_path / "t.toml"
    save_game(game, path)
    assert cli("deadline", path, "ce soir à 22 h").code == 0
    out = cli("remind", path, "--format", "text").out
    assert "Nous attendons" not in out
    assert (
        out.count(
            "Rappel\u202f: tu as jusqu\u2019à ce soir à 22 h pour envoyer au MJ\u202f: ordre de nuit (Loup-Garou)."
        )
        == 2
    )
    assert "Message privé pour Loup1" in out and "Message privé pour Loup2" in out
    assert "Voyante" not in out and "Paul" not in out
