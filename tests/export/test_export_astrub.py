"""Astrub's posts in French and English, from hand-made events and from played games.

The public post gives the number of sabotages, never who (M-M-6); the vote comes as a table
with its totals (M-M-3, M-M-4); the mission track shows each mission's outcome (M-M-7, M-V-1).
"""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from export_markup import check_bbcode, markdown_html, rendered

from gmconsole.engine.events import GM, PUBLIC, Event, to_group, to_player
from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import RosterEntry
from gmconsole.export import gm_summary, private_messages, public_post
from gmconsole.games.astrub.rules.scenario import AstrubScenario

ROOT = Path(__file__).resolve().parents[2]
FR = AstrubScenario.model_validate(
    tomllib.loads((ROOT / "scenarios" / "astrub.toml").read_text(encoding="utf-8"))
)
EN = FR.model_copy(
    update={
        "language": "en",
        "names": {
            "proposal": "squad proposal",
            "approval": "approval vote",
            "mission": "mission",
            "spy": "spy",
            "mercenary": "mercenary",
            "spies": "the spies",
            "mercenaries": "the mercenaries",
        },
    }
)
PLAYERS = ["Zoé", "Max", "[b]Lou", "Éloïse", "Noé"]
MISSIONS = [m.name for m in FR.missions]


def squad(attempt: int = 1, leader: str = "Zoé", members=("Zoé", "Max")) -> Event:
    return Event(
        kind="squad_proposed",
        turn=1,
        phase="proposal",
        rule="M-M-2",
        data={
            "mission": MISSIONS[0],
            "mission_number": 1,
            "attempt": attempt,
            "leader": leader,
            "members": list(members),
            "size": len(members),
        },
    )


def vote(yes_names: set[str], rejections: int = 0) -> Event:
    votes = {name: "yes" if name in yes_names else "no" for name in PLAYERS}
    yes, no = len(yes_names), len(PLAYERS) - len(yes_names)
    return Event(
        kind="approval_vote",
        turn=1,
        phase="approval",
        rule="M-M-3",
        data={
            "votes": votes,
            "yes": yes,
            "no": no,
            "approved": yes >= no,
            "tie": yes == no,
            "rejections": rejections,
            "limit": 5,
        },
    )


def result(number: int, sabotages: int, success: bool, track: list[str]) -> Event:
    return Event(
        kind="mission_result",
        turn=number,
        phase="mission",
        rule="M-M-7",
        data={
            "mission": MISSIONS[number - 1],
            "mission_number": number,
            "sabotages": sabotages,
            "needed": FR.missions[number - 1].fails_at,
            "success": success,
            "track": track,
        },
    )


MISSION_ONE = [
    squad(),
    vote({"Zoé", "Max", "Noé"}),
    Event(
        kind="mission_choices",
        turn=1,
        phase="mission",
        audience=GM,
        rule="M-M-6",
        data={"choices": {"Zoé": "success", "Max": "sabotage"}},
    ),
    Event(
        kind="mercenary_sabotage", turn=1, phase="mission", audience=GM, rule="M-M-6", data={"player": "Max"}
    ),
    result(1, 1, False, ["fail"]),
    Event(
        kind="leader_passes", turn=1, phase="mission", rule="M-S-3", data={"leader": "Max", "previous": "Zoé"}
    ),
]


def text(events, scenario, **kw) -> str:
    return rendered(public_post(events, scenario, **kw), "text")


def test_mission_post_in_french_M_M_3_M_M_7():
    out = text(MISSION_ONE, FR)
    assert out == (
        "Mission 1 : proposition d'escouade\n"
        "----------------------------------\n\n"
        "Escouade proposée par Zoé pour la mission 1, Or d'Amakna Sud (tentative 1) : Zoé et Max. "
        "Votez pour ou contre.\n\n"
        "Mission 1 : vote d'approbation\n"
        "------------------------------\n\n"
        "Joueur  Vote\n"
        "------  ----\n"
        "Zoé     oui\n"
        "Max     oui\n"
        "[b]Lou  non\n"
        "Éloïse  non\n"
        "Noé     oui\n\n"
        "Pour : 3, contre : 2. Escouade approuvée : la mission part.\n\n"
        "Mission 1 : mission\n"
        "-------------------\n\n"
        "Mission 1, Or d'Amakna Sud : échouée (sabotages : 1).\n\n"
        "Bilan : Or ✘ · Rubis … · Diamants … · Émeraudes … · Aigue-Marine …\n\n"
        "Nouveau chef d'escouade : Max (après Zoé).\n"
    )


