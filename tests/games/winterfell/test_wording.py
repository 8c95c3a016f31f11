"""The checklist and the warnings speak the scenario's language (issue 4): French for a French
scenario, English otherwise. Refusals, event data and an order's own warnings stay English."""

from __future__ import annotations

from phase_cast import RULES, SCENARIO, kill, one, play, resolve, table

from gmconsole.games.winterfell.rules import assassination as A
from gmconsole.games.winterfell.rules.assassination import BenProtects, SquadOrder
from gmconsole.games.winterfell.rules.justice import Accuse, JusticeVotes
from gmconsole.games.winterfell.rules.state import PassageState

FR = SCENARIO
EN = SCENARIO.model_copy(update={"language": "en"})


def lines(state, scenario) -> list[str]:
    """The checklist as ``label | detail`` lines, then the warnings."""
    return [f"{s.label} | {s.detail}" for s in RULES.checklist(state, scenario)] + RULES.warnings(
        state, scenario
    )


def test_the_scenarios_ship_in_french():
    assert FR.language == "fr" and EN.language == "en"


def test_assassination_in_french_and_in_english():
    state = table(phase="assassination")
    state.passage = PassageState(real=True, usable_turn=1)
    assert (
        lines(state, FR)[0]
        == "escouades | aucune escouade saisie (ou l'ordre «\u202fAucun assassinat\u202f»)"
    )
    assert lines(state, EN)[0] == 'squads | no squad entered (or the order "No assassination")'
    ctx = play(state, BenProtects(protects="kn5"), SquadOrder(members=["g2"], target="kn5", lookout=""))
    assert lines(state, FR) == [
        "escouade 1 | g2 → kn5\u202f; influence 1/3\u202f; guetteur - (pas de guetteur)",
        "passage secret | ouvert pendant cette phase seulement (W-A-13)",
        "Ben les Os (g27) | kn5",
        "Vervoyant (g29) | ",
        "Abel le Barde (g26) | ",
        "Schlingue (g28) | ",
        "Wyman Manderly (g5) | torture une victime loup",
        "escouade 1 contre kn5\u202f: pas de guetteur\u202f; la tentative échouera et révélera un membre (W-A-2, W-A-5)",
        "escouade 1\u202f: influence 1 pour 3 requise contre kn5\u202f; la tentative échouera et révélera un membre (W-A-1, W-A-5)",
        "escouade 1\u202f: kn5 est protégé par Ben les Os\u202f; la tentative échoue en silence (W-A-10)",
        "le passage secret n'est ouvert que pendant cette phase\u202f: si personne n'y est envoyé, il est perdu (W-A-13)",
    ]
    english = [
        "squad 1 | g2 → kn5; influence 1/3; lookout - (no lookout)",
        "passage | open this phase only (W-A-13)",
        "Ben les Os (g27) | kn5",
        "Vervoyant (g29) | ",
        "Abel le Barde (g26) | ",
        "Schlingue (g28) | ",
        "Wyman Manderly (g5) | tortures a wolf victim",
        "squad 1 against kn5: no lookout; the attempt will fail and reveal a member (W-A-2, W-A-5)",
        "squad 1 has 1 influence against 3 needed for kn5: the attempt will fail and reveal a member (W-A-1, W-A-5)",
        "squad 1: kn5 is protected by Ben les Os; the attempt fails silently (W-A-10)",
        "the passage is open this phase only: if no one is sent, it is gone (W-A-13)",
    ]
    assert lines(state, EN) == english
    assert ctx.warnings == english[7:10], "an order's own warnings stay English, whatever the scenario"
    assert A.lookout_problem(state, FR, state.assassination, 0) == "pas de guetteur"
    assert A.lookout_problem(state, FR, state.assassination, 0, "en") == "no lookout"
    result = one(resolve(state), "squad_result")
    assert result.data["lookout_problem"] == "no lookout", "the event's data stays English"


