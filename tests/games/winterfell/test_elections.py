"""Elections and appointments (W-E): rounds from the top, weights, cascades, draws, lieutenants,
conversion, ties and guesses."""

from __future__ import annotations

from phase_cast import SCENARIO, events, kill, one, play, refused, resolve, table, with_settings

from gmconsole.engine.errors import UnknownPlayer
from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import elections
from gmconsole.games.winterfell.rules.elections import ElectionVotes, FileGuess, NewLieutenant


def opened(*dead: str, revolt: bool = False, **changes):
    """A table at the start of the elections after ``dead`` died in this turn's justice."""
    state = table(**changes)
    kill(state, *dead, phase="justice")
    if revolt:
        state.revolt_turn = state.turn
    ctx = Context(state, SCENARIO)
    elections.open_phase(state, ctx)
    return state, ctx


def everyone_votes(state, candidate, *, but=()):
    return ElectionVotes(votes={p.name: candidate for p in state.living() if p.name not in but})


# -- W-E-1 ---------------------------------------------------------------------------------------
def test_w_e_1_every_living_player_votes_for_a_captain_and_the_most_weighted_votes_win_the_gv_seats():
    """W-E-1: every living player votes for a captain and the most weighted votes win the gv seats."""
    state, ctx = opened("gv3")
    assert (
        state.phase == "elections" and state.elections.round == "great_vassal" and state.elections.seats == 1
    )
    assert one(ctx, "election_round").data["candidates"] == ["cap1", "cap2", "cap3", "cap4", "cap5"]
    # Two GVs (10 each, not 20) for cap2; three knights (9) for cap3; cap4 alone (7) for cap4.
    play(
        state,
        ElectionVotes(
            votes={"gv1": "cap2", "gv2": "cap2", "kn1": "cap3", "kn2": "cap3", "kn3": "cap3", "cap4": "cap4"}
        ),
    )
    rows, totals = elections.tally(state, SCENARIO)
    assert totals == {"cap1": 0, "cap2": 20, "cap3": 9, "cap4": 7, "cap5": 0}
    assert {"voter": "gv1", "vote": "cap2", "weight": 10} in rows
    ctx = resolve(state)
    result = one(ctx, "election_result")
    assert result.audience.to == "public" and result.rule == "W-E-1"
    assert result.data["elected"] == ["cap2"] and result.data["totals"]["cap2"] == 20
    assert state.wp("cap2").rank == "great_vassal"
    assert one(ctx, "promoted").data == {"player": "cap2", "from_rank": "captain", "to_rank": "great_vassal"}


def test_w_e_1_a_candidate_from_the_wrong_rank_is_refused():
    """W-E-1: a candidate from the wrong rank is refused."""
    state, _ = opened("gv3")
    refused(
        state,
        ElectionVotes(votes={"g20": "cap2", "g21": "kn4"}),
        r"kn4 is a Chevalier: the Grand Vassal seats go to a Capitaine \(W-E-1\)",
    )
    assert state.elections.votes == {}
    refused(
        state,
        ElectionVotes(votes={"g20": "gv1"}),
        r"gv1 is a Grand Vassal: the Grand Vassal seats go to a Capitaine",
    )


def test_w_e_1_dead_voters_dead_candidates_and_unknown_names_are_refused():
    """W-E-1: dead voters dead candidates and unknown names are refused."""
    state, _ = opened("gv3", "cap5")
    refused(state, ElectionVotes(votes={"gv3": "cap2"}), r"gv3 is dead and cannot vote \(W-E-1\)")
    refused(state, ElectionVotes(votes={"g20": "cap5"}), r"cap5 is dead and cannot be elected \(W-E-1\)")
    error = refused(state, ElectionVotes(votes={"g20": "capp2"}), r"unknown player 'capp2'; did you mean")
    assert isinstance(error, UnknownPlayer) and "cap2" in error.suggestions


def test_w_e_1_seats_without_voted_candidates_are_filled_by_a_draw_among_the_unvoted():
    """W-E-1: seats without voted candidates are filled by a draw among the unvoted."""
    state, _ = opened("gv2", "gv3")
    play(state, ElectionVotes(votes={"g20": "cap2"}))
    ctx = resolve(state)
    elected = one(ctx, "election_result").data["elected"]
    assert elected[0] == "cap2" and len(elected) == 2
    assert ctx.rolls[0].purpose == "elections: tie for the last great_vassal seat(s) (W-E-9)"


