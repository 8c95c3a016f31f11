"""The justice phase (W-J): accusations, weighted votes, executions, the revolt, the interrogation."""

from __future__ import annotations

import pytest
from phase_cast import RULES, SCENARIO, events, kill, one, play, refused, resolve, table, with_settings

from gmconsole.engine.errors import UnknownPlayer
from gmconsole.games.winterfell.rules.justice import Accuse, Interrogate, JusticeVotes, tally


def accused_table(accused=("g10", "g11", "kn5"), **changes):
    """A table at the vote step with ``accused`` named by gv1, gv2, gv3."""
    state = table(**changes)
    play(
        state,
        *(Accuse(by=f"gv{i}", accused=a, justification=f"why {a}") for i, a in enumerate(accused, start=1)),
    )
    resolve(state)
    assert state.step == "vote"
    return state


# -- W-J-1 accusations ------------------------------------------------------------------------
def test_w_j_1_each_gv_names_an_accused_with_a_justification_kept_in_the_public_event():
    """W-J-1: each gv names an accused with a justification kept in the public event."""
    state = table()
    ctx = play(
        state,
        Accuse(by="gv1", accused="g10", justification="il a protégé un Loup"),
        Accuse(by="gv2", accused="g11", justification="trop calme"),
        Accuse(by="gv3", accused="kn5", justification="regard fuyant"),
    )
    assert [a.accused for a in state.justice.accusations] == ["g10", "g11", "kn5"]
    ctx = resolve(state)
    event = one(ctx, "accused")
    assert event.audience.to == "public" and event.rule == "W-J-1"
    assert event.data["accused"][0] == {
        "accused": "g10",
        "by": "gv1",
        "justification": "il a protégé un Loup",
        "drawn": False,
    }
    assert event.data["drawn"] == []
    assert not ctx.rolls, "nothing is drawn when the three GVs named three accused"
    assert state.step == "vote"


def test_w_j_1_a_gv_accusing_himself_is_refused():
    """W-J-1: a gv accusing himself is refused."""
    state = table()
    refused(
        state, Accuse(by="gv1", accused="gv1", justification="moi"), r"gv1 cannot accuse himself \(W-J-1\)"
    )


def test_w_j_1_a_gv_may_accuse_another_gv():
    """W-J-1: a gv may accuse another gv."""
    state = table()
    play(state, Accuse(by="gv1", accused="gv2", justification="traître"))
    assert state.justice.accusations[0].accused == "gv2"


def test_w_j_1_only_a_living_gv_accuses_and_only_the_living_are_accused():
    """W-J-1: only a living gv accuses and only the living are accused."""
    state = table()
    refused(
        state,
        Accuse(by="cap2", accused="g10", justification="suspect"),
        r"cap2 is not a Grand Vassal: only the GVs name the accused \(W-J-1\)",
    )
    kill(state, "gv3", "g12")
    refused(
        state,
        Accuse(by="gv3", accused="g10", justification="suspect"),
        r"gv3 is dead and names no accused \(W-J-1\)",
    )
    refused(
        state,
        Accuse(by="gv1", accused="g12", justification="suspect"),
        r"g12 is dead and cannot be accused \(W-J-1\)",
    )


def test_w_j_1_an_accusation_without_a_justification_is_refused_by_default_and_a_warning_by_setting():
    """W-J-1: the seed: "les Grands Vassaux seront obligés de fournir une justification pour
    chaque accusé". An accusation without one (or a blank one) is refused with a message that
    quotes the need; ``require_justification = false`` accepts it with a warning."""
    from gmconsole.games.winterfell.rules.justice import JusticeSettings

    assert JusticeSettings().require_justification is True
    state = table()
    for blank in ("", "   "):
        error = refused(
            state,
            Accuse(by="gv1", accused="g10", justification=blank),
            r"gv1 accuses g10 without a justification: the GVs must give one for each accused, "
            r"« les Grands Vassaux seront obligés de fournir une justification pour chaque accusé »",
        )
        assert (error.rule, error.player) == ("W-J-1", "gv1")
    play(state, Accuse(by="gv1", accused="g10", justification="il a protégé un Loup"))
    refused(state, Accuse(by="gv1", accused="g10"), r"without a justification")  # no edit to nothing
    assert state.justice.accusations[0].justification == "il a protégé un Loup"
    relaxed = with_settings("justice", require_justification=False)
    state = table()
    ctx = play(state, Accuse(by="gv1", accused="g10"), scenario=relaxed)
    assert [(a.by, a.accused) for a in state.justice.accusations] == [("gv1", "g10")]
    assert ctx.warnings == [
        "gv1 accuses g10 without a justification: the GVs must give one for each accused, "
        "« les Grands Vassaux seront obligés de fournir une justification pour chaque accusé » (W-J-1)"
    ]
    assert "accusations sans justification (W-J-1)\u202f: gv1 accuse g10" in RULES.warnings(state, relaxed)


