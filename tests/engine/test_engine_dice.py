"""Seeded, logged, reproducible dice (engine/dice.py)."""

from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from gmconsole.engine.dice import Dice, compute, seed_commitment
from gmconsole.engine.events import PUBLIC, to_player


def dice(seed: str = "seed", turn: int = 1, phase: str = "night", counters: dict | None = None) -> Dice:
    return Dice(seed, {} if counters is None else counters, turn, phase)


def test_same_seed_and_key_same_result():
    for expr in ("1d6", "1d1000000", "perm 7", "sample 3 of 10"):
        assert compute("seed", "1/night/x/0", expr) == compute("seed", "1/night/x/0", expr)


def test_known_values_do_not_drift():
    """The algorithm is part of the save format: a published seed must re-check old games."""
    assert compute("s", "1/mission/test/0", "1d100") == 36
    assert compute("s", "1/mission/test/1", "1d100") == 41
    assert compute("gmconsole", "0/setup/deal the spies/0", "sample 2 of 5") == [2, 1]
    assert compute("gmconsole", "k", "perm 6") == [1, 5, 4, 3, 2, 0]
    assert seed_commitment("s") == "043a718774c572bd8a25adbeb1bfcd5c0256ae11cecf9f9c3f925d0e52beaf89"


def test_seed_and_key_both_matter():
    base = compute("seed", "1/night/x/0", "1d1000000")
    assert compute("seed2", "1/night/x/0", "1d1000000") != base
    assert compute("seed", "1/night/x/1", "1d1000000") != base
    assert compute("seed", "2/night/x/0", "1d1000000") != base


def test_keys_are_distinct_and_counted_per_purpose():
    """Each roll's key is turn/phase/purpose/index; the index counts rolls of that purpose."""
    counters: dict[str, int] = {}
    d = dice(counters=counters)
    d.die("attack", 6)
    d.die("attack", 6)
    d.chance("spot", 50)
    d.die("attack", 6)
    keys = [r.key for r in d.log]
    assert keys == ["1/night/attack/0", "1/night/attack/1", "1/night/spot/0", "1/night/attack/2"]
    assert counters == {"1/night/attack": 3, "1/night/spot": 1}
    # a new Dice on the same counters (the next action of the same phase) goes on counting
    again = dice(counters=counters)
    again.die("attack", 6)
    assert again.log[0].key == "1/night/attack/3"


def test_compute_matches_every_logged_roll():
    d = dice()
    d.die("d20", 20)
    d.chance("fifty", 50)
    d.chance("fraction", 12.5)
    d.choice("pick", ["a", "b", "c"])
    d.sample("draw", list("abcdefg"), 3)
    d.shuffle("deck", list("abcde"))
    assert len(d.log) == 6
    for roll in d.log:
        assert compute("seed", roll.key, roll.expr) == roll.result
        assert (roll.turn, roll.phase) == (1, "night")
    assert [r.expr for r in d.log] == ["1d20", "1d100", "1d10000", "1d3", "sample 3 of 7", "perm 5"]


def test_rolls_record_purpose_outcome_and_audience():
    d = dice()
    hit = d.chance("spy.seen", 30, audience=PUBLIC, say="is the spy seen")
    picked = d.choice("victim", ["Ann", "Ben"], audience=to_player("Ann"))
    first, second = d.log
    assert first.purpose == "is the spy seen" and first.audience == PUBLIC
    assert first.purpose_id == "spy.seen" and first.key == "1/night/spy.seen/0"
    assert second.purpose == second.purpose_id == "victim"  # no sentence: the id is shown
    assert first.outcome.endswith(": yes" if hit else ": no")
    assert second.outcome == picked and second.audience.players == ("Ann",)


def test_chance_edges():
    d = dice()
    assert not any(d.chance("never", 0) for _ in range(200))
    assert all(d.chance("always", 100) for _ in range(200))


@pytest.mark.parametrize("percent", [10, 30, 50, 12.5, 87.5])
def test_chance_distribution(percent):
    d = dice(seed=f"chance {percent}")
    n = 20000
    hits = sum(d.chance("p", percent) for _ in range(n))
    expected = n * percent / 100
    sigma = (n * percent / 100 * (1 - percent / 100)) ** 0.5
    assert abs(hits - expected) < 5 * sigma, (hits, expected)


def test_die_is_uniform():
    d = dice(seed="die")
    n = 12000
    counts = Counter(d.die("d6", 6) for _ in range(n))
    assert set(counts) == set(range(1, 7))
    chi2 = sum((c - n / 6) ** 2 / (n / 6) for c in counts.values())
    assert chi2 < 25  # 5 degrees of freedom: p < 0.0002 above this