# -- W-E-2 ---------------------------------------------------------------------------------------
def test_w_e_2_after_a_revolt_knights_and_captains_stand_for_the_gv_seats():
    """W-E-2: after a revolt knights and captains stand for the gv seats."""
    state, ctx = opened("gv1", "gv2", "gv3", revolt=True)
    event = one(ctx, "election_round")
    assert event.rule == "W-E-2" and "kn4" in event.data["candidates"] and "cap2" in event.data["candidates"]
    play(state, ElectionVotes(votes={"g20": "kn4", "g21": "kn4", "g22": "cap2", "kn6": "kn7"}))
    refused(
        state,
        ElectionVotes(votes={"g23": "g24"}),
        r"g24 is a Garde: the Grand Vassal seats go to a Capitaine or Chevalier \(W-E-2\)",
    )
    ctx = resolve(state)
    assert state.wp("kn4").rank == "great_vassal" and state.wp("kn7").rank == "great_vassal"
    assert state.wp("cap2").rank == "great_vassal"


def test_w_e_2_without_a_revolt_this_turn_only_captains_stand():
    """W-E-2: without a revolt this turn only captains stand."""
    state, _ = opened("gv1", revolt=False)
    state.revolt_turn = 0
    refused(
        state,
        ElectionVotes(votes={"g20": "kn4"}),
        r"kn4 is a Chevalier: the Grand Vassal seats go to a Capitaine \(W-E-1\)",
    )


# -- W-E-3, W-E-4, W-E-5 -------------------------------------------------------------------------
def test_w_e_3_a_promotion_opens_a_seat_one_rank_lower_filled_in_the_same_phase():
    """W-E-3: a promotion opens a seat one rank lower filled in the same phase."""
    state, _ = opened("gv3")
    play(state, everyone_votes(state, "cap2"))
    ctx = resolve(state)
    assert state.phase == "elections" and state.elections.round == "captain" and state.elections.seats == 1
    assert one(ctx, "election_round").data["candidates"] == [f"kn{i}" for i in range(1, 13)]
    refused(
        state,
        ElectionVotes(votes={"g20": "cap3"}),
        r"cap3 is a Capitaine: the Capitaine seats go to a Chevalier \(W-E-1\)",
    )
    play(state, everyone_votes(state, "kn4"))
    ctx = resolve(state)
    assert state.wp("kn4").rank == "captain"
    drawn = one(ctx, "knights_drawn")
    assert drawn.rule == "W-E-4" and len(drawn.data["drawn"]) == 1
    assert state.wp(drawn.data["drawn"][0]).rank == "knight"
    counts = {r: len(state.with_rank(r)) for r in ("great_vassal", "captain", "knight", "guard")}
    assert counts == {"great_vassal": 3, "captain": 5, "knight": 12, "guard": 29}
    assert state.turn == 2 and state.phase == "assassination"


def test_w_e_4_knight_seats_are_drawn_among_the_guards_with_a_logged_public_roll():
    """W-E-4: knight seats are drawn among the guards with a logged public roll."""
    state, _ = opened("kn4", "kn5")
    assert state.elections.round == ""  # no vote: only knight seats are vacant
    ctx = resolve(state)
    drawn = one(ctx, "knights_drawn").data
    assert drawn["seats"] == 2 and len(drawn["drawn"]) == 2
    roll = next(r for r in ctx.rolls if r.purpose == "elections: knights drawn among the guards")
    assert roll.audience.to == "public" and roll.expr == "sample 2 of 30"
    assert all(state.wp(n).rank == "knight" for n in drawn["drawn"])


def test_w_e_5_guard_seats_stay_empty_and_only_the_guards_shrink():
    """W-E-5: guard seats stay empty and only the guards shrink."""
    state, _ = opened("g10", "g11", "g12")
    ctx = resolve(state)
    assert not events(ctx, "knights_drawn") and len(state.with_rank("guard")) == 27
    assert elections.seats_open(state, SCENARIO, "guard") == 0


def test_w_e_5_knight_seats_stay_partly_empty_when_guards_run_out():
    """W-E-5: knight seats stay partly empty when guards run out."""
    state, _ = opened("kn4", "kn5", *[f"g{i}" for i in range(9, 30)])
    guards = [p.name for p in state.with_rank("guard")]
    kill(state, *guards[1:], phase="justice")
    ctx = resolve(state)
    assert one(ctx, "knights_drawn").data["unfilled"] == 1


