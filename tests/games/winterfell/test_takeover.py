"""Taking over a running game (issue 12, W-S-16): a GM who inherits a forum game at turn 4 enters
it as it stands, and the same engine goes on from there; descriptions that break the rules are
refused naming the key."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from pathlib import Path

import pytest
import tomli_w

from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.games.winterfell.rules.simulate import RandomPolicy, random_roster
from gmconsole.games.winterfell.rules.state import WinterfellState
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_running, load_scenario
from policy_play import play_step

WF = load_scenario("winterfell")


def play_on(game: Game, policy: RandomPolicy, until: Callable[[WinterfellState], bool]) -> None:
    """Step by step until the game is over or ``until(state)`` holds: the policy's orders (those
    the rules refuse dropped, as a GM drops them), then the resolution."""
    while not game.state.over and not until(game.state):
        play_step(game, policy)


def played_to(turn: int, seed: str = "played", phase: str = "assassination", n: int = 50) -> Game:
    """A game played by the random policy up to the start of ``turn``'s ``phase``."""
    rng = random.Random(seed)
    for attempt in range(40):
        game = Game.new(WF, random_roster(n), f"{seed}-{attempt}")
        policy = RandomPolicy(rng, WF)
        play_on(game, policy, lambda s: (s.turn, s.phase) == (turn, phase))
        if not game.state.over:
            return game
    raise AssertionError("no game reached the turn")


def describe(state: WinterfellState) -> tuple[list[RosterEntry], dict]:
    """The running-game description of ``state``, as a GM would write it from his spreadsheet."""
    players: dict[str, dict] = {}
    for p in state.players:
        facts: dict = {"rank": p.rank, "camp": p.camp, "roles": list(p.roles)}
        if p.hierarchy:
            facts["hierarchy"] = p.hierarchy
        if p.lieutenant:
            facts["lieutenant"] = p.lieutenant
        if not p.alive:
            facts["dead"] = {"turn": p.died_turn, "phase": p.died_phase, "cause": "killed"}
        known = {about: fact.seen_as for about, fact in state.known_by(p.name).items()}
        if known:
            facts["knows"] = known
        players[p.name] = facts
    top: dict = {"turn": state.turn, "phase": state.phase, "worshippers": state.worshippers_in_play}
    if state.revolt_turn:
        top["revolt_turn"] = state.revolt_turn
    if state.ben_protected:
        top["ben_protected"] = list(state.ben_protected)
    if state.prophecies:
        top["prophecies"] = dict(state.prophecies)
    if state.sword.holder:
        top["sword"] = {
            "holder": state.sword.holder,
            "held_since_turn": state.sword.held_since_turn,
            "struck_turn": state.sword.struck_turn,
        }
    if state.passage is not None and state.passage.usable_turn >= state.turn:
        top["passage"] = {"real": state.passage.real, "usable_turn": state.passage.usable_turn}
    roster = [RosterEntry(name=p.name, aliases=list(p.aliases)) for p in state.players]
    return roster, {"state": top, "players": players}


def secrets_of(state: WinterfellState) -> list[tuple]:
    return [
        (p.name, p.rank, p.camp, p.hierarchy, p.lieutenant, p.roles, p.alive, p.died_turn)
        for p in state.players
    ]


@pytest.mark.slow
def test_w_s_16_a_game_taken_over_at_turn_4_goes_on_with_the_same_engine(tmp_path: Path):
    """Issue 12: "A GM who inherits a forum game at turn 4 must be able to enter it as it stands":
    the state the engine played to turn 4, written as a running-game file, is taken over whole
    (ranks after the elections, the dead, the hierarchy, the sword, Ben, the passage, what each
    one knows) and played on to the end; the save verifies."""
    source = played_to(4, "t4")
    roster, running = describe(source.state)
    path = tmp_path / "reprise.toml"
    path.write_text(
        tomli_w.dumps(
            {"state": running["state"], "players": [{"name": n, **f} for n, f in running["players"].items()]}
        ),
        encoding="utf-8",
    )
    roster, running = load_running(path)
    game = Game.new(WF, roster, "new-seed", running)
    state = game.state
    assert (state.turn, state.phase) == (4, "assassination")
    assert secrets_of(state) == secrets_of(source.state)
    assert state.ben_protected == source.state.ben_protected
    assert state.prophecies == source.state.prophecies
    assert state.sword.holder == source.state.sword.holder
    for p in state.players:
        mine = {a: f.seen_as for a, f in state.known_by(p.name).items()}
        theirs = {a: f.seen_as for a, f in source.state.known_by(p.name).items()}
        assert mine == theirs, p.name
    kinds = [e.kind for e in game.setup.events]
    assert "game_resumed" in kinds and "role_card" not in kinds
    save_game(game, tmp_path / "game.toml")
    game = load_game(tmp_path / "game.toml")
    assert game.verify() == []
    policy = RandomPolicy(random.Random(3), WF)
    play_on(game, policy, lambda s: s.turn >= 12)
    assert game.state.turn > 4 or game.state.over
    save_game(game, tmp_path / "game.toml")
    assert load_game(tmp_path / "game.toml").verify() == []


