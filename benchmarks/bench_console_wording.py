"""What the console's words (``console.ftl``, ``help.ftl``) cost to load, next to a game's other messages.

Each run is a fresh interpreter: it imports the wording module and fluent.runtime (not timed),
then times ``Wording(game, language)`` (every file but the console's read and parsed into the
bundle: what every command pays), ``Wording(game, language, part="console")`` (what the console
adds), and the first label of the launcher (``labels(lang)("new_game")``: the generic
console.ftl and help.ftl)::

    .venv/bin/python benchmarks/bench_console_wording.py --runs 7

CPU time (the machine is shared), median of the runs.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

CHILD = r"""
import json, sys, time
from gmconsole.engine import wording as W
import fluent.runtime, fluent.syntax, babel  # imports not timed
game, language = sys.argv[1] or None, sys.argv[2]
W.Wording(None, "en")  # first use of babel's locale data, not timed
out = {}
t = time.process_time(); w = W.Wording(game, language); out["without"] = time.process_time() - t
out["messages"] = len(w.keys())
t = time.process_time(); c = W.Wording(game, language, part="console"); out["with"] = time.process_time() - t
out["console"] = len(c.keys())
W.clear_cache()
from gmconsole.tui.labels import labels
t = time.process_time(); labels(language)("new_game"); out["launcher"] = time.process_time() - t
print(json.dumps(out))
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--game", default="winterfell")
    parser.add_argument("--language", default="fr")
    args = parser.parse_args()
    runs = [
        json.loads(
            subprocess.run(
                [sys.executable, "-c", CHILD, args.game, args.language],
                check=True,
                capture_output=True,
                text=True,
            ).stdout
        )
        for _ in range(args.runs)
    ]
    first = runs[0]
    print(f"{args.game} ({args.language}): {first['messages']} messages, and {first['console']} console ones")
    for key, what in (
        ("without", "engine and post messages (every command)"),
        ("with", "console words (the console only)"),
        ("launcher", "launcher's first label (generic files)"),
    ):
        print(
            f"  {what:<42} {statistics.median(r[key] for r in runs) * 1000:6.1f} ms CPU (median of {args.runs})"
        )


if __name__ == "__main__":
    main()
