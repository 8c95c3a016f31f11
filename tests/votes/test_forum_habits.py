"""Vote import on threads the project had not seen (issue 13, points 15 to 19): unvotes inside
a sentence, struck-out text, signatures, Markdown headings, and the players a question offers."""

from __future__ import annotations

import pytest

from conftest import SPECIALS, finals
from gmconsole.engine.votes_import import Post, import_thread, match_votes, votes_in_post
from gmconsole.engine.votes_import.extract import extract_votes
from gmconsole.engine.votes_import.matching import match_name
from gmconsole.engine.votes_import.models import PosterVote, Vote


def said(body: str, fmt: str = "phpbb") -> list[tuple[str, str]]:
    post = Post(index=0, author="Alice", text=body, line=1, first_line=2, format=fmt)
    return [(v.kind, v.target) for v in votes_in_post(post)]


# -- 15. "Je dévote." ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "Je dévote.",
        "je dévote",
        "Je devote.",
        "Bon, je dévote, on en reparle demain.",
        "Bon, unvote.",
        "J'unvote Bob.",
        "Après réflexion je dévote Bob",
        "Ok. Dévote.",
    ],
)
def test_unvote_inside_a_sentence(body: str) -> None:
    assert said(body) == [("unvote", "")]


@pytest.mark.parametrize(
    "body",
    [
        "Je ne dévote pas.",
        "Pourquoi tu as unvote ?",
        "Écrivez unvote pour annuler votre vote.",
        "Il faut un unvote pour changer.",
        "Je me demande si je dévote.",
    ],
)
def test_unvote_that_is_not_the_posters(body: str) -> None:
    assert said(body) == []


def test_je_devote_withdraws_the_earlier_vote() -> None:
    posts = [
        Post(index=0, author="Alice", text="Vote : Bob", line=1, first_line=2, format="phpbb"),
        Post(index=1, author="Alice", text="Finalement je dévote.", line=3, first_line=4, format="phpbb"),
    ]
    (alice,) = extract_votes(posts, SPECIALS)
    assert alice.last.kind == "unvote" and alice.current is None


# -- 16. struck-out text -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "body",
    [
        "~~vote Françoise~~",
        "[s]vote Françoise[/s]",
        "[strike]VOTE : Françoise[/strike]",
        "[S]Je vote Françoise[/S]",
        "<s>vote Françoise</s>",
        "<del>vote Françoise</del>",
        "[strike]Je vote\nFrançoise[/strike]",
    ],
)
def test_struck_out_text_holds_no_vote(body: str) -> None:
    assert said(body) == []


def test_struck_out_vote_then_the_real_one() -> None:
    assert said("~~vote Françoise~~ vote Bob") == [("vote", "Bob")]
    assert said("[s]VOTE : Françoise[/s]\n[b]VOTE : Bob[/b]") == [("vote", "Bob")]
    assert said("~~vote Françoise~~", fmt="discord") == []


# -- 17. signatures ------------------------------------------------------------------------------

_FORUMACTIF = """\
Alice
Villageoise

Messages : 523
Date d'inscription : 04/01/2022

MessageSujet: Re: Tour 3 - Justice   Lun 3 Nov - 20:14
Maxime ne dit rien depuis deux jours.
Vote : Maxime
_________________
Je vote toujours pour le plus calme.
Revenir en haut Aller en bas
Bob
Villageois

Messages : 87
Date d'inscription : 02/10/2022

MessageSujet: Re: Tour 3 - Justice   Lun 3 Nov - 20:20
Vote : Alice
Revenir en haut Aller en bas
"""


def test_a_forumactif_signature_holds_no_vote() -> None:
    """The separator line Forumactif prints: what follows is the signature."""
    assert finals(_FORUMACTIF, names=["Alice", "Bob"]) == {
        "Alice": ("vote", "Maxime"),
        "Bob": ("vote", "Alice"),
    }


def _prosilver(posts: list[tuple[str, str]]) -> str:
    out = []
    for n, (author, body) in enumerate(posts):
        out.append(
            f"Avatar de l’utilisateur\n{author}\n    Villageois\n    Messages : 12\n\n"
            f"Re: Tour 3 - Justice\n    Citer\n\n"
            f"Message par {author} » lun. 3 nov. 2025 20:{10 + n}\n\n{body}\nHaut\n"
        )
    return "\n".join(out)


