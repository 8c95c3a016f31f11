"""Winterfell's posts: Example 1 of the source text against golden files, the Meereen names, the
role cards and the wolves' batch (W-S-15), the justice and election tables, the public dice,
victory and the end report, and a sentence for every event kind the engine emits.

The golden files are in ``tests/export/golden/``; after a deliberate change of wording, write
them again with ``GOLDEN_UPDATE=1 pytest tests/export/test_export_winterfell.py`` and read the
diff before committing it.
"""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest
from export_markup import check_bbcode, markdown_html, untypo
from winterfell_games import example_1, random_game

from gmconsole.export import (
    Table,
    all_messages,
    batches,
    gm_summary,
    load_wording,
    private_messages,
    public_post,
    render,
)
from gmconsole.export.posts import merged
from gmconsole.games.winterfell.rules.setup import in_wolves_batch
from gmconsole.scenarios import load_scenario

GOLDEN = Path(__file__).parent / "golden"
WINTERFELL = load_scenario("winterfell")
MEEREEN = load_scenario("meereen")
ENGLISH = WINTERFELL.model_copy(update={"language": "en"})
LOUD = ENGLISH.model_copy(
    update={"assassination": ENGLISH.assassination.model_copy(update={"announce_failures": True})}
)  # the public post also tells who escaped an attempt (W-A-5 setting)
ENGINE = Path(__file__).resolve().parents[2] / "src" / "gmconsole" / "games" / "winterfell" / "rules"


@cache
def example(scenario_name: str = "winterfell"):
    return example_1(
        {"winterfell": WINTERFELL, "meereen": MEEREEN, "en": ENGLISH, "en-loud": LOUD}[scenario_name]
    )


@cache
def played(seed: int, scenario_name: str = "winterfell"):
    return random_game({"winterfell": WINTERFELL, "meereen": MEEREEN, "en": ENGLISH}[scenario_name], seed)


def text(doc) -> str:
    """The text of a post, its French typography (narrow spaces, ’) read as plain spaces and
    apostrophes: the typography has its own tests (tests/engine/test_wording_fluent.py)."""
    return untypo(render(doc, "text"))


