"""The heuristic policies (issue 17, point 3): players act on what they know, and it shows in
the outcomes. Each game's heuristic is declared by its plug-in beside the random one."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules import registry
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.engine.rules.registry import find_plugin, find_rules
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import default_roster, simulate

SEEDS = "policies"


def play(game: str, players: int, seed: str, kind: str = "heuristic") -> Iterator[tuple[Any, Any, Any]]:
    """Each order of a game by the ``kind`` policy, with the state it was given on (before it is
    applied) and the policy itself; the caller reads them before the next one is applied."""
    scenario = load_scenario(game)
    rules = find_rules(game)
    policy = find_plugin(game).policy_class(kind)(random.Random(seed), scenario)
    state, _ = rules.setup(scenario, [RosterEntry(name=f"J{i:02d}") for i in range(players)], seed)
    for _ in range(500):
        if state.winner:
            return
        for order in policy.orders(state):
            yield state, order, policy
            try:
                rules.apply(state, order, Context(state, scenario))
            except RuleViolation:
                pass
        try:
            rules.apply(state, Resolve(), Context(state, scenario))
        except RuleViolation:
            return


def rate(game: str, kind: str, camp: str, games: int, players: int | None = None) -> float:
    scenario = load_scenario(game)
    summary = simulate(scenario, default_roster(scenario, players), games, seed=SEEDS, policy=kind)
    return summary.wins[camp] / summary.games


@pytest.mark.parametrize("game", [p.name for p in registry.plugins()])
def test_every_game_declares_a_heuristic_beside_its_random_policy(game: str) -> None:
    plugin = find_plugin(game)
    heuristic, random_policy = plugin.policy_class("heuristic"), plugin.policy_class("random")
    assert heuristic is not None and heuristic is not random_policy
    assert heuristic.__module__ == random_policy.__module__  # in the game's folder, beside it


def test_thiercelieux_villagers_win_more_often_with_the_heuristic() -> None:
    """Seers' answers, defenders of a werewolf remembered: the village wins clearly more often
    (about 70% against 50% over the same 300 seeds)."""
    assert (
        rate("thiercelieux", "heuristic", "villagers", 300)
        > rate("thiercelieux", "random", "villagers", 300) + 0.1
    )


def test_thiercelieux_werewolves_never_choose_a_werewolf_and_vote_against_a_wolf_they_know() -> None:
    """T-N-5: the pack knows itself and never picks one of its own; T-N-4: a player who knows a
    living werewolf among the possible targets votes against him."""
    from gmconsole.games.thiercelieux.rules.actions import DayVotes, WerewolvesChoice
    from gmconsole.games.thiercelieux.rules.state import WEREWOLF

    victims = votes_checked = 0
    for n in range(40):
        for state, order, _ in play("thiercelieux", 10, f"tl-{n}"):
            if isinstance(order, WerewolvesChoice) and order.victim:
                assert order.victim not in state.werewolves()
                victims += 1
            if isinstance(order, DayVotes):
                living = {p.name for p in state.players if p.alive}
                targets = set(state.candidates or living)
                for voter, target in order.votes.items():
                    if state.role(voter) == WEREWOLF:
                        continue
                    known = [
                        a
                        for a, f in state.known_by(voter).items()
                        if f.seen_as == WEREWOLF and a in living and a in targets and a != voter
                    ]
                    if known and not (voter in state.lovers and target in state.lovers):
                        assert target in known, (voter, target, known)
                        votes_checked += 1
    assert victims > 40 and votes_checked > 0


def test_winterfell_squads_never_go_for_a_wolf_a_member_knows() -> None:
    """W-S-5, W-A-5: a squad's target is never a wolf of the hierarchy nor a player one of its
    members knows as a wolf; every squad but the sword's posts a lookout of the hierarchy when
    one is left."""
    from gmconsole.games.winterfell.rules import assassination as wa
    from gmconsole.games.winterfell.rules.simulate import WOLFISH

    squads = 0
    for n in range(6):
        for state, order, _ in play("winterfell", 50, f"wf-{n}"):
            if isinstance(order, wa.SquadOrder) and not order.sword:
                hierarchy = {p.name for p in state.players if p.alive and p.hierarchy}
                assert order.target not in hierarchy
                for member in order.members:
                    known = {a for a, f in state.known_by(member).items() if f.seen_as in WOLFISH}
                    assert order.target not in known
                spare = hierarchy - set(order.members)
                assert order.lookout in spare or not spare
                squads += 1
    assert squads > 20


@pytest.mark.slow
def test_winterfell_loyalists_win_more_often_with_the_heuristic() -> None:
    """The GVs accuse the wolves they know and the vote follows what the loyalists know: the
    loyalists win clearly more often than with random play over the same 100 seeds (about 70%
    against 50%)."""
    heuristic = rate("winterfell", "heuristic", "loyalists", 100)
    assert heuristic > rate("winterfell", "random", "loyalists", 100) + 0.1


def test_astrub_mercenaries_keep_the_members_of_a_failed_mission_off_their_squads() -> None:
    """M-M-7: a failed mission is public with its squad; a mercenary leader proposes none of its
    members while he has enough others not suspected; a squad with a spy is always sabotaged."""
    from gmconsole.games.astrub.rules.actions import MissionChoices, ProposeSquad

    checked = 0
    for n in range(60):
        suspected: set[str] = set()
        cleared: set[str] = set()  # once on a mission that one sabotage would have failed: loyal
        played: tuple[int, list[str]] | None = None
        for state, order, _ in play("astrub", 7, f"as-{n}"):
            if played is not None and len(state.results) == played[0]:
                if state.results[-1]:
                    if played[0] != 4:  # a success where one sabotage was enough clears (M-M-7)
                        cleared |= set(played[1])
                else:
                    suspected |= set(played[1])
                suspected -= cleared
                played = None
            if isinstance(order, MissionChoices):
                spies = set(state.spies())
                assert not any(order.choices[m] for m in state.squad if m not in spies)
                assert any(order.choices.values()) == bool(spies & set(state.squad))
                played = (state.turn, list(state.squad))
            if isinstance(order, ProposeSquad) and state.turn in (2, 3):  # missions needing one sabotage
                leader = state.leader or state.players[0].name
                if leader in state.spies():
                    continue
                trusted = [p.name for p in state.players if p.name != leader and p.name not in suspected]
                if len(trusted) >= len(order.members) - 1:
                    assert not (set(order.members) - {leader}) & suspected, (order.members, suspected)
                    checked += 1
    assert checked > 50


@pytest.mark.slow
def test_vampire_hunter_hunters_win_more_often_with_the_heuristic() -> None:
    """V-V-1: hunters who go for the biggest stacks win more often: about 21% of 4-player games
    against 18% over the same 900 seeds. The dice decide most of this game (the board fills by
    propagation, V-V-2, and Dracula is met by luck), so the margin is small but steady."""
    scenario = load_scenario("vampire-hunter")
    roster = default_roster(scenario, 4)
    wins = {
        kind: sum(
            simulate(scenario, roster, 300, seed=seed, policy=kind).wins["hunters"]
            for seed in ("policies", "x", "y")
        )
        for kind in ("random", "heuristic")
    }
    assert wins["heuristic"] > wins["random"] + 18, wins


def test_vampire_hunter_heuristic_hunts_the_biggest_stack_and_keeps_away_when_dying() -> None:
    """V-T-1, V-T-3, V-F-5: next to the vampires a hunter goes to the town with the most tokens;
    far from them he takes a road that brings him nearer; one wound from death with nothing to
    heal with he avoids them (a death loses the game, V-V-2)."""
    from gmconsole.games.vampire_hunter.rules.turn import legal_moves

    seen = {"hunt": 0, "nearer": 0, "away": 0}
    for n in range(30):
        for state, order, policy in play("vampire-hunter", 4, f"vh-{n}"):
            hunter = state.hunters[order.hunter]
            legal = legal_moves(state, policy.scenario, order.hunter)
            first = order.moves[0]
            life = policy.scenario.hunters[hunter.card].life
            tokens = state.tokens
            if hunter.wounds + 1 >= life and not policy._healing(hunter):
                if any(not tokens.get(t) for t in legal):
                    assert not tokens.get(first)
                    seen["away"] += 1
            elif any(tokens.get(t) for t in legal):
                assert tokens.get(first) == max(tokens.get(t, 0) for t in legal)
                seen["hunt"] += 1
            else:
                distance = policy._distance_to_tokens(state)
                assert distance[first] == min(distance[t] for t in legal)
                seen["nearer"] += 1
    assert seen["hunt"] and seen["nearer"], seen
    if not seen["away"]:  # rare in play (the order heals one wound from death): built here
        state, order, policy = next(iter(play("vampire-hunter", 4, "vh-away")))
        hunter = state.hunters[order.hunter]
        hunter.wounds = policy.scenario.hunters[hunter.card].life - 1
        hunter.items = []
        legal = legal_moves(state, policy.scenario, order.hunter)
        state.tokens = {legal[0]: 3}
        for _ in range(20):
            (again,) = policy.orders(state)
            assert again.moves[0] != legal[0]
