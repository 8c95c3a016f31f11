"""Vampire Hunter's content (V-C-1 to V-C-6) and the refusal of broken content with the file, the
key and the problem."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from gmconsole.engine.errors import FileProblem
from gmconsole.scenarios import load_scenario, scenario_from_dict

from .table import data, scenario


def refused(tmp_path: Path, **changes) -> str:
    """The problem of the scenario with ``changes``, in the scenario's language (French, or
    ``language``): a check of the scenario's content too."""
    path = tmp_path / "broken.toml"
    path.write_text(tomli_w.dumps(data(**changes)), encoding="utf-8")
    with pytest.raises(FileProblem) as caught:
        load_scenario(path)
    message = str(caught.value)
    assert message.startswith(str(path)), message
    return message


def test_V_C_1_the_map_is_romania_with_brasov_in_transylvania() -> None:
    """V-C-1: at least 24 towns in at least 6 regions, Brașov in Transylvania, real places
    (latitude and longitude inside Romania), roads both ways, connected (checked at load)."""
    s = scenario()
    assert len(s.towns) >= 24
    assert len({t.region for t in s.towns.values()}) >= 6
    assert s.towns["brasov"].name == "Brașov" and s.towns["brasov"].region == "transylvania"
    assert s.regions["transylvania"].name == "Transylvanie"
    for town in s.towns.values():
        assert 43.6 <= town.lat <= 48.3 and 20.2 <= town.lon <= 29.7, town.name
    links = s.adjacency()
    assert "sibiu" in links["fagaras"] and "fagaras" in links["sibiu"]
    assert all(links[t] for t in s.towns)


def test_V_C_1_a_road_to_an_unknown_town_is_refused(tmp_path: Path) -> None:
    """V-C-1."""
    roads = data()["roads"] + [["brasov", "atlantis"]]
    message = refused(tmp_path, roads=roads)
    assert f"roads.{len(roads) - 1}\u202f: route vers une ville inconnue «\u202fatlantis\u202f»" in message


def test_V_C_1_a_town_without_region_is_refused(tmp_path: Path) -> None:
    """V-C-1: no region key, or a region that does not exist."""
    towns = data()["towns"]
    del towns["sibiu"]["region"]
    assert "towns.sibiu.region\u202f: clé manquante" in refused(tmp_path, towns=towns)
    towns = data()["towns"]
    towns["sibiu"]["region"] = "narnia"
    assert "towns.sibiu.region\u202f: région inconnue «\u202fnarnia\u202f»" in refused(tmp_path, towns=towns)


def test_V_C_1_a_region_with_no_town_is_refused(tmp_path: Path) -> None:
    """V-C-1."""
    regions = data()["regions"] | {"bessarabia": {"name": "Bessarabie"}}
    assert "regions.bessarabia\u202f: une région sans ville" in refused(tmp_path, regions=regions)


def test_V_C_1_a_disconnected_map_is_refused(tmp_path: Path) -> None:
    """V-C-1: Dobruja cut off (every road to it removed)."""
    dobruja = {k for k, t in data()["towns"].items() if t["region"] == "dobruja"}
    roads = [r for r in data()["roads"] if (r[0] in dobruja) == (r[1] in dobruja)]
    message = refused(tmp_path, roads=roads)
    assert "roads\u202f: la carte n'est pas d'un seul tenant" in message and "constanta" in message


def test_V_C_2_hunter_cards() -> None:
    """V-C-2: at least 8, each with courage, combat, life, origin, favourite region, speciality."""
    s = scenario()
    assert len(s.hunters) >= 8
    conditions = set()
    for h in s.hunters.values():
        assert h.origin in s.towns and h.favourite in s.regions and h.life >= 1
        spec = h.speciality
        conditions |= {c for c in ("region", "vampire_kind", "weapon_kind") if getattr(spec, c)}
    assert conditions == {"region", "vampire_kind", "weapon_kind"}


def test_V_C_2_a_hunter_from_an_unknown_town_is_refused(tmp_path: Path) -> None:
    """V-C-2."""
    hunters = data()["hunters"]
    hunters["harker"]["origin"] = "london"
    assert "hunters.harker.origin\u202f: ville inconnue «\u202flondon\u202f»" in refused(
        tmp_path, hunters=hunters
    )


