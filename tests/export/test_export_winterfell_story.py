"""Winterfell's posts and messages tell what the source prescribes, in the order it happened
(issue 14, points 1 to 9), on whole random games of 25 players:

- seed 7: a false secret passage, a confession to the Gars du Bâtard, Abel's answer about Wyman
  Manderly, a lieutenant left vacant after the ghost's death, the loyalists win (W-V-1);
- seed 21: the sword handed, a tie drawn by lot, the ghost elected Grand Vassal (W-V-2).
"""

from __future__ import annotations

import re
from functools import cache

from export_markup import rendered
from winterfell_games import random_game

from gmconsole.export import private_messages, public_post
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")


@cache
def game(seed: int):
    return random_game(WINTERFELL, seed, players=25)


def text(doc) -> str:
    return rendered(doc, "text")


def find(wanted, seeds=range(0, 120)):
    """The first played game for which ``wanted(game)`` holds: the tests do not depend on what
    one seed happens to deal (the dice derivation may change)."""
    for seed in seeds:
        g = game(seed)
        if wanted(g):
            return g
    raise AssertionError("no seed gives the case")


def kinds_after(events, index):
    return [e.kind for e in events[index + 1 :]]


def test_w_e_10_every_elections_post_calls_for_the_guesses_and_says_how_they_score():
    """W-E-10, W-P-1: "les joueurs qui le souhaitent seront invités à remplir un questionnaire"."""
    events = game(21).events()
    opened = [e for e in events if e.kind == "elections_open"]
    post = text(public_post(events, WINTERFELL))
    calls = post.count("Pronostics : chacun peut m'envoyer en message privé")
    assert opened and calls == len(opened)
    assert (
        "1 point s'il a nommé le chef, 0,5 point pour un Lieutenant et 0,25 point pour un Louveteau" in post
    )


def test_w_v_2_nothing_is_called_after_the_winning_election():
    """W-V-2, W-V-4: a wolf elected GV ends the game; no election round, draw or new turn is
    called between the result and the victory."""
    g = find(lambda g: g.state.victory_rule == "W-V-2")
    last = g.journal[-1].events
    kinds = [e.kind for e in last]
    assert kinds[-3:] == ["victory", "end_report", "seed_revealed"] and g.state.victory_rule == "W-V-2"
    result = max(i for i, k in enumerate(kinds) if k == "election_result")
    assert not {"election_round", "knights_drawn", "turn_start", "seats_unfilled"} & set(
        kinds_after(last, result)
    )
    post = text(public_post(g.events(), WINTERFELL, turn=g.state.turn, phase="elections"))
    assert "Élection pour" not in post.split("Victoire")[0].split("Résultat de l'élection")[-1]


def test_w_e_7_no_lieutenant_is_named_once_the_ghost_is_dead():
    """W-E-7: only a living ghost names lieutenants; after his death the post stays vacant and
    no cub is told he was named (nor learns the dead ghost as his chief)."""
    for seed in (7, 21):
        g = game(seed)
        ghost = next(p for p in g.state.players if p.hierarchy == "ghost")
        for e in g.events():
            if e.kind == "became_lieutenant":
                assert not ghost.died_turn or ghost.died_turn > e.turn, (seed, e)
    g = find(lambda g: any(e.kind == "lieutenant_vacant" for e in g.events()))
    ghost = next(p for p in g.state.players if p.hierarchy == "ghost")
    for e in g.events():
        if e.kind == "lieutenant_vacant" and e.data.get("reason") == "ghost_dead":
            assert ghost.died_turn and ghost.died_turn <= e.turn


def test_w_a_13_a_death_in_the_false_passage_reads_as_any_other_death():
    """W-A-13, W-A-5: the table learns only that he died that night, in the words of every death
    of the night (a public "killed by the guards" would unmask him as a wolf)."""
    g = find(lambda g: any(e.kind == "killed_by_guards" for e in g.events()))
    events = g.events()
    guards = next(e for e in events if e.kind == "killed_by_guards")
    assert guards.audience.to == "gm"
    public = next(
        e for e in events if e.kind == "assassination_victim" and e.data["name"] == guards.data["name"]
    )
    others = [e for e in events if e.kind == "assassination_victim" and e is not public]
    assert public.rule == "W-A-4" and {e.rule for e in others} == {"W-A-4"}
    assert set(public.data) == set(others[0].data) == {"name", "rank"}
    post = text(public_post(events, WINTERFELL, turn=guards.turn, phase="assassination"))
    assert f"{guards.data['name']} (Capitaine) a été tué cette nuit." in post  # no gender given
    assert "passage" not in post and "gardes" not in post


