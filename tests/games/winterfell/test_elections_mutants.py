"""Tests written for the elections module's surviving mutants (issue 12, ``tools/mutate.py``).

Each asserts a rule's outcome (the state, the events, the checklist's structure, a refusal's
``rule``), not the English text of a message: the messages move to a wording system. The mutants
each test kills are listed in ``docs/testing.md``.
"""

from __future__ import annotations

from phase_cast import (
    SCENARIO,
    events,
    everyone_votes,
    kill,
    one,
    opened,
    play,
    refused_under,
    resolve,
    table,
    with_settings,
)

from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import elections
from gmconsole.games.winterfell.rules.elections import ElectionVotes, FileGuess, NewLieutenant


# -- W-V-2 in the elections ------------------------------------------------------------------------
def test_w_e_1_a_wolf_elected_gv_ends_the_elections_no_captain_round_is_called():
    """W-E-1, W-V-2: "Si un Loup devient Grand Vassal, les Loups gagnent": the ghost elected GV
    ends the game at once; the captain seat his promotion opened is not put to the vote."""
    state, _ = opened("gv3")
    play(state, everyone_votes(state, "cap1"))
    ctx = resolve(state)
    assert state.wp("cap1").rank == "great_vassal"
    assert not events(ctx, "election_round") and not events(ctx, "turn_start")
    assert (state.phase, state.winner, state.victory_rule) == ("over", "wolves", "W-V-2")


# -- the public checklist (W-E-1, W-E-7, W-E-10) ---------------------------------------------------
def test_w_e_10_the_public_checklist_shows_the_seats_and_keeps_guesses_and_lieutenants_private():
    """W-E-1, W-E-7, W-E-10: the public checklist has the GM's seat steps, then a private line for
    the guesses; the ghost's new lieutenants and the guesses filed are not in it."""
    state, _ = opened("gv3", "kn2")
    play(state, ElectionVotes(votes={"g20": "cap2"}), FileGuess(by="g20", ghost="cap1"))
    gm = elections.checklist(state, SCENARIO)
    public = elections.public_checklist(state, SCENARIO)
    seat_steps = len(public) - 1
    assert public[:seat_steps] == gm[:seat_steps]
    assert public[-1].status == "private"
    assert len(gm) == seat_steps + 2  # the GM's: the new lieutenant for kn2 and the guesses filed
    assert all("g20" not in s.detail for s in public) and "g20" in gm[-1].detail


# -- the settings' model ---------------------------------------------------------------------------
def test_the_election_settings_defaults_are_the_sources_numbers():
    """W-E-1..W-E-10: the model's defaults (a scenario file that leaves a key out gets them) are
    the source's rules and the catalogue's defaults, the same as the shipped scenario's."""
    from gmconsole.games.winterfell.rules.elections import ElectionSettings

    defaults = ElectionSettings()
    assert defaults.model_dump() == SCENARIO.elections.model_dump()
    assert defaults.gv_candidates == ["captain"] and defaults.captain_candidates == ["knight"]
    assert (
        defaults.gv_candidates_after_revolt == ["captain", "knight"]
        and defaults.knights_drawn_from == "guard"
    )
    assert defaults.fill_seats_without_votes and defaults.new_bastards_boy_public
    assert defaults.random_new_lieutenant and defaults.worshipper_conversion
    assert defaults.guesses_by_dead and defaults.guesses_by_spectators


def test_the_election_settings_are_frozen():
    import pydantic
    import pytest

    from gmconsole.games.winterfell.rules.elections import ElectionSettings

    with pytest.raises(pydantic.ValidationError):
        ElectionSettings().worshipper_conversion = False  # type: ignore[misc]


# -- W-E-1, W-E-2: who stands, whose votes count -----------------------------------------------------
def test_w_e_2_a_revolt_of_an_earlier_turn_no_longer_opens_the_gv_seats_to_knights():
    """W-E-2: the knights stand for the GV seats only in the elections right after the revolt; at
    turn 2, after a revolt at turn 1, only the captains stand (W-E-1)."""
    state = table(turn=2)
    state.revolt_turn = 1
    kill(state, "gv1", phase="justice")
    ctx = Context(state, SCENARIO)
    elections.open_phase(state, ctx)
    opened_round = one(ctx, "election_round")
    assert opened_round.rule == "W-E-1" and opened_round.data["candidate_ranks"] == ["captain"]
    error = refused_under(state, ElectionVotes(votes={"g20": "kn4"}), "W-E-1")
    assert error.player == "kn4"


