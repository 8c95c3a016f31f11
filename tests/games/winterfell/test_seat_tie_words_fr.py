"""W-E-9: a tie for the last seats of a rank is drawn, and the dice table (the GM's and the
public post's: the roll is public) names the rank by the scenario's name in French, « élection
des Capitaines », never by its key (« élection de captain », a GM's trial); Meereen's names
when the scenario is Meereen."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gmconsole.engine.worded import dice_sentence
from gmconsole.scenarios import load_scenario


@pytest.mark.parametrize(
    ("scenario", "rank", "words"),
    [
        ("winterfell", "great_vassal", "élection des Grands Vassaux"),
        ("winterfell", "captain", "élection des Capitaines"),
        ("winterfell", "knight", "élection des Chevaliers"),
        ("meereen", "captain", "élection des Grands Maîtres"),
        ("meereen", "knight", "élection des Grâces"),
    ],
)
def test_a_seat_tie_names_the_rank_in_french(scenario: str, rank: str, words: str) -> None:
    roll = SimpleNamespace(
        purpose_id="elections.seat_tie", purpose=f"elections: tie for the last {rank} seat(s) (W-E-9)"
    )
    said = dice_sentence(roll, load_scenario(scenario))
    assert said.endswith(f"égalité départagée au sort, {words} (W-E-9)"), said
    assert rank not in said