def test_sample_distinct_members_uniform():
    d = dice(seed="sample")
    pool = list("abcdefgh")
    n = 8000
    seen = Counter()
    for _ in range(n):
        picks = d.sample("draw", pool, 3)
        assert len(picks) == 3 and len(set(picks)) == 3 and set(picks) <= set(pool)
        seen.update(picks)
    expected = n * 3 / len(pool)
    assert all(abs(c - expected) < 0.08 * expected for c in seen.values()), seen
    assert d.sample("none", pool, 0) == []


def test_shuffle_is_a_uniform_permutation():
    d = dice(seed="shuffle")
    items = ["w", "x", "y", "z"]
    n = 12000
    firsts = Counter()
    orders = set()
    for _ in range(n):
        out = d.shuffle("deck", items)
        assert sorted(out) == sorted(items)
        firsts[out[0]] += 1
        orders.add(tuple(out))
    assert len(orders) == 24
    assert all(abs(c - n / 4) < 0.06 * n / 4 for c in firsts.values()), firsts
    assert items == ["w", "x", "y", "z"]  # the input is not shuffled in place
    assert d.shuffle("one", ["solo"]) == ["solo"]


def test_choice_is_uniform():
    d = dice(seed="choice")
    counts = Counter(d.choice("who", ["a", "b", "c"]) for _ in range(9000))
    assert all(abs(c - 3000) < 250 for c in counts.values()), counts


@pytest.mark.parametrize(
    ("expr", "message"),
    [("2d6", "unknown roll expression"), ("sample 4 of 3", "cannot sample"), ("1d0", "empty range")],
)
def test_compute_rejects_bad_expressions(expr, message):
    with pytest.raises(ValueError, match=message):
        compute("seed", "k", expr)


def test_the_key_holds_the_purpose_id_not_the_sentence():
    """Issue 11, point 4: rewording what a roll says changes no die."""
    one, two = dice(), dice()
    a = one.sample("justice.fill_accused", list("abcdefgh"), 3, say="accused drawn at random")
    b = two.sample("justice.fill_accused", list("abcdefgh"), 3, say="accusés tirés au sort")
    assert a == b and one.log[0].key == two.log[0].key == "1/night/justice.fill_accused/0"
    assert (one.log[0].purpose, two.log[0].purpose) == ("accused drawn at random", "accusés tirés au sort")


@pytest.mark.parametrize("bad", ["accused drawn at random", "Justice.fill", "a..b", "x" * 81, "", "1abc"])
def test_a_sentence_is_refused_as_a_purpose_id(bad):
    with pytest.raises(ValueError, match="is not a purpose id"):
        dice().die(bad, 6)


def test_a_v1_game_keys_its_rolls_by_the_sentence_as_it_always_did():
    """Saves made before purpose ids (derivation blake2b-v1) go on under their own keys."""
    from gmconsole.engine.dice import using

    with using("blake2b-v1"):
        old = dice()
        old.die("setup.wolf_count", 4, say="wolves in the hierarchy: 11+1d4 (W-S-3)")
        old.die("toy.id_only", 6)
    first, second = old.log
    assert first.key == "1/night/wolves in the hierarchy: 11+1d4 (W-S-3)/0" and first.purpose_id == ""
    assert first.result == compute("seed", first.key, "1d4")
    assert second.key == "1/night/toy.id_only/0"
    new = dice()
    new.die("setup.wolf_count", 4, say="wolves in the hierarchy: 11+1d4 (W-S-3)")
    assert new.log[0].key == "1/night/setup.wolf_count/0"


def test_peek_sample_sees_the_draw_sample_makes_under_either_derivation():
    from gmconsole.engine.dice import using

    for name in ("blake2b-v1", "blake2b-v2"):
        with using(name):
            d = dice(counters={})
            d.sample("draw", list("abcdef"), 2, say="first draw")
            peek = d.peek_sample("draw", list("abcdef"), 3, say="first draw")
            assert d.sample("draw", list("abcdef"), 3, say="first draw") == peek


def test_a_die_is_blake2b_of_the_seed_and_key_in_counter_mode():
    """The derivation the saves name (``blake2b-v2``): BLAKE2b keyed by SHA-256(seed), fed the
    roll's key then a little-endian block counter; 8-byte words, rejection sampled. Rolls made
    from a cached keyed hash give exactly what a hash keyed anew at each roll gives."""
    import hashlib

    from gmconsole.engine.dice import compute

    def reference(seed: str, key: str, sides: int) -> int:
        digest = hashlib.sha256(seed.encode()).digest()
        counter = 0
        limit = (1 << 64) - (1 << 64) % sides
        while True:
            h = hashlib.blake2b(key.encode(), key=digest, digest_size=32)
            h.update(counter.to_bytes(8, "little"))
            block = h.digest()
            for i in range(0, 32, 8):
                value = int.from_bytes(block[i : i + 8], "little")
                if value < limit:
                    return value % sides + 1
            counter += 1

    for seed in ("a", "bench-3", "é"):
        for key in ("1/assassination/x/0", "2/justice/justice.fill_accused/1"):
            for sides in (2, 6, 100, 10000, 999_999_999):
                assert compute(seed, key, f"1d{sides}") == reference(seed, key, sides)


