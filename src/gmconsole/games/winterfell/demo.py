"""The Winterfell demo: 50 players, two whole turns played by the random policy, stopped in the
middle of turn 3's justice vote so every view of the console has content."""

from __future__ import annotations

import random
from typing import cast

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.scenarios import load_scenario

WINTERFELL_PLAYERS = [
    "Robett",
    "Wyman",
    "Howland",
    "Davos",
    "Jon",
    "Luwin",
    "Tourte-Chaude",
    "Lady Moustache",
    "Edd-la-Douleur",
    "Pyp",
    "Sombre-Astre",
    "Arya",
    "Ygrid",
    "Samwell",
    "Brienne",
    "Podrick",
    "Mors",
    "Alys",
    "Jeyne",
    "Theon",
    "Asha",
    "Bran",
    "Osha",
    "Hodor",
    "Meera",
    "Jojen",
    "Rickon",
    "Barbrey",
    "Rodrik",
    "Wylis",
    "Wendel",
    "Harwood",
    "Cerwyn",
    "Medger",
    "Hother",
    "Walder",
    "Grenn",
    "Dareon",
    "Satin",
    "Gilly",
    "Val",
    "Tormund",
    "Torrhen",
    "Maege",
    "Dacey",
    "Lyra",
    "Sansa",
    "Beren",
    "Ramsay-le-Petit",
    "Aliser",
]
WOMEN = {
    "Arya",
    "Ygrid",
    "Brienne",
    "Alys",
    "Jeyne",
    "Asha",
    "Osha",
    "Meera",
    "Barbrey",
    "Gilly",
    "Val",
    "Maege",
    "Dacey",
    "Lyra",
    "Sansa",
}
"""The demo's women: French sentences about them agree (« Brienne, accusée par Gilly »)."""


def build_demo(seed: str = "demo-winterfell", policy_seed: int = 3) -> Game:
    """A 50-player Winterfell game played by the random policy through two whole turns, stopped
    at the justice vote of turn 3 with about half of the votes in, so every view has content."""
    from gmconsole.engine.actions import Resolve
    from gmconsole.engine.errors import RuleViolation
    from gmconsole.games.winterfell.rules import justice
    from gmconsole.games.winterfell.rules.simulate import RandomPolicy
    from gmconsole.games.winterfell.rules.state import WinterfellState

    scenario = load_scenario("winterfell")
    game = Game.new(
        scenario, [RosterEntry(name=n, gender="f" if n in WOMEN else "m") for n in WINTERFELL_PLAYERS], seed
    )
    policy = RandomPolicy(random.Random(policy_seed), scenario)  # type: ignore[arg-type]
    while not (
        game.state.turn == 3
        and game.state.phase == "justice"
        and justice.current_step(cast(WinterfellState, game.state)) == justice.VOTE
    ):
        if game.state.over:
            raise RuntimeError("the demo game ended before turn 3: choose another seed")
        orders = policy.orders(game.state)  # type: ignore[arg-type]
        for order in orders:
            if isinstance(order, justice.Accuse):  # the policy's justifications are English placeholders
                order = order.model_copy(
                    update={
                        "justification": f"{order.by} trouve {order.accused} bien trop "
                        + ("discrète." if order.accused in WOMEN else "discret.")
                    }
                )
            try:
                game.push(order)
            except RuleViolation:
                continue  # the policy proposes a few orders the rules refuse, as a GM might
        game.push(Resolve())
    orders = policy.orders(game.state)  # type: ignore[arg-type]
    for order in orders:
        votes = getattr(order, "votes", None)
        if votes:
            half = dict(list(votes.items())[: len(votes) // 2])
            try:
                game.push(game.parse({"kind": order.kind, "votes": half}))
            except RuleViolation:
                continue
    return game
