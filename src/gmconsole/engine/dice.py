"""Seeded, logged, reproducible dice.

Every random outcome of a game (a die, a percentage, a draw from a list, a shuffle) is a
:class:`Roll` derived from the game's seed and a stable key ``turn/phase/purpose/index``, where
``purpose`` is the roll's **purpose id**, a short identifier such as ``justice.fill_accused`` or
``setup.wolf_count`` (lower-case snake_case words joined by dots), and ``index`` counts the
earlier rolls of the same purpose in that phase (the counters live in the game state). The
sentence shown to people (``say="accused drawn at random"``) is separate: it is logged and
displayed, never part of the key, so rewording it changes no die. Undoing an action restores the
counters, so redoing the same orders gives the same dice: undo is no way to re-roll. Each roll is
recorded with its purpose id, sentence, expression, result and audience, and :func:`compute`
recomputes any logged roll from the seed alone (``gmconsole verify``).

The numbers come from BLAKE2b in counter mode with rejection sampling, not from ``random``, so
the same seed gives the same game on any machine and any Python version.

How a key is built and how a key gives numbers is a *derivation*, named in every save
(``dice = "blake2b-v2"``): :data:`DERIVATIONS` maps each name to its functions, a game keeps
rolling under the derivation it was started with (``using(name)`` around its pushes, replays and
checks), and ``verify`` recomputes a save's dice under the derivation it records. A new way of
keying the rolls is a new entry here and a new :data:`CURRENT_DERIVATION`; the old one stays so
that older saves still verify:

- ``blake2b-v2`` (current): the key holds the purpose id;
- ``blake2b-v1``: the key holds the sentence (saves made before purpose ids existed). The
  sentences given as ``say`` are the ones those games were keyed by, so a v1 game goes on and
  verifies under its own keys: a ``say`` text is changed only together with a new derivation.
"""

from __future__ import annotations

import hashlib
import re
import struct
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from gmconsole.engine.errors import short
from gmconsole.engine.events import GM, Audience
from gmconsole.engine.records import ModelInterface

T = TypeVar("T")


@lru_cache(maxsize=64)
def _seed_digest(seed: str) -> bytes:
    """SHA-256 of the seed: the commitment, and the key of every stream (computed once a seed)."""
    return hashlib.sha256(seed.encode("utf-8")).digest()


@lru_cache(maxsize=64)
def _keyed(seed: str) -> Any:
    """BLAKE2b keyed with the seed's digest, fed nothing yet: each stream starts from a copy."""
    return hashlib.blake2b(key=_seed_digest(seed), digest_size=32)


def seed_commitment(seed: str) -> str:
    """The SHA-256 of the seed, published at game start and checked when the seed is revealed."""
    return _seed_digest(seed).hex()


