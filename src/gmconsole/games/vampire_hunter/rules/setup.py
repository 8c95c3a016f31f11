"""The deal (V-S): a hunter card each, three tokens on Brașov, the decks shuffled, the turn order,
and one propagation before the hunters' first turn."""

from __future__ import annotations

from typing import Any

from gmconsole.engine.dice import seed_commitment
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import fold
from gmconsole.engine.rules.base import Context, RosterEntry, check_roster_names
from gmconsole.engine.state import Player
from gmconsole.engine.worded import worded
from gmconsole.games.vampire_hunter.rules import propagation
from gmconsole.games.vampire_hunter.rules.scenario import VampireHunterScenario
from gmconsole.games.vampire_hunter.rules.state import HUNT, HUNTERS, Hunter, VampireHunterState


def pinned_hunters(scenario: VampireHunterScenario, roster: list[RosterEntry]) -> dict[str, str]:
    """The hunter cards pinned in the roster (``hunter = "van_helsing"`` or its name)."""
    words = {fold(k): k for k in scenario.hunters} | {fold(h.name): k for k, h in scenario.hunters.items()}
    pinned: dict[str, str] = {}
    for entry in roster:
        for key, value in entry.pins.items():
            if key != "hunter":
                raise RuleViolation.of(
                    "unknown-pin", scenario=scenario, player=entry.name, name=entry.name, key=str(key)
                )
            card = words.get(fold(str(value)))
            if card is None:
                raise RuleViolation.of(
                    "not-a-hunter",
                    scenario=scenario,
                    rule="V-S-1",
                    name=entry.name,
                    value=str(value)[:60],
                    hunters=", ".join(h.name for h in scenario.hunters.values()),
                    player=entry.name,
                )
            if card in pinned.values():
                raise RuleViolation.of(
                    "pinned-twice",
                    scenario=scenario,
                    rule="V-S-1",
                    name=entry.name,
                    hunter=scenario.hunters[card].name,
                )
            pinned[entry.name] = card
    return pinned


def turn_order(scenario: VampireHunterScenario, state: VampireHunterState, ctx: Context) -> list[str]:
    """V-S-4: clockwise (the roster's order) from the hunter with most courage; a tie goes to the
    earlier seat, or (``courage_tie = "draw"``) to one drawn among them."""
    seats = [p.name for p in state.seating()]
    if scenario.rules.first_player == "first_seat":
        return seats
    courage = [scenario.hunters[state.hunters[n].card].courage for n in seats]
    first = courage.index(max(courage))
    tied = [n for n, c in zip(seats, courage, strict=True) if c == courage[first]]
    if len(tied) > 1 and scenario.rules.courage_tie == "draw":
        first = seats.index(
            ctx.dice.choice("setup.first_player", tied, say=str(worded(scenario, "dice-setup-first-player")))
        )
    return seats[first:] + seats[:first]


def deal(
    scenario: VampireHunterScenario, roster: list[RosterEntry], seed: str
) -> tuple[VampireHunterState, Context]:
    n = len(roster)
    if not scenario.min_players <= n <= min(scenario.max_players, len(scenario.hunters)):
        raise RuleViolation.of(
            "hunters-count",
            scenario=scenario,
            rule="V-S-1",
            low=scenario.min_players,
            high=scenario.max_players,
            n=n,
        )
    check_roster_names(roster)
    pinned = pinned_hunters(scenario, roster)
    state = VampireHunterState(
        seed=seed,
        seed_sha256=seed_commitment(seed),
        players=[
            Player(e.name, i, list(e.aliases), camp=HUNTERS, gender=e.gender)
            for i, e in enumerate(roster, start=1)
        ],
    )
    ctx = Context(state, scenario)
    free = [k for k in scenario.hunters if k not in pinned.values()]
    cards = iter(
        ctx.dice.shuffle(
            "setup.hunters",
            free,
            say=str(worded(scenario, "dice-setup-hunters")),
        )
    )
    for player in state.players:  # V-S-1: a hunter card at random, on its origin town
        card = pinned.get(player.name) or next(cards)
        origin = scenario.hunters[card].origin
        player.roles = [card]
        state.hunters[player.name] = Hunter(card=card, town=origin, previous=origin)
        ctx.emit(
            "hunter_card",
            rule="V-S-1",
            player=player.name,
            hunter=scenario.hunters[card].name,
            card=card,
            town=origin,
        )
    # V-S-2: the tokens on Brașov, the decks shuffled
    state.tokens = {scenario.rules.start_town: scenario.rules.start_tokens}
    state.vampire_deck = ctx.dice.shuffle(
        "setup.vampires",
        list(scenario.vampires),
        say=str(worded(scenario, "dice-setup-vampires")),
    )
    state.travel_deck = ctx.dice.shuffle(
        "setup.travel",
        [k for k, c in scenario.travel.items() for _ in range(c.copies)],
        say=str(worded(scenario, "dice-setup-travel")),
    )
    state.equipment_deck = ctx.dice.shuffle(
        "setup.equipment",
        [k for k, c in scenario.equipment.items() for _ in range(c.copies)],
        say=str(worded(scenario, "dice-setup-equipment")),
    )
    state.propagation_deck = ctx.dice.shuffle(
        "setup.propagation",
        list(scenario.propagation),
        say=str(worded(scenario, "dice-setup-propagation")),
    )
    state.order = turn_order(scenario, state, ctx)
    ctx.emit(
        "game_start",
        rule="V-S-2",
        count=n,
        players=[p.name for p in state.players],
        town=scenario.rules.start_town,
        tokens=scenario.rules.start_tokens,
        seed_sha256=state.seed_sha256,
    )
    ctx.emit("turn_order", rule="V-S-4", order=list(state.order))
    propagation.propagate(state, ctx, scenario)  # V-S-3: before the first turn
    ctx.emit("board", rule="V-S-3", **board(state, scenario))
    state.turn, state.phase, state.current = 1, HUNT, 0
    ctx.emit("hunter_turn", rule="V-T-1", player=state.order[0], town=state.hunters[state.order[0]].town)
    return state, ctx


def board(state: VampireHunterState, scenario: VampireHunterScenario) -> dict[str, Any]:
    """The board as event data: the tokens by town (map order), and each hunter's town and wounds."""
    return {
        "tokens": {t: state.tokens[t] for t in scenario.towns if state.tokens.get(t)},
        "hunters": {
            name: {
                "town": state.hunters[name].town,
                "wounds": state.hunters[name].wounds,
                "card": state.hunters[name].card,
            }
            for name in state.order or [p.name for p in state.players]
        },
    }
