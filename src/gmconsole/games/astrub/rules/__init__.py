"""La Guilde des Joailliers d'Astrub: a Resistance-like mission game (rules in astrub.md).

- ``scenario.py``: the scenario file's model (missions, squad sizes, spy counts, options);
- ``state.py`` and ``actions.py``: the game's state and the GM's orders;
- ``seating.py``: what the deal reads from a roster, read and checked once per roster (M-S-1, M-S-2);
- ``rules.py``: the deal (M-S) and the resolution of each step (M-M, M-V).
"""

from gmconsole.games.astrub.rules.rules import AstrubRules

__all__ = ["AstrubRules"]
