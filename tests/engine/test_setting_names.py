"""Every whole-number setting of every shipped scenario (those the balance simulator offers) has a
name in its game's wording, in French and in English (``setting-<key>``, a table's entry by the
message without its key): the GM reads « pions de vampires sur la ville de départ », not
``rules.start_tokens``, and a new setting without a name fails here."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.engine.worded import setting_name
from gmconsole.scenarios import load_scenario
from gmconsole.simulate import settings_of

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = sorted(path.stem for path in (ROOT / "scenarios").glob("*.toml"))


@pytest.mark.parametrize("name", SCENARIOS)
@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_setting_has_a_name(name: str, language: str) -> None:
    scenario = load_scenario(name)
    scenario = scenario.model_copy(update={"language": language})
    settings = settings_of(scenario)
    assert settings, name
    for key, _ in settings:
        said = setting_name(key, scenario)
        assert said, f"{name}: no name for {key} in {language}"
        assert key not in said and "{" not in said and "setting-" not in said, said
        assert "_" not in said, said  # a key's word (an entry's key) never shows


def test_a_tables_entry_is_said_by_its_own_name() -> None:
    """A town's, a hunter's, a card's setting names the entry by its name in the scenario; a
    count by number of players, by that number."""
    hunter = load_scenario("vampire-hunter")
    assert setting_name("towns.brasov.fight_bonus", hunter) == "Brașov\u202f: bonus de combat"
    assert setting_name("hunters.van_helsing.speciality.bonus", hunter) == (
        "Abraham Van Helsing\u202f: bonus de sa spécialité"
    )
    assert setting_name("rules.start_tokens", hunter) == "pions de vampires sur la ville de départ"
    assert setting_name("spies.5", load_scenario("astrub")) == "espions à 5 joueurs"
    assert setting_name("no.such_setting", hunter) is None


def test_a_renamed_role_is_named_as_the_scenario_names_it() -> None:
    """Meereen renames Winterfell's roles: its settings say its names, with their gender."""
    meereen = load_scenario("meereen")
    assert setting_name("assassination.guard_requirement", meereen) == (
        "influence d'une escouade contre une Bête d'Airain"
    )
    assert setting_name("setup.cubs_per_lieutenant_min", meereen).startswith("Sbires par lieutenant")
