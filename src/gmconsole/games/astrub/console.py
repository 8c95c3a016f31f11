"""Astrub in the console: the Orders tab shows the step the game is at (the leader's squad, the
approval votes, the squad's secret choices), the summary shows the mission track.

What the widgets show is read from the state; every order goes to the engine, and the squad's
problems come from a dry run of the order (``session.preview``).
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from gmconsole.tui.labels import Labels
from gmconsole.tui.views import GameViews, OrderReady
from gmconsole.tui.widgets.squad import SquadBuilder, SquadSpec
from gmconsole.tui.widgets.tally import Ballot, ballot_spec

PROPOSAL, APPROVAL, MISSION = "proposal", "approval", "mission"


class AstrubOrders(Vertical):
    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.session: Any = None

    def compose(self) -> ComposeResult:
        yield SquadBuilder(self.L, id="squad")
        yield Ballot(self.L, id="votes")
        yield Ballot(self.L, id="choices")
        yield Static("", id="over", classes="pane-title")

    def current(self) -> Widget:
        phase = self.session.state.phase if self.session else PROPOSAL
        return self.query_one(
            {PROPOSAL: "#squad", APPROVAL: "#votes", MISSION: "#choices"}.get(phase, "#over")
        )

    def show(self, session: Any) -> None:
        self.session = session
        state, scenario, L = session.state, session.scenario, self.L
        current: Any = self.current()  # the pane of the phase
        for child in self.children:
            child.display = child is current
        if state.over:
            current.update(Text(L("orders_over", winner=session.display(state.winner)), style="bold green"))
            return
        mission = scenario.missions[state.turn - 1].name
        (form,) = session.game.rules.forms(state, scenario)  # what the rules ask, as data
        if state.phase == PROPOSAL:
            size = form.max_size
            # M-S-3: the GM chooses the first leader, and may change him until the first squad is
            # resolved; no seat is taken for him in the meantime
            choosing = session.game.rules.first_leader_open(state)
            title = L("squad_for", mission=mission, size=size) + f" · {L('attempt')} {state.attempt}"
            current.show(
                SquadSpec(
                    title=title + (f" · {L('choose_leader')}" if choosing else ""),
                    candidates=list(form.members),
                    size=size,
                    build=form.order,
                    check=session.preview,
                    names=state.names,
                    key=(state.turn, state.attempt),
                    selected=list(form.selected),
                    entered=list(form.entered),
                    leader=form.leader,
                    leader_editable=choosing,
                )
            )
        elif state.phase == APPROVAL:
            current.show(
                ballot_spec(
                    form,
                    state.names,
                    L,
                    title=L("votes_for", members=", ".join(state.squad)),
                    threshold=f"{L('majority_tie' if scenario.options.tie_approves else 'majority')} · "
                    f"{L('rejections')} {state.rejections}/{scenario.options.rejections_limit}",
                    hint=L("vote_keys"),
                    key=(state.turn, state.attempt, "votes"),
                    placeholder=L("type_votes"),
                )
            )
        else:
            fails_at = scenario.missions[state.turn - 1].fails_at  # M-M-7, shown before resolving
            current.show(
                ballot_spec(
                    form,
                    state.names,
                    L,
                    title=L("choices_for", mission=mission),
                    threshold=L("fails_at_one") if fails_at == 1 else L("fails_at_many", n=fails_at),
                    hint=L("choice_keys"),
                    key=(state.turn, "choices"),
                    placeholder=f"{state.squad[0] if state.squad else 'alice'} {L('success')}, …",
                    header=L("choice"),
                    missing_label="waiting_for",
                    complete_label="all_chosen",
                )
            )

    def focus_main(self) -> None:
        current: Any = self.current()  # the pane of the phase
        if hasattr(current, "focus_main"):
            current.focus_main()
        else:  # the game is over: nothing to type in, the screen's keys stay free
            self.screen.set_focus(None)

    # -- messages up: the pane's widgets give entries, the pane makes the orders ------------
    def on_squad_builder_submitted(self, event: SquadBuilder.Submitted) -> None:
        event.stop()
        self.post_message(OrderReady(event.order))

    def on_ballot_cast(self, event: Ballot.Cast) -> None:
        event.stop()
        if self.session is None:
            return
        session = self.session
        forms = session.game.rules.forms(session.state, session.scenario)
        if forms and forms[0].kind == "ballot":
            self.post_message(OrderReady(forms[0].order(event.entries), event.problems, event.done))


class AstrubViews(GameViews):
    def orders_pane(self) -> Widget:
        return AstrubOrders(self.L, id="orders-pane")

    def subtitle(self) -> str:
        state, d, L = self.session.state, self.session.display, self.L
        if state.over:
            return f"{d(state.phase)} · {L('winner')}{L('colon')}{d(state.winner)}"
        mission = self.session.scenario.missions[state.turn - 1].name
        return f"{L('missions')} {state.turn}/{len(self.session.scenario.missions)} · {mission} · {d(state.phase)}"

    def summary(self) -> list[Text | str]:
        state, scenario, L = self.session.state, self.session.scenario, self.L
        track = Text(L("missions") + L("colon"), style="bold")
        for i in range(len(scenario.missions)):
            if i < len(state.results):
                ok = state.results[i]
                track.append("✔ " if ok else "✘ ", style="green" if ok else "red")
            elif i == state.turn - 1 and not state.over:
                track.append("▶ ", style="bold yellow")
            else:
                track.append("· ", style="dim")
        lines: list[Text | str] = [track]
        leader = Text(L("leader") + L("colon"), style="bold")
        leader.append(state.leader or "—")
        leader.append(
            f" · {L('attempt')} {state.attempt} · {L('rejections')} "
            f"{state.rejections}/{scenario.options.rejections_limit}"
        )
        lines.append(leader)
        if state.squad:
            squad = Text(L("squad").capitalize() + L("colon"), style="bold")
            squad.append(", ".join(state.squad))
            lines.append(squad)
        return lines
