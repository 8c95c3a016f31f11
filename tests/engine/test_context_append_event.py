"""``Context.events`` read after events of every kind, in turn (issue 17): the events
``add_event`` made moved over whole, those ``record`` filed made in their place, and
``append_event``'s after them all, without making the recorded ones until read."""

from __future__ import annotations

from gmconsole.engine import Context
from gmconsole.engine.events import PUBLIC, Event


def _order(ctx: Context) -> list[str]:
    return [e.kind for e in ctx.events]


def test_events_of_every_kind_are_read_in_the_order_filed(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    made: list[int] = []
    first = ctx.add_event("a1", PUBLIC, "", {})
    second = ctx.add_event("a2", PUBLIC, "", {})
    assert _order(ctx) == ["a1", "a2"] and ctx.events[0] is first and ctx.events[1] is second
    ctx.record("r1", PUBLIC, "", {})
    ctx.append_event(appended := Event("e1", 9, "x"))
    ctx.record_made("m1", PUBLIC, "", lambda: made.append(1) or {"n": 1}, ())
    assert made == [] and ctx.count_events() == 5
    ctx.add_event("a3", PUBLIC, "", {})
    assert _order(ctx) == ["a1", "a2", "r1", "e1", "m1", "a3"] and made == [1]
    assert ctx.events[3] is appended and ctx.events[4].data == {"n": 1}
    ctx.add_event("a4", PUBLIC, "", {})  # after the recorded ones were made: moved over whole
    ctx.append_event(Event("e2", 9, "x"))
    assert _order(ctx) == ["a1", "a2", "r1", "e1", "m1", "a3", "a4", "e2"] and made == [1]
    ctx.record("r2", PUBLIC, "", {})
    assert _order(ctx)[-1] == "r2" and type(ctx.events[-1]) is Event
    assert ctx.count_events() == len(ctx.events) == 9


def test_append_event_is_events_append(new_game):
    game = new_game(5)
    one, other = Context(game.state, game.scenario), Context(game.state, game.scenario)
    for ctx, append in ((one, one.append_event), (other, lambda e: other.events.append(e))):
        ctx.record("r", PUBLIC, "R-1", {"x": 1})
        append(Event("e", 1, "p"))
        ctx.add_event("a", PUBLIC, "", {})
    assert one.events == other.events and [e.kind for e in one.events] == ["r", "e", "a"]
