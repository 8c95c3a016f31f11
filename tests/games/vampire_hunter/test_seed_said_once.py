"""A finished Vampire Hunter game reveals its seed once, in the engine's last post
(« La graine des dés était : … »), not a second time in the victory's or the defeat's sentence
(p10-gm2's trial; Thiercelieux had the same, tests/games/thiercelieux/test_posts_agreement_fr.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from gmconsole.export import public_post, render
from policy_play import played_game

GAMES = Path(__file__).resolve().parents[3] / "src" / "gmconsole" / "games"


def test_the_seed_is_revealed_once_at_the_end() -> None:
    for seed in range(40):
        game, _ = played_game("vampire_hunter", "vampire-hunter", f"graine-unique-{seed}", seed, 400)
        if game.state.over:
            break
    assert game.state.over
    text = render(public_post(game.events(), game.scenario), "text")
    assert text.count(game.seed) == 1, text[-1500:]


@pytest.mark.parametrize("game", ["vampire_hunter", "thiercelieux"])
@pytest.mark.parametrize("language", ["fr", "en"])
def test_no_victory_sentence_says_the_seed(game: str, language: str) -> None:
    posts = (GAMES / game / "wording" / language / "posts.ftl").read_text(encoding="utf-8")
    victories = [line for line in posts.splitlines() if line.startswith("victory")]
    assert victories and not [line for line in victories if "$seed" in line], victories
