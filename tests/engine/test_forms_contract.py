"""The order forms as data (issue 11, point 2): a ballot's special options with their own words
and validity rule, read by vote import; Thiercelieux's forms for each step (T-N-7, T-D-6)."""

from __future__ import annotations

from gmconsole.engine.game import Game
from gmconsole.engine.rules.base import Ballot, OrderForm, RosterEntry, SpecialOption, abstention
from gmconsole.engine.votes_import.ballot import ballot_votes, import_for_ballot
from gmconsole.scenarios import load_scenario
from thiercelieux_roles import ROLES

STRIKE = SpecialOption(
    key="strike",
    label="grève",
    words=("la grève", "grève"),
    alone=("grève",),
    voters=("Alice",),
    refusal="only Alice may strike",
)


def test_a_ballot_takes_bare_keys_as_options_the_abstention_keeping_its_words() -> None:
    ballot = Ballot(
        action="v", label="v", candidates=["Bob"], voters=["Alice"], specials=["abstain", "strike"]
    )
    assert ballot.special_keys == ["abstain", "strike"]
    assert "blanc" in ballot.specials[0].words and ballot.special("strike").words == ("strike",)  # type: ignore[union-attr]
    assert ballot.order({"Alice": "Bob"}) == {"kind": "v", "votes": {"Alice": "Bob"}}


def test_vote_import_reads_the_options_the_form_declares_and_their_validity_rule() -> None:
    """A special option's words come from the form; a voter outside its ``voters`` is refused
    with its own reason, and an option the ballot does not declare is not read at all."""
    game = Game.new(
        load_scenario("thiercelieux"),
        [RosterEntry(name=n) for n in ("Alice", "Bob", "Carol", "Dan", "Eve", "Fay", "Gus", "Hal")],
        "f",
    )
    voters = ["Alice", "Bob", "Carol"]
    ballot = Ballot(action="v", label="v", candidates=["Dan"], voters=voters, specials=[STRIKE, abstention()])
    thread = "Alice: je vote la grève\nBob: Grève !\nCarol: vote blanc\n"
    votes, left = ballot_votes(import_for_ballot(thread, game.state, ballot, format="plain").lines, ballot)
    assert votes == {"Alice": "strike", "Carol": "abstain"}
    assert [(line.poster_match, why) for line, why in left] == [("Bob", "only Alice may strike")]
    plain = Ballot(action="v", label="v", candidates=["Dan"], voters=voters)
    votes, left = ballot_votes(import_for_ballot(thread, game.state, plain, format="plain").lines, plain)
    assert votes == {"Carol": "abstain"}  # without the option, "la grève" is only a name, and no one's
    assert sorted(line.poster_match for line, _ in left) == ["Alice", "Bob"]
    assert all(line.special is None for line, _ in left)


def _thiercelieux() -> Game:
    roles = dict(ROLES)
    return Game.new(
        load_scenario("thiercelieux"), [RosterEntry(name=n, pins={"role": r}) for n, r in roles.items()], "f"
    )


def test_thiercelieux_witch_form_shows_the_victim_T_N_7() -> None:
    game = _thiercelieux()
    for order in (
        {"kind": "captain_votes", "votes": {"Alice": "Bruno"}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        {"kind": "seer", "target": "Alice"},
        {"kind": "werewolves", "victim": "Émile"},
    ):
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    (form,) = game.rules.forms(game.state, game.scenario)
    assert isinstance(form, OrderForm) and form.action == "witch"
    assert "victime des Loups-Garous\u202f: Émile" in form.info
    assert [f.field for f in form.fields] == ["heal", "poison"]
    game.push(game.parse(form.order({"heal": True, "poison": ""})))
    assert game.state.orders == {"heal": True, "poison": ""}


def test_thiercelieux_revote_among_the_tied_in_the_tally_T_D_6() -> None:
    game = _thiercelieux()
    for order in (
        {"kind": "captain_votes", "votes": {"Alice": "Bruno"}},
        {"kind": "thief", "take": 0},
        {"kind": "cupid", "lovers": ["Denis", "Hélène"]},
        {"kind": "seer", "target": "Alice"},
        {"kind": "werewolves"},
        {"kind": "witch"},
    ):
        game.push([game.parse(order), game.parse({"kind": "resolve"})])
    (ballot,) = game.rules.forms(game.state, game.scenario)
    assert isinstance(ballot, Ballot) and ballot.action == "votes" and len(ballot.candidates) == 8
    # a tie between Alice and Fanny; the captain (Bruno) abstains: a revote among the tied
    votes = {"Chloé": "Alice", "Denis": "Alice", "Émile": "Fanny", "Gaston": "Fanny", "Bruno": ""}
    game.push([game.parse(ballot.order(votes)), game.parse({"kind": "resolve"})])
    (revote,) = game.rules.forms(game.state, game.scenario)
    assert isinstance(revote, Ballot) and revote.candidates == ["Alice", "Fanny"]
    assert "second tour 1" in revote.label and revote.cast == {}
    game.push(game.parse(revote.order({"Bruno": "abstain", "Chloé": "Fanny"})))
    assert game.rules.forms(game.state, game.scenario)[0].cast == {"Bruno": "abstain", "Chloé": "Fanny"}  # type: ignore[union-attr]
