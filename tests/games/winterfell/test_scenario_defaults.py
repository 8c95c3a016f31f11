"""The catalogue's **default**s that are scenario settings since pass 13: each test plays the
setting's alternative and asserts its effect, and one asserts the default (W-S-6, W-A-2, W-A-3,
W-E-9, W-E-10)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from phase_cast import SCENARIO, night, one, opened, play, refused_under, resolve, squad, with_settings
from test_setup import WF, dealt, settings

from gmconsole.engine.errors import FileProblem
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.assassination import (
    NoAssassination,
    ghost_alone,
    living_wolf_count,
    lookout_problem,
    sword_available,
)
from gmconsole.games.winterfell.rules.elections import ElectionVotes, FileGuess, NewLieutenant
from gmconsole.games.winterfell.rules.state import WOLVES
from gmconsole.scenarios import scenario_from_dict

SHIPPED = Path(__file__).resolve().parents[3] / "scenarios" / "winterfell.toml"
SEEDS = [f"turncoat-{i}" for i in range(12)]


# -- W-S-6: the turncoat counted among the 11+1d4, or on top -------------------------------------
@pytest.mark.parametrize("seed", SEEDS)
def test_w_s_6_default_the_turncoat_is_one_of_the_11_plus_1d4(seed):
    """W-S-6 default: the hierarchy as the ghost sees it has 12 to 15 members, the turncoat among them."""
    state, _ = dealt(seed)
    hierarchy = state.hierarchy()
    assert 12 <= len(hierarchy) <= 15
    assert len([p for p in hierarchy if p.camp == WOLVES]) == len(hierarchy) - 1


@pytest.mark.parametrize("seed", SEEDS)
def test_w_s_6_turncoats_on_top_of_the_wolf_count(seed):
    """W-S-6 with ``turncoats_in_wolf_count = false``: the true wolves are 11+1d4, the turncoat
    an extra cub (13 to 16 in the hierarchy)."""
    state, _ = dealt(seed, scenario=settings(turncoats_in_wolf_count=False))
    hierarchy = state.hierarchy()
    true_wolves = [p for p in hierarchy if p.camp == WOLVES]
    assert 12 <= len(true_wolves) <= 15 and len(hierarchy) == len(true_wolves) + 1
    [turncoat] = [p for p in hierarchy if p.camp != WOLVES]
    assert "turncoat" in turncoat.roles and turncoat.hierarchy == "cub"


def test_w_s_6_turncoats_on_top_raise_the_minimum_roster():
    """W-S-6: the turncoat on top of the wolves takes one more player (the minimum says so)."""
    from gmconsole.games.winterfell.rules.setup import minimum_players

    assert minimum_players(settings(turncoats_in_wolf_count=False)) == minimum_players(WF) + 1


# -- W-A-3: no assassination allowed, or not -----------------------------------------------------
def test_w_a_3_default_the_wolves_may_order_no_assassination():
    """W-A-3 default: ``no_assassination`` is taken and the phase resolves without a victim."""
    state = night()
    play(state, NoAssassination())
    resolve(state)
    assert state.phase == "justice" and all(p.alive for p in state.players)


def test_w_a_3_a_scenario_may_make_the_wolves_strike_every_night():
    """W-A-3 with ``no_assassination_allowed = false``: the order is refused, so is resolving
    without a squad; a squad resolves as usual."""
    strict = with_settings("assassination", no_assassination_allowed=False)
    state = night()
    error = refused_under(state, NoAssassination(), "W-A-3", scenario=strict)
    assert "must order an assassination" in str(error)
    with pytest.raises(Exception, match="must order an assassination") as info:
        resolve(state, scenario=strict)
    assert getattr(info.value, "rule", "") == "W-A-3" and state.phase == "assassination"
    play(state, squad(["kn1", "kn3"], "g20", lookout="g2"), scenario=strict)
    resolve(state, scenario=strict)
    assert state.phase == "justice" and not state.wp("g20").alive


def test_w_a_3_a_dead_ghost_needs_no_assassination_under_the_strict_setting():
    """W-A-3: the strict setting does not ask the impossible: with the ghost dead (W-V-1) the
    phase resolves with no squad."""
    strict = with_settings("assassination", no_assassination_allowed=False)
    state = night()
    state.wp("cap1").alive = False
    state.players_changed()
    resolve(state, scenario=strict)  # not refused: the loyalists win (W-V-1)
    assert state.winner == "loyalists"


# -- W-A-2: whether the turncoat counts among the wolves -------------------------------------------
def _few_wolves(*alive: str):
    """The night's table with only ``alive`` left of the hierarchy (cap1 the ghost, g4 the turncoat)."""
    state = night()
    for p in state.hierarchy():
        if p.name not in alive:
            p.alive = False
    state.players_changed()
    return state


