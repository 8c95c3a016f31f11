"""The footer of the console's screens: Textual's :class:`~textual.widgets.Footer`, rebuilt only
when the keys it shows change.

Textual's footer throws its keys away and builds them again (a widget per key, each styled) at
every change of the screen's bindings, and a screen publishes such a change at each focus move
and each ``refresh_bindings()``: opening the game screen rebuilt the same six keys five times
before its tabs were ready (issue 17). This one compares what it would show (each key, its
words, whether it is enabled, its tooltip, its group) with what it shows, and keeps its keys when
they are the same. What it draws is Textual's.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Footer


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

    async def recompose(self) -> None:
        if not self.is_attached:
            return
        keys = self._keys()
        if keys == self._shown:
            return
        self._shown = keys
        await super().recompose()
