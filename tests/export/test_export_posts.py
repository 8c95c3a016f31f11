"""Posts from hand-made events: the audience filter comes before any building, so no GM-only
or private event reaches the public post, whatever its template or builder says."""

from __future__ import annotations

import pytest
from export_markup import rendered, untypo

from gmconsole.engine.dice import Roll
from gmconsole.engine.events import GM, Event, to_group, to_player
from gmconsole.engine.rules.base import ScenarioBase
from gmconsole.export import (
    PROFILES,
    Document,
    Heading,
    Paragraph,
    Table,
    Wording,
    block_builder,
    gm_summary,
    private_messages,
    public_post,
)
from gmconsole.export.document import plain

GAME = "posts-test-game"
SCENARIO = ScenarioBase(game=GAME, name="Test", names={"night": "nuit", "day": "jour", "wolves": "les loups"})
WORDING = Wording.from_tables(
    {
        "labels": {
            "section": "Tour {turn} : {phase}",
            "section_setup": "Mise en place",
            "private_title": "Pour {player}",
            "gm_title": "Résumé MJ",
            "list_separator": ", ",
            "list_last": " et ",
            "pair": "{key} : {value}",
            "yes": "oui",
            "no": "non",
            "voter": "Joueur",
            "vote": "Vote",
            "rolls": "Dés",
            "roll_purpose": "Objet",
            "roll_expr": "Jet",
            "roll_result": "Résultat",
            "roll_outcome": "Issue",
            "roll_audience": "Visible par",
            "audience_public": "[public]",
            "audience_gm": "[MJ]",
            "audience_player": "[à {players}]",
            "audience_group": "[{group} : {players}]",
        },
        "events": {
            "announce": "ANNOUNCE {text}",
            "secret": "SECRET-GM {who} a saboté",
            "card": "CARD {role}",
            "pack": "PACK {members}",
            "tally": "TALLY",
        },
    },
    source="test-wording",
)

EVENTS = [
    Event(kind="card", turn=0, phase="setup", audience=to_player("Max"), data={"role": "loup"}),
    Event(kind="card", turn=0, phase="setup", audience=to_player("Zoé"), data={"role": "villageoise"}),
    Event(
        kind="pack",
        turn=0,
        phase="setup",
        audience=to_group(["Max", "Lou"], "wolves"),
        data={"members": ["Max", "Lou"]},
    ),
    Event(kind="announce", turn=1, phase="night", data={"text": "la nuit tombe"}),
    Event(kind="secret", turn=1, phase="night", audience=GM, data={"who": "Lou"}),
    Event(kind="tally", turn=1, phase="day", data={"votes": {"Zoé": "yes", "Max": "no"}}),
    Event(kind="announce", turn=2, phase="night", data={"text": "deuxième nuit"}),
]
ROLLS = [
    Roll(key="1/night/victim/0", purpose="victim", expr="1d3", result=2, outcome="Zoé", turn=1, phase="night")
]

received: list[Event] = []


@block_builder(GAME, "secret")
def leaky_secret(event: Event, ctx) -> list:
    """A careless builder: it would print the secret outright if it were ever called."""
    received.append(event)
    return [Paragraph(f"LEAK {event.data}")]


@block_builder(GAME, "tally")
def tally(event: Event, ctx) -> list:
    received.append(event)
    rows = [(name, ctx.label(vote)) for name, vote in event.data["votes"].items()]
    return [ctx.table(["voter", "vote"], rows), ctx.paragraph(event)]


def text_of(doc: Document) -> str:
    return rendered(doc, "text")


def test_public_post_never_shows_gm_or_private_events_in_any_profile():
    received.clear()
    doc = public_post(EVENTS, SCENARIO, wording=WORDING)
    assert all(e.audience.to == "public" for e in received)  # the builders never saw the secret
    for profile in PROFILES:
        out = rendered(doc, profile)
        for secret in ("SECRET", "LEAK", "Lou", "CARD", "loup", "PACK"):
            assert secret not in out, (profile, secret)
        assert "ANNOUNCE la nuit tombe" in out and "deuxième nuit" in out


