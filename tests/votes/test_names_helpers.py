"""The NameIndex helpers vote import relies on (names.py)."""

from __future__ import annotations

from gmconsole.engine.names import NameIndex, squash


def test_squash() -> None:
    assert squash("Jean-Baptiste") == squash("jean baptiste") == "jeanbaptiste"
    assert squash("  Zoé! ") == "zoe"


def test_get_loose_and_longest_prefix() -> None:
    index = NameIndex(["Jean-Baptiste", "Jean Bon", "Jean", "Max", "Maxime"], {"Jean-Baptiste": ["JB"]})
    assert index.get_loose("jean baptiste") == "Jean-Baptiste"
    assert index.get_loose("J.B.") == "Jean-Baptiste"
    assert index.get_loose("nobody") is None
    assert index.longest_prefix("Jean Bon est louche") == ("Jean Bon", 2)
    assert index.longest_prefix("Jean, bien sûr") == ("Jean", 1)
    assert index.longest_prefix("Max") == ("Max", 1)
    assert index.longest_prefix("Maxi") is None
    assert index.entries["jb"] == "Jean-Baptiste"


def test_get_loose_never_picks_between_two_players() -> None:
    index = NameIndex(["Jean-Luc", "Jean Luc"])
    assert index.get_loose("jean-luc") == "Jean-Luc" and index.get_loose("JEAN LUC") == "Jean Luc"
    assert index.get_loose("jeanluc") is None  # both squash alike
