"""Whole thread dumps, as a GM would paste them, down to the lines the GM reviews."""

from __future__ import annotations

from conftest import ROSTER, SPECIALS, by_poster, finals, thread
from gmconsole.engine.votes_import import import_thread, match_votes, parse_thread
from gmconsole.engine.votes_import.extract import extract_votes


def test_phpbb_french_browser_copy_posts_and_authors() -> None:
    posts = parse_thread(thread("phpbb_fr.txt"))
    assert {p.format for p in posts} == {"phpbb"}
    assert [p.author for p in posts] == [
        "MJ Loup",
        "Alice",
        "Bob",
        "Zoé",
        "helene",
        "JB",
        "Xavier",
        "DimiTheWolf",
        "Zoé",
        "Élodie",
        "Léo",
        "DimiTheWolf",
        "Carole",
        "Marc",
        "Sophie",
    ]
    alice = posts[1]
    assert alice.when == "lun. 3 nov. 2025 20:14"
    # The profile block, title and buttons are not part of the body.
    assert alice.text.splitlines()[0] == "Bonsoir à tous !"
    assert alice.text.splitlines()[-1] == "« La nuit, tous les loups sont gris. »"
    assert "Messages : 87" not in alice.text and "Haut" not in alice.text


def test_phpbb_french_votes_that_count() -> None:
    assert finals(thread("phpbb_fr.txt")) == {
        "Alice": ("vote", "Maxime"),
        "Bob": ("vote", "zoe"),  # Alice's quoted "VOTE : Maxime" is not Bob's
        "Zoé": ("vote", "Alice"),  # "Je vote Hélène", then "UNVOTE. Vote : Alice"
        "helene": ("vote", "Max"),
        "JB": ("vote", "Maxi"),
        "Xavier": ("vote", "Alice"),
        "DimiTheWolf": ("unvote", ""),  # "Vote : Bob" then "je retire mon vote"
        "Élodie": ("revolt", "Révolte"),
        "Léo": ("vote", "Maxim"),
        "Carole": ("abstain", "je m'abstiens"),  # Dimitri's quoted vote is not hers
        "Marc": ("vote", "Helen"),
    }  # the GM's instructions ("écrivez VOTE : nom") and Sophie's "je ne vote pas" are no votes


def test_phpbb_french_review_lines(roster) -> None:  # type: ignore[no-untyped-def]
    lines = by_poster(match_votes(extract_votes(parse_thread(thread("phpbb_fr.txt")), SPECIALS), roster))
    assert lines["alice"].status == "clear" and lines["alice"].target_match == "Maxime"
    assert lines["bob"].target_match == "Zoé" and lines["bob"].confidence == 100  # zoe = Zoé
    assert lines["zoe"].target_match == "Alice" and lines["zoe"].changed
    assert [v.kind for v in lines["zoe"].history] == ["vote", "unvote", "vote"]
    assert lines["helene"].poster_match == "Hélène"  # helene = Hélène
    assert lines["helene"].target_match == "Max" and lines["helene"].status == "clear"  # not Maxime
    jb = lines["jb"]
    assert jb.poster_match == "Jean-Baptiste"  # alias
    assert jb.status == "question" and jb.target_match is None
    assert [n for n, _ in jb.candidates] == ["Maxime", "Maximilien", "Max"]
    leo = lines["leo"]
    assert leo.status == "question" and leo.target_match is None
    assert leo.problem == "'Maxim' is close to Maxime (91), Max (90) and Maximilien (90): choose"
    assert lines["xavier"].status == "problem"
    assert lines["xavier"].problem == "'Xavier' is not in the game"
    assert lines["dimithewolf"].poster_match == "Dimitri"
    assert lines["dimithewolf"].special == "unvote" and lines["dimithewolf"].status == "clear"
    assert lines["elodie"].special == "revolt"
    assert lines["carole"].special == "abstain"
    assert lines["marc"].target_match == "Hélène" and lines["marc"].status == "clear"
    assert 85 <= lines["marc"].confidence < 100


def test_phpbb_english_browser_copy() -> None:
    assert finals(thread("phpbb_en.txt")) == {
        "Alice": ("vote", "Sofie"),  # "I vote Bob." then "Unvote, vote Sofie"
        "Bob": ("vote", "Alice"),  # Alice's quoted "I vote Bob." is hers
        "Sophie": ("vote", "Jean Baptiste"),
        "Nathan": ("vote", "Sophie"),  # "vote: nobody" then "My vote goes to Sophie"
        "Jibé": ("revolt", "revolt"),
        "Marc": ("abstain", "I abstain"),
    }  # Carole's "Vote count so far?" is a question, not a vote


