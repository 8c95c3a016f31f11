"""Victory (W-V): checked after every resolution, with the rule that ended the game."""

from __future__ import annotations

import pytest
from phase_cast import SCENARIO, kill, one, play, refused, resolve, table, with_settings

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Context, RosterEntry
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.assassination import SquadOrder
from gmconsole.games.winterfell.rules.elections import ElectionVotes
from gmconsole.games.winterfell.rules.justice import Accuse, JusticeVotes


def execute(state, name: str, others=("g11", "g12")) -> None:
    """Run a justice phase that executes ``name`` (then skip the interrogation)."""
    play(
        state,
        Accuse(by="gv1", accused=name, justification="il a protégé un Loup"),
        Accuse(by="gv2", accused=others[0], justification="trop calme"),
        Accuse(by="gv3", accused=others[1], justification="regard fuyant"),
    )
    resolve(state)
    play(
        state,
        JusticeVotes(
            votes={p.name: name for p in state.living() if p.rank != "great_vassal" and p.name != name}
        ),
    )
    resolve(state)
    if state.phase == "justice":
        resolve(state)


def finish_elections(state) -> None:
    while state.phase == "elections":
        if state.elections.round:
            pool = [
                p.name
                for p in state.living()
                if p.rank == ("captain" if state.elections.round == "great_vassal" else "knight")
            ]
            play(state, ElectionVotes(votes={p.name: pool[-1] for p in state.living()}))
        resolve(state)


def end_assassination(state) -> Context:
    """Resolve the assassination phase with no orders (W-A-3 default: the wolves may order none)."""
    return resolve(state)


# -- W-V-1 ---------------------------------------------------------------------------------------
def test_w_v_1_the_ghost_executed_in_justice_makes_the_loyalists_win_at_the_end_of_the_next_assassination_phase():
    """W-V-1: the ghost executed in justice makes the loyalists win at the end of the next assassination phase."""
    state = table()
    execute(state, "cap1")
    assert not state.wp("cap1").alive and state.ghost_died_turn == 1
    assert not state.over and state.phase == "elections"
    finish_elections(state)
    assert not state.over and (state.turn, state.phase) == (2, "assassination")
    alive_before = [p.name for p in state.living()]
    refused(
        state,
        SquadOrder(members=["kn1", "kn3"], target="g20", lookout="g2"),
        r"the ghost is dead: this assassination phase has no victims \(W-V-1\)",
    )
    ctx = end_assassination(state)
    assert (
        state.over and state.winner == "loyalists" and state.victory_rule == "W-V-1" and state.phase == "over"
    )
    victory = one(ctx, "victory")
    assert (
        victory.audience.to == "public" and victory.rule == "W-V-1" and victory.data["winner"] == "loyalists"
    )
    assert [p.name for p in state.living()] == alive_before, (
        "the phase after the ghost's death has no victims"
    )


def test_w_v_1_a_ghost_killed_during_an_assassination_phase_wins_only_at_the_end_of_the_next_one():
    """W-V-1: a ghost killed during an assassination phase wins only at the end of the next one."""
    state = table(phase="justice")
    kill(state, "cap1", phase="assassination")
    ctx = Context(state, SCENARIO)  # the resolution of turn 1's assassination phase just ended
    ctx.phase = "assassination"
    points.check_victory(state, ctx)
    assert not state.over
    state.turn = 2
    ctx = Context(state, SCENARIO)
    ctx.phase = "assassination"
    points.check_victory(state, ctx)
    assert state.winner == "loyalists" and state.victory_rule == "W-V-1"


