"""The Post tab's text area (:mod:`gmconsole.tui.widgets.post`), in a module of its own: Textual's
TextArea is imported when the tab is first shown, not at the console's start (issue 17)."""

from __future__ import annotations

from textual.widgets import TextArea


class PostArea(TextArea):
    """The post's text, read-only: its text area's undo and redo keys (^z, ^y) are left to the
    screen, where they undo and redo the game's last step as the footer says."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("undo", "redo"):
            return False
        return super().check_action(action, parameters)

    def on_mount(self) -> None:
        # The area is mounted with the tab's first show, after its text was loaded: Textual's
        # cursor watcher skips an area not yet mounted (and does not run at mount), so what a
        # load into a mounted area does (the bracket under the cursor matched, the cursor kept
        # in view) is done once the area is mounted.
        self.call_later(self._cursor_settled)

    def _cursor_settled(self) -> None:
        self.selection = self.selection  # an always-updating reactive: its watcher runs
