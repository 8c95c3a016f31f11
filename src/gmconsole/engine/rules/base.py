"""What a game's rules provide to the engine, and the context an action runs in.

A game's rules are a :class:`GameRules` subclass, found through its plug-in (see ``registry.py``). The
engine calls :meth:`GameRules.setup` once, then :meth:`GameRules.apply` for each action. The
rules mutate the state they are given, but only after every check has passed: a
:class:`RuleViolation` raised by ``apply`` must leave the state untouched (the
:class:`~gmconsole.engine.game.Game` also works on a copy, so a batch of actions is all or
nothing).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import ModuleType
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gmconsole.engine.actions import (
    SEAT_ACTIONS,
    Action,
    RemovePlayer,
    ReplacePlayer,
    SeatAction,
    SetDeadline,
    unchecked,
)
from gmconsole.engine.dice import Dice, Roll
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import PUBLIC, Audience, Event
from gmconsole.engine.names import MAX_NAME_LENGTH, MAX_TEXT_LENGTH, fold
from gmconsole.engine.records import ModelInterface
from gmconsole.engine.state import GameState
from gmconsole.engine.worded import Worded


class ScenarioBase(BaseModel):
    """Keys every scenario file has. A game's scenario model adds its tables and options."""

    # Validators built at first use (issue 17): a sealed save's scenario is not validated.
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    game: str
    name: str
    language: Literal["fr", "en"] = "fr"
    markup: Literal[
        "bbcode-phpbb",
        "bbcode-forumactif",
        "bbcode-smf",
        "bbcode-xenforo",
        "markdown-discourse",
        "markdown-discord",
        "text",
    ] = "bbcode-phpbb"
    names: dict[str, str] = Field(default_factory=dict)
    """Display names of the game's keys (roles, camps, phases...) in the scenario's language."""
    max_name_length: int = Field(MAX_NAME_LENGTH, ge=1, le=10_000)
    """The longest player name or alias a roster may hold and an order may name (characters):
    a longer one is refused before any name matching."""
    max_text_length: int = Field(MAX_TEXT_LENGTH, ge=1, le=1_000_000)
    """The longest free text an order may hold (an accusation's justification), in characters."""

    def display(self, key: str) -> str:
        """The display name of ``key`` (the key itself when the scenario gives none)."""
        return self.names.get(key, key)


class RosterEntry(BaseModel):
    """One line of the roster file: a name, its aliases, and any pinned secrets."""

    model_config = ConfigDict(extra="forbid", defer_build=True)  # see ScenarioBase

    name: str
    aliases: list[str] = Field(default_factory=list)
    gender: Literal["f", "m"] | None = None
    """``gender = "f"`` (or ``"m"``) in a roster: French sentences about the player agree with it."""
    pins: dict[str, Any] = Field(default_factory=dict)