# -- W-E-6 ---------------------------------------------------------------------------------------
def test_w_e_6_a_dead_gars_du_batard_is_replaced_by_a_guard_drawn_at_random_publicly():
    """W-E-6: a dead gars du batard is replaced by a guard drawn at random publicly."""
    state, _ = opened("g30")
    ctx = resolve(state)
    event = one(ctx, "new_bastards_boy")
    assert event.audience.to == "public" and event.rule == "W-E-6"
    new = state.wp(event.data["player"])
    assert new.rank == "guard" and new.alive and "bastards_boy" in new.roles
    assert one(ctx, "new_role").audience.players == (new.name,)
    assert any(r.purpose == "elections: new Gars du Bâtard" and r.audience.to == "public" for r in ctx.rolls)


def test_w_e_6_a_gars_du_batard_drawn_as_a_knight_loses_the_role_and_is_replaced():
    """W-E-6: a Gars du Bâtard promoted by the knights' draw (W-E-4) is replaced by another guard."""
    for seed in range(40):
        state, _ = opened("kn4", "kn5")
        state.seed = f"promoted-{seed}"
        ctx = resolve(state)
        if "g30" in one(ctx, "knights_drawn").data["drawn"]:
            break
    else:
        raise AssertionError("no seed drew g30 among the knights")
    assert state.wp("g30").rank == "knight" and "bastards_boy" not in state.wp("g30").roles
    assert one(ctx, "role_lost").data == {"player": "g30", "role": "bastards_boy", "reason": "promoted"}
    new = one(ctx, "new_bastards_boy").data["player"]
    assert new != "g30" and state.wp(new).rank == "guard" and state.holder_of("bastards_boy")[0].name == new


def test_w_e_6_the_promoted_gars_is_always_replaced():
    """W-E-6: the promoted gars is always replaced."""
    state, _ = opened()
    ctx = Context(state, SCENARIO)
    elections._promote(state, ctx, state.wp("g30"), "knight", "W-E-4")
    ctx = resolve(state)
    new = one(ctx, "new_bastards_boy").data["player"]
    assert new != "g30" and state.wp(new).rank == "guard"


# -- W-E-7 ---------------------------------------------------------------------------------------
def test_w_e_7_the_ghost_chooses_a_cub_who_takes_the_dead_lieutenants_cubs_and_they_learn_each_other():
    """W-E-7: the ghost chooses a cub who takes the dead lieutenants cubs and they learn each other."""
    state, _ = opened("kn2")  # lieutenant of g3 and g4 (the turncoat)
    refused(
        state,
        NewLieutenant(dead="kn1", cub="g5"),
        r"kn1 is not a lieutenant who died this turn; to replace: kn2 \(W-E-7\)",
    )
    refused(
        state,
        NewLieutenant(dead="kn2", cub="g20"),
        r"g20 is not a living cub: only a cub replaces a lieutenant \(W-E-7\)",
    )
    play(state, NewLieutenant(dead="kn2", cub="g5"))
    ctx = resolve(state)
    g5 = state.wp("g5")
    assert g5.hierarchy == "lieutenant" and g5.lieutenant == ""
    assert state.wp("g3").lieutenant == "g5" and state.wp("g4").lieutenant == "g5"
    assert state.known_by("g5")["g3"].seen_as == "cub" and state.known_by("g5")["cap1"].seen_as == "ghost"
    assert (
        state.known_by("g3")["g5"].seen_as == "lieutenant"
        and state.known_by("g4")["g5"].seen_as == "lieutenant"
    )
    assert state.known_by("cap1")["g5"].seen_as == "lieutenant"
    replaced = one(ctx, "lieutenant_replaced")
    assert replaced.audience.to == "gm" and replaced.data == {
        "dead": "kn2",
        "new": "g5",
        "cubs": ["g3", "g4"],
    }
    assert {e.audience.players[0] for e in events(ctx, "learned")} == {"g5", "g3", "g4", "cap1"}


def test_w_e_7_a_random_cub_replaces_the_dead_lieutenant_when_the_ghost_names_none():
    """W-E-7: a random cub replaces the dead lieutenant when the ghost names none."""
    state, _ = opened("kn1")
    ctx = resolve(state)
    new = one(ctx, "lieutenant_replaced").data["new"]
    assert state.wp(new).hierarchy == "lieutenant" and state.wp(new).alive
    assert any(r.purpose == "elections: new lieutenant for kn1" for r in ctx.rolls)
    assert len([p for p in state.hierarchy() if p.hierarchy == "lieutenant"]) == 3


