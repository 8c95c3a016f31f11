"""The deal of a roster without pins takes shorter paths (issue 17, speed): they deal what the
general path, the one that honours pins, deals for the same roster and seed (W-S-1..W-S-16).

The general path is forced on an unpinned roster by preparing its (free) pins as a pinned
roster's are: every check and the oracle then run, and every draw is the one the dice make.
"""

from __future__ import annotations

from dataclasses import asdict

import pytest

from gmconsole.engine.rules.base import RosterEntry
from gmconsole.engine.state import Knowledge
from gmconsole.games.winterfell.rules import setup
from gmconsole.games.winterfell.rules.simulate import random_roster
from gmconsole.games.winterfell.rules.state import WinterfellPlayer
from gmconsole.scenarios import load_scenario

WF = load_scenario("winterfell")
MEEREEN = load_scenario("meereen")


def _variant(**values: object):
    return WF.model_copy(update={"setup": WF.setup.model_copy(update=values)})


SCENARIOS = {
    "winterfell": WF,
    "meereen": MEEREEN,
    "abel among the cubs": _variant(abel_in_hierarchy=True),
    "worshippers, Ben, two Schlingues": _variant(
        worshippers_percent=100.0, ben_percent=100.0, reek_percent=[0.0, 0.0, 100.0]
    ),
    "loyal Schlingues, no optional role": _variant(
        reek_percent=[0.0, 0.0, 100.0], reek_wolf_percent=0.0, ben_percent=0.0, bastards_boy=0, greenseer=0
    ),
}


def _general(d, scenario, ctx) -> None:
    """The ranks as a pinned roster deals them, after its pins' preparation: from then on the
    deal takes every general path (``d.allowed`` set)."""
    setup._prepare_pins(d, scenario)
    setup._deal_ranks(d, scenario, ctx)


def _dealt(scenario, roster, seed):
    state, ctx = setup.deal(scenario, roster, seed)
    return state.model_dump(), [e.model_dump() for e in ctx.events], [r.model_dump() for r in ctx.rolls]


@pytest.mark.parametrize("name", list(SCENARIOS))
@pytest.mark.parametrize("players", [25, 36, 50])
def test_w_s_16_a_deal_without_pins_deals_what_the_pins_path_deals(monkeypatch, name, players) -> None:
    scenario = SCENARIOS[name]
    if players < setup.minimum_players(scenario):
        pytest.skip("roster below this scenario's minimum")
    roster = random_roster(players)
    fast = [_dealt(scenario, roster, f"records-{i}") for i in range(12)]
    monkeypatch.setattr(setup, "_deal_free_ranks", _general)
    general = [_dealt(scenario, roster, f"records-{i}") for i in range(12)]
    for i, (a, b) in enumerate(zip(fast, general)):
        assert a[0] == b[0], f"state of deal {i}"
        assert a[1] == b[1], f"events of deal {i}"
        assert a[2] == b[2], f"rolls of deal {i}"


def test_w_s_16_the_general_path_is_taken_when_forced(monkeypatch) -> None:
    """The comparison above compares two paths: the forced one runs the oracle."""
    calls = []
    real = setup._Deal.possible

    def counted(self, *args, **kwargs):
        calls.append(1)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(setup._Deal, "possible", counted)
    setup.deal(WF, random_roster(50), "records-0")
    assert not calls
    monkeypatch.setattr(setup, "_deal_free_ranks", _general)
    setup.deal(WF, random_roster(50), "records-0")
    assert calls


def test_w_s_1_a_player_is_made_as_his_class_makes_him() -> None:
    """The deal makes each player without calling his class: the player the class makes with
    what he was dealt, every field, his own lists (not the roster's)."""
    roster = random_roster(50)
    roster[0] = RosterEntry(name=roster[0].name, aliases=["Jo", "J."], gender="f")
    roster[1] = RosterEntry(name=roster[1].name, gender="m")
    for scenario in (WF, SCENARIOS["worshippers, Ben, two Schlingues"]):
        state, _ = setup.deal(scenario, roster, "records-players")
        assert [p.name for p in state.players] == [e.name for e in roster]
        for seat, (made, entry) in enumerate(zip(state.players, roster), 1):
            own = WinterfellPlayer(
                name=entry.name,
                seat=seat,
                aliases=list(entry.aliases),
                camp=made.camp,
                roles=list(made.roles),
                gender=entry.gender,
                rank=made.rank,
                hierarchy=made.hierarchy,
                lieutenant=made.lieutenant,
            )
            assert type(made) is WinterfellPlayer
            assert made == own and asdict(made) == asdict(own)
            assert made.aliases is not entry.aliases
        assert len({id(p.roles) for p in state.players}) == len(state.players)
        assert len({id(p.aliases) for p in state.players}) == len(state.players)


def test_w_s_5_the_deal_tells_what_tell_tells() -> None:
    state, ctx = setup.deal(WF, random_roster(50), "records-tell")
    learned = [e for e in ctx.events if e.kind == "learned"]
    assert learned and len(learned) == len(state.knowledge)
    for event, fact in zip(learned, state.knowledge):
        assert type(fact) is Knowledge
        assert fact == Knowledge(
            event.audience.players[0], event.data["about"], event.data["seen_as"], 0, event.rule
        )
        assert list(event.data) == ["about", "seen_as", "how", "batch"] and event.data["how"] == "setup"


def test_w_s_1_a_roster_checked_once_is_still_refused_when_it_changes() -> None:
    roster = random_roster(50)
    setup.deal(WF, roster, "records-names")
    setup.deal(WF, roster, "records-names")  # remembered
    twice = [*roster[:-1], RosterEntry(name=roster[0].name.upper())]
    with pytest.raises(Exception, match="same"):
        setup.deal(WF, twice, "records-names")
    aliased = [*roster[:-1], RosterEntry(name="Autre", aliases=[roster[1].name])]
    with pytest.raises(Exception, match="same"):
        setup.deal(WF, aliased, "records-names")