def test_w_j_1_the_same_player_cannot_be_accused_twice_and_a_new_accusation_replaces_the_gvs_previous_one():
    """W-J-1: the same player cannot be accused twice and a new accusation replaces the gvs previous one."""
    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="a"))
    refused(
        state,
        Accuse(by="gv2", accused="g10", justification="suspect"),
        r"g10 is already accused by gv1; name another player \(W-J-1\)",
    )
    play(
        state,
        Accuse(by="gv2", accused="g11", justification="suspect"),
        Accuse(by="gv3", accused="g12", justification="suspect"),
    )
    ctx = play(state, Accuse(by="gv1", accused="g13", justification="b"))
    assert [a.accused for a in state.justice.accusations] == ["g13", "g11", "g12"]
    assert ctx.warnings == ["gv1's accusation of g10 is replaced by g13"]
    play(state, Accuse(by="gv1", accused="g13", justification="c"))  # same pair: edits the text
    assert state.justice.accusations[0].justification == "c"


def test_w_j_1_accusations_are_refused_outside_the_accusation_step_and_outside_justice():
    """W-J-1: accusations are refused outside the accusation step and outside justice."""
    state = accused_table()
    refused(
        state,
        Accuse(by="gv1", accused="g20", justification="suspect"),
        r"accusations belong to the accusation step of justice",
    )
    other = table(phase="elections")
    refused(
        other,
        Accuse(by="gv1", accused="g20", justification="suspect"),
        r"a accuse order belongs to the justice phase; the game is at the elections phase",
    )


# -- W-J-2 three accused whatever the number of GVs -------------------------------------------
def test_w_j_2_two_gvs_still_name_three_accused_one_of_them_naming_two():
    """W-J-2: two gvs still name three accused one of them naming two."""
    state = table()
    kill(state, "gv3")
    play(
        state,
        Accuse(by="gv1", accused="g10", justification="suspect"),
        Accuse(by="gv1", accused="g11", justification="suspect"),
    )
    refused(state, Accuse(by="gv2", accused="g11", justification="suspect"), r"g11 is already accused by gv1")
    play(state, Accuse(by="gv2", accused="g12", justification="suspect"))
    assert [a.accused for a in state.justice.accusations] == ["g10", "g11", "g12"]
    ctx = resolve(state)
    assert one(ctx, "accused").data["drawn"] == [] and not ctx.rolls


def test_w_j_2_missing_names_are_drawn_among_living_non_gv_players_not_yet_accused():
    """W-J-2: missing names are drawn among living non gv players not yet accused."""
    state = table()
    kill(state, "gv2", "gv3", "g15")
    play(state, Accuse(by="gv1", accused="g10", justification="x"))
    ctx = resolve(state)
    event = one(ctx, "accused")
    assert event.rule == "W-J-2"
    drawn = event.data["drawn"]
    assert len(drawn) == 2 and len(state.justice.accusations) == 3
    for name in drawn:
        p = state.wp(name)
        assert p.alive and p.rank != "great_vassal" and name != "g10"
    assert [r.purpose for r in ctx.rolls] == ["justice: accused drawn at random"]
    assert ctx.rolls[0].audience.to == "public"
    assert [a["drawn"] for a in event.data["accused"]] == [False, True, True]


def test_w_j_2_with_no_gv_left_all_three_accused_are_drawn_and_the_draw_is_reproducible():
    """W-J-2: with no gv left all three accused are drawn and the draw is reproducible."""
    a, b = table(), table()
    for state in (a, b):
        kill(state, "gv1", "gv2", "gv3")
        resolve(state)
    assert [x.accused for x in a.justice.accusations] == [x.accused for x in b.justice.accusations]
    assert len(a.justice.accusations) == 3