class Context:
    """What an action may touch besides the state: the dice and the event list.

    Turn and phase are fixed when the action starts, so every roll and event of a resolution
    is filed under the step it resolves.
    """

    __slots__ = (
        "scenario",
        "turn",
        "phase",
        "_state",
        "_dice",
        "_events",
        "_pending",
        "_batched",
        "_warnings",
        "_unworded",
    )
    # A simulator makes one per action: slots make it and its reads cheaper.

    def __init__(self, state: GameState, scenario: ScenarioBase) -> None:
        self.scenario = scenario
        self.turn = state.turn
        self.phase = state.phase
        self._state = state
        self._dice: Dice | None = None
        self._events: list[Event] = []
        # What :meth:`record` filed since ``events`` was last read, in order (with the events
        # :meth:`add_event` made meanwhile), each made an Event when ``events`` is read (a
        # tuple: the filed fields)
        self._pending: list[Event | tuple[Any, ...]] = []
        self._batched = 0  # the events of the batches filed in ``_pending`` less one a batch
        self._warnings: list[Any] = []
        self._unworded = False

    def next_step(self) -> None:
        """Aim this context at the state's current turn and phase, keeping what it holds: a
        simulator keeps one context for a whole game (the deal's) and calls this before each
        step, which costs a fraction of making a new one. What comes after is what a new
        context would make: events filed and rolls keyed under the state's turn and phase."""
        state = self._state
        self.turn = turn = state.turn  # stored without comparing: most steps move one or the other
        self.phase = phase = state.phase
        dice = self._dice
        if dice is not None:
            dice.turn = turn
            dice.phase = phase

    @property
    def warnings(self) -> list[str]:
        """The warnings of the action, in the order given (``warnings.append(text)`` or
        :meth:`warn`): the list itself, whose :meth:`warn` texts are worded when it is read."""
        found = self._warnings
        if self._unworded:
            for i, item in enumerate(found):
                if item.__class__ is tuple:
                    if len(item) == 3:
                        found[i] = Worded(*item)
                    else:  # warn_text's
                        from gmconsole.engine.wording import text  # the wording imports this module

                        found[i] = text(item[0], item[1], **item[2])
            self._unworded = False
        return found

    def warn(self, game: str, key: str, /, **values: Any) -> None:
        """A warning worded by ``key`` of ``game``'s wording (``worded(game, key, **values)``),
        worded only when :attr:`warnings` is read: a simulation never reads them."""
        self._warnings.append((game, key, values))
        self._unworded = True

    def warn_text(self, where: Any, key: str, /, **values: Any) -> None:
        """A warning in ``where``'s language (``text(where, key, **values)``: a plain text, not a
        :class:`Worded` one), worded only when :attr:`warnings` is read, like :meth:`warn`'s."""
        self._warnings.append((where, key, values, None))
        self._unworded = True

    @property
    def dice(self) -> Dice:
        """The action's dice, made on first use (most actions roll nothing)."""
        if self._dice is None:
            state = self._state
            self._dice = Dice(state.seed, state.dice_counters, self.turn, self.phase)
        return self._dice

    @property
    def rolls(self) -> list[Roll]:
        """The rolls made so far (the dice's log; an empty list when nothing was rolled)."""
        return self._dice.log if self._dice is not None else []

    def count_rolls(self) -> int:
        """``len(self.rolls)``, without making the rolls the dice logged (as :meth:`count_events`)."""
        return self._dice.count() if self._dice is not None else 0

    def emit(self, kind: str, audience: Audience = PUBLIC, rule: str = "", **data: Any) -> Event:
        return self.add_event(kind, audience, rule, data)

    def add_event(self, kind: str, audience: Audience, rule: str, data: dict[str, Any]) -> Event:
        """:meth:`emit` with the event's data given as a dict (which becomes the event's own):
        cheaper for a simulator than keywords, which a call matches against the parameters' names
        one by one before gathering them into a dict."""
        if type(audience) is not Audience:  # a dict: validated (type(): a model's .__class__ is slow)
            audience = Audience.model_validate(audience)
        # What ``Event(kind, self.turn, self.phase, audience, rule, data)`` makes, without calling
        # the class (its ``__init__`` frame): a game emits an event for nearly every action.
        event = _new_event(Event)
        event.kind = kind
        event.turn = self.turn
        event.phase = self.phase
        event.audience = audience
        event.rule = rule
        event.data = data
        self._pending.append(event)  # after what :meth:`record` filed before it
        return event

    def append_event(self, event: Event) -> None:
        """``events.append(event)``: ``event`` after the events filed so far, without making those
        :meth:`record` filed (reading :attr:`events` makes them; a simulator never reads them)."""
        self._pending.append(event)

    def record(self, kind: str, audience: Audience, rule: str, data: dict[str, Any]) -> None:
        """:meth:`add_event`, the event made only when :attr:`events` is read: the same event,
        in the same place among the others. A simulator never reads a game's events, and making
        an :class:`Event` costs several times filing its fields (issue 17's speed)."""
        if type(audience) is not Audience:  # a dict: validated now, as add_event does
            audience = Audience.model_validate(audience)
        self._pending.append((kind, self.turn, self.phase, audience, rule, data))

    def record_made(
        self,
        kind: str,
        audience: Audience,
        rule: str,
        make: Callable[..., dict[str, Any]],
        values: tuple[Any, ...],
    ) -> None:
        """:meth:`record` with the event's data made by ``make(*values)`` when the event is read:
        the same event, in the same place among the others. ``values`` must not change after
        (containers the rules replace rather than change in place). Filing a tuple of the values
        costs a fraction of building a data dict of ten entries and the lists and dicts in it,
        which a simulator, never reading a game's events, would then only free (issue 17)."""
        if type(audience) is not Audience:  # a dict: validated now, as add_event does
            audience = Audience.model_validate(audience)
        self._pending.append((kind, self.turn, self.phase, audience, rule, make, values))

    def record_batch(
        self,
        count: int,
        make: Callable[..., list[tuple[str, Audience, str, dict[str, Any]]]],
        values: tuple[Any, ...],
    ) -> None:
        """``count`` events filed at once, made when the events are read: ``make(*values)`` gives
        each one's kind, audience, rule and data, in order (``count`` of them), and they take this
        place among the others. For a step that tells many players something at once (a deal's
        role cards): one filing instead of one a player, whose audiences, rules and data a
        simulator would never read (issue 17). ``values`` must not change after, as
        :meth:`record_made`'s."""
        self._pending.append((count, self.turn, self.phase, make, values))
        self._batched += count - 1

    def count_events(self) -> int:
        """``len(self.events)``, without making the events :meth:`record` filed."""
        return len(self._events) + len(self._pending) + self._batched

    @property
    def events(self) -> list[Event]:
        """The events of the action so far, in the order they were added (the list itself:
        ``events.append(event)`` adds one after those filed so far)."""
        events = self._events
        pending = self._pending
        if pending:
            for item in pending:
                if type(item) is tuple:  # filed by record, record_made or record_batch: made now
                    if len(item) == 5:  # record_batch's: its events made now, in order
                        _, turn, phase, make, values = item
                        for kind, audience, rule, data in make(*values):
                            event = _new_event(Event)
                            event.kind, event.turn, event.phase = kind, turn, phase
                            event.audience, event.rule, event.data = audience, rule, data
                            events.append(event)
                        continue
                    event = _new_event(Event)
                    if len(item) == 6:  # record's
                        event.kind, event.turn, event.phase, event.audience, event.rule, event.data = item
                    else:  # record_made's: the data made now
                        event.kind, event.turn, event.phase, event.audience, event.rule = item[:5]
                        event.data = item[5](*item[6])
                    events.append(event)
                else:  # add_event's, made already
                    events.append(item)  # type: ignore[arg-type]
            pending.clear()
            self._batched = 0
        return events


