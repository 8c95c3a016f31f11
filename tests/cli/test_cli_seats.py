"""`gmconsole replace` and `gmconsole remove`, and seat changes in an orders file (issue 13,
point 20): saved, undoable, announced in the public post."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.saves import load_game


@pytest.fixture
def save(cli, tmp_path, players_file) -> Path:
    path = tmp_path / "game.toml"
    assert cli("new", "astrub", "--players", players_file(6), "--seed", "seats", "--save", path).code == 0
    return path


def test_replace_then_the_new_name_is_matched(cli, save, tmp_path) -> None:
    result = cli("replace", save, "alice", "Zacharie", "--alias", "Zach")
    assert result.code == 0, result
    # the event in words, as the GM summary says it (no kind, no raw data)
    assert "[public] Zacharie remplace Alice, qui quitte la partie" in result.out
    assert "player_replaced" not in result.out and "old=" not in result.out
    game = load_game(save)
    [replaced] = [e for e in game.events() if e.kind == "player_replaced"]
    assert (replaced.audience.to, replaced.data) == ("public", {"old": "Alice", "new": "Zacharie", "seat": 1})
    assert game.state.resolve("Zach").name == "Zacharie" and game.state.phase == "proposal"
    post = cli("export", save, "--format", "text").out
    assert "Zacharie remplace Alice, qui quitte la partie" in post
    assert "Tu reprends la place de Alice" not in post  # the handover is private
    message = cli("export", save, "--format", "text", "--private", "zach").out
    assert "Tu reprends la place laissée par Alice" in message
    orders = tmp_path / "o.toml"
    orders.write_text(
        '[[orders]]\nkind = "squad"\nleader = "zach"\nmembers = ["Zach", "Bob"]\n', encoding="utf-8"
    )
    assert cli("apply", save, orders).code == 0
    assert load_game(save).state.squad == ["Zacharie", "Bob"]
    assert cli("undo", save).code == 0 and cli("undo", save).code == 0
    assert load_game(save).state.player("Alice").alive


@pytest.fixture
def winterfell(cli, tmp_path) -> Path:
    players = tmp_path / "wf.txt"
    players.write_text("\n".join(f"Joueur {n}" for n in range(1, 31)) + "\n", encoding="utf-8")
    path = tmp_path / "wf.toml"
    assert cli("new", "winterfell", "--players", players, "--seed", "seats", "--save", path).code == 0
    return path


def test_remove_in_the_gms_words(cli, winterfell) -> None:
    result = cli(
        "remove", winterfell, "Joueur 2", "--announce", "Joueur 2 ne répond plus : il quitte Winterfell."
    )
    assert result.code == 0, result
    assert not load_game(winterfell).state.player("Joueur 2").alive
    assert (
        "Joueur 2 ne répond plus : il quitte Winterfell." in cli("export", winterfell, "--format", "text").out
    )
    again = cli("remove", winterfell, "Joueur 2")
    assert again.code == 3 and "Joueur 2 a déjà quitté la partie" in again.err
    default = cli("remove", winterfell, "Joueur 3")
    assert default.code == 0
    assert (
        "Joueur 3 quitte la partie sur décision du MJ." in cli("export", winterfell, "--format", "text").out
    )


def test_astrub_refuses_a_removal(cli, save) -> None:
    refused = cli("remove", save, "Bob")
    assert refused.code == 3 and "remplacez plutôt le joueur" in refused.err, refused.err
    assert "replace the player" not in refused.err  # issue 11, point 3: the French game's words


def test_refusals_change_nothing(cli, save) -> None:
    before = save.read_text(encoding="utf-8")
    taken = cli("replace", save, "Alice", "bob")
    assert taken.code == 3 and "«\u202fbob\u202f» désigne déjà Bob" in taken.err
    unknown = cli("replace", save, "Zorro", "Zacharie")
    assert unknown.code == 3 and "Zorro" in unknown.err
    assert save.read_text(encoding="utf-8") == before


def test_an_orders_file_of_seat_changes_resolves_nothing(cli, save, tmp_path) -> None:
    orders = tmp_path / "seats.toml"
    orders.write_text(
        '[[orders]]\nkind = "replace_player"\nplayer = "Chloé"\nby = "Mathis"\n\n'
        '[[orders]]\nkind = "replace_player"\nplayer = "David"\nby = "Nina"\n',
        encoding="utf-8",
    )
    result = cli("apply", save, orders)
    assert result.code == 0, result
    state = load_game(save).state
    assert state.phase == "proposal" and state.player("Mathis").seat == 3
    assert state.player("Nina").seat == 4
    assert "Nina remplace David" in cli("export", save, "--format", "text").out
