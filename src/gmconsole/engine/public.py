"""The public projection: what every public view shows, built from public state and public events.

The public ``gmconsole status`` (text and ``--json``), the status ``gmconsole new``, ``apply``,
``undo`` and ``redo`` print, and the console's public roster are all made from one
:class:`PublicView`, never from the state directly:

- the players' rows are the rules' :meth:`~gmconsole.engine.rules.base.GameRules.public_players`
  (seat, name, alive, and what the game makes public: a rank and its influence, a public
  role), never a camp, a secret role or a place in a hierarchy;
- the checklist is the rules' :meth:`~gmconsole.engine.rules.base.GameRules.public_checklist`:
  what the players may know of the step (votes cast, accusations, who has not voted), and for
  the secret orders only that they go to the GM in private, naming no holder of a secret role;
- the events are those whose audience is public (:attr:`Event.public`, the rule the posts follow),
  the last step's public events in the JSON.

The GM's view (``status --gm``, the console's panels) is not made here: it reads the whole state,
the GM checklist and the warnings. A test plays random games of every game, deals the secrets
again at many points (camps, roles, hierarchy, knowledge, private orders and events, GM-only
rolls) and checks that every public view stays byte for byte the same
(``tests/export/test_public_views.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from gmconsole.engine.events import Event
from gmconsole.engine.rules.base import GameRules, ScenarioBase, Step
from gmconsole.engine.state import GameState

BASE_COLUMNS = ("seat", "name", "alive")


@dataclass
class PublicView:
    """A game as everyone may see it. ``header`` holds the state's public fields but the players
    (game, turn, phase, seed SHA-256, winner, victory rule, and a game's own: a leader...)."""

    scenario: ScenarioBase
    header: dict[str, Any]
    players: list[dict[str, Any]]
    checklist: list[Step]
    last_events: list[Event] = field(default_factory=list)
    """The public events of the last step that had any (what its public post tells)."""

    def to_dict(self) -> dict[str, Any]:
        """The public ``status --json``."""
        data = dict(self.header)
        data["players"] = [dict(row) for row in self.players]
        data["scenario"] = self.scenario.name
        data["checklist"] = [step.model_dump() for step in self.checklist]
        data["last_public_events"] = [
            {"kind": e.kind, "turn": e.turn, "phase": e.phase, "rule": e.rule, "data": e.data}
            for e in self.last_events
        ]
        return data

    def lines(self) -> list[str]:
        """The public ``status`` text: the header, one line per player, the public checklist, in
        the scenario's language."""
        scenario, header = self.scenario, self.header
        out = [status_header(scenario, header["turn"], header["phase"])]
        if header.get("winner"):
            out.append(game_over_line(scenario, header["winner"], header.get("victory_rule", "")))
        if self.players:  # the two words worded once, not once per player (50 lines: ~1.5 M instructions)
            dead, between, with_words = _dead(scenario), separator(scenario), dead_with_words(scenario)
            for row in self.players:
                out.append(player_line(row, scenario.display, dead, between, with_words))
        for step in self.checklist:
            out.append(step_line(step, scenario))
        return out


def status_header(scenario: ScenarioBase, turn: int, phase: str) -> str:
    """``La Guilde… — tour 2, vote`` (the status's first line; a dash, since a scenario's name may
    hold a colon)."""
    from gmconsole.engine.wording import text

    return text(
        scenario, "status-header", scenario=scenario.name, turn=str(turn), phase=scenario.display(phase)
    )


def game_over_line(scenario: ScenarioBase, winner: str, rule: str) -> str:
    from gmconsole.engine.wording import text

    return text(scenario, "status-game-over", winner=scenario.display(winner), rule=rule)


def step_line(step: Step, scenario: ScenarioBase, status: str | None = None) -> str:
    """``  [à faire] étiquette : détail``: a checklist step with its status in words."""
    from gmconsole.engine.wording import text

    mark = text(scenario, f"step-{status or step.status}")
    if step.detail:
        return "  " + text(scenario, "status-step-detail", mark=mark, label=step.label, detail=step.detail)
    return "  " + text(scenario, "status-step", mark=mark, label=step.label)


def _dead(scenario: ScenarioBase) -> str:
    from gmconsole.engine.wording import text

    return text(scenario, "status-dead")


WORDS = "\x00"
"""Where a dead player's words go in :func:`dead_with_words`'s text."""


def dead_with_words(scenario: ScenarioBase) -> str:
    """A dead player's words and the dead mark in one pair of brackets, « (Simple Villageois,
    hors jeu) », with :data:`WORDS` in place of the words (worded once for every line)."""
    from gmconsole.engine.wording import text

    return text(scenario, "status-dead-with-words", words=WORDS)


def separator(scenario: ScenarioBase) -> str:
    """Between the words of a player's line: ``; `` (French: `` ; `` with a narrow space)."""
    from gmconsole.engine.wording import text

    return text(scenario, "status-separator")


def player_line(
    row: dict[str, Any],
    display: Any,
    dead: str = "(dead)",
    separator: str = "; ",
    dead_with: str = f"({WORDS}, dead)",
) -> str:
    """``  3. Name (rank; role)``: the row's words (its numbers, such as an influence that follows
    from the rank, are in the JSON and the console's columns); ``dead``: the mark of a dead one,
    ``dead_with`` (:func:`dead_with_words`) that of a dead one with words: « (Voyante, hors jeu) »,
    not « (Voyante) (hors jeu) »."""
    words = []
    for key, value in row.items():
        if key in BASE_COLUMNS or isinstance(value, (bool, int, float)):
            continue
        if isinstance(value, (list, tuple)):
            words.append(", ".join(display(str(v)) for v in value))
        else:
            words.append(display(str(value)))
    extra = separator.join(w for w in words if w)
    return f"  {row['seat']:>2}. {row['name']}" + words_and_mark(extra, row["alive"], dead, dead_with)


def words_and_mark(extra: str, alive: bool, dead: str, dead_with: str) -> str:
    """What follows a player's name: `` (words)``, `` (words, dead)`` or `` (dead)``."""
    if alive:
        return f" ({extra})" if extra else ""
    return " " + (dead_with.replace(WORDS, extra) if extra else dead)


def last_public_events(entries: Sequence[Sequence[Event]]) -> list[Event]:
    """The public events of the last entry (a step's events) that has any."""
    for events in reversed(entries):
        public = [e for e in events if e.public]
        if public:
            return public
    return []


def project(
    rules: GameRules, scenario: ScenarioBase, state: GameState, entries: Sequence[Sequence[Event]] = ()
) -> PublicView:
    """The public view of ``state``; ``entries`` are the events of each journal step, in order."""
    header = {k: v for k, v in state.public_view().items() if k != "players"}
    return PublicView(
        scenario=scenario,
        header=header,
        players=rules.public_players(state, scenario),
        checklist=rules.public_checklist(state, scenario),
        last_events=last_public_events(entries),
    )


def public_view(game: Any) -> PublicView:
    """The public view of a :class:`~gmconsole.engine.game.Game`."""
    return project(game.rules, game.scenario, game.state, [entry.events for entry in game.entries()])
