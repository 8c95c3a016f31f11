"""Quotes copied from a browser: the markup is gone, so where does the quote end?"""

from __future__ import annotations

import pytest

from conftest import SPECIALS
from gmconsole.engine.votes_import import Post, extract_votes
from gmconsole.engine.votes_import.markup import cite, hide_blocks


def posts(*bodies: tuple[str, str]) -> list[Post]:
    return [
        Post(index=n, author=author, text=body, line=n * 100 + 1, first_line=n * 100 + 2, format="phpbb")
        for n, (author, body) in enumerate(bodies)
    ]


def last(bodies: list[Post]) -> dict[str, tuple[str, str, str]]:
    return {
        pv.poster: (pv.last.kind, pv.last.target, pv.last.doubt) for pv in extract_votes(bodies, SPECIALS)
    }


@pytest.mark.parametrize(
    "line, expected",
    [
        ("Alice a écrit : ↑", ("Alice", False)),
        ("Alice a écrit :↑lun. 3 nov. 2025 21:10", ("Alice", False)),
        ("Jean Bon a écrit:", ("Jean Bon", False)),
        ("Bob wrote: ↑", ("Bob", False)),
        ("Bob wrote: ↑ Mon Nov 03, 2025 9:14 pm", ("Bob", False)),
        ("Citation :", ("", False)),
        ("Quote:", ("", False)),
        ("Code : Tout sélectionner", ("", True)),
        ("Alice a dit : vote Bob", None),
        ("Bob wrote that he was the seer.", None),
        ("vote Bob", None),
    ],
)
def test_cite_lines(line: str, expected: tuple[str, bool] | None) -> None:
    assert cite(line) == expected


def test_hide_blocks_keeps_line_numbers() -> None:
    text = 'a\n[quote="X"]b\nc[/quote]\nd'
    assert hide_blocks(text) == "a\n\n\nd"
    assert hide_blocks(text).count("\n") == text.count("\n")


def test_quoted_lines_found_in_the_earlier_post() -> None:
    thread = posts(
        ("Alice", "Bonsoir.\nVOTE : Bob\nVoilà."),
        ("Bob", "Alice a écrit : ↑\nlun. 3 nov. 2025 20:14\nBonsoir.\nVOTE : Bob\nVoilà.\nVOTE : Alice"),
    )
    assert last(thread) == {"Alice": ("vote", "Bob", ""), "Bob": ("vote", "Alice", "")}


def test_a_partial_quote() -> None:
    thread = posts(
        ("Alice", "Bonsoir.\nVOTE : Bob\nVoilà."),
        ("Carole", "Alice a écrit :\nVOTE : Bob\nJe vote Alice"),
    )
    assert last(thread)["Carole"] == ("vote", "Alice", "")


def test_nested_browser_quotes() -> None:
    thread = posts(
        ("Alice", "vote Bob"),
        ("Bob", "Alice a écrit :\nvote Bob\nNon. vote Alice"),
        ("Carole", "Bob a écrit :\nAlice a écrit :\nvote Bob\nNon. vote Alice\nvote Zoé"),
    )
    assert last(thread) == {
        "Alice": ("vote", "Bob", ""),
        "Bob": ("vote", "Alice", ""),
        "Carole": ("vote", "Zoé", ""),
    }


def test_a_quote_ends_at_the_end_of_the_quoted_post_even_if_a_line_repeats() -> None:
    # Carole agrees with Alice in the same words: the quote is Alice's whole post, no more.
    thread = posts(("Alice", "vote Bob"), ("Carole", "Alice a écrit :\nvote Bob\nvote Bob"))
    assert last(thread)["Carole"] == ("vote", "Bob", "")


def test_two_possible_ends_leave_a_doubt() -> None:
    # Alice posted "vote Bob" then "vote Bob / vote Zoé": Carole quotes one of them and her own
    # "vote Zoé" may be hers or the end of the longer quote.
    thread = posts(
        ("Alice", "vote Bob"),
        ("Alice", "vote Bob\nvote Zoé"),
        ("Carole", "Alice a écrit :\nvote Bob\nvote Zoé"),
    )
    kind, target, doubt = last(thread)["Carole"]
    assert (kind, target) == ("vote", "Zoé") and "quote" in doubt


def test_quote_from_outside_the_paste() -> None:
    # The first line after the cite is quoted; the rest of the paragraph is in doubt; after a
    # blank line the poster speaks.
    thread = posts(("Bob", "Alice a écrit :\nvote Bob\n\nvote Alice"))
    assert last(thread)["Bob"] == ("vote", "Alice", "")
    thread = posts(("Bob", "Alice a écrit :\nvote Bob"))
    assert last(thread) == {}
    thread = posts(("Bob", "Alice a écrit :\nJe pense que Zoé ment.\nvote Zoé"))
    assert last(thread)["Bob"][:2] == ("vote", "Zoé") and last(thread)["Bob"][2]


def test_anonymous_quote_matches_any_earlier_post() -> None:
    thread = posts(("Alice", "vote Bob\nIl ment."), ("Carole", "Citation :\nvote Bob\nIl ment.\nvote Alice"))
    assert last(thread)["Carole"] == ("vote", "Alice", "")


def test_code_box_copied_from_the_browser() -> None:
    thread = posts(("Alice", "Code : Tout sélectionner\nVOTE : Bob\n\nvote Zoé"))
    assert last(thread)["Alice"] == ("vote", "Zoé", "")