# -- W-E-8 ---------------------------------------------------------------------------------------
def test_w_e_8_a_loyalist_elected_beside_worshipper_gvs_becomes_a_worshipper():
    """W-E-8: a loyalist elected beside worshipper gvs becomes a worshipper."""
    state, _ = opened(
        "gv3", gv1={"camp": "worshippers"}, gv2={"camp": "worshippers"}, gv3={"camp": "worshippers"}
    )
    play(state, everyone_votes(state, "cap3"))
    ctx = resolve(state)
    assert state.wp("cap3").camp == "worshippers"
    converted = one(ctx, "converted")
    assert converted.audience.players == ("cap3",) and converted.rule == "W-E-8"
    assert state.known_by("cap3")["gv1"].seen_as == "worshippers"
    assert state.known_by("gv2")["cap3"].seen_as == "worshippers"


def test_w_e_8_a_converted_worshipper_is_seen_by_his_new_camp_not_his_old_role():
    """W-E-8, W-R-1, W-A-11: the seed: "si les Grands Vassaux sont des Adorateurs, et qu'un
    loyaliste est élu Grand Vassal, alors ce loyaliste deviendra à son tour un Adorateur", and
    the Vervoyant: "Les Adorateurs des Marcheurs Blancs sont eux aussi protégés, et désignés comme
    des Grands Vassaux loyalistes". A Ben les Os elected beside worshipper GVs is seen as a
    worshipper: as a loyal GV by the Vervoyant, as a worshipper by Schlingue, as by every seer
    a born worshipper."""
    from gmconsole.games.winterfell.rules.seers import appears_as

    worship = {f"gv{i}": {"camp": "worshippers"} for i in (1, 2, 3)}
    state, _ = opened("gv3", cap3={"roles": ["ben_bones"]}, g27={"roles": []}, **worship)
    play(state, everyone_votes(state, "cap3"))
    resolve(state)
    assert state.wp("cap3").camp == "worshippers" and state.wp("cap3").rank == "great_vassal"
    for seer in ("greenseer", "abel", "bastards_boy"):
        assert appears_as(state, SCENARIO, seer, "cap3") == appears_as(state, SCENARIO, seer, "gv1")
    assert appears_as(state, SCENARIO, "greenseer", "cap3") == "loyalist"
    assert appears_as(state, SCENARIO, "reek", "cap3") == "worshippers"
    assert appears_as(state, SCENARIO, "abel", "cap3") == "worshipper"
    # A Hooded Man converted the same way is no longer seen as a cub.
    state, _ = opened("gv3", cap3={"roles": ["hooded_man"]}, g7={"roles": []}, **worship)
    play(state, everyone_votes(state, "cap3"))
    resolve(state)
    assert appears_as(state, SCENARIO, "reek", "cap3") == "worshippers"
    assert appears_as(state, SCENARIO, "greenseer", "cap3") == "loyalist"


def test_w_e_8_no_conversion_beside_loyal_gvs():
    """W-E-8: no conversion beside loyal gvs."""
    state, _ = opened("gv3")
    play(state, everyone_votes(state, "cap3"))
    resolve(state)
    assert state.wp("cap3").camp == "loyalists"


# -- W-E-9 ---------------------------------------------------------------------------------------
def test_w_e_9_a_tie_for_the_last_seat_is_broken_by_a_logged_draw():
    """W-E-9: a tie for the last seat is broken by a logged draw."""
    state, _ = opened("gv3")
    play(state, ElectionVotes(votes={"kn1": "cap2", "kn2": "cap3", "g20": "cap4"}))
    ctx = resolve(state)
    result = one(ctx, "election_result")
    assert result.rule == "W-E-9" and result.data["tie"] == ["cap2", "cap3"]
    assert result.data["elected"][0] in ("cap2", "cap3")
    roll = ctx.rolls[0]
    assert (
        roll.purpose == "elections: tie for the last great_vassal seat(s) (W-E-9)"
        and roll.audience.to == "public"
    )
    # The same orders give the same draw (undo is no way to re-roll).
    again, _ = opened("gv3")
    play(again, ElectionVotes(votes={"kn1": "cap2", "kn2": "cap3", "g20": "cap4"}))
    assert one(resolve(again), "election_result").data["elected"] == result.data["elected"]


