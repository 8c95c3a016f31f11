"""Whole games against golden files (issue 14): every public post and private message of one
Winterfell game and of one Astrub game, as the GM would paste them.

- Winterfell: 25 players, every other one a woman (French agreement), seed 82 (under the dice
  keyed by purpose id): a false secret passage (Wyman's pie), the sword handed, lieutenants
  replaced, accused drawn by lot, a wolf elected Grand Vassal: the wolves win (W-V-2).
- Astrub: 7 players, seed 5, spies Alice, Chloé and Fanny: two rejected squads (missions 1 and
  3, each approved at the second attempt), the Émeraudes Koalak that take two sabotages, the
  mercenaries win (M-V-1).

The files were read line by line against the source texts before they were frozen; after a
deliberate change of wording, write them again with
``GOLDEN_UPDATE=1 pytest tests/export/test_export_games_golden.py`` and read the diff before
committing it.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest
from winterfell_games import astrub_game, random_game

from gmconsole.export import all_messages, genders, public_post, render
from gmconsole.scenarios import load_scenario

GOLDEN = Path(__file__).parent / "golden"
WINTERFELL = load_scenario("winterfell")
ASTRUB = load_scenario("astrub")


@cache
def winterfell_game():
    return random_game(WINTERFELL, 82, players=25, women=True)


@cache
def astrub():
    return astrub_game(ASTRUB, 5, 7, ["Alice", "Chloé", "Fanny"])


def compare_with_golden(name: str, out: str) -> None:
    path = GOLDEN / name
    if os.environ.get("GOLDEN_UPDATE"):
        path.write_text(out, encoding="utf-8")
    assert path.is_file(), f"{path} is missing: run with GOLDEN_UPDATE=1 to write it"
    assert out == path.read_text(encoding="utf-8"), f"{name} differs from its golden file"


def compare_game_posts(game, scenario, name: str, what: str) -> None:
    """A whole game's public post (``what="public"``, phpBB BBCode) or all its private messages
    (``"private"``, text) against the golden files ``name.public.bbcode.txt``, ``name.private.txt``."""
    people = genders(game.state.players)
    if what == "public":
        out = render(public_post(game.events(), scenario, rolls=game.rolls(), people=people), "bbcode-phpbb")
        compare_with_golden(f"{name}.public.bbcode.txt", out)
    else:
        out = render(all_messages(game.events(), scenario, people=people), "text")
        compare_with_golden(f"{name}.private.txt", out)


@pytest.mark.slow
@pytest.mark.parametrize("what", ["public", "private"])
def test_a_whole_winterfell_game_is_the_golden_one(what):
    """W-V-2 ends it; every post and message in the order things happened (issue 14)."""
    game = winterfell_game()
    assert (game.state.winner, game.state.victory_rule) == ("wolves", "W-V-2")
    compare_game_posts(game, WINTERFELL, "winterfell-game", what)


@pytest.mark.parametrize("what", ["public", "private"])
def test_a_whole_astrub_game_with_two_rejected_squads_is_the_golden_one(what):
    """M-M-3, M-M-4: each attempt posted in order (proposal, votes, outcome); M-M-7: the
    Émeraudes need two sabotages; M-V-1: the mercenaries win."""
    game = astrub()
    rejected = [e for e in game.events() if e.kind == "approval_vote" and not e.data["approved"]]
    assert len(rejected) == 2 and game.state.winner == "mercenaries"
    compare_game_posts(game, ASTRUB, "astrub-game", what)
