"""Astrub's mission rules (astrub.md, M-M) and victory (M-V-1), through the engine."""

from __future__ import annotations

import pytest

from gmconsole.engine import Resolve, RuleViolation, UnknownPlayer
from gmconsole.games.astrub.rules.actions import CastVotes, MissionChoices, ProposeSquad

MISSIONS = [
    "Or d'Amakna Sud",
    "Rubis de Sidimote",
    "Diamants de Cania",
    "Émeraudes Koalak",
    "Aigue-Marine de Pandala",
]
SIZES = {
    5: [2, 3, 2, 3, 3],
    6: [2, 3, 4, 3, 4],
    7: [2, 3, 3, 4, 4],
    8: [3, 4, 4, 5, 5],
    9: [3, 4, 4, 5, 5],
    10: [3, 4, 4, 5, 5],
}


def refused(game, dump, action, rule: str, needle: str = "", player: str | None = None) -> RuleViolation:
    """Push ``action``, expect a refusal naming ``rule``, and check nothing changed."""
    before = dump(game)
    with pytest.raises(RuleViolation) as info:
        game.push(action)
    assert info.value.rule == rule, str(info.value)
    assert needle in str(info.value)
    if player is not None:
        assert info.value.player == player
    assert dump(game) == before
    return info.value


# -- M-M-1 ------------------------------------------------------------------------------------
def test_m_m_1_five_missions_in_order(astrub, table):
    """M-M-1: the scenario holds the five missions in order; each result names its mission."""
    assert [m.name for m in astrub.missions] == MISSIONS
    t = table(5)
    played = []
    for sabotages in (0, 1, 0, 2, 0):  # success, fail, success, fail (Émeraudes needs 2), success
        t.play_mission(sabotages)
    for event in t.game.events():
        if event.kind == "mission_result":
            played.append((event.data["mission_number"], event.data["mission"]))
    assert played == list(enumerate(MISSIONS, start=1))
    assert t.state.winner == "mercenaries"


# -- M-M-2 ------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(5, 11))
def test_m_m_2_squad_size_for_each_table_and_mission(table, dump, n):
    """M-M-2: the squad has the table's size for each mission; one more or one less is refused."""
    t = table(n)
    names = [p.name for p in t.state.players]
    for mission, size in enumerate(SIZES[n], start=1):
        assert t.state.turn == mission
        assert t.size() == size
        for wrong in (size - 1, size + 1):
            error = refused(t.game, dump, ProposeSquad(members=names[:wrong]), "M-M-2")
            assert f"has {size} members, not {wrong}" in str(error)
            assert MISSIONS[mission - 1] in str(error)
        t.propose(names[:size])
        assert t.game.journal[-1].events[0].data["size"] == size
        t.vote()
        t.mission(0)
        if t.state.over:
            break
    assert t.state.winner == "mercenaries"


def test_m_m_2_duplicate_refused(table, dump):
    """M-M-2: a player twice in the squad (even spelt differently) is refused, state unchanged."""
    t = table(5)
    error = refused(
        t.game, dump, ProposeSquad(members=["Alice", "alice"]), "M-M-2", "Alice is twice in the squad"
    )
    assert error.player == "Alice"
    refused(t.game, dump, ProposeSquad(members=["Chloé", "CHLOE", "Bob"]), "M-M-2", "twice")


def test_m_m_2_unknown_player_refused_with_suggestion(table, dump):
    """M-M-2: an unknown player in the squad is refused with a close suggestion, state unchanged."""
    t = table(5)
    before = dump(t.game)
    with pytest.raises(UnknownPlayer) as info:
        t.game.push(ProposeSquad(members=["Alice", "Bobb"]))
    assert info.value.player == "Bobb"
    assert "unknown player 'Bobb'" in str(info.value) and "'Bob'" in str(info.value)
    assert dump(t.game) == before


def test_m_m_2_resolving_without_a_squad_is_refused(table, dump):
    """M-M-2: the proposal cannot be resolved before the leader names a squad."""
    t = table(5)
    refused(t.game, dump, Resolve(), "M-M-2", "no squad entered yet")


def test_m_m_2_squad_only_at_the_proposal_step(table, dump):
    """M-M-2: a squad entered at the approval step is refused."""
    t = table(5)
    t.propose(["Alice", "Bob"])
    refused(
        t.game,
        dump,
        ProposeSquad(members=["Alice", "Chloé"]),
        "M-M-2",
        "only be entered at the proposal step",
    )