def test_phpbb_english_review_lines(roster) -> None:  # type: ignore[no-untyped-def]
    result = import_thread(thread("phpbb_en.txt"), roster, specials=SPECIALS)
    assert result.format == "phpbb" and result.posts == 9
    lines = by_poster(result.lines)
    assert lines["sophie"].target_match == "Jean-Baptiste"  # spaces and hyphens ignored
    assert lines["jibe"].poster_match == "Jean-Baptiste"
    alice = lines["alice"]
    assert alice.status == "question" and alice.target_match is None
    assert alice.candidates == [("Sophie", 73)]
    assert alice.problem == "'Sofie' may be Sophie (73): confirm"


def test_forumactif_browser_copy() -> None:
    posts = parse_thread(thread("forumactif_fr.txt"))
    assert {p.format for p in posts} == {"forumactif"}
    assert [p.author for p in posts] == [
        "MJ Loup",
        "Alice",
        "Bob",
        "Gaëtan",
        "Zoé",
        "Hélène",
        "Zoé",
        "Maximilien",
        "Elodie",
        "Max",
        "Maxime",
    ]
    assert posts[1].when == "Lun 3 Nov - 20:14"
    assert finals(thread("forumactif_fr.txt")) == {
        "Alice": ("vote", "Maximilien"),
        "Bob": ("vote", "Alice"),
        "Gaëtan": ("vote", "Alice"),  # nested quotes of Bob and Alice skipped
        "Zoé": ("vote", "Gaetan"),  # "je change mon vote : Gaetan"
        "Hélène": ("vote", "zoe"),
        "Maximilien": ("abstain", "blanc"),
        "Elodie": ("revolt", "la révolte"),
        "Max": ("vote", "Maxime"),
        "Maxime": ("vote", "Max"),
    }


def test_forumactif_quote_from_outside_the_paste_is_a_question(roster) -> None:  # type: ignore[no-untyped-def]
    # Hélène quotes a post that is not in the paste ("Citation :" then "vote Bob"), with no blank
    # line before her own "vote zoe": where the quote ends cannot be known, so the GM is asked.
    lines = by_poster(import_thread(thread("forumactif_fr.txt"), roster, specials=SPECIALS).lines)
    helene = lines["helene"]
    assert helene.status == "question"
    assert helene.target_match == "Zoé" and helene.candidates == [("Zoé", 100)]
    assert "may be inside a quote" in helene.problem and "line 79" in helene.problem
    assert lines["zoe"].target_match == "Gaëtan"  # Gaetan = Gaëtan
    assert lines["elodie"].poster_match == "Élodie"
    assert lines["max"].target_match == "Maxime" and lines["maxime"].target_match == "Max"
    assert all(lines[k].status == "clear" for k in ("alice", "bob", "gaetan", "zoe", "maximilien", "max"))


def test_forumactif_modernbb_english() -> None:
    posts = parse_thread(thread("forumactif_modernbb_en.txt"))
    assert [(p.author, p.format) for p in posts] == [
        ("GM Wolf", "forumactif"),
        ("Alice", "forumactif"),
        ("Nathan", "forumactif"),
        ("Carole", "forumactif"),
    ]
    assert finals(thread("forumactif_modernbb_en.txt")) == {
        "Alice": ("vote", "Nathan"),
        "Nathan": ("vote", "Alice"),
        "Carole": ("vote", "Natan"),
    }


def test_bbcode_source_quotes_never_make_an_author(roster) -> None:  # type: ignore[no-untyped-def]
    text = thread("bbcode_source.txt")
    posts = parse_thread(text)
    assert {p.format for p in posts} == {"bbcode"}
    # [quote="Alice"] in Bob's and Zoé's posts does not start a post by Alice.
    assert [p.author for p in posts] == ["MJ Loup", "Alice", "Bob", "Zoé", "Dim", "Sosso", "Alice", "Léo"]
    assert finals(text) == {
        "Alice": ("vote", "Sophie"),  # [b]vote Bob[/b], then UNVOTE, then "Je vote pour Sophie"
        "Bob": ("vote", "Alice"),  # inline [quote=Zoé]vote Alice[/quote] skipped, then his own
        "Zoé": ("vote", "Dimitri"),  # nested quotes skipped
        "Dim": ("vote", "Zoe"),  # [quote=Alice post_id=... ] after his vote is skipped
        "Sosso": ("vote", "Jean Bon"),  # "[b]Vote :[/b]" then the name on the next line
        "Léo": ("vote", "Sophie"),
    }  # the GM's [code]VOTE : Exemple[/code] is no vote
    lines = by_poster(match_votes(extract_votes(posts, SPECIALS), roster))
    assert lines["dim"].poster_match == "Dimitri" and lines["dim"].target_match == "Zoé"
    assert lines["sosso"].poster_match == "Sophie"
    # "Jean Bon" is only partly like Jean-Baptiste: asked, never taken.
    assert lines["sosso"].status == "question" and lines["sosso"].candidates == [("Jean-Baptiste", 90)]
    assert lines["alice"].history[0].line == 10 and lines["alice"].vote.line == 38


