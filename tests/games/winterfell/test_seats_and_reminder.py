"""Winterfell's justice vote with the forum's realities (issue 13, point 20): who is awaited
for the reminder (W-J-3), and a replacement in the middle of the vote."""

from __future__ import annotations

from phase_cast import RULES, SCENARIO, kill, play, resolve, table

from gmconsole.engine.actions import Action, RemovePlayer, ReplacePlayer
from gmconsole.engine.rules.base import Context
from gmconsole.engine.votes_import import import_thread
from gmconsole.games.winterfell.rules.justice import Accuse, JusticeVotes


def seat(state, action: Action) -> None:
    """A seat change, as the Game carries it out (``GameRules.perform``)."""
    RULES.perform(state, action, Context(state, SCENARIO))


def vote_table():
    state = table()
    play(
        state,
        *(
            Accuse(by=f"gv{i}", accused=a, justification="trop discret")
            for i, a in enumerate(("g10", "g11", "kn5"), start=1)
        ),
    )
    resolve(state)
    assert state.step == "vote"
    return state


def test_w_j_3_the_reminder_names_the_voters_who_have_not_voted() -> None:
    state = vote_table()
    voters = RULES.ballot(state, SCENARIO).voters
    assert RULES.awaited(state, SCENARIO) == [p.name for p in state.seating() if p.name in voters]
    play(state, JusticeVotes(votes={"g20": "g10", "cap2": "abstain"}))
    awaited = RULES.awaited(state, SCENARIO)
    assert "g20" not in awaited and "cap2" not in awaited and "g21" in awaited
    assert not any(name.startswith("gv") for name in awaited)  # the GVs do not vote (W-J-3)


def test_a_replacement_during_the_vote_keeps_the_vote_and_matches_the_new_name() -> None:
    state = vote_table()
    play(state, JusticeVotes(votes={"g20": "g10"}))
    seat(state, ReplacePlayer(player="g20", by="Gwendal", aliases=["gwen.bzh"]))
    seat(state, ReplacePlayer(player="g21", by="Inès"))
    assert state.justice.votes == {"Gwendal": "g10"}
    assert "Gwendal" not in RULES.awaited(state, SCENARIO) and "Inès" in RULES.awaited(state, SCENARIO)
    ballot = RULES.ballot(state, SCENARIO)
    thread = "Inès: vote g11\ngwen.bzh: vote g11\ng21: vote kn5\n"
    lines = {
        line.poster: line
        for line in import_thread(thread, state.names, ballot.candidates, voters=ballot.voters).lines
    }
    assert (lines["Inès"].poster_match, lines["Inès"].status) == ("Inès", "clear")
    assert lines["gwen.bzh"].poster_match == "Gwendal"
    # The old name no longer answers for the seat (here it is only like g2: asked, never taken).
    assert lines["g21"].poster_match is None and lines["g21"].status != "clear"
    assert "Inès" not in {name for name, _ in lines["g21"].poster_candidates}


def test_a_removed_player_is_no_longer_awaited() -> None:
    state = vote_table()
    seat(state, RemovePlayer(player="g21"))
    assert "g21" not in RULES.awaited(state, SCENARIO)
    assert "g21" not in RULES.ballot(state, SCENARIO).voters


# -- the night's orders (issue 13, point 20): every role that must send one is awaited, in secret
from gmconsole.export import render  # noqa: E402
from gmconsole.export.reminder import reminders  # noqa: E402
from gmconsole.games.winterfell.rules.assassination import (  # noqa: E402
    AbelAsks,
    BenProtects,
    GreenseerAsks,
    NoAssassination,
    ReekScans,
    SquadOrder,
)


def awaiting(state) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for entry in RULES.awaiting(state, SCENARIO):
        assert entry.secret, entry  # naming a night role's sender in the thread would tell his role
        out.setdefault(entry.player, []).append(entry.what)
    return out


