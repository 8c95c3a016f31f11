"""The vote forms, one post at a time, and what is not a vote."""

from __future__ import annotations

import pytest

from conftest import SPECIALS
from gmconsole.engine.votes_import import Post, votes_in_post


def said(body: str, fmt: str = "phpbb", specials: object = SPECIALS) -> list[tuple[str, str]]:
    post = Post(index=0, author="Alice", text=body, line=1, first_line=2, format=fmt)
    return [(v.kind, v.target) for v in votes_in_post(post, None, specials)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "body, expected",
    [
        ("VOTE: Bob", [("vote", "Bob")]),
        ("vote Bob", [("vote", "Bob")]),
        ("Vote : Bob", [("vote", "Bob")]),
        ("VOTE:Bob", [("vote", "Bob")]),
        ("[b]vote Bob[/b]", [("vote", "Bob")]),
        ("[color=red][b]VOTE : Bob[/b][/color]", [("vote", "Bob")]),
        ("**vote Bob**", [("vote", "Bob")]),
        ("__**Vote : Bob**__", [("vote", "Bob")]),
        ("!vote Bob", [("vote", "Bob")]),
        ("vote @Bob", [("vote", "Bob")]),
        ("Je vote Bob", [("vote", "Bob")]),
        ("je vote pour Bob", [("vote", "Bob")]),
        ("Je vote contre Bob, il ment.", [("vote", "Bob")]),
        ("Bon, après réflexion je vote Bob parce qu'il ment", [("vote", "Bob")]),
        ("Mon vote : Bob", [("vote", "Bob")]),
        ("Mon vote va à Bob", [("vote", "Bob")]),
        ("Je change mon vote : Bob", [("vote", "Bob")]),
        ("I vote Bob", [("vote", "Bob")]),
        ("I vote for Bob because he lied.", [("vote", "Bob")]),
        ("I'm voting Bob", [("vote", "Bob")]),
        ("My vote goes to Bob", [("vote", "Bob")]),
        ("Vote pour Jean Bon", [("vote", "Jean Bon")]),
        ("- vote Bob", [("vote", "Bob")]),
        ("=> VOTE : Bob <=", [("vote", "Bob")]),
        ("[ Vote : Bob ]", [("vote", "Bob")]),
        ("Je suis sûr. Vote : Bob !", [("vote", "Bob")]),
        ("[b]VOTE :[/b]\n[size=150]Bob[/size]", [("vote", "Bob")]),
        ("UNVOTE", [("unvote", "")]),
        ("unvote", [("unvote", "")]),
        ("Unvote Bob", [("unvote", "")]),
        ("je retire mon vote", [("unvote", "")]),
        ("Désolée, je retire mon vote.", [("unvote", "")]),
        ("I withdraw my vote", [("unvote", "")]),
        ("UNVOTE. VOTE: Carol", [("unvote", ""), ("vote", "Carol")]),
        ("unvote Bob vote Carol", [("unvote", ""), ("vote", "Carol")]),
        ("révolte", [("revolt", "révolte")]),
        ("Révolte !", [("revolt", "Révolte")]),
        ("REVOLTE", [("revolt", "REVOLTE")]),
        ("vote révolte", [("revolt", "révolte")]),
        ("Je vote la révolte", [("revolt", "la révolte")]),
        ("je vote pour la révolte !", [("revolt", "la révolte")]),
        ("revolt", [("revolt", "revolt")]),
        ("Vote: revolt", [("revolt", "revolt")]),
        ("abstention", [("abstain", "abstention")]),
        ("Abstention.", [("abstain", "Abstention")]),
        ("je m'abstiens", [("abstain", "je m'abstiens")]),
        ("Ce tour-ci je m’abstiens.", [("abstain", "je m’abstiens")]),
        ("vote blanc", [("abstain", "blanc")]),
        ("Vote : blanc", [("abstain", "blanc")]),
        ("I abstain", [("abstain", "I abstain")]),
        ("vote: nobody", [("abstain", "nobody")]),
        ("vote nul", [("abstain", "nul")]),
        ("Je vote personne.", [("abstain", "personne")]),
        ("Dévote", [("unvote", "")]),
        ("j'annule mon vote", [("unvote", "")]),
        ("Vote : Bob (modifié)", [("vote", "Bob")]),
        ("vote Bob\nvote Carol", [("vote", "Bob"), ("vote", "Carol")]),
    ],
)
def test_vote_forms(body: str, expected: list[tuple[str, str]]) -> None:
    assert said(body) == expected


