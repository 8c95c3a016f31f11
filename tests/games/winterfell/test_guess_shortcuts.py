"""W-E-10: a new guess replaces the guesser's guess of the same turn, looked for among the
turn's guesses only (the list's last: the guesses are filed in turn order), and a guesser
typed as in the roster is taken as he is; the engine's name index is shared by the next state
with the same names and aliases (``GameState.names``). These tests play random games with
guesses typed exactly, loosely, twice a turn and by spectators, and compare every verdict and
the guesses kept with the filter over every guess and a name index of the state's own.
"""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.names import NameIndex
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.games.winterfell.rules import actions as orders
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import ELECTIONS, Guess, WinterfellState
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _extra_guesses(state: WinterfellState, rng: random.Random) -> list[Action]:
    """Guesses by players who may have guessed this turn already, typed loosely at times, and by
    spectators named like players (refused)."""
    names = [p.name for p in state.players]
    living = [p.name for p in state.players if p.alive]
    out: list[Action] = []
    for _ in range(3):
        by = rng.choice(names)
        typed = rng.choice((by, by.lower(), f" {by} ", by.upper()))
        out.append(orders.FileGuess(by=typed, ghost=rng.choice(living), spectator=rng.random() < 0.1))
    out.append(orders.FileGuess(by=f"Spectator {rng.randint(1, 3)}", cub=rng.choice(living), spectator=True))
    return out


def _expected(before: list[Guess], new: Guess) -> list[Guess]:
    """What a guess leaves: every guess but the guesser's of this turn, then the new one."""
    return [g for g in before if not (g.by == new.by and g.turn == new.turn)] + [new]


def _found_by_own_index(state: WinterfellState, typed: str) -> str | None:
    own = NameIndex([p.name for p in state.players], {p.name: p.aliases for p in state.players})
    return own.get(typed.strip())


@pytest.mark.parametrize("seed", range(4))
def test_w_e_10_guesses_kept_as_the_filter_over_every_guess_keeps_them(seed: int) -> None:
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(30), f"guess-shortcut-{seed}")
    rng = random.Random(seed)
    policy = RandomPolicy(rng, WINTERFELL)
    replaced = 0
    while not state.over and state.turn < 30:
        actions = policy.orders(state)
        if state.phase == ELECTIONS:
            filed = [a for a in actions if isinstance(a, orders.FileGuess) and not a.spectator]
            if filed:  # the same guesser again this turn, whatever the policy drew
                living = [p.name for p in state.players if p.alive]
                actions.append(orders.FileGuess(by=filed[0].by, ghost=rng.choice(living)))
            actions += _extra_guesses(state, rng)
        for action in actions:
            before = list(state.guesses)
            try:
                rules.apply(state, action, Context(state, WINTERFELL))
            except RuleViolation:
                if isinstance(action, orders.FileGuess) and action.spectator:  # named as in the roster
                    assert _found_by_own_index(state, action.by) is not None
                assert state.guesses == before
                continue
            if isinstance(action, orders.FileGuess):
                new = state.guesses[-1]
                assert state.guesses == _expected(before, new)
                replaced += len(before) + 1 - len(state.guesses)
                if not action.spectator:
                    assert new.by == _found_by_own_index(state, action.by)
                else:
                    assert _found_by_own_index(state, action.by) is None
        rules.apply(state, Resolve(), Context(state, WINTERFELL))
    assert replaced  # some guesses were filed twice in a turn


def test_name_index_shared_only_with_the_same_names_and_aliases() -> None:
    rules = WinterfellRules()
    roster = [RosterEntry(name=f"Joueur {i:02d}") for i in range(1, 31)]
    first, _ = rules.setup(WINTERFELL, roster, "names-a")
    second, _ = rules.setup(WINTERFELL, roster, "names-b")
    assert second.names is first.names
    with_alias = [RosterEntry(name=e.name, aliases=["Bran"] if i == 3 else []) for i, e in enumerate(roster)]
    third, _ = rules.setup(WINTERFELL, with_alias, "names-c")
    assert third.names is not first.names
    assert third.names.get("bran") == "Joueur 04" and first.names.get("bran") is None
    # an alias list changed in place after the index was made (and the state's caches dropped)
    # does not make a later state with the new aliases read the old index
    third.players[3].aliases.append("Hodor")
    third.invalidate()
    assert third.names.get("hodor") == "Joueur 04"
    fourth, _ = rules.setup(WINTERFELL, with_alias, "names-d")
    assert fourth.names.get("hodor") is None and fourth.names.get("bran") == "Joueur 04"
