"""The result box under the console's screen says what a resolution gave: a justice's totals
are there in columns (who, how much influence, executed or spared), and the long table of every
voter's vote is named with its size, never a « Les votes : » left saying nothing."""

from __future__ import annotations

from pathlib import Path

from gmconsole.demo import build_demo
from gmconsole.saves import save_game
from gmconsole.tui.session import RESULT_TABLE_ROWS, Session


def test_a_justice_result_shows_its_totals_and_names_the_long_vote_table(tmp_path: Path) -> None:
    game = build_demo("winterfell")  # turn 3, justice, 20 of 41 votes in: resolve them
    assert game.state.phase == "justice"
    session = Session(game, save_game(game, tmp_path / "demo.toml"))
    outcome = session.resolve()
    assert outcome.ok and outcome.entry is not None
    result = next(e for e in outcome.entry.events if e.kind == "justice_result")
    votes = len(result.data["votes"])
    assert votes > RESULT_TABLE_ROWS  # the vote table is the long one
    lines = session.result_lines(outcome.entry.events)
    said = "\n".join(lines)
    # named with its heading, after the sentences and the short tables: a short screen's box
    # keeps two lines, and they say what happened
    assert lines[-1] == f"Les votes\u202f: ({votes} lignes\u202f: voir le message, F5)", said
    assert not lines[0].startswith("Les votes"), said
    header = next(line for line in lines if line.strip().startswith("Accusé"))
    rows = lines[lines.index(header) + 2 : lines.index(header) + 2 + len(result.data["totals"])]
    for row, (name, total) in zip(rows, result.data["totals"].items(), strict=True):
        assert row.split()[0] == name.split()[0] and str(total) in row.split(), said
        assert row.split()[-1] in {"épargné", "épargnée", "exécuté", "exécutée"}, said


def test_an_accusations_result_shows_each_justification(tmp_path: Path, new_winterfell) -> None:
    """The accusations' justifications are quotes in the post: the box said « Osha, accusé par
    Catelyn : » and nothing after the colon."""
    from gmconsole.saves import load_game

    game = load_game(new_winterfell(tmp_path / "w.toml", [[{"kind": "resolve"}]]))
    assert game.state.phase == "justice"
    vassals = [p.name for p in game.state.players if p.rank == "great_vassal"]
    accused = [p.name for p in game.state.players if p.alive and p.rank != "great_vassal"][:3]
    game.push(
        [
            game.parse({"kind": "accuse", "by": by, "accused": who, "justification": why})
            for by, who, why in zip(vassals, accused, ["trop calme", "il ment", "vu la nuit"], strict=True)
        ]
    )
    session = Session(game, save_game(game, tmp_path / "w2.toml"))
    outcome = session.resolve()
    assert outcome.ok and outcome.entry is not None
    said = "\n".join(session.result_lines(outcome.entry.events))
    lines = said.splitlines()
    for who, why in zip(accused, ["trop calme", "il ment", "vu la nuit"], strict=True):
        line = next(line for line in lines if line.startswith(who + ","))
        assert line.endswith(why), said  # after the colon, on the accusation's own line