def compare_with_golden(name: str, out: str) -> None:
    path = GOLDEN / name
    if os.environ.get("GOLDEN_UPDATE"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(out, encoding="utf-8")
    assert path.is_file(), f"{path} is missing: run with GOLDEN_UPDATE=1 to write it"
    assert out == path.read_text(encoding="utf-8"), (
        f"{name} differs from its golden file (GOLDEN_UPDATE=1 rewrites it)"
    )


# -- Example 1: golden files -------------------------------------------------------------------
EXTENSIONS = {"bbcode-phpbb": "bbcode.txt", "markdown-discourse": "md", "text": "txt"}


@pytest.mark.parametrize("profile", ["bbcode-phpbb", "markdown-discourse"])
def test_example_1_public_post_is_the_golden_one_w_a_4_w_a_5(profile):
    """W-A-4, W-A-5: Jon's death, and nothing of the squads, the lookouts or Robett; Luwin's escape
    is revealed to him only (``announce_failures`` is off by default)."""
    game = example()
    out = render(
        public_post(game.events(), WINTERFELL, turn=1, phase="assassination", rolls=game.rolls()), profile
    )
    compare_with_golden(f"example1.public.{EXTENSIONS[profile]}", out)
    for secret in (
        "Robett",
        "Wyman",
        "Howland",
        "Davos",
        "Tourte-Chaude",
        "Lady Moustache",
        "Loup",
        "escouade",
        "Luwin",
    ):
        assert secret not in out
    if profile.startswith("bbcode"):
        check_bbcode(out, profile)
    else:
        markdown_html(out)


@pytest.mark.parametrize("profile", ["bbcode-phpbb", "markdown-discourse"])
def test_example_1_private_messages_are_the_golden_ones_w_a_5_w_a_6(profile):
    """W-A-6: each squad and its lookout learn each other; W-A-5: Luwin learns Robett's name."""
    game = example()
    out = render(all_messages(game.events(), WINTERFELL, turn=1, phase="assassination"), profile)
    compare_with_golden(f"example1.private.{EXTENSIONS[profile]}", out)
    if profile.startswith("bbcode"):
        check_bbcode(out, profile)
    messages = {
        n: text(d)
        for n, d in private_messages(game.events(), WINTERFELL, turn=1, phase="assassination").items()
    }
    assert list(messages) == [
        "Wyman",
        "Howland",
        "Davos",
        "Robett",
        "Tourte-Chaude",
        "Lady Moustache",
        "Luwin",
    ]
    squads = (("Robett", "Wyman", "Howland", "Davos"), ("Robett", "Tourte-Chaude", "Lady Moustache"))
    for squad in squads:
        for who in squad:
            for other in squad:
                assert (other != who) == (f"{other} est l'un des tiens" in messages[who]), (who, other)
    assert "tu as reconnu Robett parmi eux" in messages["Luwin"]
    assert "Wyman" not in messages["Luwin"] and "Jon" not in messages["Luwin"]
    assert "Wyman" not in messages["Tourte-Chaude"] and "Luwin" not in messages["Robett"]


def test_example_1_gm_summary_is_the_golden_one():
    game = example()
    out = text(gm_summary(game.events(), game.rolls(), WINTERFELL, turn=1, phase="assassination"))
    compare_with_golden("example1.gm.txt", out)
    assert (
        "Influence 7 pour 7 : réussite" in out
        and "Influence 4 pour 7 : échec, Robett est révélé à Luwin" in out
    )


def test_meereen_gets_its_own_names_w_sc_1():
    """W-SC-1: the same events in the Meereen scenario speak of Grands Maîtres and Fils de la Harpie."""
    game = example("meereen")
    post = text(public_post(game.events(), MEEREEN, turn=1))
    assert "Jon (Grand Maître) a été tué" in post and "Capitaine" not in post
    messages = text(all_messages(game.events(), MEEREEN, turn=1))
    assert "(les Fils de la Harpie)" in messages and "Loups" not in messages
    setup = text(all_messages(game.events(), MEEREEN, turn=0))
    assert "Sbire" in setup and "Louveteau" not in setup and "Winterfell" not in setup


def test_english_wording():
    game = example("en")
    post = text(public_post(game.events(), ENGLISH, turn=1, phase="assassination"))
    assert "Luwin" not in post, "W-A-5: the failure is revealed to the target only, by default"
    loud = example("en-loud")
    assert "Luwin escaped an assassination attempt tonight." in text(
        public_post(loud.events(), LOUD, turn=1, phase="assassination")
    )
    assert "Jon (Capitaine) was killed tonight." in post  # the display names stay the scenario's
    messages = text(all_messages(game.events(), ENGLISH, turn=1))
    assert "you recognised Robett among them" in messages


# -- setup: role cards and the wolves' batch -----------------------------------------------------
def test_role_cards_and_the_wolves_batch_first_w_s_5_w_s_15():
    """W-S-15: the hierarchy, the turncoat and Abel get their messages in a first batch; W-S-5: the
    ghost knows every wolf, a lieutenant the ghost and his cubs, a cub his lieutenant; the Hooded
    Men and Pestagaupe are not told what they are (W-S-8, W-S-9)."""
    game = example()
    state, events = game.state, game.events()
    sent = batches(events, turn=0)
    assert [b for b, _ in sent] == ["wolves", "others"]
    first = set(sent[0][1])
    assert first == {p.name for p in state.players if in_wolves_batch(p)}
    assert set(sent[1][1]) == {p.name for p in state.players} - first
    messages = private_messages(events, WINTERFELL, turn=0)
    assert list(messages)[: len(first)] == sent[0][1]
    combined = text(all_messages(events, WINTERFELL, turn=0))
    assert combined.index("Envoi 1 sur 2 : la hiérarchie") < combined.index("Envoi 2 sur 2 : tous les autres")
    assert "trois jours avant" in combined
    ghost = state.ghost()
    ghost_text = text(messages[ghost.name])
    for p in state.hierarchy():
        if p.name != ghost.name:
            assert f"- {p.name} : {WINTERFELL.display(p.hierarchy)}." in ghost_text
    assert "Place dans la hiérarchie : Fantôme de Winterfell" in ghost_text
    for p in state.players:
        out = text(messages[p.name])
        assert f"Rang : {WINTERFELL.display(p.rank)} (influence {WINTERFELL.influence(p.rank)})" in out
        if "hooded_man" in p.roles:
            assert "Homme Encapuchonné" not in out and "Camp : les loyalistes" in out
        if "whoresbane" in p.roles:
            assert "Pestagaupe" not in out and "Camp : les Loups de l'Hiver" in out
        if "turncoat" in p.roles:
            assert "Rôle : Tourne-Casaque" in out and "Camp : les loyalistes" in out
        if p.rank == "great_vassal":
            turncoat = state.holder_of("turncoat")[0].name
            assert f"- {turncoat} : Tourne-Casaque." in out
        if p.hierarchy == "cub":
            assert f"- {p.lieutenant} : Lieutenant." in out
        if "greenseer" in p.roles:
            assert "Tes prophéties :\n\n- Vie :" in out and "doit survivre jusqu'à la fin de la partie" in out


def test_setup_public_post_ranks_gars_du_batard_and_seed_commitment_w_s_2():
    game = example()
    post = text(public_post(game.events(), WINTERFELL, turn=0, rolls=game.rolls()))
    assert game.state.seed_sha256 in post and game.seed not in post
    boy = game.state.holder_of("bastards_boy")[0].name
    assert f"Gars du Bâtard (rôle public) : {boy}." in post
    assert (
        "- Grand Vassal, influence 20 (3 joueurs) : " in post
        and "- Garde, influence 1 (30 joueurs) : " in post
    )
    assert "Louveteau" not in post and "Loups" not in post


# -- played games: justice, elections, dice, victory ---------------------------------------------
def first(events, kind):
    return next(e for e in events if e.kind == kind)


def test_justice_post_vote_table_totals_threshold_and_executed_w_j_1_w_j_3_w_j_4():
    game = played(1)
    events = game.events()
    result = first(events, "justice_result")
    accused = first(events, "accused")
    doc = public_post(events, WINTERFELL, turn=result.turn, phase="justice", rolls=game.rolls())
    out = text(doc)
    for item in accused.data["accused"]:
        if item["by"]:
            assert f"{item['accused']}, accusé par {item['by']}" in out and item["justification"] in out
        else:
            assert f"{item['accused']}, tiré au sort." in out
    votes, totals = [b for b in doc.blocks if isinstance(b, Table)][:2]
    assert [[c[0] for c in row] for row in votes.rows] == [
        [
            r["voter"],
            {"revolt": "révolte", "abstain": "abstention"}.get(r["vote"], r["vote"]),
            str(r["weight"]),
        ]
        for r in result.data["votes"]
    ]
    assert [row[0][0] for row in totals.rows] == list(result.data["totals"])
    assert f"seuil d'exécution (1/3, arrondi à l'inférieur) : {result.data['threshold']}" in out
    for name in result.data["executed"]:
        assert f"{name} (" in out and "est exécuté avec" in out
    drawn = [
        r
        for r in game.rolls()
        if r.audience.to == "public" and r.turn == result.turn and r.phase == "justice"
    ]
    for roll in drawn:  # the public dice of the step are said in words, not by their key
        assert roll.key not in out and "tiré au sort parmi" in out and roll.outcome in out


def test_justice_totals_outcome_agrees_with_each_accused_w_j_4():
    """The totals table's last column says « exécutée » or « épargnée » of a woman, « exécuté » or
    « épargné » of a man (W-J-4), as the sentence under it does (the demo's roster has genders)."""
    from gmconsole.demo import build_demo

    game = build_demo("winterfell")
    events = game.events()
    people = {p.name: p.gender for p in game.state.players}
    seen = set()
    for result in (e for e in events if e.kind == "justice_result"):
        doc = public_post(events, game.scenario, turn=result.turn, phase="justice", people=people)
        accused = list(result.data["totals"])
        (totals,) = [b for b in doc.blocks if isinstance(b, Table) and [r[0][0] for r in b.rows] == accused]
        for row in totals.rows:
            name, outcome = row[0][0], row[2][0]
            executed = name in result.data["executed"]
            word = "exécuté" if executed else "épargné"
            assert outcome == (word + "e" if people[name] == "f" else word), (name, outcome)
            seen.add(people[name])
    assert seen == {"f", "m"}  # both agreements were checked


def test_election_post_tallies_promotions_and_draws_w_e_1_w_e_4():
    game = played(1)
    events = game.events()
    result = first(events, "election_result")
    out = text(public_post(events, WINTERFELL, turn=result.turn, phase="elections", rolls=game.rolls()))
    rank = WINTERFELL.display(result.data["rank"])
    assert f"Résultat de l'élection pour le rang {rank}" in out
    for name in result.data["elected"]:
        assert f"{name} devient {rank}" in out
    for vote in result.data["votes"]:
        assert re.search(rf"{re.escape(vote['voter'])}\s+\S.*\s{vote['weight']}\n", out)
    knights = [e for e in events if e.kind == "knights_drawn" and e.turn == result.turn]
    for _e in knights:
        assert re.search(r"(Siège|Sièges) de Chevalier tirés? au sort parmi les joueurs de rang Garde", out)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_victory_and_end_report_w_v_w_p(seed):
    game = played(seed)
    events = game.events()
    victory = first(events, "victory")
    out = text(public_post(events, WINTERFELL, turn=victory.turn, phase=victory.phase))
    winner = WINTERFELL.display(game.state.winner)
    assert f"Victoire : {winner} l'emportent !" in out
    report = first(events, "end_report")
    for p in report.data["players"]:
        assert re.search(rf"\n{re.escape(p['name'])}\s+{re.escape(WINTERFELL.display(p['camp']))}\s", out)
    assert "Compte rendu de fin de partie" in out


# -- every kind has its words ----------------------------------------------------------------------
def emitted_kinds() -> set[str]:
    """Every event kind the Winterfell engine emits (``ctx.emit("kind", ...)``,
    ``ctx.add_event("kind", ...)``, an ``Event("kind", ...)``, or an event made without its
    constructor, ``event.kind = "kind"``, or filed to be made when read, ``ctx.record("kind", ...)``,
    ``ctx.record_made("kind", ...)`` or a bound ``record("kind", ...)``, where speed asked for it,
    or one of a batch filed at once, ``batched("kind", ...)``), read from its source."""
    kinds = set()
    for path in ENGINE.glob("*.py"):
        kinds |= set(
            re.findall(
                r'(?:(?:ctx\.emit|ctx\.add_event|\brecord(?:_made)?|\bbatched|\bEvent)\(\s*|\bevent\.kind\b[^=\n]*=\s*)"([a-z_]+)"',
                path.read_text(encoding="utf-8"),
            )
        )
    return kinds


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_event_kind_of_the_engine_has_a_sentence(language):
    kinds = emitted_kinds()
    assert {
        "role_card",
        "learned",
        "squad_result",
        "justice_result",
        "election_result",
        "end_report",
    } <= kinds
    keys = load_wording("winterfell", language).fluent.keys()
    missing = [k for k in kinds if not any(key == k or key.startswith(f"{k}_") for key in keys)]
    assert not missing, f"no sentence for {missing} in winterfell/wording/{language}/"


def test_french_and_english_wordings_have_the_same_keys():
    fr, en = load_wording("winterfell", "fr").fluent.keys(), load_wording("winterfell", "en").fluent.keys()
    assert fr == en


@pytest.mark.parametrize("scenario_name", ["winterfell", "meereen", "en"])
def test_played_games_use_no_fallback_wording(scenario_name):
    """The fallback (an event's kind and raw data) would show its kind: no kind appears."""
    scenario = {"winterfell": WINTERFELL, "meereen": MEEREEN, "en": ENGLISH}[scenario_name]
    game = played(3, scenario_name)
    events = game.events()
    kinds = {e.kind for e in events}
    outs = [
        text(gm_summary(events, [], scenario)),
        text(all_messages(events, scenario)),  # dice: the engine's words
        text(public_post(events, scenario)),
    ]
    for out in outs:
        for kind in kinds:
            assert not re.search(rf"(^|\n){kind}( |$)", out), kind


def test_adjacent_lists_are_merged():
    from gmconsole.export import BulletList, Paragraph

    blocks = merged([BulletList(["a"]), BulletList(["b"]), Paragraph("x"), BulletList(["c"])])
    assert blocks == [BulletList(["a", "b"]), Paragraph("x"), BulletList(["c"])]


ODD_NAMES = [
    "[b]Zoé",
    "*Max*",
    "Lou|Lou",
    "@everyone",
    "<b>Ana</b>",
    "- Tiret",
    "1. Un",
    "`Code`",
    "a\\b",
    "[/quote]",
    "Zoé_",
    "# Titre",
    "||Spoil||",
    "Ŝ漢",
]


@pytest.mark.parametrize("seed", [4, 5])
def test_odd_player_names_never_break_the_markup(seed):
    """Names full of markup characters show as typed in every post and every profile."""
    from export_markup import bbcode_visible

    game = random_game(WINTERFELL, seed, names=ODD_NAMES)
    events, rolls = game.events(), game.rolls()
    docs = [
        public_post(events, WINTERFELL, rolls=rolls),
        gm_summary(events, rolls, WINTERFELL),
        all_messages(events, WINTERFELL),
    ]
    for doc in docs:
        tables = sum(isinstance(b, Table) for b in doc.blocks)
        for profile in ("bbcode-phpbb", "bbcode-forumactif"):
            out = render(doc, profile)
            check_bbcode(out, profile)
        tags, _, html = markdown_html(render(doc, "markdown-discourse"))
        assert tags["table"] == tables
    setup = render(public_post(events, WINTERFELL, turn=0), "bbcode-phpbb")
    for name in ODD_NAMES:
        assert name in bbcode_visible(setup)
