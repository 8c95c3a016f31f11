"""The console's entry point: ``run(None)`` opens the launcher, ``run(SAVE)`` the game screen.

``gmconsole`` (no argument) and ``gmconsole open SAVE`` land here (see ``cli.py``).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen

from gmconsole.engine.errors import GMConsoleError
from gmconsole.tui import nobreak
from gmconsole.tui.demo import demo_game_path
from gmconsole.tui.labels import labels, system_language
from gmconsole.tui.session import Session

# French narrow no-break spaces keep « : », « ! », « » » on their word's line (tui/nobreak.py).
nobreak.install()

__all__ = ["GMConsoleApp", "demo_game_path", "run"]

SCREENS_CSS = Path(__file__).parent / "screens.tcss"
"""The rules of the screens other than the game screen (launcher, dialogs, vote import), read
when the first of them is shown (:meth:`GMConsoleApp.push_screen`)."""

_start_frozen = False
"""Whether an app of this process has frozen its start's objects (:meth:`GMConsoleApp.started`)."""


class GMConsoleApp(App):
    CSS_PATH = Path(__file__).parent / "gmconsole.tcss"
    TITLE = "gmconsole"
    # ctrl+q stays the quit key, but not a priority one: the game screen's own ctrl+q shows in
    # its footer, in the game's language, and asks first when a field holds text.
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", show=False)]

    def __init__(
        self, save: str | Path | None = None, saves_dir: str | Path = "saves", session: Session | None = None
    ) -> None:
        super().__init__()
        self.saves_dir = Path(saves_dir)
        self.start_save = Path(save) if save else None
        self.start_session = session
        self.L = labels(system_language())
        # No cycle collection while the first screen is built (issue 17): the start creates
        # tens of thousands of objects (widgets, styles, the save's models) that live on, and
        # the collector went through them again and again, some 6% of the start's instructions.
        # It is back on once the first frame is drawn (:meth:`started`), or when the app stops
        # (``gmconsole open`` pauses it before the imports already: see ``cli._run_tui``).
        self._collector_paused = True
        gc.disable()

    def started(self) -> None:
        """The first screen is drawn: the cycle collector runs again.

        The first time in a process, what the start built (modules, classes, the first screen,
        the game read) is first moved out of the collector's reach (``gc.freeze``): it lives as
        long as the program, and the collector went through all of it again in its first pass
        after the frame and at the program's exit (issue 17, docs/performance.md). Only once, so
        that the apps a test run starts one after the other do not each leave theirs frozen."""
        global _start_frozen
        if self._collector_paused:
            self._collector_paused = False
            if not _start_frozen:
                _start_frozen = True
                gc.freeze()
            gc.enable()

    # -- the screens' stylesheet ----------------------------------------------------------------
    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        self._screens_css(screen)
        return super().push_screen(screen, *args, **kwargs)

    def switch_screen(self, screen: Any) -> Any:
        self._screens_css(screen)
        return super().switch_screen(screen)

    def _screens_css(self, screen: Screen | str) -> None:
        """Read ``screens.tcss`` before the first screen that uses it is styled: the game
        screen's first frame does not parse the rules of screens it does not show (issue 17).

        It is read as ``CSS_PATH`` is, the same tier as ``gmconsole.tcss`` and after it, so a
        rule wins or loses as it did when the two were one file with these rules at its end; a
        screen styled by ``gmconsole.tcss`` alone says so (``SCREENS_CSS = False``)."""
        path = str(SCREENS_CSS)
        if not getattr(screen, "SCREENS_CSS", True) or self.stylesheet.has_source(path):
            return
        if self.css_monitor is not None:  # textual --dev: an edit is read again
            self.css_monitor.add_paths([SCREENS_CSS])
        self.stylesheet.read(SCREENS_CSS)
        self.stylesheet.parse()  # the rules' map too: `read` leaves the previous one

    def format_title(self, title: str, sub_title: str) -> Content:
        """Textual's « title — sub_title », or the sub-title alone when the screen leaves the
        title out to fit its width (the game screen at 80 columns: the turn and the phase)."""
        if not title and sub_title:
            return Content(sub_title).stylize("dim")
        return super().format_title(title, sub_title)

    def on_unmount(self) -> None:
        self.started()

    def on_mount(self) -> None:
        self.set_timer(5, self.started)  # in case no screen says it is drawn
        if self.start_session is not None:
            self._open(self.start_session)
        elif self.start_save is not None:
            self.open_game(self.start_save)
        else:
            from gmconsole.tui.screens.launcher import Launcher

            self.push_screen(Launcher(self.L, self.saves_dir))
            self.call_after_refresh(self.started)

    # -- Textual's own words, in the language of the screen shown ------------------------------
    def _language(self) -> str:
        L = getattr(self.screen, "L", None) or self.L
        return "fr" if getattr(L, "lang", "en") == "fr" else "en"

    def action_command_palette(self) -> None:
        """The command palette, its placeholder in the screen's language."""
        from textual.command import CommandPalette

        from gmconsole.engine.wording import text

        if self.use_command_palette and not CommandPalette.is_open(self):
            placeholder = text(self._language(), "palette-placeholder")
            self.push_screen(CommandPalette(placeholder=placeholder, id="--command-palette"))

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's system commands (theme, quit, keys...) in the screen's language."""
        from gmconsole.engine.wording import wording_for

        w = wording_for(self._language())
        yield SystemCommand(w.text("system-theme"), w.text("system-theme-help"), self.action_change_theme)
        yield SystemCommand(w.text("system-quit"), w.text("system-quit-help"), self.action_quit)
        if screen.query("HelpPanel"):
            yield SystemCommand(
                w.text("system-keys"), w.text("system-keys-hide"), self.action_hide_help_panel
            )
        else:
            yield SystemCommand(
                w.text("system-keys"), w.text("system-keys-show"), self.action_show_help_panel
            )
        if screen.maximized is not None:
            yield SystemCommand(
                w.text("system-minimize"), w.text("system-minimize-help"), screen.action_minimize
            )
        elif screen.focused is not None and screen.focused.allow_maximize:
            yield SystemCommand(
                w.text("system-maximize"), w.text("system-maximize-help"), screen.action_maximize
            )
        yield SystemCommand(
            w.text("system-screenshot"),
            w.text("system-screenshot-help"),
            lambda: self.set_timer(0.1, self.deliver_screenshot),
        )

    async def action_quit(self) -> None:
        """ctrl+q (and q on the launcher): a game screen asks first when a field holds text that
        was not entered (issue 13, point 6)."""
        request = getattr(self.screen, "request_quit", None)
        if request is not None:
            request()
        else:
            self.exit()

    def open_game(self, path: Path, first: bool = False) -> None:
        try:
            session = Session.open(path)
        except GMConsoleError as exc:
            self.damaged(path, exc)
            return
        self._open(session)
        if first:  # a game just created: its first minute (the seed to publish, the role cards)
            self.call_after_refresh(self.screen.first_minute)  # type: ignore[attr-defined]

    def damaged(self, path: Path, exc: GMConsoleError) -> None:
        """A save that does not open: say why and, when its backup reads, offer to restore it
        after showing what it holds (issue 13, point 7). Nothing is overwritten unasked: the
        damaged file is kept beside it as ``.damaged``."""
        from gmconsole.engine.worded import said_error
        from gmconsole.saves import load_game

        backup = path.with_name(path.name + ".bak")
        try:
            if not backup.is_file():
                raise GMConsoleError("")
            held = load_game(backup)
        except GMConsoleError:
            self.notify(said_error(exc, self.L.lang), severity="error", timeout=10)
            return
        from rich.text import Text

        from gmconsole.tui.screens.dialogs import Ask

        L = self.L
        state = held.state
        body = Text()
        body.append(L("bak_problem") + "\n", style="bold red")
        body.append(f"{said_error(exc, L.lang)}\n\n")
        body.append(L("bak_holds", path=backup.name) + "\n", style="bold")
        body.append(f"  {held.scenario.name}\n")
        body.append(f"  {L('turn')} {state.turn} · {held.scenario.display(state.phase)}\n")
        body.append(f"  {L('bak_players', n=len(state.players))}\n")
        if held.journal:
            last = held.journal[-1]
            body.append(f"  {L('bak_last', at=last.at.strftime('%Y-%m-%d %H:%M'))}\n")
        body.append("\n" + L("bak_keep", path=path.name + ".damaged"), style="dim")

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            import shutil

            shutil.copy2(path, path.with_name(path.name + ".damaged"))
            shutil.copy2(backup, path)
            self.notify(L("bak_restored", path=path.name), timeout=8)
            self.open_game(path)

        self.push_screen(
            Ask(L, L("bak_title", path=path.name), body, L("bak_restore"), L("cancel")), answered
        )

    def _open(self, session: Session) -> None:
        from gmconsole.tui.screens.game import GameScreen

        self.push_screen(GameScreen(session))


def run(save: str | None, session: Session | None = None) -> int:
    """Run the console; with ``save``, open that game directly (``session``: already opened by
    the caller, not read again). Returns the exit code."""
    if save and session is None:
        from gmconsole.savelock import SaveBusy
        from gmconsole.tomlio import WriteFailed

        try:
            session = Session.open(save)
        except SaveBusy as exc:
            print(f"busy: {exc}", file=sys.stderr)
            return 5
        except WriteFailed as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 6
        except GMConsoleError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 4
    app = GMConsoleApp(save, session=session)
    app.run()
    return app.return_code or 0