# -- W-J-3 votes ---------------------------------------------------------------------------------
def test_w_j_3_a_gv_voting_in_justice_is_refused():
    """W-J-3: a gv voting in justice is refused."""
    state = accused_table()
    refused(
        state,
        JusticeVotes(votes={"g20": "g10", "gv2": "g10"}),
        r"gv2 is a Grand Vassal: the GVs do not vote on the accused; a GV may vote only for the revolt "
        r"\(W-J-5\) \(W-J-3\)",
    )
    assert state.justice.votes == {}


def test_w_j_3_a_vote_for_a_non_accused_is_refused():
    """W-J-3: a vote for a non accused is refused."""
    state = accused_table()
    refused(
        state,
        JusticeVotes(votes={"g20": "g12"}),
        r"g12 is not accused; vote for g10, g11, kn5, revolt or abstain \(W-J-3\)",
    )


def test_w_j_3_a_dead_voter_is_refused():
    """W-J-3: a dead voter is refused."""
    state = accused_table()
    kill(state, "g20")
    refused(state, JusticeVotes(votes={"g20": "g10"}), r"g20 is dead and cannot vote \(W-J-3\)")


def test_w_j_3_unknown_names_are_refused_with_suggestions():
    """W-J-3: unknown names are refused with suggestions."""
    state = accused_table()
    error = refused(state, JusticeVotes(votes={"kn55": "g10"}), r"unknown player 'kn55'; did you mean")
    assert isinstance(error, UnknownPlayer) and error.suggestions
    refused(state, JusticeVotes(votes={"g20": "zzzz"}), r"unknown player 'zzzz'")


def test_w_j_3_votes_weigh_the_voters_influence_and_a_later_vote_replaces_an_earlier_one():
    """W-J-3: votes weigh the voters influence and a later vote replaces an earlier one."""
    state = accused_table()
    play(state, JusticeVotes(votes={"cap2": "g10", "kn6": "g10", "g20": "g11", "g21": "Abstention"}))
    play(state, JusticeVotes(votes={"g20": "g10"}))
    result = tally(state, SCENARIO)
    assert result.totals == {"g10": 7 + 3 + 1, "g11": 0, "kn5": 0}
    assert state.justice.votes["g21"] == "abstain"
    assert {"voter": "cap2", "vote": "g10", "weight": 7} in result.rows


# -- W-J-4 threshold and executions -------------------------------------------------------------
def test_w_j_4_every_accused_at_or_over_a_third_of_the_available_influence_is_executed():
    """W-J-4: every accused at or over a third of the available influence is executed."""
    state = accused_table()
    # Available: the living non-GVs: 4 captains 28 (cap1 ... cap5 = 35), knights 36, guards 30 -> 101.
    assert tally(state, SCENARIO).available == 35 + 36 + 30
    assert tally(state, SCENARIO).threshold == 101 // 3 == 33
    votes = {f"cap{i}": "g10" for i in range(1, 6)}  # 35
    votes |= {f"kn{i}": "g11" for i in range(1, 12)}  # 33: exactly the threshold
    votes |= {f"g{i}": "kn5" for i in range(1, 31)}  # 30: below
    play(state, JusticeVotes(votes=votes))
    ctx = resolve(state)
    result = one(ctx, "justice_result")
    assert result.audience.to == "public" and result.rule == "W-J-4"
    assert result.data["totals"] == {"g10": 35, "g11": 33, "kn5": 30}
    assert result.data["threshold"] == 33 and result.data["available"] == 101
    assert result.data["executed"] == ["g10", "g11"]
    assert result.data["not_voted"] == ["kn12"]
    assert not state.wp("g10").alive and not state.wp("g11").alive and state.wp("kn5").alive
    assert state.wp("g10").died_phase == "justice" and state.wp("g10").died_turn == 1
    assert [e.data["name"] for e in events(ctx, "executed")] == ["g10", "g11"]


def test_w_j_4_an_accused_without_any_vote_is_never_executed_even_with_a_zero_threshold():
    """W-J-4: an accused without any vote is never executed even with a zero threshold."""
    state = table()
    kill(state, *[p.name for p in state.players if p.name not in ("gv1", "g10", "g11", "g12")])
    play(
        state,
        Accuse(by="gv1", accused="g10", justification="suspect"),
        Accuse(by="gv1", accused="g11", justification="suspect"),
        Accuse(by="gv1", accused="g12", justification="suspect"),
    )
    resolve(state)
    assert tally(state, SCENARIO).threshold == 1  # 3 guards: 3 // 3
    play(state, JusticeVotes(votes={"g10": "g11", "g11": "abstain", "g12": "abstain"}))
    kill(state, "g12")  # 2 voters left: threshold 0
    assert tally(state, SCENARIO).threshold == 0
    ctx = resolve(state)
    assert one(ctx, "justice_result").data["executed"] == ["g11"]
    assert state.wp("g10").alive