class _Stream:
    """Uniform integers from BLAKE2b(seed, key, counter)."""

    __slots__ = ("_base", "_block", "_pos", "_counter")

    def __init__(self, seed: str, key: str) -> None:
        # BLAKE2b(key, key=digest) as a copy of the seed's keyed hash fed the key: the same
        # hash, without keying a new one (the key block) at every roll.
        base = _keyed(seed).copy()
        base.update(key.encode("utf-8"))
        self._base = base
        self._block = b""
        self._pos = 0
        self._counter = 0

    def _u64(self) -> int:
        if self._pos + 8 > len(self._block):
            h = self._base.copy()
            h.update(self._counter.to_bytes(8, "little"))
            self._counter += 1
            self._block = h.digest()
            self._pos = 0
        value = int.from_bytes(self._block[self._pos : self._pos + 8], "little")
        self._pos += 8
        return value

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)``."""
        if n <= 0:
            raise ValueError("cannot draw from an empty range")
        limit = (1 << 64) - (1 << 64) % n
        while True:
            value = self._u64()
            if value < limit:
                return value % n


_EXPR = re.compile(r"^(?:1d(?P<sides>\d{1,9})|perm (?P<n>\d{1,9})|sample (?P<k>\d{1,9}) of (?P<m>\d{1,9}))$")
MAX_DRAW = 100_000
"""The most items a shuffle or a draw may have (a die has at most nine digits) (a save's rolls are recomputed by
``verify``: a hand-edited ``perm 999999999`` must be refused, not attempted)."""


def _invalid(key: str, /, **values: object) -> ValueError:
    """A ValueError worded by ``key`` of the generic wording (English; ``verify`` says it in the
    game's language)."""
    from gmconsole.engine.validation import invalid

    return invalid("", key, **values)


def compute(seed: str, key: str, expr: str) -> int | list[int]:
    """The result of roll ``expr`` under ``key`` for ``seed``.

    ``1dN`` gives 1..N; ``perm N`` a permutation of 0..N-1; ``sample K of N`` K distinct indices
    of 0..N-1 in draw order.
    """
    die, n, k = _parse(expr)
    base = _keyed(seed).copy()  # what _Stream(seed, key) starts from
    base.update(key.encode("utf-8"))
    return _result(base, die, n, k)


def _result(base: Any, die: bool, n: int, k: int) -> int | list[int]:
    """What ``below(n) + 1`` (a die) or :func:`_partial_shuffle` gives on the stream ``base``, in
    one loop without a call per number (speed: a 50-player deal draws hundreds): the numbers of a
    block read four at a time."""
    values = _numbers(base, 0, (k + 3) >> 2)
    if die:
        if n <= 0:
            raise ValueError("cannot draw from an empty range")
        value = values[0]
        pos = 1
        limit = _TOP - _TOP % n
        while value >= limit:  # rejected (less than n in 2**64): the next number
            if pos == len(values):
                values += _numbers(base, pos >> 2, 1)
            value = values[pos]
            pos += 1
        return value % n + 1
    items = _RANGE[:n] if n <= len(_RANGE) else list(range(n))
    safe = _TOP - n  # below it, a number is taken for any range m <= n (its limit is above 2**64 - m)
    i = 0
    for i in range(k):  # the first k numbers in turn, while none is rejected (all but certain)
        value = values[i]
        if value >= safe:  # a chance of n in 2**64: on from here number by number, rejections read
            break
        j = i + value % (n - i)
        items[i], items[j] = items[j], items[i]
    else:
        return items[:k]
    pos = start = i
    for i in range(start, k):
        m = n - i
        if pos == len(values):  # only after a rejection
            values += _numbers(base, pos >> 2, 1)
        value = values[pos]
        pos += 1
        if value >= safe:  # a chance of n in 2**64: the exact limit
            limit = _TOP - _TOP % m
            while value >= limit:  # rejected: the next number
                if pos == len(values):
                    values += _numbers(base, pos >> 2, 1)
                value = values[pos]
                pos += 1
        j = i + value % m
        items[i], items[j] = items[j], items[i]
    return items[:k]


_TOP = 1 << 64
_COUNTER = tuple(counter.to_bytes(8, "little") for counter in range(64))
"""A stream's first block counters, as its hash is fed them."""
_BLOCK_0 = _COUNTER[0]
"""The counter of a stream's first block."""
_RANGE = list(range(1024))
"""``0..1023``: the items a shuffle or a draw starts from, sliced (``list(range(n))`` costs more)."""
_four_u64 = struct.Struct("<4Q").unpack
"""A 32-byte block's four 64-bit little-endian numbers, in the order ``_Stream._u64`` reads them."""


def _numbers(base: Any, first: int, blocks: int) -> list[int]:
    """The numbers of blocks ``first`` to ``first + blocks - 1`` of the stream ``base``."""
    out: list[int] = []
    for counter in range(first, first + blocks):
        h = base.copy()
        h.update(_COUNTER[counter] if counter < 64 else counter.to_bytes(8, "little"))
        out += _four_u64(h.digest())
    return out


@lru_cache(maxsize=1024)
def _parse(expr: str) -> tuple[bool, int, int]:
    """``(True, sides, 1)`` for ``1dN``; ``(False, n, k)`` for a shuffle or a draw of k among n."""
    match = _EXPR.match(expr)
    if match is None:
        raise _invalid("dice-error-expression", expr=short(expr))
    if match["sides"] is not None:
        parsed = True, int(match["sides"]), 1
    elif match["n"] is not None:
        parsed = False, int(match["n"]), int(match["n"])
    else:
        k, m = int(match["k"]), int(match["m"])
        if k > m:
            raise _invalid("dice-error-sample", k=str(k), m=str(m))
        parsed = False, m, k
    if not parsed[0] and parsed[1] > MAX_DRAW:
        raise _invalid("dice-error-too-large", expr=repr(expr), most=MAX_DRAW)
    return parsed


def _partial_shuffle(stream: _Stream, n: int, k: int) -> list[int]:
    """The definition of a shuffle or a draw on a stream (:func:`compute` makes the same, faster)."""
    items = list(range(n))
    for i in range(k):
        j = i + stream.below(n - i)
        items[i], items[j] = items[j], items[i]
    return items[:k]


def _stream_v1(turn: int, phase: str, purpose: str) -> str:
    return f"{turn}/{phase}/{purpose}"


def _key_v1(turn: int, phase: str, purpose: str, index: int) -> str:
    """``turn/phase/purpose/index``."""
    return f"{turn}/{phase}/{purpose}/{index}"


@dataclass(frozen=True, slots=True)
class Derivation:
    """How the dice of a game are derived: ``stream`` names a roll's counter (turn, phase and
    purpose), ``key`` its full key, ``compute`` its result from the seed and the key.
    ``by_sentence``: the purpose in the key is the roll's sentence (v1), not its purpose id."""

    name: str
    stream: Callable[[int, str, str], str]
    key: Callable[[int, str, str, int], str]
    compute: Callable[[str, str, str], int | list[int]]
    by_sentence: bool = False


DERIVATIONS: dict[str, Derivation] = {
    "blake2b-v1": Derivation("blake2b-v1", _stream_v1, _key_v1, compute, by_sentence=True),
    "blake2b-v2": Derivation("blake2b-v2", _stream_v1, _key_v1, compute),
}
CURRENT_DERIVATION = "blake2b-v2"
_CURRENT = DERIVATIONS[CURRENT_DERIVATION]

_PURPOSE_ID = re.compile(r"^[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*$")
_checked_ids: set[str] = set()


def check_purpose_id(purpose: str) -> str:
    """``purpose`` if it is a purpose id (``justice.fill_accused``: lower-case snake_case words
    joined by dots, at most 80 characters), else a ValueError: a sentence goes in ``say``."""
    if purpose not in _checked_ids:
        if len(purpose) > 80 or not _PURPOSE_ID.match(purpose):
            raise ValueError(
                f"roll purpose {short(purpose)} is not a purpose id (snake_case words joined by dots, "
                "like justice.fill_accused); the sentence shown to people goes in say="
            )
        _checked_ids.add(purpose)
    return purpose


_derivation: ContextVar[str] = ContextVar("dice_derivation", default=CURRENT_DERIVATION)


def derivation(name: str | None = None) -> Derivation:
    """The derivation called ``name`` (default: the one in use); ValueError for an unknown name."""
    name = name or _derivation.get()
    try:
        return DERIVATIONS[name]
    except KeyError:
        known = ", ".join(sorted(DERIVATIONS))
        raise _invalid("dice-error-derivation", name=repr(name), known=known) from None


def active() -> str:
    """The name of the derivation rolls are made under here."""
    return _derivation.get()


@contextmanager
def using(name: str) -> Iterator[Derivation]:
    """Roll under derivation ``name`` inside the block (a game started under an older one)."""
    chosen = derivation(name)
    token = _derivation.set(name)
    try:
        yield chosen
    finally:
        _derivation.reset(token)


@dataclass(slots=True)
class Roll(ModelInterface):
    """One logged random outcome. ``outcome`` says in words what it decided.

    A plain dataclass like :class:`~gmconsole.engine.events.Event` (see ``records.py``):
    validated and dumped with the journal, never changed once rolled. A roll made by
    :meth:`Dice._draw` is logged as the values it was drawn from and made a Roll when the log
    is read (:attr:`Dice.log`; its key, expression and a die's or a chance's outcome written
    then): the same roll, made only for a reader (a simulator reads none).
    """

    key: str
    purpose: str
    expr: str
    result: int | list[int]
    outcome: str = ""
    audience: Audience = GM
    turn: int = 0
    phase: str = ""
    purpose_id: str = ""
    """The stable purpose id (``justice.fill_accused``); ``purpose`` is then the sentence shown.
    Empty for the rolls of a ``blake2b-v1`` game, whose key holds the sentence."""


_new_roll = object.__new__
_DIE, _CHANCE, _CHOICE, _SAMPLE, _PERM = range(5)
"""What a roll made by :meth:`Dice._draw` drew (its form): one number in ``1..n`` (a die, a
chance, a choice), or k distinct indices of ``0..n-1`` (a sample, a shuffle)."""


def _made(drawn: tuple[Any, ...]) -> Roll:
    """The roll :meth:`Dice._draw` logged as ``drawn`` (``purpose, say, result, audience, turn,
    phase, form, name, index, n, k, outcome``; ``k`` a chance's threshold, ``outcome`` None for
    a die and a chance): its key ``turn/phase/purpose/index``, its expression and its outcome
    written as :meth:`Dice._roll` writes them."""
    purpose, say, result, audience, turn, phase, form, name, index, n, k, outcome = drawn
    if form <= _CHOICE:
        expr = f"1d{n}"
    else:
        expr = f"sample {k} of {n}" if form == _SAMPLE else f"perm {n}"
    if form == _DIE:
        outcome = str(result)
    elif form == _CHANCE:
        outcome = f"{result} <= {k}: yes" if result <= k else f"{result} > {k}: no"
    roll = _new_roll(Roll)
    roll.key = f"{name}/{index}"
    roll.purpose = say or purpose
    roll.expr = expr
    roll.result = result
    roll.outcome = outcome
    roll.audience = audience
    roll.turn = turn
    roll.phase = phase
    roll.purpose_id = purpose
    return roll


_streams: dict[str, tuple[str, int, str, str, Any]] = {}
"""The last stream rolled of each purpose id under the current derivation:
``(seed, turn, phase, name, base)``, ``name`` being ``turn/phase/purpose`` (the counter's key)
and ``base`` the seed's keyed hash fed ``name/``; taken again for the same seed, turn and phase
objects (``is``: no equal value of another type shares it). Rolls of a purpose made in one step
(a squad's failure after another's) share it, across actions and their dice."""
_STREAMS_KEPT = 4096
_SAFE = _TOP - (1 << 32)
"""Below it, a number is taken by a die of any range up to 2**32 (its limit is above 2**64 - n)."""
_INDEX = tuple(str(i).encode("utf-8") for i in range(256))
"""A roll's index as its key ends (``.../7``), for the first ones."""
_INDEX_0 = tuple(index + _BLOCK_0 for index in _INDEX)
"""The index followed by the first block's counter: what a die's hash is fed after ``name/``."""
_first_u64 = struct.Struct("<Q24x").unpack
"""A 32-byte block's first 64-bit little-endian number (as a 1-tuple)."""
_DRAWN_MAX = 1_000_000_000
"""A die has fewer sides (nine digits); larger ones go :meth:`Dice._roll`'s way (refused)."""


_step: tuple[str, int, str, Any] | None = None
"""The step the last stream was made in: ``(seed, turn, phase, hashed)``, ``hashed`` the seed's
keyed hash fed ``turn/phase/``, made at the step's second stream (None before): its key block
is hashed (BLAKE2b hashes the key's block when the first bytes after it come), so a stream of
another purpose in the same step starts from a copy of it and hashes one block less (a deal rolls some 25 purposes in its step; a game of one roll, none).
Taken again for the same seed, turn and phase objects, as :data:`_streams`'s entries are."""


def _stream(seed: str, turn: int, phase: str, purpose: str) -> tuple[str, int, str, str, Any]:
    """The entry of :data:`_streams` for this purpose in this step, made (and kept) once the
    purpose id is checked: an entry's purpose is a purpose id."""
    global _step
    if purpose not in _checked_ids:
        check_purpose_id(purpose)
    step = _step
    if step is not None and step[0] is seed and step[1] is turn and step[2] is phase:
        hashed = step[3]
        if hashed is None:  # the step's second purpose: its hash made now
            hashed = _keyed(seed).copy()
            hashed.update(f"{turn}/{phase}/".encode())
            _step = (seed, turn, phase, hashed)
        name = f"{turn}/{phase}/{purpose}"
        base = hashed.copy()
        base.update(f"{purpose}/".encode())
    else:  # the step's first purpose: from the seed's keyed hash, as before
        _step = (seed, turn, phase, None)
        name = f"{turn}/{phase}/{purpose}"
        base = _keyed(seed).copy()
        base.update(f"{name}/".encode())
    if len(_streams) >= _STREAMS_KEPT:  # purpose ids are a fixed set in practice; a bound anyway
        _streams.clear()
    made = _streams[purpose] = (seed, turn, phase, name, base)
    return made


class Dice:
    """The dice of one action: rolls keyed by ``turn/phase/purpose/index``, all logged.

    Every roll takes a purpose id (``setup.wolf_count``, in the key) and, as ``say=``, the
    sentence shown to people (logged; the id is shown when there is none).
    ``counters`` is the game state's mapping of ``turn/phase/purpose`` to rolls made so far.
    """

    def __init__(self, seed: str, counters: dict[str, int], turn: int, phase: str) -> None:
        self.seed = seed
        self.counters = counters
        self.turn = turn
        self.phase = phase
        self._log: list[Roll | tuple[Any, ...]] = []
        """The rolls, in order: a Roll, or what :meth:`_draw` drew, made a Roll when read (:attr:`log`)."""
        chosen = self._derivation = derivation()
        # The current derivation's rolls are made inline (:meth:`_draw`); an older one's (a v1
        # game) or another's (a test's) by :meth:`_roll`.
        self._inline = chosen is _CURRENT

    @property
    def log(self) -> list[Roll]:
        """The rolls made so far, in order (the list itself)."""
        log = self._log
        for i, roll in enumerate(log):
            if type(roll) is tuple:
                log[i] = _made(roll)
        return log  # type: ignore[return-value]

    def count(self) -> int:
        """``len(self.log)``, without making the rolls :meth:`_draw` logged."""
        return len(self._log)

    def _keyed(self, purpose: str, say: str) -> str:
        """What the key holds for this roll: the purpose id, or the sentence under v1."""
        if purpose not in _checked_ids:
            check_purpose_id(purpose)
        return (say or purpose) if self._derivation.by_sentence else purpose

    def _roll(
        self, purpose: str, say: str, expr: str, audience: Audience, describe: Any = None
    ) -> int | list[int]:
        chosen = self._derivation
        if purpose not in _checked_ids:  # what self._keyed does, inline (a call less per roll)
            check_purpose_id(purpose)
        keyed = (say or purpose) if chosen.by_sentence else purpose
        turn, phase, counters = self.turn, self.phase, self.counters
        if chosen.compute is compute and chosen.stream is _stream_v1 and chosen.key is _key_v1:
            # the shipped derivations' stream, key and numbers, inline (three calls less a roll)
            stream = f"{turn}/{phase}/{keyed}"
            index = counters.get(stream, 0)
            counters[stream] = index + 1
            key = f"{stream}/{index}"
            die, n, k = _parse(expr)
            base = _keyed(self.seed).copy()
            encoded = key.encode("utf-8")
            base.update(encoded)
            if die and n > 0:
                # A die, most rolls: the stream's first number (block 0, fed to ``base`` itself,
                # no copy), unless rejected (less than n in 2**64): then ``_result`` from the start.
                base.update(_BLOCK_0)
                value = _four_u64(base.digest())[0]
                if value < _TOP - _TOP % n:
                    result: int | list[int] = value % n + 1
                else:  # a chance of n in 2**64
                    base = _keyed(self.seed).copy()
                    base.update(encoded)
                    result = _result(base, die, n, k)
            else:
                result = _result(base, die, n, k)
        else:
            stream = chosen.stream(turn, phase, keyed)
            index = counters.get(stream, 0)
            counters[stream] = index + 1
            key = chosen.key(turn, phase, keyed, index)
            result = chosen.compute(self.seed, key, expr)
        outcome = describe(result) if describe else str(result)
        if type(audience) is not Audience:  # a dict: validated (type(): a model's .__class__ is slow)
            audience = Audience.model_validate(audience)
        # What ``Roll(key, say or purpose, expr, result, outcome, audience, self.turn, self.phase,
        # ident)`` makes, without calling the class (its ``__init__`` frame): v1 rolls are logged
        # as they always were, without a purpose id.
        roll = _new_roll(Roll)
        roll.key = key
        roll.purpose = say or purpose
        roll.expr = expr
        roll.result = result
        roll.outcome = outcome
        roll.audience = audience
        roll.turn = turn
        roll.phase = phase
        roll.purpose_id = "" if chosen.by_sentence else purpose
        self._log.append(roll)
        return result

    def _draw(self, purpose: str, say: str, audience: Audience, form: int, n: int, k: int, pool: Any) -> Any:
        """A valid roll under ``blake2b-v2``, made and logged inline: what :meth:`_roll` makes and
        logs (the same counters, numbers and fields, errors in the same order), logged as the
        values it was drawn from and made a Roll when the log is read (:func:`_made`).
        ``form``: ``_DIE``, ``_CHANCE`` (``k`` the threshold), ``_CHOICE`` (``1dn`` over
        ``pool``), ``_SAMPLE`` or ``_PERM`` (k of n over ``pool``). Returns what the public
        method returns."""
        seed, turn, phase = self.seed, self.turn, self.phase
        stream = _streams.get(purpose)
        if stream is None or stream[0] is not seed or stream[1] is not turn or stream[2] is not phase:
            stream = _stream(seed, turn, phase, purpose)  # the purpose id checked there
        name = stream[3]
        counters = self.counters
        index = counters.get(name, 0)
        counters[name] = index + 1
        base = stream[4].copy()
        if form <= _CHOICE:
            # The stream's first number (block 0, fed to ``base`` itself), unless rejected (n in
            # 2**64): then the stream from the start (``_result``).
            base.update(b"%d" % index + _BLOCK_0 if index >> 8 else _INDEX_0[index])  # >> 8: not 0..255
            value = _first_u64(base.digest())[0]
            if value < _SAFE or value < _TOP - _TOP % n:
                result: Any = value % n + 1
            else:
                base = stream[4].copy()
                base.update(b"%d" % index)
                result = _result(base, True, n, 1)
        elif k == 1:  # one item drawn (most samples): the stream's first number, as for a die
            base.update(b"%d" % index + _BLOCK_0 if index >> 8 else _INDEX_0[index])
            value = _first_u64(base.digest())[0]
            if value < _SAFE or value < _TOP - _TOP % n:
                result = [value % n]  # what ``_result`` swaps to the front
            else:
                base = stream[4].copy()
                base.update(b"%d" % index)
                result = _result(base, False, n, 1)
        else:
            base.update(b"%d" % index if index >> 8 else _INDEX[index])
            result = _result(base, False, n, k)
        if form == _CHOICE:
            drawn = pool[result - 1]
            outcome: str | None = drawn if type(drawn) is str else str(drawn)
        elif form >= _SAMPLE:
            drawn = []  # a loop, not a comprehension (a frame, and ``pool`` a cell at every call)
            plain = True  # all str: each is its own str(), as ``_roll`` joins them
            for i in result:  # (``map`` costs more for the few items drawn: its objects, str() a call each)
                item = pool[i]
                drawn.append(item)
                if type(item) is not str:  # type(): a call the interpreter inlines; .__class__ is a lookup
                    plain = False
            outcome = ", ".join(drawn) if plain else ", ".join(map(str, drawn))
        else:
            outcome = None  # written when read (``_made``)
        if type(audience) is not Audience:  # a dict: validated (type(): a model's .__class__ is slow)
            audience = Audience.model_validate(audience)
        self._log.append((purpose, say, result, audience, turn, phase, form, name, index, n, k, outcome))
        if form == _DIE:
            return result
        if form == _CHANCE:
            return result <= k
        return drawn

    def die(self, purpose: str, sides: int, audience: Audience = GM, *, say: str = "") -> int:
        """A roll of 1dN."""
        if self._inline and type(sides) is int and 0 < sides < _DRAWN_MAX:
            return self._draw(purpose, say, audience, _DIE, sides, 1, None)  # type: ignore[no-any-return]
        return self._roll(purpose, say, f"1d{sides}", audience)  # type: ignore[return-value]

    def chance(self, purpose: str, percent: float, audience: Audience = GM, *, say: str = "") -> bool:
        """True with probability ``percent`` (0-100): 1d100 (or 1d10000) at most the threshold."""
        if type(percent) is int and 0 <= percent <= 100:  # what the general case gives
            scale, threshold = 100, int(percent)
        else:
            scale = 100 if float(percent).is_integer() else 10000
            threshold = round(percent * scale / 100)
        if self._inline:
            return self._draw(purpose, say, audience, _CHANCE, scale, threshold, None)  # type: ignore[no-any-return]
        hit = self._roll(
            purpose,
            say,
            f"1d{scale}",
            audience,
            lambda r: f"{r} <= {threshold}: yes" if r <= threshold else f"{r} > {threshold}: no",
        )
        return hit <= threshold  # type: ignore[operator]

    def choice(self, purpose: str, items: Sequence[T], audience: Audience = GM, *, say: str = "") -> T:
        """One item drawn uniformly from ``items``."""
        pool = items if type(items) is list else list(items)  # a list: not kept, not copied
        n = len(pool)
        if self._inline and 0 < n < _DRAWN_MAX:
            return self._draw(purpose, say, audience, _CHOICE, n, 1, pool)  # type: ignore[no-any-return]
        index = self._roll(purpose, say, f"1d{n}", audience, lambda r: str(pool[r - 1]))
        return pool[index - 1]  # type: ignore[operator]

    def sample(
        self, purpose: str, items: Sequence[T], k: int, audience: Audience = GM, *, say: str = ""
    ) -> list[T]:
        """``k`` distinct items drawn from ``items``, in draw order."""
        pool = items if type(items) is list else list(items)  # a list: not kept, not copied
        if k == 0:
            return []
        n = len(pool)
        if self._inline and type(k) is int and 0 < k <= n <= MAX_DRAW:
            return self._draw(purpose, say, audience, _SAMPLE, n, k, pool)  # type: ignore[no-any-return]
        picks = self._roll(
            purpose,
            say,
            f"sample {k} of {n}",
            audience,
            lambda r: ", ".join([str(pool[i]) for i in r]),
        )
        return [pool[i] for i in picks]  # type: ignore[union-attr]

    def peek_sample(self, purpose: str, items: Sequence[T], k: int, *, say: str = "") -> list[T]:
        """What :meth:`sample` would draw now with the same arguments, without drawing it: nothing
        is logged and no counter moves (a deal checks a draw against its pins before making it)."""
        pool = list(items)
        if k == 0:
            return []
        chosen = self._derivation
        keyed = self._keyed(purpose, say)
        index = self.counters.get(chosen.stream(self.turn, self.phase, keyed), 0)
        key = chosen.key(self.turn, self.phase, keyed, index)
        picks = chosen.compute(self.seed, key, f"sample {k} of {len(pool)}")
        return [pool[i] for i in picks]  # type: ignore[union-attr]

    def shuffle(self, purpose: str, items: Sequence[T], audience: Audience = GM, *, say: str = "") -> list[T]:
        """A new list with ``items`` in random order."""
        pool = list(items)
        n = len(pool)
        if n < 2:
            return pool
        if self._inline and n <= MAX_DRAW:
            return self._draw(purpose, say, audience, _PERM, n, n, pool)  # type: ignore[no-any-return]
        order = self._roll(
            purpose, say, f"perm {len(pool)}", audience, lambda r: ", ".join(str(pool[i]) for i in r)
        )
        return [pool[i] for i in order]  # type: ignore[union-attr]
