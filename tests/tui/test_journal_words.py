"""The checklist panel's journal lines speak the console's language (issue 4: French labels)."""

from __future__ import annotations

from gmconsole.games.winterfell.demo import build_demo as build_winterfell_demo
from gmconsole.tui.labels import labels
from gmconsole.tui.session import Session
from gmconsole.tui.views import views_for


def test_winterfell_journal_lines_are_french_for_a_french_scenario(tmp_path):
    game = build_winterfell_demo()
    views = views_for(Session(game, tmp_path / "demo.toml"), labels(game.scenario.language))
    lines = [views.describe_action(a) for entry in game.journal for a in entry.actions]
    assert any(line.startswith("escouade ") and " contre " in line for line in lines)
    assert any(" accuse " in line for line in lines)
    assert "résolution" in lines
    joined = "\n".join(lines)
    for english in (
        "squad ",
        "accused",
        "justification",
        "asks ",
        "protects",
        "members",
        "→ revolt",
        "→ abstain",
    ):
        assert english not in joined, english


def test_winterfell_journal_lines_in_english_for_an_english_scenario(tmp_path):
    """The journal speaks the game's language (its scenario's), in the game's words."""
    game = build_winterfell_demo()
    game.scenario = game.scenario.model_copy(update={"language": "en"})
    views = views_for(Session(game, tmp_path / "demo.toml"), labels("en"))
    assert (
        views.describe_action({"kind": "accuse", "by": "Wyman", "accused": "Brienne"})
        == "Wyman accuses Brienne"
    )
    assert (
        views.describe_action({"kind": "new_lieutenant", "dead": "Theon", "cub": "Ygrid"})
        == "Ygrid replaces Theon as Lieutenant"
    )