def test_m_m_2_names_folded_and_aliases(table):
    """M-M-2: the GM may type names without accents, in any case, or by alias."""
    t = table(5, aliases={"Chloé": ["Clo"]})
    t.propose(["clo", "EVE"])
    assert t.state.squad == ["Chloé", "Eve"]


# -- M-M-3 ------------------------------------------------------------------------------------
def test_m_m_3_majority_of_yes_launches(table):
    """M-M-3: 3 yes against 2 no launches the mission."""
    t = table(5)
    t.propose(["Alice", "Bob"])
    applied = t.vote(yes=3)
    (vote,) = [e for e in applied.entry.events if e.kind == "approval_vote"]
    assert vote.public and vote.data["approved"] is True and (vote.data["yes"], vote.data["no"]) == (3, 2)
    assert t.state.phase == "mission"


def test_m_m_3_majority_of_no_rejects(table):
    """M-M-3: 2 yes against 3 no rejects the squad."""
    t = table(5)
    t.propose(["Alice", "Bob"])
    t.vote(yes=2)
    assert t.state.phase == "proposal" and t.state.rejections == 1


def test_m_m_3_tie_launches(table):
    """M-M-3: a tie (3 yes, 3 no at 6 players) launches the mission."""
    t = table(6)
    t.propose(["Alice", "Bob"])
    applied = t.vote(yes=3)
    (vote,) = [e for e in applied.entry.events if e.kind == "approval_vote"]
    assert vote.data["tie"] is True and vote.data["approved"] is True
    assert t.state.phase == "mission" and t.state.rejections == 0


def test_m_m_3_tie_with_option_off_rejects(astrub, table):
    """M-M-3: with tie_approves = false a tie rejects the squad."""
    scenario = astrub.model_copy(
        update={"options": astrub.options.model_copy(update={"tie_approves": False})}
    )
    t = table(6, scenario=scenario)
    t.propose(["Alice", "Bob"])
    t.vote(yes=3)
    assert t.state.phase == "proposal" and t.state.rejections == 1 and t.state.leader == "Bob"


def test_m_m_3_every_player_must_vote(table, dump):
    """M-M-3: resolving with a vote missing is refused and names who has not voted."""
    t = table(5)
    t.propose(["Alice", "Bob"])
    t.game.push(CastVotes(votes={"Alice": "oui", "Bob": "non", "Chloé": True}))
    error = refused(t.game, dump, Resolve(), "M-M-3", "missing: David, Eve")
    assert "every player votes" in str(error)
    t.game.push(CastVotes(votes={"david": "pour", "Eve": "contre", "Alice": "no"}))  # Alice changes her vote
    t.game.push(Resolve())
    assert t.state.phase == "proposal"  # 2 yes (Chloé, David) against 3 no


def test_m_m_3_votes_accept_french_and_english_words():
    """M-M-3: yes/oui/pour/o and no/non/contre/n are read as votes; other words are refused."""
    from pydantic import ValidationError

    votes = CastVotes(
        votes={"a": "oui", "b": "Pour", "c": "yes", "d": "NON", "e": "contre", "f": "n", "g": True}
    )
    assert votes.votes == {"a": True, "b": True, "c": True, "d": False, "e": False, "f": False, "g": True}
    with pytest.raises(ValidationError, match="write yes or no"):
        CastVotes(votes={"a": "peut-être"})


def test_m_m_3_votes_only_at_the_approval_step_and_once_per_order(table, dump):
    """M-M-3: votes at another step, or a player twice in one order, are refused."""
    t = table(5)
    refused(t.game, dump, CastVotes(votes={"Alice": True}), "M-M-3", "only be entered at the approval step")
    t.propose(["Alice", "Bob"])
    refused(
        t.game, dump, CastVotes(votes={"Alice": True, "alice": False}), "M-M-3", "Alice votes twice", "Alice"
    )
    with pytest.raises(UnknownPlayer):
        t.game.push(CastVotes(votes={"Zorro": True}))


# -- M-M-4 ------------------------------------------------------------------------------------
def test_m_m_4_rejected_squad_passes_leadership(table):
    """M-M-4: a rejected squad passes the lead to the next player, who proposes for the same mission."""
    t = table(5)
    t.propose(["Alice", "Bob"], leader="Eve")
    applied = t.vote(yes=0)
    passes = [e for e in applied.entry.events if e.kind == "leader_passes"]
    assert [(e.data["previous"], e.data["leader"], e.rule) for e in passes] == [("Eve", "Alice", "M-M-4")]
    assert (t.state.turn, t.state.phase, t.state.leader, t.state.attempt) == (1, "proposal", "Alice", 2)
    assert t.state.squad == [] and t.state.votes == {}


