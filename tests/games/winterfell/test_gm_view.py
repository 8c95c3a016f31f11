"""The GM's view of the wolves' hierarchy (W-S-4, W-S-5, W-E-7): each member's place, with the
lieutenant's cubs or the cub's lieutenant, and the "wolves" block (who commands whom, who knows
whom), in the scenario's language and names.

The table (``phase_cast``): cap1 the ghost; lieutenants kn1 (cubs kn3, g2), kn2 (cubs g3, g4
the turncoat) and g1 (cubs g5 Wyman, g6 Pestagaupe); g26 Abel, outside the hierarchy.
"""

from __future__ import annotations

from phase_cast import RULES, SCENARIO, kill, table

from gmconsole.games.winterfell.rules.gm_view import place, wolves_block
from gmconsole.scenarios import load_scenario

ENGLISH = SCENARIO.model_copy(update={"language": "en"})
MEEREEN = load_scenario("meereen")


def test_w_s_5_each_place_names_the_lieutenants_cubs_or_the_cubs_lieutenant():
    """W-S-4, W-S-5: the ghost, each lieutenant with the cubs under his orders, each cub with his
    lieutenant; nothing for a player outside the hierarchy (Abel included)."""
    state = table()
    kill(state, "g2")
    assert place(state, SCENARIO, state.wp("cap1")) == "Fantôme de Winterfell"
    assert place(state, SCENARIO, state.wp("kn1")) == "Lieutenant (sous ses ordres\u202f: kn3, g2 †)"
    assert place(state, SCENARIO, state.wp("g4")) == "Louveteau (Lieutenant\u202f: kn2)"
    assert place(state, SCENARIO, state.wp("g26")) == "" and place(state, SCENARIO, state.wp("gv1")) == ""
    assert place(state, ENGLISH, state.wp("kn1")) == "Lieutenant (under his orders: kn3, g2 †)"
    assert place(state, ENGLISH, state.wp("g4")) == "Louveteau (Lieutenant: kn2)"
    assert place(state, MEEREEN, state.wp("g4")) == "Sbire (Lieutenant\u202f: kn2)"
    assert place(state, MEEREEN, state.wp("cap1")) == "la Harpie"
    assert RULES.gm_notes(state, SCENARIO) == {
        p.name: place(state, SCENARIO, p) for p in state.players if p.hierarchy
    }


def test_w_s_5_the_wolves_block_says_who_commands_whom_and_who_knows_whom():
    """W-S-5: the block lists the ghost, each lieutenant's cubs, Abel outside the hierarchy, then
    what each member knows of the other wolves (the deal's knowledge here; what a member knows of a
    non-wolf stays out)."""
    state = table()
    state.learn("kn3", "kn1", "lieutenant", source="W-S-5")
    state.learn("kn1", "cap1", "ghost", source="W-S-5")
    state.learn("kn1", "kn3", "cub", source="W-S-5")
    state.learn("kn1", "g20", "loyalists", source="W-A-11")  # not a wolf: not in the block
    title, lines = wolves_block(state, SCENARIO)
    assert title == "Les Loups de l'Hiver"
    assert lines[:6] == [
        "Qui commande qui\u202f:",
        "  Fantôme de Winterfell\u202f: cap1",
        "  Lieutenant kn1, sous ses ordres\u202f: kn3, g2",
        "  Lieutenant kn2, sous ses ordres\u202f: g3, g4",
        "  Lieutenant g1, sous ses ordres\u202f: g5, g6",
        "  Abel le Barde, hors de la hiérarchie (les Loups de l'Hiver ne le connaissent pas)\u202f: g26",
    ]
    assert lines[6] == "Qui connaît qui\u202f:"
    assert "  kn1 connaît cap1 (Fantôme de Winterfell), kn3 (Louveteau)" in lines
    assert "  kn3 connaît kn1 (Lieutenant)" in lines
    assert "  g6 ne connaît personne d'autre parmi les Loups de l'Hiver" in lines
    title, lines = wolves_block(state, MEEREEN)
    assert title == "Les Fils de la Harpie" and "  la Harpie\u202f: cap1" in lines
    title, lines = wolves_block(state, ENGLISH)
    assert lines[0] == "Who commands whom:" and "  kn3 knows kn1 (Lieutenant)" in lines
    assert RULES.gm_sections(state, SCENARIO) == [wolves_block(state, SCENARIO)]


def test_w_e_7_a_cub_whose_lieutenant_is_gone_is_listed_without_one():
    """W-E-7: cubs of a lieutenant who is no longer one are shown without a lieutenant."""
    state = table()
    state.wp("kn1").hierarchy = "cub"
    state.wp("kn1").lieutenant = "kn2"
    _, lines = wolves_block(state, SCENARIO)
    assert "  sans Lieutenant\u202f: kn3, g2" in lines