_new_event = object.__new__


StepStatus = Literal["done", "entered", "missing", "optional", "warning", "private"]
_STEP_STATUSES = frozenset(get_args(StepStatus))


@dataclass(slots=True)
class Step(ModelInterface):
    """One line of the phase checklist: what is entered, missing, refused or resolved.

    A plain dataclass, like the events (``records.py``): every command that opens a save asks
    for the checklist, and a pydantic model's validator, built for it alone, cost a headless
    command a tenth of its start-up (issue 17). The rules give it their own texts; its fields
    are checked as they are made, ``model_dump`` gives them as a model's would."""

    label: str
    status: str
    """One of :data:`StepStatus` (checked when made). ``private``: in a public checklist, orders sent to the GM in private, not shown."""
    detail: str = ""

    def __post_init__(self) -> None:
        if self.status not in _STEP_STATUSES:
            raise ValueError(
                f"Step.status: {self.status!r} is not one of {', '.join(sorted(_STEP_STATUSES))}"
            )
        if self.label.__class__ is not str or self.detail.__class__ is not str:
            raise TypeError(
                f"Step: the label and the detail are texts, not {self.label!r} and {self.detail!r}"
            )


class Awaited(BaseModel):
    """One thing the current step still waits for from one player (for the reminder).

    ``what`` names it in the scenario's language as a short noun phrase ("vote", "ordre de
    Ben les Os"). ``secret``: naming this player in the thread would tell a secret (a night
    role's order, the wolves' orders): the reminder goes to him in private, never in the post."""

    model_config = ConfigDict(frozen=True, defer_build=True)

    player: str
    what: str
    secret: bool = False


