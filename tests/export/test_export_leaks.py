"""Property tests over random seeded games (Winterfell, its Meereen names, and Astrub): no post
leaks a secret, and every post is well-formed markup.

What is checked, for each game:

- **the public post names no hidden role, camp or hierarchy place**. Winterfell: before the
  victory, no display name of a hidden role, camp, place or seer identity appears anywhere in
  the public text (the source reveals no role on death: the dead keep theirs until the end
  report), and no public event carries a hidden key in its data (an audit of the engine's
  audiences). Astrub: the same game played with other spies gives the same public text until
  the victory names them;
- **no GM-only or private event shows in the public post**: the post of all the events is the
  post of the public events alone, the post of the others is empty, and no sentence written for
  a non-public event (in the GM's or its reader's view) is found in the public text;
- **a player's private message holds only events addressed to him**: it is the same message when
  built from his own events alone;
- **removing the public events of a step leaves no trace of them**: the post without them is the
  post of the other steps, word for word;
- **every BBCode output** is balanced with the tags of its profile, **every Markdown output**
  renders with markdown-it-py with as many tables as the document has (Discourse) or none and
  its code blocks closed (Discord).
"""

from __future__ import annotations

import random
import re

from export_markup import check_bbcode, markdown_html
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from winterfell_games import ASTRUB_NAMES, astrub_game, random_game

from gmconsole.engine.events import Event
from gmconsole.export import (
    PROFILES,
    Document,
    Quote,
    Spoiler,
    Table,
    all_messages,
    gm_summary,
    private_messages,
    public_post,
    render,
)
from gmconsole.export.builders import PostContext, builder_for, run_builder_for
from gmconsole.export.templates import load_wording
from gmconsole.scenarios import load_scenario

WINTERFELL = load_scenario("winterfell")
MEEREEN = load_scenario("meereen")
ASTRUB = load_scenario("astrub")
WINTERFELL_GAMES = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ASTRUB_GAMES = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Keys a player keeps secret in Winterfell: places in the hierarchy, camps, special roles but the
# public Gars du Bâtard, and the identities seers see (setup.py, seers.py).
HIDDEN_KEYS = {
    "ghost",
    "lieutenant",
    "cub",
    "loyalists",
    "wolves",
    "worshippers",
    "neutral",
    "turncoat",
    "manderly",
    "reek",
    "reek_wolf",
    "ben_bones",
    "greenseer",
    "abel",
    "hooded_man",
    "whoresbane",
    "worshipper",
    "loyalist",
}
END_KINDS = {"victory", "end_report"}


def before_the_end(events):
    """The events before the victory (which, with the end report, reveals everything)."""
    out = []
    for event in events:
        if event.kind in END_KINDS:
            break
        out.append(event)
    return out


