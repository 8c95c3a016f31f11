"""Thiercelieux, rule by rule (thiercelieux.md), through the engine as the CLI and console use it."""

from __future__ import annotations

import pytest

from gmconsole.engine.actions import Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.game import Game

from .table import TABLE, new_game


def push(game: Game, *orders: dict) -> None:
    game.push([game.parse(o) for o in orders])


def step(game: Game, order: dict | None = None) -> None:
    push(game, *([order] if order else []), {"kind": "resolve"})


def to_first_night(game: Game, captain: str = "Cupidon") -> None:
    assert game.state.phase == "captain"
    step(game, {"kind": "captain_votes", "votes": {n: captain for n in TABLE}})


def through_first_night(
    game: Game, victim: str = "Paul", lovers=("Anne", "Chasseur"), witch: dict | None = None, **wolves
) -> None:
    """The whole first night: thief keeps, cupid, seer looks at Loup1, the wolves, the witch."""
    to_first_night(game)
    step(game, {"kind": "thief", "take": 0})
    step(game, {"kind": "cupid", "lovers": list(lovers)})
    step(game, {"kind": "seer", "target": "Loup1"})
    step(game, {"kind": "werewolves", "victim": victim, **wolves})
    if game.state.step == "witch":
        step(game, witch or {"kind": "witch"})


def alive(game: Game) -> set[str]:
    return {p.name for p in game.state.players if p.alive}


def public_kinds(game: Game) -> list[str]:
    return [e.kind for entry in game.entries() for e in entry.events if e.audience.to == "public"]


# -- setup ------------------------------------------------------------------------------------
def test_T_S_1_werewolves_by_player_count_and_villagers_fill_the_deck() -> None:
    """T-S-1."""
    from gmconsole.games.thiercelieux.rules.rules import ThiercelieuxRules
    from gmconsole.scenarios import load_scenario

    rules, scenario = ThiercelieuxRules(), load_scenario("thiercelieux")
    for players, wolves in ((8, 2), (11, 2), (12, 3), (18, 3)):
        deck = rules.deck(scenario, players)
        assert deck.count("werewolf") == wolves
        assert len(deck) == players + 2  # the thief is in the default deck (T-S-2)
    small = scenario.model_copy(update={"deck": scenario.deck.model_copy(update={"specials": ["seer"]})})
    assert rules.deck(small, 6) == ["werewolf", "seer", "villager", "villager", "villager", "villager"]
    with pytest.raises(RuleViolation, match="cannot hold"):
        new_game({f"J{i}": "" for i in range(5)}, deck={"min_players": 3, "werewolves": 2})


def test_T_S_2_with_the_thief_two_cards_stay_in_the_middle(game) -> None:
    """T-S-2."""
    assert sorted(game.state.middle) == ["villager", "villager"]
    without = new_game(
        {n: r for n, r in TABLE.items() if r != "thief"} | {"Voleur": "villager"},
        deck={"specials": ["seer", "hunter", "cupid", "little_girl", "witch"]},
    )
    assert without.state.middle == []


def test_T_S_3_the_deal_is_reproducible_and_respects_pins() -> None:
    """T-S-3."""
    table = {f"J{i}": "" for i in range(10)} | {"J0": "witch"}
    a, b = new_game(table, seed="x"), new_game(table, seed="x")
    assert [p.roles for p in a.state.players] == [p.roles for p in b.state.players]
    assert a.state.player("J0").roles == ["witch"]
    assert a.verify() == []
    with pytest.raises(RuleViolation, match="not enough"):
        new_game({f"J{i}": "" for i in range(10)} | {"J0": "seer", "J1": "seer"})


def test_T_S_4_the_captain_is_elected_and_a_tie_is_drawn(game) -> None:
    """T-S-4."""
    step(game, {"kind": "captain_votes", "votes": {"Paul": "Anne", "Anne": "Paul"}})
    assert game.state.captain in {"Anne", "Paul"}
    assert any(r.purpose.startswith("captain") or "captain" in r.key for e in game.entries() for r in e.rolls)
    appointed = new_game(captain={"mode": "appoint"})
    step(appointed, {"kind": "captain", "name": "Voyante"})
    assert appointed.state.captain == "Voyante" and appointed.state.phase == "night"
    none = new_game(captain={"mode": "none"})
    assert none.state.phase == "night" and none.state.captain == ""