# -- M-M-5 ------------------------------------------------------------------------------------
def test_m_m_5_five_rejections_in_a_row_spies_win(table):
    """M-M-5: the fifth squad rejected in a row makes the spies win at once."""
    t = table(5)
    for attempt in range(1, 6):
        assert not t.state.over
        assert t.state.attempt == attempt
        t.propose(t.squad_with_spies(0))
        applied = t.vote(yes=1)
    assert t.state.winner == "spies" and t.state.victory_rule == "M-M-5"
    (victory,) = [e for e in applied.entry.events if e.kind == "victory"]
    assert victory.public and victory.rule == "M-M-5" and victory.data["winner"] == "spies"
    assert t.state.results == []


def test_m_m_5_count_restarts_after_a_launch(table):
    """M-M-5: four rejections, a launch, then four more: nobody has won; the fifth in a row wins."""
    t = table(5)
    for _ in range(4):
        t.propose(t.squad_with_spies(0))
        t.vote(yes=0)
    assert t.state.rejections == 4
    t.propose(t.squad_with_spies(0))
    t.vote()
    assert t.state.rejections == 0
    t.mission(0)
    for _ in range(4):
        t.propose(t.squad_with_spies(0))
        t.vote(yes=0)
    assert not t.state.over and t.state.rejections == 4
    t.propose(t.squad_with_spies(0))
    t.vote(yes=0)
    assert (t.state.winner, t.state.victory_rule) == ("spies", "M-M-5")


def test_m_m_5_limit_is_a_scenario_option(astrub, table):
    """M-M-5: rejections_limit = 2 ends the game at the second rejection in a row."""
    scenario = astrub.model_copy(
        update={"options": astrub.options.model_copy(update={"rejections_limit": 2})}
    )
    t = table(5, scenario=scenario)
    t.propose(t.squad_with_spies(0))
    t.vote(yes=0)
    assert not t.state.over
    t.propose(t.squad_with_spies(0))
    t.vote(yes=0)
    assert t.state.victory_rule == "M-M-5"


# -- M-M-6 ------------------------------------------------------------------------------------
def test_m_m_6_only_squad_members_choose(table, dump):
    """M-M-6: a choice for a player outside the squad is refused, naming the player."""
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}})
    t.propose(["Chloé", "David"])
    t.vote()
    error = refused(
        t.game, dump, MissionChoices(choices={"Chloé": "success", "Eve": "sabotage"}), "M-M-6", player="Eve"
    )
    assert "Eve is not in the squad; only Chloé, David choose" in str(error)
    refused(t.game, dump, MissionChoices(choices={"Chloé": "success", "chloe": "sabotage"}), "M-M-6", "twice")
    t.game.push(MissionChoices(choices={"Chloé": "success"}))
    error = refused(t.game, dump, Resolve(), "M-M-6", "missing: David")


def test_m_m_6_choices_only_at_the_mission_step(table, dump):
    """M-M-6: mission choices entered at the proposal step are refused."""
    t = table(5)
    refused(
        t.game,
        dump,
        MissionChoices(choices={"Alice": "success"}),
        "M-M-6",
        "only be entered at the mission step",
    )


def test_m_m_6_mercenary_may_sabotage_with_a_warning_and_a_gm_event(table):
    """M-M-6: a mercenary's sabotage is allowed; the GM gets a warning and a GM-only event."""
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}})
    t.propose(["Chloé", "David"])
    t.vote()
    applied = t.game.push(MissionChoices(choices={"Chloé": "sabotage", "David": "réussite"}))
    assert applied.warnings == [
        "Chloé is a mercenary and chose sabotage (allowed, M-M-6)"
    ]  # an order's stay English
    assert t.game.warnings() == ["Chloé est mercenaire et a choisi le sabotage (permis, M-M-6)"]
    english = t.game.scenario.model_copy(update={"language": "en"})
    assert t.game.rules.warnings(t.state, english) == applied.warnings
    applied = t.game.push(Resolve())
    gm = [e for e in applied.entry.events if e.kind == "mercenary_sabotage"]
    assert [(e.audience.to, e.data["player"]) for e in gm] == [("gm", "Chloé")]
    (result,) = [e for e in applied.entry.events if e.kind == "mission_result"]
    assert result.data["success"] is False and result.data["sabotages"] == 1


