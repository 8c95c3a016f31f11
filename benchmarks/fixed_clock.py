"""``gmconsole`` with a fixed clock, for byte-for-byte comparisons of two checkouts' outputs
(``benchmarks/compare_outputs.sh``): ``PYTHONPATH=SRC python benchmarks/fixed_clock.py ARGS``."""

import sys
from datetime import UTC, datetime

import gmconsole.engine.game as game
import gmconsole.engine.journal as journal
import gmconsole.saves as saves
from gmconsole.cli import main

FIXED = datetime(2026, 12, 2, 10, 0, 0, tzinfo=UTC)
journal.utcnow = saves.utcnow = game.utcnow = lambda: FIXED  # type: ignore[assignment]
sys.exit(main(sys.argv[1:]))