# -- the first night --------------------------------------------------------------------------
def test_T_N_1_the_thief_swaps_and_is_forced_to_take_a_werewolf() -> None:
    """T-N-1."""
    game = new_game()
    to_first_night(game)
    assert game.state.step == "thief"
    step(game, {"kind": "thief", "take": 1})
    assert game.state.player("Voleur").roles == ["villager"] and "thief" in game.state.middle
    forced = new_game(
        {n: r for n, r in TABLE.items() if r != "werewolf"} | {"Loup1": "villager", "Loup2": "villager"},
        deck={"werewolves": 2},
    )
    # pins hold every werewolf out of the hands: both wolves lie in the middle
    assert forced.state.middle == ["werewolf", "werewolf"]
    to_first_night(forced)
    with pytest.raises(RuleViolation, match="must take one"):
        step(forced, {"kind": "thief", "take": 0})
    step(forced, {"kind": "thief", "take": 2})
    assert forced.state.player("Voleur").roles == ["werewolf"]
    assert forced.state.werewolves() == ["Voleur"]


def test_T_N_2_cupid_may_choose_himself_and_the_lovers_learn_each_other(game) -> None:
    """T-N-2."""
    to_first_night(game)
    step(game, {"kind": "thief"})
    with pytest.raises(RuleViolation, match="two different"):
        push(game, {"kind": "cupid", "lovers": ["Anne", "Anne"]})
    step(game, {"kind": "cupid", "lovers": ["Cupidon", "Loup1"]})
    assert game.state.lovers == ["Cupidon", "Loup1"]
    assert game.state.fact("Cupidon", "Loup1").seen_as == "lover"
    assert game.state.fact("Loup1", "Cupidon").seen_as == "lover"


def test_T_N_3_the_night_order_thief_cupid_seer_werewolves_witch(game) -> None:
    """T-N-3."""
    to_first_night(game)
    seen = []
    orders = {
        "thief": {"kind": "thief"},
        "cupid": {"kind": "cupid", "lovers": ["Anne", "Paul"]},
        "seer": {"kind": "seer", "target": "Paul"},
        "werewolves": {"kind": "werewolves", "victim": "Fille"},
        "witch": {"kind": "witch"},
    }
    while game.state.phase == "night":
        seen.append(game.state.step)
        step(game, orders[game.state.step])
    assert seen == ["thief", "cupid", "seer", "werewolves", "witch"]
    step(game, {"kind": "votes", "votes": {"Paul": "Loup2"}})
    seen = []
    while game.state.phase == "night":  # later nights: no thief, no cupid
        seen.append(game.state.step)
        step(
            game,
            orders[game.state.step]
            if game.state.step != "werewolves"
            else {"kind": "werewolves", "victim": "Anne"},
        )
    assert seen == ["seer", "werewolves", "witch"]


# -- every night ------------------------------------------------------------------------------
def test_T_N_4_the_seer_learns_the_true_role(game) -> None:
    """T-N-4."""
    through_first_night(game)
    assert game.state.fact("Voyante", "Loup1").seen_as == "werewolf"
    private = [e for entry in game.entries() for e in entry.events if e.kind == "seer_sees"]
    assert list(private[0].audience.players) == ["Voyante"] and private[0].data["role"] == "werewolf"