def game_over_step(state: GameState, scenario: ScenarioBase) -> Step:
    """The one checklist line of a finished game: who won, by which rule."""
    from gmconsole.engine.wording import text  # the wording imports this module

    return Step(
        label=text(scenario, "game-over"),
        status="done",
        detail=text(
            scenario, "game-over-winner", winner=scenario.display(state.winner), rule=state.victory_rule
        ),
    )


ABSTAIN = "abstain"
"""The key of the abstention, the one special option vote import knows without being told
(``je m'abstiens``, ``I abstain``): an unvote is read as it where the ballot takes it."""

# The console's forms and panels live in ``forms.py``, imported at the first look-up of one of
# their names here (PEP 562): a headless command never creates their pydantic classes.
if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from gmconsole.engine.rules.forms import Ballot as Ballot
    from gmconsole.engine.rules.forms import Choice as Choice
    from gmconsole.engine.rules.forms import Form as Form
    from gmconsole.engine.rules.forms import FormField as FormField
    from gmconsole.engine.rules.forms import GroupPicker as GroupPicker
    from gmconsole.engine.rules.forms import MultiChoice as MultiChoice
    from gmconsole.engine.rules.forms import NameField as NameField
    from gmconsole.engine.rules.forms import OrderForm as OrderForm
    from gmconsole.engine.rules.forms import Panel as Panel
    from gmconsole.engine.rules.forms import PanelLine as PanelLine
    from gmconsole.engine.rules.forms import SpecialOption as SpecialOption
    from gmconsole.engine.rules.forms import abstention as abstention
_FORMS = frozenset(
    {
        "SpecialOption",
        "abstention",
        "Ballot",
        "GroupPicker",
        "NameField",
        "Choice",
        "MultiChoice",
        "FormField",
        "OrderForm",
        "Form",
        "PanelLine",
        "Panel",
    }
)


def __getattr__(name: str) -> Any:
    if name in _FORMS:
        from gmconsole.engine.rules import forms

        value = getattr(forms, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def lazy_module(name: str) -> ModuleType:
    """The module ``name``, executed at the first read of one of its attributes (the standard
    library's :class:`importlib.util.LazyLoader`): a game's rules name their action models' module
    this way, so that a command that gives no order (``status``, ``export``) never creates the
    models (issue 17). A module already imported is returned as it is."""
    import importlib.util
    import sys

    found = sys.modules.get(name)
    if found is not None:
        return found
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ModuleNotFoundError(f"No module named {name!r}", name=name)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


class Imported:
    """A class attribute given as ``"module:attribute"``, imported at its first read and kept in
    the class from then on (``action_model = Imported("mygame.rules.actions:MyAction")``): the
    game's action models are made only by a command that reads or gives an order (issue 17)."""

    def __init__(self, reference: str) -> None:
        self.reference = reference
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: object, owner: type) -> Any:
        from importlib import import_module

        module, _, attribute = self.reference.partition(":")
        value = getattr(import_module(module), attribute)
        setattr(owner, self.name, value)
        return value


