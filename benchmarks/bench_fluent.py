"""Start-up cost of the two Fluent implementations: import, then load a 300-message file.

Each measure runs in a fresh interpreter (``python -X importtime`` would count differently), so
what is timed is what a CLI command pays once::

    .venv/bin/python benchmarks/bench_fluent.py --runs 7

Prints, for fluent.runtime and fluent-compiler (CPU time, median of the runs): the import time, the time to parse (and for the
compiler, compile) the file into a bundle, and the time of the first format of every message.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path


def ftl_file(count: int = 300) -> str:
    lines = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            lines.append(f"msg-{i} = Une phrase simple numéro {i}, sans argument.")
        elif kind == 1:
            lines.append(
                f"msg-{i} = {{ $who }} a proposé {{ $count }} joueurs pour la mission {{ $mission }}."
            )
        elif kind == 2:
            lines.append(
                f"msg-{i} = {{ $who }} a été {{ $who_gender ->\n    [f] assassinée\n   *[other] assassiné\n}} ({i})."
            )
        else:
            lines.append(
                f"msg-{i} = {{ $count ->\n    [one] un siège\n   *[other] {{ $count }} sièges\n}} à pourvoir ({i})."
            )
    return "\n".join(lines) + "\n"


RUNTIME = """
import time
t0 = time.process_time()
from fluent.runtime import FluentBundle, FluentResource
t1 = time.process_time()
bundle = FluentBundle(["fr"], use_isolating=False)
bundle.add_resource(FluentResource(open({path!r}, encoding="utf-8").read()))
t2 = time.process_time()
args = {{"who": "Éloïse", "who_gender": "f", "count": 3, "mission": 2}}
for i in range(300):
    bundle.format_pattern(bundle.get_message(f"msg-{{i}}").value, args)
t3 = time.process_time()
print(t1 - t0, t2 - t1, t3 - t2)
"""

COMPILER = """
import time
t0 = time.process_time()
from fluent_compiler.bundle import FluentBundle
t1 = time.process_time()
bundle = FluentBundle.from_string("fr", open({path!r}, encoding="utf-8").read(), use_isolating=False)
bundle.check_messages()
t2 = time.process_time()
args = {{"who": "Éloïse", "who_gender": "f", "count": 3, "mission": 2}}
for i in range(300):
    bundle.format(f"msg-{{i}}", args)
t3 = time.process_time()
print(t1 - t0, t2 - t1, t3 - t2)
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--messages", type=int, default=300)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.ftl"
        path.write_text(ftl_file(options.messages), encoding="utf-8")
        for name, script in (("fluent.runtime", RUNTIME), ("fluent-compiler", COMPILER)):
            rows = []
            for _ in range(options.runs):
                out = subprocess.run(
                    [sys.executable, "-c", script.format(path=str(path))],
                    check=True,
                    capture_output=True,
                    text=True,
                ).stdout
                rows.append([float(x) * 1000 for x in out.split()])
            med = [statistics.median(col) for col in zip(*rows)]
            print(
                f"{name:16} import {med[0]:6.1f} ms  load {med[1]:6.1f} ms  "
                f"first format of {options.messages} {med[2]:6.1f} ms  total {sum(med):6.1f} ms"
            )


if __name__ == "__main__":
    main()
