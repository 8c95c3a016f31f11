"""``python -m gmconsole`` and the ``gmconsole`` script: the command line (:mod:`gmconsole.cli`)."""

import gc
import os
import sys
from typing import NoReturn


def main() -> int:
    """Run the command line, imported with the cyclic garbage collector paused.

    The imports make tens of thousands of objects and no garbage: the collector's passes over
    them were some 20 M instructions of a `status`, and turning it back on before the exit
    another 40 M (issue 17, docs/performance.md). A command that reads one save, takes one
    step and exits (:data:`gmconsole.cli.ONE_STEP_COMMANDS`) keeps it paused and leaves at once
    (:func:`leave`); any other command gets it back first and exits as usual.
    """
    gc.disable()
    from gmconsole.cli import ONE_STEP_COMMANDS
    from gmconsole.cli import main as command_line

    if not (sys.argv[1:2] and sys.argv[1] in ONE_STEP_COMMANDS):
        gc.enable()
        return command_line()
    leave(command_line())


def leave(code: int) -> NoReturn:
    """End the process with ``code`` once its output is flushed, without the interpreter's
    teardown: a one-step command has closed its files (saves and posts are written and closed
    before it returns, its lock is released with its file), and the teardown would only free
    every object one by one and collect the whole heap (some 45 M instructions, more than the
    reference process's whole exit)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader that left (`status | head`), a closed stream
            pass
    if "logging" in sys.modules:  # its handlers flush at exit: the wording's warnings use it
        sys.modules["logging"].shutdown()
    os._exit(code)


if __name__ == "__main__":
    sys.exit(main())
