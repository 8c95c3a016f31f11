"""Astrub's setup rules (astrub.md, M-S): table size, the deal of the spies, the first leader."""

from __future__ import annotations

from collections import Counter

import pytest

from gmconsole.engine import Game, RuleViolation
from gmconsole.games.astrub.rules.actions import ProposeSquad

SPIES_BY_SIZE = {5: 2, 6: 2, 7: 3, 8: 3, 9: 3, 10: 4}


# -- M-S-1 ------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [0, 1, 4, 11, 12])
def test_m_s_1_refuses_tables_outside_5_to_10(astrub, roster, n):
    """M-S-1: a roster of another size than 5 to 10 is refused with a clear message."""
    with pytest.raises(RuleViolation) as info:
        Game.new(astrub, roster(n) if n <= 10 else roster(10) + _extra(n - 10), "s")
    assert info.value.rule == "M-S-1"
    assert str(info.value) == f"this game takes 5 to 10 players and the roster has {n} (M-S-1)"


def _extra(k: int):
    from gmconsole.engine import RosterEntry

    return [RosterEntry(name=f"Extra {i}") for i in range(k)]


@pytest.mark.parametrize("n", range(5, 11))
def test_m_s_1_accepts_5_to_10_players(new_game, n):
    """M-S-1: every size from 5 to 10 is dealt and starts at mission 1, proposal step."""
    game = new_game(n)
    assert len(game.state.players) == n
    assert (game.state.turn, game.state.phase) == (1, "proposal")


# -- M-S-2 ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "spies"), sorted(SPIES_BY_SIZE.items()))
def test_m_s_2_spy_count_per_table_size(new_game, n, spies):
    """M-S-2: 5-6 players have 2 spies, 7-9 have 3, 10 have 4; everyone else is a mercenary."""
    for seed in ("a", "b", "c"):
        state = new_game(n, seed=seed).state
        camps = Counter(p.camp for p in state.players)
        assert camps == {"spies": spies, "mercenaries": n - spies}
        for p in state.players:
            assert p.roles == (["spy"] if p.camp == "spies" else ["mercenary"])


def test_m_s_2_deal_is_reproducible_from_the_seed(new_game):
    """M-S-2: the same seed deals the same spies; the deal is a logged roll."""
    first, again = new_game(7, seed="alpha"), new_game(7, seed="alpha")
    assert first.state.spies() == again.state.spies()
    assert first.setup.rolls == again.setup.rolls
    (roll,) = first.setup.rolls
    assert roll.purpose == "deal the spies"
    assert roll.expr == "sample 3 of 7"
    assert roll.audience.to == "gm"
    assert sorted(roll.outcome.split(", ")) == sorted(first.state.spies())


def test_m_s_2_deal_is_random_across_seeds(new_game):
    """M-S-2: different seeds give different deals, and every player can be dealt a spy."""
    deals = Counter()
    for i in range(200):
        deals.update(new_game(5, seed=f"seed {i}").state.spies())
    assert set(deals) == {"Alice", "Bob", "Chloé", "David", "Eve"}
    # 200 deals of 2 spies among 5: each player about 80 times; far from it means a biased deal.
    assert all(50 <= count <= 110 for count in deals.values()), deals


def test_m_s_2_pins_are_respected(new_game):
    """M-S-2: pinned roles are kept (English and French words, role or camp key)."""
    pins = {"Alice": {"role": "spy"}, "Bob": {"camp": "espions"}, "Chloé": {"role": "mercenaire"}}
    for seed in range(20):
        state = new_game(5, seed=str(seed), pins=pins).state
        assert state.spies() == ["Alice", "Bob"]
    pins = {"Eve": {"camp": "spies"}, "David": {"role": "Mercenaries"}}
    for seed in range(20):
        state = new_game(5, seed=str(seed), pins=pins).state
        assert "Eve" in state.spies() and "David" not in state.spies()
        assert len(state.spies()) == 2


def test_m_s_2_fully_pinned_deal_rolls_nothing(new_game):
    """M-S-2: when the pins fix every spy, nothing is drawn."""
    game = new_game(5, pins={"Alice": {"role": "spy"}, "Eve": {"role": "spy"}})
    assert game.state.spies() == ["Alice", "Eve"]
    assert game.setup.rolls == []


def test_m_s_2_over_pinning_is_refused(new_game):
    """M-S-2: more pinned spies (or mercenaries) than the table has is refused."""
    with pytest.raises(RuleViolation) as info:
        new_game(5, pins={n: {"role": "spy"} for n in ("Alice", "Bob", "Chloé")})
    assert info.value.rule == "M-S-2"
    assert "3 players are pinned as spies but 5 players have 2" in str(info.value)
    with pytest.raises(RuleViolation) as info:
        new_game(5, pins={n: {"role": "mercenary"} for n in ("Alice", "Bob", "Chloé", "David")})
    assert info.value.rule == "M-S-2"
    assert "4 players are pinned as mercenaries but 5 players have only 3 mercenaries" in str(info.value)