def test_w_j_4_available_influence_can_include_every_living_player_by_setting():
    """W-J-4: available influence can include every living player by setting."""
    scenario = with_settings("justice", available_influence="living")
    state = accused_table()
    assert tally(state, scenario).available == 161


# -- W-J-5 revolt --------------------------------------------------------------------------------
def test_w_j_5_only_loyalist_revolt_votes_count_one_each_and_half_the_loyalists_succeed():
    """W-J-5: only loyalist revolt votes count one each and half the loyalists succeed."""
    state = accused_table()
    loyal = [p for p in state.living() if p.camp == "loyalists"]
    needed = len(loyal) // 2
    assert tally(state, SCENARIO).revolt_needed == needed
    wolves = {p.name: "révolte" for p in state.living() if p.camp == "wolves"}
    voters = [p.name for p in loyal if p.rank != "great_vassal"][: needed - 1]
    play(state, JusticeVotes(votes=wolves | {v: "revolt" for v in voters}))
    result = tally(state, SCENARIO)
    assert result.revolt_votes == len(wolves) + needed - 1 and len(result.revolt_counted) == needed - 1
    assert not result.revolt_success
    last = next(p.name for p in loyal if p.rank != "great_vassal" and p.name not in voters)
    play(state, JusticeVotes(votes={last: "revolt"}))
    assert tally(state, SCENARIO).revolt_success
    ctx = resolve(state)
    revolt = one(ctx, "revolt")
    assert revolt.audience.to == "public" and revolt.rule == "W-J-5"
    assert revolt.data["killed"] == ["gv1", "gv2", "gv3"]
    assert all(not state.wp(g).alive for g in ("gv1", "gv2", "gv3"))
    assert state.revolt_turn == 1
    data = one(ctx, "justice_result").data
    assert data["revolt_success"] and "revolt_counted" not in data and "revolt_needed" not in data, (
        "secret: the loyalists' number"
    )
    gm = one(ctx, "revolt_count")
    assert gm.audience.to == "gm" and last in gm.data["counted"]


def test_w_j_5_a_gv_may_vote_for_the_revolt_and_a_loyal_gvs_vote_counts_in_the_half_of_the_loyalists():
    """W-J-5: the seed: "Tout le monde peut voter pour la révolte. Cependant, seuls seront
    comptabilisés les votes des loyalistes." A GV's revolt vote is taken (he is no voter on the
    accused); a loyal GV's counts toward half the living loyalists, a worshipper GV's does not."""
    state = accused_table()
    loyal = [p.name for p in state.living() if p.camp == "loyalists" and p.rank != "great_vassal"]
    needed = tally(state, SCENARIO).revolt_needed
    assert needed == 39 // 2  # 39 living loyalists, the three loyal GVs among them
    play(state, JusticeVotes(votes={name: "revolt" for name in loyal[: needed - 1]}))
    assert not tally(state, SCENARIO).revolt_success
    play(state, JusticeVotes(votes={"gv1": "révolte"}))
    result = tally(state, SCENARIO)
    assert "gv1" in result.revolt_counted and result.revolt_success
    assert "gv1" not in result.not_voted and result.available == 101, "a GV is no voter on the accused"
    ctx = resolve(state)
    assert one(ctx, "revolt").data["killed"] == ["gv1", "gv2", "gv3"]
    assert {"voter": "gv1", "vote": "revolt", "weight": 1} in one(ctx, "justice_result").data["votes"]
    # A worshipper GV may vote for the revolt too, but only the loyalists' votes count.
    worship = {f"gv{i}": {"camp": "worshippers"} for i in (1, 2, 3)}
    state = accused_table(**worship)
    play(state, JusticeVotes(votes={"gv2": "revolt"}))
    result = tally(state, SCENARIO)
    assert result.revolt_votes == 1 and result.revolt_counted == []


