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
from functools import lru_cache
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from gmconsole.engine.actions import (
    SEAT_ACTIONS,
    Action,
    RemovePlayer,
    ReplacePlayer,
    SeatAction,
    SetDeadline,
)
from gmconsole.engine.dice import Dice, Roll
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.events import PUBLIC, Audience, Event
from gmconsole.engine.names import MAX_NAME_LENGTH, MAX_TEXT_LENGTH, fold
from gmconsole.engine.state import GameState


class ScenarioBase(BaseModel):
    """Keys every scenario file has. A game's scenario model adds its tables and options."""

    model_config = ConfigDict(extra="forbid", frozen=True)

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

    model_config = ConfigDict(extra="forbid")

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

    def __init__(self, state: GameState, scenario: ScenarioBase) -> None:
        self.scenario = scenario
        self.turn = state.turn
        self.phase = state.phase
        self._state = state
        self._dice: Dice | None = None
        self.events: list[Event] = []
        self.warnings: list[str] = []

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

    def emit(self, kind: str, audience: Audience = PUBLIC, rule: str = "", **data: Any) -> Event:
        if audience.__class__ is not Audience:  # given as a dict: validated like any audience
            audience = Audience.model_validate(audience)
        event = Event(kind, self.turn, self.phase, audience, rule, data)
        self.events.append(event)
        return event


class Step(BaseModel):
    """One line of the phase checklist: what is entered, missing, refused or resolved."""

    label: str
    status: Literal["done", "entered", "missing", "optional", "warning", "private"]
    """``private``: in a public checklist, orders sent to the GM in private, not shown."""
    detail: str = ""


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


class Ballot(BaseModel):
    """The vote a game is waiting for now: what a pasted thread's votes are entered into.

    ``action`` is the kind of the action that records votes as ``{"votes": {voter: vote}}``;
    a vote is a candidate's name or one of ``specials`` (``abstain``, ``revolt``).
    """

    action: str
    label: str
    candidates: list[str]
    voters: list[str]
    specials: list[str] = Field(default_factory=lambda: ["abstain"])

    def order(self, votes: dict[str, str]) -> dict[str, Any]:
        """The action (dict form) that enters ``votes``."""
        return {"kind": self.action, "votes": dict(votes)}


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
    """The discriminated union of the game's actions (``kind`` is the discriminator)."""

    no_removal: ClassVar[str] = ""
    """Why a player cannot be removed from this game (``remove_player`` refused); empty: he can."""

    _adapter: ClassVar[TypeAdapter | None] = None

    @classmethod
    def action_adapter(cls) -> TypeAdapter:
        if cls.__dict__.get("_adapter") is None:
            cls._adapter = TypeAdapter(cls.action_model)
        return cls._adapter  # type: ignore[return-value]

    def parse_action(self, data: dict[str, Any]) -> Action:
        """An action model from its dict form (an orders file entry, a journal entry): one of
        the game's, or a seat change every game has (``replace_player``, ``remove_player``)."""
        kind = data.get("kind") if isinstance(data, dict) else None
        seat = SEAT_ACTIONS.get(kind) if isinstance(kind, str) else None  # a damaged kind: pydantic says why
        if seat is not None:
            return seat.model_validate(data)
        return self.action_adapter().validate_python(data)

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
                        "no-player-can-be-removed-from", name=ctx.scenario.name, no_removal=self.no_removal
                    )
                seats.remove_player(state, action, ctx)
            elif isinstance(action, SetDeadline):
                seats.set_deadline(state, action, ctx)
                return
            self.after_seat_change(state, action, ctx)
            return
        self.apply(state, action, ctx)

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

    def order_kinds(self, state: GameState, scenario: ScenarioBase) -> list[str]:
        """The kinds of order the current step takes (besides ``resolve``); a console without
        the game's own widgets offers them as a form (:mod:`gmconsole.engine.forms`)."""
        return []

    def awaited(self, state: GameState, scenario: ScenarioBase) -> list[str]:
        """The players whose vote or orders the current step still waits for, in seat order
        (for the reminder the GM posts before the deadline); none by default."""
        return []

    def entered(self, state: GameState, scenario: ScenarioBase) -> list[str]:
        """GM only: the orders and votes entered for the current step and not yet resolved, one
        line each (``status --gm``); none by default."""
        return []

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
        if not entry.name.strip():
            raise RuleViolation.of("player-has-empty-name")
        for spelling in (entry.name, *entry.aliases):
            key = _fold(spelling)
            if key in seen and seen[key] != entry.name:
                raise RuleViolation.of(
                    "reads-same-as-names-aliases-must",
                    player=entry.name,
                    spelling=repr(spelling),
                    name=entry.name,
                    seen=repr(seen[key]),
                )
            if spelling == entry.name and key in seen:
                raise RuleViolation.of("twice-roster", player=entry.name, name=repr(entry.name))
            seen[key] = entry.name