def test_m_m_6_public_events_never_say_who_sabotaged(table):
    """M-M-6: the public post gives the number of sabotages, never who (only GM events name them)."""
    t = table(7, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}, "Chloé": {"role": "spy"}})
    t.propose(["Alice", "David"])
    t.vote()
    applied = t.mission(["Alice"])
    public = [e for e in applied.entry.events if e.public]
    secret = [e for e in applied.entry.events if not e.public]
    assert {e.kind for e in secret} == {"mission_choices"}
    assert all(e.audience.to == "gm" for e in secret)
    assert secret[0].data["choices"] == {"Alice": "sabotage", "David": "success"}
    (result,) = [e for e in public if e.kind == "mission_result"]
    assert result.data["sabotages"] == 1
    for event in public:
        text = repr(event.data)
        assert "sabotage'" not in text.replace("'sabotages'", "")
        if event.kind == "mission_result":  # the squad, public since its proposal, and no choice
            rest = {k: v for k, v in event.data.items() if k != "members"}
            assert event.data["members"] == ["Alice", "David"]
            assert "Alice" not in repr(rest) and "David" not in repr(rest)
    # nothing in any public event of the game pairs a name with a choice
    for event in t.game.events():
        if event.public and event.kind != "victory":
            assert "choices" not in event.data


def test_m_m_6_choice_words():
    """M-M-6: success/réussite/s and sabotage/échec/x are read as choices; others refused."""
    from pydantic import ValidationError

    c = MissionChoices(
        choices={"a": "Réussite", "b": "sabotage", "c": "échec", "d": "s", "e": "X", "f": False}
    )
    assert c.choices == {"a": False, "b": True, "c": True, "d": False, "e": True, "f": False}
    with pytest.raises(ValidationError, match="write success or sabotage"):
        MissionChoices(choices={"a": "maybe"})


# -- M-M-7 ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("mission", "sabotages", "success"),
    [(1, 0, True), (1, 1, False), (2, 2, False), (4, 1, True), (4, 2, False), (5, 1, False)],
)
def test_m_m_7_one_sabotage_fails_except_emeraudes_needs_two(table, mission, sabotages, success):
    """M-M-7: one sabotage fails a mission; Émeraudes Koalak (mission 4) fails only at two."""
    t = table(7, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}, "Chloé": {"role": "spy"}})
    before = [0, 1, 0, 2]  # sabotages on missions 1-4 before the one tested: S, F, S, F (no winner)
    for i in range(mission - 1):
        t.play_mission(before[i])
    applied = t.play_mission(sabotages)
    (result,) = [e for e in applied.entry.events if e.kind == "mission_result"]
    assert result.data["mission"] == MISSIONS[mission - 1]
    assert result.data["sabotages"] == sabotages
    assert result.data["needed"] == (2 if mission == 4 else 1)
    assert result.data["success"] is success
    assert t.state.results[-1] is success


def test_m_m_7_emeraudes_with_one_sabotage_succeeds_at_ten_players(table):
    """M-M-7: at 10 players (squad of 5) one sabotage on Émeraudes still succeeds, two fail."""
    t = table(10)
    for sabotages in (0, 1, 1):
        t.play_mission(sabotages)
    assert t.state.turn == 4
    applied = t.play_mission(1)
    (result,) = [e for e in applied.entry.events if e.kind == "mission_result"]
    assert result.data["success"] is True


# -- M-V-1 ------------------------------------------------------------------------------------
def test_m_v_1_three_successes_mercenaries_win(table):
    """M-V-1: the third successful mission makes the mercenaries win; the spies are then revealed."""
    t = table(5)
    t.play_mission(0)
    t.play_mission(1)
    t.play_mission(0)
    assert not t.state.over
    applied = t.play_mission(0)
    assert (t.state.winner, t.state.victory_rule, t.state.phase) == ("mercenaries", "M-V-1", "over")
    (victory,) = [e for e in applied.entry.events if e.kind == "victory"]
    assert victory.public and victory.data["spies"] == t.state.spies()
    assert "3 missions succeeded" in victory.data["reason"]


def test_m_v_1_three_failures_spies_win(table):
    """M-V-1: the third failed mission makes the spies win."""
    t = table(5)
    t.play_mission(1)
    t.play_mission(0)
    t.play_mission(1)
    assert not t.state.over
    t.play_mission(2)  # Émeraudes, two sabotages
    assert (t.state.winner, t.state.victory_rule) == ("spies", "M-V-1")
    assert t.state.results == [False, True, False, False]