def test_w_j_5_a_revolt_vote_replaces_the_vote_on_the_accused_and_needs_at_least_one_loyalist():
    """W-J-5: a revolt vote replaces the vote on the accused and needs at least one loyalist."""
    state = accused_table()
    play(state, JusticeVotes(votes={"cap2": "g10"}))
    play(state, JusticeVotes(votes={"cap2": "revolt"}))
    assert tally(state, SCENARIO).totals["g10"] == 0
    # With a single living loyalist, half rounded down is 0: one vote is still needed.
    lone = table()
    kill(lone, *[p.name for p in lone.players if p.camp == "loyalists" and p.name != "g20"])
    resolve(lone)  # no GV left: the three accused are drawn
    assert tally(lone, SCENARIO).revolt_needed == 1
    play(lone, JusticeVotes(votes={"cap1": "revolt"}))  # the ghost: not a loyalist
    assert not tally(lone, SCENARIO).revolt_success


def test_w_j_5_the_revolt_kills_worshipper_gvs_and_the_next_gv_seats_open_to_knights():
    """W-J-5: the revolt kills worshipper gvs and the next gv seats open to knights."""
    state = accused_table(
        gv1={"camp": "worshippers"}, gv2={"camp": "worshippers"}, gv3={"camp": "worshippers"}
    )
    loyal = [p.name for p in state.living() if p.camp == "loyalists"]
    play(state, JusticeVotes(votes={name: "revolt" for name in loyal}))
    ctx = resolve(state)
    assert state.phase in ("justice", "elections")
    if state.phase == "justice":  # interrogation step: skip it
        ctx = resolve(state)
    assert state.phase == "elections" and state.elections.round == "great_vassal"
    opened = one(ctx, "election_round")
    assert opened.rule == "W-E-2" and set(opened.data["candidate_ranks"]) == {"captain", "knight"}


# -- W-J-6 interrogation -------------------------------------------------------------------------
def _executed_table(target="g7", **changes):
    state = accused_table(accused=(target, "g11", "kn5"), **changes)
    votes = {f"kn{i}": target for i in range(1, 13)} | {f"cap{i}": target for i in range(1, 6)}
    play(state, JusticeVotes(votes=votes))
    resolve(state)
    return state


def test_w_j_6_the_gars_du_batard_interrogates_an_executed_player_who_reveals_his_role_as_it_appears():
    """W-J-6: the gars du batard interrogates an executed player who reveals his role as it appears."""
    scenario = with_settings("justice", interrogation_percent=100)
    state = _executed_table("g7")  # a Hooded Man: seen as a cub (W-R-4)
    assert state.step == "interrogation"
    refused(
        state,
        Interrogate(target="g11"),
        r"g11 was not executed; the Gars du Bâtard interrogates one of g7 \(W-J-6\)",
    )
    play(state, Interrogate(target="g7"))
    ctx = resolve(state, scenario)
    told = one(ctx, "interrogated")
    assert told.audience.players == ("g7",) and told.data == {"by": "g30", "revealed": True, "seen_as": "cub"}
    learned = one(ctx, "learned")
    assert (
        learned.audience.players == ("g30",) and learned.data["seen_as"] == "cub" and learned.rule == "W-J-6"
    )
    assert state.known_by("g30")["g7"].seen_as == "cub"
    assert [r.purpose for r in ctx.rolls] == ["interrogation of g7"]
    assert state.phase == "elections"


def test_w_j_6_the_condemned_stays_silent_otherwise_and_is_told_so():
    """W-J-6: the condemned stays silent otherwise and is told so."""
    scenario = with_settings("justice", interrogation_percent=0)
    state = _executed_table("g6")
    play(state, Interrogate(target="g6"))
    ctx = resolve(state, scenario)
    assert one(ctx, "interrogated").data == {"by": "g30", "revealed": False, "seen_as": ""}
    assert not events(ctx, "learned") and "g6" not in state.known_by("g30")


def test_w_j_6_the_33_percent_roll_is_logged_and_pestagaupe_appears_as_a_loyalist():
    """W-J-6: the 33 percent roll is logged and pestagaupe appears as a loyalist."""
    revealed = []
    for seed in range(40):
        state = _executed_table("g6")
        state.seed = f"seed-{seed}"
        play(state, Interrogate(target="g6"))
        ctx = resolve(state)
        roll = ctx.rolls[0]
        assert roll.expr == "1d100" and roll.purpose == "interrogation of g6"
        if one(ctx, "interrogated").data["revealed"]:
            assert roll.result <= 33
            revealed.append(one(ctx, "interrogated").data["seen_as"])
    assert revealed and set(revealed) == {"loyalist"}
    assert 3 <= len(revealed) <= 25


