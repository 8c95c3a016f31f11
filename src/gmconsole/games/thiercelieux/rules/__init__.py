"""Les loups-garous de Thiercelieux (rules in thiercelieux.md):

- ``scenario.py``: the deck and a setting for every point the rules leave open;
- ``state.py`` and ``actions.py``: the state and the GM's orders;
- ``rules.py``: the deal (T-S), the night in its order (T-N), the day (T-D), victory (T-V);
- ``policy.py``: random play, for the conformance tests and the simulator.
"""

from gmconsole.games.thiercelieux.rules.rules import ThiercelieuxRules

__all__ = ["ThiercelieuxRules"]