class GameRules(ABC):
    """A game's rules, named by its plug-in (:mod:`gmconsole.engine.rules.plugin`); subclasses
    are checked with :func:`registry.register`. ``name`` is the plug-in's name."""

    name: ClassVar[str]
    revision: ClassVar[int] = 1
    """The rules revision, recorded in every save: raise it when a change makes an older journal
    replay differently (other dice, other events). A game started under an older revision goes on
    from its saved state; only the replay checks of ``verify`` are skipped for it."""
    scenario_model: ClassVar[type[ScenarioBase]]
    state_model: ClassVar[type[GameState]]
    action_model: ClassVar[Any]
    """The discriminated union of the game's actions (``kind`` is the discriminator); may be
    given as :class:`Imported` (``Imported("module:Union")``), made at its first read."""
    action_kinds: ClassVar[Mapping[str, str]] = {}
    """Optional: the class of each kind of :attr:`action_model` as ``"module:Class"`` (every
    member of the union, ``resolve`` included, each in a module that creates no other action
    class). An order is then read by its own class alone, imported at the first order of its
    kind, and the union (every class) is made only for an order its class refuses, or for
    whoever reads :attr:`action_model` (issue 17: each class costs about 1-1.5 M instructions
    to create). Empty: the classes are read from the union."""

    journal_steps: ClassVar[frozenset[str]] = frozenset()
    """Kinds of public event the console's journal shows one line each, in order, under the
    entry that made them: a chain of deaths step by step (a death, a grief, a dying hunter's
    turn). None by default."""

    no_removal: ClassVar[str] = ""
    no_removal_key: ClassVar[str] = ""
    """The game's message that says :attr:`no_removal` in the scenario's language (its English
    text is :attr:`no_removal`, which the record keeps)."""
    """Why a player cannot be removed from this game (``remove_player`` refused); empty: he can."""

    _adapter: ClassVar[TypeAdapter[Action] | None] = None
    _classes: ClassVar[dict[str, type[Action]] | None] = None
    _by_kind: ClassVar[dict[str, type[Action]] | None] = None

    @classmethod
    def action_adapter(cls) -> TypeAdapter[Action]:
        made = cls.__dict__.get("_adapter")
        if made is None:
            from pydantic import (
                TypeAdapter,  # a command that reads no order never loads pydantic.type_adapter
            )

            made = cls._adapter = TypeAdapter(cls.action_model)
        return made

    def parse_action(self, data: dict[str, Any]) -> Action:
        """An action model from its dict form (an orders file entry, a journal entry): one of
        the game's, or a seat change every game has (``replace_player``, ``remove_player``)."""
        kind = data.get("kind") if isinstance(data, dict) else None
        seat = SEAT_ACTIONS.get(kind) if isinstance(kind, str) else None  # a damaged kind: pydantic says why
        if seat is not None:
            return unchecked(seat, data) or seat.model_validate(data)
        member = self.action_class(kind) if isinstance(kind, str) else None
        if member is not None:
            # Validated by its own class: the union's validator (every action of the game) is not
            # built (issue 17). What the union does with a tagged member is this same validation;
            # data it refuses goes to the union below, which words the refusal as before. Data
            # already of the exact types is made without building even the class's validator.
            found = unchecked(member, data)
            if found is not None:
                return found
            try:
                return member.model_validate(data)
            except ValidationError:
                pass
        action: Action = self.action_adapter().validate_python(data)
        return action

    @classmethod
    def action_class(cls, kind: str) -> type[Action] | None:
        """The action class of ``kind`` (None: not a kind of the game's): imported alone when
        the game names its classes by kind (:attr:`action_kinds`), else read from the union."""
        references = cls.action_kinds
        if not references:
            return cls.action_classes().get(kind)
        made = cls.__dict__.get("_by_kind")
        if made is None:
            made = cls._by_kind = {}
        found = made.get(kind)
        if found is None:
            reference = references.get(kind)
            if reference is None:
                return None
            from importlib import import_module

            module, _, name = reference.partition(":")
            found = made[kind] = getattr(import_module(module), name)
        return found

    @classmethod
    def action_classes(cls) -> dict[str, type[Action]]:
        """The action class of each ``kind`` of :attr:`action_model`, when it is a union
        discriminated by ``kind`` whose members are models with a ``Literal`` kind (else empty:
        every action goes through the union)."""
        found = cls.__dict__.get("_classes")
        if found is None:
            found = cls._classes = _tagged_members(cls.action_model)
        return found

    def perform(self, state: GameState, action: Action, ctx: Context) -> None:
        """Carry out ``action``: a seat change the same way in every game (then the game's
        :meth:`after_seat_change`), any other action by :meth:`apply`."""
        if isinstance(action, SeatAction):
            from gmconsole.engine import seats

            if isinstance(action, ReplacePlayer):
                seats.replace_player(state, action, ctx)
            elif isinstance(action, RemovePlayer):
                if self.no_removal:
                    raise RuleViolation.of(
                        "no-player-can-be-removed-from",
                        name=ctx.scenario.name,
                        no_removal=self.no_removal_words(ctx.scenario),
                    )
                seats.remove_player(state, action, ctx)
            elif isinstance(action, SetDeadline):
                seats.set_deadline(state, action, ctx)
                return
            self.after_seat_change(state, action, ctx)
            return
        self.apply(state, action, ctx)

    def no_removal_words(self, scenario: ScenarioBase) -> Any:
        """:attr:`no_removal` as the GM reads it: the game's message :attr:`no_removal_key` in the
        scenario's language when it has one (the English record keeps :attr:`no_removal`), else
        the text as it is."""
        from gmconsole.engine.worded import Shown

        english, game, key = self.no_removal, scenario.game, self.no_removal_key

        def show(language: str) -> str:
            from gmconsole.engine.worded import _Where
            from gmconsole.engine.wording import wording_for

            wording = wording_for(_Where(game, language))  # type: ignore[arg-type]
            return str(wording.text(key)) if key and wording.has(key) else english

        return Shown(english, show)

    def after_seat_change(self, state: GameState, action: SeatAction, ctx: Context) -> None:
        """What a game adds to a replacement or a removal (a removed leader passes his turn, a
        victory to check); nothing by default."""
        return None

    @abstractmethod
    def setup(
        self, scenario: ScenarioBase, roster: list[RosterEntry], seed: str
    ) -> tuple[GameState, Context]:
        """Deal the game: the initial state, and the context holding the deal's rolls and events.

        Raises :class:`RuleViolation` for a roster the game cannot take (size, bad pins)."""

    def take_over(
        self, scenario: ScenarioBase, roster: list[RosterEntry], seed: str, running: dict[str, Any]
    ) -> tuple[GameState, Context]:
        """Enter a game already running elsewhere as it stands (``running``: the game's own
        description, checked against its rules); the game goes on from there."""
        raise RuleViolation.of("cannot-be-taken-over-from-running", name=scenario.name)

    @abstractmethod
    def apply(self, state: GameState, action: Action, ctx: Context) -> None:
        """Check ``action`` against ``state`` (raising :class:`RuleViolation`), then carry it out."""

    def checklist(self, state: GameState, scenario: ScenarioBase) -> list[Step]:
        """The current phase's checklist (for the console and ``status``)."""
        return []

    def resolving(self, state: GameState, scenario: ScenarioBase) -> list[Step]:
        """The checklist's steps that resolving now settles (the console's confirmation lists
        them, and what is missing among them): the whole checklist by default. A game whose
        checklist also shows the steps before and after the one a resolution takes (a night's
        roles one by one, the hunters in turn) gives that one."""
        return self.checklist(state, scenario)

    def public_checklist(self, state: GameState, scenario: ScenarioBase) -> list[Step]:
        """The checklist as the players may read it (the public ``status``, see ``public.py``):
        built from public state only, it names no holder of a secret role and tells nothing a
        secret decides (how many a camp has alive, whether a secret role's order is in). Nothing
        by default: a game says what is public."""
        return []

    def public_players(self, state: GameState, scenario: ScenarioBase) -> list[dict[str, Any]]:
        """Each player as everyone may see him, in roster order: ``state.public_player``."""
        return [state.public_player(p) for p in state.players]

    def warnings(self, state: GameState, scenario: ScenarioBase) -> list[str]:
        """Things the GM should look at before resolving (legal, but probably a mistake)."""
        return []

    def min_players(self, scenario: ScenarioBase) -> int:
        return 1

    def deal_notes(self, scenario: ScenarioBase, players: int) -> list[str]:
        """What the GM should know before dealing for this many players (in the scenario's
        language): e.g. that the source's balance is for another number. Shown at creation."""
        return []

    def ballot(self, state: GameState, scenario: ScenarioBase) -> Ballot | None:
        """The vote on names the game is waiting for, if any (for the vote import)."""
        return None

    def forms(self, state: GameState, scenario: ScenarioBase) -> list[Ballot | GroupPicker | OrderForm]:
        """The current step's order forms, as data the generic console draws (a weighted
        ballot, a group picker, one-order forms of names and choices with an information block).
        By default the ballot, if one is open."""
        ballot = self.ballot(state, scenario)
        return [ballot] if ballot is not None else []

    def panels(self, state: GameState, scenario: ScenarioBase) -> list[Panel]:
        """What the console shows beside the current step's forms, as data (each character's
        card, the last fight's stack), worded in the scenario's language; none by default."""
        return []

    def order_kinds(self, state: GameState, scenario: ScenarioBase) -> list[str]:
        """The kinds of order the current step takes (besides ``resolve``); a console without
        the game's own widgets offers them as a form (:mod:`gmconsole.engine.forms`)."""
        return []

    def awaiting(self, state: GameState, scenario: ScenarioBase) -> list[Awaited]:
        """Who the current step still waits for, and for what, in seat order within each kind
        (for the reminder before the deadline): every vote and every order the step takes,
        night orders included (``secret``: named to the GM and the player only). None by
        default."""
        return []

    def awaited(self, state: GameState, scenario: ScenarioBase) -> list[str]:
        """The players the public reminder names (``awaiting`` without the secret ones), each
        once, in the order ``awaiting`` gives."""
        names: list[str] = []
        for entry in self.awaiting(state, scenario):
            if not entry.secret and entry.player not in names:
                names.append(entry.player)
        return names

    def action_arguments(self, action: Action, state: GameState, scenario: ScenarioBase) -> dict[str, Any]:
        """More arguments of ``action``'s sentence (the message ``action-<kind>`` of the game's
        wording, :func:`~gmconsole.engine.worded.describe_action`) than its own fields: who acts
        (a player's name, said as a person, so that French agrees with the roster's gender), the
        display name of his role. ``None`` for someone no longer known (the message reads
        ``$<name>_gender`` ``none``). Words only: the rules never read them. None by default."""
        return {}

    def gm_notes(self, state: GameState, scenario: ScenarioBase) -> dict[str, str]:
        """GM only: per player name, a secret the GM's roster shows beside camp and roles
        (a place in a hierarchy); none by default."""
        return {}

    def gm_sections(self, state: GameState, scenario: ScenarioBase) -> list[tuple[str, list[str]]]:
        """GM only: titled blocks of lines for the GM's status and roster (a hierarchy: who
        commands whom and who knows whom); none by default."""
        return []