def test_m_v_1_nothing_is_accepted_after_the_victory(table, dump):
    """M-V-1: once a camp has won, every order is refused and nothing changes."""
    t = table(5)
    for _ in range(3):
        t.play_mission(0)
    assert t.state.over
    for action in (Resolve(), ProposeSquad(members=["Alice", "Bob"]), CastVotes(votes={"Alice": True})):
        error = refused(t.game, dump, action, "M-V-1", "the game is over")
        assert "les mercenaires won" in str(error)


def test_m_s_3_the_gm_chooses_the_first_leader_and_may_change_him_until_the_squad_is_resolved(table):
    """M-S-3 (issue 14): "pour le 1er tour, il est choisi par le MJ". The checklist asks for him;
    a second entry of the first squad may name another leader; once the first squad is resolved
    the lead passes in seat order and can no longer be chosen."""
    from gmconsole.engine import Resolve
    from gmconsole.engine.errors import RuleViolation
    from gmconsole.games.astrub.rules.actions import ProposeSquad

    t = table(5)
    first = t.game.checklist()[0]
    assert first.status == "missing" and "M-S-3" in first.label
    t.game.push(ProposeSquad(members=["Alice", "Bob"], leader="Chloé"))
    assert t.state.leader == "Chloé" and t.game.checklist()[0].status == "entered"
    t.game.push(ProposeSquad(members=["Alice", "Bob"], leader="Eve"))  # the GM changes his mind
    assert t.state.leader == "Eve"
    t.game.push(Resolve())
    t.vote(yes=0)  # resolved, then rejected: the lead passes from Eve to the next seat
    assert t.state.leader == "Alice"
    with pytest.raises(RuleViolation, match="Alice leads this squad"):
        t.game.push(ProposeSquad(members=["Alice", "Bob"], leader="Chloé"))


def test_m_s_3_a_first_squad_without_a_leader_says_who_leads(table):
    """M-S-3: without a leader named, the first seat leads, and the GM is told so (not silently)."""
    from gmconsole.games.astrub.rules.actions import ProposeSquad

    t = table(5)
    applied = t.game.push(ProposeSquad(members=["Alice", "Bob"]))
    assert t.state.leader == "Alice"
    assert any("M-S-3" in w and "Alice" in w for w in applied.warnings)


def test_m_m_2_3_6_exact_names_and_spellings_give_the_same_orders(table, dump):
    """M-M-2, M-M-3, M-M-6: orders naming players by their exact roster names (checked at once,
    issue 17) do what the same orders spelt otherwise do, and are refused alike: a player
    twice in a squad, a choice from outside the squad."""
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}}, aliases={"Chloé": ["Clo"]})
    refused(t.game, dump, ProposeSquad(members=["Alice", "Alice"]), "M-M-2", "Alice is twice in the squad")
    t.propose(["Alice", "clo"])
    assert t.state.squad == ["Alice", "Chloé"]
    exact = CastVotes(votes={"Alice": True, "Bob": False, "Chloé": True, "David": False, "Eve": True})
    spelt = CastVotes(votes={"alice": True, "BOB": False, "Clo": True, "david": False, "eve": True})
    t.game.push(exact)
    by_exact = dict(t.state.votes)
    t.game.undo()
    t.game.push(spelt)
    assert dict(t.state.votes) == by_exact and list(by_exact) == ["Alice", "Bob", "Chloé", "David", "Eve"]
    t.game.push(Resolve())
    refused(t.game, dump, MissionChoices(choices={"Alice": True, "Bob": False}), "M-M-6", player="Bob")
    t.game.push(MissionChoices(choices={"Chloé": False, "Alice": True}))
    assert t.state.choices == {"Chloé": False, "Alice": True}


def test_m_m_4_next_leader_table_follows_the_seats_and_a_change_at_the_table(table):
    """M-M-4: the next leader read from the state's table is ``after``'s, for every seat, and
    the table is made again when the players change (``invalidate``, as a replacement does)."""
    t = table(5)
    state = t.state
    for p in state.players:
        assert state.next_after(p.name) == state.after(p.name).name
    state.players[1].name = "Zoé"  # what a replacement does to the seat, then invalidates
    state.invalidate()
    assert state.next_after(state.players[0].name) == "Zoé"
    assert state.next_after("Zoé") == state.players[2].name
    copied = state.model_copy(deep=True)
    copied.players[2].name = "Yann"
    copied.invalidate()
    assert copied.next_after("Zoé") == "Yann" and state.next_after("Zoé") == state.players[2].name