def test_w_e_1_the_vote_table_lists_only_the_votes_entered():
    """W-E-1: the round's vote table has a row per vote entered, none for those who have not voted."""
    state, _ = opened("gv3")
    play(state, ElectionVotes(votes={"g20": "cap2", "kn4": "abstain"}))
    rows, totals = elections.tally(state, SCENARIO)
    assert rows == [
        {"voter": "kn4", "vote": "abstain", "weight": 0},
        {"voter": "g20", "vote": "cap2", "weight": 1},
    ]
    assert totals["cap2"] == 1


def test_w_e_2_knights_elected_gv_after_a_revolt_open_no_captain_round_and_the_turn_ends():
    """W-E-2, W-E-3: after a revolt, knights elected to the three GV seats open no captain seat:
    the phase goes straight to the knights' draw (W-E-4) and the next turn."""
    state, _ = opened("gv1", "gv2", "gv3", revolt=True)
    living = [p.name for p in state.living()]
    votes = {name: ("kn4", "kn5", "kn6")[i % 3] for i, name in enumerate(living)}
    play(state, ElectionVotes(votes=votes))
    ctx = resolve(state)
    assert [state.wp(n).rank for n in ("kn4", "kn5", "kn6")] == ["great_vassal"] * 3
    assert not events(ctx, "election_round")
    assert one(ctx, "knights_drawn").data["seats"] == 3
    assert (state.turn, state.phase) == (2, "assassination")


# -- W-E-7: only a living ghost names lieutenants ----------------------------------------------------
def test_w_e_7_no_new_lieutenant_when_the_ghost_is_dead():
    """W-E-7: "le Spectre choisit un nouveau Lieutenant parmi les Louveteaux": a dead ghost names
    no one; the dead lieutenant's place stays vacant (told to the GM) and his cubs keep him."""
    state, _ = opened("kn1", "cap1")
    assert state.elections.round == "captain"
    play(state, everyone_votes(state, "kn4"))
    ctx = resolve(state)
    vacant = one(ctx, "lieutenant_vacant")
    assert vacant.audience.to == "gm" and vacant.data == {"dead": "kn1", "reason": "ghost_dead"}
    assert not events(ctx, "lieutenant_replaced")
    assert state.wp("kn3").hierarchy == "cub" and state.wp("kn3").lieutenant == "kn1"


# -- W-E-10: guesses -------------------------------------------------------------------------------
def test_w_e_10_a_guess_keeps_its_empty_names_empty_and_a_spectator_counts_as_alive():
    """W-E-10: a guess may leave names empty (kept as empty names, shown so in the end report);
    a spectator's guess is recorded as a living guesser's."""
    state, _ = opened()
    play(state, FileGuess(by="g21", ghost="cap1"), FileGuess(by="Bran", cub="g3", spectator=True))
    by = {g.by: g for g in state.guesses}
    assert (by["g21"].cub, by["g21"].lieutenant, by["g21"].ghost) == ("", "", "cap1")
    assert (by["Bran"].lieutenant, by["Bran"].ghost, by["Bran"].alive) == ("", "", True)


def test_w_e_1_one_voter_given_two_different_votes_in_one_order_is_refused_the_same_vote_twice_is_not():
    """W-E-1: each player votes for one candidate: an order naming the same voter twice (through
    two spellings) with two different votes is refused; twice the same vote is one vote."""
    state, _ = opened("gv3")
    error = refused_under(state, ElectionVotes(votes={"g20": "cap2", "G20": "cap3"}), "W-E-1")
    assert error.player == "g20"
    play(state, ElectionVotes(votes={"g20": "cap2", "G20": "CAP2"}))
    assert state.elections.votes == {"g20": "cap2"}


# -- W-E-3: the rounds opened ----------------------------------------------------------------------
def test_w_e_3_with_no_gv_seat_open_the_captain_round_opens():
    """W-E-3: the rounds go from the top; a rank with no vacant seat is skipped: a dead captain
    opens the captain round at once."""
    state, ctx = opened("cap5")
    assert (state.elections.round, state.elections.seats) == ("captain", 1)
    assert one(ctx, "election_round").data["rank"] == "captain"


