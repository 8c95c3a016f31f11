"""Winterfell in the console: the Orders tab shows what the current phase and step take.

- assassinations: the wolves' squad builder (members, target, lookout, sword; influence against
  the requirement, the rules' verdict live) and the night's special actions (sword, passage, Ben,
  Schlingue, Vervoyant, Abel, the pie);
- justice: the GVs' accusations, then the weighted vote with a bar per accused against the
  threshold and the revolt count (GM only), then the interrogation;
- elections: each round's weighted vote, new lieutenants, guesses.

Every number shown comes from the engine's own queries (``assassination.requirement``,
``justice.tally``, ``elections.tally``...); every order goes to the engine.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Static

from gmconsole.engine.names import NameIndex, fold
from gmconsole.games.winterfell.rules import assassination as wa
from gmconsole.games.winterfell.rules import elections as we
from gmconsole.games.winterfell.rules import gm_view
from gmconsole.games.winterfell.rules import justice as wj
from gmconsole.games.winterfell.rules.state import (
    ABEL,
    BASTARDS_BOY,
    BEN_BONES,
    GREAT_VASSAL,
    GREENSEER,
    MANDERLY,
    RANKS,
    REEK,
)
from gmconsole.games.winterfell.wolf_squad import WolfSquad, WolfSquadSpec
from gmconsole.tui.labels import Labels
from gmconsole.tui.views import GameViews, OrderReady
from gmconsole.tui.widgets.order_fields import Field, OrderFields, completed

if TYPE_CHECKING:
    from gmconsole.tui.widgets.tally import Ballot

_YES = {"oui", "o", "yes", "y", "1", "true"}
_NO = {"non", "n", "no", "0", "false"}


def _yes_no(text: str) -> Any:
    word = fold(text)
    return True if word in _YES else False if word in _NO else text


def _names(text: str, names: NameIndex | None = None) -> list[str]:
    """The comma-separated names typed, each completed as its field shows it."""
    return [completed(names, n) for n in text.replace(";", ",").split(",") if n.strip()]


def _order(
    kind: str, key: str, names: NameIndex | None = None, **more: str
) -> Callable[[str], dict[str, Any] | None]:
    """The order a one-name field sends: ``{"kind": kind, key: typed, **more}``, none when empty;
    the typed start of a name is the name its completion shows (``laeti`` for Laëtitia)."""

    def build(typed: str) -> dict[str, Any] | None:
        return {"kind": kind, key: completed(names, typed), **more} if typed else None

    return build


def _lookout_problem(state: Any, scenario: Any, orders: Any, index: int) -> str:
    """The engine's verdict on a squad's lookout (its signature gained the scenario lately)."""
    return wa.lookout_problem(state, scenario, orders, index)


class WinterfellOrders(Vertical):
    SCOPED_CSS = False  # the rules below also follow the game screen's narrow layout
    DEFAULT_CSS = """
    #wf-fields {
        height: 1fr;
    }

    #wf-fields.-under {
        height: auto;
        max-height: 12;
    }

    GameScreen.-narrow #wf-fields.-under {
        max-height: 5;
    }
    """

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.session: Any = None

    def compose(self) -> ComposeResult:
        yield WolfSquad(self.L, id="wolf")
        # the ballot (``#wf-ballot``) is mounted here, before the fields, at the first vote shown
        # (:meth:`_ballot`): a pane opened outside a vote neither imports the tally nor styles
        # a hidden ballot (issue 17)
        yield OrderFields(id="wf-fields")
        yield Static("", id="wf-over", classes="pane-title")

    # -- attributes down --------------------------------------------------------------------
    def show(self, session: Any) -> None:
        self.session = session
        state = session.state
        shown: set[str] = set()
        if state.over:
            shown.add("wf-over")
            self.query_one("#wf-over", Static).update(
                Text(self.L("orders_over", winner=session.display(state.winner)), style="bold green")
            )
        elif state.phase == "assassination":
            shown |= {"wolf", "wf-fields"}
            self._assassination()
        elif state.phase == "justice":
            step = wj.current_step(state)
            if step == wj.VOTE:
                shown.add("wf-ballot")
                self._justice_vote()
                self.query_one(OrderFields).show("", [])
            else:
                shown.add("wf-fields")
                self._justice_fields(step)
        else:
            shown.add("wf-fields")
            if state.elections.round:
                shown.add("wf-ballot")
                self._election_vote()
            self._election_fields()
        for child in self.children:
            child.display = child.id in shown
        self.query_one(OrderFields).set_class(len(shown) > 1, "-under")

    def _ballot(self) -> Ballot:
        """The vote's ballot, mounted before the fields the first time a vote is shown."""
        try:
            return self.query_one("#wf-ballot", Widget)  # type: ignore[return-value]
        except NoMatches:
            from gmconsole.tui.widgets.tally import Ballot

            ballot = Ballot(self.L, id="wf-ballot")
            self.mount(ballot, before=self.query_one(OrderFields))
            return ballot

    def focus_main(self) -> None:
        for widget in self.query("#wolf, #wf-ballot"):
            if widget.display:
                widget.focus_main()  # type: ignore[attr-defined]
                return
        fields = self.query_one(OrderFields)
        if not (fields.display and fields.focus_main()):
            self.screen.set_focus(None)

    # -- assassinations ---------------------------------------------------------------------
    def _assassination(self) -> None:
        session, L, d = self.session, self.L, self.session.display
        state, scenario = session.state, session.scenario
        orders = state.assassination
        living_wolves = wa.wolves(state)
        bearer = wa.sword_bearer(state, scenario) if wa.sword_available(state, scenario) else ""

        def label(p: Any) -> str:
            return f"{p.name} · {scenario.influence(p.rank)} · {d(p.hierarchy)}"

        # the ghost, then each lieutenant followed by his cubs (the GM builds squads by cell)
        ordered = [p for p in living_wolves if p.hierarchy == "ghost"]
        for lt in [p for p in state.players if p.hierarchy == "lieutenant"]:
            ordered += [p for p in living_wolves if p.name == lt.name or p.lieutenant == lt.name]
        ordered += [p for p in living_wolves if p not in ordered]
        living_wolves = ordered

        def measure(members: list[str], target: str) -> tuple[int, int | None]:
            influence = wa.influence_of(state, scenario, members)
            name = state.names.get(target) if target else None
            return influence, wa.requirement(state, scenario, name) if name else None

        entered: list[Text] = []
        for i, squad in enumerate(orders.squads):
            line = Text(f"{i + 1}. ", style="bold")
            line.append(f"{', '.join(squad.members)} → {squad.target}")
            if squad.sword:
                line.append(f" · {d('sword')}", style="yellow")
            else:
                have = wa.influence_of(state, scenario, squad.members)
                need = wa.requirement(state, scenario, squad.target)
                line.append(f" · {have}/{need}", style="green" if have >= need else "bold red")
            problem = _lookout_problem(state, scenario, orders, i)
            line.append(f" · {L('lookout')} {squad.lookout or '—'}", style="bold red" if problem else "")
            if problem:
                line.append(f" ({problem})", style="red")
            entered.append(line)
        if orders.no_assassination:
            entered.append(Text("✔ " + L("no_assassination"), style="green"))
        self.query_one(WolfSquad).show(
            WolfSquadSpec(
                title=L("wolf_squads", n=len(living_wolves)),
                wolves=[(p.name, label(p)) for p in living_wolves],
                names=state.names,
                build=lambda members, target, lookout, sword: {
                    "kind": "squad",
                    "members": members,
                    "target": target,
                    "lookout": lookout,
                    "sword": sword,
                },
                check=session.preview,
                measure=measure,
                entered=entered,
                key=(state.turn, len(orders.squads)),
                sword_bearer=bearer,
                no_assassination={"kind": "no_assassination"},
            )
        )
        fields: list[Field] = []
        if len(orders.squads):
            fields.append(
                Field(
                    "remove",
                    L("remove_squad"),
                    lambda v: {"kind": "remove_squad", "index": v} if v else None,
                    placeholder="1",
                )
            )
        if bearer:
            fields.append(
                Field(
                    "sword",
                    f"{d('sword')} →",
                    lambda v: {"kind": "sword", "bearer": completed(state.names, v)} if v else None,
                    current=bearer,
                    names=state.names,
                )
            )
        if state.passage is not None and state.passage.usable_turn == state.turn:
            current = ", ".join(orders.passage) or (L("passage_default") if orders.passage_sent else "")
            fields.append(
                Field(
                    "passage",
                    d("passage"),
                    lambda v: {"kind": "passage", "wolves": _names(v, state.names)},
                    current=current,
                    placeholder=L("passage_hint"),
                    names=state.names,
                )
            )
        for role, kind, key, verb, value in (
            (BEN_BONES, "ben", "protects", "protects", orders.ben_protects),
            (GREENSEER, "greenseer", "asks", "asks", orders.greenseer_asks),
            (ABEL, "abel", "asks", "asks", orders.abel_asks),
        ):
            for p in state.holder_of(role):
                fields.append(
                    Field(
                        f"{kind}-{p.name}",
                        f"{d(role)} ({p.name}) {L(verb)}",
                        _order(kind, key, state.names),
                        current=value,
                        names=state.names,
                    )
                )
        for p in state.holder_of(REEK):
            fields.append(
                Field(
                    f"reek-{p.name}",
                    f"{d(REEK)} ({p.name}) {L('scans')}",
                    _order("reek", "scans", state.names, reek=p.name),
                    current=orders.reek_scans.get(p.name, ""),
                    names=state.names,
                )
            )
        for p in state.holder_of(MANDERLY):
            fields.append(
                Field(
                    f"pie-{p.name}",
                    f"{d('pie')} ({p.name})",
                    lambda v: {"kind": "pie", "torture": _yes_no(v)} if v else None,
                    current=L("yes") if orders.pie else L("no"),
                    placeholder=f"{L('yes')}/{L('no')}",
                )
            )
        self.query_one(OrderFields).show(L("night_actions"), fields)

    # -- justice ----------------------------------------------------------------------------
    def _justice_fields(self, step: str) -> None:
        session, L, d = self.session, self.L, self.session.display
        state = session.state
        fields: list[Field] = []
        if step == wj.ACCUSATION:
            by_gv = {a.by: a for a in state.justice.accusations}

            def accuse(text: str, gv: str) -> dict[str, Any] | None:
                if not text:
                    return None
                name, _, why = text.partition(":") if ":" in text else text.partition(",")
                return {
                    "kind": "accuse",
                    "by": gv,
                    "accused": completed(state.names, name),
                    "justification": why.strip(),
                }

            for gv in state.with_rank(GREAT_VASSAL):
                a = by_gv.get(gv.name)
                fields.append(
                    Field(
                        f"accuse-{gv.name}",
                        f"{gv.name} {L('accuses')}",
                        partial(accuse, gv=gv.name),
                        current=(a.accused + (f" « {a.justification} »" if a.justification else ""))
                        if a
                        else "",
                        placeholder=L("accuse_hint"),
                        names=state.names,
                    )
                )
            self.query_one(OrderFields).show(L("accusations"), fields)
            return
        boy = wj.bastards_boy(state)
        fields.append(
            Field(
                "interrogate",
                f"{d(BASTARDS_BOY)} ({boy.name if boy else '—'}) {L('interrogates')}",
                lambda v: {"kind": "interrogate", "target": completed(state.names, v)} if v else None,
                current=state.justice.interrogate,
                placeholder=", ".join(state.justice.executed),
                names=state.names,
            )
        )
        self.query_one(OrderFields).show(L("interrogation"), fields)

    def _justice_vote(self) -> None:
        """The justice ballot as the rules declare it (W-J-3, W-J-5), with the GM's lines."""
        session, L = self.session, self.L
        state, scenario = session.state, session.scenario
        form = session.game.rules.ballot(state, scenario)
        result = wj.tally(state, scenario)
        accused = form.candidates
        extra: list[Any] = []
        executed = ", ".join(result.executed) or L("nobody")
        extra.append(Text(L("executed_now", names=executed), style="bold red" if result.executed else "dim"))
        revolt = Text(
            L(
                "revolt_count",
                counted=len(result.revolt_counted),
                needed=result.revolt_needed,
                votes=result.revolt_votes,
            ),
            style="bold yellow" if result.revolt_success else "yellow",
        )
        revolt.append(f"  [{L('gm_only')}]", style="dim")
        extra.append(revolt)
        from gmconsole.tui.widgets.tally import ballot_spec

        self._ballot().show(
            ballot_spec(
                form,
                state.names,
                L,
                style="red",
                title=L("justice_vote", accused=", ".join(accused)),
                threshold=L("threshold", threshold=result.threshold, available=result.available),
                extra=extra,
                hint=L("justice_keys", n=len(accused)),
                placeholder=L("type_justice"),
                key=(state.turn, "justice"),
            )
        )

    # -- elections --------------------------------------------------------------------------
    def _election_vote(self) -> None:
        session, L, d = self.session, self.L, self.session.display
        state, scenario = session.state, session.scenario
        rank = state.elections.round
        form = session.game.rules.ballot(state, scenario)
        from gmconsole.tui.widgets.tally import ballot_spec

        self._ballot().show(
            ballot_spec(
                form,
                state.names,
                L,
                title=L("election_round", seats=state.elections.seats, rank=d(rank)),
                threshold=L("election_rule", seats=state.elections.seats),
                hint=L("election_keys", n=min(9, len(form.candidates))),
                placeholder=L("type_election"),
                key=(state.turn, rank),
            )
        )

    def _election_fields(self) -> None:
        session, L = self.session, self.L
        state = session.state
        fields: list[Field] = []
        for dead in we.vacant_lieutenants(state):
            fields.append(
                Field(
                    f"lieutenant-{dead.name}",
                    L("new_lieutenant", dead=dead.name),
                    _order("new_lieutenant", "cub", state.names, dead=dead.name),
                    current=state.elections.new_lieutenants.get(dead.name, ""),
                    placeholder=", ".join(p.name for p in we.living_cubs(state))[:60],
                    names=state.names,
                )
            )

        def guess(text: str) -> dict[str, Any] | None:
            by, _, rest = text.partition(":")
            if not by.strip() or not rest.strip():
                return None
            parts = [completed(state.names, p) for p in rest.split(",")] + ["", "", ""]
            return {
                "kind": "guess",
                "by": by.strip(),  # as typed: a spectator's name is no player's start
                "cub": parts[0],
                "lieutenant": parts[1],
                "ghost": parts[2],
                "spectator": state.names.get(by.strip()) is None,
            }

        filed = [g.by for g in state.guesses if g.turn == state.turn]
        fields.append(
            Field(
                "guess",
                L("guess"),
                guess,
                current=", ".join(filed),
                placeholder=L("guess_hint"),
                names=state.names,
            )
        )
        self.query_one(OrderFields).show(L("appointments"), fields)

    # -- messages up ------------------------------------------------------------------------
    def on_wolf_squad_submitted(self, event: WolfSquad.Submitted) -> None:
        event.stop()
        self.post_message(OrderReady(event.order))

    def on_ballot_cast(self, event: Ballot.Cast) -> None:
        event.stop()
        state = self.session.state if self.session else None
        if state is None:
            return
        form = self.session.game.rules.ballot(state, self.session.scenario)
        if form is not None:
            self.post_message(OrderReady(form.order(event.entries), event.problems, event.done))


