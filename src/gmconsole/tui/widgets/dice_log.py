"""Every roll of the game, newest first: when, purpose, the roll and what it decided, audience."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from gmconsole.engine.dice import Roll
from gmconsole.tui.labels import Labels
from gmconsole.tui.widgets.table import Table


class DiceLog(Table):
    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.L = L
        self._shown: tuple[int, str] | None = None

    def on_mount(self) -> None:
        # fixed widths keep the audience in view at 80 columns (long cells are cut with …); the
        # titles are words, not markup: as Text, Rich does not parse them, nor load its emoji
        # table for them (~10 M instructions of the console's start, issue 17)
        for key, width in (("when", 14), ("purpose", 30), ("outcome", 22), ("audience", None)):
            self.add_column(Text(self.L(f"col_{key}")), key=key, width=width)

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
        self.clear()
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
        self.add_rows(rows)
