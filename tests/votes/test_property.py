"""Property: a generated thread, in any format, parses to exactly the votes it was built from.

Random roster (accented names, aliases, two-word names), random posts with chatter, votes in
many forms and spellings, unvotes, revolts, abstentions, and quotes of earlier posts (which
contain votes that must not count), rendered as each forum would show it: phpBB and Forumactif
browser copies (markup gone, cite lines), BBCode source (nested [quote]), Discord ("> " lines),
Discourse raw export, and the plain list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from conftest import SPECIALS
from gmconsole.engine.names import fold, squash
from gmconsole.engine.votes_import import (
    Post,
    extract_votes,
    get_format,
    import_thread,
    parse_thread,
    votes_in_post,
)

SYLLABLES = [
    "ma",
    "lo",
    "ri",
    "an",
    "el",
    "zo",
    "ka",
    "su",
    "mi",
    "ra",
    "do",
    "fé",
    "bé",
    "hé",
    "lè",
    "no",
    "ti",
    "va",
    "gu",
    "ré",
]
RANKS = ["Villageois", "Loup-garou en herbe", "Voyante", "Chasseur confirmé"]
CHATTER = [
    "Bonsoir tout le monde",
    "Je trouve ça très louche",
    "Hier soir c'était calme",
    "I have a bad feeling about this",
    "Qui est la voyante",
    "Nobody speaks, again",
    "On en reparle demain",
    "Je suis d'accord avec la majorité",
]
BROWSER = ("phpbb", "forumactif")
FORMATS = ("phpbb", "forumactif", "bbcode", "discord", "discourse", "plain")

VOTE_FORMS = {
    "browser": [
        "VOTE : {t}",
        "vote {t}",
        "Vote : {t}",
        "Je vote {t}",
        "Je vote pour {t}",
        "I vote for {t}",
        "VOTE: {t}",
    ],
    "bbcode": [
        "[b]vote {t}[/b]",
        "[color=red][b]VOTE : {t}[/b][/color]",
        "[b]Je vote pour {t}[/b]",
        "Vote : [b]{t}[/b]",
    ],
    "markdown": ["**vote {t}**", "!vote {t}", "**VOTE: {t}**", "Je vote __{t}__"],
}
SPECIAL_FORMS = {
    "unvote": ["UNVOTE", "je retire mon vote", "unvote", "I withdraw my vote"],
    "revolt": ["vote révolte", "Je vote la révolte", "Vote : revolt"],
    "abstain": ["je m'abstiens", "vote blanc", "I abstain"],
}


def style(fmt: str) -> str:
    return "browser" if fmt in BROWSER or fmt == "plain" else "bbcode" if fmt == "bbcode" else "markdown"


@dataclass
class Player:
    name: str
    alias: str


@dataclass
class GenPost:
    author: str  # as shown in the header (a name or an alias)
    player: str  # the roster name
    items: list[tuple] = field(
        default_factory=list
    )  # ("chat", i) ("vote", spelled, form) ("special", kind, form) ("quote", post)


@st.composite
def rosters(draw) -> list[Player]:  # type: ignore[no-untyped-def]
    word = st.lists(st.sampled_from(SYLLABLES), min_size=2, max_size=3).map(lambda s: "".join(s).capitalize())
    name = st.one_of(word, word, word, st.tuples(word, word).map(" ".join))
    raw = draw(st.lists(st.tuples(name, word), min_size=2, max_size=9))
    players: list[Player] = []
    taken: set[str] = set()
    for name, alias in raw:
        if squash(name) in taken or squash(alias) in taken or squash(name) == squash(alias):
            continue
        taken |= {squash(name), squash(alias)}
        players.append(Player(name, alias))
    assume(len(players) >= 2)
    for p in players:
        for spelled in (p.name, p.alias):
            probe = Post(
                index=0, author="X", text=f"vote {spelled} (1)", line=1, first_line=1, format="phpbb"
            )
            assume([(v.kind, v.target) for v in votes_in_post(probe, None, SPECIALS)] == [("vote", spelled)])
            assume(not any(get_format(f).is_noise(spelled) for f in FORMATS) and spelled not in RANKS)
    return players


@st.composite
def threads(draw):  # type: ignore[no-untyped-def]
    players = draw(rosters())
    fmt = draw(st.sampled_from(FORMATS))
    # Each player posts under one forum name: the roster name or the alias.
    account = {p.name: draw(st.sampled_from([p.name, p.name, p.alias])) for p in players}
    posts: list[GenPost] = []
    for _ in range(draw(st.integers(1, 14))):
        p = draw(st.sampled_from(players))
        post = GenPost(author=account[p.name], player=p.name)
        for _ in range(draw(st.integers(1 if fmt == "plain" else 0, 4))):
            what = draw(st.sampled_from(["chat", "vote", "vote", "special", "quote"]))
            if fmt == "plain" and what in ("chat", "quote"):
                what = "vote"
            if what == "chat":
                post.items.append(("chat", draw(st.sampled_from(CHATTER))))
            elif what == "vote":
                t = draw(st.sampled_from(players))
                spelled = draw(st.sampled_from([t.name, t.name.upper(), fold(t.name), t.alias]))
                forms = ["vote {t}", "{t}", "VOTE : {t}"] if fmt == "plain" else VOTE_FORMS[style(fmt)]
                form = draw(st.sampled_from(forms))
                post.items.append(("vote", spelled, form))
            elif what == "special":
                kind = draw(st.sampled_from(list(SPECIAL_FORMS)))
                post.items.append(("special", kind, draw(st.sampled_from(SPECIAL_FORMS[kind]))))
            else:
                quotable = [n for n, q in enumerate(posts) if q.items]
                if quotable:
                    post.items.append(("quote", draw(st.sampled_from(quotable)), draw(st.booleans())))
        if post.items and post.items[-1][0] == "quote":
            # People answer after quoting. A post that ends with a quote can be a line-for-line
            # prefix of another post of the same author, and a later quote of either is then
            # ambiguous: the import rightly flags that as a doubt (see test_quotes.py).
            post.items.append(("chat", draw(st.sampled_from(CHATTER))))
        posts.append(post)
    return players, fmt, posts


class Renderer:
    """Builds the paste as the forum would show it; every line gets a unique tag so that two
    posts never share a line by chance (real posts rarely do, and the quote finder relies on
    the quoted lines, see extract._Seen)."""

    def __init__(self, fmt: str, posts: list[GenPost]) -> None:
        self.fmt, self.posts, self.counter = fmt, posts, 0
        self.bodies: list[list[str]] = []

    def tag(self) -> str:
        self.counter += 1
        return f"({self.counter})"

    def own_line(self, item: tuple) -> str:
        if item[0] == "chat":
            return f"{item[1]} {self.tag()}."
        if item[0] == "vote":
            return f"{item[2].format(t=item[1])} {self.tag()}"
        return f"{item[2]} {self.tag()}"

    def quote(self, n: int, blank_after: bool) -> list[str]:
        quoted = self.posts[n]
        body = self.bodies[n]
        if self.fmt == "phpbb":
            lines = [f"{quoted.author} a écrit : ↑", "lun. 3 nov. 2025 20:14", *body]
        elif self.fmt == "forumactif":
            lines = [f"{quoted.author} a écrit:", *body]
        elif self.fmt == "bbcode":
            lines = [f'[quote="{quoted.author}"]' + "\n".join(body) + "[/quote]"]
        elif self.fmt == "discourse":
            lines = [f'[quote="{quoted.author}, post:{n + 1}, topic:77"]', *body, "[/quote]"]
        else:  # discord
            lines = [f"> {line}" for line in body]
        return [*lines, ""] if blank_after else lines

    def body(self, post: GenPost) -> list[str]:
        lines: list[str] = []
        for item in post.items:
            if item[0] == "quote":
                lines.extend(self.quote(item[1], item[2]))
            else:
                lines.append(self.own_line(item))
        return lines

    def render(self) -> str:
        preamble = {
            "phpbb": ["Tour 3 - Justice", "Page 1 sur 1", ""],
            "forumactif": ["Tour 3 - Justice", "Auteur\tMessage"],
        }
        out: list[str] = list(preamble.get(self.fmt, []))
        for n, post in enumerate(self.posts):
            body = self.body(post)
            self.bodies.append([line for line in "\n".join(body).split("\n")])
            minute = f"{n % 60:02d}"
            if self.fmt == "phpbb":
                out += [
                    "Avatar de l’utilisateur",
                    post.author,
                    f"    {RANKS[n % 4]}",
                    f"    Messages : {n + 10}",
                    "    Inscription : mar. 4 janv. 2022 18:02",
                    "",
                    "Re: Tour 3 - Justice",
                    "    Citer",
                    "",
                    f"Message par {post.author} » lun. 3 nov. 2025 20:{minute}",
                    "",
                    *body,
                    "Haut",
                    "",
                ]
            elif self.fmt == "forumactif":
                out += [
                    post.author,
                    RANKS[n % 4],
                    "",
                    f"Messages : {n + 10}",
                    "Date d'inscription : 04/01/2022",
                    "",
                    f"MessageSujet: Re: Tour 3 - Justice   Lun 3 Nov - 20:{minute}",
                    *body,
                    "Revenir en haut Aller en bas",
                ]
            elif self.fmt == "bbcode":
                out += [f"[b]Posté par {post.author}[/b] le 03/11/2025 à 20:{minute}", *body, ""]
            elif self.fmt == "discourse":
                out += [
                    f"{post.author} | 2025-11-03 20:{minute}:00 UTC | #{n + 1}",
                    "",
                    *body,
                    "",
                    "-" * 25,
                    "",
                ]
            elif self.fmt == "discord":
                out += [f"{post.author} — Aujourd’hui à 20:{minute}", *body]
            else:
                out += [f"{post.author}: {line}" for line in body]
        return "\n".join(out)


def expected_finals(posts: list[GenPost]) -> dict[str, tuple[str, str]]:
    finals: dict[str, tuple[str, str]] = {}
    for post in posts:
        for item in post.items:
            if item[0] == "vote":
                finals[post.player] = ("vote", item[1])
            elif item[0] == "special":
                finals[post.player] = (item[1], "")
    return finals


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(threads())
def test_generated_threads_parse_to_the_generated_votes(case) -> None:  # type: ignore[no-untyped-def]
    players, fmt, posts = case
    text = Renderer(fmt, posts).render()
    roster = {p.name: [p.alias] for p in players}
    alias_of = {fold(p.alias): p.name for p in players} | {fold(p.name): p.name for p in players}

    parsed = parse_thread(text)
    if fmt == "plain":  # one post per line
        assert [p.author for p in parsed] == [p.author for p in posts for _ in p.items]
    else:
        assert [p.author for p in parsed] == [p.author for p in posts]
    assert {p.format for p in parsed} == {fmt}

    got: dict[str, tuple[str, str]] = {}
    for pv in extract_votes(parsed, SPECIALS):
        assert all(not v.doubt for v in pv.votes)
        last = pv.last
        got[alias_of[fold(pv.poster)]] = (last.kind, last.target if last.kind == "vote" else "")
    assert got == expected_finals(posts)

    result = import_thread(text, roster, specials=SPECIALS)
    assert result.format == fmt
    for line in result.lines:
        assert line.status == "clear", (line.poster, line.vote_raw, line.problem)
        want = expected_finals(posts)[line.poster_match]
        if want[0] == "vote":
            assert line.target_match == alias_of[fold(want[1])] and line.confidence == 100
        else:
            assert line.special == want[0] and line.target_match is None
