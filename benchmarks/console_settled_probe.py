"""The console's start to its first *settled* frame with every tab mounted (issue 17).

``python benchmarks/console_settled_probe.py SAVE``: opens ``SAVE`` headless at 120x40 and exits
after the first frame drawn once every tab is mounted **and** nothing is left to lay out, paint
or handle on the screen's shown widgets (a header title still to set, a key still to mount, a
message still queued): what the GM sees then is what that frame drew. ``bench_issue17.py``'s
probe exits after the frame that follows the tabs' mounting, which on this branch's base still
had work queued (one more layout and frame). Count it with callgrind, one process each:

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null \\
        .venv/bin/python benchmarks/console_settled_probe.py SAVE

It reads Textual's private flags (``_layout_required``, ``_message_queue``...): a measuring
tool, never product code.
"""

from __future__ import annotations

import sys

from gmconsole.tui.app import GMConsoleApp
from gmconsole.tui.screens.game import GameScreen

TABS = ("#roster-view-pane", "#dice-log", "#post-view")


class Probe(GMConsoleApp):
    def _open(self, session):  # type: ignore[no-untyped-def]
        self.screen_ = GameScreen(session)
        self.push_screen(self.screen_)
        self.screen_.call_after_refresh(self.check)
        self.rounds = 0

    def check(self) -> None:
        if all(self.screen_.query(t) for t in TABS):
            self.screen_.call_after_refresh(self.settled)  # the frame with every tab mounted
        else:
            self.set_timer(0.002, self.check)

    def settled(self) -> None:
        s = self.screen_
        nodes = [self, *s.walk_children(with_self=True)]
        pending = (
            s._layout_required
            or s._repaint_required
            or s._dirty_widgets
            or s._recompose_required
            or any(
                (getattr(w, "_layout_required", False) or getattr(w, "_repaint_required", False))
                and w.region.area  # a hidden widget (another tab) is painted when shown
                for w in nodes[1:]
            )
            or any(w._message_queue.qsize() for w in nodes)
        )
        self.rounds += 1
        if pending and self.rounds < 20:
            self.set_timer(0.002, lambda: s.call_after_refresh(self.settled))
        else:
            self.exit()


if __name__ == "__main__":
    Probe(sys.argv[1]).run(headless=True, size=(120, 40))