def test_w_a_2_default_the_turncoat_counts_among_the_wolves():
    """W-A-2 default: the ghost and the turncoat are two wolves: the ghost is not alone, a squad
    needs a lookout, and six wolves with the turncoat are above the sword's threshold (W-A-7)."""
    state = _few_wolves("cap1", "g4")
    assert not ghost_alone(state, SCENARIO) and living_wolf_count(state, SCENARIO) == 2
    play(state, squad(["cap1"], "g20"))
    assert lookout_problem(state, SCENARIO, state.assassination, 0, "en") != ""
    six = _few_wolves("cap1", "kn1", "kn2", "g1", "kn3", "g4")
    assert living_wolf_count(six, SCENARIO) == 6 and not sword_available(six, SCENARIO)


def test_w_a_2_a_scenario_may_leave_the_turncoat_out_of_the_wolves_count():
    """W-A-2 with ``turncoat_counts_as_wolf = false``: the ghost beside the turncoat alone needs
    no lookout, and five true wolves with the turncoat find the sword (W-A-7); the turncoat still
    serves as a lookout."""
    apart = with_settings("assassination", turncoat_counts_as_wolf=False)
    state = _few_wolves("cap1", "g4")
    assert ghost_alone(state, apart) and living_wolf_count(state, apart) == 1
    play(state, squad(["cap1"], "g20"), scenario=apart)
    assert lookout_problem(state, apart, state.assassination, 0, "en") == ""
    resolve(state, scenario=apart)
    assert not state.wp("g20").alive  # 7 against a guard's 2, no lookout needed
    six = _few_wolves("cap1", "kn1", "kn2", "g1", "kn3", "g4")
    assert living_wolf_count(six, apart) == 5 and sword_available(six, apart)
    served = _few_wolves("cap1", "kn1", "g4")
    play(served, squad(["cap1"], "g20", lookout="g4"), scenario=apart)
    assert lookout_problem(served, apart, served.assassination, 0, "en") == ""


# -- W-E-9: a tie for the last seat ----------------------------------------------------------------
def _tied_round(scenario=SCENARIO):
    state, _ = opened("gv3")
    play(state, ElectionVotes(votes={"kn1": "cap3", "kn2": "cap2", "g20": "cap4"}), scenario=scenario)
    return state, resolve(state, scenario=scenario)


def test_w_e_9_default_the_tie_is_drawn():
    """W-E-9 default: the tie for the last seat is a logged public draw."""
    _, ctx = _tied_round()
    result = one(ctx, "election_result")
    assert result.data["tie"] == ["cap2", "cap3"] and "seat_order_tie" not in result.data
    assert [r.purpose for r in ctx.rolls] == ["elections: tie for the last great_vassal seat(s) (W-E-9)"]


def test_w_e_9_seat_order_gives_the_seat_to_the_first_tied_in_seat_order():
    """W-E-9 with ``seat_tie = "seat_order"``: no roll; the first tied in the roster's order sits."""
    by_seat = with_settings("elections", seat_tie="seat_order")
    state, ctx = _tied_round(by_seat)
    result = one(ctx, "election_result")
    assert result.rule == "W-E-9" and result.data["elected"] == ["cap2"]
    assert result.data["tie"] == [] and result.data["seat_order_tie"] == ["cap2", "cap3"]
    assert not ctx.rolls and state.wp("cap2").rank == "great_vassal" and state.wp("cap3").rank == "captain"


# -- W-E-10: how a guess is judged ---------------------------------------------------------------
def test_w_e_10_default_the_turncoat_is_not_a_cub_for_scoring():
    """W-E-10 default: naming the turncoat (g4) as a cub is wrong."""
    state, _ = opened("g22")
    play(state, FileGuess(by="g21", cub="g4"))
    assert not state.guesses[0].cub_right


def test_w_e_10_a_scenario_may_count_the_turncoat_as_a_cub():
    """W-E-10 with ``turncoat_guessed_as_cub = true``: naming the turncoat as a cub is right,
    when made and when judged at the end."""
    as_cub = with_settings("elections", turncoat_guessed_as_cub=True)
    state, _ = opened("g22")
    play(state, FileGuess(by="g21", cub="g4"), scenario=as_cub)
    assert state.guesses[0].cub_right
    at_end = as_cub.model_copy(
        update={"elections": as_cub.elections.model_copy(update={"guesses_judged": "at_end"})}
    )
    assert points.judged_guesses(state, at_end)[0].cub_right


def _promoted_cub(scenario=SCENARIO):
    """g2, a cub named in a guess, becomes a lieutenant in the same elections (W-E-7)."""
    state, _ = opened("kn1")
    play(
        state,
        NewLieutenant(dead="kn1", cub="g2"),
        FileGuess(by="g21", cub="g2", lieutenant="kn2"),
        scenario=scenario,
    )
    resolve(state, scenario=scenario)
    assert state.wp("g2").hierarchy == "lieutenant"
    return state


def test_w_e_10_default_a_guess_is_judged_when_made():
    """W-E-10 default: the cub later promoted stays a right guess, and it scores."""
    state = _promoted_cub()
    [judged] = points.judged_guesses(state, SCENARIO)
    assert judged is state.guesses[0] and judged.cub_right and judged.lieutenant_right
    state.winner = "loyalists"
    lines = points.breakdown(state, SCENARIO, state.wp("g21"))
    assert [line["key"] for line in lines if line["item"] == "guess"] == ["lieutenant", "cub"]