def test_mission_post_in_english():
    out = text(MISSION_ONE, EN)
    assert "Squad proposed by Zoé for mission 1, Or d'Amakna Sud (attempt 1): Zoé and Max." in out
    assert "Player  Vote\n------  ----\nZoé     yes\n" in out
    assert "For: 3, against: 2. Squad approved: the mission goes ahead." in out
    assert "Mission 1, Or d'Amakna Sud: failed (sabotages: 1)." in out
    assert "Track: Or ✘ · Rubis … · Diamants … · Émeraudes … · Aigue-Marine …" in out
    assert "New squad leader: Max (after Zoé)." in out
    assert "Mission 1: approval vote" in out


def test_public_post_never_says_who_sabotaged_M_M_6():
    for scenario in (FR, EN):
        for profile in (
            "bbcode-phpbb",
            "bbcode-forumactif",
            "markdown-discourse",
            "markdown-discord",
            "text",
        ):
            out = rendered(public_post(MISSION_ONE, scenario, phase="mission"), profile)
            assert "Max" in out  # the new leader is named...
            assert "sabotage" not in out.replace("sabotages", "")  # ...but no one's choice is
            assert "Choix" not in out and "choice" not in out and "mercenaire" not in out
    gm = rendered(gm_summary(MISSION_ONE, [], FR), "text")
    assert "Max     sabotage" in gm and "Attention : Max est mercenaire et a choisi de saboter" in gm


def test_bbcode_and_markdown_of_the_mission_post():
    bb = rendered(public_post(MISSION_ONE, FR), "bbcode-phpbb")
    check_bbcode(bb, "bbcode-phpbb")
    assert "[code]Joueur  Vote\n------  ----\nZoé     oui\n" in bb
    assert "[\u200bb]Lou  non" in bb
    assert "Mission 1, Or d'Amakna Sud : [b]échouée[/b] (sabotages : 1)." in bb
    fa = rendered(public_post(MISSION_ONE, FR), "bbcode-forumactif")
    assert "[tr][td][\u200bb]Lou[/td][td]non[/td][/tr]" in fa
    tags, visible, _ = markdown_html(rendered(public_post(MISSION_ONE, FR), "markdown-discourse"))
    assert tags["table"] == 1 and tags["tr"] == 6 and "[b]Lou" in visible


@pytest.mark.parametrize(
    ("yes", "rejections", "fr", "en"),
    [
        (
            {"Zoé", "Max"},
            2,
            "Pour : 2, contre : 3. Escouade rejetée (rejets d'affilée : 2 sur 5).",
            "For: 2, against: 3. Squad rejected (rejected in a row: 2 of 5).",
        ),
        (
            {"Zoé", "Max", "Noé", "Lou"},
            0,
            "Pour : 4, contre : 1. Escouade approuvée : la mission part.",
            "For: 4, against: 1. Squad approved: the mission goes ahead.",
        ),
    ],
)
def test_vote_outcomes_M_M_4(yes, rejections, fr, en):
    event = vote(yes, rejections)
    assert fr in text([event], FR) and en in text([event], EN)


def test_tie_launches_the_mission_M_M_3():
    players = PLAYERS[:4]
    event = Event(
        kind="approval_vote",
        turn=1,
        phase="approval",
        data={
            "votes": dict(zip(players, ["yes", "yes", "no", "no"])),
            "yes": 2,
            "no": 2,
            "approved": True,
            "tie": True,
            "rejections": 0,
            "limit": 5,
        },
    )
    assert "Pour : 2, contre : 2. Égalité : escouade approuvée, la mission part." in text([event], FR)
    assert "For: 2, against: 2. A tie: squad approved, the mission goes ahead." in text([event], EN)


def test_emeraudes_survives_one_sabotage_and_says_why_M_M_7():
    event = result(4, 1, True, ["success", "fail", "success", "success"])
    assert (
        "Mission 4, Émeraudes Koalak : réussie (sabotages : 1 ; il en faut 2 pour la faire échouer)."
        in text([event], FR)
    )
    assert "Bilan : Or ✔ · Rubis ✘ · Diamants ✔ · Émeraudes ✔ · Aigue-Marine …" in text([event], FR)
    assert "Mission 4, Émeraudes Koalak: success (sabotages: 1; it takes 2 to fail it)." in text([event], EN)


@pytest.mark.parametrize(
    ("winner", "rule", "fr", "en"),
    [
        (
            "mercenaries",
            "M-V-1",
            "Victoire des mercenaires : 3 missions réussies.",
            "The mercenaries win: 3 missions succeeded.",
        ),
        (
            "spies",
            "M-V-1",
            "Victoire des espions : 3 missions échouées.",
            "The spies win: 3 missions failed.",
        ),
        (
            "spies",
            "M-M-5",
            "Victoire des espions : 5 escouades rejetées d'affilée.",
            "The spies win: 5 squads rejected in a row.",
        ),
    ],
)
def test_victory_M_V_1_M_M_5(winner, rule, fr, en):
    event = Event(
        kind="victory",
        turn=3,
        phase="mission",
        rule=rule,
        data={"winner": winner, "reason": "x", "spies": ["Max", "[b]Lou"]},
    )
    assert fr in text([event], FR) and "Les espions étaient : Max et [b]Lou." in text([event], FR)
    assert en in text([event], EN) and "The spies were: Max and [b]Lou." in text([event], EN)


