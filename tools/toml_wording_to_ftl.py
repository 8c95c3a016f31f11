"""One-off: the older TOML post wording to Fluent files, comments kept (kept for GMs' own files).

python tools/toml_wording_to_ftl.py IN.toml OUT.ftl [--drop key,key]
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from gmconsole.engine.wording import _ftl_pattern


def convert(text: str, drop: set[str]) -> str:
    out: list[str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            out.append("")
        elif stripped.startswith("#"):
            out.append("# " + stripped.lstrip("#").strip() if stripped != "#" else "#")
        elif stripped.startswith("["):
            out.append(f"## {stripped.strip('[]').capitalize()}")
        else:
            ((key, value),) = tomllib.loads(stripped).items()
            if key in drop:
                continue
            out.append(f"{key} = {_ftl_pattern(value)}")
    return "\n".join(out).strip() + "\n"


if __name__ == "__main__":
    drop = set(sys.argv[4].split(",")) if len(sys.argv) > 4 else set()
    Path(sys.argv[2]).write_text(
        convert(Path(sys.argv[1]).read_text(encoding="utf-8"), drop), encoding="utf-8"
    )