def test_w_a_1_w_a_10_w_a_11_w_r_1_w_r_2_the_night_awaits_every_order_in_secret() -> None:
    state = table(phase="assassination")
    got = awaiting(state)
    # the ghost and each lieutenant (squads, W-A-1), Ben (W-A-10), Schlingue (W-A-11), the
    # Vervoyant (W-R-1) and Abel (W-R-2); no cub, no other player
    assert set(got) == {"cap1", "kn1", "kn2", "g1", "g27", "g28", "g29", "g26"}
    assert got["cap1"] == ["escouades de la nuit"]
    assert got["g27"] == ["protection (Ben les Os)"]
    assert got["g28"] == ["espionnage (Schlingue)"]
    assert got["g29"] == ["question (Vervoyant)"] and got["g26"] == ["question (Abel le Barde)"]
    assert RULES.awaited(state, SCENARIO) == []  # the thread's reminder names none of them


def test_w_a_1_a_lieutenant_is_no_longer_awaited_once_his_group_has_orders() -> None:
    state = table(phase="assassination")
    play(state, SquadOrder(members=["g2", "kn3"], target="kn10", lookout="g3"))  # kn1's cubs, kn2's cub
    got = awaiting(state)
    assert "cap1" not in got and "kn1" not in got and "kn2" not in got and "g1" in got
    play(
        state,
        BenProtects(protects="kn10"),
        ReekScans(scans="kn11"),
        GreenseerAsks(asks="g9"),
        AbelAsks(asks="g10"),
    )
    assert set(awaiting(state)) == {"g1"}
    state2 = table(phase="assassination")
    play(state2, NoAssassination())
    assert not {"cap1", "kn1", "kn2", "g1"} & set(awaiting(state2))  # W-A-3: the wolves ordered nothing


def test_w_v_1_no_squad_awaited_once_the_ghost_is_dead() -> None:
    state = table(phase="assassination")
    kill(state, "cap1")
    assert not {"cap1", "kn1", "kn2", "g1"} & set(awaiting(state))


def test_the_night_reminder_is_private_per_player_with_the_deadline() -> None:
    from gmconsole.engine.events import Event

    state = table(phase="assassination")
    deadline = Event(kind="deadline", turn=1, phase="assassination", data={"deadline": "mardi 21 h"})
    docs = reminders([deadline], SCENARIO, 1, "assassination", RULES.awaiting(state, SCENARIO))
    texts = [render(doc, "text") for doc in docs]
    assert len(texts) == 8  # no thread post: eight private messages
    ben = next(t for t in texts if "g27" in t)
    assert ben == (
        "Message privé pour g27\n======================\n\n"
        "Rappel\u202f: tu as jusqu\u2019à mardi 21 h pour envoyer au MJ\u202f: protection (Ben les Os).\n"
    )


def test_w_j_1_w_j_6_justice_awaits_accusations_then_votes_then_the_interrogation() -> None:
    state = table()
    entries = RULES.awaiting(state, SCENARIO)
    assert [(e.player, e.what, e.secret) for e in entries] == [
        (gv, "accusation", False) for gv in ("gv1", "gv2", "gv3")
    ]
    play(state, Accuse(by="gv1", accused="g10", justification="trop discret"))
    assert RULES.awaited(state, SCENARIO) == ["gv2", "gv3"]
    state = vote_table()
    assert {e.what for e in RULES.awaiting(state, SCENARIO)} == {"vote de justice"}
    state.step = "interrogation"
    state.justice.executed = ["g10"]
    assert [(e.player, e.what) for e in RULES.awaiting(state, SCENARIO)] == [
        ("g30", "interrogatoire (Gars du Bâtard)")
    ]


def test_w_e_1_w_e_7_elections_await_the_votes_and_the_ghosts_new_lieutenant() -> None:
    state = table(phase="elections")
    state.elections.round = "great_vassal"
    kill(state, "kn1", phase="justice")
    entries = RULES.awaiting(state, SCENARIO)
    public = [e for e in entries if not e.secret]
    assert [e.player for e in public] == [p.name for p in state.seating() if p.alive]
    assert public[0].what == "vote (élection\u202f: Grand Vassal)"
    secret = [e for e in entries if e.secret]
    assert [(e.player, e.what) for e in secret] == [("cap1", "choix du nouveau Lieutenant à la place de kn1")]