def test_discord_french_copy(roster) -> None:  # type: ignore[no-untyped-def]
    text = thread("discord_fr.txt")
    posts = parse_thread(text)
    assert {p.format for p in posts} == {"discord"}
    assert posts[0].when == "Aujourd’hui à 20:14"
    assert finals(text) == {
        "Alice": ("vote", "Bob"),  # **vote Bob**
        "Bob": ("vote", "Alice"),  # "> **vote Bob**" quoted; "!vote Alice"
        "Zoé": ("vote", "Bob"),  # ">>>" quotes the rest of her first message; "(modifié)" dropped
        "Hélène": ("vote", "Maximilien"),  # fenced code skipped; __maxime__, unvote, Maximilien
        "DimiTheWolf": ("vote", "hélène"),
        "Xavier": ("vote", "Max"),
    }
    lines = by_poster(match_votes(extract_votes(posts, SPECIALS), roster))
    assert lines["xavier"].status == "problem" and lines["xavier"].problem == "'Xavier' is not in the game"
    assert lines["dimithewolf"].target_match == "Hélène"


def test_discord_english_copy() -> None:
    assert finals(thread("discord_en.txt")) == {
        "Nathan": ("vote", "alice"),
        "Alice": ("vote", "nathan"),  # "> VOTE: alice" quoted; "unvote nothing, I vote nathan"
        "Carole": ("unvote", ""),  # "I vote for helene" then "I withdraw my vote"
    }  # the bot's "vote with !vote <name>" is no vote


def test_plain_list(roster) -> None:  # type: ignore[no-untyped-def]
    text = thread("plain_list.txt")
    assert {p.format for p in parse_thread(text)} == {"plain"}
    assert finals(text) == {
        "Alice": ("vote", "Bob"),
        "Bob": ("vote", "Alice"),
        "Zoé": ("vote", "helene"),
        "JB": ("vote", "Maxime"),
        "helene": ("abstain", "blanc"),
        "Léo": ("revolt", "révolte"),
        "Xavier": ("vote", "Alice"),
        "Marc": ("vote", "Maxi"),
        "Élodie": ("unvote", ""),  # Élodie and Elodie are one poster
        "Carole": ("vote", "Dimitri"),
        "Dimitri": ("vote", "Carole"),
    }
    lines = by_poster(match_votes(extract_votes(parse_thread(text), SPECIALS), roster))
    assert sum(line.status == "clear" for line in lines.values()) == 9
    assert lines["marc"].status == "question" and lines["xavier"].status == "problem"


def test_discourse_raw_export(roster) -> None:  # type: ignore[no-untyped-def]
    text = thread("discourse_raw.txt")
    assert [p.author for p in parse_thread(text)] == ["gm_wolf", "alice", "nathan", "zoe"]
    assert finals(text) == {
        "alice": ("vote", "nathan"),
        "nathan": ("vote", "alice"),
        "zoe": ("vote", "alice"),
    }
    lines = import_thread(text, roster, specials=SPECIALS).lines
    assert [(line.poster_match, line.target_match, line.status) for line in lines] == [
        ("Alice", "Nathan", "clear"),
        ("Nathan", "Alice", "clear"),
        ("Zoé", "Alice", "clear"),
    ]


def test_every_dump_detects_its_own_format() -> None:
    expected = {
        "phpbb_fr.txt": "phpbb",
        "phpbb_en.txt": "phpbb",
        "forumactif_fr.txt": "forumactif",
        "forumactif_modernbb_en.txt": "forumactif",
        "bbcode_source.txt": "bbcode",
        "discord_fr.txt": "discord",
        "discord_en.txt": "discord",
        "plain_list.txt": "plain",
        "discourse_raw.txt": "discourse",
    }
    for name, fmt in expected.items():
        assert import_thread(thread(name), ROSTER, specials=SPECIALS).format == fmt, name
