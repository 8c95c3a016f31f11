"""W-A-14: the night's orders are checked against the whole set at each entry. ``apply_order``
checks only what an order changes (a new squad against the others, a role's order with the
roles') while the state is the one the set was last checked against; these tests play random
games with well-formed and wrong orders and compare every verdict, refusal text included, with
the whole check made on a copy of the state (a copy is always checked whole).
"""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import actions as orders
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import ASSASSINATION, GUARD, KNIGHT, WinterfellState
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


def _wrong_orders(state: WinterfellState, rng: random.Random) -> list[Action]:
    """Night orders drawn from every player, dead or alive, wolf or not: many are refused."""
    names = [p.name for p in state.players]
    wolves = [p.name for p in state.players if p.hierarchy] or names
    out: list[Action] = []
    for _ in range(3):
        members = rng.sample(wolves, min(len(wolves), rng.choice((1, 2, 3))))
        if rng.random() < 0.3:
            members.append(rng.choice(names))
        out.append(
            orders.SquadOrder(
                members=members,
                target=rng.choice(names),
                lookout=rng.choice(["", *wolves, *names]),
                sword=rng.random() < 0.1,
            )
        )
    out.append(orders.BenProtects(protects=rng.choice(names)))
    out.append(orders.GreenseerAsks(asks=rng.choice(names)))
    out.append(orders.AbelAsks(asks=rng.choice(names)))
    out.append(orders.Pie(torture=rng.random() < 0.5))
    if rng.random() < 0.2:
        out.append(orders.RemoveSquad(index=rng.randint(1, 3)))
    rng.shuffle(out)
    return out


def _verdict(state: WinterfellState, action: Action) -> tuple[str, object]:
    ctx = Context(state, WINTERFELL)
    try:
        wa.apply_order(state, action, ctx)
    except RuleViolation as refused:
        return "refused", str(refused)
    return "entered", (
        repr(state.assassination),
        [e.kind for e in ctx.events],
        [str(w) for w in ctx.warnings],
    )


@pytest.mark.slow
def test_w_a_14_an_order_checked_by_its_change_gets_the_whole_checks_verdict() -> None:
    rules = WinterfellRules()
    roster = random_roster(30)
    compared = refused = resolved = 0
    for seed in range(10):
        state, _ = rules.setup(WINTERFELL, roster, f"night-checks-{seed}")
        rng = random.Random(seed)
        policy = RandomPolicy(rng, WINTERFELL)
        step = 0
        while not state.over and step < 200:
            night = state.phase == ASSASSINATION
            actions = policy.orders(state)
            if night:
                actions = [*actions, *_wrong_orders(state, rng)]
            for action in actions:
                if not night:
                    try:
                        rules.apply(state, action, Context(state, WINTERFELL))
                    except RuleViolation:
                        pass
                    continue
                whole = state.model_copy(deep=True)  # another state: checked whole
                expected = _verdict(whole, action)
                assert _verdict(state, action) == expected, f"seed {seed} step {step}: {action!r}"
                compared += 1
                refused += expected[0] == "refused"
            if night:  # the resolution reads what the entries worked out; a copy's works it out
                whole = state.model_copy(deep=True)
                mine, theirs = Context(state, WINTERFELL), Context(whole, WINTERFELL)
                rules.apply(state, Resolve(), mine)
                rules.apply(whole, Resolve(), theirs)
                assert [e.model_dump() for e in mine.events] == [e.model_dump() for e in theirs.events]
                assert [r.model_dump() for r in mine.rolls] == [r.model_dump() for r in theirs.rolls]
                assert state == whole, f"seed {seed} step {step}"
                resolved += 1
            else:
                rules.apply(state, Resolve(), Context(state, WINTERFELL))
            step += 1
    assert compared > 200 and 20 < refused < compared and resolved > 20