def test_w_e_1_a_gv_seat_without_a_candidate_stays_unfilled_and_the_captain_round_opens():
    """W-E-1: a GV seat with no living captain to stand stays unfilled (told publicly) and the
    next round, the captains' seats, opens."""
    state, ctx = opened("gv3", "cap1", "cap2", "cap3", "cap4", "cap5")
    unfilled = one(ctx, "seats_unfilled")
    assert unfilled.audience.to == "public"
    assert unfilled.data == {"rank": "great_vassal", "seats": 1, "reason": "no_candidate"}
    assert (state.elections.round, state.elections.seats) == ("captain", 5)


# -- W-E-7: the new lieutenant -----------------------------------------------------------------------
def test_w_e_7_two_dead_lieutenants_need_two_different_cubs_and_a_choice_may_be_changed():
    """W-E-7: each dead lieutenant is replaced by a cub: one cub cannot replace two; the ghost may
    change his choice for the same lieutenant, and name another cub for the other."""
    state, _ = opened("kn1", "kn2")
    play(state, NewLieutenant(dead="kn1", cub="g5"))
    error = refused_under(state, NewLieutenant(dead="kn2", cub="g5"), "W-E-7")
    assert error.player == "g5"
    play(state, NewLieutenant(dead="kn1", cub="g5"), NewLieutenant(dead="kn2", cub="g6"))
    assert state.elections.new_lieutenants == {"kn1": "g5", "kn2": "g6"}
    play(state, NewLieutenant(dead="kn1", cub="g3"))
    assert state.elections.new_lieutenants == {"kn1": "g3", "kn2": "g6"}


def test_w_e_7_the_new_lieutenant_takes_only_the_living_cubs_and_a_random_one_is_a_living_cub():
    """W-E-7: the new lieutenant commands the dead lieutenant's living cubs; when the ghost names
    none, the one drawn is a living cub, whatever the seed."""
    state, _ = opened("kn1", "g2")  # kn1's cubs: kn3 and g2 (dead)
    play(state, NewLieutenant(dead="kn1", cub="kn3"))
    ctx = resolve(state)
    assert one(ctx, "lieutenant_replaced").data == {"dead": "kn1", "new": "kn3", "cubs": []}
    for seed in range(15):
        state, _ = opened("kn1", "g3")
        state.seed = f"lieutenant-{seed}"
        cubs = {p.name for p in state.living() if p.hierarchy == "cub"}
        ctx = resolve(state)
        assert one(ctx, "lieutenant_replaced").data["new"] in cubs


def test_w_e_7_the_warning_for_a_lieutenant_without_a_successor_goes_once_the_ghost_names_one():
    """W-E-7: the GM is warned while a dead lieutenant has no successor named (a cub will be drawn);
    not once the ghost has named one."""
    state, _ = opened("kn2")
    assert state.elections.round == ""
    assert len(elections.warnings(state, SCENARIO)) == 1
    play(state, NewLieutenant(dead="kn2", cub="g5"))
    assert elections.warnings(state, SCENARIO) == []


def test_w_e_7_without_the_random_draw_a_vacant_place_does_not_stop_the_ghosts_other_choice():
    """W-E-7: with ``random_new_lieutenant = false`` a dead lieutenant the ghost names no one for
    stays vacant; the other, for whom he named a cub, is replaced all the same."""
    no_draw = with_settings("elections", random_new_lieutenant=False)
    state, _ = opened("kn1", "kn2", scenario=no_draw)
    play(state, NewLieutenant(dead="kn2", cub="g5"), scenario=no_draw)
    ctx = resolve(state, no_draw)
    assert one(ctx, "lieutenant_vacant").data == {"dead": "kn1"}
    assert one(ctx, "lieutenant_replaced").data["new"] == "g5"
    assert state.wp("g5").hierarchy == "lieutenant"


def test_w_e_7_with_no_cub_left_to_draw_a_place_stays_vacant_and_the_named_cub_still_replaces_the_other():
    """W-E-7: when no living cub is left for the draw, that lieutenant's place stays vacant; the
    cub the ghost named for the other dead lieutenant still replaces him."""
    state, _ = opened("kn1", "kn2", "kn3", "g2", "g3", "g4", "g6")  # g5 the last living cub
    play(state, NewLieutenant(dead="kn2", cub="g5"))
    ctx = resolve(state)
    assert one(ctx, "lieutenant_vacant").data == {"dead": "kn1"}
    assert one(ctx, "lieutenant_replaced").data == {"dead": "kn2", "new": "g5", "cubs": []}


