"""Keys that act when they are pressed, for the screens with fields (issue 17, the tab race).

A key a screen binds the plain way acts once it has bubbled up from the focused field; a terminal
delivers the keys of fast typing together, and the ones after it (« Bob<tab>Zed ») were already
on their way to the field it was leaving. As priority bindings, tab and shift+tab move the focus
as soon as they are read, and the keys after them go where the focus went. Enter in a form's
field that moves to the next field is the same key: :class:`EnterMovesOn`.
"""

from __future__ import annotations

from typing import Any

from textual.actions import SkipAction
from textual.binding import Binding
from textual.widgets import Input

FOCUS_KEYS = [
    # Textual's own descriptions, which the keys panel says in the screen's language.
    Binding("tab", "app.focus_next", "Focus Next", show=False, priority=True),
    Binding("shift+tab", "app.focus_previous", "Focus Previous", show=False, priority=True),
]


class EnterMovesOn:
    """A form whose enter in a field goes to the next field (:meth:`next_field`) at once; enter
    that does something else (the form's last field, a button) is left to the field, which has
    every letter typed before it by then."""

    ENTER_KEYS = [Binding("enter", "enter_field", "Submit", show=False, priority=True)]

    def next_field(self, field: Input) -> Input | None:  # pragma: no cover - each form has its own
        """The field enter in ``field`` moves to, or None when enter does something else."""
        return None

    def action_enter_field(self) -> None:
        focused: Any = getattr(self, "focused", None)
        target = self.next_field(focused) if isinstance(focused, Input) else None
        if target is None:
            raise SkipAction()
        # Now, not as ``target.focus()`` does (after the keys already read): they follow it.
        target.screen.set_focus(target)
