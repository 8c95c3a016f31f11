"""Names: exact, folded, aliases, fuzzy; never a guess."""

from __future__ import annotations

import pytest
from rapidfuzz import fuzz

from gmconsole.engine.errors import UnknownPlayer
from gmconsole.engine.names import NameIndex
from gmconsole.engine.votes_import import (
    CLEAR_MARGIN,
    CLEAR_RATIO,
    CLEAR_SCORE,
    PosterVote,
    Vote,
    match_votes,
)


def pv(poster: str, *targets: str, post: int = 0) -> PosterVote:
    votes = []
    for n, target in enumerate(targets):
        kind = target if target in ("unvote", "revolt", "abstain") else "vote"
        votes.append(
            Vote(
                kind=kind,
                target="" if kind == "unvote" else target,
                text=f"vote {target}",
                post=post,
                line=n + 1,
            )
        )
    return PosterVote(poster=poster, votes=votes)


def one(poster: str, target: str, roster, **kwargs):  # type: ignore[no-untyped-def]
    (line,) = match_votes([pv(poster, target)], roster, **kwargs)
    return line


@pytest.mark.parametrize(
    "typed, expected",
    [
        ("Zoé", "Zoé"),
        ("zoe", "Zoé"),
        ("ZOE", "Zoé"),
        ("Hélène", "Hélène"),
        ("helene", "Hélène"),
        ("HELENE", "Hélène"),
        ("Max", "Max"),
        ("max", "Max"),
        ("Maxime", "Maxime"),
        ("JB", "Jean-Baptiste"),
        ("jibe", "Jean-Baptiste"),
        ("jean baptiste", "Jean-Baptiste"),
        ("Jean-Baptiste", "Jean-Baptiste"),
        ("Lodie", "Élodie"),
        ("Dim", "Dimitri"),
        ("Bob il ment", "Bob"),
    ],
)
def test_exact_names_and_aliases_are_clear(typed: str, expected: str, roster) -> None:  # type: ignore[no-untyped-def]
    line = one("Alice", typed, roster)
    assert (line.target_match, line.status, line.confidence, line.problem) == (expected, "clear", 100, "")


@pytest.mark.parametrize(
    "typed, expected", [("Helen", "Hélène"), ("Natan", "Nathan"), ("Zoey", "Zoé"), ("Dimitry", "Dimitri")]
)
def test_one_strong_fuzzy_match_well_above_the_rest_is_clear(typed: str, expected: str, roster) -> None:  # type: ignore[no-untyped-def]
    line = one("Alice", typed, roster)
    assert line.status == "clear" and line.target_match == expected
    assert CLEAR_SCORE <= line.confidence < 100


def test_prefix_of_another_name(roster) -> None:  # type: ignore[no-untyped-def]
    assert one("Alice", "Max", roster).target_match == "Max"
    maxi = one("Alice", "Maxi", roster)
    assert maxi.status == "question" and maxi.target_match is None
    assert {n for n, _ in maxi.candidates} == {"Max", "Maxime", "Maximilien"}
    maxim = one("Alice", "Maxim", roster)
    assert maxim.status == "question"
    assert maxim.candidates == [("Maxime", 91), ("Max", 90), ("Maximilien", 90)]


def test_the_design_example_wording() -> None:
    line = one("Alice", "Maxim", ["Alice", "Maxime", "Maximilien"])
    assert line.problem == "'Maxim' is close to both Maxime (91) and Maximilien (90): choose"
    assert line.confidence == 91


@pytest.mark.parametrize("typed", ["Aliec", "Heleen", "Sofie", "Zo", "Jean", "Jean Bon", "Maxx"])
def test_weak_or_partial_matches_are_questions(typed: str, roster) -> None:  # type: ignore[no-untyped-def]
    line = one("Bob", typed, roster)
    assert line.status == "question" and line.target_match is None and line.candidates
    assert line.problem.startswith(f"'{typed}' ")


def test_no_match_is_a_problem(roster) -> None:  # type: ignore[no-untyped-def]
    line = one("Alice", "Quentin", roster)
    assert line.status == "problem" and line.target_match is None
    assert line.problem.startswith("'Quentin' matches no player")


