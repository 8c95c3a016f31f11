"""``Context.record_made``: an event whose data ``make(*values)`` makes when the events are read,
in its place among the events filed every other way; its audience checked when filed."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from gmconsole.engine import Context
from gmconsole.engine.events import GM, PUBLIC, Event, to_player


def test_made_events_are_made_when_read_in_their_place(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    made = []

    def squad(leader, members):
        made.append(leader)
        return {"leader": leader, "members": list(members), "size": len(members)}

    members = ["Ann", "Bob"]
    ctx.record("first", PUBLIC, "X-1", {"n": 1})
    ctx.record_made("squad_proposed", to_player("Ann"), "M-M-2", squad, ("Ann", members))
    added = ctx.add_event("added", PUBLIC, "", {})
    ctx.record_made("note", {"to": "gm"}, "X-2", dict, ())  # type: ignore[arg-type]
    assert ctx.count_events() == 4 and made == []  # nothing made yet
    read = ctx.events
    assert made == ["Ann"]
    assert [e.kind for e in read] == ["first", "squad_proposed", "added", "note"]
    expected = Event("squad_proposed", ctx.turn, ctx.phase, to_player("Ann"), "M-M-2", squad("Ann", members))
    assert read[1] == expected and read[1].model_dump() == expected.model_dump() and type(read[1]) is Event
    assert read[1].data["members"] is not members  # the data's own list, as make made it
    assert read[2] is added and read[3] == Event("note", ctx.turn, ctx.phase, GM, "X-2", {})
    assert ctx.events is read and len(made) == 2  # read again: nothing made twice
    with pytest.raises(ValidationError):  # a bad audience is refused when filed, not when read
        ctx.record_made("note", {"to": "everyone"}, "", dict, ())  # type: ignore[arg-type]
    assert ctx.count_events() == 4


def test_made_events_keep_the_step_they_were_filed_at(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    ctx.record_made("one", PUBLIC, "", dict, ())
    game.state.turn, game.state.phase = 3, "mission"
    ctx.next_step()
    ctx.record_made("two", PUBLIC, "", dict, ((("a", 1),),))
    first, second = ctx.events
    assert (first.turn, first.phase) != (3, "mission")
    assert (second.turn, second.phase, second.data) == (3, "mission", {"a": 1})