def test_w_e_1_the_result_counts_the_seats_left_unfilled():
    """W-E-1: the public result says how many seats stay unfilled: none when every seat is
    elected, the rest when only the voted candidates take seats (``fill_seats_without_votes``)."""
    state, _ = opened("gv3")
    play(state, ElectionVotes(votes={"g20": "cap2"}))
    assert one(resolve(state), "election_result").data["unfilled"] == 0
    strict = with_settings("elections", fill_seats_without_votes=False)
    state, _ = opened("gv2", "gv3", scenario=strict)
    play(state, ElectionVotes(votes={"g20": "cap2"}), scenario=strict)
    result = one(resolve(state, strict), "election_result").data
    assert (result["elected"], result["unfilled"]) == (["cap2"], 1)


def test_w_e_7_a_choice_no_longer_valid_at_the_resolution_falls_back_to_a_random_cub():
    """W-E-7: only a living cub becomes lieutenant: a recorded choice that no longer names one when
    the phase resolves (a state taken over with a loyalist there) gives way to a random cub."""
    state, _ = opened("kn1")
    state.elections.new_lieutenants = {"kn1": "g20"}
    cubs = {p.name for p in state.living() if p.hierarchy == "cub"}
    ctx = resolve(state)
    new = one(ctx, "lieutenant_replaced").data["new"]
    assert new in cubs and state.wp("g20").hierarchy == ""


# -- the events' rules and figures ---------------------------------------------------------------------
def test_w_e_1_the_elections_open_with_the_vacant_seats_of_each_voted_or_drawn_rank():
    """W-E-1, W-E-5: the opening event gives the vacant seats per rank above the guards."""
    state, ctx = opened("gv3", "kn4", "kn5", "g20")
    assert one(ctx, "elections_open").data["seats"] == {"great_vassal": 1, "captain": 0, "knight": 2}


def test_w_e_2_a_promotion_names_the_revolt_rule_only_for_the_gv_seats_after_a_revolt():
    """W-E-1, W-E-2: a GV elected in ordinary elections is promoted by W-E-1; after a revolt the
    GVs by W-E-2 and the captains (the next round) by W-E-1."""
    state, _ = opened("gv3")
    play(state, everyone_votes(state, "cap2"))
    ctx = resolve(state)
    assert [e.rule for e in events(ctx, "promoted")] == ["W-E-1"]
    assert one(ctx, "election_round").rule == "W-E-1"  # the captain round
    state, _ = opened("gv1", "gv2", "gv3", revolt=True)
    living = [p.name for p in state.living()]
    play(state, ElectionVotes(votes={name: ("cap2", "cap3", "cap4")[i % 3] for i, name in enumerate(living)}))
    ctx = resolve(state)
    assert [e.rule for e in events(ctx, "promoted")] == ["W-E-2"] * 3
    assert one(ctx, "election_round").rule == "W-E-1"  # the captain round, revolt or not
    play(state, everyone_votes(state, "kn4"))
    ctx = resolve(state)
    assert [e.rule for e in events(ctx, "promoted") if e.data["to_rank"] == "captain"] == ["W-E-1"] * 3


def test_w_e_1_the_warning_for_missing_votes_goes_once_everyone_voted():
    """W-E-1: the GM is warned of the living who have not voted (counted as abstaining), not once
    every living player has voted."""
    state, _ = opened("gv3")
    assert len(elections.warnings(state, SCENARIO)) == 1
    play(state, everyone_votes(state, "cap2"))
    assert elections.warnings(state, SCENARIO) == []


def test_w_e_1_the_checklists_tally_lists_the_candidates_with_votes():
    """W-E-1: the votes are cast in the thread: the tally step names the candidates with votes."""
    state, _ = opened("gv3")
    play(state, ElectionVotes(votes={"g20": "cap2", "g21": "cap3", "kn4": "cap3"}))
    tally_step = elections.public_checklist(state, SCENARIO)[1]
    assert tally_step.status == "entered"
    assert "cap3" in tally_step.detail and "cap2" in tally_step.detail and "cap4" not in tally_step.detail
    assert tally_step.detail.index("cap3") < tally_step.detail.index("cap2")  # most votes first
