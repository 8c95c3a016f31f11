"""Issue 13, point 9 (principle 2): the end-of-game post reveals the seed and says how anyone can
check every die (``gmconsole verify``); the setup post's promise is kept. Before the end the seed
is in no public output."""

from __future__ import annotations

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.export.posts import public_post
from gmconsole.export.render import render
from gmconsole.scenarios import load_scenario

SEED = "graine-secrète-42"


def _astrub_to_the_end() -> tuple[Game, list[str]]:
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in "ABCDE"], SEED)
    posts = []
    for size in (2, 3, 2):
        state = game.state
        squad = [p.name for p in state.players][:size]
        game.push([game.parse({"kind": "squad", "members": squad}), game.parse({"kind": "resolve"})])
        votes = {p.name: "yes" for p in game.state.players}
        game.push([game.parse({"kind": "votes", "votes": votes}), game.parse({"kind": "resolve"})])
        choices = {n: "success" for n in game.state.squad}
        game.push([game.parse({"kind": "mission", "choices": choices}), game.parse({"kind": "resolve"})])
        posts.append(render(public_post(game.events(), game.scenario, turn=game.journal[-1].turn), "text"))
    return game, posts


def test_the_end_of_game_post_reveals_the_seed_and_how_to_check_it() -> None:
    """M-V-1: the mercenaries win after three successes; the last post reveals the seed."""
    game, posts = _astrub_to_the_end()
    assert game.state.winner == "mercenaries"
    last = posts[-1]
    assert SEED in last and "gmconsole verify" in last and game.state.seed_sha256 in last
    assert all(SEED not in post for post in posts[:-1])
    assert not game.verify()  # the revealed seed checks every die (and the replay agrees)
    kinds = [e.kind for e in game.journal[-1].events]
    assert kinds.count("seed_revealed") == 1
