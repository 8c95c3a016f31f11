"""Points (W-P) in the end report: every player's points and their breakdown."""

from __future__ import annotations

from phase_cast import SCENARIO, kill, one, table

from gmconsole.engine.rules.base import Context
from gmconsole.games.winterfell.rules import points
from gmconsole.games.winterfell.rules.state import Guess


def finish(state, winner: str, rule: str = "W-V-1"):
    """End the game with ``winner`` as check_victory does, and return the end report event."""
    state.winner, state.victory_rule, state.phase = winner, rule, "over"
    ctx = Context(state, SCENARIO)
    report = points.end_report(state, SCENARIO)
    state.scores = {row["name"]: row["points"] for row in report["players"]}
    ctx.emit("end_report", rule="W-P-1", **report)
    return one(ctx, "end_report")


def row(event, name):
    return next(r for r in event.data["players"] if r["name"] == name)


def guess(
    by, turn, *, cub="", lieutenant="", ghost="", alive=True, spectator=False, right=(False, False, False)
):
    return Guess(
        by=by,
        turn=turn,
        cub=cub,
        lieutenant=lieutenant,
        ghost=ghost,
        alive=alive,
        spectator=spectator,
        cub_right=right[0],
        lieutenant_right=right[1],
        ghost_right=right[2],
    )


def test_w_p_1_winning_loyalists_score_their_guesses_per_turn_their_rank_and_their_role_the_dead_too():
    """W-P-1: winning loyalists score their guesses per turn their rank and their role the dead too."""
    state = table()
    state.guesses = [
        guess("g20", 1, cub="g3", lieutenant="kn1", ghost="cap1", right=(True, True, True)),  # 1.75
        guess("g20", 2, cub="g4", lieutenant="kn3", ghost="cap1", right=(False, False, True)),  # 1
        guess("g20", 3, cub="g2", right=(True, False, False)),  # 0.25
    ]
    kill(state, "g27", "g4")
    state.wp("g21").rank = "captain"
    state.players_changed()
    report = finish(state, "loyalists")
    g20 = row(report, "g20")
    assert g20["points"] == 1.75 + 1 + 0.25 + 1
    assert {"item": "guess", "key": "ghost", "points": 1.0, "turn": 1, "named": "cap1"} in g20["breakdown"]
    assert {"item": "rank", "key": "guard", "points": 1} in g20["breakdown"]
    assert row(report, "g21")["points"] == 4  # rank at the end
    assert row(report, "gv1")["points"] == 10
    assert row(report, "g27")["points"] == 1 + 5  # Ben les Os, dead: scores like the living
    assert row(report, "g4")["points"] == 1 + 5  # the turncoat
    assert row(report, "g28")["points"] == 1 + 5  # a loyal Schlingue
    assert row(report, "g30")["points"] == 1 + 5  # the Gars du Bâtard
    assert row(report, "g7")["points"] == 1  # a Hooded Man: no role points
    assert row(report, "cap1")["points"] == 0  # wolves score nothing when loyalists win
    assert state.scores["g20"] == 4.0


def test_w_p_1_loyalists_score_nothing_when_their_camp_lost():
    """W-P-1: loyalists score nothing when their camp lost."""
    state = table()
    state.guesses = [guess("g20", 1, ghost="cap1", right=(False, False, True))]
    report = finish(state, "wolves", "W-V-2")
    assert row(report, "g20")["points"] == 0 and row(report, "gv1")["points"] == 0


