"""The rolls ``Dice._draw`` logs are made Rolls when the log is read (``Dice.log``), and counted
before (``Dice.count``, ``Context.count_rolls``): a simulator reads none."""

from __future__ import annotations

from gmconsole.engine import Context
from gmconsole.engine.dice import Dice, Roll, compute


def test_rolls_are_counted_unmade_then_made_in_order_when_read():
    d = Dice("made-late", {}, 2, "day")
    d.die("toy.d6", 6)
    d.chance("toy.coin", 30)
    d.choice("toy.who", ["ann", "ben"])
    d.sample("toy.two", ["a", "b", "c"], 2)
    assert d.count() == 4 and not any(type(r) is Roll for r in d._log)  # nothing made yet
    log = d.log
    assert [type(r) for r in log] == [Roll] * 4 and d.log is log and d.count() == 4
    assert [r.key for r in log] == [f"2/day/toy.{p}/0" for p in ("d6", "coin", "who", "two")]
    assert all(compute("made-late", r.key, r.expr) == r.result for r in log)
    d.shuffle("toy.deck", ["x", "y", "z"])  # after a read: made at the next one
    assert d.count() == 5 and type(d._log[-1]) is not Roll and d.log[-1].expr == "perm 3"


def test_a_context_counts_its_rolls_without_making_them(new_game):
    game = new_game(5)
    ctx = Context(game.state, game.scenario)
    assert ctx.count_rolls() == 0 and ctx.rolls == []
    ctx.dice.die("toy.d6", 6)
    ctx.dice.die("toy.d6", 6)
    assert ctx.count_rolls() == 2 and not any(type(r) is Roll for r in ctx.dice._log)
    assert len(ctx.rolls) == 2 and [r.key.rsplit("/", 1)[1] for r in ctx.rolls] == ["0", "1"]
