"""Events and their audiences (engine/events.py), and who sees what in an Astrub game."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from gmconsole.engine.events import GM, PUBLIC, Audience, Event, to_group, to_player
from gmconsole.engine.rules.base import Context


def test_audience_includes():
    group = to_group(["Ann", "Ben"], "spies")
    assert PUBLIC.includes("Ann") and PUBLIC.includes("anyone")
    assert not GM.includes("Ann")
    assert to_player("Ann").includes("Ann") and not to_player("Ann").includes("Ben")
    assert group.includes("Ann") and group.includes("Ben") and not group.includes("Cat")


def test_audience_labels():
    assert PUBLIC.label() == "public" and GM.label() == "gm"
    assert to_player("Ann").label() == "@Ann"
    assert to_group(["Ann", "Ben"], "spies").label() == "spies: Ann, Ben"


def test_audience_is_frozen_and_shared_per_player():
    assert to_player("Ann") is to_player("Ann")
    with pytest.raises(Exception):
        to_player("Ann").players = ("Ben",)  # type: ignore[misc]


def test_unknown_audience_kind_is_refused():
    with pytest.raises(Exception):
        Audience(to="everyone")  # type: ignore[arg-type]


def test_event_round_trips_through_pydantic():
    """Events are plain dataclasses that pydantic validates and dumps with the journal."""
    data = {"members": ["Ann", "Ben"], "size": 2}
    event = Event("squad_proposed", 1, "proposal", PUBLIC, "M-M-2", dict(data))
    assert event == Event(
        kind="squad_proposed", turn=1, phase="proposal", audience=PUBLIC, rule="M-M-2", data=data
    )
    dumped = event.model_dump(mode="json")
    assert dumped["audience"] == {"to": "public", "players": [], "group": ""} and dumped["data"] == data
    assert Event.model_validate(dumped) == event and event.public
    with pytest.raises(ValidationError, match="turn"):
        Event.model_validate(dumped | {"turn": "first"})


def test_context_emit_files_events_under_the_step(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    event = ctx.emit("note", to_player("Alice"), rule="X-1", text="hello")
    assert ctx.events == [event]
    assert (event.turn, event.phase, event.rule, event.data) == (1, "proposal", "X-1", {"text": "hello"})
    assert ctx.rolls == [] and ctx.warnings == []


def test_whole_game_audiences(table):
    """Secrets travel only to their audience: roles to each player, the spy list to the spies,
    choices to the GM; the public events of a whole game never name a camp or a role."""
    t = table(7, seed="audiences")
    t.play_mission(1)
    t.play_mission(0)
    t.play_mission(1)
    t.play_mission(2)  # Émeraudes: two sabotages; spies win
    assert t.state.winner == "spies"
    spies = set(t.spies())
    kinds: dict[str, set[str]] = {}
    for event in t.game.events():
        kinds.setdefault(event.kind, set()).add(event.audience.to)
        if event.kind == "role_card":
            assert event.audience.to == "player"
        elif event.kind == "spies_known":
            assert set(event.audience.players) == spies
        elif event.public and event.kind != "victory":
            text = repr(event.data)
            assert "spy" not in text and "mercenar" not in text and "sabotage'" not in text
    assert kinds == {
        "game_start": {"public"},
        "role_card": {"player"},
        "spies_known": {"group"},
        "squad_proposed": {"public"},
        "approval_vote": {"public"},
        "mission_choices": {"gm"},
        "mission_result": {"public"},
        "leader_passes": {"public"},
        "victory": {"public"},
        "seed_revealed": {"public"},  # the game is over: the seed is revealed (principle 2)
    }
    # what each player may read of the deal is their own card alone (and, for a spy, the spies)
    for p in t.state.players:
        readable = [e for e in t.game.setup.events if e.audience.includes(p.name) and not e.public]
        expected = {"role_card", "spies_known"} if p.name in spies else {"role_card"}
        assert {e.kind for e in readable} == expected


def test_an_audience_given_as_data_is_validated(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    event = ctx.emit("note", {"to": "player", "players": ["Ann"]})  # type: ignore[arg-type]
    assert event.audience == to_player("Ann")
    with pytest.raises(ValidationError):
        ctx.emit("note", {"to": "everyone"})  # type: ignore[arg-type]
    assert ctx.events == [event]
    roll = ctx.dice.die("a_die", 6, audience={"to": "public"})  # type: ignore[arg-type]
    assert 1 <= roll <= 6 and ctx.rolls[0].audience == PUBLIC


def test_roll_round_trips_through_pydantic():
    from gmconsole.engine.dice import Roll

    roll = Roll("1/day/x/0", "x", "1d6", 4, "4", GM, 1, "day")
    assert Roll.model_validate(roll.model_dump()) == roll
    assert Roll.model_validate({"key": "k", "purpose": "p", "expr": "1d6", "result": 2}) == Roll(
        "k", "p", "1d6", 2
    )
    with pytest.raises(ValidationError, match="purpose"):
        Roll.model_validate({"key": "k"})


def test_context_warn_is_worded_when_read_in_order(new_game):
    """``Context.warn`` keeps the key and values and words the warning only when ``warnings`` is
    read, in the order the warnings were given (plain texts appended in between included)."""
    from gmconsole.engine.worded import Worded, worded

    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    ctx.warn("astrub", "mercenary-chose-sabotage", name="Zoé")
    assert ctx._warnings[0].__class__ is tuple  # not worded yet: nobody read it
    ctx.warnings.append("plain")
    ctx.warn("astrub", "mercenary-chose-sabotage", name="Max")
    read = ctx.warnings
    assert read == [
        worded("astrub", "mercenary-chose-sabotage", name="Zoé"),
        "plain",
        worded("astrub", "mercenary-chose-sabotage", name="Max"),
    ]
    assert "Zoé" in read[0] and "Max" in read[2]
    assert isinstance(read[0], Worded) and read[0].values == {"name": "Zoé"}
    assert ctx.warnings is read  # the same list: what is appended to it stays


def test_emit_and_add_event_make_what_the_event_class_makes(new_game):
    """``emit`` and ``add_event`` build their event without calling ``Event`` (issue 17's speed):
    the same fields, the same dump, the data the keywords or the dict gave."""
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    made = ctx.emit("squad_proposed", to_player("Ann"), rule="M-M-2", members=["Ann"], size=1)
    data = {"members": ["Ann"], "size": 1}
    added = ctx.add_event("squad_proposed", to_player("Ann"), "M-M-2", data)
    expected = Event("squad_proposed", ctx.turn, ctx.phase, to_player("Ann"), "M-M-2", dict(data))
    assert made == expected and added == expected
    assert made.model_dump() == added.model_dump() == expected.model_dump()
    assert added.data is data and ctx.events == [made, added]
    assert type(made) is Event and type(added) is Event


def test_recorded_events_are_made_when_read_in_their_place(new_game):
    """``record`` files an event that ``events`` makes when read: the event ``add_event`` makes
    (its data the dict given), in the order of every way of adding one, including an event
    appended to the list read before; ``count_events`` counts them without making them."""
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    data = {"members": ["Ann"], "size": 1}
    ctx.record("squad_proposed", to_player("Ann"), "M-M-2", data)
    first = ctx.add_event("first", PUBLIC, "", {})
    ctx.record("note", {"to": "gm"}, "X-1", {"n": 1})  # type: ignore[arg-type]
    assert ctx.count_events() == 3 and ctx._events == []  # nothing made yet
    read = ctx.events
    expected = Event("squad_proposed", ctx.turn, ctx.phase, to_player("Ann"), "M-M-2", dict(data))
    assert read[0] == expected and read[0].model_dump() == expected.model_dump()
    assert read[0].data is data and type(read[0]) is Event
    assert read[1] is first and read[2] == Event("note", ctx.turn, ctx.phase, GM, "X-1", {"n": 1})
    read.append(Event("appended", ctx.turn, ctx.phase))
    ctx.record("last", PUBLIC, "", {})
    assert ctx.events is read and [e.kind for e in read] == [
        "squad_proposed",
        "first",
        "note",
        "appended",
        "last",
    ]
    assert ctx.count_events() == 5
    with pytest.raises(ValidationError):  # a bad audience is refused when recorded, not when read
        ctx.record("note", {"to": "everyone"}, "", {})  # type: ignore[arg-type]
    assert ctx.count_events() == 5


def test_context_warn_text_is_the_scenario_text_worded_when_read(new_game):
    """``warn_text`` gives what ``text(scenario, key, ...)`` gives (a plain text in the
    scenario's language), worded only when ``warnings`` is read, in order with the others."""
    from gmconsole.engine.wording import text

    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    ctx.warn_text(game.scenario, "no-leader-named-for-first-squad", name="Zoé")
    ctx.warn("astrub", "mercenary-chose-sabotage", name="Max")
    assert ctx._warnings[0].__class__ is tuple  # not worded yet
    read = ctx.warnings
    assert read[0] == text(game.scenario, "no-leader-named-for-first-squad", name="Zoé")
    assert type(read[0]) is str and "Zoé" in read[0] and "Max" in read[1]


def test_a_logged_roll_is_what_the_roll_class_makes(new_game):
    """The dice log their rolls without calling ``Roll`` (issue 17's speed): the same fields."""
    from gmconsole.engine.dice import Roll

    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    result = ctx.dice.die("a_die", 6, say="a die")
    roll = ctx.rolls[0]
    assert type(roll) is Roll
    assert roll == Roll(roll.key, "a die", "1d6", result, str(result), GM, ctx.turn, ctx.phase, "a_die")