def test_w_p_2_winning_wolves_score_rank_and_hierarchy_and_roles_dead_or_alive():
    """W-P-2: winning wolves score rank and hierarchy and roles dead or alive."""
    state = table()
    kill(state, "kn2")
    state.wp("g5").roles.append("bastards_boy")  # a wolf who ended as Gars du Bâtard
    state.players_changed()
    report = finish(state, "wolves", "W-V-2")
    assert row(report, "cap1")["points"] == 4 + 15  # ghost, captain
    assert row(report, "kn2")["points"] == 2 + 10  # dead lieutenant
    assert row(report, "kn3")["points"] == 2 + 5  # cub knight
    assert row(report, "g5")["points"] == 1 + 5 + 5 + 5  # cub, Wyman, Gars du Bâtard
    assert row(report, "g6")["points"] == 1 + 5  # Pestagaupe: a cub
    assert row(report, "g26")["points"] == 1 + 10  # Abel
    assert row(report, "g4")["points"] == 0  # the turncoat is a loyalist
    state = table(g28={"camp": "wolves", "hierarchy": "cub", "lieutenant": "kn1"})
    assert row(finish(state, "wolves", "W-V-2"), "g28")["points"] == 1 + 5 + 5  # a wolf Schlingue


def test_w_p_3_the_vervoyant_scores_8_per_fulfilled_prophecy_unless_the_worshippers_won():
    """W-P-3: the vervoyant scores 8 per fulfilled prophecy unless the worshippers won."""
    state = table()
    kill(state, "g20")  # Death fulfilled
    state.wp("g21").rank = "great_vassal"  # Glory: captain or higher
    state.players_changed()
    report = finish(state, "wolves", "W-V-2")
    seer = row(report, "g29")
    assert seer["points"] == 24 and {b["key"] for b in seer["breakdown"]} == {"life", "death", "glory"}
    assert report.data["prophecies"][1] == {"prophecy": "death", "target": "g20", "fulfilled": True}
    kill(state, "gv1")  # Life failed
    state.wp("g21").rank = "knight"  # Glory failed
    state.players_changed()
    assert row(finish(state, "loyalists"), "g29")["points"] == 8
    assert row(finish(state, "worshippers", "W-V-3"), "g29")["points"] == 0


def test_w_p_4_worshippers_score_20_each_if_they_won():
    """W-P-4: worshippers score 20 each if they won."""
    state = table(gv1={"camp": "worshippers"}, gv2={"camp": "worshippers"}, gv3={"camp": "worshippers"})
    kill(state, "gv2")
    report = finish(state, "worshippers", "W-V-3")
    assert [row(report, g)["points"] for g in ("gv1", "gv2", "gv3")] == [20, 20, 20]
    assert row(report, "g20")["points"] == 0 and row(report, "cap1")["points"] == 0
    assert row(finish(state, "loyalists"), "gv1")["points"] == 0


def test_w_p_5_guesses_of_non_loyalists_spectators_and_dead_loyalists_are_shown_but_score_nothing():
    """W-P-5: guesses of non loyalists spectators and dead loyalists are shown but score nothing."""
    state = table()
    state.guesses = [
        guess("g3", 1, ghost="cap1", right=(False, False, True)),  # a wolf
        guess("g29", 1, ghost="cap1", right=(False, False, True)),  # the Vervoyant
        guess("Bran", 1, ghost="cap1", spectator=True, right=(False, False, True)),
        guess("g20", 1, ghost="cap1", right=(False, False, True)),
        guess("g20", 2, ghost="cap1", alive=False, right=(False, False, True)),  # after his death
    ]
    kill(state, "g20")
    report = finish(state, "loyalists")
    assert row(report, "g20")["points"] == 1 + 1
    assert row(report, "g29")["points"] == 8 + 8  # prophecies only: life (gv1 alive), death (g20 dead)
    shown = report.data["guesses"]
    assert [g["by"] for g in shown] == ["g3", "g29", "Bran", "g20", "g20"]
    assert [g["scores"] for g in shown] == [False, False, False, True, False]
    assert "Bran" not in state.scores


def test_the_end_report_lists_every_player_with_secrets_and_is_public():
    state = table()
    ctx = Context(state, SCENARIO)
    ctx.phase = "assassination"
    kill(state, "cap1", turn=0)
    points.check_victory(state, ctx)
    report = one(ctx, "end_report")
    assert report.audience.to == "public"
    assert len(report.data["players"]) == 50
    ghost = row(report, "cap1")
    assert ghost["hierarchy"] == "ghost" and ghost["camp"] == "wolves" and not ghost["alive"]
    assert set(state.scores) == {p.name for p in state.players}
