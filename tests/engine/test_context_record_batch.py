"""``Context.record_batch``: events filed at once, made by ``make(*values)`` when the events are
read, in their place among the events filed every other way, and counted before."""

from __future__ import annotations

from gmconsole.engine import Context
from gmconsole.engine.events import GM, PUBLIC, Event, to_player


def test_a_batch_is_made_when_read_in_its_place_and_counted_before(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    made = []

    def cards(names, rule):
        made.append(list(names))
        return [("role_card", to_player(name), rule, {"n": i}) for i, name in enumerate(names)]

    ctx.record("first", PUBLIC, "X-1", {"n": 0})
    ctx.record_batch(3, cards, (("Ann", "Bob", "Cid"), "X-2"))
    ctx.record_made("last", GM, "X-3", dict, ())
    assert ctx.count_events() == 5 and made == []  # nothing made yet
    read = ctx.events
    assert made == [["Ann", "Bob", "Cid"]]
    assert [e.kind for e in read] == ["first", "role_card", "role_card", "role_card", "last"]
    assert read[2] == Event("role_card", ctx.turn, ctx.phase, to_player("Bob"), "X-2", {"n": 1})
    assert type(read[2]) is Event
    assert ctx.count_events() == len(read) == 5 and ctx.events is read and len(made) == 1
    ctx.record_batch(2, cards, (("Dan", "Eve"), "X-4"))  # after a read: counted from there
    assert ctx.count_events() == 7
    assert [e.data["n"] for e in ctx.events[5:]] == [0, 1] and ctx.count_events() == 7


def test_a_batch_keeps_the_step_it_was_filed_at(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    ctx.record_batch(1, lambda: [("one", PUBLIC, "", {})], ())
    step = (ctx.turn, ctx.phase)
    game.state.turn, game.state.phase = 3, "mission"
    ctx.next_step()
    (event,) = ctx.events
    assert (event.turn, event.phase) == step != (3, "mission")