def test_w_e_10_guesses_judged_at_the_end():
    """W-E-10 with ``guesses_judged = "at_end"``: judged against the roles at the end: the cub
    promoted lieutenant no longer scores as a cub; the stored guess is unchanged."""
    at_end = with_settings("elections", guesses_judged="at_end")
    state = _promoted_cub(at_end)
    assert state.guesses[0].cub_right  # as made
    [judged] = points.judged_guesses(state, at_end)
    assert not judged.cub_right and judged.lieutenant_right
    state.winner = "loyalists"
    lines = points.breakdown(state, at_end, state.wp("g21"))
    assert [line["key"] for line in lines if line["item"] == "guess"] == ["lieutenant"]
    report = points.end_report(state, at_end)
    assert report["guesses"][0]["cub_right"] is False


# -- the settings in the scenario file -------------------------------------------------------------
@pytest.mark.parametrize(
    ("section", "key", "value", "said"),
    [
        ("elections", "seat_tie", "coin", "elections.seat_tie"),
        ("elections", "guesses_judged", "later", "elections.guesses_judged"),
        ("elections", "turncoat_guessed_as_cub", "often", "elections.turncoat_guessed_as_cub"),
        ("assassination", "no_assassination_allowed", "never", "assassination.no_assassination_allowed"),
        ("assassination", "turncoat_counts_as_wolf", "seldom", "assassination.turncoat_counts_as_wolf"),
        ("setup", "turncoats_in_wolf_count", "maybe", "setup.turncoats_in_wolf_count"),
    ],
)
def test_a_wrong_value_of_a_new_setting_is_refused_with_its_key(section, key, value, said):
    """A wrong value gives the file, the key and what is expected, never a traceback."""
    data = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))
    data[section][key] = value
    with pytest.raises(FileProblem) as info:
        scenario_from_dict(data, "petit.toml")
    assert str(info.value).startswith(f"petit.toml: {said}") and value in str(info.value)


def test_the_shipped_scenario_lists_the_new_settings_at_their_defaults():
    """The shipped file names every new setting, at the value that keeps the catalogue's default."""
    data = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))
    assert data["setup"]["turncoats_in_wolf_count"] is True
    assert data["assassination"]["no_assassination_allowed"] is True
    assert data["assassination"]["turncoat_counts_as_wolf"] is True
    assert data["elections"]["seat_tie"] == "random"
    assert data["elections"]["guesses_judged"] == "when_made"
    assert data["elections"]["turncoat_guessed_as_cub"] is False


def test_w_s_6_turncoats_on_top_honour_the_pins():
    """W-S-6 with ``turncoats_in_wolf_count = false`` and pins (W-S-16): the pinned turncoat and
    ghost keep their places, the hierarchy still 13 to 16."""
    on_top = settings(turncoats_in_wolf_count=False)
    for seed in SEEDS[:6]:
        state, _ = dealt(seed, scenario=on_top, P01={"roles": ["turncoat"]}, P02={"hierarchy": "ghost"})
        assert "turncoat" in state.wp("P01").roles and state.wp("P02").hierarchy == "ghost"
        assert 13 <= len(state.hierarchy()) <= 16


def test_w_e_9_the_post_says_the_seat_order_settled_the_tie():
    """W-E-9 with ``seat_tie = "seat_order"``: the public post says how the tie was settled (it said
    « Élu » alone, as if nobody had tied)."""
    from gmconsole.export import public_post, render

    def untypo(text: str) -> str:  # French typography's narrow spaces and apostrophe, read plain
        return text.replace("\u202f", " ").replace("\xa0", " ").replace("\u2019", "'")

    by_seat = with_settings("elections", seat_tie="seat_order")
    _, ctx = _tied_round(by_seat)
    result = one(ctx, "election_result")
    out = untypo(render(public_post(ctx.events, by_seat, turn=result.turn, phase=result.phase), "text"))
    assert "Élu : cap2 ; égalité entre cap2 et cap3, départagée par l'ordre des places." in out, out
    _, drawn = _tied_round()
    out = untypo(render(public_post(drawn.events, SCENARIO, turn=result.turn, phase=result.phase), "text"))
    assert "départagée par tirage au sort" in out and "ordre des places" not in out, out


@pytest.mark.parametrize("policy", ["random", "heuristic"])
def test_w_a_3_the_simulator_s_wolves_strike_when_the_scenario_makes_them(policy):
    """W-A-3 with ``no_assassination_allowed = false``: the policies never order "no
    assassination" and add a lone wolf's strike on a non-GV when their squads may be refused, so
    every simulated game ends (half of them stopped at a refused resolution before)."""
    from gmconsole.simulate import default_roster, simulate
    from gmconsole.simulate import with_settings as simulated_with

    strict = simulated_with(SCENARIO, ["assassination.no_assassination_allowed=false"])
    summary = simulate(strict, default_roster(strict, None), 40, seed="w-a-3", policy=policy)
    assert sum(summary.wins.values()) == 40 and "unfinished" not in summary.wins, dict(summary.wins)
