"""The one object a client holds: a game's state with its journal, undo and redo.

Like a chess board, a :class:`Game` is a state plus the stack of what was pushed onto it:
``push`` applies a batch of actions (all or nothing), ``undo`` pops the last batch, ``redo``
pushes it again. Because every die is keyed by turn, phase and purpose (``dice.py``), replaying
the journal from the deal gives back exactly the same game; ``verify`` does that and compares.

:func:`apply` is the functional form: ``apply(state, action) -> (new_state, events, rolls)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from gmconsole.engine.actions import Action, action_data
from gmconsole.engine.dice import (
    CURRENT_DERIVATION,
    Roll,
    active,
    derivation,
    seed_commitment,
    using,
)
from gmconsole.engine.diff import difference
from gmconsole.engine.errors import RuleViolation, refusals_of, short, short_key
from gmconsole.engine.events import Event
from gmconsole.engine.journal import JournalEntry, utcnow
from gmconsole.engine.rules.base import Context, GameRules, RosterEntry, ScenarioBase, Step
from gmconsole.engine.rules.registry import find_rules
from gmconsole.engine.state import GameState


@dataclass
class Applied:
    """What one push produced (also what the CLI prints)."""

    entry: JournalEntry
    warnings: list[str] = field(default_factory=list)


class Game:
    """A game in play: scenario, roster, seed, state, journal and redo stack."""

    def __init__(
        self,
        rules: GameRules,
        scenario: ScenarioBase,
        roster: list[RosterEntry],
        seed: str,
        state: GameState,
        setup: JournalEntry,
        journal: list[JournalEntry] | None = None,
        redo: list[JournalEntry] | None = None,
        dice: str = CURRENT_DERIVATION,
    ) -> None:
        self.rules = rules
        self.dice = dice
        """The dice derivation the game rolls under (``dice.DERIVATIONS``), kept for its whole life."""
        self.rules_revision = rules.revision
        """The rules revision its journal was played under (a save may record an older one)."""
        self.scenario = scenario
        self.roster = roster
        self.seed = seed
        self.state = state
        self.setup = setup
        self.journal = journal or []
        self.redo_stack = redo or []
        # States before each journal entry, kept in memory for a fast undo (rebuilt on demand).
        self._before: list[GameState] | None = [] if not self.journal else None

    # -- creation ---------------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        scenario: ScenarioBase,
        roster: Sequence[RosterEntry],
        seed: str,
        running: dict[str, Any] | None = None,
        dice: str = CURRENT_DERIVATION,
    ) -> Game:
        """Deal a new game. Raises :class:`RuleViolation` when the roster does not fit.

        ``running``: a game taken over as it stands (``GameRules.take_over``) instead of dealt;
        kept in the setup entry's action, so that a replay (``verify``) starts from it again.
        ``dice``: the dice derivation it rolls under (``dice.DERIVATIONS``; default the current)."""
        rules = find_rules(scenario.game)
        with using(dice), refusals_of(scenario):
            if running is None:
                state, ctx = rules.setup(scenario, list(roster), seed)
                action: dict[str, Any] = {"kind": "setup"}
            else:
                state, ctx = rules.take_over(scenario, list(roster), seed, running)
                action = {"kind": "setup", "running": running}
        setup = JournalEntry(turn=0, phase="setup", actions=[action], events=ctx.events, rolls=ctx.rolls)
        return cls(rules, scenario, list(roster), seed, state, setup, dice=dice)

    @property
    def running(self) -> dict[str, Any] | None:
        """The running game this one was taken over from (None for a dealt game)."""
        actions = self.setup.actions
        return actions[0].get("running") if actions else None

    # -- play -------------------------------------------------------------------------------
    def parse(self, data: dict[str, Any]) -> Action:
        with refusals_of(self.scenario):
            return self.rules.parse_action(data)

    def push(self, actions: Action | Iterable[Action]) -> Applied:
        """Apply a batch of actions, all or nothing; the redo stack is cleared."""
        with refusals_of(self.scenario):
            applied = self._push(actions)
        self.redo_stack.clear()
        return applied

    def _push(self, actions: Action | Iterable[Action]) -> Applied:
        batch = [actions] if isinstance(actions, Action) else list(actions)
        if not batch:
            raise RuleViolation.of("no-orders-apply")
        if self.dice == active():  # the usual case: no context to switch
            return self._push_batch(batch)
        with using(self.dice):
            return self._push_batch(batch)

    def _push_batch(self, batch: list[Action]) -> Applied:
        work = self.state.model_copy(deep=True)
        # what JournalEntry(turn=..., phase=...) makes from the state's own int and str, without
        # building the journal's validator (issue 17: `apply` validated nothing else with it); the
        # defaults are given, as pydantic's factories would make them, since pydantic asks
        # `inspect.signature` whether each factory takes the data, and for `list` that parses
        # its text signature with `tokenize`, whose pattern compiles in some 10 M instructions
        if work.turn.__class__ is int and work.phase.__class__ is str:
            entry = JournalEntry.model_construct(
                {"turn", "phase"},
                turn=work.turn,
                phase=work.phase,
                actions=[],
                events=[],
                rolls=[],
                at=utcnow(),
            )
        else:
            entry = JournalEntry(turn=work.turn, phase=work.phase)
        warnings: list[str] = []
        for action in batch:
            if work.over:
                raise RuleViolation.of(
                    "game-over-won", rule=work.victory_rule, winner=self.scenario.display(work.winner)
                )
            long = action.too_long(self.scenario.max_name_length, self.scenario.max_text_length)
            if long is not None:  # before any name is matched: a megabyte name takes minutes
                key, what, limit, text = long
                raise RuleViolation.of(
                    "too-long-has-at-most-characters",
                    key=key,
                    text=short(text),
                    what=what,
                    limit=format(limit, ","),
                )
            ctx = Context(work, self.scenario)
            self.rules.perform(work, action, ctx)
            entry.actions.append(action_data(action) | {"kind": action.kind})
            entry.events.extend(ctx.events)
            entry.rolls.extend(ctx.rolls)
            warnings.extend(ctx.warnings)
        if work.over and not self.state.over:
            # the game just ended: the seed is revealed, as the setup post promised (principle 2),
            # so that anyone can recompute every die with `gmconsole verify`
            entry.events.append(
                Event(
                    "seed_revealed",
                    work.turn,
                    work.phase,
                    data={"seed": self.seed, "seed_sha256": self.state.seed_sha256},
                )
            )
        if self._before is not None:
            self._before.append(self.state)
        self.state = work
        self.journal.append(entry)
        return Applied(entry, warnings)

    def undo(self) -> JournalEntry:
        """Take back the last batch; it goes on the redo stack."""
        with refusals_of(self.scenario):
            return self._undo()

    def _undo(self) -> JournalEntry:
        if not self.journal:
            raise RuleViolation.of("nothing-undo")
        if self._before is None:
            fresh, before = self._replay(self.journal)
            if self.older_rules and fresh.state.model_dump() != self.state.model_dump():
                raise RuleViolation.of(
                    "this-game-journal-was-played-under",
                    rules_revision=self.rules_revision,
                    name=self.rules.name,
                    revision=self.rules.revision,
                )
            self._before = before
        entry = self.journal.pop()
        self.state = self._before.pop()
        self.redo_stack.append(entry)
        return entry

    def redo(self) -> Applied:
        """Apply again the last batch taken back (same orders, same dice)."""
        with refusals_of(self.scenario):
            return self._redo()

    def _redo(self) -> Applied:
        if not self.redo_stack:
            raise RuleViolation.of("nothing-redo")
        entry = self.redo_stack[-1]
        applied = self._push([self.parse(a) for a in entry.actions])
        self.redo_stack.pop()
        return applied

    @property
    def older_rules(self) -> bool:
        """True when the journal was played under another revision of the rules than today's."""
        return self.rules_revision != self.rules.revision

    # -- replay -----------------------------------------------------------------------------
    def _replay(self, entries: Sequence[JournalEntry]) -> tuple[Game, list[GameState]]:
        fresh = Game.new(self.scenario, self.roster, self.seed, self.running, dice=self.dice)
        before: list[GameState] = []
        for entry in entries:
            before.append(fresh.state)
            fresh._push([fresh.parse(a) for a in entry.actions])
        return fresh, before

    def verify(self) -> list[str]:
        """Recompute every logged roll from the seed and replay the journal; list the mismatches,
        each naming the key that differs (``state.players.12.alive: saved true, replayed false``).

        The rolls are recomputed under the game's own dice derivation; the journal is replayed
        only when it was played under today's rules revision (see :attr:`older_rules`)."""
        from gmconsole.engine.worded import Shown, said, worded

        problems: list[str] = []
        scenario = self.scenario
        if seed_commitment(self.seed) != self.state.seed_sha256:
            problems.append(worded("", "verify-seed"))
        try:
            compute = derivation(self.dice).compute
        except ValueError as exc:
            return [*problems, said(exc)]
        for entry in [self.setup, *self.journal]:
            for roll in entry.rolls:
                key = short_key(roll.key, 80)
                try:
                    again = compute(self.seed, roll.key, roll.expr)
                except ValueError as exc:
                    problems.append(worded("", "verify-roll-unreadable", key=key, problem=said(exc)))
                    continue
                if again != roll.result:
                    purpose = Shown(short_key(roll.purpose, 80), _roll_sentence(roll, scenario))
                    problems.append(
                        worded(
                            "",
                            "verify-roll-mismatch",
                            key=key,
                            purpose=purpose,
                            logged=short(roll.result),
                            again=str(again),
                        )
                    )
        if self.older_rules:  # today's rules may replay it differently: its dice are what can be checked
            return problems
        try:
            fresh = Game.new(self.scenario, self.roster, self.seed, self.running, dice=self.dice)
        except RuleViolation as exc:
            problems.append(worded("", "verify-no-deal", problem=said(exc)))
            return problems
        for i, entry in enumerate(self.journal):
            try:
                fresh._push([fresh.parse(a) for a in entry.actions])
            except (RuleViolation, ValueError) as exc:  # ValueError: pydantic's ValidationError
                step = _step_words(entry, self)
                problems.append(worded("", "verify-no-replay", i=str(i), entry=step, problem=said(exc)))
                return problems
        entries = zip([self.setup, *self.journal], [fresh.setup, *fresh.journal])
        for i, (mine, theirs) in enumerate(entries):
            where = f"journal.{i - 1}" if i else "setup"
            for key in ("turn", "phase"):  # the step an entry is filed under
                if getattr(mine, key) != getattr(theirs, key):
                    diff = difference(getattr(mine, key), getattr(theirs, key), f"{where}.{key}")
                    problems.append(worded("", "verify-filed-elsewhere", difference=diff))
            for key, message in (("rolls", "verify-rolls-differ"), ("events", "verify-events-differ")):
                diff = difference(
                    [x.model_dump() for x in getattr(mine, key)],
                    [x.model_dump() for x in getattr(theirs, key)],
                    f"{where}.{key}",
                )
                if diff is not None:
                    step = _step_words(mine, self)
                    problems.append(worded("", message, difference=diff, entry=step))
        diff = difference(self.state.model_dump(), fresh.state.model_dump(), "state")
        if diff is not None:
            problems.append(worded("", "verify-state-differs", difference=diff))
        return problems

    # -- reading ----------------------------------------------------------------------------
    def entries(self) -> list[JournalEntry]:
        """Setup and every applied batch, in order."""
        return [self.setup, *self.journal]

    def events(self) -> list[Event]:
        return [e for entry in self.entries() for e in entry.events]

    def rolls(self) -> list[Roll]:
        return [r for entry in self.entries() for r in entry.rolls]

    def checklist(self) -> list[Step]:
        return self.rules.checklist(self.state, self.scenario)

    def resolving(self) -> list[Step]:
        """The checklist's steps the next resolution settles (the rules' ``resolving``)."""
        return self.rules.resolving(self.state, self.scenario)

    def warnings(self) -> list[str]:
        return self.rules.warnings(self.state, self.scenario)


def apply(
    state: GameState, action: Action, scenario: ScenarioBase
) -> tuple[GameState, list[Event], list[Roll]]:
    """Pure form of one step: the new state and what it produced; ``state`` is not modified."""
    rules = find_rules(state.game)
    work = state.model_copy(deep=True)
    ctx = Context(work, scenario)
    rules.perform(work, action, ctx)
    return work, ctx.events, ctx.rolls


def _roll_sentence(roll: Any, scenario: ScenarioBase) -> Any:
    """What says ``roll``'s sentence in a language (``verify``'s problems)."""

    def show(language: str) -> str:
        from gmconsole.engine.worded import _Where, dice_sentence

        return short_key(dice_sentence(roll, _Where(scenario.game, language)), 80)

    return show


def _step_words(entry: JournalEntry, game: Game) -> Any:
    """A journal entry named in words (``verify``'s problems): « mise en place », « tour 2,
    nuit, « … » », in English for the record and in the language it is shown in."""
    from gmconsole.engine.worded import Shown, entry_words

    def show(language: str) -> str:
        return entry_words(entry, game, language)

    return Shown(show("en"), show)