def values(data):
    """Every scalar in an event's data, keys of mappings included."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield key
            yield from values(value)
    elif isinstance(data, (list, tuple)):
        for value in data:
            yield from values(value)
    else:
        yield data


def hidden_words(scenario) -> list[str]:
    return sorted({scenario.display(k).lower() for k in HIDDEN_KEYS}, key=len, reverse=True)


def without_the_questionnaire(text: str, scenario) -> str:
    """``text`` without the call for guesses (W-E-10), which names the places a guess is about
    (cub, lieutenant, ghost) and no player: the same paragraph in every election post."""
    ctx = PostContext(scenario, load_wording(scenario.game, scenario.language), "public")
    call = builder_for(scenario.game, "elections_open")(Event("elections_open", 1, "justice"), ctx)[1:]
    general = lines(render(Document(call), "text").lower())
    return "\n".join(line for line in text.splitlines() if line.strip() not in general)


def lines(text: str, shortest: int = 25) -> set[str]:
    return {line.strip() for line in text.splitlines() if len(line.strip()) >= shortest}


def secret_sentences(events, scenario) -> set[str]:
    """The sentences written for the non-public events, in the GM's view and in their reader's."""
    wording = load_wording(scenario.game, scenario.language)
    out: set[str] = set()
    for event in events:
        if event.public:
            continue
        views = [PostContext(scenario, wording, "gm")]
        if event.audience.players:
            views.append(PostContext(scenario, wording, "private", event.audience.players[0]))
        for ctx in views:
            run = run_builder_for(scenario.game, event.kind)
            blocks = run([event], ctx) if run else builder_for(scenario.game, event.kind)(event, ctx)
            out |= lines(render(Document(blocks), "text"))
    return out


def count_tables(blocks) -> int:
    n = 0
    for block in blocks:
        if isinstance(block, Table):
            n += 1
        elif isinstance(block, (Quote, Spoiler)):
            n += count_tables(block.blocks)
    return n


def check_markup(doc: Document) -> None:
    """Balanced BBCode in both profiles; Markdown whose tables are tables (Discourse) or code (Discord)."""
    tables = count_tables(doc.blocks)
    for profile in PROFILES:
        out = render(doc, profile)
        if profile.startswith("bbcode"):
            tags = check_bbcode(out, profile)
            if profile == "bbcode-forumactif":
                assert tags.count("table") == tables
        elif profile == "markdown-discourse":
            found, _, html = markdown_html(out)
            assert found["table"] == tables, html[:2000]
        elif profile == "markdown-discord":
            found, _, html = markdown_html(out)
            assert found["table"] == 0 and out.count("```") % 2 == 0


def check_no_leak(game, scenario, rng: random.Random) -> None:
    events, rolls = game.events(), game.rolls()
    public = [e for e in events if e.public]
    secret = [e for e in events if not e.public]

    # The post is made of public events and public dice alone.
    whole = public_post(events, scenario, rolls=rolls)
    assert whole == public_post(public, scenario, rolls=[r for r in rolls if r.audience.to == "public"])
    assert public_post(secret, scenario, rolls=[r for r in rolls if r.audience.to != "public"]).blocks == []
    whole_text = render(whole, "text")
    leaked = lines(whole_text) & secret_sentences(secret, scenario)
    assert not leaked, leaked

    # Removing a section's public events (a step, or one attempt of a step that comes back)
    # leaves the posts of the other sections, word for word.
    sections: list[list] = []
    for event in public:
        if sections and (sections[-1][0].turn, sections[-1][0].phase) == (event.turn, event.phase):
            sections[-1].append(event)
        else:
            sections.append([event])
    posts = [render(public_post(chosen, scenario), "text") for chosen in sections]
    step = lambda i: (sections[i][0].turn, sections[i][0].phase)  # noqa: E731
    # a section whose neighbours are of one step would merge with them once it is gone
    removable = [
        i for i in range(len(sections)) if not (0 < i < len(sections) - 1 and step(i - 1) == step(i + 1))
    ]
    for i in rng.sample(removable, min(3, len(removable))):
        gone = {id(e) for e in sections[i]}
        without = [e for e in events if id(e) not in gone]
        others = [post for j, post in enumerate(posts) if j != i]
        assert render(public_post(without, scenario), "text") == "\n".join(others)

    # A player's message is made of his own events alone.
    messages = private_messages(events, scenario)
    for name, doc in messages.items():
        own = [e for e in events if not e.public and e.audience.includes(name)]
        assert private_messages(own, scenario, players=[name]) == {name: doc}

    for doc in (whole, gm_summary(events, rolls, scenario), all_messages(events, scenario)):
        check_markup(doc)


@WINTERFELL_GAMES
@given(seed=st.integers(0, 10**6), scenario=st.sampled_from([WINTERFELL, MEEREEN]))
def test_winterfell_posts_never_leak_a_secret(seed, scenario):
    game = random_game(scenario, seed)
    events = game.events()
    for event in before_the_end(events):
        if event.public:  # the engine's audiences: no public event carries a hidden key
            assert not HIDDEN_KEYS & {v for v in values(event.data) if isinstance(v, str)}, event
    text = render(public_post(before_the_end(events), scenario, rolls=game.rolls()), "text").lower()
    text = without_the_questionnaire(text, scenario)
    for word in hidden_words(scenario):
        assert not re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text), word
    check_no_leak(game, scenario, random.Random(seed))


@ASTRUB_GAMES
@given(seed=st.integers(0, 10**6), players=st.integers(5, 10), data=st.data())
def test_astrub_posts_never_leak_a_secret(seed, players, data):
    names = ASTRUB_NAMES[:players]
    wanted = ASTRUB.spies[str(players)]
    spies_a = data.draw(st.permutations(names))[:wanted]
    spies_b = data.draw(st.permutations(names))[:wanted]
    game_a, game_b = astrub_game(ASTRUB, seed, players, spies_a), astrub_game(ASTRUB, seed, players, spies_b)
    post_a = render(public_post(before_the_end(game_a.events()), ASTRUB, rolls=game_a.rolls()), "text")
    post_b = render(public_post(before_the_end(game_b.events()), ASTRUB, rolls=game_b.rolls()), "text")
    # The same orders with other spies: nothing public changes until the victory names them.
    assert [e for e in before_the_end(game_a.events()) if e.public] == [
        e for e in before_the_end(game_b.events()) if e.public
    ]
    assert post_a == post_b
    check_no_leak(game_a, ASTRUB, random.Random(seed))