@pytest.mark.parametrize(
    ("pins", "needle"),
    [
        ({"Alice": {"role": "wolf"}}, "pinned role 'wolf' is neither spy nor mercenary"),
        ({"Alice": {"rank": "lord"}}, "unknown pin 'rank'"),
        ({"Alice": {"role": "spy", "camp": "mercenaries"}}, "the pins contradict each other"),
    ],
)
def test_m_s_2_bad_pins_are_refused_naming_the_player(new_game, pins, needle):
    """M-S-2: a pin the game does not know is refused, naming the player."""
    with pytest.raises(RuleViolation) as info:
        new_game(5, pins=pins)
    assert needle in str(info.value)
    assert info.value.player == "Alice"


@pytest.mark.parametrize("n", [5, 7, 10])
def test_m_s_2_spies_know_each_other(new_game, n):
    """M-S-2 default: each spy knows every other spy; mercenaries know nobody; the group is told."""
    game = new_game(n, seed="know")
    state = game.state
    spies = state.spies()
    for p in state.players:
        known = state.known_by(p.name)
        if p.name in spies:
            assert set(known) == set(spies) - {p.name}
            assert {fact.seen_as for fact in known.values()} == {"spy"}
        else:
            assert known == {}
    (told,) = [e for e in game.setup.events if e.kind == "spies_known"]
    assert told.audience.to == "group" and set(told.audience.players) == set(spies)
    assert told.data["spies"] == spies


def test_m_s_2_option_off_spies_do_not_know_each_other(astrub, new_game):
    """M-S-2: with spies_know_each_other = false nobody learns anything at the deal."""
    scenario = astrub.model_copy(
        update={"options": astrub.options.model_copy(update={"spies_know_each_other": False})}
    )
    game = new_game(7, scenario=scenario)
    assert game.state.knowledge == []
    assert not [e for e in game.setup.events if e.kind == "spies_known"]


def test_m_s_2_each_player_gets_only_their_own_role_card(new_game):
    """M-S-2: each role card goes to its player alone; the public start event names no spy."""
    game = new_game(6)
    cards = [e for e in game.setup.events if e.kind == "role_card"]
    assert [c.audience.players for c in cards] == [(p.name,) for p in game.state.players]
    for card in cards:
        assert card.audience.to == "player"
        assert card.data["role"] == game.state.player(card.audience.players[0]).roles[0]
    (start,) = [e for e in game.setup.events if e.public]
    assert start.kind == "game_start" and start.data["spies"] == 2
    assert "camp" not in str(start.data) and "spy" not in str(start.data["players"])


# -- M-S-3 ------------------------------------------------------------------------------------
def test_m_s_3_gm_chooses_first_leader_then_seat_order(table):
    """M-S-3: the GM names the first leader; leadership then passes in seat order, wrapping round."""
    t = table(5)
    assert t.state.leader == ""
    t.play_mission(0, leader="David")
    assert t.state.leader == "Eve"
    leaders = []
    for _ in range(3):  # rejected squads pass it on too (M-M-4): Eve, Alice, Bob
        leaders.append(t.state.leader)
        t.propose(t.squad_with_spies(0))
        t.vote(yes=0)
    assert leaders == ["Eve", "Alice", "Bob"]
    assert t.state.leader == "Chloé"


def test_m_s_3_first_leader_defaults_to_the_first_seat(table):
    """M-S-3: when the GM names nobody, the first player in seat order leads."""
    t = table(5)
    t.propose(t.squad_with_spies(0))
    assert t.state.leader == "Alice"


def test_m_s_3_another_player_cannot_take_the_lead(table, dump):
    """M-S-3: once a leader leads, naming another leader is refused and changes nothing."""
    t = table(5)
    t.play_mission(0, leader="Bob")
    assert t.state.leader == "Chloé"
    before = dump(t.game)
    with pytest.raises(RuleViolation) as info:
        t.game.push(ProposeSquad(members=t.squad_with_spies(0), leader="Alice"))
    assert info.value.rule == "M-S-3" and info.value.player == "Alice"
    assert "Alice cannot propose: Chloé leads this squad" in str(info.value)
    assert dump(t.game) == before
    t.propose(t.squad_with_spies(0), leader="chloe")  # the leader named again, any spelling
    assert t.state.phase == "approval"


def test_m_s_3_leadership_order_follows_seats_not_names(table):
    """M-S-3: seat order is the roster's order (Hélène after Gus, not sorted by name)."""
    t = table(8)
    t.play_mission(0, leader="Gus")
    assert t.state.leader == "Hélène"


def test_m_s_1_a_roster_checked_before_is_still_checked_after_a_change(astrub):
    """The deal remembers rosters whose names passed the check, by their names and aliases: a
    roster changed since (a name twice, an alias that reads as another's name) is refused still."""
    from gmconsole.engine import RosterEntry, find_rules

    rules = find_rules("astrub")
    roster = [RosterEntry(name=n) for n in ("Ann", "Ben", "Cid", "Dan", "Eve")]
    rules.setup(astrub, roster, "one")
    rules.setup(astrub, roster, "two")  # remembered: dealt again
    roster[4].name = "Ann"
    with pytest.raises(RuleViolation, match="Ann"):
        rules.setup(astrub, roster, "three")
    roster[4].name = "Eve"
    roster[3].aliases = ["eve"]
    with pytest.raises(RuleViolation, match="Eve"):
        rules.setup(astrub, roster, "four")
