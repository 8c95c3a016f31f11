"""Situations of the seed (004) played through the engine: an independent reading of the
source against the code (pass 12 audit)."""

from __future__ import annotations

from .test_rules import FEARSOME, WEAK, board, hunters, vampires


def test_seed_diligence_flight_goes_back_to_the_town_of_the_previous_turn():
    """« il peut faire 2 déplacements ... mais devra résoudre le passage dans les 2 villages »,
    « il fuit vers la ville où il était au tour précédent »: with the diligence, Pitești freed
    (its token removed, the reward drawn), then a flight from București goes back to Curtea de
    Argeș, where he was at the previous turn, not to Pitești; București keeps its token."""
    b = board(
        vampires=vampires(slujitor=WEAK, moroi=FEARSOME),
        hunters=hunters(anghel={"courage": 5, "combat": 10}),
    )
    b.give("Bob", "diligence")
    b.state.tokens.update({"pitesti": 1, "bucuresti": 1})
    b.state.vampire_deck = ["slujitor", "dracula", "moroi", "dracula"]
    b.order(moves=["pitesti", "bucuresti"], reward="equipment")
    b.resolve()
    assert [e.data["town"] for e in b.events if e.kind == "fight_start"] == ["pitesti", "bucuresti"]
    assert b.hunter("Bob").town == "curtea_de_arges"
    assert "pitesti" not in b.state.tokens and b.state.tokens["bucuresti"] == 1
    assert len(b.hunter("Bob").items) == 2  # the diligence and the reward of Pitești's token