def test_posters(roster) -> None:  # type: ignore[no-untyped-def]
    assert one("DimiTheWolf", "Bob", roster).poster_match == "Dimitri"
    assert one("ZOÉ", "Bob", roster).poster_match == "Zoé"
    outsider = one("Xavier", "Bob", roster)
    assert outsider.status == "problem" and outsider.poster_match is None
    assert outsider.problem == "'Xavier' is not in the game"
    assert outsider.target_match == "Bob"  # the vote is still read, for the GM's eyes
    near = one("Nathn", "Bob", roster)
    assert near.status in ("clear", "question")
    unsure = one("Maxi", "Bob", roster)
    assert unsure.status == "question" and unsure.poster_match is None
    assert {n for n, _ in unsure.poster_candidates} == {"Max", "Maxime", "Maximilien"}
    assert unsure.problem.startswith("poster 'Maxi' is close to")


def test_ignored_posters_are_left_out(roster) -> None:  # type: ignore[no-untyped-def]
    lines = match_votes([pv("MJ Loup", "Bob"), pv("Alice", "Bob")], roster, ignore=["mj loup"])
    assert [line.poster for line in lines] == ["Alice"]


def test_candidates(roster) -> None:  # type: ignore[no-untyped-def]
    ok = one("Alice", "bob", roster, candidates=["Bob", "Maxime"])
    assert ok.status == "clear"
    out = one("Alice", "Carole", roster, candidates=["Bob", "Maxime"])
    assert out.status == "problem" and out.target_match == "Carole"
    assert out.problem == "Carole is not a candidate"
    # The candidates among close names are offered first, the other close players after them,
    # marked, so the GM sees why the line is asked; still a question, never a guess.
    narrowed = one("Alice", "Maxim", roster, candidates=["Bob", "Maxime"])
    assert narrowed.status == "question"
    assert narrowed.candidates == [("Maxime", 91), ("Max", 90), ("Maximilien", 90)]
    assert narrowed.problem == (
        "'Maxim' may be Maxime (91): confirm (also close: Max (90) and Maximilien (90), "
        "none of them a candidate)"
    )
    none = one("Alice", "Maxim", roster, candidates=["Bob"])
    assert none.status == "problem" and "none of them a candidate" in none.problem
    revolt = one("Alice", "revolt", roster, candidates=["Bob"])
    assert revolt.status == "clear" and revolt.special == "revolt"
    with pytest.raises(UnknownPlayer):
        match_votes([], roster, candidates=["Quentin"])


def test_voters(roster) -> None:  # type: ignore[no-untyped-def]
    line = one("Marc", "Bob", roster, voters=["Alice", "Bob"])
    assert line.status == "problem" and line.problem == "Marc may not vote here"
    assert one("Alice", "Bob", roster, voters=["Alice", "Bob"]).status == "clear"


def test_unvote_abstain_revolt(roster) -> None:  # type: ignore[no-untyped-def]
    lines = match_votes([pv("Alice", "Bob", "unvote"), pv("Bob", "abstain"), pv("Zoé", "revolt")], roster)
    assert [(line.special, line.target_match, line.status) for line in lines] == [
        ("unvote", None, "clear"),
        ("abstain", None, "clear"),
        ("revolt", None, "clear"),
    ]
    assert lines[0].vote_raw == "unvote" and lines[0].changed


def test_one_player_under_two_names_keeps_the_later_vote(roster) -> None:  # type: ignore[no-untyped-def]
    lines = match_votes([pv("Dimitri", "Bob", post=1), pv("Dim", "Alice", post=5)], roster)
    assert [(line.poster, line.status) for line in lines] == [("Dimitri", "problem"), ("Dim", "clear")]
    assert lines[0].problem == "superseded by the later vote of Dimitri posted as 'Dim'"


def test_a_doubtful_vote_is_a_question(roster) -> None:  # type: ignore[no-untyped-def]
    vote = Vote(kind="vote", target="Bob", text="vote Bob", post=0, line=7, doubt="may be quoted")
    (line,) = match_votes([PosterVote(poster="Alice", votes=[vote])], roster)
    assert line.status == "question" and line.target_match == "Bob"
    assert line.problem == "the vote on line 7 may be quoted: check it"


def test_roster_forms(roster) -> None:  # type: ignore[no-untyped-def]
    votes = [pv("jb", "lodie")]
    as_list = match_votes(
        votes, ["Jean-Baptiste", "Élodie"], aliases={"Jean-Baptiste": ["JB"], "Élodie": ["Lodie"]}
    )
    as_map = match_votes(votes, {"Jean-Baptiste": ["JB"], "Élodie": ["Lodie"]})
    as_index = match_votes(
        votes, NameIndex(["Jean-Baptiste", "Élodie"], {"Jean-Baptiste": ["JB"], "Élodie": ["Lodie"]})
    )
    for lines in (as_list, as_map, as_index):
        assert (lines[0].poster_match, lines[0].target_match, lines[0].status) == (
            "Jean-Baptiste",
            "Élodie",
            "clear",
        )


