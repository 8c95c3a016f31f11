"""The posts of the latest turn (or the whole game) rendered by the export code, in the
scenario's markup or the other family (``m`` switches BBCode / Markdown):

- ``s`` switches what is shown: the public post (with the public dice), the GM's summary
  (every secret and every roll), the private messages (all of them in sending order, then
  ``n`` / ``b`` go through them one player at a time so each can be copied);
- ``c`` copies what is shown (OSC 52) and writes it to a file beside the save, since OSC 52 does
  not reach every clipboard; ``w`` writes every post file of the turn
  (:func:`gmconsole.export.files.write_posts`: public, GM, all private and one per player).

When the export code is not importable, a plain list of the public events is shown.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from gmconsole.tui.labels import Labels, localize_bindings

if TYPE_CHECKING:
    from gmconsole.tui.widgets.post_area import PostArea

EXTENSIONS = {"bbcode": "bbcode.txt", "markdown": "md", "text": "txt"}


def other_family(profile: str) -> str:
    """The markup the ``m`` key switches to: BBCode ↔ Markdown (text goes to BBCode)."""
    if profile.startswith("bbcode"):
        return "markdown-discourse"
    return "bbcode-phpbb"


KINDS = ("public", "gm", "private")


def __getattr__(name: str) -> Any:
    # The post's text area (a Textual TextArea: its module and the document's, some 30 M
    # instructions to import) is imported when the Post tab is first shown, not at the console's
    # start (issue 17); ``from gmconsole.tui.widgets.post import PostArea`` still works.
    if name == "PostArea":
        from gmconsole.tui.widgets.post_area import PostArea

        return PostArea
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def render_post(
    events: list[Any],
    scenario: Any,
    profile: str,
    turn: int | None,
    rolls: list[Any] = (),  # type: ignore[assignment]
    people: Any = None,
) -> tuple[str, bool]:
    """The public post (with its public dice) and whether the export code made it (False: the
    plain fallback)."""
    public = [e for e in events if e.public and (turn is None or e.turn == turn)]
    try:
        from gmconsole.export.posts import public_post
        from gmconsole.export.render import render
    except ImportError:
        pass
    else:
        return render(public_post(events, scenario, turn=turn, rolls=rolls, people=people), profile), True
    from gmconsole.engine.wording import text
    from gmconsole.tui.session import describe_event

    lines = [
        "- "
        + text(
            scenario, "pair", key=f"{scenario.display(e.phase)} {e.turn}", value=describe_event(e, scenario)
        )
        for e in public
    ]
    return "\n".join(lines), False


def private_order(
    events: list[Any], scenario: Any, turn: int | None, people: Any = None
) -> tuple[list[str], dict[str, Any]]:
    """The players who have a private message, in sending order, and their messages."""
    from gmconsole.export.posts import batches, private_messages

    messages = private_messages(events, scenario, turn=turn, people=people)
    order = [name for _, names in batches(events, turn=turn) for name in names if name in messages]
    order += [name for name in messages if name not in order]
    return order, messages


class PostView(Vertical):
    BINDINGS = [
        Binding("m", "switch_markup", "key_markup"),
        Binding("t", "switch_scope", "key_scope"),
        Binding("s", "switch_kind", "key_kind"),
        Binding("n", "next_message", "key_next_message", show=False),
        Binding("b", "previous_message", "key_previous_message", show=False),
        Binding("c", "copy", "key_copy"),
        Binding("w", "write", "key_write"),
    ]

    class Copied(Message):
        def __init__(self, path: Path) -> None:
            super().__init__()
            self.path = path

    class Written(Message):
        """Every post file of a turn was written (``paths``, in ``folder``)."""

        def __init__(self, paths: list[Path], folder: Path) -> None:
            super().__init__()
            self.paths = paths
            self.folder = folder

    def __init__(self, L: Labels, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.L = L
        localize_bindings(self, L)
        self.session: Any = None
        self.profile: str | None = None
        self.whole_game = False
        self.kind = "public"
        self.message = 0
        """In the private messages: 0 all of them, i the i-th player's (sending order)."""
        self.recipients: list[str] = []
        self.text = ""

    def compose(self) -> ComposeResult:
        # The info line and the text area are mounted when the tab is first shown (``show``,
        # in the handler that shows it): a hidden TextArea cost the console's start its styling
        # (issue 17).
        yield from ()

    def _parts(self) -> PostArea:
        """The info line and the text area, mounted at the first call; the text area."""
        from gmconsole.tui.widgets.post_area import PostArea

        if not self.children:
            self.mount(
                Static("", id="post-info", classes="pane-title"),
                PostArea("", read_only=True, soft_wrap=True, id="post-text", show_line_numbers=False),
            )
        return self.query_one(PostArea)

    def show(self, session: Any) -> None:
        self.session = session
        if self.profile is None:
            self.profile = session.scenario.markup
        self._refresh_post()

    def latest_turn(self) -> int | None:
        """The latest turn with something to show: public events for the public post, any
        event for the GM's summary and the private messages."""
        events = self.session.game.events()
        turns = [e.turn for e in events if e.public or self.kind != "public"]
        return max(turns) if turns else None

    def _post_text(self, turn: int | None) -> tuple[str, bool, str]:
        """The text shown, whether the export made it, and what it is (for the info line)."""
        game, scenario, profile = self.session.game, self.session.scenario, self.profile or "text"
        if self.kind == "public":
            people = {p.name: p.gender for p in game.state.players}
            text, exported = render_post(game.events(), scenario, profile, turn, game.rolls(), people)
            return text, exported, self.L("post_public")
        from gmconsole.export.posts import all_messages, genders, gm_summary
        from gmconsole.export.render import render

        people = genders(game.state.players)

        if self.kind == "gm":
            return (
                render(gm_summary(game.events(), game.rolls(), scenario, turn=turn, people=people), profile),
                True,
                self.L("post_gm"),
            )
        self.recipients, messages = private_order(game.events(), scenario, turn, people)
        self.message = min(self.message, len(self.recipients))
        if self.message == 0:
            doc = all_messages(game.events(), scenario, turn=turn, people=people)
            return render(doc, profile), True, self.L("post_private_all", n=len(self.recipients))
        name = self.recipients[self.message - 1]
        what = self.L("post_private_one", i=self.message, n=len(self.recipients), name=name)
        return render(messages[name], profile), True, what

    def _refresh_post(self) -> None:
        if self.session is None:
            return
        turn = None if self.whole_game else self.latest_turn()
        try:
            text, exported, what = self._post_text(turn)
        except ImportError:
            text, exported, what = "", False, self.kind
        except Exception as exc:  # an export bug must not take the console down
            text, exported, what = self.L("post_failed", why=str(exc)), False, self.kind
        self.text = text
        area = self._parts()
        if area.text != text:
            area.load_text(text or self.L("post_empty"))
        scope = self.L("post_all") if turn is None else self.L("post_turn", turn=turn)
        info = Text(f"{self.profile}  ·  {scope}", style="bold")
        if self.kind != "public":
            info.append(f"  ·  {what}", style="bold cyan")
        if self.kind == "private" and self.recipients:
            info.append("  " + self.L("post_private_keys"), style="dim")
        if not exported:
            info.append("  " + self.L("post_fallback"), style="yellow")
        self.query_one("#post-info", Static).update(info)

    def focus_main(self) -> None:
        self._parts().focus()

    def action_switch_markup(self) -> None:
        self.profile = other_family(self.profile or "bbcode-phpbb")
        self._refresh_post()

    def action_switch_scope(self) -> None:
        self.whole_game = not self.whole_game
        self._refresh_post()

    def action_switch_kind(self) -> None:
        """Public post → GM's summary → private messages → public post."""
        self.kind = KINDS[(KINDS.index(self.kind) + 1) % len(KINDS)]
        self.message = 0
        self._refresh_post()

    def _step_message(self, step: int) -> None:
        if self.kind != "private":
            self.kind, self.message = "private", 0
        elif self.recipients:
            self.message = (self.message + step) % (len(self.recipients) + 1)
        self._refresh_post()

    def action_next_message(self) -> None:
        self._step_message(1)

    def action_previous_message(self) -> None:
        self._step_message(-1)

    def file_path(self) -> Path:
        """Where ``c`` writes what is shown: in the game's posts folder, beside ``w``'s files
        (``<save>/posts/turn-NN/public.bbcode.txt``, ``…/private/<player>.bbcode.txt``)."""
        from gmconsole.export.files import extension, posts_dir, slugify

        ext = extension(self.profile or "text")
        turn = self.latest_turn()
        save = self.session.path
        if self.whole_game or turn is None:
            folder = save.parent / save.stem / "posts" / "all"
        else:
            folder = posts_dir(save, turn)
        what = {"public": "public", "gm": "gm", "private": "private"}[self.kind]
        if self.kind == "private" and self.message and self.message <= len(self.recipients):
            return folder / "private" / f"{slugify(self.recipients[self.message - 1])}.{ext}"
        return folder / f"{what}.{ext}"

    def action_copy(self) -> None:
        """Copy what is shown, and write it to a file. Among the private messages that is one
        message: from the overview, the first one is shown and copied (a PM is sent one by one)."""
        if self.session is None:
            return
        if self.kind == "private" and self.message == 0 and self.recipients:
            self.message = 1
            self._refresh_post()
        self.app.copy_to_clipboard(self.text)
        path = self.file_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(self.text + "\n", encoding="utf-8")
        except OSError as exc:  # copied all the same; the file is said not written, and why
            self._not_written(exc, path)
            return
        self.post_message(self.Copied(path))

    def _not_written(self, exc: Exception, path: Path) -> None:
        """A write of post files that failed, said in the game's language: the file and the cause."""
        from gmconsole.tomlio import WriteFailed, io_cause

        if isinstance(exc, WriteFailed):
            where, code, cause = exc.path, exc.code, exc.cause
        else:
            assert isinstance(exc, OSError)
            where = str(exc.filename or path)
            code, cause = io_cause(exc)
        why = self.L(f"cause_{code}") if code != "other" else cause
        self.app.notify(self.L("posts_not_written", path=where, why=why), severity="error", timeout=10)

    def action_write(self) -> None:
        """Write every post file of the turn shown (the latest turn for the whole game)."""
        if self.session is None:
            return
        from gmconsole.export.files import posts_dir, write_posts

        game = self.session.game
        turns = [e.turn for e in game.events()]
        turn = max(turns) if turns else game.state.turn
        if not self.whole_game:
            turn = self.latest_turn() or turn
        from gmconsole.tomlio import WriteFailed

        try:
            paths = write_posts(game, self.session.path, turn, profile=self.profile)
        except (OSError, WriteFailed) as exc:  # nothing written (all or none)
            self._not_written(exc, posts_dir(self.session.path, turn))
            return
        self.post_message(self.Written(paths, posts_dir(self.session.path, turn)))
