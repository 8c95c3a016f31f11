"""Winterfell's rules: each action goes to the module of its phase; ``resolve`` resolves the
current step of the current phase, then victory is checked (W-V-4).

A phase module exposes ``ACTIONS`` (its action classes), ``apply_order(state, action, ctx)``,
``resolve(state, ctx)``, ``checklist(state, scenario)`` (the GM's), ``public_checklist(state,
scenario)`` (the players', from public state only) and ``warnings(state, scenario)``.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import (
    Awaited,
    Context,
    GameRules,
    Imported,
    RosterEntry,
    ScenarioBase,
    Step,
    game_over_step,
    lazy_module,
)
from gmconsole.engine.rules.registry import register
from gmconsole.engine.wording import text
from gmconsole.games.winterfell.rules.scenario import WinterfellScenario
from gmconsole.games.winterfell.rules.state import ASSASSINATION, ELECTIONS, JUSTICE, WinterfellState

if TYPE_CHECKING:
    from gmconsole.engine.rules.forms import Ballot
    from gmconsole.games.winterfell.rules import assassination, elections, gm_view, justice, points, setup
else:  # each part is run by the first call that needs it (issue 17: a save's reader runs the
    # module of its phase only; the deal, the points and the GM's notes when they are asked)
    assassination, elections, gm_view, justice, points, setup = (
        lazy_module(f"gmconsole.games.winterfell.rules.{part}")
        for part in ("assassination", "elections", "gm_view", "justice", "points", "setup")
    )

PHASE_MODULES: dict[str, ModuleType] = {ASSASSINATION: assassination, JUSTICE: justice, ELECTIONS: elections}
_HANDLERS: dict[type[Action], tuple[str, Any]] = {}
"""Each action class -> its phase and its phase module's ``apply_order`` (``_handler``), filled
at its first action from its kind (``actions.PHASE_OF``): a class read is cheap, a pydantic
model's field is not; a :class:`Resolve` at the same lookup, without an ``isinstance`` call
at every order."""


_RESOLVE = "(resolve)"
"""The phase ``_HANDLERS`` gives a :class:`Resolve` (no phase's name): it resolves the current step."""


def _handler(action: Action) -> tuple[str, Any]:
    """The phase of ``action``'s class and the function that applies it, kept in ``_HANDLERS``
    (for a :class:`Resolve`, ``_RESOLVE``): found by its kind at its class's first order, the
    other kinds' classes not made (issue 17)."""
    if isinstance(action, Resolve):
        found: tuple[str, Any] = (_RESOLVE, None)
    else:
        from gmconsole.games.winterfell.rules.actions import PHASE_OF

        phase = PHASE_OF[action.kind]
        found = (phase, PHASE_MODULES[phase].apply_order)
    _HANDLERS[type(action)] = found
    return found


REVOLT_WORDS = ("révolte", "la révolte", "une révolte", "revolt", "the revolt", "a revolt")
"""W-J-5: what names the revolt after a vote word in a thread ("je vote la révolte")."""


@register
class WinterfellRules(GameRules):
    name = "winterfell"
    revision = 2
    """2: issues 12 and 14 changed what a journal replays to (rule faults fixed, events in the
    order they happen, more data in them); a game begun under revision 1 goes on as saved."""
    scenario_model = WinterfellScenario
    state_model = WinterfellState
    action_model = Imported("gmconsole.games.winterfell.rules.actions:WinterfellAction")
    action_kinds = Imported("gmconsole.games.winterfell.rules.actions:KINDS")

    def min_players(self, scenario: WinterfellScenario) -> int:  # type: ignore[override]
        return setup.minimum_players(scenario)

    def take_over(  # type: ignore[override]
        self, scenario: WinterfellScenario, roster: list[RosterEntry], seed: str, running: dict[str, Any]
    ) -> tuple[WinterfellState, Context]:
        from gmconsole.games.winterfell.rules import takeover

        return takeover.take_over(scenario, roster, seed, running)

    def deal_notes(self, scenario: WinterfellScenario, players: int) -> list[str]:  # type: ignore[override]
        return setup.deal_notes(scenario, players)

    def setup(  # type: ignore[override]
        self, scenario: WinterfellScenario, roster: list[RosterEntry], seed: str
    ) -> tuple[WinterfellState, Context]:
        return setup.deal(scenario, roster, seed)

    def apply(self, state: WinterfellState, action: Action, ctx: Context) -> None:  # type: ignore[override]
        try:
            phase, apply_order = _HANDLERS[type(action)]
        except KeyError:  # the class's first order
            phase, apply_order = _handler(action)
        if phase != state.phase:
            if phase is _RESOLVE:
                PHASE_MODULES[state.phase].resolve(state, ctx)
                points.check_victory(state, ctx)
                return
            if not getattr(action, "any_phase", False):
                from gmconsole.engine.worded import named_kind, named_step

                raise RuleViolation.of(  # the English record keeps the keys; the screen the phases' names
                    "order-belongs-phase-game-at-phase",
                    game="winterfell",
                    kind=named_kind(action.kind),
                    phase=named_step(ctx.scenario, phase),
                    phase2=named_step(ctx.scenario, state.phase),
                )
        apply_order(state, action, ctx)

    def checklist(self, state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:  # type: ignore[override]
        if state.over:
            return [game_over_step(state, scenario)]
        steps: list[Step] = PHASE_MODULES[state.phase].checklist(state, scenario)
        return steps

    def public_checklist(self, state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:  # type: ignore[override]
        if state.over:
            return self.checklist(state, scenario)  # the winner and the rule, as the victory post says
        steps: list[Step] = PHASE_MODULES[state.phase].public_checklist(state, scenario)
        return steps

    def public_players(self, state: WinterfellState, scenario: WinterfellScenario) -> list[dict[str, Any]]:  # type: ignore[override]
        """Seat, name, alive, rank and its influence (W-S-1), and the public Gars du Bâtard (W-S-2)."""
        rows = []
        for p in state.players:
            row = state.public_player(p)
            row["influence"] = scenario.influence(p.rank)
            rows.append(row)
        return rows

    def warnings(self, state: WinterfellState, scenario: WinterfellScenario) -> list[str]:  # type: ignore[override]
        if state.over:
            return []
        found: list[str] = PHASE_MODULES[state.phase].warnings(state, scenario)
        return found

    def action_arguments(self, action: Action, state: Any, scenario: ScenarioBase) -> dict[str, Any]:
        """The names an order's sentence says besides its fields (``action-<kind>`` of
        wording/*/actions.ftl): the role that gives it and the objects it names, as the
        scenario calls them (Meereen's names in Meereen)."""
        d = scenario.display
        role = {
            "ben": "ben_bones",
            "reek": "reek",
            "greenseer": "greenseer",
            "abel": "abel",
            "pie": "manderly",
            "interrogate": "bastards_boy",
            "new_lieutenant": "lieutenant",
        }.get(action.kind)
        found: dict[str, Any] = {"weapon": d("sword"), "passage": d("passage"), "pie_name": d("pie")}
        if role is not None:
            found["role"] = d(role)
        if action.kind == "guess":
            found.update(cub_role=d("cub"), lieutenant_role=d("lieutenant"), ghost_role=d("ghost"))
        return found

    def awaiting(self, state: WinterfellState, scenario: WinterfellScenario) -> list[Awaited]:  # type: ignore[override]
        """The phase's missing orders: the night's (secret: the squads, Ben, Schlingue, the
        seers), the accusations, votes and interrogation of justice, the election votes and the
        ghost's new lieutenants (see each phase module's ``awaiting``)."""
        if state.over:
            return []
        missing: list[Awaited] = PHASE_MODULES[state.phase].awaiting(state, scenario)
        return missing

    def ballot(self, state: WinterfellState, scenario: WinterfellScenario) -> Ballot | None:  # type: ignore[override]
        """The justice vote (W-J-3, W-J-5) or the current election round (W-E-1), as the form the
        console's tally and vote import read: weights, votes cast, the rules' totals, the
        threshold, and the special options with the words that name them in a thread."""
        justice_vote = state.phase == JUSTICE and justice.current_step(state) == justice.VOTE
        if not justice_vote and not (state.phase == ELECTIONS and state.elections.round):
            return None  # no vote open: the forms are not imported (the console's start, issue 17)
        from gmconsole.engine.rules.forms import Ballot, SpecialOption, abstention  # the console's

        abstain = abstention(label=text(scenario, "ballot-abstain"))
        if justice_vote:
            result = justice.tally(state, scenario)
            revolt = SpecialOption(
                key=justice.REVOLT,
                label=text(scenario, "ballot-revolt"),
                words=REVOLT_WORDS,
                alone=("révolte", "revolte", "revolt"),
                keys=("v",),
                style="yellow",
            )
            votes = state.justice.votes
            return Ballot(
                action="justice_votes",
                label="justice",
                candidates=[a.accused for a in state.justice.accusations],
                voters=[p.name for p in justice.voters(state)],
                specials=[revolt, abstain] if scenario.justice.revolt else [abstain],
                weights={p.name: scenario.influence(p.rank) for p in justice.voters(state)},
                cast=dict(votes),
                totals={
                    **result.totals,
                    justice.REVOLT: result.revolt_votes,
                    justice.ABSTAIN: sum(1 for v in votes.values() if v == justice.ABSTAIN),
                },
                scale=result.available,
                threshold=result.threshold,
                key=f"{state.turn}:justice",
            )
        if state.phase == ELECTIONS and state.elections.round:
            rank = state.elections.round
            _, totals = elections.tally(state, scenario)
            votes = state.elections.votes
            weights = {p.name: scenario.election_weight(p.rank) for p in state.living()}  # type: ignore[attr-defined]
            return Ballot(
                action="election_votes",
                label=text(scenario, "election", rank=scenario.display(rank)),
                candidates=[p.name for p in elections.candidates(state, scenario, rank)],
                voters=[p.name for p in state.living()],
                specials=[abstain],
                weights=weights,
                cast=dict(votes),
                totals={
                    **totals,
                    elections.ABSTAIN: sum(1 for v in votes.values() if v == elections.ABSTAIN),
                },
                scale=sum(weights.values()),
                key=f"{state.turn}:{rank}",
            )
        return None

    def gm_notes(self, state: WinterfellState, scenario: WinterfellScenario) -> dict[str, str]:  # type: ignore[override]
        """The place of each member of the hierarchy: ghost, lieutenant with his cubs, cub with
        his lieutenant (W-S-4, W-S-5)."""
        return {p.name: gm_view.place(state, scenario, p) for p in state.hierarchy(alive=False)}

    def gm_sections(  # type: ignore[override]
        self, state: WinterfellState, scenario: WinterfellScenario
    ) -> list[tuple[str, list[str]]]:
        """The wolves: who commands whom, who knows whom."""
        title, lines = gm_view.wolves_block(state, scenario)
        return [(title, lines)] if lines else []