_fold = lru_cache(maxsize=4096)(fold)
"""``fold`` remembered: a simulator deals thousands of games with the same names."""


def check_roster_names(roster: list[RosterEntry]) -> None:
    """Refuse a roster where two players (or an alias and a name) read the same once folded."""
    seen: dict[str, str] = {}
    for entry in roster:
        name = entry.name  # read once: a model's field costs more than a local
        if not name.strip():
            raise RuleViolation.of("player-has-empty-name")
        aliases = entry.aliases
        for spelling in (name, *aliases) if aliases else (name,):
            key = _fold(spelling)
            if key in seen and seen[key] != name:
                raise RuleViolation.of(
                    "reads-same-as-names-aliases-must",
                    player=name,
                    spelling=repr(spelling),
                    name=name,
                    seen=repr(seen[key]),
                )
            if spelling == name and key in seen:
                raise RuleViolation.of("twice-roster", player=name, name=repr(name))
            seen[key] = name


def _tagged_members(union: Any) -> dict[str, type[Action]]:
    """``kind`` -> class for ``Annotated[A | B | ..., Field(discriminator="kind")]`` whose
    members are action models with a ``Literal`` kind; empty for any other form."""
    import typing

    if typing.get_origin(union) is not Annotated:
        return {}
    inner, *metadata = get_args(union)
    if not any(getattr(m, "discriminator", None) == "kind" for m in metadata):
        return {}
    found: dict[str, type[Action]] = {}
    for member in get_args(inner):
        if not (isinstance(member, type) and issubclass(member, Action)):
            return {}
        info = member.model_fields.get("kind")
        tags = get_args(info.annotation) if info is not None else ()
        if info is None or typing.get_origin(info.annotation) is not Literal or not tags:
            return {}
        for tag in tags:
            if not isinstance(tag, str) or tag in found:
                return {}
            found[tag] = member
    return found
