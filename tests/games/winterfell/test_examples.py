"""Examples 1, 2 and 3 of the source text (000_86abcd6c84e7b35e.txt), played on dealt games with
the roles of the example pinned in a TOML roster file (W-S-16) and the rest drawn around them.

Examples 2 and 3 happen once the wolves number five or fewer (W-A-7): the games are taken over
at that point, the other wolves already dead, as a GM taking over a forum game would enter them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game
from gmconsole.games.winterfell.rules.assassination import HandSword, SquadOrder
from gmconsole.scenarios import load_roster, load_scenario

WF = load_scenario("winterfell")


def roster_file(tmp_path: Path, pinned: str, filler: int) -> Path:
    """A roster: the example's players with their pins, then ``filler`` unpinned players."""
    extra = "".join(f'\n[[players]]\nname = "Défenseur {i:02d}"\n' for i in range(1, filler + 1))
    path = tmp_path / "roster.toml"
    path.write_text(pinned + extra, encoding="utf-8")
    return path


def game_for(tmp_path: Path, pinned: str, seed: str) -> Game:
    entries = load_roster(roster_file(tmp_path, pinned, 0))
    return Game.new(WF, load_roster(roster_file(tmp_path, pinned, 50 - len(entries))), seed)


def kill_wolves_but(game: Game, *keep: str) -> None:
    """Take the game over with only ``keep`` left alive in the hierarchy (dead before turn 1)."""
    for p in game.state.hierarchy():
        if p.name not in keep:
            p.alive, p.died_turn, p.died_phase = False, 0, "setup"
    game.state.players_changed()
    assert sorted(p.name for p in game.state.hierarchy()) == sorted(keep)


def skip_to_next_assassination(game: Game) -> None:
    """Justice and elections are tested on their own: jump to the next turn's assassinations."""
    assert game.state.phase == "justice"
    game.state.turn += 1
    game.state.phase, game.state.step = "assassination", ""


EXAMPLE_1 = """
[[players]]
name = "Robett"
rank = "Chevalier"
hierarchy = "Louveteau"
roles = []

[[players]]
name = "Wyman"
rank = "knight"
hierarchy = "cub"
roles = []

[[players]]
name = "Howland"
rank = "knight"
hierarchy = "cub"
roles = []

[[players]]
name = "Davos"
rank = "guard"
hierarchy = "cub"
roles = []

[[players]]
name = "Tourte-Chaude"
rank = "Garde"
hierarchy = "cub"
roles = []

[[players]]
name = "Lady Moustache"
rank = "guard"
hierarchy = "cub"
roles = []

[[players]]
name = "Jon"
rank = "Capitaine"
camp = "loyalistes"
roles = []

[[players]]
name = "Luwin"
rank = "captain"
camp = "loyalists"
roles = []
"""


def test_example_1_two_squads_one_night_w_a_1_w_a_3_w_a_4_w_a_5_w_a_6(tmp_path):
    """Example 1 (W-A-1, W-A-2, W-A-3, W-A-4, W-A-5, W-A-6): Robett watches for Wyman, Howland and Davos who kill Jon (3+3+1 = 7), then, the same night,
    attacks Luwin with Tourte-Chaude (3+1 = 4 < 7) while Lady Moustache watches: the attempt fails
    and Robett's name is revealed to Luwin; each squad and its lookout know each other."""
    game = game_for(tmp_path, EXAMPLE_1, "exemple-1-0")  # a seed that draws Robett, as the example tells
    state = game.state
    assert [state.wp(n).rank for n in ("Robett", "Wyman", "Howland", "Davos", "Jon", "Luwin")] == [
        "knight",
        "knight",
        "knight",
        "guard",
        "captain",
        "captain",
    ]
    assert all(
        state.wp(n).hierarchy == "cub"
        for n in ("Robett", "Wyman", "Howland", "Davos", "Tourte-Chaude", "Lady Moustache")
    )
    assert state.wp("Jon").camp == state.wp("Luwin").camp == "loyalists"
    applied = game.push(
        [
            SquadOrder(members=["Wyman", "Howland", "Davos"], target="Jon", lookout="Robett"),
            SquadOrder(members=["Robett", "Tourte-Chaude"], target="Luwin", lookout="lady moustache"),
            Resolve(),
        ]
    )
    assert applied.warnings == [
        "squad 2 has 4 influence against 7 needed for Luwin: the attempt will fail and reveal "
        "a member (W-A-1, W-A-5)"
    ]
    state = game.state
    events = applied.entry.events
    jon, luwin = [e.data for e in events if e.kind == "squad_result"]
    assert (jon["influence"], jon["needed"], jon["outcome"]) == (7, 7, "success")
    assert (luwin["influence"], luwin["needed"], luwin["outcome"], luwin["revealed"]) == (
        4,
        7,
        "failed",
        "Robett",
    )
    assert not state.wp("Jon").alive and state.wp("Luwin").alive
    assert [e.data for e in events if e.kind == "assassination_victim"] == [
        {"name": "Jon", "rank": "captain"}
    ]
    assert state.known_by("Luwin")["Robett"].seen_as == "wolves"
    for group in (("Robett", "Wyman", "Howland", "Davos"), ("Robett", "Tourte-Chaude", "Lady Moustache")):
        for who in group:
            assert set(group) - {who} <= set(state.known_by(who)), f"{who} must know {group}"
    assert game.verify() == []


