"""Vampire Hunter's rules (catalogue: vampire-hunter.md):

- ``scenario.py``: the content (map, decks) and a setting for every point the rules leave open;
- ``state.py`` and ``actions.py``: the state and the GM's orders;
- ``decks.py``: drawing from the decks (a reshuffled discard when one runs out);
- ``setup.py`` (V-S), ``turn.py`` (V-T-1 to V-T-3), ``travel.py`` (V-T-4 to V-T-7),
  ``fight.py`` (V-F), ``equipment.py`` (V-E), ``propagation.py`` (V-P), ``victory.py`` (V-V);
- ``rules.py``: the :class:`GameRules` that ties them; ``policy.py``: random play.
"""

from gmconsole.games.vampire_hunter.rules.rules import VampireHunterRules

__all__ = ["VampireHunterRules"]
