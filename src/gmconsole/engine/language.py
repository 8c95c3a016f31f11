"""The language of what is said before any game is known (the launcher, the command line's usage
and errors, a file too broken to tell its game): :func:`system_language`.

Once a save or a scenario is read, its ``language`` rules instead. This module imports nothing
but :mod:`os`, so that the command line can ask it at every start (issue 17).
"""

from __future__ import annotations

import os
from collections.abc import Mapping


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """``en`` when the environment asks for English (``GMCONSOLE_LANG``, else the locale:
    ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, the first one set, as POSIX reads them), ``fr``
    otherwise: the product is French first, so ``C``, ``POSIX``, an unset locale or any other
    language get French."""
    env = os.environ if environ is None else environ
    for name in ("GMCONSOLE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            return "en" if value.lower().startswith("en") else "fr"
    return "fr"
