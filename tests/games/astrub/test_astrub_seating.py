"""The deal's reading of a roster, made once per roster (``seating``): deals at one table give
what a first deal gives, share nothing a game changes, and a changed roster is read again."""

from __future__ import annotations

import pytest

from gmconsole.engine import RosterEntry, RuleViolation, find_rules
from gmconsole.games.astrub.rules.seating import seating

NAMES = ["Ann", "Ben", "Cid", "Dan", "Eve", "Fay"]


def fresh_caches(state) -> dict:
    """The caches a state would build itself."""
    state = state.model_copy(deep=True)  # the copy builds its own
    return {
        "index": state._player_index(),
        "next": {p.name: state.after(p.name).name for p in state.players},
        "seated": state.seated(),
    }


def test_deals_at_one_table_are_first_deals(astrub):
    rules = find_rules("astrub")
    roster = [RosterEntry(name=n, aliases=["a" + n] if n == "Ben" else []) for n in NAMES]
    first, _ = rules.setup(astrub, roster, "seat-1")
    again, ctx = rules.setup(astrub, [e.model_copy(deep=True) for e in roster], "seat-1")
    assert again.model_dump() == first.model_dump()
    assert [e.model_dump() for e in ctx.events] == [
        e.model_dump() for e in rules.setup(astrub, roster, "seat-1")[1].events
    ]
    caches = fresh_caches(again)
    assert again._index == caches["index"] and all(again._index[p.name] is p for p in again.players)
    assert again._next == caches["next"] and again.seated() == caches["seated"]
    # nothing a game may change is shared between two deals
    for one, two in zip(first.players, again.players, strict=True):
        assert one is not two and one.aliases is not two.aliases and one.roles is not two.roles
    assert first.players[1].aliases == ["aBen"]
    first.players[1].aliases.append("x")
    assert rules.setup(astrub, roster, "seat-2")[0].players[1].aliases == ["aBen"]


def test_a_changed_roster_is_read_and_checked_again(astrub):
    rules = find_rules("astrub")
    roster = [RosterEntry(name=n) for n in NAMES[:5]]
    rules.setup(astrub, roster, "one")
    roster[0].pins = {"role": "espion"}
    for seed in ("two", "three"):
        state, _ = rules.setup(astrub, roster, seed)
        assert state.player("Ann").camp == "spies"
    roster[1].pins = {"camp": "spy"}
    roster[2].pins = {"role": "spy"}
    with pytest.raises(RuleViolation) as refused:
        rules.setup(astrub, roster, "four")
    assert refused.value.rule == "M-S-2"
    roster[2].pins = {"role": "mercenaire"}
    state, _ = rules.setup(astrub, roster, "five")
    assert state.spies() == ["Ann", "Ben"] and state.player("Cid").camp == "mercenaries"
    roster[3].gender = "f"
    assert rules.setup(astrub, roster, "six")[0].player("Dan").gender == "f"


def test_a_pin_that_cannot_be_a_key_is_read_each_time(astrub):
    roster = [RosterEntry(name=n) for n in NAMES[:5]]
    roster[0].pins = {"role": ["spy"]}  # a list: refused by the deal, never kept
    for _ in range(2):
        with pytest.raises(RuleViolation):
            seating(roster, 2)