def test_order_within_a_post_the_result_before_the_promotions_and_the_draw_before_the_call():
    """Point 6: the election results come before "X devient ..."; the knights' draw before the
    promotions it decides; the accused drawn by lot and their dice before the call to vote."""

    def case(g):
        first = [e for e in g.events() if e.turn == 1]
        return (
            any(e.kind == "knights_drawn" and e.data.get("drawn") for e in first)
            and any(e.kind == "promoted" and e.data.get("to_rank") == "captain" for e in first)
            and any(e.kind == "accused" and any(not a["by"] for a in e.data["accused"]) for e in first)
        )

    g = find(case)
    events = [e for e in g.events() if e.turn == 1]
    post = text(public_post(g.events(), WINTERFELL, turn=1, rolls=g.rolls()))
    captain = next(e for e in events if e.kind == "promoted" and e.data["to_rank"] == "captain")
    result = post.index("Résultat de l'élection pour le rang Capitaine")
    assert result < post.index(f"{captain.data['player']} devient Capitaine")
    knights = next(e for e in events if e.kind == "knights_drawn" and e.data.get("drawn"))
    draw = re.search(r"de Chevalier tirés? au sort", post).start()
    for name in knights.data["drawn"]:
        assert draw < post.index(f"{name} devient Chevalier")
    accused = next(e for e in events if e.kind == "accused")
    by_lot = next(a["accused"] for a in accused.data["accused"] if not a["by"])
    drawn = post.index(f"{by_lot}, tiré au sort.")
    dice = re.search(r"accusés? tirés? au sort parmi", post).start()
    assert drawn < dice < post.index("Votez pour l'un des accusés") < post.index("Élections et nominations")


def test_w_j_6_the_gars_du_batard_is_told_the_confession_once():
    """W-J-6, point 7: the confession is one sentence, not a sentence and a list line."""
    g = find(lambda g: any(e.kind == "interrogation" and e.data.get("revealed") for e in g.events()))
    asked = next(e for e in g.events() if e.kind == "interrogation" and e.data.get("revealed"))
    message = text(
        private_messages(g.events(), WINTERFELL, turn=asked.turn, phase="justice")[asked.data["by"]]
    )
    assert message.count(asked.data["target"]) == 1
    assert "Il a parlé : " in message and "L'aveu de" not in message and "L'aveu d'" not in message


def test_w_r_2_a_seer_is_told_a_role_whole():
    """W-R-1, W-R-2, point 9: "le rôle exact" of a player who holds two (a cub who is Wyman
    Manderly) is told whole."""
    g = find(lambda g: any(e.kind == "learned" and e.data.get("whole") for e in g.events()))
    told = next(e for e in g.events() if e.kind == "learned" and e.data.get("whole"))
    seer = told.audience.players[0]
    message = text(private_messages(g.events(), WINTERFELL, players=[seer])[seer])
    about = re.escape(told.data["about"])
    assert re.search(rf"(appris de|vision de) {about} : [^.\n]+ et [^.\n]+\.", message), message


def test_role_cards_explain_the_camp_ben_and_the_prophecies():
    """W-V-2, W-A-10, W-S-12 and W-P-3, point 8: a wolf's card says how his camp wins; Ben's gives
    all his limits and the 25 % risk; the Vervoyant's says what each prophecy requires; the
    names are in bold."""
    g = find(lambda g: g.state.holder_of("ben_bones") and g.state.holder_of("greenseer"))
    cards = private_messages(g.events(), WINTERFELL, turn=0)
    wolf_name = next(p.name for p in g.state.players if p.camp == "wolves" and not p.roles)
    wolf = text(cards[wolf_name])
    assert "gagne dès que l'un des siens est élu Grand Vassal ; il a perdu si son chef" in wolf
    ben = text(cards[g.state.holder_of("ben_bones")[0].name])
    assert "ni toi-même, ni un Grand Vassal, ni le Tourne-Casaque, ni deux fois le même joueur" in ben
    assert "25 % de chances de découvrir qui tu es" in ben
    seer = rendered(cards[g.state.holder_of("greenseer")[0].name], "bbcode-phpbb")
    assert re.search(r"Vie : \[b\][^\[]+\[/b\] doit survivre jusqu'à la fin de la partie", seer)
    assert re.search(r"Mort : \[b\][^\[]+\[/b\] doit être éliminé avant la fin de la partie", seer)
    assert re.search(r"Gloire : \[b\][^\[]+\[/b\], aujourd'hui \w+, doit s'élever jusqu'au rang de", seer)
    assert "Chaque prophétie accomplie te rapporte 8 points" in seer
