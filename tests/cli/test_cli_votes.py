"""``gmconsole votes``: a pasted thread read against the open ballot (issue 6, CLI side)."""

from __future__ import annotations

import json

import pytest

from gmconsole.cli import main
from gmconsole.engine import Game, RosterEntry
from gmconsole.saves import load_game, save_game
from gmconsole.scenarios import load_scenario

PLAYERS = [f"Joueur{i:02d}" for i in range(1, 47)] + ["Max", "Maxime", "Zoé", "Hélène"]


@pytest.fixture
def justice_save(tmp_path):
    """A 50-player Winterfell game at the justice vote step (no assassination, three drawn accused)."""
    game = Game.new(load_scenario("winterfell"), [RosterEntry(name=n) for n in PLAYERS], "votes-cli")
    game.push([game.parse({"kind": "no_assassination"}), game.parse({"kind": "resolve"})])
    game.push(game.parse({"kind": "resolve"}))  # accusation step: the three accused are drawn (W-J-2)
    ballot = game.rules.ballot(game.state, game.scenario)
    assert ballot is not None and ballot.action == "justice_votes" and len(ballot.candidates) == 3
    path = tmp_path / "game.toml"
    save_game(game, path)
    return path, game, ballot


def _thread(lines: list[str]) -> str:
    return "\n".join(lines) + "\n"


def test_votes_lists_clear_votes_and_questions_and_applies_only_the_clear_ones(
    justice_save, tmp_path, capsys
):
    """W-J-3: the clear votes are entered as a justice_votes order; doubts and non-voters are left."""
    path, game, ballot = justice_save
    a, b, _ = ballot.candidates
    voters = [v for v in ballot.voters if v not in ("Max", "Maxime")]
    thread = tmp_path / "thread.txt"
    thread.write_text(
        _thread(
            [
                f"{voters[0]}: vote {a}",
                f"{voters[1]} : {b.lower()}",
                f"{voters[2]}: vote {a}",
                f"{voters[2]}: vote {b}",
                "Inconnu: vote " + a,
                f"{voters[3]}: révolte",
                f"{voters[4]}: vote Maxi",
            ]
        ),
        encoding="utf-8",
    )

    assert main(["votes", str(path), str(thread), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["clear_votes"] == {voters[0]: a, voters[1]: b, voters[2]: b, voters[3]: "revolt"}
    left = {item["poster"] for item in report["left"]}
    assert {"Inconnu", voters[4]} <= left

    assert main(["votes", str(path), str(thread), "--apply"]) == 0
    out = capsys.readouterr().out
    print(out)
    assert "4 votes saisis (`gmconsole undo` les reprend)\u202f; l'étape n'est pas encore résolue" in out
    assert "[ok] " + voters[3] + " -> révolte (100)" in out
    assert "[!!] Inconnu -> " in out and "\u202f: «\u202fInconnu\u202f» n'est pas dans la partie" in out
    assert "messages lus" in out and "votes clairs" in out and "à trancher par le MJ" in out
    assert load_game(path).state.justice.votes == {
        voters[0]: a,
        voters[1]: b,
        voters[2]: b,
        voters[3]: "revolt",
    }
    assert main(["undo", str(path)]) == 0
    assert load_game(path).state.justice.votes == {}


def test_votes_refuses_when_no_ballot_is_open(tmp_path, capsys):
    """Outside a vote on names the command says so and changes nothing (exit 3)."""
    game = Game.new(load_scenario("winterfell"), [RosterEntry(name=n) for n in PLAYERS], "votes-cli")
    path = tmp_path / "game.toml"
    save_game(game, path)
    before = path.read_bytes()
    thread = tmp_path / "thread.txt"
    thread.write_text("A: vote B\n", encoding="utf-8")
    assert main(["votes", str(path), str(thread)]) == 3
    assert "aucun vote sur des noms n'est ouvert" in capsys.readouterr().err
    assert path.read_bytes() == before


def test_votes_reports_an_unreadable_thread_file(justice_save, tmp_path, capsys):
    path, _, _ = justice_save
    bad = tmp_path / "thread.txt"
    bad.write_bytes(b"\xff\xfe\x00bad")
    assert main(["votes", str(path), str(bad)]) == 4
    # the game (Winterfell) is known: said in its language
    assert "n'est pas du texte UTF-8 (octet 0, ligne 1)" in capsys.readouterr().err


def test_election_ballot_takes_no_revolt():
    """W-E-1: a GV executed in justice opens a GV round whose ballot is the captains, abstention only."""
    game = Game.new(load_scenario("winterfell"), [RosterEntry(name=n) for n in PLAYERS], "votes-cli")
    game.push([game.parse({"kind": "no_assassination"}), game.parse({"kind": "resolve"})])
    gvs = [p.name for p in game.state.players if p.rank == "great_vassal"]
    game.push(
        [
            game.parse({"kind": "accuse", "by": gvs[0], "accused": gvs[1], "justification": "test"}),
            game.parse({"kind": "resolve"}),
        ]
    )
    ballot = game.rules.ballot(game.state, game.scenario)
    game.push([game.parse(ballot.order({v: gvs[1] for v in ballot.voters})), game.parse({"kind": "resolve"})])
    while game.state.phase == "justice":
        game.push(game.parse({"kind": "resolve"}))
    ballot = game.rules.ballot(game.state, game.scenario)
    assert ballot is not None and ballot.action == "election_votes" and ballot.special_keys == ["abstain"]
    assert {game.state.player(n).rank for n in ballot.candidates} == {"captain"}
    assert gvs[1] not in ballot.voters


def test_election_ballot_label_in_the_scenario_language():
    """The ballot's label is shown to the GM (paste dialog, vote tab): French for a French scenario."""
    from gmconsole.games.winterfell.rules.state import WinterfellState

    scenario = load_scenario("winterfell")
    game = Game.new(scenario, [RosterEntry(name=n) for n in PLAYERS], "votes-label")
    state: WinterfellState = game.state  # type: ignore[assignment]
    state.phase, state.elections.round = "elections", "captain"
    ballot = game.rules.ballot(state, scenario)
    assert ballot is not None and ballot.label == f"élection\u202f: {scenario.display('captain')}"
    english = scenario.model_copy(update={"language": "en"})
    assert game.rules.ballot(state, english).label == f"election: {scenario.display('captain')}"
