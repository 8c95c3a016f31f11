"""SMF (Simple Machines) and XenForo threads (issue 13, point 21): a page copied from the
browser and the BBCode source of each, down to the votes that count."""

from __future__ import annotations

import pytest

from conftest import ROSTER, SPECIALS, by_poster, finals, thread
from gmconsole.engine.votes_import import Post, import_thread, parse_thread, votes_in_post
from gmconsole.engine.votes_import.markup import cite

# The same game in the four pastes: Bob's quote of Alice, Zoé's change, Carole's signature,
# Hélène's quote of Zoé, Maxime's unvote.
EXPECTED = {
    "Alice": ("vote", "Maxime"),
    "Bob": ("vote", "Zoé"),
    "Zoé": ("vote", "Hélène"),
    "Hélène": ("vote", "Zoé"),
    "Maxime": ("unvote", ""),
}


def test_smf_page_copy_posts_and_authors() -> None:
    posts = parse_thread(thread("smf_fr.txt"))
    assert {p.format for p in posts} == {"smf"}
    assert [p.author for p in posts] == ["MJ Loup", "Alice", "Bob", "Zoé", "Carole", "Hélène", "Maxime"]
    bob = posts[2]
    assert bob.when == "mercredi 20 mars 2024, 14:25:03"
    # The profile block, the subject and the buttons are not part of the body; the signature
    # under "Journalisé" is Alice's, not Bob's name.
    assert bob.text.splitlines()[0].startswith("Citation de: Alice")
    assert "Messages: 87" not in bob.text and "Citer" not in bob.text.splitlines()


def test_smf_page_copy_votes_that_count() -> None:
    """SMF's "Citation de: Alice le ..." opens a quote; the signature under "Journalisé"
    ("Je vote toujours pour le plus calme.") holds no vote."""
    assert finals(thread("smf_fr.txt")) == {**EXPECTED, "Carole": ("vote", "Bob")}


def test_smf_bbcode_source_votes_that_count() -> None:
    """``[quote author=Alice link=... date=...]`` hides its contents; ``[s]`` strikes out."""
    posts = parse_thread(thread("smf_source.txt"))
    assert [p.author for p in posts] == ["MJ Loup", "Alice", "Bob", "Zoé", "Hélène", "Maxime"]
    assert finals(thread("smf_source.txt")) == EXPECTED


def test_xenforo_page_copy_posts_and_authors() -> None:
    posts = parse_thread(thread("xenforo_fr.txt"))
    assert {p.format for p in posts} == {"xenforo"}
    assert [p.author for p in posts] == [
        "MJ Loup",
        "Alice",
        "Bob",
        "Zoé",
        "Carole",
        "Hélène",
        "Carole",
        "Maxime",
    ]
    assert [p.when for p in posts][-1] == "Aujourd'hui à 15:31"
    assert posts[1].text.splitlines() == [
        "Maxime n'a rien dit depuis deux jours, c'est très louche.",
        "VOTE : Maxime",
        "« La nuit, tous les loups sont gris. »",
    ]


def test_xenforo_page_copy_votes_that_count() -> None:
    """ "Alice a dit :" opens a quote, "Cliquez pour agrandir..." ends it; Carole's signature
    under each of her posts holds no vote."""
    assert finals(thread("xenforo_fr.txt")) == {**EXPECTED, "Carole": ("vote", "Bob")}


def test_xenforo_bbcode_source_votes_that_count() -> None:
    """``[QUOTE="Alice, post: 4567, member: 89"]`` hides its contents, ``[SPOILER]`` does not
    (the poster's own words), ``[HEADING=3]VOTE : Zoé[/HEADING]`` is read like a bold vote."""
    assert finals(thread("xenforo_source.txt")) == EXPECTED


@pytest.mark.parametrize("name", ["smf_fr.txt", "smf_source.txt", "xenforo_fr.txt", "xenforo_source.txt"])
def test_the_review_lines(name: str) -> None:
    result = import_thread(thread(name), ROSTER, ignore=["MJ Loup"], specials=SPECIALS)
    lines = by_poster(result.lines)
    assert lines["bob"].target_match == "Zoé" and lines["bob"].status == "clear"
    assert lines["maxime"].special == "unvote" and lines["maxime"].status == "clear"
    assert all(line.status == "clear" for line in result.lines), [line.problem for line in result.lines]


@pytest.mark.parametrize(
    "first, second",
    [
        (
            "Re : Tour 3\n« Réponse #1 le: mercredi 20 mars 2024, 14:17:52 »",
            "Re : Tour 3\n« Réponse #2 le: mercredi 20 mars 2024, 14:20:00 »",
        ),
        (
            "Re: Turn 3\n« Reply #1 on: March 20, 2024, 02:17:52 PM »",
            "Re: Turn 3\n« Reply #2 on: March 20, 2024, 02:20:00 PM »",
        ),
    ],
)
def test_smf_header_shapes(first: str, second: str) -> None:
    text = (
        f"Alice\nNewbie\n*\nHors ligne\n\nMessages: 5\n\nVoir le profil\n{first}\nvote Bob\nJournalisé\n"
        f"Jean Bon\nNewbie\n*\nOffline\n\nPosts: 8\n\n{second}\nJe vote Alice.\nLogged\n"
    )
    posts = parse_thread(text)
    assert [(p.author, p.format, p.text) for p in posts] == [
        ("Alice", "smf", "vote Bob"),
        ("Jean Bon", "smf", "Je vote Alice."),
    ]


@pytest.mark.parametrize(
    "first, second",
    [
        ("20 Mars 2024\n#2", "Aujourd'hui à 21:20\nNouveau\n#3"),
        ("Mar 20, 2024\n#2", "Today at 9:20 PM\n#3"),
        ("Mercredi à 21:14\n#2", "Hier à 21:20\n#3"),
    ],
)
def test_xenforo_header_shapes(first: str, second: str) -> None:
    text = (
        f"A\nAlice\nMembre\n{first}\nvote Bob\nSignaler\nJ'aime\nCiter\nRépondre\n"
        f"Jean Bon\nWell-known member\n{second}\nJe vote Alice.\nReport\nLike\nReply\n"
    )
    posts = parse_thread(text)
    assert [(p.author, p.format, p.text) for p in posts] == [
        ("Alice", "xenforo", "vote Bob"),
        ("Jean Bon", "xenforo", "Je vote Alice."),
    ]


@pytest.mark.parametrize(
    "line, expected",
    [
        ("Citation de: Alice le mercredi 20 mars 2024, 14:17:52", ("Alice", False)),
        ("Quote from: Jean Bon on March 20, 2024, 02:17:52 PM", ("Jean Bon", False)),
        ("Citation de: Alice", ("Alice", False)),
        ("Code: [Sélectionner]", ("", True)),
        ("Code: [Select]", ("", True)),
        ("Alice a dit :", ("Alice", False)),
        ("Alice said:", ("Alice", False)),
    ],
)
def test_smf_and_xenforo_cite_lines(line: str, expected: tuple[str, bool]) -> None:
    assert cite(line) == expected


def test_xenforo_expand_link_ends_a_quote_not_in_the_paste() -> None:
    """The quoted post is on an earlier page: without the expand link the end of the quote
    would be in doubt."""
    body = "Bob a dit :\nJe pense que c'est Alice.\nvote Alice\nCliquez pour agrandir...\nvote Bob"
    post = Post(index=0, author="Carole", text=body, line=1, first_line=2, format="xenforo")
    assert [(v.kind, v.target, v.doubt) for v in votes_in_post(post)] == [("vote", "Bob", "")]