def test_w_v_1_can_be_immediate_by_setting():
    """W-V-1: can be immediate by setting."""
    scenario = with_settings("points", ghost_death_wins_after_next_assassination=False)
    state = table()
    play(
        state,
        Accuse(by="gv1", accused="cap1", justification="il a protégé un Loup"),
        Accuse(by="gv2", accused="g11", justification="trop calme"),
        Accuse(by="gv3", accused="g12", justification="regard fuyant"),
        scenario=scenario,
    )
    resolve(state, scenario)
    play(
        state,
        JusticeVotes(votes={p.name: "cap1" for p in state.living() if p.rank != "great_vassal"}),
        scenario=scenario,
    )
    ctx = resolve(state, scenario)
    assert state.victory_rule == "W-V-1" and one(ctx, "victory").data["winner"] == "loyalists"


# -- W-V-2 ---------------------------------------------------------------------------------------
def _elect_gv(candidate: str, **changes):
    state = table(**changes)
    execute(state, "gv3")  # gv3 is executed: one GV seat
    assert state.phase == "elections" and state.elections.round == "great_vassal"
    play(state, ElectionVotes(votes={p.name: candidate for p in state.living()}))
    ctx = resolve(state)
    return state, ctx


def test_w_v_2_a_wolf_elected_gv_makes_the_wolves_win():
    """W-V-2: a wolf elected gv makes the wolves win."""
    state, ctx = _elect_gv("cap2", cap2={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    assert state.winner == "wolves" and state.victory_rule == "W-V-2" and state.phase == "over"
    assert one(ctx, "victory").rule == "W-V-2"
    assert not state.elections.round or state.phase == "over"


def test_w_v_2_the_ghost_elected_gv_makes_the_wolves_win():
    """W-V-2: the ghost elected gv makes the wolves win."""
    state, _ = _elect_gv("cap1")
    assert state.winner == "wolves" and state.victory_rule == "W-V-2"


def test_w_v_1_no_wolf_victory_after_the_ghosts_death_even_for_a_wolf_elected_gv_the_same_turn():
    """W-V-1, W-V-2: the seed: "S'il meurt, les Loups sont vaincus." The ghost executed in
    justice, then a wolf elected GV in the same turn's elections: the wolves do not win; the
    loyalists win at the end of the next assassination phase."""
    state = table(cap2={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    play(
        state,
        Accuse(by="gv1", accused="cap1", justification="il rôde la nuit"),
        Accuse(by="gv2", accused="gv3", justification="traître"),
        Accuse(by="gv3", accused="g11", justification="trop calme"),
    )
    resolve(state)
    votes = {
        p.name: ("cap1" if p.rank == "captain" else "gv3") for p in state.living() if p.rank != "great_vassal"
    }
    play(state, JusticeVotes(votes=votes))
    resolve(state)
    if state.phase == "justice":
        resolve(state)
    assert not state.wp("cap1").alive and not state.wp("gv3").alive and state.ghost_died_turn == 1
    assert state.phase == "elections" and state.elections.round == "great_vassal"
    play(state, ElectionVotes(votes={p.name: "cap2" for p in state.living()}))
    ctx = resolve(state)
    assert state.wp("cap2").rank == "great_vassal"
    assert not state.over and state.winner != "wolves", "the wolves cannot win once the ghost is dead"
    assert [e for e in ctx.events if e.kind == "victory"] == []
    finish_elections(state)
    assert not state.over and (state.turn, state.phase) == (2, "assassination")
    end_assassination(state)
    assert (state.winner, state.victory_rule) == ("loyalists", "W-V-1")


def test_w_v_2_abel_and_the_turncoat_elected_gv_are_not_wolves():
    """W-V-2: abel and the turncoat elected gv are not wolves."""
    state, _ = _elect_gv(
        "cap2", cap2={"camp": "wolves", "roles": ["abel"]}, g26={"camp": "loyalists", "roles": []}
    )
    assert not state.over
    state, _ = _elect_gv(
        "cap2",
        cap2={"camp": "loyalists", "hierarchy": "cub", "lieutenant": "kn2", "roles": ["turncoat"]},
        g4={"camp": "wolves", "roles": []},
    )
    assert not state.over
    scenario = with_settings("points", abel_counts_as_wolf=True)
    state = table(cap2={"camp": "wolves", "roles": ["abel"]})
    state.wp("cap2").rank = "great_vassal"
    state.players_changed()
    ctx = Context(state, scenario)
    points.check_victory(state, ctx)
    assert state.victory_rule == "W-V-2"


# -- W-V-3 ---------------------------------------------------------------------------------------
def test_w_v_3_worshippers_in_play_win_when_fewer_than_15_players_survive():
    """W-V-3: worshippers in play win when fewer than 15 players survive."""
    worshippers = {f"gv{i}": {"camp": "worshippers"} for i in (1, 2, 3)}
    state = table(**worshippers)
    keep = {
        "gv1",
        "gv2",
        "gv3",
        "cap1",
        "cap2",
        "cap3",
        "cap4",
        "cap5",
        "kn1",
        "kn2",
        "kn3",
        "kn4",
        "g10",
        "g11",
        "g12",
    }
    kill(state, *[p.name for p in state.players if p.name not in keep])
    survivors = len(state.living())
    assert survivors == 15
    execute(state, "g10")
    assert state.winner == "worshippers" and state.victory_rule == "W-V-3"
    assert len(state.living()) == 14


def test_w_v_3_needs_a_living_worshipper():
    """W-V-3: needs a living worshipper."""
    state = table()
    kill(state, *[p.name for p in state.players if p.rank == "guard"][:30])
    execute(state, "kn10", others=("kn11", "kn12"))
    assert not state.over


# -- W-V-4 ---------------------------------------------------------------------------------------
def test_w_v_4_victory_is_checked_after_every_resolution_and_names_the_rule_and_the_game_refuses_more_orders():
    """W-V-4: victory is checked after every resolution and names the rule and the game refuses more orders."""
    roster = [RosterEntry(name=name, pins=pins) for name, pins in _pinned_roster()]
    game = Game.new(SCENARIO, roster, "w-v-4")
    from gmconsole.engine.actions import Resolve

    game.push(Resolve())  # the assassination phase (no orders)
    game.push([Accuse(by="Roose", accused="Edd", justification="il rôde la nuit"), Resolve()])
    game.push(
        [
            JusticeVotes(votes={p.name: "Edd" for p in game.state.living() if p.rank != "great_vassal"}),
            Resolve(),
        ]
    )
    if game.state.phase == "justice":
        game.push(Resolve())
    while not game.state.over:
        game.push(Resolve())
        assert game.state.turn <= 3
    kinds = [e.kind for e in game.journal[-1].events]
    assert kinds[-3:] == ["victory", "end_report", "seed_revealed"]  # the seed revealed last
    assert game.state.victory_rule == "W-V-1"
    with pytest.raises(RuleViolation, match=r"the game is over: les loyalistes won \(W-V-1\)"):
        game.push(Resolve())
    assert (game.checklist()[0].label, game.checklist()[0].detail) == (
        "partie terminée",
        "victoire\u202f: les loyalistes (W-V-1)",
    )


def _pinned_roster():
    yield "Roose", {"rank": "great_vassal"}
    yield "Edd", {"hierarchy": "ghost", "rank": "captain"}
    for i in range(48):
        yield f"P{i:02d}", {}


def test_w_v_1_the_ghost_is_found_again_after_his_place_or_the_players_change():
    """W-S-3, W-V-1: ``state.ghost()`` remembers where the ghost sits, and still finds him when
    the players are reordered or another player is made the ghost (a GM's takeover)."""
    state = table()
    ghost = state.ghost()
    assert ghost is not None and ghost.hierarchy == "ghost"
    assert state.ghost() is ghost
    state.players = [*reversed(state.players)]
    assert state.ghost() is ghost
    other = next(p for p in state.players if not p.hierarchy)
    ghost.hierarchy, other.hierarchy = "", "ghost"
    assert state.ghost() is other
    other.hierarchy = ""
    assert state.ghost() is None
