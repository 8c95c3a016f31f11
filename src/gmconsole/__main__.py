"""``python -m gmconsole`` and the ``gmconsole`` script: the command line (:mod:`gmconsole.cli`)."""

import gc
import sys


def main() -> int:
    """Run the command line, imported with the cyclic garbage collector paused.

    The imports make tens of thousands of objects and no garbage: the collector's passes over
    them, and the full pass when it is turned back on before the exit, were some 60 M
    instructions of a `status` (issue 17, docs/performance.md). A command that reads one save,
    takes one step and exits (:data:`gmconsole.cli.ONE_STEP_COMMANDS`) keeps it paused to the
    end, its objects freed by their reference counts; any other command gets it back first.
    """
    gc.disable()
    from gmconsole.cli import ONE_STEP_COMMANDS
    from gmconsole.cli import main as command_line

    if sys.argv[1:2] and sys.argv[1] in ONE_STEP_COMMANDS:
        return command_line()
    gc.enable()
    return command_line()


if __name__ == "__main__":
    sys.exit(main())