def test_V_C_3_vampire_cards_with_dracula() -> None:
    """V-C-3: at least 20, Dracula among them; vulnerable and immune sets, destruction order."""
    s = scenario()
    assert len(s.vampires) >= 20
    dracula = [v for v in s.vampires.values() if v.dracula]
    assert [v.name for v in dracula] == ["Dracula"]
    assert any("all" in v.vulnerable for v in s.vampires.values())
    assert any("courage" in v.immune for v in s.vampires.values())
    assert dracula[0].destruction_order()[:3] == ["bible", "crucifix", "sun"]


def test_V_C_3_a_vampire_vulnerable_and_immune_to_the_same_is_refused(tmp_path: Path) -> None:
    """V-C-3."""
    vampires = data()["vampires"]
    vampires["moroi"]["immune"] = ["garlic"]
    assert "vampires.moroi\u202f: vulnérable et immunisé à la même chose\u202f: garlic" in refused(
        tmp_path, vampires=vampires
    )
    vampires = data()["vampires"]
    del vampires["dracula"]
    assert "Dracula manque" in refused(tmp_path, vampires=vampires)


def test_V_C_4_travel_cards_of_the_five_kinds() -> None:
    """V-C-4: at least 30 cards (copies counted) of the five kinds, each with fear, blood, effect."""
    s = scenario()
    assert sum(c.copies for c in s.travel.values()) >= 30
    assert {c.kind for c in s.travel.values()} == {
        "hostile_village",
        "isolated_castle",
        "cursed_ruins",
        "frightening_nature",
        "crypt",
    }
    assert all(c.blood for c in s.travel.values() if c.kind in ("isolated_castle", "crypt"))


def test_V_C_4_a_card_of_unknown_kind_is_refused(tmp_path: Path) -> None:
    """V-C-4."""
    travel = data()["travel"]
    travel["nature_lupi"]["kind"] = "haunted_inn"
    message = refused(tmp_path, travel=travel)
    assert "travel.nature_lupi.kind\u202f:" in message and "hostile_village" in message


def test_V_C_5_equipment_cards() -> None:
    """V-C-5: at least 40 cards; the crucifix weapons, the gorget, the bible, sunrise, the diligence."""
    s = scenario()
    assert sum(c.copies for c in s.equipment.values()) >= 40
    crucifix_weapons = {
        c.weapon_kind for c in s.equipment.values() if c.kind == "weapon" and c.holy == "crucifix"
    }
    assert crucifix_weapons == {"crossbow", "whip", "dagger"}
    assert (
        s.equipment["gorgerin"].unique and s.equipment["bible"].unique and s.equipment["lever_soleil"].unique
    )
    assert s.equipment["lever_soleil"].holy == "sun"
    assert s.equipment["diligence"].diligence
    assert {c.hands for c in s.equipment.values()} == {0, 1, 2}
    assert any(c.charges for c in s.equipment.values())


def test_V_C_5_an_equipment_of_unknown_kind_is_refused(tmp_path: Path) -> None:
    """V-C-5."""
    equipment = data()["equipment"]
    equipment["ail"]["holy"] = "silver"
    assert "equipment.ail.holy\u202f:" in refused(tmp_path, equipment=equipment)


def test_V_C_6_one_propagation_card_per_town(tmp_path: Path) -> None:
    """V-C-6."""
    s = scenario()
    assert sorted(s.propagation) == sorted(s.towns)
    cards = data()["propagation"]
    assert "propagation\u202f: aucune carte pour brasov" in refused(tmp_path, propagation=cards[1:])
    assert "propagation.0\u202f: carte pour une ville inconnue «\u202fparis\u202f»" in refused(
        tmp_path, propagation=["paris", *cards]
    )


def test_the_scenario_from_data_names_its_source() -> None:
    """The message of a scenario checked in memory names its source too."""
    broken = data(language="en", roads=[["brasov", "nowhere"]])
    with pytest.raises(FileProblem, match=r"^memory\.toml: roads\.0: road to an unknown town"):
        scenario_from_dict(broken, "memory.toml")


def test_V_C_1_a_french_scenario_s_broken_content_is_refused_in_french(tmp_path: Path) -> None:
    """Issue 11, point 3: the content checks of a French scenario (the model's validator, before
    its ``language`` key is known) are said in French, several at once with the French separator."""
    message = refused(tmp_path, language="fr", roads=[["brasov", "nowhere"], ["sibiu", "sibiu"]])
    assert "roads.0\u202f: route vers une ville inconnue «\u202fnowhere\u202f»" in message, message
    assert "roads.1\u202f: une route de «\u202fsibiu\u202f» vers elle-même" in message, message
    assert " road " not in message and "unknown" not in message, message
