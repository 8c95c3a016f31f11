"""Astrub's M-M-6 default as a scenario setting (pass 13): a mercenary may sabotage (with a
warning) by default; ``mercenaries_may_sabotage = false`` refuses it."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from gmconsole.engine import Resolve, RuleViolation
from gmconsole.engine.errors import FileProblem
from gmconsole.games.astrub.rules.actions import MissionChoices
from gmconsole.scenarios import scenario_from_dict

SHIPPED = Path(__file__).resolve().parents[3] / "scenarios" / "astrub.toml"


def _strict(astrub):
    return astrub.model_copy(
        update={"options": astrub.options.model_copy(update={"mercenaries_may_sabotage": False})}
    )


def test_m_m_6_default_a_mercenary_may_sabotage(table):
    """M-M-6 default: the mercenary's sabotage is taken (with a warning) and fails the mission."""
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}})
    assert t.game.scenario.options.mercenaries_may_sabotage is True
    t.propose(["Chloé", "David"])
    t.vote()
    t.game.push(MissionChoices(choices={"Chloé": "sabotage", "David": "réussite"}))
    (result,) = [e for e in t.game.push(Resolve()).entry.events if e.kind == "mission_result"]
    assert result.data["success"] is False


def test_m_m_6_a_scenario_may_let_only_the_spies_sabotage(astrub, table, dump):
    """M-M-6 with ``mercenaries_may_sabotage = false``: the mercenary's sabotage is refused with
    his name and nothing changes; a spy's sabotage is taken and fails the mission."""
    t = table(5, pins={"Alice": {"role": "spy"}, "Bob": {"role": "spy"}}, scenario=_strict(astrub))
    t.propose(["Alice", "Chloé"])
    t.vote()
    before = dump(t.game)
    with pytest.raises(RuleViolation) as info:
        t.game.push(MissionChoices(choices={"Chloé": "sabotage", "Alice": "sabotage"}))
    assert info.value.rule == "M-M-6" and info.value.player == "Chloé" and "Chloé" in str(info.value)
    assert dump(t.game) == before
    t.game.push(MissionChoices(choices={"Chloé": "réussite", "Alice": "sabotage"}))
    (result,) = [e for e in t.game.push(Resolve()).entry.events if e.kind == "mission_result"]
    assert result.data["success"] is False and result.data["sabotages"] == 1


def test_a_wrong_value_is_refused_with_its_key():
    """A wrong value of the setting gives the file, the key and what is expected."""
    data = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))
    assert data["options"]["mercenaries_may_sabotage"] is True
    data["options"]["mercenaries_may_sabotage"] = "perhaps"
    with pytest.raises(FileProblem, match=r"^petit\.toml: options\.mercenaries_may_sabotage"):
        scenario_from_dict(data, "petit.toml")
