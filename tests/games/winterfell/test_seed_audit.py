"""An independent reading of the source (seeds/000_86abcd6c84e7b35e.txt) against the rules (pass 12,
audit-wf12): each test plays a situation the source decides and asserts the source's outcome."""

from __future__ import annotations

from phase_cast import accused_table, play, resolve

from gmconsole.games.winterfell.rules.elections import FileGuess
from gmconsole.games.winterfell.rules.justice import JusticeVotes


def test_w_e_10_a_guess_may_name_the_dead_ghost_and_it_scores_when_the_loyalists_win():
    """W-E-10, W-V-1, W-P-1: the ghost executed at turn 1's justice; at that turn's elections a
    loyalist names him as the ghost. The source asks for "un survivant" as the cub and as the
    lieutenant, not as the ghost: the guess is taken, and it scores 1 when the loyalists win at the
    end of the next assassination phase."""
    state = accused_table(accused=("cap1", "g11", "kn5"))  # cap1: the ghost
    play(state, JusticeVotes(votes={p.name: "cap1" for p in state.living() if p.rank != "great_vassal"}))
    resolve(state)  # cap1 executed; the Gars du Bâtard may interrogate him
    while state.phase == "justice":
        resolve(state)
    assert state.phase == "elections" and not state.wp("cap1").alive
    play(state, FileGuess(by="g21", ghost="cap1"))  # g21: a loyal guard
    while state.phase == "elections":
        resolve(state)
    resolve(state)  # turn 2's assassination phase, without victims (W-V-1)
    assert state.winner == "loyalists" and state.victory_rule == "W-V-1"
    assert state.scores["g21"] == 1 + 1  # the ghost named at turn 1, a guard's rank