_SIG = "Carole, villageoise depuis 2019\nJe vote toujours pour le plus calme."


def test_a_signature_under_every_post_holds_no_vote() -> None:
    """A prosilver page copy has no separator: the lines that end every post of one poster are
    his signature, and the vote in it does not replace his real vote."""
    text = _prosilver(
        [
            ("Carole", f"Bonsoir.\nVote : Bob\n{_SIG}"),
            ("Alice", "Vote : Carole"),
            ("Carole", f"Je maintiens, Bob ment.\n{_SIG}"),
        ]
    )
    assert finals(text) == {"Carole": ("vote", "Bob"), "Alice": ("vote", "Carole")}


def test_a_vote_repeated_at_the_end_of_each_post_is_asked_not_lost(roster) -> None:  # type: ignore[no-untyped-def]
    """The same lines end both posts: they may be a signature or a vote said twice; with no
    other vote from that poster they are kept, as a question."""
    text = _prosilver([("Carole", "Bonsoir.\nVote : Bob"), ("Carole", "Je maintiens.\nVote : Bob")])
    (line,) = import_thread(text, roster, specials=SPECIALS).lines
    assert (line.poster_match, line.target_match, line.status) == ("Carole", "Bob", "question")
    assert "signature" in line.problem


# -- 18. Markdown headings -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "body, fmt",
    [
        ("## VOTE : Clément", "discord"),
        ("# Vote : Clément", "discourse"),
        ("### **Je vote Clément**", "discord"),
        ("Bon.\n## VOTE : Clément\nIl ment.", "discourse"),
    ],
)
def test_a_vote_in_a_markdown_heading(body: str, fmt: str) -> None:
    assert said(body, fmt) == [("vote", "Clément")]


# -- 19. the players a question offers -----------------------------------------------------------

_ROSTER = ["Jérôme", "Jérémie", "Gaël", "Gaëlle", "Alice", "Bob", "Clément"]


def _line(poster: str, target: str, **kwargs: object):  # type: ignore[no-untyped-def]
    vote = Vote(kind="vote", target=target, text=f"vote {target}", post=0, line=1)
    (line,) = match_votes([PosterVote(poster=poster, votes=[vote])], _ROSTER, **kwargs)  # type: ignore[arg-type]
    return line


def test_a_question_offers_every_plausible_player() -> None:
    jerem = _line("Alice", "Jérem")
    assert jerem.status == "question"
    assert {n for n, _ in jerem.candidates} == {"Jérôme", "Jérémie"}


def test_a_player_who_is_not_accused_is_offered_after_the_accused() -> None:
    """Jérémie is not accused: Jérôme is offered first, Jérémie after him, and the problem says
    why the line is asked."""
    jerem = _line("Alice", "Jérem", candidates=["Jérôme", "Bob"])
    assert jerem.status == "question" and jerem.target_match is None
    assert [n for n, _ in jerem.candidates] == ["Jérôme", "Jérémie"]
    assert "Jérémie" in jerem.problem and "not a candidate" in jerem.problem


def test_a_forum_name_offers_every_player_it_may_be() -> None:
    """ "gael.bzh" may be Gaël or Gaëlle, though fuzzy scoring puts Gaëlle far below."""
    poster = _line("gael.bzh", "Bob")
    assert poster.status == "question" and poster.poster_match is None
    assert {n for n, _ in poster.poster_candidates} == {"Gaël", "Gaëlle"}
    target = _line("Alice", "gael.bzh")
    assert {n for n, _ in target.candidates} == {"Gaël", "Gaëlle"}
    assert match_name("gael.bzh", _ROSTER, poster=True).status == "question"


def test_an_exact_name_stays_clear_beside_a_longer_one() -> None:
    assert _line("Alice", "Gael").target_match == "Gaël"
    assert _line("Alice", "Gaëlle").target_match == "Gaëlle"


def test_a_name_with_other_digits_is_never_taken() -> None:
    """ "Loup42" is close to Loup4 by score, but a forum name's digits tell players apart."""
    line = match_name("Loup42", ["Loup4", "Alice", "Bob"], poster=True)
    assert line.status == "question" and line.name is None
    assert match_name("Loup4", ["Loup4", "Alice"], poster=True).name == "Loup4"
