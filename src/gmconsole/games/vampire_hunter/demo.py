"""The Vampire Hunter demo: four hunters in the middle of the hunt, after a few turns and at least
one fight, so the map, the hunters' cards and the fight's stack all have something to show."""

from __future__ import annotations

from typing import Literal

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario

VH_PLAYERS: list[tuple[str, Literal["f", "m"]]] = [
    ("Anselme", "m"),
    ("Blanche", "f"),
    ("Constantin", "m"),
    ("Dorothée", "f"),
]
PLAYED = 6
"""Hunters' turns played before the demo opens (a round and a half)."""


def build_demo() -> Game:
    """A 4-hunter game after a round and a half: each hunter goes to the first free neighbouring
    town the vampires hold, else to the first free one (no random choice: the same demo every
    time). Turns go on past ``PLAYED`` until a fight has been fought, and never past the end."""
    from gmconsole.games.vampire_hunter.rules.turn import legal_moves

    game = Game.new(
        load_scenario("vampire-hunter"),
        [RosterEntry(name=n, gender=g) for n, g in VH_PLAYERS],
        "demo-vampire-hunter",
    )
    state, scenario = game.state, game.scenario
    for played in range(40):
        state = game.state
        if played >= PLAYED and state.last_fight:  # type: ignore[attr-defined]
            break
        name = state.step  # type: ignore[attr-defined]
        towns = legal_moves(state, scenario, name)  # type: ignore[arg-type]
        held = [t for t in towns if state.tokens.get(t)]  # type: ignore[attr-defined]
        orders = [game.parse({"kind": "hunt", "hunter": name, "moves": (held or towns)[:1]})] if towns else []
        game.push([*orders, game.parse({"kind": "resolve"})])
        if game.state.over:  # never open on a finished game: one step back
            game.undo()
            break
    return game