# -- W-E-10 --------------------------------------------------------------------------------------
def test_w_e_10_guesses_by_living_dead_players_and_spectators_are_kept_and_judged_when_made():
    """W-E-10: guesses by living dead players and spectators are kept and judged when made."""
    state, _ = opened("g20")
    play(
        state,
        FileGuess(by="g21", cub="g3", lieutenant="kn1", ghost="cap1"),
        FileGuess(by="g20", cub="g4", ghost="cap2"),  # dead; the turncoat is not a cub for scoring
        FileGuess(by="Bran", ghost="cap1", spectator=True),
    )
    by = {g.by: g for g in state.guesses}
    assert (by["g21"].cub_right, by["g21"].lieutenant_right, by["g21"].ghost_right) == (True, True, True)
    assert (by["g20"].alive, by["g20"].cub_right, by["g20"].ghost_right) == (False, False, False)
    assert by["Bran"].spectator and by["Bran"].ghost_right and by["Bran"].turn == 1
    play(state, FileGuess(by="g21", ghost="kn1"))  # a new guess of the same turn replaces the old one
    assert [g.ghost for g in state.guesses if g.by == "g21"] == ["kn1"]


def test_w_e_10_a_guess_is_judged_against_the_roles_when_made():
    """W-E-10: a guess is judged against the roles when made."""
    state, _ = opened("kn1")
    play(state, NewLieutenant(dead="kn1", cub="g2"), FileGuess(by="g21", cub="g2"))
    resolve(state)  # g2 becomes a lieutenant: the guess stays right
    assert state.wp("g2").hierarchy == "lieutenant" and state.guesses[0].cub_right


def test_w_e_10_refused_guesses():
    """W-E-10: refused guesses."""
    state, _ = opened("g22")
    refused(
        state,
        FileGuess(by="Brann", ghost="cap1"),
        r"unknown player 'Brann'; a guesser outside the roster is a spectator \(W-E-10\)",
    )
    refused(
        state,
        FileGuess(by="g21", ghost="cap1", spectator=True),
        r"g21 is in the roster: file the guess without the spectator flag",
    )
    refused(state, FileGuess(by="g21", cub="g22"), r"g22 is dead: a guess names a surviving cub \(W-E-10\)")
    refused(state, FileGuess(by="g21"), r"an empty guess")
    no_dead = with_settings("elections", guesses_by_dead=False)
    refused(
        state,
        FileGuess(by="g22", ghost="cap1"),
        r"g22 is dead: dead players' guesses are not taken",
        scenario=no_dead,
    )


def test_guesses_belong_to_the_elections():
    state = table(phase="justice")
    refused(
        state,
        FileGuess(by="g21", ghost="cap1"),
        r"a guess order belongs to the elections phase; the game is at the justice phase",
    )


# -- the end of the phase ------------------------------------------------------------------------
def test_the_end_of_the_elections_starts_the_next_turn_and_clears_the_pending_orders():
    state, _ = opened("gv3")
    play(state, everyone_votes(state, "cap2"))
    resolve(state)
    state.assassination.ben_protects = "leftover"
    play(state, everyone_votes(state, "kn6"))
    ctx = resolve(state)
    assert (state.turn, state.phase, state.step) == (2, "assassination", "")
    assert (
        state.assassination.ben_protects == "" and state.elections.votes == {} and state.elections.round == ""
    )
    assert one(ctx, "turn_start").data == {"turn": 2}


def test_checklist_and_warnings():
    state, _ = opened("gv3", "kn2")
    play(state, ElectionVotes(votes={"g20": "cap2"}))
    steps = elections.checklist(state, SCENARIO)
    assert steps[0].label.startswith("élection de Grand Vassal\u202f: 1 siège, votes 1/")
    assert any(s.label == "nouveau Lieutenant pour kn2" and s.status == "optional" for s in steps)
    assert any("remplacer kn2" in w for w in elections.warnings(state, SCENARIO))
    english = SCENARIO.model_copy(update={"language": "en"})
    steps = elections.checklist(state, english)
    assert steps[0].label.startswith("Grand Vassal election: 1 seat, votes 1/")
    assert any(s.label == "new lieutenant for kn2" and s.status == "optional" for s in steps)
    assert any("replace kn2" in w for w in elections.warnings(state, english))


def test_w_a_7_a_turn_that_starts_with_five_wolves_or_fewer_tells_the_ghost_he_found_the_sword():
    """W-A-7: wolves executed in justice left five: the ghost learns it when the next turn starts."""
    state, _ = opened("gv3")
    kill(state, "kn3", "g2", "g3", "g5", "g6", phase="justice")  # 10 in the hierarchy -> 5 alive
    play(state, everyone_votes(state, "cap2"))
    resolve(state)
    play(state, everyone_votes(state, "kn6"))
    ctx = resolve(state)
    assert (state.turn, state.phase) == (2, "assassination")
    assert [e.audience.players for e in events(ctx, "sword_found")] == [("cap1",)]
    assert state.sword.found and state.sword.holder == "cap1"