def test_w_j_6_resolving_without_an_order_skips_and_no_interrogation_without_the_gars():
    """W-J-6: resolving without an order skips and no interrogation without the gars."""
    state = _executed_table()
    ctx = resolve(state)
    assert one(ctx, "interrogation").data["skipped"] and state.phase == "elections" and not ctx.rolls
    state = table()
    kill(state, "g30")
    play(
        state,
        *(
            Accuse(by=f"gv{i}", accused=a, justification="suspect")
            for i, a in enumerate(("g10", "g11", "kn5"), start=1)
        ),
    )
    resolve(state)
    play(
        state,
        JusticeVotes(votes={f"kn{i}": "g10" for i in range(1, 13)} | {f"cap{i}": "g10" for i in range(1, 6)}),
    )
    resolve(state)
    assert state.phase == "elections", "no interrogation step when the Gars du Bâtard is dead"


# -- the console ---------------------------------------------------------------------------------
def test_checklist_and_warnings_follow_the_steps():
    from gmconsole.games.winterfell.rules import justice

    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="suspect"))
    steps = justice.checklist(state, SCENARIO)
    assert steps[0].label == "accusations 1/3" and steps[0].status == "missing"
    assert steps[0].detail == "gv1 accuse g10\u202f; pas encore\u202f: gv2, gv3"
    assert "gv2, gv3" in justice.warnings(state, SCENARIO)[0]
    resolve(state)
    play(state, JusticeVotes(votes={"cap2": "g10"}))
    steps = justice.checklist(state, SCENARIO)
    assert steps[0].label == f"votes de justice 1/{len(state.living()) - 3}"
    assert steps[0].detail.startswith("n'ont pas voté (abstention s'ils ne votent pas)\u202f: ")
    assert "g10 7" in steps[1].label and "(seuil 33 sur " in steps[1].label


@pytest.mark.parametrize("word", ["abstain", "Abstention", "blanc", ""])
def test_abstention_words(word):
    state = accused_table()
    play(state, JusticeVotes(votes={"g20": word}))
    assert state.justice.votes["g20"] == "abstain"


def test_w_j_5_the_counted_revolt_votes_are_public_only_by_setting():
    """W-J-5: the counted revolt votes are public only by setting."""
    scenario = with_settings("justice", publish_revolt_count=True)
    state = accused_table()
    play(state, JusticeVotes(votes={"g20": "revolt", "g3": "revolt"}), scenario=scenario)  # g3: a wolf
    needed = tally(state, scenario).revolt_needed
    ctx = resolve(state, scenario)
    data = one(ctx, "justice_result").data
    assert (data["revolt_votes"], data["revolt_counted"], data["revolt_needed"]) == (2, 1, needed)
    assert not data["revolt_success"]


# -- what the justice module's mutants showed untested (issue 12) ------------------------------
def test_w_j_5_the_revolt_threshold_with_an_even_number_of_living_loyalists():
    """W-J-5: "il faut que la moitié (arrondi à l'inférieur) des loyalistes votent pour la
    révolte": with 38 living loyalists, 19 votes; 18 are not enough (an odd count, 39, gives 19 too)."""
    state = accused_table()
    kill(state, "g20")
    loyal = [p.name for p in state.living() if p.camp == "loyalists" and p.rank != "great_vassal"]
    assert len([p for p in state.living() if p.camp == "loyalists"]) == 38
    assert tally(state, SCENARIO).revolt_needed == 19
    play(state, JusticeVotes(votes={name: "revolt" for name in loyal[:18]}))
    assert not tally(state, SCENARIO).revolt_success
    play(state, JusticeVotes(votes={loyal[18]: "revolt"}))
    assert tally(state, SCENARIO).revolt_success
    scenario = with_settings("justice", revolt_divisor=3)
    assert tally(state, scenario).revolt_needed == 38 // 3


