"""Every roll of the game, newest first: when, purpose, the roll and what it decided, audience.

The tab's table is mounted when the tab is first shown (issue 17: hidden at the start, its
styling and mounting cost the console's first frame), in the handler that shows it, as the
roster's and the post's contents are; its module (``dice_table.py``, with Textual's DataTable)
is imported then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.containers import Vertical

from gmconsole.engine.dice import Roll
from gmconsole.tui.labels import Labels

if TYPE_CHECKING:
    from gmconsole.tui.widgets.dice_table import DiceTable


class DiceLog(Vertical):
    """The Dice tab: its :class:`DiceTable` (``#dice-table``), mounted at the first :meth:`show`."""

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self._shown: tuple[int, str] | None = None
        self._table: DiceTable | None = None

    @property
    def table(self) -> DiceTable:
        if self._table is None:
            from gmconsole.tui.widgets.dice_table import DiceTable

            # mounted at once (registered as a child now): the rows added next are its own
            self._table = DiceTable(self.L, id="dice-table")
            self.mount(self._table)
        return self._table

    def focus_main(self) -> None:
        self.table.focus()

    def show(
        self,
        rolls: list[Roll],
        display: Any = str,
        sentence: Any = None,
        expression: Any = None,
        audience: Any = None,
        outcome: Any = None,
    ) -> None:
        """``display``: a phase's name; ``sentence``: a roll's sentence (default: as logged);
        ``expression``, ``audience``, ``outcome``: a roll's expression, audience and outcome in
        the game's words."""
        mark = (len(rolls), rolls[-1].key if rolls else "")
        if mark == self._shown:
            return
        self._shown = mark
        table = self.table
        table.clear()
        rows = []
        for roll in reversed(rolls):
            result = roll.result if isinstance(roll.result, int) else ", ".join(map(str, roll.result))
            rows.append(
                (
                    f"{roll.turn} {display(roll.phase)}",
                    sentence(roll) if sentence is not None else roll.purpose,
                    f"{expression(roll.expr) if expression else roll.expr} → {(outcome(roll.outcome) if outcome else roll.outcome) or result}",
                    Text(
                        audience(roll.audience) if audience else roll.audience.label(),
                        style="dim" if roll.audience.to == "gm" else "cyan",
                    ),
                )
            )
        table.add_rows(rows)


def __getattr__(name: str) -> Any:
    # ``from gmconsole.tui.widgets.dice_log import DiceTable`` still works: the table's module
    # is imported when it is first asked for, not with this one
    if name == "DiceTable":
        from gmconsole.tui.widgets.dice_table import DiceTable

        return DiceTable
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
