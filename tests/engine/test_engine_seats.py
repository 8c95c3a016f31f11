"""Seat changes every game has (issue 13, point 20): a player replaced by another in his seat,
a player removed by the GM. Shown on Astrub and Winterfell, through the generic engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.engine import Game, RosterEntry
from gmconsole.engine.actions import RemovePlayer, ReplacePlayer
from gmconsole.engine.errors import RuleViolation
from gmconsole.games.astrub.rules.actions import CastVotes
from gmconsole.scenarios import load_scenario

ROOT = Path(__file__).resolve().parents[2]


def test_a_replacement_keeps_the_seat_role_knowledge_and_orders(table) -> None:
    t = table(5, seed="seats")
    spy = t.spies()[0]
    other_spy = t.spies()[1]
    before = t.state.player(spy)
    knew = {k: v.seen_as for k, v in t.state.known_by(spy).items()}
    known_as = t.state.fact(other_spy, spy).seen_as
    t.propose(t.squad_with_spies(1))
    t.game.push(CastVotes(votes={spy: True}))  # an order entered before the replacement
    t.game.push(ReplacePlayer(player=spy, by="Zacharie", aliases=["Zach"]))
    state = t.state
    seat = state.player("Zacharie")
    assert (seat.seat, seat.camp, seat.roles, seat.alive) == (before.seat, before.camp, before.roles, True)
    assert seat.aliases == ["Zach"]
    assert {k: v.seen_as for k, v in state.known_by("Zacharie").items()} == knew  # what he knew
    assert state.fact(other_spy, "Zacharie").seen_as == known_as  # what others knew of him
    assert "Zacharie" in state.spies() and spy not in state.spies()
    assert state.votes == {"Zacharie": True}
    # The new name (and alias) is matched from then on; the old one no longer is.
    assert state.resolve("zach").name == "Zacharie"
    assert state.names.get(spy) is None
    public, handover, known = t.game.journal[-1].events
    assert (public.kind, public.public, public.data) == (
        "player_replaced",
        True,
        {"old": spy, "new": "Zacharie", "seat": before.seat},
    )
    # The newcomer is told, privately, what the seat is and what it knows.
    assert handover.kind == "seat_handover" and handover.audience.players == ("Zacharie",)
    assert handover.data["old"] == spy and handover.data["roles"]
    assert known.kind == "seat_handover_known" and known.audience.players == ("Zacharie",)
    assert other_spy in known.data["known"]


def test_a_replacement_replays_and_undoes(table, dump) -> None:
    t = table(5, seed="seats")
    t.game.push(ReplacePlayer(player="Alice", by="Zoé"))
    t.propose(t.squad_with_spies(0), leader="Zoé")
    assert t.game.verify() == []
    t.game.undo()
    t.game.undo()
    assert t.state.player("Alice").name == "Alice"


@pytest.mark.parametrize(
    "by, aliases, problem",
    [
        ("Bob", [], "'Bob' already names Bob"),
        ("bob", [], "'bob' already names Bob"),
        ("Zoé", ["Chloe"], "'Chloe' already names Chloé"),
        ("  ", [], "is not a name"),
        ("Alice", [], "already holds this seat"),
    ],
)
def test_a_replacement_that_cannot_be_made(table, by: str, aliases: list[str], problem: str) -> None:
    t = table(5)
    with pytest.raises(RuleViolation, match=problem):
        t.game.push(ReplacePlayer(player="Alice", by=by, aliases=aliases))
    assert t.state.player("Alice").name == "Alice"


def _winterfell() -> Game:
    scenario = load_scenario(ROOT / "scenarios" / "winterfell.toml")
    return Game.new(scenario, [RosterEntry(name=f"Joueur {n}") for n in range(1, 31)], "seats")


def test_removal_by_the_gm_in_his_words() -> None:
    game = _winterfell()
    game.push(
        RemovePlayer(
            player="joueur 2", announcement="Joueur 2 ne donne plus signe de vie : il quitte Winterfell."
        )
    )
    assert not game.state.player("Joueur 2").alive
    event = game.journal[-1].events[-1]
    assert event.kind == "player_removed_announced" and event.public
    assert event.data["announcement"] == "Joueur 2 ne donne plus signe de vie : il quitte Winterfell."
    game.push(RemovePlayer(player="Joueur 3"))
    assert game.journal[-1].events[-1].kind == "player_removed"
    with pytest.raises(RuleViolation, match="Joueur 2 is already out of the game"):
        game.push(RemovePlayer(player="Joueur 2"))
    with pytest.raises(RuleViolation, match="out of the game: nobody can take his seat"):
        game.push(ReplacePlayer(player="Joueur 2", by="Zoé"))
    assert game.verify() == []


def test_a_game_may_refuse_removal(table) -> None:
    """Astrub has no way to play on without a seat: the GM is told to replace the player."""
    t = table(5)
    with pytest.raises(RuleViolation, match="replace the player instead"):
        t.game.push(RemovePlayer(player="Bob"))
    assert t.state.player("Bob").alive


def test_seat_changes_are_parsed_by_every_game(new_game) -> None:
    game = new_game(5)
    assert game.parse({"kind": "replace_player", "player": "Alice", "by": "Zoé"}) == ReplacePlayer(
        player="Alice", by="Zoé"
    )
    assert game.parse({"kind": "remove_player", "player": "Bob"}) == RemovePlayer(player="Bob")


def test_a_winterfell_replacement_keeps_rank_and_hierarchy() -> None:
    game = _winterfell()
    old = next(p for p in game.state.players if p.hierarchy)
    rank, roles, hierarchy = old.rank, old.roles, old.hierarchy
    game.push(ReplacePlayer(player=old.name, by="Remplaçant"))
    new = game.state.player("Remplaçant")
    assert (new.rank, new.roles, new.hierarchy) == (rank, roles, hierarchy)
    assert old.name not in [p.name for p in game.state.players]
    assert game.verify() == []