def base() -> tuple[list[RosterEntry], dict]:
    """A small valid running game: 25 players at turn 3's justice."""
    names = [f"J{i:02d}" for i in range(1, 26)]
    ranks = ["great_vassal"] * 3 + ["captain"] * 5 + ["knight"] * 12 + ["guard"] * 5
    players = {n: {"rank": r} for n, r in zip(names, ranks)}
    players["J04"].update(hierarchy="ghost")
    players["J05"].update(hierarchy="lieutenant")
    players["J06"].update(hierarchy="lieutenant")
    for cub, lt in (("J09", "J05"), ("J10", "J05"), ("J11", "J06"), ("J12", "J06")):
        players[cub].update(hierarchy="cub", lieutenant=lt)
    players["J12"]["roles"] = ["turncoat"]
    players["J13"].update(roles=["greenseer"])
    players["J14"].update(roles=["ben_bones"])
    players["J21"].update(roles=["bastards_boy"])
    players["J07"].update(
        hierarchy="lieutenant", dead={"turn": 2, "phase": "assassination", "cause": "squad"}
    )
    players["J15"].update(dead={"turn": 1, "phase": "justice", "cause": "executed"})
    running = {
        "state": {
            "turn": 3,
            "phase": "justice",
            "prophecies": {"life": "J01", "death": "J15", "glory": "J22"},
            "ben_protected": ["J16"],
        },
        "players": players,
    }
    return [RosterEntry(name=n) for n in names], running


def test_w_s_16_a_small_running_game_is_taken_over_and_its_knowledge_built():
    """W-S-5 as the hierarchy stands: the ghost knows every wolf, a lieutenant his cubs and the
    ghost, a cub his lieutenant; a dead player is dead since his turn; the public view shows the
    ranks, the public deaths, no secret."""
    roster, running = base()
    game = Game.new(WF, roster, "s", running)
    state = game.state
    assert (state.turn, state.phase) == (3, "justice")
    assert not state.wp("J15").alive and state.wp("J15").died_turn == 1
    assert state.wp("J12").camp == "loyalists" and state.wp("J04").camp == "wolves"
    assert state.known_by("J04")["J12"].seen_as == "cub"
    assert state.known_by("J05").keys() == {"J04", "J09", "J10"}
    assert state.known_by("J09")["J05"].seen_as == "lieutenant"
    public = [e for e in game.setup.events if e.audience.to == "public"]
    assert [e.kind for e in public] == ["game_resumed"]
    assert public[0].data["dead"] == ["J07", "J15"] and "J07" not in public[0].data["ranks"]
    assert game.verify() == []
    # The justice phase goes on: the accusations, the vote, the elections.
    policy = RandomPolicy(random.Random(1), WF)
    play_on(game, policy, lambda s: s.phase != "justice")
    assert game.state.phase in ("elections", "over")
    assert game.verify() == []


def test_w_s_16_a_game_taken_over_at_the_elections_opens_them():
    """W-E-1: taken over at the elections, the first round with seats is opened at once."""
    roster, running = base()
    running["state"]["phase"] = "elections"
    running["players"]["J02"]["dead"] = {"turn": 3, "phase": "justice", "cause": "exécuté"}
    game = Game.new(WF, roster, "s", running)
    assert game.state.phase == "elections" and game.state.elections.round == "great_vassal"
    kinds = [e.kind for e in game.setup.events if e.audience.to == "public"]
    assert kinds[:2] == ["game_resumed", "elections_open"]


