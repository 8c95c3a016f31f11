"""Orders typed as TOML, for a game without its own widgets: the same format as an orders file
(``[[orders]]`` tables with a ``kind``), checked by the engine; ctrl+s applies them."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static, TextArea

from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.views import OrderReady

EXAMPLE = '[[orders]]\nkind = ""\n'


class TomlOrders(Vertical):
    BINDINGS = [Binding("ctrl+s", "apply", "key_apply")]

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self._offered = EXAMPLE
        self._where: tuple[object, ...] = ()
        """The step (and journal length) whose form is shown: the GM's typing is kept until it changes."""
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        yield Static(Text(self.L("raw_orders"), style="bold"), classes="pane-title")
        yield TextArea(EXAMPLE, language=None, id="toml-orders")
        yield Static("", id="toml-problem", classes="problems")

    def show(self, session: Any) -> None:
        """A new step: the form of the orders it takes, unless the GM is typing his own."""
        self.query_one("#toml-problem", Static).update("")
        game = session.game
        state = game.state
        where = (len(game.journal), state.turn, state.phase, getattr(state, "step", ""))
        if where != self._where:  # another step (or an order went in): offer its form
            from gmconsole.engine.forms import order_template

            self._where = where
            self._offered = order_template(game.rules, state, game.scenario) or EXAMPLE
            self.query_one("#toml-orders", TextArea).load_text(self._offered)

    def focus_main(self) -> None:
        self.query_one("#toml-orders", TextArea).focus()

    def action_apply(self) -> None:
        from gmconsole.engine.errors import FileProblem
        from gmconsole.engine.worded import describe
        from gmconsole.tomlio import parse_toml, said

        problem = self.query_one("#toml-problem", Static)
        try:
            data = parse_toml(self.query_one("#toml-orders", TextArea).text)
        except FileProblem as exc:  # not TOML, or an integer too large: in the console's language
            problem.update(Text(f"✘ {describe(exc.problem, self.L.lang)[:300]}", style="bold red"))
            return
        orders = data.get("orders", [])
        if not isinstance(orders, list) or not orders or not all(isinstance(o, dict) for o in orders):
            why = describe(said("file-orders-as-tables"), self.L.lang)
            problem.update(Text(f"✘ {why}", style="bold red"))
            return
        self.post_message(OrderReady(orders))