@pytest.mark.parametrize(
    "body",
    [
        "Je ne vote pas encore.",
        "je vote pas Bob",
        "Je ne sais pas pour qui voter.",
        "Le vote de justice est ouvert jusqu'à 22h.",
        "Vote du jour : soyez prudents",
        "Vote count so far?",
        "Votez pour moi !",
        "Pour voter, écrivez VOTE : nom",
        "Reminder: vote with !vote <name>",
        "Vote à 21h pile",
        "La révolte gronde au village.",
        "Il a dit qu'il allait voter Bob.",
        "Tu votes qui ?",
        "Vote : `vote: nom`",
        "[quote]vote Bob[/quote]",
        '[quote="Bob"]vote Carol[/quote]',
        "[code]VOTE : Bob[/code]",
        "> vote Bob",
        ">>> vote Bob\nvote Carol",
        "```\nvote Bob\n```",
    ],
)
def test_not_votes(body: str) -> None:
    assert said(body) == []


def test_quotes_hide_only_their_contents() -> None:
    body = '[quote="Bob"]vote Carol\n[quote=Carol]vote Bob[/quote]\nvote Dan[/quote]\nvote Eve'
    assert said(body) == [("vote", "Eve")]
    assert said("[quote]vote Bob\nvote Carol") == []  # unclosed: hides the rest
    assert said("vote Bob[/quote]\nvote Carol") == [("vote", "Bob"), ("vote", "Carol")]  # stray end
    assert said("[code][quote]vote Bob[/code]\nvote Carol") == [("vote", "Carol")]  # tags in code are text


def test_bare_names_only_in_the_plain_list() -> None:
    assert said("Bob", fmt="plain") == [("vote", "Bob")]
    assert said("blanc", fmt="plain") == [("abstain", "blanc")]
    assert said("Bob", fmt="phpbb") == []


def test_vote_lines_point_into_the_paste() -> None:
    post = Post(
        index=3, author="Alice", text="Salut\n\n[b]VOTE : Bob[/b]", line=10, first_line=12, format="bbcode"
    )
    (vote,) = votes_in_post(post)
    assert (vote.post, vote.line, vote.text) == (3, 14, "[b]VOTE : Bob[/b]")


@pytest.mark.parametrize(
    "body, doubtful",
    [
        ("je vote Bob ou Carol", True),
        ("vote Bob / Carol", True),
        ("I vote Bob or Carol, not sure", True),
        ("vote Bob ou pas, on verra", False),
        ("vote Bob et c'est tout", False),
        ("vote Bob parce qu'il ment ou qu'il se trompe", False),
    ],
)
def test_two_names_in_one_vote_leave_a_doubt(body: str, doubtful: bool) -> None:
    post = Post(index=0, author="Alice", text=body, line=1, first_line=2, format="phpbb")
    (vote,) = votes_in_post(post)
    assert (vote.kind, vote.target) == ("vote", "Bob")
    assert bool(vote.doubt) is doubtful
    if doubtful:
        assert vote.doubt.startswith("names more than one player ('Bob ")


def test_special_options_come_from_the_ballot_form() -> None:
    """Vote import knows no game's option: "révolte" is a special vote only where the ballot's
    form declares it, and an option declared with its own words is read by them."""
    from gmconsole.engine.rules.base import SpecialOption, abstention

    assert said("Je vote la révolte", specials=None) == [("vote", "la révolte")]
    assert said("Révolte !", specials=None) == []
    truce = SpecialOption(key="truce", label="trêve", words=("la trêve", "trêve"), alone=("trêve",))
    assert said("je vote pour la trêve !", specials=[truce]) == [("truce", "la trêve")]
    assert said("Trêve.", specials=[truce, abstention()]) == [("truce", "Trêve")]
    assert said("je m'abstiens", specials=None) == [("abstain", "je m'abstiens")]
