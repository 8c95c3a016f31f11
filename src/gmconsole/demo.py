"""The demo games: built from the shipped scenarios with a fixed roster, seed and orders.

It is generated rather than stored, so it always matches the engine of this version and opens
from any folder. ``demo_save_path()`` writes it into ``saves/`` the first time and returns the
path (an existing copy, perhaps played further by the GM, is kept).
"""

from __future__ import annotations

import random
from pathlib import Path

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.saves import SAVES_DIR, load_game, save_game
from gmconsole.scenarios import load_scenario

ASTRUB_PLAYERS = ["Alix", "Bérénice", "Cassius", "Dolorès", "Évariste", "Fanchon", "Gaspard"]


def build_astrub_demo() -> Game:
    """A 7-player Astrub game after one launched mission and one rejected squad."""
    game = Game.new(load_scenario("astrub"), [RosterEntry(name=n) for n in ASTRUB_PLAYERS], "demo-astrub")
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


def build_winterfell_demo(seed: str = "demo-winterfell", policy_seed: int = 3) -> Game:
    """A 50-player Winterfell game played by the random policy through two whole turns, stopped
    at the justice vote of turn 3 with about half of the votes in, so every view has content."""
    from gmconsole.engine.actions import Resolve
    from gmconsole.engine.errors import RuleViolation
    from gmconsole.engine.rules.winterfell import justice
    from gmconsole.engine.rules.winterfell.simulate import RandomPolicy

    scenario = load_scenario("winterfell")
    game = Game.new(scenario, [RosterEntry(name=n) for n in WINTERFELL_PLAYERS], seed)
    policy = RandomPolicy(random.Random(policy_seed), scenario)  # type: ignore[arg-type]
    while not (
        game.state.turn == 3
        and game.state.phase == "justice"
        and justice.current_step(game.state) == justice.VOTE
    ):
        if game.state.over:
            raise RuntimeError("the demo game ended before turn 3: choose another seed")
        orders = policy.orders(game.state)  # type: ignore[arg-type]
        for order in orders:
            if order.kind == "accuse":  # the policy's justifications are English placeholders
                order = order.model_copy(
                    update={"justification": f"{order.by} trouve {order.accused} bien trop discret."}
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


def build_demo() -> Game:
    """The demo game: Winterfell, the game gmconsole is made for."""
    return build_winterfell_demo()


def demo_save_path(saves_dir: Path = SAVES_DIR) -> Path:
    """The demo's save in ``saves_dir``, written there if it is not there yet (or unreadable)."""
    game = None
    path = saves_dir / "demo.toml"
    if path.exists():
        try:
            load_game(path)
            return path
        except Exception:  # a broken copy: write a fresh one (the old one stays as .bak)
            pass
    game = build_demo()
    save_game(game, path)
    return path
