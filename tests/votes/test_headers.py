"""Each header shape of each format, in a small paste of two posts."""

from __future__ import annotations

import pytest

from gmconsole.engine.votes_import import Header, HeaderFormat, ParseContext, parse_thread, register_format
from gmconsole.engine.votes_import.formats import _FORMATS


@pytest.mark.parametrize(
    "fmt, first, second",
    [
        (
            "phpbb",
            "Message par Alice » lun. 3 nov. 2025 21:14",
            "Message par Jean Bon » lun. 3 nov. 2025 21:20",
        ),
        ("phpbb", "par Alice » 03 nov. 2025, 21:14", "par Jean Bon » 03 nov. 2025, 21:20"),
        ("phpbb", "Post by Alice » Mon Nov 03, 2025 9:14 pm", "Post by Jean Bon » Mon Nov 03, 2025 9:20 pm"),
        ("forumactif", "par Alice le Lun 3 Nov - 21:14", "par Jean Bon Aujourd'hui à 21:20"),
        ("forumactif", "by Alice on Mon 3 Nov - 21:14", "by Jean Bon Yesterday at 21:20"),
        ("discord", "Alice — Today at 21:14", "Jean Bon — Yesterday at 9:20 PM"),
        ("discord", "Alice — 03/11/2025 21:14", "Jean Bon — Hier à 21:20"),
        ("discourse", "Alice | 2025-11-03 21:14:05 UTC | #2", "Jean Bon | 2025-11-03 21:20:00 UTC | #3"),
        ("bbcode", "[b]Posté par Alice[/b] le 03/11/2025 à 21:14", "Posted by Jean Bon on 3 Nov 2025, 21:20"),
        ("bbcode", "=== #12 Alice (03/11/2025 21:14) ===", "--- Jean Bon | 03/11/2025 21:20 ---"),
        ("bbcode", "Auteur : Alice", "Author: Jean Bon"),
    ],
)
def test_header_shapes(fmt: str, first: str, second: str) -> None:
    text = f"Tour 3\n{first}\nvote Bob\n\n{second}\nJe vote Alice.\n"
    posts = parse_thread(text)
    assert [(p.author, p.format) for p in posts] == [("Alice", fmt), ("Jean Bon", fmt)]
    assert [p.text for p in posts] == ["vote Bob", "Je vote Alice."]
    assert posts[0].line == 2 and posts[0].first_line == 3


def test_discord_compact_lines_carry_their_text() -> None:
    posts = parse_thread("[21:14] Alice: vote Bob\n[21:15] Bob: non\nje vote Alice")
    assert [(p.author, p.text, p.first_line) for p in posts] == [
        ("Alice", "vote Bob", 1),
        ("Bob", "non\nje vote Alice", 2),
    ]


def test_forumactif_profile_block_prefers_roster_names() -> None:
    # No "Revenir en haut" line and a rank above the name: only the roster can tell.
    text = (
        "Chef de meute\nAlice\n\nMessages : 5\n\nSujet: Re: Tour 3   Lun 3 Nov - 21:14\nvote Bob\n\n"
        "Bob\nLoup\n\nMessages : 8\n\nSujet: Re: Tour 3   Lun 3 Nov - 21:20\nvote Alice\n"
    )
    assert [p.author for p in parse_thread(text)] == ["Chef de meute", "Bob"]
    assert [p.author for p in parse_thread(text, names=["Alice", "Bob"])] == ["Alice", "Bob"]


def test_forced_format_and_unknown_format() -> None:
    assert parse_thread("Alice: vote Bob\nBob: Alice", format="plain")[1].text == "Alice"
    assert parse_thread("Alice: vote Bob", format="phpbb") == []
    with pytest.raises(ValueError, match="unknown thread format 'vbulletin'"):
        parse_thread("x", format="vbulletin")


def test_nothing_like_a_post() -> None:
    assert parse_thread("") == [] and parse_thread("Bonjour tout le monde\nvote Bob") == []


def test_a_new_format_plugs_in() -> None:
    class Irc(HeaderFormat):
        name = "irc-test"
        label = "IRC log"

        def detect(self, ctx: ParseContext, i: int) -> Header | None:
            line = ctx.lines[i]
            if line.startswith("<") and ">" in line:
                author, rest = line[1:].split(">", 1)
                return Header(author.strip(), i, i + 1, "", rest.strip())
            return None

    register_format(Irc())
    try:
        posts = parse_thread("<alice> vote bob\n<bob> unvote\n<bob> vote alice")
        assert [(p.author, p.format) for p in posts] == [
            ("alice", "irc-test"),
            ("bob", "irc-test"),
            ("bob", "irc-test"),
        ]
    finally:
        del _FORMATS["irc-test"]