EXAMPLE_2 = """
[[players]]
name = "Edd-la-Douleur"
hierarchy = "ghost"

[[players]]
name = "Pyp"
rank = "captain"
hierarchy = "lieutenant"

[[players]]
name = "Arya"
rank = "guard"
camp = "wolves"
hierarchy = "cub"
lieutenant = "Pyp"
roles = []

[[players]]
name = "Sombre-Astre"
rank = "Grand Vassal"
"""


def test_example_2_a_captain_prepares_a_gv_kill_with_the_sword_w_a_7_w_a_8(tmp_path):
    """Example 2 (W-A-7, W-A-8): Edd-la-Douleur hands the sword to captain Pyp, who holds it one turn without killing; at
    the next assassination phase he kills the GV Sombre-Astre alone, with Arya as lookout."""
    game = game_for(tmp_path, EXAMPLE_2, "exemple-2")
    kill_wolves_but(game, "Edd-la-Douleur", "Pyp", "Arya")
    game.push(HandSword(bearer="Pyp"))
    with pytest.raises(
        RuleViolation, match=r"Pyp has not prepared the kill of the GV Sombre-Astre.*\(W-A-8\)"
    ):
        game.push(SquadOrder(members=["Pyp"], target="Sombre-Astre", lookout="Arya", sword=True))
    game.push(Resolve())  # Pyp keeps the sword and kills no one
    assert game.state.sword.holder == "Pyp" and game.state.sword.held_since_turn == 1
    skip_to_next_assassination(game)
    applied = game.push(
        [SquadOrder(members=["Pyp"], target="Sombre-Astre", lookout="Arya", sword=True), Resolve()]
    )
    [result] = [e.data for e in applied.entry.events if e.kind == "squad_result"]
    assert result["sword"] and result["outcome"] == "success" and result["lookout_present"]
    assert not game.state.wp("Sombre-Astre").alive
    assert [e.data for e in applied.entry.events if e.kind == "assassination_victim"] == [
        {"name": "Sombre-Astre", "rank": "great_vassal"}
    ]


EXAMPLE_3 = """
[[players]]
name = "Le Fantôme"
hierarchy = "ghost"

[[players]]
name = "Ygrid"
rank = "knight"
hierarchy = "lieutenant"

[[players]]
name = "Jon"
rank = "guard"
lieutenant = "Ygrid"
roles = []

[[players]]
name = "Samwell"
rank = "captain"
camp = "loyalists"
roles = []
"""


def test_example_3_a_knight_with_the_sword_kills_a_captain_the_same_phase_w_a_7(tmp_path):
    """Example 3 (W-A-7): the ghost gives the sword to knight Ygrid, who kills captain Samwell in the same
    assassination phase with Jon as lookout."""
    game = game_for(tmp_path, EXAMPLE_3, "exemple-3")
    kill_wolves_but(game, "Le Fantôme", "Ygrid", "Jon")
    applied = game.push(
        [
            HandSword(bearer="Ygrid"),
            SquadOrder(members=["Ygrid"], target="Samwell", lookout="Jon", sword=True),
            Resolve(),
        ]
    )
    [result] = [e.data for e in applied.entry.events if e.kind == "squad_result"]
    assert (result["influence"], result["needed"], result["outcome"]) == (3, 7, "success")
    assert not game.state.wp("Samwell").alive
    assert game.state.known_by("Jon")["Ygrid"].seen_as in ("lieutenant", "wolves")
    assert any(e.kind == "sword_handed" and e.audience.players == ("Ygrid",) for e in applied.entry.events)
