"""The victory check after a resolution keeps its "no winner yet" while nothing it reads has
changed (``points.check_victory``, ``state.victory_seen``, issue 17's speed): it must declare
every victory the whole check (``points.victory``) finds, at the same step.

Random games are played on the simulator's path (one state and one context for the whole game)
and, after every resolution the game survives, the whole check is made on a copy of the state
(which has no kept verdict): it must find no winner either. A check given a stale verdict is
shown to miss a victory, so the comparison can fail.
"""

from __future__ import annotations

import random

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.rules import WinterfellRules
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import (
    CAPTAIN,
    GHOST,
    GREAT_VASSAL,
    JUSTICE,
    LOYALISTS,
    OVER,
    WOLVES,
    WinterfellState,
)
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
RULES = WinterfellRules()


def _play(players: int, seed: int) -> tuple[int, int]:
    """One random game; after every resolution, the whole check on a copy agrees. Returns the
    checks made and how many of them kept the last verdict."""
    state, ctx = RULES.setup(WINTERFELL, random_roster(players), f"kept-{players}-{seed}")
    policy = RandomPolicy(random.Random(seed), WINTERFELL)
    checks = kept = 0
    for step in range(400):
        if state.over:
            break
        ctx.next_step()
        for action in policy.orders(state):
            try:
                RULES.apply(state, action, ctx)
            except RuleViolation:
                continue
            if state.phase != ctx.phase or state.turn != ctx.turn:
                ctx.next_step()
        seen = state.victory_seen
        before = state.living_index().changes
        RULES.apply(state, Resolve(), ctx)
        checks += 1
        index = state.living_index()
        kept += seen is not None and seen[0] is index and seen[1] == index.changes == before
        if not state.over:
            fresh = state.model_copy(deep=True)
            assert fresh.victory_seen is None  # a copy checks afresh
            assert points.victory(fresh, ctx) is None, f"seed {seed} step {step}: a victory missed"
    assert state.over
    return checks, kept


@pytest.mark.parametrize("players", [25, 50])
def test_w_v_4_a_kept_verdict_misses_no_victory(players: int) -> None:
    checks = kept = 0
    for seed in range(6):
        made, saved = _play(players, seed)
        checks, kept = checks + made, kept + saved
    assert 0 < kept < checks  # the shortcut is taken, and not always


@pytest.mark.slow
@pytest.mark.parametrize("players", [25, 36, 50])
def test_w_v_4_a_kept_verdict_misses_no_victory_in_more_games(players: int) -> None:
    for seed in range(6, 30):
        _play(players, seed)


def _dealt() -> tuple[WinterfellState, Context]:
    state, ctx = RULES.setup(WINTERFELL, random_roster(50), "kept-unit")
    return state, Context(state, WINTERFELL)


def test_w_v_2_a_wolf_promoted_among_the_gvs_ends_a_kept_verdict() -> None:
    state, ctx = _dealt()
    points.check_victory(state, ctx)
    assert not state.over and state.victory_seen is not None
    wolf = next(p for p in state.players if p.camp == WOLVES and p.rank == CAPTAIN)
    wolf.rank = GREAT_VASSAL
    state.player_promoted(wolf, CAPTAIN)
    points.check_victory(state, ctx)
    assert (state.winner, state.victory_rule, state.phase) == (WOLVES, "W-V-2", OVER)


def test_w_v_1_the_ghosts_death_ends_a_kept_verdict() -> None:
    state, ctx = _dealt()
    points.check_victory(state, ctx)
    assert state.victory_seen is not None
    ghost = next(p for p in state.players if p.hierarchy == GHOST)
    ghost.alive, ghost.died_turn = False, 0
    state.player_died(ghost)
    points.check_victory(state, ctx)  # W-V-1: at the end of the next assassination phase
    assert not state.over
    state.phase = JUSTICE  # that phase over (``ctx`` was made in it)
    points.check_victory(state, ctx)
    assert (state.winner, state.victory_rule) == (LOYALISTS, "W-V-1")


def test_w_v_4_a_stale_verdict_would_miss_a_victory() -> None:
    """The comparison above can fail: a wolf made a GV behind the state's back (no
    ``player_promoted``) leaves the kept verdict standing, and the whole check disagrees."""
    state, ctx = _dealt()
    points.check_victory(state, ctx)
    wolf = next(p for p in state.players if p.camp == WOLVES and p.rank == CAPTAIN)
    index = state.living_index()
    index.ranks[GREAT_VASSAL].append(wolf)  # what a rule that forgot to tell the index would leave
    points.check_victory(state, ctx)
    assert not state.over
    assert points.victory(state, ctx) is not None  # the whole check sees the wolf GV


def test_w_v_4_a_copy_a_new_index_or_another_scenario_checks_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    state, ctx = _dealt()
    points.check_victory(state, ctx)
    assert state.victory_seen is not None
    assert state.model_copy(deep=True).victory_seen is None
    whole = points._victory  # the whole check (``victory`` and ``victory_kept`` call it)
    made: list[str] = []
    monkeypatch.setattr(points, "_victory", lambda *given: made.append("check") or whole(*given))
    points.check_victory(state, ctx)
    assert made == []  # nothing changed: the verdict kept
    points.check_victory(state, Context(state, WINTERFELL.model_copy()))
    assert made == ["check"]  # another scenario object
    points.check_victory(state, ctx)
    state.players_changed()  # the index dropped: the kept verdict names the old one
    points.check_victory(state, ctx)
    assert made == ["check", "check", "check"]


def test_w_v_4_the_elections_check_is_the_one_kept_after_the_resolution(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``elections.game_won`` (in the middle of a resolution) keeps its "no winner" for the check
    after the resolution, which makes it again only when something moved in between."""
    from gmconsole.games.winterfell.rules import elections

    state, ctx = _dealt()
    assert not elections.game_won(state, ctx)
    whole = points._victory
    made: list[str] = []
    monkeypatch.setattr(points, "_victory", lambda *given: made.append("check") or whole(*given))
    points.check_victory(state, ctx)
    assert made == []
    gv = state.living_index().ranks[GREAT_VASSAL][0]
    gv.alive = False
    state.player_died(gv)
    assert not elections.game_won(state, ctx)
    points.check_victory(state, ctx)
    assert made == ["check"]