def test_w_j_2_exactly_one_missing_name_is_drawn_among_living_non_gvs_not_yet_accused():
    """W-J-2: "Si les Grands Vassaux donnent moins de trois noms, les noms manquants seront tirés au
    sort": one missing name, one drawn; over many turns the draw never takes a dead player, an
    accused or a GV (the fill's pool, default ``non_gv``)."""
    for turn in range(1, 40):
        state = table(turn=turn)
        kill(state, "g15", "g16", "kn7")
        play(
            state,
            Accuse(by="gv1", accused="g10", justification="a"),
            Accuse(by="gv2", accused="gv3", justification="b"),
        )
        ctx = resolve(state)
        drawn = one(ctx, "accused").data["drawn"]
        assert len(drawn) == 1 and len(state.justice.accusations) == 3
        p = state.wp(drawn[0])
        assert p.alive and p.rank != "great_vassal" and p.name not in ("g10", "gv3")
    living = with_settings("justice", fill_among="living")
    state = table()
    kill(state, *[p.name for p in state.players if p.rank != "great_vassal"][3:])
    play(state, Accuse(by="gv1", accused="cap1", justification="a"), scenario=living)
    ctx = resolve(state, scenario=living)
    assert set(one(ctx, "accused").data["drawn"]) <= {"gv1", "gv2", "gv3", "cap2", "cap3"}


def test_w_j_2_a_second_accusation_never_takes_a_silent_gvs_place():
    """W-J-2: "Si les Grands Vassaux ne sont plus au nombre de 3, ils ont quand même le droit de
    proposer un troisième nom": with three GVs alive, a GV's second name replaces his first (the
    other two GVs keep their places); with two alive, the first GV's second name takes the third
    place, not the silent GV's."""
    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="a"))
    ctx = play(state, Accuse(by="gv1", accused="g11", justification="b"))
    assert [a.accused for a in state.justice.accusations] == ["g11"]
    assert ctx.warnings == ["gv1's accusation of g10 is replaced by g11"]
    state = table()
    kill(state, "gv3")
    play(state, Accuse(by="gv1", accused="g10", justification="a"))
    play(state, Accuse(by="gv1", accused="g11", justification="b"))
    assert [a.accused for a in state.justice.accusations] == ["g10", "g11"]
    play(state, Accuse(by="gv1", accused="g12", justification="c"))
    assert [a.accused for a in state.justice.accusations] == ["g10", "g12"]
    play(state, Accuse(by="gv2", accused="g13", justification="d"))
    assert [a.accused for a in state.justice.accusations] == ["g10", "g12", "g13"]
    ctx = play(state, Accuse(by="gv2", accused="g14", justification="e"))
    assert [a.accused for a in state.justice.accusations] == ["g10", "g12", "g14"]
    assert ctx.warnings == ["gv2's accusation of g13 is replaced by g14"]


def test_w_j_3_a_vote_typed_with_an_alias_or_another_spelling_counts_for_the_accused():
    """W-J-3: a vote typed in another case, without accents or through an alias is the accused's."""
    state = accused_table(accused=("g10", "g11", "kn5"), g11={"name": "g11", "aliases": ["Onze"]})
    play(state, JusticeVotes(votes={"cap2": "G10", "cap3": "onze", "kn6": "KN5", "g20": "Révolution"}))
    assert state.justice.votes == {"cap2": "g10", "cap3": "g11", "kn6": "kn5", "g20": "revolt"}
    result = tally(state, SCENARIO)
    assert result.totals == {"g10": 7, "g11": 7, "kn5": 3}


def test_the_justice_settings_defaults_are_the_sources_numbers():
    """W-J-1..W-J-6: the model's defaults (a scenario file that leaves a key out gets them) are
    the source's numbers and the catalogue's defaults, the same as the shipped scenario's."""
    from gmconsole.games.winterfell.rules.justice import JusticeSettings

    defaults = JusticeSettings()
    assert defaults.model_dump() == SCENARIO.justice.model_dump()
    assert (defaults.accused, defaults.threshold_divisor, defaults.revolt_divisor) == (3, 3, 2)
    assert (defaults.revolt_min_votes, defaults.interrogation_percent) == (1, 33)
    assert defaults.require_justification and defaults.gv_may_accuse_gv and not defaults.gv_may_accuse_self
    assert (defaults.fill_among, defaults.available_influence) == ("non_gv", "voters")
    assert defaults.revolt and not defaults.execute_without_votes and not defaults.publish_revolt_count
    assert not defaults.interrogate_revolt_victims


def test_w_j_1_the_setting_can_forbid_accusing_another_gv():
    """W-J-1 default: a GV may accuse another GV; ``gv_may_accuse_gv = false`` refuses it."""
    strict = with_settings("justice", gv_may_accuse_gv=False)
    state = table()
    error = refused(
        state,
        Accuse(by="gv1", accused="gv2", justification="traître"),
        r"gv2 is a Grand Vassal and cannot be accused \(W-J-1\)",
        scenario=strict,
    )
    assert error.player == "gv2"
    play(state, Accuse(by="gv1", accused="g10", justification="suspect"), scenario=strict)