def test_a_dead_ghost_and_the_sword_in_french_and_in_english():
    state = table(phase="assassination")
    kill(state, "cap1", turn=0)
    assert (
        lines(state, FR)[0]
        == "loups | Fantôme de Winterfell n'est plus en vie\u202f: aucune victime cette phase (W-V-1)"
    )
    assert lines(state, EN)[0] == "wolves | the ghost is dead: no victims this phase (W-V-1)"
    state = table(phase="assassination")
    kill(state, "kn2", "g1", "g2", "g3", "g6", turn=0)
    assert "épée | tenue par cap1 (W-A-7)" in lines(state, FR)
    assert "sword | held by cap1 (W-A-7)" in lines(state, EN)


def test_justice_in_french_and_in_english():
    state = table()
    play(state, Accuse(by="gv1", accused="g10", justification="suspect"))
    assert lines(state, FR) == [
        "accusations 1/3 | gv1 accuse g10\u202f; pas encore\u202f: gv2, gv3",
        "2 accusés tirés au sort à la résolution | W-J-2",
        "pas encore d'accusation de gv2, gv3\u202f: les noms manquants seront tirés au sort (W-J-2)",
    ]
    assert lines(state, EN) == [
        "accusations 1/3 | gv1 accuses g10; not yet: gv2, gv3",
        "2 accused drawn at random on resolve | W-J-2",
        "no accusation yet from gv2, gv3: missing names are drawn at random (W-J-2)",
    ]
    play(
        state,
        Accuse(by="gv2", accused="g11", justification="suspect"),
        Accuse(by="gv3", accused="kn5", justification="suspect"),
    )
    resolve(state)
    voters = [f"kn{i}" for i in range(1, 13)] + [f"cap{i}" for i in range(1, 6)]
    play(state, JusticeVotes(votes=dict.fromkeys(voters, "g10") | {"g1": "g11"}))
    fr, en = lines(state, FR), lines(state, EN)
    assert fr[0].startswith(
        "votes de justice 18/47 | n'ont pas voté (abstention s'ils ne votent pas)\u202f: g2, g3, "
    )
    assert en[0].startswith("justice votes 18/47 | not voted (abstain if missing): g2, g3, ")
    assert fr[1] == "décompte\u202f: g10 71, g11 1, kn5 0 (seuil 33 sur 101) | exécutés\u202f: g10"
    assert en[1] == "tally: g10 71, g11 1, kn5 0 (threshold 33 of 101) | executed: g10"
    assert fr[2] == "révolte 0/19 voix loyalistes | aucun vote de révolte exprimé"
    assert en[2] == "revolt 0/19 loyalist votes | 0 revolt votes cast"
    assert fr[3].startswith("29 joueurs sans vote, comptés comme abstention\u202f: g2, g3, ")
    assert en[3].startswith("29 players have not voted and count as abstaining: g2, g3, ")
    resolve(state)
    assert state.step == "interrogation"
    assert lines(state, FR) == [
        "interrogatoire par g30 | peut interroger l'un de\u202f: g10",
        "le Gars du Bâtard n'a pas choisi qui interroger\u202f: si l'on résout, pas d'interrogatoire (W-J-6)",
    ]
    assert lines(state, EN) == [
        "interrogation by g30 | may interrogate one of g10",
        "the Gars du Bâtard has not chosen whom to interrogate: resolving skips the interrogation (W-J-6)",
    ]