def test_public_post_sections_follow_turn_and_phase_with_display_names():
    doc = public_post(EVENTS, SCENARIO, wording=WORDING)
    headings = [untypo(b.text) for b in doc.blocks if isinstance(b, Heading)]
    assert headings == ["Tour 1 : nuit", "Tour 1 : jour", "Tour 2 : nuit"]
    table = next(b for b in doc.blocks if isinstance(b, Table))
    assert [[plain(c) for c in row] for row in table.rows] == [["Zoé", "oui"], ["Max", "non"]]


def test_turn_and_phase_select_one_step():
    doc = public_post(EVENTS, SCENARIO, turn=1, phase="night", wording=WORDING)
    assert text_of(doc) == "Tour 1 : nuit\n-------------\n\nANNOUNCE la nuit tombe\n"
    assert public_post(EVENTS, SCENARIO, turn=2, wording=WORDING).blocks[0] == Heading(
        "Tour 2\u202f: nuit", 2
    )
    assert public_post(EVENTS, SCENARIO, turn=9, wording=WORDING).blocks == []


def test_private_messages_hold_only_what_each_player_may_read():
    messages = private_messages(EVENTS, SCENARIO, wording=WORDING)
    assert list(messages) == ["Max", "Zoé", "Lou"]  # in order of appearance
    max_, zoe, lou = (text_of(messages[n]) for n in ("Max", "Zoé", "Lou"))
    assert "CARD loup" in max_ and "PACK Max et Lou" in max_ and "villageoise" not in max_
    assert "CARD villageoise" in zoe and "loup" not in zoe and "PACK" not in zoe
    assert "PACK Max et Lou" in lou and "CARD" not in lou
    for text in (max_, zoe, lou):
        assert "SECRET" not in text and "LEAK" not in text and "ANNOUNCE" not in text
    assert max_.startswith("Pour Max\n========\n\nMise en place\n")


def test_private_messages_options():
    with_public = private_messages(EVENTS, SCENARIO, with_public=True, wording=WORDING)
    assert "ANNOUNCE la nuit tombe" in text_of(with_public["Zoé"])
    assert "SECRET" not in text_of(with_public["Zoé"])
    only = private_messages(EVENTS, SCENARIO, players=["Lou", "Nobody"], wording=WORDING)
    assert list(only) == ["Lou"]  # nobody has nothing to read: no message
    assert private_messages(EVENTS, SCENARIO, turn=1, wording=WORDING) == {}


def test_gm_summary_has_everything_tagged_and_the_dice():
    doc = gm_summary(EVENTS, ROLLS, SCENARIO, wording=WORDING)
    out = text_of(doc)
    assert "[à Max] CARD loup" in out
    assert "[les loups : Max et Lou] PACK Max et Lou" in out
    assert "[MJ] LEAK" in out  # the GM's own view goes through the game's builder
    assert "ANNOUNCE la nuit tombe" in out and "[public]" not in out.split("Dés")[0]
    assert "victim  1d3  2         Zoé    [MJ]" in out
    night = out.index("Tour 1 : nuit")
    assert night < out.index("Dés") < out.index("Tour 1 : jour")


def test_event_without_template_shows_its_kind_and_data():
    event = Event(kind="unheard_of", turn=1, phase="day", data={"who": ["A", "B"], "ok": True})
    assert "unheard_of who: A et B; ok: oui" in text_of(public_post([event], SCENARIO, wording=WORDING))


@pytest.mark.parametrize("audience", [GM, to_player("Max"), to_group(["Max"], "wolves")])
def test_a_template_for_a_secret_event_is_not_enough_to_print_it(audience):
    event = Event(kind="announce", turn=1, phase="night", audience=audience, data={"text": "secret"})
    assert public_post([event], SCENARIO, wording=WORDING).blocks == []