def test_game_start_lists_missions_with_squad_sizes_and_the_seed_commitment_M_S_2():
    event = Event(
        kind="game_start",
        turn=0,
        phase="setup",
        data={"players": PLAYERS, "missions": MISSIONS, "spies": 2, "seed_sha256": "ab" * 32},
    )
    out = text([event], FR)
    assert out.startswith("Début de la partie\n")
    assert (
        "La partie commence ! 5 joueurs : Zoé, Max, [b]Lou, Éloïse et Noé. 2 espions se cachent parmi eux."
    ) in out
    assert "- 1. Or d'Amakna Sud : escouade de 2\n" in out
    assert "- 4. Émeraudes Koalak : escouade de 3, échoue seulement avec 2 sabotages\n" in out
    assert "graine des dés : " + "ab" * 32 in out
    assert "- 2. Rubis de Sidimote: squad of 3\n" in text([event], EN)


def test_role_cards_and_spies_know_each_other_in_private_only():
    events = [
        Event(kind="role_card", turn=0, phase="setup", audience=to_player("Zoé"), data={"role": "mercenary"}),
        Event(kind="role_card", turn=0, phase="setup", audience=to_player("Max"), data={"role": "spy"}),
        Event(kind="role_card", turn=0, phase="setup", audience=to_player("[b]Lou"), data={"role": "spy"}),
        Event(
            kind="spies_known",
            turn=0,
            phase="setup",
            audience=to_group(["Max", "[b]Lou"], "spies"),
            data={"spies": ["Max", "[b]Lou"]},
        ),
    ]
    assert public_post(events, FR).blocks == []
    fr = {name: rendered(doc, "text") for name, doc in private_messages(events, FR).items()}
    assert list(fr) == ["Zoé", "Max", "[b]Lou"]
    assert (
        "Tu es mercenaire." in fr["Zoé"] and "Tu es espion" not in fr["Zoé"] and "complices" not in fr["Zoé"]
    )
    assert "Tu es espion." in fr["Max"] and "Ton complice : [b]Lou." in fr["Max"]  # one: singular
    assert "Ton complice : Max." in fr["[b]Lou"]
    en = {name: rendered(doc, "bbcode-phpbb") for name, doc in private_messages(events, EN).items()}
    assert "You are a [b]spy[/b]." in en["Max"] and "Your accomplice: [b][\u200bb]Lou[/b]." in en["Max"]
    assert "[size=150][b]Private message for Zoé[/b][/size]" in en["Zoé"]


# -- played games ---------------------------------------------------------------------------


def play(seed: int) -> Game:
    """A whole game with random squads, votes and choices (spies sabotage half the time)."""
    rng = random.Random(seed)
    game = Game.new(FR, [RosterEntry(name=n) for n in PLAYERS], f"seed-{seed}")
    names = [p.name for p in game.state.players]
    while not game.state.winner:
        state = game.state
        if state.phase == "proposal":
            members = rng.sample(names, game.rules.squad_size(state, FR))
            game.push(game.parse({"kind": "squad", "members": members, "leader": state.leader or names[0]}))
        elif state.phase == "approval":
            game.push(game.parse({"kind": "votes", "votes": {n: rng.random() < 0.6 for n in names}}))
        else:
            spies = set(state.spies())
            choices = {n: n in spies and rng.random() < 0.5 for n in state.squad}
            game.push(game.parse({"kind": "mission", "choices": choices}))
        game.push(game.parse({"kind": "resolve"}))
    return game


@pytest.mark.parametrize("seed", range(8))
def test_played_games_never_leak_choices_or_roles_in_public_M_M_6(seed):
    game = play(seed)
    events = game.events()
    for scenario in (FR, EN):
        for profile in ("bbcode-phpbb", "bbcode-forumactif", "text"):
            out = rendered(public_post(events, scenario), profile)
            if profile.startswith("bbcode"):
                check_bbcode(out, profile)
            # Roles are revealed only at the end, with the victory.
            before_victory = out.split("Victoire" if scenario is FR else "win")[0]
            assert "Tu es" not in out and "You are" not in out
            assert "espion." not in before_victory and "Les espions sont" not in out
            assert "Choix secrets" not in out and "secret choices" not in out
        # In each mission step, the only names are the leaders and the squad (public since its
        # proposal): never a squad member's choice.
        for event in events:
            if event.kind == "mission_result":
                step = rendered(public_post(events, scenario, turn=event.turn, phase="mission"), "text")
                named = {n for n in PLAYERS if n in step}
                leaders = {
                    e.data[k]
                    for e in events
                    if e.kind == "leader_passes" and e.turn == event.turn and e.phase == "mission"
                    for k in ("leader", "previous")
                }
                spies = set(game.state.spies()) if "ictoire" in step or "win" in step else set()
                assert named <= leaders | spies | set(event.data["members"]), (named, step)


