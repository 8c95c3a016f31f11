"""Winterfell's rules: each action goes to the module of its phase; ``resolve`` resolves the
current step of the current phase, then victory is checked (W-V-4).

A phase module exposes ``ACTIONS`` (its action classes), ``apply_order(state, action, ctx)``,
``resolve(state, ctx)``, ``checklist(state, scenario)`` (the GM's), ``public_checklist(state,
scenario)`` (the players', from public state only) and ``warnings(state, scenario)``.
"""

from __future__ import annotations

from types import ModuleType

from gmconsole.engine.actions import Action, Resolve
from gmconsole.engine.errors import RuleViolation
from gmconsole.engine.rules.base import Ballot, Context, GameRules, RosterEntry, Step, game_over_step
from gmconsole.engine.rules.registry import register
from gmconsole.engine.wording import text
from gmconsole.games.winterfell.rules import assassination, elections, gm_view, justice, points, setup
from gmconsole.games.winterfell.rules.actions import WinterfellAction
from gmconsole.games.winterfell.rules.scenario import WinterfellScenario
from gmconsole.games.winterfell.rules.state import ASSASSINATION, ELECTIONS, JUSTICE, WinterfellState

PHASE_MODULES: dict[str, ModuleType] = {ASSASSINATION: assassination, JUSTICE: justice, ELECTIONS: elections}
_HANDLERS: dict[type[Action], tuple[str, ModuleType]] = {
    cls: (phase, module) for phase, module in PHASE_MODULES.items() for cls in module.ACTIONS
}


@register
class WinterfellRules(GameRules):
    name = "winterfell"
    revision = 2
    """2: issues 12 and 14 changed what a journal replays to (rule faults fixed, events in the
    order they happen, more data in them); a game begun under revision 1 goes on as saved."""
    scenario_model = WinterfellScenario
    state_model = WinterfellState
    action_model = WinterfellAction

    def min_players(self, scenario: WinterfellScenario) -> int:  # type: ignore[override]
        return setup.minimum_players(scenario)

    def take_over(self, scenario: WinterfellScenario, roster: list[RosterEntry], seed: str, running: dict):  # type: ignore[override]
        from gmconsole.games.winterfell.rules import takeover

        return takeover.take_over(scenario, roster, seed, running)

    def deal_notes(self, scenario: WinterfellScenario, players: int) -> list[str]:  # type: ignore[override]
        return setup.deal_notes(scenario, players)

    def setup(self, scenario: WinterfellScenario, roster: list[RosterEntry], seed: str):  # type: ignore[override]
        return setup.deal(scenario, roster, seed)

    def apply(self, state: WinterfellState, action: Action, ctx: Context) -> None:  # type: ignore[override]
        if isinstance(action, Resolve):
            PHASE_MODULES[state.phase].resolve(state, ctx)
            points.check_victory(state, ctx)
            return
        phase, module = _HANDLERS[type(action)]
        if phase != state.phase and not getattr(action, "any_phase", False):
            raise RuleViolation.of(
                "order-belongs-phase-game-at-phase",
                game="winterfell",
                kind=action.kind,
                phase=phase,
                phase2=state.phase,
            )
        module.apply_order(state, action, ctx)

    def checklist(self, state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:  # type: ignore[override]
        if state.over:
            return [game_over_step(state, scenario)]
        return PHASE_MODULES[state.phase].checklist(state, scenario)

    def public_checklist(self, state: WinterfellState, scenario: WinterfellScenario) -> list[Step]:  # type: ignore[override]
        if state.over:
            return self.checklist(state, scenario)  # the winner and the rule, as the victory post says
        return PHASE_MODULES[state.phase].public_checklist(state, scenario)

    def public_players(self, state: WinterfellState, scenario: WinterfellScenario) -> list[dict]:  # type: ignore[override]
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
        return PHASE_MODULES[state.phase].warnings(state, scenario)

    def entered(self, state: WinterfellState, scenario: WinterfellScenario) -> list[str]:  # type: ignore[override]
        """The squads, accusations and votes entered for the current step."""
        d, lines = scenario.display, []
        for label, cast in (
            ("justice votes", state.justice.votes),
            ("election votes", state.elections.votes),
        ):
            if cast:
                lines.append(
                    f"{label} ({len(cast)}): " + ", ".join(f"{v} -> {d(t)}" for v, t in cast.items())
                )
        for accusation in state.justice.accusations:
            lines.append(f"accusation: {accusation.by} accuses {accusation.accused}")
        for i, squad in enumerate(state.assassination.squads, 1):
            lookout = f", lookout {squad.lookout}" if squad.lookout else ""
            lines.append(f"squad {i}: {', '.join(squad.members)} -> {squad.target}{lookout}")
        return lines

    def awaited(self, state: WinterfellState, scenario: WinterfellScenario) -> list[str]:  # type: ignore[override]
        """The justice voters (W-J-3) and the election voters (W-E-1) who have not voted; the
        night's orders are collected by the GM from the wolves and the hierarchy (not listed)."""
        ballot = self.ballot(state, scenario)
        if ballot is None:
            return []
        entered = state.justice.votes if state.phase == JUSTICE else state.elections.votes
        return [p.name for p in state.seating() if p.name in ballot.voters and p.name not in entered]

    def ballot(self, state: WinterfellState, scenario: WinterfellScenario) -> Ballot | None:  # type: ignore[override]
        """The justice vote (W-J-3, W-J-5) or the current election round (W-E-1)."""
        if state.phase == JUSTICE and justice.current_step(state) == justice.VOTE:
            return Ballot(
                action="justice_votes",
                label="justice",
                candidates=[a.accused for a in state.justice.accusations],
                voters=[p.name for p in justice.voters(state)],
                specials=["abstain", "revolt"] if scenario.justice.revolt else ["abstain"],
            )
        if state.phase == ELECTIONS and state.elections.round:
            rank = state.elections.round
            return Ballot(
                action="election_votes",
                label=text(scenario, "election", rank=scenario.display(rank)),
                candidates=[p.name for p in elections.candidates(state, scenario, rank)],
                voters=[p.name for p in state.living()],
            )
        return None

    def gm_notes(self, state: WinterfellState, scenario: WinterfellScenario) -> dict[str, str]:  # type: ignore[override]
        """The place of each member of the hierarchy: ghost, lieutenant with his cubs, cub with
        his lieutenant (W-S-4, W-S-5)."""
        return {p.name: gm_view.place(state, scenario, p) for p in state.hierarchy(alive=False)}

    def gm_sections(
        self, state: WinterfellState, scenario: WinterfellScenario
    ) -> list[tuple[str, list[str]]]:  # type: ignore[override]
        """The wolves: who commands whom, who knows whom."""
        title, lines = gm_view.wolves_block(state, scenario)
        return [(title, lines)] if lines else []