def test_T_N_5_the_werewolves_may_kill_one_of_their_own_and_starve_if_none_wakes() -> None:
    """T-N-5."""
    game = new_game()
    through_first_night(game, victim="Loup2")
    assert "Loup2" not in alive(game)
    starving = new_game()
    to_first_night(starving)
    step(starving, {"kind": "thief"})
    step(starving, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(starving, {"kind": "seer", "target": "Paul"})
    with pytest.raises(RuleViolation, match="no order from the werewolves"):
        push(starving, {"kind": "resolve"})
    step(starving, {"kind": "werewolves", "asleep": ["Loup1", "Loup2"]})
    assert starving.state.winner == "villagers" and not {"Loup1", "Loup2"} & alive(starving)


@pytest.mark.parametrize("outcome", ["caught", "learns", "nothing"])
def test_T_N_6_the_little_girl_spies(outcome) -> None:
    """T-N-6."""
    game = new_game()
    through_first_night(
        game, victim="Paul", little_girl_spies=True, little_girl_outcome=outcome, witch={"kind": "witch"}
    )
    if outcome == "caught":
        assert "Fille" not in alive(game) and "Paul" in alive(game)
    else:
        assert "Fille" in alive(game) and "Paul" not in alive(game)
    learned = game.state.known_by("Fille")
    assert (set(learned) <= {"Loup1", "Loup2"} and len(learned) == 1) if outcome == "learns" else not learned


def test_T_N_6_the_witch_cannot_save_a_caught_little_girl_and_the_die_decides_by_default() -> None:
    """T-N-6."""
    game = new_game()
    to_first_night(game)
    step(game, {"kind": "thief"})
    step(game, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(game, {"kind": "seer", "target": "Paul"})
    step(game, {"kind": "werewolves", "victim": "Paul", "little_girl_outcome": "caught"})
    with pytest.raises(RuleViolation, match="caught"):
        push(game, {"kind": "witch", "heal": True})
    rolled = new_game(night={"little_girl_caught_percent": 100})
    through_first_night(rolled, little_girl_spies=True)
    assert "Fille" not in alive(rolled)
    assert any("little_girl" in r.key for e in rolled.entries() for r in e.rolls)


def test_T_N_7_the_witch_is_shown_the_victim_and_may_heal_and_poison_the_same_night(game) -> None:
    """T-N-7."""
    through_first_night(game, victim="Paul", witch={"kind": "witch", "heal": True, "poison": "Loup2"})
    shown = [e for entry in game.entries() for e in entry.events if e.kind == "witch_shown"]
    assert shown[0].data["victim"] == "Paul" and list(shown[0].audience.players) == ["Sorciere"]
    assert "Paul" in alive(game) and "Loup2" not in alive(game)
    assert not game.state.heal_left and not game.state.poison_left
    one = new_game(night={"witch_both_potions_same_night": False})
    to_first_night(one)
    step(one, {"kind": "thief"})
    step(one, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(one, {"kind": "seer", "target": "Paul"})
    step(one, {"kind": "werewolves", "victim": "Paul"})
    with pytest.raises(RuleViolation, match="one potion a night"):
        push(one, {"kind": "witch", "heal": True, "poison": "Loup2"})


# -- the day ----------------------------------------------------------------------------------
def test_T_D_1_dawn_reveals_the_victims_cards_and_the_dead_take_no_part(game) -> None:
    """T-D-1."""
    through_first_night(game, victim="Paul")
    death = [e for entry in game.entries() for e in entry.events if e.kind == "death"][0]
    assert death.audience.to == "public" and death.data == {
        "player": "Paul",
        "role": "villager",
        "cause": "devoured",
    }
    with pytest.raises(RuleViolation, match="dead"):
        push(game, {"kind": "votes", "votes": {"Paul": "Loup1"}})


def test_T_D_2_the_hunter_shoots_when_devoured(game) -> None:
    """T-D-2."""
    through_first_night(game, victim="Chasseur", lovers=("Anne", "Paul"))
    assert game.state.step == "hunter" and game.state.pending == "Chasseur"
    with pytest.raises(RuleViolation, match="himself"):
        push(game, {"kind": "shoot", "target": "Chasseur"})
    step(game, {"kind": "shoot", "target": "Loup1"})
    assert "Loup1" not in alive(game) and game.state.step == "vote"


def test_T_D_2_default_the_hunter_also_shoots_when_poisoned_but_not_if_the_setting_says_no() -> None:
    """T-D-2."""
    game = new_game()
    through_first_night(game, victim="Paul", witch={"kind": "witch", "poison": "Chasseur"})
    assert game.state.step == "hunter"
    strict = new_game(day={"hunter_shoots_on_any_death": False})
    through_first_night(strict, victim="Paul", witch={"kind": "witch", "poison": "Chasseur"})
    assert strict.state.step == "vote"


def test_T_D_3_a_hunter_who_is_a_lover_devoured_at_night_shoots_and_his_lover_dies() -> None:
    """T-D-3."""
    game = new_game()
    through_first_night(game, victim="Chasseur", lovers=("Chasseur", "Anne"))
    assert "Anne" not in alive(game)  # grief comes at once, before the shot
    step(game, {"kind": "shoot", "target": "Loup1"})
    assert {"Chasseur", "Anne", "Loup1"}.isdisjoint(alive(game))


def test_T_D_3_the_hunters_shot_on_a_lover_kills_both() -> None:
    """T-D-3."""
    game = new_game()
    through_first_night(game, victim="Chasseur", lovers=("Paul", "Anne"))
    step(game, {"kind": "shoot", "target": "Paul"})
    assert {"Paul", "Anne"}.isdisjoint(alive(game))
    causes = {
        e.data["player"]: e.data["cause"]
        for entry in game.entries()
        for e in entry.events
        if e.kind == "death"
    }
    assert causes["Paul"] == "shot" and causes["Anne"] == "grief"


def test_T_D_4_a_lover_never_votes_against_the_other(game) -> None:
    """T-D-4."""
    through_first_night(game, victim="Voyante", lovers=("Anne", "Paul"))
    with pytest.raises(RuleViolation, match="never votes against"):
        push(game, {"kind": "votes", "votes": {"Anne": "Paul"}})


def test_T_D_5_the_most_voted_is_eliminated_and_the_double_vote_counts_twice() -> None:
    """T-D-5."""
    game = new_game()
    through_first_night(game, victim="Voyante", lovers=("Anne", "Paul"))
    step(game, {"kind": "votes", "votes": {"Anne": "Loup1", "Paul": "Loup1", "Loup1": "Anne"}})
    assert "Loup1" not in alive(game) and game.state.phase == "night"
    double = new_game(day={"double_vote": True}, captain={"mode": "none"})
    holder = double.state.double_vote
    assert holder
    step(double, {"kind": "thief"})
    step(double, {"kind": "cupid", "lovers": ["Cupidon", "Voleur"]})
    step(double, {"kind": "seer", "target": "Paul"})
    step(double, {"kind": "werewolves", "victim": ""})
    step(double, {"kind": "witch"})
    others = [n for n in TABLE if n != holder and n not in ("Cupidon", "Voleur")]
    a, b = [n for n in others if n not in ("Chasseur",)][:2]
    step(double, {"kind": "votes", "votes": {holder: a, b: b if b != holder else a}})
    assert a not in alive(double)


def test_T_D_6_a_tie_goes_to_the_captains_vote_else_one_revote_then_nobody() -> None:
    """T-D-6."""
    game = new_game()
    to_first_night(game, captain="Paul")
    step(game, {"kind": "thief"})
    step(game, {"kind": "cupid", "lovers": ["Cupidon", "Voleur"]})
    step(game, {"kind": "seer", "target": "Paul"})
    step(game, {"kind": "werewolves", "victim": "Voyante"})
    step(game, {"kind": "witch"})
    step(game, {"kind": "votes", "votes": {"Paul": "Loup1", "Anne": "Loup2"}})
    assert "Loup1" not in alive(game)
    no_captain = new_game(captain={"mode": "none"})
    step(no_captain, {"kind": "thief"})
    step(no_captain, {"kind": "cupid", "lovers": ["Cupidon", "Voleur"]})
    step(no_captain, {"kind": "seer", "target": "Paul"})
    step(no_captain, {"kind": "werewolves", "victim": "Voyante"})
    step(no_captain, {"kind": "witch"})
    step(no_captain, {"kind": "votes", "votes": {"Paul": "Loup1", "Anne": "Loup2"}})
    assert no_captain.state.step == "revote" and no_captain.state.candidates == ["Loup1", "Loup2"]
    with pytest.raises(RuleViolation, match="not among the tied"):
        push(no_captain, {"kind": "votes", "votes": {"Paul": "Anne"}})
    step(no_captain, {"kind": "votes", "votes": {"Paul": "Loup1", "Anne": "Loup2"}})
    assert {"Loup1", "Loup2"} <= alive(no_captain) and no_captain.state.phase == "night"
    assert "no_elimination" in public_kinds(no_captain)


def test_T_D_7_a_dying_captain_names_his_successor_or_one_is_drawn() -> None:
    """T-D-7."""
    game = new_game()
    through_first_night(game, victim="Cupidon", lovers=("Anne", "Voleur"))  # Cupidon was captain
    assert game.state.step == "successor" and game.state.pending == "Cupidon"
    step(game, {"kind": "captain", "name": "Anne"})
    assert game.state.captain == "Anne" and game.state.step == "vote"
    drawn = new_game()
    through_first_night(drawn, victim="Cupidon", lovers=("Anne", "Voleur"))
    step(drawn)
    assert drawn.state.captain in alive(drawn)


def test_T_D_8_abstentions_and_a_day_without_votes_eliminate_no_one(game) -> None:
    """T-D-8."""
    through_first_night(game, victim="Voyante", lovers=("Cupidon", "Voleur"))
    before = alive(game)
    step(game, {"kind": "votes", "votes": {"Paul": "abstain", "Anne": ""}})
    assert alive(game) == before and game.state.phase == "night"


# -- victory ----------------------------------------------------------------------------------
def test_T_V_1_the_villagers_win_when_the_last_werewolf_dies() -> None:
    """T-V-1."""
    game = new_game()
    through_first_night(game, victim="Loup2", lovers=("Cupidon", "Voleur"))
    step(game, {"kind": "votes", "votes": {"Paul": "Loup1"}})
    assert game.state.winner == "villagers" and game.state.victory_rule == "T-V-1"


def test_T_V_2_the_werewolves_win_when_one_villager_is_left() -> None:
    """T-V-2."""
    small = {"Loup1": "werewolf", "Paul": "villager", "Anne": "villager", "Marc": "villager"}
    game = new_game(small, deck={"specials": [], "werewolves": 1}, captain={"mode": "none"})
    step(game, {"kind": "werewolves", "victim": "Paul"})
    step(game, {"kind": "votes", "votes": {"Loup1": "Anne"}})
    assert game.state.winner == "werewolves" and game.state.victory_rule == "T-V-2"
    strict = new_game(
        small,
        deck={"specials": [], "werewolves": 1},
        captain={"mode": "none"},
        victory={"werewolves_win_when": "no_villager_left"},
    )
    step(strict, {"kind": "werewolves", "victim": "Paul"})
    step(strict, {"kind": "votes", "votes": {"Loup1": "Anne"}})
    assert not strict.state.winner


def test_T_V_3_mixed_lovers_win_when_they_are_the_last_two() -> None:
    """T-V-3."""
    small = {"Loup1": "werewolf", "Cupidon": "cupid", "Paul": "villager", "Anne": "villager"}
    game = new_game(small, deck={"specials": ["cupid"], "werewolves": 1}, captain={"mode": "none"})
    step(game, {"kind": "cupid", "lovers": ["Loup1", "Anne"]})
    step(game, {"kind": "werewolves", "victim": "Paul"})
    assert not game.state.winner
    step(game, {"kind": "votes", "votes": {"Anne": "Cupidon", "Loup1": "Cupidon"}})
    assert game.state.winner == "lovers" and game.state.victory_rule == "T-V-3"


def test_T_V_4_victory_waits_for_the_chain_and_nobody_wins_when_all_are_dead() -> None:
    """T-V-4."""
    small = {"Loup1": "werewolf", "Chasseur": "hunter", "Paul": "villager", "Anne": "villager"}
    game = new_game(small, deck={"specials": ["hunter"], "werewolves": 1}, captain={"mode": "none"})
    step(game, {"kind": "werewolves", "victim": "Paul"})
    step(game, {"kind": "votes", "votes": {"Anne": "Chasseur", "Loup1": "Chasseur"}})
    # one villager (Anne) and a wolf left, but the hunter's shot comes first
    assert not game.state.winner and game.state.step == "hunter"
    step(game, {"kind": "shoot", "target": "Loup1"})
    assert game.state.winner == "villagers"
    three = {"Loup1": "werewolf", "Cupidon": "cupid", "Chasseur": "hunter"}
    last = new_game(
        three,
        deck={"specials": ["cupid", "hunter"], "werewolves": 1, "min_players": 3},
        captain={"mode": "none"},
    )
    step(last, {"kind": "cupid", "lovers": ["Loup1", "Cupidon"]})
    step(last, {"kind": "werewolves", "victim": "Chasseur"})
    step(last, {"kind": "shoot", "target": "Cupidon"})  # Cupidon shot, Loup1 dies of grief
    assert last.state.winner == "nobody" and last.state.victory_rule == "T-V-4"


def test_undo_of_a_night_step_gives_the_same_dice_again() -> None:
    game = new_game(night={"little_girl_caught_percent": 50})
    to_first_night(game)
    step(game, {"kind": "thief"})
    step(game, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(game, {"kind": "seer", "target": "Paul"})
    step(game, {"kind": "werewolves", "victim": "Voyante", "little_girl_spies": True})
    first = game.state.model_dump(mode="json")
    game.undo()
    step(game, {"kind": "werewolves", "victim": "Voyante", "little_girl_spies": True})
    assert game.state.model_dump(mode="json") == first
    assert isinstance(Resolve(), Resolve)


def test_T_N_5_the_werewolves_form_lets_them_name_one_of_their_own() -> None:
    """T-N-5: the console's werewolves form offers every living player, the werewolves too."""
    game = new_game()
    to_first_night(game)
    step(game, {"kind": "thief"})
    step(game, {"kind": "cupid", "lovers": ["Anne", "Paul"]})
    step(game, {"kind": "seer", "target": "Paul"})
    form = game.rules.forms(game.state, game.scenario)[0]
    victim = next(f for f in form.fields if f.field == "victim")
    assert {"Loup1", "Loup2"} <= set(victim.names)


def test_T_D_7_the_successor_is_named_after_the_chain_and_not_once_the_game_is_won() -> None:
    """T-D-7 with T-V-4: the captain devoured and the hunter poisoned the same night: the hunter
    shoots first, the successor is named among those still alive; a captain whose death ends
    the game names no one."""
    game = new_game()
    through_first_night(
        game, victim="Cupidon", lovers=("Anne", "Voleur"), witch={"kind": "witch", "poison": "Chasseur"}
    )
    assert game.state.step == "hunter"
    step(game, {"kind": "shoot", "target": "Paul"})
    assert game.state.step == "successor" and game.state.pending == "Cupidon"
    small = {"Loup1": "werewolf", "Paul": "villager", "Anne": "villager", "Marc": "villager"}
    last = new_game(small, deck={"specials": [], "werewolves": 1})
    step(last, {"kind": "captain_votes", "votes": {"Paul": "Loup1"}})
    step(last, {"kind": "werewolves", "victim": ""})
    step(last, {"kind": "votes", "votes": {"Paul": "Loup1", "Anne": "Loup1"}})
    assert last.state.winner == "villagers" and last.state.step == ""


def test_T_N_7_each_potion_once_by_default_and_more_as_a_setting() -> None:
    """T-N-7: the potions per game are scenario settings (once each by default)."""
    game = new_game(night={"witch_poison_potions": 2})
    through_first_night(
        game, victim="Paul", lovers=("Anne", "Voleur"), witch={"kind": "witch", "poison": "Loup2"}
    )
    assert game.state.poison_left and game.state.poisons_used == 1
    once = new_game()
    through_first_night(
        once, victim="Paul", lovers=("Anne", "Voleur"), witch={"kind": "witch", "poison": "Loup2"}
    )
    assert not once.state.poison_left