def test_w_a_14_a_player_changed_between_two_orders_is_checked_again() -> None:
    """The stamp follows the state: a wolf who died between two orders (``player_died``, as the
    GM's removal does) makes the first squad illegal at the next order, as a whole check says."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(30), "night-checks-death")
    wolves = [p.name for p in state.hierarchy()]
    target = next(p.name for p in state.players if not p.hierarchy)
    wa.apply_order(
        state,
        orders.SquadOrder(members=[wolves[1]], target=target, lookout=wolves[2]),
        Context(state, WINTERFELL),
    )
    dead = state.wp(wolves[1])
    dead.alive = False
    state.player_died(dead)
    with pytest.raises(RuleViolation, match=r"cannot be in squad 1 \(W-A-3\)"):
        wa.apply_order(
            state,
            orders.SquadOrder(members=[wolves[3]], target=target, lookout=wolves[2]),
            Context(state, WINTERFELL),
        )


def test_w_a_14_the_stamp_changes_when_the_index_follows_a_promotion_or_a_role() -> None:
    """The index of the living follows an election's promotion and a role gained in place (the
    same index object): the night's stamp still changes, so the next order is checked whole."""
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(30), "night-checks-promotion")
    scenario = wa._scenario(Context(state, WINTERFELL))
    index = state.living_index()
    guard = next(p for p in index.living if p.rank == GUARD and not p.roles)
    before = wa._stamp(state, scenario)
    guard.rank = KNIGHT
    state.player_promoted(guard, GUARD)
    assert state.living_index() is index  # followed in place, not rebuilt
    promoted = wa._stamp(state, scenario)
    assert promoted != before
    guard.roles = [*guard.roles, "reek"]
    state.role_changed(guard, "reek")
    assert state.living_index() is index
    assert wa._stamp(state, scenario) != promoted


def test_an_orders_copy_copies_every_field() -> None:
    """``apply_order`` copies the night's orders field by field, by name: a field added to
    ``AssassinationOrders`` must be added to the copy (each field given a value of its own)."""
    from gmconsole.games.winterfell.rules.state import AssassinationOrders, Squad

    base = AssassinationOrders(
        squads=[Squad(members=["a"], target="b")],
        sword_bearer="c",
        passage=["d", "e"],
        passage_sent=True,
        ben_protects="f",
        reek_scans={"g": "h"},
        greenseer_asks="i",
        abel_asks="j",
        pie=False,
        no_assassination=True,
    )
    defaults = AssassinationOrders()
    changed = [
        name
        for name in AssassinationOrders.__dataclass_fields__
        if getattr(base, name) == getattr(defaults, name)
    ]
    assert changed == [], f"give these fields a value of their own here: {changed}"
    copied = wa._copy_orders(base)
    assert copied == base and copied is not base
    for name in AssassinationOrders.__dataclass_fields__:
        assert getattr(copied, name) is getattr(base, name)


def test_an_entered_squad_is_the_squad_its_class_makes() -> None:
    """``apply_order`` makes a squad without its class's ``__init__`` (issue 17): every field is
    set, and the squad equals ``Squad(members, target, lookout, sword)`` of the roster's names
    (a field added to ``Squad`` must be set there too)."""
    from gmconsole.games.winterfell.rules.state import Squad

    rules = WinterfellRules()
    for seed in range(6):
        state, ctx = rules.setup(WINTERFELL, random_roster(30), f"squad-made-{seed}")
        state.phase, ctx = ASSASSINATION, Context(state, WINTERFELL)
        wolves = [p for p in state.players if p.hierarchy and p.alive]
        target = next(p for p in state.players if not p.hierarchy)
        members = [w.name.upper() for w in wolves[:2]]  # resolved to the roster's names
        lookout = wolves[2].name if len(wolves) > 2 and seed % 2 else "  "
        wa.apply_order(state, orders.SquadOrder(members=members, target=target.name, lookout=lookout), ctx)
        made = state.assassination.squads[-1]
        for name in Squad.__dataclass_fields__:
            getattr(made, name)  # set (a slot never set raises AttributeError)
        expected = Squad([w.name for w in wolves[:2]], target.name, lookout.strip(), False)
        assert made == expected and type(made) is Squad