class WinterfellViews(GameViews):
    def help_key(self) -> str:
        state = self.session.state
        if state.phase == "justice":
            return f"justice:{wj.current_step(state)}"
        return str(state.phase)

    def orders_pane(self) -> Widget:
        return WinterfellOrders(self.L, id="orders-pane")

    def subtitle(self) -> str:
        state, d, L = self.session.state, self.session.display, self.L
        text = f"{L('turn')} {state.turn} · {d(state.phase)}"
        if state.phase == "justice":
            text += f" · {L('step_' + wj.current_step(state))}"
        elif state.phase == "elections" and state.elections.round:
            text += f" · {d(state.elections.round)}"
        if state.winner:
            text += f" · {L('winner')}{L('colon')}{d(state.winner)}"
        return text

    def summary(self) -> list[Text | str]:
        state, scenario, L, d = self.session.state, self.session.scenario, self.L, self.session.display
        living = state.living()
        line = Text(L("alive_count") + L("colon"), style="bold")
        line.append(f"{len(living)}/{len(state.players)}  ")
        line.append(" · ".join(f"{d(r)} {len(state.with_rank(r))}" for r in RANKS), style="dim")
        lines: list[Text | str] = [line]
        wolves = Text(d("wolves") + L("colon"), style="bold red")
        wolves.append(f"{len(wa.wolves(state))}")
        if wa.sword_available(state, scenario):
            wolves.append(
                f" · {d('sword')}{L('colon')}{wa.sword_bearer(state, scenario) or '—'}", style="yellow"
            )
        wolves.append(f"  [{L('gm_only')}]", style="dim")
        lines.append(wolves)
        return lines

    def roster_public(self, player: Any) -> dict[str, Any]:
        return {"influence": self.session.scenario.influence(player.rank)}

    def roster_secret(self, player: Any) -> list[str]:
        """The place in the hierarchy: ghost, lieutenant with his cubs, cub with his lieutenant."""
        if not player.hierarchy:
            return []
        return [gm_view.place(self.session.state, self.session.scenario, player)]
