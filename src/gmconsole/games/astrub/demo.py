"""The Astrub demo: a 7-player game after one launched mission and one rejected squad."""

from __future__ import annotations

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario

ASTRUB_PLAYERS = ["Alix", "Bérénice", "Cassius", "Dolorès", "Évariste", "Fanchon", "Gaspard"]
MEN = {"Cassius", "Évariste", "Gaspard"}
"""The others are women: French sentences about each player agree with the roster's gender."""


def build_demo() -> Game:
    """A 7-player Astrub game after one launched mission and one rejected squad."""
    game = Game.new(
        load_scenario("astrub"),
        [RosterEntry(name=n, gender="m" if n in MEN else "f") for n in ASTRUB_PLAYERS],
        "demo-astrub",
    )
    p = game.parse
    spies = set(game.state.spies())  # type: ignore[attr-defined]
    game.push(
        [p({"kind": "squad", "leader": "Alix", "members": ["Alix", "Bérénice"]}), p({"kind": "resolve"})]
    )
    game.push([p({"kind": "votes", "votes": {n: "yes" for n in ASTRUB_PLAYERS}}), p({"kind": "resolve"})])
    game.push(
        [
            p({"kind": "mission", "choices": {n: n in spies for n in ["Alix", "Bérénice"]}}),
            p({"kind": "resolve"}),
        ]
    )
    leader = game.state.leader  # type: ignore[attr-defined]
    squad = [leader] + [n for n in ASTRUB_PLAYERS if n != leader][:2]
    game.push([p({"kind": "squad", "members": squad}), p({"kind": "resolve"})])
    game.push(
        [p({"kind": "votes", "votes": {n: n in squad for n in ASTRUB_PLAYERS}}), p({"kind": "resolve"})]
    )
    return game