def test_w_j_2_the_checklist_counts_the_names_left_to_the_draw():
    """W-J-2: the checklist says how many accused the resolution will draw, and nothing once the
    three are named."""
    from gmconsole.games.winterfell.rules import justice

    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="a"))
    steps = justice.checklist(state, SCENARIO)
    assert [s.label for s in steps][1:] == ["2 accusés tirés au sort à la résolution"]
    play(
        state,
        Accuse(by="gv2", accused="g11", justification="b"),
        Accuse(by="gv3", accused="g12", justification="c"),
    )
    steps = justice.checklist(state, SCENARIO)
    assert len(steps) == 1 and steps[0].status == "entered"


def test_the_justice_settings_bounds():
    """The scenario's justice numbers are checked at load: one accused and a divisor of one are
    allowed, a percentage over 100 or no accused at all are not."""
    import pydantic

    from gmconsole.games.winterfell.rules.justice import JusticeSettings

    JusticeSettings(accused=1, threshold_divisor=1, revolt_divisor=1, interrogation_percent=100)
    for bad in ({"accused": 0}, {"threshold_divisor": 0}, {"interrogation_percent": 100.5}):
        with pytest.raises(pydantic.ValidationError):
            JusticeSettings(**bad)


def test_w_j_5_without_the_revolt_a_revolt_vote_is_refused_and_other_votes_stand():
    """W-J-5: a scenario without the revolt refuses a revolt vote, and only that."""
    calm = with_settings("justice", revolt=False)
    state = accused_table()
    refused(
        state,
        JusticeVotes(votes={"g20": "révolte"}),
        r"the revolt is not part of this scenario \(W-J-5\)",
        scenario=calm,
    )
    play(state, JusticeVotes(votes={"g20": "g10", "g21": "abstain"}), scenario=calm)
    assert state.justice.votes == {"g20": "g10", "g21": "abstain"}


def test_w_j_6_the_checklist_and_warnings_of_the_interrogation_step():
    """W-J-6: at the interrogation step the checklist says who may interrogate whom, then whom he
    interrogates; the warning says that resolving without a choice skips it."""
    from gmconsole.games.winterfell.rules import justice

    state = _executed_table("g7")
    [step] = justice.checklist(state, SCENARIO)
    assert (step.label, step.status, step.detail) == (
        "interrogatoire par g30",
        "optional",
        "peut interroger l'un de\u202f: g7",
    )
    assert "n'a pas choisi qui interroger" in justice.warnings(state, SCENARIO)[0]
    play(state, Interrogate(target="g7"))
    [step] = justice.checklist(state, SCENARIO)
    assert (step.status, step.detail) == ("entered", "interroge g7")
    assert justice.warnings(state, SCENARIO) == []


def test_w_j_4_an_execution_records_the_death_and_only_the_ghosts_sets_his_death_turn():
    """W-J-4, W-V-1: the executed die in justice at this turn; only the ghost's execution sets
    the turn of the ghost's death (W-V-1 counts from it); the accused are fixed once drawn."""
    state = _executed_table("g12")
    assert state.justice.accused_final is True
    assert not state.wp("g12").alive and state.wp("g12").died_phase == "justice"
    assert state.ghost_died_turn == 0, "g12 is no ghost"


def test_w_j_6_the_revolts_dead_gvs_may_be_interrogated_by_setting():
    """W-J-6: with ``interrogate_revolt_victims`` the GVs hanged by the revolt join the condemned
    the Gars du Bâtard may interrogate (off by default)."""
    scenario = with_settings("justice", interrogate_revolt_victims=True)
    for setting, expected in ((SCENARIO, ["g10"]), (scenario, ["g10", "gv1", "gv2", "gv3"])):
        state = accused_table()
        guards = [f"g{i}" for i in (*range(7, 26), 27) if i != 10]
        votes = {name: "revolt" for name in guards}  # 19 loyalists: half of 39
        votes |= {f"cap{i}": "g10" for i in range(2, 6)} | {f"kn{i}": "g10" for i in range(4, 13)}
        play(state, JusticeVotes(votes=votes), scenario=setting)
        assert len(guards) == 19 and tally(state, setting).revolt_success
        resolve(state, scenario=setting)
        assert state.step == "interrogation"
        assert state.justice.executed == expected, setting.justice.interrogate_revolt_victims