def test_played_game_private_messages_and_gm_summary():
    game = play(1)
    spies = game.state.spies()
    messages = private_messages(game.events(), FR)
    assert set(messages) == set(PLAYERS)
    for name, doc in messages.items():
        out = rendered(doc, "text")
        assert ("Tu es espion." in out) == (name in spies)
        assert "Escouade proposée" not in out  # public events stay in the thread
    summary = rendered(gm_summary(game.events(), game.rolls(), FR), "text")
    assert "tirage des espions" in summary and "Choix secrets de l'escouade" in summary
    assert summary.count("Tu es ") == len(PLAYERS)


def test_public_events_of_a_played_game_have_a_template_in_both_languages():
    game = play(2)
    kinds = {e.kind for e in game.events()}
    assert {"game_start", "squad_proposed", "approval_vote", "mission_result", "victory"} <= kinds
    for scenario in (FR, EN):
        out = rendered(gm_summary(game.events(), game.rolls(), scenario), "text")
        for kind in kinds:  # the fallback (kind and raw data) would print the kind's name
            assert f"\n{kind} " not in out and not out.startswith(kind)


def test_public_audience_constant_is_what_posts_filter_on():
    assert PUBLIC.to == "public" and GM.to == "gm"


# -- issue 14: attempts in order, the squad named, the GM's spy line ---------------------------
def two_rejections():
    """Seed 5, 7 players: missions 1 and 3 are each approved at the second attempt."""
    import sys

    sys.path.insert(0, str(Path(__file__).parent))
    from winterfell_games import astrub_game

    return astrub_game(FR, 5, 7, ["Alice", "Chloé", "Fanny"])


def test_each_attempt_is_posted_in_order_with_its_votes_and_outcome_M_M_3_M_M_4():
    """M-M-3, M-M-4 (issue 14, point 10): proposal, its votes, its outcome, then the next
    attempt under a heading that names it; the outcome names the squad."""
    game = two_rejections()
    out = text(game.events(), FR, turn=1)
    order = [
        "Mission 1 : proposition d'escouade\n",
        "Escouade proposée par Alice pour la mission 1, Or d'Amakna Sud (tentative 1) : Eve et Chloé.",
        "Mission 1 : vote d'approbation\n",
        "Escouade rejetée (chef : Alice ; Eve et Chloé) ; rejets d'affilée : 1 sur 5.",
        "Nouveau chef d'escouade : Bob (après Alice).",
        "Mission 1 : proposition d'escouade (tentative 2)\n",
        "(tentative 2) : Bob et Fanny.",
        "Mission 1 : vote d'approbation (tentative 2)\n",
        "Escouade approuvée (chef : Bob ; Bob et Fanny) : la mission part.",
        "Mission 1 : mission\n",
        "réussie (escouade : Bob et Fanny ; sabotages : 0).",
    ]
    places = [out.index(line) for line in order]
    assert places == sorted(places)
    assert out.count("Joueur  Vote") == 2


def test_exporting_the_approval_step_again_posts_only_its_latest_attempt_M_M_3():
    """Issue 14, point 10: the approval step of a turn exported after the second attempt gives
    that attempt's table, not the first one's again."""
    game = two_rejections()
    out = text(game.events(), FR, turn=1, phase="approval")
    assert out.startswith("Mission 1 : vote d'approbation (tentative 2)\n")
    assert out.count("Joueur  Vote") == 1 and "rejetée" not in out and "approuvée" in out


def test_gm_summary_spy_line_is_not_written_to_a_spy_M_S_2():
    """M-S-2 (issue 14, point 14): the GM's summary says the spies know each other; it is not
    addressed to "toi" as the spies' own message is."""
    game = two_rejections()
    summary = rendered(gm_summary(game.events(), game.rolls(), FR, turn=0), "text")
    assert "Les espions se connaissent entre eux : Alice, Chloé et Fanny." in summary
    assert "Tes complices" not in summary
    assert "Tes complices : Chloé et Fanny." in rendered(
        private_messages(game.events(), FR, turn=0)["Alice"], "text"
    )
