"""The review of a pasted thread without the screen: what each line enters once the GM has
chosen, typed or dropped, always by the ballot's voters, candidates and specials."""

from __future__ import annotations

from gmconsole.engine.names import NameIndex
from gmconsole.engine.rules.base import Ballot, SpecialOption, abstention
from gmconsole.engine.votes_import import import_thread
from gmconsole.tui.vote_review import (
    CORRECTED,
    DROPPED,
    ENTER,
    PROBLEM,
    QUESTION,
    SUPERSEDED,
    Review,
    resolve_vote,
    resolve_voter,
)

NAMES = NameIndex(["Alice", "Bob", "Chloé", "Max", "Maxime", "Maximilien", "Zoé"], {"Chloé": ["Clo"]})
ELECTION = Ballot(
    action="election_votes",
    label="election",
    candidates=["Bob", "Maxime"],
    voters=["Alice", "Bob", "Chloé", "Max", "Maxime", "Zoé"],
)
REVOLT = SpecialOption(key="revolt", label="révolte", words=("révolte", "la révolte"), alone=("révolte",))
JUSTICE_SPECIALS = [REVOLT, abstention()]
"""The special options of another ballot (a justice vote with a revolt), read in the thread."""
THREAD = """Alice: vote Bob
Bob: révolte
Clo: vote Maxi
Zoé: vote Maxime
Maximilien: vote Bob
"""


def review() -> Review:
    result = import_thread(
        THREAD, NAMES, ELECTION.candidates, voters=ELECTION.voters, specials=JUSTICE_SPECIALS
    )
    return Review(result, ELECTION)


def test_lines_as_read_go_through_the_ballot() -> None:
    r = review()
    states = [(row.line.poster, v.state, v.vote) for row, v in zip(r.rows, r.verdicts())]
    assert states == [
        ("Alice", ENTER, "Bob"),
        ("Bob", PROBLEM, None),  # a revolt: this ballot takes none
        ("Clo", QUESTION, None),  # 'Maxi': Maxime is the only candidate close to it (Max, Maximilien after)
        ("Zoé", ENTER, "Maxime"),
        ("Maximilien", PROBLEM, None),  # not among the voters
    ]
    assert "revolt" in r.verdicts()[1].reason
    assert r.votes() == {"Alice": "Bob", "Zoé": "Maxime"}
    assert r.undecided() == [1, 2, 4]


def test_choices_corrections_and_drops() -> None:
    r = review()
    bob, clo, zoe, maximilien = r.rows[1], r.rows[2], r.rows[3], r.rows[4]
    # The candidate first, then the other close players, so the GM sees why it is asked
    # (issue 13, point 19); picking one of them stays a problem.
    assert r.choosing(clo) == ("vote", [("Maxime", 90), ("Maximilien", 90), ("Max", 86)])
    assert r.choose(clo, 2) == "vote" and r.verdicts()[2].state == PROBLEM
    assert "Maximilien is not a candidate" in r.verdicts()[2].reason
    assert r.choose(clo, 1) == "vote" and r.verdicts()[2].state == CORRECTED
    assert r.choose(clo, 4) == ""  # no fourth player
    r.set(bob, "Bob", "Chloé")  # a player who is not a candidate
    assert r.verdicts()[1].state == PROBLEM and "Chloé is not a candidate" in r.verdicts()[1].reason
    r.set(bob, "Bob", "revolt")
    assert r.verdicts()[1].state == PROBLEM  # no revolt in an election, corrected or not
    r.set(bob, "Bob", "abstain")
    assert r.verdicts()[1].vote == "abstain"
    r.set(bob, "Bob", "Maxime")
    assert r.verdicts()[1].vote == "Maxime"
    r.toggle_drop(maximilien)
    assert r.verdicts()[4].state == DROPPED
    # typed as Zoé's second account: the later line stands, the earlier one is superseded
    r.toggle_drop(maximilien)
    r.set(maximilien, "Zoé", "Bob")
    assert r.verdicts()[3].state == SUPERSEDED and r.verdicts()[4].vote == "Bob"
    assert r.votes() == {"Alice": "Bob", "Bob": "Maxime", "Chloé": "Maxime", "Zoé": "Bob"}
    r.reset(maximilien)
    assert r.verdicts()[3].state == ENTER and r.verdicts()[4].state == PROBLEM
    assert r.confirm(zoe) and r.verdicts()[3].state == CORRECTED


def test_typed_names_and_words() -> None:
    assert resolve_voter("chloe", NAMES) == ("Chloé", "", [])
    assert resolve_voter("CLO", NAMES)[0] == "Chloé"
    name, status, options = resolve_vote("maxi", NAMES)
    assert name is None and status == "question" and [n for n, _ in options][:2] == ["Maxime", "Maximilien"]
    assert resolve_vote("Révolte !", NAMES, JUSTICE_SPECIALS)[0] == "revolt"
    assert resolve_vote("révolte", NAMES, JUSTICE_SPECIALS)[0] == "revolt"
    assert resolve_vote("Révolte !", NAMES)[0] is None  # no such option in a ballot without it
    assert resolve_vote("abstention", NAMES)[0] == "abstain"
    assert resolve_vote("blanc", NAMES)[0] == "abstain"
    assert resolve_vote("retrait", NAMES)[0] == "unvote"
    assert resolve_vote("Quentin", NAMES)[0] is None
    assert resolve_voter("", NAMES)[0] is None