def test_w_s_16_a_death_not_made_public_is_not_shown_in_public():
    roster, running = base()
    running["players"]["J15"]["dead"]["public"] = False
    game = Game.new(WF, roster, "s", running)
    public = game.state.public_view()
    assert next(p for p in public["players"] if p["name"] == "J15")["alive"] is True
    assert not game.state.wp("J15").alive
    resumed = next(e for e in game.setup.events if e.kind == "game_resumed")
    assert "J15" not in resumed.data["dead"]


def broken(change) -> dict:
    roster, running = base()
    running = copy.deepcopy(running)
    change(running["state"], running["players"])
    return running


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s, p: s.pop("turn"), r"state\.turn: missing"),
        (lambda s, p: s.update(phase="dusk"), r"state\.phase: unknown phase 'dusk'"),
        (lambda s, p: s.update(colour=1), r"state: unknown key 'colour'"),
        (lambda s, p: p["J01"].pop("rank"), r"players\.J01\.rank: missing"),
        (lambda s, p: p["J01"].update(rank="king"), r"players\.J01\.rank: unknown rank 'king'"),
        (
            lambda s, p: p["J16"].update(dead={"turn": 3, "phase": "elections"}),
            r"players\.J16\.dead: died at turn 3 \(elections\), not before",
        ),
        (
            lambda s, p: p["J16"].update(dead={"turn": "two"}),
            r"players\.J16\.dead\.turn: a whole number is expected",
        ),
        (
            lambda s, p: p["J09"].update(lieutenant="J01"),
            r"players\.J09: his lieutenant J01 is not a lieutenant \(W-S-4\)",
        ),
        (lambda s, p: p["J09"].pop("lieutenant"), r"players\.J09: a living cub names his lieutenant"),
        (
            lambda s, p: p["J09"].update(lieutenant="Nobody"),
            r"players\.J09\.lieutenant: 'Nobody' is not a player",
        ),
        (
            lambda s, p: p["J04"].update(hierarchy="cub", lieutenant="J05"),
            r"players: the hierarchy has one ghost, dead or alive; given: none",
        ),
        (
            lambda s, p: p["J16"].update(roles=["ben_bones"]),
            r"players: 2 players hold Ben les Os \(J14, J16\)",
        ),
        (
            lambda s, p: p["J16"].update(roles=["turncoat"]),
            r"players\.J16: Tourne-Casaque is in the hierarchy \(a cub, or a lieutenant since\)",
        ),
        (
            lambda s, p: p["J16"].update(camp="wolves"),
            r"players\.J16: the only wolf outside the hierarchy is Abel",
        ),
        (
            lambda s, p: p["J22"].update(rank="captain") or p["J23"].update(rank="captain"),
            r"players: 6 living players are Capitaine .*the game has 5 seats \(W-E-1\)",
        ),
        (
            lambda s, p: s.update(sword={"holder": "J16"}),
            r"state\.sword\.holder: J16 is not a living member of the hierarchy",
        ),
        (
            lambda s, p: s.update(passage={"real": True, "usable_turn": 3}),
            r"state\.passage\.usable_turn: turn 3's assassination phase is past",
        ),
        (lambda s, p: s.pop("prophecies"), r"state\.prophecies: missing: the Vervoyant J13's prophecies"),
        (lambda s, p: s.update(ben_protected=["J16", "J16"]), r"state\.ben_protected: J16 twice"),
        (
            lambda s, p: p["J04"].update(dead={"turn": 1, "phase": "justice"}),
            r"players\.J04\.dead: the ghost died at turn 1: the loyalists won at the end of turn 2's assassination",
        ),
        (
            lambda s, p: (
                p["J05"].update(rank="great_vassal")
                or p["J01"].update(rank="captain")
                or p["J08"].update(rank="knight")
            ),
            r"already won by .*W-V-2|a wolf",
        ),
        (
            lambda s, p: p["J01"].update(knows={"J04": "king"}),
            r"players\.J01\.knows\.J04: unknown identity 'king'",
        ),
        (
            lambda s, p: p["J16"].update(hierarchy="lieutenant") or p["J17"].update(hierarchy="lieutenant"),
            r"players: 4 living lieutenants \(J05, J06, J16, J17\); the hierarchy has 3",
        ),
    ],
)
def test_w_s_16_a_running_game_that_breaks_the_rules_is_refused_naming_the_key(change, message):
    """Descriptions no game of these rules can reach are refused, each naming its key."""
    roster, _ = base()
    with pytest.raises(RuleViolation, match=message):
        Game.new(WF, roster, "s", broken(change))
