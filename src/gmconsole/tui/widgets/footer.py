"""The footer of the console's screens: Textual's :class:`~textual.widgets.Footer`, rebuilt only
when the keys it shows change.

Textual's footer throws its keys away and builds them again (a widget per key, each styled) at
every change of the screen's bindings, and a screen publishes such a change at each focus move
and each ``refresh_bindings()``: opening the game screen rebuilt the same six keys five times
before its tabs were ready (issue 17). This one compares what it would show (each key, its
words, whether it is enabled, its tooltip, its group) with what it shows, and keeps its keys when
they are the same. What it draws is Textual's.

It shows whole keys only: when they do not all fit its width, the keys are kept in their
order as long as each fits beside the command palette's, and the others are hidden, never cut
in the middle (the screen's keys are ordered for it; F1 lists them all).

Each key is also made with its compact style already set: Textual's key starts compact, takes
that class once mounted, then loses it when it reads the footer's (not compact) setting, so each
key and its two parts were styled three times (issue 17).
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class KeysFooter(Footer):
    """A :class:`~textual.widgets.Footer` that recomposes only when its keys change."""

    _shown: tuple[Any, ...] | None = None

    def _keys(self) -> tuple[Any, ...]:
        """What :meth:`Footer.compose` would show, as a value to compare."""
        if not self._bindings_ready:
            return ()
        app = self.app
        active = self.screen.active_bindings
        keys = tuple(
            (
                binding.key,
                app.get_key_display(binding),
                binding.description,
                binding.action,
                enabled,
                tooltip,
                binding.group,
            )
            for (_, binding, enabled, tooltip) in active.values()
            if binding.show
        )
        palette = None
        if self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
            found = active.get(app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _, binding, enabled, tooltip = found
                palette = (binding.key, app.get_key_display(binding), binding.description, enabled, tooltip)
        return (keys, palette, self.combine_groups)

    def compose(self) -> ComposeResult:
        if not self._bindings_ready and self.screen.is_attached:
            # The keys the screen has now, in the first frame: Textual's footer starts empty
            # and composes its keys after a refresh following the screen's first change of
            # bindings, so the screen was laid out and drawn again for them just after its first
            # frame (issue 17). A later change recomposes as before, when the keys differ.
            self.set_reactive(Footer._bindings_ready, True)
            self._shown = self._keys()
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                # what the key ends with: the footer's setting (bound to it), or compact (the
                # command palette's key, not bound)
                compact = True if widget.has_class("-command-palette") else self.compact
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        keys = self._keys()
        if keys == self._shown:
            return
        self._shown = keys
        await super().recompose()
        self.call_after_refresh(self.fit)

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """Show the keys, in order, that fit beside the palette's key; hide the others whole."""
        keys = [key for key in self.query(FooterKey) if not key.has_class("-command-palette")]
        palette = sum(width(key) for key in self.query(FooterKey) if key.has_class("-command-palette"))
        room = self.content_region.width - palette - 1  # the palette key's separator
        used = 0
        for key in keys:
            needed = width(key)
            shown = self.content_region.width == 0 or used + needed <= room
            used += needed if shown else 0
            if key.display != shown:
                key.display = shown


def width(key: FooterKey) -> int:
    """A key's columns as it draws itself (its key, its words, their padding) and its margins."""
    return key.render().cell_len + key.styles.margin.left + key.styles.margin.right