def test_threshold_docstrings_tell_the_truth() -> None:
    assert round(fuzz.WRatio("maxim", "maxime")) == 91 and round(fuzz.WRatio("maxim", "maximilien")) == 90
    assert round(fuzz.WRatio("maxx", "max")) == 86 and round(fuzz.WRatio("heleen", "helene")) == 83
    assert round(fuzz.WRatio("aliec", "alice")) == 80 and round(fuzz.WRatio("zoey", "zoe")) == 86
    assert (
        round(fuzz.WRatio("jean", "jean-baptiste")) == 90
        and fuzz.ratio("jean", "jean-baptiste") < CLEAR_RATIO
    )
    assert CLEAR_MARGIN > 91 - 90


def test_lines_dump_to_json(roster) -> None:  # type: ignore[no-untyped-def]
    line = one("Alice", "Maxim", roster)
    dumped = line.model_dump(mode="json")
    assert dumped["status"] == "question" and dumped["candidates"][0] == ["Maxime", 91]
    assert type(line).model_validate_json(line.model_dump_json()) == line


def test_match_name_for_a_retyped_name(roster) -> None:  # type: ignore[no-untyped-def]
    from gmconsole.engine.votes_import import match_name

    assert match_name("helene", roster).name == "Hélène"
    maxi = match_name("Maxi", roster)
    assert maxi.status == "question" and maxi.name is None and len(maxi.candidates) == 3
    assert match_name("Xavier", roster, poster=True).status == "none"
    assert match_name("Xavier", roster).status == "none"


def test_extra_aliases_on_top_of_an_index(roster) -> None:  # type: ignore[no-untyped-def]
    (line,) = match_votes([pv("Lolo", "Bob")], roster, aliases={"Léo": ["Lolo"]})
    assert line.poster_match == "Léo" and line.status == "clear"
    (line,) = match_votes([pv("Lolo", "Bob")], roster)
    assert line.status == "problem"


def test_every_problem_is_said_in_the_games_language(roster) -> None:  # type: ignore[no-untyped-def]
    """Issue 11: in a French game the review table's reasons are French, with French spacing."""
    from gmconsole.engine.votes_import.extract import DOUBT_QUOTED, DOUBT_SIGNATURE

    def fr(poster: str, target: str, **kwargs):  # type: ignore[no-untyped-def]
        return one(poster, target, roster, language="fr", **kwargs).problem

    n = "\u202f"
    assert fr("Xavier", "Bob") == f"«{n}Xavier{n}» n'est pas dans la partie"
    assert (
        fr("Maxi", "Bob")
        == f"l'auteur «{n}Maxi{n}» est proche de Maxime (90), Maximilien (90) et Max (86){n}: choisissez"
    )
    assert fr("Alice", "Quentin").startswith(f"«{n}Quentin{n}» ne correspond à aucun joueur")
    assert fr("Alice", "Carole", candidates=["Bob", "Maxime"]) == "Carole ne fait pas partie des candidats"
    assert fr("Alice", "Maxim", candidates=["Bob", "Maxime"]) == (
        f"«{n}Maxim{n}» est peut-être Maxime (91){n}: confirmez "
        f"(proches aussi{n}: Max (90) et Maximilien (90), hors des candidats)"
    )
    assert fr("Alice", "Maxim", candidates=["Bob"]).endswith(", hors des candidats")
    assert fr("Marc", "Bob", voters=["Alice", "Bob"]) == "Marc ne peut pas voter ici"
    lines = match_votes([pv("Dimitri", "Bob", post=1), pv("Dim", "Alice", post=5)], roster, language="fr")
    assert (
        lines[0].problem == "remplacé par le vote plus récent de Dimitri, posté sous le nom «\u202fDim\u202f»"
    )
    for doubt, said in (
        (DOUBT_QUOTED, "est peut-être dans une citation copiée depuis le navigateur"),
        (DOUBT_SIGNATURE, "est peut-être la signature de l'auteur"),
        ("names more than one player ('Bob ou Zoé')", "nomme plusieurs joueurs («\u202fBob ou Zoé\u202f»)"),
    ):
        vote = Vote(kind="vote", target="Bob", text="vote Bob", post=0, line=7, doubt=doubt)
        (line,) = match_votes([PosterVote(poster="Xavier", votes=[vote])], roster, language="fr")
        assert line.problem.startswith(
            f"«{n}Xavier{n}» n'est pas dans la partie{n}; le vote de la ligne 7 {said}"
        )
        assert line.problem.endswith(f"{n}: vérifiez-le")
