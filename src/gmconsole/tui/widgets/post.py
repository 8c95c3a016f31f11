"""The public post: the summary of the latest turn (or the whole game) rendered by the export
code, in the scenario's markup or the other family (``m`` switches BBCode / Markdown); ``c``
copies it (OSC 52) and writes it to a file beside the save, since OSC 52 does not reach every
clipboard. When the export code is not importable, a plain list of the public events is shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static, TextArea

from gmconsole.tui.labels import Labels, localize_bindings

EXTENSIONS = {"bbcode": "bbcode.txt", "markdown": "md", "text": "txt"}


def other_family(profile: str) -> str:
    """The markup the ``m`` key switches to: BBCode ↔ Markdown (text goes to BBCode)."""
    if profile.startswith("bbcode"):
        return "markdown-discourse"
    return "bbcode-phpbb"


def render_post(events: list[Any], scenario: Any, profile: str, turn: int | None) -> tuple[str, bool]:
    """The post text and whether the export code made it (False: the plain fallback)."""
    public = [e for e in events if e.public and (turn is None or e.turn == turn)]
    try:
        from gmconsole.export.posts import public_post
        from gmconsole.export.render import render
    except ImportError:
        pass
    else:
        return render(public_post(events, scenario, turn=turn), profile), True
    from gmconsole.tui.session import describe_event

    lines = [f"- {scenario.display(e.phase)} {e.turn}: {describe_event(e, scenario.display)}" for e in public]
    return "\n".join(lines), False


class PostArea(TextArea):
    pass


class PostView(Vertical):
    BINDINGS = [
        Binding("m", "switch_markup", "key_markup"),
        Binding("t", "switch_scope", "key_scope"),
        Binding("c", "copy", "key_copy"),
    ]

    class Copied(Message):
        def __init__(self, path: Path) -> None:
            super().__init__()
            self.path = path

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        localize_bindings(self, L)
        self.session: Any = None
        self.profile: str | None = None
        self.whole_game = False
        self.text = ""

    def compose(self) -> ComposeResult:
        yield Static("", id="post-info", classes="pane-title")
        yield PostArea("", read_only=True, soft_wrap=True, id="post-text", show_line_numbers=False)

    def show(self, session: Any) -> None:
        self.session = session
        if self.profile is None:
            self.profile = session.scenario.markup
        self._refresh_post()

    def latest_turn(self) -> int | None:
        turns = [e.turn for e in self.session.game.events() if e.public]
        return max(turns) if turns else None

    def _refresh_post(self) -> None:
        if self.session is None:
            return
        turn = None if self.whole_game else self.latest_turn()
        try:
            text, exported = render_post(self.session.game.events(), self.session.scenario, self.profile, turn)
        except Exception as exc:  # an export bug must not take the console down
            text, exported = f"(export failed: {exc})", False
        self.text = text
        area = self.query_one(PostArea)
        if area.text != text:
            area.load_text(text or self.L("post_empty"))
        scope = self.L("post_all") if turn is None else self.L("post_turn", turn=turn)
        info = Text(f"{self.profile}  ·  {scope}", style="bold")
        if not exported:
            info.append("  " + self.L("post_fallback"), style="yellow")
        self.query_one("#post-info", Static).update(info)

    def focus_main(self) -> None:
        self.query_one(PostArea).focus()

    def action_switch_markup(self) -> None:
        self.profile = other_family(self.profile or "bbcode-phpbb")
        self._refresh_post()

    def action_switch_scope(self) -> None:
        self.whole_game = not self.whole_game
        self._refresh_post()

    def file_path(self) -> Path:
        family = (self.profile or "text").split("-")[0]
        turn = self.latest_turn()
        scope = "all" if self.whole_game or turn is None else f"turn{turn}"
        save = self.session.path
        return save.with_name(f"{save.stem}.post-{scope}.{EXTENSIONS.get(family, 'txt')}")

    def action_copy(self) -> None:
        if self.session is None:
            return
        self.app.copy_to_clipboard(self.text)
        path = self.file_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.text + "\n", encoding="utf-8")
        self.post_message(self.Copied(path))
