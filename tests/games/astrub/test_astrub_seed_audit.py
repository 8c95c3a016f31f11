"""Situations of the seed (003, « 2.1 Formation de l'escouade ») played through the engine:
an independent reading of the source against the code (pass 12 audit)."""

from __future__ import annotations


def test_seed_2_1_after_a_launched_mission_the_lead_passes_to_the_next_seat(table):
    """« pour le 1er tour, il est choisi par le MJ, ensuite c'est à son voisin »: Eve (last seat)
    leads, is rejected (« le voisin de gauche du chef d'escouade devient chef »: Alice); Alice's
    squad is launched; the next mission is led by Alice's neighbour, Bob, on a fresh count."""
    t = table(5)
    t.propose(["Alice", "Bob"], leader="Eve")
    t.vote(yes=0)
    assert (t.state.leader, t.state.rejections) == ("Alice", 1)
    t.propose(t.squad_with_spies(0))
    t.vote()
    t.mission(0)
    assert (t.state.turn, t.state.leader, t.state.attempt, t.state.rejections) == (2, "Bob", 1, 0)