class _Rejecting:
    """A stream's hash whose first block's numbers are all 2**64 - 1 (rejected for any range
    that is not a power of two), then BLAKE2b's: the rare rejection path, made certain."""

    def __init__(self, fed: bytes = b"") -> None:
        self.fed = fed

    def copy(self) -> _Rejecting:
        return _Rejecting(self.fed)

    def update(self, data: bytes) -> None:
        self.fed += data

    def digest(self) -> bytes:
        if self.fed.endswith((0).to_bytes(8, "little")):
            return b"\xff" * 32
        return hashlib.blake2b(self.fed, digest_size=32).digest()


def test_fast_compute_gives_the_stream_definition_rejections_included():
    """``compute`` reads the numbers four to a block in one loop; it gives what the stream's
    ``below`` and ``_partial_shuffle`` (the definition) give, rejected numbers included."""
    from gmconsole.engine import dice

    def reference(base, die, n, k):
        stream = object.__new__(dice._Stream)
        stream._base, stream._block, stream._pos, stream._counter = base, b"", 0, 0
        return stream.below(n) + 1 if die else dice._partial_shuffle(stream, n, k)

    for die, n, k in (
        (True, 3, 1),
        (True, 1000, 1),
        (False, 7, 7),
        (False, 50, 50),
        (False, 9, 2),
        (False, 0, 0),
    ):
        assert dice._result(_Rejecting(), die, n, k) == reference(_Rejecting(), die, n, k)
        key = f"{n}/{k}".encode()
        plain = hashlib.blake2b(key, digest_size=32)
        assert dice._result(plain.copy(), die, n, k) == reference(plain.copy(), die, n, k)
    rng = random.Random(3)
    for _ in range(500):
        seed, key = str(rng.random()), str(rng.random())
        for expr in (
            f"1d{rng.randint(1, 10**9)}",
            f"perm {rng.randint(0, 60)}",
            f"sample {rng.randint(0, 9)} of 12",
        ):
            die, n, k = dice._parse(expr)
            assert dice.compute(seed, key, expr) == reference(dice._Stream(seed, key)._base, die, n, k)


def test_a_roll_under_another_derivation_takes_its_own_key_and_numbers(monkeypatch):
    """``Dice._roll`` makes the shipped derivations' key and numbers inline; a derivation with
    its own functions is still asked for them."""
    from gmconsole.engine import dice as engine_dice

    other = engine_dice.Derivation(
        "test-other",
        lambda turn, phase, purpose: f"{purpose}@{turn}",
        lambda turn, phase, purpose, index: f"{purpose}@{turn}#{index}",
        lambda seed, key, expr: 1,
    )
    monkeypatch.setitem(engine_dice.DERIVATIONS, "test-other", other)
    with engine_dice.using("test-other"):
        d = Dice("seed", {}, 2, "night")
        assert d.die("test.other", 6) == 1
        assert d.die("test.other", 6) == 1
    assert [r.key for r in d.log] == ["test.other@2#0", "test.other@2#1"]
    assert d.counters == {"test.other@2": 2}
    plain = Dice("seed", {}, 2, "night")
    plain.die("test.other", 6)
    assert plain.log[0].key == "2/night/test.other/0"
    assert plain.log[0].result == compute("seed", "2/night/test.other/0", "1d6")


def test_a_die_whose_first_number_is_rejected_rolls_the_streams_next_numbers(monkeypatch):
    """``Dice._roll`` reads a die's first number alone; a rejected one (a chance of n in 2**64,
    made certain here) gives what the stream's definition gives: its next numbers."""
    from gmconsole.engine import dice as engine_dice

    monkeypatch.setattr(engine_dice, "_keyed", lambda seed: _Rejecting())
    monkeypatch.setattr(engine_dice, "_streams", {})  # no stream kept from a real hash, none left
    rolled = Dice("seed", {}, 1, "night").die("test.rejected", 6)
    stream = object.__new__(engine_dice._Stream)
    stream._base, stream._block, stream._pos, stream._counter = (
        _Rejecting(b"1/night/test.rejected/0"),
        b"",
        0,
        0,
    )
    assert rolled == stream.below(6) + 1