def test_elections_in_french_and_in_english():
    from gmconsole.engine.rules.base import Context
    from gmconsole.games.winterfell.rules import elections

    state = table()
    kill(state, "gv3", "kn2", phase="justice")
    elections.open_phase(state, Context(state, FR))
    fr, en = lines(state, FR), lines(state, EN)
    assert fr[0].startswith(
        "élection de Grand Vassal\u202f: 1 siège, votes 0/48 | n'ont pas voté\u202f: gv1, gv2, "
    )
    assert en[0].startswith("Grand Vassal election: 1 seat, votes 0/48 | not voted: gv1, gv2, ")
    assert fr[1:5] == [
        "décompte | aucun vote pour l'instant",
        "1 siège de Chevalier tiré au sort en fin de tour parmi les joueurs de rang Garde | W-E-4",
        "nouveau Lieutenant pour kn2 | sinon un Louveteau tiré au sort (W-E-7)",
        "pronostics de ce tour\u202f: 0 | aucun pour l'instant",
    ]
    assert en[1:5] == [
        "tally | no vote yet",
        "1 knight seat drawn among the guards at the end | W-E-4",
        "new lieutenant for kn2 | a random cub if the ghost names none (W-E-7)",
        "guesses this turn: 0 | none yet",
    ]
    assert fr[6] == "aucun Louveteau désigné pour remplacer kn2\u202f: un Louveteau sera tiré au sort (W-E-7)"
    assert en[6] == "the ghost has not named a cub to replace kn2: a random cub will be drawn (W-E-7)"


def test_game_over_in_french_and_in_english():
    state = table()
    state.winner, state.victory_rule, state.phase = "loyalists", "W-V-1", "over"
    assert lines(state, FR) == ["partie terminée | victoire\u202f: les loyalistes (W-V-1)"]
    assert lines(state, EN) == ["game over | les loyalistes won (W-V-1)"]


def test_the_election_table_marks_agree_with_each_elected_player() -> None:
    """W-E-1, W-E-9: « élue » for a woman, « élu au tirage » for a man drawn, nothing for the
    one left out; English has one word."""
    from gmconsole.engine.events import Event
    from gmconsole.export import render
    from gmconsole.export.posts import public_post

    event = Event(
        turn=2,
        phase="elections",
        kind="election_result",
        rule="W-E-1",
        data={
            "rank": "great_vassal",
            "elected": ["Sansa", "Jon"],
            "tie": ["Jon", "Arya"],
            "totals": {"Sansa": 30, "Jon": 12, "Arya": 12},
        },
    )
    people = {"Sansa": "f", "Jon": "m", "Arya": "f"}

    def marks(scenario) -> dict[str, str]:
        post = render(public_post([event], scenario, turn=2, phase="elections", people=people), "text")
        rows = [line.split() for line in post.splitlines() if line.split()[:1] in (["Sansa"], ["Jon"])]
        return {row[0]: " ".join(row[2:]) for row in rows}

    assert marks(FR) == {"Sansa": "élue", "Jon": "élu au tirage"}
    assert marks(EN) == {"Sansa": "elected", "Jon": "elected by lot"}


def test_the_revolt_count_says_none_one_or_several_and_whether_it_succeeds() -> None:
    """W-J-5: the GM's line for the loyalists' revolt votes: no empty « () » when nobody voted,
    « 1 voix loyaliste comptée » in the singular, and the outcome in words."""
    from gmconsole.engine.events import Event
    from gmconsole.export import render
    from gmconsole.export.posts import gm_summary

    def said(counted: list[str], success: bool, scenario) -> str:
        data = {"counted": counted, "needed": 14, "success": success}
        event = Event(turn=3, phase="justice", kind="revolt_count", rule="W-J-5", data=data)
        return render(gm_summary([event], [], scenario), "text")

    n = "\u202f"
    none = said([], False, FR)
    assert f"Révolte{n}: aucune voix loyaliste comptée, il en fallait 14{n}; elle échoue." in none
    assert "()" not in none
    assert f"Révolte{n}: 1 voix loyaliste comptée (Jon), il en fallait 14{n}; elle échoue." in said(
        ["Jon"], False, FR
    )
    assert "2 voix loyalistes comptées (Jon et Arya)" in said(["Jon", "Arya"], True, FR)
    assert "elle réussit." in said(["Jon", "Arya"], True, FR)
    assert "Revolt: no loyalist vote counted, 14 needed; it fails." in said([], False, EN)
    assert "Revolt: 1 loyalist vote counted (Jon), 14 needed; it succeeds." in said(["Jon"], True, EN)
