"""The launcher: new game, the demo game, and the saves in ``./saves`` newest first (game, turn,
phase), read cheaply (only the file's head, the scenario's name and the state table)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from gmconsole.tui.labels import Labels, localize_bindings
from gmconsole.tui.textual_words import WordedBindings
from gmconsole.tui.widgets.table import Table

NEW, DEMO = "::new", "::demo"
NARROW = 100
"""Below this width the launcher clips long names shorter and shortens the date (80x24 fits);
above, names are clipped so that 120 columns fit."""


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


@dataclass
class SaveInfo:
    path: Path
    mtime: float
    game: str = ""
    scenario: str = ""
    turn: int | None = None
    phase: str = ""
    winner: str = ""
    phase_name: str = ""
    error: str = ""
    """Why the file does not read: a file problem worded again in the launcher's language."""


def _section(text: str, header: str) -> dict[str, Any]:
    """The scalar keys of one TOML table (up to the next table header)."""
    start = text.find(f"\n{header}\n")
    if start < 0:
        return {}
    body = text[start + len(header) + 2 :]
    end = body.find("\n[")
    return tomllib.loads(body if end < 0 else body[:end])


def read_save_info(path: Path) -> SaveInfo:
    from gmconsole.engine.errors import FileProblem
    from gmconsole.tomlio import decode_utf8, said, toml_problem, unreadable

    info = SaveInfo(path=path, mtime=path.stat().st_mtime)
    text = ""
    try:
        text = decode_utf8(path.read_bytes(), path)
        head_end = text.find("\n[")
        head = tomllib.loads(text if head_end < 0 else text[:head_end])
        scenario = _section(text, "[scenario]")
        names = _section(text, "[scenario.names]")
        state = _section(text, "[state]")
        if not state:
            info.error = said("file-save-no-state")
            return info
    except OSError as exc:
        info.error = unreadable(path, exc).problem
        return info
    except FileProblem as exc:
        info.error = exc.problem
        return info
    except tomllib.TOMLDecodeError as exc:
        info.error = toml_problem(str(exc), text)
        return info
    except ValueError:  # an integer of more than 4,300 digits
        info.error = said("file-integer-too-large")
        return info
    info.game = str(head.get("game", ""))
    info.scenario = str(scenario.get("name", info.game))
    info.turn = state.get("turn")
    info.phase = str(state.get("phase", ""))
    info.phase_name = str(names.get(info.phase, info.phase))
    info.winner = str(names.get(state.get("winner", ""), state.get("winner", "")))
    return info


def list_saves(folder: Path) -> list[SaveInfo]:
    if not folder.is_dir():
        return []
    infos = [read_save_info(p) for p in folder.glob("*.toml") if p.is_file()]
    return sorted(infos, key=lambda i: i.mtime, reverse=True)


class SavesTable(Table):
    BINDINGS = [Binding("enter", "select_cursor", "key_open")]

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        localize_bindings(self, L)


class Launcher(WordedBindings, Screen):
    BINDINGS = [
        Binding("n", "new", "key_new"),
        Binding("d", "demo", "key_demo"),
        Binding("q", "app.quit", "key_quit"),
    ]

    def __init__(self, L: Labels, saves_dir: Path, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        self.saves_dir = saves_dir
        self._narrow = False
        localize_bindings(self, L)

    def compose(self) -> ComposeResult:
        yield Header(icon="⚔")
        yield SavesTable(self.L, id="saves")
        yield Static("", id="launcher-status")
        yield Footer()

    def on_mount(self) -> None:
        self.title = "gmconsole"
        self.sub_title = self.L("launcher_sub", folder=self.saves_dir)
        table = self.query_one(DataTable)
        for key in ("file", "game", "turn", "phase", "saved"):
            table.add_column(self.L(f"col_{key}"), key=key)
        self.reload()
        table.focus()

    def on_resize(self, event: Any) -> None:
        narrow = self.size.width < NARROW
        if self.is_mounted and narrow != self._narrow:
            self.reload()

    def reload(self, select: Path | None = None) -> None:
        from gmconsole.engine.worded import describe

        L = self.L
        table = self.query_one(DataTable)
        # at 80 columns every column fits, the saved time included (issue 13, point 12)
        self._narrow = narrow = self.size.width < NARROW
        table.clear()
        file_w, game_w, phase_w = (20, 16, 12) if narrow else (28, 34, 22)  # 120 columns fit too
        new, demo = Text("+ " + L("new_game"), style="bold"), Text("★ " + L("demo_game"), style="bold")
        if narrow:  # the first column is as wide as its longest row (« ★ Partie de démonstration »)
            game_w -= max(0, max(new.cell_len, demo.cell_len, file_w) - 23)
        fit = _clip
        table.add_row(new, "", "", "", Text("n", style="dim"), key=NEW)
        table.add_row(demo, "", "", "", Text("d", style="dim"), key=DEMO)
        saves = list_saves(self.saves_dir)
        for info in saves:
            saved = datetime.fromtimestamp(info.mtime)
            when = (
                L("saved_short", day=f"{saved:%d}", month=f"{saved:%m}", time=f"{saved:%H:%M}")
                if narrow
                else f"{saved:%Y-%m-%d %H:%M}"
            )
            if info.error:
                table.add_row(
                    fit(info.path.name, file_w),
                    Text(L("unreadable"), style="red"),
                    "",
                    Text(describe(info.error, L.lang)[:phase_w], style="dim"),
                    when,
                    key=str(info.path),
                )
                continue
            phase = Text(fit(info.phase_name, phase_w))
            if info.winner:
                phase = Text(fit(f"{info.phase_name}{L('colon')}{info.winner}", phase_w), style="green")
            table.add_row(
                fit(info.path.name, file_w),
                fit(info.scenario, game_w),
                str(info.turn if info.turn is not None else ""),
                phase,
                when,
                key=str(info.path),
            )
        # A column keeps the widest cell it ever had: the wide layout's widths stayed after a
        # resize to 80 columns (the phase and the date cut off). Measured again from these rows,
        # before they are drawn (a width the idle measure changes afterwards was drawn stale).
        for n, column in enumerate(table.ordered_columns):
            cells = (table.get_row_at(i)[n] for i in range(table.row_count))
            column.content_width = max(
                [
                    column.label.cell_len,
                    *(Text(c).cell_len if isinstance(c, str) else c.cell_len for c in cells),
                ]
            )
        table.refresh()
        if not saves:
            self.say(L("no_saves", folder=self.saves_dir), "dim")
        if select is not None:
            table.move_cursor(row=table.get_row_index(str(select)))
        elif saves:
            table.move_cursor(row=2)

    def say(self, text: str, style: str = "") -> None:
        self.query_one("#launcher-status", Static).update(Text(text, style=style))

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        key = str(event.row_key.value)
        if key == NEW:
            self.action_new()
        elif key == DEMO:
            self.action_demo()
        else:
            self.app.open_game(Path(key))  # type: ignore[attr-defined]

    def action_new(self) -> None:
        from gmconsole.tui.screens.modals import NewGame

        def created(path: Path | None) -> None:
            if path is not None:
                self.reload(select=path)
                self.app.open_game(path, first=True)  # type: ignore[attr-defined]

        self.app.push_screen(NewGame(self.L, self.saves_dir), created)

    def action_demo(self) -> None:
        from gmconsole.tui.demo import demo_game_path

        path = demo_game_path(self.saves_dir)
        self.reload(select=path)
        self.app.open_game(path)  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:
        if self.is_mounted:
            self.reload()
