"""W-J-3, W-J-5, W-E-1: a justice or election vote order typed exactly (every voter a living
player named as in the roster, every vote a name or key as the rules keep it) is accepted as a
whole without reading each vote (``justice._as_typed``, ``elections._as_typed``, for speed);
any other order is read and checked vote by vote. These tests play random games with the
policy's orders, wrong orders and orders typed loosely, and compare every verdict, refusal
text included, and the votes kept, with the vote-by-vote check alone.
"""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import actions as orders
from gmconsole.games.winterfell.rules import elections as we
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import ELECTIONS, GREAT_VASSAL, JUSTICE, WinterfellState
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
NO_REVOLT = WINTERFELL.model_copy(update={"justice": WINTERFELL.justice.model_copy(update={"revolt": False})})


def _loose_orders(state: WinterfellState, rng: random.Random) -> list[Action]:
    """Vote orders from anyone for anything, typed loosely at times: many are refused."""
    names = [p.name for p in state.players]
    living = [p.name for p in state.players if p.alive]

    def typed(name: str) -> str:
        return rng.choice((name, name.lower(), name.upper(), f" {name}"))

    out: list[Action] = []
    if state.phase == JUSTICE:
        accused = [a.accused for a in state.justice.accusations] or names
        pool = [*accused, wj.REVOLT, wj.ABSTAIN, "Révolte", "blanc", "", *names[:3]]
        for _ in range(4):
            voters = rng.sample(living, min(len(living), rng.randint(1, 6)))
            if rng.random() < 0.3:
                voters.append(rng.choice(names))  # dead at times
            votes = {typed(v) if rng.random() < 0.2 else v: rng.choice(pool) for v in voters}
            out.append(orders.JusticeVotes(votes=votes))
    elif state.phase == ELECTIONS and state.elections.round:
        pool = [*names, we.ABSTAIN, "aucun", "-", ""]
        for _ in range(4):
            voters = rng.sample(living, min(len(living), rng.randint(1, 6)))
            if rng.random() < 0.3:
                voters.append(rng.choice(names))
            votes = {typed(v) if rng.random() < 0.2 else v: rng.choice(pool) for v in voters}
            out.append(orders.ElectionVotes(votes=votes))
    return out


def _verdict(state: WinterfellState, action: Action, scenario: object) -> tuple[str, object]:
    ctx = Context(state, scenario)  # type: ignore[arg-type]
    module = wj if state.phase == JUSTICE else we
    try:
        module.apply_order(state, action, ctx)
    except RuleViolation as refused:
        return "refused", str(refused)
    return "entered", (dict(state.justice.votes), dict(state.elections.votes))


def _vote_by_vote(monkeypatch: pytest.MonkeyPatch, state: WinterfellState, action: Action, scenario: object):
    with monkeypatch.context() as m:
        m.setattr(wj, "_as_typed", lambda *a: False)
        m.setattr(we, "_as_typed", lambda *a: False)
        return _verdict(state, action, scenario)


@pytest.mark.parametrize("scenario", [WINTERFELL, NO_REVOLT], ids=["revolt", "no-revolt"])
def test_a_vote_order_accepted_whole_gets_the_vote_by_vote_verdict(
    monkeypatch: pytest.MonkeyPatch, scenario: object
) -> None:
    rules = WinterfellRules()
    roster = random_roster(30)
    compared = whole = refused = 0
    for seed in range(4):
        state, _ = rules.setup(scenario, roster, f"vote-checks-{seed}")  # type: ignore[arg-type]
        rng = random.Random(seed)
        policy = RandomPolicy(rng, scenario, mistakes=0.5)  # type: ignore[arg-type]
        step = 0
        while not state.over and step < 120:
            step += 1
            voting = state.phase == ELECTIONS or (
                state.phase == JUSTICE and wj.current_step(state) == wj.VOTE
            )
            actions = policy.orders(state)
            if voting:
                actions = [*policy.mistaken(state), *_loose_orders(state, rng), *actions]
            for action in actions:
                if voting and isinstance(action, (orders.JusticeVotes, orders.ElectionVotes)):
                    expected = _vote_by_vote(monkeypatch, state.model_copy(deep=True), action, scenario)
                    got = _verdict(state, action, scenario)
                    assert got == expected, action
                    compared += 1
                    refused += got[0] == "refused"
                    module = wj if state.phase == JUSTICE else we
                    whole += got[0] == "entered" and _accepted_whole(module, state, action, scenario)
                    continue
                try:
                    rules.apply(state, action, Context(state, scenario))  # type: ignore[arg-type]
                except RuleViolation:
                    pass
            rules.apply(state, Resolve(), Context(state, scenario))  # type: ignore[arg-type]
    assert compared > 100 and refused > 20 and whole > 10, (compared, refused, whole)


def _accepted_whole(module: object, state: WinterfellState, action: Action, scenario: object) -> bool:
    if module is wj:
        accused = [a.accused for a in state.justice.accusations]
        exact = {*accused, wj.REVOLT, wj.ABSTAIN}
        return wj._as_typed(state, action.votes, exact, scenario.justice)  # type: ignore[attr-defined]
    return we._as_typed(state, scenario, state.elections.round, action.votes)  # type: ignore[attr-defined]


def test_a_great_vassal_s_revolt_vote_is_read_vote_by_vote_and_kept() -> None:
    rules = WinterfellRules()
    state, _ = rules.setup(WINTERFELL, random_roster(30), "gv-revolt")
    for action in RandomPolicy(random.Random(1), WINTERFELL).orders(state):
        try:
            rules.apply(state, action, Context(state, WINTERFELL))
        except RuleViolation:
            pass
    while not (state.phase == JUSTICE and wj.current_step(state) == wj.VOTE):
        rules.apply(state, Resolve(), Context(state, WINTERFELL))
    gv = state.with_rank(GREAT_VASSAL)[0].name
    voter = next(p.name for p in state.living_index().living if p.rank != GREAT_VASSAL)
    exact = {*(a.accused for a in state.justice.accusations), wj.REVOLT, wj.ABSTAIN}
    votes = {voter: wj.REVOLT, gv: wj.REVOLT}
    assert not wj._as_typed(state, votes, exact, WINTERFELL.justice)
    wj.apply_order(state, orders.JusticeVotes(votes=votes), Context(state, WINTERFELL))
    assert state.justice.votes == votes
    with pytest.raises(RuleViolation, match="W-J-3"):
        wj.apply_order(
            state,
            orders.JusticeVotes(votes={gv: state.justice.accusations[0].accused}),
            Context(state, WINTERFELL),
        )


def test_a_candidate_named_like_an_abstention_is_read_vote_by_vote(monkeypatch: pytest.MonkeyPatch) -> None:
    """W-E-1: a vote typed "Aucun" is an abstention even when a candidate is called so; the
    order is then read vote by vote, as before."""
    roster = random_roster(30)
    roster[0] = roster[0].model_copy(update={"name": "Aucun"})
    state, _ = WinterfellRules().setup(WINTERFELL, roster, "abstention-name")
    aucun = state.wp("Aucun")
    monkeypatch.setattr(we, "candidates", lambda *a: [aucun])
    voter = roster[1].name
    assert not we._as_typed(state, WINTERFELL, GREAT_VASSAL, {voter: "Aucun"})
    assert we._as_typed(state, WINTERFELL, GREAT_VASSAL, {voter: we.ABSTAIN})
